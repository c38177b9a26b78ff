/**
 * Input limits (docs/security.md), each tested at the limit and one over: request body size (general and
 * catalog import), JSON nesting depth, GraphQL depth / cost / tokens / literal nesting, introspection in
 * production, deck size limits over HTTP, and the cap on listed validation errors.
 */
import { parse } from 'graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { jsonDepth } from '../src/common/json-body.js';
import { measureOperations } from '../src/graphql/limits.js';
import { createTestApp, type TestApp } from './harness.js';

const ADMIN = 'test-admin-token-0123456789';
const MiB = 1_048_576;

/** Default configuration. */
let def: TestApp;
/** Small limits, to test "at the limit / one over" cheaply. */
let small: TestApp;

beforeAll(async () => {
  [def, small] = await Promise.all([
    createTestApp({ ADMIN_TOKEN: ADMIN }),
    createTestApp({
      ADMIN_TOKEN: ADMIN,
      BODY_LIMIT_BYTES: '4096',
      IMPORT_BODY_LIMIT_BYTES: '8192',
      JSON_DEPTH_LIMIT: '10',
      GRAPHQL_DEPTH_LIMIT: '3',
      GRAPHQL_COMPLEXITY_LIMIT: '112',
      GRAPHQL_MAX_TOKENS: '100',
      DECK_MAX_ENTRIES: '10',
      DECK_MAX_CARDS: '60',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([def?.close(), small?.close()]);
});

type Res = { statusCode: number; headers: Record<string, unknown>; body: string };
const post = (t: TestApp, url: string, payload: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } }) as Promise<Res>;
const json = (r: Res) => JSON.parse(r.body);
const gql = async (t: TestApp, query: string, variables: Record<string, unknown> = {}) => {
  const r = await post(t, '/graphql', JSON.stringify({ query, variables }));
  return { status: r.statusCode, body: json(r) };
};
/** A problem document with the given status (and type slug). */
function expectProblem(r: Res, status: number, slug?: string) {
  expect(r.statusCode).toBe(status);
  expect(String(r.headers['content-type'])).toContain('application/problem+json');
  const p = json(r);
  expect(p.status).toBe(status);
  if (slug) expect(p.type).toBe(`https://tcg-rules.dev/problems/${slug}`);
  expect(p.detail.length).toBeGreaterThan(10);
  return p;
}
/** JSON text of `{"deck":{}}` padded with JSON whitespace to exactly `bytes` bytes. */
const padded = (doc: string, bytes: number) => doc.padEnd(bytes, ' ');
const VALIDATE = '/v1/games/pso2/decks/validate';

describe('request body size (BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES)', () => {
  it('default 1 MiB: a body of exactly 1 MiB is read, 1 MiB + 1 byte is a 413 problem', async () => {
    const at = await post(def, VALIDATE, padded('{"deck":{}}', MiB));
    expect(at.statusCode).toBe(200);
    expect(json(at).counts).toBeDefined();
    expectProblem(await post(def, VALIDATE, padded('{"deck":{}}', MiB + 1)), 413, 'content-too-large');
  });

  it('default import limit 32 MiB: exactly 32 MiB is read (400: no cards), one byte more is 413', async () => {
    const url = '/v1/games/pso2/cards/import';
    const auth = { authorization: `Bearer ${ADMIN}` };
    const at = await post(def, url, padded('[]', 32 * MiB), auth);
    expect(expectProblem(at, 400, 'validation').detail).toMatch(/no cards/);
    expectProblem(await post(def, url, padded('[]', 32 * MiB + 1), auth), 413, 'content-too-large');
  });

  it('configured 4096 / 8192: at the limit read, one over 413; the import limit applies to imports only', async () => {
    expect((await post(small, VALIDATE, padded('{"deck":{}}', 4096))).statusCode).toBe(200);
    expectProblem(await post(small, VALIDATE, padded('{"deck":{}}', 4097)), 413);
    const url = '/v1/games/pso2/cards/import';
    const auth = { authorization: `Bearer ${ADMIN}` };
    expectProblem(await post(small, url, padded('[]', 8192), auth), 400, 'validation');
    expectProblem(await post(small, url, padded('[]', 8193), auth), 413);
    // an import-sized body on another route is still over the general limit
    expectProblem(await post(small, VALIDATE, padded('{"deck":{}}', 8192)), 413);
    // the GraphQL endpoint has the general limit too
    expectProblem(await post(small, '/graphql', padded('{"query":"{ __typename }"}', 4097)), 413);
    expect((await post(small, '/graphql', padded('{"query":"{ __typename }"}', 4096))).statusCode).toBe(200);
  });
});

describe('JSON nesting depth (JSON_DEPTH_LIMIT)', () => {
  /** {"deck":{"extra": ...}}: `extra` is deck metadata the parser ignores, so any depth is otherwise fine. */
  const deckWithDepth = (depth: number) => `{"deck":{"extra":${'{"a":'.repeat(depth - 2)}1${'}'.repeat(depth - 2)}}}`;

  it('the scanner measures nesting outside strings, escapes included', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('[[],{"a":[1]}]')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[[\\\\"}')).toBe(1);
    expect(jsonDepth('{"a":[1]}\n[[]]\n{}')).toBe(2); // JSON lines: each line starts again at 0
    expect(jsonDepth('['.repeat(1000), 64)).toBe(65); // stops at limit + 1
    expect(jsonDepth(deckWithDepth(64))).toBe(64);
  });

  it('default 64: depth 64 is validated (200), depth 65 is a 400 json-too-deep problem', async () => {
    const at = await post(def, VALIDATE, deckWithDepth(64));
    expect(at.statusCode).toBe(200);
    const over = expectProblem(await post(def, VALIDATE, deckWithDepth(65)), 400, 'json-too-deep');
    expect(over.limit).toBe(64);
    // arrays count the same; a million levels costs a linear scan, never a stack overflow
    expectProblem(await post(def, VALIDATE, `{"deck":${'['.repeat(65)}${']'.repeat(65)}}`), 400, 'json-too-deep');
    expectProblem(await post(def, VALIDATE, `{"deck":${'['.repeat(500_000)}${']'.repeat(500_000)}}`), 400, 'json-too-deep');
  });

  it('configured 10: depth 10 passes, 11 refused; GraphQL variables are JSON bodies too', async () => {
    expect((await post(small, VALIDATE, deckWithDepth(10))).statusCode).toBe(200);
    expectProblem(await post(small, VALIDATE, deckWithDepth(11)), 400, 'json-too-deep');
    const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
    const query = 'query($d: JSON!) { validateDeck(game: "pso2", deck: $d) { legal } }';
    // body {"query", "variables":{"d":{"extra": nested}}}: depth 3 + levels
    const ok = await post(small, '/graphql', JSON.stringify({ query, variables: { d: { extra: nested(7) } } }));
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.validateDeck.legal).toBe(false);
    expectProblem(await post(small, '/graphql', JSON.stringify({ query, variables: { d: { extra: nested(8) } } })), 400, 'json-too-deep');
  });

  it('GraphQL argument literals have the same limit (10): 10 levels pass, 11 are refused', async () => {
    const lit = (levels: number) => `{ validateDeck(game: "pso2", deck: {extra: ${'{a: '.repeat(levels - 1)}1${'}'.repeat(levels - 1)}}) { legal } }`;
    const ok = await gql(small, lit(10));
    expect(ok.status).toBe(200);
    expect(ok.body.data.validateDeck.legal).toBe(false);
    const over = await gql(small, lit(11));
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions.problem).toMatchObject({ type: 'https://tcg-rules.dev/problems/json-too-deep', status: 400, limit: 10 });
  });
});

describe('GraphQL limits', () => {
  it('depth (configured 3): 3 levels answer, 4 are refused with a query-too-deep problem', async () => {
    const ok = await gql(small, '{ gameList { deckSections { name } } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data.gameList).toHaveLength(5);
    const over = await gql(small, '{ cards(game: "pso2") { items { flags { token } } } }');
    expect(over.status).toBe(400);
    expect(over.body.data).toBeUndefined();
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', problem: { type: 'https://tcg-rules.dev/problems/query-too-deep', status: 400, depth: 4, limit: 3 } });
  });

  it('depth counts through fragments', async () => {
    const at = await gql(small, '{ gameList { ...G } } fragment G on Game { deckSections { ...S } } fragment S on DeckSection { name }');
    expect(at.status).toBe(200);
    expect(at.body.data.gameList[0].deckSections.length).toBeGreaterThan(0);
    const tooDeep = await gql(small, '{ cards(game: "pso2") { ...P } } fragment P on CardPage { items { flags { token } } }');
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].extensions.problem).toMatchObject({ type: 'https://tcg-rules.dev/problems/query-too-deep', depth: 4, limit: 3 });
  });

  it('depth (default 20): a 20-level introspection query answers, 21 levels are refused', async () => {
    // __type, n - 2 nested ofType, name: n levels
    const chain = (n: number) => `{ __type(name: "Card") { ${'ofType { '.repeat(n - 2)}name${' }'.repeat(n - 2)} } }`;
    const ok = await gql(def, chain(20));
    expect(ok.status).toBe(200);
    expect(ok.body.data.__type).toEqual(expect.objectContaining({ ofType: null }));
    const over = await gql(def, chain(21));
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions.problem).toMatchObject({ type: 'https://tcg-rules.dev/problems/query-too-deep', depth: 21, limit: 20 });
  });

  it('cost (configured 112): cards page of 10 ids costs 1+100+1+10 = 112 and answers; a page of 11 costs 113 and is refused', async () => {
    const q = (limit: number) => `{ cards(game: "pso2", filter: { limit: ${limit} }) { items { id } } }`;
    const ok = await gql(small, q(10));
    expect(ok.status).toBe(200);
    expect(ok.body.data.cards.items).toHaveLength(10);
    const over = await gql(small, q(11));
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions.problem).toMatchObject({ type: 'https://tcg-rules.dev/problems/query-too-complex', status: 400, cost: 113, limit: 112 });
    // a page size given through a variable is assumed to be the largest page (100): 1+100+1+100
    const viaVariable = await gql(small, 'query($f: CardSearchInput) { cards(game: "pso2", filter: $f) { items { id } } }', { f: { limit: 1 } });
    expect(viaVariable.body.errors[0].extensions.problem).toMatchObject({ cost: 202 });
  });

  it('cost (default 3000): a full page of 100 cards with every field answers; the same twice (aliases) is refused', async () => {
    const fields = 'id name type subtypes classOrColor title traits cost attack defense keywords text set extra abilities flags { token evolve advance leader rebirth partner drop proliferate erosion maxCopies sample suspect }';
    const page = (alias: string) => `${alias}: cards(game: "shadowverse-evolve", filter: { limit: 100 }) { total items { ${fields} } }`;
    const schema = def.app.get(GraphQLSchemaHost).schema;
    expect(measureOperations(schema, parse(`{ ${page('a')} }`))[0]!.cost).toBe(2903);
    const ok = await gql(def, `{ ${page('a')} }`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.a.items).toHaveLength(100);
    const over = await gql(def, `{ ${page('a')} ${page('b')} }`);
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions.problem).toMatchObject({ type: 'https://tcg-rules.dev/problems/query-too-complex', cost: 5806, limit: 3000 });
  });

  it('a fragment bomb (2^40 expanded fields) is measured in linear time and refused', async () => {
    const frags = ['fragment F0 on Game { slug }', ...Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on Game { ...F${i} ...F${i} }`)].join('\n');
    const doc = `{ gameList { ...F40 } } ${frags}`;
    const schema = def.app.get(GraphQLSchemaHost).schema;
    // no timing assertion (the machine is shared): an expanding measure would visit 2^40 fields and never return
    // within the test timeout, so answering the exact cost at all shows each fragment is measured once
    const [m] = measureOperations(schema, parse(doc));
    expect(m!.cost).toBe(1 + 2 ** 40);
    const res = await gql(def, doc);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.extensions.problem.type)).toContain('https://tcg-rules.dev/problems/query-too-complex');
  });

  it('tokens (configured 100): a document of 100 tokens is parsed, 101 is a parse problem', async () => {
    const doc = (fields: number) => `{ ${'__typename '.repeat(fields)}}`; // 2 braces + fields
    const ok = await gql(small, doc(98));
    expect(ok.status).toBe(200);
    expect(ok.body.data.__typename).toBe('Query');
    const over = await gql(small, doc(99));
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', problem: { status: 400, type: 'https://tcg-rules.dev/problems/graphql-parse' } });
    expect(over.body.errors[0].message).toMatch(/more tha[nt] 100 tokens/);
  });

  it('a document nested past what the parser can recurse is a 400 problem, never a 500', async () => {
    const res = await gql(def, `{${'gameList {'.repeat(4000)} slug${'}'.repeat(4001)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.problem.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/call stack|\.ts:\d+|\n\s+at /);
  });
});

describe('introspection (GRAPHQL_INTROSPECTION; off by default when NODE_ENV=production)', () => {
  let prod: TestApp;
  let prodOn: TestApp;
  beforeAll(async () => {
    [prod, prodOn] = await Promise.all([createTestApp({ NODE_ENV: 'production' }), createTestApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' })]);
  });
  afterAll(async () => {
    await Promise.all([prod?.close(), prodOn?.close()]);
  });

  it('production: __schema and __type are refused with a problem naming the setting; __typename and data queries work', async () => {
    expect(prod.config.graphqlIntrospection).toBe(false);
    for (const q of ['{ __schema { queryType { name } } }', '{ __type(name: "Card") { name } }']) {
      const res = await gql(prod, q);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].extensions.problem).toMatchObject({ status: 400, type: 'https://tcg-rules.dev/problems/graphql-validation' });
      expect(res.body.errors[0].extensions.problem.detail).toContain('GRAPHQL_INTROSPECTION');
    }
    const ok = await gql(prod, '{ __typename gameList { slug } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data.gameList).toHaveLength(5);
  });

  it('production with GRAPHQL_INTROSPECTION=true, and development by default, answer introspection', async () => {
    for (const t of [prodOn, def]) {
      const res = await gql(t, '{ __schema { queryType { name } } }');
      expect(res.status).toBe(200);
      expect(res.body.data.__schema.queryType.name).toBe('Query');
    }
  });
});

describe('deck request limits over HTTP (libs/decks DeckInputLimits; DECK_MAX_ENTRIES, DECK_MAX_CARDS)', () => {
  const entries = (n: number, count = 1) => Array.from({ length: n }, (_, i) => ({ id: `NOPE-${i}`, count }));
  const validate = (t: TestApp, deck: unknown) => post(t, VALIDATE, JSON.stringify({ deck }));

  it('default 500 entries: 500 give a verdict, 501 are a 400 malformed-deck TOO_MANY_ENTRIES problem', async () => {
    const at = await validate(def, { main: entries(500) });
    expect(at.statusCode).toBe(200);
    expect(json(at).counts.main).toBe(500);
    const p = expectProblem(await validate(def, { main: entries(501) }), 400, 'malformed-deck');
    expect(p).toMatchObject({ reason: 'TOO_MANY_ENTRIES', details: { limit: 500 } });
  });

  it('default 1000 cards: one entry of 1000 copies gives a verdict, 1001 is BAD_COUNT; 500+501 is TOO_MANY_CARDS', async () => {
    expect((await validate(def, { main: [{ id: 'NOPE-1', count: 1000 }] })).statusCode).toBe(200);
    expect(expectProblem(await validate(def, { main: [{ id: 'NOPE-1', count: 1001 }] }), 400, 'malformed-deck').reason).toBe('BAD_COUNT');
    expect((await validate(def, { main: [{ id: 'NOPE-1', count: 500 }, { id: 'NOPE-2', count: 500 }] })).statusCode).toBe(200);
    expect(expectProblem(await validate(def, { main: [{ id: 'NOPE-1', count: 500 }, { id: 'NOPE-2', count: 501 }] }), 400, 'malformed-deck').reason).toBe('TOO_MANY_CARDS');
  });

  it('text form: 100,000 characters and 500-character lines are read; one more character is refused', async () => {
    const lines = (n: number) => Array.from({ length: n }, () => ' '.repeat(99)).join('\n'); // blank lines, 100 chars each with the newline
    const text = lines(1001).slice(0, 100_000);
    expect(text.length).toBe(100_000);
    expect((await validate(def, text)).statusCode).toBe(200);
    expect(expectProblem(await validate(def, text + ' '), 400, 'malformed-deck').reason).toBe('TEXT_TOO_LONG');
    expect((await validate(def, `1 NOPE-1 ${' '.repeat(491)}`)).statusCode).toBe(200);
    expect(expectProblem(await validate(def, `1 NOPE-1 ${' '.repeat(492)}`), 400, 'malformed-deck').reason).toBe('LINE_TOO_LONG');
  });

  it('configured 10 entries / 60 cards: at the limit a verdict, one over a 400 (REST and GraphQL, validate and convert)', async () => {
    expect((await validate(small, { main: entries(10) })).statusCode).toBe(200);
    expect(expectProblem(await validate(small, { main: entries(11) }), 400, 'malformed-deck')).toMatchObject({ reason: 'TOO_MANY_ENTRIES', details: { limit: 10 } });
    expect((await validate(small, { main: entries(6, 10) })).statusCode).toBe(200);
    expect(expectProblem(await validate(small, { main: [...entries(5, 10), { id: 'NOPE-X', count: 11 }] }), 400, 'malformed-deck').reason).toBe('TOO_MANY_CARDS');
    const convert = (deck: unknown) => post(small, '/v1/games/pso2/decks/convert', JSON.stringify({ deck }));
    expect((await convert({ main: entries(10) })).statusCode).toBe(200);
    expectProblem(await convert({ main: entries(11) }), 400, 'malformed-deck');
    const g = await gql(small, 'query($d: JSON!) { validateDeck(game: "pso2", deck: $d) { legal } }', { d: { main: entries(11) } });
    expect(g.body.errors[0].extensions.problem).toMatchObject({ status: 400, reason: 'TOO_MANY_ENTRIES' });
  });
});

describe('error documents stay bounded and useful', () => {
  it('a request with 60 unknown query parameters lists 50 errors and counts the rest', async () => {
    const qs = Array.from({ length: 60 }, (_, i) => `p${i}=1`).join('&');
    const p = expectProblem((await def.inject({ method: 'GET', url: `/v1/games/pso2/cards?${qs}` })) as Res, 400, 'validation');
    expect(p.errors).toHaveLength(50);
    expect(p.detail).toMatch(/and 10 more$/);
  });

  it('router-level errors (over-long path parameter, malformed percent-encoding) are problem documents', async () => {
    const long = (await def.inject({ method: 'GET', url: `/v1/games/pso2/cards/${'x'.repeat(101)}` })) as Res;
    expectProblem(long, 414, 'uri-too-long');
    // 100 characters is Fastify's parameter limit: the route runs and refuses ids over 64 characters itself
    expectProblem((await def.inject({ method: 'GET', url: `/v1/games/pso2/cards/${'x'.repeat(100)}` })) as Res, 404, 'not-found');
    expectProblem((await def.inject({ method: 'GET', url: '/v1/games/pso2/cards/%E0%A4%A' })) as Res, 400, 'bad-request');
  });
});
