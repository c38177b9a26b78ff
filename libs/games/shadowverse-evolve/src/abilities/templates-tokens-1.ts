/**
 * Compiler templates for token texts, group 1 (issue #5 tokens): vehicles (乗物, 操縦する SVE 5.32), 「それが…なら」,
 * gained traits and granted abilities. Hooked into compiler.ts at the clause, cost, condition, replacement and
 * static-ability points; each function returns null / false when the text is not one of its forms.
 *
 * Forms:
 *  - 「これを操縦する」 (effect sve.pilot, rules/kind-change.ts; the reminder 「（このターン、これを…のフォロワーにする）」
 *    is dropped with every parenthesised reminder);
 *  - cost 「場のフォロワーを元のコストの合計がN以上になるように好きな枚数[アクト]」 (sve.tapTotal; 10.4.3: your field);
 *  - 「それが(group)なら、(clause)」: only that clause depends on the chosen card (condition sve.matches);
 *  - 「(このターン、)それは[攻撃力]±N/[体力]±Nして、(trait)・タイプを持つ」 (sve.gainTrait);
 *  - 「(このターン、)それは(【A】と)「(ability)」を持つ」 (a granted ability, kernel base effect grantAbility,
 *    docs/engine.md §1.16: the quoted text is compiled as card text);
 *  - 「(group)すべては[攻撃力]±N…して、【A】を持つ」 and a later 「さらに[攻撃力]±N/[体力]±Nする」 (the same cards);
 *  - conditions 「そうしたなら、」 (after 「自分の手札N枚を捨ててよい」) and 「自分のエボルヴデッキの表向きの(group)がN枚なら、」;
 *  - 「代わりに【A】を持つ」 (replaces the keyword the ability grants);
 *  - 「このターン、自分のリーダーが受けるダメージを-Nする」 (5.14.2: damageTaken of your leader);
 *  - static 「(条件)限り、これは能力ダメージを受けない」 and 「これがある限り、自分のターン中、(group)すべてはダメージを受けない」.
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { NO_DAMAGE } from '../rules/damage.js';
import { parseGroup, selectorOf } from './groups.js';
import { keywordIds } from './templates-starters.js';

type Step = JsonObject;

export interface Tokens1Api {
  out: Step[];
  it(): JsonObject;
  setIt(v: JsonObject): void;
  newVar(): string;
  cardName: string;
  selfRef: JsonObject;
  /** Compiles clause text in the current block (its 「それ」), returning its steps. */
  sub(text: string): Step[];
  /** Compiles quoted ability text as card text. */
  nested(text: string): { abilities: Ability[]; failures: unknown[] };
}

const STAT = String.raw`(?:\[攻撃力\]([+-]\d+))?\/?(?:\[体力\]([+-]\d+))?`;

function stats(target: JsonObject, atk: string | undefined, hp: string | undefined, duration: string): Step[] {
  const s: Step[] = [];
  if (atk !== undefined) s.push({ type: 'modify', target, stat: 'attack', add: Number(atk), duration });
  if (hp !== undefined) s.push({ type: 'modify', target, stat: 'defense', add: Number(hp), duration });
  return s;
}

/** Var of 「自分の手札N枚を捨ててよい」's discarded cards, read by 「そうしたなら」. */
export const DISCARDED_VAR = 'sve.discardedMay';

/** The cards of the last 「(group)すべては…」 of a card, for 「さらに…」 (compiling is synchronous). */
let lastAll: { card: string; target: JsonObject } | null = null;

/** Clause templates; true when the clause was compiled into `api.out`. */
export function tokensClause(api: Tokens1Api, t: string): boolean {
  let m: RegExpExecArray | null;
  const o = api.out;
  if (t === 'これを操縦する') {
    o.push({ type: 'sve.pilot', target: api.selfRef }); // SVE 5.32.1
    return true;
  }
  // 「それが(group)なら、(clause)」: the clause happens only when the chosen card matches (10.3.3)
  if ((m = /^それが(.+?)なら、(.+)$/.exec(t)) && !m[2]!.startsWith('代わりに')) {
    const g = parseGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other) return false;
    const target = api.it();
    o.push({ type: 'if', condition: { type: 'sve.matches', selector: target, filter: g.filter }, then: { type: 'sequence', steps: api.sub(m[2]!) } });
    return true;
  }
  // 「それは[体力]+1して、武装・タイプを持つ」 (2.4: a gained trait)
  if ((m = new RegExp(String.raw`^(このターン、)?(それ|これ)は${STAT}して、([^・「」『』【】]+)・タイプを持つ$`).exec(t)) && (m[3] !== undefined || m[4] !== undefined)) {
    const target = m[2] === 'それ' ? api.it() : api.selfRef;
    const duration = m[1] ? 'untilEndOfTurn' : 'permanent';
    o.push(...stats(target, m[3], m[4], duration), { type: 'sve.gainTrait', target, trait: m[5]!, duration });
    return true;
  }
  // 「それは(【A】と)「(ability)」を持つ」: a granted ability (10.9.1.2; kernel grantAbility)
  if ((m = /^(このターン、)?(それ|これ)は((?:【[^】]+】)*と)?「(.+)」を持つ$/.exec(t))) {
    const kws = keywordIds((m[3] ?? '').replace(/と$/, ''));
    const nested = api.nested(m[4]!);
    if (!kws || nested.failures.length > 0 || nested.abilities.length !== 1) return false;
    const { source: _source, ...ability } = nested.abilities[0]! as Ability & { source?: unknown };
    let target = m[2] === 'それ' ? api.it() : api.selfRef;
    const last = o[o.length - 1];
    if (m[2] === 'それ' && last && last.type === 'sve.put' && last.to === Z.field && last.bind === undefined && JSON.stringify(last.target) === JSON.stringify(target)) {
      // 「それを場に出す。それは…を持つ」: the card on the field is a new object (4.1.4.1): name it
      const v = api.newVar();
      last.bind = v;
      target = { ref: 'var', var: v };
      api.setIt(target);
    }
    const duration = m[1] ? 'untilEndOfTurn' : 'permanent';
    for (const keyword of kws) o.push({ type: 'grantKeyword', target, keyword, duration });
    o.push({ type: 'grantAbility', target, ability: ability as unknown as JsonObject, duration });
    return true;
  }
  // 「(group)すべては[攻撃力]+1して、【ドレイン】を持つ」
  if ((m = new RegExp(String.raw`^(このターン、)?(.+?)すべては${STAT}して、((?:【[^】]+】)+)を持つ$`).exec(t)) && (m[3] !== undefined || m[4] !== undefined)) {
    const g = parseGroup(m[2]!);
    const kws = keywordIds(m[5]!);
    if (!g || !kws) return false;
    const target = selectorOf(g);
    const duration = m[1] ? 'untilEndOfTurn' : 'permanent';
    o.push(...stats(target, m[3], m[4], duration), ...kws.map((keyword) => ({ type: 'grantKeyword', target, keyword, duration })));
    lastAll = { card: api.cardName, target };
    return true;
  }
  // 「さらに[攻撃力]+3/[体力]+3する」: the same cards again (evaluated as it resolves)
  if ((m = new RegExp(String.raw`^さらに${STAT}する$`).exec(t)) && (m[1] !== undefined || m[2] !== undefined)) {
    if (!lastAll || lastAll.card !== api.cardName) return false;
    o.push(...stats(lastAll.target, m[1], m[2], 'permanent'));
    return true;
  }
  // 「自分の手札N枚を捨ててよい」 (5.12; 「そうしたなら」 reads the discarded cards)
  if ((m = /^自分の手札(\d+)枚を捨ててよい$/.exec(t))) {
    o.push({ type: 'discard', amount: Number(m[1]), upTo: true, bind: DISCARDED_VAR });
    return true;
  }
  // 「このターン、自分のリーダーが受けるダメージを-Nする」 (5.14.2; damageTaken counts the reduction)
  if ((m = /^このターン、自分のリーダーが受けるダメージを-(\d+)する$/.exec(t))) {
    o.push({ type: 'modify', target: { zone: Z.leader, side: 'you' }, stat: 'damageTaken', add: Number(m[1]), duration: 'untilEndOfTurn' });
    return true;
  }
  return false;
}

/** Activated-ability cost parts: {cost, length, zones} for the text at the start of `s`, or null. */
export function tokensCost(s: string): { cost: JsonObject[]; length: number; zones: string[] | null } | null {
  const m = /^場の(.+?)を元のコストの合計が(\d+)以上になるように好きな枚数\[アクト\]/.exec(s);
  if (!m) return null;
  const g = parseGroup(`自分の場の${m[1]}`); // 10.4.3: the master's field
  if (!g || g.other) return null;
  return { cost: [{ type: 'sve.tapTotal', target: selectorOf(g), total: Number(m[2]) }], length: m[0].length, zones: null };
}

/** Condition prefixes: [condition, rest] or null. */
export function tokensCondition(t: string): [JsonObject, string] | null {
  let m: RegExpExecArray | null;
  if ((m = /^そうしたなら、\s*(.*)$/.exec(t))) return [{ type: 'count', selector: { ref: 'var', var: DISCARDED_VAR }, compare: { gte: 1 } }, m[1]!];
  if ((m = /^自分のエボルヴデッキの表向きの(.+?)が(\d+)枚なら、\s*(.*)$/.exec(t))) {
    const g = parseGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other || Object.keys(g.filter).length === 0) return null;
    return [{ type: 'count', selector: { zone: Z.evolveDeck, side: 'you', filter: { ...g.filter, face: 'up' } }, compare: { eq: Number(m[2]) } }, m[3]!];
  }
  return null;
}

/** 「(条件)なら、代わりに【A】を持つ」: the keyword the ability grants becomes A. */
export function tokensReplacer(rest: string): ((x: Step) => Step | null) | null {
  const m = /^代わりに((?:【[^】]+】))を持つ$/.exec(rest);
  const kws = m ? keywordIds(m[1]!) : null;
  if (!kws || kws.length !== 1) return null;
  return (x) => (x.type === 'grantKeyword' && x.remove !== true ? { ...x, keyword: kws[0]! } : null);
}

/** Whole-segment continuous abilities; `conditionOf` is the compiler's condition-prefix reader. */
export function tokensStatics(t: string, conditionOf: (text: string) => [JsonObject, string] | null): Ability[] | null {
  let m: RegExpExecArray | null;
  // 「自分の場に『X』がいる限り、これは能力ダメージを受けない」 (5.14.3.3, 10.3)
  if ((m = /^(自分の場に.+?がいる)限り、これは能力ダメージを受けない$/.exec(t))) {
    const c = conditionOf(`${m[1]}なら、x`);
    if (!c || c[1] !== 'x') return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: K.noAbilityDamage, grant: true }, affects: { ref: 'self' }, condition: c[0] }];
  }
  // 「これがある限り、自分のターン中、(group)すべてはダメージを受けない」 (10.10.1 prevention during your turns)
  if ((m = /^これ(?:がある|がいる|が場にある)限り、自分のターン中、(.+?)すべてはダメージを受けない$/.exec(t))) {
    const g = parseGroup(m[1]!);
    if (!g) return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: NO_DAMAGE, grant: true }, affects: selectorOf(g), condition: { type: 'turn', whose: 'yours' } }];
  }
  return null;
}
