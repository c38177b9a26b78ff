/**
 * Property tests over random legal play of the toy game (fixed seeds, bounded counts):
 * listed actions apply; the list is never empty before the end; refusals are typed and never
 * change the state; states are plain JSON, hash-stable and valid; replays reproduce the hash.
 */
import fc from 'fast-check';
import {
  apply, canonicalJson, checkState, createGame, EngineError, hashState, jsonEqual, legalActions, replay, tryApply,
  type Action, type GameState,
} from '../src/index.js';
import { playRandom } from './helpers.js';
import { TOY, toySetup } from './toy-game.js';

const RUNS = 12;

function refusal(state: GameState, action: unknown): EngineError {
  const before = canonicalJson(state);
  let error: unknown = null;
  try {
    apply(state, action);
  } catch (e) {
    error = e;
  }
  expect(canonicalJson(state)).toBe(before); // input never mutated
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('random legal play (toy game)', () => {
  test('every listed action applies, the list is never empty before the end, and games end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const g = playRandom(`play-${seed}`);
        expect(g.final.result).not.toBeNull();
        expect(legalActions(g.final)).toEqual([]);
        for (const s of g.steps) {
          // the chosen action came from the list, and applying it moved the game on
          expect(s.after.seq).toBe(s.before.seq + 1);
          expect(checkState(s.after, TOY)).toEqual([]);
          if (!s.after.result) expect(legalActions(s.after).length).toBeGreaterThan(0);
          // nothing half-resolved leaks: at the main decision no ability scope or pending trigger is left
          if (s.after.decision?.kind === 'toy.main') {
            expect(s.after.scopes).toEqual({});
            expect(s.after.pending).toEqual([]);
            expect(s.after.stack[s.after.stack.length - 1]!.op).toBe('main');
            expect(s.after.stack.filter((f) => f.op.startsWith('$ab') || f.op.startsWith('$eff'))).toEqual([]);
          }
        }
      }),
      { seed: 0x5eed, numRuns: RUNS },
    );
  });

  test('ALL listed actions apply (exhaustively at sampled steps) without touching the input', () => {
    const g = playRandom('exhaustive-6'); // a long game under the engine 2.x RNG (89 steps)
    const sampled = g.steps.filter((_, i) => i % 3 === 0);
    let checked = 0;
    for (const s of sampled) {
      const snapshot = canonicalJson(s.before);
      for (const a of legalActions(s.before)) {
        const r = tryApply(s.before, a);
        expect(r.ok).toBe(true);
        checked += 1;
      }
      expect(canonicalJson(s.before)).toBe(snapshot);
    }
    expect(checked).toBeGreaterThan(50);
  });

  test('states are plain JSON: JSON round trip is deep-equal and byte-identical canonically', () => {
    const g = playRandom('json-1');
    for (const st of [g.initial, ...g.steps.map((s) => s.after)]) {
      const copy = JSON.parse(JSON.stringify(st)) as GameState;
      expect(jsonEqual(copy, st)).toBe(true);
      expect(canonicalJson(copy)).toBe(canonicalJson(st));
      expect(hashState(copy)).toBe(hashState(st));
    }
  });

  test('identical inputs give byte-identical states; different seeds differ', () => {
    const a = createGame(TOY, toySetup('same'));
    const b = createGame(TOY, toySetup('same'));
    const c = createGame(TOY, toySetup('other'));
    expect(canonicalJson(a.state)).toBe(canonicalJson(b.state));
    expect(hashState(a.state)).toMatch(/^fnv1a64:[0-9a-f]{16}$/);
    expect(hashState(a.state)).not.toBe(hashState(c.state));
  });

  test('replay reproduces the state hash, in full and up to any prefix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (seed, cut) => {
        const g = playRandom(`replay-${seed}`);
        const full = replay(TOY, { ...toySetup(`replay-${seed}`), actions: g.actions });
        expect(full.applied).toBe(g.actions.length);
        expect(full.hash).toBe(hashState(g.final));
        const k = cut % (g.actions.length + 1);
        const part = replay(TOY, { ...toySetup(`replay-${seed}`), actions: g.actions, upTo: k });
        const expected = k === 0 ? g.initial : g.steps[k - 1]!.after;
        expect(part.applied).toBe(k);
        expect(part.hash).toBe(hashState(expected));
      }),
      { seed: 42, numRuns: 8 },
    );
  });

  test('a replay whose actions do not fit the game is refused with REPLAY_DIVERGED and its index', () => {
    const g = playRandom('diverge-1');
    const actions = [...g.actions];
    actions[3] = { type: 'pick', player: 0, card: 'c-nope' };
    try {
      replay(TOY, { ...toySetup('diverge-1'), actions });
      throw new Error('expected a refusal');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('REPLAY_DIVERGED');
      expect((e as EngineError).details).toMatchObject({ index: 3 });
    }
  });
});

describe('refusals are typed and leave the state unchanged', () => {
  const malformed = fc.oneof(
    fc.constantFrom<unknown>(null, 0, 'play', true, [], [{ type: 'endTurn', player: 0 }]),
    fc.record({ player: fc.integer({ min: 0, max: 1 }) }), // no type
    fc.record({ type: fc.constant(''), player: fc.integer({ min: 0, max: 1 }) }),
    fc.record({ type: fc.string({ minLength: 1, maxLength: 8 }), player: fc.oneof(fc.integer({ min: 2, max: 9 }), fc.integer({ min: -9, max: -1 }), fc.constant('0'), fc.constant(0.5)) }),
    fc.record({ type: fc.string({ minLength: 1, maxLength: 8 }) }), // no player
  );

  test('malformed actions -> MALFORMED_ACTION', () => {
    const g = playRandom('malformed-1');
    const states = g.steps.filter((_, i) => i % 5 === 0).map((s) => s.before);
    fc.assert(
      fc.property(fc.nat(), malformed, (i, action) => {
        const e = refusal(states[i % states.length]!, action);
        expect(e.code).toBe('MALFORMED_ACTION');
      }),
      { seed: 7, numRuns: 150 },
    );
  });

  test('non-JSON values inside an action -> MALFORMED_ACTION', () => {
    const st = playRandom('malformed-2').steps[0]!.before;
    const p = st.decision!.player;
    for (const action of [{ type: 'endTurn', player: p, x: undefined }, { type: 'endTurn', player: p, x: NaN }, { type: 'endTurn', player: p, x: () => 1 }, { type: 'endTurn', player: p, x: new Date(0) }]) {
      expect(refusal(st, action).code).toBe('MALFORMED_ACTION');
    }
  });

  test('well-formed but illegal actions -> ILLEGAL_ACTION or NOT_YOUR_DECISION (never applied)', () => {
    const g = playRandom('illegal-1');
    const states = g.steps.map((s) => s.before);
    const arbitrary = fc.record({
      type: fc.constantFrom('pick', 'done', 'choose', 'next', 'play', 'attack', 'endTurn', 'x'),
      player: fc.integer({ min: 0, max: 1 }),
      card: fc.constantFrom('c1', 'c9999', 'A01'),
      option: fc.constantFrom('keep', 'yes', 7),
    });
    fc.assert(
      fc.property(fc.nat(), arbitrary, (i, raw) => {
        const st = states[i % states.length]!;
        const legal = legalActions(st);
        const action = raw as unknown as Action;
        if (legal.some((a) => canonicalJson(a) === canonicalJson(action))) return; // happens to be legal
        const e = refusal(st, action);
        if (action.player !== st.decision!.player) {
          expect(e.code).toBe('NOT_YOUR_DECISION');
          expect(e.rule).toBe(st.decision!.rule);
        } else expect(e.code).toBe('ILLEGAL_ACTION');
      }),
      { seed: 11, numRuns: 200 },
    );
  });

  test('a legal action with one parameter changed is refused (boundary: same type, other card)', () => {
    const g = playRandom('illegal-2');
    let n = 0;
    for (const s of g.steps) {
      for (const a of legalActions(s.before)) {
        if (typeof a.card !== 'string') continue;
        const e = refusal(s.before, { ...a, card: `${a.card}x` });
        expect(e.code).toBe('ILLEGAL_ACTION');
        n++;
      }
    }
    expect(n).toBeGreaterThan(20);
  });

  test('after the game is over every action (even concede) -> GAME_OVER', () => {
    const g = playRandom('over-1');
    expect(refusal(g.final, { type: 'endTurn', player: 0 }).code).toBe('GAME_OVER');
    expect(refusal(g.final, { type: 'concede', player: 1 }).code).toBe('GAME_OVER');
  });

  test('a state of another game or engine major version is refused', () => {
    const st = playRandom('version-1').steps[0]!.before;
    const action = legalActions(st)[0]!;
    expect(refusal({ ...st, versions: { ...st.versions, engine: '1.0.0' } }, action).code).toBe('VERSION_MISMATCH'); // engine 1.x (sfc32 RNG) states
    expect(refusal({ ...st, versions: { ...st.versions, engine: '3.0.0' } }, action).code).toBe('VERSION_MISMATCH');
    expect(refusal({ ...st, versions: { ...st.versions, rules: 'toy-0' } }, action).code).toBe('VERSION_MISMATCH');
    expect(() => apply({ ...st, game: 'pso2' }, action, TOY)).toThrow(expect.objectContaining({ code: 'WRONG_GAME' }));
    expect(() => apply({ ...st, game: 'no-such-game' }, action)).toThrow(expect.objectContaining({ code: 'UNKNOWN_GAME' }));
  });
});

describe('TOY 1.3 concession (kernel action, always allowed, never listed)', () => {
  test('the player who is not deciding may concede; the other player wins at once', () => {
    const st = playRandom('concede-1').steps[5]!.before;
    const idle = 1 - st.decision!.player;
    expect(legalActions(st).some((a) => a.type === 'concede')).toBe(false);
    const r = apply(st, { type: 'concede', player: idle });
    expect(r.state.result).toEqual({ winners: [1 - idle], losers: [idle], draw: false, reason: 'concede', rule: 'TOY 1.3' });
    expect(r.state.decision).toBeNull();
    expect(r.state.stack).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(['lost', 'gameOver']);
  });
});
