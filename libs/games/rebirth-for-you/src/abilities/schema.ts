/**
 * The vocabulary compiled Re:Birth ability data is validated against: the kernel's, the engine's R4U extension
 * (vocabulary.ts) and the words the compiler needs that the engine does not have yet (vocabulary-extra.ts,
 * validation only: a validation vocabulary never runs).
 */
import { BASE_VOCABULARY, type Vocabulary } from '../../../../engine/src/abilities/vocabulary.js';
import { Z } from '../constants.js';
import { R4U_VOCABULARY } from './vocabulary.js';
import { EXTRA_CONDITIONS, EXTRA_COSTS, EXTRA_EFFECTS, EXTRA_KEYWORDS, EXTRA_TRIGGERS, type Declared } from './vocabulary-extra.js';

const never = (): never => {
  throw new Error('validation-only vocabulary: the R4U engine does not run this word yet');
};

function declared<T>(table: Record<string, Declared>, behaviour: object, engine: Record<string, unknown> | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(table)) if (!engine || !(k in engine)) out[k] = { ...v, ...behaviour } as T;
  return out;
}

let cached: Vocabulary | null = null;

/** Kernel vocabulary + the engine's R4U words + the compiler's extra words. */
export function compileVocabulary(): Vocabulary {
  if (cached) return cached;
  const e = R4U_VOCABULARY;
  cached = {
    triggers: { ...BASE_VOCABULARY.triggers, ...e.triggers, ...declared(EXTRA_TRIGGERS, { match: never }, e.triggers) },
    effects: { ...BASE_VOCABULARY.effects, ...e.effects, ...declared(EXTRA_EFFECTS, { run: never }, e.effects) },
    costs: { ...BASE_VOCABULARY.costs, ...e.costs, ...declared(EXTRA_COSTS, { canPay: never, pay: never }, e.costs) },
    conditions: { ...BASE_VOCABULARY.conditions, ...e.conditions, ...declared(EXTRA_CONDITIONS, { test: never }, e.conditions) },
    keywords: { ...BASE_VOCABULARY.keywords, ...e.keywords, ...EXTRA_KEYWORDS },
    zones: Object.values(Z).sort(),
  };
  return cached;
}

/** Names the compiler may emit that the engine's vocabulary lacks (their data validates but cannot run yet). */
export function extraWords(): string[] {
  const e = R4U_VOCABULARY;
  const missing = (t: Record<string, unknown>, have: Record<string, unknown> | undefined) => Object.keys(t).filter((k) => !have || !(k in have));
  return [
    ...missing(EXTRA_TRIGGERS, e.triggers), ...missing(EXTRA_EFFECTS, e.effects), ...missing(EXTRA_COSTS, e.costs),
    ...missing(EXTRA_CONDITIONS, e.conditions), ...missing(EXTRA_KEYWORDS, e.keywords),
  ].sort();
}
