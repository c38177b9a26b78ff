/**
 * Small read helpers over the kernel state for the SVE rules (zones, kinds, resources, timing flags).
 * Pure reads unless the name says otherwise. `Reader` is the kernel's read-only view (a Ctx is one).
 */
import {
  derivedScope, hasKeyword as kernelHasKeyword, statOf as kernelStatOf, typeOf, vocabularyFor, zoneKey,
  type CardFacts, type CardInstance, type GameDefinition, type GameState, type Json, type PlayerIndex, type Reader,
} from '../../../engine/src/index.js';
import { C, K, KIND, SPECIAL, Z } from './constants.js';

let definitionRef: GameDefinition | null = null;

/**
 * A read-only pass over one state version (legal-action listing, rule-processing detection, current values):
 * the kernel's derived layer (engine derived.ts) computes each card's modifiers once inside it and every
 * stat / keyword / flag query of the pass reads them. Outside it every query is fresh.
 */
export function readOnly<T>(state: GameState, fn: () => T): T {
  return derivedScope(state, fn);
}

/** hasKeyword (kernel effects.ts; from the derived layer inside a read-only pass). */
export function hasKeyword(r: Reader, id: string, keyword: string): boolean {
  return kernelHasKeyword(r, id, keyword);
}

/** statOf (kernel effects.ts; from the derived layer inside a read-only pass). */
export function statOf(r: Reader, id: string, stat: string): number | null {
  return kernelStatOf(r, id, stat);
}

export function bindDefinition(def: GameDefinition): void {
  definitionRef = def;
}

export function sveDefinition(): GameDefinition {
  if (!definitionRef) throw new Error('shadowverse-evolve definition not initialised');
  return definitionRef;
}

export function readerOf(state: GameState): Reader {
  return { state, vocab: vocabularyFor(sveDefinition()) };
}

export const zk = (name: string, player: PlayerIndex): string => zoneKey(name, player);
export const other = (p: PlayerIndex): PlayerIndex => 1 - p;

export function cardsIn(state: GameState, name: string, player: PlayerIndex): string[] {
  return state.zones[zoneKey(name, player)]?.cards ?? [];
}

export function factsOfCard(state: GameState, id: string): CardFacts | null {
  const c = state.cards[id];
  return c ? state.catalog[c.cardId] ?? null : null;
}

export function zoneNameOf(state: GameState, id: string): string | null {
  const c = state.cards[id];
  return c ? state.zones[c.zone]?.name ?? null : null;
}

/** The card's current kind (printed, or changed by an effect: SVE 5.25, 5.32; rules/kind-change.ts). */
export function isKind(state: GameState, id: string, kind: string): boolean {
  return typeOf(state, id) === kind;
}

export const isFollower = (state: GameState, id: string): boolean => isKind(state, id, KIND.follower);
export const isAmulet = (state: GameState, id: string): boolean => isKind(state, id, KIND.amulet);
export const isSpell = (state: GameState, id: string): boolean => isKind(state, id, KIND.spell);

export function hasSubtype(facts: CardFacts | null, sub: string): boolean {
  return facts?.subtypes.includes(sub) === true;
}

/** Special kind evolve (SVE 2.3.3.1): an evolve card, or a field card linked to one (5.16.1.2). */
export function isEvolvedCard(state: GameState, id: string): boolean {
  return hasSubtype(factsOfCard(state, id), SPECIAL.evolve);
}

export function leaderOf(state: GameState, player: PlayerIndex): string | null {
  return cardsIn(state, Z.leader, player)[0] ?? null;
}

export function counter(state: GameState, player: PlayerIndex, name: string): number {
  return state.players[player]?.counters[name] ?? 0;
}

export function pflag(state: GameState, player: PlayerIndex, name: string): Json {
  return state.players[player]?.flags[name] ?? null;
}

export function turnFlagIs(state: GameState, player: PlayerIndex, name: string): boolean {
  return state.players[player]?.flags[name] === state.turn.number;
}

/** A follower on the field whose master has been the same player since this turn began (SVE 8.4.2.1). */
export function controlledSinceTurnStart(state: GameState, id: string): boolean {
  const c = state.cards[id];
  if (!c) return false;
  const since = c.flags.since;
  return typeof since === 'number' && since < state.turn.number;
}

export function evolvedThisTurn(state: GameState, id: string): boolean {
  return state.cards[id]?.flags.evolvedTurn === state.turn.number;
}

/** Current health of a follower (defense with every effect applied: damage lowers it, SVE 5.14.1). */
export function healthOf(r: Reader, id: string): number {
  return statOf(r, id, 'defense') ?? 0;
}

export function attackOf(r: Reader, id: string): number {
  return statOf(r, id, 'attack') ?? 0;
}

export function fieldCount(state: GameState, player: PlayerIndex): number {
  return cardsIn(state, Z.field, player).length;
}

export function fieldLimit(state: GameState, player: PlayerIndex): number {
  return counter(state, player, C.fieldLimit);
}

export function exLimit(state: GameState, player: PlayerIndex): number {
  return counter(state, player, C.exLimit);
}

/** 【覚醒】 (SVE 13.4.1): the player's current max PP is 7 or more. */
export function overflow(state: GameState, player: PlayerIndex): boolean {
  return counter(state, player, C.maxPp) >= 7;
}

/** 【真紅】 (SVE 13.5.2): it is your turn and your leader's health decreased this turn. */
export function crimson(state: GameState, player: PlayerIndex): boolean {
  return state.turn.active === player && turnFlagIs(state, player, 'healthDecreasedTurn');
}

export function keyworded(r: Reader, id: string, keyword: string): boolean {
  return hasKeyword(r, id, keyword);
}

export function isToken(state: GameState, id: string): boolean {
  const c: CardInstance | undefined = state.cards[id];
  return c?.token === true;
}

/** Cards a player controls on the field with Ward that are engaged (SVE 12.8.2, 8.4.3). */
export function engagedWards(r: Reader, player: PlayerIndex): string[] {
  return cardsIn(r.state, Z.field, player).filter((id) => r.state.cards[id]!.tapped && isFollower(r.state, id) && hasKeyword(r, id, K.ward));
}
