/**
 * Clause templates of one-shot damage prevention this turn (effect `sve.nextDamage`, next-damage-vocab.ts):
 *  「このターン、(これ|それ)は次のダメージを受けない」
 *  「このターン、自分のリーダーは次のダメージを受けない」
 *  「このターン、自分のリーダーが次に受けるダメージを-Nする」
 */
import type { JsonObject } from '../../../../engine/src/index.js';

export interface NextDamageApi {
  out: JsonObject[];
  it: () => JsonObject;
  selfRef: JsonObject;
}

/** True when the clause was compiled into `api.out`. */
export function nextDamageClause(api: NextDamageApi, t: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^このターン、(これ|それ)は次のダメージを受けない$/.exec(t))) {
    api.out.push({ type: 'sve.nextDamage', target: m[1] === 'これ' ? api.selfRef : api.it(), prevent: true });
    return true;
  }
  if (/^このターン、自分のリーダーは次のダメージを受けない$/.test(t)) {
    api.out.push({ type: 'sve.nextDamage', leader: true, prevent: true });
    return true;
  }
  if ((m = /^このターン、自分のリーダーが次に受けるダメージを-(\d+)する$/.exec(t))) {
    api.out.push({ type: 'sve.nextDamage', leader: true, reduce: Number(m[1]) });
    return true;
  }
  return false;
}
