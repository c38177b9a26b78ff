import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { GameSlug } from '../../../../libs/catalog/src/card.js';
import { toCardInput } from '../../../../libs/catalog/src/normalize.js';
import { AdminGuard } from '../common/admin.guard.js';
import { GameSlugPipe } from '../common/game-param.js';
import { problems } from '../common/problem.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { CardDto, CardPageDto, GameDto, ImportReportDto } from './game.models.js';
import { GamesService } from './games.service.js';
import { SearchCardsQuery } from './search.dto.js';

const GAME_PARAM = { name: 'game', enum: ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] };
const PROBLEM = { description: 'Problem document (RFC 9457).' };

@ApiTags('games')
@Controller('v1/games')
export class GamesController {
  constructor(
    private readonly games: GamesService,
    private readonly catalog: CatalogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The five games: rules source, deck sections with their sizes and limits, card types.' })
  @ApiOkResponse({ type: [GameDto] })
  list(): GameDto[] {
    return this.games.list();
  }

  @Get(':game')
  @ApiOperation({ summary: 'One game.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: GameDto })
  @ApiResponse({ status: 404, ...PROBLEM })
  one(@Param('game', GameSlugPipe) game: GameSlug): GameDto {
    return this.games.one(game);
  }

  @Get(':game/cards')
  @ApiOperation({ summary: 'Search cards (cursor pagination).' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: CardPageDto })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 503, ...PROBLEM })
  search(@Param('game', GameSlugPipe) game: GameSlug, @Query() query: SearchCardsQuery): Promise<CardPageDto> {
    return this.games.search(game, query);
  }

  @Get(':game/cards/export')
  @ApiOperation({ summary: 'The whole catalog of a game as JSON lines (bulk data; the import format).' })
  @ApiParam(GAME_PARAM)
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({ description: 'One card object (import shape) per line.' })
  async export(@Param('game', GameSlugPipe) game: GameSlug, @Res() reply: FastifyReply): Promise<void> {
    const cards = this.catalog.stream(game);
    // Read the first page before answering, so a database failure is still a clean 503.
    const first = await cards.next().catch((e) => {
      throw e;
    });
    async function* lines() {
      if (!first.done) yield JSON.stringify(toCardInput(first.value)) + '\n';
      for await (const card of cards) yield JSON.stringify(toCardInput(card)) + '\n';
    }
    await reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="${game}.cards.jsonl"`)
      .send(Readable.from(lines()));
  }

  @Get(':game/cards/:id')
  @ApiOperation({ summary: 'One card by its printed card number.' })
  @ApiParam(GAME_PARAM)
  @ApiParam({ name: 'id', example: 'BP01-001' })
  @ApiOkResponse({ type: CardDto })
  @ApiResponse({ status: 404, ...PROBLEM })
  card(@Param('game', GameSlugPipe) game: GameSlug, @Param('id') id: string): Promise<CardDto> {
    if (id.length > 64) throw problems.notFound(`No ${game} card with that id (ids are at most 64 characters).`);
    return this.games.card(game, id);
  }

  @Post(':game/cards/import')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Import cards (admin). Idempotent upsert; a file with any invalid row imports nothing and the answer lists every bad row with its line number.',
  })
  @ApiParam(GAME_PARAM)
  @ApiConsumes('application/json', 'application/x-ndjson', 'text/csv')
  @ApiBody({ description: 'A JSON array of cards (import shape), JSON lines, or CSV with a header row.', schema: { type: 'array', items: { type: 'object' } } })
  @ApiOkResponse({ type: ImportReportDto })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 401, ...PROBLEM })
  @Header('cache-control', 'no-store')
  async import(@Param('game', GameSlugPipe) game: GameSlug, @Body() body: unknown, @Req() req: FastifyRequest): Promise<ImportReportDto> {
    const contentType = String(req.headers['content-type'] ?? '');
    if (typeof body === 'string') {
      const fileName = contentType.includes('csv') ? 'upload.csv' : contentType.includes('ndjson') || contentType.includes('jsonl') ? 'upload.jsonl' : undefined;
      return this.catalog.importText(game, body, fileName);
    }
    if (Array.isArray(body)) return this.catalog.importText(game, body.map((c) => JSON.stringify(c)).join('\n'), 'upload.jsonl');
    throw problems.badRequest('Send a JSON array of cards (application/json), JSON lines (application/x-ndjson) or CSV (text/csv).');
  }
}
