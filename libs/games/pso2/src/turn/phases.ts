/**
 * The turn (PSO2 500-505): start → draw → PP → main (each attack inserts a battle phase, 506) → end.
 * - 500.1: turns alternate from the first player (raid: the party in seat order, then the boss; 協力レイドバトル).
 * - 501.1.1 / 501.1.2: the turn player's OFF PP cards, allies (player card, characters) and items turn ON
 *   (option pso2UntapMagAndAttached); 501.1.3: 「自分のターン中」 continuous abilities apply (conditions);
 *   501.1.4: start-of-turn triggers go into the zone.
 * - 502.1.1: draw 1, except the first player's first turn (raid normal: the party's first player draws).
 * - 503.1.1 / 503.1.2: put 0 or 1 hand card into PP face up; if one was put, the player may draw.
 * - 504: the main phase (the action right, priority.ts; actions, legal.ts).
 * - 505.1.2: turn end step: 「ターン終了時」 triggers, then the action right; 505.2 refresh step: all damage on field
 *   characters is removed, then "this turn" effects end, then the turn player discards down to 7 if they hold 8
 *   or more (402.3.1), then the turn passes.
 * Rule-only phases give the action right only when something was put into the zone (103.6.1.2).
 */
import type { Ctx, Frame } from '../../../../engine/src/index.js';
import {
  answerOf, ask, draw, emit, endGame, endTurn, expire, moveCards, publicEvent, push, setPhase, setTapped, startTurn, zoneKey,
} from '../../../../engine/src/index.js';
import { C, KIND, N, SUB, Z } from '../constants.js';
import { opts } from '../options.js';
import { alive, factsOfCard, isBoss, kind, pd } from '../state.js';
import { clearDamage } from '../rules/damage.js';

/** Picks the next turn player in turn order (500.1) and runs the turn; the game has no length limit (option pso2TurnLimit). */
export function nextTurnOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  if (s.result) return;
  const limit = opts(s).pso2TurnLimit;
  if (typeof limit === 'number' && limit > 0 && s.turn.number >= limit) {
    endGame(ctx, { winners: [], losers: [], draw: true, reason: `turn limit ${limit} reached`, rule: 'PSO2 option pso2TurnLimit (§14.25)' });
    return;
  }
  const order = d.order;
  let next: number;
  if (s.turn.number === 0) next = s.turn.first!;
  else {
    const i = order.indexOf(s.turn.active);
    next = -1;
    for (let k = 1; k <= order.length; k++) {
      const p = order[(i + k) % order.length]!;
      if (alive(s, p)) {
        next = p;
        break;
      }
    }
    if (next < 0) return;
  }
  push(ctx, { op: 'nextTurn' });
  push(ctx, { op: 'turn', player: next });
}

export function turnOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  const p = f.player as number;
  startTurn(ctx, p);
  d.turnBase = s.stack.length; // the frames under this turn (a dropped-out turn player's turn is cut back to here)
  d.priority = null;
  d.battle = null;
  for (const q of s.players) q.counters[C.entered] = 0;
  if (d.mode === 'raid' && d.boss !== null) {
    // the boss faces one player at a time: the target player in its turn, else the turn player
    s.players[d.boss]!.flags.opponents = isBoss(s, p) ? (d.target !== null ? [d.target] : []) : [p];
  }
  if (isBoss(s, p)) {
    push(ctx, { op: 'targetPhase' }, { op: 'startPhase' }, { op: 'bossMain' }, { op: 'bossBattle' }, { op: 'endPhase' });
    return;
  }
  push(ctx, { op: 'startPhase' }, { op: 'drawPhase' }, { op: 'ppPhase' }, { op: 'mainPhase' }, { op: 'endPhase' });
}

/** 501.1: the start phase. */
export function startPhaseOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const p = s.turn.active;
  setPhase(ctx, 'start');
  const untap: string[] = [];
  if (!isBoss(s, p)) untap.push(...s.zones[zoneKey(Z.pp, p)]!.cards); // 501.1.1 (the boss has no PP)
  const withMag = opts(s).pso2UntapMagAndAttached === true;
  for (const name of [Z.player, Z.field, Z.mag]) {
    for (const id of s.zones[zoneKey(name, p)]!.cards) {
      const k = kind(s, id);
      const attachActive = k === KIND.active && factsOfCard(s, id)?.subtypes.includes(SUB.attach);
      // 501.1.2 allies and items (equipment included); raid: every boss field card and the boss
      if (k === KIND.player || k === KIND.boss || k === KIND.character || k === KIND.item || (withMag && (k === KIND.mag || attachActive)) || (isBoss(s, p) && name !== Z.mag)) untap.push(id);
    }
  }
  setTapped(ctx, untap.filter((id) => s.cards[id]!.tapped), false, 'PSO2 501.1');
  push(ctx, { op: 'window', kind: 'rule' });
}

/** 502.1: the draw phase. */
export function drawPhaseOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const p = s.turn.active;
  setPhase(ctx, 'draw');
  const firstTurn = s.turn.number === 1 && p === s.turn.first;
  const raidNormal = pd(s).mode === 'raid' && opts(s).raidDifficulty === 'normal';
  if (!firstTurn || raidNormal) draw(ctx, p, 1); // 502.1.1; raid normal: the party's first player draws too
  push(ctx, { op: 'window', kind: 'rule' });
}

/** 503.1: the PP phase. */
export function ppPhaseOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const p = s.turn.active;
  const stage = (f.stage as string | undefined) ?? 'start';
  if (stage === 'start') {
    setPhase(ctx, 'pp');
    const hand = s.zones[zoneKey(Z.hand, p)]!.cards;
    ask(ctx, { op: 'ppPhase', stage: 'put' }, { player: p, kind: 'chooseCards', prompt: 'PP phase: put a card from your hand into PP (or none)', rule: 'PSO2 503.1.1', candidates: hand, min: 0, max: 1 });
    return;
  }
  if (stage === 'put') {
    const a = answerOf<{ cards: string[] }>(f);
    const card = a?.cards[0];
    if (!card) return void push(ctx, { op: 'window', kind: 'rule' });
    moveCards(ctx, [card], zoneKey(Z.pp, p), { face: 'up', tapped: opts(s).pso2NewPpState === 'off', reason: 'pp', by: p }); // 404.2
    emit(ctx, publicEvent('ppPlaced', { player: p }));
    const firstTurn = s.turn.number === 1 && p === s.turn.first;
    if (firstTurn && opts(s).pso2FirstTurnPpDraw === false) return void push(ctx, { op: 'window', kind: 'rule' });
    ask(ctx, { op: 'ppPhase', stage: 'draw' }, { player: p, kind: 'chooseOption', prompt: 'PP phase: draw a card?', rule: 'PSO2 503.1.2', options: ['draw', 'no'], labels: ['draw 1', 'do not draw'] });
    return;
  }
  const a = answerOf<{ option: string }>(f);
  if (a?.option === 'draw') draw(ctx, p, 1);
  push(ctx, { op: 'window', kind: 'rule' });
}

/** 504: the main phase (103.6.1.1: the turn player holds the action right). */
export function mainPhaseOp(ctx: Ctx, _f: Frame): void {
  setPhase(ctx, 'main');
  pd(ctx.state).priority = null;
  push(ctx, { op: 'window', kind: 'main' });
}

/** 505.1: the end phase; turn end step (505.1.2). */
export function endPhaseOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  pd(s).priority = null;
  setPhase(ctx, 'end', 'turnEnd');
  endTurn(ctx, false); // 「ターン終了時」 triggers (turnEnd); "this turn" effects end in the refresh step (505.2)
  push(ctx, { op: 'window', kind: 'step' }, { op: 'refresh' });
}

/** 505.2: the refresh step. */
export function refreshOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const p = s.turn.active;
  if (f.stage !== 'discard') {
    setPhase(ctx, 'end', 'refresh');
    pd(s).priority = null;
    // 1. every damage on field characters is removed (both players')
    for (const key of Object.keys(s.zones)) {
      const z = s.zones[key]!;
      if (z.name !== Z.field) continue;
      for (const id of z.cards) clearDamage(ctx, id);
    }
    // 2. "this turn" effects end
    expire(ctx, 'endOfTurn');
    // 3. 402.3.1: the turn player discards down to 7 (8 or more)
    const hand = s.zones[zoneKey(Z.hand, p)]!.cards;
    if (!isBoss(s, p) && hand.length > N.handLimit) {
      const n = hand.length - N.handLimit;
      ask(ctx, { op: 'refresh', stage: 'discard' }, { player: p, kind: 'chooseCards', prompt: `Hand limit: discard ${n} card(s) down to ${N.handLimit}`, rule: 'PSO2 402.3.1', candidates: [...hand], min: n, max: n });
      return;
    }
  } else {
    const a = answerOf<{ cards: string[] }>(f);
    if (a && a.cards.length > 0) moveCards(ctx, a.cards, zoneKey(Z.discard, p), { reason: 'discard', by: p });
  }
  emit(ctx, publicEvent('turnPassed', { player: p }));
  push(ctx, { op: 'window', kind: 'rule' });
}
