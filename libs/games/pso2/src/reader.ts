/**
 * A Reader (state + the PSO2 vocabulary) for code that gets only a state (decision listings, views). The
 * definition binds its vocabulary here once (definition.ts), so rule modules need not import the definition.
 */
import type { GameDefinition, GameState, Reader, Vocabulary } from '../../../engine/src/index.js';
import { vocabularyFor } from '../../../engine/src/index.js';

let vocab: Vocabulary | null = null;

export function bindDefinition(def: GameDefinition): void {
  vocab = vocabularyFor(def);
}

export function reader(state: GameState): Reader {
  if (!vocab) throw new Error('pso2: definition not bound');
  return { state, vocab };
}
