/**
 * The match API over HTTP with the kernel's toy game (registered for tests only): whole games in sealed
 * and open mode driven only by each player's own view, optimistic concurrency (expectedStateHash),
 * refusals as problem documents (never a 500), sealed-token integrity and key rotation, hidden
 * information at the top level and in views, replay, scenarios, schema, coverage, GraphQL parity.
 */
import {
  ABILITY_SCHEMA, compactByRef, generateKey, hashState, keyedStateHash, peekToken, seal, unseal, type GameState,
} from '../../../libs/engine/src/index.js';
import { GAME_SLUGS } from '../../../libs/catalog/src/card.js';
import { GAMES } from '../../../libs/games/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { containsAny, get, hiddenIds, picker, post, registerToyGames, toyPlayers, toyScenario, unsealFrom } from './match-fixtures.js';

const OLD_KEY = generateKey();
const NEW_KEY = generateKey();
const keyring = [{ kid: 'k-new', key: NEW_KEY }, { kid: 'k-old', key: OLD_KEY }];

/** A public game whose module exports no rules engine yet, if any (tag-battle has one since issue 13, PSO2 since issue 21). */
const noEngine = GAME_SLUGS.find((g) => !Object.values(GAMES[g] as unknown as Record<string, unknown>).some((v) => typeof v === 'object' && v !== null && (v as { slug?: unknown }).slug === g && 'ops' in v));

let t: TestApp;
beforeAll(async () => {
  registerToyGames();
  t = await createTestApp({ STATE_KEYS: `k-new:${NEW_KEY},k-old:${OLD_KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const URL = '/v1/games/toy/matches';
const create = (body: Record<string, unknown> = {}) => post(t, URL, { players: toyPlayers(), seed: 'e2e-seed', ...body });
const step = (body: Record<string, unknown>, game = 'toy') => post(t, `/v1/games/${game}/matches/step`, body);
const openState = (token: string) => unsealFrom(t, token, keyring, 'toy');
const problemOk = (r: { status: number; headers: Record<string, unknown>; body: any }, status: number, type: string) => {
  expect({ status: r.status, type: r.body.type }).toEqual({ status, type: `https://tcg-rules.dev/problems/${type}` });
  expect(String(r.headers['content-type'])).toMatch(/^application\/problem\+json/);
};

/** Plays a whole game: each turn, the decider picks uniformly among ITS OWN view's legal actions. */
async function playOut(mode: 'sealed' | 'open', seed: string, pickSeed: number, onStep?: (res: any) => void) {
  const pick = picker(pickSeed);
  let res = await create({ seed, stateMode: mode });
  expect(res.status).toBe(200);
  const first = res.body;
  const actions: unknown[] = [];
  for (let i = 0; i < 3000 && !res.body.status.over; i++) {
    onStep?.(res.body);
    const p = res.body.status.decider as number;
    const mine = res.body.views[String(p)];
    const other = res.body.views[String(1 - p)];
    expect(other.legalActions).toBeNull();
    const legal = mine.legalActions as unknown[];
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[pick(legal.length)];
    actions.push(action);
    const before = res.body.stateHash;
    res = await step({ state: res.body.state, action, expectedStateHash: before });
    if (res.status !== 200) throw new Error(`step ${i} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  onStep?.(res.body);
  return { first, final: res.body, actions };
}

describe('POST /v1/games/{game}/matches (create)', () => {
  it('creates a sealed match by default: opaque token, versions stamped, per-seat views, decider = status.decider', async () => {
    const { status, body } = await create();
    expect(status).toBe(200);
    expect(body.mode).toBe('sealed');
    expect(typeof body.state).toBe('string');
    expect(peekToken(body.state)).toMatchObject({ kid: 'k-new', game: 'toy' });
    expect(body.stateHash).toMatch(/^hmac-sha256:k-new:[0-9a-f]{32}$/); // keyed (issue 16): sealed states' public hash
    expect(body.versions).toEqual({ engine: '2.0.0', rules: 'toy-1', catalog: expect.stringMatching(/^fnv1a64:/) });
    expect(openState(body.state).versions).toEqual(body.versions);
    expect(keyedStateHash(compactByRef(openState(body.state)), keyring)).toBe(body.stateHash);
    expect(Object.keys(body.views)).toEqual(['0', '1']);
    expect(body.status).toMatchObject({ turn: 0, over: false, winner: null, result: null, reason: null, seq: 0, unsupportedCards: [] });
    const d = body.status.decider;
    // TOY 2.2: the first player decides the mulligan
    expect(body.decision).toEqual({ id: expect.any(Number), player: d, kind: 'chooseOption', prompt: 'Keep your hand or mulligan?', rule: 'TOY 2.2' });
    expect(body.legalActions).toBeNull();
    expect(body.views[String(d)].legalActions).toEqual([
      { type: 'choose', player: d, option: 'keep', label: { en: 'Choose: keep', ja: '選択: keep', cards: [] } },
      { type: 'choose', player: d, option: 'mulligan', label: { en: 'Choose: mulligan', ja: '選択: mulligan', cards: [] } },
    ]); // labelled for the decider (kernel labels.ts)
    expect(body.views[String(1 - d)].legalActions).toBeNull();
    expect(body.seed).toBeUndefined(); // sealed: never echoed, not even the caller's (docs/security.md §6.1)
    expect(body.commitment).toMatch(/^sha256:[0-9a-f]{64}$/);
    // setup draws: each player sees its own 3 cards drawn, the spectator only that cards moved
    expect(body.views['0'].events.filter((e: any) => e.type === 'moved' && e.cardId).length).toBe(3);
    expect(body.events.filter((e: any) => e.cardId !== undefined)).toEqual([]);
  });

  it('without a seed the server picks a secret one: sealed answers do not reveal it, open answers do', async () => {
    const sealed = await post(t, URL, { players: toyPlayers() });
    expect(sealed.status).toBe(200);
    expect(sealed.body.seed).toBeUndefined();
    const open = await post(t, URL, { players: toyPlayers(), stateMode: 'open' });
    expect(typeof open.body.seed).toBe('string');
    expect(open.body.seed.length).toBeGreaterThanOrEqual(32);
  });

  it('open mode returns the plain state, the full decision and every legal action', async () => {
    const { body } = await create({ stateMode: 'open' });
    expect(body.mode).toBe('open');
    expect(body.state).toMatchObject({ game: 'toy', format: 1, seq: 0 });
    expect(hashState(body.state)).toBe(body.stateHash);
    expect(body.decision).toEqual(body.state.decision);
    expect(body.legalActions).toEqual(body.views[String(body.status.decider)].legalActions);
    expect(body.events.every((e: any) => 'visibleTo' in e)).toBe(true);
  });

  it('the same seed and decks give the same state in both modes (the sealed one adds only its commitment record)', async () => {
    const a = await create({ stateMode: 'open' });
    const b = await create();
    const sealedState = openState(b.body.state);
    const { ['tcg.commit']: commit, ...rest } = sealedState.secret as Record<string, unknown>;
    expect(commit).toEqual({ seed: 'e2e-seed', salt: expect.any(String) });
    expect(hashState({ ...sealedState, secret: rest })).toBe(a.body.stateHash);
  });

  it('an illegal deck is 422 with the deck-legality errors (code, rule, path)', async () => {
    const players = toyPlayers();
    players[1]!.deck = players[1]!.deck.slice(0, 9); // main section: 10..30 cards
    const r = await post(t, URL, { players, seed: 1 });
    problemOk(r, 422, 'illegal-deck');
    expect(r.body.errors).toEqual([expect.objectContaining({ path: 'players[1].deck.main', code: 'SECTION_SIZE', rule: 'TOY deck sections' })]);
    expect(r.body.errors[0].message).toMatch(/has 9 cards; it needs 10 to 30/);
    const unknown = toyPlayers();
    unknown[0]!.deck = [...unknown[0]!.deck, 'NOPE-1'];
    const r2 = await post(t, URL, { players: unknown });
    problemOk(r2, 422, 'illegal-deck');
    expect(r2.body.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_CARD', cards: ['NOPE-1'] })]);
    const token = toyPlayers();
    token[0]!.deck = [...token[0]!.deck, 'TOK-SPRITE'];
    expect((await post(t, URL, { players: token })).body.errors[0].code).toBe('FORBIDDEN_IN_SECTION');
  });

  it('malformed bodies are 400 problems (validation), never 500', async () => {
    for (const body of [{}, { players: 'x' }, { players: [{ deck: 5 }] }, { players: toyPlayers(), stateMode: 'secret' }, { players: toyPlayers(), seed: {} }, { players: toyPlayers(), extra: 1 }, { players: [{ deck: { side: ['A01'] } }, { deck: ['B01'] }] }]) {
      const r = await post(t, URL, body);
      expect(r.status).toBe(400);
      expect(r.body.type).toMatch(/validation|malformed-deck/);
    }
    const r = await post(t, URL, { players: toyPlayers(), options: { noSuchOption: true } });
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/toy has no option "noSuchOption"/);
  });

  it('unsupported cards: 422 naming them, unless allowUnsupported; then status.unsupportedCards lists them with their text', async () => {
    const players = toyPlayers();
    players[0]!.deck = [...players[0]!.deck, 'X-ODD'];
    const refused = await post(t, URL, { players, seed: 'odd' });
    problemOk(refused, 422, 'unsupported-cards');
    expect(refused.body.cards).toEqual([{ id: 'X-ODD', name: 'Oddity', text: "Swap the two players' life totals.", status: 'unsupported', unread: [{ index: 0, text: "Swap the two players' life totals." }] }]);
    expect(refused.body.detail).toMatch(/X-ODD \(Oddity, unsupported: unread 「Swap the two players' life totals\.」\)/);
    const open = await post(t, URL, { players, seed: 'odd', allowUnsupported: true, stateMode: 'open' });
    expect(open.status).toBe(200);
    expect(open.body.status.unsupportedCards).toEqual([{ id: 'X-ODD', name: 'Oddity', text: "Swap the two players' life totals.", status: 'unsupported', unread: [{ index: 0, text: "Swap the two players' life totals." }] }]);
    // sealed: the owner's view names its own unsupported card; the opponent's view and the top level only once it is public
    const sealed = await post(t, URL, { players, seed: 'odd', allowUnsupported: true });
    expect(sealed.body.views['0'].unsupportedCards.map((c: any) => c.id)).toEqual(['X-ODD']);
    const st = openState(sealed.body.state);
    const odd = Object.values(st.cards).find((c) => c.cardId === 'X-ODD')!;
    const public_ = st.zones[odd.zone]!.visibility === 'public';
    expect(sealed.body.views['1'].unsupportedCards.length).toBe(public_ ? 1 : 0);
    expect(sealed.body.status.unsupportedCards.length).toBe(public_ ? 1 : 0);
  });

  (noEngine ? it : it.skip)('a game without a rules engine is 501 "no rules engine for <game> yet"', async () => {
    const r = await post(t, `/v1/games/${noEngine}/matches`, { players: [{ deck: 'x' }, { deck: 'y' }] });
    problemOk(r, 501, 'no-engine');
    expect(r.body.detail).toMatch(new RegExp(`^no rules engine for ${noEngine} yet`));
    expect(r.body.gamesWithEngine).toEqual(expect.arrayContaining(['toy', 'toy-two', 'tag-battle']));
  });

  it('an unknown game is 404 on every match route', async () => {
    for (const path of ['matches', 'matches/step', 'matches/view', 'matches/scenario', 'matches/replay']) {
      const u = await post(t, `/v1/games/nope/${path}`, {});
      expect(u.status).toBe(404);
      expect(u.body.type).toBe('https://tcg-rules.dev/problems/unknown-game');
    }
  });
});

describe('whole games over HTTP', () => {
  it('sealed: a full game played to the end, each player driven only by views[p].legalActions; hidden cards never leak', async () => {
    let checkedHands = 0;
    const { final, actions } = await playOut('sealed', 'full-sealed', 7, (body) => {
      const st = openState(body.state);
      // top level (the state token aside) = what a spectator may know
      const top = JSON.stringify({ ...body, state: null, views: null });
      expect(containsAny(top, hiddenIds(st, 'spectator'))).toEqual([]);
      expect(body.legalActions).toBeNull();
      if (body.decision) expect(Object.keys(body.decision).sort()).toEqual(['id', 'kind', 'player', 'prompt', 'rule']);
      // views[0] never names a card of player 1's hand that player 0 cannot see (and vice versa)
      for (const p of [0, 1]) {
        const hiddenHand = hiddenIds(st, p, (name, owner) => name === 'hand' && owner === 1 - p);
        if (hiddenHand.size > 0) checkedHands += 1;
        expect(containsAny(JSON.stringify(body.views[String(p)]), hiddenHand)).toEqual([]);
        expect(containsAny(JSON.stringify(body.views[String(p)]), hiddenIds(st, p, (name) => name === 'deck'))).toEqual([]);
      }
      expect(JSON.stringify(body)).not.toMatch(/"rng"|"stack"|"secret"/);
    });
    expect(final.status.over).toBe(true);
    expect(final.status.decider).toBeNull();
    expect(final.status.result).toEqual(expect.objectContaining({ reason: expect.any(String) }));
    expect(final.status.reason).toBe(final.status.result.reason);
    expect(final.views['0'].legalActions).toBeNull();
    expect(final.views['1'].legalActions).toBeNull();
    expect(actions.length).toBeGreaterThan(10);
    expect(checkedHands).toBeGreaterThan(10);
    // the game is over: any further action is refused (GAME_OVER), never a 500
    const after = await step({ state: final.state, action: { type: 'endTurn', player: 0 } });
    problemOk(after, 422, 'illegal-action');
    expect(after.body.code).toBe('GAME_OVER');
  });

  it('open: a full game to the end; replay (sealed and open) reproduces the final stateHash', async () => {
    const { final, actions } = await playOut('open', 'full-open', 11);
    expect(final.status.over).toBe(true);
    expect(final.state.result).toEqual(final.status.result);
    const body = { seed: 'full-open', players: toyPlayers(), actions };
    const replayed = await post(t, `${URL}/replay`, { ...body, stateMode: 'open' });
    expect(replayed.status).toBe(200);
    expect(replayed.body.stateHash).toBe(final.stateHash);
    expect(replayed.body.state).toEqual(final.state);
    expect(replayed.body.applied).toBe(actions.length);
    const sealed = await post(t, `${URL}/replay`, body);
    expect(sealed.body.stateHash).toBe(keyedStateHash(compactByRef(final.state), keyring)); // sealed: keyed hash of the same state
    expect(typeof sealed.body.state).toBe('string');
    expect(sealed.body.seed).toBeUndefined();
    const half = await post(t, `${URL}/replay`, { ...body, upTo: 5 });
    expect(half.body.applied).toBe(5);
    expect(half.body.status.seq).toBe(5);
    // a refused action in a replay names its index
    const bad = await post(t, `${URL}/replay`, { ...body, actions: [actions[0], { type: 'endTurn', player: 0 }] });
    problemOk(bad, 422, 'replay-diverged');
    expect(bad.body.details.index).toBe(1);
  });

  it('replay: at most 10,000 actions by default: 10,000 is accepted, 10,001 is a 400 problem', async () => {
    const { actions } = await playOut('open', 'limit', 3);
    const filler = { type: 'noop', player: 0 };
    const exactly = [...actions, ...Array.from({ length: 10_000 - actions.length }, () => filler)];
    expect(exactly).toHaveLength(10_000);
    const ok = await post(t, `${URL}/replay`, { seed: 'limit', players: toyPlayers(), actions: exactly, upTo: actions.length });
    expect(ok.status).toBe(200);
    expect(ok.body.applied).toBe(actions.length);
    expect(ok.body.status.over).toBe(true);
    const over = await post(t, `${URL}/replay`, { seed: 'limit', players: toyPlayers(), actions: [...exactly, filler], upTo: actions.length });
    problemOk(over, 400, 'too-many-actions');
    expect(over.body).toMatchObject({ limit: 10_000, count: 10_001 });
  });
});

describe('POST .../matches/step refusals', () => {
  let created: any;
  beforeAll(async () => {
    created = (await create({ seed: 'refusals' })).body;
  });

  it('a wrong expectedStateHash is 409 with both hashes', async () => {
    const p = created.status.decider;
    const r = await step({ state: created.state, action: created.views[p].legalActions[0], expectedStateHash: 'fnv1a64:0000000000000000' });
    problemOk(r, 409, 'state-hash-mismatch');
    expect(r.body).toMatchObject({ expected: 'fnv1a64:0000000000000000', actual: created.stateHash });
  });

  it('an action not in legalActions is 422 naming the reason and the rule; the state is unchanged and still playable', async () => {
    const p = created.status.decider;
    const r = await step({ state: created.state, action: { type: 'choose', player: p, option: 'redraw-everything' } });
    problemOk(r, 422, 'illegal-action');
    expect(r.body).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'TOY 2.2' });
    expect(r.body.reason).toMatch(/not one of the 2 legal answers/);
    const wrongSeat = await step({ state: created.state, action: { type: 'choose', player: 1 - p, option: 'keep' } });
    problemOk(wrongSeat, 422, 'illegal-action');
    expect(wrongSeat.body).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'TOY 2.2' });
    const v = await post(t, `${URL}/view`, { state: created.state, player: 'spectator' });
    expect(v.body.stateHash).toBe(created.stateHash);
    const ok = await step({ state: created.state, action: created.views[p].legalActions[0], expectedStateHash: created.stateHash });
    expect(ok.status).toBe(200);
    expect(ok.body.status.seq).toBe(1);
  });

  it('a malformed action is 400 (MALFORMED_ACTION), a non-object action a validation 400', async () => {
    const r = await step({ state: created.state, action: { type: 'choose', player: 9, option: 'keep' } });
    problemOk(r, 400, 'malformed-action');
    expect(r.body.code).toBe('MALFORMED_ACTION');
    problemOk(await step({ state: created.state, action: 'keep' }), 400, 'validation');
    problemOk(await step({ state: created.state, action: { type: 'x', player: 0 }, expectedStateHash: 'abc' }), 400, 'validation');
  });

  it('concession is always accepted from a player still in the game (not listed)', async () => {
    const r = await step({ state: created.state, action: { type: 'concede', player: 1 } });
    expect(r.status).toBe(200);
    expect(r.body.status).toMatchObject({ over: true, winner: 0, reason: 'concede', result: { winners: [0], losers: [1], draw: false, rule: 'TOY 1.3' } });
  });
});

describe('sealed tokens', () => {
  let created: any;
  let action: unknown;
  beforeAll(async () => {
    created = (await create({ seed: 'tokens' })).body;
    action = created.views[created.status.decider].legalActions[0];
  });

  it('tampered, truncated, garbage, foreign-key and other-game tokens are refused with 4xx problems', async () => {
    const token: string = created.state;
    const mid = Math.floor(token.length / 2);
    const flipped = token.slice(0, mid) + (token[mid] === 'A' ? 'B' : 'A') + token.slice(mid + 1);
    const tampered = await step({ state: flipped, action });
    problemOk(tampered, 401, 'state-token-rejected');
    expect(tampered.body.code).toBe('TOKEN_TAMPERED');
    const truncated = await step({ state: token.slice(0, token.length - 12), action });
    problemOk(truncated, 400, 'invalid-state-token');
    expect(truncated.body.code).toBe('TOKEN_TRUNCATED');
    problemOk(await step({ state: 'definitely not a token', action }), 400, 'invalid-state-token');
    problemOk(await step({ state: 'AAAA', action }), 400, 'invalid-state-token');
    const st = openState(token);
    const sameKidOtherKey = seal(st, [{ kid: 'k-new', key: generateKey() }]);
    const foreign = await step({ state: sameKidOtherKey, action });
    problemOk(foreign, 401, 'state-token-rejected');
    expect(foreign.body.code).toBe('TOKEN_TAMPERED');
    const unknownKid = await step({ state: seal(st, [{ kid: 'k-elsewhere', key: generateKey() }]), action });
    problemOk(unknownKid, 401, 'state-token-rejected');
    expect(unknownKid.body.code).toBe('TOKEN_UNKNOWN_KEY');
    const otherGame = await step({ state: token, action }, 'toy-two');
    problemOk(otherGame, 400, 'wrong-game');
    expect(otherGame.body.detail).toMatch(/holds a toy game, not toy-two/);
    const viewOther = await post(t, '/v1/games/toy-two/matches/view', { state: token, player: 0 });
    expect(viewOther.status).toBe(400);
  });

  it('key rotation: a token sealed with the old key (now second in STATE_KEYS) still opens; the answer is sealed with the new key', async () => {
    const oldToken = seal(openState(created.state), [{ kid: 'k-old', key: OLD_KEY }]);
    expect(peekToken(oldToken).kid).toBe('k-old');
    const r = await step({ state: oldToken, action, expectedStateHash: created.stateHash });
    expect(r.status).toBe(200);
    expect(peekToken(r.body.state).kid).toBe('k-new');
  });

  it('a state from an incompatible engine or rules version is 409 with a clear message', async () => {
    const st = openState(created.state);
    const oldRules = seal({ ...st, versions: { ...st.versions, rules: 'toy-0' } }, keyring);
    const r = await step({ state: oldRules, action });
    problemOk(r, 409, 'state-version-mismatch');
    expect(r.body.detail).toMatch(/state follows rules toy-0, this game implements toy-1/);
    const oldEngine = await step({ state: { ...st, versions: { ...st.versions, engine: '0.9.0' } }, action });
    problemOk(oldEngine, 409, 'state-version-mismatch');
    expect(oldEngine.body.detail).toMatch(/engine 0\.9\.0, this is 2\.0\.0/);
  });
});

describe('open states', () => {
  let created: any;
  beforeAll(async () => {
    created = (await create({ seed: 'open-states', stateMode: 'open' })).body;
  });

  it('a submitted open state is checked before use: broken invariants are 400 with the reasons', async () => {
    const st = structuredClone(created.state) as GameState;
    const hand = Object.values(st.zones).find((z) => z.name === 'hand' && z.cards.length > 0)!;
    hand.cards.pop();
    const r = await step({ state: st, action: created.legalActions[0] });
    problemOk(r, 400, 'invalid-state');
    expect(r.body.errors[0].message).toMatch(/is in no zone/);
    const noLife = structuredClone(created.state) as GameState;
    delete noLife.players[1]!.counters.life;
    const r2 = await step({ state: noLife, action: created.legalActions[0] });
    problemOk(r2, 400, 'invalid-state');
    expect(r2.body.errors.map((e: any) => e.message)).toContain('player 1 has no life counter');
    const junk = await step({ state: { ...created.state, players: 'nobody' }, action: created.legalActions[0] });
    problemOk(junk, 400, 'invalid-state');
    const otherGame = await step({ state: created.state, action: created.legalActions[0] }, 'toy-two');
    problemOk(otherGame, 400, 'wrong-game');
  });

  it('a valid open state steps like a sealed one', async () => {
    const r = await step({ state: created.state, action: created.legalActions[0], expectedStateHash: created.stateHash });
    expect(r.status).toBe(200);
    expect(r.body.mode).toBe('open');
  });
});

describe('POST .../matches/view', () => {
  it('gives one seat\'s view (or the spectator\'s); player 0\'s view never names player 1\'s hidden hand', async () => {
    const { body } = await create({ seed: 'view' });
    const st = openState(body.state);
    const v0 = await post(t, `${URL}/view`, { state: body.state, player: 0 });
    expect(v0.status).toBe(200);
    expect(v0.body).toMatchObject({ viewer: 0, game: 'toy', stateHash: body.stateHash });
    const hand1 = hiddenIds(st, 0, (name, owner) => name === 'hand' && owner === 1);
    expect(hand1.size).toBe(3);
    expect(containsAny(JSON.stringify(v0.body), hand1)).toEqual([]);
    const own = hiddenIds(st, 1, (name, owner) => name === 'hand' && owner === 0);
    expect(containsAny(JSON.stringify(v0.body), own).sort()).toEqual([...own].sort()); // it does show its own hand
    const { events: _e, unsupportedCards: _u, ...fromCreate } = body.views['0'];
    const { stateHash: _h, ...fromView } = v0.body;
    expect(fromView).toEqual(fromCreate);
    const spec = await post(t, `${URL}/view`, { state: body.state, player: 'spectator' });
    expect(spec.body.viewer).toBe('spectator');
    expect(spec.body.legalActions).toBeNull();
    problemOk(await post(t, `${URL}/view`, { state: body.state, player: 2 }), 400, 'validation');
    problemOk(await post(t, `${URL}/view`, { state: body.state, player: 'referee' }), 400, 'validation');
  });
});

describe('POST .../matches/scenario', () => {
  const scenario = toyScenario;

  it('builds the described position (open mode) and play continues from it', async () => {
    const r = await post(t, `${URL}/scenario`, { scenario: scenario(), stateMode: 'open' });
    expect(r.status).toBe(200);
    const st = r.body.state as GameState;
    const where = (zone: string) => st.zones[zone]!.cards.map((id) => st.cards[id]!.cardId);
    expect(where('0:hand').sort()).toEqual(['A01', 'A06']);
    expect(where('0:field')).toEqual(['A03', 'A04']);
    expect(where('0:deck')).toEqual(['A05', 'A07', 'A08']); // top first, as listed
    expect(where('1:discard')).toEqual(['B08']);
    const a03 = Object.values(st.cards).find((c) => c.cardId === 'A03')!;
    expect(a03).toMatchObject({ tapped: true, counters: { damage: 1 }, face: 'up', owner: 0, controller: 0 });
    expect(st.players.map((p) => p.counters)).toEqual([{ life: 5, energy: 3 }, { life: 2, energy: 2 }]);
    expect(st.turn).toEqual({ number: 3, active: 0, phase: 'main', step: null, first: 0 });
    expect(r.body.status).toMatchObject({ turn: 3, phase: 'main', activePlayer: 0, decider: 0, over: false });
    const legal = r.body.legalActions as any[];
    // TOY 4.1: both hand cards are affordable (energy 3); A04 untapped since turn 1 may attack; A03 is tapped
    expect(legal.filter((a) => a.type === 'play')).toHaveLength(2);
    expect(legal.filter((a) => a.type === 'attack').map((a) => st.cards[a.attacker]!.cardId)).toEqual(['A04']);
    const attack = legal.find((a) => a.type === 'attack');
    const r2 = await step({ state: st, action: attack });
    expect(r2.status).toBe(200);
    expect(r2.body.status.decider).toBe(1); // TOY 5.2: the defender may block
  });

  it('sealed scenarios seal the position like any state', async () => {
    const r = await post(t, `${URL}/scenario`, { scenario: scenario() });
    expect(r.status).toBe(200);
    expect(typeof r.body.state).toBe('string');
    expect(openState(r.body.state).turn.number).toBe(3);
  });

  it('invalid descriptions are 400 with every reason and its path', async () => {
    const bad = async (mutate: (s: any) => void) => {
      const s = scenario();
      mutate(s);
      const r = await post(t, `${URL}/scenario`, { scenario: s, stateMode: 'open' });
      problemOk(r, 400, 'invalid-scenario');
      return r.body;
    };
    expect((await bad((s) => (s.players[0].zones.graveyard = ['A02']))).errors[0]).toEqual({ path: 'scenario.players[0].zones.graveyard', message: expect.stringMatching(/unknown zone/) });
    expect((await bad((s) => s.players[1].zones.hand.push('NOPE-9'))).detail).toMatch(/NOPE-9/);
    expect((await bad((s) => (s.next = [{ op: 'teleport' }]))).errors[0].message).toMatch(/toy has no op "teleport"/);
    expect((await bad((s) => (s.decision = { player: 1 }))).errors[0]).toEqual({ path: 'scenario.decision.player', message: expect.stringMatching(/waits for player 0/) });
    expect((await bad((s) => delete s.players[1].counters.life)).errors.map((e: any) => e.message)).toContain('player 1 has no life counter');
    expect((await bad((s) => (s.players[0].zones.field[0].attachedTo = 'nobody'))).errors[0].message).toMatch(/no card has ref "nobody"/);
    expect((await bad((s) => (s.turn.active = 5))).errors[0].path).toBe('scenario.turn.active');
    expect((await bad((s) => s.players.pop())).errors[0].message).toMatch(/needs 2\.\.2 players, got 1/);
    expect((await bad((s) => delete s.next)).errors[0].path).toBe('scenario.next');
    const notObject = await post(t, `${URL}/scenario`, { scenario: 'x' });
    expect(notObject.status).toBe(400);
  });

  it('a scenario with an unsupported card is 422 unless allowUnsupported', async () => {
    const s = scenario();
    (s.players[1]!.zones as any).hand.push('X-ODD');
    problemOk(await post(t, `${URL}/scenario`, { scenario: s }), 422, 'unsupported-cards');
    const ok = await post(t, `${URL}/scenario`, { scenario: s, allowUnsupported: true, stateMode: 'open' });
    expect(ok.status).toBe(200);
    expect(ok.body.status.unsupportedCards.map((c: any) => c.id)).toEqual(['X-ODD']);
  });
});

describe('GET /v1/schema/abilities and GET /v1/games/{game}/coverage', () => {
  it('serves the kernel schema, and the game-extended one with ?game=', async () => {
    const base = await get(t, '/v1/schema/abilities');
    expect(base.status).toBe(200);
    expect(base.body).toEqual(JSON.parse(JSON.stringify(ABILITY_SCHEMA)));
    expect(base.body.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const toy = await get(t, '/v1/schema/abilities?game=toy');
    expect(toy.body.$id).toBe('urn:tcg-rules:abilities:toy');
    expect(JSON.stringify(toy.body)).toContain('toy.swift');
    expect(JSON.stringify(base.body)).not.toContain('toy.swift');
    if (noEngine) problemOk(await get(t, `/v1/schema/abilities?game=${noEngine}`), 501, 'no-engine');
    problemOk(await get(t, '/v1/schema/abilities?game=nope'), 404, 'unknown-game');
  });

  it('counts card statuses of the catalog (by status and by set) with the coverage registry', async () => {
    const r = await get(t, '/v1/games/toy/coverage');
    expect(r.status).toBe(200);
    // 32 numbered cards (every sentence mapped; A01 and A06 tested -> implemented), Sprite and Plain (no text), X-ODD (text, nothing mapped)
    const counts = { total: 35, implemented: 2, partial: 30, unsupported: 1, vanilla: 2 };
    expect(r.body).toEqual({ game: 'toy', rules: 'toy-1', engine: '2.0.0', catalogVersion: 0, coverageSource: 'registered', tested: null, byStatus: counts, bySet: { '(no set)': counts } });
    if (noEngine) problemOk(await get(t, `/v1/games/${noEngine}/coverage`), 501, 'no-engine');
    expect((await get(t, '/v1/games/nope/coverage')).status).toBe(404);
  });
});

describe('GraphQL twins', () => {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await t.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { 'content-type': 'application/json' } });
    return JSON.parse(res.body);
  };
  const FIELDS = 'game mode state stateHash versions status { turn phase step activePlayer decider over winner result reason seq unsupportedCards { id name text } summary } decision legalActions events views';

  it('stepMatch agrees with POST .../step (open: identical; sealed: identical except the fresh token)', async () => {
    for (const stateMode of ['open', 'sealed'] as const) {
      const created = (await create({ seed: `gql-${stateMode}`, stateMode })).body;
      const action = created.views[String(created.status.decider)].legalActions[1];
      const rest = (await step({ state: created.state, action, expectedStateHash: created.stateHash })).body;
      const g = await gql(`mutation($s: JSON!, $a: JSON!, $h: String) { stepMatch(game: "toy", state: $s, action: $a, expectedStateHash: $h) { ${FIELDS} } }`, { s: created.state, a: action, h: created.stateHash });
      expect(g.errors).toBeUndefined();
      const { state: gs, ...gRest } = g.data.stepMatch;
      const { state: rs, seed: _seed, applied: _applied, commitment: _commitment, ...rRest } = rest;
      expect(gRest).toEqual(rRest);
      if (stateMode === 'open') expect(gs).toEqual(rs);
      else {
        expect(hashState(openState(gs))).toBe(hashState(openState(rs)));
        expect(gRest.stateHash).toMatch(/^hmac-sha256:/);
      }
    }
  });

  it('createMatch, matchView, replayMatch, scenarioMatch and refusals carry the same answers and problems', async () => {
    const players = toyPlayers();
    const g = await gql(`mutation($p: JSON!) { createMatch(game: "toy", players: $p, seed: "gql-c", stateMode: "open") { ${FIELDS} } }`, { p: players });
    const rest = (await create({ seed: 'gql-c', stateMode: 'open' })).body;
    expect(g.data.createMatch.stateHash).toBe(rest.stateHash);
    expect(g.data.createMatch.views).toEqual(rest.views);
    const v = await gql('query($s: JSON!) { matchView(game: "toy", state: $s, player: 1) }', { s: rest.state });
    expect(v.data.matchView).toEqual((await post(t, `${URL}/view`, { state: rest.state, player: 1 })).body);
    const r = await gql('query($p: JSON!, $a: JSON!) { replayMatch(game: "toy", seed: "gql-c", players: $p, actions: $a, stateMode: "open") { stateHash applied } }', { p: players, a: [] });
    expect(r.data.replayMatch).toEqual({ stateHash: rest.stateHash, applied: 0 });
    const s = await gql('query($s: JSON!) { scenarioMatch(game: "toy", scenario: $s) { status { decider } } }', { s: { players: [{ counters: { life: 1 } }, { counters: { life: 1 } }], next: [{ op: 'main' }] } });
    expect(s.data.scenarioMatch.status.decider).toBe(0);
    const bad = await gql('mutation($s: JSON!) { stepMatch(game: "toy", state: $s, action: {type: "choose", player: 0, option: "nope"}) { stateHash } }', { s: rest.state });
    expect(bad.errors[0].extensions.problem).toMatchObject({ status: 422, code: 'ILLEGAL_ACTION', rule: 'TOY 2.2' });
    const conflict = await gql('mutation($s: JSON!) { stepMatch(game: "toy", state: $s, action: {type: "concede", player: 0}, expectedStateHash: "fnv1a64:0000000000000000") { stateHash } }', { s: rest.state });
    expect(conflict.errors[0].extensions.code).toBe('CONFLICT');
    const invalid = await gql('mutation { createMatch(game: "toy", players: "x") { stateHash } }', {});
    expect(invalid.errors[0].extensions.problem.status).toBe(400);
    const unknown = await gql('mutation { createMatch(game: "nope", players: []) { stateHash } }', {});
    expect(unknown.errors[0].extensions.code).toBe('NOT_FOUND');
    if (noEngine) {
      const none = await gql(`mutation { createMatch(game: "${noEngine}", players: [{deck: "x"}, {deck: "y"}]) { stateHash } }`, {});
      expect(none.errors[0].extensions).toMatchObject({ code: 'NOT_IMPLEMENTED', problem: { status: 501, type: 'https://tcg-rules.dev/problems/no-engine' } });
    }
    const cov = await gql('{ gameCoverage(game: "toy") { byStatus { total implemented } } abilitySchema(game: "toy") }', {});
    expect(cov.data.gameCoverage.byStatus).toEqual({ total: 35, implemented: 2 });
    expect(cov.data.abilitySchema.$id).toBe('urn:tcg-rules:abilities:toy');
  });
});
