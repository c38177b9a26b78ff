/**
 * The five games, as the server and tools see them: info, catalog mapping, deck rules.
 * Adding a game = one more entry here (and its engine registers with the kernel).
 */
import type { CatalogMapping, GameInfo } from '../catalog/src/game-info.js';
import type { GameSlug } from '../catalog/src/card.js';
import type { GameDeckRules } from '../decks/src/types.js';
import * as sve from './shadowverse-evolve/src/index.js';
import * as r4u from './rebirth-for-you/src/index.js';
import * as gbf from './granblue-fantasy/src/index.js';
import * as pso2 from './pso2/src/index.js';
import * as tag from './tag-battle/src/index.js';

export interface GameModule {
  info: GameInfo;
  mapping: CatalogMapping;
  deckRules: GameDeckRules;
}

export const GAMES: Record<GameSlug, GameModule> = {
  'shadowverse-evolve': sve,
  'rebirth-for-you': r4u,
  'granblue-fantasy': gbf,
  pso2,
  'tag-battle': tag,
};

export function gameModule(slug: GameSlug): GameModule {
  return GAMES[slug];
}
