/**
 * Interrupt-type rule processing (GBF 9-2), run the moment it happens:
 *  - 9-2-1 damage processing: only for 1 or more damage (9-2-1-2); 9-2-1-3-1 a value of 0 or less stops it
 *    BEFORE increases; 9-2-1-3-2 all increases (the receiving card's `damageTakenPlus`, the sources'
 *    `damageDealtPlus`); 9-2-1-3-3 all reductions (`damageTakenMinus`); 9-2-1-3-4 the damage is dealt;
 *    9-2-1-3-5 a crew member that took damage ≥ its HP is defeated; 9-2-1-3-6 a captain that took damage ≥ its HP
 *    breaks an armor (queued for the next checkpoint, 9-4-2) or, without armor, is defeated (9-4-1-3-1).
 *    Damage does not stay on a card (option gbfDamage 'per-event', default) unless gbfDamage is 'accumulate-turn';
 *  - 9-2-2 crew defeat processing: the defeated crew card goes to its owner's ougi gauge (reason `destroy`: the
 *    kernel trigger `onDestroyed` is 「戦闘不能になった時」), which starts a crew replenishment (9-4-3-2); several at
 *    once: the turn player's first (9-2-2-1-1);
 *  - 9-2-3 level-card replacement: rules/leave.ts.
 * Card effects reach this through the kernel hooks: `damage` → dealDamage, `destroy` (戦闘不能にする) → destroy.
 */
import { cardEvent, emit, publicEvent, push, type AbilityEnv, type Ctx, type Frame, type PlayerIndex } from '../../../../engine/src/index.js';
import { DAMAGE_COUNTER, EV, STAT, Z } from '../constants.js';
import { optionOf } from '../options.js';
import { cardsIn, gbf, isPresent, kindOf, turnPlayer, zoneNameOf } from '../state.js';
import { currentHp, damageModifier } from './stats.js';
import { leaveCrewArea } from './leave.js';
import { defeatReplacements } from './replacement.js';

export interface DamageSource {
  /** The card(s) the damage comes from (4-9): attacking cards (4-9-1-1) or the effect's card (4-9-1-2); [] for none. */
  sources: string[];
  /** Who caused it (the effect's master or the turn player), for events. */
  by: PlayerIndex | null;
  /** 'battle' | 'effect' | 'chainBurst'. */
  kind: string;
}

/** GBF 9-2-1: deals `amount` damage to a present captain or crew member. Returns the damage dealt (0: none). */
export function dealGbfDamage(ctx: Ctx, target: string, amount: number, src: DamageSource): number {
  const state = ctx.state;
  if (!(amount > 0) || !isPresent(state, target)) return 0; // 9-2-1-2, 9-2-1-3-1: checked before any increase
  const live = src.sources.filter((id) => state.cards[id] !== undefined);
  let value = amount + damageModifier(ctx, target, STAT.damageTakenPlus); // 9-2-1-3-2
  for (const s of live) value += damageModifier(ctx, s, STAT.damageDealtPlus);
  value -= damageModifier(ctx, target, STAT.damageTakenMinus); // 9-2-1-3-3
  if (value <= 0) return 0;
  const card = state.cards[target]!;
  emit(ctx, cardEvent(state, 'damage', [target], { card: target, amount: value, source: live[0] ?? null, sources: live, by: src.by, kind: src.kind }, null)); // 9-2-1-3-4
  let taken = value;
  if (optionOf(state, 'gbfDamage') === 'accumulate-turn') {
    taken = (card.counters[DAMAGE_COUNTER] ?? 0) + value;
    card.counters[DAMAGE_COUNTER] = taken;
  }
  if (taken < currentHp(ctx, target)) return value;
  if (kindOf(state, target) === 'crew') queueCrewDefeat(ctx, target, 'damage'); // 9-2-1-3-5
  else captainHit(ctx, card.controller); // 9-2-1-3-6
  return value;
}

/**
 * 9-2-1-3-6 / 9-4-2-2 / 9-4-1-3-1: a captain took damage ≥ its HP. With armor an armor break is queued (check-type,
 * 9-4-2); without, the captain is defeated (the loss comes at the next checkpoint, 9-4-1). Option gbfArmorShortfall.
 */
export function captainHit(ctx: Ctx, p: PlayerIndex): void {
  const due = gbf(ctx.state).due[p]!;
  const armor = cardsIn(ctx.state, Z.armor, p).length;
  const captain = cardsIn(ctx.state, Z.captain, p)[0];
  if (captain && optionOf(ctx.state, 'gbfDamage') === 'accumulate-turn') delete ctx.state.cards[captain]!.counters[DAMAGE_COUNTER];
  if (armor > 0 && !(optionOf(ctx.state, 'gbfArmorShortfall') === 'defeat' && due.armorBreaks >= armor)) {
    due.armorBreaks += 1;
    emit(ctx, publicEvent('gbf.armorBreakDue', { player: p, due: due.armorBreaks, rule: 'GBF 9-2-1-3-6' }));
    return;
  }
  if (!due.captainDefeated) {
    due.captainDefeated = true;
    emit(ctx, publicEvent(EV.defeated, { player: p, card: captain ?? null, captain: true, rule: 'GBF 9-4-1-3-1' }));
  }
}

/**
 * 9-2-2-2: a crew member is to be defeated (damage ≥ HP, or a 「戦闘不能にする」 effect). The processing runs right
 * after the current instruction (one `crewDefeats` frame collects the defeats of the same instruction, so several at
 * once are processed together, the turn player's first: 9-2-2-1-1).
 */
export function queueCrewDefeat(ctx: Ctx, card: string, why: string): void {
  const top = ctx.state.stack[ctx.state.stack.length - 1];
  if (top && top.op === 'crewDefeats' && !top.answer) {
    const cards = top.cards as string[];
    if (!cards.includes(card)) cards.push(card);
    return;
  }
  push(ctx, { op: 'crewDefeats', cards: [card], why });
}

/** Op `crewDefeats` {cards}: 9-2-2-3-1 each still-present card to its owner's gauge (TP's first, 9-2-2-1-1). */
export function crewDefeatsOp(ctx: Ctx, f: Frame): void {
  const state = ctx.state;
  const tp = turnPlayer(state);
  const cards = (f.cards as string[]).filter((id) => state.cards[id] && zoneNameOf(state, id) === Z.crew);
  if (cards.length === 0) return;
  const order = [...cards.filter((id) => state.cards[id]!.controller === tp), ...cards.filter((id) => state.cards[id]!.controller !== tp)];
  const owners = new Map(order.map((id) => [id, state.cards[id]!.controller]));
  // card replacement effects first (8-10; rules/replacement.ts), one card at a time, in the same order
  const replaced = order.filter((id) => defeatReplacements(ctx, id).length > 0);
  const plain = order.filter((id) => !replaced.includes(id));
  for (const id of plain) emit(ctx, cardEvent(state, EV.defeated, [id], { card: id, cardId: state.cards[id]!.cardId, player: owners.get(id)!, rule: 'GBF 9-2-2' }, null));
  push(ctx, ...replaced.map((card) => ({ op: 'replaceDefeat', card })));
  if (plain.length > 0) leaveCrewArea(ctx, plain, 'gauge', { reason: 'destroy', by: null, defeat: true });
}

/** Hook `destroy` (戦闘不能にする): crew → 9-2-2; captain → 9-4-1-3-1 (with armor: option gbfDefeatCaptainWithArmor). */
export function destroyHook(ctx: Ctx, card: string, _env: AbilityEnv | null): string | null {
  const state = ctx.state;
  if (!isPresent(state, card)) return null;
  if (kindOf(state, card) === 'crew') {
    queueCrewDefeat(ctx, card, 'effect');
    return null;
  }
  const p = state.cards[card]!.controller;
  if (cardsIn(state, Z.armor, p).length === 0) captainHit(ctx, p);
  else if (optionOf(state, 'gbfDefeatCaptainWithArmor') === 'armor-break') captainHit(ctx, p);
  return null;
}

/** Hook `dealDamage`: effect damage (4-9-1-2: the effect's card is the source). Emits its own event, so returns 0. */
export function damageHook(ctx: Ctx, target: { card: string } | { player: PlayerIndex }, amount: number, env: AbilityEnv | null): number {
  if (!('card' in target)) return 0; // GBF deals damage to cards only
  dealGbfDamage(ctx, target.card, amount, { sources: env?.source ? [env.source] : [], by: env?.controller ?? null, kind: 'effect' });
  return 0;
}
