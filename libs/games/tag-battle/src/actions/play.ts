/**
 * Putting cards into play: characters (S1), tags (S2), items (S3), battle cards (S4), field cards (D-12).
 * Each has a legality check (the listed main-phase actions) and a resolution (after the D-23 window).
 * Costs are paid when the action is declared (actions/declare.ts).
 */
import {
  emit, moveCard, moveCards, moveTogether, cardEvent, type Action, type Ctx, type GameState, type JsonObject, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { DAMAGE, F, KIND, Z } from '../constants.js';
import { opts } from '../options.js';
import {
  cardsIn, characterKeyOf, componentsOf, coveredLeader, factsOf, keywordValue, kindOf, onField, other, sharedCards, zk, zoneNameOf,
} from '../state.js';
import { canPay, needOf, printedIcons, type Need } from '../rules/cost.js';
import { K } from '../abilities/vocabulary.js';

/** The cost to declare a card (its printed icons; attribute for items / fields / instants: S3-8, C-2, D-13). */
export function cardNeed(state: GameState, id: string): Need {
  const c = state.cards[id]!;
  const f = state.catalog[c.cardId]!;
  const attr = typeof f.extra.costAttribute === 'string' ? f.extra.costAttribute : null;
  return needOf(state, printedIcons(state, c.cardId), attr, null);
}

/** S1-2, S1-3, S2-11 (D-24): a character with this key may not enter `player`'s field. */
export function characterBlocked(state: GameState, player: PlayerIndex, key: string): boolean {
  return cardsIn(state, Z.characters, player).some((id) => characterKeyOf(state, id) === key || componentsOf(state, id).includes(key));
}

/** D-8: room for one more character on the field (0 = no limit). */
function roomForCharacter(state: GameState, player: PlayerIndex): boolean {
  const max = opts(state).D8_maxCharacters;
  return max <= 0 || cardsIn(state, Z.characters, player).length < max;
}

/** S1: play a (non-tag) character from hand. */
export function characterPlayable(state: GameState, player: PlayerIndex, id: string): boolean {
  if (kindOf(state, id) !== KIND.character) return false;
  if (characterBlocked(state, player, characterKeyOf(state, id))) return false; // S1-2, S1-3
  return roomForCharacter(state, player) && canPay(state, player, cardNeed(state, id), [id]); // D-8, S1-1
}

/**
 * S2-3: the ways to play tag `tag` from hand: both components wake on your field, or one wake on your
 * field and the other in your hand; leaders are never components (S2-10, D-5); the tag itself must not
 * already be on your field (S1-2).
 */
export function tagPlays(state: GameState, player: PlayerIndex, tag: string): Action[] {
  if (kindOf(state, tag) !== KIND.tag) return [];
  const keys = componentsOf(state, tag);
  if (keys.length !== 2 || characterBlocked(state, player, characterKeyOf(state, tag))) return [];
  const onFieldOf = (key: string) =>
    cardsIn(state, Z.characters, player).filter((id) => !state.cards[id]!.tapped && kindOf(state, id) === KIND.character && characterKeyOf(state, id) === key && !coveredLeader(state, id));
  const inHandOf = (key: string) => cardsIn(state, Z.hand, player).filter((id) => id !== tag && kindOf(state, id) === KIND.character && characterKeyOf(state, id) === key);
  const [a, b] = keys as [string, string];
  const out: Action[] = [];
  for (const fa of onFieldOf(a)) {
    for (const fb of onFieldOf(b)) out.push({ type: 'playTag', player, card: tag, field: [fa, fb], hand: [] });
    // one copy per character from hand is enough: the copies are the same card
    const hb = [...new Set(inHandOf(b).map((id) => state.cards[id]!.cardId))].map((cid) => inHandOf(b).find((id) => state.cards[id]!.cardId === cid)!);
    for (const h of hb) out.push({ type: 'playTag', player, card: tag, field: [fa], hand: [h] });
  }
  for (const fb of onFieldOf(b)) {
    const ha = [...new Set(inHandOf(a).map((id) => state.cards[id]!.cardId))].map((cid) => inHandOf(a).find((id) => state.cards[id]!.cardId === cid)!);
    for (const h of ha) out.push({ type: 'playTag', player, card: tag, field: [fb], hand: [h] });
  }
  return out;
}

/** Where an item goes (S3-9): `tag.equipTo` keyword, else the record's `equipTo`, else a character. */
export function equipTarget(state: GameState, id: string): string {
  const f = factsOf(state, id);
  const k = keywordValue(f, K.equipTo);
  if (typeof k === 'string') return k;
  return typeof f?.extra.equipTo === 'string' ? f.extra.equipTo : 'character';
}

/** S3-3, S3-10: the same item (by name) is not equipped twice to one card. */
function alreadyEquipped(state: GameState, host: string, itemName: string): boolean {
  for (const p of state.players) {
    for (const id of cardsIn(state, Z.equipment, p.index)) {
      if (state.cards[id]!.attachedTo === host && factsOf(state, id)?.name === itemName) return true;
    }
  }
  return false;
}

/** S3: equip actions for item `id` (hosts: characters of either side S3-11, battle cards, or the field). */
export function equipActions(state: GameState, player: PlayerIndex, id: string): Action[] {
  if (kindOf(state, id) !== KIND.item) return [];
  if (!canPay(state, player, cardNeed(state, id), [id])) return []; // S3-2, S3-8
  const target = equipTarget(state, id);
  const name = factsOf(state, id)!.name;
  if (target === 'field') return [{ type: 'equipItem', player, card: id, host: 'field' }]; // S3-10: any number
  const zone = target === 'battleCard' ? Z.battleCards : Z.characters;
  const hosts = [...cardsIn(state, zone, player), ...cardsIn(state, zone, other(player))];
  return hosts.filter((h) => !alreadyEquipped(state, h, name)).map((host) => ({ type: 'equipItem', player, card: id, host }));
}

/** S4-2: battle cards per player in each area (main 3, sub 2); D-7 'lockBattleCards' closes a fallen sub field. */
export const AREA_LIMIT = { main: 3, sub: 2 } as const;

export function battleCardsIn(state: GameState, player: PlayerIndex, area: 'main' | 'sub'): string[] {
  return cardsIn(state, Z.battleCards, player).filter((id) => state.cards[id]!.flags[F.area] === area);
}

export function areaOpen(state: GameState, player: PlayerIndex, area: 'main' | 'sub'): boolean {
  if (area === 'sub' && opts(state).D7_fallenSubField === 'lockBattleCards' && state.players[player]!.flags.subFieldFallen === true) return false;
  return battleCardsIn(state, player, area).length < AREA_LIMIT[area];
}

/** S4-1, D-11: play a battle card from hand into an area with room (free). */
export function battleCardPlays(state: GameState, player: PlayerIndex, id: string): Action[] {
  if (kindOf(state, id) !== KIND.battle) return [];
  return (['main', 'sub'] as const).filter((area) => areaOpen(state, player, area)).map((area) => ({ type: 'playBattleCard', player, card: id, area }));
}

/** D-12: a field card from hand (cost with attribute rule). */
export function fieldPlayable(state: GameState, player: PlayerIndex, id: string): boolean {
  return kindOf(state, id) === KIND.field && canPay(state, player, cardNeed(state, id), [id]);
}

// ---------------------------------------------------------------- resolutions

/** S1-4: the character enters the field asleep. (If the same character got there meanwhile, it is discarded, S1-2.) */
export function resolveCharacter(ctx: Ctx, player: PlayerIndex, card: string): void {
  const s = ctx.state;
  if (!s.cards[card]) return;
  if (characterBlocked(s, player, characterKeyOf(s, card))) {
    moveCard(ctx, card, zk(Z.discard, s.cards[card]!.owner), { reason: 'fizzle', by: player });
    return;
  }
  const id = moveCard(ctx, card, zk(Z.characters, player), { tapped: true, reason: 'play', by: player });
  s.cards[id]!.flags[F.enteredTurn] = s.turn.number;
  emit(ctx, cardEvent(s, 'played', [id], { card: id, cardId: s.cards[id]!.cardId, player, kind: KIND.character }, null));
}

/**
 * S2: the tag enters the field wake (S2-8) carrying the damage (sum, D-25) and items (S2-5) of its
 * components on the field; the components go to their owner's discard pile (S2-4, E4); two copies of one
 * item: the controller discards one (S2-7, D-26: `tagDuplicates` op); KO if damage ≥ HP (S2-6, rule processing).
 */
export function resolveTag(ctx: Ctx, player: PlayerIndex, item: JsonObject): JsonObject[] {
  const s = ctx.state;
  const tag = item.card as string;
  const field = (item.field as string[]).filter((id) => s.cards[id] && onField(s, id) && s.cards[id]!.controller === player);
  const hand = (item.hand as string[]).filter((id) => s.cards[id]);
  if (!s.cards[tag] || field.length + hand.length < 2 || field.length === 0) {
    if (s.cards[tag]) moveCard(ctx, tag, zk(Z.discard, s.cards[tag]!.owner), { reason: 'fizzle', by: player });
    for (const h of hand) moveCard(ctx, h, zk(Z.hand, s.cards[h]!.owner), { reason: 'fizzle', by: player });
    return [];
  }
  const damage = field.reduce((t, id) => t + (s.cards[id]!.counters[DAMAGE] ?? 0), 0);
  const id = moveCard(ctx, tag, zk(Z.characters, player), { tapped: false, reason: 'play', by: player });
  const t = s.cards[id]!;
  t.flags[F.enteredTurn] = s.turn.number;
  if (damage > 0) t.counters[DAMAGE] = damage;
  const items: string[] = [];
  for (const p of s.players) {
    for (const i of cardsIn(s, Z.equipment, p.index)) {
      if (field.includes(s.cards[i]!.attachedTo ?? '')) {
        s.cards[i]!.attachedTo = id;
        items.push(i);
      }
    }
  }
  moveTogether(ctx, () => {
    for (const c of [...field, ...hand]) moveCard(ctx, c, zk(Z.discard, s.cards[c]!.owner), { reason: 'tag', by: player });
  });
  emit(ctx, cardEvent(s, 'played', [id], { card: id, cardId: t.cardId, player, kind: KIND.tag, damage, items }, null));
  // S2-7: duplicates by name
  const byName = new Map<string, string[]>();
  for (const i of items) {
    const n = factsOf(s, i)!.name;
    byName.set(n, [...(byName.get(n) ?? []), i]);
  }
  return [...byName.values()].filter((l) => l.length > 1).map((copies) => ({ op: 'tagDuplicates', player, copies }));
}

/** S3-4, S3-6: the item is equipped (attached) to its host, or to the field; if the host is gone it is discarded (D-29). */
export function resolveItem(ctx: Ctx, player: PlayerIndex, card: string, host: string): void {
  const s = ctx.state;
  if (!s.cards[card]) return;
  const owner = s.cards[card]!.owner;
  if (host === 'field') {
    const id = moveCard(ctx, card, zk(Z.fieldItems, owner), { reason: 'play', by: player });
    emit(ctx, cardEvent(s, 'played', [id], { card: id, cardId: s.cards[id]!.cardId, player, kind: KIND.item, host: 'field' }, null));
    return;
  }
  const hostZone = zoneNameOf(s, host);
  if (!s.cards[host] || (hostZone !== Z.characters && hostZone !== Z.battleCards) || alreadyEquipped(s, host, factsOf(s, card)!.name)) {
    moveCard(ctx, card, zk(Z.discard, owner), { reason: 'fizzle', by: player });
    return;
  }
  const id = moveCard(ctx, card, zk(Z.equipment, owner), { reason: 'play', by: player });
  s.cards[id]!.attachedTo = host;
  emit(ctx, cardEvent(s, 'played', [id], { card: id, cardId: s.cards[id]!.cardId, player, kind: KIND.item, host }, null));
}

/** S4: the battle card enters its area, wake (unused this turn); if the area filled meanwhile it is discarded. */
export function resolveBattleCard(ctx: Ctx, player: PlayerIndex, card: string, area: 'main' | 'sub'): void {
  const s = ctx.state;
  if (!s.cards[card]) return;
  if (!areaOpen(s, player, area)) {
    moveCard(ctx, card, zk(Z.discard, s.cards[card]!.owner), { reason: 'fizzle', by: player });
    return;
  }
  const id = moveCard(ctx, card, zk(Z.battleCards, player), { tapped: false, reason: 'play', by: player });
  s.cards[id]!.flags[F.area] = area;
  emit(ctx, cardEvent(s, 'played', [id], { card: id, cardId: s.cards[id]!.cardId, player, kind: KIND.battle, area }, null));
}

/** D-12: the field card enters play; over the limit, the older one goes to its owner's discard pile. */
export function resolveField(ctx: Ctx, player: PlayerIndex, card: string): void {
  const s = ctx.state;
  if (!s.cards[card]) return;
  const limit = opts(s).D12_fieldCardLimit;
  const old = sharedCards(s, Z.fieldCard).filter((id) => limit === 'oneTotal' || (limit === 'onePerPlayer' && s.cards[id]!.owner === s.cards[card]!.owner));
  if (old.length > 0) moveTogether(ctx, () => old.forEach((o) => moveCard(ctx, o, zk(Z.discard, s.cards[o]!.owner), { reason: 'replaced', by: player })));
  const id = moveCard(ctx, card, Z.fieldCard, { reason: 'play', by: player });
  emit(ctx, cardEvent(s, 'played', [id], { card: id, cardId: s.cards[id]!.cardId, player, kind: KIND.field }, null));
}

/** S9-1: discard one of your battle cards (its items go with it: rule processing). */
export function resolveDiscardBattleCard(ctx: Ctx, player: PlayerIndex, card: string): void {
  const s = ctx.state;
  if (!s.cards[card] || zoneNameOf(s, card) !== Z.battleCards) return;
  moveCards(ctx, [card], zk(Z.discard, s.cards[card]!.owner), { reason: 'discard', by: player });
}

