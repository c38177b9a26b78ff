/**
 * The derived layer (issue #14; src/derived.ts) never disagrees with a from-scratch recomputation: random toy
 * games with check mode on and explicit comparisons at every decision (derived-check.ts), and the check
 * itself catches a memo that went stale (a mutation inside a scope, which the scope's contract forbids).
 * Each game's own spec runs the same check on its real cards (libs/games/<slug>/test/derived.spec.ts).
 */
import {
  addEffect, createGame, derivedCheckCount, derivedScope, inDerivedScope, makeCtx, memoInScope, setDerivedCheck, statOf, vocabularyFor, withoutDerived,
  type Reader,
} from '../src/index.js';
import { TOY, toySetup } from './toy-game.js';
import { checkDerived, expectNoDisagreement } from './derived-check.js';

const GAMES = Number(process.env.DERIVED_GAMES ?? 20);

describe('derived layer (issue #14): memoised derived values equal a from-scratch recomputation', () => {
  test(`${GAMES} random toy games: listing, every card's stats / keywords / flags and the views agree at every decision`, () => {
    const t = checkDerived(TOY, (g) => toySetup(`derived-${g}`), GAMES);
    expectNoDisagreement(t, GAMES, 10, t.decisions); // the memo answered (and was checked) many times per decision
  });

  test('a scope shares one computation per card; outside a scope, and under withoutDerived, every query is fresh', () => {
    const state = createGame(TOY, toySetup('derived-scope')).state;
    const r: Reader = { state, vocab: vocabularyFor(TOY) };
    const id = Object.keys(state.cards)[0]!;
    expect(inDerivedScope(state)).toBe(false);
    derivedScope(state, () => {
      expect(inDerivedScope(state)).toBe(true);
      derivedScope(state, () => expect(inDerivedScope(state)).toBe(true)); // nested: same memo
      withoutDerived(() => expect(inDerivedScope(state)).toBe(false));
      expect(statOf(r, id, 'attack')).toBe(withoutDerived(() => statOf(r, id, 'attack')));
    });
    expect(inDerivedScope(state)).toBe(false);
  });

  test('check mode reports a stale memo: a mutation inside a scope (forbidden by its contract) throws DERIVED_MISMATCH', () => {
    const state = createGame(TOY, toySetup('derived-stale')).state;
    const ctx = makeCtx(state, TOY, vocabularyFor(TOY), false);
    const id = Object.keys(state.cards)[0]!;
    const before = statOf(ctx, id, 'attack') ?? 0;
    const was = setDerivedCheck(true);
    derivedCheckCount(true);
    try {
      expect(() =>
        derivedScope(state, () => {
          statOf(ctx, id, 'attack'); // remembered
          addEffect(ctx, { source: null, sourceCardId: null, controller: 0, player: null, targets: [id], modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, duration: 'untilEndOfTurn' });
          return statOf(ctx, id, 'attack'); // stale: the memo still has the list without +2
        }),
      ).toThrow(/DERIVED_MISMATCH/);
      expect(derivedCheckCount()).toBeGreaterThan(0);
    } finally {
      setDerivedCheck(was);
    }
    // without check mode the stale value is what a scope would answer; after the scope the fresh value is back
    expect(statOf(ctx, id, 'attack')).toBe(before + 2);
  });

  test("memoInScope: a game's fact is computed once per scope and key; outside a scope, under withoutDerived and on recursion it is computed each time; check mode catches a stale one", () => {
    const state = createGame(TOY, toySetup('derived-memo-in-scope')).state;
    let runs = 0;
    const fact = (key: string) => memoInScope(state, key, () => ++runs);
    expect([fact('a'), fact('a')]).toEqual([1, 2]); // no scope: fresh each time
    runs = 0;
    derivedScope(state, () => {
      expect([fact('a'), fact('a'), fact('b'), fact('a')]).toEqual([1, 1, 2, 1]); // one run per key
      derivedScope(state, () => expect(fact('b')).toBe(2)); // nested scope: the same memo
      expect(withoutDerived(() => fact('a'))).toBe(3); // from scratch
      // a key asked while it is being computed is computed again (never a half-built answer)
      let depth = 0;
      const rec = (): number => memoInScope(state, 'rec', () => (depth++ < 1 ? rec() + 10 : 5));
      expect(rec()).toBe(15);
      expect(rec()).toBe(15);
    });
    runs = 100;
    derivedScope(state, () => expect(fact('a')).toBe(101)); // a new scope forgets
    const was = setDerivedCheck(true);
    derivedCheckCount(true);
    try {
      expect(() => derivedScope(state, () => [fact('c'), fact('c')])).toThrow(/DERIVED_MISMATCH: the remembered value c/); // 102 remembered, 103 recomputed
      expect(derivedCheckCount()).toBe(1);
      expect(derivedScope(state, () => [memoInScope(state, 'd', () => 7), memoInScope(state, 'd', () => 7)])).toEqual([7, 7]);
    } finally {
      setDerivedCheck(was);
    }
  });
});
