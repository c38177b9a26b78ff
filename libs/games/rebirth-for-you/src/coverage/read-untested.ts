/**
 * The distinct texts the compiler reads in full (every sentence mapped, data valid for the vocabulary that runs it)
 * that no card case covers yet: each needs an engine-played case (test/cases) to count as implemented. Ranked by
 * records (the catalog ids sharing the text), most first. A tool (issue #20), run:
 *   npx tsx libs/games/rebirth-for-you/src/coverage/read-untested.ts [--limit N] [--grep REGEX]
 */
import { fileURLToPath } from 'node:url';
import { cardStatus, type CatalogCard } from '../../../../engine/src/index.js';
import { compileCard } from '../abilities/index.js';
import { runnableVocabulary } from '../abilities/schema.js';
import { coverage } from './registry.js';

export interface ReadUntested { text: string; type: string; ids: string[] }

/** The read-in-full, untested distinct (kind, text) groups, most records first (then by first id). */
export function readUntested(cards: readonly CatalogCard[]): ReadUntested[] {
  const vocab = runnableVocabulary();
  const groups = new Map<string, ReadUntested>();
  for (const card of cards) {
    if (!card.text) continue;
    const st = cardStatus(card, compileCard(card).abilities, coverage, { vocab });
    if (st.status !== 'partial' || st.unmapped.length > 0 || st.invalid) continue;
    const key = `${card.type}\u0000${card.text}`;
    const g = groups.get(key) ?? groups.set(key, { text: card.text, type: card.type, ids: [] }).get(key)!;
    g.ids.push(card.id);
  }
  return [...groups.values()].sort((a, b) => b.ids.length - a.ids.length || a.ids[0]!.localeCompare(b.ids[0]!));
}

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const limit = Number(arg('--limit') ?? Infinity);
  const grep = arg('--grep') ? new RegExp(arg('--grep')!) : null;
  const { loadCatalog } = await import('../coverage-cli.js');
  const all = readUntested(loadCatalog());
  const rows = all.filter((g) => !grep || grep.test(g.text));
  console.log(`${all.length} distinct texts read in full without a case (${all.reduce((n, g) => n + g.ids.length, 0)} records)${grep ? `; ${rows.length} match ${grep}` : ''}`);
  for (const g of rows.slice(0, limit)) console.log(`\n${g.ids.length}\t${g.type}\t${g.ids.join(' ')}\n${g.text}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
