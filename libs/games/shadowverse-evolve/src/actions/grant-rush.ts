/**
 * Sealed format (付録B B-1), main-phase action 「突進の付与」 (B-1 8.5.1 / 8.5.1.1). Only with the game option
 * `format: 'sealed'`.
 *
 * 8.5.1: during your main phase, if this turn you have played neither an evolve ability (12.1.2.1) nor an
 * evolve-equivalent ability (8.3.2 — the same per-turn bookkeeping as 8.3.2.1, player flag `evolveTurn`),
 * pay 1 PP and turn 1 face-down card of your evolve deck face up: 1 of your followers gets 【突進】. Then,
 * this turn, you cannot do this action again, play evolve abilities, or play 食事 abilities (player flag
 * `rushGrantTurn`, read by `rushGrantedThisTurn`, evolve-rules.ts).
 * 8.5.1.1: the 1 PP may be paid with 1 EP instead (a separate action).
 *
 * Action (one per follower × face-down evolve card (one per catalog id) × payment):
 *   {type:'grantRush', player, follower, evolveCard, ep}
 * Readings: 「エボルヴデッキの裏向きのカード」 is any face-down card of the evolve deck (no name match); the
 * 【突進】 has no stated duration, so it lasts while the follower stays on the field (a new object after
 * leaving it, 4.1.4) — as 出走's 【突進】 (14.2.3.1).
 */
import {
  addEffect, emit, publicEvent,
  type Action, type Ctx, type Frame, type GameState, type Reader,
} from '../../../../engine/src/index.js';
import { C, K, Z } from '../constants.js';
import { cardsIn, counter, isFollower, readerOf, zoneNameOf } from '../state.js';
import { evolveLimitReached, rushGrantedThisTurn } from './evolve-rules.js';

/** The game is played under the sealed rules (option `format`, 付録B B-1). */
export function sealedGame(state: GameState): boolean {
  return state.options.format === 'sealed';
}

/** Face-down cards of a player's evolve deck, one per catalog id (B-1 8.5.1). */
export function faceDownEvolveCards(state: GameState, player: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of cardsIn(state, Z.evolveDeck, player)) {
    const c = state.cards[id]!;
    if (c.face !== 'down' || seen.has(c.cardId)) continue;
    seen.add(c.cardId);
    out.push(id);
  }
  return out;
}

/** Payment variants (B-1 8.5.1 1 PP; 8.5.1.1 1 EP instead): `ep` flags that can be paid. */
function payments(state: GameState, player: number): boolean[] {
  const out: boolean[] = [];
  if (counter(state, player, C.pp) >= 1) out.push(false);
  if (counter(state, player, C.ep) >= 1) out.push(true);
  return out;
}

/** Whether 「突進の付与」 may be done now by `player` apart from the follower / card / payment choice. */
export function grantRushOpen(r: Reader, player: number): boolean {
  const s = r.state;
  if (!sealedGame(s) || s.turn.active !== player || s.turn.phase !== 'main') return false;
  return !evolveLimitReached(r, player) && !rushGrantedThisTurn(r, player); // B-1 8.5.1
}

/** The `grantRush` actions of the TP's main phase (B-1 8.5.1). */
export function grantRushActions(state: GameState, player: number): Action[] {
  const r = readerOf(state);
  if (!grantRushOpen(r, player)) return [];
  const pays = payments(state, player);
  const cards = faceDownEvolveCards(state, player);
  const followers = cardsIn(state, Z.field, player).filter((id) => isFollower(state, id));
  const out: Action[] = [];
  for (const follower of followers) for (const evolveCard of cards) for (const ep of pays) out.push({ type: 'grantRush', player, follower, evolveCard, ep });
  return out;
}

/** Op `grantRush` {player, follower, evolveCard, ep}: B-1 8.5.1 — pay, turn the card face up, grant 【突進】. */
export function grantRushOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  const follower = f.follower as string;
  const evolveCard = f.evolveCard as string;
  const me = s.players[player]!;
  if (f.ep === true) me.counters[C.ep] = counter(s, player, C.ep) - 1; // 8.5.1.1
  else me.counters[C.pp] = counter(s, player, C.pp) - 1;
  s.cards[evolveCard]!.face = 'up'; // face up in the evolve deck: public (4.6.3)
  me.flags.rushGrantTurn = s.turn.number; // no second grant, evolve or 食事 this turn
  if (zoneNameOf(s, follower) === Z.field) {
    addEffect(ctx, {
      source: null, sourceCardId: null, controller: player, targets: [follower], player: null,
      modifier: { type: 'keyword', keyword: K.rush, grant: true, value: null }, duration: 'permanent',
    });
  }
  emit(ctx, publicEvent('sve.rushGranted', { player, follower, evolveCard, cardId: s.cards[evolveCard]!.cardId, ep: f.ep === true, rule: 'SVE B-1 8.5.1' }));
}
