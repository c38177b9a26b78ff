/**
 * Every digest default the engine reads is a named option (digest §5 ids kept in the names, `D<n>_…`), with its
 * choices and a doc naming the rule, listed in every deck format (GET /v1/games/tag-battle/formats) and accepted
 * by the engine (definition.options).
 */
import { definition, ENGINE_OPTION_CHOICES, ENGINE_OPTION_DEFAULTS, ENGINE_OPTION_DOCS, TB_FORMATS } from '../src/index.js';

describe('tag-battle named options', () => {
  const keys = Object.keys(ENGINE_OPTION_DEFAULTS);

  it('every option name carries its digest id and its doc cites it', () => {
    for (const k of keys) {
      const id = k === 'leaderModel' ? 'D-4' : k.startsWith('S10') ? 'S10-1' : `D-${/^D(\d+)_/.exec(k)![1]}`;
      expect([k, ENGINE_OPTION_DOCS[k]]).toEqual([k, expect.stringContaining(id)]);
    }
  });

  it('the formats list them (value, choices, docs); the engine defaults are the same values', () => {
    for (const f of TB_FORMATS) {
      for (const k of keys) {
        expect([k, f.options[k]]).toEqual([k, (ENGINE_OPTION_DEFAULTS as Record<string, unknown>)[k]]);
        expect(f.optionDocs?.[k]).toBe(ENGINE_OPTION_DOCS[k]);
        if (ENGINE_OPTION_CHOICES[k]) expect(f.optionChoices?.[k]).toEqual(expect.arrayContaining([f.options[k]]));
      }
    }
    expect(definition.options!.defaults).toEqual(ENGINE_OPTION_DEFAULTS);
  });

  it('the digest defaults the engine implements are all there (D-1…D-35 with a switch)', () => {
    const ids = keys.map((k) => /^D(\d+)_/.exec(k)?.[1]).filter(Boolean).map(Number).sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 17, 20, 21, 23, 27, 35]);
  });
});
