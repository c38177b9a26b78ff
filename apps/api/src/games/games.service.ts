import { Injectable } from '@nestjs/common';
import { GAME_SLUGS, type CardRecord, type GameSlug } from '../../../../libs/catalog/src/card.js';
import { toCardInput } from '../../../../libs/catalog/src/normalize.js';
import { factsJsonSchema } from '../../../../libs/catalog/src/facts.js';
import { gameModule } from '../../../../libs/games/index.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { MatchesService } from '../matches/matches.service.js';
import type { CardPage } from '../../../../libs/catalog/src/repository.js';
import type { CardDto, CardPageDto, GameDto } from './game.models.js';
import type { SearchCardsQuery } from './search.dto.js';

export const DEFAULT_PAGE_SIZE = 20;

/** Read API shared by REST and GraphQL (one behaviour, two transports). */
@Injectable()
export class GamesService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly matches: MatchesService,
  ) {}

  list(): GameDto[] {
    return GAME_SLUGS.map((slug) => this.one(slug));
  }

  one(slug: GameSlug): GameDto {
    const { info } = gameModule(slug);
    return {
      slug: info.slug,
      name: info.name,
      nameJa: info.nameJa,
      rules: { ...info.rules },
      deckSections: info.deckSections.map((s) => ({ ...s })),
      cardTypes: info.cardTypes.map((t) => ({ ...t })),
      defaultFormat: info.defaultFormat,
      catalog: { cards: this.catalog.cards(slug).size, version: this.catalog.catalogVersion(slug), sample: info.sampleCatalog },
    };
  }

  async search(game: GameSlug, q: SearchCardsQuery): Promise<CardPageDto> {
    const page: CardPage = await this.catalog.search(game, {
      q: q.q,
      type: q.type,
      classOrColor: q.class,
      title: q.title,
      set: q.set,
      cost: q.cost,
      limit: q.limit ?? DEFAULT_PAGE_SIZE,
      // GraphQL clients send `cursor: null` for the first page
      cursor: q.cursor ?? undefined,
    });
    return { items: page.items.map(toCardDto), nextCursor: page.nextCursor, total: page.total };
  }

  /** The JSON Schema of a game's typed facts (`extra`), libs/catalog/src/facts.ts. */
  factsSchema(game: GameSlug): Record<string, unknown> {
    const facts = gameModule(game).mapping.facts;
    return factsJsonSchema(facts ?? { game, fields: {} }) as Record<string, unknown>;
  }

  /** One card, with what the game's engine makes of it (`engine`, null without an engine). */
  async card(game: GameSlug, id: string): Promise<CardDto> {
    const card = await this.catalog.get(game, id);
    return { ...toCardDto(card), engine: this.matches.cardReport(game, card) };
  }
}

export function toCardDto(card: CardRecord): CardDto {
  return { ...card, flags: { ...card.flags }, extra: card.extra, abilities: card.abilities };
}

export { toCardInput };
