/**
 * Replacement effects written as 【永】 text (R4U 9.3.1.3, 9.11; read by rules/replacement.ts):
 *  - 「あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい」 (choice-type, 9.3.1.3.2): putting a card from
 *    your hand into energy (7.3.2.2) may be replaced by putting one from your waiting room;
 *    `{kind:'replacement', replaces:{event:'r4u.energyFromHand', side:'you'}, effect:{type:'r4u.instead', from:'waitingRoom'}, optional:true}`.
 *  - 5.19.3 「あなたのキャラがリタイアする直前に、あなたはこのカードを控え室に置くことで、デッキの上からN枚控え室に置き、
 *    その中に、コストM以上のキャラかReバースがあるなら、そのリタイアとダメージを取り消す」 (choice-type with a price,
 *    9.11.3): `{kind:'replacement', replaces:{event:'r4u.retire', side:'you'}, optional:true, effect:{type:'r4u.cancelRetire',
 *    price:{type:'r4u.moveSelf', to:'waitingRoom'}, mill:N, ifAny:{anyOf:[{type:'character', cost:{gte:M}}, {type:'rebirth'}]}}}`.
 * Conditions (「…なら、」) and the head's zones / condition keywords are added by the compiler (as for statics).
 */
import type { Ability } from '../../../../../engine/src/index.js';
import { concept } from '../../../../../card-text/src/index.js';
import { conditionPrefix } from './conditions.js';
import type { ContinuousRead } from './continuous.js';

const t = concept('replacements');

export const REPLACEMENT_FORMS = [
  t.template<string, null, ContinuousRead>('あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい', (text) => {
    if (!text.endsWith('あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい')) return null;
    const c = conditionPrefix(text);
    const rest = c ? c[1] : text;
    if (rest !== 'あなたは手札からエネルギーを置く際、かわりに控え室から置いてよい') return null;
    const ability: Ability = { kind: 'replacement', replaces: { event: 'r4u.energyFromHand', side: 'you' }, effect: { type: 'r4u.instead', from: 'waitingRoom' }, optional: true };
    return { abilities: [ability], conditions: c ? [c[0]] : [] };
  }),
  t.template<string, null, ContinuousRead>('あなたのキャラがリタイアする直前に、このカードを控え室に置くことで…そのリタイアとダメージを取り消す', (text) => {
    const m = /^あなたのキャラがリタイアする直前に、あなたはこのカードを控え室に置くことで、デッキの上から(\d+)枚控え室に置き、その中に、コスト(\d+)以上のキャラかReバースがあるなら、そのリタイアとダメージを取り消す[！!]?$/.exec(text);
    if (!m) return null;
    const ability: Ability = {
      kind: 'replacement', replaces: { event: 'r4u.retire', side: 'you' }, optional: true,
      effect: { type: 'r4u.cancelRetire', price: { type: 'r4u.moveSelf', to: 'waitingRoom' }, mill: Number(m[1]), ifAny: { anyOf: [{ type: 'character', cost: { gte: Number(m[2]) } }, { type: 'rebirth' }] } },
    };
    return { abilities: [ability], conditions: [] };
  }),
];
