#!/usr/bin/env node
/**
 * One-off: extract the small card subsets the deck-legality tests use from the shared card lists, and
 * copy the two SVE sample decks, into the games' test fixture folders. The project never reads ../shared
 * at run time or in tests; re-run this only to refresh the fixtures.
 *
 *   node scripts/extract-deck-fixtures.mjs [path/to/shared/data]   (default: ../shared/data)
 *
 * Output (one card per line, sorted by id, CardInput shape as in the source):
 *   libs/games/shadowverse-evolve/test/fixtures/cards.json
 *   libs/games/shadowverse-evolve/test/fixtures/{constructed-royal-sample,crossover-royal-witch-sample}.json
 *   libs/games/rebirth-for-you/test/fixtures/cards.json
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(process.argv[2] ?? join(root, '..', 'shared', 'data'));

function load(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function write(path, cards) {
  mkdirSync(dirname(path), { recursive: true });
  const sorted = [...cards].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  writeFileSync(path, `[\n${sorted.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);
  console.log(`${path}: ${sorted.length} cards`);
}

// ----------------------------------------------------------------------------- Shadowverse Evolve
{
  const dir = join(shared, 'shadowverse-evolve');
  const out = join(root, 'libs/games/shadowverse-evolve/test/fixtures');
  const cards = load(join(dir, 'cards.json'));
  const deckFiles = ['constructed-royal-sample.json', 'crossover-royal-witch-sample.json'];
  const ids = new Set();
  mkdirSync(out, { recursive: true });
  for (const f of deckFiles) {
    const deck = load(join(dir, 'decks', f));
    for (const id of deck.leader) ids.add(id);
    for (const e of [...deck.main, ...deck.evolve, ...(deck.extra?.tokens ?? [])]) ids.add(e.id);
    writeFileSync(join(out, f), readFileSync(join(dir, "decks", f)));
    console.log(`${join(out, f)}: copied`);
  }
  const deckNames = new Set(cards.filter((c) => ids.has(c.id)).map((c) => c.name));
  const extraIds = [
    // leaders: Vanguard royal, plain royal, neutral, Uma Musume, Vanguard PR leader with no title (defect)
    'CP03-LD02', 'BP01-LD03', 'LCS01-007', 'CP01-LD02', 'PR-261', 'CP04-PR01',
    // card text raising the copy limit (SVE 6.1.2)
    'BP09-049', 'BP11-045', 'CSD01-032', 'CSD03a-017', 'PR-285', 'ECP01-058',
    // advance (royal, neutral), EP marker, crossover witch trigger and dragon start amulet
    'BP14-019', 'BP10-020', 'BP10-110', 'PCS01-EP', 'CP03-056', 'CP03-082',
    // a neutral non-title card and witch/elf cards for mismatches
    'BP01-001', 'BP01-002',
  ];
  for (const id of extraIds) ids.add(id);
  const picked = cards.filter(
    (c) =>
      ids.has(c.id) ||
      deckNames.has(c.name) ||
      // Cardfight!! Vanguard title: the royal structure deck and CP03 royal/neutral cards (title-basis tests)
      (c.title === 'カードファイト!! ヴァンガード' &&
        (c.set === 'CSD03a' || c.set === 'CP03') &&
        (c.class_or_color === 'ロイヤル' || c.class_or_color === 'ニュートラル') &&
        !/-P\d/.test(c.id)),
  );
  const missing = [...ids].filter((id) => !cards.some((c) => c.id === id));
  if (missing.length) throw new Error(`SVE ids not found: ${missing.join(', ')}`);
  write(join(out, 'cards.json'), picked);
}

// ----------------------------------------------------------------------------- Re:Birth for you
{
  const dir = join(shared, 'rebirth-for-you');
  const out = join(root, 'libs/games/rebirth-for-you/test/fixtures');
  const cards = load(join(dir, 'cards.json'));
  const extraIds = ['KS/002B-091', 'KS/002B-093', 'KGND/001B-079[VA]', 'KJ/001T-014', 'NJPW/001P-010'];
  const picked = cards.filter(
    (c) => c.set === 'KS/001B' || extraIds.includes(c.id) || c.name === '東山 有',
  );
  const missing = extraIds.filter((id) => !cards.some((c) => c.id === id));
  if (missing.length) throw new Error(`R4U ids not found: ${missing.join(', ')}`);
  write(join(out, 'cards.json'), picked);
}
