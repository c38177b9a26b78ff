/**
 * Invariants of a state, for open (client-held, unsealed) states and for tests:
 * plain JSON; every card in exactly one zone and that zone matching the card; references (attached
 * hosts, reveals, effect targets, catalog ids) resolve; a pending decision exists iff the game is
 * not over; plus the game's own `validateState`.
 */
import { findNonJson } from './json.js';
import { EngineError } from './errors.js';
import { isRngState } from './rng.js';
import type { GameState } from './state.js';
import { STATE_FORMAT, zoneKey } from './state.js';
import type { GameDefinition } from './definition.js';

export function checkState(state: GameState, def?: GameDefinition): string[] {
  const errors: string[] = [];
  const bad = findNonJson(state);
  if (bad !== null) return [`not plain JSON at ${bad}`];
  if (state.format !== STATE_FORMAT) errors.push(`format ${state.format} is not ${STATE_FORMAT}`);
  if (!isRngState(state.rng)) errors.push('rng is malformed');
  state.players.forEach((p, i) => p.index !== i && errors.push(`players[${i}].index is ${p.index}`));
  errors.push(...checkCursor(state));
  const seen = new Map<string, string>();
  for (const [key, z] of Object.entries(state.zones)) {
    if (zoneKey(z.name, z.owner) !== key) errors.push(`zone ${key} has name/owner ${z.name}/${z.owner}`);
    for (const id of z.cards) {
      if (seen.has(id)) errors.push(`card ${id} is in ${seen.get(id)} and ${key}`);
      seen.set(id, key);
      const c = state.cards[id];
      if (!c) errors.push(`zone ${key} lists unknown card ${id}`);
      else if (c.zone !== key) errors.push(`card ${id} says zone ${c.zone} but is listed in ${key}`);
    }
  }
  for (const [id, c] of Object.entries(state.cards)) {
    if (c.id !== id) errors.push(`card key ${id} holds id ${c.id}`);
    if (!seen.has(id)) errors.push(`card ${id} is in no zone`);
    if (!state.catalog[c.cardId]) errors.push(`card ${id} has catalog id ${c.cardId} missing from the snapshot`);
    if (c.attachedTo !== null && !state.cards[c.attachedTo]) errors.push(`card ${id} is attached to missing ${c.attachedTo}`);
  }
  for (const r of state.reveals) if (!state.cards[r.card]) errors.push(`reveal of missing card ${r.card}`);
  for (const e of state.effects) for (const t of e.targets ?? []) if (!state.cards[t]) errors.push(`effect ${e.id} targets missing ${t}`);
  if (state.result === null) {
    if (state.decision === null) errors.push('the game is not over but no decision is pending');
    else {
      const top = state.stack[state.stack.length - 1];
      if (!top || top.answer !== null) errors.push('the pending decision has no continuation');
      if (!state.players[state.decision.player]) errors.push(`decision for unknown player ${state.decision.player}`);
    }
  } else if (state.decision !== null) errors.push('the game is over but a decision is pending');
  if (def) errors.push(...(def.validateState?.(state) ?? []));
  return errors;
}

const MAX_COUNTER = 2 ** 31 - 1;
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNTER;
const isSeat = (state: GameState, v: unknown): boolean => Number.isInteger(v) && state.players[v as number] !== undefined;

/** The turn cursor and counters: whole numbers in 32-bit range, seats that exist, phase/step strings. */
function checkCursor(state: GameState): string[] {
  const errors: string[] = [];
  const turn = state.turn as unknown as Record<string, unknown> | null;
  if (typeof turn !== 'object' || turn === null) return ['turn is missing'];
  if (!isCount(turn.number)) errors.push(`turn.number ${JSON.stringify(turn.number)} is not a whole number from 0 to ${MAX_COUNTER}`);
  if (!isSeat(state, turn.active)) errors.push(`turn.active ${JSON.stringify(turn.active)} is not a seat`);
  if (turn.first !== null && !isSeat(state, turn.first)) errors.push(`turn.first ${JSON.stringify(turn.first)} is not a seat`);
  if (typeof turn.phase !== 'string') errors.push('turn.phase is not a string');
  if (turn.step !== null && typeof turn.step !== 'string') errors.push('turn.step is not a string or null');
  for (const key of ['seq', 'nextId', 'clock'] as const) {
    const v = (state as unknown as Record<string, unknown>)[key];
    if (v !== undefined && !isCount(v)) errors.push(`${key} ${JSON.stringify(v)} is not a whole number from 0 to ${MAX_COUNTER}`);
  }
  return errors;
}

export function assertValidState(state: GameState, def?: GameDefinition): void {
  const errors = checkState(state, def);
  if (errors.length > 0) throw new EngineError('MALFORMED_STATE', errors.slice(0, 5).join('; '), null, { errors });
}
