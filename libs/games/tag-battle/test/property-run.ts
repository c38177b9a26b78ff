/**
 * Property test runner (fast-check, fixed seed, bounded), shared by property-1/2.spec.ts (one shard each, so
 * jest runs them on both workers): random games between the playable example decks with uniformly random
 * legal actions and randomly drawn rule options (the named D-n options). Every game ends (win / loss / draw)
 * within the turn cap, no exception escapes, every sampled state passes the kernel invariants and the game's
 * own, the number of cards each player owns is conserved across zones, views (both seats and the spectator)
 * leak no hidden card identity, and replaying seed + actions reproduces the final hash.
 * Games are played with the kernel's trusted in-place loop (applyInPlace: docs/engine.md §3.1); every
 * PUBLIC_EVERY-th game is also replayed through the public `apply` (kernel `replay`), which checks that the
 * in-place playout equals public apply step for step in its result, and at sampled states of those games
 * every listed action applies as-is. TAG_PROPERTY_GAMES sets the total (default 500; e.g.
 * TAG_PROPERTY_GAMES=5000 npm test -- libs/games/tag-battle/test/property for a long run).
 */
import fc from 'fast-check';
import {
  apply, applyInPlace, checkState, createGame, hashState, legalActions, randomInt, replay, seedRng, snapshotCache,
  type Action, type GameState, type JsonObject, type SetupInput, type Viewer,
} from '../../../engine/src/index.js';
import { viewLeaks } from '../../../engine/test/view-leaks.js';
import { definition } from '../src/index.js';
import { PLAYABLE, setupFor } from './helpers.js';

export const SHARDS = 2;
const TOTAL = Number(process.env.TAG_PROPERTY_GAMES ?? 500);
/** Deck-out ends a game first: 51 cards after the leaders, at least 1 draw per turn each. */
export const TURN_CAP = 120;
const PUBLIC_EVERY = Number(process.env.TAG_PROPERTY_PUBLIC_EVERY ?? 25);
/** The per-card setup work is done once for all games (kernel snapshotCache: same states as without it). */
const CACHE = snapshotCache();

const owned = (s: GameState, p: number) => Object.values(s.cards).filter((c) => c.owner === p).length;

/** Rule options drawn per game (every named default and its alternatives get played). */
function optionsFor(seed: number): JsonObject {
  const r = seedRng(`options-${seed}`);
  const one = <T>(xs: T[]): T => xs[randomInt(r, xs.length)]!;
  return {
    D23_responseWindows: one(['always', 'whenPlayable']),
    D21_battleLoopVariant: one(['seed', 'lftcg']),
    D17_koDraw: one(['battleOnly', 'anyKo']),
    D13_attributeCostRule: one(['all', 'atLeastOne']),
    D10_battleCardReset: one(['everyTurnAll', 'ownWakeUpOnly']),
    D7_fallenSubField: one(['drawOnly', 'lockBattleCards']),
    D2_mulligan: one(['none', 'lftcgNoCharacter']),
    D6_maxKoCount: one([0, 5]),
    D12_fieldCardLimit: one(['oneTotal', 'onePerPlayer', 'none']),
    D3_firstTurnBattle: one([true, false]),
  };
}

function playOne(seed: number, a: number, b: number, checkPublic: boolean): { s: GameState; actions: Action[]; setup: SetupInput } {
  const setup = setupFor(PLAYABLE[a]!, PLAYABLE[b]!, `prop-${seed}`, { options: optionsFor(seed), snapshotCache: CACHE });
  const s = createGame(definition, setup).state;
  const sizes = [owned(s, 0), owned(s, 1)];
  const picker = seedRng(`picker-${seed}`);
  const actions: Action[] = [];
  let step = 0;
  const fail = (what: string) => {
    throw new Error(`game prop-${seed}, step ${step}: ${what}`);
  };
  while (!s.result && s.turn.number <= TURN_CAP && step < 20_000) {
    const legal = legalActions(s);
    if (legal.length === 0) fail('no legal action');
    const action = legal[randomInt(picker, legal.length)]!;
    if (checkPublic && step % 41 === 0) {
      // every listed action applies as-is through the public apply (the decision protocol's guarantee)
      const before = hashState(s);
      for (const x of legal) apply(s, x);
      if (hashState(s) !== before) fail('apply changed its input');
    }
    applyInPlace(s, action);
    actions.push(action);
    step++;
    if (step % 5 === 0 || s.result) for (const p of [0, 1]) if (owned(s, p) !== sizes[p]) fail(`player ${p} owns ${owned(s, p)} cards, not ${sizes[p]}`);
    if (step % 61 === 0 || s.result) {
      const errors = checkState(s, definition);
      if (errors.length > 0) fail(errors.join('; '));
      for (const v of [0, 1, 'spectator'] as Viewer[]) {
        const l = viewLeaks(s, v, definition);
        if (l.length > 0) fail(`the view of ${v} shows hidden cards ${l.join(', ')}`);
      }
    }
  }
  return { s, actions, setup };
}

/** Runs shard `shard` (0-based) of the property test. */
export function propertyShard(shard: number): void {
  const games = Math.floor(TOTAL / SHARDS) + (shard < TOTAL % SHARDS ? 1 : 0);
  describe(`tag-battle random games between the example decks (property, shard ${shard + 1}/${SHARDS})`, () => {
    test(`TB C-6 / C-7 / S8: ${games} random games end within ${TURN_CAP} turns, conserve cards, leak nothing, replay to the same hash`, () => {
      const results = { wins: 0, draws: 0, turns: 0, decisions: 0 };
      let n = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: PLAYABLE.length - 1 }), fc.integer({ min: 0, max: PLAYABLE.length - 1 }), (seed, a, b) => {
          const checkPublic = n++ % PUBLIC_EVERY === 0;
          const { s, actions, setup } = playOne(seed, a, b, checkPublic);
          expect(s.result).not.toBeNull();
          expect(s.turn.number).toBeLessThanOrEqual(TURN_CAP);
          if (s.result!.draw) results.draws++;
          else results.wins++;
          results.turns += s.turn.number;
          results.decisions += actions.length;
          const hash = hashState(s);
          if (checkPublic) {
            expect(replay(definition, { ...setup, actions }).hash).toBe(hash); // public apply, step by step
          } else {
            const again = createGame(definition, setup).state;
            for (const x of actions) applyInPlace(again, x);
            expect(hashState(again)).toBe(hash);
          }
        }),
        { seed: 0x7a6 + shard, numRuns: games },
      );
      expect(results.wins + results.draws).toBe(games);
      process.stdout.write(`tag-battle property shard ${shard + 1}: ${games} games, ${results.wins} won, ${results.draws} drawn, ${(results.turns / games).toFixed(1)} turns and ${(results.decisions / games).toFixed(0)} decisions per game\n`);
    }, 1_800_000);
  });
}
