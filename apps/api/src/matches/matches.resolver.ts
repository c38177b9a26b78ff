import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';
import { validationPipe } from '../bootstrap.js';
import { JSONScalar } from '../common/json.scalar.js';
import { CreateMatchBody, ReplayMatchBody, ScenarioMatchBody, StepMatchBody, ViewMatchBody } from './matches.dto.js';
import { CoverageDto, MatchResponseDto } from './matches.models.js';
import { MatchesService } from './matches.service.js';
import { parseMatchGame } from './match-game.pipe.js';
import { SeatViewGql, seatViews } from './views.graphql.js';

/** Drops undefined/null arguments so the body validates exactly like the REST body. */
function body(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/** Validates (and transforms) a GraphQL argument set with the REST DTO and the same pipe: same rules, same 400 problem. */
async function validated<T>(cls: Type<T>, fields: Record<string, unknown>): Promise<T> {
  return (await validationPipe().transform(body(fields), { type: 'body', metatype: cls, data: '' })) as T;
}

/** GraphQL twins of the match endpoints: the same service, the same answers (MatchResponse). */
@Resolver(() => MatchResponseDto)
export class MatchesResolver {
  constructor(private readonly matches: MatchesService) {}

  @ResolveField(() => [SeatViewGql], { description: 'The same views as `views`, typed: zones as a list, cards with their typed current values, labelled legal actions (docs/match-api.md).' })
  seatViews(@Parent() response: MatchResponseDto): SeatViewGql[] {
    return seatViews(response.views);
  }

  @Mutation(() => MatchResponseDto, { description: 'Create a match (POST /v1/games/{game}/matches).' })
  async createMatch(
    @Args('game') game: string,
    @Args('players', { type: () => JSONScalar, description: '[{name?, deck}, ...] in seat order.' }) players: unknown,
    @Args('seed', { type: () => JSONScalar, nullable: true }) seed?: unknown,
    @Args('format', { nullable: true }) format?: string,
    @Args('options', { type: () => JSONScalar, nullable: true }) options?: unknown,
    @Args('stateMode', { nullable: true, description: 'sealed (default) or open.' }) stateMode?: string,
    @Args('allowUnsupported', { nullable: true }) allowUnsupported?: boolean,
    @Args('views', { type: () => JSONScalar, nullable: true, description: 'Which seats\' views to return: "all" (default), "decider", "none" or a list of seats.' }) views?: unknown,
  ): Promise<MatchResponseDto> {
    const slug = parseMatchGame(game);
    return this.matches.create(slug, await validated(CreateMatchBody, { players, seed, format, options, stateMode, allowUnsupported, views }));
  }

  @Mutation(() => MatchResponseDto, { description: 'Apply one action (POST /v1/games/{game}/matches/step).' })
  async stepMatch(
    @Args('game') game: string,
    @Args('state', { type: () => JSONScalar, description: 'The sealed token or the open state.' }) state: unknown,
    @Args('action', { type: () => JSONScalar, description: 'An element of the last legalActions, unchanged.' }) action: unknown,
    @Args('expectedStateHash', { nullable: true }) expectedStateHash?: string,
    @Args('views', { type: () => JSONScalar, nullable: true, description: 'Which seats\' views to return: "all" (default), "decider", "none" or a list of seats.' }) views?: unknown,
  ): Promise<MatchResponseDto> {
    const slug = parseMatchGame(game);
    return this.matches.step(slug, await validated(StepMatchBody, { state, action, expectedStateHash, views }));
  }

  @Query(() => JSONScalar, { description: 'One player\'s view of a state (POST /v1/games/{game}/matches/view).' })
  async matchView(
    @Args('game') game: string,
    @Args('state', { type: () => JSONScalar }) state: unknown,
    @Args('player', { type: () => JSONScalar, description: 'Seat index or "spectator".' }) player: unknown,
  ): Promise<unknown> {
    const slug = parseMatchGame(game);
    return this.matches.view(slug, await validated(ViewMatchBody, { state, player }));
  }

  @Query(() => MatchResponseDto, { description: 'Recreate a match from seed, decks and actions (POST /v1/games/{game}/matches/replay).' })
  async replayMatch(
    @Args('game') game: string,
    @Args('seed', { type: () => JSONScalar }) seed: unknown,
    @Args('players', { type: () => JSONScalar }) players: unknown,
    @Args('actions', { type: () => JSONScalar }) actions: unknown,
    @Args('upTo', { type: () => Int, nullable: true }) upTo?: number,
    @Args('format', { nullable: true }) format?: string,
    @Args('options', { type: () => JSONScalar, nullable: true }) options?: unknown,
    @Args('stateMode', { nullable: true }) stateMode?: string,
    @Args('allowUnsupported', { nullable: true }) allowUnsupported?: boolean,
    @Args('views', { type: () => JSONScalar, nullable: true, description: 'Which seats\' views to return: "all" (default), "decider", "none" or a list of seats.' }) views?: unknown,
    @Args('salt', { nullable: true, description: 'reveal.salt of a finished sealed match: the replay then answers the match\'s own commitment and stateHash.' }) salt?: string,
  ): Promise<MatchResponseDto> {
    const slug = parseMatchGame(game);
    return this.matches.replay(slug, await validated(ReplayMatchBody, { seed, players, actions, upTo, format, options, stateMode, allowUnsupported, views, salt }));
  }

  @Query(() => MatchResponseDto, { description: 'Build a position from a scenario (POST /v1/games/{game}/matches/scenario).' })
  async scenarioMatch(
    @Args('game') game: string,
    @Args('scenario', { type: () => JSONScalar }) scenario: unknown,
    @Args('stateMode', { nullable: true }) stateMode?: string,
    @Args('allowUnsupported', { nullable: true }) allowUnsupported?: boolean,
    @Args('views', { type: () => JSONScalar, nullable: true, description: 'Which seats\' views to return: "all" (default), "decider", "none" or a list of seats.' }) views?: unknown,
  ): Promise<MatchResponseDto> {
    const slug = parseMatchGame(game);
    return this.matches.scenario(slug, await validated(ScenarioMatchBody, { scenario, stateMode, allowUnsupported, views }));
  }

  @Query(() => JSONScalar, { description: 'JSON Schema of the ability language (GET /v1/schema/abilities[?game=]).' })
  abilitySchema(@Args('game', { nullable: true }) game?: string): unknown {
    return this.matches.abilitySchema(game ?? undefined);
  }

  @Query(() => CoverageDto, { description: 'Card status counts of a game (GET /v1/games/{game}/coverage).' })
  gameCoverage(@Args('game') game: string): Promise<CoverageDto> {
    return this.matches.gameCoverage(parseMatchGame(game));
  }
}
