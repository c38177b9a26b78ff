/**
 * The optional match ledger (issue 16 item 5, MATCH_LEDGER=database; docs/security.md §6.4): the database
 * records each sealed match's latest position; a step from any older token of the match is 409
 * `stale-state` and changes nothing; two steps from the same position at once: one wins. Off by default:
 * an older token steps as before (stateless).
 */
import { generateKey } from '../../../libs/engine/src/index.js';
import { loadConfig } from '../src/config/config.js';
import { MatchesService } from '../src/matches/matches.service.js';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { createTestApp, type TestApp } from './harness.js';
import { picker, post, registerToyGames, toyPlayers } from './match-fixtures.js';

const KEY = generateKey();
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  registerToyGames();
  on = await createTestApp({ STATE_KEYS: `k1:${KEY}`, MATCH_LEDGER: 'database' });
  off = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

const URL = '/v1/games/toy/matches';
const first = (body: any) => body.views[String(body.status.decider)].legalActions[0];
const rows = (t: TestApp) => t.app.get(CatalogService).client().matchLedger.findMany();

describe('MATCH_LEDGER (issue 16 item 5)', () => {
  it('is off by default: nothing is recorded and an older token steps as before (stateless)', async () => {
    expect(loadConfig({}).matchLedger).toBe('off');
    expect(off.app.get(MatchesService).ledger).toBeNull();
    const c = (await post(off, URL, { players: toyPlayers() })).body;
    const a = await post(off, `${URL}/step`, { state: c.state, action: first(c) });
    expect(a.status).toBe(200);
    const fork = await post(off, `${URL}/step`, { state: c.state, action: c.views[String(c.status.decider)].legalActions[1] });
    expect(fork.status).toBe(200);
    expect(await rows(off)).toEqual([]);
  });

  it('a bad value stops the server at start', () => {
    expect(() => loadConfig({ MATCH_LEDGER: 'redis' })).toThrow(/MATCH_LEDGER/);
    expect(loadConfig({ MATCH_LEDGER: 'database' }).matchLedger).toBe('database');
  });

  it('records the match at creation and each step; a step from an older token (a fork or an undo) is 409 stale-state and changes nothing', async () => {
    const c = (await post(on, URL, { players: toyPlayers() })).body;
    let row = (await rows(on)).find((r: any) => r.match === c.commitment); // the match id is its commitment
    expect(row).toMatchObject({ game: 'toy', seq: c.status.seq });
    const a = await post(on, `${URL}/step`, { state: c.state, action: first(c) });
    expect(a.status).toBe(200);
    row = (await rows(on)).find((r: any) => r.match === c.commitment);
    expect(row!.seq).toBe(a.body.status.seq);
    // the fork: the creation token again, another action
    const fork = await post(on, `${URL}/step`, { state: c.state, action: c.views[String(c.status.decider)].legalActions[1] });
    expect(fork.status).toBe(409);
    expect(fork.body).toMatchObject({ type: 'https://tcg-rules.dev/problems/stale-state', code: 'STALE_STATE', seq: c.status.seq, latestSeq: a.body.status.seq });
    // the same (old) token and the same action: also refused (a replayed request cannot move the match twice)
    expect((await post(on, `${URL}/step`, { state: c.state, action: first(c) })).status).toBe(409);
    // nothing changed: the latest token still continues
    const b = await post(on, `${URL}/step`, { state: a.body.state, action: first(a.body) });
    expect(b.status).toBe(200);
    // and now the previous latest is stale too
    expect((await post(on, `${URL}/step`, { state: a.body.state, action: first(a.body) })).status).toBe(409);
    // GraphQL answers the same problem
    const g = await on.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'mutation($s: JSON!, $a: JSON!) { stepMatch(game: "toy", state: $s, action: $a) { stateHash } }', variables: { s: c.state, a: first(c) } } });
    expect(JSON.parse(g.body).errors[0].extensions.problem).toMatchObject({ status: 409, type: 'https://tcg-rules.dev/problems/stale-state' });
  });

  it('a whole game played on the latest tokens is never refused; a replayed (salted) earlier position of it is stale', async () => {
    const pick = picker(5);
    let res = await post(on, URL, { players: toyPlayers(), seed: 'ledger-game' });
    const actions: unknown[] = [];
    for (let i = 0; i < 2000 && !res.body.status.over; i++) {
      const legal = res.body.views[String(res.body.status.decider)].legalActions;
      const action = legal[pick(legal.length)];
      actions.push(action);
      res = await post(on, `${URL}/step`, { state: res.body.state, action });
      expect(res.status).toBe(200);
    }
    expect(res.body.status.over).toBe(true);
    // an earlier position rebuilt with the revealed salt is the same match: the ledger refuses to continue it
    const mid = await post(on, `${URL}/replay`, { players: toyPlayers(), seed: 'ledger-game', salt: res.body.reveal.salt, actions, upTo: 3 });
    expect(mid.status).toBe(200);
    const step = await post(on, `${URL}/step`, { state: mid.body.state, action: first(mid.body) });
    expect(step.status).toBe(409);
  });

  it('two steps from the same position at once: exactly one wins, the other is 409', async () => {
    const c = (await post(on, URL, { players: toyPlayers() })).body;
    const legal = c.views[String(c.status.decider)].legalActions;
    const answers = await Promise.all([0, 1, 0, 1].map((i) => post(on, `${URL}/step`, { state: c.state, action: legal[i] })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('open states are not ledgered (their owners hold the whole state)', async () => {
    const c = (await post(on, URL, { players: toyPlayers(), stateMode: 'open' })).body;
    expect((await post(on, `${URL}/step`, { state: c.state, action: c.legalActions[0] })).status).toBe(200);
    expect((await post(on, `${URL}/step`, { state: c.state, action: c.legalActions[1] })).status).toBe(200);
  });
});
