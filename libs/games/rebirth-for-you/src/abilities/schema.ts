/**
 * The vocabularies compiled Re:Birth ability data is checked against: `runnableVocabulary` = the kernel's, the
 * engine's R4U extension (vocabulary.ts) and the extra words with behaviour (vocabulary-text-forms.ts, for the engine to
 * adopt); `compileVocabulary` adds the declared-only words (validation only: they never run). A card's status is
 * computed against the runnable vocabulary: data with a declared-only word counts as invalid (not played).
 */
import { BASE_VOCABULARY, type Vocabulary } from '../../../../engine/src/abilities/vocabulary.js';
import { Z } from '../constants.js';
import { R4U_VOCABULARY } from './vocabulary.js';
import { DECLARED_ONLY, R4U_EXTRA_VOCABULARY, type Declared } from './vocabulary-text-forms.js';

const never = (): never => {
  throw new Error('validation-only vocabulary: the R4U engine does not run this word yet');
};

function declared<T>(table: Record<string, Declared>, behaviour: object, engine: Record<string, unknown> | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(table)) if (!engine || !(k in engine)) out[k] = { ...v, ...behaviour } as T;
  return out;
}

let cached: Vocabulary | null = null;
let runnable: Vocabulary | null = null;

/** Kernel vocabulary + the engine's R4U words + the extra words with behaviour (vocabulary-text-forms.ts). */
export function runnableVocabulary(): Vocabulary {
  if (runnable) return runnable;
  const e = R4U_VOCABULARY;
  const x = R4U_EXTRA_VOCABULARY;
  runnable = {
    triggers: { ...BASE_VOCABULARY.triggers, ...x.triggers, ...e.triggers },
    effects: { ...BASE_VOCABULARY.effects, ...x.effects, ...e.effects },
    costs: { ...BASE_VOCABULARY.costs, ...x.costs, ...e.costs },
    conditions: { ...BASE_VOCABULARY.conditions, ...x.conditions, ...e.conditions },
    keywords: { ...BASE_VOCABULARY.keywords, ...e.keywords },
    zones: Object.values(Z).sort(),
  };
  return runnable;
}

/** Everything the compiler may write: the runnable vocabulary + the declared-only words. */
export function compileVocabulary(): Vocabulary {
  if (cached) return cached;
  const r = runnableVocabulary();
  cached = {
    ...r,
    effects: { ...r.effects, ...declared(DECLARED_ONLY.effects, { run: never }, r.effects) },
    conditions: { ...r.conditions, ...declared(DECLARED_ONLY.conditions, { test: never }, r.conditions) },
    keywords: { ...r.keywords, ...DECLARED_ONLY.keywords },
  };
  return cached;
}

/** Words the compiler may write that no vocabulary runs (declared only). */
export function declaredOnlyWords(): string[] {
  const r = runnableVocabulary();
  return [
    ...Object.keys(DECLARED_ONLY.effects).filter((k) => !(k in r.effects)),
    ...Object.keys(DECLARED_ONLY.conditions).filter((k) => !(k in r.conditions)),
    ...Object.keys(DECLARED_ONLY.keywords).filter((k) => !(k in r.keywords)),
  ].sort();
}

/** Extra words with behaviour the engine's own vocabulary has not adopted yet. */
export function unadoptedWords(): string[] {
  const e = R4U_VOCABULARY;
  const x = R4U_EXTRA_VOCABULARY;
  const missing = (t: Record<string, unknown> | undefined, have: Record<string, unknown> | undefined) => Object.keys(t ?? {}).filter((k) => !have || !(k in have));
  return [...missing(x.effects, e.effects), ...missing(x.conditions, e.conditions), ...missing(x.triggers, e.triggers), ...missing(x.costs, e.costs)].sort();
}
