/**
 * Deck codes over HTTP (docs/deck-codes.md): every example deck of every game (GET …/decks/examples) converts to a
 * code and back to the same deck in the same format (PSO2 raid boss decks included), validates the same as the
 * example itself, and plays (a match is created from two codes); malformed codes answer 400 naming the reason.
 */
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const GAMES = ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] as const;
const TAGS: Record<string, string> = { 'shadowverse-evolve': 'sve', 'rebirth-for-you': 'r4u', 'granblue-fantasy': 'gbf', pso2: 'pso2', 'tag-battle': 'tag' };
const post = async (url: string, body: unknown) => {
  const res = await t.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const get = async (url: string) => JSON.parse((await t.inject({ method: 'GET', url })).body);

describe.each(GAMES)('deck codes of %s', (game) => {
  it('every example deck: convert -> code -> convert gives the same deck, format and every section; validate(code) = validate(deck)', async () => {
    const examples = (await get(`/v1/games/${game}/decks/examples`)) as Array<{ name: string; format: string; deck: unknown; legal: boolean }>;
    expect(examples.length).toBeGreaterThan(0);
    for (const ex of examples) {
      const there = await post(`/v1/games/${game}/decks/convert`, { deck: ex.deck, format: ex.format });
      expect(there.status).toBe(200);
      const code = there.body.code as string;
      expect(code).toMatch(new RegExp(`^tcg1\\.${TAGS[game]}\\.[A-Za-z0-9_-]+$`));
      // the code alone (no format in the request) carries the format and every section
      const back = await post(`/v1/games/${game}/decks/convert`, { deck: code });
      expect(back.status).toBe(200);
      expect({ name: ex.name, format: back.body.format, json: back.body.json, text: back.body.text, code: back.body.code }).toEqual({
        name: ex.name,
        format: ex.format,
        json: there.body.json,
        text: there.body.text,
        code,
      });
      const byDeck = await post(`/v1/games/${game}/decks/validate`, { deck: ex.deck, format: ex.format });
      const byCode = await post(`/v1/games/${game}/decks/validate`, { deck: code });
      expect(byCode.status).toBe(200);
      expect({ name: ex.name, legal: byCode.body.legal, format: byCode.body.format, deck: byCode.body.deck, errors: byCode.body.errors.map((e: any) => e.code) }).toEqual({
        name: ex.name,
        legal: ex.legal,
        format: ex.format,
        deck: byDeck.body.deck,
        errors: byDeck.body.errors.map((e: any) => e.code),
      });
    }
  });
});

describe('PSO2 raid boss deck (協力レイドバトル): the code keeps boss and bossDeck', () => {
  it('the boss example decodes to its boss card and its 20-card boss deck in format raid', async () => {
    const examples = (await get('/v1/games/pso2/decks/examples')) as Array<{ name: string; format: string; deck: any }>;
    const boss = examples.find((e) => e.format === 'raid')!;
    const { body } = await post('/v1/games/pso2/decks/convert', { deck: boss.deck, format: 'raid', to: 'code' });
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['code', 'format', 'issues']));
    expect(body.text).toBeUndefined();
    const verdict = await post('/v1/games/pso2/decks/validate', { deck: body.code });
    expect(verdict.body.format).toBe('raid');
    expect(verdict.body.counts.boss).toBe(1);
    expect(verdict.body.counts.bossDeck).toBe(20);
    expect(verdict.body.legal).toBe(true);
  });
});

describe('matches accept deck codes', () => {
  it('SVE: a match created from two codes is the same game as one created from the decks (same seed: same views and status)', async () => {
    const examples = (await get('/v1/games/shadowverse-evolve/decks/examples')) as Array<{ name: string; deck: unknown; playable: boolean }>;
    const [a, b] = examples.filter((e) => e.playable);
    const codeOf = async (deck: unknown) => (await post('/v1/games/shadowverse-evolve/decks/convert', { deck, to: 'code' })).body.code as string;
    const byCode = await post('/v1/games/shadowverse-evolve/matches', { seed: 'codes', views: 'all', players: [{ deck: await codeOf(a!.deck) }, { deck: await codeOf(b!.deck) }] });
    const byDeck = await post('/v1/games/shadowverse-evolve/matches', { seed: 'codes', views: 'all', players: [{ deck: a!.deck }, { deck: b!.deck }] });
    expect(byCode.status).toBe(200);
    // sealed state hashes differ by each match's commitment salt (issue 16); the game itself is the same
    expect(byCode.body.stateHash).not.toBe(byDeck.body.stateHash);
    expect(byCode.body.status).toEqual(byDeck.body.status);
    expect(byCode.body.views).toEqual(byDeck.body.views);
  });
});

describe('malformed deck codes answer 400 malformed-deck with reason BAD_DECK_CODE and why', () => {
  it.each([
    ['PREFIX', 'tcg1.sve'],
    ['VERSION', 'tcg7.sve.eNorLknMS0ksSuHKSU1MSS2yDXYxMNT1cTEw5MpNzMyDcA0MDLWMuVLL8nPKUm0Bis8O8w'],
    ['GAME', 'tcg1.nope.eNorLknMS0ksSuHKSU1MSS2yDXYxMNT1cTEw5MpNzMyDcA0MDLWMuVLL8nPKUm0Bis8O8w'],
    ['BASE64', 'tcg1.sve.ab+/c'],
    ['CORRUPT', 'tcg1.sve.eNorLknMS0ksSuHKSU1MSS2yDXYxMNT1cTEw5MpNzMyDcA0MDLWMuVLL8nPKUm0Bis8AAA'],
    ['SECTION', 'tcg1.sve.eJwrLknMS0ksSuFKyi8uto0AAC8lBag'],
    ['COUNT', 'tcg1.sve.eJwrLknMS0ksSuHKTczMs43QMgAAOpoF8A'],
  ])('%s: %s', async (why, code) => {
    for (const url of ['/v1/games/shadowverse-evolve/decks/validate', '/v1/games/shadowverse-evolve/decks/convert']) {
      const res = await post(url, { deck: code });
      expect({ url, status: res.status, type: res.body.type, reason: res.body.reason, why: res.body.details?.codeError }).toEqual({
        url,
        status: 400,
        type: expect.stringContaining('malformed-deck'),
        reason: 'BAD_DECK_CODE',
        why,
      });
      expect(res.body.detail).toMatch(/^Malformed deck code: /);
    }
  });

  it('GAME: a PSO2 code sent to Shadowverse Evolve (also in a match request, with the player\'s path)', async () => {
    const examples = (await get('/v1/games/pso2/decks/examples')) as Array<{ deck: unknown; format: string }>;
    const code = (await post('/v1/games/pso2/decks/convert', { deck: examples[0]!.deck, to: 'code' })).body.code;
    const res = await post('/v1/games/shadowverse-evolve/decks/validate', { deck: code });
    expect([res.status, res.body.details?.codeError]).toEqual([400, 'GAME']);
    const match = await post('/v1/games/shadowverse-evolve/matches', { players: [{ deck: code }, { deck: code }] });
    expect(match.status).toBe(400);
    expect(JSON.stringify(match.body)).toContain('players[0].deck');
  });
});

describe('text decks: each issue names its lines', () => {
  it('SVE: the copy-limit error points at the line of the 4-copy entry, an unknown card at its line', async () => {
    const text = '# leader\n1 SD01-LD01\n# main\n4 SD01-001\n3 SD01-002\n1 NOPE-999\n# evolve\n';
    const { body } = await post('/v1/games/shadowverse-evolve/decks/validate', { deck: text });
    const copy = body.errors.find((e: any) => e.code === 'COPY_LIMIT');
    expect(copy.lines).toEqual([4]);
    expect(body.errors.find((e: any) => e.code === 'UNKNOWN_CARD').lines).toEqual([6]);
    const size = body.errors.find((e: any) => e.code === 'DECK_SIZE' && e.section === 'main');
    expect(size.lines).toEqual([3]);
  });
});
