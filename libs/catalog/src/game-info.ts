/** What `GET /v1/games` says about a game. Each game library exports one `info: GameInfo`. */
import type { DeckSectionSpec } from '../../decks/src/types.js';
import type { CardFlags, CardInput, GameSlug } from './card.js';
import type { FactsSchema } from './facts.js';

export interface CardTypeInfo {
  /** As printed (Japanese), matching CardRecord.type. */
  type: string;
  /** English name. */
  en: string;
  /** Which deck section(s) it may go in ([] = none, e.g. tokens). */
  sections: string[];
  rule: string;
}

export interface GameInfo {
  slug: GameSlug;
  name: string;
  nameJa: string;
  rules: {
    /** Title of the rules document the implementation follows. */
    source: string;
    /** Version / date of that document as printed, or 'unversioned'. */
    version: string;
  };
  deckSections: DeckSectionSpec[];
  cardTypes: CardTypeInfo[];
  defaultFormat: string;
  /** True when the game's catalog is a sample set written for this project (no official list in hand). */
  sampleCatalog: boolean;
}

/**
 * Per-game catalog mapping: derive deck-construction flags (and fix known data defects) at import time;
 * `facts`: the schema of the game's `extra` facts, checked at import (facts.ts).
 */
export interface CatalogMapping {
  game: GameSlug;
  deriveFlags(card: CardInput): CardFlags;
  facts?: FactsSchema;
}
