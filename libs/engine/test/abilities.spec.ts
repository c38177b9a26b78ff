/**
 * Ability language: the JSON Schema (kernel and game-extended) and the validator's error paths.
 */
import {
  ABILITY_SCHEMA, abilitySchema, BASE_VOCABULARY, validateAbilities, validateJson, vocabularyFor, type SchemaError,
} from '../src/index.js';
import { TOY, toyCatalog } from './toy-game.js';

const toyVocab = vocabularyFor(TOY);
const errs = (abilities: unknown, vocab = BASE_VOCABULARY): SchemaError[] => validateAbilities(abilities, vocab);
const paths = (e: SchemaError[]) => e.map((x) => `${x.path} ${x.keyword}`);

describe('ability schema', () => {
  test('is a draft 2020-12 document whose unions list every vocabulary entry', () => {
    expect(ABILITY_SCHEMA.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ABILITY_SCHEMA.$id).toBe('urn:tcg-rules:abilities:kernel');
    const defs = ABILITY_SCHEMA.$defs as Record<string, { oneOf?: Array<{ title: string }> }>;
    expect(defs.effect!.oneOf!.map((b) => b.title)).toEqual(Object.keys(BASE_VOCABULARY.effects).sort());
    expect(defs.trigger!.oneOf!.map((b) => b.title)).toEqual(Object.keys(BASE_VOCABULARY.triggers).sort());
    expect(defs.ability!.oneOf!.map((b) => b.title)).toEqual(['triggered', 'activated', 'static', 'keyword', 'spell', 'replacement']);
    expect(JSON.parse(JSON.stringify(ABILITY_SCHEMA))).toEqual(ABILITY_SCHEMA); // plain JSON, servable as is
  });

  test("a game's schema adds its vocabulary and zone names", () => {
    const s = abilitySchema(toyVocab, 'toy');
    const defs = s.$defs as Record<string, { oneOf?: Array<{ title: string }>; enum?: string[] }>;
    expect(s.$id).toBe('urn:tcg-rules:abilities:toy');
    expect(defs.effect!.oneOf!.map((b) => b.title)).toContain('toy.mill');
    expect(defs.trigger!.oneOf!.map((b) => b.title)).toContain('toy.onBlock');
    expect(defs.keyword!.enum).toEqual(['toy.swift']);
    expect(defs.zoneName!.enum).toEqual(['deck', 'discard', 'field', 'hand']);
  });

  test('every toy card validates against the toy schema', () => {
    for (const c of toyCatalog()) expect(errs(c.abilities, toyVocab)).toEqual([]);
  });

  test('game vocabulary is refused by the kernel-only schema, with the exact path', () => {
    const miller = toyCatalog().find((c) => c.id === 'A16')!;
    expect(paths(errs(miller.abilities))).toEqual(['/0/effect/type discriminator']);
    const swift = toyCatalog().find((c) => c.id === 'A06')!;
    expect(errs(swift.abilities, toyVocab)).toEqual([]);
    // without game keywords any non-empty keyword name is accepted by the kernel schema
    expect(errs(swift.abilities)).toEqual([]);
  });

  const valid: Array<[string, unknown]> = [
    ['empty list', []],
    ['activated with costs and a condition', [{
      kind: 'activated', source: [0], timing: 'main', limit: { perTurn: 1 },
      cost: [{ type: 'tapSelf' }, { type: 'pay', counter: 'pp', amount: 2 }],
      condition: { type: 'and', all: [{ type: 'turn', whose: 'yours' }, { type: 'count', selector: { zone: 'field', side: 'you' }, compare: { gte: 3 } }] },
      effect: { type: 'damage', target: { zone: 'field', side: 'opponent', count: 1 }, amount: { count: { zone: 'cemetery', side: 'you' }, per: 5 } },
    }]],
    ['static modifier', [{ kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { side: 'you', other: true } }]],
    // a static stat change per counted cards (R4U 「(cards)N枚につき、このキャラを+1/±0」): an Amount, evaluated per query (effects.ts staticModifier)
    ['static modifier with an Amount', [{ kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: { count: { zone: 'field', side: 'you' }, per: 2, times: 1 } }, affects: { ref: 'self' } }]],
    ['modes and durations', [{
      kind: 'spell', source: [0, 1],
      effect: { type: 'chooseOne', upTo: true, count: 2, options: [
        { label: 'a', effect: { type: 'modify', target: { ref: 'self' }, stat: 'attack', set: 0, duration: { until: 'endOfBattle' } } },
        { label: 'b', effect: { type: 'grantKeyword', target: { ref: 'eventCard' }, keyword: 'ward', duration: 'untilEndOfTurn' } },
      ] },
    }]],
    ['replacement data', [{ kind: 'replacement', replaces: { event: 'destroy', side: 'you' }, effect: { type: 'addCounter', target: { player: 'you' }, counter: 'shield', amount: -1 } }]],
  ];
  test.each(valid)('valid: %s', (_name, data) => {
    expect(errs(data)).toEqual([]);
  });

  const invalid: Array<[string, unknown, string[]]> = [
    ['not a list', { kind: 'spell' }, [' type']],
    ['missing kind', [{ effect: { type: 'draw', amount: 1 } }], ['/0/kind required']],
    ['unknown kind', [{ kind: 'magic' }], ['/0/kind discriminator']],
    ['triggered without trigger', [{ kind: 'triggered', effect: { type: 'draw', amount: 1 } }], ['/0/trigger required']],
    ['unknown trigger', [{ kind: 'triggered', trigger: { on: 'onSneeze' }, effect: { type: 'draw', amount: 1 } }], ['/0/trigger/on discriminator']],
    ['unknown effect', [{ kind: 'spell', effect: { type: 'explode' } }], ['/0/effect/type discriminator']],
    ['deep bad amount', [{ kind: 'spell', effect: { type: 'sequence', steps: [{ type: 'gain', counter: 'life', amount: 1 }, { type: 'draw', amount: 'two' }] } }], ['/0/effect/steps/1/amount type']],
    ['bad amount object', [{ kind: 'spell', effect: { type: 'draw', amount: { count: { zone: 'hand' }, per: 0 } } }], ['/0/effect/amount/per minimum']],
    ['extra property', [{ kind: 'spell', effect: { type: 'draw', amount: 1, bogus: true } }], ['/0/effect/bogus additionalProperties']],
    ['negative sentence index', [{ kind: 'spell', source: [-1], effect: { type: 'draw', amount: 1 } }], ['/0/source/0 minimum']],
    ['empty source', [{ kind: 'spell', source: [], effect: { type: 'draw', amount: 1 } }], ['/0/source minItems']],
    ['selector count 0', [{ kind: 'spell', effect: { type: 'destroy', target: { zone: 'field', count: 0 } } }], ['/0/effect/target/count minimum']],
    ['bad player ref', [{ kind: 'spell', effect: { type: 'draw', player: 'me', amount: 1 } }], ['/0/effect/player enum']],
    ['modify needs add or set', [{ kind: 'spell', effect: { type: 'modify', target: { ref: 'self' }, stat: 'attack', duration: 'permanent' } }], ['/0/effect/add required']],
    ['bad duration', [{ kind: 'spell', effect: { type: 'grantKeyword', target: { ref: 'self' }, keyword: 'x', duration: 'forever' } }], ['/0/effect/duration enum']],
    ['bad cost', [{ kind: 'activated', cost: [{ type: 'pay', counter: 'pp', amount: -1 }], effect: { type: 'draw', amount: 1 } }], ['/0/cost/0/amount minimum']],
    ['bad nested condition', [{ kind: 'activated', condition: { type: 'not', condition: { type: 'turn', whose: 'mine' } }, effect: { type: 'draw', amount: 1 } }], ['/0/condition/condition/whose enum']],
    ['modes need two options', [{ kind: 'spell', effect: { type: 'chooseOne', options: [{ label: 'a', effect: { type: 'draw', amount: 1 } }] } }], ['/0/effect/options minItems']],
    ['bad filter compare', [{ kind: 'spell', effect: { type: 'destroy', target: { filter: { cost: { atMost: 2 } } } } }], ['/0/effect/target/filter/cost/atMost additionalProperties']],
  ];
  test.each(invalid)('invalid: %s', (_name, data, expected) => {
    expect(paths(errs(data))).toEqual(expected);
  });

  test('zone names are checked against the game zones', () => {
    expect(paths(errs([{ kind: 'spell', effect: { type: 'move', target: { ref: 'self' }, to: 'graveyard' } }], toyVocab))).toEqual(['/0/effect/to enum']);
    expect(errs([{ kind: 'spell', effect: { type: 'move', target: { ref: 'self' }, to: 'discard' } }], toyVocab)).toEqual([]);
  });

  test('the validator handles type lists, const, patterns and bounds', () => {
    const schema = { type: 'object', properties: { a: { type: ['integer', 'string'] }, b: { const: 3 }, c: { type: 'string', pattern: '^x', maxLength: 2 }, d: { type: 'number', maximum: 1 } } };
    expect(validateJson(schema, { a: 1, b: 3, c: 'xy', d: 1 })).toEqual([]);
    expect(paths(validateJson(schema, { a: true, b: 4, c: 'yyy', d: 2 }))).toEqual(['/a type', '/b const', '/c maxLength', '/c pattern', '/d maximum']);
  });
});
