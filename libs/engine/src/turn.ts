/**
 * Turn cursor and game end. Games decide *when* (their turn structure is their ops); these helpers
 * keep the bookkeeping uniform: turn number, active player, per-turn usage, duration expiry, the
 * phase events triggers listen to, and the result.
 */
import type { GameResult, PlayerIndex } from './state.js';
import type { Ctx } from './context.js';
import { emit } from './context.js';
import { publicEvent } from './events.js';
import { expire } from './effects.js';

/** Begins a turn: number+1, active player, per-turn usage cleared, "until your next turn" effects end. */
export function startTurn(ctx: Ctx, player: PlayerIndex): void {
  const s = ctx.state;
  s.turn.number += 1;
  s.turn.active = player;
  s.turn.step = null;
  s.usage = {};
  expire(ctx, 'startOfTurn', player);
  emit(ctx, publicEvent('turnStart', { player, number: s.turn.number }));
}

/** Ends a turn: "until end of turn" effects end (unless `expireEffects` is false) and `turnEnd` fires. */
export function endTurn(ctx: Ctx, expireEffects = true): void {
  if (expireEffects) expire(ctx, 'endOfTurn');
  emit(ctx, publicEvent('turnEnd', { player: ctx.state.turn.active, number: ctx.state.turn.number }));
}

/** Moves the cursor to a phase/step and emits `phase` (which `onPhase` triggers read). */
export function setPhase(ctx: Ctx, phase: string, step: string | null = null): void {
  ctx.state.turn.phase = phase;
  ctx.state.turn.step = step;
  emit(ctx, publicEvent('phase', { phase, step, player: ctx.state.turn.active }));
}

/**
 * Players lose (at once). When at most one player is left the game ends: the survivor wins;
 * nobody left means a draw (SVE 1.2.2, GBF 1-2-3; R4U 1.2.3.1 "nobody wins" is reported as draw).
 */
export function lose(ctx: Ctx, players: readonly PlayerIndex[], reason: string, rule: string | null = null): void {
  const s = ctx.state;
  if (s.result) return;
  const fresh = [...new Set(players)].filter((p) => s.players[p] && !s.players[p]!.lost);
  if (fresh.length === 0) return;
  for (const p of fresh) {
    s.players[p]!.lost = true;
    emit(ctx, publicEvent('lost', { player: p, reason, rule }));
  }
  const left = s.players.filter((p) => !p.lost).map((p) => p.index);
  if (left.length > 1) ctx.def.hooks?.playerLeft?.(ctx, fresh); // the game goes on without them (definition.ts)
  if (left.length <= 1 && !s.result) {
    endGame(ctx, {
      winners: left,
      losers: s.players.filter((p) => p.lost).map((p) => p.index),
      draw: left.length === 0,
      reason,
      rule,
    });
  }
}

/** Ends the game with a result (a card's "you win" effect, loop draws, ...). */
export function endGame(ctx: Ctx, result: GameResult): void {
  const s = ctx.state;
  if (s.result) return;
  s.result = { ...result, winners: [...result.winners], losers: [...result.losers] };
  for (const p of s.players) if (!result.winners.includes(p.index) && !result.draw) p.lost = true;
  s.decision = null;
  s.stack = [];
  s.pending = [];
  s.scopes = {};
  if (!ctx.quiet) ctx.events.push(publicEvent('gameOver', { ...s.result }));
}
