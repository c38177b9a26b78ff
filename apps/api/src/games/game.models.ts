import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../common/json.scalar.js';

@ObjectType('DeckSection')
export class DeckSectionDto {
  @ApiProperty({ example: 'main' }) @Field() name!: string;
  @ApiPropertyOptional({ example: 'メインデッキ' }) @Field({ nullable: true }) nameJa?: string;
  @ApiProperty({ example: 40 }) @Field(() => Int) min!: number;
  @ApiProperty({ example: 50 }) @Field(() => Int) max!: number;
  @ApiPropertyOptional({ description: 'The section holds one card and may be given as a bare id.' }) @Field({ nullable: true }) single?: boolean;
  @ApiProperty({ example: 'SVE 6.1.1.1' }) @Field() rule!: string;
  @ApiProperty() @Field() description!: string;
}

@ObjectType('CardTypeInfo')
export class CardTypeInfoDto {
  @ApiProperty({ example: 'フォロワー' }) @Field() type!: string;
  @ApiProperty({ example: 'Follower' }) @Field() en!: string;
  @ApiProperty({ type: [String], example: ['main'] }) @Field(() => [String]) sections!: string[];
  @ApiProperty({ example: 'SVE 2.3' }) @Field() rule!: string;
}

@ObjectType('RulesSource')
export class RulesSourceDto {
  @ApiProperty() @Field() source!: string;
  @ApiProperty() @Field() version!: string;
}

@ObjectType('CatalogSummary')
export class CatalogSummaryDto {
  @ApiProperty({ description: 'Cards in the catalog.' }) @Field(() => Int) cards!: number;
  @ApiProperty({ description: 'Bumped by every import that changed something.' }) @Field(() => Int) version!: number;
  @ApiProperty({ description: 'True when the catalog is a sample set written for this project, not official cards.' }) @Field() sample!: boolean;
}

@ObjectType('Game')
export class GameDto {
  @ApiProperty({ example: 'shadowverse-evolve' }) @Field() slug!: string;
  @ApiProperty({ example: 'Shadowverse Evolve' }) @Field() name!: string;
  @ApiProperty({ example: 'シャドウバース エボルヴ' }) @Field() nameJa!: string;
  @ApiProperty({ type: RulesSourceDto }) @Field(() => RulesSourceDto) rules!: RulesSourceDto;
  @ApiProperty({ type: [DeckSectionDto] }) @Field(() => [DeckSectionDto]) deckSections!: DeckSectionDto[];
  @ApiProperty({ type: [CardTypeInfoDto] }) @Field(() => [CardTypeInfoDto]) cardTypes!: CardTypeInfoDto[];
  @ApiProperty({ example: 'standard' }) @Field() defaultFormat!: string;
  @ApiProperty({ type: CatalogSummaryDto }) @Field(() => CatalogSummaryDto) catalog!: CatalogSummaryDto;
}

@ObjectType('CardFlags')
export class CardFlagsDto {
  @ApiPropertyOptional() @Field({ nullable: true }) token?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) evolve?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) advance?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) leader?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) rebirth?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) partner?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) drop?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) proliferate?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) erosion?: boolean;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Copies the card text allows; null = any number.' }) @Field(() => Int, { nullable: true }) maxCopies?: number | null;
  @ApiPropertyOptional() @Field({ nullable: true }) sample?: boolean;
  @ApiPropertyOptional() @Field({ nullable: true }) suspect?: string;
}

@ObjectType('AbilityDataError', { description: 'A validation error of ability data: JSON pointer into the ability list, and the message.' })
export class AbilityDataErrorDto {
  @ApiProperty({ example: '/0/effect/amount' }) @Field() path!: string;
  @ApiProperty() @Field() message!: string;
}

@ObjectType('UnreadSentence', { description: 'A sentence of the card text that no ability implements.' })
export class UnreadSentenceDto {
  @ApiProperty({ description: 'Index in `sentences` (what ability `source` lists point to).' }) @Field(() => Int) index!: number;
  @ApiProperty() @Field() text!: string;
}

@ObjectType('CardEngine', { description: 'What the game\'s rules engine makes of the card (docs/engine.md §1.13.1): the ability data it plays, where it came from, the card status and the sentences it could not read.' })
export class CardEngineDto {
  @ApiProperty({ example: 'shadowverse-evolve' }) @Field() game!: string;
  @ApiProperty({ example: 'sve-1.26.1', description: 'Rules version of the engine.' }) @Field() rules!: string;
  @ApiProperty({ enum: ['data', 'compiled', 'none'], description: 'data: the card\'s own `abilities` (they take precedence over its text); compiled: compiled from the text by the engine; none: neither.' })
  @Field()
  abilitySource!: string;
  @ApiProperty({ enum: ['implemented', 'partial', 'unsupported', 'vanilla'], description: 'Kernel cardStatus over the abilities below and the tested-card registry.' }) @Field() status!: string;
  @ApiProperty({ description: 'The card is in the engine\'s tested-card registry.' }) @Field() tested!: boolean;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'The ability data the engine runs (ability language, GET /v1/schema/abilities?game=), the game\'s rules abilities included.' })
  @Field(() => JSONScalar)
  abilities!: unknown[];
  @ApiProperty({ description: 'The ability data is not valid for the game: the engine refuses the card (422 invalid-ability-data) unless allowUnsupported.' }) @Field() invalid!: boolean;
  @ApiProperty({ type: [AbilityDataErrorDto] }) @Field(() => [AbilityDataErrorDto]) errors!: AbilityDataErrorDto[];
  @ApiProperty({ type: [String], description: 'The card text in sentences (ability `source` indexes point here).' }) @Field(() => [String]) sentences!: string[];
  @ApiProperty({ type: [UnreadSentenceDto], description: 'Sentences no ability implements (the engine ignores them).' }) @Field(() => [UnreadSentenceDto]) unread!: UnreadSentenceDto[];
}

@ObjectType('Card')
export class CardDto {
  @ApiProperty({ example: 'shadowverse-evolve' }) @Field() game!: string;
  @ApiProperty({ example: 'BP01-001' }) @Field() id!: string;
  @ApiProperty() @Field() name!: string;
  @ApiProperty({ example: 'フォロワー' }) @Field() type!: string;
  @ApiProperty({ type: [String] }) @Field(() => [String]) subtypes!: string[];
  @ApiProperty({ nullable: true, type: String }) @Field(() => String, { nullable: true }) classOrColor!: string | null;
  @ApiProperty({ nullable: true, type: String }) @Field(() => String, { nullable: true }) title!: string | null;
  @ApiProperty({ type: [String] }) @Field(() => [String]) traits!: string[];
  @ApiProperty({ nullable: true, type: Number }) @Field(() => Int, { nullable: true }) cost!: number | null;
  @ApiProperty({ nullable: true, type: Number }) @Field(() => Int, { nullable: true }) attack!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Defense / health / HP.' }) @Field(() => Int, { nullable: true }) defense!: number | null;
  @ApiProperty({ type: [String] }) @Field(() => [String]) keywords!: string[];
  @ApiProperty() @Field() text!: string;
  @ApiProperty({ nullable: true, type: String }) @Field(() => String, { nullable: true }) set!: string | null;
  @ApiProperty({ type: CardFlagsDto }) @Field(() => CardFlagsDto) flags!: CardFlagsDto;
  @ApiProperty({ type: 'object', additionalProperties: true }) @Field(() => JSONScalar) extra!: Record<string, unknown>;
  @ApiProperty({ nullable: true, description: 'The card\'s own ability data (ability language) as imported, or null. When present it takes precedence over compiling the text; `engine.abilities` is what the engine runs.', type: 'array', items: { type: 'object', additionalProperties: true } })
  @Field(() => JSONScalar, { nullable: true })
  abilities!: unknown;
  @ApiPropertyOptional({ nullable: true, type: CardEngineDto, description: 'Single-card reads (GET …/cards/{id}, GraphQL `card`; GraphQL resolves it for any card): what the game\'s engine makes of the card; null when the game has no rules engine yet. Absent from search pages.' })
  @Field(() => CardEngineDto, { nullable: true })
  engine?: CardEngineDto | null;
}

@ObjectType('CardPage')
export class CardPageDto {
  @ApiProperty({ type: [CardDto] }) @Field(() => [CardDto]) items!: CardDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last page.' })
  @Field(() => String, { nullable: true })
  nextCursor!: string | null;
  @ApiProperty({ description: 'Cards matching the filters (all pages).' }) @Field(() => Int) total!: number;
}

@ObjectType('ImportReport')
export class ImportReportDto {
  @ApiProperty() @Field() game!: string;
  @ApiProperty({ example: 'json' }) @Field() format!: string;
  @ApiProperty() @Field(() => Int) received!: number;
  @ApiProperty() @Field(() => Int) created!: number;
  @ApiProperty() @Field(() => Int) updated!: number;
  @ApiProperty() @Field(() => Int) unchanged!: number;
  @ApiProperty({ description: 'Catalog version after the import.' }) @Field(() => Int) version!: number;
}
