/**
 * Simultaneous moves to several zones (one move batch). The kernel's `moveCards` moves cards to ONE zone
 * and emits their events at once, with the last known information (LKI) of the moving cards, so cards
 * leaving together see each other leave (SVE 10.7.4.2: a card with a zone-move trigger that leaves at the
 * same moment as the card meeting its condition still triggers). When the rules move cards to different
 * zones at the same moment — e.g. followers of both players destroyed together, each into its OWNER's
 * cemetery (SVE 11.3, 11.1.3) — run those `moveCards` calls inside `moveTogether`: each call still moves
 * its cards at once (new ids, zones, effects purged, in call order), but the `moved` / `detached` events,
 * the LKI watchers and the `afterMove` hook calls of all of them are held back and delivered as ONE event
 * batch when the outermost `moveTogether` returns (events in call order: deterministic). Moves nested in a
 * batch join it. Other events (damage, draws, created cards) are not held back.
 */
import type { JsonObject } from './json.js';
import type { GameEvent } from './events.js';
import type { Watcher } from './triggers.js';
import { emitAll, type Ctx } from './context.js';

export interface AfterMoveCall {
  cards: string[];
  prev: string[];
  from?: string[];
  to: string;
  reason: string | null;
}

export interface MoveBatch {
  events: GameEvent[];
  lki: Watcher[];
  internal: JsonObject[];
  after: AfterMoveCall[];
}

const open = new WeakMap<Ctx, MoveBatch>();

/** The batch open on `ctx`, if any (moves.ts appends to it instead of emitting). */
export function openMoveBatch(ctx: Ctx): MoveBatch | undefined {
  return open.get(ctx);
}

/** Runs `fn`; every `moveCards` inside it is one simultaneous move batch (see above). */
export function moveTogether<T>(ctx: Ctx, fn: () => T): T {
  if (open.has(ctx)) return fn();
  const batch: MoveBatch = { events: [], lki: [], internal: [], after: [] };
  open.set(ctx, batch);
  let out: T;
  try {
    out = fn();
  } finally {
    open.delete(ctx);
  }
  if (batch.events.length > 0) emitAll(ctx, batch.events, batch.lki, batch.internal);
  const hook = ctx.def.hooks?.afterMove;
  if (hook) for (const a of batch.after) hook(ctx, a);
  return out;
}
