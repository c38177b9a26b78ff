import fc from 'fast-check';
import { convertDeck, deckToJson, deckToText } from '../src/format.js';
import { parseDeckJson, parseDeckText } from '../src/parse.js';
import type { NormalizedDeck } from '../src/types.js';
import { CARDS, SECTIONS, cards, rules } from './toy.js';

const opts = { sections: SECTIONS, accepts: rules.accepts };

describe('deck text / JSON conversion', () => {
  const deck: NormalizedDeck = {
    main: [{ id: 'TOY-001', count: 2 }, { id: 'TOY-008', count: 1 }, { id: 'TOY-011', count: 3 }],
    side: [{ id: 'TOY-009', count: 1 }],
  };

  it('writes # headers in section order and "N id" lines; parsing it gives the same deck', () => {
    const text = deckToText(deck, SECTIONS);
    expect(text).toBe('# main\n2 TOY-001\n1 TOY-008\n3 TOY-011\n\n# side\n1 TOY-009\n');
    expect(parseDeckText(text, cards, opts)).toEqual({ deck, issues: [] });
  });

  it('withNames adds // name comments, which the parser ignores', () => {
    const text = deckToText(deck, SECTIONS, { withNames: true, cards });
    expect(text).toContain('2 TOY-001 // Alpha');
    expect(parseDeckText(text, cards, opts).deck).toEqual(deck);
  });

  it('JSON: single sections with one copy become a bare id, and parse back to the same deck', () => {
    const json = deckToJson(deck, SECTIONS);
    expect(json).toEqual({ main: deck.main, side: 'TOY-009' });
    expect(parseDeckJson(json, cards, opts).deck).toEqual(deck);
  });

  it('convertDeck: text with names -> ids in both forms', () => {
    const out = convertDeck('3 Beta\n# side\nHero', cards, opts);
    expect(out.deck).toEqual({ main: [{ id: 'TOY-002', count: 3 }], side: [{ id: 'TOY-009', count: 1 }] });
    expect(out.text).toBe('# main\n3 TOY-002\n\n# side\n1 TOY-009\n');
    expect(out.json).toEqual({ main: [{ id: 'TOY-002', count: 3 }], side: 'TOY-009' });
  });

  it('round-trip is stable for any deck of known cards (property)', () => {
    const ids = CARDS.map((c) => c.id);
    const section = fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 8 }).chain((picked) =>
      fc.tuple(...picked.map((id) => fc.record({ id: fc.constant(id), count: fc.integer({ min: 1, max: 9 }) }))),
    );
    fc.assert(
      fc.property(section, section, (main, side) => {
        const sort = (l: { id: string; count: number }[]) => [...l].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
        const d: NormalizedDeck = { main: sort(main), side: sort(side) };
        const text = deckToText(d, SECTIONS);
        const back = parseDeckText(text, cards, opts).deck;
        expect(back).toEqual(d);
        expect(deckToText(back, SECTIONS)).toBe(text);
        expect(parseDeckJson(deckToJson(d, SECTIONS), cards, opts).deck).toEqual(d);
      }),
      { numRuns: 200 },
    );
  });
});

describe('convertDeckInput / normalizeDeck (game-level helpers)', () => {
  it('use the format sections and the rules name hints; an unknown format is a DeckInputError', async () => {
    const { convertDeckInput, normalizeDeck } = await import('../src/validate.js');
    const out = convertDeckInput(rules, cards, '3 Beta\nSide Hero', { withNames: true });
    expect(out.text).toBe('# main\n3 TOY-002 // Beta\n\n# side\n1 TOY-014 // Side Hero\n');
    expect(normalizeDeck(rules, cards, { side: 'Hero' }).deck.side).toEqual([{ id: 'TOY-009', count: 1 }]);
    expect(() => normalizeDeck(rules, cards, {}, { format: 'zzz' })).toThrow('Unknown format');
  });
});
