/**
 * The turn player's main phase (C-7 (3)): every action of the seed, in any order, as often as possible —
 * generate cost in advance (C-9), call characters (S1), tag-ize (S2), equip items (S3), play battle cards
 * (S4), field cards (D-12), instants (S6), special abilities (S7), challenge to a battle (S8), discard own
 * battle cards (S9), discard from hand (S10-3) — or end the phase (`endPhase`, a pass: D-23 (2)).
 */
import { moveCard, type Action, type Ctx, type GameState, type PlayerIndex } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { cardsIn, kindOf, zk } from '../state.js';
import { generateCostOptions } from '../rules/cost.js';
import { quickActions } from './quick.js';
import { battleCardPlays, characterPlayable, equipActions, fieldPlayable, tagPlays } from './play.js';
import { canDeclareBattle } from './battle.js';

export function mainActions(state: GameState, player: PlayerIndex): Action[] {
  const out: Action[] = [];
  const hand = cardsIn(state, Z.hand, player);
  for (const id of hand) {
    switch (kindOf(state, id)) {
      case KIND.character:
        if (characterPlayable(state, player, id)) out.push({ type: 'playCharacter', player, card: id });
        break;
      case KIND.tag:
        out.push(...tagPlays(state, player, id)); // D-27: main phase (both values)
        break;
      case KIND.item:
        out.push(...equipActions(state, player, id)); // S3-7: only the turn player's main phase
        break;
      case KIND.battle:
        out.push(...battleCardPlays(state, player, id));
        break;
      case KIND.field:
        if (fieldPlayable(state, player, id)) out.push({ type: 'playField', player, card: id });
        break;
      default:
        break;
    }
  }
  out.push(...quickActions(state, player, 'main'));
  if (canDeclareBattle(state, player)) out.push({ type: 'declareBattle', player });
  for (const id of cardsIn(state, Z.battleCards, player)) out.push({ type: 'discardBattleCard', player, card: id }); // S9-1
  out.push(...generateCostOptions(state, player)); // C-9
  for (const id of hand) out.push({ type: 'discardFromHand', player, card: id }); // S10-3
  out.push({ type: 'endPhase', player });
  return out;
}

/** S10-3: discard a card from hand in your main phase (not an action: D-23 (4)). */
export function discardFromHand(ctx: Ctx, player: PlayerIndex, card: string): void {
  moveCard(ctx, card, zk(Z.discard, player), { reason: 'discard', by: player });
}
