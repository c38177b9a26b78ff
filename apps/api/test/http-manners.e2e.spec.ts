/**
 * Issue 15 over HTTP, the catalog side: browsers can call the API (CORS, preflight; never the admin import),
 * catalog reads carry ETag / Cache-Control and answer 304, `GET /` is an index, imported facts are typed
 * (a misspelt key is a 400 naming the row and field, nothing imported), and a card carries its own ability
 * data end to end (an imported text-less card with ability data is played in a match; GET …/cards/{id} and
 * GraphQL show the ability data the engine runs, its source and status).
 */
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './harness.js';

const ADMIN = 'admin-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: ADMIN });
});
afterAll(async () => {
  await t?.close();
});

const ORIGIN = 'https://decks.example.org';
const json = (body: string) => JSON.parse(body);
const importCards = (game: string, cards: unknown[], headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/v1/games/${game}/cards/import`, payload: JSON.stringify(cards), headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}`, ...headers } });
const post = async (url: string, body: unknown) => {
  const r = await t.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: r.statusCode, body: json(r.body) };
};

describe('HTTP manners', () => {
  it('GET / answers a small index with links to the docs, the games and the health checks', async () => {
    const r = await t.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(200);
    const body = json(r.body);
    expect(body.links).toMatchObject({ docs: '/docs', openapi: '/docs/openapi.json', graphql: '/graphql', games: '/v1/games', health: '/health', ready: '/ready' });
    expect(body.games).toContain('shadowverse-evolve');
    expect(body.gamesWithEngine).toContain('shadowverse-evolve');
    for (const link of ['/docs/openapi.json', '/v1/games', '/health']) expect((await t.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('CORS: a preflight from another origin is answered (204) for public routes, refused (403, no CORS headers) for the admin import', async () => {
    const pre = await t.inject({ method: 'OPTIONS', url: '/v1/games/shadowverse-evolve/decks/validate', headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).not.toContain('authorization');
    const gql = await t.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } });
    expect(gql.statusCode).toBe(204);
    const admin = await t.inject({ method: 'OPTIONS', url: '/v1/games/pso2/cards/import', headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    expect(admin.statusCode).toBe(403);
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
    expect(json(admin.body).type).toBe('https://tcg-rules.dev/problems/cors-refused');
    // the actual requests: public answers (errors too) carry the headers; the import answer does not
    const get = await t.inject({ method: 'GET', url: '/v1/games/pso2', headers: { origin: ORIGIN } });
    expect(get.headers['access-control-allow-origin']).toBe('*');
    expect(String(get.headers['access-control-expose-headers'])).toContain('ETag');
    const missing = await t.inject({ method: 'GET', url: '/v1/games/pso2/cards/NOPE-1', headers: { origin: ORIGIN } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const imp = await importCards('pso2', [], { origin: ORIGIN });
    expect(imp.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS: a listed origin is echoed (Vary: Origin), another one gets no CORS headers and its preflight is refused; empty = off', async () => {
    const listed = await createTestApp({ CORS_ORIGINS: 'https://a.example,http://localhost:8080' });
    try {
      const ok = await listed.inject({ method: 'GET', url: '/v1/games', headers: { origin: 'http://localhost:8080' } });
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
      expect(String(ok.headers.vary)).toContain('Origin');
      const other = await listed.inject({ method: 'GET', url: '/v1/games', headers: { origin: 'https://evil.example' } });
      expect(other.statusCode).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await listed.inject({ method: 'OPTIONS', url: '/v1/games', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
      expect(pre.statusCode).toBe(403);
    } finally {
      await listed.close();
    }
  });

  it('catalog reads carry ETag and Cache-Control; If-None-Match answers 304 until an import moves the catalog version', async () => {
    const url = '/v1/games/tag-battle/cards?limit=5';
    const first = await t.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': tag, origin: ORIGIN } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['access-control-allow-origin']).toBe('*');
    for (const u of ['/v1/games', '/v1/games/tag-battle', '/v1/games/tag-battle/cards/SAMPLE-TAG-001', '/v1/games/tag-battle/formats', '/v1/schema/facts?game=tag-battle']) {
      const r = await t.inject({ method: 'GET', url: u });
      expect([u, r.statusCode, typeof r.headers.etag]).toEqual([u, 200, 'string']);
      expect((await t.inject({ method: 'GET', url: u, headers: { 'if-none-match': String(r.headers.etag) } })).statusCode).toBe(304);
    }
    // match routes are never cached
    expect((await t.inject({ method: 'POST', url: '/v1/games/tag-battle/decks/validate', payload: { deck: '# main\n1 SAMPLE-TAG-001' } })).headers.etag).toBeUndefined();
    // an import that changes a card moves the version: the old tag no longer matches
    const card = json((await t.inject({ method: 'GET', url: '/v1/games/tag-battle/cards/export' })).body.split('\n')[0]);
    expect((await importCards('tag-battle', [{ ...card, text: `${card.text} (errata)` }])).statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
  });
});

describe('typed game facts (extra)', () => {
  const gbf = JSON.parse(readFileSync('libs/catalog/data/granblue-fantasy.cards.json', 'utf8')) as Array<Record<string, any>>;

  it('a misspelt fact is a 400 naming the row and the field (with the likely name); nothing is imported', async () => {
    const good = { ...gbf[1]!, id: 'TEST-GBF-FACT-1' };
    const bad = { ...gbf[2]!, id: 'TEST-GBF-FACT-2', extra: { ...gbf[2]!.extra, rnak: 1 } };
    const r = await importCards('granblue-fantasy', [good, bad]);
    expect(r.statusCode).toBe(400);
    const body = json(r.body);
    expect(body.errors).toEqual([expect.objectContaining({ line: 2, field: 'extra.rnak', path: 'line 2.extra.rnak' })]);
    expect(body.errors[0].message).toContain('did you mean "rank"');
    expect(body.detail).toContain('line 2 (extra.rnak)');
    expect((await t.inject({ method: 'GET', url: '/v1/games/granblue-fantasy/cards/TEST-GBF-FACT-1' })).statusCode).toBe(404); // nothing imported
  });

  it('a fact of the wrong type is refused too; the schema is served at /v1/schema/facts', async () => {
    const bad = { ...gbf[1]!, id: 'TEST-GBF-FACT-3', extra: { ...gbf[1]!.extra, rank: 'high' } };
    const r = await importCards('granblue-fantasy', [bad]);
    expect(r.statusCode).toBe(400);
    expect(json(r.body).errors[0]).toMatchObject({ field: 'extra.rank', message: expect.stringContaining('must be integer or null') });
    const schema = json((await t.inject({ method: 'GET', url: '/v1/schema/facts?game=granblue-fantasy' })).body);
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(schema.properties.rank).toMatchObject({ type: ['integer', 'null'], rule: 'GBF 2-4' });
    expect((await t.inject({ method: 'GET', url: '/v1/schema/facts?game=nope' })).statusCode).toBe(404);
  });
});

describe('abilities as data, end to end (Shadowverse Evolve)', () => {
  /** A text-less follower whose only ability is data: 「[ファンファーレ]相手のリーダーに2ダメージ。」 as the engine runs it. */
  const DATA_CARD = {
    id: 'TEST-DATA-001', name: 'データの騎士', type: 'フォロワー', class_or_color: 'ロイヤル', cost: 1, attack: 1, defense_or_hp: 1, text: '',
    extra: { type_raw: 'フォロワー' },
    abilities: [{ kind: 'triggered', trigger: { on: 'sve.fanfare' }, effect: { type: 'damage', target: { player: 'opponent' }, amount: 2 } }],
  };

  it('ability data that breaks the game\'s ability schema is a 400 naming the row and field', async () => {
    const r = await importCards('shadowverse-evolve', [{ ...DATA_CARD, id: 'TEST-DATA-BAD', abilities: [{ kind: 'triggered', trigger: { on: 'sve.fanfare' }, effect: { type: 'damage', amount: 'lots' } }] }]);
    expect(r.statusCode).toBe(400);
    expect(json(r.body).errors[0].field).toMatch(/^abilities\[0\]\.effect/);
  });

  it('an imported text-less card with ability data: GET shows the data the engine runs (source data), and it is played in a match', async () => {
    const withText = { ...DATA_CARD, id: 'TEST-DATA-002', text: '[ファンファーレ]1枚引く。', abilities: [{ ...DATA_CARD.abilities[0], source: [0] }] };
    expect((await importCards('shadowverse-evolve', [DATA_CARD, withText])).statusCode).toBe(200);
    const card = json((await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/cards/TEST-DATA-001' })).body);
    expect(card.abilities).toEqual(DATA_CARD.abilities);
    expect(card.engine).toMatchObject({ game: 'shadowverse-evolve', abilitySource: 'data', status: 'vanilla', invalid: false, sentences: [], unread: [] });
    expect(card.engine.abilities[0]).toEqual(DATA_CARD.abilities[0]);
    // data takes precedence over the text: the engine plays the damage, not the compiled draw
    const other = json((await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/cards/TEST-DATA-002' })).body);
    expect(other.engine).toMatchObject({ abilitySource: 'data', status: 'partial', unread: [] });
    expect(other.engine.abilities[0].effect).toEqual({ type: 'damage', target: { player: 'opponent' }, amount: 2 });
    // a printed card without data: compiled, with what it could not read
    const compiled = json((await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/cards/SD02-009' })).body);
    expect(compiled.abilities).toBeNull();
    expect(compiled.engine).toMatchObject({ abilitySource: 'compiled', status: 'implemented', unread: [] });
    // GraphQL: the same report, also on search results
    const gql = await post('/graphql', { query: '{ card(game: "shadowverse-evolve", id: "TEST-DATA-001") { engine { abilitySource status abilities unread { index text } } } cards(game: "shadowverse-evolve", filter: { q: "データの騎士" }) { items { id engine { abilitySource } } } }' });
    expect(gql.body.data.card.engine).toMatchObject({ abilitySource: 'data', status: 'vanilla', unread: [] });
    expect(gql.body.data.cards.items.map((c: any) => c.engine.abilitySource)).toContain('data');

    // a match with the card in a legal deck (3 copies replace the 3 ニンジャエッグ of the SD02 starter deck)
    const decks = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.decks.json', 'utf8')) as Array<{ name: string; deck: any }>;
    const royal = structuredClone(decks.find((d) => d.name.includes('SD02'))!.deck);
    const main = royal.main as Array<{ id: string; count: number }>;
    expect(main[0]).toEqual({ id: 'SD02-007', count: 3 });
    main[0] = { id: 'TEST-DATA-001', count: 3 };
    const created = await post('/v1/games/shadowverse-evolve/matches', { players: [{ deck: royal }, { deck: royal }], seed: 'data-card' });
    expect([created.status, created.body.detail]).toEqual([200, undefined]);
    expect(created.body.status.unsupportedCards).toEqual([]);
    // and played: from the hand, its data ability deals 2 damage to the opposing leader (scenario position)
    const sc = await post('/v1/games/shadowverse-evolve/matches/scenario', {
      stateMode: 'open',
      scenario: {
        turn: { number: 3, active: 0, phase: 'main', first: 0 },
        players: [
          { counters: { pp: 1, maxPp: 2 }, zones: { leader: ['SD02-LD01'], hand: ['TEST-DATA-001'], deck: ['SD02-002', 'SD02-002'] } },
          { zones: { leader: ['SD02-LD01'], deck: ['SD02-002', 'SD02-002'] } },
        ],
      },
    });
    expect([sc.status, sc.body.detail]).toEqual([200, undefined]);
    const play = sc.body.views['0'].legalActions.find((a: any) => a.type === 'play');
    expect(play.label).toMatchObject({ en: 'Play: データの騎士', cards: [{ role: 'card', cardId: 'TEST-DATA-001', name: 'データの騎士' }] });
    const after = await post('/v1/games/shadowverse-evolve/matches/step', { state: sc.body.state, action: play });
    expect([after.status, after.body.detail]).toEqual([200, undefined]);
    expect(after.body.status.summary.players[1].health).toBe(18);
  });
});
