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
  // 「自分の、メンバーと手札から(キャラを)1枚ずつ選び、」 (two zones, neither the Entry): one card chosen in each, the first
  // zone's first — only 「(それらを)入れ替える」 reads the pair (effects/swap.ts, R4U 5.12); any other verb leaves `eachWith`
  // in its data (not valid: unread)
  t.pattern(/^(?:あなたは)?(自分|相手)の、([^、と]+)と([^、と]+)から(?:(.+?)を)?1枚ずつ選び$/, (m, c) => {
    if (c.s.pending) return unread('two choices before a verb');
    if (m[2] === 'エントリー' || m[3] === 'エントリー') return false;
    const first = choiceSelector(`${m[1]}の${m[2]}`, m[4], '1枚');
    const second = choiceSelector(`${m[1]}の${m[3]}`, m[4], '1枚');
    c.s.pending = { ...first, bind: `t${++c.s.vars}`, eachWith: { ...second, bind: `t${++c.s.vars}` } };
  }),
  // 「自分の手札とメンバーを望む枚数選び、」: pairs, one card of each zone at a time (hand cards: characters, the only cards
  // a member slot takes, 4.5.3) — only 「それらを入れ替える」 reads them (effects/swap.ts `many`)
  t.pattern(/^(?:あなたは)?自分の(手札|メンバー)と(手札|メンバー)を望む枚数選び$/, (m, c) => {
    if (c.s.pending || m[1] === m[2]) return unread('望む枚数 pairs');
    const zone = (w: string) => ({ zone: w === '手札' ? 'hand' : 'members', side: 'you', filter: { type: 'character' } });
    c.s.pending = { ...zone(m[1]!), count: 99, upTo: true, bind: `t${++c.s.vars}`, eachWith: zone(m[2]!), many: true };
  }),
  // 「《A》か《B》を合計2枚まで」: the total of the cards chosen (「合計」 adds nothing to a single choice)
  t.pattern(/^(?:あなたは)?(.+?)から、?(?:(.+?)を)?(?:合計)?(\d+枚(?:まで)?|すべて|望む枚数|(?:あなた|相手)の[^、]+と同じ枚数)選び$/, (m, c) => {
    if (c.s.pending) return unread('two choices before a verb');
    const v = `t${++c.s.vars}`;
    c.s.pending = { ...choiceSelector(m[1]!, m[2], m[3]!), bind: v };
  }),
];
