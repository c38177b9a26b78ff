/**
 * Actions are plain JSON objects: `{ type, player, ...parameters }`. Equality is by canonical JSON,
 * so the listed legal actions and the submitted action compare exactly.
 *
 * Kernel action types (answers to kernel decision kinds, see decision.ts):
 *   { type: 'pick',   player, card }    choose one more card (chooseCards)
 *   { type: 'done',   player }          stop choosing (chooseCards, when the minimum is reached)
 *   { type: 'choose', player, option }  pick an option (chooseOption)
 *   { type: 'next',   player, item }    put `item` next in the order (order)
 *   { type: 'concede', player }         always allowed for any player still in the game; not listed
 * Game decision kinds define their own action types.
 */
import { canonicalJson, findNonJson, isPlainObject, type JsonObject } from './json.js';
import { EngineError } from './errors.js';
import type { GameState } from './state.js';

export type Action = JsonObject & { type: string; player: number };

export const CONCEDE = 'concede';

export function actionKey(action: unknown): string {
  return canonicalJson(action);
}

export function sameAction(a: unknown, b: unknown): boolean {
  return actionKey(a) === actionKey(b);
}

/** Checks the shape every action must have; throws MALFORMED_ACTION otherwise. */
export function assertActionShape(state: GameState, action: unknown): asserts action is Action {
  if (!isPlainObject(action)) throw new EngineError('MALFORMED_ACTION', 'an action must be a plain JSON object');
  const bad = findNonJson(action);
  if (bad !== null) throw new EngineError('MALFORMED_ACTION', `the action is not plain JSON at ${bad}`);
  if (typeof action.type !== 'string' || action.type.length === 0 || action.type.length > 64) {
    throw new EngineError('MALFORMED_ACTION', 'action.type must be a non-empty string (at most 64 characters)');
  }
  const p = action.player;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= state.players.length) {
    throw new EngineError('MALFORMED_ACTION', `action.player must be a seat index 0..${state.players.length - 1}`);
  }
}

export function concede(player: number): Action {
  return { type: CONCEDE, player };
}
