/**
 * The decision protocol. The engine runs by itself until some player must decide; then
 * `state.decision` says who decides what, and `legalActions(state)` lists every concrete answer.
 *
 * Kernel decision kinds (large choices are sequential picks, never power sets):
 * - `chooseCards`: pick cards one at a time from `candidates` (`pick`), stop with `done` once at least
 *   `min` are picked; completes by itself at `max` or when no candidate is left.
 * - `chooseOption`: pick one of `options` (`choose`).
 * - `order`: repeatedly say which of `items` comes next (`next`); the last one is placed by itself.
 * Any other kind is a game decision: its answers are listed by the game (definition.decisions).
 */
import type { Json, JsonObject, JsonPrimitive } from './json.js';
import type { Action } from './actions.js';
import type { PlayerIndex } from './state.js';

export interface Decision {
  /** Sequence number of the decision in this game. */
  id: number;
  player: PlayerIndex;
  kind: string;
  /** Human-readable question (English). */
  prompt: string;
  /** Rule that asks the question (e.g. `SVE 7.4.7`), if any. */
  rule: string | null;
  /** Extra public information for the decider (labels, context). */
  data: JsonObject;
  // chooseCards
  candidates?: string[];
  min?: number;
  max?: number;
  picked?: string[];
  // chooseOption
  options?: JsonPrimitive[];
  labels?: string[];
  // order
  items?: string[];
  ordered?: string[];
}

/** What a rule asks for; `ask()` turns it into a Decision. */
export interface DecisionSpec {
  player: PlayerIndex;
  kind: string;
  prompt: string;
  rule?: string | null;
  data?: JsonObject;
  candidates?: string[];
  min?: number;
  max?: number;
  options?: JsonPrimitive[];
  labels?: string[];
  items?: string[];
  /** Answer automatically when there is exactly one possible answer (default: true for forced kernel choices). */
  autoSingle?: boolean;
}

export const KERNEL_DECISION_KINDS = ['chooseCards', 'chooseOption', 'order'] as const;

export function isKernelKind(kind: string): boolean {
  return (KERNEL_DECISION_KINDS as readonly string[]).includes(kind);
}

/** Every legal answer to a kernel decision. */
export function kernelLegalActions(d: Decision): Action[] {
  const player = d.player;
  switch (d.kind) {
    case 'chooseCards': {
      const picked = d.picked ?? [];
      const out: Action[] = [];
      if (picked.length < (d.max ?? 0)) {
        for (const card of d.candidates ?? []) if (!picked.includes(card)) out.push({ type: 'pick', player, card });
      }
      if (picked.length >= (d.min ?? 0)) out.push({ type: 'done', player });
      return out;
    }
    case 'chooseOption':
      return (d.options ?? []).map((option) => ({ type: 'choose', player, option }));
    case 'order': {
      const ordered = d.ordered ?? [];
      return (d.items ?? []).filter((i) => !ordered.includes(i)).map((item) => ({ type: 'next', player, item }));
    }
    default:
      return [];
  }
}

/**
 * Applies a (validated, legal) answer to a kernel decision in place.
 * Returns the final answer when the decision is complete, or null when more picks are needed.
 */
export function applyKernelAnswer(d: Decision, action: Action): Json | null {
  switch (d.kind) {
    case 'chooseCards': {
      const picked = (d.picked = d.picked ?? []);
      if (action.type === 'pick') picked.push(action.card as string);
      const left = (d.candidates ?? []).filter((c) => !picked.includes(c)).length;
      if (action.type === 'done' || picked.length >= (d.max ?? 0) || left === 0) return { cards: [...picked] };
      return null;
    }
    case 'chooseOption':
      return { option: action.option as JsonPrimitive };
    case 'order': {
      const ordered = (d.ordered = d.ordered ?? []);
      ordered.push(action.item as string);
      const rest = (d.items ?? []).filter((i) => !ordered.includes(i));
      if (rest.length <= 1) return { order: [...ordered, ...rest] };
      return null;
    }
    default:
      return { action };
  }
}

/**
 * Normalises a spec into a decision, or returns the automatic answer when there is no real choice:
 * chooseCards clamps min/max to the candidates ("as many as possible": SVE 10.6.2.3.1, GBF 8-6-3-3)
 * and answers by itself when min = max = all candidates or max = 0; order answers by itself with one item.
 */
export function normaliseSpec(spec: DecisionSpec, id: number): { decision: Decision } | { auto: Json } {
  const base: Decision = {
    id,
    player: spec.player,
    kind: spec.kind,
    prompt: spec.prompt,
    rule: spec.rule ?? null,
    data: spec.data ?? {},
  };
  switch (spec.kind) {
    case 'chooseCards': {
      const candidates = [...new Set(spec.candidates ?? [])];
      const min = Math.max(0, Math.min(spec.min ?? 0, candidates.length));
      const max = Math.max(min, Math.min(spec.max ?? candidates.length, candidates.length));
      if (max === 0) return { auto: { cards: [] } };
      if (min === candidates.length && spec.autoSingle !== false) return { auto: { cards: candidates } };
      return { decision: { ...base, candidates, min, max, picked: [] } };
    }
    case 'chooseOption': {
      const options = spec.options ?? [];
      if (options.length === 0) throw new Error('chooseOption needs at least one option');
      if (options.length === 1 && spec.autoSingle === true) return { auto: { option: options[0]! } };
      const d: Decision = { ...base, options: [...options] };
      if (spec.labels) d.labels = [...spec.labels];
      return { decision: d };
    }
    case 'order': {
      const items = [...new Set(spec.items ?? [])];
      if (items.length <= 1) return { auto: { order: items } };
      return { decision: { ...base, items, ordered: [] } };
    }
    default:
      return { decision: base };
  }
}
