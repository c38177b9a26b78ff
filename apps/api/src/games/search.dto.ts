import { ApiPropertyOptional } from '@nestjs/swagger';
import { Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** NUL characters match no card and PostgreSQL refuses them in text (22021): say so with a 400 on both databases. */
const NO_NUL = /^[^\u0000]*$/;
const NO_NUL_MESSAGE = { message: '$property must not contain NUL characters (\\u0000)' };

/** Card search filters (REST query string and GraphQL input). */
@InputType('CardSearchInput')
export class SearchCardsQuery {
  @ApiPropertyOptional({ description: 'Substring of the card name (Japanese works; NFKC, case-insensitive) or a card-id prefix.', example: 'コッコロ' })
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, NO_NUL_MESSAGE)
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ description: 'Card type as printed, e.g. フォロワー.' })
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, NO_NUL_MESSAGE)
  @MaxLength(100)
  type?: string;

  @ApiPropertyOptional({ description: 'Class / colour / element as printed, e.g. エルフ.' })
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, NO_NUL_MESSAGE)
  @MaxLength(100)
  class?: string;

  @ApiPropertyOptional({ description: 'Title (crossover/series) as stored.' })
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, NO_NUL_MESSAGE)
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ description: 'Set / release code, e.g. BP01.' })
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, NO_NUL_MESSAGE)
  @MaxLength(100)
  set?: string;

  @ApiPropertyOptional({ description: 'Exact cost.', minimum: 0, maximum: 99 })
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(99)
  cost?: number;

  @ApiPropertyOptional({ description: 'Page size.', default: 20, minimum: 1, maximum: 100 })
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'Opaque cursor from the previous page (`nextCursor`).' })
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(NO_NUL, NO_NUL_MESSAGE)
  @MaxLength(500)
  cursor?: string;
}
