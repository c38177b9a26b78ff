/**
 * The main phase actions (R4U 7.4.2), one at a time with a check timing after each (7.4.3):
 * 7.4.2.1 play a character from hand onto the Entry or a member slot (9.7.2: reveal, choose the place, pay —
 *         option r4uPlayCost —, counter process 9.7.3, then put it there 9.7.4.1; an occupied slot is replaced
 *         4.5.3.3, an occupied Entry keeps both until recovery 10.3.3);
 * 7.4.2.2 with an empty member slot, pay energy equal to the Entry character's cost and move it there;
 * 7.4.2.3 play an activated ability (the kernel's activatable list: zones, condition keywords, ターン1回, costs);
 * 7.4.2.4 set a Re-birth card from hand and draw 1;
 * 7.4.2.5 declare the move to the attack phase.
 * Team turns (13.5.7.2.3): any player of the turn team acts; `handOver` passes the decision to a team mate.
 */
import type { Ctx, JsonObject, OpHandler, PlayerIndex } from '../../../../engine/src/index.js';
import { activatableAbilities, activateAbility, answerOf, ask, cardsIn, draw, emit, moveCards, publicEvent, reveal, zoneKey } from '../../../../engine/src/index.js';
import { DK, Z } from '../constants.js';
import { opts } from '../options.js';
import { alive, costOf, emptySlots, entryOf, isCharacter, isRebirth, isShika, rd, slotCount } from '../state.js';
import { canPayEnergy, payEnergy } from './costs.js';
import { placeInSlot, placeOnEntry, setRebirth } from '../rules/place.js';
import { counterFrame } from '../rules/counter.js';
import { handOverActions } from '../turn/attack.js';
import { stale } from '../turn/phases.js';

const CHECK = { op: '$check' };

/** The energy a character costs to play from hand (option r4uPlayCost; R.6 #3). */
export function playCost(ctx: Ctx, card: string): number {
  return opts(ctx.state).r4uPlayCost === 'free' ? 0 : Math.max(0, costOf(ctx.state, card));
}

/** Every main-phase answer of `p` (7.4.2). */
export function mainActions(ctx: Ctx, p: PlayerIndex): JsonObject[] {
  const s = ctx.state;
  const out: JsonObject[] = [];
  const hand = cardsIn(s, Z.hand, p);
  const slots = slotCount(s, p);
  for (const card of hand) {
    if (!isCharacter(s, card) || isShika(s, card)) continue;
    if (!canPayEnergy(s, p, playCost(ctx, card))) continue;
    out.push({ type: 'playCharacter', player: p, card, to: 'entry' });
    for (let slot = 0; slot < slots; slot++) out.push({ type: 'playCharacter', player: p, card, to: 'member', slot });
  }
  const entry = entryOf(s, p);
  if (entry !== null && isCharacter(s, entry) && s.cards[entry]!.face === 'up' && canPayEnergy(s, p, costOf(s, entry))) {
    for (const slot of emptySlots(s, p)) out.push({ type: 'moveToMember', player: p, slot });
  }
  for (const a of activatableAbilities(ctx, p)) out.push({ type: 'activate', player: p, card: a.card, index: a.index, ...(a.grant ? { grant: a.grant } : {}) });
  for (const card of hand) if (isRebirth(s, card)) out.push({ type: 'setRebirth', player: p, card });
  out.push({ type: 'toAttack', player: p });
  return [...out, ...handOverActions(ctx, p)];
}

export const mainActionOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  let p = f.player as PlayerIndex;
  if (!alive(s, p)) p = d.turnPlayers.find((q) => alive(s, q)) ?? p;
  if (d.phaseEnd === 'main') {
    d.phaseEnd = null; // 「このフェイズを終了する」: on to the attack phase
    d.toAttack = true;
    s.stack.push({ op: 'startStep', epoch: d.epoch });
    return;
  }
  const a = answerOf<{ action: JsonObject }>(f);
  if (!a) {
    ask(ctx, { ...f, player: p }, { player: p, kind: DK.main, prompt: 'Main phase: choose an action', rule: 'R4U 7.4.2' });
    return;
  }
  const act = a.action;
  const e = d.epoch;
  const again = { op: 'mainAction', epoch: e, player: p };
  if (act.type !== 'handOver') d.handOvers = 0;
  switch (act.type) {
    case 'playCharacter':
      s.stack.push(again, CHECK, { op: 'playCharacter', epoch: e, player: p, card: act.card as string, to: act.to as string, slot: typeof act.slot === 'number' ? act.slot : null });
      return;
    case 'moveToMember':
      s.stack.push(again, CHECK, { op: 'moveToMember', epoch: e, player: p, slot: act.slot as number });
      return;
    case 'activate':
      s.stack.push(again, CHECK);
      activateAbility(ctx, p, act.card as string, act.index as number, typeof act.grant === 'string' ? act.grant : null);
      return;
    case 'setRebirth': {
      s.stack.push(again, CHECK);
      setRebirth(ctx, act.card as string, p, 'set'); // 5.6, emits `set`
      draw(ctx, p, 1);
      return;
    }
    case 'toAttack':
      d.toAttack = true;
      s.stack.push({ op: 'startStep', epoch: e }, CHECK); // 7.4.3
      return;
    case 'handOver':
      d.handOvers += 1;
      s.stack.push({ op: 'mainAction', epoch: e, player: act.to as number });
      return;
  }
};

/** 7.4.2.1 / 9.7.2: reveal, pay, counter process, then put the character onto its place. */
export const playCharacterOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const p = f.player as PlayerIndex;
  const card = f.card as string;
  if (!s.cards[card]) return;
  if (f.paid !== true) {
    if (!payEnergy(ctx, f, p, playCost(ctx, card))) return;
    reveal(ctx, [card], 'all'); // 9.7.2.1
    emit(ctx, publicEvent('playing', { player: p, card, cardId: s.cards[card]!.cardId, to: f.to as string, slot: (f.slot as number | null) ?? null, rule: 'R4U 9.7.2' }));
    const then = { op: 'playCharacter', epoch: f.epoch ?? 0, player: p, card, to: f.to as string, slot: f.slot ?? null, paid: true };
    s.stack.push(counterFrame({ play: 'character', master: p, source: card, sourceCardId: s.cards[card]!.cardId, then, otherwise: { op: 'discardPlayed', card } }));
    return;
  }
  const nid = f.to === 'entry' ? placeOnEntry(ctx, card, { reason: 'play', by: p }) : placeInSlot(ctx, card, f.slot as number, { reason: 'play', by: p });
  emit(ctx, publicEvent('played', { player: p, card: nid, rule: 'R4U 9.7.4.1' }));
};

/** 5.19.1: a cancelled card being played goes to the waiting room. */
export const discardPlayedOp: OpHandler = (ctx, f) => {
  const c = ctx.state.cards[f.card as string];
  if (c) moveCards(ctx, [c.id], zoneKey(Z.waitingRoom, c.owner), { reason: 'cancelled' });
};

/** 7.4.2.2: pay energy equal to the Entry character's cost and move it to an empty member slot. */
export const moveToMemberOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const p = f.player as PlayerIndex;
  const entry = entryOf(s, p);
  if (entry === null) return;
  if (!payEnergy(ctx, f, p, costOf(s, entry))) return;
  placeInSlot(ctx, entry, f.slot as number, { reason: 'moveToMember', by: p });
};
