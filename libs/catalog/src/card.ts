/**
 * The card record every game shares (one model family for five games).
 * Plain data: no classes, so the same objects flow through the engine, the deck validator,
 * the database layer and the HTTP answers.
 */
export const GAME_SLUGS = ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

export function isGameSlug(value: unknown): value is GameSlug {
  return typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value);
}

/**
 * Deck-construction facts a card carries, derived from its printed information at import time.
 * Every flag is optional; absence means "no".
 */
export interface CardFlags {
  /** SVE 9.1 / tokens of any game: never in a deck. */
  token?: boolean;
  /** SVE 6.1.1.2: evolve cards (エボルヴ) go in the evolve deck. */
  evolve?: boolean;
  /** SVE 9.2: advance cards (アドバンス) go in the evolve deck. */
  advance?: boolean;
  /** SVE: leader cards. GBF: captain (団長) cards. PSO2: player cards. */
  leader?: boolean;
  /** R4U 2.2: Re:Birth cards (Reバース), at most 8 per deck (R4U 6.1). */
  rebirth?: boolean;
  /** R4U 2.2: partner cards (パートナー), exactly 3, not in the main deck. */
  partner?: boolean;
  /** PSO2 100.6: 【ドロップ】 cards, at most 9 in total. */
  drop?: boolean;
  /** PSO2 302.11: 【増殖】 cards, up to 9 copies. */
  proliferate?: boolean;
  /** PSO2 100.7: 【侵食】 cards, allowed with a black player card. */
  erosion?: boolean;
  /** Text of the card allows more copies than the game's limit ("N枚まで" / "any number"). null = unlimited. */
  maxCopies?: number | null;
  /** The card is a sample/starter card written for this project, not an official card. */
  sample?: boolean;
  /** A defect noted at import (data-quality flag), human readable. */
  suspect?: string;
}

export interface CardRecord {
  game: GameSlug;
  /** The printed card number, unique per game. */
  id: string;
  name: string;
  /** Main card type as printed (e.g. フォロワー, キャラ, 団員). */
  type: string;
  subtypes: string[];
  /** SVE class / R4U colour / GBF element / PSO2 class+colour / tag-battle affiliation. */
  classOrColor: string | null;
  title: string | null;
  traits: string[];
  cost: number | null;
  /** Attack / ATK / power, whatever the game prints as its offensive number. */
  attack: number | null;
  /** Defense / health / HP, whatever the game prints as its defensive number. */
  defense: number | null;
  keywords: string[];
  text: string;
  set: string | null;
  flags: CardFlags;
  /** Game-specific printed facts that have no common column (e.g. GBF rank, PSO2 deck size). */
  extra: Record<string, unknown>;
  /** Ability data in the ability language (filled by the game engines), or null. */
  abilities: unknown | null;
}

/** The import/interchange shape (the shape of ../shared/data/<game>/cards.json). */
export interface CardInput {
  id: string;
  name: string;
  type: string;
  set?: string | null;
  subtypes?: string[];
  class_or_color?: string | null;
  title?: string | null;
  traits?: string[];
  cost?: number | null;
  attack?: number | null;
  defense_or_hp?: number | null;
  keywords?: string[];
  text?: string;
  flags?: CardFlags;
  extra?: Record<string, unknown>;
  abilities?: unknown | null;
  source?: string;
}
