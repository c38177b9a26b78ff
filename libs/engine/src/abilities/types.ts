/**
 * TypeScript view of the ability language. The formal contract is the JSON Schema in schema.ts
 * (served at GET /v1/schema/abilities); these types are deliberately loose (JSON objects with a
 * discriminator) because games extend the vocabulary with their own effect/cost/trigger types.
 *
 * Shapes (see schema.ts for every field):
 *   Ability   = { kind: 'triggered' | 'activated' | 'static' | 'keyword' | 'spell' | 'replacement', source?: number[], ... }
 *   Effect    = { type: 'sequence' | 'draw' | 'damage' | ... | '<game>.<name>', ... }
 *   Cost      = { type: 'tapSelf' | 'pay' | 'discard' | ... }
 *   Condition = { type: 'count' | 'counter' | 'turn' | 'and' | ... }
 *   Selector  = { ref?, zone?, side?, filter?, count?, upTo?, chooser?, random?, other?, except?, bind? }
 *               (ref: 'self' | 'eventCard' | 'eventSource' | 'var' | 'attachedTo' | 'attached')
 */
import type { Json, JsonObject } from '../json.js';

export type Ability = JsonObject & { kind: string };
export type EffectNode = JsonObject & { type: string };
export type CostNode = JsonObject & { type: string };
export type ConditionNode = JsonObject & { type: string };
export type Selector = JsonObject;
export type CardFilter = JsonObject;

/** Who, relative to the ability's controller. */
export type PlayerRef = 'you' | 'opponent' | 'each' | 'active' | 'nonActive';

/** A number, or a comparison object (all given bounds must hold). */
export type Compare = number | { eq?: number; ne?: number; lt?: number; lte?: number; gt?: number; gte?: number };

/**
 * How long a continuous effect lasts. Markers are expired by the game calling `expire(ctx, marker)`:
 * - `untilEndOfTurn` ends at marker `endOfTurn` (SVE 7.4.8, R4U 7.6.4, GBF 6-5-1-3, PSO2 505.2);
 * - `untilYourNextTurn` ends at marker `startOfTurn` of the controller (GBF 6-2-1);
 * - `whileSourceInPlay` ends when its source instance no longer exists (left its zone);
 * - `{ until: X }` ends at any game marker X (`endOfAttack`, `endOfBattle`...);
 * - `permanent` never ends by time (it still ends when its targets leave: new object rule).
 */
export type Duration = 'permanent' | 'untilEndOfTurn' | 'untilYourNextTurn' | 'whileSourceInPlay' | { until: string };

/** What a continuous effect or static ability changes. */
export type Modifier =
  | { type: 'stat'; stat: string; op: 'add' | 'set'; value: number }
  | { type: 'keyword'; keyword: string; grant: boolean; value: Json }
  | { type: 'flag'; flag: string; value: Json }
  /** A granted ability (abilities/granted.ts): the affected cards have `ability` as their own (SVE 10.9.1.2). */
  | { type: 'ability'; ability: Ability }
  /** Ability loss (abilities/loss.ts): the targets lose their printed abilities and those gained before it (SVE 5.31.2). */
  | { type: 'loseAbilities' };

export const DURATION_NAMES = ['permanent', 'untilEndOfTurn', 'untilYourNextTurn', 'whileSourceInPlay'] as const;
