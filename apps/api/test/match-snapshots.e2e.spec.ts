/**
 * Catalog snapshots by reference (issue #6; docs/match-api.md "Catalog snapshots"): a sealed token
 * carries only the content hash of its game's catalog snapshot; the snapshot lives in the database
 * (CatalogSnapshot) and in a per-instance LRU.
 *
 * - two instances on ONE database (same STATE_KEYS): a token sealed by A steps on B with a cold cache;
 * - a catalog re-import between two steps does not change a game in progress (its snapshot is the one
 *   it started with); a match created after the import gets the new facts;
 * - a snapshot the database does not hold (deleted) or whose stored text fails its hash is a 409
 *   `unknown-catalog-snapshot` (REST and GraphQL), never a 500; a token naming a malformed reference is
 *   400, one naming another game's snapshot 409;
 * - a format-1 token (the snapshot inline, before this change) is a 409 `state-version-mismatch`;
 * - the LRU holds at most CATALOG_SNAPSHOT_CACHE snapshots, and evicted ones are read back;
 * - size: a sealed Shadowverse Evolve token at turn 5 is well under 8 KB;
 * - `views`: "decider", "none", a seat list; bad values are 400; GraphQL takes the same argument;
 * - the database locked (SQLite runs): a new snapshot cannot be stored (503), cached games and open mode play on.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { deflateRawSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { compactByRef, canonicalJson, catalogRef, generateKey, keyedStateHash, openToken, seal } from '../../../libs/engine/src/index.js';
import { createPrismaClient, type CatalogClient } from '../../../libs/catalog/src/db/index.js';
import { createApp } from '../src/bootstrap.js';
import { ConfigError, loadConfig, type AppConfig } from '../src/config/config.js';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { MatchesService } from '../src/matches/matches.service.js';
import { ensureTemplate } from '../../../test/template.js';
import { cloneTemplateDatabase, createTestApp, type ClonedDb, type TestApp } from './harness.js';
import { picker, post, registerToyGames, toyPlayers, toyScenario, unsealFrom } from './match-fixtures.js';

const SVE = 'shadowverse-evolve';
const KEY = generateKey();
const keyring = [{ kid: 'snap', key: KEY }];
const ADMIN = 'snapshot-admin-token-0123456789';

type App = Pick<NestFastifyApplication, 'inject' | 'get'>;
interface Res { status: number; body: any }

const asTest = (app: NestFastifyApplication, config: AppConfig) => ({ app, config, inject: app.inject.bind(app), close: () => app.close() }) as unknown as TestApp;
const send = async (app: App, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Res> => {
  const r = await app.inject({ method: 'POST', url, payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  return { status: r.statusCode, body: JSON.parse(r.body) };
};
const store = (app: App) => app.get(MatchesService).snapshots;

const starterDecks = () => (JSON.parse(readFileSync(`libs/catalog/data/${SVE}.decks.json`, 'utf8')) as Array<{ name: string; deck: any }>).filter((d) => /starter-card deck/.test(d.name));
const seedCards = () => JSON.parse(readFileSync(`libs/catalog/data/${SVE}.cards.json`, 'utf8')) as Array<Record<string, any>>;

/** Plays random legal actions (each decider from its own view) until `turn`; answers the position. */
async function playTo(app: App, game: string, first: any, turn: number, pickSeed: number): Promise<any> {
  const pick = picker(pickSeed);
  let m = first;
  for (let i = 0; i < 400 && m.status.turn < turn && !m.status.over; i++) {
    const legal = m.views[String(m.status.decider)].legalActions;
    const r = await send(app, `/v1/games/${game}/matches/step`, { state: m.state, action: legal[pick(legal.length)] });
    expect(r.status).toBe(200);
    m = r.body;
  }
  return m;
}

const deciderAction = (m: any) => m.views[String(m.status.decider)].legalActions[0];

let db: ClonedDb;
let a: NestFastifyApplication;
let b: NestFastifyApplication;
let config: AppConfig;
let raw: CatalogClient;

beforeAll(async () => {
  registerToyGames();
  db = await cloneTemplateDatabase();
  config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATE_KEYS: `snap:${KEY}`, ADMIN_TOKEN: ADMIN }), databaseUrl: db.databaseUrl, sqliteFile: db.sqliteFile, seedCatalog: true };
  // two instances of the service on the same database, as behind a load balancer
  a = await createApp(config);
  b = await createApp(config);
  raw = createPrismaClient(db.databaseUrl, { sqliteFile: db.sqliteFile });
}, 120_000);

afterAll(async () => {
  await raw?.$disconnect();
  await a?.close();
  await b?.close();
  await db?.drop();
});

describe('catalog snapshots by reference: one database, several instances', () => {
  it('the token carries the snapshot\'s reference; the row is written once; instance B opens A\'s token with a cold cache', async () => {
    const [d0, d1] = starterDecks();
    const created = await send(a, `/v1/games/${SVE}/matches`, { players: [{ deck: d0!.deck }, { deck: d1!.deck }], seed: 'snap-1' });
    expect(created.status).toBe(200);
    const opened = openToken(created.body.state, keyring, SVE);
    expect(opened.catalogRef).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(opened.payload).not.toContain('"catalog":{');
    const rows = await raw.catalogSnapshot.findMany({ where: { hash: opened.catalogRef! } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.game).toBe(SVE);
    // the stored text is the snapshot whose hash the token names
    expect(catalogRef(JSON.parse(rows[0]!.json))).toBe(opened.catalogRef);
    // the same decks again: the same snapshot, no second row
    const again = await send(a, `/v1/games/${SVE}/matches`, { players: [{ deck: d0!.deck }, { deck: d1!.deck }], seed: 'snap-1b' });
    expect(openToken(again.body.state, keyring, SVE).catalogRef).toBe(opened.catalogRef);
    expect(await raw.catalogSnapshot.count({ where: { hash: opened.catalogRef! } })).toBe(1);

    store(b).clear();
    const loadsBefore = store(b).stats().loads;
    const action = deciderAction(created.body);
    const onA = await send(a, `/v1/games/${SVE}/matches/step`, { state: created.body.state, action, expectedStateHash: created.body.stateHash });
    const onB = await send(b, `/v1/games/${SVE}/matches/step`, { state: created.body.state, action, expectedStateHash: created.body.stateHash });
    expect(onB.status).toBe(200);
    expect(onB.body.stateHash).toBe(onA.body.stateHash);
    expect(onB.body.views).toEqual(onA.body.views);
    expect(store(b).stats().loads).toBe(loadsBefore + 1); // read from the database once...
    const next = await send(b, `/v1/games/${SVE}/matches/step`, { state: onB.body.state, action: deciderAction(onB.body) });
    expect(next.status).toBe(200);
    expect(store(b).stats().loads).toBe(loadsBefore + 1); // ...then from B's cache
    // and back on A: tokens travel freely between the instances
    expect((await send(a, `/v1/games/${SVE}/matches/view`, { state: next.body.state, player: 'spectator' })).body.stateHash).toBe(next.body.stateHash);
  });

  it('a catalog re-import between two steps does not change a game in progress; a new match gets the new facts', async () => {
    const [d0, d1] = starterDecks();
    const created = await send(a, `/v1/games/${SVE}/matches`, { players: [{ deck: d0!.deck }, { deck: d1!.deck }], seed: 'snap-reimport' });
    const before = created.body;
    // a follower seat 0 can see now (its hand after the deal), and the facts the game started with
    const cards = seedCards();
    const seen = Object.values(before.views['0'].catalog as Record<string, any>).find((f) => typeof f.attack === 'number' && !f.token && cards.some((c) => c.id === f.id))!;
    expect(seen).toBeDefined();
    const record = cards.find((c) => c.id === seen.id)!;
    const imported = await send(a, `/v1/games/${SVE}/cards/import`, [{ ...record, attack: seen.attack + 3 }], { authorization: `Bearer ${ADMIN}` });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ updated: 1 });
    // both instances with cold caches (as after a restart): the old token still plays with the old facts
    store(a).clear();
    store(b).clear();
    for (const app of [a, b]) {
      const r = await send(app, `/v1/games/${SVE}/matches/step`, { state: before.state, action: deciderAction(before), expectedStateHash: before.stateHash });
      expect(r.status).toBe(200);
      expect(r.body.versions.catalog).toBe(before.versions.catalog);
      const facts = r.body.views['0'].catalog[seen.id];
      if (facts) expect(facts.attack).toBe(seen.attack);
      const full = unsealFrom(asTest(app as NestFastifyApplication, config), r.body.state, keyring, SVE);
      expect(full.catalog[seen.id]!.attack).toBe(seen.attack);
    }
    // a match created after the import snapshots the new card
    const fresh = await send(a, `/v1/games/${SVE}/matches`, { players: [{ deck: d0!.deck }, { deck: d1!.deck }], seed: 'snap-reimport' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.versions.catalog).not.toBe(before.versions.catalog);
    const freshState = unsealFrom(asTest(a, config), fresh.body.state, keyring, SVE);
    expect(freshState.catalog[seen.id]!.attack).toBe(seen.attack + 3);
    expect(openToken(fresh.body.state, keyring, SVE).catalogRef).not.toBe(openToken(before.state, keyring, SVE).catalogRef);
  });

  it('a snapshot the database does not hold is 409 unknown-catalog-snapshot (REST step and view, GraphQL), never a 500', async () => {
    const created = await send(a, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'snap-gone' });
    const ref = openToken(created.body.state, keyring, 'toy').catalogRef!;
    // an instance that has it cached keeps serving it (a cache is not invalidated by a deletion)
    await raw.catalogSnapshot.delete({ where: { hash: ref } });
    expect((await send(a, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) })).status).toBe(200);
    store(b).clear();
    const step = await send(b, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) });
    expect(step.status).toBe(409);
    expect(step.body).toMatchObject({ type: 'https://tcg-rules.dev/problems/unknown-catalog-snapshot', status: 409, code: 'TOKEN_CATALOG_UNKNOWN', catalogRef: ref });
    expect(step.body.detail).toMatch(/start a new match, or replay its actions/);
    const view = await send(b, '/v1/games/toy/matches/view', { state: created.body.state, player: 0 });
    expect({ status: view.status, code: view.body.code }).toEqual({ status: 409, code: 'TOKEN_CATALOG_UNKNOWN' });
    const gql = await send(b, '/graphql', { query: 'mutation($s: JSON!, $a: JSON!) { stepMatch(game: "toy", state: $s, action: $a) { stateHash } }', variables: { s: created.body.state, a: deciderAction(created.body) } });
    expect(gql.body.errors[0].extensions.problem).toMatchObject({ status: 409, code: 'TOKEN_CATALOG_UNKNOWN' });
    // the state is not lost for good: a new sealed answer of the same game (on an instance that does not
    // have it cached, so it does not take it for stored) stores the snapshot again
    store(a).clear();
    const replayed = await send(a, '/v1/games/toy/matches/replay', { players: toyPlayers(), seed: 'snap-gone', actions: [] });
    expect(replayed.body.status).toEqual(created.body.status); // the same game (its hash differs by the match's commitment salt, issue 16)
    expect(await raw.catalogSnapshot.count({ where: { hash: ref } })).toBe(1);
    expect((await send(b, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) })).status).toBe(200);
  });

  it('a stored snapshot whose text does not hash to its key is refused like a missing one (409)', async () => {
    const created = await send(a, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'snap-corrupt' });
    const ref = openToken(created.body.state, keyring, 'toy').catalogRef!;
    const row = await raw.catalogSnapshot.findUniqueOrThrow({ where: { hash: ref } });
    const edited = JSON.parse(row.json);
    const id = Object.keys(edited)[0]!;
    edited[id].attack = (edited[id].attack ?? 0) + 5;
    await raw.catalogSnapshot.update({ where: { hash: ref }, data: { json: canonicalJson(edited) } });
    store(b).clear();
    const r = await send(b, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) });
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 409, code: 'TOKEN_CATALOG_UNKNOWN' });
    await raw.catalogSnapshot.update({ where: { hash: ref }, data: { json: row.json } });
    expect((await send(b, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) })).status).toBe(200);
  });

  it('the reference is authenticated; a sealed state naming a malformed reference is 400, another game\'s snapshot or an unknown one 409', async () => {
    const toy = await send(a, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'snap-ref' });
    const full = unsealFrom(asTest(a, config), toy.body.state, keyring, 'toy');
    const action = deciderAction(toy.body);
    const withRef = (ref: unknown) => seal(full, keyring, { canonical: canonicalJson({ ...full, catalog: ref }) });
    const malformed = await send(a, '/v1/games/toy/matches/step', { state: withRef('sha256:not-a-hash'), action });
    expect({ status: malformed.status, type: malformed.body.type, code: malformed.body.code }).toEqual({ status: 400, type: 'https://tcg-rules.dev/problems/invalid-state-token', code: 'TOKEN_MALFORMED' });
    const unknown = await send(a, '/v1/games/toy/matches/step', { state: withRef(`sha256:${'0'.repeat(64)}`), action });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 409, code: 'TOKEN_CATALOG_UNKNOWN' });
    // an SVE snapshot (stored, but for another game) named by a toy state
    const sveRow = await raw.catalogSnapshot.findFirstOrThrow({ where: { game: SVE } });
    for (const app of [a, b]) {
      const other = await send(app, '/v1/games/toy/matches/step', { state: withRef(sveRow.hash), action });
      expect({ status: other.status, code: other.body.code }).toEqual({ status: 409, code: 'TOKEN_CATALOG_UNKNOWN' });
    }
    // without the key, the reference cannot be changed: any edit of the ciphertext is 401 (match-tampering.e2e.spec.ts)
    const bytes = Buffer.from(toy.body.state, 'base64url');
    bytes[bytes.length - 30] ^= 0x10;
    const flipped = await send(a, '/v1/games/toy/matches/step', { state: bytes.toString('base64url'), action });
    expect({ status: flipped.status, code: flipped.body.code }).toEqual({ status: 401, code: 'TOKEN_TAMPERED' });
    // an inline token (the snapshot inside, sealed with the server's key by a kernel tool) still opens, and its answer is by reference
    const inline = await send(a, '/v1/games/toy/matches/step', { state: seal(full, keyring), action, expectedStateHash: toy.body.stateHash });
    expect(inline.status).toBe(200);
    expect(openToken(inline.body.state, keyring, 'toy').catalogRef).toBe(catalogRef(full.catalog));
  });

  it('a format-1 token (snapshot inline, sealed by the previous version with the same key) is 409 state-version-mismatch', async () => {
    const toy = await send(a, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'snap-v1' });
    const full = unsealFrom(asTest(a, config), toy.body.state, keyring, 'toy');
    const plain = deflateRawSync(Buffer.from(canonicalJson(full), 'utf8'));
    const len = Buffer.alloc(4);
    len.writeUInt32BE(plain.length, 0);
    const head = Buffer.concat([Buffer.from('TCGS'), Buffer.from([1, 1, 4]), Buffer.from('snap'), Buffer.from([3]), Buffer.from('toy'), len]);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(KEY, 'base64url'), iv);
    cipher.setAAD(head);
    const token = Buffer.concat([head, iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url');
    const r = await send(a, '/v1/games/toy/matches/step', { state: token, action: deciderAction(toy.body) });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ type: 'https://tcg-rules.dev/problems/state-version-mismatch', code: 'TOKEN_VERSION', tokenFormat: 1, server: { tokenFormat: 4 } });
    expect(r.body.detail).toMatch(/older version.*start a new match, or replay its actions/);
  });
});

describe('the snapshot cache is bounded (CATALOG_SNAPSHOT_CACHE)', () => {
  it('has a default of 1000 and refuses values out of 1..100000', () => {
    expect(loadConfig({}).catalogSnapshotCache).toBe(1000);
    expect(loadConfig({ CATALOG_SNAPSHOT_CACHE: '1' }).catalogSnapshotCache).toBe(1);
    expect(loadConfig({ CATALOG_SNAPSHOT_CACHE: '100000' }).catalogSnapshotCache).toBe(100_000);
    for (const bad of ['0', '100001', 'many', '-1']) {
      expect(() => loadConfig({ CATALOG_SNAPSHOT_CACHE: bad })).toThrow(ConfigError);
      try {
        loadConfig({ CATALOG_SNAPSHOT_CACHE: bad });
      } catch (e) {
        expect((e as ConfigError).problems).toEqual([`CATALOG_SNAPSHOT_CACHE=${JSON.stringify(bad)} must be an integer from 1 to 100000`]);
      }
    }
  });

  it('holds at most N snapshots (LRU): with N = 2, a third game evicts the least recently used, which is read back from the database', async () => {
    const small = await createApp({ ...config, catalogSnapshotCache: 2 });
    try {
      const decks = starterDecks();
      const games: any[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await send(small, `/v1/games/${SVE}/matches`, { players: [{ deck: decks[i]!.deck }, { deck: decks[i + 1]!.deck }], seed: `lru-${i}` });
        expect(r.status).toBe(200);
        games.push(r.body);
        expect(store(small).stats().size).toBe(Math.min(i + 1, 2));
      }
      const refs = games.map((g) => openToken(g.state, keyring, SVE).catalogRef);
      expect(new Set(refs).size).toBe(3);
      const loads = store(small).stats().loads;
      // game 0 was evicted: stepping it reads the snapshot from the database (and evicts game 1's)
      expect((await send(small, `/v1/games/${SVE}/matches/step`, { state: games[0].state, action: deciderAction(games[0]) })).status).toBe(200);
      expect(store(small).stats()).toMatchObject({ size: 2, loads: loads + 1 });
      // game 2 is still cached
      expect((await send(small, `/v1/games/${SVE}/matches/step`, { state: games[2].state, action: deciderAction(games[2]) })).status).toBe(200);
      expect(store(small).stats().loads).toBe(loads + 1);
      expect((await send(small, `/v1/games/${SVE}/matches/step`, { state: games[1].state, action: deciderAction(games[1]) })).status).toBe(200);
      expect(store(small).stats().loads).toBe(loads + 2);
    } finally {
      await small.close();
    }
  });
});

describe('sizes (issue #6: sealed mid-game SVE state ≤ 8 KB)', () => {
  it('a sealed Shadowverse Evolve token at turn 5 is at most 5.5 KB (three games, starter decks)', async () => {
    const decks = starterDecks();
    const sizes: number[] = [];
    for (let g = 0; g < 3; g++) {
      const created = await send(a, `/v1/games/${SVE}/matches`, { players: [{ deck: decks[g]!.deck }, { deck: decks[g + 2]!.deck }], seed: `size-${g}` });
      const m = await playTo(a, SVE, created.body, 5, 40 + g);
      expect(m.status.turn).toBeGreaterThanOrEqual(5);
      sizes.push(Buffer.byteLength(m.state));
      // the token holds the whole state: it opens to the answered hash
      expect(keyedStateHash(compactByRef(unsealFrom(asTest(a, config), m.state, keyring, SVE)), keyring)).toBe(m.stateHash);
    }
    process.stdout.write(`\nsealed SVE tokens at turn 5: ${sizes.join(', ')} B\n`);
    for (const n of sizes) expect(n).toBeLessThanOrEqual(5632);
  }, 120_000);
});

describe('the views option (step, create, scenario, replay; REST and GraphQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STATE_KEYS: `snap:${KEY}` });
  });
  afterAll(async () => t?.close());

  it('"decider", "none" and a seat list return only those views; the rest of the answer is unchanged', async () => {
    const created = await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'views' });
    const m = await playTo(t.app, 'toy', created.body, 3, 7);
    const d = m.status.decider as number;
    const body = { state: m.state, action: deciderAction(m) };
    const all = await post(t, '/v1/games/toy/matches/step', body);
    const dflt = all.body;
    expect(Object.keys(dflt.views).sort()).toEqual(['0', '1']);
    const next = dflt.status.decider as number;
    const dec = (await post(t, '/v1/games/toy/matches/step', { ...body, views: 'decider' })).body;
    expect(Object.keys(dec.views)).toEqual([String(next)]);
    expect(dec.views[String(next)]).toEqual(dflt.views[String(next)]);
    const none = (await post(t, '/v1/games/toy/matches/step', { ...body, views: 'none' })).body;
    expect(none.views).toEqual({});
    const listed = (await post(t, '/v1/games/toy/matches/step', { ...body, views: [1 - next] })).body;
    expect(Object.keys(listed.views)).toEqual([String(1 - next)]);
    expect((await post(t, '/v1/games/toy/matches/step', { ...body, views: 'all' })).body.views).toEqual(dflt.views);
    for (const x of [dec, none, listed]) {
      const { state: _s, views: _v, ...rest } = x;
      const { state: _s2, views: _v2, ...restAll } = dflt;
      expect(rest).toEqual(restAll);
    }
    expect(JSON.stringify(none).length).toBeLessThan(JSON.stringify(dflt).length / 2);
    expect(d).toBe(m.status.decider);
    // the other routes take it too
    expect(Object.keys((await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'views', views: 'none' })).body.views)).toEqual([]);
    expect(Object.keys((await post(t, '/v1/games/toy/matches/replay', { players: toyPlayers(), seed: 'views', actions: [], views: [0] })).body.views)).toEqual(['0']);
  });

  it('a finished game has no decider: "decider" gives no view', async () => {
    const created = await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'views-over' });
    const r = await post(t, '/v1/games/toy/matches/step', { state: created.body.state, action: { type: 'concede', player: 0 }, views: 'decider' });
    expect(r.body.status.over).toBe(true);
    expect(r.body.views).toEqual({});
  });

  it('bad values are 400 problems: unknown words, seats that do not exist, non-integers, too many', async () => {
    const created = await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'views-bad' });
    const body = { state: created.body.state, action: deciderAction(created.body) };
    expect(Object.keys((await post(t, '/v1/games/toy/matches/step', { ...body, views: null })).body.views)).toEqual(['0', '1']); // null = absent
    for (const views of ['me', 'ALL', 0, [-1], [0.5], ['0'], Array(17).fill(0), { 0: true }]) {
      const r = await post(t, '/v1/games/toy/matches/step', { ...body, views });
      expect({ views, status: r.status, type: r.body.type }).toEqual({ views, status: 400, type: 'https://tcg-rules.dev/problems/validation' });
    }
    const noSeat = await post(t, '/v1/games/toy/matches/step', { ...body, views: [0, 2] });
    expect({ status: noSeat.status, type: noSeat.body.type }).toEqual({ status: 400, type: 'https://tcg-rules.dev/problems/validation' });
    expect(noSeat.body.detail).toMatch(/seat 2 does not exist/);
  });

  it('GraphQL stepMatch, createMatch, replayMatch and scenarioMatch take views', async () => {
    const created = await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'views-gql' });
    const action = deciderAction(created.body);
    const rest = (await post(t, '/v1/games/toy/matches/step', { state: created.body.state, action, views: 'decider' })).body;
    const gql = await post(t, '/graphql', {
      query: 'mutation($s: JSON!, $a: JSON!, $v: JSON) { stepMatch(game: "toy", state: $s, action: $a, views: $v) { stateHash views status { decider } } }',
      variables: { s: created.body.state, a: action, v: 'decider' },
    });
    expect(gql.body.data.stepMatch.stateHash).toBe(rest.stateHash);
    expect(gql.body.data.stepMatch.views).toEqual(rest.views);
    const bad = await post(t, '/graphql', { query: 'mutation($s: JSON!, $a: JSON!) { stepMatch(game: "toy", state: $s, action: $a, views: "me") { stateHash } }', variables: { s: created.body.state, a: action } });
    expect(bad.body.errors[0].extensions.problem).toMatchObject({ status: 400, type: 'https://tcg-rules.dev/problems/validation' });
    const c = await post(t, '/graphql', { query: 'mutation($p: JSON!) { createMatch(game: "toy", players: $p, seed: "g", views: "none") { views } }', variables: { p: toyPlayers() } });
    expect(c.body.data.createMatch.views).toEqual({});
    const r = await post(t, '/graphql', { query: 'query($p: JSON!) { replayMatch(game: "toy", players: $p, seed: "g", actions: [], views: [1]) { views } }', variables: { p: toyPlayers() } });
    expect(Object.keys(r.body.data.replayMatch.views)).toEqual(['1']);
    const s = await post(t, '/graphql', { query: 'query($s: JSON!) { scenarioMatch(game: "toy", scenario: $s, views: "decider") { views status { decider } } }', variables: { s: toyScenario() } });
    expect(Object.keys(s.body.data.scenarioMatch.views)).toEqual([String(s.body.data.scenarioMatch.status.decider)]);
  });
});

const SQLITE_RUN = (await ensureTemplate()).kind === 'sqlite';
(SQLITE_RUN ? describe : describe.skip)(`the database away (SQLite file locked by another process)${SQLITE_RUN ? '' : ' (SKIPPED: this run\'s database is PostgreSQL)'}`, () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ STATE_KEYS: `snap:${KEY}` });
  });
  afterAll(async () => t?.close());

  it('a new snapshot cannot be stored: sealed create is 503; cached games and open mode keep playing; all recover on release', async () => {
    const created = await post(t!, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'away' });
    expect(created.status).toBe(200);
    // better-sqlite3 waits for a lock synchronously (5 s by default): shorten it on the instance's connection
    // (the snapshot store uses the catalog service's client)
    await t!.app.get(CatalogService).client().$queryRawUnsafe('PRAGMA busy_timeout = 100');
    const otherDecks = [{ name: 'Ann', deck: toyPlayers()[0]!.deck }, { name: 'Ann too', deck: toyPlayers()[0]!.deck }]; // another snapshot
    const other = new Database(t!.config.sqliteFile, { timeout: 100 });
    other.exec('BEGIN EXCLUSIVE');
    try {
      const fresh = await post(t!, '/v1/games/toy/matches', { players: otherDecks, seed: 'away-2' });
      expect({ status: fresh.status, type: fresh.body.type }).toEqual({ status: 503, type: 'https://tcg-rules.dev/problems/unavailable' });
      expect(JSON.stringify(fresh.body)).not.toMatch(/prisma|SQLITE|\.ts:\d+/i);
      expect((await post(t!, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) })).status).toBe(200);
      expect((await post(t!, '/v1/games/toy/matches', { players: otherDecks, seed: 'away-2', stateMode: 'open' })).status).toBe(200);
      store(t!.app).clear();
      expect((await post(t!, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) })).status).toBe(503);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await post(t!, '/v1/games/toy/matches/step', { state: created.body.state, action: deciderAction(created.body) })).status).toBe(200);
    expect((await post(t!, '/v1/games/toy/matches', { players: otherDecks, seed: 'away-2' })).status).toBe(200);
  });
});
