/**
 * Replacement effects (置換効果), the order-and-once part every game shares (R4U 9.11, SVE 10.10): when an event
 * would happen, the replacements that apply to it are applied one at a time, each at most once to one event
 * (R4U 9.11.2.3, SVE 10.10.2.3); after one applies the applicable ones are looked up again for the modified event;
 * when several apply and the order changes the outcome, the affected player chooses which applies first (R4U 9.11.2,
 * SVE 10.10.2.2) — the game asks (it knows who is affected and how to label the options); when every order gives the
 * same outcome there is nothing to decide and the first listed applies. The replaced event does not happen at all
 * (R4U 9.11.1.1, SVE 10.10.1.1): the game performs only the event this returns.
 *
 * A game describes one kind of event with `ReplacementRules`: what applies (`applicable`), the modified event
 * without side effects (`preview`, used to compare orders) and the application itself (`apply`, which may pay,
 * remove a counter, emit an event). Events are plain values; null = nothing happens any more.
 */
import type { Ctx } from './context.js';

export interface ReplacementCandidate {
  /** Identifies the replacement for the at-most-once rule: e.g. `<source card>#<ability index>`. */
  key: string;
}

export interface ReplacementRules<E, R extends ReplacementCandidate> {
  /** The replacements that apply to `event` now, excluding those in `applied`. */
  applicable(ctx: Ctx, event: E, applied: readonly string[]): R[];
  /** The event after `r` applies, without side effects (null: nothing happens). */
  preview(ctx: Ctx, event: E, r: R): E | null;
  /** Applies `r` (side effects allowed); returns what `preview` returns. */
  apply(ctx: Ctx, event: E, r: R): E | null;
  /** Key of an outcome, to compare orders (default JSON). */
  outcomeKey?(event: E | null): string;
}

export type Settled<E, R> =
  | { event: E | null; applied: string[] }
  | { choose: R[]; event: E; applied: string[] };

const keyOf = <E, R extends ReplacementCandidate>(rules: ReplacementRules<E, R>, e: E | null): string => (rules.outcomeKey ? rules.outcomeKey(e) : JSON.stringify(e ?? null));

/** Final outcome when `first` applies first, then the rest in listed order (pure). */
export function replacementOutcome<E, R extends ReplacementCandidate>(ctx: Ctx, rules: ReplacementRules<E, R>, event: E, applied: readonly string[], first: R): E | null {
  const next = rules.preview(ctx, event, first);
  if (next === null) return null;
  const done = [...applied, first.key];
  const rest = rules.applicable(ctx, next, done);
  if (rest.length === 0) return next;
  return replacementOutcome(ctx, rules, next, done, rest[0]!);
}

/** Whether the order of `list` matters: the distinct outcomes of applying each first. */
export function replacementOrderMatters<E, R extends ReplacementCandidate>(ctx: Ctx, rules: ReplacementRules<E, R>, event: E, applied: readonly string[], list: readonly R[]): boolean {
  if (list.length < 2) return false;
  return new Set(list.map((r) => keyOf(rules, replacementOutcome(ctx, rules, event, applied, r)))).size > 1;
}

/**
 * Applies the replacements of `event` until none applies (the resulting event, null = nothing happens) or the
 * affected player must choose the next one (`choose`: the candidates; the game asks, then calls `applyChosen`).
 */
export function settleReplacements<E, R extends ReplacementCandidate>(ctx: Ctx, rules: ReplacementRules<E, R>, event: E, applied: readonly string[] = []): Settled<E, R> {
  let cur: E | null = event;
  const done = [...applied];
  while (cur !== null) {
    const list = rules.applicable(ctx, cur, done);
    if (list.length === 0) break;
    if (replacementOrderMatters(ctx, rules, cur, done, list)) return { choose: list, event: cur, applied: done };
    const r = list[0]!;
    done.push(r.key);
    cur = rules.apply(ctx, cur, r);
  }
  return { event: cur, applied: done };
}

/** Applies the replacement the affected player chose (by key; an unknown key applies none), then settles the rest. */
export function applyChosenReplacement<E, R extends ReplacementCandidate>(ctx: Ctx, rules: ReplacementRules<E, R>, event: E, applied: readonly string[], key: string): Settled<E, R> {
  const r = rules.applicable(ctx, event, applied).find((x) => x.key === key);
  if (!r) return settleReplacements(ctx, rules, event, applied);
  const next = rules.apply(ctx, event, r);
  if (next === null) return { event: null, applied: [...applied, r.key] };
  return settleReplacements(ctx, rules, next, [...applied, r.key]);
}
