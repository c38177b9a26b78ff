/**
 * Typed GraphQL shapes of the per-seat views (`MatchResponse.seatViews`), next to the JSON `views` kept for
 * compatibility. The object types are DERIVED from the OpenAPI DTOs of views.models.ts (their @ApiProperty metadata):
 * one declaration of every field — the current values of every game included — serves REST and GraphQL, so the two
 * cannot drift. Numbers are Float, objects without a declared shape (chips, stats, ougi, battle values…) JSON.
 */
import { Field, Float, ObjectType, type FieldOptions } from '@nestjs/graphql';
import { JSONScalar } from '../common/json.scalar.js';
import { ActionCardRefDto, ActionLabelDto, CardViewDto, CurrentValuesDto, KnownCardDto, LabelledActionDto, ZoneViewDto } from './views.models.js';

interface SwaggerProperty { type?: unknown; isArray?: boolean; nullable?: boolean; required?: boolean; description?: string }
type Ctor = abstract new (...args: never[]) => object;

@ObjectType('ActionCardRef', { description: 'A card an action refers to, as far as the viewer may know it (docs/engine.md §1.4.1).' })
export class ActionCardRefGql {}
@ObjectType('ActionLabel', { description: 'What an action does, for this viewer: English, Japanese, and the cards it names.' })
export class ActionLabelGql {}
@ObjectType('LabelledAction', { description: 'A legal action with its label; send `action` back (with or without the label).' })
export class LabelledActionGql {
  @Field(() => JSONScalar, { description: 'The action itself (type, player and its parameters), as `apply` / `stepMatch` take it.' }) action!: unknown;
}
@ObjectType('CurrentValues', { description: 'The values the rules read now (docs/engine.md §1.7.1): generic fields for every game, game fields prefixed by the game in their descriptions.' })
export class CurrentValuesGql {}
@ObjectType('CardView', { description: 'A card in a view (placeholders for hidden cards).' })
export class CardViewGql {}
@ObjectType('KnownCard', { description: 'A card the viewer knows in a count-only zone.' })
export class KnownCardGql {}
@ObjectType('ZoneView', { description: 'A zone as the viewer sees it.' })
export class ZoneViewGql {}

/** DTO class -> its GraphQL twin (nested properties). */
const TWINS = new Map<unknown, Ctor>([
  [ActionCardRefDto, ActionCardRefGql],
  [ActionLabelDto, ActionLabelGql],
  [LabelledActionDto, LabelledActionGql],
  [CurrentValuesDto, CurrentValuesGql],
  [CardViewDto, CardViewGql],
  [KnownCardDto, KnownCardGql],
  [ZoneViewDto, ZoneViewGql],
]);

function graphqlType(t: unknown): unknown {
  if (t === Number) return Float;
  if (t === Boolean || t === String) return t;
  return TWINS.get(t) ?? JSONScalar;
}

/** Declares on `target` a GraphQL field for every @ApiProperty of `dto` (same name, type, nullability, description). */
function fieldsFrom(dto: Ctor, target: Ctor): void {
  const names = (Reflect.getMetadata('swagger/apiModelPropertiesArray', dto.prototype) as string[] | undefined) ?? [];
  for (const key of names) {
    const name = key.replace(/^:/, '');
    const md = (Reflect.getMetadata('swagger/apiModelProperties', dto.prototype, name) as SwaggerProperty | undefined) ?? {};
    const base = graphqlType(md.type);
    const nullable = md.required === false || md.nullable === true;
    const options: FieldOptions = { nullable, ...(md.description ? { description: md.description } : {}) };
    (Field as unknown as (type: () => unknown, options: FieldOptions) => PropertyDecorator)(() => (md.isArray ? [base] : base), options)(target.prototype, name);
  }
}

for (const [dto, gql] of TWINS) fieldsFrom(dto as Ctor, gql);

@ObjectType('SeatView', { description: 'One seat\'s view (docs/match-api.md), typed: its zones with cards and their current values, and its labelled legal actions when it decides.' })
export class SeatViewGql {
  @Field({ description: 'The seat ("0", "1", …) this view belongs to.' }) seat!: string;
  @Field(() => JSONScalar, { description: 'Seat number, or "spectator".' }) viewer!: unknown;
  @Field(() => JSONScalar, { description: '{number, active, phase, step, first}' }) turn!: unknown;
  @Field(() => JSONScalar, { description: '{index, name, counters, flags, lost} per seat.' }) players!: unknown;
  @Field(() => [ZoneViewGql], { description: 'Every zone (the REST `zones` object\'s values, in key order).' }) zones!: unknown[];
  @Field(() => JSONScalar, { nullable: true, description: 'The decision: in full for the decider, else {id, player, kind, prompt, rule}.' }) decision!: unknown;
  @Field(() => [LabelledActionGql], { nullable: true, description: 'The seat\'s legal actions, labelled (only when it decides).' }) legalActions!: unknown[] | null;
  @Field(() => JSONScalar, { nullable: true, description: 'The result when the game is over.' }) result!: unknown;
}

interface RawView { zones?: Record<string, unknown>; legalActions?: Array<Record<string, unknown>> | null; [k: string]: unknown }

/** The JSON `views` of a MatchResponse as typed seat views. */
export function seatViews(views: unknown): SeatViewGql[] {
  if (!views || typeof views !== 'object') return [];
  return Object.entries(views as Record<string, RawView>).map(([seat, v]) => ({
    seat,
    viewer: v.viewer,
    turn: v.turn,
    players: v.players,
    zones: Object.values(v.zones ?? {}),
    decision: v.decision ?? null,
    result: v.result ?? null,
    legalActions: v.legalActions?.map((a) => {
      const { label, ...action } = a;
      return { type: a.type, player: a.player, label, action };
    }) ?? null,
  }));
}
