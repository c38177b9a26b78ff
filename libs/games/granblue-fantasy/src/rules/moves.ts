/**
 * After every move (the kernel's afterMove hook):
 *  - 10-17-1-1: a summon card put from the deck into the crystal area is trigger-activated (start phase 6-2-7 or an
 *    effect such as 「デッキの一番上のカードを宝晶石にする」); it stays a crystal;
 *  - a level card whose crew member left by a way that bypassed the level-card replacement (none of the GBF effects
 *    do; a kernel cost such as `sacrificeSelf` of a limit-broken crew member could) is put into its owner's ougi gauge,
 *    so no level card is ever left without its crew member (3-6-3-1).
 */
import { moveCards, type Ctx } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, kindOf, zk } from '../state.js';
import { triggerActivate } from '../keywords/summon.js';

export function afterMoveHook(ctx: Ctx, moved: { cards: string[]; prev: string[]; from?: string[]; to: string; reason: string | null }): void {
  const state = ctx.state;
  const dest = state.zones[moved.to];
  if (!dest) return;
  if (dest.name === Z.crystal) {
    moved.cards.forEach((id, i) => {
      const from = moved.from?.[i];
      if (from && state.zones[from]?.name === Z.deck && state.cards[id] && kindOf(state, id) === 'summon') triggerActivate(ctx, id, dest.owner!, 'crystal');
    });
  }
  for (const p of state.players) {
    const orphans = cardsIn(state, Z.level, p.index).filter((id) => state.cards[id]!.attachedTo === null);
    if (orphans.length > 0) moveCards(ctx, orphans, zk(Z.ougi, p.index), { face: 'up', reason: 'levelCard', by: null });
  }
}
