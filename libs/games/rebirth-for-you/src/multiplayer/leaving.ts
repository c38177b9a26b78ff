/**
 * A player leaves a multiplayer game (R4U 13.4; kernel `hooks.playerLeft`, docs/engine.md §1.19) and the format's
 * end conditions: their cards leave the game (13.4.2: to their face-down `excluded` zone, so cards stay counted),
 * their standby abilities are dropped (13.4.5), a play of theirs being resolved ends (13.4.4), a decision still
 * asked of them is dropped (13.4.7), their turn is cut short (13.4.6: nothing is left for them to do), a Circle seat
 * leaves the turn order when the turn ends (13.7.7). Winners: Rumble / Circle one-out (13.6.3, 13.7.3), Double
 * Team (13.8.3), Triple Team points (13.9.3), Double Seven / Blackjack whole teams (13.10.3).
 */
import type { Ctx, PlayerIndex } from '../../../../engine/src/index.js';
import { cardsIn, emit, endGame, moveCards, publicEvent, sortedZoneKeys, zoneKey } from '../../../../engine/src/index.js';
import { N, Z } from '../constants.js';
import { alive, rd } from '../state.js';
import { facing, refreshOpponents } from './formats.js';

function removeCards(ctx: Ctx, p: PlayerIndex): void {
  const s = ctx.state;
  for (const key of sortedZoneKeys(s)) {
    const z = s.zones[key]!;
    if (z.name === Z.excluded && z.owner === p) continue;
    const mine = z.cards.filter((id) => s.cards[id]!.owner === p);
    if (mine.length > 0) moveCards(ctx, mine, zoneKey(Z.excluded, p), { reason: 'left the game', face: 'down', silent: true });
  }
}

/** 13.6.3 / 13.7.3 / 13.8.3 / 13.9.3 / 13.10.3: the game may end when players leave. Returns true when it ended. */
function formatEnd(ctx: Ctx, gone: PlayerIndex[]): boolean {
  const s = ctx.state;
  const d = rd(s);
  const left = s.players.filter((p) => !p.lost).map((p) => p.index);
  const win = (winners: PlayerIndex[], reason: string, rule: string) => {
    endGame(ctx, { winners, losers: s.players.map((p) => p.index).filter((p) => !winners.includes(p)), draw: winners.length === 0, reason, rule });
    return true;
  };
  switch (d.mode) {
    case 'rumble': {
      if (!d.oneOut) return false;
      const counts = left.map((p) => ({ p, n: cardsIn(s, Z.retire, p).length }));
      const min = Math.min(...counts.map((c) => c.n));
      const fewest = counts.filter((c) => c.n === min);
      if (fewest.length === 1) return win([fewest[0]!.p], 'one-out: the fewest retired cards', 'R4U 13.6.3.1');
      d.oneOutPending = true; // 13.6.3.2: the first player to have the fewest alone wins (checked at each check timing)
      return false;
    }
    case 'circle': {
      if (!d.oneOut) return false;
      // 13.7.3.1 / 13.7.3.2: the players whose next player in turn order left win
      const order = d.order;
      const winners = left.filter((p) => {
        const i = order.indexOf(p);
        for (let k = 1; k < order.length; k++) {
          const q = order[(i + k) % order.length]!;
          if (gone.includes(q)) return true;
          if (!s.players[q]!.lost) return false;
        }
        return false;
      });
      return win(winners, 'one-out: the player before the one who left wins', 'R4U 13.7.3');
    }
    case 'doubleTeam': {
      const team = d.teams.findIndex((t) => t.some((p) => gone.includes(p)));
      return win(d.teams[1 - team]!.filter((p) => alive(s, p) || true), 'a player of the other team left', 'R4U 13.8.3');
    }
    case 'tripleTeam': {
      // 13.9.3.3: the facing player's team scores; the facing player then leaves too
      const also: PlayerIndex[] = [];
      for (const p of gone) {
        const f = facing(s, p);
        if (f !== null && alive(s, f)) {
          const t = d.teams.findIndex((x) => x.includes(f));
          d.teamPoints[t] = (d.teamPoints[t] ?? 0) + 1;
          emit(ctx, publicEvent('teamPoint', { team: t, points: d.teamPoints[t]!, player: f, rule: 'R4U 13.9.3.3' }));
          also.push(f);
        }
      }
      const scored = d.teamPoints.findIndex((n) => n >= N.teamPointsToWin);
      if (scored >= 0) return win([...d.teams[scored]!], 'team points', 'R4U 13.9.3.2');
      for (const f of also) {
        s.players[f]!.lost = true;
        emit(ctx, publicEvent('lost', { player: f, reason: 'the facing player left', rule: 'R4U 13.9.3.3' }));
        removeCards(ctx, f);
      }
      if (s.players.every((p) => p.lost)) {
        // 13.9.3.3.1: more team points wins
        const [a, b] = [d.teamPoints[0] ?? 0, d.teamPoints[1] ?? 0];
        return win(a === b ? [] : [...d.teams[a > b ? 0 : 1]!], 'everyone left: more team points', 'R4U 13.9.3.3.1');
      }
      return false;
    }
    case 'doubleSeven':
    case 'blackjack': {
      const standing = d.teams.filter((t) => t.some((p) => alive(s, p)));
      if (standing.length === 1) return win([...standing[0]!], 'the other team lost', 'R4U 13.10.3.1');
      if (standing.length === 0) return win([], 'both teams lost', 'R4U 1.2.3.1');
      return false;
    }
    default:
      return false;
  }
}

/** hooks.playerLeft (13.4). */
export function playerLeft(ctx: Ctx, players: PlayerIndex[]): void {
  const s = ctx.state;
  const d = rd(s);
  for (const p of players) {
    removeCards(ctx, p);
    s.pending = s.pending.filter((t) => t.controller !== p);
    emit(ctx, publicEvent('leftGame', { player: p, rule: 'R4U 13.4' }));
  }
  if (formatEnd(ctx, players)) return;
  if (d.mode === 'circle') d.leaving = [...new Set([...d.leaving, ...players])];
  else refreshOpponents(s);
  if (d.attack && (players.includes(d.attack.player) || players.includes(d.attack.target))) d.attack.attacked = players.includes(d.attack.target) ? null : d.attack.attacked;
  const turnGone = d.turnPlayers.every((p) => s.players[p]!.lost);
  if (turnGone) {
    // 13.4.6: nothing is left to do in this turn: it ends
    s.stack.length = Math.min(s.stack.length, d.turnBase);
    s.decision = null;
    d.epoch += 1;
    d.attack = null;
    return;
  }
  const dec = s.decision;
  if (dec && players.includes(dec.player)) {
    s.stack.pop(); // 13.4.7: the decision asked of them is not made; what waited on it is skipped
    s.decision = null;
  }
}
