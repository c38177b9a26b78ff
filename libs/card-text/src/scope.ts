/**
 * The scope an ability's text is read in, clause after clause (one per ability being compiled):
 *  - `steps`: the effect steps read so far (the ability's effect is their sequence);
 *  - variables: a choice binds the chosen cards to a fresh variable name (`newVar`: t1, t2, …) that later
 *    steps select with `{ ref: 'var', var }`;
 *  - "it" / "that card" (「それ」): the cards chosen or made last (`it`), else the card the trigger is
 *    about (`subject`, e.g. the card that entered); `that()` reads it or makes the clause unread;
 *  - "this card" (「これ」): `selfRef`, the card itself — or a new object an effect put somewhere that the
 *    text still calls "this" (a game sets it);
 *  - a condition scope: after a condition prefix, the following clauses go under it until the next
 *    condition or the end of the ability (`openCondition`), closed as `{ type: 'if', condition, then }`;
 *  - a cost scope: 「(cost)：(effect)」 inside an effect — the effect runs to the end of the ability and only
 *    if the cost is paid (`openCost`), closed by the game's `wrapCost`.
 * A clause always writes into `out(scope)`: the innermost open scope.
 */
import type { JsonObject } from '../../engine/src/index.js';
import { unread } from './unread.js';

export type Step = JsonObject;

export interface Scope {
  steps: Step[];
  /** Variables made so far (names t1, t2, …). */
  vars: number;
  /** 「それ」: the cards chosen / made last. */
  it: JsonObject | null;
  /** Default referent of 「それ」 (the card a trigger is about). */
  subject: JsonObject | null;
  /** 「これ」. */
  selfRef: JsonObject;
  /** Open condition scope: its clauses go into `steps` and are wrapped when it closes. */
  cond: { condition: JsonObject; steps: Step[] } | null;
  /** Open cost scope (「(cost)：(effect)」 inside an effect). */
  costScope: { cost: JsonObject[]; steps: Step[] } | null;
}

/** How a game closes scopes: the effect of a cost scope (e.g. "pay it, then the effect, if paid"). */
export interface ScopeRules {
  wrapCost(cost: JsonObject[], effect: Step): Step;
}

export const SELF: JsonObject = { ref: 'self' };

/** A fresh scope (`selfRef` defaults to the card itself). */
export function newScope(init: Partial<Scope> = {}): Scope {
  return { steps: [], vars: 0, it: null, subject: null, selfRef: SELF, cond: null, costScope: null, ...init };
}

/** Where the next clause writes: the open cost scope, else the open condition scope, else the ability. */
export function out(b: Scope): Step[] {
  if (b.costScope) return b.costScope.steps;
  return b.cond ? b.cond.steps : b.steps;
}

/** A fresh variable name. */
export function newVar(b: Scope): string {
  b.vars += 1;
  return `t${b.vars}`;
}

/** 「それ」: the last chosen cards, else the trigger's card; unread when neither exists. */
export function that(b: Scope): JsonObject {
  if (b.it) return b.it;
  if (b.subject) return b.subject;
  return unread('それ without a referent');
}

/** One step for a list (a sequence for several); an empty list is unread ("empty effect"). */
export function seq(steps: Step[]): Step {
  if (steps.length === 0) unread('empty effect');
  return steps.length === 1 ? steps[0]! : { type: 'sequence', steps };
}

/** Closes the open scopes: the cost scope (it opens inside the condition of its clause) first, then the condition. */
export function closeScopes(b: Scope, rules: ScopeRules): void {
  if (b.costScope) {
    const c = b.costScope;
    b.costScope = null;
    out(b).push(rules.wrapCost(c.cost, seq(c.steps)));
  }
  if (b.cond) {
    const c = b.cond;
    b.cond = null;
    out(b).push({ type: 'if', condition: c.condition, then: seq(c.steps) });
  }
}

/** Closes the open scopes and opens a condition scope: the next clauses happen only under `condition`. */
export function openCondition(b: Scope, condition: JsonObject, rules: ScopeRules): void {
  closeScopes(b, rules);
  b.cond = { condition, steps: [] };
}

/** Opens a cost scope: the next clauses (to the end of the ability) happen only if `cost` is paid. */
export function openCost(b: Scope, cost: JsonObject[]): void {
  b.costScope = { cost, steps: [] };
}

/**
 * Reads `text` in a child scope that shares this scope's references and variable numbering but has its own
 * steps and no open scopes; returns the child's steps (the child's variables count on in the parent).
 */
export function apart<S extends Scope>(b: S, read: (child: S) => void, rules: ScopeRules, init: Partial<S> = {}): Step[] {
  const child: S = { ...b, steps: [], cond: null, costScope: null, ...init };
  read(child);
  closeScopes(child, rules);
  b.vars = child.vars;
  return child.steps;
}
