/**
 * Read helpers over the kernel state for the tag-battle rules: zones, card kinds, leaders, HP, cost
 * pool. Pure reads unless the name says otherwise. Derived numbers (current stats, HP, battle values)
 * are computed here and in rules/values.ts only, never stored.
 */
import {
  statOf, vocabularyFor, zoneKey, type CardFacts, type GameDefinition, type GameState, type Json, type JsonObject,
  type PlayerIndex, type Reader,
} from '../../../engine/src/index.js';
import { DAMAGE, F, HP, KIND, P, Z } from './constants.js';
import { opts } from './options.js';

let definitionRef: GameDefinition | null = null;

export function bindDefinition(def: GameDefinition): void {
  definitionRef = def;
}

export function tbDefinition(): GameDefinition {
  if (!definitionRef) throw new Error('tag-battle definition not initialised');
  return definitionRef;
}

export function readerOf(state: GameState): Reader {
  return { state, vocab: vocabularyFor(tbDefinition()) };
}

export const zk = (name: string, player: PlayerIndex): string => zoneKey(name, player);
export const other = (p: PlayerIndex): PlayerIndex => 1 - p;

export function cardsIn(state: GameState, name: string, player: PlayerIndex): string[] {
  return state.zones[zoneKey(name, player)]?.cards ?? [];
}

export function sharedCards(state: GameState, name: string): string[] {
  return state.zones[name]?.cards ?? [];
}

export function factsOf(state: GameState, id: string): CardFacts | null {
  const c = state.cards[id];
  return c ? state.catalog[c.cardId] ?? null : null;
}

export function zoneNameOf(state: GameState, id: string): string | null {
  const c = state.cards[id];
  return c ? state.zones[c.zone]?.name ?? null : null;
}

export function kindOf(state: GameState, id: string): string | null {
  const k = factsOf(state, id)?.extra.kind;
  return typeof k === 'string' ? k : null;
}

export const kindOfFacts = (f: CardFacts | null | undefined): string | null => (typeof f?.extra.kind === 'string' ? f.extra.kind : null);

/** A character card (tags included: S2-1, S2-12). */
export function isCharacterFacts(f: CardFacts | null | undefined): boolean {
  const k = kindOfFacts(f);
  return k === KIND.character || k === KIND.tag;
}

export function onField(state: GameState, id: string): boolean {
  return zoneNameOf(state, id) === Z.characters;
}

/** 'main' / 'sub' for a leader on the field (C-6), else null. */
export function leaderRole(state: GameState, id: string): 'main' | 'sub' | null {
  const c = state.cards[id];
  const role = c && onField(state, id) ? c.flags[F.leader] : null;
  return role === 'main' || role === 'sub' ? role : null;
}

/** The player's leader of a role on the field, or null (fallen sub field / lost main leader). */
export function leaderOf(state: GameState, player: PlayerIndex, role: 'main' | 'sub'): string | null {
  return cardsIn(state, Z.characters, player).find((id) => state.cards[id]!.flags[F.leader] === role) ?? null;
}

/** Whether the seed's "leader" rules (S2-10, step C) apply to this card (D-5). */
export function coveredLeader(state: GameState, id: string): boolean {
  const role = leaderRole(state, id);
  if (role === null) return false;
  return role === 'main' || opts(state).D5_leaderRulesApplyTo === 'both';
}

export function characterKeyOf(state: GameState, id: string): string {
  const f = factsOf(state, id);
  return typeof f?.extra.characterKey === 'string' ? f.extra.characterKey : f?.name ?? '';
}

export function componentsOf(state: GameState, id: string): string[] {
  const c = factsOf(state, id)?.extra.components;
  return Array.isArray(c) ? (c as string[]) : [];
}

export function attributesOf(state: GameState, id: string): string[] {
  const a = factsOf(state, id)?.extra.attributes;
  return Array.isArray(a) ? (a as string[]) : [];
}

/** Keyword ability value of a card's printed abilities (e.g. `tag.costYield` 2), or null. */
export function keywordValue(f: CardFacts | null | undefined, keyword: string): Json {
  const a = f?.abilities.find((x) => x.kind === 'keyword' && x.keyword === keyword);
  return a ? (a.value ?? true) : null;
}

/** Cost points a character yields when put to sleep (C-10: usually 1; 働き者: `tag.costYield`). */
export function costYieldOf(state: GameState, id: string): number {
  const f = factsOf(state, id);
  const k = keywordValue(f, 'tag.costYield');
  if (typeof k === 'number') return k;
  return typeof f?.extra.costYield === 'number' ? f.extra.costYield : 1;
}

export function stat(r: Reader, id: string, name: string): number {
  return statOf(r, id, name) ?? 0;
}

/** HP of a character with modifiers; leaders' printed HP times D4_leaderHpMultiplier (D-4). */
export function maxHp(r: Reader, id: string): number {
  const hp = stat(r, id, HP);
  const mult = opts(r.state).D4_leaderHpMultiplier;
  if (leaderRole(r.state, id) === null || mult === 1) return hp;
  const printed = factsOf(r.state, id)?.extra[HP];
  return hp + (typeof printed === 'number' ? printed * (mult - 1) : 0);
}

export function damageOf(state: GameState, id: string): number {
  return state.cards[id]?.counters[DAMAGE] ?? 0;
}

/** Current HP = HP − damage counters (S8-3). */
export function currentHp(r: Reader, id: string): number {
  return maxHp(r, id) - damageOf(r.state, id);
}

export interface PoolPoint extends JsonObject {
  attrs: string[];
}

/** The player's leftover cost points (C-9). */
export function poolOf(state: GameState, player: PlayerIndex): PoolPoint[] {
  const p = state.players[player]?.flags[P.pool];
  return Array.isArray(p) ? (p as PoolPoint[]) : [];
}

export function setPool(state: GameState, player: PlayerIndex, pool: PoolPoint[]): void {
  state.players[player]!.flags[P.pool] = pool;
}


/** The battle in progress (state.data.battle), or null. */
export interface BattleData extends JsonObject {
  challenger: number;
  challengerChar: string | null;
  challengedChar: string | null;
  battleCard: string | null;
  step: string;
  laps: number;
  actionsSinceF: number;
  abilityUsed: boolean;
  fReached: boolean;
}

export function battleOf(state: GameState): BattleData | null {
  const b = state.data.battle;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as BattleData) : null;
}
