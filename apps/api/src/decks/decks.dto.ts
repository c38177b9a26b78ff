import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FlatBody } from '../common/validation.js';
import { IsBoolean, IsDefined, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

/** A deck is a JSON object of sections or a text list; anything else is malformed. */
export function IsDeckInput(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDeckInput',
      validator: {
        validate: (v: unknown) => typeof v === 'string' || (typeof v === 'object' && v !== null && !Array.isArray(v)),
        defaultMessage: () => 'deck must be a JSON object of sections or a text deck list (string)',
      },
    },
    options,
  );
}

const DECK_SCHEMA = {
  oneOf: [
    {
      type: 'object',
      description: 'Sections of {id,count} entries; a single-card section may be a bare id.',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, count: { type: 'integer', minimum: 1 } }, required: ['id', 'count'] } }] },
      example: { leader: 'BP01-001', main: [{ id: 'BP01-002', count: 3 }], evolve: [] },
    },
    {
      type: 'string',
      description:
        'Text form: `N <card id or exact name>` per line, `# section` headers. Or a deck code (docs/deck-codes.md): one line `tcg1.<game>.<data>`, whose format is used unless the request names one.',
      example: '# leader\n1 BP01-001\n# main\n3 BP01-002',
    },
  ],
};

/** Validated on its top level only (`deck` and `options` are read by the deck library): see common/validation.ts. */
@FlatBody()
export class ValidateDeckBody {
  @ApiPropertyOptional({ description: 'Format id (GET /v1/games/{game}/formats); default: the game\'s default format.', example: 'standard' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  format?: string;

  @ApiProperty({ description: 'The deck: JSON sections or a text list.', ...DECK_SCHEMA })
  @IsDefined()
  @IsDeckInput()
  deck!: unknown;

  @ApiPropertyOptional({ description: 'Date the restriction lists are evaluated at (YYYY-MM-DD); default today (UTC).', example: '2026-11-21' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'asOf must be a date written YYYY-MM-DD' })
  asOf?: string;

  @ApiPropertyOptional({ description: 'Overrides of the format\'s named options (see the format list).', type: 'object', additionalProperties: true, example: { basis: 'class' } })
  @IsOptional()
  @IsObject()
  options?: Record<string, string | number | boolean>;
}

@FlatBody()
export class ConvertDeckBody {
  @ApiProperty({ description: 'The deck in any form (JSON sections, text, deck code).', ...DECK_SCHEMA })
  @IsDefined()
  @IsDeckInput()
  deck!: unknown;

  @ApiPropertyOptional({ description: 'Format id (selects the sections, e.g. SVE crossover has two leaders).' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  format?: string;

  @ApiPropertyOptional({ description: 'Text form: write card names after the ids as comments.', default: false })
  @IsOptional()
  @IsBoolean()
  withNames?: boolean;

  @ApiPropertyOptional({ enum: ['text', 'json', 'code'], description: 'Only return this form (default: all three: text, json and the deck code).' })
  @IsOptional()
  @IsIn(['text', 'json', 'code'])
  to?: 'text' | 'json' | 'code';
}
