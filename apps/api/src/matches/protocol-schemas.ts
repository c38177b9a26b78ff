/**
 * Per-game OpenAPI schemas of what a client parses in a match answer (docs/match-api.md): one schema per action
 * type, event type and decision kind of each engine game, discriminated by `type` (actions, events) or `kind`
 * (decisions), and per-game MatchResponse / MatchView / ViewResponse schemas that use them; the match routes
 * answer `MatchResponse`, one of the per-game shapes discriminated by `game`.
 *
 * Source: protocol-observed.ts, written by apps/api/src/cli/protocol-catalog.ts from seeded random play of every
 * playable example deck (the engines keep no list of their types). So a type is documented with the fields seen
 * in that play: rare cards may produce a type or a field not listed here, which a client should treat as opaque
 * (the schemas do not forbid other properties).
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { OBSERVED_PROTOCOL } from './protocol-observed.js';
import type { ObservedField, ObservedGame, ObservedType } from './protocol-types.js';

type Schema = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `shadowverse-evolve` -> `ShadowverseEvolve`; `pso2` -> `Pso2`. */
export function schemaPrefix(game: string): string {
  return game.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** A type name as a schema-name part: `sve.main` -> `SveMain`, `attack` -> `Attack`. */
function typePart(type: string): string {
  return schemaPrefix(type) || 'Unnamed';
}

function kindSchema(kind: ObservedField['types'][number], items?: ObservedField['types']): Schema {
  if (kind === 'object') return { type: 'object', additionalProperties: true };
  if (kind === 'array') return { type: 'array', items: items && items.length ? oneOfKinds(items.filter((k) => k !== 'array'), items.includes('array')) : {} };
  return { type: kind };
}

function oneOfKinds(kinds: ObservedField['types'], nestedArray = false): Schema {
  const nullable = kinds.includes('null');
  const rest = kinds.filter((k) => k !== 'null');
  const variants = rest.map((k) => kindSchema(k));
  if (nestedArray) variants.push({ type: 'array', items: {} });
  if (variants.length === 0) return {};
  if (variants.length === 1) return nullable ? { ...variants[0], nullable: true } : variants[0]!;
  if (nullable) variants[0] = { ...variants[0], nullable: true };
  return { oneOf: variants };
}

function fieldSchema(f: ObservedField): Schema {
  const nullable = f.types.includes('null');
  const rest = f.types.filter((k) => k !== 'null');
  if (rest.length === 0) return { description: 'Seen only as null.' };
  if (rest.length === 1) {
    const s = kindSchema(rest[0]!, f.items);
    return nullable ? { ...s, nullable: true } : s;
  }
  const variants = rest.map((k) => kindSchema(k, f.items));
  if (nullable) variants[0] = { ...variants[0], nullable: true };
  return { oneOf: variants };
}

function typeSchema(discriminator: 'type' | 'kind', value: string, t: ObservedType, what: string, extra: Record<string, Schema> = {}): Schema {
  const properties: Record<string, Schema> = { [discriminator]: { type: 'string', enum: [value] } };
  const required = new Set<string>([discriminator]);
  for (const [name, f] of Object.entries(t.fields)) {
    if (name === discriminator) continue;
    properties[name] = fieldSchema(f);
    if (f.required) required.add(name);
  }
  Object.assign(properties, extra);
  return {
    type: 'object',
    description: t.seen === 0 ? `${what} \`${value}\` (kernel; always allowed, never listed).` : `${what} \`${value}\` (fields as seen in ${t.seen} instances of seeded random play).`,
    required: [...required].sort(),
    properties,
  };
}

function union(schemas: Record<string, Schema>, names: Array<[string, string]>, discriminator: string, description: string): Schema {
  for (const [, name] of names) if (!schemas[name]) throw new Error(`missing ${name}`);
  return {
    description,
    oneOf: names.map(([, name]) => ref(name)),
    discriminator: { propertyName: discriminator, mapping: Object.fromEntries(names.map(([value, name]) => [value, `#/components/schemas/${name}`])) },
  };
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Adds the per-game schemas and points the match routes at them. */
export function describeMatchProtocol(doc: OpenAPIObject, observed: Record<string, ObservedGame> = OBSERVED_PROTOCOL.games): void {
  const schemas = (doc.components!.schemas ?? {}) as Record<string, Schema>;
  const base = { response: schemas.MatchResponseDto, view: schemas.MatchViewDto, viewResponse: schemas.ViewResponseDto };
  if (!base.response || !base.view || !base.viewResponse) return;
  const games = Object.keys(observed).sort();
  const responses: Array<[string, string]> = [];
  const viewResponses: Array<[string, string]> = [];
  for (const game of games) {
    const g = observed[game]!;
    const P = schemaPrefix(game);
    const note = ` Observed in ${g.games} seeded random games (${g.answers} answers) of ${game}'s playable example decks; a rare card may add a type or field not listed (treat it as opaque).`;
    const group = (kind: 'Action' | 'Event' | 'Decision', list: Record<string, ObservedType>, disc: 'type' | 'kind', extra: Record<string, Schema> = {}) => {
      const names: Array<[string, string]> = [];
      for (const [value, t] of Object.entries(list)) {
        const name = `${P}${kind}${typePart(value)}`;
        if (schemas[name]) throw new Error(`schema name clash: ${name}`);
        schemas[name] = typeSchema(disc, value, t, `${game} ${kind.toLowerCase()}`, extra);
        names.push([value, name]);
      }
      schemas[`${P}${kind}`] = union(schemas, names, disc, `A ${game} ${kind.toLowerCase()}, by \`${disc}\`.${note}`);
    };
    group('Action', g.actions, 'type', { label: { allOf: [ref('ActionLabelDto')], description: 'What the action does, for the viewer (listed actions; annotation only: send the action back with or without it).' } });
    group('Event', g.events, 'type', {
      visibleTo: { description: 'Open mode top-level events only: "all" or the seats that see the full event.', oneOf: [{ type: 'string', enum: ['all'] }, { type: 'array', items: { type: 'integer' } }] },
      redacted: { type: 'object', nullable: true, additionalProperties: true, description: 'Open mode top-level events only: what the other seats see (null: nothing).' },
    });
    group('Decision', g.decisions, 'kind');

    const gameProp = { type: 'string', enum: [game] };
    // OpenAPI 3.0: `nullable` next to a $ref/allOf does not admit null (3.0.3), so null is its own variant
    const decision = { oneOf: [ref(`${P}Decision`), { type: 'object', nullable: true, enum: [null], description: 'No decision: the game is over.' }] };
    const view = clone(base.view) as { properties: Record<string, Schema> };
    Object.assign(view.properties, {
      game: gameProp,
      decision: { ...decision, description: (view.properties.decision as Schema).description },
      legalActions: { ...(view.properties.legalActions as Schema), items: ref(`${P}Action`) },
      events: { ...(view.properties.events as Schema), items: ref(`${P}Event`) },
    });
    schemas[`${P}MatchView`] = view;

    const viewResponse = clone(base.viewResponse) as { properties: Record<string, Schema> };
    Object.assign(viewResponse.properties, {
      game: gameProp,
      decision: { ...decision, description: (viewResponse.properties.decision as Schema).description },
      legalActions: { ...(viewResponse.properties.legalActions as Schema), items: ref(`${P}Action`) },
    });
    schemas[`${P}ViewResponse`] = viewResponse;
    viewResponses.push([game, `${P}ViewResponse`]);

    const response = clone(base.response) as { properties: Record<string, Schema>; description?: string };
    Object.assign(response.properties, {
      game: gameProp,
      decision: { ...decision, description: (response.properties.decision as Schema).description },
      legalActions: { type: 'array', nullable: true, items: ref(`${P}Action`), description: (response.properties.legalActions as Schema).description },
      events: { type: 'array', items: ref(`${P}Event`), description: (response.properties.events as Schema).description },
      views: { type: 'object', additionalProperties: ref(`${P}MatchView`), description: (response.properties.views as Schema).description },
    });
    response.description = `A ${game} match answer.`;
    const req = new Set((response as { required?: string[] }).required ?? []);
    for (const k of ['decision', 'legalActions', 'events', 'views']) req.add(k); // always present (libs/match buildMatchResponse)
    (response as { required?: string[] }).required = [...req];
    schemas[`${P}MatchResponse`] = response;
    responses.push([game, `${P}MatchResponse`]);
  }
  schemas.MatchResponse = union(schemas, responses, 'game', 'A match answer (docs/match-api.md), one shape per game with a rules engine, by `game`.');
  schemas.ViewResponse = union(schemas, viewResponses, 'game', 'One player\'s view plus the state hash, one shape per game with a rules engine, by `game`.');
  const swap: Record<string, string> = { '#/components/schemas/MatchResponseDto': '#/components/schemas/MatchResponse', '#/components/schemas/ViewResponseDto': '#/components/schemas/ViewResponse' };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as Array<{ responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>) {
      for (const r of Object.values(op?.responses ?? {})) {
        const s = r.content?.['application/json']?.schema;
        if (s?.$ref && swap[s.$ref]) s.$ref = swap[s.$ref];
      }
    }
  }
  // the generic shapes are now only templates
  delete schemas.MatchResponseDto;
  delete schemas.ViewResponseDto;
  delete schemas.MatchViewDto;
  delete schemas.LabelledActionDto;
}
