/**
 * Long-tail sentence forms, group 8 (hooked into compiler.ts):
 *  - costs 「場の(group)N枚を(手札に戻す|EXエリアに置く)」 (inside an ability, 「(cost)：」, SVE 10.4): N of your cards
 *    on the field returned to their owner's hand (a token there is removed, 9.1.4.4) / put into the EX area;
 *  - a condition before a choice 「(condition)下記からNつ(まで)?チョイスする」 (SVE 5.18; 【覚醒】状態なら、【コンボ_N】,
 *    【土の秘術】 …): the choice happens only when the condition holds.
 */
import type { JsonObject } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { selectorOf } from './groups.js';
import { starterGroup } from './templates-starters.js';

const COST_TO: Record<string, string> = { 手札に戻す: Z.hand, EXエリアに置く: Z.ex };

/** Costs 「場の(group)N枚を(手札に戻す|EXエリアに置く)」 (SVE 10.4), or null. */
export function long8Cost(s: string): { cost: JsonObject[]; length: number; zones: string[] | null } | null {
  const m = /^場の(.+?)(\d+)(?:枚|体|つ)を(手札に戻す|EXエリアに置く)/.exec(s);
  if (!m || m[1] === 'これ') return null;
  const g = starterGroup(`自分の場の${m[1]}`);
  if (!g || g.zone !== Z.field) return null;
  return { cost: [{ type: 'sve.moveCost', target: selectorOf(g, { count: Number(m[2]) }), to: COST_TO[m[3]!]! }], length: m[0].length, zones: null };
}

/**
 * 「(condition)下記からNつ(まで)?チョイスする」 (SVE 5.18): the condition (read by `conditionPrefix`) and the choice
 * head, or null (no condition, or a condition the compiler does not read).
 */
export function long8ChoiceHead(
  t: string,
  conditionPrefix: (t: string) => [JsonObject, string] | null,
): { condition: JsonObject; count: number; upTo: boolean } | null {
  if (!/.下記から\d+つ(?:まで)?チョイスする$/.test(t)) return null;
  const c = conditionPrefix(t);
  const m = c ? /^下記から(\d+)つ(まで)?チョイスする$/.exec(c[1]) : null;
  if (!c || !m) return null;
  return { condition: c[0], count: Number(m[1]), upTo: m[2] !== undefined };
}
