/**
 * Deck legality over HTTP (REST and GraphQL): verdicts with stable codes and rule clauses for every game,
 * malformed requests as 400 problem documents, conversion, formats and example decks.
 */
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { bodyLimitBytes: 1_048_576 });
});
afterAll(async () => {
  await t?.close();
});

const GAMES = ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] as const;
const examples = (game: string) => JSON.parse(readFileSync(`libs/catalog/data/${game}.decks.json`, 'utf8')) as Array<{ name: string; format: string | null; deck: any; legal: boolean; note: string }>;
const post = (url: string, body: unknown) =>
  t.inject({ method: 'POST', url, payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const validate = async (game: string, body: unknown) => {
  const res = await post(`/v1/games/${game}/decks/validate`, body);
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

describe.each(GAMES)('POST /v1/games/%s/decks/validate', (game) => {
  it('judges every shipped example deck as its data claims, citing the rule of each error', async () => {
    for (const ex of examples(game)) {
      const { status, body } = await validate(game, { deck: ex.deck, format: ex.format ?? undefined, asOf: '2026-11-21' });
      expect(status).toBe(200);
      expect({ name: ex.name, legal: body.legal }).toEqual({ name: ex.name, legal: ex.legal });
      for (const e of body.errors) {
        expect(e.code).toMatch(/^[A-Z_]+$/);
        expect(e.rule.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('SVE over HTTP (SVE 6.1.1)', () => {
  const legal = () => structuredClone(examples('shadowverse-evolve').find((d) => d.name.includes('SD01'))!.deck);
  const mainCount = (deck: any) => deck.main.reduce((n: number, e: any) => n + e.count, 0);

  it('SVE 6.1.1.2: 40 cards is legal, 39 is DECK_SIZE', async () => {
    const deck = legal();
    expect(mainCount(deck)).toBe(40);
    expect((await validate('shadowverse-evolve', { deck })).body.legal).toBe(true);
    const first = deck.main.find((e: any) => e.count > 1);
    first.count -= 1;
    const { body } = await validate('shadowverse-evolve', { deck });
    expect(body.legal).toBe(false);
    expect(body.counts.main).toBe(39);
    expect(body.errors).toEqual([expect.objectContaining({ code: 'DECK_SIZE', rule: 'SVE 6.1.1.2', section: 'main' })]);
  });

  it('SVE 6.1.1.4: a fourth copy is COPY_LIMIT naming the card', async () => {
    const deck = legal();
    const three = deck.main.find((e: any) => e.count === 3);
    const other = deck.main.find((e: any) => e !== three && e.count >= 1);
    three.count = 4;
    other.count -= 1;
    const { body } = await validate('shadowverse-evolve', { deck });
    expect(body.errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', rule: 'SVE 6.1.1.4', cards: expect.arrayContaining([three.id]) })]);
  });

  it('SVE B-1 sealed: no leader, 30 cards with 4 copies and two classes is legal; 29 is DECK_SIZE (B-1 6.1.1.3); the pool note is given', async () => {
    const main = [...legal().main.slice(0, 9), { id: 'SD02-002', count: 4 }];
    const total = main.reduce((n: number, e: any) => n + e.count, 0);
    main[0].count += 30 - total;
    const ok = (await validate('shadowverse-evolve', { deck: { main }, format: 'sealed' })).body;
    expect([ok.legal, ok.format, ok.counts.main, ok.errors]).toEqual([true, 'sealed', 30, []]);
    expect(ok.notes).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'SVE B-1 6.1.1' })]));
    main[0].count -= 1;
    const { body } = await validate('shadowverse-evolve', { deck: { main }, format: 'sealed' });
    expect(body.errors).toEqual([expect.objectContaining({ code: 'DECK_SIZE', rule: 'SVE B-1 6.1.1.3', section: 'main' })]);
  });

  it('text form with names and ids gives the same verdict as the JSON form', async () => {
    const deck = legal();
    const conv = await post('/v1/games/shadowverse-evolve/decks/convert', { deck, withNames: true });
    expect(conv.statusCode).toBe(200);
    const { text, json } = JSON.parse(conv.body);
    expect(text).toContain('# main');
    const fromText = await validate('shadowverse-evolve', { deck: text });
    expect(fromText.body.legal).toBe(true);
    expect(fromText.body.counts).toEqual({ leader: 1, main: 40, evolve: 10 });
    // round trip: text -> json -> text is stable
    const back = JSON.parse((await post('/v1/games/shadowverse-evolve/decks/convert', { deck: json, withNames: true })).body);
    expect(back.text).toBe(text);
  });

  it('an unknown card name is UNKNOWN_CARD with near-match suggestions', async () => {
    const { body } = await validate('shadowverse-evolve', { deck: '# leader\n1 SD01-LD01\n# main\n3 ローズクイン' });
    const unknown = body.errors.find((e: any) => e.code === 'UNKNOWN_CARD');
    expect(unknown).toBeDefined();
    expect(unknown.suggestions.join(' ')).toContain('ローズクイーン');
  });
});

describe('malformed requests are 400 problem documents, not verdicts', () => {
  const cases: Array<[string, unknown]> = [
    ['no deck', { format: 'standard' }],
    ['deck is a number', { deck: 42 }],
    ['deck is an array', { deck: [1, 2] }],
    ['negative count', { deck: { leader: 'SD01-LD01', main: [{ id: 'SD01-001', count: -3 }] } }],
    ['fractional count', { deck: { main: [{ id: 'SD01-001', count: 1.5 }] } }],
    ['unknown section', { deck: { sideboard: [{ id: 'SD01-001', count: 1 }] } }],
    ['unknown format', { deck: { main: [] }, format: 'vintage' }],
    ['bad asOf', { deck: { main: [] }, asOf: '21/11/2026' }],
    ['unknown field', { deck: { main: [] }, colour: 'red' }],
  ];
  it.each(cases)('%s', async (_name, body) => {
    const res = await post('/v1/games/shadowverse-evolve/decks/validate', body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const p = JSON.parse(res.body);
    expect(p.status).toBe(400);
    expect(p.detail.length).toBeGreaterThan(5);
  });

  it('a body over the limit is 413, not a 500', async () => {
    const res = await post('/v1/games/shadowverse-evolve/decks/validate', { deck: 'x'.repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body).status).toBe(413);
  });

  it('invalid JSON is 400', async () => {
    const res = await post('/v1/games/shadowverse-evolve/decks/validate', '{"deck": ');
    expect(res.statusCode).toBe(400);
  });
});

describe('formats, examples and GraphQL', () => {
  it('GET formats lists the named options and restriction lists with dates', async () => {
    const res = await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/formats' });
    const formats = JSON.parse(res.body);
    const standard = formats.find((f: any) => f.id === 'standard');
    expect(standard.isDefault).toBe(true);
    expect(standard.options).toHaveProperty('basis');
    expect(formats.some((f: any) => f.id === 'crossover')).toBe(true);
    for (const f of formats) for (const r of f.restrictions) expect(r.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('GET decks/examples: at least two legal decks per game; playable only where an engine implements every card', async () => {
    for (const game of GAMES) {
      const list = JSON.parse((await t.inject({ method: 'GET', url: `/v1/games/${game}/decks/examples` })).body);
      expect(list.filter((d: any) => d.legal).length).toBeGreaterThanOrEqual(2);
      // an illegal deck is never playable
      expect(list.filter((d: any) => !d.legal && d.playable)).toEqual([]);
      if (game === 'tag-battle' || game === 'granblue-fantasy') expect(list.filter((d: any) => d.legal).every((d: any) => d.playable)).toBe(true); // issues 13 / 12: every sample card implemented
      else if (game === 'rebirth-for-you') expect(list.filter((d: any) => d.name.startsWith('R4U playable: ')).every((d: any) => d.playable)).toBe(true); // issue 20: one per trial-deck title
      else if (game !== 'shadowverse-evolve' && game !== 'pso2') expect(list.every((d: any) => d.playable === false)).toBe(true); // no engine yet
      if (game === 'granblue-fantasy') expect(list.filter((d: any) => d.playable).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('PSO2: every legal example deck is playable (4 player decks and the raid boss deck; every sample card implemented)', async () => {
    const list = JSON.parse((await t.inject({ method: 'GET', url: '/v1/games/pso2/decks/examples' })).body);
    expect(list.filter((d: any) => d.legal).map((d: any) => [d.format, d.playable])).toEqual([
      ['standard', true], ['standard', true], ['standard', true], ['standard', true], ['raid', true],
    ]);
  });

  it('SVE: one playable real deck per class (SD01-SD06 starter cards, and SD07, SD08; every card implemented)', async () => {
    const list = JSON.parse((await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/decks/examples' })).body);
    const playable = list.filter((d: any) => d.playable).map((d: any) => d.name);
    for (const set of ['SD01', 'SD02', 'SD03', 'SD04', 'SD05', 'SD06', 'SD07', 'SD08']) expect(playable.some((n: string) => n.includes(set))).toBe(true);
    // the sandbox sample 'Sample Constructed Royal' is playable since its last card, CP04-115 クローチェ, is implemented (issue #17)
    expect(list.find((d: any) => d.name.includes('Sample Constructed Royal')).playable).toBe(true);
    // the newest set's example deck (BP18 ロイヤル, issue #17) is built from implemented cards only
    expect(list.find((d: any) => d.name.startsWith('SVE BP18 ')).playable).toBe(true);
  });

  it('GraphQL validateDeck gives the same verdict as REST', async () => {
    const ex = examples('pso2').find((d) => !d.legal)!;
    const rest = (await validate('pso2', { deck: ex.deck, asOf: '2026-11-21' })).body;
    const res = await post('/graphql', {
      query: 'query($d: JSON!) { validateDeck(game: "pso2", deck: $d, asOf: "2026-11-21") { legal format counts errors { code rule section cards } } }',
      variables: { d: ex.deck },
    });
    const g = JSON.parse(res.body).data.validateDeck;
    expect(g.legal).toBe(false);
    expect(g.counts).toEqual(rest.counts);
    expect(g.errors.map((e: any) => [e.code, e.rule])).toEqual(rest.errors.map((e: any) => [e.code, e.rule]));
  });
});
