/**
 * Paying energy (R4U 5.14): choose that many standing cards of your energy area (partners included) and rest
 * them at the same time; when fewer can be chosen the payment cannot be made (5.14.1.1). Used by the
 * `r4u.energy` cost, playing a character (option `r4uPlayCost`), moving Entry → member (7.4.2.2).
 */
import type { Ctx, Frame, GameState, PlayerIndex } from '../../../../engine/src/index.js';
import { answerOf, ask, cardsIn, setTapped } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';

export function standingEnergy(state: GameState, p: PlayerIndex): string[] {
  return cardsIn(state, Z.energy, p).filter((id) => !state.cards[id]!.tapped);
}

export function canPayEnergy(state: GameState, p: PlayerIndex, n: number): boolean {
  return n <= 0 || standingEnergy(state, p).length >= n;
}

/**
 * Pays `n` energy for `p` in frame `f`: returns true when paid, false when it asked which cards (the frame is
 * re-run with the answer). When the standing cards are exactly `n` there is nothing to choose.
 */
export function payEnergy(ctx: Ctx, f: Frame, p: PlayerIndex, n: number): boolean {
  if (n <= 0) return true;
  const standing = standingEnergy(ctx.state, p);
  const a = answerOf<{ cards: string[] }>(f);
  if (a) {
    setTapped(ctx, a.cards.filter((id) => ctx.state.cards[id] && !ctx.state.cards[id]!.tapped), true, 'cost');
    return true;
  }
  if (standing.length <= n) {
    setTapped(ctx, standing, true, 'cost');
    return true;
  }
  ask(ctx, f, { player: p, kind: 'chooseCards', prompt: `Pay ${n} energy: choose standing energy cards to rest`, rule: 'R4U 5.14.1', candidates: standing, min: n, max: n });
  return false;
}
