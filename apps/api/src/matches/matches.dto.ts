import { FlatBody } from '../common/validation.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min,
  ValidateBy, ValidateNested, type ValidationOptions,
} from 'class-validator';

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

function custom(name: string, validate: (v: unknown) => boolean, message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name, validator: { validate, defaultMessage: () => message } }, options);
}

/** A deck: JSON sections, a text list, or (engine-only games) a list of card ids. */
const IsMatchDeck = () => custom('isMatchDeck', (v) => typeof v === 'string' || isObject(v) || Array.isArray(v), 'deck must be a JSON object of sections, a text deck list (string) or a list of card ids');
/** A seed: a string of at most 200 characters or a finite number. */
const IsSeed = () => custom('isSeed', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v)), 'seed must be a non-empty string (at most 200 characters) or a finite number');
/** A state: a sealed token (string) or an open state (object). */
const IsStateInput = () => custom('isStateInput', (v) => (typeof v === 'string' && v.length > 0) || isObject(v), 'state must be a sealed state token (string) or an open state (object)');
/** Which seats' views an answer carries: "all", "decider", "none" or a list of seat indexes. */
const IsViewsSelection = () =>
  custom(
    'isViewsSelection',
    (v) => v === 'all' || v === 'decider' || v === 'none' || (Array.isArray(v) && v.length <= 16 && v.every((p) => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < 16)),
    'views must be "all", "decider", "none" or a list of seat indexes (at most 16)',
  );
/** A seat index or "spectator". */
const IsViewer = () => custom('isViewer', (v) => v === 'spectator' || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 16), 'player must be a seat index (0, 1, ...) or "spectator"');

export const STATE_MODES = ['sealed', 'open'] as const;
export type StateModeParam = (typeof STATE_MODES)[number];

const DECK_DOC = {
  description:
    'The deck, in any form POST /v1/games/{game}/decks/validate accepts (JSON sections or a text list). For engine-only games without deck rules: a list of card ids or an object of sections (ids or {id,count}).',
  oneOf: [{ type: 'object', additionalProperties: true }, { type: 'string' }, { type: 'array', items: { type: 'string' } }],
  example: ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08', 'A09', 'A10'],
};
const STATE_DOC = {
  description: 'The state from the last answer, unchanged: the sealed token (string), or the open state (object, when the server allows open states).',
  oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }],
};
const SEED_DOC = { oneOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] };
export const VIEWS_DOC = {
  description:
    'Which seats\' views the answer carries in `views`: "all" (default, every seat), "decider" (only the seat that must decide now; none once the game is over), "none", or a list of seat indexes. Views are most of an answer\'s size and of the server\'s work: a bot that plays one seat asks for "decider" or [its seat].',
  oneOf: [{ type: 'string', enum: ['all', 'decider', 'none'] }, { type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: 16 }],
  default: 'all',
  example: 'decider',
};

/** The `views` request field (every body answered with a MatchResponse). */
function viewsField(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional(VIEWS_DOC)(target, key);
    IsOptional()(target, key);
    IsViewsSelection()(target, key);
  };
}

export type ViewsParam = 'all' | 'decider' | 'none' | number[];

export class MatchPlayerBody {
  @ApiPropertyOptional({ description: 'Display name (default "Player N").', maxLength: 100, example: 'Ann' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiProperty(DECK_DOC)
  @IsDefined()
  @IsMatchDeck()
  deck!: unknown;
}

class SetupFields {
  @ApiProperty({ type: [MatchPlayerBody], description: 'The players in seat order (seat 0 first).' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  @Type(() => MatchPlayerBody)
  players!: MatchPlayerBody[];

  @ApiPropertyOptional({ description: 'Deck format id (GET /v1/games/{game}/formats); default: the game\'s default format.', example: 'standard' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  format?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Game options (named readings of ambiguous rules); keys must be options of the game\'s engine.' })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: STATE_MODES, default: 'sealed', description: 'sealed: an opaque token, views filtered per player; open: the plain JSON state (trusted self-play; needs ALLOW_OPEN_STATE).' })
  @IsOptional()
  @IsIn(STATE_MODES)
  stateMode?: StateModeParam;

  @ApiPropertyOptional({ default: false, description: 'Play cards the engine does not fully implement (status "unsupported" or "partial": refused with 422 unsupported-cards otherwise), their unread sentences ignored; they are then listed in status.unsupportedCards (with their status and unread sentences) for the whole game and marked `incomplete: true` in the views.' })
  @IsOptional()
  @IsBoolean()
  allowUnsupported?: boolean;

  @viewsField()
  views?: ViewsParam;
}

export class CreateMatchBody extends SetupFields {
  @ApiPropertyOptional({
    ...SEED_DOC,
    description: 'Seed of the game\'s random generator. Default: a random seed the server keeps secret. Whoever knows the seed can predict every shuffle: give one only for replays and trusted play. Sealed answers never echo it; the answer carries a `commitment` to it instead, revealed (`reveal`) when the game is over.',
    example: 'game-42',
  })
  @IsOptional()
  @IsSeed()
  seed?: string | number;
}

export class ReplayMatchBody extends SetupFields {
  @ApiProperty({ ...SEED_DOC, description: 'The seed the match was created with.', example: 'game-42' })
  @IsDefined()
  @IsSeed()
  seed!: string | number;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'The actions, in order (at most MATCH_MAX_REPLAY_ACTIONS, default 10,000).' })
  @IsArray()
  actions!: unknown[];

  @ApiPropertyOptional({ minimum: 0, description: 'Stop after this many actions (default: all).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  upTo?: number;

  @ApiPropertyOptional({ description: 'The salt of a finished sealed match (its `reveal.salt`): the replay then rebuilds the match\'s commitment record, so it answers the same `commitment`, `reveal` and `stateHash` as the match did.', example: 'q1w2e3r4t5y6u7i8o9p0aa' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'salt must be base64url text (as in reveal.salt)' })
  salt?: string;
}

/** Flat (common/validation.ts): every rule is top-level; the state (a token, or an open state of ~50 KB) is not deep-copied. */
@FlatBody()
export class StepMatchBody {
  @ApiProperty(STATE_DOC)
  @IsDefined()
  @IsStateInput()
  state!: unknown;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'One element of the last legalActions, sent back unchanged (or {"type":"concede","player":n}).', example: { type: 'endTurn', player: 0 } })
  @IsDefined()
  @IsObject()
  action!: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'The stateHash of the state you decided on; a different current hash is a 409 (someone else moved first). Sealed states: hmac-sha256:<kid>:<32 hex> (keyed); open states: fnv1a64:<16 hex>.', example: 'hmac-sha256:k1:0123456789abcdef0123456789abcdef' })
  @IsOptional()
  @IsString()
  @Matches(/^(fnv1a64:[0-9a-f]{16}|hmac-sha256:[A-Za-z0-9._-]{1,64}:[0-9a-f]{32})$/, { message: 'expectedStateHash must look like hmac-sha256:<kid>:<32 hex digits> (sealed) or fnv1a64:<16 hex digits> (open)' })
  expectedStateHash?: string;

  @viewsField()
  views?: ViewsParam;
}

/** Flat (common/validation.ts): every rule is top-level; the state (a token, or an open state of ~50 KB) is not deep-copied. */
@FlatBody()
export class ViewMatchBody {
  @ApiProperty(STATE_DOC)
  @IsDefined()
  @IsStateInput()
  state!: unknown;

  @ApiProperty({ oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', enum: ['spectator'] }], description: 'Seat index or "spectator".', example: 0 })
  @IsDefined()
  @IsViewer()
  player!: number | 'spectator';
}

export class ScenarioMatchBody {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The position (docs/scenarios.md): players\' zones, counters, turn, the ops to run from there, the expected decider.' })
  @IsDefined()
  @IsObject()
  scenario!: Record<string, unknown>;

  @ApiPropertyOptional({ enum: STATE_MODES, default: 'sealed' })
  @IsOptional()
  @IsIn(STATE_MODES)
  stateMode?: StateModeParam;

  @ApiPropertyOptional({ default: false, description: 'Allow cards the engine does not fully implement (status "unsupported" or "partial").' })
  @IsOptional()
  @IsBoolean()
  allowUnsupported?: boolean;

  @viewsField()
  views?: ViewsParam;
}

export class AbilitySchemaQuery {
  @ApiPropertyOptional({ description: 'Game slug: the game-extended schema (its keywords, triggers, effects, costs, conditions and zone names).', example: 'shadowverse-evolve' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  game?: string;
}

export class FactsSchemaQuery {
  @ApiProperty({ description: 'Game slug.', example: 'granblue-fantasy' })
  @IsString()
  @MaxLength(64)
  game!: string;
}
