import { copyLimit, totalCap, anyOf, sectionSize } from '../src/checks.js';
import { DeckInputError } from '../src/errors.js';
import { createDeckRulesRegistry } from '../src/registry.js';
import type { DeckCheckContext, NormalizedDeck } from '../src/types.js';
import { validateDeck } from '../src/validate.js';
import { FORMATS, LEGAL, SECTIONS, cards, rules } from './toy.js';

const AS_OF = '2030-03-01';
const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DeckInputError) return e.reason;
    throw e;
  }
  return 'no error';
};

describe('validateDeck', () => {
  it('a legal deck: legal, counts per section, normalized deck, default format and options', () => {
    const v = validateDeck(rules, cards, LEGAL, { asOf: AS_OF });
    expect(v).toMatchObject({ legal: true, format: 'std', errors: [], warnings: [], counts: { main: 10, side: 1 }, asOf: AS_OF });
    expect(v.deck.side).toEqual([{ id: 'TOY-009', count: 1 }]);
    expect(v.options).toEqual({ copies: 2, mode: 'normal', strict: false });
    expect(v.restrictionList).toBeNull();
  });

  it('TOY 1.1: 9 and 13 cards are DECK_SIZE errors, 10 and 12 are legal; the text form works the same', () => {
    const deckOf = (n: number) => ({ main: [{ id: 'TOY-013', count: n }] }); // Echo: any number of copies
    expect(validateDeck(rules, cards, deckOf(9), { asOf: AS_OF }).errors).toEqual([
      expect.objectContaining({ code: 'DECK_SIZE', rule: 'TOY 1.1', section: 'main' }),
    ]);
    expect(validateDeck(rules, cards, deckOf(10), { asOf: AS_OF }).legal).toBe(true);
    expect(validateDeck(rules, cards, deckOf(12), { asOf: AS_OF }).legal).toBe(true);
    expect(validateDeck(rules, cards, deckOf(13), { asOf: AS_OF }).errors.map((e) => e.code)).toEqual(['DECK_SIZE']);
    expect(validateDeck(rules, cards, '12 Echo', { asOf: AS_OF }).legal).toBe(true);
  });

  it('duplicates are merged before the copy limit: 2+1 copies of Alpha = 3 > 2', () => {
    const v = validateDeck(rules, cards, { main: [...LEGAL.main, { id: 'TOY-001', count: 1 }] }, { asOf: AS_OF });
    expect(v.deck.main[0]).toEqual({ id: 'TOY-001', count: 3 });
    expect(v.errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', rule: 'TOY 2.1', cards: ['TOY-001'] })]);
  });

  it('unknown cards are errors (legal=false) but still count toward the section size', () => {
    const v = validateDeck(rules, cards, { main: [...LEGAL.main.slice(1), { id: 'NOPE-1', count: 2 }] }, { asOf: AS_OF });
    expect(v.legal).toBe(false);
    expect(v.counts.main).toBe(10);
    expect(v.errors.map((e) => e.code)).toEqual(['UNKNOWN_CARD']);
  });

  it('warnings do not make a deck illegal', () => {
    const v = validateDeck(rules, cards, { main: [...LEGAL.main.slice(1), { id: 'TOY-006', count: 2 }] }, { asOf: AS_OF });
    expect(v.legal).toBe(true);
    expect(v.warnings).toEqual([expect.objectContaining({ code: 'PLAYABILITY', severity: 'warning' })]);
  });

  it('format options: request overrides merge over the defaults (copies 3 makes 3 Alphas legal)', () => {
    const deck = { main: [...LEGAL.main, { id: 'TOY-001', count: 1 }] };
    const v = validateDeck(rules, cards, deck, { asOf: AS_OF, options: { copies: 3 } });
    expect(v.legal).toBe(true);
    expect(v.options).toEqual({ copies: 3, mode: 'normal', strict: false });
  });

  it.each([
    [{ format: 'nope' }, 'UNKNOWN_FORMAT'],
    [{ options: { nope: 1 } }, 'BAD_OPTION'],
    [{ options: { copies: '3' } }, 'BAD_OPTION'],
    [{ options: { copies: -1 } }, 'BAD_OPTION'],
    [{ options: { mode: 'odd' } }, 'BAD_OPTION'],
    [{ asOf: '2030-13-01' }, 'BAD_AS_OF'],
    [{ asOf: 'yesterday' }, 'BAD_AS_OF'],
  ])('malformed request %j -> DeckInputError %s', (opts, expected) => {
    expect(reason(() => validateDeck(rules, cards, LEGAL, { asOf: AS_OF, ...(opts as object) }))).toBe(expected);
  });

  it('restrictions of the chosen format apply at asOf, and the verdict names the list', () => {
    const before = validateDeck(rules, cards, LEGAL, { format: 'banned', asOf: '2029-12-31' });
    expect(before).toMatchObject({ legal: true, restrictionList: null });
    const after = validateDeck(rules, cards, LEGAL, { format: 'banned', asOf: '2030-01-01' });
    expect(after.legal).toBe(false);
    expect(after.restrictionList).toBe('toy-a');
    expect(after.errors.map((e) => e.code).sort()).toEqual(['BANNED', 'RESTRICTED']);
  });
});

describe('check builders', () => {
  const ctx = (deck: NormalizedDeck): DeckCheckContext => ({ game: 'pso2', deck, cards, format: FORMATS[0], asOf: AS_OF, sections: SECTIONS });

  it('copyLimit: per section by default, together on request; the card-text override null means any number', () => {
    const deck = { main: [{ id: 'TOY-001', count: 2 }, { id: 'TOY-013', count: 9 }], side: [{ id: 'TOY-010', count: 1 }] };
    expect(copyLimit({ sections: ['main', 'side'], limit: 2, rule: 'R' })(ctx(deck))).toEqual([]);
    const together = copyLimit({ sections: ['main', 'side'], together: true, limit: 2, rule: 'R' })(ctx(deck));
    expect(together).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', cards: ['TOY-001', 'TOY-010'] })]);
  });

  it('totalCap: at the cap passes, one over fails', () => {
    const alpha = (n: number) => ({ main: [{ id: 'TOY-001', count: n }] });
    const cap = totalCap({ sections: ['main'], predicate: (c) => c.name === 'Alpha', what: 'Alphas', max: 2, rule: 'R', code: 'REBIRTH_CAP' });
    expect(cap(ctx(alpha(2)))).toEqual([]);
    expect(cap(ctx(alpha(3)))).toEqual([expect.objectContaining({ code: 'REBIRTH_CAP', rule: 'R' })]);
  });

  it('sectionSize: emptyCode for an empty required section', () => {
    const spec = { ...SECTIONS[1], min: 1, emptyCode: 'LEADER_REQUIRED' };
    expect(sectionSize(spec)(ctx({ main: [], side: [] }))).toEqual([expect.objectContaining({ code: 'LEADER_REQUIRED', rule: 'TOY 1.2' })]);
  });

  it('anyOf: passes with a note when one alternative holds, else reports every alternative', () => {
    const fail = (code: string) => () => [{ code, rule: code, message: code }];
    const pass = () => [];
    const ok = anyOf([{ id: 'a', label: 'A', checks: [fail('X')] }, { id: 'b', label: 'B', checks: [pass] }], { rule: 'R', noteCode: 'BASIS_USED' });
    expect(ok(ctx({}))).toEqual([expect.objectContaining({ code: 'BASIS_USED', severity: 'info' })]);
    const bad = anyOf([{ id: 'a', label: 'A', checks: [fail('X')] }, { id: 'b', label: 'B', checks: [fail('Y')] }], { rule: 'R' });
    expect(bad(ctx({})).filter((i) => !i.severity).map((i) => i.code)).toEqual(['X', 'Y']);
  });
});

describe('registry', () => {
  it('registers and returns rules by game slug; rejects a default format that does not exist', () => {
    const reg = createDeckRulesRegistry([rules]);
    expect(reg.get('pso2')).toBe(rules);
    expect(reg.has('tag-battle')).toBe(false);
    expect(reg.list()).toEqual(['pso2']);
    expect(() => reg.register({ ...rules, defaultFormat: 'zzz' })).toThrow('default format');
  });
});
