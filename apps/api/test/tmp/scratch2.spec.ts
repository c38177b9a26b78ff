import pg from 'pg';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';
import { CatalogService } from '../../src/catalog/catalog.service.js';
const ADMIN = 'postgresql://postgres@127.0.0.1:5432/postgres';
async function admin(sql: string) { const c = new pg.Client({ connectionString: ADMIN }); await c.connect(); try { return await c.query(sql); } finally { await c.end(); } }
it('pg faults', async () => {
  const name = 'tcg_t_scratch_' + Date.now();
  await admin(`CREATE DATABASE "${name}"`);
  const t0 = Date.now();
  const app = await createApp({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), databaseUrl: `postgresql://postgres@127.0.0.1:5432/${name}` });
  console.log('start ms', Date.now() - t0);
  const cat = app.get(CatalogService);
  const raw = async (label: string, fn: () => Promise<unknown>) => { try { await fn(); console.log(label, 'ok'); } catch (e: any) { console.log(label, e?.constructor?.name, e?.name, e?.code, JSON.stringify(e?.meta), String(e?.message).slice(0, 300), e?.cause && String(e.cause?.message ?? e.cause), Object.keys(e ?? {})); } };
  const repo = (cat as any).repo;
  await raw('before', () => repo.search('pso2', { limit: 1 }));
  await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  await new Promise((r) => setTimeout(r, 200));
  await raw('search', () => repo.search('pso2', { limit: 1 }));
  await raw('get', () => repo.get('pso2', 'x'));
  await raw('ping', () => repo.ping());
  await raw('import', () => repo.importCards('pso2', []));
  for (const url of ['/v1/games/pso2/cards?limit=1', '/v1/games/pso2/cards/x', '/ready', '/v1/games/pso2/cards/export']) {
    const r = await app.inject({ method: 'GET', url }); console.log(url, r.statusCode, r.body.slice(0, 300));
  }
  await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
  await raw('after', () => repo.search('pso2', { limit: 1 }));
  const r = await app.inject({ method: 'GET', url: '/ready' }); console.log('/ready', r.statusCode);
  await app.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});
