/**
 * Putting cards into the Entry, member slots, energy and Re-birth areas (R4U 4.4–4.7, 5.5, 5.6, 5.28), one place
 * for the rules that go with them: a member is placed in a slot (4.5.3), a slot that is not named empty is
 * replaced (4.5.3.3: the previous character goes to the waiting room), partners in energy are face up and other
 * cards face down (4.6.2), a partner-ized card becomes a partner (5.28).
 */
import type { Ctx, Frame, JsonObject, OpHandler, PlayerIndex } from '../../../../engine/src/index.js';
import { addEffect, answerOf, ask, emit, getVar, matchesFilter, moveCard, moveCards, publicEvent, setVar, zoneKey } from '../../../../engine/src/index.js';
import { F, KIND, Z } from '../constants.js';
import { emptySlots, inSlot, isPartner, slotCount } from '../state.js';

export interface PlaceOptions {
  rest?: boolean;
  reason?: string;
  by?: PlayerIndex | null;
}

/** 4.5.3 / 4.5.3.3: put a character into member slot `slot` of its owner; the previous occupant goes to the waiting room. */
export function placeInSlot(ctx: Ctx, id: string, slot: number, o: PlaceOptions = {}): string {
  const card = ctx.state.cards[id]!;
  const owner = card.owner;
  const before = inSlot(ctx.state, owner, slot);
  const key = zoneKey(Z.members, owner);
  let nid: string;
  if (card.zone === key) {
    // a move between member slots of one member area is not a zone move (4.13.4, 9.8.4.1.2)
    card.flags[F.slot] = slot;
    nid = id;
  } else {
    nid = moveCard(ctx, id, key, { tapped: o.rest === true, reason: o.reason ?? 'effect', by: o.by ?? owner });
    const c = ctx.state.cards[nid];
    if (c) c.flags[F.slot] = slot;
  }
  const old = before.filter((x) => x !== nid && ctx.state.cards[x]);
  if (old.length > 0) moveCards(ctx, old, zoneKey(Z.waitingRoom, owner), { reason: 'replaced', by: o.by ?? owner });
  return nid;
}

/** 4.4: put a card into its owner's Entry (an occupied Entry keeps both until recovery 10.3.3). */
export function placeOnEntry(ctx: Ctx, id: string, o: PlaceOptions = {}): string {
  const card = ctx.state.cards[id]!;
  return moveCard(ctx, id, zoneKey(Z.entry, card.owner), { face: 'up', tapped: o.rest === true, reason: o.reason ?? 'effect', by: o.by ?? card.owner });
}

/** 4.6.2: into energy, partners face up and others face down (standing unless `rest`). */
export function placeOnEnergy(ctx: Ctx, id: string, o: PlaceOptions = {}): string {
  const card = ctx.state.cards[id]!;
  const face = isPartner(ctx.state, id) ? 'up' : 'down';
  return moveCard(ctx, id, zoneKey(Z.energy, card.owner), { face, tapped: o.rest === true, reason: o.reason ?? 'effect', by: o.by ?? card.owner });
}

/** 5.6: set a Re-birth card (into its owner's Re-birth area); emits `set` for 「セットされた時」. */
export function setRebirth(ctx: Ctx, id: string, by: PlayerIndex, reason = 'set'): string {
  const card = ctx.state.cards[id]!;
  const nid = moveCard(ctx, id, zoneKey(Z.rebirth, card.owner), { face: 'up', reason, by });
  emit(ctx, publicEvent('set', { player: card.owner, by, card: nid, rule: 'R4U 5.6' }));
  return nid;
}

/** 5.28: partner-ize: into energy, loses its other kinds and becomes a partner (other information kept). */
export function partnerize(ctx: Ctx, id: string, by: PlayerIndex): string {
  const card = ctx.state.cards[id]!;
  const nid = moveCard(ctx, id, zoneKey(Z.energy, card.owner), { face: 'up', reason: 'partnerize', by });
  const c = ctx.state.cards[nid];
  if (c) {
    c.flags[F.partnerized] = true;
    addEffect(ctx, { source: null, sourceCardId: null, controller: by, targets: [nid], player: null, modifier: { type: 'flag', flag: 'type', value: KIND.partner }, duration: 'permanent' });
  }
  return nid;
}

/** Slots a card may be put in: empty ones, or any slot (4.5.3.3). */
export function slotChoices(ctx: Ctx, owner: PlayerIndex, emptyOnly: boolean): number[] {
  if (emptyOnly) return emptySlots(ctx.state, owner);
  return Array.from({ length: slotCount(ctx.state, owner) }, (_, i) => i);
}

/** Op: put `card` into a member slot its owner's controller chooses (`emptyOnly`: 「空席のメンバーに置く」). */
export const placeMemberOp: OpHandler = (ctx, f) => {
  const id = f.card as string;
  const card = ctx.state.cards[id];
  if (!card) return;
  // 「《X》がいないメンバーに置く」: only slots holding no card that matches `without`
  const without = f.without as JsonObject | undefined;
  const slots = slotChoices(ctx, card.owner, f.emptyOnly === true).filter((slot) => !without || !inSlot(ctx.state, card.owner, slot).some((x) => x !== id && matchesFilter(ctx, x, without)));
  if (slots.length === 0) return; // 1.3.2: not possible, not done
  const by = typeof f.by === 'number' ? f.by : card.owner;
  const a = answerOf<{ option: number }>(f);
  if (!a && slots.length > 1) {
    ask(ctx, f, { player: by, kind: 'chooseOption', prompt: 'Choose a member slot', rule: 'R4U 4.5.3', options: slots, labels: slots.map((s) => `slot ${s + 1}${inSlot(ctx.state, card.owner, s).length ? ' (replace)' : ''}`) });
    return;
  }
  const nid = placeInSlot(ctx, id, a ? a.option : slots[0]!, { rest: f.rest === true, reason: typeof f.reason === 'string' ? f.reason : 'effect', by });
  // 「置いたら」: the card put there joins the ability's variable (effect param `placed`)
  const placed = f.placed as { scope: string | null; name: string } | undefined;
  if (placed && ctx.state.cards[nid]) {
    const prev = getVar(ctx.state, placed, placed.name);
    setVar(ctx.state, placed, placed.name, [...(Array.isArray(prev) ? prev : []), nid]);
  }
};

export function placeMemberFrame(card: string, o: { emptyOnly?: boolean; rest?: boolean; by: PlayerIndex; reason?: string; placed?: { scope: string | null; name: string }; without?: JsonObject }): Frame {
  const f: JsonObject = { op: 'placeMember', card, emptyOnly: o.emptyOnly === true, rest: o.rest === true, by: o.by };
  if (o.without) f.without = o.without;
  if (o.reason) f.reason = o.reason;
  if (o.placed) f.placed = o.placed;
  return f as Frame;
}
