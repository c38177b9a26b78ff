/**
 * A read-only Ctx (state + the R4U definition and vocabulary) for code that gets only a state (decision listings,
 * views). The definition binds itself here once (definition.ts).
 */
import type { Ctx, GameDefinition, GameState } from '../../../engine/src/index.js';
import { vocabularyFor } from '../../../engine/src/index.js';

let bound: GameDefinition | null = null;

export function bindDefinition(def: GameDefinition): void {
  bound = def;
}

export function reader(state: GameState): Ctx {
  if (!bound) throw new Error('rebirth-for-you: definition not bound');
  return { state, def: bound, vocab: vocabularyFor(bound), events: [], steps: 0, quiet: true };
}
