/**
 * Events: what happened during one apply, in order. Each event carries its visibility:
 * `visibleTo` ('all', or the seats that may see the full event) and `redacted`, the form every other
 * viewer gets (null = others learn nothing). Example: a draw is `{type:'moved', card, cardId, ...}`
 * for its owner and `{type:'moved', from, to, reason:'draw'}` for the opponent.
 */
import type { JsonObject } from './json.js';
import type { PlayerIndex, Viewer } from './state.js';

export type EventVisibility = 'all' | PlayerIndex[];

export type GameEvent = JsonObject & {
  type: string;
  visibleTo: EventVisibility;
  redacted: JsonObject | null;
};

/**
 * States being stepped by a quiet `applyInPlace` (no events wanted): `cardEvent` and the kernel's
 * move events skip the visibility computation for them (the payload, which triggers match on, is the
 * same). Set and cleared by the engine around one step.
 */
const quietStates = new WeakSet<object>();

export function setQuiet(state: object, quiet: boolean): void {
  if (quiet) quietStates.add(state);
  else quietStates.delete(state);
}

/** Whether no events are being recorded for this state (see `setQuiet`). */
export function isQuiet(state: object): boolean {
  return quietStates.has(state);
}

/** A public event. */
export function publicEvent(type: string, payload: JsonObject = {}): GameEvent {
  return { ...payload, type, visibleTo: 'all', redacted: null };
}

/** An event only `to` may see in full; others get `redacted` (or nothing). */
export function privateEvent(
  type: string,
  payload: JsonObject,
  to: PlayerIndex[],
  redacted: JsonObject | null,
): GameEvent {
  return { ...payload, type, visibleTo: [...to].sort((a, b) => a - b), redacted };
}

/** The full payload of an event, without its visibility fields. */
export function eventPayload(event: GameEvent): JsonObject {
  const { visibleTo: _v, redacted: _r, ...rest } = event;
  return rest;
}

export function canSeeEvent(event: GameEvent, viewer: Viewer): boolean {
  if (event.visibleTo === 'all') return true;
  return viewer !== 'spectator' && event.visibleTo.includes(viewer);
}

/** The events as `viewer` may see them (full, redacted, or dropped). */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): JsonObject[] {
  const out: JsonObject[] = [];
  for (const e of events) {
    if (canSeeEvent(e, viewer)) out.push(eventPayload(e));
    else if (e.redacted !== null) out.push({ ...e.redacted, type: (e.redacted.type as string) ?? e.type });
  }
  return out;
}
