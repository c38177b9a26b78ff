/**
 * Damage (PSO2 212-214, 201.4, 213.3) and KO (301.4).
 * - 201.3 / 201.4 / 214.2: a player's HP is their deck; damage to a player puts that many cards from the top of
 *   the deck into the discard at the same time (214.2.1: no order). Raid: damage to the boss lowers its ライフ.
 * - 214.3: damage on a character is a counter; printed HP does not change.
 * - 213.2 / 213.3: damage ≥ maximum HP is lethal: the character is KO'd at once, even mid-effect.
 * - 213.3.1 / 213.3.2: damage received this turn while in the front row ≥ half the maximum HP moves it to the
 *   back row; received while in the back row ≥ half KOs it. The rows' damage is counted separately (403.1.4).
 * - 205.5.2 / 506.6.1.2: armor turned OFF reduces damage by its defense (a replacement; rule processing, not an
 *   ability); 「軽減」 effects (stat `damageReduction`) likewise. 103.2.1.2: 0 damage is no damage.
 * - 215.3.1: HP 0 or less by modifications KOs (rule processing, processing.ts).
 */
import type { AbilityEnv, Ctx, DamageTarget, Frame, JsonObject, PlayerIndex } from '../../../../engine/src/index.js';
import { answerOf, ask, emit, endGame, moveCards, moveTogether, publicEvent, setTapped, statOf, zoneKey } from '../../../../engine/src/index.js';
import { C, KIND, STAT, Z } from '../constants.js';
import { opts } from '../options.js';
import { isArmor, isBoss, isPlayerCard, kind, maxHp, pd, playerCard, rowOf, zoneNameOfCard } from '../state.js';
import { setRow, toDiscards } from './field.js';

export interface DamageInfo {
  /** Battle damage (212.2; 302.8 狙撃 and armor option 'battle' read it). */
  battle: boolean;
  /** The card or player that deals it (103.2.2). */
  source: string | null;
}

/** ON armor stacked on a card (205.5.2) that may reduce this damage (option pso2ArmorAgainst). */
export function usableArmor(ctx: Ctx, card: string, battle: boolean): string[] {
  if (!battle && opts(ctx.state).pso2ArmorAgainst === 'battle') return [];
  const host = ctx.state.cards[card];
  if (!host) return [];
  const out: string[] = [];
  for (const id of ctx.state.zones[host.zone]!.cards) {
    const c = ctx.state.cards[id]!;
    if (c.attachedTo === card && !c.tapped && isArmor(ctx.state, id)) out.push(id);
  }
  return out;
}

/** The player a card stands for (a player card / boss card), or null for other cards. */
function playerOf(ctx: Ctx, card: string): PlayerIndex | null {
  return isPlayerCard(ctx.state, card) ? ctx.state.cards[card]!.owner : null;
}

/**
 * The kernel's damage hook (effects' `damage`): with usable armor the controller chooses first, so the damage is
 * dealt by an op (returns 0: the op emits the event); otherwise it is dealt now.
 */
export function dealDamageHook(ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null): number {
  const card = 'card' in target ? target.card : null;
  const info: DamageInfo = { battle: false, source: env?.source ?? null };
  if (card !== null && usableArmor(ctx, card, false).length > 0) {
    ctx.state.stack.push({ op: 'armorDamage', card, amount, info: info as unknown as JsonObject });
    return 0;
  }
  if (card === null) {
    const pc = playerCard(ctx.state, (target as { player: number }).player);
    if (pc && usableArmor(ctx, pc, false).length > 0) {
      ctx.state.stack.push({ op: 'armorDamage', card: pc, amount, info: info as unknown as JsonObject });
      return 0;
    }
    damagePlayer(ctx, (target as { player: number }).player, amount, info);
    return 0;
  }
  applyDamage(ctx, [{ card, amount }], info);
  return 0;
}

/** Op: the controller of a damaged card chooses armors to turn OFF (205.5.2), then the damage is dealt. */
export function armorDamageOp(ctx: Ctx, f: Frame): void {
  const card = f.card as string;
  if (!ctx.state.cards[card]) return;
  const armor = usableArmor(ctx, card, (f.info as unknown as DamageInfo).battle);
  const a = answerOf<{ cards: string[] }>(f);
  if (!a && armor.length > 0) {
    ask(ctx, f, { player: ctx.state.cards[card]!.controller, kind: 'chooseCards', prompt: `Use armor against ${f.amount as number} damage?`, rule: 'PSO2 205.5.2', candidates: armor, min: 0, max: armor.length, data: { card, amount: f.amount as number } });
    return;
  }
  const used = a?.cards ?? [];
  const reduced = useArmor(ctx, used);
  applyDamage(ctx, [{ card, amount: (f.amount as number) - reduced }], f.info as unknown as DamageInfo);
}

/** Turns the chosen armors OFF (215.1.3) and returns the damage they remove (their defense, 205.5.2). */
export function useArmor(ctx: Ctx, armors: readonly string[]): number {
  if (armors.length === 0) return 0;
  const total = armors.reduce((n, id) => n + Math.max(0, statOf(ctx, id, STAT.armor) ?? 0), 0);
  setTapped(ctx, armors, true, 'armor');
  emit(ctx, publicEvent('armorUsed', { cards: [...armors], reduce: total }));
  return total;
}

/** 「軽減」 (a replacement on the damage, 103.4.3): the target's current damage reduction. */
function reduction(ctx: Ctx, card: string): number {
  return Math.max(0, statOf(ctx, card, STAT.reduce) ?? 0);
}

/**
 * Deals damage to cards at the same moment (simultaneous battle damage, 506.6.1; one effect's damage): player cards
 * and the boss card stand for their player; characters get counters, then lethal and the half-HP rules apply
 * (213.3 - 213.3.2). Returns the characters KO'd.
 */
export function applyDamage(ctx: Ctx, hits: ReadonlyArray<{ card: string; amount: number; source?: string | null }>, info: DamageInfo): string[] {
  const chars: Array<{ id: string; amount: number; source: string | null }> = [];
  for (const h of hits) {
    if (!ctx.state.cards[h.card] || ctx.state.result) continue;
    const amount = h.amount - reduction(ctx, h.card);
    if (amount <= 0) continue; // 103.2.1.2
    const p = playerOf(ctx, h.card);
    const src = h.source !== undefined ? h.source : info.source;
    if (p !== null) {
      damagePlayer(ctx, p, amount, { ...info, source: src });
      continue;
    }
    if (kind(ctx.state, h.card) !== KIND.character || zoneNameOfCard(ctx.state, h.card) !== Z.field) continue; // 214.1
    chars.push({ id: h.card, amount, source: src });
  }
  for (const { id, amount, source } of chars) {
    const c = ctx.state.cards[id]!;
    const row = rowOf(ctx.state, id) ?? 'front';
    c.counters[C.damage] = (c.counters[C.damage] ?? 0) + amount;
    const mem = row === 'front' ? C.damageFront : C.damageBack;
    c.counters[mem] = (c.counters[mem] ?? 0) + amount;
    emit(ctx, publicEvent('damage', { card: id, amount, source, battle: info.battle, row }));
  }
  const ko: string[] = [];
  for (const id of [...new Set(chars.map((x) => x.id))]) {
    const c = ctx.state.cards[id];
    if (!c) continue;
    const hp = maxHp(ctx, id);
    if ((c.counters[C.damage] ?? 0) >= hp) ko.push(id); // 213.2 / 213.3
    else if (rowOf(ctx.state, id) === 'back' && 2 * (c.counters[C.damageBack] ?? 0) >= hp) ko.push(id); // 213.3.2
    else if (rowOf(ctx.state, id) === 'front' && 2 * (c.counters[C.damageFront] ?? 0) >= hp) setRow(ctx, id, 'back', 'PSO2 213.3.1');
  }
  if (ko.length > 0) knockOut(ctx, ko);
  return ko;
}

/** 301.4 戦闘不能: field characters are destroyed and put in their owners' discards (at the same moment). */
export function knockOut(ctx: Ctx, ids: readonly string[]): void {
  const list = ids.filter((id) => ctx.state.cards[id] && zoneNameOfCard(ctx.state, id) === Z.field);
  if (list.length === 0) return;
  emit(ctx, publicEvent('knockedOut', { cards: [...list] }));
  moveTogether(ctx, () => toDiscards(ctx, list, 'destroy'));
}

/** 201.4 / 214.2: mill `amount` cards at once; raid: the boss loses ライフ instead (party wins at 0). */
export function damagePlayer(ctx: Ctx, player: PlayerIndex, amount: number, info: DamageInfo): void {
  if (amount <= 0 || ctx.state.result || ctx.state.players[player]?.lost) return;
  if (isBoss(ctx.state, player)) {
    const counters = ctx.state.players[player]!.counters;
    const before = counters[C.life] ?? 0;
    counters[C.life] = Math.max(0, before - amount);
    emit(ctx, publicEvent('damage', { player, amount, source: info.source, battle: info.battle }));
    if (counters[C.life] === 0) {
      // 協力レイドバトル: the boss's ライフ reaches 0 → the party wins (every party seat, dropped-out ones too)
      const party = pd(ctx.state).party;
      endGame(ctx, { winners: [...party], losers: [player], draw: false, reason: 'boss defeated', rule: 'PSO2 raid' });
    }
    return;
  }
  const deck = ctx.state.zones[zoneKey(Z.deck, player)]!.cards;
  const milled = deck.slice(0, Math.min(amount, deck.length));
  emit(ctx, publicEvent('damage', { player, amount, source: info.source, battle: info.battle }));
  if (milled.length > 0) moveCards(ctx, milled, zoneKey(Z.discard, player), { reason: 'damage', by: null });
}

/** Removes every damage counter of a character (505.2 refresh; 302.9 回復 mode b). */
export function clearDamage(ctx: Ctx, id: string): boolean {
  const c = ctx.state.cards[id];
  if (!c) return false;
  const had = (c.counters[C.damage] ?? 0) > 0 || (c.counters[C.damageFront] ?? 0) > 0 || (c.counters[C.damageBack] ?? 0) > 0;
  delete c.counters[C.damage];
  delete c.counters[C.damageFront];
  delete c.counters[C.damageBack];
  return had;
}

