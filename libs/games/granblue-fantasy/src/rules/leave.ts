/**
 * Moving crew members out of the crew area (defeat 9-2-2-3-1, effects that return them to hand, deck, crystal area …):
 * GBF 9-2-3 / 10-4-3-3-3 level-card replacement — a crew member with level cards does not leave; instead its master
 * chooses one of its level cards (option gbfLevelCardsOnMove: 'one' (9-2-3-2, default) or 'all') and puts it into
 * the ougi gauge, and the crew member stays (losing +2/+2 per level card removed, 10-4-3-3-1). The original move never
 * happened (8-10-1-2), so a prevented defeat starts no crew replenishment unless gbfPreventedDefeatReplenish = 'yes'.
 * Cards that do leave go to their owner's zone (3-1-6), all at the same moment (one kernel move batch), as new objects
 * (3-1-4: the kernel gives them fresh ids, effects on them end, 8-9-2).
 */
import { answerOf, ask, emit, moveCards, moveTogether, publicEvent, push, type Ctx, type Frame, type PlayerIndex } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { optionOf } from '../options.js';
import { gbf, levelCardsOf, zk } from '../state.js';

export interface LeaveOptions {
  reason: string;
  by: PlayerIndex | null;
  /** The move is crew defeat processing (9-2-2): a card that reaches the gauge starts a replenishment (9-4-3-2). */
  defeat?: boolean;
  position?: 'top' | 'bottom';
  face?: 'up' | 'down';
  tapped?: boolean;
}

/** Moves crew cards to their owners' `to` zone ('gauge' = the ougi gauge), with the level-card replacement. Returns the new ids of the cards that left. */
export function leaveCrewArea(ctx: Ctx, ids: readonly string[], to: string, opts: LeaveOptions): string[] {
  const state = ctx.state;
  const dest = to === 'gauge' ? Z.ougi : to;
  const prevented = ids.filter((id) => levelCardsOf(state, id).length > 0);
  const leaving = ids.filter((id) => !prevented.includes(id));
  const moved: string[] = [];
  moveTogether(ctx, () => {
    for (const id of leaving) {
      const owner = state.cards[id]!.owner;
      moved.push(...moveCards(ctx, [id], zk(dest, owner), { reason: opts.reason, by: opts.by, position: opts.position, face: opts.face, tapped: opts.tapped }));
      if (opts.defeat && dest === Z.ougi) gbf(state).due[owner]!.replenish += 1; // 9-4-3-2
    }
  });
  // 9-2-3-2: one frame per prevented card, in the given order (pushed in reverse so the first runs first)
  for (const id of [...prevented].reverse()) push(ctx, { op: 'levelReplace', card: id, defeat: opts.defeat === true });
  return moved;
}

/** Op `levelReplace` {card, defeat}: 9-2-3-2 — the master puts a level card (or all, option) into the ougi gauge; the crew member stays. */
export function levelReplaceOp(ctx: Ctx, f: Frame): void {
  const state = ctx.state;
  const card = f.card as string;
  const crew = state.cards[card];
  const levels = levelCardsOf(state, card);
  if (!crew || levels.length === 0) return;
  const all = optionOf(state, 'gbfLevelCardsOnMove') === 'all';
  let chosen: string[];
  if (all || levels.length === 1) chosen = levels;
  else {
    const a = answerOf<{ cards: string[] }>(f);
    if (!a) {
      ask(ctx, f, {
        player: crew.controller, kind: 'chooseCards', rule: 'GBF 9-2-3-2',
        prompt: 'Your limit-broken crew member stays: choose the level card to put into your ougi gauge instead',
        candidates: levels, min: 1, max: 1, data: { crew: card },
      });
      return;
    }
    chosen = a.cards;
  }
  const owner = crew.controller;
  moveCards(ctx, chosen, zk(Z.ougi, owner), { reason: 'levelCard', by: owner, face: 'up' });
  emit(ctx, publicEvent('gbf.levelReplaced', { card, player: owner, count: chosen.length, rule: 'GBF 9-2-3-2' }));
  if (f.defeat === true && optionOf(state, 'gbfPreventedDefeatReplenish') === 'yes') gbf(state).due[owner]!.replenish += 1;
}

