/**
 * Processing a played card (PSO2 406.4):
 * - 202.2: a character goes to its controller's front row OFF (302.6 奇襲: ON); 登場時 (302.2) triggers;
 * - 205.3: a normal item goes to the back row ON;
 * - 205.4.2 / 205.4.3: a weapon or armor is equipped, ON, to its declared equip target if that is still a legal
 *   one; 205.4.5: over the slots (205.4.4: 1 weapon, 3 armor; 【装備枠 X】 205.4.4.1), the equip target's controller
 *   chooses an already-equipped card or the new one to destroy, until it fits;
 * - 204.2.2 / 204.2.2.3: an attach Active is put onto its declared attach target, ON.
 * A card that cannot be put where it goes (its target left) stays in the zone and goes to the discard (resolvedOp).
 */
import type { Ctx, Frame, JsonObject } from '../../../../engine/src/index.js';
import { answerOf, ask, emit, moveTogether, publicEvent, push } from '../../../../engine/src/index.js';
import { K, KIND, N, SUB } from '../constants.js';
import { factsOfCard, isArmor, isWeapon, keywordValue, kind, type StackItem } from '../state.js';
import { attachHosts, equipHosts } from './legal.js';
import { attachTo, enterBackRowItem, enterField, toDiscards } from '../rules/field.js';

export function resolveCard(ctx: Ctx, item: StackItem): void {
  const s = ctx.state;
  const id = item.card;
  if (!id || !s.cards[id]) return;
  const k = kind(s, id);
  const subs = factsOfCard(s, id)!.subtypes;
  const p = item.controller;
  if (k === KIND.character) {
    enterField(ctx, [id], p, 'play');
    return;
  }
  if (k === KIND.item && !subs.includes(SUB.weapon) && !subs.includes(SUB.armor)) {
    enterBackRowItem(ctx, id, p);
    return;
  }
  const equip = k === KIND.item;
  const host = item.host;
  const legal = host !== null && (equip ? equipHosts(s, p, id) : attachHosts(s, p, id)).includes(host);
  if (!legal) {
    emit(ctx, publicEvent(equip ? 'equipFailed' : 'attachFailed', { card: id, host, rule: equip ? 'PSO2 205.4.3' : 'PSO2 204.2.2' }));
    return;
  }
  const nid = attachTo(ctx, id, host!, p);
  if (equip) push(ctx, { op: 'equipOverflow', host: host!, card: nid });
}

/** 205.4.4: the host's slots (per card: `extra.weaponSlots` / `extra.armorSlots`, else 1 weapon, 3 armor). */
function slots(ctx: Ctx, host: string): { weapon: number; armor: number } {
  const extra = factsOfCard(ctx.state, host)?.extra ?? {};
  return {
    weapon: typeof extra.weaponSlots === 'number' ? extra.weaponSlots : N.weaponSlots,
    armor: typeof extra.armorSlots === 'number' ? extra.armorSlots : N.armorSlots,
  };
}

function equipped(ctx: Ctx, host: string): string[] {
  const h = ctx.state.cards[host];
  if (!h) return [];
  return ctx.state.zones[h.zone]!.cards.filter((id) => ctx.state.cards[id]!.attachedTo === host);
}

/** 205.4.4.1: slots an armor uses (【装備枠 X】, default 1). */
export function slotUse(ctx: Ctx, armor: string): number {
  const v = keywordValue(ctx.state, armor, K.equipSlots);
  return typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 1;
}

/** 205.4.5: over the limit, choose an equipped card or the new one to destroy, until within the slots. */
export function equipOverflowOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const host = f.host as string;
  if (!s.cards[host]) return;
  const cap = slots(ctx, host);
  const all = equipped(ctx, host);
  const weapons = all.filter((id) => isWeapon(s, id));
  const armors = all.filter((id) => isArmor(s, id));
  const armorUse = armors.reduce((n, id) => n + slotUse(ctx, id), 0);
  const over = weapons.length > cap.weapon ? weapons : armorUse > cap.armor ? armors : null;
  if (!over) return;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    ask(ctx, f, {
      player: s.cards[host]!.controller, kind: 'chooseCards', prompt: 'Over the equipment slots: choose one to destroy', rule: 'PSO2 205.4.5',
      candidates: over, min: 1, max: 1, data: { host, weapons: cap.weapon, armor: cap.armor } as JsonObject,
    });
    return;
  }
  moveTogether(ctx, () => toDiscards(ctx, a.cards, 'destroy'));
  push(ctx, { op: 'equipOverflow', host, card: f.card as string });
}
