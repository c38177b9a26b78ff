/**
 * Costs (PSO2 209): PP payment and the colour requirement.
 * - 209.1.1: playing a card from hand costs its printed cost: turn that many ON PP cards OFF (215.1.3).
 * - 209.1.2 / 209.1.2.1: a coloured card needs at least one card of its colour in PP, even at cost 0; the card of
 *   that colour need not be one of those turned OFF. OFF PP cards count (option pso2OffPpCountsForColour); a
 *   face-down PP card has no visible colour (option pso2FaceDownPpColour).
 * - 209.1.3: ability costs ①… are PP of any colour.
 * - 404.5: a face-down PP card that is turned OFF goes to the bottom of its owner's deck.
 */
import type { Ctx, Frame, GameState, PlayerIndex } from '../../../../engine/src/index.js';
import { answerOf, ask, moveCards, setTapped, zoneKey } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { opts } from '../options.js';
import { colorsOfCard, playerCard } from '../state.js';

export function ppCards(state: GameState, p: PlayerIndex): string[] {
  return state.zones[zoneKey(Z.pp, p)]?.cards ?? [];
}

export function onPpCards(state: GameState, p: PlayerIndex): string[] {
  return ppCards(state, p).filter((id) => !state.cards[id]!.tapped);
}

/** 209.1.2: the colours present in a player's PP. */
export function ppColours(state: GameState, p: PlayerIndex): Set<string> {
  const o = opts(state);
  const out = new Set<string>();
  for (const id of ppCards(state, p)) {
    const c = state.cards[id]!;
    if (c.tapped && o.pso2OffPpCountsForColour === false) continue;
    if (c.face === 'down') {
      if (o.pso2FaceDownPpColour === 'playerCard') {
        const pc = playerCard(state, p);
        if (pc) for (const col of colorsOfCard(state, pc)) out.add(col);
      }
      continue;
    }
    for (const col of colorsOfCard(state, id)) out.add(col);
  }
  return out;
}

/** 209.1.2, 209.1.2.1: can `p` meet the colour requirement of card `id` (every colour it has; white needs none)? */
export function colourRequirementMet(state: GameState, p: PlayerIndex, id: string): boolean {
  const need = colorsOfCard(state, id);
  if (need.length === 0) return true;
  const have = ppColours(state, p);
  return need.every((c) => have.has(c));
}

/**
 * Pays `amount` PP: the player chooses which ON PP cards to turn OFF (a decision unless the choice is forced).
 * Returns false while asking (the frame is re-run with the answer), true once paid.
 */
export function payPpCost(ctx: Ctx, frame: Frame, player: PlayerIndex, amount: number): boolean {
  if (amount <= 0) return true;
  const a = answerOf<{ cards: string[] }>(frame);
  if (!a) {
    ask(ctx, frame, {
      player,
      kind: 'chooseCards',
      prompt: `Turn ${amount} ON PP card(s) OFF to pay the cost`,
      rule: 'PSO2 209.1.1',
      candidates: onPpCards(ctx.state, player),
      min: amount,
      max: amount,
    });
    return false;
  }
  turnPpOff(ctx, player, a.cards);
  return true;
}

/** 215.1.3 used PP becomes OFF; 404.5 a face-down one goes to the bottom of the deck (raising HP, 201.3). */
export function turnPpOff(ctx: Ctx, player: PlayerIndex, ids: readonly string[]): void {
  setTapped(ctx, ids, true, 'cost');
  sweepFaceDownPp(ctx, player);
}

/** 404.5: every face-down OFF PP card of `player` goes to the bottom of the deck. True when one moved. */
export function sweepFaceDownPp(ctx: Ctx, player: PlayerIndex): boolean {
  const down = ppCards(ctx.state, player).filter((id) => ctx.state.cards[id]!.face === 'down' && ctx.state.cards[id]!.tapped);
  if (down.length === 0) return false;
  moveCards(ctx, down, zoneKey(Z.deck, player), { position: 'bottom', reason: 'pp', by: player });
  return true;
}
