/**
 * SVE vocabulary entries for the long-tail templates of group 1 (templates-long-1.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts).
 */
import type { ConditionSpec, KeywordSpec, Reader } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, hasKeyword, zoneNameOf } from '../state.js';

/** 「これは能力によって破壊されず、消滅しない」: effects of abilities do not banish it from the field (rules/moves.ts putOp). */
export const NO_BANISH_BY_ABILITY = 'sve.noBanishByAbility';
/** 「これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える」 (SVE 8.3.2.2; actions/evolve-rules.ts). */
export const EVOLVE_ANY_TIMES = 'sve.evolveAnyTimes';
/** Condition 「これが能力によって場に出ていたなら」: this card entered the field otherwise than from the resolution zone (10.6.2.8.1). */
export const ENTERED_BY_ABILITY = 'sve.enteredByAbility';
/** Card flag: the zone name a field card came from (rules/moves.ts afterMoveHook; created tokens have none). */
export const ENTERED_FROM = 'enteredFrom';

/** SVE 8.3.2.2: a card of the player's field gives their evolve abilities 「1ターンに何回でも使える」 (8.3.2.1 does not apply). */
export function evolveAnyTimes(r: Reader, player: number): boolean {
  return cardsIn(r.state, Z.field, player).some((id) => hasKeyword(r, id, EVOLVE_ANY_TIMES));
}

export const LONG1_KEYWORDS: Record<string, KeywordSpec> = {
  [NO_BANISH_BY_ABILITY]: { description: '「(これは能力によって破壊されず、)消滅しない」: an ability\'s effect that would banish this card from the field does not move it (SVE 5.7; rules/moves.ts putOp, reason banish).' },
  [EVOLVE_ANY_TIMES]: { description: '「これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える」 (SVE 8.3.2.2): while it is on its master\'s field, 8.3.2.1 does not apply to that player\'s evolve abilities (evolve-equivalent abilities keep the limit).' },
};

export const LONG1_CONDITIONS: Record<string, ConditionSpec> = {
  [ENTERED_BY_ABILITY]: {
    description: '「これが能力によって場に出ていたなら」: this card is on the field and did not enter it from the resolution zone as a played card (SVE 10.6.2.8.1): it was put there or created by an effect.',
    params: {},
    test: (r, _c, env) => {
      const id = env.source;
      const card = id ? r.state.cards[id] : undefined;
      if (!id || !card || zoneNameOf(r.state, id) !== Z.field) return false;
      return card.flags[ENTERED_FROM] !== Z.resolution;
    },
  },
};
