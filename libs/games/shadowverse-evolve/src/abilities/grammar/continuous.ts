/**
 * Continuous abilities (SVE 10.3, 10.9) read from one whole segment: keyword grants to groups 「これが場にいる限り、
 * (group)すべては【A】を持つ」, damage modifiers and caps (5.14.2), damage prevention, play-cost changes of other cards
 * (10.4.4.1), attack restrictions, names (2.1.2 「…でもある」), 【スタック】's printed rules, replacement effects
 * (10.10), 「(条件)限り、これは【A】を持つ」 and quoted abilities under a condition. Each template answers a list of
 * abilities or null.
 */
import { COUNTER_LIMIT_FLAG_PREFIX, type Ability, type JsonObject } from '../../../../../engine/src/index.js';
import { concept } from '../../../../../card-text/src/index.js';
import { K, KIND, Z } from '../../constants.js';
import { NO_DAMAGE } from '../../rules/damage.js';
import { TO_CEMETERY } from '../../rules/replacement.js';
import { CANNOT_LOSE } from '../../rules/state-triggers.js';
import { REROLL } from '../../rules/notations-5.js';
import { ALSO_NAMED } from '../vocab/names.js';
import { EVOLVE_ANY_TIMES } from '../vocab/restrictions.js';
import { DAMAGE_CAP, NO_BANISH_BY_ABILITY } from '../vocab/protection.js';
import { EVOLVE_COST_CHANGE, EVOLVE_COST_EVENT } from '../vocab/x-values.js';
import { parseGroup, readGroup, selectorOf, tokenGroup } from './groups.js';
import { KW, keywordList, keywords } from './keywords.js';
import { conditionPrefix, whileCondition } from './conditions.js';
import { quantity } from './quantities.js';
import type { CompileResult } from '../../../../../card-text/src/index.js';

/** What a whole-segment template may use: compiling a quoted ability as card text. */
export interface SegmentCtx {
  compile(text: string): CompileResult<Ability>;
}

type Read = Ability[];

const t = concept('continuous');
const form = (re: RegExp, read: (m: RegExpExecArray, c: SegmentCtx) => Read | null, label?: string) => t.pattern<SegmentCtx, Read>(re, (m, c) => read(m, c), label);
const exact = (text: string, read: () => Read) => t.template<string, SegmentCtx, Read>(text, (x) => (x === text ? read() : null));
const kw = (keyword: string): Ability => ({ kind: 'keyword', keyword });

/** Every SVE zone: an alias name printed without 「場にいる限り」 holds wherever the card is. */
const ALL_ZONES: string[] = Object.values(Z);
const CLASSES = new Set(['エルフ', 'ロイヤル', 'ウィッチ', 'ドラゴン', 'ナイトメア', 'ビショップ', 'ニュートラル']);
const KIND_FOLLOWER = 'フォロワー';

/** 「これが場にいる限り、(group)すべては【A】【B】を持つ」: one continuous ability per keyword (parseGroup's groups). */
function grantToGroup(text: string): Read | null {
  const m = /^これが場にいる限り、(.+?)すべては((?:【[^】]+】)+)を持つ$/.exec(text);
  if (!m) return null;
  const g = parseGroup(m[1]!);
  const kws = keywords(m[2]!);
  if (!g || !kws) return null;
  return kws.map((keyword) => ({ kind: 'static', modifier: { type: 'keyword', keyword, grant: true }, affects: selectorOf(g) }));
}

/** The continuous abilities, in the order they are tried (before the title forms). */
export const CONTINUOUS = [
  t.template<string, SegmentCtx, Read>('これが場にいる限り、(group)すべては【A】を持つ', (text) => grantToGroup(text)),
  exact('これが場にいる限り、自分はサイコロを1回ふりなおしてよい', () => [kw(REROLL)]), // 5.20.2
  // 「自分の場に『X』がいる限り、これは能力ダメージを受けない」 (5.14.3.3, 10.3)
  form(/^(自分の場に.+?がいる)限り、これは能力ダメージを受けない$/, (m) => {
    const c = conditionPrefix(`${m[1]}なら、x`);
    if (!c || c[1] !== 'x') return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: K.noAbilityDamage, grant: true }, affects: { ref: 'self' }, condition: c[0] }];
  }),
  // 「これがある限り、自分のターン中、(group)すべてはダメージを受けない」 (10.10.1 prevention during your turns)
  form(/^これ(?:がある|がいる|が場にある)限り、自分のターン中、(.+?)すべてはダメージを受けない$/, (m) => {
    const g = parseGroup(m[1]!);
    if (!g) return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: NO_DAMAGE, grant: true }, affects: selectorOf(g), condition: { type: 'turn', whose: 'yours' } }];
  }),
  // 「これに(name)カウンターはN個まで置ける」 (SVE 1.3.5.1, 15.1; CP04-115): this card holds at most N of those counters
  form(/^これに(.+?)カウンターは(\d+)(?:つ|個)まで置ける$/, (m) => [{ kind: 'static', modifier: { type: 'flag', flag: COUNTER_LIMIT_FLAG_PREFIX + m[1]!, value: Number(m[2]) }, affects: { ref: 'self' } }]),
  // 「これは『X』でもある」 (2.1.2): the name X in every zone (the kernel's alsoNamed reads an ability's `zones`)
  form(/^これは『([^』]+)』でもある$/, (m) => [{ kind: 'keyword', keyword: ALSO_NAMED, value: m[1]!, zones: ALL_ZONES }]),
  exact('これは能力によって破壊されず、消滅しない', () => [kw(K.noDestroyByAbility), kw(NO_BANISH_BY_ABILITY)]), // 5.6, 5.7
  exact('これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える', () => [kw(EVOLVE_ANY_TIMES)]), // 8.3.2.2
  exact('これは相手のリーダーを攻撃できない', () => [kw(K.cannotAttackLeader)]), // 8.4.3
  // 「これがいる限り、(group)すべては【A】【B】を持つ」 (10.3.1: works while it is on the field)
  form(/^これがいる限り、(.+すべては(?:【[^】]+】)+を持つ)$/, (m) => grantToGroup(`これが場にいる限り、${m[1]}`)),
  // 「これが場にいる限り、(自分|相手)の場の[クラス]トークンすべては【A】を持つ」 (9.1)
  form(/^これが場にいる限り、(自分|相手)の場の\[([^\]]+)\]トークンすべては((?:【[^】]+】)+)を持つ$/, (m) => {
    if (!CLASSES.has(m[2]!)) return null;
    const list = grantToGroup(`これが場にいる限り、自分の場のフォロワーすべては${m[3]}を持つ`);
    const affects = { zone: Z.field, side: m[1] === '自分' ? 'you' : 'opponent', filter: { classOrColor: m[2]!, token: true } };
    return list ? list.map((a) => ({ ...a, affects })) : null;
  }),
  // 「これが受けるダメージを-Nする」 (5.14.2: damageTaken counts the reduction, rules/damage.ts)
  form(/^これが受けるダメージを-(\d+)する$/, (m) => [{ kind: 'static', modifier: { type: 'stat', stat: 'damageTaken', op: 'add', value: Number(m[1]) }, affects: { ref: 'self' } }]),
  // 「(これが場にいる限り、自分の場のフォロワー|これ)が受けるN以上のダメージをMにする」 (5.14.2: a cap, pseudo-stat damageCap)
  form(/^(これが場にいる限り、自分の場のフォロワー|これ)が受ける(\d+)以上のダメージを(\d+)にする$/, (m) => {
    if (Number(m[2]) !== Number(m[3]) + 1) return null;
    const affects: JsonObject = m[1] === 'これ' ? { ref: 'self' } : { zone: Z.field, side: 'you', filter: { type: KIND_FOLLOWER } };
    return [{ kind: 'static', modifier: { type: 'stat', stat: DAMAGE_CAP, op: 'set', value: Number(m[3]) }, affects }];
  }),
  // 「これ(が場に)いる限り、(自分|相手)が(group)をプレイする際、コストを±Nする」 (10.4.4.1: the PP paid, hand or EX area)
  form(/^これ(?:が場に|が)いる限り、(自分|相手)が(.+?)をプレイする際、コストを([+-]\d+)する$/, (m) => {
    const g = parseGroup(m[2]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return null;
    const affects: JsonObject = { zone: [Z.hand, Z.ex], side: m[1] === '自分' ? 'you' : 'opponent' };
    if (Object.keys(g.filter).length > 0) affects.filter = g.filter;
    return [{ kind: 'static', modifier: { type: 'stat', stat: 'costDelta', op: 'add', value: Number(m[3]) }, affects }];
  }),
  // 「(条件)なら、これは相手のリーダーを攻撃できない」 (10.3: a continuous ability under a condition; 8.4.3)
  t.template<string, SegmentCtx, Read>('(条件)なら、これは相手のリーダーを攻撃できない', (text) => {
    const c = /なら、これは相手のリーダーを攻撃できない$/.test(text) ? conditionPrefix(text) : null;
    if (!c || c[1] !== 'これは相手のリーダーを攻撃できない') return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: K.cannotAttackLeader, grant: true }, affects: { ref: 'self' }, condition: c[0] }];
  }),
  // groups like 「自分の場の妖精・トークン・フォロワー」 (trait, token and kind together)
  form(/^これが場にいる限り、(.+?)すべては((?:【[^】]+】)+)を持つ$/, (m) => {
    const g = tokenGroup(m[1]!);
    const kws = keywords(m[2]!);
    if (!g || !kws) return null;
    return kws.map((keyword) => ({ kind: 'static', modifier: { type: 'keyword', keyword, grant: true }, affects: selectorOf(g) }));
  }),
  form(/^これが場にいる限り、(.+?)すべては能力ダメージを受けない$/, (m) => {
    const g = tokenGroup(m[1]!);
    if (!g) return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: K.noAbilityDamage, grant: true }, affects: selectorOf(g) }];
  }),
  // 「これ(が場に)いる限り、自分の(場の)『A』『B』…すべては【X】…を持つ」 (BP04-089): your field cards named A or B
  form(/^これが(?:場に)?いる限り、自分の(?:場の)?((?:『[^』]+』){2,})すべては((?:【[^】]+】)+)を持つ$/, (m) => {
    const names = [...m[1]!.matchAll(/『([^』]+)』/g)].map((x) => ({ name: x[1]! }));
    const kws = [...m[2]!.matchAll(/【([^】]+)】/g)].map((x) => KW[x[1]!]);
    if (kws.some((k) => !k)) return null;
    return kws.map((keyword) => ({ kind: 'static', modifier: { type: 'keyword', keyword: keyword!, grant: true }, affects: { zone: Z.field, side: 'you', filter: { anyOf: names } } }));
  }),
  // 「これが場にいる限り、自分の(group)・スペルが与えるダメージを+N(する)」 (SP01-022; 5.14.2 `damageDealt` of the damage
  // source): your spells of the group on the resolution zone (10.6.2.8.2) or in the cemetery (their activated abilities there)
  form(/^これが場にいる限り、自分の(.+?・スペル)が与えるダメージを\+(\d+)(?:する)?$/, (m) => {
    const g = readGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field || g.filter.type !== KIND.spell) return null;
    return [{ kind: 'static', modifier: { type: 'stat', stat: 'damageDealt', op: 'add', value: Number(m[2]) }, affects: { zone: [Z.resolution, Z.cemetery], side: 'you', filter: g.filter } }];
  }),
];

/** Continuous abilities tried after the title forms (one ability each). */
export const CONTINUOUS_LATE = [
  // 「これの[進化]コストは「Q」と同じだけ-N する」 (SVE 12.2.2, BP06-019): data read by actions/evolve-rules.ts
  form(/^これの\[進化\]コストは「(.+)」と同じだけ-(\d+)する$/, (m) => {
    const q = quantity(m[1]!, { ref: 'self' }, null);
    if (!('count' in q)) return null;
    const times = -Number(m[2]) * ((q.times as number | undefined) ?? 1);
    return [{ kind: 'replacement', replaces: { event: EVOLVE_COST_EVENT }, effect: { type: EVOLVE_COST_CHANGE, amount: { ...q, times } } }];
  }),
  exact('これはアクト状態で場に出る', () => [kw(K.entersEngaged)]),
  exact('これは自分のスタートフェイズにスタンドしない', () => [kw(K.noStand)]), // 7.2.3 does not stand it
  exact('食事することで、そのウマ娘・フォロワーは出走する', () => [kw(K.carrot)]), // 『にんじん』 (14.2.1.1, 14.2.3.1)
  // the 【スタック】 rules printed in full on early tokens (SVE 13.3.2.2, 13.3.2.3): parts of the keyword
  exact('これが場を離れるとき、代わりにこれのスタックカウンター1つを取る', () => [kw(K.stack)]),
  exact('これのスタックカウンターが0になったとき、これを破壊する', () => [kw(K.stack)]),
  exact('これは【守護】を無視して攻撃できる', () => [kw(K.ignoreWard)]),
  // damage prevention (10.10.1) during your turns
  exact('自分のターン中、これはダメージを受けない', () => [{ kind: 'static', modifier: { type: 'keyword', keyword: NO_DAMAGE, grant: true }, affects: { ref: 'self' }, condition: { type: 'turn', whose: 'yours' } }]),
  // a replacement effect (10.2.1.3.1, 10.10): the follower goes to the banish zone instead (rules/replacement.ts)
  form(/^これが場にいる限り、(自分|相手)?の?フォロワーが場から墓場に置かれる際、代わりにそれを消滅させる$/, (m) => {
    const side = m[1] === '自分' ? 'you' : m[1] === '相手' ? 'opponent' : 'any';
    return [{ kind: 'replacement', replaces: { event: TO_CEMETERY, side, filter: { type: KIND.follower } }, effect: { type: 'sve.instead', to: Z.banished } }];
  }),
  exact('これがある限り、自分はバトルに敗北せず、相手はバトルに勝利できない', () => [kw(CANNOT_LOSE)]), // rules/state-triggers.ts (1.3.3)
  exact('これは能力ダメージを受けない', () => [kw(K.noAbilityDamage)]),
  exact('これは能力によって破壊されない', () => [kw(K.noDestroyByAbility)]),
  exact('これは相手を攻撃できない', () => [kw(K.cannotAttack)]),
  exact('これはEXエリアからプレイできない', () => [kw(K.noPlayFromEx)]),
  exact('これは自分のターン中、プレイできない', () => [kw(K.noPlayOwnTurn)]),
  t.template<string, SegmentCtx, Read>('デッキに…枚まで入れることができる', (text) => (/^これは(?:エボルヴ)?デッキに(\d+)枚まで入れることができる$/.test(text) || /デッキに何枚でも入れることができる$/.test(text) ? [kw(K.deckRule)] : null)),
  form(/^これ(?:がいる|がある)限り、(.+?)すべては((?:【[^】]+】)+)を持つ$/, (m) => {
    const g = parseGroup(m[1]!);
    if (!g) return null;
    const kws = keywordList(m[2]!);
    if (kws.length !== 1) return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: kws[0]!, grant: true }, affects: selectorOf(g) }];
  }),
  form(/^相手のターン中、これが与えるダメージを\+(\d+)する$/, (m) => [{ kind: 'static', modifier: { type: 'stat', stat: 'damageDealt', op: 'add', value: Number(m[1]) }, affects: { ref: 'self' }, condition: { type: 'turn', whose: 'opponents' } }]),
  form(/^これが与えるダメージを\+(\d+)する$/, (m) => [{ kind: 'static', modifier: { type: 'stat', stat: 'damageDealt', op: 'add', value: Number(m[1]) }, affects: { ref: 'self' } }]),
  // 「これは場にいる限り、『X』でもある」 (BP16-T11, BP08-T02): the name on the field only (the zone with abilities)
  form(/^これは場にいる限り、『([^』]+)』でもある$/, (m) => [{ kind: 'keyword', keyword: ALSO_NAMED, value: m[1]! }]),
];

/**
 * 「(条件)限り、これは【A】と「(ability)」を持つ」 (SD07-020): while the condition holds (10.3), this card has the keywords
 * and the quoted ability (granted to itself, 10.9.1.2; kernel abilities/granted.ts).
 */
export const CONTINUOUS_WHILE = [
  form(/^(.+?限り、これは)((?:【[^】]+】)+)と「(.+)」を持つ$/, (m, c) => {
    const wc = whileCondition(`${m[1]}${m[2]}を持つ`);
    const kws = keywords(m[2]!);
    if (!wc || !kws) return null;
    const nested = c.compile(m[3]!);
    if (nested.failures.length > 0 || nested.abilities.length !== 1) return null;
    const { source: _source, ...ability } = nested.abilities[0]! as Ability & { source?: unknown };
    return [
      ...kws.map((keyword): Ability => ({ kind: 'static', modifier: { type: 'keyword', keyword, grant: true }, affects: { ref: 'self' }, condition: wc.condition })),
      { kind: 'static', modifier: { type: 'ability', ability: ability as unknown as JsonObject }, affects: { ref: 'self' }, condition: wc.condition },
    ];
  }),
  // 「(条件)である限り、これは【X】を持つ」: continuous abilities under a condition (10.3)
  t.template<string, SegmentCtx, Read>('(条件)限り、これは【X】を持つ', (text) => {
    const wc = whileCondition(text);
    if (!wc) return null;
    return keywordList(wc.keywords).map((k) => ({ kind: 'static', modifier: { type: 'keyword', keyword: k, grant: true }, affects: { ref: 'self' }, condition: wc.condition }));
  }),
];

/** 「【ネクロチャージ_10】これは【突進】【必殺】を持つ」 outside any ability: a conditional continuous ability, or null. */
export function conditionalKeywords(text: string): Read | null {
  const cp = conditionPrefix(text);
  const ck = cp ? /^これは((?:【[^】]+】)+)を持つ$/.exec(cp[1]) : null;
  if (!cp || !ck) return null;
  return keywordList(ck[1]!).map((k) => ({ kind: 'static', modifier: { type: 'keyword', keyword: k, grant: true }, affects: { ref: 'self' }, condition: cp[0] }));
}

