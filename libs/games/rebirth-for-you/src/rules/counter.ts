/**
 * The counter process (対抗処理, R4U 9.7.3) and cancel abilities (11.4, 9.1.1.4): after a card or ability is
 * played and before it resolves, players may present valid cancel abilities one at a time (a presentation
 * restarts the process, 9.7.3.2); when nobody presents any more, the presented ones resolve in reverse order
 * (9.7.3.3), and a resolved cancel ends the play without its effect (5.13.1). A cancel is presented from hand by
 * putting the card into the waiting room (the printed reminder 「手札から控え室に置くと…止める」).
 * Who may present: any player (9.7.3.1; Rumble 13.6.5); Circle: the players next to the play's master (13.7.5).
 */
import type { Frame, GameState, JsonObject, OpHandler, PlayerIndex, Reader } from '../../../../engine/src/index.js';
import { answerOf, ask, cardsIn, emit, hasKeyword, moveCards, publicEvent, zoneKey } from '../../../../engine/src/index.js';
import { DK, K, KIND, Z } from '../constants.js';
import { opts } from '../options.js';
import { factsOf, fromTurnPlayer, rd } from '../state.js';
import { circleNeighbours } from '../multiplayer/formats.js';

/** What a cancel keyword value targets (constants CANCEL_TARGETS). */
export function cancelMatches(value: unknown, play: string, sourceKind: string | null): boolean {
  switch (value) {
    case 'spark': return play === 'spark';
    case 'sparkOrCancel': return play === 'spark'; // 「【スパーク】か【キャンセル】」: cancels of cancels are not played (docs: known limits)
    case 'sparkNotRebirth': return play === 'spark' && sourceKind !== KIND.rebirth;
    case 'rebirthSpark': return play === 'spark' && sourceKind === KIND.rebirth;
    case 'activated': return play === 'activated';
    case 'auto': return play === 'auto' || play === 'spark';
    case 'character': return play === 'character';
    default: return false;
  }
}

/** Hand cards of `p` with a cancel ability valid for this play. */
export function cancelCards(r: Reader, p: PlayerIndex, play: string, sourceKind: string | null): string[] {
  return cardsIn(r.state, Z.hand, p).filter((id) => {
    if (!hasKeyword(r, id, K.cancel)) return false;
    const a = factsOf(r.state, id)?.abilities.find((x) => x.kind === 'keyword' && x.keyword === K.cancel);
    return cancelMatches(a?.value, play, sourceKind);
  });
}

/** Players who may present a cancel against a play by `master` (9.7.3.1, 13.6.5, 13.7.5), in 13.2 order. */
export function presenters(state: GameState, master: PlayerIndex): PlayerIndex[] {
  const all = fromTurnPlayer(state);
  if (rd(state).mode !== 'circle') return all;
  const { prev, next } = circleNeighbours(state, master);
  return all.filter((p) => p === prev || p === next);
}

/** A counter-process frame: `then` runs when the play is not cancelled, `otherwise` when it is. */
export function counterFrame(o: { play: string; master: PlayerIndex; source: string | null; sourceCardId: string | null; then: Frame | null; otherwise?: Frame | null }): Frame {
  return { op: 'counter', play: o.play, master: o.master, source: o.source, sourceCardId: o.sourceCardId, then: o.then as unknown as JsonObject, otherwise: (o.otherwise ?? null) as unknown as JsonObject, turn: 0, passes: 0, presented: [] };
}

export const counterOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  const sourceKind = typeof f.sourceCardId === 'string' ? s.catalog[f.sourceCardId]?.type ?? null : null;
  const order = presenters(s, f.master as PlayerIndex);
  const always = opts(s).r4uAskWhen === 'always';
  const presented = (f.presented as string[]) ?? [];
  let passes = f.passes as number;
  let turn = f.turn as number;
  const a = answerOf<{ action: JsonObject }>(f);
  if (a) {
    const act = a.action;
    if (act.type === 'presentCancel') {
      const [nid] = moveCards(ctx, [act.card as string], zoneKey(Z.waitingRoom, act.player as number), { reason: 'cancel', by: act.player as number });
      emit(ctx, publicEvent('cancelPresented', { player: act.player as number, card: nid ?? null, play: f.play as string, rule: 'R4U 9.7.3.1' }));
      s.stack.push({ ...stripAnswer(f), presented: [...presented, nid ?? ''], passes: 0, turn: 0 }); // 9.7.3.2 restart
      return;
    }
    passes += 1;
    turn += 1;
  }
  // find the next player who may present
  while (passes < order.length && order.length > 0) {
    const p = order[turn % order.length]!;
    const cards = cancelCards(ctx, p, f.play as string, sourceKind);
    if (cards.length > 0 || always) {
      ask(ctx, { ...stripAnswer(f), passes, turn }, { player: p, kind: DK.counter, prompt: `Counter process: present a cancel ability against this ${String(f.play)}, or pass`, rule: 'R4U 9.7.3.1', data: { play: f.play as string, source: (f.source as string | null) ?? null, cards } });
      return;
    }
    passes += 1;
    turn += 1;
  }
  // 9.7.3.3: resolve the presented cancels (reverse order): the first one cancels the play
  if (presented.length > 0) {
    emit(ctx, publicEvent('cancelled', { play: f.play as string, source: (f.source as string | null) ?? null, rule: 'R4U 5.13.1' }));
    if (f.play === 'spark' && typeof f.source === 'string') rd(s).sparksCancelled = [...(rd(s).sparksCancelled ?? []), f.source]; // 5.13.2, this turn
    if (f.otherwise) s.stack.push(f.otherwise as unknown as Frame);
    return;
  }
  if (f.then) s.stack.push(f.then as unknown as Frame);
};

function stripAnswer(f: Frame): Frame {
  const { answer: _a, ...rest } = f;
  return rest as Frame;
}

/** The counter decision's legal answers: present one of the listed cards, or pass. */
export function counterActions(state: GameState, player: PlayerIndex, data: JsonObject): JsonObject[] {
  const cards = Array.isArray(data.cards) ? (data.cards as string[]) : [];
  return [...cards.filter((id) => state.cards[id]).map((card) => ({ type: 'presentCancel', player, card })), { type: 'pass', player }];
}
