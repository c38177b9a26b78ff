/**
 * Heads of activated abilities and of the evolve-like abilities (SVE 8.3, 10.4, 12.2): 「[起動](cost)：」 (quick:
 * 「[クイック][起動]」 12.3), 「[進化][コストN]：これは進化する」 (12.2; 「…『X』に進化する」 5.16.1.1.1), evolve abilities paid
 * otherwise (「[進化]次の自分のターンをスキップする：」 5.26.2, 「[進化]リーダーの[体力]-N：」 10.4.5.1), 【憑依】 (14.4.9.2),
 * [食事] (14.2.2.3), and the restrictions of the ability just before: 「この能力は1ターンにN回使える / 働く」 (10.7.2.2),
 * 「この能力は(条件)なら使える」 (10.3.3), 「この能力は(条件)なら、1ターンにN回使える」. An ability of a card in the
 * cemetery (10.3.4): 「[起動](cost)：自分の墓場のこれを場に出す」, 「…とき、[コストN]：自分の墓場のこれを場に出す」.
 */
import type { Ability, JsonObject } from '../../../../../engine/src/index.js';
import { concept, Slot, unread } from '../../../../../card-text/src/index.js';
import { Z } from '../../constants.js';
import { conditionPrefix } from './conditions.js';
import { parseCost } from './costs.js';
import type { SegmentCtx } from './continuous.js';

const SELF = { ref: 'self' };

const t = concept('activated');

/** An evolve-like ability head: the ability, and whether it is an [進化] ability a following 「この能力は…」 restricts. */
export interface EvolveHead {
  ability: Ability;
  evolve: boolean;
}

const head = (re: RegExp, read: (m: RegExpExecArray) => EvolveHead) => t.pattern<void, EvolveHead>(re, (m) => read(m));

/** Evolve, ride and eat abilities (one whole segment each). */
export const EVOLVE_HEADS = new Slot<string, void, EvolveHead>('evolve ability').add(
  head(/^\[進化\]\[コスト(\d+)\]：これは進化する$/, (m) => ({ ability: { kind: 'activated', label: '進化', cost: [{ type: 'sve.evolve', amount: Number(m[1]) }], effect: { type: 'sve.evolveSelf' } }, evolve: true })),
  // SVE 14.4.9.2: 【憑依】 (ride) — an evolve-equivalent ability (14.4.9.5) giving drive (14.4.7.3)
  head(/^\[憑依\]\[コスト(\d+)\]：これはドライブを持つ$/, (m) => ({ ability: { kind: 'activated', label: '憑依', cost: [{ type: 'sve.ride', amount: Number(m[1]) }], effect: { type: 'sve.gainDrive', target: SELF } }, evolve: false })),
  // SVE 14.2.2.3: 『(N 🍎)(cost): これはN回出走する』 = 「これはN回食事する (cost): …」; an evolve-equivalent ability (14.2.2.5)
  head(/^((?:\[食事\])+)\[コスト(\d+)\]：これは(?:(\d+)回)?出走する$/, (m) => {
    const eats = (m[1]!.match(/\[食事\]/g) ?? []).length;
    return { ability: { kind: 'activated', label: '食事', cost: [{ type: 'sve.eat', times: eats, amount: Number(m[2]) }], effect: { type: 'sve.run', target: SELF, times: Number(m[3] ?? 1) } }, evolve: false };
  }),
  // 5.16.1.1.1: "unless an effect specifies otherwise" — the proper card is the named one
  head(/^\[進化\]\[コスト(\d+)\]：これは『([^』]+)』(?:か『([^』]+)』)?に進化する$/, (m) => {
    const into = [m[2]!, ...(m[3] ? [m[3]] : [])];
    return { ability: { kind: 'activated', label: '進化', cost: [{ type: 'sve.evolve', amount: Number(m[1]), into }], effect: { type: 'sve.evolveSelf', into } }, evolve: true };
  }),
  // 「[進化](cost)：これは(『X』に)進化する」 paid otherwise than (or besides) PP — 「手札1枚を捨てる」, 「墓場のカード2枚を消滅」,
  // 【レッスン_N】, 「[コスト1]場の他のフォロワー1体を手札に戻す」 (12.2, 10.4): the costs parseCost reads; the PP part, if
  // any, stays the evolve cost (an EP may pay 1 of it, 12.2.3); none: no PP, so no EP payment. An unread cost: unread.
  head(/^\[進化\]((?!\[コスト\d+\]：)[^：]+)：これは(?:『([^』]+)』(?:か『([^』]+)』)?に)?進化する$/, (m) => {
    const { cost, quick, zones } = parseCost(m[1]!);
    if (quick || zones) unread(`evolve cost ${m[1]}`);
    const pp = cost.filter((c) => c.type === 'pay' && c.counter === 'pp');
    const rest = cost.filter((c) => !pp.includes(c));
    if (pp.length > 1 || rest.length === 0) unread(`evolve cost ${m[1]}`);
    const into = m[2] ? [m[2], ...(m[3] ? [m[3]] : [])] : null;
    const evolve: JsonObject = { type: 'sve.evolve', amount: (pp[0]?.amount as number | undefined) ?? 0, ...(into ? { into } : {}) };
    return { ability: { kind: 'activated', label: '進化', cost: [evolve, ...rest], effect: { type: 'sve.evolveSelf', ...(into ? { into } : {}) } }, evolve: true };
  }),
);

/** Evolve abilities paid otherwise than with PP, read among the whole-segment abilities. */
export const EVOLVE_OTHER_COSTS = [
  // an evolve ability (12.1.2.1; 8.3.2.1 once a turn) whose cost is skipping your next turn (5.26.2) instead of PP
  t.template<string, SegmentCtx, Ability[]>('[進化]次の自分のターンをスキップする：これは進化する', (text) => (text === '[進化]次の自分のターンをスキップする：これは進化する'
    ? [{ kind: 'activated', label: '進化 (スキップ)', cost: [{ type: 'sve.evolve', amount: 0 }, { type: 'sve.skipNextTurn' }] as JsonObject[], effect: { type: 'sve.evolveSelf' } }]
    : null)),
  // 「[進化]リーダーの[体力]-N：これは進化する」 (12.2, 10.4.5): N of your leader's health instead of PP (no PP, so no EP payment 12.2.3)
  t.pattern<SegmentCtx, Ability[]>(/^\[進化\]リーダーの\[体力\]-(\d+)：これは進化する$/, (m) => [{ kind: 'activated', label: '進化', cost: [{ type: 'sve.evolve', amount: 0 }, { type: 'sve.health', amount: Number(m[1]) }], effect: { type: 'sve.evolveSelf' } }]),
];

/** 「[起動](cost)：(effect)」 / 「[クイック][起動]…」: the cost text, quick timing and the effect text, or null. */
export function activatedHead(text: string): { costText: string; quick: boolean; rest: string } | null {
  const m = /^(\[クイック\]\s*)?\[起動\](.*?)：\s*(.*)$/.exec(text);
  return m ? { costText: m[2]!, quick: m[1] !== undefined && m[1] !== '', rest: m[3]! } : null;
}

/**
 * 「[起動][コストX]…これの(name)カウンターX個を取る：(effect with X)」 (SVE 5.2.1.2, 10.6.2.2.4, 1.3.5; CP04-115): X is chosen
 * as the ability is played, 0 or more, and bounded by the card's limit of those counters (「これに(name)カウンターはN個まで
 * 置ける」, 1.3.5.1): the values 0..N, each an ability of its own with X written as that number, so every X is one legal
 * action. null: no 「[コストX]」; unread: an X not bounded that way.
 */
export function costXValues(costText: string, cardText: string): number[] | null {
  if (!costText.includes('[コストX]')) return null;
  const taken = /これの(.+?)カウンターX(?:つ|個)を取る/.exec(costText);
  const limit = taken ? new RegExp(`これに${taken[1]}カウンターは(\\d+)(?:つ|個)まで置ける`).exec(cardText) : null;
  if (!limit) unread('[コストX] without a bound');
  return Array.from({ length: Number(limit![1]) + 1 }, (_, n) => n);
}

/** The text of a 「[コストX]」 ability with X written as `n`, and its cost without the 0 counters of X = 0. */
export function withCostX(text: string, n: number): string {
  return text.replace(/これの[^：]+?カウンターX(?:つ|個)を取る/, (x) => (n === 0 ? '' : x)).replace(/X/g, String(n));
}

/** 「[起動](cost)：自分の墓場のこれを(場に出す|EXエリアに置く)」: the activated ability functions in the cemetery (SVE 10.3.4), or null. */
export function activatedZones(effectText: string): string[] | null {
  return /^自分の墓場のこれを(?:場に出す|EXエリアに置く)/.test(effectText) ? [Z.cemetery] : null;
}

/**
 * 「…とき、(…なら、)[コストN]：自分の墓場のこれを(場に出す|EXエリアに置く)」: an automatic ability of a card in the cemetery (SVE 10.3.4):
 * it triggers and is played from there (`zones` = cemetery), or null.
 */
export function triggeredZones(rest: string): string[] | null {
  return /^(?:[^。]*?なら、)?\[コスト\d+\]：自分の墓場のこれを(?:場に出す|EXエリアに置く)。?$/.test(rest) ? [Z.cemetery] : null;
}

/** 「(自分の)ターンごとにN回、(trigger)」 (10.7.2.2): at most N standbys per turn; 「自分の」: only in your turns. */
export function perTurn(text: string): { limit: number; yours: boolean; rest: string } | null {
  const m = /^(自分の)?ターンごとに(\d+)回、\s*(.*)$/.exec(text);
  return m ? { limit: Number(m[2]), yours: m[1] !== undefined, rest: m[3]! } : null;
}

/** 「この能力は(条件)なら、1ターンにN回使える」: the condition and the limit, or null. */
export function conditionAndLimit(text: string): { condition: JsonObject; limit: number } | null {
  const m = /^この能力は(.+?)なら、1ターンに(\d+)回使える$/.exec(text);
  if (!m) return null;
  const c = conditionPrefix(`${m[1]}なら、x`);
  return c ? { condition: c[0], limit: Number(m[2]) } : null;
}

/** 「この能力は1ターンにN回使える / 働く」 (10.7.2.2 for automatic abilities: counted as they go on standby), or null. */
export function usageLimit(text: string): { limit: number; kind: 'activated' | 'triggered' } | null {
  const m = /^この能力は(?:1ターンに|ターンごとに)(\d+)回(使える|働く)$/.exec(text);
  return m ? { limit: Number(m[1]), kind: m[2] === '使える' ? 'activated' : 'triggered' } : null;
}

/** 「この能力は(条件)なら使える」: the condition phrase (read with conditionPrefix), or null. */
export function activationCondition(text: string): string | null {
  return /^この能力は(.+?)なら使える$/.exec(text)?.[1] ?? null;
}
