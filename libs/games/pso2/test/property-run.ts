/**
 * Property test runner (fast-check, fixed seeds, bounded), shared by property-1…4.spec.ts (one shard each, so jest
 * runs them on parallel workers): random games between the playable example decks — two-player games and co-op
 * raids (a party of 2 or 3 against the sample boss, every difficulty) — with uniformly random legal actions and
 * randomly chosen readings of the ambiguous rules (options). Every game ends (win/loss/draw) within the turn cap,
 * no exception escapes, every sampled state passes the kernel invariants, the cards of every seat are conserved
 * across zones (the raid's `removed` zone included), the views of every seat and of a spectator show no catalog id
 * the viewer cannot see (hands, deck order, face-down PP cards, the boss deck), replaying the seed + actions
 * reproduces the final hash, the in-place playout equals the public apply at sampled steps, every listed action
 * applies at sampled states, and a game resumed from its canonical JSON (what a sealed token carries) continues the
 * same. PSO2_PROPERTY_GAMES sets the total over the four shards (default 500).
 */
import fc from 'fast-check';
import {
  apply, applyInPlace, canonicalJson, checkState, cloneJson, hashState, legalActions, randomInt, replay, seedRng,
  type Action, type GameState, type SetupInput, type Viewer,
} from '../../../engine/src/index.js';
import { viewLeaks } from '../../../engine/test/view-leaks.js';
import { definition } from '../src/index.js';
import { EXAMPLE_DECKS, engineDeck, playerDecks, setupFor } from './helpers.js';

export const SHARDS = 4;
const TOTAL = Number(process.env.PSO2_PROPERTY_GAMES ?? 500);
const TURN_CAP = 200;
const PARTY_DECKS = playerDecks().map(engineDeck);
const BOSS_DECK = engineDeck(EXAMPLE_DECKS.find((d) => d.legal && d.format === 'raid')!);
/** Every RESUME_EVERY-th game also steps a canonical-JSON round trip of its state. */
const RESUME_EVERY = Number(process.env.PSO2_PROPERTY_RESUME_EVERY ?? 10);
const APPLY_EVERY = 13;

function counts(s: GameState): number[] {
  const out = s.players.map(() => 0);
  for (const c of Object.values(s.cards)) out[c.owner]! += 1;
  return out;
}

const pick = <T>(rng: ReturnType<typeof seedRng>, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;

/** A random game: decks, mode and options from the seed. */
export function gameSetup(seed: number): SetupInput {
  const rng = seedRng(`setup-${seed}`);
  const raid = randomInt(rng, 5) === 0;
  const options = {
    pso2PriorityWindows: pick(rng, ['always', 'whenPlayable']),
    pso2ErosionTargets: pick(rng, ['playerOnly', 'noPlayer']),
    pso2ArmorAgainst: pick(rng, ['all', 'battle']),
    pso2ActiveToDiscard: pick(rng, ['onPlay', 'afterResolution']),
    pso2RapidFireTargetLeaves: pick(rng, ['end', 'continue']),
    pso2HalfHpRecheck: pick(rng, [false, true]),
    pso2FaceDownPpColour: pick(rng, ['none', 'playerCard']),
    pso2UntapMagAndAttached: pick(rng, [false, true]),
    ...(raid ? { format: 'raid', raidDifficulty: pick(rng, ['normal', 'hard', 'veryHard']), raidPriority: pick(rng, ['opponents', 'party']) } : {}),
  };
  const party = raid ? 2 + randomInt(rng, 2) : 2;
  const decks = Array.from({ length: party }, () => pick(rng, PARTY_DECKS));
  return setupFor(raid ? [...decks, BOSS_DECK] : decks, `prop-${seed}`, { options });
}

function playOne(seed: number, resume: boolean): { s: GameState; actions: Action[]; setup: SetupInput } {
  const setup = gameSetup(seed);
  const s = cloneJson(replay(definition, { ...setup, actions: [] }).state);
  const sizes = counts(s);
  const picker = seedRng(`picker-${seed}`);
  const actions: Action[] = [];
  let step = 0;
  while (!s.result && s.turn.number <= TURN_CAP && step < 20000) {
    const legal = legalActions(s, definition);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randomInt(picker, legal.length)]!;
    if (step % APPLY_EVERY === 0) {
      // the public apply (on a copy) and the in-place playout give the same state; so does a canonical-JSON round trip
      const viaApply = apply(s, action, definition).state;
      const resumed = resume ? apply(JSON.parse(canonicalJson(s)) as GameState, action, definition).state : null;
      applyInPlace(s, action, definition);
      expect(hashState(viaApply)).toBe(hashState(s));
      if (resumed) expect(hashState(resumed)).toBe(hashState(s));
    } else applyInPlace(s, action, definition);
    actions.push(action);
    step++;
    expect(counts(s)).toEqual(sizes);
    if (step % 61 === 0 && !s.result) {
      const before = hashState(s);
      for (const a of legalActions(s, definition)) expect(() => apply(s, a, definition)).not.toThrow();
      expect(hashState(s)).toBe(before);
    }
    if (step % 29 === 0 || s.result) {
      expect(checkState(s, definition)).toEqual([]);
      for (const v of [...s.players.map((p) => p.index), 'spectator'] as Viewer[]) expect(viewLeaks(s, v, definition)).toEqual([]);
    }
  }
  return { s, actions, setup };
}

/** Runs shard `shard` (0-based): its share of TOTAL games. */
export function propertyShard(shard: number): void {
  const games = Math.floor(TOTAL / SHARDS) + (shard < TOTAL % SHARDS ? 1 : 0);
  describe(`PSO2 random games between the example decks, raids included (property, shard ${shard + 1}/${SHARDS})`, () => {
    test(`PSO2 101 / 103.6 / 400.3 / raid: ${games} random games end within ${TURN_CAP} turns, conserve cards, leak nothing, replay to the same hash`, () => {
      const results = { wins: 0, draws: 0, raids: 0 };
      let n = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { s, actions, setup } = playOne(seed, n++ % RESUME_EVERY === 0);
          expect(s.result).not.toBeNull();
          expect(s.turn.number).toBeLessThanOrEqual(TURN_CAP);
          if (s.result!.draw) results.draws++;
          else results.wins++;
          if (s.players.length > 2) results.raids++;
          expect(replay(definition, { ...setup, actions }).hash).toBe(hashState(s));
        }),
        { seed: 0x9502 + shard, numRuns: games },
      );
      expect(results.wins + results.draws).toBe(games);
    }, 1_800_000);
  });
}
