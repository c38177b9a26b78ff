/**
 * The in-memory catalog: every card of every game, loaded once and reloaded after an import or when
 * another instance bumped the catalog version. Deck validation and matches read only this.
 */
import type { CardRecord, GameSlug } from './card.js';

export interface GameCatalog {
  game: GameSlug;
  version: number;
  cards: ReadonlyMap<string, CardRecord>;
  loadedAt: string;
}

export class MemoryCatalog {
  private readonly games = new Map<GameSlug, GameCatalog>();

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

  version(game: GameSlug): number {
    return this.games.get(game)?.version ?? 0;
  }

  summary(): Array<{ game: GameSlug; version: number; cards: number }> {
    return [...this.games.values()].map((g) => ({ game: g.game, version: g.version, cards: g.cards.size }));
  }
}
