import { Args, Query, Resolver } from '@nestjs/graphql';
import { parseGame } from '../common/game-param.js';
import { JSONScalar } from '../common/json.scalar.js';
import { problems } from '../common/problem.js';
import { DeckFormatDto, DeckVerdictDto, ExampleDeckDto } from './decks.models.js';
import { DecksService } from './decks.service.js';

@Resolver()
export class DecksResolver {
  constructor(private readonly decks: DecksService) {}

  @Query(() => DeckVerdictDto, { description: 'Is this deck legal, and playable by the engine? Same answer as POST /v1/games/{game}/decks/validate.' })
  validateDeck(
    @Args('game') game: string,
    @Args('deck', { type: () => JSONScalar, description: 'JSON sections or a text deck list.' }) deck: unknown,
    @Args('format', { nullable: true }) format?: string,
    @Args('asOf', { nullable: true }) asOf?: string,
    @Args('options', { type: () => JSONScalar, nullable: true }) options?: Record<string, string | number | boolean>,
  ): DeckVerdictDto {
    const slug = parseGame(game);
    if (!(typeof deck === 'string' || (typeof deck === 'object' && deck !== null && !Array.isArray(deck)))) {
      throw problems.validation('deck must be a JSON object of sections or a text deck list (string)', [{ path: 'deck', message: 'not a deck' }]);
    }
    if (asOf !== undefined && asOf !== null && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw problems.validation('asOf must be a date written YYYY-MM-DD', [{ path: 'asOf', message: 'bad date' }]);
    if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) throw problems.validation('options must be an object', [{ path: 'options', message: 'not an object' }]);
    return this.decks.verdict(slug, { deck, format: format ?? undefined, asOf: asOf ?? undefined, options: options ?? undefined });
  }

  @Query(() => [DeckFormatDto], { description: 'Formats of a game.' })
  formats(@Args('game') game: string): DeckFormatDto[] {
    return this.decks.formats(parseGame(game));
  }

  @Query(() => [ExampleDeckDto], { description: 'Example decks of a game.' })
  exampleDecks(@Args('game') game: string): ExampleDeckDto[] {
    return this.decks.exampleDecks(parseGame(game));
  }
}
