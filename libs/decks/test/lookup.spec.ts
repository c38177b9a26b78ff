import fc from 'fast-check';
import type { CardRecord } from '../../catalog/src/card.js';
import { createCardLookup } from '../src/lookup.js';
import { compareIds } from '../src/text.js';
import { CARDS, cards } from './toy.js';

describe('createCardLookup', () => {
  it('finds cards by exact id, and by id typed in another case / width', () => {
    expect(cards.get('TOY-001')?.name).toBe('Alpha');
    expect(cards.get('toy-001')?.id).toBe('TOY-001');
    expect(cards.get('ＴＯＹ－００２')?.id).toBe('TOY-002');
    expect(cards.get('TOY-999')).toBeUndefined();
    expect(cards.size).toBe(CARDS.length);
  });

  it('matches exact names after NFKC normalization, every printing, in id order', () => {
    expect(cards.byName('Full Width').map((c) => c.id)).toEqual(['TOY-007']);
    expect(cards.byName('  Alpha ').map((c) => c.id)).toEqual(['TOY-001', 'TOY-010']);
    expect(cards.byName('Alph')).toEqual([]); // exact only
  });

  it('suggests near matches by id prefix, edit distance and name substring (at most 5)', () => {
    expect(cards.suggest('TOY-00')).toHaveLength(5);
    expect(cards.suggest('TOY-00', 3)).toHaveLength(3);
    expect(cards.suggest('TOY-0011')).toContain('TOY-011'); // one edit away
    expect(cards.suggest('Alpah')).toContain('Alpha'); // one transposition (optimal string alignment)
    expect(cards.suggest('Hero')).toEqual(expect.arrayContaining(['Hero', 'Side Hero', 'Promo Hero']));
    expect(cards.suggest('qqqqqqqqqq')).toEqual([]);
  });

  it('works on an empty catalog', () => {
    const empty = createCardLookup([]);
    expect(empty.get('X')).toBeUndefined();
    expect(empty.suggest('X')).toEqual([]);
  });

  it('compareIds ranks catalog ids once and answers exactly like the collator (natural order, ids it calls equal, unknown ids)', () => {
    // "BP01-01" and "BP01-1" are equal to the numeric collator; "bp01-2" differs from "BP01-2" only in case
    const ids = ['BP01-1', 'BP01-01', 'BP01-2', 'bp01-2', 'BP01-10', 'BP01-010', 'BP1-3', 'A/PR-9', 'CSD02a-LD01', 'CSD02A-LD01', 'SD01-LDⓈ01', 'X', ''];
    const index = createCardLookup(ids.filter(Boolean).map((id) => ({ ...CARDS[0]!, id }) as CardRecord));
    expect(index.compareIds!('BP01-01', 'BP01-1')).toBe(0);
    expect(index.compareIds!('BP01-2', 'BP01-10')).toBeLessThan(0);
    const pool = [...ids, 'BP01-3', 'bp01-02', 'ZZZ-1', 'BP01-0010'];
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.constantFrom(...pool), (a, b) => Math.sign(index.compareIds!(a, b)) === Math.sign(compareIds(a, b))),
      { seed: 63, numRuns: 1000 },
    );
    // and a sort gives the same order as a sort with the collator
    const shuffled = fc.sample(fc.shuffledSubarray(pool, { minLength: pool.length }), { seed: 64, numRuns: 1 })[0]!;
    expect([...shuffled].sort(index.compareIds)).toEqual([...shuffled].sort(compareIds));
  });
});
