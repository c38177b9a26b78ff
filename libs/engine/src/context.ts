/**
 * The mutable context a rule runs in during one apply/setup: the draft state (a private clone), the
 * game definition, its merged ability vocabulary and the events produced so far. Rules mutate
 * `ctx.state` only through plain assignments and the helpers of this kernel; they never see the
 * caller's state object, so a refused action can never leave a half-changed state behind. (Except in
 * the trusted `applyInPlace`, whose draft IS the caller's state: docs/engine.md §3.1.)
 */
import type { CardInstance, GameState, Frame, ZoneState } from './state.js';
import type { GameDefinition } from './definition.js';
import type { Vocabulary } from './abilities/vocabulary.js';
import { cloneJson, type JsonObject } from './json.js';
import type { GameEvent } from './events.js';
import { normaliseSpec, type DecisionSpec } from './decision.js';
import { collectTriggers, type Watcher } from './triggers.js';

export interface Ctx {
  state: GameState;
  def: GameDefinition;
  vocab: Vocabulary;
  events: GameEvent[];
  /** Ops run in this apply (infinite-loop guard). */
  steps: number;
  /**
   * True in a quiet in-place step (`applyInPlace` without events): no event is recorded in `events`
   * and the kernel builds no event visibility; automatic abilities still trigger on the payloads.
   */
  quiet?: boolean;
}

/**
 * Schedules frames to run BEFORE anything already scheduled, frames[0] first (the stack top is the
 * last element). So an op that wants "A, then what was already planned" pushes A; an op that wants
 * "A, then B" pushes them in one call: push(ctx, A, B). Pushing B and then A runs A first.
 */
export function push(ctx: Ctx, ...frames: Frame[]): void {
  for (let i = frames.length - 1; i >= 0; i--) ctx.state.stack.push(frames[i]!);
}

/**
 * Asks a player to decide. `frame` is re-run when the decision is complete, with `frame.answer` set
 * to the answer ({cards}, {option}, {order} or {action} for game kinds). When the answer is forced
 * the frame is re-run at once without asking.
 */
export function ask(ctx: Ctx, frame: Frame, spec: DecisionSpec): void {
  const state = ctx.state;
  const decider = ctx.def.hooks?.decider; // e.g. the PSO2 raid party decides for the engine-played boss
  const norm = normaliseSpec(decider ? { ...spec, player: decider(ctx, spec) } : spec, state.clock + 1);
  if ('auto' in norm) {
    ctx.state.stack.push({ ...frame, answer: norm.auto });
    return;
  }
  state.clock += 1;
  state.decision = norm.decision;
  ctx.state.stack.push({ ...frame, answer: null });
}

/** The answer a re-run frame carries, or null on its first run. */
export function answerOf<T = unknown>(frame: Frame): T | null {
  return frame.answer === undefined || frame.answer === null ? null : (frame.answer as T);
}

/** Records an event and puts matching automatic abilities on standby. */
export function emit(ctx: Ctx, event: GameEvent, lki: Watcher[] = []): void {
  if (!ctx.quiet) ctx.events.push(event);
  collectTriggers(ctx, [event], lki);
}

/**
 * Records events that happened at the same moment (watchers see all of them, SVE 10.7.4.2).
 * `internal` optionally gives, per event, the complete payload triggers match against when the
 * published event leaves ids out (e.g. ids inside a deck).
 */
export function emitAll(ctx: Ctx, events: GameEvent[], lki: Watcher[] = [], internal: JsonObject[] | null = null): void {
  if (!ctx.quiet) ctx.events.push(...events);
  collectTriggers(ctx, events, lki, internal);
}

/**
 * The private working copy `apply` runs on: a deep clone of everything except `state.catalog`, which is
 * shared by reference (structural sharing). The catalog is the immutable snapshot taken at setup
 * (docs/engine.md §1.1): no kernel op, hook or game may write to it or to its entries, so the input
 * state and every state derived from it can hold the same object. Cloning it was about a fifth of
 * the CPU of every apply (it is about half of a state's JSON).
 *
 * The bulk of the rest is `cards` (about 100 instances in an SVE game) and `zones`: those are copied
 * field by field in their known shape (`CardInstance`, `ZoneState`), which is about twice as fast as
 * the generic `cloneJson` (measured on SVE mid-game states: 182 -> 78 µs per state; JSON.parse of
 * JSON.stringify 393 µs, structuredClone 456 µs). An object that does not have exactly the known keys
 * (a game's extra field, a malformed open state) is cloned generically, so the result is always an
 * exact deep copy (`jsonEqual`; key order of `cards` and `zones` kept).
 */
export function cloneState(state: GameState): GameState {
  const src = state as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(src)) {
    const v = src[key];
    if (key === 'catalog') out[key] = v;
    else if (key === 'cards' && isRecord(v)) out[key] = cloneRecord(v, cloneCard);
    else if (key === 'zones' && isRecord(v)) out[key] = cloneZones(v);
    else out[key] = cloneJson(v);
  }
  return out as unknown as GameState;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function cloneRecord(src: Record<string, unknown>, each: (v: unknown) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(src)) out[key] = each(src[key]);
  return out;
}

/**
 * The zones record, copied with a spread first: the copy then has V8 "fast" properties (a record built
 * key by key, as at setup, is a slow dictionary object), which makes the `Object.keys(state.zones)` of
 * every ability query several times cheaper. Its key set never changes during a game (zones are made
 * at setup), so it stays fast. Same keys, same order, deep-copied values.
 */
export function cloneZones(src: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...src };
  for (const key of Object.keys(out)) out[key] = cloneZone(src[key]);
  return out;
}

/** Number of own enumerable keys (no allocation; plain JSON objects inherit no enumerable keys). */
function keyCount(o: object): number {
  let n = 0;
  for (const _ in o) n++;
  return n;
}

/** Flat record of primitives (card counters): a copy, or null when some value is an object. */
function cloneFlat(o: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (v !== null && typeof v === 'object') return null;
    out[key] = v;
  }
  return out;
}

function cloneCard(v: unknown): unknown {
  if (!isRecord(v)) return cloneJson(v);
  const c = v as unknown as CardInstance;
  // exactly the 12 keys of CardInstance (JSON has no undefined, so "present" = "not undefined")
  if (
    keyCount(c) !== 12 || c.id === undefined || c.cardId === undefined || c.owner === undefined || c.controller === undefined ||
    c.zone === undefined || c.face === undefined || c.tapped === undefined || !isRecord(c.counters) || !isRecord(c.flags) ||
    c.attachedTo === undefined || c.timestamp === undefined || c.token === undefined
  ) return cloneJson(v);
  const counters = cloneFlat(c.counters) ?? cloneJson(c.counters);
  // keys in sorted order: canonicalJson (hash and seal of every step) then need not sort them
  return {
    attachedTo: c.attachedTo,
    cardId: c.cardId,
    controller: c.controller,
    counters,
    face: c.face,
    flags: cloneJson(c.flags),
    id: c.id,
    owner: c.owner,
    tapped: c.tapped,
    timestamp: c.timestamp,
    token: c.token,
    zone: c.zone,
  };
}

function cloneZone(v: unknown): unknown {
  if (!isRecord(v)) return cloneJson(v);
  const z = v as unknown as ZoneState;
  if (
    keyCount(z) !== 7 || z.name === undefined || z.owner === undefined || z.visibility === undefined || z.ordered === undefined ||
    z.faceDown === undefined || z.abilities === undefined || !Array.isArray(z.cards)
  ) return cloneJson(v);
  return { abilities: z.abilities, cards: cloneJson(z.cards), faceDown: z.faceDown, name: z.name, ordered: z.ordered, owner: z.owner, visibility: z.visibility }; // sorted keys
}

export function makeCtx(state: GameState, def: GameDefinition, vocab: Vocabulary, clone = true): Ctx {
  return { state: clone ? cloneState(state) : state, def, vocab, events: [], steps: 0 };
}
