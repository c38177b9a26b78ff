/**
 * The seeded, reproducible sample of an independent spot-check (issue #18; report:
 * docs/games/shadowverse-evolve-spot-check.md):
 *   npx tsx scripts/spot-check-sample.ts [seed]      (default seed: issue-18-spot-check)
 * Shadowverse Evolve: 25 `implemented` and 5 `partial` distinct printed texts (records without `same_facts_as`) with
 * real effects (at least one compiled ability that is not a bare keyword, for the implemented ones); Re:Birth for you:
 * 10 engine-played distinct texts (ENGINE_PLAYED_CARDS, one id a text). Drawn with the kernel's seeded RNG
 * (seedRng + shuffleInPlace over the id-sorted pool), so the same seed and catalog give the same cards.
 * Prints one line a card: game, id, status, name, printed text. Reads the catalogs, writes nothing.
 */
import { seedRng, shuffleInPlace, type CatalogCard } from '../libs/engine/src/index.js';
import { loadCatalog } from '../libs/games/shadowverse-evolve/src/coverage-cli.js';
import { compileCard as compileSve } from '../libs/games/shadowverse-evolve/src/abilities/index.js';
import { statusOf as sveStatus } from '../libs/games/shadowverse-evolve/src/index.js';
import { ENGINE_PLAYED_CARDS } from '../libs/games/rebirth-for-you/src/coverage/tested.generated.js';
import { CARDS as R4U_CARDS, textKey } from '../libs/games/rebirth-for-you/test/cards/catalog.js';

const seed = process.argv[2] ?? 'issue-18-spot-check';
const rng = seedRng(seed);
const draw = <T extends { id: string }>(pool: T[], n: number): T[] => shuffleInPlace(rng, [...pool].sort((a, b) => (a.id < b.id ? -1 : 1))).slice(0, n);

const sve = loadCatalog().filter((c) => typeof c.extra?.same_facts_as !== 'string');
const realEffect = (c: CatalogCard) => compileSve(c).abilities.some((a) => (a as { kind: string }).kind !== 'keyword');
const implemented = sve.filter((c) => sveStatus(c) === 'implemented' && realEffect(c));
const partial = sve.filter((c) => sveStatus(c) === 'partial');

const played = new Set(ENGINE_PLAYED_CARDS);
const seen = new Set<string>();
const r4u = R4U_CARDS.filter((c) => played.has(c.id)).sort((a, b) => (a.id < b.id ? -1 : 1)).filter((c) => !seen.has(textKey(c)) && seen.add(textKey(c)));

const line = (game: string, status: string, c: CatalogCard) => `${game}\t${c.id}\t${status}\t${c.name}\t${(c.text ?? '').replace(/\s+/g, ' ')}`;
console.log(`# seed ${seed}; pools: SVE implemented with effects ${implemented.length}, SVE partial ${partial.length}, R4U engine-played texts ${r4u.length}`);
for (const c of draw(implemented, 25)) console.log(line('sve', 'implemented', c));
for (const c of draw(partial, 5)) console.log(line('sve', 'partial', c));
for (const c of draw(r4u, 10)) console.log(line('r4u', 'engine-played', c));
