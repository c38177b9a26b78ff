/**
 * Who may attack and what (SVE 8.4.2, 8.4.3) with the combat keywords: 【守護】 Ward (12.8.2),
 * 【疾走】 Storm (12.9), 【突進】 Rush (12.10), 【指定攻撃】 Assail (12.11), 【威圧】 Intimidate (12.12),
 * 「【守護】を無視して攻撃できる」, 「攻撃できない」.
 *
 * Reading choices (named options, see ENGINE-STATUS.md):
 *  - `stormAttacksLeader` (default true): 8.4.3.1 literally lets only followers controlled since the
 *    start of the turn attack the leader, which would make Storm equal Rush; 12.9.1 ("attack
 *    immediately") and the reminder 「場に出たターンから攻撃できる」 (vs Rush's 「…相手のフォロワーを攻撃できる」)
 *    say a Storm follower may attack the leader too.
 *  - Ward "if possible" (12.8.2): only engaged Ward followers that are themselves legal targets count.
 */
import {
  type PlayerIndex, type Reader,
} from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { hasKeyword, cardsIn, controlledSinceTurnStart, evolvedThisTurn, isFollower, leaderOf, other } from '../state.js';

/** Standing followers of `player` that may be chosen as the attacking follower (8.4.2, 8.4.2.1, 12.9, 12.10). */
export function canBeAttacker(r: Reader, id: string): boolean {
  const s = r.state;
  const c = s.cards[id];
  if (!c || c.tapped || !isFollower(s, id) || s.zones[c.zone]?.name !== Z.field) return false;
  if (hasKeyword(r, id, K.cannotAttack) || c.flags.noAttackTurn === s.turn.number) return false;
  return controlledSinceTurnStart(s, id) || evolvedThisTurn(s, id) || hasKeyword(r, id, K.storm) || hasKeyword(r, id, K.rush);
}

/** Whether the attacker may target the opposing leader (8.4.3.1; Storm per option stormAttacksLeader). */
export function mayTargetLeader(r: Reader, attacker: string): boolean {
  if (hasKeyword(r, attacker, K.cannotAttackLeader)) return false;
  if (controlledSinceTurnStart(r.state, attacker)) return true;
  return r.state.options.stormAttacksLeader !== false && hasKeyword(r, attacker, K.storm);
}

/** Legal attack targets (instance ids; the leader is its leader card) for an attacker of `player`. */
export function attackTargets(r: Reader, attacker: string, player: PlayerIndex): string[] {
  const s = r.state;
  if (!canBeAttacker(r, attacker)) return [];
  const opp = other(player);
  const assail = hasKeyword(r, attacker, K.assail);
  // 8.4.3.1: engaged followers of the NTP (12.11.2: Assail treats standing ones as engaged); 12.12.2 Intimidate
  const followers = cardsIn(s, Z.field, opp).filter(
    (id) => isFollower(s, id) && (s.cards[id]!.tapped || assail) && !hasKeyword(r, id, K.intimidate),
  );
  // 12.8.2 (3): if possible, an engaged follower with Ward must be chosen
  if (!hasKeyword(r, attacker, K.ignoreWard)) {
    const wards = followers.filter((id) => s.cards[id]!.tapped && hasKeyword(r, id, K.ward));
    if (wards.length > 0) return wards;
  }
  const out = [...followers];
  const leader = leaderOf(s, opp);
  if (leader && mayTargetLeader(r, attacker)) out.push(leader);
  return out;
}

/** Every (attacker, target) pair the TP may declare (8.4.3.2: attackers without targets are not offered). */
export function attackOptions(r: Reader, player: PlayerIndex): Array<{ attacker: string; target: string }> {
  const out: Array<{ attacker: string; target: string }> = [];
  for (const id of cardsIn(r.state, Z.field, player)) {
    for (const target of attackTargets(r, id, player)) out.push({ attacker: id, target });
  }
  return out;
}
