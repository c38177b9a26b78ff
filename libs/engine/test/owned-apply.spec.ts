/**
 * Owned apply (`apply(state, action, def, {owned: true})`, docs/engine.md §3.2): the public `apply`
 * without the private copy, for callers that own the state (the match server decodes a fresh one from
 * the token on every step). It must give exactly `apply`'s state and events after every step, make
 * every check `apply` makes, and leave the state untouched on every refusal.
 */
import { apply, canonicalJson, cloneJson, createGame, EngineError, hashState, legalActions, randomInt, replay, seedRng, tryApply, type Action, type GameState } from '../src/index.js';
import { TOY, toySetup } from './toy-game.js';
import { compareOwned } from './owned-compare.js';

describe('owned apply (docs/engine.md §3.2): apply without the private copy', () => {
  test('toy game, 25 seeded random games: the same state hash and events as apply after every step (chained and from fresh JSON)', () => {
    let steps = 0;
    let events = 0;
    const differ: string[] = [];
    for (let g = 0; g < 25; g++) {
      const r = compareOwned(TOY, () => createGame(TOY, toySetup(`owned-${g}`)).state, `toy-${g}`);
      expect(r.over).toBe(true);
      steps += r.steps;
      events += r.events;
      differ.push(...r.differ);
    }
    expect(differ).toEqual([]);
    expect(steps).toBeGreaterThan(500);
    expect(events).toBeGreaterThan(1000);
  });

  test('every refusal is the same EngineError as apply\'s and leaves the owned state unchanged', () => {
    const s = createGame(TOY, toySetup('owned-refusals')).state;
    const before = canonicalJson(s);
    const d = s.decision!;
    const legal = legalActions(s, TOY);
    const listedTypes = new Set(legal.map((a) => a.type));
    const refused: Array<[string, unknown, GameState]> = [
      ['ILLEGAL_ACTION', { type: legal[0]!.type, player: d.player, card: 'no-such-card' }, s],
      ['ILLEGAL_ACTION', { ...legal[0]!, extra: 1 }, s],
      ['ILLEGAL_ACTION', { type: listedTypes.has('pass') ? 'no-such-type' : 'pass', player: d.player }, s],
      ['NOT_YOUR_DECISION', { ...legal[0]!, player: 1 - d.player }, s],
      ['MALFORMED_ACTION', { type: 'pass' }, s],
      ['MALFORMED_ACTION', null, s],
      ['VERSION_MISMATCH', legal[0], { ...s, format: 999 } as unknown as GameState],
    ];
    for (const [code, action, state] of refused) {
      const viaApply = tryApply(state, action, TOY);
      expect(viaApply.ok).toBe(false);
      const copy = canonicalJson(state);
      let err: unknown = null;
      try {
        apply(state, action, TOY, { owned: true });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(EngineError);
      expect((err as EngineError).toJSON()).toEqual((viaApply as { error: unknown }).error);
      expect((err as EngineError).code).toBe(code);
      expect(canonicalJson(state)).toBe(copy);
    }
    expect(canonicalJson(s)).toBe(before);
    // a game that is over: GAME_OVER, unchanged; a player who already left cannot concede again
    const over = apply(s, { type: 'concede', player: 0 } as Action, TOY, { owned: true }).state;
    expect(over).toBe(s);
    expect(over.result?.winners).toEqual([1]);
    const ended = canonicalJson(over);
    expect(() => apply(over, legal[0]!, TOY, { owned: true })).toThrow(/game is over/);
    expect(() => apply(over, { type: 'concede', player: 1 }, TOY, { owned: true })).toThrow(EngineError);
    expect(canonicalJson(over)).toBe(ended);
  });

  test('a concession applied owned equals apply\'s', () => {
    const base = createGame(TOY, toySetup('owned-concede')).state;
    const viaApply = apply(base, { type: 'concede', player: 1 }, TOY);
    const mine = cloneJson(base);
    const o = apply(mine, { type: 'concede', player: 1 }, TOY, { owned: true });
    expect(o.state).toBe(mine);
    expect(hashState(o.state)).toBe(hashState(viaApply.state));
    expect(canonicalJson(o.events)).toBe(canonicalJson(viaApply.events));
  });

  test('replay (owned after its first action) gives the public loop\'s state hash and every step\'s events, setup events included', () => {
    for (let g = 0; g < 5; g++) {
      const created = createGame(TOY, toySetup(`owned-replay-${g}`));
      const events = [canonicalJson(created.events)];
      const actions: Action[] = [];
      const picker = seedRng(`owned-replay-pick-${g}`);
      let s = created.state;
      while (!s.result) {
        const legal = legalActions(s, TOY);
        actions.push(legal[randomInt(picker, legal.length)]!);
        const r = apply(s, actions[actions.length - 1]!, TOY);
        events.push(canonicalJson(r.events));
        s = r.state;
      }
      const rep = replay(TOY, { ...toySetup(`owned-replay-${g}`), actions });
      expect(rep.hash).toBe(hashState(s));
      expect(rep.events.map((e) => canonicalJson(e))).toEqual(events);
    }
  });

  test('without {owned: true} apply still never changes its input', () => {
    const s = createGame(TOY, toySetup('owned-default')).state;
    const before = canonicalJson(s);
    const r = apply(s, legalActions(s, TOY)[0]!, TOY, { owned: false });
    expect(r.state).not.toBe(s);
    expect(canonicalJson(s)).toBe(before);
  });
});
