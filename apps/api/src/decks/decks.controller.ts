import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { GameSlug } from '../../../../libs/catalog/src/card.js';
import { GameSlugPipe } from '../common/game-param.js';
import { ConvertDeckBody, ValidateDeckBody } from './decks.dto.js';
import { ConvertedDeckDto, DeckFormatDto, DeckVerdictDto, ExampleDeckDto } from './decks.models.js';
import { DecksService } from './decks.service.js';

const GAME_PARAM = { name: 'game', enum: ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'] };
const PROBLEM = { description: 'Problem document (RFC 9457).' };

@ApiTags('decks')
@Controller('v1/games/:game')
export class DecksController {
  constructor(private readonly decks: DecksService) {}

  @Post('decks/validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Is this deck legal, and playable? 200 with a verdict even when it is not; every error names a stable code and the rule clause.',
    description: '`legal`: the construction rules. `playable`: whether POST …/matches would accept the deck (the same checks, run by the same code as match creation): false with `playability.reason` (the slug match creation would answer: illegal-deck, no-engine, deck-not-playable, deck-section-unsupported, invalid-ability-data, unsupported-cards) and `playability.cards`, the cards the engine does not implement yet (id, name, status, unread sentences).',
  })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: DeckVerdictDto })
  @ApiResponse({ status: 400, description: 'Not a deck (malformed, negative counts, unknown section or format, too large): problem document.' })
  @ApiResponse({ status: 404, ...PROBLEM })
  validate(@Param('game', GameSlugPipe) game: GameSlug, @Body() body: ValidateDeckBody): DeckVerdictDto {
    return this.decks.verdict(game, body);
  }

  @Post('decks/convert')
  @HttpCode(200)
  @ApiOperation({ summary: 'Convert a deck between the JSON and text forms (ids resolved; round-trip stable).' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: ConvertedDeckDto })
  @ApiResponse({ status: 400, ...PROBLEM })
  convert(@Param('game', GameSlugPipe) game: GameSlug, @Body() body: ConvertDeckBody): ConvertedDeckDto {
    return this.decks.convert(game, body);
  }

  @Get('decks/examples')
  @ApiOperation({ summary: 'Named example decks, with their legality computed now and whether the engine can play them.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: [ExampleDeckDto] })
  examples(@Param('game', GameSlugPipe) game: GameSlug): ExampleDeckDto[] {
    return this.decks.exampleDecks(game);
  }

  @Get('formats')
  @ApiOperation({ summary: 'Formats of a game: named options (readings of ambiguous rules), sections, restriction lists with effective dates.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: [DeckFormatDto] })
  formats(@Param('game', GameSlugPipe) game: GameSlug): DeckFormatDto[] {
    return this.decks.formats(game);
  }
}
