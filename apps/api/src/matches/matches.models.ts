import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../common/json.scalar.js';
import { UnreadSentenceDto } from '../games/game.models.js';

@ObjectType('UnsupportedCard', { description: 'A card the engine does not fully implement (status unsupported or partial): refused at match creation (422 unsupported-cards) unless allowUnsupported; then played with its unread sentences ignored.' })
export class UnsupportedCardDto {
  @ApiProperty({ example: 'BP01-001' }) @Field() id!: string;
  @ApiProperty() @Field() name!: string;
  @ApiProperty({ description: 'The card text.' }) @Field() text!: string;
  @ApiProperty({ enum: ['unsupported', 'partial'], description: 'unsupported: nothing of the text is read; partial: a sentence is not mapped, or the card is not tested.' }) @Field() status!: string;
  @ApiProperty({ type: [UnreadSentenceDto], description: 'The sentences no ability implements (ignored in play); empty when the card is only untested.' }) @Field(() => [UnreadSentenceDto]) unread!: UnreadSentenceDto[];
}

@ObjectType('MatchStatus')
export class MatchStatusDto {
  @ApiProperty({ description: 'Turn number (0 before the first turn).' }) @Field(() => Int) turn!: number;
  @ApiProperty({ example: 'main' }) @Field() phase!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) @Field(() => String, { nullable: true }) step!: string | null;
  @ApiProperty() @Field(() => Int) activePlayer!: number;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Seat that must decide now (null when the game is over).' })
  @Field(() => Int, { nullable: true })
  decider!: number | null;
  @ApiProperty() @Field() over!: boolean;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'The single winner (null: not over, draw, or several winners).' })
  @Field(() => Int, { nullable: true })
  winner!: number | null;
  @ApiPropertyOptional({ nullable: true, type: 'object', additionalProperties: true, description: '{winners, losers, draw, reason, rule} once the game is over.' })
  @Field(() => JSONScalar, { nullable: true })
  result!: unknown;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Why the game ended.' }) @Field(() => String, { nullable: true }) reason!: string | null;
  @ApiProperty({ description: 'Actions applied so far.' }) @Field(() => Int) seq!: number;
  @ApiProperty({ type: [UnsupportedCardDto], description: 'Every card of the game the engine does not fully implement (unsupported or partial; the game was created with allowUnsupported), for the whole game, as far as the reader may know them (sealed top level: the public ones; views[p]: p\'s own and the ones p can see, also marked `incomplete: true` in p\'s zones; open: all).' })
  @Field(() => [UnsupportedCardDto])
  unsupportedCards!: UnsupportedCardDto[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The game\'s own public summary.' }) @Field(() => JSONScalar) summary!: unknown;
}

@ObjectType('MatchResponse', { description: 'A match position: the state to send back, its status, the decision, per-player views and the events of the last transition (docs/match-api.md).' })
export class MatchResponseDto {
  @ApiProperty({ example: 'shadowverse-evolve' }) @Field() game!: string;
  @ApiProperty({ enum: ['sealed', 'open'] }) @Field() mode!: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }], description: 'Sealed: the opaque token. Open: the plain JSON state. Send it back unchanged.' })
  @Field(() => JSONScalar)
  state!: unknown;
  @ApiProperty({ example: 'hmac-sha256:k1:0123456789abcdef0123456789abcdef', description: 'Hash of the full state (use as expectedStateHash). Sealed: keyed (HMAC with the server\'s sealing key, hmac-sha256:<kid>:<32 hex>), so it cannot confirm a guess of the hidden state; open: plain fnv1a64:<16 hex>.' }) @Field() stateHash!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: '{engine, rules, catalog} stamped into the state.' }) @Field(() => JSONScalar) versions!: unknown;
  @ApiProperty({ type: MatchStatusDto }) @Field(() => MatchStatusDto) status!: MatchStatusDto;
  @ApiPropertyOptional({ nullable: true, type: 'object', additionalProperties: true, description: 'Open: the full pending decision. Sealed: only {id, player, kind, prompt, rule}.' })
  @Field(() => JSONScalar, { nullable: true })
  decision!: unknown;
  @ApiPropertyOptional({ nullable: true, type: 'array', items: { $ref: '#/components/schemas/LabelledActionDto' }, description: 'Open: every legal action, labelled for the decider. Sealed: null (the decider finds them in views[decider].legalActions).' })
  @Field(() => JSONScalar, { nullable: true })
  legalActions!: unknown;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Events of the last transition. Open: raw (with visibleTo/redacted). Sealed: as a spectator sees them.' })
  @Field(() => JSONScalar)
  events!: unknown;
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/MatchViewDto' }, description: '"0", "1", ...: each seat\'s view (zones with cards and their current values, decision, labelled legalActions when deciding) with its own events and unsupportedCards (the seats the request\'s `views` selected).' })
  @Field(() => JSONScalar)
  views!: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], description: 'Open mode only: the seed. Sealed answers never carry it (see commitment / reveal).' })
  @Field(() => JSONScalar, { nullable: true })
  seed?: unknown;
  @ApiPropertyOptional({ example: 'sha256:9f2c…', description: 'Sealed matches: commitment to the match\'s randomness, sha256 of the canonical JSON {"salt","seed"} (published at creation, same on every answer of the match).' })
  @Field(() => String, { nullable: true })
  commitment?: string;
  @ApiPropertyOptional({ type: 'object', properties: { seed: { oneOf: [{ type: 'string' }, { type: 'number' }] }, salt: { type: 'string' }, commitment: { type: 'string' } }, description: 'Once a sealed match is over: its seed and salt (check them against commitment, then re-run the game with /replay and the salt).' })
  @Field(() => JSONScalar, { nullable: true })
  reveal?: unknown;
  @ApiPropertyOptional({ description: 'Replay only: actions applied.' }) @Field(() => Int, { nullable: true }) applied?: number;
}

@ObjectType('StatusCounts')
export class StatusCountsDto {
  @ApiProperty() @Field(() => Int) total!: number;
  @ApiProperty() @Field(() => Int) implemented!: number;
  @ApiProperty() @Field(() => Int) partial!: number;
  @ApiProperty() @Field(() => Int) unsupported!: number;
  @ApiProperty() @Field(() => Int) vanilla!: number;
}

@ObjectType('GameCoverage', { description: 'Card support status of a game\'s catalog, computed with the kernel\'s cardStatus.' })
export class CoverageDto {
  @ApiProperty() @Field() game!: string;
  @ApiProperty({ example: 'sve-1.26.1' }) @Field() rules!: string;
  @ApiProperty({ example: '2.0.0' }) @Field() engine!: string;
  @ApiProperty({ description: 'Catalog version the counts were computed from.' }) @Field(() => Int) catalogVersion!: number;
  @ApiProperty({ enum: ['export', 'registered', 'none'], description: 'Where the tested-card registry came from (none: no test coverage registry, so no card counts as implemented).' })
  @Field()
  coverageSource!: string;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Number of tested card ids (null when the registry cannot be counted).' })
  @Field(() => Int, { nullable: true })
  tested!: number | null;
  @ApiProperty({ type: StatusCountsDto }) @Field(() => StatusCountsDto) byStatus!: StatusCountsDto;
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/StatusCountsDto' }, description: 'Per set (cards without a set under "(no set)").' })
  @Field(() => JSONScalar)
  bySet!: Record<string, StatusCountsDto>;
}
