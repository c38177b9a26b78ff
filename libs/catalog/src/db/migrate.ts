/**
 * Applies the committed Prisma migrations at start-up (prisma/migrations/<provider>/).
 *
 * Fast path: the `_prisma_migrations` table is read directly (better-sqlite3 / pg); when every
 * migration folder is recorded as finished, nothing else happens (a few milliseconds).
 * Otherwise `node scripts/prisma.mjs migrate-deploy` runs: the Prisma CLI's `migrate deploy`,
 * offline through the wasm schema engine shim (scripts/schema-engine-shim.mjs), which also creates
 * the SQLite file / PostgreSQL database when missing and records the standard `_prisma_migrations` rows.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogDbOptions } from './client.js';
import { type DatabaseProvider, pgConfigFromUrl, providerFromUrl, redactUrl, resolveCatalogUrl, sqliteFilePath } from './url.js';

export interface MigrateOptions extends CatalogDbOptions {
  /**
   * Repository root holding scripts/prisma.mjs and prisma/migrations (default: found by walking up
   * from this module, then from process.cwd()).
   */
  rootDir?: string;
  /** Give up on `migrate deploy` after this many ms (default 120 000). */
  timeoutMs?: number;
}

export interface MigrateResult {
  provider: DatabaseProvider;
  /** Migrations applied by this call, oldest first (empty when the database was up to date). */
  applied: string[];
}

function looksLikeRoot(dir: string): boolean {
  return existsSync(path.join(dir, 'scripts', 'prisma.mjs')) && existsSync(path.join(dir, 'prisma', 'migrations'));
}

function findUp(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (looksLikeRoot(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function moduleDir(): string | undefined {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return undefined;
  }
}

export function findRepoRoot(rootDir?: string): string {
  if (rootDir) {
    if (!looksLikeRoot(rootDir)) throw new Error(`${rootDir} has no scripts/prisma.mjs and prisma/migrations`);
    return path.resolve(rootDir);
  }
  const here = moduleDir();
  const found = (here && findUp(here)) ?? findUp(process.cwd());
  if (!found) throw new Error('cannot find the repository root (scripts/prisma.mjs and prisma/migrations)');
  return found;
}

function migrationNames(root: string, provider: DatabaseProvider): string[] {
  const dir = path.join(root, 'prisma', 'migrations', provider);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory() && existsSync(path.join(dir, n, 'migration.sql')))
    .sort();
}

interface MigrationRow {
  migration_name: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

/** Rows of `_prisma_migrations`, or null when the database or the table does not exist yet. */
async function readMigrationTable(url: string): Promise<MigrationRow[] | null> {
  if (providerFromUrl(url) === 'sqlite') {
    const file = sqliteFilePath(url);
    if (file === ':memory:' || !existsSync(file)) return null;
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
      if (!table) return null;
      return db.prepare('SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations').all() as MigrationRow[];
    } finally {
      db.close();
    }
  }
  const { config, schema } = pgConfigFromUrl(url);
  const pg = await import('pg');
  const client = new pg.default.Client({ ...config, connectionTimeoutMillis: config.connectionTimeoutMillis ?? 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (e) {
    if ((e as { code?: string }).code === '3D000') return null; // database does not exist yet
    throw new Error(`cannot connect to ${redactUrl(url)}: ${(e as Error).message}`);
  }
  try {
    const qualified = `"${schema.replace(/"/g, '""')}"."_prisma_migrations"`;
    const exists = await client.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [qualified]);
    if (!exists.rows[0]?.t) return null;
    const res = await client.query<MigrationRow>(`SELECT migration_name, finished_at, rolled_back_at FROM ${qualified}`);
    return res.rows;
  } finally {
    await client.end();
  }
}

/** Migration folders not yet recorded as applied in the database (also true for a missing database). */
export async function pendingMigrations(
  databaseUrl?: string,
  options: MigrateOptions = {},
): Promise<{ provider: DatabaseProvider; url: string; pending: string[]; failed: string[] }> {
  const url = resolveCatalogUrl(databaseUrl, options);
  const provider = providerFromUrl(url);
  const root = findRepoRoot(options.rootDir);
  const names = migrationNames(root, provider);
  const rows = await readMigrationTable(url);
  if (rows === null) return { provider, url, pending: names, failed: [] };
  const done = new Set(rows.filter((r) => r.finished_at != null && r.rolled_back_at == null).map((r) => r.migration_name));
  const failed = rows.filter((r) => r.finished_at == null && r.rolled_back_at == null).map((r) => r.migration_name);
  return { provider, url, pending: names.filter((n) => !done.has(n)), failed };
}

/**
 * Brings the database named by `databaseUrl` (undefined = SQLite file `options.sqliteFile`,
 * default data/catalog.db) up to the committed migrations. Creates the SQLite file (and its
 * folder) or the PostgreSQL database when missing. Works offline. Throws with the CLI output when
 * a migration fails.
 */
export async function migrateDatabase(databaseUrl?: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const { provider, url, pending, failed } = await pendingMigrations(databaseUrl, options);
  if (pending.length === 0 && failed.length === 0) return { provider, applied: [] };
  const root = findRepoRoot(options.rootDir);
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', 'prisma.mjs'), 'migrate-deploy'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
        timeout: options.timeoutMs ?? 120_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve();
        const output = `${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n');
        reject(new Error(`migrate deploy failed for ${redactUrl(url)} (exit ${error.code ?? error.signal}):\n${output}`));
      },
    );
  });
  const after = await pendingMigrations(url, options);
  if (after.pending.length > 0 || after.failed.length > 0) {
    throw new Error(
      `migrate deploy left migrations unapplied for ${redactUrl(url)}: ${[...after.failed, ...after.pending].join(', ')}`,
    );
  }
  return { provider, applied: pending };
}
