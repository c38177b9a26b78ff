/**
 * The kernel's trusted in-place playout step (`applyInPlace`, docs/engine.md §3.1) on real Shadowverse
 * Evolve games: seeded random games between the six starter-card decks, played once with the public
 * `apply` and once in place, must agree after EVERY step (whole state: rule processing SVE 11, trigger
 * standby 10.7, evolve links 5.16.3, replacements 10.10 … all run the same code in both modes), and a
 * game created with a snapshot cache must start from the same state. Both quick-window options are
 * covered (half the games skip windows where passing is the only answer).
 */
import {
  apply, applyInPlace, canonicalJson, createGame, jsonEqual, legalActions, playRandomGame, randomInt, seedRng, snapshotCache,
  type GameState,
} from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { setupFor, STARTERS } from './engine-helpers.js';

const GAMES = Number(process.env.SVE_INPLACE_GAMES ?? 8);

function setup(g: number, cache?: ReturnType<typeof snapshotCache>) {
  const a = STARTERS[g % 6]!;
  const b = STARTERS[(g * 5 + 1) % 6]!;
  const options = { quickWindows: g % 2 === 0 ? 'always' : 'whenPlayable' };
  return setupFor(a, b, `inplace-${g}`, { options, ...(cache ? { snapshotCache: cache } : {}) });
}

describe('applyInPlace on Shadowverse Evolve: the same successor state as apply after every step', () => {
  test(`${GAMES} seeded random games between the starter decks (whole state compared after each step; snapshot cache for the in-place games)`, () => {
    const cache = snapshotCache();
    const differ: string[] = [];
    let steps = 0;
    let finished = 0;
    for (let g = 0; g < GAMES; g++) {
      const picker = seedRng(`inplace-pick-${g}`);
      let pub: GameState = createGame(definition, setup(g)).state;
      const mine: GameState = createGame(definition, setup(g, cache)).state;
      if (canonicalJson(mine) !== canonicalJson(pub)) differ.push(`game ${g}: initial states differ (snapshot cache)`);
      while (!pub.result && steps < 20_000) {
        const legal = legalActions(pub, definition);
        const k = randomInt(picker, legal.length);
        pub = apply(pub, legal[k]!, definition).state;
        applyInPlace(mine, legalActions(mine, definition)[k]!, definition);
        steps++;
        if (!jsonEqual(mine, pub)) {
          differ.push(`game ${g}: states differ after step ${pub.seq}`);
          break;
        }
      }
      if (pub.result) finished++;
      expect(canonicalJson(mine)).toBe(canonicalJson(pub));
    }
    expect(differ).toEqual([]);
    expect(finished).toBe(GAMES);
    expect(steps).toBeGreaterThan(GAMES * 50);
  });

  test('with { events: true } the events equal apply\'s (visibility included), over a whole game', () => {
    const picker = seedRng('events-pick');
    let pub: GameState = createGame(definition, setup(3)).state;
    const mine: GameState = createGame(definition, setup(3)).state;
    let events = 0;
    while (!pub.result) {
      const legal = legalActions(pub, definition);
      const k = randomInt(picker, legal.length);
      const r = apply(pub, legal[k]!, definition);
      const m = applyInPlace(mine, legalActions(mine, definition)[k]!, definition, { events: true });
      expect(m.events).toEqual(r.events);
      events += r.events.length;
      pub = r.state;
    }
    expect(canonicalJson(mine)).toBe(canonicalJson(pub));
    expect(events).toBeGreaterThan(200);
  });

  test('playRandomGame plays the public loop\'s game (same seeds: same final state and number of decisions)', () => {
    const picker = seedRng('prg-pick');
    let pub: GameState = createGame(definition, setup(5)).state;
    let n = 0;
    while (!pub.result) {
      const legal = legalActions(pub, definition);
      pub = apply(pub, legal[randomInt(picker, legal.length)]!, definition).state;
      n++;
    }
    const r = playRandomGame(definition, setup(5, snapshotCache()), 'prg-pick');
    expect([r.decisions, r.capped]).toEqual([n, false]);
    expect(canonicalJson(r.state)).toBe(canonicalJson(pub));
  });
});
