import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { parseGame } from '../common/game-param.js';
import { AdminGuard } from '../common/admin.guard.js';
import { JSONScalar } from '../common/json.scalar.js';
import { problems } from '../common/problem.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { CardDto, CardEngineDto, CardPageDto, GameDto, ImportReportDto } from './game.models.js';
import { MatchesService } from '../matches/matches.service.js';
import type { GameSlug } from '../../../../libs/catalog/src/card.js';
import { GamesService } from './games.service.js';
import { SearchCardsQuery } from './search.dto.js';

/** GraphQL twin of GamesController: same service, same answers. */
@Resolver()
export class GamesResolver {
  constructor(
    private readonly games: GamesService,
    private readonly catalog: CatalogService,
  ) {}

  @Query(() => [GameDto], { description: 'The five games.' })
  gameList(): GameDto[] {
    return this.games.list();
  }

  @Query(() => GameDto, { description: 'One game by slug.' })
  game(@Args('game') game: string): GameDto {
    return this.games.one(parseGame(game));
  }

  @Query(() => CardPageDto, { description: 'Search cards (cursor pagination).' })
  cards(@Args('game') game: string, @Args('filter', { type: () => SearchCardsQuery, nullable: true }) filter?: SearchCardsQuery): Promise<CardPageDto> {
    return this.games.search(parseGame(game), filter ?? {});
  }

  @Query(() => CardDto, { description: 'One card by its printed card number.' })
  card(@Args('game') game: string, @Args('id') id: string): Promise<CardDto> {
    if (id.length > 64) throw problems.notFound('No card with that id (ids are at most 64 characters).');
    return this.games.card(parseGame(game), id);
  }

  @Mutation(() => ImportReportDto, { description: 'Import cards (admin token in the Authorization header). All-or-nothing, idempotent.' })
  @UseGuards(AdminGuard)
  importCards(@Args('game') game: string, @Args('cards', { type: () => JSONScalar, description: 'A JSON array of cards (import shape).' }) cards: unknown): Promise<ImportReportDto> {
    const slug = parseGame(game);
    if (!Array.isArray(cards)) throw problems.badRequest('cards must be a JSON array of card objects.');
    return this.catalog.importText(slug, cards.map((c) => JSON.stringify(c)).join('\n'), 'upload.jsonl');
  }
}

/** `Card.engine` for any card GraphQL returns (search pages too): computed only when the field is asked for. */
@Resolver(() => CardDto)
export class CardFieldsResolver {
  constructor(private readonly matches: MatchesService) {}

  @ResolveField(() => CardEngineDto, { nullable: true, description: 'What the game\'s rules engine makes of the card (ability data it runs, source, status, unread sentences); null without an engine.' })
  engine(@Parent() card: CardDto): CardEngineDto | null {
    if (card.engine !== undefined) return card.engine;
    return this.matches.cardReport(card.game as GameSlug, card as never) as CardEngineDto | null;
  }
}
