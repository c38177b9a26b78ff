/**
 * Random playouts in process (bots, simulations, benchmarks): a game created with `createGame` and
 * played to its end with uniformly random legal actions through the trusted in-place step
 * (`applyInPlace`, docs/engine.md §3.1). The same seeds give the same game as the public loop
 * `state = apply(state, legal[randomInt(rng, legal.length)]).state`.
 */
import type { GameDefinition, SetupInput } from './definition.js';
import type { GameState } from './state.js';
import { applyInPlace, createGame, legalActions } from './engine.js';
import { randomInt, seedRng, type RngState } from './rng.js';
import { getGame } from './registry.js';

export interface PlayoutOptions {
  /** Stop after this many decisions (the result is then `capped`). Default 10,000. */
  maxDecisions?: number;
  /** Picks the index of the action to play among `legal` (default: uniform, from the playout's RNG). */
  pick?: (legalCount: number, state: GameState, rng: RngState) => number;
}

export interface PlayoutResult {
  /** The final state (game over unless `capped`). */
  state: GameState;
  /** Decisions answered. */
  decisions: number;
  capped: boolean;
}

/**
 * Creates a game from `setup` and plays it with random legal actions drawn from `seedRng(seed)`
 * (independent of the game's own RNG). Pass `setup.snapshotCache` (`snapshotCache()`) when playing
 * many games from one card source.
 */
export function playRandomGame(game: GameDefinition | string, setup: SetupInput, seed: string | number, options: PlayoutOptions = {}): PlayoutResult {
  const def = typeof game === 'string' ? getGame(game) : game;
  const state = createGame(def, setup).state;
  const rng = seedRng(seed);
  const max = options.maxDecisions ?? 10_000;
  const pick = options.pick ?? ((n: number, _s: GameState, r: RngState) => randomInt(r, n));
  let decisions = 0;
  while (!state.result && decisions < max) {
    const legal = legalActions(state, def);
    applyInPlace(state, legal[pick(legal.length, state, rng)]!, def);
    decisions++;
  }
  return { state, decisions, capped: !state.result };
}
