/** The seed catalogs shipped in libs/catalog/data (read from the repo, never from ../shared). */
import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameSlug } from './card.js';

const here = dirname(fileURLToPath(import.meta.url));

/** libs/catalog/data, found from the source tree or from dist/ (the build keeps the same layout). */
export function seedDir(): string {
  const candidates = [join(here, '..', 'data'), join(here, '..', '..', '..', '..', 'libs', 'catalog', 'data'), join(process.cwd(), 'libs', 'catalog', 'data')];
  const found = candidates.find((c) => existsSync(join(c, 'shadowverse-evolve.cards.json')));
  if (!found) throw new Error(`seed catalog folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function seedFile(game: GameSlug): string {
  return join(seedDir(), `${game}.cards.json`);
}

export function readSeed(game: GameSlug): { text: string; hash: string; file: string } {
  const file = seedFile(game);
  const text = readFileSync(file, 'utf8');
  return { text, file, hash: createHash('sha256').update(text).digest('hex').slice(0, 32) };
}

/**
 * Loads each game's seed file into the database when the database has none of it or an older seed
 * (the seed file's hash is stored with the catalog version).
 */
export async function seedGames(
  repo: import('./repository.js').CatalogRepository,
  games: readonly GameSlug[],
  deriveFlagsFor: (game: GameSlug) => import('./normalize.js').FlagDeriver,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  const { importCardText } = await import('./importer.js');
  const versions = new Map((await repo.versions()).map((v) => [v.game, v]));
  for (const game of games) {
    const seed = readSeed(game);
    if (versions.get(game)?.seedHash === seed.hash) continue;
    const started = Date.now();
    const report = await importCardText(repo, game, seed.text, deriveFlagsFor(game), { fileName: seed.file, seedHash: seed.hash });
    log(`seeded ${game}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged (${Date.now() - started} ms)`);
  }
}
