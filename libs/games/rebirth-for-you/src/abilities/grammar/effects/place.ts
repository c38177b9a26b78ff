/**
 * Putting characters into the Entry area or a member slot (R4U 4.4, 4.5.3): 「エントリーに置く」, 「メンバーに置く」 (an
 * occupied slot sends its character to the waiting room, 4.5.3.3), 「空席のメンバーに置く」 (only an empty seat, 4.5.3.2),
 * 【レスト】で = rested.
 */
import { clauseConcept } from '../context.js';
import { choiceSelector } from './choose.js';
import { maybe } from './move.js';

const t = clauseConcept('effects/place');

const VERB = '(空席の)?(エントリー|メンバー)に(【レスト】で)?置(く|いてよい)';

const place = (target: object, empty: string | undefined, zone: string, tapped: string | undefined) => ({
  type: 'r4u.place', target, to: zone === 'エントリー' ? 'entry' : 'member', ...(empty ? { emptySlot: true } : {}), ...(tapped ? { tapped: true } : {}),
});

export const PLACE = [
  t.pattern(new RegExp(`^(?:あなたは)?((?:自分|あなた)の[^、]+?)から(?:(.+?)を)?(\\d+枚(?:まで)?)${VERB}$`), (m, c) => {
    c.out.push(maybe(place(choiceSelector(m[1]!, m[2], m[3]!), m[4], m[5]!, m[6]) as never, m[7]!));
  }),
  t.pattern(new RegExp(`^(?:あなたは)?(?:(.+?)を)?${VERB}$`), (m, c) => {
    const target = m[1] ? c.ref(m[1]) : c.object();
    c.out.push(maybe(place(target, m[2], m[3]!, m[4]) as never, m[5]!));
  }),
];
