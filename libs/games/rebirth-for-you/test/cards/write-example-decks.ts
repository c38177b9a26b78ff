/**
 * Builds the playable example decks (one per trial-deck title) and writes them into
 * libs/catalog/data/rebirth-for-you.decks.json (the decks named `R4U playable: …`; the other decks are kept):
 *   npx tsx libs/games/rebirth-for-you/test/cards/write-example-decks.ts
 * (`playable` is not written: the server computes it from the engine's card statuses, GET …/decks/examples.)
 * A deck: 50 main cards (R4U 6.1.1.1) of the title's `implemented` or `vanilla` cards only — the trial-deck set's
 * cards first, then the title's other cards — at most 4 per name (6.1.1.2), at most 6 Re-birth cards (6.1.1.3: ≤ 8),
 * at least 12 characters of cost ≤ 2 (setup 6.2.1.2); 3 partners of the title (6.1.1.5; any title's when it has none).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CatalogCard } from '../../../../engine/src/index.js';
import { cardStatus, vocabularyFor } from '../../../../engine/src/index.js';
import { isTrialDeck, releaseCode, statusOf } from '../../src/coverage/report.js';
import { coverage } from '../../src/coverage/registry.js';
import { compileCard } from '../../src/abilities/index.js';
import { definition } from '../../src/definition.js';
import { CARDS } from './catalog.js';

const titleOf = (c: CatalogCard): string => String((c as CatalogCard & { title?: string | null }).title ?? '');

export const PLAYABLE_PREFIX = 'R4U playable: ';

interface Deck { name: string; format: string; deck: { main: Array<{ id: string; count: number }>; partner: Array<{ id: string; count: number }> }; legal: boolean; note: string }

/**
 * Implemented (or vanilla) for the compiler's runnable vocabulary AND for the vocabulary of the engine's definition
 * as it is now (the server computes `playable` with the latter): the deck plays today.
 */
const ok = (c: CatalogCard) => [statusOf(c), cardStatus(c, compileCard(c).abilities, coverage, { vocab: vocabularyFor(definition) }).status].every((s) => s === 'implemented' || s === 'vanilla');
const isPartner = (c: CatalogCard) => c.flags?.partner === true;
const isRebirth = (c: CatalogCard) => c.flags?.rebirth === true;

export function buildDeck(title: string): Deck | null {
  const trialSets = [...new Set(CARDS.filter((c) => titleOf(c) === title && isTrialDeck(c as never)).map((c) => releaseCode(c as never)))].sort();
  const pool = CARDS.filter((c) => titleOf(c) === title && !isPartner(c) && ok(c) && !c.flags?.suspect)
    .sort((a, b) => Number(!isTrialDeck(b as never)) - Number(!isTrialDeck(a as never)) || a.id.localeCompare(b.id))
    .sort((a, b) => Number(isTrialDeck(b as never)) - Number(isTrialDeck(a as never)));
  const byName = new Map<string, CatalogCard>();
  for (const c of pool) if (!byName.has(c.name)) byName.set(c.name, c);
  const main: Array<{ id: string; count: number; card: CatalogCard }> = [];
  const total = () => main.reduce((n, e) => n + e.count, 0);
  let rebirths = 0;
  for (const c of byName.values()) {
    if (!isRebirth(c) || rebirths >= 6) continue;
    const k = Math.min(4, 6 - rebirths);
    main.push({ id: c.id, count: k, card: c });
    rebirths += k;
  }
  const chars = [...byName.values()].filter((c) => !isRebirth(c));
  const low = chars.filter((c) => (c.cost ?? 9) <= 2);
  const high = chars.filter((c) => (c.cost ?? 9) > 2);
  // a cost curve: low-cost characters first (at least 12 cards of cost ≤ 2), then alternate
  const order = [...low.slice(0, 4), ...high.slice(0, 4), ...low.slice(4), ...high.slice(4)];
  for (const c of order) {
    if (total() >= 50) break;
    const k = Math.min(4, 50 - total());
    main.push({ id: c.id, count: k, card: c });
  }
  if (total() !== 50) return null;
  let partners = CARDS.filter((c) => titleOf(c) === title && isPartner(c));
  const foreign = partners.length < 3;
  if (foreign) partners = CARDS.filter(isPartner);
  const pnames = new Set<string>();
  const chosen: CatalogCard[] = [];
  for (const p of partners) if (!pnames.has(p.name) && chosen.length < 3) { pnames.add(p.name); chosen.push(p); }
  const lowCount = main.filter((e) => !isRebirth(e.card) && (e.card.cost ?? 9) <= 2).reduce((n, e) => n + e.count, 0);
  if (lowCount < 12) return null;
  const curve = new Map<number, number>();
  for (const e of main) if (!isRebirth(e.card)) curve.set(e.card.cost ?? 0, (curve.get(e.card.cost ?? 0) ?? 0) + e.count);
  const sets = trialSets.join(', ');
  return {
    name: `${PLAYABLE_PREFIX}${title} (${sets})`,
    format: 'standard',
    deck: { main: main.map(({ id, count }) => ({ id, count })), partner: chosen.map((c) => ({ id: c.id, count: 1 })) },
    legal: true,
    note: `Built for this project by test/cards/write-example-decks.ts: title ${title} (trial decks ${sets}), only cards the engine reports \`implemented\` or \`vanilla\` (their text compiled and covered by a card case, or no text); not an official list. Main 50 (R4U 6.1.1.1): ${main.filter((e) => !isRebirth(e.card)).length} character names, at most 4 per name (6.1.1.2), ${rebirths} Re-birth (6.1.1.3: at most 8), ${lowCount} characters of cost <= 2 (setup 6.2.1.2); cost curve ${[...curve.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`).join(', ')} (cost:cards). Partners (6.1.1.5): ${chosen.map((c) => c.name).join(', ')}${foreign ? ' (the title has fewer than 3 partner cards: partners of other titles, which 6.1 allows)' : ''}.`,
  };
}

/** Trial-deck titles (the `title` of the cards of the …/0NNT sets). */
export function trialTitles(): string[] {
  return [...new Set(CARDS.filter((c) => isTrialDeck(c as never)).map(titleOf))].sort();
}

const file = new URL('../../../../catalog/data/rebirth-for-you.decks.json', import.meta.url);
if (process.argv[1] && new URL(`file://${process.argv[1]}`).pathname === new URL(import.meta.url).pathname) {
  const decks = (JSON.parse(readFileSync(file, 'utf8')) as Deck[]).filter((d) => !d.name.startsWith(PLAYABLE_PREFIX));
  const built = trialTitles().map((t) => buildDeck(t) ?? (console.error(`no deck for ${t}`), null)).filter((d): d is Deck => d !== null);
  // the file's style: one deck entry per line
  writeFileSync(file, `${JSON.stringify([...decks, ...built], null, 2).replace(/\{\n\s+"id": ("[^"]+"),\n\s+"count": (\d+)\n\s+\}/g, '{"id":$1,"count":$2}')}\n`);
  console.log(`wrote ${built.length} playable decks`);
}
