/**
 * Multiplayer formats (R4U 13) on the same engine: seats, teams, turn order, who is whose opponent (the kernel's
 * `players[p].flags.opponents`, docs/engine.md §1.19), attack targets (13.3, 13.6.6, 13.7.6, 13.8.5, 13.9.5,
 * 13.10.5), who may block (13.6.6.1, 13.7.6.1, 13.8.5.1), and the seat layout of team formats: team A = seats
 * 0..k-1, team B = seats k..2k-1, seen left to right by each team; a team's right player faces the other team's
 * left player (13.8.2.1, 13.9.2.1, 13.10.2.1), so seat A_i faces B_(k-1-i).
 */
import type { GameState, PlayerIndex } from '../../../../engine/src/index.js';
import { EngineError } from '../../../../engine/src/index.js';
import { C, type Mode } from '../constants.js';
import { alive, rd, teamMates } from '../state.js';

export const TEAM_SIZE: Partial<Record<Mode, number>> = { doubleTeam: 2, doubleSeven: 2, tripleTeam: 3, blackjack: 3 };

export const isTeamMode = (m: Mode) => TEAM_SIZE[m] !== undefined;

/** Seat counts per format (13.6.1 / 13.7.1: 3 or more; 13.8.1 / 13.10.1: 2×2; 13.9.1 / 13.10.1: 2×3). */
export function checkSeats(mode: Mode, n: number): void {
  const k = TEAM_SIZE[mode];
  if (mode === 'duel' && n !== 2) throw new EngineError('INVALID_SETUP', `a duel is for 2 players (R4U 1.1.1), got ${n}; choose a multiplayer mode (13)`, 'R4U 1.1.1');
  if ((mode === 'rumble' || mode === 'circle') && n < 3) throw new EngineError('INVALID_SETUP', `${mode} is for 3 or more players (R4U ${mode === 'rumble' ? '13.6.1' : '13.7.1'}), got ${n}`, mode === 'rumble' ? 'R4U 13.6.1' : 'R4U 13.7.1');
  if (k !== undefined && n !== 2 * k) throw new EngineError('INVALID_SETUP', `${mode} is two teams of ${k} (R4U 13.${mode === 'doubleTeam' ? '8' : mode === 'tripleTeam' ? '9' : '10'}.1), got ${n} players`, 'R4U 13.5');
}

export function teamsFor(mode: Mode, n: number): PlayerIndex[][] {
  const k = TEAM_SIZE[mode];
  if (k === undefined) return Array.from({ length: n }, (_, i) => [i]);
  return [Array.from({ length: k }, (_, i) => i), Array.from({ length: k }, (_, i) => k + i)];
}

/** 13.8.2.1 / 13.9.2.1: the facing (正面) player of a team seat. */
export function facing(state: GameState, p: PlayerIndex): PlayerIndex | null {
  const k = TEAM_SIZE[rd(state).mode];
  if (k === undefined) return null;
  return p < k ? k + (k - 1 - p) : k - 1 - (p - k);
}

/** 13.7.4 / 13.7.6: the previous and next seats still in the circle's turn order. */
export function circleNeighbours(state: GameState, p: PlayerIndex): { prev: PlayerIndex | null; next: PlayerIndex | null } {
  const order = rd(state).order.filter((q) => alive(state, q) || q === p);
  const i = order.indexOf(p);
  if (i < 0 || order.length < 2) return { prev: null, next: null };
  return { prev: order[(i - 1 + order.length) % order.length]!, next: order[(i + 1) % order.length]! };
}

/** Sets `players[p].flags.opponents` (相手) for every seat: circle neighbours (13.7.4), the other team (13.5.5); in team formats `allies` (味方 without yourself, 13.5.1.1 / 13.5.4). */
export function refreshOpponents(state: GameState): void {
  const d = rd(state);
  for (const pl of state.players) {
    if (d.mode === 'circle') {
      const { prev, next } = circleNeighbours(state, pl.index);
      pl.flags.opponents = [...new Set([prev, next].filter((q): q is number => q !== null && q !== pl.index))].sort((a, b) => a - b);
    } else if (isTeamMode(d.mode)) {
      const mine = d.teams.find((t) => t.includes(pl.index)) ?? [];
      pl.flags.opponents = state.players.map((q) => q.index).filter((q) => !mine.includes(q));
      pl.flags.team = d.teams.indexOf(mine);
      pl.flags.allies = mine.filter((q) => q !== pl.index); // 13.5.4 味方 (kernel isAlly)
    }
  }
}

/** 13.3.1: a player who has not yet taken a turn in this game cannot be attacked (multiplayer). */
export const hasHadTurn = (state: GameState, p: PlayerIndex) => (state.players[p]?.counters[C.turns] ?? 0) > 0;

/** Players `p` may attack now (8.2.4, 13.3.1, 13.6.6, 13.7.6 / 13.7.7.1, 13.8.5, 13.9.5, 13.10.5). */
export function attackTargets(state: GameState, p: PlayerIndex): PlayerIndex[] {
  const d = rd(state);
  const others = state.players.filter((q) => q.index !== p && !q.lost).map((q) => q.index);
  switch (d.mode) {
    case 'duel':
      return others;
    case 'rumble':
      return others.filter((q) => hasHadTurn(state, q));
    case 'circle': {
      const next = typeof state.players[p]?.flags.circleNext === 'number' ? (state.players[p]!.flags.circleNext as number) : circleNeighbours(state, p).next;
      return next !== null && alive(state, next) && next !== p && hasHadTurn(state, next) ? [next] : [];
    }
    default: {
      const f = facing(state, p);
      return f !== null && alive(state, f) && hasHadTurn(state, f) ? [f] : [];
    }
  }
}

/** Who may block an attack on `target`'s character: that player (13.6.6.1, 13.7.6.1) or also their team mates (13.8.5.1). */
export function blockers(state: GameState, target: PlayerIndex): PlayerIndex[] {
  return isTeamMode(rd(state).mode) ? [target, ...teamMates(state, target)] : [target];
}
