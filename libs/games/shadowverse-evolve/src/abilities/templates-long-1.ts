/**
 * Long-tail sentence forms, group 1 (hooked into compiler.ts; vocabulary in long-1-vocab.ts):
 *  - 「これは『X』でもある」 (SVE 2.1.2): the card also has the name X in every zone (keyword `sve.alsoNamed` of
 *    templates-tokens-2.ts with `zones` = all zones; the kernel's alsoNamed reads an ability's `zones`);
 *  - 「これは能力によって破壊されず、消滅しない」: 「能力によって破壊されない」 + `sve.noBanishByAbility` (5.6, 5.7);
 *  - 「これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える」 (8.3.2.2, `sve.evolveAnyTimes`);
 *  - 「これは相手のリーダーを攻撃できない」 (8.4.3: no leader as its attack target);
 *  - 「このターン、これの[進化]コストをNにする」 (12.2: the evolve cost until the end of the turn, 7.4.8);
 *  - the condition 「これが能力によって場に出ていたなら、」 (not played onto the field, 10.6.2.8.1);
 *  - 「自分の墓場のこれを場に出す」 (an activated ability of the card in the cemetery, 10.3.4; the card on the field is a
 *    new card that the rest of the text calls 「これ」, 4.1.4.1);
 *  - the quantity 「自分のエボルヴデッキの表向きの(特徴・)エボルヴフォロワーの枚数」 (the X of 「コストを-Xする」, 5.2, 4.6.3).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { K, KIND, Z } from '../constants.js';
import { ALSO_NAMED } from './templates-tokens-2.js';
import { ENTERED_BY_ABILITY, EVOLVE_ANY_TIMES, NO_BANISH_BY_ABILITY } from './long-1-vocab.js';

/** Every SVE zone: an alias name printed without 「場にいる限り」 holds wherever the card is. */
const ALL_ZONES: string[] = Object.values(Z);

/** Whole-segment abilities (a list), or null. */
export function long1Statics(t: string): Ability[] | null {
  let m: RegExpExecArray | null;
  if ((m = /^これは『([^』]+)』でもある$/.exec(t))) return [{ kind: 'keyword', keyword: ALSO_NAMED, value: m[1]!, zones: ALL_ZONES }];
  if (t === 'これは能力によって破壊されず、消滅しない') return [{ kind: 'keyword', keyword: K.noDestroyByAbility }, { kind: 'keyword', keyword: NO_BANISH_BY_ABILITY }];
  if (t === 'これが場にいる限り、自分は[進化]能力を1ターンに何回でも使える') return [{ kind: 'keyword', keyword: EVOLVE_ANY_TIMES }];
  if (t === 'これは相手のリーダーを攻撃できない') return [{ kind: 'keyword', keyword: K.cannotAttackLeader }];
  return null;
}

export interface Long1Api {
  out: JsonObject[];
  selfRef: JsonObject;
  newVar: () => string;
  setSelf: (x: JsonObject) => void;
  /** After 「[コストN]：」 inside an automatic ability (10.4.7.3). */
  inTriggerCost: boolean;
}

/** Clause templates; true when the clause was compiled into `api.out`. */
export function long1Clause(api: Long1Api, t: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^このターン、これの\[進化\]コストを(\d+)にする$/.exec(t))) {
    api.out.push({ type: 'modify', target: api.selfRef, stat: 'evolveCost', set: Number(m[1]), duration: 'untilEndOfTurn' });
    return true;
  }
  if (t === '自分の墓場のこれを場に出す' && api.selfRef.ref === 'self') {
    // 10.3.4 (the ability works in the cemetery: long1ActivatedZones / long1TriggeredZones); the card on the field is a
    // new card (4.1.4.1). In an automatic ability (「…とき、[コスト1]：自分の墓場のこれを場に出す」) the cost is the
    // optional cost of 10.4.7.3 (api.inTriggerCost).
    const v = api.newVar();
    api.out.push({ type: 'sve.put', target: { ref: 'self' }, to: Z.field, player: 'you', reason: 'effect', bind: v });
    api.setSelf({ ref: 'var', var: v });
    return true;
  }
  return false;
}

/** 「[起動](cost)：自分の墓場のこれを場に出す」: the activated ability functions in the cemetery (SVE 10.3.4), or null. */
export function long1ActivatedZones(effectText: string): string[] | null {
  return effectText.startsWith('自分の墓場のこれを場に出す') ? [Z.cemetery] : null;
}

/**
 * 「…とき、(…なら、)[コストN]：自分の墓場のこれを場に出す」: an automatic ability of a card in the cemetery (SVE 10.3.4):
 * it triggers and is played from there (`zones` = cemetery), or null.
 */
export function long1TriggeredZones(rest: string): string[] | null {
  return /^(?:[^。]*?なら、)?\[コスト\d+\]：自分の墓場のこれを場に出す。?$/.test(rest) ? [Z.cemetery] : null;
}

/** Quantities (SVE 5.2 X), or null. */
export function long1Quantity(q: string): JsonObject | null {
  // 「自分のエボルヴデッキの表向きの(特徴・)エボルヴフォロワーの枚数」 (4.6.3: face-up evolve cards)
  const m = /^自分のエボルヴデッキの表向きの(?:([^・「」『』]+)・)?エボルヴフォロワーの枚数$/.exec(q);
  if (m) return { count: { zone: Z.evolveDeck, side: 'you', filter: { ...(m[1] ? { trait: m[1] } : {}), type: KIND.follower, subtype: 'エボルヴ', face: 'up' } } };
  return null;
}

/** Condition prefixes: [condition, rest] or null. `prefix` parses a whole 「…なら、rest」 (the compiler's conditionPrefix). */
export function long1Condition(t: string, prefix: (t: string) => [JsonObject, string] | null): [JsonObject, string] | null {
  let m = /^これが能力によって場に出ていたなら、\s*(.*)$/.exec(t);
  if (m) return [{ type: ENTERED_BY_ABILITY }, m[1]!];
  // 「A(が…)あり、Bなら、」: both (EBD03-004 「自分の墓場が10枚以上あり、自分の場に『X』がいないなら使える」)
  if ((m = /^([^、。]+?)あり、([^、。]+?なら、.*)$/.exec(t))) {
    const a = prefix(`${m[1]}あるなら、x`);
    const b = prefix(m[2]!);
    if (a && a[1] === 'x' && b) return [{ type: 'and', all: [a[0], b[0]] }, b[1]];
  }
  return null;
}
