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
import { arrange, card, idOf, started } from './arrange.js';
import type { GameDefinition, GameState, JsonObject } from '../src/index.js';

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

  /**
   * A toy position with a static ability (issue #14 item (b)): A01 on A's field gives +1 attack to A's units while the
   * counted condition `toy.defenseAtLeast` (B01's defense ≥ min) holds. The condition does not depend on the card the
   * ability applies to, so inside one scope it is evaluated once for all of A's units; outside a scope once per query.
   */
  function staticPosition(min: number): { state: GameState; def: GameDefinition; calls: () => number; mine: string[] } {
    let calls = 0;
    const def: GameDefinition = {
      ...TOY,
      vocabulary: {
        ...TOY.vocabulary,
        conditions: {
          ...TOY.vocabulary?.conditions,
          'toy.defenseAtLeast': {
            description: "B01's defense is at least `min` (test only)",
            params: { min: { type: 'integer' } },
            required: ['min'],
            test: (r, c) => {
              calls++;
              return (statOf(r, idOf(r.state, 'B01'), 'defense') ?? 0) >= (c.min as number);
            },
          },
        },
      },
    };
    const placed = arrange(started('derived-static'), [['A01', 'field', 0], ['A02', 'field', 0], ['A03', 'field', 0], ['B01', 'field', 1]]);
    const state = JSON.parse(JSON.stringify(placed)) as GameState; // own catalog object: the ability index is rebuilt for it
    const aura = { kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { side: 'you' }, condition: { type: 'toy.defenseAtLeast', min } } as unknown as JsonObject;
    state.catalog.A01 = { ...state.catalog.A01!, abilities: [...state.catalog.A01!.abilities, aura as never] };
    const mine = ['A01', 'A02', 'A03'].map((c) => idOf(state, c));
    return { state, def, calls: () => calls, mine };
  }

  test.each([
    ['at the threshold (B01 defense = min): +1 to each of A\'s units', 0, 1],
    ['one below (min = B01 defense + 1): no change', 1, 0],
  ])("a static ability's condition is evaluated once per source per scope, %s, and equals a from-scratch recomputation", (_name, over, plus) => {
    const probe = staticPosition(0);
    const bDefense = withoutDerived(() => statOf({ state: probe.state, vocab: vocabularyFor(probe.def) }, idOf(probe.state, 'B01'), 'defense'))!;
    expect(bDefense).toBe(4); // printed defense of B01 (1 + 7 % 4): nothing applies to B's units
    const { state, def, calls, mine } = staticPosition(bDefense + over);
    const r: Reader = { state, vocab: vocabularyFor(def) };
    const printed = mine.map((id) => state.catalog[state.cards[id]!.cardId]!.attack);
    const fresh = mine.map((id) => statOf(r, id, 'attack'));
    expect(fresh).toEqual(printed.map((a) => a! + plus));
    expect(calls()).toBe(3); // outside a scope: once per query
    const was = setDerivedCheck(true);
    try {
      const inScope = derivedScope(state, () => {
        const before = calls();
        const values = mine.map((id) => statOf(r, id, 'attack'));
        return { values, calls: calls() - before };
      });
      expect(inScope.values).toEqual(fresh);
      // once for the three cards, plus once nested: the condition reads B01, whose own full list (the memo computes
      // every card's whole list) meets the same condition while it is being evaluated, and evaluates it afresh;
      // plus the check mode's own from-scratch recomputation of each of the three queries
      expect(inScope.calls).toBe(2 + 3);
    } finally {
      setDerivedCheck(was);
    }
    const quiet = derivedScope(state, () => {
      const before = calls();
      mine.forEach((id) => statOf(r, id, 'attack'));
      return calls() - before;
    });
    expect(quiet).toBe(2); // before the per-scope sources: 4 (A01's, A02's and A03's lists once each, B01's list once)
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
