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
  @ApiProperty({ nullable: true, description: 'Ability data in the ability language.', type: 'object', additionalProperties: true })
  @Field(() => JSONScalar, { nullable: true })
  abilities!: unknown;
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
