/**
 * Long-tail sentence forms, group 5 (hooked into compiler.ts):
 *  - 「これがいる限り、(group)すべては【A】【B】を持つ」: the same continuous ability as 「これが場にいる限り、…」
 *    (a follower's continuous ability works on the field, 10.3.1; templates-starters.ts starterStatic);
 *  - 「これが場にいる限り、自分の場の[クラス]トークンすべては【A】を持つ」 (9.1: tokens of that class);
 *  - 「(条件)なら、これは相手のリーダーを攻撃できない」: a conditional continuous ability (10.3, 8.4.3);
 *  - 「これが受けるダメージを-Nする」: a continuous damage reduction of this card (5.14.2, `damageTaken`);
 *  - 「これ(が場に)いる限り、(自分|相手)が(group)をプレイする際、コストを±Nする」: the PP paid for playing those
 *    cards (from the hand or the EX area) changes (10.4.4.1; pseudo-stat `costDelta`, actions/play.ts);
 *  - 「このターン、これの[進化]コストを-Nする」 (12.2: the evolve cost until the end of the turn, 7.4.8);
 *  - conditions 「(自分|相手)の手札がN枚(以下)なら、」 and 「自分の残りPPがN以上なら、」 (PP left, 7.2).
 * Group 5 continued (helper L7):
 *  - 「それは【A】か【B】か【C】を持つ」 (a choice, 5.18-like `sve.choice`), 「それをアクトするかスタンドする」 (5.4),
 *    「それは[攻撃力]+N/[体力]+Nして、スタンドする」, 「それをデッキの上に置く」 (4.3), 「これと自分のリーダーは[体力]+Nする」,
 *    「自分のデッキから『X』N枚を探し、アクト状態で場に出す」 (5.8, `sve.search` tapped), 「(デッキの上1枚を見る。)それを
 *    デッキの下に置いてよい」 (5.11), 「このターン、これの([進化]を除く)[起動]能力を使えない」 (long-5-vocab.ts),
 *    「それのリーダーは[体力]+Nする」 / 「それのプレイヤーはN枚引く」 (`sve.asMasters`, 10.11.1);
 *  - statics 「(これが場にいる限り、自分の場のフォロワー|これ)が受けるN+1以上のダメージをNにする」 (5.14.2, damageCap);
 *  - the condition 「自分の墓場に『A』と『B』があるなら、」;
 *  - triggers 「これがダメージを受けたとき、」 and 「自分のターン中、いずれかのプレイヤーが自身の手札1枚を捨てたとき、」 (5.12.1).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { C, K, Z } from '../constants.js';
import { parseGroup } from './groups.js';
import { starterStatic } from './templates-starters.js';
import { DURING_TURN } from './sd07-vocab.js';
import { AS_MASTERS, DAMAGE_CAP, NO_ACTIVATE, NO_ACTIVATE_ALL } from './long-5-vocab.js';

const KIND_FOLLOWER = 'フォロワー';

type CondPrefix = (t: string) => [JsonObject, string] | null;

const CLASSES = new Set(['エルフ', 'ロイヤル', 'ウィッチ', 'ドラゴン', 'ナイトメア', 'ビショップ', 'ニュートラル']);

/** Whole-segment continuous abilities (a list), or null. `prefix`: the compiler's condition-prefix reader. */
export function long5Statics(t: string, prefix: CondPrefix): Ability[] | null {
  let m: RegExpExecArray | null;
  // 「これがいる限り、(group)すべては【A】【B】を持つ」 (10.3.1: works while it is on the field)
  if ((m = /^これがいる限り、(.+すべては(?:【[^】]+】)+を持つ)$/.exec(t))) return starterStatic(`これが場にいる限り、${m[1]}`);
  // 「これが場にいる限り、(自分|相手)の場の[クラス]トークンすべては【A】を持つ」 (9.1)
  if ((m = /^これが場にいる限り、(自分|相手)の場の\[([^\]]+)\]トークンすべては((?:【[^】]+】)+)を持つ$/.exec(t)) && CLASSES.has(m[2]!)) {
    const list = starterStatic(`これが場にいる限り、自分の場のフォロワーすべては${m[3]}を持つ`);
    const affects = { zone: Z.field, side: m[1] === '自分' ? 'you' : 'opponent', filter: { classOrColor: m[2]!, token: true } };
    return list ? list.map((a) => ({ ...a, affects })) : null;
  }
  // 「これが受けるダメージを-Nする」 (5.14.2: damageTaken counts the reduction, rules/damage.ts)
  if ((m = /^これが受けるダメージを-(\d+)する$/.exec(t))) {
    return [{ kind: 'static', modifier: { type: 'stat', stat: 'damageTaken', op: 'add', value: Number(m[1]) }, affects: { ref: 'self' } }];
  }
  // 「(これが場にいる限り、自分の場のフォロワー|これ)が受けるN以上のダメージをMにする」 (5.14.2: a cap, pseudo-stat damageCap, rules/damage.ts)
  if ((m = /^(これが場にいる限り、自分の場のフォロワー|これ)が受ける(\d+)以上のダメージを(\d+)にする$/.exec(t)) && Number(m[2]) === Number(m[3]) + 1) {
    const affects: JsonObject = m[1] === 'これ' ? { ref: 'self' } : { zone: Z.field, side: 'you', filter: { type: KIND_FOLLOWER } };
    return [{ kind: 'static', modifier: { type: 'stat', stat: DAMAGE_CAP, op: 'set', value: Number(m[3]) }, affects }];
  }
  // 「これ(が場に)いる限り、(自分|相手)が(group)をプレイする際、コストを±Nする」 (10.4.4.1: the PP paid, hand or EX area)
  if ((m = /^これ(?:が場に|が)いる限り、(自分|相手)が(.+?)をプレイする際、コストを([+-]\d+)する$/.exec(t))) {
    const g = parseGroup(m[2]!);
    if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return null;
    const affects: JsonObject = { zone: [Z.hand, Z.ex], side: m[1] === '自分' ? 'you' : 'opponent' };
    if (Object.keys(g.filter).length > 0) affects.filter = g.filter;
    return [{ kind: 'static', modifier: { type: 'stat', stat: 'costDelta', op: 'add', value: Number(m[3]) }, affects }];
  }
  // 「(条件)なら、これは相手のリーダーを攻撃できない」 (10.3: a continuous ability under a condition; 8.4.3)
  const c = /なら、これは相手のリーダーを攻撃できない$/.test(t) ? prefix(t) : null;
  if (c && c[1] === 'これは相手のリーダーを攻撃できない') {
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: K.cannotAttackLeader, grant: true }, affects: { ref: 'self' }, condition: c[0] }];
  }
  return null;
}

export interface Long5Api {
  out: JsonObject[];
  selfRef: JsonObject;
  it: () => JsonObject;
  newVar: () => string;
  setIt: (x: JsonObject) => void;
  look: JsonObject | null;
}

const KW: Record<string, string> = { 突進: K.rush, 必殺: K.bane, ドレイン: K.drain, 守護: K.ward, 疾走: K.storm, 指定攻撃: K.assail, 威圧: K.intimidate };

/** Clause templates; true when the clause was compiled into `api.out`. */
export function long5Clause(api: Long5Api, t: string): boolean {
  const m = /^このターン、これの\[進化\]コストを-(\d+)する$/.exec(t);
  if (m) {
    // 12.2 / 7.4.8: the cost of its evolve ability is N lower until the end of the turn (actions/evolve-rules.ts evolveCost)
    api.out.push({ type: 'modify', target: api.selfRef, stat: 'evolveCost', add: -Number(m[1]), duration: 'untilEndOfTurn' });
    return true;
  }
  let n: RegExpExecArray | null;
  // 「このターン、これの([進化]を除く)[起動]能力を使えない」 (until the end of the turn, 7.4.8; long-5-vocab.ts)
  if ((n = /^このターン、これの(\[進化\]を除く)?\[起動\]能力を使えない$/.exec(t))) {
    api.out.push({ type: 'grantKeyword', target: api.selfRef, keyword: n[1] ? NO_ACTIVATE : NO_ACTIVATE_ALL, duration: 'untilEndOfTurn' });
    return true;
  }
  // 「それのリーダーは[体力]+Nする」 / 「それのプレイヤーはN枚引く」: for the master(s) of that card (last known, 10.11.1)
  if ((n = /^それのリーダーは\[体力\]\+(\d+)する$/.exec(t))) {
    api.out.push({ type: AS_MASTERS, of: api.it(), effect: { type: 'sve.leaderHealth', player: 'you', amount: Number(n[1]) } });
    return true;
  }
  if ((n = /^それのプレイヤーは(\d+)枚引く$/.exec(t))) {
    api.out.push({ type: AS_MASTERS, of: api.it(), effect: { type: 'draw', amount: Number(n[1]) } });
    return true;
  }
  // 「それは【A】か【B】か【C】を持つ」: one keyword of the controller's choice (permanent while it stays, 4.1.4)
  if ((n = /^それは(【[^】]+】(?:か【[^】]+】)+)を持つ$/.exec(t))) {
    const names = [...n[1]!.matchAll(/【([^】]+)】/g)].map((x) => x[1]!);
    if (names.some((x) => !KW[x])) return false;
    const target = api.it();
    api.out.push({ type: 'sve.choice', options: names.map((x) => ({ label: `【${x}】`, effect: { type: 'grantKeyword', target, keyword: KW[x]!, duration: 'permanent' } })) });
    return true;
  }
  // 「それをアクトするかスタンドする」: the controller chooses one (5.4.1 / 5.4.2)
  if (t === 'それをアクトするかスタンドする') {
    const target = api.it();
    const choice = { type: 'sve.choice', options: [{ label: 'アクト', effect: { type: 'tap', target } }, { label: 'スタンド', effect: { type: 'untap', target } }] };
    // nothing chosen (「1体まで」): no choice to make
    api.out.push({ type: 'if', condition: { type: 'count', selector: target, compare: { gte: 1 } }, then: choice });
    return true;
  }
  // 「それは[攻撃力]+N/[体力]+Nして、スタンドする」 (5.4.2)
  if ((n = /^それは\[攻撃力\]([+-]\d+)\/\[体力\]([+-]\d+)して、スタンドする$/.exec(t))) {
    const target = api.it();
    api.out.push(
      { type: 'modify', target, stat: 'attack', add: Number(n[1]), duration: 'permanent' },
      { type: 'modify', target, stat: 'defense', add: Number(n[2]), duration: 'permanent' },
      { type: 'untap', target },
    );
    return true;
  }
  // 「それをデッキの上に置く」: onto its owner's deck top (4.3; a token then ceases to exist, 9.1.4.4)
  if (t === 'それをデッキの上に置く') {
    api.out.push({ type: 'sve.put', target: api.it(), to: Z.deck, position: 'top', reason: 'effect' });
    return true;
  }
  // 「これと自分のリーダーは[体力]+N」 (this card and the leader, 5.14 / 1.3.2.4)
  if ((n = /^これと自分のリーダーは\[体力\]\+(\d+)する$/.exec(t))) {
    api.out.push({ type: 'modify', target: api.selfRef, stat: 'defense', add: Number(n[1]), duration: 'permanent' }, { type: 'sve.leaderHealth', player: 'you', amount: Number(n[1]) });
    return true;
  }
  // 「自分のデッキから(条件)N枚を探し、アクト状態で場に出す」 (5.8; enters engaged, not engaged by an effect)
  if ((n = /^自分のデッキから『([^』]+)』(\d+)枚を探し、アクト状態で場に出す$/.exec(t))) {
    const v = api.newVar();
    api.out.push({ type: 'sve.search', count: Number(n[2]), to: Z.field, tapped: true, bind: v, filter: { name: n[1]! } });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  // 「自分のデッキの上1枚を見る。それをデッキの下に置いてよい」 (5.11: the player saw it; then may put it on the bottom)
  if (t === 'それをデッキの下に置いてよい' && api.look && api.look.type === 'sve.look' && api.look.amount === 1 && (api.look.picks as JsonObject[]).length === 0 && api.out[api.out.length - 1] === api.look) {
    api.out.push({ type: 'optional', prompt: 'Put it on the bottom of your deck?', effect: { type: 'sve.look', amount: 1, picks: [], rest: 'bottom' } });
    return true;
  }
  return false;
}

/** Condition prefixes: [condition, rest] or null. */
export function long5Condition(t: string): [JsonObject, string] | null {
  let m = /^(自分|相手)の手札が(\d+)枚(以下)?なら、\s*(.*)$/.exec(t);
  if (m) return [{ type: 'count', selector: { zone: Z.hand, side: m[1] === '自分' ? 'you' : 'opponent' }, compare: m[3] ? { lte: Number(m[2]) } : { eq: Number(m[2]) } }, m[4]!];
  // 「自分の残りPPがN以上なら」: the PP the player has now (7.2)
  if ((m = /^自分の残りPPが(\d+)以上なら、\s*(.*)$/.exec(t))) return [{ type: 'counter', player: 'you', counter: C.pp, compare: { gte: Number(m[1]) } }, m[2]!];
  // 「自分の墓場に『A』と『B』があるなら」: one of each (4.7)
  if ((m = /^自分の墓場に((?:『[^』]+』と)+『[^』]+』)があるなら、\s*(.*)$/.exec(t))) {
    const all = [...m[1]!.matchAll(/『([^』]+)』/g)].map((x) => ({ type: 'count', selector: { zone: Z.cemetery, side: 'you', filter: { name: x[1]! } }, compare: { gte: 1 } }));
    return [{ type: 'and', all }, m[2]!];
  }
  return null;
}

/**
 * Trigger phrases: 「これがダメージを受けたとき、」 (5.14: any damage of 1 or more) and 「自分のターン中、いずれかのプレイヤーが
 * 自身の手札1枚を捨てたとき、」 (5.12.1: a card of any player moved from their hand to their cemetery — by an effect,
 * a cost or the hand limit 7.4.7; one trigger per card).
 */
export function long5Trigger(t: string): { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] } | null {
  let m = /^これがダメージを受けたとき、\s*(.*)$/.exec(t);
  if (m) return { trigger: { on: 'onDamaged', who: 'self' }, rest: m[1]!, subject: null };
  if ((m = /^自分のターン中、いずれかのプレイヤーが自身の手札1枚を捨てたとき、\s*(.*)$/.exec(t))) {
    const discarded = { on: 'onLeave', zone: Z.hand, to: Z.cemetery, who: 'any', side: 'any' };
    return { trigger: { on: DURING_TURN, whose: 'yours', trigger: discarded }, rest: m[1]!, subject: null };
  }
  return null;
}
