/**
 * The Re:Birth for you grammar on the shared card-text machinery (libs/card-text): which concept file feeds which
 * slot, in order. A slot asks its templates in the order written here (a more specific form first). To find where a
 * sentence form lives: the files below, or card-text `trace()` around a compile.
 *
 *   ability heads, keywords   keywords.ts      triggers               triggers.ts
 *   conditions (なら, 本領発揮) conditions.ts    costs (［…］)           costs.ts
 *   durations (このターン中)    durations.ts     continuous (【永】)     continuous.ts
 *   noun phrases (zones…)      groups.ts        effects by verb        effects/*.ts
 */
import { Slot } from '../../../../../card-text/src/index.js';
import type { ClauseCtx } from './context.js';
import { CHOOSE } from './effects/choose.js';
import { ENERGY } from './effects/energy.js';
import { REBIRTH } from './effects/rebirth.js';
import { RECOVER } from './effects/recover.js';
import { DRAW } from './effects/draw.js';
import { STAND } from './effects/stand.js';
import { TURNS } from './effects/turns.js';
import { PROTECTION } from './effects/protection.js';
import { CHECK } from './effects/check.js';
import { SWAP, SWAP_CHOICE } from './effects/swap.js';
import { SOUL } from './effects/soul.js';
import { LOOK, LOOK_TOP } from './effects/look.js';
import { PLACE } from './effects/place.js';
import { MOVE } from './effects/move.js';
import { BUFF } from './effects/buff.js';

/** Effect clauses (one instruction of an ability's effect each, continuative endings made plain). */
export const CLAUSES = new Slot<string, ClauseCtx, true>('clause').add(
  ...LOOK_TOP, // 「デッキの上からN枚公開し、その中から…選び、…、残りを…」 (before CHOOSE and the verbs)
  ...SWAP_CHOICE, // 「このキャラと(where)から1枚選び」 (before CHOOSE)
  ...CHOOSE, // 「…から1枚選び」: before the verbs that would read 「…から1枚(zone)に置く」
  ...ENERGY,
  ...REBIRTH, // 「控え室からReバースを1枚セットする」
  ...RECOVER,
  ...DRAW,
  ...STAND,
  ...TURNS,
  ...PROTECTION,
  ...CHECK,
  ...LOOK,
  ...SWAP,
  ...SOUL, // 「このキャラをその魂にする」
  ...PLACE, // entry / member slots
  ...MOVE, // other zones
  ...BUFF,
);

export { TRIGGERS, SPARK_TRIGGER } from './triggers.js';
export { CONDITIONS, conditionOf, conditionPrefix, fullPower, reCombo, both } from './conditions.js';
export { COST_PARTS, costBox } from './costs.js';
export { durationPrefix, DURATIONS } from './durations.js';
export { CONTINUOUS } from './continuous.js';
export { readHead, startsAbility, CANCEL_TARGETS, type Head } from './keywords.js';
export type { AbilityScope, ClauseCtx, CompileInput, Step, TriggerPhrase } from './context.js';
