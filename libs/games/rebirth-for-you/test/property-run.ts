/**
 * Property test runner (fast-check, fixed seeds, bounded), shared by property-1/2.spec.ts (one shard each): random
 * games between the keyword-only trial decks and the playable example decks (their card texts compiled and played), 2-player and every multiplayer format (13.6–13.10), with
 * uniformly random legal actions and randomly chosen readings of the ambiguous rules. Every game ends (win, loss or
 * draw) within the turn cap, no exception escapes, sampled states pass the kernel invariants, every seat's cards are
 * conserved across zones, the views of every seat and of a spectator show no catalog id the viewer cannot see
 * (libs/engine/test/view-leaks.ts), the in-place playout equals the public apply at sampled steps, and replaying
 * the seed + actions reproduces the final hash. R4U_PROPERTY_GAMES sets the total over the shards (default 40).
 */
import fc from 'fast-check';
import {
  apply, applyInPlace, checkState, cloneJson, hashState, legalActions, randomInt, replay, seedRng,
  type Action, type GameState, type SetupInput, type Viewer,
} from '../../../engine/src/index.js';
import { viewLeaks } from '../../../engine/test/view-leaks.js';
import { definition } from '../src/index.js';
import { DECKS, PLAYABLE_DECKS, setupFor } from './engine-helpers.js';

/** The keyword-only trial decks and the playable example decks (every card implemented). */
const POOL = [...DECKS, ...PLAYABLE_DECKS];

export const SHARDS = 2;
const TOTAL = Number(process.env.R4U_PROPERTY_GAMES ?? 40);
export const TURN_CAP = 150;
const APPLY_EVERY = 17;

const FORMATS: Array<[string, number[]]> = [
  ['standard', [2]], ['rumble', [3, 4]], ['circle', [3, 4]], ['double-team', [4]], ['triple-team', [6]], ['double-seven', [4]], ['blackjack', [6]],
];

function counts(s: GameState): number[] {
  const out = s.players.map(() => 0);
  for (const c of Object.values(s.cards)) out[c.owner]! += 1;
  return out;
}

const pick = <T>(rng: ReturnType<typeof seedRng>, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;

export function gameSetup(seed: number): SetupInput {
  const rng = seedRng(`r4u-setup-${seed}`);
  const [format, sizes] = randomInt(rng, 2) === 0 ? FORMATS[0]! : pick(rng, FORMATS);
  const n = pick(rng, sizes);
  const options = {
    format,
    r4uPlayCost: pick(rng, ['energy', 'energy', 'free']),
    r4uBlockedPartnerAttackRetires: pick(rng, [true, false]),
    r4uAttackerGone: pick(rng, ['lastKnown', 'none']),
    r4uAskWhen: pick(rng, ['able', 'always']),
    r4uSecondPartner: pick(rng, ['allButFirst', 'secondOnly']),
    r4uTurnLimit: TURN_CAP,
    ...(format === 'rumble' || format === 'circle' ? { r4uOneOut: pick(rng, [false, true]) } : {}),
  };
  return setupFor(Array.from({ length: n }, () => pick(rng, POOL)), `r4u-prop-${seed}`, options);
}

export function playOne(seed: number): { s: GameState; actions: Action[]; setup: SetupInput } {
  const setup = gameSetup(seed);
  const s = cloneJson(replay(definition, { ...setup, actions: [] }).state);
  const sizes = counts(s);
  const picker = seedRng(`r4u-picker-${seed}`);
  const actions: Action[] = [];
  let step = 0;
  while (!s.result && step < 30000) {
    const legal = legalActions(s, definition);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randomInt(picker, legal.length)]!;
    if (step % APPLY_EVERY === 0) {
      const viaApply = apply(s, action, definition).state;
      applyInPlace(s, action, definition);
      expect(hashState(viaApply)).toBe(hashState(s));
    } else applyInPlace(s, action, definition);
    actions.push(action);
    step++;
    if (step % 7 === 0 || s.result) expect(counts(s)).toEqual(sizes);
    if (step % 41 === 0 || s.result) {
      expect(checkState(s, definition)).toEqual([]);
      for (const v of [...s.players.map((p) => p.index), 'spectator'] as Viewer[]) expect(viewLeaks(s, v, definition)).toEqual([]);
    }
  }
  return { s, actions, setup };
}

export function propertyShard(shard: number): void {
  const games = Math.floor(TOTAL / SHARDS) + (shard < TOTAL % SHARDS ? 1 : 0);
  describe(`R4U random games between trial decks, multiplayer formats included (property, shard ${shard + 1}/${SHARDS})`, () => {
    test(`R4U 1.2 / 13 / 4.1.2: ${games} random games end within ${TURN_CAP} turns, conserve cards, leak nothing, replay to the same hash`, () => {
      const results = { wins: 0, draws: 0, multi: 0 };
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { s, actions, setup } = playOne(seed);
          expect(s.result).not.toBeNull();
          expect(s.turn.number).toBeLessThanOrEqual(TURN_CAP + 1);
          if (s.result!.draw) results.draws++;
          else results.wins++;
          if (s.players.length > 2) results.multi++;
          expect(replay(definition, { ...setup, actions }).hash).toBe(hashState(s));
        }),
        { seed: 0x4204 + shard, numRuns: games },
      );
      expect(results.wins + results.draws).toBe(games);
    }, 1_800_000);
  });
}
