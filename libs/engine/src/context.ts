/**
 * The mutable context a rule runs in during one apply/setup: the draft state (a private clone), the
 * game definition, its merged ability vocabulary and the events produced so far. Rules mutate
 * `ctx.state` only through plain assignments and the helpers of this kernel; they never see the
 * caller's state object, so a refused action can never leave a half-changed state behind.
 */
import type { GameState, Frame } from './state.js';
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
  const norm = normaliseSpec(spec, state.clock + 1);
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
  ctx.events.push(event);
  collectTriggers(ctx, [event], lki);
}

/**
 * Records events that happened at the same moment (watchers see all of them, SVE 10.7.4.2).
 * `internal` optionally gives, per event, the complete payload triggers match against when the
 * published event leaves ids out (e.g. ids inside a deck).
 */
export function emitAll(ctx: Ctx, events: GameEvent[], lki: Watcher[] = [], internal: JsonObject[] | null = null): void {
  ctx.events.push(...events);
  collectTriggers(ctx, events, lki, internal);
}

/**
 * The private working copy `apply` runs on: a deep clone of everything except `state.catalog`, which is
 * shared by reference (structural sharing). The catalog is the immutable snapshot taken at setup
 * (docs/engine.md §1.1): no kernel op, hook or game may write to it or to its entries, so the input
 * state and every state derived from it can hold the same object. Cloning it was about a fifth of
 * the CPU of every apply (it is about half of a state's JSON).
 */
export function cloneState(state: GameState): GameState {
  const src = state as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(src)) out[key] = key === 'catalog' ? src[key] : cloneJson(src[key]);
  return out as unknown as GameState;
}

export function makeCtx(state: GameState, def: GameDefinition, vocab: Vocabulary, clone = true): Ctx {
  return { state: clone ? cloneState(state) : state, def, vocab, events: [], steps: 0 };
}
