/**
 * The kernel's trusted in-place playout (`applyInPlace`, docs/engine.md §3.1) and owned apply (§3.2) on GBF games:
 * seeded random games between the example decks, played with the public `apply` and in place (and owned), must agree
 * after EVERY step (checkpoints 8-5-1, rule processing 9, cardId swaps of job change / limit break, armor breaks …).
 */
import {
  apply, applyInPlace, canonicalJson, createGame, jsonEqual, legalActions, playRandomGame, randomInt, seedRng, snapshotCache, type GameState,
} from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { EXAMPLE_DECKS, setupFor } from './helpers.js';
import { optionsFor } from './property-run.js';

const GAMES = Number(process.env.GBF_INPLACE_GAMES ?? 4);
const DECKS = EXAMPLE_DECKS.filter((d) => d.legal);
const setup = (g: number, cache?: ReturnType<typeof snapshotCache>) =>
  setupFor(DECKS[g % DECKS.length]!, DECKS[(g * 3 + 1) % DECKS.length]!, `inplace-${g}`, { options: optionsFor(g), ...(cache ? { snapshotCache: cache } : {}) });

describe('applyInPlace / owned apply on GBF: the same successor state as apply after every step', () => {
  test(`${GAMES} seeded random games (whole state compared after each step; snapshot cache for the in-place games)`, () => {
    const cache = snapshotCache();
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const picker = seedRng(`inplace-pick-${g}`);
      let pub: GameState = createGame(definition, setup(g)).state;
      const mine: GameState = createGame(definition, setup(g, cache)).state;
      let owned: GameState = createGame(definition, setup(g)).state;
      expect(canonicalJson(mine)).toBe(canonicalJson(pub));
      while (!pub.result && steps < 40_000) {
        const legal = legalActions(pub, definition);
        const k = randomInt(picker, legal.length);
        pub = apply(pub, legal[k]!, definition).state;
        applyInPlace(mine, legalActions(mine, definition)[k]!, definition);
        owned = apply(owned, legalActions(owned, definition)[k]!, definition, { owned: true }).state;
        steps++;
        if (!jsonEqual(mine, pub) || !jsonEqual(owned, pub)) throw new Error(`game ${g}: states differ after step ${pub.seq}`);
      }
      expect(pub.result).not.toBeNull();
    }
    expect(steps).toBeGreaterThan(GAMES * 100);
  });

  test('playRandomGame plays the public loop\'s game (same seeds: same final state and number of decisions)', () => {
    const picker = seedRng('prg-pick');
    let pub: GameState = createGame(definition, setup(1)).state;
    let n = 0;
    while (!pub.result) {
      const legal = legalActions(pub, definition);
      pub = apply(pub, legal[randomInt(picker, legal.length)]!, definition).state;
      n++;
    }
    const r = playRandomGame(definition, setup(1, snapshotCache()), 'prg-pick');
    expect([r.decisions, r.capped]).toEqual([n, false]);
    expect(canonicalJson(r.state)).toBe(canonicalJson(pub));
  });
});
