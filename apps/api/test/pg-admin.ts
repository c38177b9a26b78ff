/**
 * The PostgreSQL administration the database tests share (faults, scale-out): the admin URL (PG_FAULT_URL overrides
 * 127.0.0.1:5432), whether a server answers, one-statement admin commands, and throwaway databases cloned from this
 * run's seeded template (test/template.ts) when it is a PostgreSQL one.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { ensureTemplate } from '../../../test/template.js';

export const PG_ADMIN_URL = process.env.PG_FAULT_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** True when a PostgreSQL server answers a query at `adminUrl` (a closed port is seen at once). */
export async function pgReachable(adminUrl: string = PG_ADMIN_URL): Promise<boolean> {
  const u = new URL(adminUrl);
  const open = await new Promise<boolean>((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(1500);
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
  if (!open) return false;
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Runs one statement as the administrator (CREATE/DROP/ALTER DATABASE, pg_terminate_backend…) at `adminUrl`. */
export async function pgAdmin(sql: string, adminUrl: string = PG_ADMIN_URL): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * Creates a database named `<prefix>_<random>`: a clone of the seeded template when this run's template is a
 * PostgreSQL one, else empty (the app seeds it). Returns its name and connection URL.
 */
export async function createThrowawayDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const t = await ensureTemplate();
  await pgAdmin(t.kind === 'postgresql' ? `CREATE DATABASE "${name}" TEMPLATE "${t.templateDb}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a throwaway database, closing what still connects to it. */
export async function dropDatabase(name: string): Promise<void> {
  await pgAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
