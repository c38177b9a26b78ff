/**
 * Game slug -> GameDeckRules. Games register themselves from outside (the app wiring calls
 * `registerDeckRules(sveDeckRules)` etc.); adding a game touches no framework code.
 */
import type { GameSlug } from '../../catalog/src/card.js';
import type { GameDeckRules } from './types.js';

export interface DeckRulesRegistry {
  register(rules: GameDeckRules): void;
  get(game: string): GameDeckRules | undefined;
  has(game: string): boolean;
  list(): GameSlug[];
}

export function createDeckRulesRegistry(initial: readonly GameDeckRules[] = []): DeckRulesRegistry {
  const map = new Map<string, GameDeckRules>();
  const registry: DeckRulesRegistry = {
    register(rules) {
      if (rules.formats.length === 0) throw new Error(`Deck rules for ${rules.game} have no formats.`);
      if (!rules.formats.some((f) => f.id === rules.defaultFormat)) {
        throw new Error(`Deck rules for ${rules.game}: default format "${rules.defaultFormat}" is not one of its formats.`);
      }
      map.set(rules.game, rules);
    },
    get: (game) => map.get(game),
    has: (game) => map.has(game),
    list: () => [...map.keys()] as GameSlug[],
  };
  for (const r of initial) registry.register(r);
  return registry;
}

/** The process-wide registry (convenience; tests should create their own). */
export const deckRulesRegistry: DeckRulesRegistry = createDeckRulesRegistry();
export const registerDeckRules = (rules: GameDeckRules): void => deckRulesRegistry.register(rules);
export const getDeckRules = (game: string): GameDeckRules | undefined => deckRulesRegistry.get(game);
