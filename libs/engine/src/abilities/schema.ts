/**
 * The ability language as a JSON Schema (draft 2020-12), generated from a vocabulary so a game's
 * extensions appear in it. `ABILITY_SCHEMA` is the kernel-only document (GET /v1/schema/abilities);
 * `abilitySchema(vocabularyFor(def), def.slug)` is a game's document.
 *
 * Unions carry an OpenAPI-style `discriminator` annotation (ignored by plain JSON-Schema validators;
 * ajv needs `discriminator: true`); the kernel's validator uses it for precise error paths.
 */
import type { JsonSchema, Vocabulary } from './vocabulary.js';
import { BASE_VOCABULARY } from './vocabulary.js';
import { DURATION_NAMES } from './types.js';

const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` });

interface Entry {
  description: string;
  params: Record<string, JsonSchema>;
  required?: string[];
  schema?: JsonSchema;
}

function union(key: string, table: Record<string, Entry>, description: string): JsonSchema {
  return {
    description,
    type: 'object',
    required: [key],
    discriminator: { propertyName: key },
    oneOf: Object.keys(table)
      .sort()
      .map((name) => {
        const e = table[name]!;
        return {
          title: name,
          description: e.description,
          type: 'object',
          properties: { [key]: { const: name }, ...e.params },
          required: [key, ...(e.required ?? [])],
          additionalProperties: false,
          ...(e.schema ?? {}),
        };
      }),
  };
}

function abilityKind(kind: string, description: string, props: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return {
    title: kind,
    description,
    type: 'object',
    properties: {
      kind: { const: kind },
      id: { type: 'string', minLength: 1, description: 'Stable ability id within the card.' },
      label: { type: 'string', description: 'Printed ability name, if any.' },
      source: ref('source'),
      ...props,
    },
    required: ['kind', ...required],
    additionalProperties: false,
  };
}

export function abilitySchema(vocab: Vocabulary = BASE_VOCABULARY, game: string | null = null): JsonSchema {
  const keywords = Object.keys(vocab.keywords).sort();
  const zones = [...vocab.zones];
  const common = { zones: { type: 'array', items: ref('zoneName'), minItems: 1, description: 'Zones where the ability functions (default: zones where abilities function).' }, condition: ref('condition') };
  const costList = { type: 'array', items: ref('cost'), description: 'Paid in order; all or nothing.' };
  const limit = ref('limit');
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `urn:tcg-rules:abilities:${game ?? 'kernel'}`,
    title: game ? `Ability data for ${game}` : 'Ability data (kernel vocabulary)',
    description:
      "A card's `abilities`: a list of abilities. Each ability names the sentences of the card text it implements in `source` " +
      '(indexes from splitSentences); card status is computed from them.',
    type: 'array',
    items: ref('ability'),
    $defs: {
      ability: {
        type: 'object',
        required: ['kind'],
        discriminator: { propertyName: 'kind' },
        oneOf: [
          abilityKind('triggered', 'Automatic ability: goes on standby when its trigger happens, resolves at the next check timing / on the stack.', {
            trigger: ref('trigger'), effect: ref('effect'), cost: costList, optional: { type: 'boolean' }, limit, ...common,
          }, ['trigger', 'effect']),
          abilityKind('activated', 'Activated ability: the player uses it when allowed (timing), paying its cost.', {
            effect: ref('effect'), cost: costList, limit, timing: { type: 'string', minLength: 1, description: "'main' (default), 'quick' or a game timing." }, ...common,
          }, ['effect']),
          abilityKind('static', 'Continuous ability: modifies the cards its selector names while it functions.', {
            modifier: ref('modifier'), affects: ref('selector'), ...common,
          }, ['modifier', 'affects']),
          abilityKind('keyword', 'A keyword (its rules live in the game).', { keyword: ref('keyword'), value: { type: ['integer', 'string'] }, zones: common.zones }, ['keyword']),
          abilityKind('spell', 'The effect of a card that is played and resolved (spell, summon, active, instant).', { effect: ref('effect'), ...common }, ['effect']),
          abilityKind('replacement', 'Replacement effect: when the event would happen, the effect happens instead (interpreted by the game).', {
            replaces: { type: 'object', required: ['event'], additionalProperties: false, properties: { event: { type: 'string', minLength: 1 }, filter: ref('cardFilter'), side: { enum: ['you', 'opponent', 'any'] } } },
            effect: ref('effect'), optional: { type: 'boolean' }, ...common,
          }, ['replaces', 'effect']),
        ],
      },
      trigger: union('on', vocab.triggers, 'When an automatic ability triggers.'),
      effect: union('type', vocab.effects, 'An effect.'),
      cost: union('type', vocab.costs, 'A cost.'),
      condition: union('type', vocab.conditions, 'A condition.'),
      source: { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 1, description: 'Indexes of the card-text sentences this ability implements.' },
      limit: { type: 'object', required: ['perTurn'], additionalProperties: false, properties: { perTurn: { type: 'integer', minimum: 1 } } },
      keyword: keywords.length > 0 ? { enum: keywords } : { type: 'string', minLength: 1 },
      zoneName: zones.length > 0 ? { enum: zones } : { type: 'string', minLength: 1 },
      playerRef: { enum: ['you', 'opponent', 'each', 'active', 'nonActive'], description: "Relative to the ability's controller." },
      compare: {
        anyOf: [
          { type: 'integer' },
          {
            type: 'object', minProperties: 1, additionalProperties: false,
            properties: { eq: { type: 'integer' }, ne: { type: 'integer' }, lt: { type: 'integer' }, lte: { type: 'integer' }, gt: { type: 'integer' }, gte: { type: 'integer' } },
          },
        ],
      },
      cardFilter: {
        type: 'object',
        additionalProperties: false,
        properties: {
          cardId: { type: 'string' }, name: { type: 'string' }, nameIncludes: { type: 'string' },
          type: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
          subtype: { type: 'string' }, trait: { type: 'string' }, classOrColor: { type: 'string' }, keyword: ref('keyword'),
          ability: { type: 'string', minLength: 1, description: 'has a printed ability with this label (not when its abilities are lost)' },
          cost: ref('compare'), attack: ref('compare'), defense: ref('compare'),
          tapped: { type: 'boolean' }, face: { enum: ['up', 'down'] }, token: { type: 'boolean' },
          counter: { type: 'object', required: ['name', 'compare'], additionalProperties: false, properties: { name: { type: 'string' }, compare: ref('compare') } },
          not: ref('cardFilter'),
          anyOf: { type: 'array', items: ref('cardFilter'), minItems: 1 },
        },
      },
      selector: {
        type: 'object',
        description: 'Cards: by reference (self, event card, variable) or by zone/side/filter; `count` makes it a choice (`upTo`: 0..count).',
        additionalProperties: false,
        properties: {
          ref: { enum: ['self', 'eventCard', 'eventSource', 'var', 'attachedTo', 'attached'], description: "'attachedTo': the card the source is attached to (its host); 'attached': the cards attached to the source." },
          var: { type: 'string', minLength: 1 },
          zone: { anyOf: [ref('zoneName'), { type: 'array', items: ref('zoneName'), minItems: 1 }] },
          side: { enum: ['you', 'opponent', 'any', 'ally'], description: "'you': the master's (自分); 'ally': the master's or a team mate's (味方, isAlly); 'opponent': an opponent's (isOpponent)." },
          filter: ref('cardFilter'),
          other: { type: 'boolean' },
          except: { ...ref('selector'), description: 'Cards another selector names (read when this one is), left out: SVE 「それ以外の…すべて」.' },
          count: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'object', required: ['count'], additionalProperties: false, properties: { count: ref('selector'), per: { type: 'integer', minimum: 1 }, times: { type: 'integer' } } }], description: 'How many to choose: a number, or {count: selector} evaluated when the choice is made (R4U 「…と同じ枚数」; 0 chooses nothing).' },
          upTo: { type: 'boolean' },
          chooser: { enum: ['you', 'opponent'] },
          random: { type: 'boolean' },
          bind: { type: 'string', minLength: 1 },
        },
      },
      playerTarget: { type: 'object', required: ['player'], additionalProperties: false, properties: { player: ref('playerRef') } },
      target: { anyOf: [ref('playerTarget'), ref('selector')] },
      amount: {
        anyOf: [
          { type: 'integer' },
          { type: 'object', required: ['count'], additionalProperties: false, properties: { count: ref('selector'), per: { type: 'integer', minimum: 1 }, times: { type: 'integer' } } },
          { type: 'object', required: ['counter'], additionalProperties: false, properties: { counter: { type: 'string', minLength: 1 }, player: ref('playerRef') } },
          { type: 'object', required: ['var'], additionalProperties: false, properties: { var: { type: 'string', minLength: 1 } } },
          { type: 'object', required: ['sum'], additionalProperties: false, properties: { sum: { type: 'array', minItems: 1, items: ref('amount') }, times: { type: 'integer' } }, description: 'The amounts added, times `times`.' },
          {
            type: 'object', required: ['option', 'cases', 'default'], additionalProperties: false,
            properties: { option: { type: 'string', minLength: 1 }, cases: { type: 'object', additionalProperties: ref('amount') }, default: { type: 'string', minLength: 1 } },
            description: "An amount read according to a named game option (the game's reading of ambiguous text): the case the state's option value names, else `default`.",
          },
          {
            type: 'object', required: ['stat', 'of'], additionalProperties: false,
            properties: { stat: { type: 'string', minLength: 1 }, of: ref('selector'), div: { type: 'integer', minimum: 1, description: 'Divide the sum (e.g. 2 = half).' }, round: { enum: ['up', 'down'], description: "Rounding of `div` (default 'up': SVE 5.30.1)." } },
          },
        ],
      },
      duration: {
        anyOf: [
          { enum: [...DURATION_NAMES] },
          { type: 'object', required: ['until'], additionalProperties: false, properties: { until: { type: 'string', minLength: 1 } } },
        ],
      },
      zoneRef: {
        anyOf: [ref('zoneName'), { type: 'object', required: ['zone'], additionalProperties: false, properties: { zone: ref('zoneName'), player: ref('playerRef') } }],
      },
      modifier: {
        type: 'object',
        required: ['type'],
        discriminator: { propertyName: 'type' },
        oneOf: [
          { title: 'stat', type: 'object', required: ['type', 'stat', 'op', 'value'], additionalProperties: false, properties: { type: { const: 'stat' }, stat: { type: 'string', minLength: 1 }, op: { enum: ['add', 'set'] }, value: { anyOf: [{ type: 'integer' }, ref('amount')], description: 'An integer; in a static ability also an Amount, evaluated at each query with the ability\'s source and controller (「(cards)N枚につき」).' } } },
          { title: 'keyword', type: 'object', required: ['type', 'keyword', 'grant'], additionalProperties: false, properties: { type: { const: 'keyword' }, keyword: ref('keyword'), grant: { type: 'boolean' }, value: {} } },
          { title: 'flag', type: 'object', required: ['type', 'flag', 'value'], additionalProperties: false, properties: { type: { const: 'flag' }, flag: { type: 'string', minLength: 1 }, value: {} } },
          {
            title: 'ability', type: 'object', required: ['type', 'ability'], additionalProperties: false,
            description: 'A granted ability: the affected cards have `ability` as their own while the modifier applies (abilities/granted.ts). Not nested: an ability granted this way that grants abilities grants nothing.',
            properties: { type: { const: 'ability' }, ability: ref('ability') },
          },
          { title: 'loseAbilities', type: 'object', required: ['type'], additionalProperties: false, description: 'Ability loss (abilities/loss.ts): the targets lose their printed abilities and the abilities gained before it.', properties: { type: { const: 'loseAbilities' } } },
        ],
      },
    },
  };
}

/** The kernel-vocabulary schema document. */
export const ABILITY_SCHEMA: JsonSchema = abilitySchema(BASE_VOCABULARY, null);
