/**
 * Whole-catalog dump of the compiled ability data (for before/after diffs of grammar changes):
 *   npx tsx libs/games/shadowverse-evolve/src/coverage/compiled-dump.ts > /tmp/sve-compiled.jsonl
 * One JSON line per catalog record: id, status (kernel cardStatus with the committed registry), mapped sentence
 * indexes, the ability data, and the failures (first unread segment of each failing part, and why).
 * Compare two dumps with `diff` (or `--diff a.jsonl b.jsonl`: ids whose abilities or status changed).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cardStatus, vocabularyFor } from '../../../../engine/src/index.js';
import { definition } from '../definition.js';
import { compileCard } from '../abilities/index.js';
import { coverage } from './registry.js';
import { loadCatalog } from '../coverage-cli.js';

export interface DumpLine {
  id: string;
  status: string;
  mapped: number[];
  abilities: unknown[];
  failures: Array<{ sentence: number; segment: string }>;
}

export function dumpCatalog(): DumpLine[] {
  const vocab = vocabularyFor(definition);
  return loadCatalog().map((card) => {
    const r = compileCard(card);
    const st = cardStatus(card, r.abilities, coverage, { vocab });
    return { id: card.id, status: st.status, mapped: r.mapped, abilities: r.abilities, failures: r.failures };
  });
}

function diff(a: string, b: string): void {
  const load = (f: string) => new Map(readFileSync(f, 'utf8').trim().split('\n').map((l) => { const d = JSON.parse(l) as DumpLine; return [d.id, d] as const; }));
  const before = load(a);
  const after = load(b);
  const moves = new Map<string, number>();
  for (const [id, x] of after) {
    const y = before.get(id);
    if (!y) { console.log(`${id}: new`); continue; }
    const abil = JSON.stringify(x.abilities) !== JSON.stringify(y.abilities);
    if (y.status !== x.status) moves.set(`${y.status} → ${x.status}`, (moves.get(`${y.status} → ${x.status}`) ?? 0) + 1);
    if (abil || y.status !== x.status) console.log(`${id}: ${y.status} → ${x.status}${abil ? ' (abilities changed)' : ''} mapped ${JSON.stringify(y.mapped)} → ${JSON.stringify(x.mapped)}`);
  }
  for (const [k, n] of moves) console.log(`# ${k}: ${n}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--diff');
  if (i >= 0) diff(process.argv[i + 1]!, process.argv[i + 2]!);
  else for (const line of dumpCatalog()) process.stdout.write(`${JSON.stringify(line)}\n`);
}
