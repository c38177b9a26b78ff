/**
 * Fuzzing (fast-check, fixed seed, bounded count): random and mutated bodies, query strings, path
 * parameters, headers and GraphQL documents/variables against every REST route and GraphQL operation
 * (the tables in ./fuzz/targets.ts), plus random methods on random paths. Every answer must be < 500,
 * every 4xx a useful problem document (GraphQL: one per error), nothing internal may leak, no built-in
 * prototype may change, and the server must still answer /health and /ready afterwards.
 *
 * The match routes and operations start from real matches (./fuzz/match-targets.ts): the kernel's toy game
 * registered as `toy` (tests only) and Shadowverse Evolve with allowUnsupported when its engine is
 * registered. A chained target also steps the sealed positions that mutated scenarios produce.
 *
 * FUZZ_RUNS (cases per target, default 200) and FUZZ_SEED (default 20261121) set the size and the seed;
 * `node scripts/fuzz.mjs` runs this file with a larger FUZZ_RUNS.
 */
import fc from 'fast-check';
import { encodeCursor } from '../../../libs/catalog/src/repository.js';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './harness.js';
import { registerToyGames } from './match-fixtures.js';
import { FUZZ_STATE_KEYS, prepareMatchFuzz, scenarioSeed, SVE } from './fuzz/match-targets.js';
import {
  ADMIN_TOKEN,
  GRAPHQL_OPS,
  KNOWN_BUGS,
  knownBugHits,
  REST_ROUTES,
  assertNoPollution,
  checkResponse,
  describeRequest,
  graphqlRequests,
  hostileValue,
  mutatedJson,
  prototypeSnapshot,
  randomRequests,
  restRequests,
  type FuzzRequest,
  type FuzzResponse,
} from './fuzz/targets.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/** Per-target time budget: generous, so a long `npm run fuzz` is not cut by jest's default. */
const TIMEOUT = Math.max(60_000, RUNS * 400);

let t: TestApp;
let prototypes: Map<string, unknown>;
const counts = new Map<string, number>();
const statuses = new Map<number, number>();
const byTarget = new Map<string, Map<number, number>>();
function tally(name: string, status: number): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const m = byTarget.get(name) ?? new Map<number, number>();
  m.set(status, (m.get(status) ?? 0) + 1);
  byTarget.set(name, m);
}
let total = 0;

let matchGames: { toy: boolean; sve: boolean };

beforeAll(async () => {
  registerToyGames();
  t = await createTestApp({ ADMIN_TOKEN, STATE_KEYS: FUZZ_STATE_KEYS });
  const sveDecks = (JSON.parse(readFileSync(`libs/catalog/data/${SVE}.decks.json`, 'utf8')) as Array<{ name: string; deck: never }>).filter((d) => /starter-card deck/.test(d.name)).map((d) => d.deck);
  matchGames = await prepareMatchFuzz((o) => t.inject(o), sveDecks);
  prototypes = prototypeSnapshot();
}, 120_000);

afterAll(async () => {
  const byStatus = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ');
  const isMatch = (k: string) => /match|Match|coverage|abilit|scenario chain/.test(k);
  const matchCases = [...counts].filter(([k]) => isMatch(k)).reduce((n, [, c]) => n + c, 0);
  const perTarget = [...byTarget].filter(([k]) => isMatch(k)).map(([k, m]) => `  ${k}: ${[...m].sort((a, b) => a[0] - b[0]).map(([st, n]) => `${st}×${n}`).join(' ')}`).join('\n');
  process.stdout.write(`\nfuzz, match targets (status × count):\n${perTarget}\n`);
  if (knownBugHits.size) process.stdout.write(`fuzz: answers matching KNOWN (reported, unfixed) bugs: ${[...knownBugHits].map(([k, n]) => `${k} ×${n}`).join(', ')}\n`);
  process.stdout.write(`\nfuzz: ${total} cases (seed ${SEED}, FUZZ_RUNS ${RUNS}, ${counts.size} targets; ${matchCases} on match routes/operations, SVE ${matchGames?.sve ? 'included' : 'not registered'}); statuses ${byStatus}\n`);
  await t?.close();
});

async function send(req: FuzzRequest): Promise<FuzzResponse> {
  try {
    const res = await t.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  } catch (e) {
    throw new Error(`the request could not be sent (${(e as Error).message}): ${describeRequest(req)}`);
  }
}

async function fuzz(name: string, arb: fc.Arbitrary<FuzzRequest>, runs: number, seedOffset: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arb, async (req) => {
      const res = await send(req);
      total++;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      tally(name, res.statusCode);
      checkResponse(req, res);
      assertNoPollution(prototypes);
    }),
    { seed: SEED + seedOffset, numRuns: runs },
  );
  // still alive and not polluted after the whole run
  const health = await t.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const runsFor = (weight = 1) => Math.max(5, Math.round(RUNS * weight));

describe('fuzzing REST routes', () => {
  it.each(REST_ROUTES.map((r, i) => [r.name, r, i] as const))('%s', async (_name, route, i) => {
    await fuzz(route.name, restRequests(route), runsFor(route.weight), 1000 + i);
    expect(counts.get(route.name)).toBeGreaterThanOrEqual(runsFor(route.weight));
  }, TIMEOUT);
});

describe('fuzzing GraphQL operations', () => {
  it.each(GRAPHQL_OPS.map((op, i) => [op.name, op, i] as const))('%s', async (_name, op, i) => {
    await fuzz(`graphql ${op.name}`, graphqlRequests(op), runsFor(op.weight), 2000 + i);
    expect(counts.get(`graphql ${op.name}`)).toBeGreaterThanOrEqual(runsFor(op.weight));
  }, TIMEOUT);
});

describe('fuzzing methods and paths', () => {
  it('random methods on random paths', async () => {
    await fuzz('random route', randomRequests(), runsFor(2), 3000);
  }, TIMEOUT);
});

describe('fuzzing scenario -> sealed position -> step', () => {
  // A scenario describes a position, continuation frames included, and the answer SEALS it: the token is
  // then as trusted as a played position. Stepping and viewing what mutated scenarios produce must still
  // never answer a 5xx.
  //
  // KNOWN BUG (found by this target; docs/security.md §6 "Found"): MatchesService.step/view treat any
  // failure of the rules on a SEALED state as a server bug (500), but /matches/scenario seals
  // client-described positions. E.g. `next: [{"op":"main"}]` then endTurn -> ENGINE_STALLED -> 500;
  // `next: [{"op":"main"},{"op":"turn"}]` -> TypeError -> 500; `{"op":"phase"}` leaves `turn.phase`
  // undefined and building the answer throws -> 500. These two tests are `it.failing` until the fix
  // (map non-problem errors of step/view, response building included, to 422 state-rejected) is applied;
  // then make them plain `it`.
  const frame = fc.oneof(
    { arbitrary: fc.constantFrom({ op: 'main' }, { op: 'end' }, { op: '$check' }), weight: 4 },
    {
      arbitrary: fc.record({ op: fc.constantFrom('turn', 'block', 'combat', 'mulligan', 'mulliganOrder', 'phase', 'main', 'end', 'nope'), player: hostileValue, attacker: hostileValue, blocker: hostileValue, name: hostileValue }, { requiredKeys: ['op'] }),
      weight: 2,
    },
  );
  const scenarioArb = fc.oneof(
    { arbitrary: mutatedJson(scenarioSeed()), weight: 2 },
    { arbitrary: fc.array(frame, { minLength: 1, maxLength: 4 }).map((next) => ({ ...(scenarioSeed() as object), next: [{ op: 'main' }, ...next], decision: null })), weight: 3 },
  );

  it('sealed positions built from mutated scenarios step and view without a 5xx', async () => {
    let built = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, fc.nat(), async (scenario, k) => {
        const req: FuzzRequest = { target: 'scenario chain', method: 'POST', url: '/v1/games/toy/matches/scenario', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ scenario }) };
        const res = await send(req);
        total++;
        counts.set('scenario chain', (counts.get('scenario chain') ?? 0) + 1);
        tally('scenario chain', res.statusCode);
        checkResponse(req, res);
        if (res.statusCode !== 200) return;
        built++;
        const body = JSON.parse(res.body);
        const decider = body.status.decider;
        const legal: unknown[] = decider === null ? [{ type: 'endTurn', player: 0 }] : body.views[String(decider)].legalActions;
        const follow: FuzzRequest[] = [...new Set([0, legal.length - 1, k % legal.length])].map((i) => ({
          target: 'scenario chain', method: 'POST', url: '/v1/games/toy/matches/step', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ state: body.state, action: legal[i] }),
        }));
        follow.push({ target: 'scenario chain', method: 'POST', url: '/v1/games/toy/matches/view', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ state: body.state, player: k % 3 === 2 ? 'spectator' : k % 2 }) });
        for (const f of follow) {
          const r = await send(f);
          total++;
          tally('scenario chain', r.statusCode);
          checkResponse({ ...f, payload: `${String(f.payload).slice(0, 200)}… (from the scenario ${JSON.stringify(scenario).slice(0, 400)})` }, r);
        }
        assertNoPollution(prototypes);
      }),
      { seed: SEED + 4000, numRuns: runsFor(0.3) },
    );
    expect(built).toBeGreaterThan(runsFor(0.3) / 4);
  }, TIMEOUT);

  it('regression: scenario continuations that stall or crash the rules are a 422 when stepped, not a 500', async () => {
    const base = scenarioSeed() as Record<string, unknown>;
    for (const next of [[{ op: 'main' }], [{ op: 'main' }, { op: 'turn' }], [{ op: 'main' }, { op: 'phase' }, { op: 'main' }]]) {
      const built = await t.inject({ method: 'POST', url: '/v1/games/toy/matches/scenario', payload: JSON.stringify({ scenario: { ...base, next, decision: null } }), headers: { 'content-type': 'application/json' } });
      expect(built.statusCode).toBe(200);
      const body = JSON.parse(built.body);
      const endTurn = body.views['0'].legalActions.find((a: { type: string }) => a.type === 'endTurn');
      const res = await t.inject({ method: 'POST', url: '/v1/games/toy/matches/step', payload: JSON.stringify({ state: body.state, action: endTurn }), headers: { 'content-type': 'application/json' } });
      expect({ next, status: res.statusCode }).toEqual({ next, status: 422 });
      expect(JSON.parse(res.body).type).toBe('https://tcg-rules.dev/problems/state-rejected');
    }
  });
});

describe('bugs found by the fuzzer, fixed (kept as regressions)', () => {
  it('graphql-match-status-types: open states with turn/seq beyond 32 bits or a non-string phase are a 4xx through GraphQL, not a 500 (kernel checkState)', async () => {
    expect(KNOWN_BUGS).toEqual([]);
    const created = JSON.parse((await t.inject({ method: 'POST', url: '/v1/games/toy/matches', payload: JSON.stringify({ players: [{ deck: Array.from({ length: 16 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`) }, { deck: Array.from({ length: 16 }, (_, i) => `B${String(i + 1).padStart(2, '0')}`) }], seed: 'known', stateMode: 'open' }), headers: { 'content-type': 'application/json' } })).body);
    const edits: Array<[string, (s: any) => void]> = [['turn.number 2^31', (s) => (s.turn.number = 2 ** 31)], ['seq 2^31', (s) => (s.seq = 2 ** 31)], ['turn.active "x"', (s) => (s.turn.active = 'x')], ['turn.phase {}', (s) => (s.turn.phase = { x: 1 })]];
    const answered: Array<[string, number]> = [];
    for (const [label, edit] of edits) {
      const state = JSON.parse(JSON.stringify(created.state));
      edit(state);
      const res = await t.inject({ method: 'POST', url: '/graphql', payload: { query: 'mutation($s: JSON!, $a: JSON!) { stepMatch(game: "toy", state: $s, action: $a) { status { turn seq activePlayer phase } } }', variables: { s: state, a: created.legalActions[0] } }, headers: { 'content-type': 'application/json' } });
      const status = JSON.parse(res.body).errors?.[0]?.extensions?.problem?.status ?? 200;
      answered.push([label, status]);
    }
    expect(answered.filter(([, status]) => status >= 500)).toEqual([]);
    expect(answered.every(([, status]) => status >= 400 && status < 500)).toBe(true);
  });
});

describe('regressions found by the fuzzer (kept as plain tests; both databases)', () => {
  const problem = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    return JSON.parse(res.body);
  };

  it('NUL characters (PostgreSQL refuses them in text; was a 500 there): 400 in search filters and cursors, 404 as a card id', async () => {
    for (const param of ['q', 'type', 'class', 'title', 'set']) {
      const p = problem(await t.inject({ method: 'GET', url: `/v1/games/shadowverse-evolve/cards?${param}=a%00b` }), 400);
      expect(p.errors).toEqual([expect.objectContaining({ path: param, message: `${param} must not contain NUL characters (\\u0000)` })]);
    }
    expect(problem(await t.inject({ method: 'GET', url: `/v1/games/shadowverse-evolve/cards?cursor=${encodeCursor('BP01\u0000')}` }), 400).detail).toMatch(/cursor/);
    expect(problem(await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/cards/%00' }), 404).detail).toContain('shadowverse-evolve');
    const gql = await t.inject({ method: 'POST', url: '/graphql', payload: { query: '{ card(game: "pso2", id: "\\u0000") { id } }' }, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(gql.body).errors[0].extensions.problem.status).toBe(404);
  });

  it('a NUL in imported card data is a 400 naming the line, and nothing is written', async () => {
    const before = JSON.parse((await t.inject({ method: 'GET', url: '/v1/games/pso2' })).body).catalog;
    const cards = [{ id: 'NUL-1', name: 'ok', type: 'キャラ', text: '' }, { id: 'NUL-2', name: 'bad\u0000name', type: 'キャラ', text: '' }];
    const res = await t.inject({ method: 'POST', url: '/v1/games/pso2/cards/import', payload: JSON.stringify(cards), headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(problem(res, 400).detail).toMatch(/line 2 holds a NUL character/);
    expect(JSON.parse((await t.inject({ method: 'GET', url: '/v1/games/pso2' })).body).catalog).toEqual(before);
    expect((await t.inject({ method: 'GET', url: '/v1/games/pso2/cards/NUL-1' })).statusCode).toBe(404);
  });
});

describe('after the fuzzing', () => {
  it('the server answers /health and /ready, serves a real request, and no prototype was polluted', async () => {
    expect(total).toBeGreaterThan(0);
    expect((await t.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const card = await t.inject({ method: 'GET', url: '/v1/games/shadowverse-evolve/cards/BP01-001' });
    expect(JSON.parse(card.body).name).toBe('ローズクイーン');
    assertNoPollution(prototypes);
    for (const probe of [{}, [], Object.create(Object.prototype)]) {
      expect((probe as Record<string, unknown>).polluted).toBeUndefined();
      expect((probe as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  });
});
