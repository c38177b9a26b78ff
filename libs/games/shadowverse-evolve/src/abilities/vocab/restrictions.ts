/**
 * Restrictions and permissions of activated / evolve abilities (8.3.2.1, 8.3.2.2, 10.4.6).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import type { Reader, VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { cardsIn, hasKeyword } from '../../state.js';

/** 「これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える」 (SVE 8.3.2.2; actions/evolve-rules.ts). */
export const EVOLVE_ANY_TIMES = 'sve.evolveAnyTimes';

/** SVE 8.3.2.2: a card of the player's field gives their evolve abilities 「1ターンに何回でも使える」 (8.3.2.1 does not apply). */
export function evolveAnyTimes(r: Reader, player: number): boolean {
  return cardsIn(r.state, Z.field, player).some((id) => hasKeyword(r, id, EVOLVE_ANY_TIMES));
}

/** 「このターン、これの[進化]を除く[起動]能力を使えない」: its activated abilities other than [進化] cannot be played (actions/main.ts). */
export const NO_ACTIVATE = 'sve.noActivate';

/** 「このターン、これの[起動]能力を使えない」: no activated ability at all, [進化] included (actions/main.ts, actions/evolve-rules.ts). */
export const NO_ACTIVATE_ALL = 'sve.noActivateAll';

/** Can the card's activated abilities be played (`evolve`: its [進化] ability, 12.2.1)? */
export function activationBlocked(r: Reader, id: string, evolve: boolean): boolean {
  return hasKeyword(r, id, NO_ACTIVATE_ALL) || (!evolve && hasKeyword(r, id, NO_ACTIVATE));
}

export const RESTRICTIONS_VOCAB: VocabularyExtension = {
  keywords: {
    [EVOLVE_ANY_TIMES]: { description: '「これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える」 (SVE 8.3.2.2): while it is on its master\'s field, 8.3.2.1 does not apply to that player\'s evolve abilities (evolve-equivalent abilities keep the limit).' },
    [NO_ACTIVATE]: { description: '「このターン、これの[進化]を除く[起動]能力を使えない」 (SVE 10.4.6 / 8.3): its activated abilities other than its evolve ability (12.2.1) are not offered (granted ones included).' },
    [NO_ACTIVATE_ALL]: { description: '「このターン、これの[起動]能力を使えない」 (SVE 10.4.6 / 8.3): none of its activated abilities — its evolve ability included (12.2.1) — is offered.' },
  },
};
