/**
 * The field (場, PSO2 403) and what goes onto it.
 * - 202.2: a character put onto the field by any means goes to its controller's front row OFF; 302.6 奇襲: ON.
 * - 205.3: a normal item goes to the back row ON.
 * - 205.4.2 / 403.2: weapon and armor are put ON in the zone of their equip target (on its owner's side), stacked
 *   on it (`attachedTo`); 204.2.2.3: an attach Active likewise, ON.
 * - 403.1.4: front and back row are one zone (a row change is not a zone change: the card keeps its id).
 * - 204.2.2.2 / 205.4.6: when the host leaves the field, attached Actives go to the discard and equipment is
 *   destroyed and put in the discard at once.
 */
import type { Ctx, EffectSpec, PlayerIndex, Selector } from '../../../../engine/src/index.js';
import { chooseTargets, emit, hasKeyword, moveCards, moveTogether, publicEvent, sortedZoneKeys, tick, zoneKey } from '../../../../engine/src/index.js';
import { C, F, K, KIND, Z } from '../constants.js';
import { isAttach, isEquipment, kind, zoneNameOfCard } from '../state.js';

/** 403.1.4: put a field card in a row (no zone change); remembers when it was put in the back row (raid attack order). */
export function setRow(ctx: Ctx, id: string, row: 'front' | 'back', reason: string): void {
  const c = ctx.state.cards[id];
  if (!c || c.flags[F.row] === row) return;
  c.flags[F.row] = row;
  if (row === 'back') c.flags[F.backAt] = tick(ctx.state);
  else delete c.flags[F.backAt];
  emit(ctx, publicEvent('rowChanged', { card: id, row, reason }));
}

/**
 * Puts characters onto `player`'s field (202.2: front row, OFF; 302.6 奇襲: ON). Not "playing" them (Gloss プレイ).
 * Returns their new ids.
 */
export function enterField(ctx: Ctx, ids: readonly string[], player: PlayerIndex, reason: string): string[] {
  if (ids.length === 0) return [];
  const ambush = new Set(ids.filter((id) => hasKeyword(ctx, id, K.ambush)));
  const out: string[] = [];
  // one move per state so that the cards enter at the same moment and 登場時 triggers see them all
  const on = ids.filter((id) => ambush.has(id));
  const off = ids.filter((id) => !ambush.has(id));
  const moved = [
    ...(off.length > 0 ? moveCards(ctx, off, zoneKey(Z.field, player), { tapped: true, reason, by: player, controller: player }) : []),
    ...(on.length > 0 ? moveCards(ctx, on, zoneKey(Z.field, player), { tapped: false, reason, by: player, controller: player }) : []),
  ];
  for (const id of moved) {
    const c = ctx.state.cards[id];
    if (!c) continue;
    c.flags[F.row] = 'front';
    out.push(id);
  }
  const counters = ctx.state.players[player]!.counters;
  counters[C.entered] = (counters[C.entered] ?? 0) + out.length;
  return out;
}

/** 205.3: a normal item goes to the back row, ON. */
export function enterBackRowItem(ctx: Ctx, id: string, player: PlayerIndex): string {
  const [nid] = moveCards(ctx, [id], zoneKey(Z.field, player), { tapped: false, reason: 'resolve', by: player, controller: player });
  const c = ctx.state.cards[nid!]!;
  c.flags[F.row] = 'back';
  c.flags[F.backAt] = tick(ctx.state);
  return nid!;
}

/** 205.4.2 / 204.2.2.3 / 403.2: stack a card on its host, ON, in the host's zone. Returns the new id. */
export function attachTo(ctx: Ctx, id: string, host: string, controller: PlayerIndex): string {
  const h = ctx.state.cards[host]!;
  // linked inside the move batch, before the afterMove sweep of hostless attachments looks at it
  const nid = moveTogether(ctx, () => {
    const [moved] = moveCards(ctx, [id], h.zone, { tapped: false, reason: 'resolve', by: controller, controller });
    ctx.state.cards[moved!]!.attachedTo = host;
    return moved!;
  });
  emit(ctx, publicEvent('attached', { card: nid, to: host }));
  return nid;
}

/**
 * 204.2.2.2 / 205.4.6: attached Actives and equipment whose host is gone (the kernel detaches them when the host
 * leaves) go to their owner's discard; equipment is destroyed (reason `destroy`). True when something moved.
 */
export function sweepOrphans(ctx: Ctx): boolean {
  const equipment: string[] = [];
  const actives: string[] = [];
  for (const key of sortedZoneKeys(ctx.state)) { // canonical order: a state parsed from a token has its keys sorted
    const z = ctx.state.zones[key]!;
    if (z.name !== Z.field && z.name !== Z.player) continue;
    for (const id of z.cards) {
      const c = ctx.state.cards[id]!;
      if (c.attachedTo !== null) continue;
      if (isEquipment(ctx.state, id) && kind(ctx.state, id) === KIND.item) equipment.push(id);
      else if (isAttach(ctx.state, id) && kind(ctx.state, id) === KIND.active) actives.push(id);
    }
  }
  if (equipment.length === 0 && actives.length === 0) return false;
  // one move batch: the afterMove sweeps these moves cause run once they are all done (no stale ids)
  moveTogether(ctx, () => {
    toDiscards(ctx, equipment, 'destroy');
    toDiscards(ctx, actives, 'rule');
  });
  return true;
}

/** Moves cards to their owners' discards (one move per owner). */
export function toDiscards(ctx: Ctx, ids: readonly string[], reason: string): void {
  const byOwner = new Map<number, string[]>();
  for (const id of ids) {
    const o = ctx.state.cards[id]?.owner;
    if (o === undefined) continue;
    byOwner.set(o, [...(byOwner.get(o) ?? []), id]);
  }
  for (const [owner, list] of byOwner) {
    const still = list.filter((id) => ctx.state.cards[id] !== undefined); // an earlier move's consequences may have moved some
    if (still.length > 0) moveCards(ctx, still, zoneKey(Z.discard, owner), { reason });
  }
}

export const putOntoFieldEffect: EffectSpec = {
  description: "Put characters onto your field (「場に出す」, PSO2 202.2: front row, OFF; 奇襲 ON). Not playing them (glossary プレイ): no cost, not 「プレイした時」.",
  params: { target: { $ref: '#/$defs/selector' } },
  required: ['target'],
  run: (ctx, e, env, f) => {
    const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose characters to put onto the field');
    if (!ids) return;
    const chars = ids.filter((id) => kind(ctx.state, id) === KIND.character && zoneNameOfCard(ctx.state, id) !== Z.field);
    enterField(ctx, chars, env.controller, 'effect');
  },
};

export const moveRowEffect: EffectSpec = {
  description: 'Move field characters to a row (前列/後列, PSO2 403.1.4: not a zone change).',
  params: { target: { $ref: '#/$defs/selector' }, row: { enum: ['front', 'back'] } },
  required: ['target', 'row'],
  run: (ctx, e, env, f) => {
    const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose characters to move');
    if (!ids) return;
    for (const id of ids) if (zoneNameOfCard(ctx.state, id) === Z.field && kind(ctx.state, id) === KIND.character) setRow(ctx, id, e.row as 'front' | 'back', 'effect');
  },
};
