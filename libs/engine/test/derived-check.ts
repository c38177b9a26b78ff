/**
 * The derived layer against a from-scratch recomputation (issue #14; engine derived.ts), for any game:
 * seeded random games through the public `apply`, check mode on for the whole game (every answer the memo
 * gives inside the kernel's scopes — listing, apply's legality check, views — and the game's own read-only
 * passes is recomputed with no memo and compared), and at EVERY decision:
 *  - the legal actions listed with the layer equal those listed with it off (`withoutDerived`);
 *  - every card's current attack / defense / cost, keywords, and every flag a modifier sets on it, read in
 *    one scope, equal the values read from scratch;
 *  - every `VIEW_EVERY`-th decision, both seats' views equal the views built from scratch (`current`
 *    values included).
 * Returns totals; the caller asserts the games ended and the layer was exercised.
 */
import {
  apply, createGame, derivedCheckCount, derivedScope, flagOf, jsonEqual, keywordsOf, legalActions, modifiersOf, randomInt, seedRng,
  setDerivedCheck, statOf, view, vocabularyFor, withoutDerived,
  type GameDefinition, type GameState, type Json, type Reader, type SetupInput,
} from '../src/index.js';

const VIEW_EVERY = 10;

export interface DerivedCheckTotals {
  games: number;
  finished: number;
  decisions: number;
  /** Memo answers compared by check mode. */
  checked: number;
  /** Card value sets compared explicitly. */
  cards: number;
  differences: string[];
}

function cardValues(r: Reader, id: string): Json {
  const flags: Record<string, Json> = {};
  for (const m of modifiersOf(r, id)) if (m.type === 'flag') flags[m.flag] = flagOf(r, id, m.flag);
  return {
    attack: statOf(r, id, 'attack'),
    defense: statOf(r, id, 'defense'),
    cost: statOf(r, id, 'cost'),
    keywords: keywordsOf(r, id),
    flags,
  };
}

/** Every card's values in one derived scope (or from scratch). */
function allValues(def: GameDefinition, state: GameState, scoped: boolean): Record<string, Json> {
  const r: Reader = { state, vocab: vocabularyFor(def) };
  const read = () => {
    const out: Record<string, Json> = {};
    for (const id of Object.keys(state.cards)) out[id] = cardValues(r, id);
    return out;
  };
  return scoped ? derivedScope(state, read) : withoutDerived(read);
}

export function checkDerived(def: GameDefinition, setupOf: (g: number) => SetupInput, games: number, maxSteps = 5000): DerivedCheckTotals {
  const totals: DerivedCheckTotals = { games, finished: 0, decisions: 0, checked: 0, cards: 0, differences: [] };
  const was = setDerivedCheck(true);
  derivedCheckCount(true);
  try {
    for (let g = 0; g < games && totals.differences.length < 5; g++) {
      const picker = seedRng(`derived-pick-${def.slug}-${g}`);
      let state = createGame(def, setupOf(g)).state;
      let steps = 0;
      while (!state.result && steps < maxSteps) {
        const legal = legalActions(state, def);
        const fresh = withoutDerived(() => legalActions(state, def));
        if (!jsonEqual(legal, fresh)) {
          totals.differences.push(`${def.slug} game ${g} decision ${steps}: legal actions differ from a from-scratch listing`);
          break;
        }
        const scoped = allValues(def, state, true);
        const scratch = allValues(def, state, false);
        totals.cards += Object.keys(scoped).length;
        if (!jsonEqual(scoped, scratch)) {
          const id = Object.keys(scoped).find((k) => !jsonEqual(scoped[k], scratch[k]));
          totals.differences.push(`${def.slug} game ${g} decision ${steps}: card ${id} ${JSON.stringify(scoped[id!])} vs ${JSON.stringify(scratch[id!])}`);
          break;
        }
        if (steps % VIEW_EVERY === 0) {
          for (const seat of state.players.map((p) => p.index)) {
            if (!jsonEqual(view(state, seat, def), withoutDerived(() => view(state, seat, def)))) {
              totals.differences.push(`${def.slug} game ${g} decision ${steps}: seat ${seat}'s view differs from a from-scratch view`);
            }
          }
        }
        state = apply(state, legal[randomInt(picker, legal.length)]!, def).state;
        steps++;
      }
      totals.decisions += steps;
      if (state.result) totals.finished++;
    }
  } finally {
    totals.checked = derivedCheckCount(true);
    setDerivedCheck(was);
  }
  return totals;
}

/**
 * What every game's derived-layer spec asserts of `checkDerived`'s totals: no difference, every game finished, at
 * least `decisionsPerGame` decisions per game (the games were played), and more than `checkedOver` memo answers
 * checked (the memo answered, so the comparison ran).
 */
export function expectNoDisagreement(t: DerivedCheckTotals, games: number, decisionsPerGame: number, checkedOver = 0): void {
  expect(t.differences).toEqual([]);
  expect(t.finished).toBe(games);
  expect(t.decisions).toBeGreaterThan(games * decisionsPerGame);
  expect(t.checked).toBeGreaterThan(checkedOver);
}
