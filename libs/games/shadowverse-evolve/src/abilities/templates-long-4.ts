/**
 * Long-tail sentence forms, group 4 (hooked into compiler.ts; vocabulary in long-4-vocab.ts):
 *  - the trigger 「これがアクトしたとき、」 (SVE 5.4.1: this card turned engaged on the field; `sve.engaged`);
 *  - static 「これが場にいる限り、(group)すべては【A】を持つ」 for groups like 「自分の場の妖精・トークン・フォロワー」
 *    (trait, token and kind together; continuous abilities 10.3);
 *  - static 「これが場にいる限り、(group)すべては能力ダメージを受けない」 (5.14.3.3);
 *  - the clause 「(group)すべては【A】を持つ」 (the cards in the group when it resolves, 10.9.1.2: permanent
 *    while each stays on the field).
 */
import type { Ability, JsonObject } from '../../../../engine/src/index.js';
import { K } from '../constants.js';
import { parseGroup, selectorOf, type Group } from './groups.js';
import { ENGAGED } from './long-4-vocab.js';
import { keywords } from './templates-starters.js';

/** parseGroup, plus 「(trait)・トークン・(kind)」 (e.g. 「自分の場の妖精・トークン・フォロワー」: 妖精 tokens that are followers). */
function group4(p: string): Group | null {
  const g = parseGroup(p);
  if (g) return g;
  if (!/[^・「」『』]・トークン・(?:フォロワー|アミュレット)$/.test(p)) return null;
  const h = parseGroup(p.replace(/・トークン・(フォロワー|アミュレット)$/, '・$1'));
  return h ? { ...h, filter: { ...h.filter, token: true } } : null;
}

/** Whole-segment continuous abilities (a list), or null. */
export function long4Statics(t: string): Ability[] | null {
  let m: RegExpExecArray | null;
  if ((m = /^これが場にいる限り、(.+?)すべては((?:【[^】]+】)+)を持つ$/.exec(t))) {
    const g = group4(m[1]!);
    const kws = keywords(m[2]!);
    if (!g || !kws) return null;
    return kws.map((keyword) => ({ kind: 'static', modifier: { type: 'keyword', keyword, grant: true }, affects: selectorOf(g) }));
  }
  if ((m = /^これが場にいる限り、(.+?)すべては能力ダメージを受けない$/.exec(t))) {
    const g = group4(m[1]!);
    if (!g) return null;
    return [{ kind: 'static', modifier: { type: 'keyword', keyword: K.noAbilityDamage, grant: true }, affects: selectorOf(g) }];
  }
  return null;
}

/** Trigger phrases: the trigger and the rest of the text, or null. */
export function long4Trigger(t: string): { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] } | null {
  const m = /^これがアクトしたとき、\s*(.*)$/.exec(t);
  if (m) return { trigger: { on: ENGAGED }, rest: m[1]!, subject: null };
  return null;
}

/** Clause templates; true when the clause was compiled into `out`. */
export function long4Clause(out: JsonObject[], t: string): boolean {
  const m = /^(このターン、)?(.+?)すべては((?:【[^】]+】)+)を持つ$/.exec(t);
  if (m && !/^(?:それ|これ)$/.test(m[2]!)) {
    const g = group4(m[2]!);
    const kws = keywords(m[3]!);
    if (!g || !kws) return false;
    for (const keyword of kws) out.push({ type: 'grantKeyword', target: selectorOf(g), keyword, duration: m[1] ? 'untilEndOfTurn' : 'permanent' });
    return true;
  }
  return false;
}
