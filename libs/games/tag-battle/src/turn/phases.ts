/**
 * The turn (digest §4.3: C-7, D-9, D-10, S10):
 *  1. wake-up: the turn player's sleeping characters wake (C-7 (1)); battle cards wake — all of both players
 *     by default (a sleeping battle card is one used this turn: D-10);
 *  2. draw: 1 card if the player's sub field has not fallen (C-7 (2)(1)), then 1 card (skipped by the first
 *     player on the very first turn); drawing from an empty deck loses at once (C-7);
 *  3. main: the turn player's window (actions/windows.ts, actions/main.ts);
 *  4. end (D-9): "until end of turn" effects end, ability stat changes revert (S7-8), cost pools empty (C-9);
 *  5. hand adjustment: the turn player discards down to the hand limit, 7 (S10-1, S10-2; D-30).
 */
import {
  answerOf, ask, draw, endTurn, expire, moveCards, push, setPhase, setTapped, startTurn, type OpHandler,
} from '../../../../engine/src/index.js';
import { P, Z } from '../constants.js';
import { opts } from '../options.js';
import { cardsIn, leaderOf, other, zk } from '../state.js';
import { clearPools } from '../rules/cost.js';

export const turnOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  const player = f.player as number;
  const o = opts(s);
  startTurn(ctx, player);
  setPhase(ctx, 'wakeUp');
  setTapped(ctx, cardsIn(s, Z.characters, player).filter((id) => s.cards[id]!.tapped), false, 'wakeUp');
  const battleOwners = o.D10_battleCardReset === 'everyTurnAll' ? s.players.map((p) => p.index) : [player];
  setTapped(ctx, battleOwners.flatMap((p) => cardsIn(s, Z.battleCards, p)).filter((id) => s.cards[id]!.tapped), false, 'wakeUp');
  setPhase(ctx, 'draw');
  if (o.leaderModel !== 'single' && s.players[player]!.flags[P.subFieldFallen] !== true && leaderOf(s, player, 'sub') !== null) draw(ctx, player, 1, 'subField'); // C-7 (2)(1)
  if (s.turn.number !== 1) draw(ctx, player, 1, 'draw'); // C-7 (2)(2): not on the first player's first turn
  push(ctx, { op: '$check' }, { op: 'mainPhase' });
};

export const mainPhaseOp: OpHandler = (ctx) => {
  setPhase(ctx, 'main');
  push(ctx, { op: 'initiative', holder: ctx.state.turn.active, context: 'main', next: { op: 'endPhase' } });
};

export const endPhaseOp: OpHandler = (ctx) => {
  setPhase(ctx, 'end');
  expire(ctx, 'endOfTurn'); // S7-8, D-22
  clearPools(ctx); // C-9
  push(ctx, { op: '$check' }, { op: 'handAdjust' });
};

export const handAdjustOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  const player = s.turn.active;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    setPhase(ctx, 'handAdjust');
    const hand = cardsIn(s, Z.hand, player);
    const excess = hand.length - opts(s).S10_handLimit;
    if (excess > 0) {
      ask(ctx, f, { player, kind: 'chooseCards', prompt: `Hand adjustment: discard ${excess} card(s) down to ${opts(s).S10_handLimit}`, rule: 'TB S10-2', candidates: hand, min: excess, max: excess });
      return;
    }
  } else if (a.cards.length > 0) {
    moveCards(ctx, a.cards, zk(Z.discard, player), { reason: 'handLimit', by: player });
  }
  endTurn(ctx, false);
  push(ctx, { op: 'turn', player: other(player) });
};
