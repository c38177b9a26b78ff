/**
 * Turn structure (SVE 7): start phase 7.2, main phase 7.3, end phase 7.4.
 *
 * Reading choice (named option `mainPhaseTriggers`, default true): the seed's 7.3.1 reads
 * 「‘メインフェイズが来たとき’の誘発条件が発生しません」 (does NOT occur), while 7.4.1 says the end-phase
 * trigger occurs and several cards trigger 「メインフェイズが来たとき」 (ジャイアントゴースト, アンの大英霊…);
 * we read it as a conversion error (digest §18.6 #4) and emit the `phase` event those triggers read.
 */
import {
  answerOf, ask, draw, endTurn, expire, moveCards, push, setPhase, setTapped, startTurn, type Ctx, type Frame,
} from '../../../../engine/src/index.js';
import { C, K, MAX_PP_CAP, Z } from '../constants.js';
import { hasKeyword, cardsIn, counter, isFollower, zk } from '../state.js';
import { currentTurnEndMarker, isCrated } from '../rules/ability-loss.js';
import { nextTurnPlayer } from '../rules/notations-5.js';

/** Op `turn` {player}: begins a turn (7.1) and runs the start phase (7.2). */
export function turnOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = f.player as number;
  startTurn(ctx, player);
  const me = s.players[player]!;
  me.counters[C.turns] = counter(s, player, C.turns) + 1; // 3.3.2
  setPhase(ctx, 'start');
  const max = counter(s, player, C.maxPp);
  me.counters[C.maxPp] = max < MAX_PP_CAP ? max + 1 : max; // 7.2.1
  me.counters[C.pp] = me.counters[C.maxPp]!; // 7.2.2
  const field = cardsIn(s, Z.field, player);
  for (const id of field) {
    const c = s.cards[id]!;
    if (c.flags.noAttackNext === true) {
      delete c.flags.noAttackNext;
      c.flags.noAttackTurn = s.turn.number; // 「次の…ターン中、…相手を攻撃できない」
    }
  }
  const stay = field.filter((id) => isCrated(ctx, id) || s.cards[id]!.flags.skipStand === true || hasKeyword(ctx, id, K.noStand));
  for (const id of stay) delete s.cards[id]!.flags.skipStand; // 「次の…スタートフェイズにスタンドしない」 is used up
  setTapped(ctx, field.filter((id) => !stay.includes(id)), false, 'startPhase'); // 7.2.3 (5.31.3)
  const firstTurnOfFirst = s.turn.first === player && me.counters[C.turns] === 1;
  if (!firstTurnOfFirst) draw(ctx, player, 1); // 7.2.4, 7.2.4.1
  push(ctx, { op: '$check' }, { op: 'mainPhase' }); // 7.2.5
}

/** Op `mainPhase`: 7.3.1–7.3.2, then the main loop (7.3.3). */
export function mainPhaseOp(ctx: Ctx): void {
  if (ctx.state.options.mainPhaseTriggers === false) {
    ctx.state.turn.phase = 'main';
    ctx.state.turn.step = null;
  } else setPhase(ctx, 'main'); // 7.3.1
  push(ctx, { op: '$check' }, { op: 'main' }); // 7.3.2, 7.3.3
}

/** Op `endPhase`: 7.4.1–7.4.9. */
export function endPhaseOp(ctx: Ctx): void {
  setPhase(ctx, 'end'); // 7.4.1: 「エンドフェイズが来たとき」 triggers
  push(ctx,
    { op: '$check' }, // 7.4.2
    { op: 'wardEngage' }, // 7.4.3
    { op: '$check' }, // 7.4.4
    { op: 'quick', window: 'end' }, // 7.4.5, 7.4.6
    { op: 'handLimit' }, // 7.4.7
    { op: 'turnEnd' }, // 7.4.8, 7.4.9
  );
}

/** Op `wardEngage`: 7.4.3 — the TP engages any number of their standing Ward followers. */
export function wardEngageOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = s.turn.active;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    const wards = cardsIn(s, Z.field, player).filter((id) => !s.cards[id]!.tapped && isFollower(s, id) && hasKeyword(ctx, id, K.ward));
    ask(ctx, f, { player, kind: 'chooseCards', rule: 'SVE 7.4.3', prompt: 'Engage any of your Ward followers', candidates: wards, min: 0, max: wards.length });
    return;
  }
  if (a.cards.length > 0) setTapped(ctx, a.cards, true, 'ward');
}

/** Op `handLimit`: 7.4.7 — discard down to the hand limit; check timing and repeat after a discard. */
export function handLimitOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const player = s.turn.active;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    const hand = cardsIn(s, Z.hand, player);
    const excess = hand.length - counter(s, player, C.handLimit);
    if (excess <= 0) return;
    ask(ctx, f, { player, kind: 'chooseCards', rule: 'SVE 7.4.7', prompt: `Discard ${excess} card(s) down to your hand limit`, candidates: hand, min: excess, max: excess });
    return;
  }
  moveCards(ctx, a.cards, zk(Z.cemetery, player), { reason: 'discard', by: player });
  push(ctx, { op: '$check' }, { op: 'handLimit' });
}

/** Op `turnEnd`: 7.4.8 "this turn" effects end; 7.4.9 the NTP's turn begins. */
export function turnEndOp(ctx: Ctx): void {
  const next = nextTurnPlayer(ctx); // 7.4.9 with extra / skipped turns 5.28, 5.26 (rules/notations-5.ts)
  expire(ctx, currentTurnEndMarker(ctx)); // 「次の…ターン終了時まで」 ends (rules/ability-loss.ts, SVE 5.31)
  endTurn(ctx);
  push(ctx, { op: 'turn', player: next });
}
