/**
 * Where a case would raise coverage (issue #17): the distinct printed texts whose every sentence compiles but that
 * do not count as implemented, and why, ranked by the catalog records one case unlocks.
 *   npx tsx libs/games/shadowverse-evolve/src/coverage/case-gaps.ts [--all] [--json]
 * 1. `untested`: a partial text with every sentence mapped and no case (its reprints/parallels, same `same_facts_as`
 *    group, count with it). Evolve cards (SVE 2.3) are listed with whether a base card can reach them.
 * 2. `needs base`: an evolve card no implemented card evolves into (coverage/tables.ts buildUnreachableTable):
 *    the non-evolve cards of the same name (or 「これは『X』でもある」) with their status; a base card whose
 *    sentences all compile is the case to write (testing it makes the evolve card reachable).
 * Reads the catalog only (the coverage CLI's loadCatalog), writes nothing.
 */
import { fileURLToPath } from 'node:url';
import { cardStatus, vocabularyFor, type CatalogCard, type CardStatusReport } from '../../../../engine/src/index.js';
import { compileCard } from '../abilities/index.js';
import { definition } from '../definition.js';
import { loadCatalog, registryFor } from '../coverage-cli.js';
import { TESTED_CARDS } from './tested.js';

type Card = CatalogCard & { cost?: number | null; subtypes?: string[] };

export interface Gap {
  id: string;
  name: string;
  kind: string;
  /** Records of its same-facts group (itself and its reprints/parallels): what one case unlocks. */
  records: number;
  /** Why it is not implemented. */
  why: 'untested' | 'unreachable' | 'tested, game needs an incomplete card';
  /** For an evolve card: its base cards (non-evolve cards of a name it has) and their status. */
  bases?: Array<{ id: string; status: string; unmapped: number }>;
}

export interface BaseGap {
  /** A base card whose sentences all compile (partial) or that is implemented already. */
  base: string;
  status: string;
  /** Evolve cards (distinct texts) it would make reachable. */
  evolves: string[];
  /** Records unlocked: the base group (when untested) plus the evolve groups that are tested or fully compiled. */
  records: number;
}

const isEvolveCard = (c: Card) => c.type === 'フォロワー' && c.cost == null && (c.subtypes ?? []).includes('エボルヴ');
const namesOf = (c: Card) => [c.name, ...[...(c.text ?? '').matchAll(/これは『([^』]+)』でもある/g)].map((m) => m[1]!)];
const kindOf = (c: Card) => (typeof c.extra?.type_raw === 'string' ? c.extra.type_raw : c.type);

export function caseGaps(cards: readonly Card[]): { gaps: Gap[]; bases: BaseGap[] } {
  const vocab = vocabularyFor(definition);
  const { registry, unreachable } = registryFor(cards as CatalogCard[]);
  const report = new Map<string, CardStatusReport>();
  for (const c of cards) report.set(c.id, cardStatus(c, compileCard(c).abilities, registry, { vocab }));
  const group = new Map<string, number>();
  for (const c of cards) {
    const g = typeof c.extra?.same_facts_as === 'string' ? c.extra.same_facts_as : c.id;
    group.set(g, (group.get(g) ?? 0) + 1);
  }
  const allMapped = (id: string) => report.get(id)!.unmapped.length === 0 && !report.get(id)!.invalid && report.get(id)!.sentences.length > 0;
  const tested = new Set(TESTED_CARDS);
  const byName = new Map<string, Card[]>();
  for (const c of cards) if (!isEvolveCard(c) && typeof c.extra?.same_facts_as !== 'string') for (const n of namesOf(c)) byName.set(n, [...(byName.get(n) ?? []), c]);
  const basesOf = (c: Card) => [...new Set(namesOf(c).flatMap((n) => byName.get(n) ?? []))].map((b) => ({ id: b.id, status: report.get(b.id)!.status, unmapped: report.get(b.id)!.unmapped.length }));

  const gaps: Gap[] = [];
  for (const c of cards) {
    if (typeof c.extra?.same_facts_as === 'string' || /-T\d/.test(c.id) && !allMapped(c.id)) continue;
    const r = report.get(c.id)!;
    if (r.status !== 'partial' || !allMapped(c.id)) continue;
    const why: Gap['why'] = !tested.has(c.id) ? 'untested' : unreachable[c.id]?.startsWith('no implemented card evolves') ? 'unreachable' : 'tested, game needs an incomplete card';
    gaps.push({ id: c.id, name: c.name, kind: kindOf(c), records: group.get(c.id) ?? 1, why, ...(isEvolveCard(c) ? { bases: basesOf(c) } : {}) });
  }
  gaps.sort((a, b) => b.records - a.records || a.id.localeCompare(b.id));

  // base cards that make unreachable evolve cards reachable
  const byBase = new Map<string, BaseGap>();
  for (const c of cards) {
    if (typeof c.extra?.same_facts_as === 'string' || !isEvolveCard(c) || !unreachable[c.id]?.startsWith('no implemented card evolves')) continue;
    const evolveCounts = tested.has(c.id) || allMapped(c.id);
    for (const b of basesOf(c)) {
      if (b.status !== 'implemented' && !(b.status === 'partial' && b.unmapped === 0)) continue;
      const e = byBase.get(b.id) ?? { base: b.id, status: b.status, evolves: [], records: b.status === 'implemented' ? 0 : group.get(b.id) ?? 1 };
      e.evolves.push(c.id);
      if (evolveCounts) e.records += group.get(c.id) ?? 1;
      byBase.set(b.id, e);
    }
  }
  const bases = [...byBase.values()].sort((a, b) => b.records - a.records || a.base.localeCompare(b.base));
  return { gaps, bases };
}

function main(): void {
  const all = process.argv.includes('--all');
  const cards = loadCatalog() as Card[];
  const { gaps, bases } = caseGaps(cards);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ gaps, bases }, null, 1));
    return;
  }
  const byId = new Map(cards.map((c) => [c.id, c]));
  const count = (why: Gap['why']) => gaps.filter((g) => g.why === why);
  console.log(`compiled, not implemented: ${gaps.length} distinct texts (${gaps.reduce((n, g) => n + g.records, 0)} records)`);
  for (const why of ['untested', 'unreachable', 'tested, game needs an incomplete card'] as const) console.log(`  ${why}: ${count(why).length} texts, ${count(why).reduce((n, g) => n + g.records, 0)} records`);
  console.log('\n## untested (a case unlocks `records`)');
  for (const g of (all ? count('untested') : count('untested').slice(0, 60))) {
    const base = g.bases ? ` bases: ${g.bases.map((b) => `${b.id}(${b.status}${b.unmapped ? `,-${b.unmapped}` : ''})`).join(' ') || 'none'}` : '';
    console.log(`${String(g.records).padStart(3)} ${g.id} [${g.kind}] ${g.name}${base} :: ${(byId.get(g.id)!.text ?? '').slice(0, 140)}`);
  }
  console.log('\n## base cards that make unreachable evolve cards reachable (compiled or implemented)');
  for (const b of (all ? bases : bases.slice(0, 60))) console.log(`${String(b.records).padStart(3)} ${b.base} (${b.status}) → ${b.evolves.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
