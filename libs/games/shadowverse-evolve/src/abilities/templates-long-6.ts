/**
 * Long-tail sentence forms, group 6 (hooked into compiler.ts):
 *  - 「(それ|これ)の体力をNにする」: its health becomes N (a `set` of defense after every earlier change,
 *    damage included: damage lowers health, SVE 5.14.1; a later damage lowers it again);
 *  - 「(それ|これ)を自分のデッキの上からN番目に置く」: into the deck with N−1 cards above it (long-6-vocab.ts);
 *  - conditions 「これが(墓場)から場に出ていたなら」 (the zone it entered the field from) and
 *    「「このターン中に自分がプレイしたカードの枚数」がN枚以上なら」 (the count 【コンボ】 uses, SVE 13.2.1);
 *  - trigger 「自分の場の(group)が攻撃したとき、それは…」: 「それ」 is the attacking follower (SVE 8.4.5; the attack
 *    event's `card`, actions/attack.ts), the trigger itself as templates-decks.ts decksTrigger reads it.
 */
import type { JsonObject } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { ENTERED_FROM_ZONE, PUT_DECK_NTH } from './long-6-vocab.js';
import { decksTrigger } from './templates-decks.js';

export interface Long6Api {
  out: JsonObject[];
  it: () => JsonObject;
  selfRef: JsonObject;
}

// only zones a card enters the field from directly (a played card enters from the resolution zone, 10.6.2.8.1)
const FROM_ZONES: Record<string, string> = { 墓場: Z.cemetery };

/** Clause templates; true when the clause was compiled into `api.out`. */
export function long6Clause(api: Long6Api, t: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^(それ|これ)の体力を(\d+)にする$/.exec(t))) {
    api.out.push({ type: 'modify', target: m[1] === 'これ' ? api.selfRef : api.it(), stat: 'defense', set: Number(m[2]), duration: 'permanent' });
    return true;
  }
  if ((m = /^(それ|これ)を自分のデッキの上から(\d+)番目に置く$/.exec(t))) {
    api.out.push({ type: PUT_DECK_NTH, target: m[1] === 'これ' ? api.selfRef : api.it(), nth: Number(m[2]) });
    return true;
  }
  return false;
}

/** Condition prefixes: [condition, rest] or null. */
export function long6Condition(t: string): [JsonObject, string] | null {
  let m = /^これが(墓場)から場に出ていたなら、\s*(.*)$/.exec(t);
  if (m) return [{ type: ENTERED_FROM_ZONE, zone: FROM_ZONES[m[1]!]! }, m[2]!];
  // SVE 13.2.1.2: the number of cards you played this turn (the count 【コンボ_N】 reads)
  if ((m = /^「このターン中に自分がプレイしたカードの枚数」が(\d+)枚以上なら、\s*(.*)$/.exec(t))) return [{ type: 'sve.combo', n: Number(m[1]) }, m[2]!];
  return null;
}

/** Triggers: 「自分の場の(group)が攻撃したとき、」 with 「それ」 = the attacker (8.4.5), or null. */
export function long6Trigger(t: string): { trigger: JsonObject; rest: string; subject: JsonObject | null; zones?: string[] } | null {
  if (!/^自分の場の.+?が攻撃したとき、/.test(t)) return null;
  const d = decksTrigger(t);
  if (!d || d.trigger.on !== 'onAttack') return null;
  return { trigger: d.trigger, rest: d.rest, subject: { ref: 'eventCard' } };
}
