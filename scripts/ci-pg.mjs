#!/usr/bin/env node
// Helpers for .ci/run: `ping HOST PORT` (exit 0 when PostgreSQL answers), `create ADMIN_URL DB`, `drop ADMIN_URL DB`.
import net from 'node:net';
import pg from 'pg';

const [cmd, a, b] = process.argv.slice(2);

async function ping(host, port) {
  const ok = await new Promise((resolve) => {
    const s = net.connect({ host, port: Number(port) });
    s.setTimeout(2000);
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
  if (!ok) return false;
  const c = new pg.Client({ host, port: Number(port), user: 'postgres', database: 'postgres', connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function admin(url, sql) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const safe = (db) => {
  if (!/^[a-z0-9_]+$/.test(db ?? '')) throw new Error(`bad database name ${db}`);
  return db;
};

switch (cmd) {
  case 'ping':
    process.exit((await ping(a, b)) ? 0 : 1);
  case 'create':
    await admin(a, `CREATE DATABASE "${safe(b)}"`);
    break;
  case 'drop':
    // Test apps clone this database; drop their leftovers too.
    {
      const c = new pg.Client({ connectionString: a });
      await c.connect();
      try {
        const { rows } = await c.query(`select datname from pg_database where datname like 'tcg_t_%' or datname = $1`, [safe(b)]);
        for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    }
    break;
  default:
    console.error('usage: ci-pg.mjs ping HOST PORT | create ADMIN_URL DB | drop ADMIN_URL DB');
    process.exit(2);
}
