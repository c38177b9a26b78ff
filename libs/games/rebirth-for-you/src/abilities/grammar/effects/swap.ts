/** Swapping (R4U 5.12): 「(chosen)を、このキャラと入れ替える」 — each goes to the other's zone (and slot) at once. */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { CHOSEN_WITH_SELF as WITH_SELF, clauseConcept } from '../context.js';
import { choiceSelector } from './choose.js';
import { maybe } from './move.js';

const t = clauseConcept('effects/swap');


/** Read before the other choices (effects/choose.ts would take 「このキャラと…」 for a zone). */
export const SWAP_CHOICE = [
  t.pattern(/^(?:あなたは)?、?このキャラと(自分の[^、]+?)から(?:(.+?)を)?1枚選び$/, (m, c) => {
    if (c.s.pending) return false;
    const pending = { ...choiceSelector(m[1]!, m[2], '1枚'), bind: `t${++c.s.vars}` };
    WITH_SELF.add(pending);
    c.s.pending = pending;
  }),
];

export const SWAP = [
  t.pattern(/^(?:あなたは)?それらを入れ替える$/, (_m, c) => {
    const p = c.s.pending;
    if (!p || !WITH_SELF.has(p)) return false;
    c.out.push({ type: 'r4u.swap', a: c.object(), b: c.s.selfRef });
  }),
  // 「エントリーとメンバーから1枚ずつ選び、(それらを)入れ替える」: the chosen member and the Entry character (5.12); 「メンバーと
  // 手札から1枚ずつ選び」: the member chosen first, then the card from hand
  t.pattern(/^(?:あなたは)?(?:それらを)?入れ替え(る|てよい)$/, (m, c) => {
    const { eachWith, many, ...a } = c.object();
    if (!eachWith) return unread('それらを入れ替える without a pair');
    if (many === true) {
      // 「…を望む枚数選び、それらを入れ替える」: pairs (vocabulary `many`)
      const { count: _c, upTo: _u, bind: _b, ...pairA } = a;
      c.out.push(maybe({ type: 'r4u.swap', a: pairA, b: eachWith as JsonObject, many: true }, m[1]!));
      return;
    }
    c.out.push(maybe({ type: 'r4u.swap', a, b: eachWith as JsonObject }, m[1]!));
  }),
  // 「(chosen)を、エントリーと入れ替える」: with your Entry character (the chosen card is yours: 自分の…から選び)
  t.pattern(/^(?:あなたは)?エントリーと入れ替え(る|てよい)$/, (m, c) => {
    const a = c.object();
    if (a.side !== 'you' && !(typeof a.ref === 'string')) return unread('a card not yours swapped with your Entry');
    if (typeof a.ref === 'string') return unread('エントリーと入れ替える without a choice');
    c.out.push(maybe({ type: 'r4u.swap', a, b: { zone: 'entry', side: 'you' } }, m[1]!));
  }),
  // 「(chosen)を、(zones)のキャラ1枚と入れ替える」: the second card is a choice too (of your cards there: 4.1.1.1), made
  // after the first
  t.pattern(/^(?:あなたは)?((?:リタイア|控え室|手札|メンバー|エネルギー)(?:か(?:リタイア|控え室|手札|メンバー|エネルギー))*)の(キャラ)1枚と入れ替え(る|てよい)$/, (m, c) => {
    const a = c.object();
    if (typeof a.ref === 'string' || a.count === undefined) return unread('のキャラ1枚と入れ替える without a choice before it');
    const b = { ...choiceSelector(`自分の${m[1]!}`, m[2], '1枚'), bind: `t${++c.s.vars}` };
    c.out.push(maybe({ type: 'r4u.swap', a, b }, m[3]!));
  }),
  // 「このキャラと入れ替える」: a later 「このキャラ」 of the ability binds this card to a variable when the swap starts,
  // which follows it to its new zone (rules/follow.ts; compiler.ts ref): 4.1.4 「特に指示がないかぎり」, the text names the
  // card it just moved
  t.pattern(/^(?:あなたは)?(?:(.+?)を)?このキャラと入れ替え(る|てよい)$/, (m, c) => {
    const a = m[1] ? c.ref(m[1]) : c.object();
    const b = { ...c.s.selfRef };
    c.s.selfFollow = b;
    c.out.push(maybe({ type: 'r4u.swap', a, b }, m[2]!));
  }),
];
