/**
 * Long-tail sentence forms, group 9 (hooked into compiler.ts):
 *  - conditions 「自分の場の「それぞれカード名が異なる(group)」がN体以上なら」 (BP16-028, BP16-029: also read by
 *    「この能力は…なら、1ターンにN回使える」) and 「(自分の墓場にある(group))のカード名の種類数がN種類以上なら」
 *    (BP13-005, BP13-006): how many different card names those cards have (long-9-vocab.ts).
 */
import type { JsonObject } from '../../../../engine/src/index.js';
import { selectorOf } from './groups.js';
import { starterGroup } from './templates-starters.js';
import { DISTINCT_NAMES_AT_LEAST } from './long-9-vocab.js';

/** Condition prefixes: [condition, rest] or null. */
export function long9Condition(t: string): [JsonObject, string] | null {
  let m = /^自分の場の「それぞれカード名が異なる(.+?)」が(\d+)体以上なら、\s*(.*)$/.exec(t);
  if (m) {
    const g = starterGroup(`自分の場の${m[1]}`);
    if (!g || g.other) return null;
    return [{ type: DISTINCT_NAMES_AT_LEAST, of: selectorOf(g), gte: Number(m[2]) }, m[3]!];
  }
  m = /^(自分|相手)の(墓場|手札|EXエリア|消滅領域|場)にある(.+?)のカード名の種類数が(\d+)種類以上なら、\s*(.*)$/.exec(t);
  if (m) {
    const g = starterGroup(`${m[1]}の${m[2]}の${m[3]}`);
    if (!g || g.other) return null;
    return [{ type: DISTINCT_NAMES_AT_LEAST, of: selectorOf(g), gte: Number(m[4]) }, m[5]!];
  }
  return null;
}
