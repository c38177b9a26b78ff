/**
 * Attacks (SVE 8.4): the declaration engages the attacker (8.4.4) and is the "attacked" event
 * (8.4.5, 【攻撃時】 12.7); check timing (8.4.6); the NTP's quick window (8.4.7, 8.4.8); damage, both
 * ways at once when the target is a follower (8.4.9, 8.4.9.1); "fought" events while in combat
 * (8.4.9.2, 【必殺】 12.14); check timing (8.4.10); the end of the attack (8.4.11).
 * Attack damage carries env.event.sve = 'attackDamage' (5.14.3.1), the target's damage back is
 * 'combatDamage' (5.14.3.2); 【ドレイン】 reads the `sve.attackDamage` event (12.13.2.1).
 */
import {
  cardEvent, dealDamage, emit, expire, publicEvent, push, setTapped, type AbilityEnv, type Ctx, type Frame, type JsonObject,
} from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { hasKeyword, attackOf, isFollower, zoneNameOf } from '../state.js';

export interface AttackContext extends JsonObject {
  attacker: string;
  target: string;
  player: number;
  combat: boolean;
}

const onField = (ctx: Ctx, id: string) => ctx.state.cards[id] !== undefined && zoneNameOf(ctx.state, id) === Z.field;

/** Op `attack` {attacker, target, player}: steps 8.4.4–8.4.11. */
export function attackOp(ctx: Ctx, f: Frame): void {
  const attacker = f.attacker as string;
  const target = f.target as string;
  const player = f.player as number;
  setTapped(ctx, [attacker], true, 'attack'); // 8.4.4
  const combat = isFollower(ctx.state, target) && zoneNameOf(ctx.state, target) === Z.field; // 8.4.5.1
  const attack: AttackContext = { attacker, target, player, combat };
  ctx.state.data.attack = attack;
  emit(ctx, cardEvent(ctx.state, 'attack', [attacker], { attacker, card: attacker, target, player, cardId: ctx.state.cards[attacker]!.cardId, rule: 'SVE 8.4.5' }, null)); // card: 「それ」 of 「…が攻撃したとき、それは…」 (eventCard; abilities/grammar/triggers.ts)
  push(ctx,
    { op: '$check' }, // 8.4.6
    { op: 'quick', window: 'attack' }, // 8.4.7, 8.4.8
    { op: 'attackDamage' }, // 8.4.9
    { op: '$check' }, // 8.4.10
    { op: 'attackEnd' }, // 8.4.11
  );
}

function envFor(ctx: Ctx, source: string, kind: string): AbilityEnv {
  const c = ctx.state.cards[source]!;
  return { controller: c.controller, source, sourceCardId: c.cardId, scope: null, event: { sve: kind } };
}

/** Op `attackDamage`: SVE 8.4.9–8.4.9.2. */
export function attackDamageOp(ctx: Ctx): void {
  const a = ctx.state.data.attack as AttackContext | undefined;
  if (!a || !onField(ctx, a.attacker)) return; // 8.4.9: the attacker must still be on the field
  const s = ctx.state;
  const targetIsFollower = a.combat && onField(ctx, a.target);
  const targetIsLeader = s.cards[a.target] !== undefined && zoneNameOf(s, a.target) === Z.leader;
  if (!targetIsFollower && !targetIsLeader) return; // the target left: nothing to damage (digest §18.6 #6)
  // values first, then both damages at the same moment (8.4.9.1)
  const atk = attackOf(ctx, a.attacker);
  const back = targetIsFollower ? attackOf(ctx, a.target) : 0;
  const dealt = targetIsLeader
    ? dealDamage(ctx, { player: s.cards[a.target]!.controller }, atk, envFor(ctx, a.attacker, 'attackDamage'))
    : dealDamage(ctx, { card: a.target }, atk, envFor(ctx, a.attacker, 'attackDamage'));
  if (targetIsFollower) dealDamage(ctx, { card: a.attacker }, back, envFor(ctx, a.target, 'combatDamage'));
  emit(ctx, publicEvent('sve.attackDamage', { attacker: a.attacker, target: a.target, amount: dealt, rule: 'SVE 12.13.2.1' }));
  // 8.4.9.2: fought (both still on the field, in combat)
  if (targetIsFollower && onField(ctx, a.attacker) && onField(ctx, a.target)) {
    for (const [me, them] of [[a.attacker, a.target], [a.target, a.attacker]] as const) {
      if (hasKeyword(ctx, them, K.bane)) s.cards[me]!.flags.baneMark = true; // 12.14.2 → 11.3.2
    }
    emit(ctx, publicEvent('sve.fought', { card: a.attacker, with: a.target, rule: 'SVE 8.4.9.2' }));
    emit(ctx, publicEvent('sve.fought', { card: a.target, with: a.attacker, rule: 'SVE 8.4.9.2' }));
  }
}

/** Op `attackEnd`: SVE 8.4.11 (combat ends; effects lasting "until the end of the attack" end). */
export function attackEndOp(ctx: Ctx): void {
  delete ctx.state.data.attack;
  expire(ctx, 'endOfAttack');
}
