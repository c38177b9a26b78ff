/**
 * The vocabulary the compiled Re:Birth ability data is validated against: the kernel's, plus the game's words.
 * While the engine's vocabulary (vocabulary.ts, branch r4u) is not there, the words the compiler emits are
 * declared in vocabulary-extra.ts (parameters only; a validation-only vocabulary never runs).
 */
import { BASE_VOCABULARY, type Vocabulary } from '../../../../engine/src/abilities/vocabulary.js';
import { R4U_CONDITIONS, R4U_COSTS, R4U_EFFECTS, R4U_KEYWORDS, R4U_TRIGGERS, R4U_ZONE_NAMES, type Declared } from './vocabulary-extra.js';

const never = (): never => {
  throw new Error('validation-only vocabulary: the R4U engine runs these words');
};

function declared<T>(table: Record<string, Declared>, behaviour: object): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(table)) out[k] = { ...v, ...behaviour } as T;
  return out;
}

let cached: Vocabulary | null = null;

/** Kernel vocabulary + the R4U words the compiler emits. */
export function compileVocabulary(): Vocabulary {
  if (cached) return cached;
  cached = {
    triggers: { ...BASE_VOCABULARY.triggers, ...declared(R4U_TRIGGERS, { match: never }) },
    effects: { ...BASE_VOCABULARY.effects, ...declared(R4U_EFFECTS, { run: never }) },
    costs: { ...BASE_VOCABULARY.costs, ...declared(R4U_COSTS, { canPay: never, pay: never }) },
    conditions: { ...BASE_VOCABULARY.conditions, ...declared(R4U_CONDITIONS, { test: never }) },
    keywords: { ...BASE_VOCABULARY.keywords, ...R4U_KEYWORDS },
    zones: [...R4U_ZONE_NAMES].sort(),
  };
  return cached;
}
