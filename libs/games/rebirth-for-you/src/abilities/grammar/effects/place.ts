/**
 * Putting characters into the Entry area or a member slot (R4U 4.4, 4.5.3): 「エントリーに置く」 (r4u.putOnEntry),
 * 「メンバーに置く」 (r4u.putOnMembers: an occupied slot sends its character to the waiting room, 4.5.3.3),
 * 「空席のメンバーに置く」 (`emptyOnly`: only an empty seat, 4.5.3.2); 【レスト】で = rested.
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { clauseConcept } from '../context.js';
import { choiceSelector } from './choose.js';
import { filterOf } from '../groups.js';
import { maybe } from './move.js';

const t = clauseConcept('effects/place');

const VERB = '(?:自分の)?(空席の)?(エントリー|メンバー)に(【レスト】で)?置(く|いてよい)';

const place = (target: JsonObject, empty: string | undefined, zone: string, rest: string | undefined): JsonObject =>
  zone === 'エントリー'
    ? { type: 'r4u.putOnEntry', target, ...(rest ? { rest: true } : {}) }
    : { type: 'r4u.putOnMembers', target, ...(empty ? { emptyOnly: true } : {}), ...(rest ? { rest: true } : {}) };

export const PLACE = [
  // 「このキャラを自分の、《X》がいないメンバーに置く」: a slot holding no 《X》 (empty, or another character replaced: 4.5.3.3)
  t.pattern(/^(?:あなたは)?(このキャラ|それ|そのキャラ)を自分の、((?:《[^》]+》|〔[^〕]+〕))がいないメンバーに置く$/, (m, c) => {
    c.out.push({ type: 'r4u.putOnMembers', target: c.ref(m[1]!), slotWithout: filterOf(m[2]!) });
  }),
  t.pattern(new RegExp(`^(?:あなたは)?((?:自分|あなた)の[^、]+?)から(?:(.+?)を)?(\\d+枚(?:まで)?)${VERB}$`), (m, c) => {
    c.out.push(maybe(place(choiceSelector(m[1]!, m[2], m[3]!), m[4], m[5]!, m[6]), m[7]!));
  }),
  t.pattern(new RegExp(`^(?:あなたは)?(?:(.+?)を)?${VERB}$`), (m, c) => {
    if (m[2] !== undefined && m[3] === 'エントリー') return false;
    const target = m[1] ? c.ref(m[1]) : c.object();
    // 「このキャラを…に置く。置いたら、」: the compiler binds this card to a variable that follows it to its new instance
    // (rules/follow.ts), so 「置いたら」 can ask whether it is there now (r4u.wasPut)
    if (target.ref === 'self' && m[5] === 'く') c.s.lastPut = { target: { ...target }, zone: m[3] === 'エントリー' ? 'entry' : 'members' };
    c.out.push(maybe(place(c.s.lastPut && target.ref === 'self' && m[5] === 'く' ? c.s.lastPut.target : target, m[2], m[3]!, m[4]), m[5]!));
  }),
];
