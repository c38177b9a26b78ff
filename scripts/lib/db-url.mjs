// Database URL helpers shared by scripts/prisma.mjs and scripts/schema-engine-shim.mjs.
// (libs/catalog/src/db/url.ts is the TypeScript twin used at run time; keep the rules identical.)
//
// Rules:
//   - no URL            -> SQLite file <repo root>/data/catalog.db
//   - file:<path>       -> SQLite; a relative path is relative to the current working directory
//   - postgres:// or postgresql:// -> PostgreSQL (`?schema=` names the schema, default public)
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_SQLITE_FILE = path.join(REPO_ROOT, 'data', 'catalog.db');

/** @returns {'sqlite' | 'postgresql'} */
export function providerFromUrl(url) {
  if (/^file:/i.test(url)) return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgresql';
  throw new Error(
    `Unsupported database URL "${redactUrl(url)}": use file:<path> (SQLite) or postgresql://... (PostgreSQL)`,
  );
}

/** The path part of a `file:` URL, made absolute against `baseDir`; `:memory:` stays as is. */
export function sqliteFilePath(url, baseDir = process.cwd()) {
  let p = url.replace(/^file:/i, '');
  const q = p.indexOf('?');
  if (q >= 0) p = p.slice(0, q);
  if (p.startsWith('//')) p = fileURLToPath('file:' + p); // file:///abs/path
  if (p === ':memory:' || p === '') return ':memory:';
  return path.resolve(baseDir, decodeURIComponent(p));
}

/** DATABASE_URL (or the argument) with relative SQLite paths made absolute; the default SQLite file when unset. */
export function resolveDatabaseUrl(url = process.env.DATABASE_URL, baseDir = process.cwd()) {
  if (!url || url.trim() === '') return 'file:' + DEFAULT_SQLITE_FILE;
  url = url.trim();
  if (providerFromUrl(url) === 'sqlite') {
    const file = sqliteFilePath(url, baseDir);
    return file === ':memory:' ? 'file::memory:' : 'file:' + file;
  }
  return url;
}

/**
 * A PostgreSQL URL as separate connection fields (pg ignores `database` when it is given a
 * connectionString, which would make the "shadow" database the main one: trap 3 of the machine notes).
 */
export function pgConfigFromUrl(url) {
  const u = new URL(url);
  const params = u.searchParams;
  const config = {
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
  if (params.get('connect_timeout')) config.connectionTimeoutMillis = Number(params.get('connect_timeout')) * 1000;
  if (params.get('application_name')) config.application_name = params.get('application_name');
  return { config, schema: params.get('schema') ?? 'public' };
}

export function redactUrl(url) {
  return String(url).replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}
