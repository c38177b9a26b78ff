/**
 * The in-memory catalog: every card of every game, loaded once and reloaded after an import or when
 * another instance bumped the catalog version. Deck validation, card search and matches read only this.
 */
import type { CardRecord, GameSlug } from './card.js';
import type { CardPage, CardQuery } from './repository.js';
import { CardSearchIndex } from './search.js';

export interface GameCatalog {
  game: GameSlug;
  version: number;
  cards: ReadonlyMap<string, CardRecord>;
  loadedAt: string;
}

export class MemoryCatalog {
  private readonly games = new Map<GameSlug, GameCatalog>();
  /** Search indexes, made on a game's first search after each (re)load. */
  private readonly indexes = new WeakMap<GameCatalog, CardSearchIndex>();

  set(game: GameSlug, version: number, cards: CardRecord[]): GameCatalog {
    const entry: GameCatalog = { game, version, cards: new Map(cards.map((c) => [c.id, c])), loadedAt: new Date().toISOString() };
    this.games.set(game, entry);
    return entry;
  }

  get(game: GameSlug): GameCatalog | undefined {
    return this.games.get(game);
  }

  has(game: GameSlug): boolean {
    return this.games.has(game);
  }

  card(game: GameSlug, id: string): CardRecord | undefined {
    return this.games.get(game)?.cards.get(id);
  }

  /** The search index of a game's current cards (undefined when the game is not loaded). */
  searchIndex(game: GameSlug): CardSearchIndex | undefined {
    const entry = this.games.get(game);
    if (!entry) return undefined;
    let index = this.indexes.get(entry);
    if (!index) {
      index = new CardSearchIndex(entry.cards.values());
      this.indexes.set(entry, index);
    }
    return index;
  }

  /** Card search over the loaded cards: the answers of CatalogRepository.search (libs/catalog/src/search.ts). */
  search(game: GameSlug, query: CardQuery): CardPage | undefined {
    return this.searchIndex(game)?.search(query);
  }

  version(game: GameSlug): number {
    return this.games.get(game)?.version ?? 0;
  }

  summary(): Array<{ game: GameSlug; version: number; cards: number }> {
    return [...this.games.values()].map((g) => ({ game: g.game, version: g.version, cards: g.cards.size }));
  }
}
