/**
 * The SVE grammar on the shared card-text machinery (libs/card-text): which concept file feeds which slot, in
 * order. A slot asks its templates in the order written here; a more specific form comes before a more general
 * one that would also match it (e.g. 「場の他のフォロワーすべてと相手のリーダーすべてにNダメージ」 before
 * 「(group)すべてにNダメージ」, which would make it unread). To find where a sentence form lives: the concept files
 * below, or `trace()` (card-text) around a compile, which names the template and file that read each piece.
 *
 *   clauses (effects by verb)  effects/*.ts          conditions           conditions.ts
 *   triggers                   triggers.ts           costs                costs.ts
 *   continuous abilities       continuous.ts         how a card is played play-rules.ts
 *   evolve / activated heads   activated.ts          durations            durations.ts
 *   keywords, marker rules     keywords.ts           quantities (X)       quantities.ts
 *   replacements (代わりに)     replacements.ts       groups (noun phrases) groups.ts
 *   passes over an ability     passes.ts             title texts          titles.ts
 */
import type { Ability } from '../../../../../engine/src/index.js';
import { Slot } from '../../../../../card-text/src/index.js';
import type { ClauseCtx } from './context.js';
import { DELAYED, DELAYED_CAPTURE } from './effects/delayed.js';
import { DICE } from './effects/dice.js';
import { DESTROY } from './effects/destroy.js';
import { PP } from './effects/pp.js';
import { LEADER } from './effects/leader.js';
import { MOVE } from './effects/move.js';
import { TURNS } from './effects/turns.js';
import { CONTROL } from './effects/control.js';
import { ABILITY_LOSS } from './effects/ability-loss.js';
import { PROTECTION } from './effects/protection.js';
import { CHOOSE } from './effects/choose.js';
import { DAMAGE } from './effects/damage.js';
import { EVOLVE } from './effects/evolve.js';
import { CONDITIONAL } from './effects/conditional.js';
import { BUFF } from './effects/buff.js';
import { DISCARD } from './effects/discard.js';
import { SUMMON } from './effects/summon.js';
import { COUNTERS } from './effects/counters.js';
import { FACE } from './effects/face.js';
import { PLAY } from './effects/play.js';
import { SEARCH } from './effects/search.js';
import { ENGAGE } from './effects/engage.js';
import { DRAW } from './effects/draw.js';
import { RESTRICTIONS } from './effects/restrictions.js';
import { REPEATS } from './effects/repeat.js';
import { LOOK } from './effects/look.js';
import { X_DEFINITION } from './quantities.js';
import { TITLE_ABILITIES, TITLE_CLAUSES } from './titles.js';
import { CONTINUOUS, CONTINUOUS_LATE, CONTINUOUS_WHILE, type SegmentCtx } from './continuous.js';
import { EVOLVE_OTHER_COSTS } from './activated.js';
import { PLAY_RULES } from './play-rules.js';

/** Effect clauses (one instruction of an ability's effect each). */
export const CLAUSES = new Slot<string, ClauseCtx, true>('clause').add(
  ...DELAYED_CAPTURE, // an open delayed trigger takes the rest of the ability
  ...DELAYED, // 「…とき、(effect)」: before the effect's own forms would read the whole sentence
  ...TITLE_CLAUSES,
  ...DICE,
  ...DESTROY,
  ...PP,
  ...LEADER,
  ...MOVE,
  ...TURNS,
  ...CONTROL,
  ...ABILITY_LOSS,
  ...PROTECTION,
  ...CHOOSE,
  ...DAMAGE,
  ...EVOLVE,
  ...CONDITIONAL,
  ...BUFF,
  ...DISCARD,
  ...SUMMON,
  ...COUNTERS,
  ...FACE,
  ...PLAY,
  ...SEARCH,
  ...ENGAGE,
  ...DRAW,
  ...RESTRICTIONS,
  ...REPEATS,
  ...LOOK,
  ...X_DEFINITION,
);

/** Abilities read from one whole segment: continuous abilities, evolve abilities paid otherwise, play rules. */
export const SEGMENT_ABILITIES = new Slot<string, SegmentCtx, Ability[]>('segment').add(
  ...CONTINUOUS,
  ...EVOLVE_OTHER_COSTS,
  ...TITLE_ABILITIES,
  ...CONTINUOUS_LATE,
  ...PLAY_RULES,
  ...CONTINUOUS_WHILE,
);

/** The whole-segment abilities a quick spell's text may be (「[クイック] これは…」). */
export const QUICK_SEGMENT = new Slot<string, SegmentCtx, Ability[]>('quick segment').add(...CONTINUOUS_LATE, ...PLAY_RULES);

export { CONDITIONS, conditionPrefix, followCondition, whileCondition, EARTH_RITE_VAR } from './conditions.js';
export { COST_PARTS, parseCost, triggerCost } from './costs.js';
export { TRIGGERS, TRIGGER_ICONS, FANFARE, LAST_WORDS, triggerPhrase, delayedPhrase } from './triggers.js';
export { REPLACEMENTS, replacerFor, replaceTrailing } from './replacements.js';
export { QUANTITIES, quantity, signedAmount, amountOf, setX, xOfCard, splitPlus, lastChosen } from './quantities.js';
export { KEYWORDS, keywordList, markerRule } from './keywords.js';
export { EVOLVE_HEADS, activatedHead, activatedZones, costXValues, withCostX, triggeredZones, perTurn, conditionAndLimit, usageLimit, activationCondition } from './activated.js';
export { playCostChange, playOption } from './play-rules.js';
export { conditionalKeywords, type SegmentCtx } from './continuous.js';
export * from './passes.js';
export type { BlockCtx, ClauseCtx, CompileInput, TokenResolver, TriggerPhrase, Step } from './context.js';
