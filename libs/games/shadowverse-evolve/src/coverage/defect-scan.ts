/**
 * Data checks of the SVE catalog against what the printed facts make certain (for docs/coverage.md).
 * Pure functions over catalog cards; the coverage CLI prints the findings.
 */
import type { CatalogCard } from '../../../../engine/src/index.js';
import { DATA_FIXES, DEFECTIVE_TOKENS } from '../cards/defects.js';
import { KNOWN_DEFECTS } from '../cards/flags.js';

type AnyCard = CatalogCard & { class_or_color?: string | null; defense_or_hp?: number | null };

export interface Finding {
  check: string;
  rule: string;
  ids: string[];
  action: 'fixed in the engine mapping' | 'listed' | 'worked around';
  note: string;
}

const raw = (c: AnyCard) => (typeof c.extra?.type_raw === 'string' ? c.extra.type_raw : c.type);
const defense = (c: AnyCard) => c.defense ?? c.defense_or_hp ?? null;

export function scanDefects(cards: readonly AnyCard[]): Finding[] {
  const out: Finding[] = [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const byName = new Map<string, AnyCard[]>();
  for (const c of cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);

  // checks that found nothing are reported too (0 records), so the doc shows what was checked
  const push = (f: Finding) => {
    if (f.ids.length > 0 || f.action !== 'fixed in the engine mapping') out.push({ ...f, ids: [...new Set(f.ids)].sort() });
  };

  push({
    check: 'Evolve cards typed as plain followers (no エボルヴ subtype) or evolve cards with a printed cost',
    rule: 'SVE 2.3.3.1, 5.16.1.2 (an evolve card has no cost of its own)',
    ids: cards.filter((c) => (raw(c).endsWith('・エボルヴ') !== (c.subtypes ?? []).includes('エボルヴ')) || ((c.subtypes ?? []).includes('エボルヴ') && c.cost !== null && c.cost !== undefined)).map((c) => c.id),
    action: 'listed',
    note: 'every evolve record of this catalog version has the エボルヴ subtype and no cost',
  });
  push({
    check: 'Followers without attack or health',
    rule: 'SVE 2.7, 2.8',
    ids: cards.filter((c) => c.type === 'フォロワー' && (c.attack === null || c.attack === undefined || defense(c) === null)).map((c) => c.id),
    action: 'listed',
    note: '',
  });
  push({
    check: 'Reprints whose printed facts differ from the record extra.same_facts_as names',
    rule: 'catalog convention (../shared/data/README.md)',
    ids: cards.filter((c) => {
      const t = typeof c.extra?.same_facts_as === 'string' ? byId.get(c.extra.same_facts_as) : undefined;
      if (typeof c.extra?.same_facts_as === 'string' && !t) return true;
      return t !== undefined && (t.text !== c.text || t.cost !== c.cost || t.attack !== c.attack || defense(t) !== defense(c) || t.name !== c.name);
    }).map((c) => c.id),
    action: 'listed',
    note: '',
  });
  push({
    check: 'Tokens of one name whose records print different text (a sentence missing)',
    rule: 'SVE 9.1.2.3 (a token is defined by its name)',
    ids: Object.keys(DEFECTIVE_TOKENS),
    action: 'worked around',
    note: Object.values(DEFECTIVE_TOKENS).join('; '),
  });
  push({
    check: 'Base cards with 「[進化]…：これは進化する」 whose evolve card (same name) is not in the catalog',
    rule: 'SVE 5.16.1.1.1, 12.2.2',
    ids: cards
      .filter((c) => typeof c.extra?.same_facts_as !== 'string' && raw(c) === 'フォロワー' && /\[進化\]\[コスト\d+\]：これは進化する/.test(c.text ?? ''))
      .filter((c) => !(byName.get(c.name) ?? []).some((x) => (x.subtypes ?? []).includes('エボルヴ')))
      .map((c) => c.id),
    action: 'listed',
    note: 'the evolve ability can never be played with these records (the catalog misses 215 BP19/PR details, ../shared/data/README.md)',
  });
  push({
    check: 'Crossover titles missing on Vanguard PR cards (deck rules)',
    rule: 'SVE 6.1.1.5.2, 2.13.2.1',
    ids: Object.keys(KNOWN_DEFECTS),
    action: 'listed',
    note: 'flagged `suspect` by the catalog mapping (cards/flags.ts)',
  });
  push({
    check: 'Engine data fixes applied (cards/defects.ts DATA_FIXES)',
    rule: '—',
    ids: Object.keys(DATA_FIXES),
    action: 'fixed in the engine mapping',
    note: Object.entries(DATA_FIXES).map(([id, fs]) => `${id}: ${fs.map((f) => `${f.field} → ${JSON.stringify(f.value)} (${f.why})`).join(', ')}`).join('; '),
  });
  return out;
}
