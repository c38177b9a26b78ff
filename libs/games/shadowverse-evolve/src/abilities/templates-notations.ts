/**
 * Compiler templates for the section-5 notations (rules/notations-5.ts; vocabulary notations-vocab.ts),
 * hooked into compiler.ts at a few points (clause, condition prefix, static segment, activated ability):
 *  - 「サイコロをふる」 / 「1から6の中から、好きな数1つを指定してサイコロをふる」 (SVE 5.20.1) and the dice
 *    conditions 「Nなら、」 「NからMなら、」 「NかMなら、」 「指定した数なら、」 (each governs the text after it up to
 *    the next condition: the compiler's block reading);
 *  - 「これが場にいる限り、自分はサイコロを1回ふりなおしてよい」 (5.20.2, keyword sve.reroll);
 *  - 「このターンのあと、自分の追加ターンを行う」 (5.28.1);
 *  - 「[進化]次の自分のターンをスキップする：これは進化する」 (an evolve ability whose cost is 5.26.2);
 *  - 「それを奪い、スタンドする」 (5.22.1);
 *  - 「これの攻撃力 / 体力 / コスト」 in an activated ability whose cost moves this card off the field (10.11.1:
 *    the last known information, noted by the cost sve.lastKnown paid just before).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { LAST_KNOWN_VAR, REROLL } from '../rules/notations-5.js';
import { parseGroup, selectorOf } from './groups.js';

type Step = JsonObject;

export interface NotationClauseApi {
  out: Step[];
  it(): JsonObject;
  newVar(): string;
  setIt(v: JsonObject): void;
  /** Compiles another clause into the same block. */
  sub(text: string): void;
}

/** Clause templates; true when the clause was compiled into `api.out`. */
export function notationClause(api: NotationClauseApi, t: string): boolean {
  const o = api.out;
  if (t === '各プレイヤーはサイコロをふる') {
    // each player rolls and the rest of the ability applies to 「そのプレイヤー」 (closed by notationRepeat)
    o.push({ type: EACH_BELOW }, { type: 'sve.dice' });
    return true;
  }
  let p: RegExpExecArray | null;
  if ((p = /^そのプレイヤーは(\d+)枚引く$/.exec(t))) {
    o.push({ type: THAT_PLAYER, effect: { type: 'draw', amount: Number(p[1]) } });
    return true;
  }
  if ((p = /^そのプレイヤーは自身の手札をランダムに(\d+)枚捨てる$/.exec(t))) {
    o.push({ type: THAT_PLAYER, effect: { type: 'discard', player: 'you', amount: Number(p[1]), random: true } }); // 5.12, 5.19
    return true;
  }
  if (t === 'サイコロをふる') {
    o.push({ type: 'sve.dice' }); // 5.20.1
    return true;
  }
  if (t === '1から6の中から、好きな数1つを指定してサイコロをふる') {
    o.push({ type: 'sve.dice', declare: true });
    return true;
  }
  let r: RegExpExecArray | null;
  if ((r = /^下記を(\d+)回くり返す$/.exec(t))) {
    // the rest of the ability, N times (a marker closed by notationRepeat when the ability is complete)
    o.push({ type: REPEAT_BELOW, times: Number(r[1]) });
    return true;
  }
  if ((r = /^(.+?)すべてを破壊する$/.exec(t))) {
    // 5.6: every card of the group (kernel destroy, one after another in the same effect)
    const g = parseGroup(r[1]!);
    if (!g) return false;
    o.push({ type: 'destroy', target: selectorOf(g) });
    return true;
  }
  if (t === '自分のPPを最大値まで回復する') {
    o.push({ type: 'sve.pp', mode: 'recover', amount: { counter: 'maxPp', player: 'you' } }); // 5.15.1, 5.15.1.1 (capped at the max)
    return true;
  }
  let m: RegExpExecArray | null;
  if ((m = /^(自分のリーダーは\[体力\][+-]\d+)して、(.+)$/.exec(t))) {
    // 「…は[体力]+Nして、…」: two instructions in order
    api.sub(`${m[1]}する`);
    api.sub(m[2]!);
    return true;
  }
  if (t === '相手プレイヤーすべては、攻撃力最大の自身の場のフォロワー1体を墓場に置く') {
    // each opponent puts one of their highest-attack followers into the cemetery (their choice among ties)
    o.push({ type: 'sve.putMaxAttack', player: 'opponent' });
    return true;
  }
  if (t === 'このターンのあと、自分の追加ターンを行う') {
    o.push({ type: 'sve.extraTurn', player: 'you' }); // 5.28.1
    return true;
  }
  if (t === 'それを奪い、スタンドする') {
    // 5.22.1: moved to your field as the same card (5.22.4), then stood
    const v = api.newVar();
    o.push({ type: 'sve.steal', target: api.it(), bind: v }, { type: 'untap', target: { ref: 'var', var: v } });
    api.setIt({ ref: 'var', var: v });
    return true;
  }
  return false;
}

const REPEAT_BELOW = 'sve.repeatBelow';
const EACH_BELOW = 'sve.eachPlayerBelow';
/** A 「そのプレイヤーは…」 step: valid only inside the 「各プレイヤーは…」 part (unwrapped there). */
const THAT_PLAYER = 'sve.thatPlayer';

function unwrapThatPlayer(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(unwrapThatPlayer);
  if (x === null || typeof x !== 'object') return x;
  const o = x as JsonObject;
  if (o.type === THAT_PLAYER) return o.effect;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, unwrapThatPlayer(v)]));
}

/**
 * 「下記をN回くり返す」: the steps after the marker (at the ability's top level) become one `sve.repeatTimes`
 * step; null when a marker is left inside a condition or choice (not a form we know).
 */
export function notationRepeat(steps0: Step[]): Step[] | null {
  // 「各プレイヤーはサイコロをふる。…そのプレイヤーは…」: the rest, once per player with 「自分」 = that player
  const e = steps0.findIndex((x) => x.type === EACH_BELOW);
  const rest = steps0.slice(e + 1);
  const steps = e < 0 ? steps0 : [...steps0.slice(0, e), { type: 'sve.eachPlayer', effect: unwrapThatPlayer(rest.length === 1 ? rest[0]! : { type: 'sequence', steps: rest }) as JsonObject }];
  if (JSON.stringify(steps).includes(`"${EACH_BELOW}"`) || JSON.stringify(steps).includes(`"${THAT_PLAYER}"`)) return null;
  const i = steps.findIndex((x) => x.type === REPEAT_BELOW);
  const out = i < 0 ? steps : [...steps.slice(0, i), { type: 'sve.repeatTimes', times: steps[i]!.times as number, effect: steps.length - i - 1 === 1 ? steps[i + 1]! : { type: 'sequence', steps: steps.slice(i + 1) } }];
  if (i >= 0 && i === steps.length - 1) return null;
  return JSON.stringify(out).includes(`"${REPEAT_BELOW}"`) ? null : out;
}

/** Dice conditions (5.20.1) as condition prefixes: [condition, rest] or null. */
export function notationCondition(t: string): [JsonObject, string] | null {
  let m: RegExpExecArray | null;
  if ((m = /^指定した数なら、\s*(.*)$/.exec(t))) return [{ type: 'sve.dice', declared: true }, m[1]!];
  if ((m = /^([1-6])(?:(から|か)([1-6]))?なら、\s*(.*)$/.exec(t))) {
    const a = Number(m[1]);
    const b = m[3] ? Number(m[3]) : a;
    const values = m[2] === 'か' ? [a, b] : Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
    if (values.length === 0) return null;
    return [{ type: 'sve.dice', values }, m[4]!];
  }
  return null;
}

/** Whole-segment abilities: the reroll permission (5.20.2) and the skip-turn evolve ability (5.26.2). */
export function notationStatic(t: string): Ability[] | null {
  if (t === 'これが場にいる限り、自分はサイコロを1回ふりなおしてよい') return [{ kind: 'keyword', keyword: REROLL }];
  if (t === '[進化]次の自分のターンをスキップする：これは進化する') {
    // an evolve ability (12.1.2.1; 8.3.2.1 once a turn) whose cost is skipping your next turn instead of PP
    return [{ kind: 'activated', label: '進化 (スキップ)', cost: [{ type: 'sve.evolve', amount: 0 }, { type: 'sve.skipNextTurn' }], effect: { type: 'sve.evolveSelf' } }];
  }
  return null;
}

/**
 * An activated ability whose cost moves this card off the field (sacrificeSelf, no `zones`: a field card)
 * and whose effect reads this card's stat: the stat is its last known information (10.11.1), noted by the
 * cost sve.lastKnown paid right before the move.
 */
export function notationActivated(a: Ability): Ability {
  const cost = (a.cost as JsonObject[] | undefined) ?? [];
  const i = cost.findIndex((c) => c.type === 'sacrificeSelf');
  if (i < 0 || a.zones !== undefined) return a;
  let used = false;
  const rewrite = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(rewrite);
    if (x === null || typeof x !== 'object') return x;
    const o = x as JsonObject;
    const of = o.of as JsonObject | undefined;
    if (typeof o.stat === 'string' && of && of.ref === 'self' && Object.keys(of).length === 1 && Object.keys(o).length === 2) {
      used = true;
      return { var: `${LAST_KNOWN_VAR}.${o.stat}` };
    }
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, rewrite(v)]));
  };
  const effect = rewrite(a.effect) as JsonObject;
  if (!used) return a;
  return { ...a, cost: [...cost.slice(0, i), { type: 'sve.lastKnown' }, ...cost.slice(i)], effect };
}

