/**
 * Damage a character receives (R4U 4.4.4 負っているダメージ, 8.4.3): the kernel's dealDamage hook. A card with
 * r4u.noDamage now (【永】「(各ターン相手の1回目のアタック中、)このキャラが受けるダメージを0にする」, valid with its
 * conditions) receives 0: nothing is added. A partner attack is not damage (8.4.3.2: the mark is set apart, 10.3.7), so
 * 「（パートナーアタックは防げない）」 holds by itself.
 */
import type { AbilityEnv, Ctx, DamageTarget } from '../../../../engine/src/index.js';
import { hasKeyword } from '../../../../engine/src/index.js';
import { C, K } from '../constants.js';

export function dealDamageHook(ctx: Ctx, target: DamageTarget, amount: number, _env: AbilityEnv | null): number {
  if (!('card' in target)) {
    // the kernel's own behaviour (R4U players have no life: no rule or card deals damage to a player)
    const life = ctx.def.roles.life ?? 'life';
    const p = ctx.state.players[target.player]!;
    p.counters[life] = (p.counters[life] ?? 0) - amount;
    return amount;
  }
  if (hasKeyword(ctx, target.card, K.noDamage)) return 0;
  const c = ctx.state.cards[target.card]!;
  c.counters[C.damage] = (c.counters[C.damage] ?? 0) + amount;
  return amount;
}
