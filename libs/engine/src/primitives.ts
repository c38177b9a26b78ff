/**
 * Rule primitives shared by the ability interpreter and game rules: damage, heal, destroy.
 * Their default meaning is the common one (damage counters on cards, a life counter on players,
 * destroy = to the owner's discard role zone); a game replaces it through `definition.hooks`
 * (e.g. PSO2 201.4 damage to a player mills the deck; GBF 9-2-1 damage is compared per event).
 */
import type { JsonObject } from './json.js';
import type { PlayerIndex } from './state.js';
import { zoneKey } from './state.js';
import type { Ctx } from './context.js';
import { emit } from './context.js';
import { cardEvent, moveCard } from './moves.js';
import { publicEvent } from './events.js';
import type { AbilityEnv } from './abilities/vocabulary.js';

export type DamageTarget = { card: string } | { player: PlayerIndex };

/** Counter name used for damage on cards. */
export const DAMAGE = 'damage';

/** Deals damage. 0 or less deals nothing (SVE 1.3.2.2, GBF 9-2-1-3-1, PSO2 103.2.1.2). Returns the amount dealt. */
export function dealDamage(ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null = null): number {
  if (!(amount > 0)) return 0;
  if ('card' in target && !ctx.state.cards[target.card]) return 0;
  const hook = ctx.def.hooks?.dealDamage;
  let dealt = amount;
  if (hook) dealt = hook(ctx, target, amount, env);
  else if ('card' in target) {
    const c = ctx.state.cards[target.card]!;
    c.counters[DAMAGE] = (c.counters[DAMAGE] ?? 0) + amount;
  } else {
    const life = ctx.def.roles.life ?? 'life';
    const p = ctx.state.players[target.player]!;
    p.counters[life] = (p.counters[life] ?? 0) - amount;
  }
  if (dealt > 0) {
    const payload: JsonObject = { ...target, amount: dealt, source: env?.source ?? null };
    emit(ctx, 'card' in target && ctx.state.cards[target.card] ? cardEvent(ctx.state, 'damage', [target.card], payload, null) : publicEvent('damage', payload));
  }
  return dealt;
}

/** Heals: removes damage counters (never below 0) or adds life. Returns the amount healed. */
export function heal(ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null = null): number {
  if (!(amount > 0)) return 0;
  if ('card' in target && !ctx.state.cards[target.card]) return 0;
  const hook = ctx.def.hooks?.heal;
  let healed = amount;
  if (hook) healed = hook(ctx, target, amount, env);
  else if ('card' in target) {
    const c = ctx.state.cards[target.card]!;
    const before = c.counters[DAMAGE] ?? 0;
    healed = Math.min(before, amount);
    if (before - healed > 0) c.counters[DAMAGE] = before - healed;
    else delete c.counters[DAMAGE];
  } else {
    const life = ctx.def.roles.life ?? 'life';
    const p = ctx.state.players[target.player]!;
    p.counters[life] = (p.counters[life] ?? 0) + amount;
  }
  if (healed > 0) emit(ctx, publicEvent('healed', { ...target, amount: healed, source: env?.source ?? null }));
  return healed;
}

/** Destroys a card: by default, to its owner's discard-role zone with reason `destroy` (SVE 5.6.1). */
export function destroy(ctx: Ctx, card: string, env: AbilityEnv | null = null): string | null {
  const c = ctx.state.cards[card];
  if (!c) return null;
  const hook = ctx.def.hooks?.destroy;
  if (hook) return hook(ctx, card, env);
  return moveCard(ctx, card, zoneKey(ctx.def.roles.discard, c.owner), { reason: 'destroy', by: env?.controller ?? null });
}
