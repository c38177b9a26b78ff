/**
 * Catalog writes need the admin token (ADMIN_TOKEN): REST POST .../cards/import and the GraphQL
 * importCards mutation. A missing or wrong token is 401 and nothing is written; without ADMIN_TOKEN
 * writes are disabled (403). The token never appears in an answer.
 */
import { createTestApp, type TestApp } from './harness.js';

const ADMIN = 'test-admin-token-0123456789';
let t: TestApp;
let disabled: TestApp;

beforeAll(async () => {
  [t, disabled] = await Promise.all([createTestApp({ ADMIN_TOKEN: ADMIN }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), disabled?.close()]);
});

type Res = { statusCode: number; headers: Record<string, unknown>; body: string };
const GAME = 'pso2';
const card = (id: string) => ({ id, name: `認証テスト${id}`, type: 'キャラ', cost: 1, attack: 1, defense_or_hp: 1, text: '' });
const restImport = (app: TestApp, cards: unknown[], headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/v1/games/${GAME}/cards/import`, payload: JSON.stringify(cards), headers: { 'content-type': 'application/json', ...headers } }) as Promise<Res>;
const gqlImport = async (app: TestApp, cards: unknown[], headers: Record<string, string>) => {
  const res = (await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: 'mutation($g: String!, $c: JSON!) { importCards(game: $g, cards: $c) { created version } }', variables: { g: GAME, c: cards } },
    headers: { 'content-type': 'application/json', ...headers },
  })) as Res;
  return { status: res.statusCode, body: JSON.parse(res.body), raw: res.body };
};

/** What a write would change: catalog size and version (memory), and the card in the database. */
async function snapshot(app: TestApp, id: string) {
  const game = JSON.parse((await app.inject({ method: 'GET', url: `/v1/games/${GAME}` })).body);
  const search = JSON.parse((await app.inject({ method: 'GET', url: `/v1/games/${GAME}/cards?limit=1` })).body);
  const one = await app.inject({ method: 'GET', url: `/v1/games/${GAME}/cards/${encodeURIComponent(id)}` });
  return { cards: game.catalog.cards, version: game.catalog.version, dbTotal: search.total, cardStatus: one.statusCode };
}

const BAD_HEADERS: Array<[string, Record<string, string>]> = [
  ['no header', {}],
  ['wrong bearer token', { authorization: 'Bearer wrong-token-wrong-token' }],
  ['the token with one character changed', { authorization: `Bearer ${ADMIN.slice(0, -1)}X` }],
  ['a prefix of the token', { authorization: `Bearer ${ADMIN.slice(0, 16)}` }],
  ['the token plus a character', { authorization: `Bearer ${ADMIN}x` }],
  ['empty bearer', { authorization: 'Bearer ' }],
  ['Basic scheme carrying the token', { authorization: `Basic ${Buffer.from(`admin:${ADMIN}`).toString('base64')}` }],
  ['the token without a scheme', { authorization: ADMIN }],
  ['wrong X-Admin-Token', { 'x-admin-token': 'wrong-token-wrong-token' }],
];

describe('REST catalog import needs the admin token', () => {
  it.each(BAD_HEADERS)('%s: 401 problem, nothing written, no token echoed', async (_name, headers) => {
    const id = 'AUTH-REST-1';
    const before = await snapshot(t, id);
    expect(before.cardStatus).toBe(404);
    const res = await restImport(t, [card(id)], headers);
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(JSON.parse(res.body)).toMatchObject({ type: 'https://tcg-rules.dev/problems/unauthorized', status: 401 });
    expect(res.body).not.toContain(ADMIN);
    expect(res.body).not.toContain('wrong-token');
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('the right token (Bearer or X-Admin-Token) writes', async () => {
    const before = await snapshot(t, 'AUTH-REST-2');
    const res = await restImport(t, [card('AUTH-REST-2')], { authorization: `Bearer ${ADMIN}` });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ created: 1, version: before.version + 1 });
    const after = await snapshot(t, 'AUTH-REST-2');
    expect(after).toEqual({ cards: before.cards + 1, version: before.version + 1, dbTotal: before.dbTotal + 1, cardStatus: 200 });
    const viaHeader = await restImport(t, [card('AUTH-REST-3')], { 'x-admin-token': ADMIN });
    expect(viaHeader.statusCode).toBe(200);
  });

  it('without ADMIN_TOKEN configured, writes are disabled: 403 even with a token', async () => {
    const res = await restImport(disabled, [card('AUTH-REST-4')], { authorization: `Bearer ${ADMIN}` });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ type: 'https://tcg-rules.dev/problems/admin-disabled', status: 403 });
    expect((await snapshot(disabled, 'AUTH-REST-4')).cardStatus).toBe(404);
  });
});

describe('GraphQL importCards needs the admin token', () => {
  it.each(BAD_HEADERS)('%s: UNAUTHENTICATED with a 401 problem, no data, nothing written', async (_name, headers) => {
    const id = 'AUTH-GQL-1';
    const before = await snapshot(t, id);
    const res = await gqlImport(t, [card(id)], headers);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', problem: { status: 401, type: 'https://tcg-rules.dev/problems/unauthorized' } });
    expect(res.raw).not.toContain(ADMIN);
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('the right token writes; without ADMIN_TOKEN configured the mutation is FORBIDDEN', async () => {
    const before = await snapshot(t, 'AUTH-GQL-2');
    const ok = await gqlImport(t, [card('AUTH-GQL-2')], { authorization: `Bearer ${ADMIN}` });
    expect(ok.body.data.importCards).toEqual({ created: 1, version: before.version + 1 });
    expect((await snapshot(t, 'AUTH-GQL-2')).cardStatus).toBe(200);
    const off = await gqlImport(disabled, [card('AUTH-GQL-3')], { authorization: `Bearer ${ADMIN}` });
    expect(off.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', problem: { status: 403 } });
    expect((await snapshot(disabled, 'AUTH-GQL-3')).cardStatus).toBe(404);
  });
});
