import { createCardLookup } from '../src/lookup.js';
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
});
