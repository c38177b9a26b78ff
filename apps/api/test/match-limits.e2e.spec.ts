/**
 * Limits of the match API (docs/security.md §2 and §6): the GraphQL cost weights of the match operations
 * (at the limit and one over), the state as a request body (BODY_LIMIT_BYTES: a step body exactly at the
 * limit answers, one byte more is a 413), and the size of real sealed tokens and open states.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { FIELD_WEIGHTS, measureOperations } from '../src/graphql/limits.js';
import { createTestApp, type TestApp } from './harness.js';
import { post, registerToyGames, toyPlayers } from './match-fixtures.js';

const SVE = 'shadowverse-evolve';
let app: TestApp;
let toy: any;
let stepBody: string;
let small: TestApp;

beforeAll(async () => {
  registerToyGames();
  app = await createTestApp();
  toy = (await post(app, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'limits' })).body;
  stepBody = JSON.stringify({ state: toy.state, action: toy.views[String(toy.status.decider)].legalActions[0] });
  // a server whose body limit is exactly the size of that step request (sealed with the same keys: a state token travels between them)
  small = await createTestApp({ BODY_LIMIT_BYTES: String(Buffer.byteLength(stepBody)), STATE_KEYS: `limits:${'A'.repeat(43)}` });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await small?.close();
});

const gql = async (t: TestApp, query: string, variables: Record<string, unknown> = {}) => {
  const res = await t.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { 'content-type': 'application/json' } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

describe('GraphQL cost of the match operations (default limit 3000)', () => {
  it('each operation has a weight for its work (measured: create ≈ 30 ms, step ≈ 15 ms, view ≈ 10 ms, a replay is a whole game)', () => {
    expect(Object.fromEntries(Object.entries(FIELD_WEIGHTS).filter(([k]) => /Match|match|Coverage|abilitySchema/.test(k)))).toEqual({
      'Mutation.createMatch': 400,
      'Mutation.stepMatch': 200,
      'Query.matchView': 100,
      'Query.replayMatch': 1000,
      'Query.scenarioMatch': 500,
      'Query.gameCoverage': 300,
      'Query.abilitySchema': 20,
    });
    const schema = app.app.get(GraphQLSchemaHost).schema;
    const cost = (doc: string) => measureOperations(schema, parse(doc))[0]!.cost;
    expect(cost('mutation { stepMatch(game: "toy", state: "x", action: {}) { stateHash } }')).toBe(1 + 200 + 1);
    expect(cost('{ replayMatch(game: "toy", seed: 1, players: [], actions: []) { stateHash applied } }')).toBe(1 + 1000 + 2);
    expect(cost('{ matchView(game: "toy", state: "x", player: 0) }')).toBe(101);
  });

  it('two replays in one request answer (cost 2 × 1,003 = 2,006); three are refused (3,009 > 3,000)', async () => {
    const replay = (alias: string) => `${alias}: replayMatch(game: "toy", seed: "limits", players: $p, actions: []) { stateHash applied }`;
    const two = await gql(app, `query($p: JSON!) { ${replay('a')} ${replay('b')} }`, { p: toyPlayers() });
    expect(two.status).toBe(200);
    expect(two.body.data.a).toEqual({ stateHash: two.body.data.b.stateHash, applied: 0 }); // the same replay twice (keyed hash, no commitment salt)
    expect(two.body.data.a.stateHash).toMatch(/^hmac-sha256:/);
    const three = await gql(app, `query($p: JSON!) { ${replay('a')} ${replay('b')} ${replay('c')} }`, { p: toyPlayers() });
    expect(three.status).toBe(400);
    expect(three.body.errors[0].extensions.problem).toMatchObject({ type: 'https://tcg-rules.dev/problems/query-too-complex', cost: 3009, limit: 3000 });
  });

  it('fourteen steps in one request answer (14 × 202 = 2,828); fifteen are refused (3,030)', async () => {
    const action = toy.views[String(toy.status.decider)].legalActions[0];
    const steps = (n: number) => `mutation($s: JSON!, $a: JSON!) { ${Array.from({ length: n }, (_, i) => `s${i}: stepMatch(game: "toy", state: $s, action: $a) { stateHash }`).join(' ')} }`;
    const ok = await gql(app, steps(14), { s: toy.state, a: action });
    expect(ok.status).toBe(200);
    expect(new Set(Object.values(ok.body.data).map((x: any) => x.stateHash)).size).toBe(1); // the same position, fourteen times
    const over = await gql(app, steps(15), { s: toy.state, a: action });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions.problem).toMatchObject({ cost: 3030, limit: 3000 });
  });
});

describe('states as request bodies (BODY_LIMIT_BYTES)', () => {
  it('a step body exactly at the limit is read (the token is then checked: 401 on a server with other keys); one byte more is a 413', async () => {
    const atLimit = await small.inject({ method: 'POST', url: '/v1/games/toy/matches/step', payload: stepBody, headers: { 'content-type': 'application/json' } });
    expect(atLimit.statusCode).toBe(401);
    expect(JSON.parse(atLimit.body).type).toBe('https://tcg-rules.dev/problems/state-token-rejected');
    const over = await small.inject({ method: 'POST', url: '/v1/games/toy/matches/step', payload: `${stepBody} `, headers: { 'content-type': 'application/json' } });
    expect(over.statusCode).toBe(413);
    expect(JSON.parse(over.body).type).toBe('https://tcg-rules.dev/problems/content-too-large');
  });

  it('real states are far below the default 1 MiB: toy token < 4 KB; Shadowverse Evolve mid-game token < 16 KB, open state < 128 KB', async () => {
    expect(toy.state.length).toBeLessThan(4096);
    const decks = (JSON.parse(readFileSync(`libs/catalog/data/${SVE}.decks.json`, 'utf8')) as Array<{ name: string; deck: unknown }>).filter((d) => /starter-card deck/.test(d.name));
    const players = [{ deck: decks[0]!.deck }, { deck: decks[1]!.deck }];
    let r = await post(app, `/v1/games/${SVE}/matches`, { players, seed: 'limits', allowUnsupported: true, stateMode: 'open' });
    if (r.status === 501) return; // no Shadowverse Evolve engine registered here
    expect(r.status).toBe(200);
    const actions: unknown[] = [];
    for (let i = 0; i < 60 && !r.body.status.over; i++) {
      const legal = r.body.legalActions as unknown[];
      const a = legal[(i * 7) % legal.length];
      actions.push(a);
      r = await post(app, `/v1/games/${SVE}/matches/step`, { state: r.body.state, action: a });
      expect(r.status).toBe(200);
    }
    const sealed = await post(app, `/v1/games/${SVE}/matches/replay`, { players, seed: 'limits', allowUnsupported: true, actions });
    expect([sealed.body.status.seq, sealed.body.status.turn, sealed.body.applied]).toEqual([r.body.status.seq, r.body.status.turn, actions.length]); // the same position, sealed
    expect(sealed.body.state.length).toBeLessThan(16 * 1024);
    expect(JSON.stringify(r.body.state).length).toBeLessThan(128 * 1024);
  }, 60_000);
});
