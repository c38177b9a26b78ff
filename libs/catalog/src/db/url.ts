/**
 * Database URL rules (TypeScript twin of scripts/lib/db-url.mjs; keep them identical):
 *   - no URL (argument and DATABASE_URL unset) -> SQLite file `<cwd>/data/catalog.db`
 *   - `file:<path>` -> SQLite; a relative path is relative to the current working directory
 *   - `postgres://` / `postgresql://` -> PostgreSQL (`?schema=` names the schema, default public)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseProvider = 'sqlite' | 'postgresql';

/** Default SQLite file, relative to the working directory (the repo root for `npm start`). */
export const DEFAULT_SQLITE_FILE = path.join('data', 'catalog.db');

export function providerFromUrl(url: string): DatabaseProvider {
  if (/^file:/i.test(url)) return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgresql';
  throw new Error(
    `Unsupported database URL "${redactUrl(url)}": use file:<path> (SQLite) or postgresql://... (PostgreSQL)`,
  );
}

/** The file of a `file:` URL, absolute (against `baseDir`); `:memory:` stays as is. */
export function sqliteFilePath(url: string, baseDir: string = process.cwd()): string {
  let p = url.replace(/^file:/i, '');
  const q = p.indexOf('?');
  if (q >= 0) p = p.slice(0, q);
  if (p.startsWith('//')) p = fileURLToPath('file:' + p);
  if (p === ':memory:' || p === '') return ':memory:';
  return path.resolve(baseDir, decodeURIComponent(p));
}

/**
 * The URL to use: the argument, else DATABASE_URL, else the default SQLite file; SQLite paths
 * made absolute against `baseDir`.
 */
export function resolveDatabaseUrl(url?: string, baseDir: string = process.cwd()): string {
  const raw = (url ?? process.env.DATABASE_URL ?? '').trim();
  if (raw === '') return 'file:' + path.resolve(baseDir, DEFAULT_SQLITE_FILE);
  if (providerFromUrl(raw) === 'sqlite') {
    const file = sqliteFilePath(raw, baseDir);
    return file === ':memory:' ? 'file::memory:' : 'file:' + file;
  }
  return raw;
}

/**
 * The catalog's URL rule: an explicit URL wins; undefined/empty = the SQLite file `sqliteFile`
 * (default data/catalog.db). DATABASE_URL is not consulted (the app config maps it to `databaseUrl`).
 */
export function resolveCatalogUrl(
  databaseUrl: string | undefined,
  options: { sqliteFile?: string; baseDir?: string } = {},
): string {
  const baseDir = options.baseDir ?? process.cwd();
  const raw = (databaseUrl ?? '').trim();
  if (raw === '') return 'file:' + path.resolve(baseDir, options.sqliteFile ?? DEFAULT_SQLITE_FILE);
  return resolveDatabaseUrl(raw, baseDir);
}

export interface PgConnectionConfig {
  host: string;
  port: number;
  user: string;
  database: string;
  password?: string;
  ssl?: { rejectUnauthorized: boolean };
  connectionTimeoutMillis?: number;
  application_name?: string;
}

/** A PostgreSQL URL as separate pg connection fields plus the Prisma `schema` parameter. */
export function pgConfigFromUrl(url: string): { config: PgConnectionConfig; schema: string } {
  const u = new URL(url);
  const params = u.searchParams;
  const config: PgConnectionConfig = {
    host: params.get('host') ?? (decodeURIComponent(u.hostname) || 'localhost'),
    port: u.port ? Number(u.port) : Number(params.get('port') ?? 5432),
    user: decodeURIComponent(u.username) || params.get('user') || process.env.PGUSER || 'postgres',
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || params.get('dbname') || 'postgres',
  };
  const password = u.password ? decodeURIComponent(u.password) : (params.get('password') ?? undefined);
  if (password !== undefined) config.password = password;
  const sslmode = params.get('sslmode');
  if (sslmode && sslmode !== 'disable' && sslmode !== 'prefer' && sslmode !== 'allow') {
    config.ssl = { rejectUnauthorized: sslmode === 'verify-full' || sslmode === 'verify-ca' };
  }
  const timeout = params.get('connect_timeout');
  if (timeout) config.connectionTimeoutMillis = Number(timeout) * 1000;
  const appName = params.get('application_name');
  if (appName) config.application_name = appName;
  return { config, schema: params.get('schema') ?? 'public' };
}

export function redactUrl(url: string): string {
  return String(url).replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}
