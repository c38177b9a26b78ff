/**
 * Damage and leader health (SVE 5.14, 2.8, 12.13).
 *
 * Health model: a follower's health is its `defense` characteristic with every effect applied, and
 * damage LOWERS it (SVE 5.14.1): each damage event adds a permanent `defense −N` effect on the card
 * (no source, rule 10.12.1.2 / 10.12.2). So "health 3 or less" filters, "+1 health" effects and the
 * evolve carry-over of 5.16.2.1 (differences from the original values move to the evolved card) all
 * read one number, and destruction is "health ≤ 0" (11.3.1). The effect ends with the card (new
 * object rule, 4.1.4).
 * The leader's health is the player counter `health`; it has no maximum (1.3.2.4) and may go negative
 * (5.14.1.1). Every decrease is recorded for 【真紅】 (13.5.2).
 *
 * Damage kinds (5.14.3): attack damage = the attacker's damage at 8.4.9 (the attack op passes
 * env.event.sve = 'attackDamage'; combat damage is the same step between followers); everything else is
 * ability damage. Replacement-style modifiers (5.14.2) read the pseudo-stats `damageDealt`,
 * `abilityDamageDealt` (source) and `damageTaken` (target), and 【能力ダメージを受けない】 (keyword
 * sve.noAbilityDamage).
 */
import {
  addEffect, emit, publicEvent, type AbilityEnv, type Ctx, type DamageTarget, type GameState, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { C, K, STAT, Z } from '../constants.js';
import { hasKeyword, statOf, isFollower, leaderOf, zoneNameOf } from '../state.js';
import { damageCapped, nextDamageApplied } from '../abilities/vocab/protection.js';

/** 「これはダメージを受けない」: damage to it is prevented (a replacement, 10.10.1: no damage event happens). */
export const NO_DAMAGE = 'sve.noDamage';

export function isAttackDamage(env: AbilityEnv | null): boolean {
  return env?.event?.sve === 'attackDamage';
}

/** Ability damage (5.14.3.3): neither attack damage (5.14.3.1) nor the combat damage dealt back to an attacker (5.14.3.2). */
export function isAbilityDamage(env: AbilityEnv | null): boolean {
  return !isAttackDamage(env) && env?.event?.sve !== 'combatDamage';
}

/** Lowers a leader's health by n (damage or a cost), recording the decrease (SVE 13.5.2). */
export function lowerLeaderHealth(ctx: Ctx, player: PlayerIndex, n: number): void {
  if (n <= 0) return;
  const p = ctx.state.players[player]!;
  p.counters[C.health] = (p.counters[C.health] ?? 0) - n;
  const turn = ctx.state.turn.number;
  const count = p.flags.healthDecreaseTurn === turn ? ((p.flags.healthDecreases as number) ?? 0) : 0;
  p.flags.healthDecreasedTurn = turn;
  p.flags.healthDecreaseTurn = turn;
  p.flags.healthDecreases = count + 1;
  emit(ctx, publicEvent('sve.healthDecreased', { player, amount: n, rule: 'SVE 13.5.2' })); // 「リーダーの体力が減少したとき」 (abilities/vocab/triggers.ts)
}

/** Raises a leader's health by n (「リーダーは[体力]+Nする」, Drain 12.13.2); no maximum (1.3.2.4). */
export function raiseLeaderHealth(ctx: Ctx, player: PlayerIndex, n: number, source: string | null = null): number {
  if (n <= 0) return 0;
  const p = ctx.state.players[player]!;
  p.counters[C.health] = (p.counters[C.health] ?? 0) + n;
  emit(ctx, publicEvent('healed', { player, amount: n, source }));
  emit(ctx, publicEvent('sve.healthRaised', { player, amount: n, rule: 'SVE 5.27.1' })); // 「リーダーの[体力]を+したとき」 (abilities/vocab/triggers.ts): only a real increase (n ≥ 1)
  return n;
}

function modified(ctx: Ctx, amount: number, env: AbilityEnv | null, target: string | null): number {
  let n = amount;
  const src = env?.source ?? null;
  if (src && ctx.state.cards[src]) {
    n += statOf(ctx, src, STAT.damageDealt) ?? 0;
    if (isAbilityDamage(env)) n += statOf(ctx, src, STAT.abilityDamageDealt) ?? 0;
  }
  if (target && ctx.state.cards[target]) n -= statOf(ctx, target, STAT.damageTaken) ?? 0;
  return Math.max(0, n);
}

/** The definition's dealDamage hook. Returns the damage actually dealt (0: no damage event). */
export function dealDamageHook(ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null): number {
  if ('player' in target) {
    const n = nextDamageApplied(ctx, ctx.state.players[target.player]!.flags, modified(ctx, amount, env, leaderOf(ctx.state, target.player))); // the leader's damageTaken too (5.14.2); 「次のダメージ」
    lowerLeaderHealth(ctx, target.player, n);
    return n;
  }
  const id = target.card;
  const card = ctx.state.cards[id]!;
  if (zoneNameOf(ctx.state, id) === Z.leader) {
    const n = nextDamageApplied(ctx, ctx.state.players[card.controller]!.flags, modified(ctx, amount, env, id));
    lowerLeaderHealth(ctx, card.controller, n);
    return n;
  }
  // SVE 5.14.1.2: damage to a card that is neither a follower nor a leader is not dealt
  if (zoneNameOf(ctx.state, id) !== Z.field || !isFollower(ctx.state, id)) return 0;
  if (isAbilityDamage(env) && hasKeyword(ctx, id, K.noAbilityDamage)) return 0; // an attacker with it still takes the combat damage back (5.14.3.2)
  if (hasKeyword(ctx, id, NO_DAMAGE)) return 0; // 10.10.1: the damage event does not happen
  if ((isAttackDamage(env) || env?.event?.sve === 'combatDamage') && hasKeyword(ctx, id, 'sve.noCombatDamage')) return 0; // 5.14.3.2 交戦ダメージを受けない (a follower hit at 8.4.9)
  const n = nextDamageApplied(ctx, card.flags, damageCapped(ctx, id, modified(ctx, amount, env, id))); // 「このターン、これは次のダメージを受けない」 (abilities/vocab/protection.ts); 「N以上のダメージをMにする」 (abilities/vocab/protection.ts)
  if (n <= 0) return 0;
  putDamage(ctx, id, n);
  return n;
}

/** Damage as the state holds it (SVE 5.14.1): a permanent, sourceless `defense −n` effect on the follower. */
export function putDamage(ctx: Ctx, id: string, n: number): void {
  addEffect(ctx, {
    source: null, sourceCardId: null, controller: ctx.state.cards[id]!.controller, targets: [id], player: null,
    modifier: { type: 'stat', stat: STAT.health, op: 'add', value: -n }, duration: 'permanent',
  });
}

/** The heal hook: players gain health; followers are not healed by the generic verb (no SVE text uses it). */
export function healHook(ctx: Ctx, target: DamageTarget, amount: number): number {
  if ('player' in target) {
    const p = ctx.state.players[target.player]!;
    p.counters[C.health] = (p.counters[C.health] ?? 0) + amount;
    emit(ctx, publicEvent('sve.healthRaised', { player: target.player, amount, rule: 'SVE 5.27.1' })); // the kernel heal calls this only with amount > 0
    return amount;
  }
  const card = ctx.state.cards[target.card]!;
  if (zoneNameOf(ctx.state, target.card) === Z.leader) {
    const p = ctx.state.players[card.controller]!;
    p.counters[C.health] = (p.counters[C.health] ?? 0) + amount;
    emit(ctx, publicEvent('sve.healthRaised', { player: card.controller, amount, rule: 'SVE 5.27.1' }));
    return amount;
  }
  return 0;
}

/**
 * Damage on a follower now (SVE 5.14.1): the sum of the sourceless permanent `defense −N` effects on it,
 * which `putDamage` above is the only writer of (damage lowers health; the effects end with the card,
 * 4.1.4). Read by views (`current.damage`, rules/current-values.ts); the rules read the health itself.
 */
export function damageOf(state: GameState, id: string): number {
  let n = 0;
  for (const e of state.effects) {
    const m = e.modifier;
    if (e.source === null && e.duration === 'permanent' && m.type === 'stat' && m.stat === STAT.health && m.op === 'add' && m.value < 0 && e.targets?.includes(id)) n -= m.value;
  }
  return n;
}
