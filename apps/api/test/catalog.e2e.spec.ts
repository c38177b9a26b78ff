/**
 * The card catalog over REST: games, search and pagination, single cards, errors as problem documents,
 * import (admin, all-or-nothing, idempotent) and export. Runs on SQLite, and on PostgreSQL when
 * DATABASE_URL names one (.ci/run does both).
 */
import { createTestApp, type TestApp } from './harness.js';

const ADMIN = 'test-admin-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: ADMIN });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.inject({ method: 'GET', url });
const json = <T = any>(res: { body: string }) => JSON.parse(res.body) as T;

describe('GET /v1/games', () => {
  it('lists the five games with their deck sections and catalog counts', async () => {
    const res = await get('/v1/games');
    expect(res.statusCode).toBe(200);
    const games = json<any[]>(res);
    expect(games.map((g) => g.slug)).toEqual(['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle']);
    const sve = games[0];
    expect(sve.catalog.cards).toBe(6556);
    expect(sve.catalog.sample).toBe(false);
    expect(games[1].catalog.cards).toBe(5891);
    for (const g of games.slice(2)) {
      expect(g.catalog.sample).toBe(true);
      expect(g.catalog.cards).toBeGreaterThanOrEqual(40);
    }
    // SVE 6.1.1: main deck 40 to 50, evolve deck 0 to 10.
    const main = sve.deckSections.find((s: any) => s.name === 'main');
    expect([main.min, main.max]).toEqual([40, 50]);
    const evolve = sve.deckSections.find((s: any) => s.name === 'evolve');
    expect([evolve.min, evolve.max]).toEqual([0, 10]);
  });

  it('an unknown game slug is a 404 problem document', async () => {
    const res = await get('/v1/games/magic');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const p = json(res);
    expect(p).toMatchObject({ status: 404, title: 'Unknown game' });
    expect(p.detail).toContain('magic');
    expect(p).not.toHaveProperty('stack');
  });
});

describe('GET /v1/games/{game}/cards', () => {
  it('finds cards by a Japanese name substring', async () => {
    const res = await get(`/v1/games/shadowverse-evolve/cards?q=${encodeURIComponent('コッコロ')}&limit=100`);
    expect(res.statusCode).toBe(200);
    const page = json(res);
    expect(page.total).toBe(10);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((c: any) => c.name.includes('コッコロ'))).toBe(true);
    expect(page.nextCursor).toBeNull();
  });

  it('pages with a cursor through every match exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/v1/games/shadowverse-evolve/cards?class=${encodeURIComponent('エルフ')}&cost=2&type=${encodeURIComponent('フォロワー')}&limit=40${cursor ? `&cursor=${cursor}` : ''}`;
      const page: any = json(await get(url));
      expect(page.total).toBe(170);
      seen.push(...page.items.map((c: any) => c.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(5); // 40+40+40+40+10
    expect(seen).toHaveLength(170);
    expect(new Set(seen).size).toBe(170);
    expect([...seen].sort()).toEqual(seen);
  });

  it('limit 100 is allowed, 101 and 0 are 400 with the field named', async () => {
    expect((await get('/v1/games/rebirth-for-you/cards?limit=100')).statusCode).toBe(200);
    for (const bad of ['101', '0', 'abc']) {
      const res = await get(`/v1/games/rebirth-for-you/cards?limit=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors.some((e: any) => e.path === 'limit')).toBe(true);
    }
  });

  it('an unknown query parameter and a forged cursor are 400', async () => {
    expect((await get('/v1/games/rebirth-for-you/cards?colour=red')).statusCode).toBe(400);
    const res = await get('/v1/games/rebirth-for-you/cards?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toMatch(/cursor/i);
  });
});

describe('GET /v1/games/{game}/cards/{id}', () => {
  it('returns one card with its printed facts', async () => {
    const res = await get('/v1/games/shadowverse-evolve/cards/BP01-001');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: 'BP01-001', name: 'ローズクイーン', classOrColor: 'エルフ', cost: 8, attack: 7, defense: 7, type: 'フォロワー' });
  });

  it('ids with a slash work when URL-encoded (Re:Birth numbers)', async () => {
    const res = await get(`/v1/games/rebirth-for-you/cards/${encodeURIComponent('AL/PR-0001')}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).name).toBe('アマゾン');
  });

  it('an unknown id is a 404 problem document', async () => {
    const res = await get('/v1/games/shadowverse-evolve/cards/NOPE-999');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ status: 404, title: 'Not Found' });
    expect(json(res).detail).toContain('NOPE-999');
  });
});

describe('POST /v1/games/{game}/cards/import', () => {
  const card = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `テスト${id}`, type: 'キャラ', cost: 1, attack: 1, defense_or_hp: 1, text: '', ...extra });
  const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${ADMIN}` }, contentType = 'application/json') =>
    t.inject({ method: 'POST', url: '/v1/games/rebirth-for-you/cards/import', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': contentType, ...headers } });

  it('without the admin token: 401 and nothing written', async () => {
    const before = json(await get('/v1/games/rebirth-for-you')).catalog.cards;
    expect((await post([card('ZZ/T-001')], {})).statusCode).toBe(401);
    expect((await post([card('ZZ/T-001')], { authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
    expect(json(await get('/v1/games/rebirth-for-you')).catalog.cards).toBe(before);
  });

  it('a file with one bad row imports nothing and names the row', async () => {
    const before = json(await get('/v1/games/rebirth-for-you')).catalog.cards;
    const jsonl = [card('ZZ/T-101'), card('ZZ/T-102'), card('ZZ/T-103', { cost: 'three' }), card('ZZ/T-104')].map((c) => JSON.stringify(c)).join('\n');
    const res = await post(jsonl, undefined, 'application/x-ndjson');
    expect(res.statusCode).toBe(400);
    const p = json(res);
    expect(p.errors).toEqual([expect.objectContaining({ line: 3, field: 'cost' })]);
    expect(p.detail).toContain('line 3');
    expect(json(await get('/v1/games/rebirth-for-you')).catalog.cards).toBe(before);
    expect((await get(`/v1/games/rebirth-for-you/cards/${encodeURIComponent('ZZ/T-101')}`)).statusCode).toBe(404);
  });

  it('is idempotent: the same file twice creates once, then changes nothing', async () => {
    const cards = [card('ZZ/T-201'), card('ZZ/T-202')];
    const first = json(await post(cards));
    expect(first).toMatchObject({ received: 2, created: 2, updated: 0, unchanged: 0 });
    const second = json(await post(cards));
    expect(second).toMatchObject({ received: 2, created: 0, updated: 0, unchanged: 2, version: first.version });
    const third = json(await post([card('ZZ/T-201', { cost: 2 }), card('ZZ/T-202')]));
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 1, version: first.version + 1 });
    expect(json(await get(`/v1/games/rebirth-for-you/cards/${encodeURIComponent('ZZ/T-201')}`)).cost).toBe(2);
  });

  it('accepts CSV with list columns', async () => {
    const csv = 'id,name,type,traits,cost,attack,defense_or_hp,text\nZZ/T-301,"カンマ,入り",キャラ,剣士|魔法,2,3,4,"【自】テスト"\n';
    const res = await post(csv, undefined, 'text/csv');
    expect(res.statusCode).toBe(200);
    const c = json(await get(`/v1/games/rebirth-for-you/cards/${encodeURIComponent('ZZ/T-301')}`));
    expect(c).toMatchObject({ name: 'カンマ,入り', traits: ['剣士', '魔法'], cost: 2, attack: 3, defense: 4 });
  });
});

describe('GET /v1/games/{game}/cards/export', () => {
  it('streams the whole catalog as JSON lines in the import shape', async () => {
    const res = await get('/v1/games/granblue-fantasy/cards/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBe(json(await get('/v1/games/granblue-fantasy')).catalog.cards);
    expect(lines[0]).toHaveProperty('defense_or_hp');
    expect(lines.every((c) => c.flags.sample === true)).toBe(true);
  });
});

describe('health', () => {
  it('GET /health is live and GET /ready reports the database and catalogs', async () => {
    expect(json(await get('/health'))).toEqual({ status: 'ok' });
    const ready = await get('/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready).status).toBe('ok');
  });
});
