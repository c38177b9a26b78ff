import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { GAME_SLUGS } from '../../../../libs/catalog/src/card.js';
import { MatchesService } from '../matches/matches.service.js';

export class IndexLinksDto {
  @ApiProperty({ example: '/docs' }) docs!: string;
  @ApiProperty({ example: '/docs/openapi.json' }) openapi!: string;
  @ApiProperty({ example: '/graphql' }) graphql!: string;
  @ApiProperty({ example: '/v1/games' }) games!: string;
  @ApiProperty({ example: '/v1/schema/abilities' }) abilitySchema!: string;
  @ApiProperty({ example: '/health' }) health!: string;
  @ApiProperty({ example: '/ready' }) ready!: string;
  @ApiProperty({ example: '/play', description: 'The playground: validate decks and play matches in the browser.' }) playground!: string;
}

export class IndexDto {
  @ApiProperty({ example: 'TCG Rules Service' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String], example: [...GAME_SLUGS] }) games!: string[];
  @ApiProperty({ type: [String], example: ['shadowverse-evolve'], description: 'Games whose rules engine is served (matches); the others have catalog and deck legality.' }) gamesWithEngine!: string[];
  @ApiProperty({ type: IndexLinksDto }) links!: IndexLinksDto;
}

/** `GET /`: a small index of the service (what it is, where the docs, games and health checks are). */
@ApiTags('health')
@Controller()
export class RootController {
  constructor(private readonly matches: MatchesService) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Index: links to the docs (Swagger UI, OpenAPI, GraphQL), the games and the health checks.' })
  @ApiOkResponse({ type: IndexDto })
  index(): IndexDto {
    return {
      name: 'TCG Rules Service',
      description: 'Rules-as-a-service for Japanese trading card games: card catalog, deck legality and a stateless match engine (REST /v1 and GraphQL).',
      games: [...GAME_SLUGS],
      gamesWithEngine: this.matches.gamesWithEngine().filter((g) => (GAME_SLUGS as readonly string[]).includes(g)),
      links: { docs: '/docs', openapi: '/docs/openapi.json', graphql: '/graphql', games: '/v1/games', abilitySchema: '/v1/schema/abilities', health: '/health', ready: '/ready', playground: '/play' },
    };
  }
}
