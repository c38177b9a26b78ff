import fc from 'fast-check';
import { compareIds, sectionKey } from '../src/text.js';

/** The definition compareIds had before it used one shared collator (the reference order). */
const reference = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'variant' });

// ids that exercise numeric runs, leading zeros, case, accents, width, punctuation and scripts
const TRICKY = [
  'BP01-10', 'BP01-2', 'BP01-002', 'BP01-02', 'bp01-2', 'BP1-2', 'BP01-2a', 'BP01-2A', 'BP01-2U', 'BP01-2_P',
  'BP10-001', 'BP9-001', 'SD01-001', 'SD01-001P', 'sd01-001', 'SD01‐001', 'ＳＤ０１-００１', 'PR-1', 'PR-01', 'PR-100',
  'PR1', 'P-1', 'P_1', 'P 1', 'CP01-001', 'CP01-001SP', 'é1', 'e1', 'E1', 'ê1', '共鳴-1', 'シカ-2', 'シカ-10', '',
  '0', '00', '1', '01', '10', '9', '-1', '1.5', '1,5', 'BP01-9999999999999999999', 'BP01-10000000000000000000',
];

describe('compareIds (natural id order, one shared collator)', () => {
  test('sorts a tricky id list exactly as localeCompare(en, numeric, variant) did', () => {
    const expected = [...TRICKY].sort(reference);
    expect([...TRICKY].sort(compareIds)).toEqual(expected);
    // and from the reverse input order too (a stable sort must not hide a disagreement)
    expect([...TRICKY].reverse().sort(compareIds)).toEqual([...TRICKY].reverse().sort(reference));
  });

  test('natural order: BP01-2 < BP01-10, case and accents are variants (never equal)', () => {
    expect(compareIds('BP01-2', 'BP01-10')).toBeLessThan(0);
    expect(compareIds('BP01-10', 'BP01-2')).toBeGreaterThan(0);
    expect(compareIds('BP9-001', 'BP10-001')).toBeLessThan(0);
    expect(compareIds('BP01-2', 'BP01-2')).toBe(0);
    expect(compareIds('bp01-2', 'BP01-2')).not.toBe(0);
    expect(compareIds('e1', 'é1')).not.toBe(0);
  });

  test('every pair of the tricky list compares with the same sign as the reference', () => {
    for (const a of TRICKY) for (const b of TRICKY) expect([a, b, Math.sign(compareIds(a, b))]).toEqual([a, b, Math.sign(reference(a, b))]);
  });

  test('property: same sign as the reference for random ids', () => {
    const id = fc.stringMatching(/^[A-Za-z]{0,3}[0-9]{0,4}-?[0-9]{0,4}[a-zA-Z]?$/);
    fc.assert(
      fc.property(fc.oneof(id, fc.string()), fc.oneof(id, fc.string()), (a, b) => Math.sign(compareIds(a, b)) === Math.sign(reference(a, b))),
      { numRuns: 2000 },
    );
  });
});

describe('sectionKey (remembered per name)', () => {
  test('same key on every call, for names seen before and new ones', () => {
    const names = ['Main Deck', 'main_deck', 'maindeck', 'ＭＡＩＮ－ｄｅｃｋ', 'Evolve  Deck', 'エボルヴデッキ', ' leader '];
    const first = names.map(sectionKey);
    expect(first).toEqual(['maindeck', 'maindeck', 'maindeck', 'maindeck', 'evolvedeck', 'エボルヴデッキ', 'leader']);
    expect(names.map(sectionKey)).toEqual(first);
    for (let i = 0; i < 1500; i++) expect(sectionKey(`Sec_${i} X`)).toBe(`sec${i}x`); // past the memo bound
    expect(names.map(sectionKey)).toEqual(first);
  });
});
