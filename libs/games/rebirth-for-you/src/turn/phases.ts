/**
 * The turn (R4U 7): standby 7.2 → energy 7.3 → main 7.4 → attack 7.5 (turn/attack.ts) → end 7.6, with the team-turn
 * variant of 13.5.7 (every player of the turn team stands, draws and places energy; the end phase is done by all).
 * Each phase is an op; check timings are the kernel's `$check` (9.6.2, with the game's rule processing).
 */
import type { Ctx, Frame, OpHandler, PlayerIndex } from '../../../../engine/src/index.js';
import { answerOf, ask, cardsIn, draw, emit, endGame, endTurn, expire, moveCards, publicEvent, setPhase, setTapped, startTurn, zoneKey } from '../../../../engine/src/index.js';
import { C, DK, F, PHASE, Z } from '../constants.js';
import { opts } from '../options.js';
import { alive, entryOf, isPartner, isShika, membersOf, printedKind, rd, seatsInOrder, staysRested, zoneNameOfCard } from '../state.js';
import { applyEnergyReplacement, energySources } from '../rules/replacement.js';
import { circleNeighbours, refreshOpponents } from '../multiplayer/formats.js';

const CHECK = { op: '$check' };

/** Players acting in this turn (13.5.7.2: the turn team; otherwise the turn player). */
export function turnPlayers(ctx: Ctx): PlayerIndex[] {
  return rd(ctx.state).turnPlayers.filter((p) => alive(ctx.state, p));
}

/** The seat whose turn comes after the current one (7.6.6, 13.6.2, 13.7.2, 13.5.7: team by team). */
export function nextSeat(ctx: Ctx): PlayerIndex | null {
  const s = ctx.state;
  const d = rd(s);
  if (s.turn.number === 0) return s.turn.first ?? 0;
  if (d.teamTurns) {
    const cur = d.teams.findIndex((t) => t.includes(s.turn.active));
    const other = d.teams[1 - cur]!.filter((p) => alive(s, p));
    return other[0] ?? d.teams[cur]!.find((p) => alive(s, p)) ?? null;
  }
  const order = d.order;
  const i = order.indexOf(s.turn.active);
  for (let k = 1; k <= order.length; k++) {
    const q = order[(i + k) % order.length]!;
    if (alive(s, q)) return q;
  }
  return null;
}

/** Begins the next turn (7.1): turn bookkeeping, then the phases. */
export const nextTurnOp: OpHandler = (ctx) => {
  const s = ctx.state;
  if (s.result) return;
  const d = rd(s);
  // 13.7.7: seats that left during the last turn are taken out of the turn order now
  if (d.leaving.length > 0) {
    d.order = d.order.filter((p) => !d.leaving.includes(p));
    d.leaving = [];
    refreshOpponents(s);
  }
  const limit = opts(s).r4uTurnLimit;
  if (limit > 0 && s.turn.number >= limit) {
    endGame(ctx, { winners: [], losers: [], draw: true, reason: `turn limit ${limit} reached`, rule: 'option r4uTurnLimit' });
    return;
  }
  const p = nextSeat(ctx);
  if (p === null) return;
  startTurn(ctx, p);
  d.turnPlayers = d.teamTurns ? (d.teams.find((t) => t.includes(p)) ?? [p]).filter((q) => alive(s, q)) : [p];
  d.toAttack = false;
  d.firstStartStep = true;
  d.attack = null;
  d.endFired = [];
  d.handOvers = 0;
  d.attacksThisTurn = 0;
  d.attacksBy = {};
  d.sparksCancelled = [];
  d.phaseEnd = null;
  for (const q of d.turnPlayers) s.players[q]!.counters[C.turns] = (s.players[q]!.counters[C.turns] ?? 0) + 1;
  if (d.mode === 'circle') for (const q of d.turnPlayers) s.players[q]!.flags.circleNext = circleNeighbours(s, q).next; // 13.7.7.1
  s.stack.push({ op: 'nextTurn' });
  d.turnBase = s.stack.length;
  s.stack.push({ op: 'standby', epoch: d.epoch });
};

/** 7.2: stand everything the turn player masters in Entry, members and energy, and draw 1; then triggers and a check timing. */
export const standbyOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  setPhase(ctx, PHASE.standby);
  for (const p of turnPlayers(ctx)) {
    const mine = [Z.entry, Z.members, Z.energy].flatMap((z) => cardsIn(s, z, p)).filter((id) => s.cards[id]!.controller === p && s.cards[id]!.tapped && !staysRested(ctx, id));
    if (mine.length > 0) setTapped(ctx, mine, false, 'standby');
  }
  for (const p of turnPlayers(ctx)) draw(ctx, p, 1); // 7.2.1.2 (the first player draws on turn 1 too)
  if (s.turn.number === 1) emit(ctx, publicEvent('gameStart', { player: s.turn.active })); // 7.2.2 ゲーム開始時
  s.stack.push({ op: 'energyPhase', epoch: rd(s).epoch }, CHECK);
};

/** 7.3.1: start of the energy phase, a check timing, then the placement (7.3.2). */
export const energyPhaseOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  setPhase(ctx, PHASE.energy);
  const e = rd(ctx.state).epoch;
  const frames = [CHECK, ...turnPlayers(ctx).map((p) => ({ op: 'energyPlace', player: p, epoch: e })), CHECK, { op: 'mainPhase', epoch: e }];
  for (let i = frames.length - 1; i >= 0; i--) ctx.state.stack.push(frames[i]!);
};

/**
 * 7.3.2: choose up to 1 partner and up to 1 other card from hand, then move them into energy at the same time
 * (the partner face up, the other face down, 4.6.2). Two picks of 0..1 (7.3.2.1, 7.3.2.2).
 */
export const energyPlaceOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const p = f.player as PlayerIndex;
  if (!alive(s, p)) return;
  const hand = cardsIn(s, Z.hand, p);
  const stage = typeof f.stage === 'string' ? f.stage : 'partner';
  const a = answerOf<{ cards: string[] }>(f);
  if (stage === 'partner') {
    const partners = hand.filter((id) => isPartner(s, id));
    if (!a && partners.length > 0) {
      ask(ctx, f, { player: p, kind: 'chooseCards', prompt: 'Energy phase: up to 1 partner from your hand into energy', rule: 'R4U 7.3.2.1', candidates: partners, min: 0, max: 1 });
      return;
    }
    s.stack.push({ op: 'energyPlace', player: p, epoch: f.epoch ?? 0, stage: 'other', partner: a?.cards[0] ?? null });
    return;
  }
  // 7.3.2.2; a choice-type replacement 「手札からエネルギーを置く際、かわりに控え室から置いてよい」 (9.3.1.3.2) adds its zone
  const sources = energySources(ctx, p);
  const others = sources.flatMap((z) => cardsIn(s, z, p)).filter((id) => !isPartner(s, id));
  if (!a && others.length > 0) {
    const replaced = sources.length > 1;
    ask(ctx, f, { player: p, kind: 'chooseCards', prompt: `Energy phase: up to 1 non-partner card from your hand${replaced ? ` (or, instead, from your ${sources.slice(1).join(' / ')})` : ''} face down into energy`, rule: replaced ? 'R4U 7.3.2.2 / 9.11' : 'R4U 7.3.2.2', candidates: others, min: 0, max: 1 });
    return;
  }
  const partner = typeof f.partner === 'string' && s.cards[f.partner] ? f.partner : null;
  let other = a?.cards[0] && s.cards[a.cards[0]] ? a.cards[0] : null;
  if (other && !applyEnergyReplacement(ctx, p, zoneNameOfCard(s, other) ?? Z.hand)) other = null;
  // 7.3.2: both at the same time
  if (partner) moveCards(ctx, [partner], zoneKey(Z.energy, p), { face: 'up', reason: 'energyPhase', by: p });
  if (other) moveCards(ctx, [other], zoneKey(Z.energy, p), { face: 'down', reason: 'energyPhase', by: p });
};

/** 7.4.1: start of the main phase and a check timing, then the main-phase actions (7.4.2, actions/main.ts). */
export const mainPhaseOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  setPhase(ctx, PHASE.main);
  ctx.state.stack.push({ op: 'mainAction', epoch: rd(ctx.state).epoch, player: ctx.state.turn.active }, CHECK);
};

/**
 * 7.6 end phase, repeated until a pass does nothing (7.6.6): 7.6.1 「ターン終了時に」 abilities not yet on standby this
 * turn trigger; 7.6.2 check timing; 7.6.3 damage of Entry characters becomes 0; 7.6.4 「ターンの終わりまで」 /
 * 「そのターン中」 effects end; 7.6.5 the turn player's Re-birth area and non-partner partner-ized cards go to the
 * waiting room; 12.2.1.7 Shika members return to the シカ山.
 */
export const endPhaseOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  const pass = typeof f.pass === 'number' ? f.pass : 1;
  if (pass > opts(s).r4uRepeatLimit) {
    endGame(ctx, { winners: [], losers: [], draw: true, reason: 'the end phase repeats forever', rule: 'R4U 14.1.1.3' });
    return;
  }
  if (pass === 1) setPhase(ctx, PHASE.end);
  d.work = 0;
  const before = new Set(s.pending.map((t) => t.id));
  emit(ctx, publicEvent('endPhase', { player: s.turn.active, pass }));
  for (const t of s.pending) if (!before.has(t.id) && t.event.type === 'endPhase' && t.source) d.endFired = [...d.endFired, t.source];
  s.stack.push({ op: 'endPhaseAfter', epoch: d.epoch, pass, fired: s.pending.length > before.size }, CHECK);
};

export const endPhaseAfterOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  // 7.6.3: every Entry character's damage becomes 0 (unqualified: all players)
  for (const p of s.players) for (const id of cardsIn(s, Z.entry, p.index)) if (s.cards[id]!.counters[C.damage]) delete s.cards[id]!.counters[C.damage];
  expire(ctx, 'endOfTurn'); // 7.6.4
  const before = s.pending.length;
  for (const p of turnPlayers(ctx)) {
    // 7.6.5 (only the turn player's): Re-birth area, partner-ized cards not printed as partners
    const rebirth = cardsIn(s, Z.rebirth, p);
    const partnerized = cardsIn(s, Z.energy, p).filter((id) => s.cards[id]!.flags[F.partnerized] === true && printedKind(s, id) !== 'partner');
    if (rebirth.length + partnerized.length > 0) moveCards(ctx, [...rebirth, ...partnerized], zoneKey(Z.waitingRoom, p), { reason: 'endPhase', by: p });
    // 12.2.1.7: Shika members back to the シカ山 (shuffled after, 12.2.1.8)
    const shika = membersOf(s, p).filter((id) => isShika(s, id));
    if (shika.length > 0) moveCards(ctx, shika, zoneKey(Z.shikaPile, p), { reason: 'shika', by: p });
  }
  const work = (typeof d.work === 'number' ? d.work : 0) > 0 || f.fired === true || s.pending.length > before || s.pending.length > 0;
  if (work) {
    s.stack.push({ op: 'endPhase', epoch: d.epoch, pass: (f.pass as number) + 1 });
    return;
  }
  endTurn(ctx, false); // 7.6.6: the turn ends (effects expired at 7.6.4)
};

/** Frames of a turn cut short (a turn player left the game, 13.4.6) are dropped. */
export function stale(ctx: Ctx, f: Frame): boolean {
  return typeof f.epoch === 'number' && f.epoch !== rd(ctx.state).epoch;
}

export { DK, entryOf, seatsInOrder };
