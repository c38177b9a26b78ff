/**
 * How this card is played (SVE 10.6.2): 「これを(EXエリアから)プレイする際、(条件)コストを±N/Xする」 (10.4.4.1: the PP
 * paid changes, not the cost), play options 「コストを+Nしてよい」 / 「(group)1体を墓場に置く：コストを-Nする」 /
 * 「墓場の(group)N枚を消滅：コストをMにする」 (10.6.2.2, 10.4.7.2; actions/play-variants.ts), additional costs
 * 「これをプレイする際、追加コストとして…」 (10.6.2.5.1.4; actions/additional-cost.ts) and play restrictions (1.3.3).
 */
import type { Ability, JsonObject } from '../../../../../engine/src/index.js';
import { concept } from '../../../../../card-text/src/index.js';
import { KIND, Z } from '../../constants.js';
import { ADDITIONAL_COST, PLAY_RESTRICTION } from '../vocab/play.js';
import { parseGroup, readGroup, selectorOf } from './groups.js';
import { conditionPrefix } from './conditions.js';
import { signedAmount } from './quantities.js';
import type { SegmentCtx } from './continuous.js';

type Read = Ability[];

const t = concept('play-rules');
const form = (re: RegExp, read: (m: RegExpExecArray) => Read | null, label?: string) => t.pattern<SegmentCtx, Read>(re, (m) => read(m), label);

/** Whole-segment play rules: restrictions and additional costs. */
export const PLAY_RULES = [
  form(/^これはこのターン、自分が他の『([^』]+)』をプレイしていたなら、プレイできない$/, (m) => [{ kind: 'replacement', replaces: { event: PLAY_RESTRICTION }, effect: { type: PLAY_RESTRICTION, condition: { type: 'sve.playedNameThisTurn', name: m[1]! } } }]),
  t.template<string, SegmentCtx, Read>('これは【覚醒】状態でないなら、プレイできない', (text) => (text === 'これは【覚醒】状態でないなら、プレイできない'
    ? [{ kind: 'replacement', replaces: { event: PLAY_RESTRICTION }, effect: { type: PLAY_RESTRICTION, condition: { type: 'not', condition: { type: 'sve.overflow' } } } }]
    : null)),
  // 「…てよい」: an optional additional cost (10.6.2.2.2 chosen while playing; 「これの追加コストを払っていたなら」 reads it)
  form(/^これをプレイする際、追加コストとして(.+?)(置いて|捨てて)よい$/, (m) => {
    const cost = additionalCost(`${m[1]!}${m[2] === '置いて' ? '置く' : '捨てる'}`);
    return cost ? [{ kind: 'replacement', replaces: { event: ADDITIONAL_COST }, effect: { type: ADDITIONAL_COST, ...cost, optional: true } }] : null;
  }),
  form(/^これをプレイする際、追加コストとして(.+)$/, (m) => {
    const cost = additionalCost(m[1]!);
    return cost ? [{ kind: 'replacement', replaces: { event: ADDITIONAL_COST }, effect: { type: ADDITIONAL_COST, ...cost } }] : null;
  }),
];

/** The additional cost's process: own field cards put into the cemetery or engaged (10.4.3: 「場の」 = the master's field),
 * EX-area cards banished, hand cards discarded or revealed (「公開してデッキの下に置く」: then to the deck's bottom). */
function additionalCost(s: string): { sacrifice: JsonObject[] } | { engage: JsonObject[] } | { banish: JsonObject[] } | { discard: JsonObject[] } | { reveal: JsonObject[]; bottom?: true } | { flip: JsonObject[] } | null {
  let m: RegExpExecArray | null;
  if ((m = /^場の(.+?)(\d+)(?:体|つ)を墓場に置く$/.exec(s))) {
    const g = parseGroup(`自分の場の${m[1]}`);
    if (!g || g.other) return null;
    return { sacrifice: [selectorOf(g, { count: Number(m[2]) })] };
  }
  if ((m = /^場の((?:『[^』]+』\d+(?:体|つ)と?)+)をアクトする$/.exec(s))) {
    const parts = [...m[1]!.matchAll(/『([^』]+)』(\d+)(?:体|つ)/g)];
    // each named card standing (an engaged card cannot be engaged as a cost, 10.4.6)
    return { engage: parts.map((p) => ({ zone: Z.field, side: 'you', filter: { name: p[1]!, tapped: false }, count: Number(p[2]) })) };
  }
  // 「(元のコスト7以上の)場の(group)N体をアクトする」 (BP13-064, BP16-026): standing own field cards of the group
  if ((m = /^((?:元の)?コスト\d+(?:以下|以上)?の)?場の(.+?)(\d+)(?:体|つ)をアクトする$/.exec(s))) {
    const g = parseGroup(`${m[1] ?? ''}自分の場の${m[2]}`);
    if (!g || g.other) return null;
    return { engage: [{ ...selectorOf(g, { count: Number(m[3]) }), filter: { ...g.filter, tapped: false } }] };
  }
  // 「EXエリアの(group)N枚を消滅する」 (BP14-011): own EX-area cards to the banish zone (10.4.2)
  if ((m = /^EXエリアの(.+?)(\d+)枚を消滅(?:する|させる)$/.exec(s))) {
    const g = parseGroup(`自分のEXエリアの${m[1]}`);
    if (!g || g.other) return null;
    return { banish: [selectorOf(g, { count: Number(m[2]) })] };
  }
  // 「エボルヴデッキの裏向きのエボルヴフォロワーN枚を表向きにする」 (BP17-116; 4.6.3): own face-down evolve followers turned face up
  if ((m = /^エボルヴデッキの裏向きのエボルヴフォロワー(\d+)枚を表向きにする$/.exec(s))) {
    return { flip: [{ zone: Z.evolveDeck, side: 'you', filter: { type: KIND.follower, subtype: 'エボルヴ', face: 'down' }, count: Number(m[1]) }] };
  }
  // 「墓場の(group)N枚を消滅させる」 (BP15-045): own cemetery cards to the banish zone
  if ((m = /^墓場の(.+?)(\d+)枚を消滅(?:する|させる)$/.exec(s))) {
    const g = parseGroup(`自分の墓場の${m[1]}`);
    if (!g || g.other) return null;
    return { banish: [selectorOf(g, { count: Number(m[2]) })] };
  }
  // 「手札の((元の)コストN以上の)(group)N枚を捨てる」 (BP18-119, BP11-068)
  if ((m = /^手札の(.+?)(\d+)枚を捨てる$/.exec(s))) {
    const c = /^((?:元の)?コスト\d+(?:以下|以上)?の)(.+)$/.exec(m[1]!);
    const g = parseGroup(c ? `${c[1]}自分の手札の${c[2]}` : `自分の手札の${m[1]}`);
    if (!g || g.other) return null;
    return { discard: [selectorOf(g, { count: Number(m[2]) })] };
  }
  // 「手札の(group)N枚を公開する」 / 「…公開してデッキの下に置く」 (DSD01a-014, BP17-054)
  if ((m = /^手札の(.+?)(\d+)枚を公開(する|してデッキの下に置く)$/.exec(s))) {
    const g = parseGroup(`自分の手札の${m[1]}`);
    if (!g || g.other) return null;
    return { reveal: [selectorOf(g, { count: Number(m[2]) })], ...(m[3] === 'する' ? {} : { bottom: true as const }) };
  }
  return null;
}

/**
 * 「これを(EXエリアから)プレイする際、(条件)コストを±N/Xする」 (10.4.4.1): the ability and whether it reads X, or null
 * (`text`: after 「これを(EXエリアから)プレイする際、」; `fromEx`: 「EXエリアから」 was written).
 */
export function playCostChange(text: string, fromEx: boolean): { ability: Ability; usesX: boolean } | null {
  let rest = text;
  const cond = conditionPrefix(rest);
  if (cond) rest = cond[1];
  const cm = /^コストを([+-](?:\d+|X))する$/.exec(rest);
  if (!cm) return null;
  const ability: Ability = { kind: 'replacement', replaces: { event: 'sve.playCost' }, effect: { type: 'sve.costChange', amount: signedAmount(cm[1]!), ...(fromEx ? { from: Z.ex } : {}) } };
  if (cond) ability.condition = cond[0];
  return { ability, usesX: cm[1]!.includes('X') };
}

/**
 * Play options 「これをプレイする際、(rest)」 (SVE 10.6.2.2; actions/play-variants.ts), or null:
 *  - 「コストを+Nしてよい」: an optional additional cost (10.6.2.2.2);
 *  - 「(group)1体を墓場に置く：コストを-Nする」: a process paid as a cost while playing, lowering the PP paid (10.4.7.2;
 *    10.4.3: 「場の」 in a cost = the master's field); 「場の(group)1体を[アクト]：コストを-Nする」: a standing one engaged;
 *  - 「墓場の(group)N枚を消滅：コストをMにする」 (BP01-057; 10.4.7.2: banish N cards of your cemetery as a cost and the cost
 *    becomes M, a cost-setting replacement 10.2.1.3.3).
 */
export function playOption(rest: string): Ability | null {
  let m: RegExpExecArray | null;
  if (conditionPrefix(rest)) return null;
  if ((m = /^コストを\+(\d+)してよい$/.exec(rest))) {
    return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: Number(m[1]) } };
  }
  if ((m = /^(.+?)1体を墓場に置く：コストを-(\d+)する$/.exec(rest))) {
    const g = parseGroup(m[1]!);
    if (g && !(g.zone !== Z.field || g.side === 'opponent' || g.other)) {
      return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: -Number(m[2]), sacrifice: { ...selectorOf({ ...g, side: 'you' }), count: 1 } } };
    }
  }
  // 「手札(の(group))N枚を捨てる：コストを-Mする」 (10.4.7.2: the discard is the process paid as the cost; 10.4.3: your hand)
  if ((m = /^手札(?:の(.+?))?(\d+)枚を捨てる：コストを-(\d+)する$/.exec(rest))) {
    const g = m[1] === undefined ? null : readGroup(`自分の手札の${m[1]}`);
    if (m[1] !== undefined && (!g || g.other || g.zone !== Z.hand)) return null;
    const discard: JsonObject = { zone: Z.hand, side: 'you', count: Number(m[2]), ...(g && Object.keys(g.filter).length > 0 ? { filter: g.filter } : {}) };
    return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: -Number(m[3]), discard } };
  }
  // 「(元のコストNの)場の(group)N体を[アクト]：コストを-Mする」 (10.4.7.2: engaging N standing cards of your field is the process paid
  // as the cost; 10.4.3: 「場の」 of a cost is your field)
  if ((m = /^((?:元の)?コスト\d+(?:以下|以上)?の)?場の(.+?)(\d+)(?:体|つ|枚)を\[アクト\]：コストを-(\d+)する$/.exec(rest))) {
    const g = readGroup(`${m[1] ?? ''}自分の場の${m[2]}`);
    if (!g || g.other || g.zone !== Z.field || g.side !== 'you') return null;
    const tap: JsonObject = { zone: Z.field, side: 'you', count: Number(m[3]), ...(Object.keys(g.filter).length > 0 ? { filter: g.filter } : {}) };
    return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: -Number(m[4]), tap } };
  }
  if ((m = /^墓場の(.+?)(\d+)枚を消滅(?:させる)?：コストを(\d+)にする$/.exec(rest))) {
    const g = parseGroup(`自分の墓場の${m[1]}`);
    if (!g || g.other) return null;
    // 10.4.3: 「墓場の」 of a cost is the master's cemetery
    return { kind: 'replacement', replaces: { event: 'sve.playOption' }, effect: { type: 'sve.playOption', amount: 0, setCost: Number(m[3]), banish: { ...selectorOf(g), count: Number(m[2]) } } };
  }
  return null;
}
