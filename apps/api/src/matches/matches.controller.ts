import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LabelledActionDto, MatchViewDto, ViewResponseDto, ZoneViewDto } from './views.models.js';
import { CreateMatchBody, ReplayMatchBody, ScenarioMatchBody, StepMatchBody, ViewMatchBody, AbilitySchemaQuery, FactsSchemaQuery } from './matches.dto.js';
import { GamesService } from '../games/games.service.js';
import { parseGame } from '../common/game-param.js';
import { CoverageDto, MatchResponseDto } from './matches.models.js';
import { MatchesService } from './matches.service.js';
import { MatchGamePipe } from './match-game.pipe.js';
import { matchResponseJson, type MatchResponse } from '../../../../libs/match/src/index.js';

/**
 * Match answers leave as JSON text written by `matchResponseJson` (libs/match response.ts): the same text as
 * fastify's `JSON.stringify`, with the views' card facts from a per-object text cache (bench/profile-notes.md
 * round 8). The schema is still MatchResponseDto (the decorators below).
 */
const JSON_TYPE = 'application/json; charset=utf-8';
const asJson = async (answer: Promise<MatchResponse>): Promise<string> => matchResponseJson(await answer);

const GAME_PARAM = {
  name: 'game',
  description: 'One of the five games (shadowverse-evolve, rebirth-for-you, granblue-fantasy, pso2, tag-battle). A game without a rules engine yet answers 501.',
  example: 'shadowverse-evolve',
  schema: { type: 'string' },
};
const PROBLEM = { description: 'Problem document (RFC 9457).' };
const NO_ENGINE = { status: 501, description: 'No rules engine for this game yet (problem type no-engine).' };
const STORE_DOWN = { status: 503, description: 'Sealed mode: the database is unreachable, so the new position\'s catalog snapshot cannot be stored (problem type unavailable).' };
const STATE_ERRORS = [
  { status: 400, description: 'Malformed request, state token malformed/truncated, state of another game, invalid open state (problem document).' },
  { status: 401, description: 'State token tampered with, or sealed with a key this server does not have.' },
  { status: 403, description: 'Open state submitted while ALLOW_OPEN_STATE=false.' },
  { status: 409, description: 'expectedStateHash differs from the state\'s hash (state-hash-mismatch), the state comes from an incompatible engine/rules version or token format (state-version-mismatch), or its catalog snapshot is not in this server\'s database (unknown-catalog-snapshot).' },
  { status: 503, description: 'The database is unreachable and the request needs a catalog snapshot from it (a state whose snapshot this instance has not cached).' },
];

@ApiTags('matches')
@ApiExtraModels(MatchViewDto, ZoneViewDto, LabelledActionDto)
@Controller('v1/games/:game/matches')
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Post()
  @HttpCode(200)
  @Header('content-type', JSON_TYPE)
  @ApiOperation({ summary: 'Create a match: decks are checked (422 with the deck-legality errors), the game is set up and runs to the first decision.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: MatchResponseDto })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 403, description: 'stateMode "open" while ALLOW_OPEN_STATE=false.' })
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse({ status: 422, description: 'Illegal deck (errors with code and rule), unsupported cards (listed, with text) without allowUnsupported, invalid ability data.' })
  @ApiResponse(STORE_DOWN)
  @ApiResponse(NO_ENGINE)
  create(@Param('game', MatchGamePipe) game: string, @Body() body: CreateMatchBody): Promise<string> {
    return asJson(this.matches.create(game, body));
  }

  @Post('step')
  @HttpCode(200)
  @Header('content-type', JSON_TYPE)
  @ApiOperation({ summary: 'Apply one action (an element of the last legalActions, unchanged) to a state; answers the next position.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: MatchResponseDto })
  @ApiResponse(STATE_ERRORS[0]!)
  @ApiResponse(STATE_ERRORS[1]!)
  @ApiResponse(STATE_ERRORS[2]!)
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse(STATE_ERRORS[3]!)
  @ApiResponse({ status: 422, description: 'Illegal action (ILLEGAL_ACTION, NOT_YOUR_DECISION, GAME_OVER) with the reason and the rule; the state is unchanged.' })
  @ApiResponse(STATE_ERRORS[4]!)
  @ApiResponse(NO_ENGINE)
  step(@Param('game', MatchGamePipe) game: string, @Body() body: StepMatchBody): Promise<string> {
    return asJson(this.matches.step(game, body));
  }

  @Post('view')
  @HttpCode(200)
  @ApiOperation({ summary: 'One player\'s view of a state (seat index or "spectator"): hidden cards as placeholders, legal actions only for the decider.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: ViewResponseDto, description: 'The view (zones with cards and their current values, players, decision, labelled legalActions, result...) plus stateHash.' })
  @ApiResponse(STATE_ERRORS[0]!)
  @ApiResponse(STATE_ERRORS[1]!)
  @ApiResponse(STATE_ERRORS[2]!)
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse(STATE_ERRORS[3]!)
  @ApiResponse(STATE_ERRORS[4]!)
  @ApiResponse(NO_ENGINE)
  view(@Param('game', MatchGamePipe) game: string, @Body() body: ViewMatchBody): Promise<Record<string, unknown>> {
    return this.matches.view(game, body) as unknown as Promise<Record<string, unknown>>;
  }

  @Post('scenario')
  @HttpCode(200)
  @Header('content-type', JSON_TYPE)
  @ApiOperation({ summary: 'Build a position from a declarative description (docs/scenarios.md), validated like any open state.' })
  @ApiParam(GAME_PARAM)
  @ApiBody({
    type: ScenarioMatchBody,
    examples: {
      toy: {
        summary: 'Two players, cards in hand and on the field, the active player\'s main phase',
        value: {
          stateMode: 'open',
          scenario: {
            turn: { number: 3, active: 0, phase: 'main' },
            players: [
              { counters: { life: 5, energy: 3 }, flags: { turns: 2 }, zones: { hand: ['A01'], field: [{ card: 'A03', tapped: true, counters: { damage: 1 } }], deck: ['A05', 'A06'] } },
              { counters: { life: 8, energy: 2 }, flags: { turns: 2 }, zones: { hand: ['B01', 'B02'], deck: ['B05', 'B06'] } },
            ],
            next: [{ op: 'main' }, { op: 'end' }],
            decision: { player: 0 },
          },
        },
      },
    },
  })
  @ApiOkResponse({ type: MatchResponseDto })
  @ApiResponse({ status: 400, description: 'Not a valid position: every problem with its path (problem type invalid-scenario).' })
  @ApiResponse({ status: 403, description: 'stateMode "open" while ALLOW_OPEN_STATE=false.' })
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse({ status: 422, description: 'Unsupported cards without allowUnsupported, invalid ability data.' })
  @ApiResponse(STORE_DOWN)
  @ApiResponse(NO_ENGINE)
  scenario(@Param('game', MatchGamePipe) game: string, @Body() body: ScenarioMatchBody): Promise<string> {
    return asJson(this.matches.scenario(game, body));
  }

  @Post('replay')
  @HttpCode(200)
  @Header('content-type', JSON_TYPE)
  @ApiOperation({ summary: 'Recreate a match from its seed, decks and actions (optionally only the first upTo actions); same input, same stateHash.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: MatchResponseDto })
  @ApiResponse({ status: 400, description: 'Malformed request, or more actions than MATCH_MAX_REPLAY_ACTIONS (problem type too-many-actions).' })
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse({ status: 422, description: 'Illegal deck, unsupported cards, or an action was refused (replay-diverged, with its index).' })
  @ApiResponse(STORE_DOWN)
  @ApiResponse(NO_ENGINE)
  replay(@Param('game', MatchGamePipe) game: string, @Body() body: ReplayMatchBody): Promise<string> {
    return asJson(this.matches.replay(game, body));
  }
}

@ApiTags('matches')
@Controller('v1')
export class EngineInfoController {
  constructor(
    private readonly matches: MatchesService,
    private readonly games: GamesService,
  ) {}

  @Get('schema/facts')
  @ApiOperation({ summary: 'JSON Schema (draft 2020-12) of a game\'s typed card facts (the `extra` object of a card): every field with its type, description and rule; import refuses any other key (400 naming the row and field).' })
  @ApiOkResponse({ description: 'A JSON Schema document.', schema: { type: 'object', additionalProperties: true } })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 404, ...PROBLEM })
  factsSchema(@Query() query: FactsSchemaQuery): Record<string, unknown> {
    return this.games.factsSchema(parseGame(query.game));
  }

  @Get('schema/abilities')
  @ApiOperation({ summary: 'JSON Schema (draft 2020-12) of the ability language: the kernel vocabulary, or with ?game= the game-extended one.' })
  @ApiOkResponse({ description: 'A JSON Schema document.', schema: { type: 'object', additionalProperties: true } })
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse(NO_ENGINE)
  abilitySchema(@Query() query: AbilitySchemaQuery): Record<string, unknown> {
    return this.matches.abilitySchema(query.game);
  }

  @Get('games/:game/coverage')
  @ApiOperation({ summary: 'How much of a game\'s catalog the engine supports: card status counts (implemented, partial, unsupported, vanilla) overall and per set.' })
  @ApiParam(GAME_PARAM)
  @ApiOkResponse({ type: CoverageDto })
  @ApiResponse({ status: 404, ...PROBLEM })
  @ApiResponse(NO_ENGINE)
  coverage(@Param('game', MatchGamePipe) game: string): Promise<CoverageDto> {
    return this.matches.gameCoverage(game);
  }
}
