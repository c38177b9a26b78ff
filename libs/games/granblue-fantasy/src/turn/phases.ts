/**
 * The turn (GBF 6): start → main → battle (turn/battle.ts) → burst, then the opponent's turn (6-5-1-4).
 *  Start phase (6-2, no free timing): 6-2-1 effects 「自分のターンが始まるまで」 end (kernel startTurn: untilYourNextTurn of
 *   the turn player); 6-2-2 「ターン開始時」 + checkpoint; 6-2-3 the turn player's captain, crew and crystals become
 *   active; 6-2-4 checkpoint; 6-2-5 draw 2 (none on the first player's first turn); 6-2-6 checkpoint (a deck of 0 loses
 *   here, 9-4-1-4); 6-2-7 the top card of the deck into the crystal area (also on turn 1; a summon is trigger-activated,
 *   10-17-1-1); 6-2-8 checkpoint, then the main phase.
 *  Main phase (6-3): 6-3-1-1 「メインフェイズ開始時」 + checkpoint; 6-3-1-2 free timing (actions/free-timing.ts); 6-3-1-3 pass
 *   → battle phase.
 *  Burst phase (6-5): 6-5-1-1 「バーストフェイズ開始時」 + checkpoint; 6-5-1-2 chain burst if the turn player has face-down
 *   ougi-gauge cards: 6-5-1-2-1-1 target a card present in the opponent's crew area, or their captain when the crew area
 *   has no card; 6-5-1-2-1-2 damage = the number of face-down gauge cards (source: option gbfChainBurstSource);
 *   6-5-1-2-1-3 checkpoint; 6-5-1-2-1-4 every face-down gauge card to the bottom of the deck in the turn player's order
 *   (hidden from the opponent, 3-1-5-2); 6-5-1-3 「ターン終了時」 + checkpoint, then 「ターン中」 effects end; 6-5-1-4 next turn.
 * No hand limit, no first-turn attack restriction and no summoning sickness exist in these rules.
 */
import {
  answerOf, ask, draw, emit, endTurn, moveCards, publicEvent, push, setPhase, setTapped, startTurn, type Ctx, type Frame,
} from '../../../../engine/src/index.js';
import { DAMAGE_COUNTER, EV, N, Z } from '../constants.js';
import { optionOf } from '../options.js';
import { alliesOf, captainOf, cardsIn, crewOf, gbf, other, turnPlayer, zk } from '../state.js';
import { dealGbfDamage } from '../rules/damage.js';
import { checkpointFrame } from './checkpoint.js';
import { timingEvent } from './battle.js';

const cp = checkpointFrame;

/** Op `turn` {player}: 6-2 start phase. */
export function turnOp(ctx: Ctx, f: Frame): void {
  const player = f.player as number;
  const data = gbf(ctx.state);
  data.battle = null;
  data.attackStepBegun = false;
  ctx.state.secret.counterSeen = [];
  startTurn(ctx, player); // 6-2-1
  setPhase(ctx, 'start');
  push(ctx, { op: 'timing', at: 'turnStart' }, cp(), { op: 'untapAll' }, cp(), { op: 'startDraw' }, cp(), { op: 'crystalPlacement' }, cp(), { op: 'mainPhase' });
}

/** Op `timing` {at}: the 「…開始時」 / 「ターン終了時」 triggers of that moment. */
export function timingOp(ctx: Ctx, f: Frame): void {
  timingEvent(ctx, f.at as string);
}

/** Op `untapAll`: 6-2-3. */
export function untapAllOp(ctx: Ctx): void {
  const p = turnPlayer(ctx.state);
  setTapped(ctx, [...alliesOf(ctx.state, p), ...cardsIn(ctx.state, Z.crystal, p)], false, 'startPhase');
}

/** Op `startDraw`: 6-2-5 (no draw on the first player's first turn). */
export function startDrawOp(ctx: Ctx): void {
  const s = ctx.state;
  if (s.turn.number === 1) {
    emit(ctx, publicEvent('gbf.noDraw', { player: s.turn.active, rule: 'GBF 6-2-5' }));
    return;
  }
  draw(ctx, s.turn.active, N.startDraw);
}

/** Op `crystalPlacement`: 6-2-7 the top card of the deck into the crystal area (afterMove: trigger activation, 10-17-1-1). */
export function crystalPlacementOp(ctx: Ctx): void {
  const p = turnPlayer(ctx.state);
  const top = cardsIn(ctx.state, Z.deck, p)[0];
  if (top) moveCards(ctx, [top], zk(Z.crystal, p), { face: 'up', tapped: false, reason: 'crystalPlacement', by: p });
}

/** Op `mainPhase`: 6-3-1-1 then the free timing. */
export function mainPhaseOp(ctx: Ctx): void {
  setPhase(ctx, 'main');
  push(ctx, cp(), { op: 'freeTiming', window: 'main', player: turnPlayer(ctx.state) });
  timingEvent(ctx, 'mainStart');
}

/** Op `burstPhase`: 6-5-1-1 … 6-5-1-4. */
export function burstPhaseOp(ctx: Ctx): void {
  setPhase(ctx, 'burst');
  push(ctx, cp(), { op: 'chainBurst' }, { op: 'timing', at: 'turnEnd' }, cp(), { op: 'turnEnd' });
  timingEvent(ctx, 'burstStart');
}

/** Op `chainBurst`: 6-5-1-2-1-1 target, 6-5-1-2-1-2 damage (then 6-5-1-2-1-3 checkpoint and 6-5-1-2-1-4 to the deck bottom). */
export function chainBurstOp(ctx: Ctx, f: Frame): void {
  const state = ctx.state;
  const p = turnPlayer(state);
  const down = cardsIn(state, Z.ougi, p).filter((id) => state.cards[id]!.face === 'down');
  if (down.length === 0) return; // 6-5-1-2: no chain burst
  const crew = crewOf(state, other(p));
  let target: string | null;
  if (crew.length > 0) {
    const a = answerOf<{ cards: string[] }>(f);
    if (!a) {
      ask(ctx, f, { player: p, kind: 'chooseCards', rule: 'GBF 6-5-1-2-1-1', prompt: `Chain burst: choose an opponent crew member to deal ${down.length} damage to`, candidates: crew, min: 1, max: 1 });
      return;
    }
    target = a.cards[0] ?? null;
  } else target = captainOf(state, other(p));
  push(ctx, cp(), { op: 'chainBurstReturn' }); // 6-5-1-2-1-3, 6-5-1-2-1-4 (scheduled before the damage: interrupt-type processing runs first)
  emit(ctx, publicEvent(EV.chainBurst, { player: p, target, damage: down.length, rule: 'GBF 6-5-1-2-1' }));
  const captain = captainOf(state, p);
  if (target) dealGbfDamage(ctx, target, down.length, { sources: optionOf(state, 'gbfChainBurstSource') === 'captain' && captain ? [captain] : [], by: p, kind: 'chainBurst' });
}

/** Op `chainBurstReturn`: 6-5-1-2-1-4 all face-down gauge cards to the deck bottom, in the turn player's order. */
export function chainBurstReturnOp(ctx: Ctx, f: Frame): void {
  const state = ctx.state;
  const p = turnPlayer(state);
  const down = cardsIn(state, Z.ougi, p).filter((id) => state.cards[id]!.face === 'down');
  if (down.length === 0) return;
  const a = answerOf<{ order: string[] }>(f);
  if (!a) {
    ask(ctx, f, { player: p, kind: 'order', rule: 'GBF 6-5-1-2-1-4', prompt: 'Order the face-down ougi-gauge cards for the bottom of your deck (first = highest)', items: down });
    return;
  }
  moveCards(ctx, a.order, zk(Z.deck, p), { position: 'bottom', reason: 'chainBurst', by: p });
}

/** Op `turnEnd`: 6-5-1-3 「ターン中」 effects end (kernel endTurn), 6-5-1-4 the opponent's turn begins. */
export function turnEndOp(ctx: Ctx): void {
  const state = ctx.state;
  if (optionOf(state, 'gbfDamage') === 'accumulate-turn') for (const c of Object.values(state.cards)) delete c.counters[DAMAGE_COUNTER];
  endTurn(ctx);
  push(ctx, { op: 'turn', player: other(state.turn.active) });
}
