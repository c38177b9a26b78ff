/**
 * Seeded replays (Pokémon Showdown's input log): the same setup input and the same action list
 * always give the same state hash. `upTo` stops after that many actions.
 */
import { EngineError, isEngineError } from './errors.js';
import type { GameState } from './state.js';
import type { GameDefinition, SetupInput } from './definition.js';
import type { GameEvent } from './events.js';
import { apply, createGame } from './engine.js';
import { hashState } from './hash.js';
import { getGame } from './registry.js';

export interface ReplayInput extends SetupInput {
  actions: readonly unknown[];
  upTo?: number;
}

export interface ReplayResult {
  state: GameState;
  hash: string;
  /** Number of actions applied. */
  applied: number;
  /** Events of setup (index 0) and of each applied action. */
  events: GameEvent[][];
}

export function replay(game: GameDefinition | string, input: ReplayInput): ReplayResult {
  const def = typeof game === 'string' ? getGame(game) : game;
  const created = createGame(def, input);
  let state = created.state;
  const events: GameEvent[][] = [created.events];
  const n = Math.min(input.actions.length, input.upTo ?? input.actions.length);
  for (let i = 0; i < n; i++) {
    try {
      // after the first action the state is replay's own (made by the previous apply): owned apply,
      // no copy (docs/engine.md §3.2); the first copies, so the setup events keep their state
      const r = apply(state, input.actions[i], def, { owned: i > 0 });
      state = r.state;
      events.push(r.events);
    } catch (e) {
      if (isEngineError(e)) {
        throw new EngineError('REPLAY_DIVERGED', `action #${i} was refused: ${e.reason}`, e.rule, { index: i, error: e.toJSON() as never });
      }
      throw e;
    }
  }
  return { state, hash: hashState(state), applied: n, events };
}
