/**
 * Faults: the database goes away after start, and an import fails half-way.
 *
 * - PostgreSQL (127.0.0.1:5432, PG_FAULT_URL overrides; skipped with a note when none answers): a
 *   throwaway database is made unreachable with ALLOW_CONNECTIONS false + pg_terminate_backend. Deck
 *   validation and card search keep answering from the in-memory catalog; card get/export/import answer
 *   503 problem documents (with Retry-After); /ready answers 503; /health stays 200; everything recovers
 *   when connections are allowed again.
 * - SQLite (when this run's template is SQLite): another connection holds an EXCLUSIVE lock on the file.
 * - An import whose transaction fails after its writes (injected failure) leaves the catalog as it was.
 */
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/config.js';
import { CatalogService, isDatabaseDown } from '../src/catalog/catalog.service.js';
import { CatalogRepository } from '../../../libs/catalog/src/repository.js';
import { migrateDatabase, type CatalogClient } from '../../../libs/catalog/src/db/index.js';
import { ensureTemplate } from '../../../test/template.js';
import { createTestApp, type TestApp } from './harness.js';
import { createThrowawayDatabase, dropDatabase, PG_ADMIN_URL, pgAdmin, pgReachable } from './pg-admin.js';

const ADMIN = 'test-admin-token-0123456789';

type Res = { statusCode: number; headers: Record<string, unknown>; body: string };
type App = Pick<NestFastifyApplication, 'inject'>;

/** A legal SVE starter deck (libs/catalog/data/shadowverse-evolve.decks.json). */
const SVE_SD01 = (): unknown =>
  (JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.decks.json', 'utf8')) as Array<{ name: string; deck: unknown }>).find((d) => d.name.includes('SD01'))!.deck;

const get = (app: App, url: string) => app.inject({ method: 'GET', url }) as Promise<Res>;
const postJson = (app: App, url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }) as Promise<Res>;

function expectUnavailable(res: Res) {
  expect(res.statusCode).toBe(503);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  expect(res.headers['retry-after']).toBe('5');
  const p = JSON.parse(res.body);
  expect(p).toMatchObject({ type: 'https://tcg-rules.dev/problems/unavailable', title: 'Service Unavailable', status: 503 });
  expect(p.detail).toMatch(/card database is not reachable.*Deck validation.*keep working/);
  expect(res.body).not.toMatch(/prisma|SQLSTATE|55000|SQLITE|\.ts:\d+/i);
}

/** Everything the brief promises while the database is away. */
async function expectDegraded(app: App, deck: unknown) {
  // deck validation and game data: in memory, unaffected
  const verdict = await postJson(app, '/v1/games/shadowverse-evolve/decks/validate', { deck, asOf: '2026-11-21' });
  expect(verdict.statusCode).toBe(200);
  expect(JSON.parse(verdict.body)).toMatchObject({ legal: true, counts: { leader: 1, main: 40, evolve: 10 } });
  const gqlVerdict = await postJson(app, '/graphql', { query: 'query($d: JSON!) { validateDeck(game: "shadowverse-evolve", deck: $d, asOf: "2026-11-21") { legal } }', variables: { d: deck } });
  expect(JSON.parse(gqlVerdict.body).data.validateDeck.legal).toBe(true);
  expect((await get(app, '/v1/games')).statusCode).toBe(200);
  expect((await get(app, '/v1/games/pso2/formats')).statusCode).toBe(200);
  expect((await get(app, '/health')).statusCode).toBe(200);
  // card search: answered from the in-memory catalog (libs/catalog/src/search.ts)
  const search = await get(app, '/v1/games/shadowverse-evolve/cards?limit=5');
  expect(search.statusCode).toBe(200);
  expect(JSON.parse(search.body).total).toBe(6556);
  expect(JSON.parse((await postJson(app, '/graphql', { query: '{ cards(game: "pso2") { total } }' })).body).data.cards.total).toBeGreaterThan(0);
  // the database-backed routes: 503 problem documents
  expectUnavailable(await get(app, '/v1/games/shadowverse-evolve/cards/BP01-001'));
  expectUnavailable(await get(app, '/v1/games/pso2/cards/export'));
  expectUnavailable(await postJson(app, '/v1/games/pso2/cards/import', [{ id: 'FAULT-1', name: 'x', type: 'キャラ', text: '' }], { authorization: `Bearer ${ADMIN}` }));
  const gqlCards = JSON.parse((await postJson(app, '/graphql', { query: '{ card(game: "shadowverse-evolve", id: "BP01-001") { name } }' })).body);
  expect(gqlCards.errors[0].extensions).toMatchObject({ code: 'UNAVAILABLE', problem: { status: 503, type: 'https://tcg-rules.dev/problems/unavailable' } });
  const ready = await get(app, '/ready');
  expect(ready.statusCode).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ type: 'https://tcg-rules.dev/problems/not-ready', status: 503, checks: { database: { status: 'down' }, catalog: { status: 'up' } } });
}

async function expectRecovered(app: App) {
  // the pool reconnects on demand; allow it a moment
  let ready: Res | undefined;
  for (let i = 0; i < 50; i++) {
    ready = await get(app, '/ready');
    if (ready.statusCode === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(ready!.statusCode).toBe(200);
  const search = await get(app, '/v1/games/shadowverse-evolve/cards?limit=5');
  expect(search.statusCode).toBe(200);
  expect(JSON.parse(search.body).total).toBe(6556);
  expect(JSON.parse((await get(app, '/v1/games/shadowverse-evolve/cards/BP01-001')).body).name).toBe('ローズクイーン');
  expect((await get(app, '/v1/games/pso2/cards/export')).statusCode).toBe(200);
}

// Which databases this run can exercise: jest reports the others' tests as skipped, with the reason in their titles.
const PG_UP = await pgReachable();
const PG_SKIP = PG_UP ? '' : ` (SKIPPED: no PostgreSQL answers at ${PG_ADMIN_URL})`;
const SQLITE_RUN = (await ensureTemplate()).kind === 'sqlite'; // .ci/run runs the suite on SQLite, then on PostgreSQL
const SQLITE_SKIP = SQLITE_RUN ? '' : ' (SKIPPED: this run\'s database is PostgreSQL; the SQLite run covers it)';

(PG_UP ? describe : describe.skip)(`PostgreSQL becomes unreachable after start, then returns${PG_SKIP}`, () => {
  let app: NestFastifyApplication | undefined;
  let dbName = '';

  beforeAll(async () => {
    // a clone of the seeded template when this run has a PostgreSQL one; else the app seeds an empty database
    const db = await createThrowawayDatabase('tcg_t_fault');
    dbName = db.name;
    app = await createApp({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TOKEN: ADMIN }), databaseUrl: db.url });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    if (dbName) {
      await pgAdmin(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS true`).catch(() => undefined);
      await dropDatabase(dbName);
    }
  });

  it('decks and search keep working from memory; get/export/import are 503 problems; /ready is 503; all recover', async () => {
    const deck = SVE_SD01();
    await expectRecovered(app!); // healthy to begin with
    await pgAdmin(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS false`);
    await pgAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()`);
    await expectDegraded(app!, deck);
    await expectDegraded(app!, deck); // and again: nothing got stuck or crashed
    await pgAdmin(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS true`);
    await expectRecovered(app!);
  });
});

(SQLITE_RUN ? describe : describe.skip)(`SQLite file locked by another process after start, then released${SQLITE_SKIP}`, () => {
  let t: TestApp | undefined;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_TOKEN: ADMIN });
    // better-sqlite3 is synchronous: waiting for a lock blocks the event loop for the busy timeout (5 s by
    // default). Shorten it on the app's connection so the test is quick (docs/security.md discusses this).
    await ((t.app.get(CatalogService) as unknown as { db: CatalogClient }).db.$queryRawUnsafe('PRAGMA busy_timeout = 100'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an EXCLUSIVE lock held elsewhere: decks and search keep working, database routes are 503, all recover on release', async () => {
    const deck = SVE_SD01();
    await expectRecovered(t!.app);
    const other = new Database(t!.config.sqliteFile, { timeout: 100 });
    expect(other.pragma('journal_mode', { simple: true })).toBe('delete'); // (WAL readers would not be blocked)
    other.exec('BEGIN EXCLUSIVE');
    try {
      await expectDegraded(t!.app, deck);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await expectRecovered(t!.app);
  });
});

describe('an import that fails half-way changes nothing (one transaction)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_TOKEN: ADMIN });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Replaces the service's repository by one whose transaction client fails at `where` (after the writes
   * before it have run inside the same transaction). Returns a function restoring the real one.
   */
  function injectFailure(where: 'second createMany' | 'version upsert'): () => void {
    const svc = t.app.get(CatalogService) as unknown as { db: CatalogClient; repo: CatalogRepository };
    const real = svc.repo;
    const db = svc.db;
    let creates = 0;
    const failing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== '$transaction') return Reflect.get(target, prop, receiver);
        return (fn: (tx: CatalogClient) => Promise<unknown>, opts: unknown) =>
          target.$transaction(
            (tx: CatalogClient) =>
              fn(
                new Proxy(tx, {
                  get(txTarget, model, r) {
                    const delegate = Reflect.get(txTarget, model, r) as Record<string, unknown>;
                    if (model === 'card' && where === 'second createMany') {
                      return new Proxy(delegate, {
                        get: (d, m) =>
                          m === 'createMany'
                            ? async (args: unknown) => {
                                if (++creates === 2) throw new Error('injected failure in the second createMany batch');
                                return (d.createMany as (a: unknown) => Promise<unknown>)(args);
                              }
                            : Reflect.get(d, m),
                      });
                    }
                    if (model === 'catalogVersion' && where === 'version upsert') {
                      return new Proxy(delegate, {
                        get: (d, m) =>
                          m === 'upsert'
                            ? async () => {
                                throw new Error('injected failure at the catalog version upsert');
                              }
                            : Reflect.get(d, m),
                      });
                    }
                    return delegate;
                  },
                }),
              ),
            opts as never,
          );
      },
    });
    svc.repo = new CatalogRepository(failing as CatalogClient);
    return () => {
      svc.repo = real;
    };
  }

  async function state(newId: string, changedId: string) {
    const game = JSON.parse((await get(t.app, '/v1/games/pso2')).body);
    const total = JSON.parse((await get(t.app, '/v1/games/pso2/cards?limit=1')).body).total;
    const fresh = (await get(t.app, `/v1/games/pso2/cards/${newId}`)).statusCode;
    const changed = JSON.parse((await get(t.app, `/v1/games/pso2/cards/${changedId}`)).body);
    return { memoryCards: game.catalog.cards, version: game.catalog.version, dbTotal: total, newCard: fresh, changedText: changed.text };
  }

  it.each(['second createMany', 'version upsert'] as const)('failure at the %s: 500 problem without internals; database and memory unchanged; the same file then imports', async (where) => {
    const tag = where.replace(/\W/g, '').toUpperCase();
    // 600 new cards (two createMany batches of 500) and one changed card (an update)
    const exported = (await get(t.app, '/v1/games/pso2/cards/export')).body.trim().split('\n').map((l) => JSON.parse(l));
    const changedCard = { ...exported[0], text: `${exported[0].text} (changed ${tag})` };
    const fresh = Array.from({ length: 600 }, (_, i) => ({ id: `TX-${tag}-${String(i).padStart(3, '0')}`, name: `トランザクション${i}`, type: 'キャラ', cost: 1, attack: 1, defense_or_hp: 1, text: '' }));
    const file = [changedCard, ...fresh];
    const before = await state(fresh[599]!.id, changedCard.id);
    expect(before.newCard).toBe(404);

    const restore = injectFailure(where);
    let res: Res;
    try {
      res = await postJson(t.app, '/v1/games/pso2/cards/import', file, { authorization: `Bearer ${ADMIN}` });
    } finally {
      restore();
    }
    expect(res.statusCode).toBe(500);
    const p = JSON.parse(res.body);
    expect(p).toMatchObject({ type: 'https://tcg-rules.dev/problems/internal', status: 500 });
    expect(res.body).not.toMatch(/injected|createMany|upsert|\.ts:\d+/);
    expect(await state(fresh[599]!.id, changedCard.id)).toEqual(before);
    expect((await get(t.app, `/v1/games/pso2/cards/${fresh[0]!.id}`)).statusCode).toBe(404);

    // the file was fine: without the injected failure it imports, all of it
    const ok = await postJson(t.app, '/v1/games/pso2/cards/import', file, { authorization: `Bearer ${ADMIN}` });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ created: 600, updated: 1, version: before.version + 1 });
    const after = await state(fresh[599]!.id, changedCard.id);
    expect(after).toEqual({ memoryCards: before.memoryCards + 600, version: before.version + 1, dbTotal: before.dbTotal + 600, newCard: 200, changedText: changedCard.text });
  });
});

describe('isDatabaseDown tells "database away" (503) from bugs (500)', () => {
  const adapterError = (cause: Record<string, unknown>) => Object.assign(new Error('Invalid `this.db.card.findMany()` invocation ... const closed = true'), { code: 'P2039', meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });
  it.each([
    ['PG database not accepting connections (P2039 + 55000)', adapterError({ kind: 'postgres', code: '55000', originalCode: '55000', message: 'database "x" is not currently accepting connections' })],
    ['PG admin shutdown 57P01', adapterError({ kind: 'postgres', code: '57P01', message: 'terminating connection due to administrator command' })],
    ['PG connection exception class 08', adapterError({ kind: 'postgres', code: '08006', message: 'connection failure' })],
    ['adapter DatabaseNotReachable', adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['SQLite busy (SocketTimeout)', adapterError({ kind: 'SocketTimeout' })],
    ['pg "Connection terminated unexpectedly"', new Error('Connection terminated unexpectedly')],
    ['Prisma P1001', Object.assign(new Error("Can't reach database server"), { code: 'P1001' })],
    ['a nested cause', Object.assign(new Error('wrapper'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) })],
  ])('%s -> down', (_name, e) => expect(isDatabaseDown(e)).toBe(true));

  it.each([
    ['a unique constraint', adapterError({ kind: 'UniqueConstraintViolation', constraint: { fields: ['cardId'] } })],
    ['PG 55000 for another reason', adapterError({ kind: 'postgres', code: '55000', message: 'object not in prerequisite state' })],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'closed')")],
    ['a Prisma validation error mentioning "closed" in its code excerpt', Object.assign(new Error('Invalid invocation: const closed = true'), { code: 'P2009' })],
    ['undefined', undefined],
  ])('%s -> not down', (_name, e) => expect(isDatabaseDown(e)).toBe(false));
});


// ---------------------------------------------------------------------------------------------------------
// Issue 16: every "database not usable" cause is a 503 (never a 500), /ready tells reads from writes, the
// SQLite connection reopens when its file comes back, the heap is capped by default, a 413 keeps the
// connection of a keep-alive client.
// ---------------------------------------------------------------------------------------------------------

/** The routes that need the database: each must answer 503 (never 500) while it is not usable. */
async function expectWritesUnavailable(app: App) {
  expectUnavailable(await postJson(app, '/v1/games/pso2/cards/import', [{ id: 'FAULT-2', name: 'x', type: 'キャラ', text: '' }], { authorization: `Bearer ${ADMIN}` }));
}

async function readiness(app: App) {
  const all = await get(app, '/ready');
  const read = await get(app, '/ready/read');
  const body = JSON.parse(all.body);
  const checks = body.checks ?? body.details ?? body.info;
  return { all: all.statusCode, read: read.statusCode, database: checks?.database?.status, write: checks?.databaseWrite?.status };
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, tries = 50): Promise<T> {
  let v = await fn();
  for (let i = 0; i < tries && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = await fn();
  }
  return v;
}

(SQLITE_RUN ? describe : describe.skip)(`SQLite: file gone, replaced by an unmigrated one, read-only; recovery without restart (issue 16)${SQLITE_SKIP}`, () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_TOKEN: ADMIN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/ready reports reads and writes separately; healthy to begin with', async () => {
    expect(await readiness(t!.app)).toEqual({ all: 200, read: 200, database: 'up', write: 'up' });
  });

  it('the file is deleted: writes answer 503 (never 500) and /ready says writes are down; the file comes back: the connection reopens, all recover', async () => {
    const file = t!.config.sqliteFile;
    const backup = `${file}.bak`;
    copyFileSync(file, backup);
    const svc = t!.app.get(CatalogService);
    const reopenedBefore = svc.reopened;
    rmSync(file);
    try {
      await expectWritesUnavailable(t!.app);
      const r = await readiness(t!.app);
      expect(r.all).toBe(503);
      expect(r.write).toBe('down');
      // a new sealed match must store its catalog snapshot: 503 too, never 500
      const m = await postJson(t!.app, '/v1/games/shadowverse-evolve/matches', { players: [{ deck: SVE_SD01() }, { deck: SVE_SD01() }], allowUnsupported: true });
      expect([200, 503]).toContain(m.statusCode); // 200 only if this instance had stored that snapshot before
      expect(m.statusCode).not.toBe(500);
    } finally {
      copyFileSync(backup, file); // restored: a new inode at the path
      rmSync(backup);
    }
    const back = await eventually(() => readiness(t!.app), (r) => r.all === 200);
    expect(back).toEqual({ all: 200, read: 200, database: 'up', write: 'up' });
    expect(svc.reopened).toBe(reopenedBefore + 1);
    await expectRecovered(t!.app);
    const ok = await postJson(t!.app, '/v1/games/pso2/cards/import', [{ id: 'FAULT-OK-1', name: 'x', type: 'キャラ', text: '' }], { authorization: `Bearer ${ADMIN}` });
    expect(ok.statusCode).toBe(200);
  });

  it('the file is replaced by an empty, unmigrated database: every database route is 503 (not 500), /ready 503; the real file back: recovery', async () => {
    const file = t!.config.sqliteFile;
    const backup = `${file}.bak`;
    renameSync(file, backup);
    new Database(file).close(); // an empty SQLite file: no tables
    try {
      await eventually(() => readiness(t!.app), (r) => r.read === 503);
      const r = await readiness(t!.app);
      expect(r).toMatchObject({ all: 503, read: 503, database: 'down', write: 'down' });
      expectUnavailable(await get(t!.app, '/v1/games/shadowverse-evolve/cards/BP01-001'));
      expectUnavailable(await get(t!.app, '/v1/games/pso2/cards/export'));
      await expectWritesUnavailable(t!.app);
      const gqlCard = JSON.parse((await postJson(t!.app, '/graphql', { query: '{ card(game: "shadowverse-evolve", id: "BP01-001") { name } }' })).body);
      expect(gqlCard.errors[0].extensions).toMatchObject({ code: 'UNAVAILABLE', problem: { status: 503 } });
      // deck validation and search still answer from memory
      expect((await postJson(t!.app, '/v1/games/shadowverse-evolve/decks/validate', { deck: SVE_SD01(), asOf: '2026-11-21' })).statusCode).toBe(200);
    } finally {
      rmSync(file);
      renameSync(backup, file);
    }
    await expectRecovered(t!.app);
  });

  it('a read-only database (PRAGMA query_only): reads answer, writes are 503, /ready 503 with only writes down, /ready/read 200; writable again: recovery', async () => {
    const db = () => (t!.app.get(CatalogService) as unknown as { db: CatalogClient }).db;
    await db().$executeRawUnsafe('PRAGMA query_only = 1');
    try {
      expect((await get(t!.app, '/v1/games/shadowverse-evolve/cards/BP01-001')).statusCode).toBe(200);
      await expectWritesUnavailable(t!.app);
      expect(await readiness(t!.app)).toEqual({ all: 503, read: 200, database: 'up', write: 'down' });
    } finally {
      await db().$executeRawUnsafe('PRAGMA query_only = 0');
    }
    expect(await readiness(t!.app)).toEqual({ all: 200, read: 200, database: 'up', write: 'up' });
  });
});

(PG_UP ? describe : describe.skip)(`PostgreSQL: unmigrated database (P2021) and read-only database (issue 16)${PG_SKIP}`, () => {
  let app: NestFastifyApplication | undefined;
  let dbName = '';
  let url = '';
  beforeAll(async () => {
    ({ name: dbName, url } = await createThrowawayDatabase('tcg_t_fault2'));
    app = await createApp({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TOKEN: ADMIN }), databaseUrl: url });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    if (dbName) {
      await pgAdmin(`ALTER DATABASE "${dbName}" RESET default_transaction_read_only`).catch(() => undefined);
      await dropDatabase(dbName);
    }
  });

  const onDb = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  it('read-only (default_transaction_read_only): reads answer, writes are 503, /ready reports writes down and reads up; then recovery', async () => {
    expect(await readiness(app!)).toEqual({ all: 200, read: 200, database: 'up', write: 'up' });
    await pgAdmin(`ALTER DATABASE "${dbName}" SET default_transaction_read_only = on`);
    await pgAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()`);
    try {
      const r = await eventually(() => readiness(app!), (x) => x.read === 200 && x.database === 'up' && x.write === 'down');
      expect(r).toEqual({ all: 503, read: 200, database: 'up', write: 'down' });
      expect((await get(app!, '/v1/games/shadowverse-evolve/cards/BP01-001')).statusCode).toBe(200);
      await expectWritesUnavailable(app!);
    } finally {
      await pgAdmin(`ALTER DATABASE "${dbName}" RESET default_transaction_read_only`);
      await pgAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()`);
    }
    expect(await eventually(() => readiness(app!), (x) => x.all === 200)).toEqual({ all: 200, read: 200, database: 'up', write: 'up' });
  });

  it('the tables are gone (an unmigrated database: Prisma P2021): the five database routes answer 503, never 500; migrated again: recovery without restart', async () => {
    await onDb('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    expectUnavailable(await get(app!, '/v1/games/shadowverse-evolve/cards/BP01-001'));
    expectUnavailable(await get(app!, '/v1/games/pso2/cards/export'));
    await expectWritesUnavailable(app!);
    const gqlCard = JSON.parse((await postJson(app!, '/graphql', { query: '{ card(game: "shadowverse-evolve", id: "BP01-001") { name } }' })).body);
    expect(gqlCard.errors[0].extensions).toMatchObject({ code: 'UNAVAILABLE', problem: { status: 503 } });
    const m = await postJson(app!, '/v1/games/shadowverse-evolve/matches', { players: [{ deck: SVE_SD01() }, { deck: SVE_SD01() }], allowUnsupported: true });
    expect(m.statusCode).toBe(503); // its catalog snapshot cannot be stored
    expect(await readiness(app!)).toMatchObject({ all: 503, read: 503, database: 'down', write: 'down' });
    // the operator migrates it again (empty tables): the same process recovers
    await migrateDatabase(url);
    expect(await eventually(() => readiness(app!), (x) => x.all === 200)).toEqual({ all: 200, read: 200, database: 'up', write: 'up' });
    expect((await get(app!, '/v1/games/shadowverse-evolve/cards/BP01-001')).statusCode).toBe(404); // an empty catalog table now
    expect((await postJson(app!, '/v1/games/shadowverse-evolve/matches', { players: [{ deck: SVE_SD01() }, { deck: SVE_SD01() }], allowUnsupported: true })).statusCode).toBe(200);
  }, 120_000);
});

describe('isDatabaseDown: "not usable" causes added by issue 16', () => {
  const adapterError = (cause: Record<string, unknown>, code = 'P2039') => Object.assign(new Error('Invalid `this.db.card.findMany()` invocation'), { code, meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });
  it.each([
    ['Prisma P2021 (table does not exist)', Object.assign(new Error('The table `public.Card` does not exist in the current database.'), { code: 'P2021' })],
    ['adapter TableDoesNotExist', adapterError({ kind: 'TableDoesNotExist', table: 'Card' }, 'P2021')],
    ['PG 42P01 undefined_table', adapterError({ kind: 'postgres', code: '42P01', message: 'relation "Card" does not exist' })],
    ['PG 25006 read-only transaction', adapterError({ kind: 'postgres', code: '25006', message: 'cannot execute INSERT in a read-only transaction' })],
    ['SQLite no such table', adapterError({ kind: 'sqlite', extendedCode: 1, message: 'no such table: main.Card' })],
    ['SQLite SQLITE_READONLY_DBMOVED', Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY_DBMOVED' })],
  ])('%s -> down (503)', (_name, e) => expect(isDatabaseDown(e)).toBe(true));
});

describe('a 413 keeps a keep-alive connection usable (issue 16)', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '1024' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a body over the limit, sent in full on a keep-alive connection: 413 without Connection: close, no EPIPE/ECONNRESET, the next request on the same socket answers', async () => {
    const sock = net.connect({ port, host: '127.0.0.1' });
    const errors: string[] = [];
    sock.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
    let received = '';
    sock.on('data', (d) => (received += d.toString('latin1')));
    await new Promise((r) => sock.once('connect', r));
    const body = Buffer.alloc(256 * 1024, 0x20); // 256 KiB of spaces, far over 1 KiB
    sock.write(`POST /v1/games/shadowverse-evolve/decks/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`);
    // write the body slowly, in chunks, as a real client still sending after the answer came
    for (let i = 0; i < body.length; i += 16 * 1024) {
      await new Promise<void>((resolve) => sock.write(body.subarray(i, i + 16 * 1024), () => resolve()));
      await new Promise((r) => setTimeout(r, 5));
    }
    sock.write('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await new Promise((r) => sock.once('close', r));
    expect(errors).toEqual([]);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers.length).toBe(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 413 /);
    expect(answers[0]).not.toMatch(/connection: close/i);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toContain('"status":"ok"');
  });
});

describe('npm start caps the heap by default (HEAP_MAX_MB, issue 16)', () => {
  const run = (env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'heap-'));
    const entry = join(dir, 'entry.mjs');
    writeFileSync(entry, "import v8 from 'node:v8'; console.log(Math.round(v8.getHeapStatistics().heap_size_limit / 1048576));");
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], { env: { PATH: process.env.PATH ?? '', ...env, START_ENTRY: entry }, encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    return r;
  };
  it('default 768 MiB; HEAP_MAX_MB=1024 sets it; 0 leaves Node\'s default; a bad value stops with exit code 2', () => {
    const def = run({});
    expect(def.status).toBe(0);
    expect(Number(def.stdout.trim())).toBeGreaterThanOrEqual(768);
    expect(Number(def.stdout.trim())).toBeLessThan(900); // the cap plus V8's young generation
    const big = run({ HEAP_MAX_MB: '1024' });
    expect(Number(big.stdout.trim())).toBeGreaterThanOrEqual(1024);
    expect(Number(big.stdout.trim())).toBeLessThan(1200);
    expect(run({ HEAP_MAX_MB: '0' }).status).toBe(0);
    const bad = run({ HEAP_MAX_MB: '12' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/HEAP_MAX_MB/);
  });
});
