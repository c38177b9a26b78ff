/**
 * Action windows (D-23, S7-11, S8-5): who may declare what, and in which order.
 *
 * A window has a holder of the initiative: the turn player in its main phase (C-7), the challenged player
 * in step G, the challenger in step I (and in the challenger's step of the Leaf Fight loop, D-21).
 *  (1) The holder declares an action (or passes). After a declaration the other player may declare ONE
 *      simultaneous action or pass; both resolve, the turn player's first (S7-11); the holder keeps the
 *      initiative.
 *  (2) When the holder passes, the other player may declare one action; if it does, the holder may answer
 *      with one simultaneous action, both resolve turn-player-first and the holder keeps the initiative;
 *      if it passes too, the window closes (the main phase ends, the battle step is over).
 *  (3) No nesting: a simultaneous action is not answered. (4) Generating cost and discarding from hand are
 *      not actions (no window). (5) A battle declaration gets one response that resolves first (S8 A).
 * Option D23_responseWindows 'whenPlayable' skips windows where passing is the only answer.
 */
import { answerOf, ask, push, type Action, type Ctx, type Frame, type GameState, type OpHandler, type PlayerIndex } from '../../../../engine/src/index.js';
import { D, Z } from '../constants.js';
import { opts } from '../options.js';
import { cardsIn, other } from '../state.js';
import { generateCost } from '../rules/cost.js';
import { declare } from './declare.js';
import { quickActions, type Context } from './quick.js';
import { discardFromHand } from './main.js';
import { tagPlays } from './play.js';

const RULE: Record<Context, string> = { main: 'TB C-7, D-23', A: 'TB S8 A, D-33', G: 'TB S8 G', I: 'TB S8 I', L: 'TB D-21' };

/** The declarations of a battle / response window (instants, abilities; tags in I with D27 'ownTurnAnyTime'), plus `pass`. */
export function windowActions(state: GameState, player: PlayerIndex, context: Context): Action[] {
  const out = quickActions(state, player, context);
  if ((context === 'I' || context === 'L') && state.turn.active === player && opts(state).D27_tagTiming === 'ownTurnAnyTime') {
    for (const id of cardsIn(state, Z.hand, player)) out.push(...tagPlays(state, player, id));
  }
  out.push({ type: 'pass', player });
  return out;
}

/** Asks `player` in a window (or answers 'pass' by itself under D23 'whenPlayable' when nothing else is possible). */
function askWindow(ctx: Ctx, f: Frame, player: PlayerIndex, context: Context, mode: 'initiative' | 'open' | 'respond'): Action | null {
  const a = answerOf<{ action: Action }>(f);
  if (a) return a.action;
  const main = context === 'main' && mode === 'initiative';
  if (!main && opts(ctx.state).D23_responseWindows === 'whenPlayable' && windowActions(ctx.state, player, context).length === 1) return { type: 'pass', player };
  const what = main ? 'your main phase: declare an action, or end the phase' : mode === 'respond' ? 'one simultaneous action, or pass' : 'declare an action, or pass';
  ask(ctx, f, { player, kind: main ? D.main : D.window, prompt: `${context === 'main' ? 'Main phase' : `Battle step ${context}`}: ${what}`, rule: RULE[context], data: { context, mode } });
  return null;
}

const isPass = (a: Action): boolean => a.type === 'pass' || a.type === 'endPhase';

/** The holder (or the other player) acts: a non-action is done at once; a declaration opens the one response. */
function act(ctx: Ctx, player: PlayerIndex, action: Action, context: Context, back: Frame): void {
  if (action.type === 'generateCost' || action.type === 'discardFromHand') {
    if (action.type === 'generateCost') generateCost(ctx, player, action.card as string);
    else discardFromHand(ctx, player, action.card as string);
    push(ctx, { op: '$check' }, back);
    return;
  }
  const respondIn: Context = action.type === 'declareBattle' ? 'A' : context;
  push(ctx, { op: 'respond', player: other(player), context: respondIn }, { op: 'resolveExchange' }, { op: '$check' }, back);
  declare(ctx, player, action);
}

/** `{holder, context, next}`: the holder's turn to act in the window; `next` runs when the window closes. */
export const initiativeOp: OpHandler = (ctx, f) => {
  const holder = f.holder as number;
  const context = f.context as Context;
  const action = askWindow(ctx, f, holder, context, 'initiative');
  if (!action) return;
  const back: Frame = { op: 'initiative', holder, context, next: f.next as Frame };
  if (isPass(action)) {
    push(ctx, { op: 'offer', player: other(holder), context, back, next: f.next as Frame });
    return;
  }
  act(ctx, holder, action, context, back);
};

/** D-23 (2): the holder passed; the other player may act (then the holder answers once) or pass (window over). */
export const offerOp: OpHandler = (ctx, f) => {
  const player = f.player as number;
  const context = f.context as Context;
  const action = askWindow(ctx, f, player, context, 'open');
  if (!action) return;
  if (isPass(action)) {
    push(ctx, f.next as Frame);
    return;
  }
  act(ctx, player, action, context, f.back as Frame);
};

/** D-23 (1), (3): one simultaneous action (not answered in turn) or a pass. */
export const respondOp: OpHandler = (ctx, f) => {
  const player = f.player as number;
  const context = f.context as Context;
  const action = askWindow(ctx, f, player, context, 'respond');
  if (!action || isPass(action)) return;
  declare(ctx, player, action);
};


