/**
 * Rewrites src/coverage/tested.ts from the card scenarios (test/card-cases.ts). Run after adding a case:
 *   npx tsx libs/games/shadowverse-evolve/test/write-tested.ts && npx tsx libs/games/shadowverse-evolve/src/coverage-cli.ts
 * (test/coverage.spec.ts fails while the two disagree.)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARD_CASES } from './card-cases.js';

const file = fileURLToPath(new URL('../src/coverage/tested.ts', import.meta.url));
const ids = [...new Set(CARD_CASES.flatMap((c) => c.ids))].sort();
const lines: string[] = [];
let cur = '';
for (const id of ids) {
  const item = `'${id}', `;
  if (cur.length + item.length > 110) {
    lines.push(cur.trimEnd());
    cur = '';
  }
  cur += item;
}
if (cur) lines.push(cur.trimEnd());
writeFileSync(file, `/**
 * Card ids covered by tests (libs/games/shadowverse-evolve/test): the union of the ids named by the
 * card scenarios in test/card-cases.ts (regenerate with test/write-tested.ts). test/coverage.spec.ts
 * checks that this list equals that union, so the registry never claims more than the tests exercise.
 * Reprints/parallels with identical printed facts count through coverage/registry.ts.
 */
export const TESTED_CARDS: readonly string[] = [
${lines.map((l) => `  ${l}`).join('\n')}
];
`);
console.log(`wrote ${ids.length} ids`);
