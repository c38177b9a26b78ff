/**
 * Compiler templates finishing the 5.27 cards (helper X2):
 *  - 「このターン、この能力でチョイスした選択肢はチョイスできない」 after 「下記から1つチョイスする」 (SVE 5.18): the
 *    choice gets `once: 'turn'` (rules/choice-once.ts) — BP11-092, BP13-073;
 *  - conditions 「(自分|相手)のリーダーの[体力]N(以下|以上)なら」 (BP06-089's activation condition: the leader of the
 *    ability's controller) and 「自分の場や自分のEXエリアの(group)がN枚以上なら」 (cards of both zones counted
 *    together; BP11-114);
 *  - 「(それ|これ)に「このターン中に自分のリーダーの体力が減少した回数」と同じダメージ」 (effect `sve.noteDecreases`,
 *    raise-vocab.ts, binds the count as the damage is dealt) — BP13-073;
 *  - 「[進化]リーダーの[体力]-N：これは進化する」 (SVE 12.2, 10.4.5): an evolve ability whose cost is N of your leader's
 *    health instead of PP (no PP, so no EP payment 12.2.3) — BP01-105.
 * Each returns null / false when the text is not its form.
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { C, Z } from '../constants.js';
import { parseGroup, selectorOf } from './groups.js';
import { DECREASES_VAR } from './raise-vocab.js';

export interface Raise2ClauseApi {
  out: JsonObject[];
  it: () => JsonObject;
  selfRef: JsonObject;
}

/** 「このターン、この能力でチョイスした選択肢はチョイスできない」 (read right after the choice sentence). */
export function raise2ChoiceOnce(t: string): boolean {
  return t === 'このターン、この能力でチョイスした選択肢はチョイスできない';
}

const compareOf = (n: number, w: string | undefined): JsonObject => (w === '以下' ? { lte: n } : w === '以上' ? { gte: n } : { eq: n });

export function raise2Condition(t: string): [JsonObject, string] | null {
  let m: RegExpExecArray | null;
  if ((m = /^(自分|相手)のリーダーの\[体力\](\d+)(以下|以上)?なら、\s*(.*)$/.exec(t))) {
    return [{ type: 'counter', player: m[1] === '自分' ? 'you' : 'opponent', counter: C.health, compare: compareOf(Number(m[2]), m[3]) }, m[4]!];
  }
  if ((m = /^自分の場や自分のEXエリアの(.+?)が(\d+)(?:枚|つ)以上なら、\s*(.*)$/.exec(t))) {
    const g = parseGroup(`自分の場の${m[1]}`);
    if (!g) return null;
    return [{ type: 'count', selector: { ...selectorOf(g), zone: [Z.field, Z.ex] }, compare: { gte: Number(m[2]) } }, m[3]!];
  }
  return null;
}

export function raise2Clause(api: Raise2ClauseApi, t: string): boolean {
  const m = /^(それ|これ)に「このターン中に自分のリーダーの体力が減少した回数」と同じダメージ$/.exec(t);
  if (!m) return false;
  api.out.push({ type: 'sve.noteDecreases', bind: DECREASES_VAR }, { type: 'damage', target: m[1] === 'これ' ? api.selfRef : api.it(), amount: { var: DECREASES_VAR } });
  return true;
}

export function raise2Static(t: string): Ability[] | null {
  const m = /^\[進化\]リーダーの\[体力\]-(\d+)：これは進化する$/.exec(t);
  if (!m) return null;
  return [{ kind: 'activated', label: '進化', cost: [{ type: 'sve.evolve', amount: 0 }, { type: 'sve.health', amount: Number(m[1]) }], effect: { type: 'sve.evolveSelf' } }];
}
