import { DeckInputError } from '../src/errors.js';
import { parseDeckJson, parseDeckText } from '../src/parse.js';
import { SECTIONS, cards, rules } from './toy.js';

const opts = { sections: SECTIONS, accepts: rules.accepts, unknownCardRule: 'TOY catalog' };

function inputError(fn: () => unknown): DeckInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DeckInputError) return e;
    throw e;
  }
  throw new Error('expected a DeckInputError');
}

describe('parseDeckJson', () => {
  it('reads [{id,count}] sections and bare-string single sections, merging duplicates, sorted by id', () => {
    const { deck, issues } = parseDeckJson(
      { main: [{ id: 'TOY-003', count: 1 }, { id: 'TOY-001', count: 2 }, { id: 'TOY-003', count: 2 }], side: 'TOY-009' },
      cards,
      opts,
    );
    expect(deck).toEqual({ main: [{ id: 'TOY-001', count: 2 }, { id: 'TOY-003', count: 3 }], side: [{ id: 'TOY-009', count: 1 }] });
    expect(issues).toEqual([]);
  });

  it('accepts string lists, a missing count (= 1), names instead of ids, section aliases, envelope and metadata keys', () => {
    const { deck } = parseDeckJson(
      { name: 'my deck', source: 'x', sections: { 'Main Deck': ['TOY-001', 'TOY-001', { name: 'Beta' }, { id: 'TOY-004', count: 0 }], サイド: ['TOY-009'] } },
      cards,
      opts,
    );
    expect(deck.main).toEqual([{ id: 'TOY-001', count: 2 }, { id: 'TOY-002', count: 1 }]);
    expect(deck.side).toEqual([{ id: 'TOY-009', count: 1 }]);
  });

  it('UNKNOWN_CARD keeps the entry (so counts stay honest) and carries suggestions', () => {
    const { deck, issues } = parseDeckJson({ main: [{ id: 'TOY-0011', count: 3 }] }, cards, opts);
    expect(deck.main).toEqual([{ id: 'TOY-0011', count: 3 }]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'UNKNOWN_CARD', rule: 'TOY catalog', cards: ['TOY-0011'], section: 'main' });
    expect(issues[0].suggestions).toContain('TOY-011');
    expect(issues[0].suggestions!.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['an array', [], 'NOT_A_DECK'],
    ['null', null, 'NOT_A_DECK'],
    ['a number', 42, 'NOT_A_DECK'],
    ['sections not an object', { sections: [1] }, 'NOT_A_DECK'],
    ['an unknown section', { mainn: [] }, 'UNKNOWN_SECTION'],
    ['a negative count', { main: [{ id: 'TOY-001', count: -1 }] }, 'BAD_COUNT'],
    ['a fractional count', { main: [{ id: 'TOY-001', count: 1.5 }] }, 'BAD_COUNT'],
    ['a string count', { main: [{ id: 'TOY-001', count: '3' }] }, 'BAD_COUNT'],
    ['a huge count', { main: [{ id: 'TOY-001', count: 1001 }] }, 'BAD_COUNT'],
    ['an entry without id', { main: [{ count: 1 }] }, 'BAD_ENTRY'],
    ['a section that is a number', { main: 7 }, 'BAD_ENTRY'],
    ['a nested list entry', { main: [['TOY-001']] }, 'BAD_ENTRY'],
  ])('malformed input: %s -> DeckInputError %s', (_label, input, reason) => {
    const e = inputError(() => parseDeckJson(input, cards, opts));
    expect(e.reason).toBe(reason);
    expect(e.code).toBe('DECK_INPUT_INVALID');
    expect(e.toJSON().reason).toBe(reason);
  });

  it('count 1000 is accepted, 1001 rejected (maxCards boundary); the limits are configurable', () => {
    expect(parseDeckJson({ main: [{ id: 'TOY-001', count: 1000 }] }, cards, opts).deck.main[0].count).toBe(1000);
    expect(inputError(() => parseDeckJson({ main: [{ id: 'TOY-001', count: 11 }] }, cards, { ...opts, limits: { maxCards: 10 } })).reason).toBe(
      'BAD_COUNT',
    );
  });

  it('500 entries are accepted, 501 are TOO_MANY_ENTRIES; total cards over 1000 are TOO_MANY_CARDS', () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `X-${i}`, count: 1 }));
    expect(parseDeckJson({ main: entries(500) }, cards, { ...opts, maxSuggested: 0 }).deck.main).toHaveLength(500);
    expect(inputError(() => parseDeckJson({ main: entries(501) }, cards, opts)).reason).toBe('TOO_MANY_ENTRIES');
    expect(inputError(() => parseDeckJson({ main: entries(3) }, cards, { ...opts, limits: { maxEntries: 2 } })).reason).toBe('TOO_MANY_ENTRIES');
    const big = { main: [{ id: 'TOY-001', count: 600 }, { id: 'TOY-002', count: 400 }] };
    expect(parseDeckJson(big, cards, opts).deck.main).toHaveLength(2);
    const over = { main: [{ id: 'TOY-001', count: 600 }, { id: 'TOY-002', count: 401 }] };
    expect(inputError(() => parseDeckJson(over, cards, opts)).reason).toBe('TOO_MANY_CARDS');
  });
});

describe('parseDeckText', () => {
  it('reads "N id" and "N name" lines, # section headers, comments, blank lines and count-less lines', () => {
    const text = [
      '// my deck',
      '# Main Deck (10)',
      '2 TOY-001',
      '3x Beta',
      '2 x Gamma   // trailing comment',
      '',
      'Delta',
      '1 Full Width',
      '1 2023 Year Card',
      '2023 Year Card',
      '## side:',
      'TOY-009',
    ].join('\r\n');
    const { deck, issues } = parseDeckText(text, cards, opts);
    expect(issues).toEqual([]);
    expect(deck).toEqual({
      main: [
        { id: 'TOY-001', count: 2 },
        { id: 'TOY-002', count: 3 },
        { id: 'TOY-003', count: 2 },
        { id: 'TOY-004', count: 1 },
        { id: 'TOY-007', count: 1 },
        { id: 'TOY-008', count: 2 },
      ],
      side: [{ id: 'TOY-009', count: 1 }],
    });
  });

  it('lines before any header go to the section that accepts the card (hero -> side), else main', () => {
    const { deck } = parseDeckText('2 Alpha\n1 Side Hero\n', cards, opts);
    expect(deck.main).toEqual([{ id: 'TOY-001', count: 2 }]);
    expect(deck.side).toEqual([{ id: 'TOY-014', count: 1 }]);
  });

  it('ambiguous names: the section filter first, then the base printing (not a reprint, lowest id)', () => {
    // Alpha: TOY-001 and its reprint TOY-010 -> TOY-001, no warning (same facts)
    expect(parseDeckText('1 Alpha', cards, opts)).toEqual({ deck: { main: [{ id: 'TOY-001', count: 1 }], side: [] }, issues: [] });
    // Hero: hero TOY-009 and unit TOY-020; in side only the hero fits -> no warning
    expect(parseDeckText('# side\nHero', cards, opts).deck.side).toEqual([{ id: 'TOY-009', count: 1 }]);
    expect(parseDeckText('# main\nHero', cards, opts).deck.main).toEqual([{ id: 'TOY-020', count: 1 }]);
    // Twin: two different cards -> lowest id + AMBIGUOUS_NAME warning listing both
    const twin = parseDeckText('2 Twin', cards, opts);
    expect(twin.deck.main).toEqual([{ id: 'TOY-011', count: 2 }]);
    expect(twin.issues).toEqual([expect.objectContaining({ code: 'AMBIGUOUS_NAME', severity: 'warning', cards: ['TOY-011', 'TOY-012'] })]);
  });

  it('unknown names get UNKNOWN_CARD with suggestions and the line number', () => {
    const { issues, deck } = parseDeckText('# main\n2 TOY-001\n3 Gamm', cards, opts);
    expect(deck.main).toEqual([{ id: 'Gamm', count: 3 }, { id: 'TOY-001', count: 2 }]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'UNKNOWN_CARD', rule: 'TOY catalog', cards: ['Gamm'] });
    expect(issues[0].suggestions).toContain('Gamma');
    expect(issues[0].message).toContain('line 3');
  });

  it.each([
    ['an unknown header', '# graveyard\n1 TOY-001', 'UNKNOWN_SECTION'],
    ['a negative count', '-2 TOY-001', 'BAD_COUNT'],
    ['a fractional count', '1.5 TOY-001', 'BAD_COUNT'],
    ['a huge count', '99999 TOY-001', 'BAD_COUNT'],
  ])('malformed text: %s -> DeckInputError %s', (_l, text, reason) => {
    expect(inputError(() => parseDeckText(text, cards, opts)).reason).toBe(reason);
  });

  it('text length and line length limits (configurable)', () => {
    expect(inputError(() => parseDeckText('x'.repeat(100_001), cards, opts)).reason).toBe('TEXT_TOO_LONG');
    expect(inputError(() => parseDeckText('1 TOY-001\n', cards, { ...opts, limits: { maxTextLength: 5 } })).reason).toBe('TEXT_TOO_LONG');
    expect(inputError(() => parseDeckText(`1 ${'y'.repeat(600)}`, cards, opts)).reason).toBe('LINE_TOO_LONG');
    const lines = Array.from({ length: 501 }, (_, i) => `1 X-${i}`).join('\n');
    const e = inputError(() => parseDeckText(lines, cards, { ...opts, maxSuggested: 0 }));
    expect(e.reason).toBe('TOO_MANY_ENTRIES');
    expect(e.details.line).toBe(501);
  });
});
