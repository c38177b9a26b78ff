/**
 * A read-only Ctx (state + the PSO2 definition and vocabulary) for code that gets only a state (decision listings,
 * views): cost and condition checks take a Ctx. The definition binds itself here once (definition.ts), so rule
 * modules need not import the definition.
 */
import type { Ctx, GameDefinition, GameState } from '../../../engine/src/index.js';
import { vocabularyFor } from '../../../engine/src/index.js';

let bound: GameDefinition | null = null;

export function bindDefinition(def: GameDefinition): void {
  bound = def;
}

/** A context for reading `state` (never used to change it). */
export function reader(state: GameState): Ctx {
  if (!bound) throw new Error('pso2: definition not bound');
  return { state, def: bound, vocab: vocabularyFor(bound), events: [], steps: 0, quiet: true };
}
