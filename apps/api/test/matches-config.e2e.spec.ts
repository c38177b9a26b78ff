/**
 * Match configuration: STATE_KEYS parsing (good, bad, rotation order), the generated dev key when it is
 * unset, ALLOW_OPEN_STATE=false, MATCH_MAX_REPLAY_ACTIONS at the limit and one over.
 */
import { apply, compactByRef, createGame, generateKey, hashState, keyedStateHash, legalActions, peekToken, type Action } from '../../../libs/engine/src/index.js';
import { TOY, toySetup } from '../../../libs/engine/test/toy-game.js';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { parseStateKeys } from '../src/config/state-keys.js';
import { createTestApp, type TestApp } from './harness.js';
import { MatchesService } from '../src/matches/matches.service.js';
import { picker, post, registerToyGames, toyPlayers } from './match-fixtures.js';

describe('STATE_KEYS', () => {
  const k1 = generateKey();
  const k2 = generateKey();

  it('parses "kid:base64key,kid2:base64key" newest first; base64 and base64url keys of 32 bytes', () => {
    const b64 = Buffer.from(k2, 'base64url').toString('base64');
    const { keys, problems } = parseStateKeys(` new:${k1} , old.2024_a-b:${b64}`);
    expect(problems).toEqual([]);
    expect(keys).toEqual([{ kid: 'new', key: k1 }, { kid: 'old.2024_a-b', key: k2 }]);
    expect(loadConfig({ STATE_KEYS: `a:${k1}` }).stateKeys).toBe(`a:${k1}`);
    expect(loadConfig({}).stateKeys).toBeUndefined();
    expect(loadConfig({ STATE_KEYS: '' }).stateKeys).toBeUndefined();
  });

  it('refuses bad values at start with a ConfigError naming each entry, never echoing key material', () => {
    const short = Buffer.alloc(31, 7).toString('base64url');
    const cases: Array<[string, RegExp]> = [
      [`${k1}`, /entry 1 must be "kid:base64key"/],
      [`a:${k1},`, /entry 2 is empty/],
      [`a:${short}`, /must be 32 bytes, got 31/],
      [`a:${k1}x`, /must be 32 bytes, got 33|not base64/],
      ['a:not*base64', /not base64/],
      [`a b:${k1}`, /key id must be 1-64 characters/],
      [`a:${k1},a:${k2}`, /key id "a" appears twice/],
    ];
    for (const [raw, message] of cases) {
      let error: unknown;
      try {
        loadConfig({ STATE_KEYS: raw });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(message)]);
      expect((error as Error).message).not.toContain(k1.slice(0, 20));
    }
  });

  it('MATCH_MAX_REPLAY_ACTIONS: default 10000, 1..1000000', () => {
    expect(loadConfig({}).matchMaxReplayActions).toBe(10_000);
    expect(loadConfig({ MATCH_MAX_REPLAY_ACTIONS: '1' }).matchMaxReplayActions).toBe(1);
    expect(() => loadConfig({ MATCH_MAX_REPLAY_ACTIONS: '0' })).toThrow(ConfigError);
  });
});

describe('a server with ALLOW_OPEN_STATE=false, no STATE_KEYS and MATCH_MAX_REPLAY_ACTIONS=50', () => {
  let t: TestApp;
  beforeAll(async () => {
    registerToyGames();
    t = await createTestApp({ ALLOW_OPEN_STATE: 'false', MATCH_MAX_REPLAY_ACTIONS: '50' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seals with a key generated at start (kid dev-...)', async () => {
    const r = await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'dev' });
    expect(r.status).toBe(200);
    expect(peekToken(r.body.state).kid).toMatch(/^dev-[0-9a-f]{8}$/);
    const next = await post(t, '/v1/games/toy/matches/step', { state: r.body.state, action: r.body.views[r.body.status.decider].legalActions[0] });
    expect(next.status).toBe(200);
  });

  it('refuses to return or accept open states (403 problem)', async () => {
    const created = await post(t, '/v1/games/toy/matches', { players: toyPlayers(), seed: 'x', stateMode: 'open' });
    expect(created.status).toBe(403);
    expect(created.body.type).toBe('https://tcg-rules.dev/problems/open-state-disabled');
    const state = createGame(TOY, toySetup('x')).state;
    const step = await post(t, '/v1/games/toy/matches/step', { state, action: { type: 'concede', player: 0 } });
    expect(step.status).toBe(403);
    expect(step.body.detail).toMatch(/ALLOW_OPEN_STATE=false/);
    const view = await post(t, '/v1/games/toy/matches/view', { state, player: 0 });
    expect(view.status).toBe(403);
    const scenario = await post(t, '/v1/games/toy/matches/scenario', { scenario: {}, stateMode: 'open' });
    expect(scenario.status).toBe(403);
    const replay = await post(t, '/v1/games/toy/matches/replay', { seed: 1, players: toyPlayers(), actions: [], stateMode: 'open' });
    expect(replay.status).toBe(403);
  });

  it('replays 50 actions (the limit) and refuses 51; the server hash equals the kernel\'s', async () => {
    // a random toy game at least 51 actions long (the first pick seed that gives one)
    let found: { seed: string; actions: Action[]; state: ReturnType<typeof createGame>['state'] } | null = null;
    for (let n = 0; n < 100 && !found; n++) {
      const seed = `replay-limit-${n}`;
      let state = createGame(TOY, toySetup(seed)).state;
      const pick = picker(n);
      const actions: Action[] = [];
      while (actions.length < 51 && !state.result) {
        const legal = legalActions(state);
        const a = legal[pick(legal.length)]!;
        actions.push(a);
        if (actions.length <= 50) state = apply(state, a).state;
      }
      if (actions.length === 51) found = { seed, actions, state };
    }
    expect(found).not.toBeNull();
    const { seed, actions, state } = found!;
    const ok = await post(t, '/v1/games/toy/matches/replay', { seed, players: toyPlayers(), actions: actions.slice(0, 50) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ applied: 50, stateHash: keyedStateHash(compactByRef(state), t.app.get(MatchesService).keyring) }); // sealed: the keyed hash of the kernel's state
    const over = await post(t, '/v1/games/toy/matches/replay', { seed, players: toyPlayers(), actions });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ type: 'https://tcg-rules.dev/problems/too-many-actions', limit: 50, count: 51 });
  });
});
