/**
 * 「(where)から(what)を(N)枚選び、」: a choice the next verb acts on (the chosen cards are bound to a variable, so
 * 「そのキャラ」「それら」 later name them). 「N枚まで」 = 0..N; 「すべて」 = every matching card; 「望む枚数」 = any number.
 * When fewer cards can be chosen than written, as many as possible are (R4U 1.3.3 / 9.7.4.3).
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept } from '../context.js';
import { countedOf, filterOf, sourceOf, withFilter } from '../groups.js';

const t = clauseConcept('effects/choose');

/** The selector of a choice phrase (without the verb). */
export function choiceSelector(where: string, what: string | undefined, count: string): JsonObject {
  let sel = sourceOf(where);
  if (what) sel = withFilter(sel, filterOf(what));
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)枚(まで)?$/.exec(count))) return { ...sel, count: Number(m[1]), ...(m[2] ? { upTo: true } : {}) };
  if (count === 'すべて') return sel;
  if (count === '望む枚数') return { ...sel, count: 99, upTo: true };
  // 「あなたのリタイアと同じ枚数」: as many as those cards when the choice is made (as many as possible, 1.3.3)
  if ((m = /^(.+)と同じ枚数$/.exec(count))) return { ...sel, count: { count: countedOf(m[1]!) } };
  return unread(`count ${count}`);
}

export const CHOOSE = [
  // 「(side)の、エントリーとメンバーから1枚ずつ選び、」: the Entry character (one card) and a chosen member — only
  // 「それらを入れ替える」 reads the pair (effects/swap.ts); any other verb leaves `eachWith` in its data (not valid: unread)
  t.pattern(/^(?:あなたは)?(自分|相手)の、エントリーとメンバーから1枚ずつ選び$/, (m, c) => {
    if (c.s.pending) return unread('two choices before a verb');
    const side = m[1] === '相手' ? 'opponent' : 'you';
    c.s.pending = { zone: 'members', side, count: 1, bind: `t${++c.s.vars}`, eachWith: { zone: 'entry', side } };
  }),
  // 「自分の、メンバーと手札から1枚ずつ選び、」: one card of each zone — only 「控え室に置く」 reads the pair (effects/move.ts: two
  // moves); another verb leaves `eachWith` in its data (not valid: unread)
  t.pattern(/^(?:あなたは)?自分の、(メンバー|手札)と(メンバー|手札)から1枚ずつ選び$/, (m, c) => {
    if (c.s.pending) return unread('two choices before a verb');
    if (m[1] === m[2]) return false;
    const zone = (w: string) => (w === 'メンバー' ? 'members' : 'hand');
    c.s.pending = { zone: zone(m[1]!), side: 'you', count: 1, bind: `t${++c.s.vars}`, eachWith: { zone: zone(m[2]!), side: 'you', count: 1, bind: `t${++c.s.vars}` } };
  }),
  // 「《A》か《B》を合計2枚まで」: the total of the cards chosen (「合計」 adds nothing to a single choice)
  t.pattern(/^(?:あなたは)?(.+?)から、?(?:(.+?)を)?(?:合計)?(\d+枚(?:まで)?|すべて|望む枚数|(?:あなた|相手)の[^、]+と同じ枚数)選び$/, (m, c) => {
    if (c.s.pending) return unread('two choices before a verb');
    const v = `t${++c.s.vars}`;
    c.s.pending = { ...choiceSelector(m[1]!, m[2], m[3]!), bind: v };
  }),
];
