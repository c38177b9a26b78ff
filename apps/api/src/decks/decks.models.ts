import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../common/json.scalar.js';
import { UnsupportedCardDto } from '../matches/matches.models.js';

@ObjectType('DeckIssue')
export class DeckIssueDto {
  @ApiProperty({ example: 'COPY_LIMIT', description: 'Stable machine code.' }) @Field() code!: string;
  @ApiProperty({ example: 'SVE 6.1.1.4', description: 'The game and clause the deck breaks.' }) @Field() rule!: string;
  @ApiProperty() @Field() message!: string;
  @ApiPropertyOptional({ type: [String] }) @Field(() => [String], { nullable: true }) cards?: string[];
  @ApiPropertyOptional() @Field({ nullable: true }) section?: string;
  @ApiPropertyOptional({ type: [String], description: 'Near matches for UNKNOWN_CARD.' }) @Field(() => [String], { nullable: true }) suggestions?: string[];
  @ApiPropertyOptional({ enum: ['error', 'warning', 'info'] }) @Field({ nullable: true }) severity?: string;
  @ApiPropertyOptional({ type: [Number], description: 'Text-form decks only: the lines (1-based) the issue is about (its cards\' lines in its section, else the section header).', example: [3] })
  @Field(() => [Int], { nullable: true })
  lines?: number[];
}

@ObjectType('DeckPlayability', { description: 'Whether POST …/matches would accept the deck (issue #17), computed by the same code as match creation.' })
export class DeckPlayabilityDto {
  @ApiProperty({ description: 'True when match creation accepts the deck (against an opponent deck that is itself playable) without allowUnsupported.' }) @Field() playable!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, enum: ['illegal-deck', 'no-engine', 'deck-not-playable', 'deck-section-unsupported', 'invalid-ability-data', 'unsupported-cards', null], description: 'null when playable; else the problem slug match creation answers with.', example: 'unsupported-cards' })
  @Field(() => String, { nullable: true })
  reason!: string | null;
  @ApiProperty({ description: 'The verdict in words.' }) @Field() message!: string;
  @ApiProperty({ type: [UnsupportedCardDto], description: 'The cards (and tokens their abilities create) the engine does not implement yet, as match creation\'s 422 unsupported-cards names them: id, name, text, status, unread sentences. Listed for an illegal deck too, as far as its cards are known.' })
  @Field(() => [UnsupportedCardDto])
  cards!: UnsupportedCardDto[];
  @ApiProperty({ type: [String], description: 'Cards whose ability data is invalid (match creation: 422 invalid-ability-data).' }) @Field(() => [String]) invalidAbilities!: string[];
}

@ObjectType('DeckVerdict')
export class DeckVerdictDto {
  @ApiProperty() @Field() legal!: boolean;
  @ApiProperty({ example: 'standard' }) @Field() format!: string;
  @ApiProperty({ type: [DeckIssueDto] }) @Field(() => [DeckIssueDto]) errors!: DeckIssueDto[];
  @ApiProperty({ type: [DeckIssueDto] }) @Field(() => [DeckIssueDto]) warnings!: DeckIssueDto[];
  @ApiPropertyOptional({ type: [DeckIssueDto], description: 'Explanations, e.g. which construction basis made the deck legal.' })
  @Field(() => [DeckIssueDto], { nullable: true })
  notes?: DeckIssueDto[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { leader: 1, main: 40, evolve: 10 } })
  @Field(() => JSONScalar)
  counts!: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The normalized deck (ids resolved, duplicates merged).' })
  @Field(() => JSONScalar)
  deck!: unknown;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Format options in effect.' })
  @Field(() => JSONScalar, { nullable: true })
  options?: Record<string, unknown>;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Restriction list applied, if any.' })
  @Field(() => String, { nullable: true })
  restrictionList?: string | null;
  @ApiPropertyOptional({ example: '2026-11-21' }) @Field({ nullable: true }) asOf?: string;
  @ApiProperty({ description: 'Whether POST …/matches would accept the deck without allowUnsupported (= playability.playable).' }) @Field() playable!: boolean;
  @ApiProperty({ type: DeckPlayabilityDto }) @Field(() => DeckPlayabilityDto) playability!: DeckPlayabilityDto;
}

@ObjectType('ConvertedDeck')
export class ConvertedDeckDto {
  @ApiPropertyOptional({ description: 'Text form.' }) @Field({ nullable: true }) text?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'JSON form.' }) @Field(() => JSONScalar, { nullable: true }) json?: unknown;
  @ApiPropertyOptional({ description: 'Deck code (docs/deck-codes.md): one line, every section of the format, e.g. tcg1.sve.eNo…', example: 'tcg1.sve.eNorLknMS0ksSuHKSU1MSS2yDXYxMNT1cTEw5MpNzMyDcA0MDLWMdaBMIy1jrtSy_JyyVKikoZmWEQDooBNL' })
  @Field({ nullable: true })
  code?: string;
  @ApiPropertyOptional({ description: 'The format the deck was read in (the request\'s, else the deck code\'s, else the game\'s default).', example: 'standard' })
  @Field({ nullable: true })
  format?: string;
  @ApiProperty({ type: [DeckIssueDto], description: 'Unknown cards and other problems met while reading.' }) @Field(() => [DeckIssueDto]) issues!: DeckIssueDto[];
}

@ObjectType('RestrictionEntry')
export class RestrictionEntryDto {
  @ApiProperty() @Field() card!: string;
  @ApiProperty({ description: '0 = banned; n = at most n copies.' }) @Field(() => Int) limit!: number;
  @ApiPropertyOptional() @Field({ nullable: true }) note?: string;
}

@ObjectType('RestrictionList')
export class RestrictionListDto {
  @ApiProperty() @Field() id!: string;
  @ApiProperty({ example: '2026-01-01' }) @Field() effective!: string;
  @ApiProperty({ description: 'A sample list made for this project, not an official one.' }) @Field() sample!: boolean;
  @ApiProperty() @Field() source!: string;
  @ApiProperty({ type: [RestrictionEntryDto] }) @Field(() => [RestrictionEntryDto]) entries!: RestrictionEntryDto[];
}

@ObjectType('DeckFormat')
export class DeckFormatDto {
  @ApiProperty() @Field() id!: string;
  @ApiProperty() @Field() name!: string;
  @ApiProperty() @Field() description!: string;
  @ApiProperty() @Field() rule!: string;
  @ApiProperty() @Field() isDefault!: boolean;
  @ApiProperty() @Field() sample!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Named options (readings of ambiguous rules) and their defaults.' })
  @Field(() => JSONScalar)
  options!: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) @Field(() => JSONScalar, { nullable: true }) optionChoices?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) @Field(() => JSONScalar, { nullable: true }) optionDocs?: Record<string, unknown>;
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: 'Deck sections of this format.' }) @Field(() => JSONScalar) sections!: unknown[];
  @ApiProperty({ type: [RestrictionListDto] }) @Field(() => [RestrictionListDto]) restrictions!: RestrictionListDto[];
}

@ObjectType('ExampleDeck')
export class ExampleDeckDto {
  @ApiProperty() @Field() name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) @Field(() => String, { nullable: true }) format!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) @Field(() => JSONScalar) deck!: unknown;
  @ApiProperty({ description: 'Computed now by the validator (not claimed by the data).' }) @Field() legal!: boolean;
  @ApiProperty({ description: 'Whether POST …/matches would accept it (the `playable` verdict of decks/validate): legal, an engine, every card `implemented` by it.' }) @Field() playable!: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) note?: string;
  @ApiProperty({ type: [DeckIssueDto] }) @Field(() => [DeckIssueDto]) errors!: DeckIssueDto[];
}
