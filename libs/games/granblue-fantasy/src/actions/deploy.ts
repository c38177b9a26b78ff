/**
 * Deploying (登場, GBF 10-2): putting a card from anywhere else onto the top of the captain area or into the crew
 * area — every way except job change and limit break (10-2-2): the main-phase action (6-3-1-2-1), armor break
 * (9-4-2-3-2-1), crew replenishment (9-4-3-3-1), the opening captain (5-2-1-7) and effects (`gbf.deploy`). The card
 * enters active unless stated otherwise (3-5-1-1, 3-6-1-1) and its 「登場時」 abilities trigger (event gbf.deployed).
 * The restrictions (10-2-3) are checked by the callers (rules/restrictions.ts).
 */
import { cardEvent, emit, moveCard, type Ctx, type Frame, type PlayerIndex } from '../../../../engine/src/index.js';
import { EV, Z } from '../constants.js';
import { zk, zoneNameOf } from '../state.js';

export function deployCard(ctx: Ctx, card: string, player: PlayerIndex, area: 'crew' | 'captain', opts: { rested?: boolean; rule: string }): string {
  const from = zoneNameOf(ctx.state, card);
  const id = moveCard(ctx, card, zk(area === 'crew' ? Z.crew : Z.captain, player), { face: 'up', tapped: opts.rested === true, reason: 'deploy', by: player });
  const c = ctx.state.cards[id]!;
  emit(ctx, cardEvent(ctx.state, EV.deployed, [id], { card: id, cardId: c.cardId, player, from, area, rested: opts.rested === true, rule: opts.rule }, null));
  return id;
}

/** Op `deploy` {player, card}: 6-3-1-2-1 the main-phase deployment of a crew card from hand (checked by the legal list). */
export function deployOp(ctx: Ctx, f: Frame): void {
  deployCard(ctx, f.card as string, f.player as number, 'crew', { rule: 'GBF 6-3-1-2-1' });
}
