/**
 * The derived layer (issue #14, docs/engine.md §1.7.2): the modifiers applying to each card — from which
 * its current stats (`statOf`), keywords (`keywordsOf`, `hasKeyword`) and flags (`flagOf`, restrictions)
 * are read — computed once per card per state version and read by the rules, the legal-action listing
 * and the views alike.
 *
 * A state version is a read scope: `derivedScope(state, fn)` runs `fn` with a memo attached to `state`;
 * inside it `modifiersOf(r, id)` computes a card's full modifier list once and every later query of that
 * card (any stat, keyword or flag, any `want` filter) is answered from it. The scope's contract is that
 * nothing mutates the state while it runs, so the memo is exact for its whole duration: the kernel opens
 * one around `legalActions`, the legality check of `apply` and `view`; a game opens one around its own
 * read-only passes (SVE: rule-processing detection, SVE 11). Outside a scope every query is computed from
 * scratch, as before. Scopes nest (an inner scope on the same state shares the memo).
 *
 * Recursion: a static ability whose `affects` or condition reads a stat of the card being computed (「攻撃力1
 * の自分の場のフォロワーすべては【オーラ】を持つ」) asks for that card's modifiers while its full list is
 * being built. That inner query is answered from scratch with its own `want` filter (the kernel's original
 * path, which skips static abilities of other modifier kinds before evaluating them), never from a partial
 * list.
 *
 * Check mode (`setDerivedCheck(true)`, tests only): every answer from the memo is compared with a
 * from-scratch recomputation (no memo anywhere inside it) and a difference throws an Error starting
 * `DERIVED_MISMATCH`. The
 * property test libs/engine/test/derived.spec.ts plays random games of every game with it on.
 */
import type { CardInstance, GameState } from './state.js';
import type { Modifier } from './abilities/types.js';
import type { AbilityEnv } from './abilities/vocabulary.js';
import type { IndexedAbility } from './ability-index.js';
import { jsonEqual } from './json.js';

const BUILDING: Modifier[] = [];

interface Memo {
  /** Full modifier lists by card instance id (BUILDING while the list is being computed). */
  readonly lists: Map<string, Modifier[]>;
  /**
   * What every card's computation shares within the scope (effects.ts `computeModifiers`, issue #14 item (b)):
   * the static sources, each one's condition evaluated once.
   */
  scratch: DerivedScratch;
  /** A game's own derived facts (memoInScope), by key. */
  readonly values: Map<string, { value: unknown } | typeof BUILDING>;
}

/**
 * Per-scope facts shared by the modifier computations of all cards of one state version (filled lazily by
 * effects.ts). Exact for the scope's duration because nothing mutates the state inside a scope (its contract).
 */
export interface DerivedScratch {
  /** The static abilities that function now, in zone / card / ability order (null: not built yet). */
  sources: StaticSource[] | null;
}

/** A static ability functioning where its card is, with its condition's value in this scope. */
export interface StaticSource {
  readonly entry: IndexedAbility;
  readonly srcId: string;
  readonly src: CardInstance;
  readonly env: AbilityEnv;
  /** The condition's value (undefined: not evaluated yet; null: being evaluated, so a nested query evaluates it afresh). */
  condition: boolean | null | undefined;
}

const memos = new WeakMap<GameState, Memo>();
/** Scopes open now (any state): 0 on the hot path outside listing means one integer test per query. */
let open = 0;
/** >0 while a check recomputes from scratch: every query is fresh. */
let bypass = 0;
let check = false;
/** Memo answers compared in check mode since the last `derivedCheckCount(true)`. */
let checked = 0;

/**
 * Runs `fn` as one state version: derived values of `state`'s cards are computed once and shared by every
 * query inside. `fn` must not mutate `state` (in check mode a mutation that changes a derived value is
 * reported as DERIVED_MISMATCH).
 */
export function derivedScope<T>(state: GameState, fn: () => T): T {
  if (memos.has(state)) return fn();
  memos.set(state, { lists: new Map(), scratch: { sources: null }, values: new Map() });
  open++;
  try {
    return fn();
  } finally {
    open--;
    memos.delete(state);
  }
}

/** Whether a derived scope is open on `state`. */
export function inDerivedScope(state: GameState): boolean {
  return open > 0 && bypass === 0 && memos.has(state);
}

/**
 * The open scope's shared scratch space for `state` (effects.ts), or null outside a scope, while the memo is off
 * (`withoutDerived`, `beginFresh`: those passes compute from scratch) or on another state.
 */
export function derivedScratch(state: GameState): DerivedScratch | null {
  if (open === 0 || bypass > 0) return null;
  const memo = memos.get(state);
  return memo === undefined ? null : memo.scratch;
}

/**
 * Check mode for tests: every memo answer is recomputed from scratch and compared (DERIVED_MISMATCH on a
 * difference). Returns the previous setting.
 */
export function setDerivedCheck(on: boolean): boolean {
  const was = check;
  check = on;
  return was;
}

/** How many memo answers check mode compared (tests: the layer was used); `reset` sets it back to 0. */
export function derivedCheckCount(reset = false): number {
  const n = checked;
  if (reset) checked = 0;
  return n;
}

/**
 * Memo off from here to the matching `endFresh()` (always in a `finally`): for passes whose nested queries
 * answer differently from a top-level query (abilities/granted.ts evaluates grant conditions with granted
 * abilities switched off, one layer), so their answers are neither remembered nor read from the memo.
 */
export function beginFresh(): void {
  bypass++;
}

export function endFresh(): void {
  bypass--;
}

/** Runs `fn` with the memo off everywhere (a from-scratch recomputation). */
export function withoutDerived<T>(fn: () => T): T {
  bypass++;
  try {
    return fn();
  } finally {
    bypass--;
  }
}

/**
 * The modifiers of card `id` filtered by `want`, from the memo of the open scope on `r.state`; `compute(r, id,
 * want)` is the from-scratch computation (effects.ts modifiersOf's body). Outside a scope: `compute(r, id, want)`.
 */
export function memoModifiers<R extends { state: GameState }>(
  r: R,
  id: string,
  want: ((m: Modifier) => boolean) | undefined,
  compute: (r: R, id: string, want?: (m: Modifier) => boolean) => Modifier[],
): Modifier[] {
  const list = rememberedList(r, id, compute);
  if (list === null) return compute(r, id, want);
  const out = want ? list.filter(want) : list.slice();
  if (check) compareFresh(r, id, want, compute, out);
  return out;
}

/**
 * Like `memoModifiers`, for the kernel's own readers that filter what they read themselves (statOf, keywordsOf,
 * hasKeyword, flagOf): inside a scope the card's whole remembered list, not a filtered copy (no allocation per
 * query: issue #14 item (e)); outside one, `compute(r, id, want)`. The result may hold modifiers `want` rejects and
 * must not be mutated.
 */
export function memoModifiersUnfiltered<R extends { state: GameState }>(
  r: R,
  id: string,
  want: (m: Modifier) => boolean,
  compute: (r: R, id: string, want?: (m: Modifier) => boolean) => Modifier[],
): readonly Modifier[] {
  const list = rememberedList(r, id, compute);
  if (list === null) return compute(r, id, want);
  if (check) compareFresh(r, id, want, compute, list.filter(want));
  return list;
}

/** The card's full remembered list (computed now if needed), or null outside a scope / while its list is being built. */
function rememberedList<R extends { state: GameState }>(r: R, id: string, compute: (r: R, id: string, want?: (m: Modifier) => boolean) => Modifier[]): Modifier[] | null {
  if (open === 0 || bypass > 0) return null;
  const memo = memos.get(r.state);
  if (!memo) return null;
  let list = memo.lists.get(id);
  if (list === BUILDING) return null; // a query of this card while its own list is built: its original path
  if (list === undefined) {
    memo.lists.set(id, BUILDING);
    try {
      list = compute(r, id, undefined);
    } catch (e) {
      memo.lists.delete(id);
      throw e;
    }
    memo.lists.set(id, list);
  }
  return list;
}

/** Check mode: a memo answer against a from-scratch recomputation (DERIVED_MISMATCH on a difference). */
function compareFresh<R extends { state: GameState }>(r: R, id: string, want: ((m: Modifier) => boolean) | undefined, compute: (r: R, id: string, want?: (m: Modifier) => boolean) => Modifier[], out: Modifier[]): void {
  checked++;
  const fresh = withoutDerived(() => compute(r, id, want));
  if (!jsonEqual(fresh as never, out as never)) {
    // a plain Error (check mode is for tests; not an API refusal code)
    throw new Error(`DERIVED_MISMATCH: the remembered modifiers of ${id} differ from a recomputation: ${JSON.stringify({ remembered: out, recomputed: fresh })}`);
  }
}

/**
 * A game's own derived fact of `state` (a pure function of the state, e.g. SVE "may this card be played now",
 * which the legal-action listing asks and a view's `current` asks again) remembered under `key` for the open
 * scope on `state`: `compute()` runs once per scope and key. Outside a scope, under `withoutDerived` / `beginFresh`,
 * or while the same key is being computed (recursion): `compute()`. Check mode compares every remembered answer
 * with a from-scratch recomputation (DERIVED_MISMATCH). `key` must name everything the answer depends on besides
 * the state (the arguments).
 */
export function memoInScope<T>(state: GameState, key: string, compute: () => T): T {
  if (open === 0 || bypass > 0) return compute();
  const memo = memos.get(state);
  if (!memo) return compute();
  const known = memo.values.get(key);
  if (known === BUILDING) return compute();
  let value: T;
  if (known === undefined) {
    memo.values.set(key, BUILDING);
    try {
      value = compute();
    } catch (e) {
      memo.values.delete(key);
      throw e;
    }
    memo.values.set(key, { value });
    return value; // computed just now: nothing to check
  }
  value = (known as { value: T }).value;
  if (check) {
    checked++;
    const fresh = withoutDerived(compute);
    if (!jsonEqual(fresh as never, value as never)) {
      throw new Error(`DERIVED_MISMATCH: the remembered value ${key} differs from a recomputation: ${JSON.stringify({ remembered: value, recomputed: fresh })}`);
    }
  }
  return value;
}
