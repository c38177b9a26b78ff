/**
 * Small read helpers over the kernel state for the GBF rules: zones, players, card kinds and names.
 * Pure reads. Current values (HP, ATK, rank: 8-9-1, 10-4-3-3-1, 10-16-4-1) are in rules/stats.ts.
 */
import { zoneKey, type CardFacts, type GameState, type JsonObject, type PlayerIndex } from '../../../engine/src/index.js';
import { KIND, Z } from './constants.js';

export type Kind = 'captain' | 'crew' | 'summon';

export const zk = (name: string, player: PlayerIndex): string => zoneKey(name, player);

export function cardsIn(state: GameState, name: string, player: PlayerIndex): string[] {
  return state.zones[zoneKey(name, player)]?.cards ?? [];
}

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
export const turnPlayer = (state: GameState): PlayerIndex => state.turn.active;
export const nonTurnPlayer = (state: GameState): PlayerIndex => other(state.turn.active);

export function factsOf(state: GameState, id: string): CardFacts | null {
  const c = state.cards[id];
  return c ? state.catalog[c.cardId] ?? null : null;
}

/** GBF 2-11-2: the printed kind of a card instance (facts `type` is normalised to 団長 / 団員 / 召喚石 by engine-facts.ts). */
export function kindOf(state: GameState, id: string): Kind | null {
  const t = factsOf(state, id)?.type;
  return t === KIND.captain ? 'captain' : t === KIND.crew ? 'crew' : t === KIND.summon ? 'summon' : null;
}

/** GBF 2-1-1-1: the character name (the part of the name outside every bracket). */
export function characterNameOf(state: GameState, id: string): string {
  const f = factsOf(state, id);
  const n = f?.extra.characterName;
  return typeof n === 'string' ? n : (f?.name ?? '');
}

/** Name (without owner) of the zone a card is in. */
export function zoneNameOf(state: GameState, id: string): string | null {
  const c = state.cards[id];
  return c ? state.zones[c.zone]?.name ?? null : null;
}

/** GBF 2-11-2-1-1 / 10-2-1-1: the present captain of a player (null only before setup 5-2-1-7). */
export function captainOf(state: GameState, p: PlayerIndex): string | null {
  return cardsIn(state, Z.captain, p)[0] ?? null;
}

/** GBF 2-11-2-2-1: the present crew members of a player (level cards are in their own zone, 3-6-3-1). */
export function crewOf(state: GameState, p: PlayerIndex): string[] {
  return cardsIn(state, Z.crew, p);
}

/** GBF 2-11-2-1-2 「味方」: the present captain and crew members of a player. */
export function alliesOf(state: GameState, p: PlayerIndex): string[] {
  const c = captainOf(state, p);
  return [...(c ? [c] : []), ...crewOf(state, p)];
}

/** Whether a card is present (登場している, 10-2-1-1): in a captain or crew zone. */
export function isPresent(state: GameState, id: string): boolean {
  const z = zoneNameOf(state, id);
  return z === Z.captain || z === Z.crew;
}

/** GBF 3-6-3-1: the level cards under a crew member (attached to it), in zone order. */
export function levelCardsOf(state: GameState, crew: string): string[] {
  const c = state.cards[crew];
  if (!c) return [];
  return cardsIn(state, Z.level, c.controller).filter((id) => state.cards[id]!.attachedTo === crew);
}

/** GBF 2-2: a card's attribute (null: no attribute, 2-2-1-1-1). */
export function attributeOf(state: GameState, id: string): string | null {
  return factsOf(state, id)?.classOrColor ?? null;
}

/** Game data of the GBF rules kept in `state.data.gbf` (public) — see GbfData. */
export interface Battle {
  /** 7-2-1-3-1-1 / 7-2-1-3-2-1 attacking cards, in order of attack. */
  attackers: string[];
  /** 7-2-1-3-1-2 the battle opponent. */
  opponent: string;
}

export interface GbfData {
  /** 7-1 the battle in progress, or null. */
  battle: Battle | null;
  /** 7-2-1-1 whether an attack step already began this turn. */
  attackStepBegun: boolean;
  /** Per player: check-type rule processes due (9-4-2 armor breaks, 9-4-3 replenishments), captain defeated (9-4-1-3). */
  due: Array<{ armorBreaks: number; replenish: number; captainDefeated: boolean }>;
  /** Per player: turn number of the last job change (10-3-2) and limit break (10-4-2). */
  lastJobChange: number[];
  lastLimitBreak: number[];
}

export function gbf(state: GameState): GbfData {
  return state.data.gbf as unknown as GbfData;
}

export function initialData(players: number): JsonObject {
  const d: GbfData = {
    battle: null,
    attackStepBegun: false,
    due: Array.from({ length: players }, () => ({ armorBreaks: 0, replenish: 0, captainDefeated: false })),
    lastJobChange: Array.from({ length: players }, () => 0),
    lastLimitBreak: Array.from({ length: players }, () => 0),
  };
  return d as unknown as JsonObject;
}
