/**
 * Summons (召喚石, GBF 2-11-2-3). The card's effect is its `spell` ability; a usage condition (条件, 6-3-1-2-3-1) is
 * the ability's `condition`; an optional 〔cost〕 its `cost` (gap: the rules never show either format).
 *  - Activation from hand (6-3-1-2-3, 7-2-1-3-4, 7-3-1-2-2), in the order 8-6-2: reveal (8-6-2-1), the condition must
 *    hold (6-3-1-2-3-1), pay the cost (8-6-2-3), put the card into the ougi gauge (6-3-1-2-3-2) and resolve (8-6-2-4).
 *  - Trigger activation (トリガー発動, 10-17): activated ignoring its condition (and cost) when it is put from the deck into
 *    the crystal area (10-17-1-1: it stays a crystal) or, optionally, when an armor break turns it face up and it is put
 *    into the ougi gauge (10-17-1-2). When it resolves: option gbfTriggerActivation ('immediate' / 'checkpoint').
 */
import {
  cardEvent, emit, moveCard, newId, push, resolveEffect, reveal, tick, type Ability, type AbilityEnv, type ConditionNode, type CostNode, type Ctx,
  type EffectNode, type Frame, type PlayerIndex, type Reader, testCondition,
} from '../../../../engine/src/index.js';
import { EV, Z } from '../constants.js';
import { optionOf } from '../options.js';
import { cardsIn, kindOf, zk, zoneNameOf } from '../state.js';

/** Index of a card's summon effect (its `spell` ability), or -1. */
export function spellIndex(r: Reader, card: string): number {
  const c = r.state.cards[card];
  return c ? (r.state.catalog[c.cardId]?.abilities.findIndex((a) => a.kind === 'spell') ?? -1) : -1;
}

function spellOf(r: Reader, card: string): Ability | null {
  const i = spellIndex(r, card);
  return i < 0 ? null : r.state.catalog[r.state.cards[card]!.cardId]!.abilities[i]!;
}

const envFor = (r: Reader, player: PlayerIndex, card: string, scope: string | null): AbilityEnv => ({
  controller: player, source: card, sourceCardId: r.state.cards[card]?.cardId ?? null, scope, event: null,
});

/** 6-3-1-2-3: a summon card in `player`'s hand that can be activated now (condition 6-3-1-2-3-1, cost 8-4-2-4). */
export function canSummon(ctx: Ctx, player: PlayerIndex, card: string): boolean {
  if (kindOf(ctx.state, card) !== 'summon' || zoneNameOf(ctx.state, card) !== Z.hand) return false;
  const spell = spellOf(ctx, card);
  if (!spell) return false;
  const env = envFor(ctx, player, card, null);
  if (spell.condition && !testCondition(ctx, spell.condition as ConditionNode, env)) return false;
  return ((spell.cost as CostNode[] | undefined) ?? []).every((c) => ctx.vocab.costs[c.type]?.canPay(ctx, c, env) === true);
}

export function summonableCards(ctx: Ctx, player: PlayerIndex): string[] {
  return cardsIn(ctx.state, Z.hand, player).filter((id) => canSummon(ctx, player, id));
}

/** Op `summon` {player, card}: activation from hand (8-6-2: reveal, cost, into the gauge, resolve). */
export function summonOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const card = f.card as string;
  const spell = spellOf(ctx, card)!;
  reveal(ctx, [card], 'all'); // 8-6-2-1
  const scope = newId(ctx.state, 's');
  ctx.state.scopes[scope] = {};
  const env = envFor(ctx, player, card, scope);
  const costs = (spell.cost as CostNode[] | undefined) ?? [];
  push(ctx, ...costs.map((cost) => ({ op: '$payCost', cost, env })), { op: 'summonResolve', player, card, scope, how: 'hand' }, { op: '$endScope', scope });
}

/** Op `summonResolve` {player, card, scope, how}: from hand into the ougi gauge first (6-3-1-2-3-2), then the effect resolves. */
export function summonResolveOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  let card = f.card as string;
  if (!ctx.state.cards[card]) return;
  const spell = spellOf(ctx, card);
  if (!spell) return;
  if (f.how === 'hand') card = moveCard(ctx, card, zk(Z.ougi, player), { face: 'up', reason: 'summon', by: player });
  const c = ctx.state.cards[card]!;
  emit(ctx, cardEvent(ctx.state, EV.summoned, [card], { card, cardId: c.cardId, player, how: f.how as string, rule: f.how === 'hand' ? 'GBF 6-3-1-2-3' : f.how === 'armor' ? 'GBF 10-17-1-2' : 'GBF 10-17-1-1' }, null));
  resolveEffect(ctx, spell.effect as EffectNode, envFor(ctx, player, card, (f.scope as string | null) ?? null));
}

/**
 * 10-17-1: trigger activation of a summon card where it is (`how`: 'crystal' 10-17-1-1, it stays in the crystal area;
 * 'armor' 10-17-1-2, the armor break put it into the gauge first). Condition and cost are ignored.
 */
export function triggerActivate(ctx: Ctx, card: string, player: PlayerIndex, how: 'crystal' | 'armor'): void {
  const index = spellIndex(ctx, card);
  if (index < 0) return;
  if (optionOf(ctx.state, 'gbfTriggerActivation') === 'checkpoint') {
    ctx.state.pending.push({
      id: newId(ctx.state, 't'), controller: player, source: card, sourceCardId: ctx.state.cards[card]!.cardId, ability: index,
      event: { type: 'gbf.triggerActivation', card, how }, timestamp: tick(ctx.state),
    });
    return;
  }
  push(ctx, { op: 'summonResolve', player, card, scope: null, how });
}

/** Resolves a pending trigger activation (option gbfTriggerActivation 'checkpoint'), from the checkpoint. */
export function resolvePendingSummon(ctx: Ctx, card: string | null, player: PlayerIndex): void {
  if (card === null || !ctx.state.cards[card]) return; // 8-7-6: impossible once the card is gone
  push(ctx, { op: 'summonResolve', player, card, scope: null, how: 'pending' });
}
