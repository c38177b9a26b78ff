/**
 * The ability vocabulary: named triggers, effects, costs, conditions and keywords, each with the
 * JSON-Schema of its parameters (for validation and the served schema) and its behaviour (for the
 * interpreter). The kernel ships the shared primitives; a game adds its own entries through
 * `definition.vocabulary` (names should be prefixed with the game, e.g. `sve.evolve`). Base names
 * cannot be redefined: a game changes the *meaning* of a base verb through its hooks (e.g. what
 * "damage to a player" does) instead, so the vocabulary stays one language.
 */
import type { Json, JsonObject } from '../json.js';
import type { Frame, GameState, PlayerIndex } from '../state.js';
import type { Ctx } from '../context.js';
import type { Watcher } from '../triggers.js';
import type { ConditionNode, CostNode, EffectNode } from './types.js';
import type { GameDefinition } from '../definition.js';
import { EngineError } from '../errors.js';
import { BASE_TRIGGERS } from './base-triggers.js';
import { BASE_EFFECTS } from './base-effects.js';
import { BASE_COSTS } from './base-costs.js';
import { BASE_CONDITIONS } from './base-conditions.js';
import { BASE_KEYWORDS } from './base-keywords.js';

export type JsonSchema = { [key: string]: Json };

/** Read-only access used by matchers and queries. A Ctx is a Reader. */
export interface Reader {
  state: GameState;
  vocab: Vocabulary;
}

/** Who/what an ability is resolving for. Stored in frames, so it is plain JSON. */
export type AbilityEnv = {
  controller: PlayerIndex;
  /** Source instance id (may no longer exist: last known information is `sourceCardId`). */
  source: string | null;
  sourceCardId: string | null;
  /** Variable scope id (state.scopes) for X, bound targets... */
  scope: string | null;
  /** The triggering event, for triggered abilities. */
  event: JsonObject | null;
};

interface Described {
  description: string;
  /** JSON-Schema of each parameter (besides the discriminator). */
  params: Record<string, JsonSchema>;
  required?: string[];
  /** Extra schema keywords for the whole node (e.g. anyOf of required sets). */
  schema?: JsonSchema;
}

export interface TriggerSpec extends Described {
  /** Does `event` trigger an ability of `self` with these trigger parameters? */
  match(r: Reader, event: JsonObject, self: Watcher, params: JsonObject): boolean;
}

export interface EffectSpec extends Described {
  /** Carries the effect out. May ask a decision: then return; `frame` is re-run with `frame.answer`. */
  run(ctx: Ctx, effect: EffectNode, env: AbilityEnv, frame: Frame): void;
}

export interface CostSpec extends Described {
  canPay(ctx: Ctx, cost: CostNode, env: AbilityEnv): boolean;
  /** Pays; returns false when it asked a decision (it is re-run with `frame.answer`). */
  pay(ctx: Ctx, cost: CostNode, env: AbilityEnv, frame: Frame): boolean;
}

export interface ConditionSpec extends Described {
  test(r: Reader, condition: ConditionNode, env: AbilityEnv): boolean;
}

export interface KeywordSpec {
  description: string;
  /** The keyword carries a value (e.g. `Full Power Lv.2`, `Penetrate 1`). */
  valued?: boolean;
}

export interface Vocabulary {
  triggers: Record<string, TriggerSpec>;
  effects: Record<string, EffectSpec>;
  costs: Record<string, CostSpec>;
  conditions: Record<string, ConditionSpec>;
  keywords: Record<string, KeywordSpec>;
  /** Zone names a selector may name (empty = any string). */
  zones: string[];
  /**
   * The game's target-candidate hook (kernel: `choosableCandidates`, abilities/selectors.ts): false removes card `id`
   * from a choice of cards `chooser` makes for an ability of `env` (SVE 12.15.2 【オーラ】, R4U 「相手から選ばれない」).
   * Derived in this one place; every choice of targets (kernel `chooseTargets`, a game's own choose effects) reads it.
   */
  choosable?: (r: Reader, id: string, chooser: PlayerIndex, env: AbilityEnv) => boolean;
  /**
   * Set by a game where, when an effect makes "the opponent" choose and there are several, the master names the
   * opponent who chooses (R4U 13.5.5.4): the rule it cites, and whether the named opponent chooses among their own
   * cards only when the selector names the opponents' (`ownCards`). Unset: the first opponent in turn order chooses.
   */
  namesOpponent?: (r: Reader) => { rule: string; ownCards: boolean } | null;
}

export type VocabularyExtension = Partial<Omit<Vocabulary, 'zones'>>;

export const BASE_VOCABULARY: Vocabulary = {
  triggers: BASE_TRIGGERS,
  effects: BASE_EFFECTS,
  costs: BASE_COSTS,
  conditions: BASE_CONDITIONS,
  keywords: BASE_KEYWORDS,
  zones: [],
};

const cache = new WeakMap<object, Vocabulary>();

function mergeTable<T>(base: Record<string, T>, ext: Record<string, T> | undefined, what: string): Record<string, T> {
  const out: Record<string, T> = { ...base };
  for (const [name, spec] of Object.entries(ext ?? {})) {
    if (name in base) throw new EngineError('INVALID_DEFINITION', `vocabulary ${what} '${name}' is a kernel name and cannot be redefined`);
    out[name] = spec;
  }
  return out;
}

/** Base vocabulary merged with a game's extension (memoised per definition object). */
export function vocabularyFor(def: Pick<GameDefinition, 'vocabulary' | 'zones'> | null): Vocabulary {
  if (def === null) return BASE_VOCABULARY;
  const hit = cache.get(def);
  if (hit) return hit;
  const ext = def.vocabulary ?? {};
  const vocab: Vocabulary = {
    triggers: mergeTable(BASE_TRIGGERS, ext.triggers, 'trigger'),
    effects: mergeTable(BASE_EFFECTS, ext.effects, 'effect'),
    costs: mergeTable(BASE_COSTS, ext.costs, 'cost'),
    conditions: mergeTable(BASE_CONDITIONS, ext.conditions, 'condition'),
    keywords: mergeTable(BASE_KEYWORDS, ext.keywords, 'keyword'),
    zones: [...new Set(def.zones.map((z) => z.name))].sort(),
    ...(ext.choosable ? { choosable: ext.choosable } : {}),
    ...(ext.namesOpponent ? { namesOpponent: ext.namesOpponent } : {}),
  };
  cache.set(def, vocab);
  return vocab;
}
