/**
 * `npm run catalog:import -- --game <slug> <file.json|file.jsonl|file.csv>`
 * Idempotent upsert into the database named by DATABASE_URL (default: the embedded SQLite file).
 * A file with any invalid row imports nothing; every bad row is reported with its line number.
 */
import { readFileSync } from 'node:fs';
import { GAME_SLUGS, isGameSlug } from '../../../../libs/catalog/src/card.js';
import { ImportFileError } from '../../../../libs/catalog/src/import-file.js';
import { importCardText } from '../../../../libs/catalog/src/importer.js';
import { CatalogRepository } from '../../../../libs/catalog/src/repository.js';
import { createPrismaClient, migrateDatabase } from '../../../../libs/catalog/src/db/index.js';
import { gameModule } from '../../../../libs/games/index.js';
import { importChecks } from '../../../../libs/games/engines.js';
import { loadConfig } from '../config/config.js';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(`usage: npm run catalog:import -- --game <${GAME_SLUGS.join('|')}> <file.json|file.jsonl|file.csv>`);
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const gi = args.indexOf('--game');
  if (gi < 0 || !args[gi + 1]) usage('missing --game');
  const game = args[gi + 1]!;
  if (!isGameSlug(game)) usage(`unknown game "${game}"`);
  const files = args.filter((_, i) => i !== gi && i !== gi + 1);
  if (files.length !== 1) usage('give exactly one file');
  const file = files[0]!;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    usage(`cannot read ${file}: ${(e as Error).message}`);
  }
  const config = loadConfig();
  await migrateDatabase(config.databaseUrl, { sqliteFile: config.sqliteFile });
  const db = createPrismaClient(config.databaseUrl, { sqliteFile: config.sqliteFile });
  try {
    const report = await importCardText(new CatalogRepository(db), game, text, gameModule(game).mapping.deriveFlags, { fileName: file, checks: importChecks(game) });
    console.log(`${game}: ${report.received} cards read (${report.format}): ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged; catalog version ${report.version}`);
  } catch (e) {
    if (e instanceof ImportFileError) {
      console.error(`Nothing imported: ${e.errors.length} invalid row(s) in ${file}:`);
      for (const r of e.errors.slice(0, 100)) console.error(`  line ${r.line}${r.field ? ` (${r.field})` : ''}: ${r.message}`);
      if (e.errors.length > 100) console.error(`  … and ${e.errors.length - 100} more`);
      process.exitCode = 1;
      return;
    }
    throw e;
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
