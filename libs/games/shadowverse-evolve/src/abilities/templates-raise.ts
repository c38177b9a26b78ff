/**
 * Compiler templates for 「+したとき」 (SVE 5.27) and the leader-health decrease trigger:
 *  - 「自分のリーダーの[体力]を+したとき、…」 (trigger `sve.healthRaised`, raise-vocab.ts);
 *  - 「これの[攻撃力]か[体力]を+したとき、…」 (trigger `sve.statRaised`);
 *  - 「自分のリーダーの体力が減少したとき、…」 (trigger `sve.healthDecreased`, tokens-2-vocab.ts);
 *  - 「相手のフォロワーが破壊されたとき、…」 (kernel `onDestroyed`, 「それ」 = the destroyed card).
 * 「(自分の)ターンごとにN回、」 and 「自分のターン中、」 in front are read by compiler.ts / templates-sd07.ts.
 * Returns null when the text is not one of these forms.
 */
import type { JsonObject } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { HEALTH_RAISED, STAT_RAISED } from './raise-vocab.js';

type TriggerPhrase = { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] };

export function raiseTrigger(t: string): TriggerPhrase | null {
  let m: RegExpExecArray | null;
  if ((m = /^自分のリーダーの\[体力\]を\+したとき、\s*(.+)$/.exec(t))) return { trigger: { on: HEALTH_RAISED, side: 'you' }, rest: m[1]!, subject: null };
  if ((m = /^これの\[攻撃力\]か\[体力\]を\+したとき、\s*(.+)$/.exec(t))) return { trigger: { on: STAT_RAISED }, rest: m[1]!, subject: null };
  if ((m = /^自分のリーダーの体力が減少したとき、\s*(.+)$/.exec(t))) return { trigger: { on: 'sve.healthDecreased', side: 'you' }, rest: m[1]!, subject: null };
  // 「相手のフォロワーが破壊されたとき」 (5.6.1: moved with reason destroy; 「それ」 = the destroyed card, its master from
  // last known information 10.11.1); a follower destroyed at the same time as this card is seen too (10.7.4.2)
  if ((m = /^相手のフォロワーが破壊されたとき、\s*(.+)$/.exec(t))) return { trigger: { on: 'onDestroyed', zone: Z.field, side: 'opponent', who: 'other', filter: { type: KIND.follower } }, rest: m[1]!, subject: { ref: 'eventCard' } };
  return null;
}
