/** Import = read rows, validate every row, and only when all are valid upsert them in one transaction. */
import type { GameSlug } from './card.js';
import { detectFormat, ImportFileError, readRows } from './import-file.js';
import { parseCardRows, type FlagDeriver, type RowCheck } from './normalize.js';
import type { CatalogRepository, ImportCounts } from './repository.js';

export const MAX_IMPORT_ROWS = 50_000;

export interface ImportReport extends ImportCounts {
  game: GameSlug;
  format: string;
}

export async function importCardText(
  repo: CatalogRepository,
  game: GameSlug,
  text: string,
  deriveFlags: FlagDeriver,
  opts: { fileName?: string; seedHash?: string; checks?: readonly RowCheck[] } = {},
): Promise<ImportReport> {
  const format = detectFormat(opts.fileName, text);
  const rows = readRows(text, format);
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileError([{ line: 0, field: '', message: `at most ${MAX_IMPORT_ROWS} cards per import (got ${rows.length})` }]);
  if (rows.length === 0) throw new ImportFileError([{ line: 1, field: '', message: 'the file holds no cards' }]);
  const { records, errors } = parseCardRows(game, rows, deriveFlags, opts.checks ?? []);
  if (errors.length) throw new ImportFileError(errors);
  const counts = await repo.importCards(game, records, opts.seedHash);
  return { game, format, ...counts };
}
