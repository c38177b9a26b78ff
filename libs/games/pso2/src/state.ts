/**
 * PSO2 game data (`state.data`, public: the resolution zone and the battle are public, 400.4) and the derived
 * facts every rule reads from one place: kinds, rows, current attack and HP, colours and classes, who is an ally
 * or opponent (301.9, 301.10, raid), the action-right holders (103.6), the turn order (500.1, raid).
 */
import type { GameState, GrantRef, JsonObject, PlayerIndex, Reader } from '../../../engine/src/index.js';
import { cardsIn as kernelCardsIn, flagOf, hasKeyword, isOpponent, statOf, typeOf, zoneKey } from '../../../engine/src/index.js';
import { C, F, FLAG, K, KIND, STAT, SUB, Z } from './constants.js';
import { opts } from './options.js';

/** An item in the resolution zone (処理領域, 406): a played card or an ability put there to be processed. */
export interface StackItem {
  id: string;
  /** 'card': a character / item / attach Active played (the card is in the resolution zone); 'active': a normal Active's ability (204.2.1); 'ability': an activated ability; 'trigger': a triggered ability (keyword triggers included). */
  kind: 'card' | 'active' | 'ability' | 'trigger';
  controller: PlayerIndex;
  /** The card in the resolution zone ('card', or an 'active' kept there until resolved), else the source card (its id when the ability was put in; it may have moved since). */
  card: string | null;
  cardId: string;
  /** Ability index in the card's facts (-1 for a played card, or a granted ability). */
  index: number;
  grant: GrantRef | null;
  /** Targets chosen when it was put into the zone, by variable name (406.2.3). */
  targets: Record<string, string[]>;
  /** The selector of each declared target (to re-check legality on processing, 406.4.1). */
  selectors: Record<string, JsonObject>;
  /** Mode chosen on declaration (406.3), or null. */
  mode: number | null;
  /** X chosen for an X cost (209.3), or null. */
  x: number | null;
  /** The triggering event (triggered abilities). */
  event: JsonObject | null;
  /** Declared equip target (205.4) or attach target (204.2.2). */
  host: string | null;
  /** Played by the raid boss (協力レイドバトル: no cost paid). */
  boss: boolean;
  /** Source of the action (103.2.2): a card instance or a player. */
  sourcePlayer: PlayerIndex;
}

export interface Battle {
  attacker: string;
  player: PlayerIndex;
  targets: string[];
  step: 'start' | 'participation' | 'engagement' | 'damage';
  attacking: boolean;
  engaged: boolean;
  /** Attack added by a used weapon, per engaged card (205.5.1; for this battle). */
  weapon: Record<string, number>;
  /** Targets at declaration (a rapid-fire battle has two). */
  declared: number;
}

export interface Pso2Data {
  mode: 'standard' | 'raid';
  /** Raid: the boss seat (the engine plays it), else null. */
  boss: PlayerIndex | null;
  /** Turn order of the seats (500.1; raid: the party from its first player, then the boss). */
  order: PlayerIndex[];
  /** Raid: seats of the party. Duel: both seats. */
  party: PlayerIndex[];
  /** Raid: the target player of this boss turn (ターゲットフェイズ). */
  target: PlayerIndex | null;
  /** The resolution zone's items, bottom first (406.2: new items go on top). */
  zone: StackItem[];
  /** The action right (103.6): who holds it and how many passed in succession. */
  priority: { holder: PlayerIndex; passes: number } | null;
  battle: Battle | null;
  /** Depth of the work stack under the current turn (a dropped-out turn player's turn is cut there). */
  turnBase: number;
  /** Counts turns cut short (raid drop-out of the turn player): ops started before a cut stop. */
  epoch: number;
}

export function pd(state: GameState): Pso2Data {
  return state.data as unknown as Pso2Data;
}

export function isRaid(state: GameState): boolean {
  return pd(state).mode === 'raid';
}

export function isBoss(state: GameState, p: PlayerIndex | null | undefined): boolean {
  return p !== null && p !== undefined && pd(state).boss === p;
}

export function alive(state: GameState, p: PlayerIndex): boolean {
  return state.players[p]?.lost === false;
}

export function cardsIn(state: GameState, zone: string, p: PlayerIndex | null): string[] {
  return kernelCardsIn(state, zone, p);
}

export function zoneNameOfCard(state: GameState, id: string): string | null {
  const c = state.cards[id];
  return c ? state.zones[c.zone]?.name ?? null : null;
}

export function kind(state: GameState, id: string): string | null {
  return typeOf(state, id);
}

export function factsOfCard(state: GameState, id: string) {
  const c = state.cards[id];
  return c ? state.catalog[c.cardId] ?? null : null;
}

export function hasSub(state: GameState, id: string, sub: string): boolean {
  return factsOfCard(state, id)?.subtypes.includes(sub) === true;
}

export const isWeapon = (s: GameState, id: string) => hasSub(s, id, SUB.weapon);
export const isArmor = (s: GameState, id: string) => hasSub(s, id, SUB.armor);
export const isAttach = (s: GameState, id: string) => hasSub(s, id, SUB.attach);
export const isEquipment = (s: GameState, id: string) => isWeapon(s, id) || isArmor(s, id);

/** A character on the field (場): in a field zone. */
export function isFieldCharacter(state: GameState, id: string): boolean {
  return zoneNameOfCard(state, id) === Z.field && kind(state, id) === KIND.character;
}

/** The player card (or raid boss card) of a seat. */
export function playerCard(state: GameState, p: PlayerIndex): string | null {
  const z = state.zones[zoneKey(Z.player, p)];
  if (!z) return null;
  for (const id of z.cards) {
    const k = kind(state, id);
    if (k === KIND.player || k === KIND.boss) return id;
  }
  return null;
}

/** Whether a card is a seat's player card (or the boss card). */
export function isPlayerCard(state: GameState, id: string): boolean {
  const k = kind(state, id);
  return (k === KIND.player || k === KIND.boss) && zoneNameOfCard(state, id) === Z.player;
}

/** 403.1.4: the row of a field card ('front' | 'back'). */
export function rowOf(state: GameState, id: string): 'front' | 'back' | null {
  const r = state.cards[id]?.flags[F.row];
  return r === 'front' || r === 'back' ? r : null;
}

/** 212.1 current attack (printed + modifications; none printed = 0, 212.1.1) plus a weapon used this battle (205.5.1). */
export function attackOf(r: Reader, id: string): number {
  const base = statOf(r, id, STAT.attack) ?? 0;
  const weapon = pd(r.state).battle?.weapon[id] ?? 0;
  return Math.max(0, base + weapon); // 103.5.3
}

/** 213.1 / 215.3 maximum HP: printed + modifications (may be ≤ 0: 215.3.1). */
export function maxHp(r: Reader, id: string): number {
  return statOf(r, id, STAT.hp) ?? 0;
}

export function damageOn(state: GameState, id: string): number {
  return state.cards[id]?.counters[C.damage] ?? 0;
}

/** 207: a card's colours (empty = white, 207.2). */
export function colorsOfCard(state: GameState, id: string): string[] {
  const v = factsOfCard(state, id)?.extra.colors;
  return Array.isArray(v) ? (v as string[]) : [];
}

/** 208: a card's classes (['ALL'] = every class, 208.1.2; [] = none). */
export function classesOfCard(state: GameState, id: string): string[] {
  const v = factsOfCard(state, id)?.extra.classes;
  return Array.isArray(v) ? (v as string[]) : [];
}

/** 209.1.1 / 209.2 printed cost (none printed = 0: raid 「コストが記載されていない物は0コスト」). */
export function printedCost(state: GameState, id: string): number {
  return factsOfCard(state, id)?.cost ?? 0;
}

/** 209.3: the card's cost includes X (chosen when it is played; X is 0 everywhere but the resolution zone, 209.3.1). */
export function hasXCost(state: GameState, id: string): boolean {
  return factsOfCard(state, id)?.extra.costX === true;
}

export function keywordValue(state: GameState, id: string, keyword: string): number | string | null {
  const f = factsOfCard(state, id);
  if (!f) return null;
  for (const a of f.abilities) if (a.kind === 'keyword' && a.keyword === keyword) return (a.value as number | string | undefined) ?? null;
  return null;
}

export function has(r: Reader, id: string, keyword: string): boolean {
  return hasKeyword(r, id, keyword);
}

export function isFrozen(r: Reader, id: string): boolean {
  return flagOf(r, id, FLAG.frozen) === true;
}

/** 301.9 味方: your player card and your field characters (raid: only your own, 特別なルール). */
export function allies(state: GameState, p: PlayerIndex): string[] {
  const out: string[] = [];
  const pc = playerCard(state, p);
  if (pc) out.push(pc);
  for (const id of cardsIn(state, Z.field, p)) if (kind(state, id) === KIND.character) out.push(id);
  return out;
}

/** 301.10 相手: the opponents' player cards and field characters. */
export function opponentsSide(state: GameState, p: PlayerIndex): string[] {
  const out: string[] = [];
  for (const q of state.players) if (!q.lost && isOpponent(state, p, q.index)) out.push(...allies(state, q.index));
  return out;
}

/** Seats still in the game, in turn order. */
export function seatsInOrder(state: GameState): PlayerIndex[] {
  return pd(state).order.filter((p) => alive(state, p));
}

/** Party seats still in the game, in turn order (duel: both players). */
export function partyAlive(state: GameState): PlayerIndex[] {
  const d = pd(state);
  return d.order.filter((p) => alive(state, p) && p !== d.boss);
}

/**
 * 103.6: who holds the action right, in the order it passes (103.6.1.6). Duel: the turn player, then the other.
 * Raid: the boss never acts by choice (it always passes, so it is left out); in a party player's turn the turn
 * player (option raidPriority 'party': then every other party player); in the boss's turn the whole party.
 */
export function holders(state: GameState): PlayerIndex[] {
  const d = pd(state);
  const tp = state.turn.active;
  const order = seatsInOrder(state);
  const i = Math.max(0, order.indexOf(tp));
  const fromTp = [...order.slice(i), ...order.slice(0, i)];
  if (d.mode !== 'raid') return fromTp;
  const party = fromTp.filter((p) => p !== d.boss);
  if (tp === d.boss) return party;
  return opts(state).raidPriority === 'party' ? party : party.filter((p) => p === tp);
}

/** The player who gets the action right first (103.6.1.1: the turn player; raid boss turn: the first party player). */
export function firstHolder(state: GameState): PlayerIndex | null {
  return holders(state)[0] ?? null;
}

/**
 * 406.2.1 order of controllers for simultaneous triggers: the turn player first, then the others in turn order.
 */
export function controllersInOrder(state: GameState): PlayerIndex[] {
  const order = pd(state).order;
  const tp = state.turn.active;
  const i = Math.max(0, order.indexOf(tp));
  return [...order.slice(i), ...order.slice(0, i)];
}

/** The party member who decides for the raid boss (特別なルール: the party chooses the boss's targets). */
export function bossChooser(state: GameState): PlayerIndex {
  const d = pd(state);
  if (d.target !== null && alive(state, d.target) && state.turn.active === d.boss) return d.target;
  if (state.turn.active !== d.boss && alive(state, state.turn.active)) return state.turn.active;
  return partyAlive(state)[0] ?? state.turn.active;
}
