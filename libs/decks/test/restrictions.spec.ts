import { jest } from '@jest/globals';
import { checkRestrictions, effectiveRestrictionList, isIsoDate, todayIso } from '../src/restrictions.js';
import type { DeckCheckContext, NormalizedDeck } from '../src/types.js';
import { FORMATS, SAMPLE_LIST, cards } from './toy.js';

const banned = FORMATS.find((f) => f.id === 'banned')!;
const ctx = (deck: NormalizedDeck, asOf: string): DeckCheckContext => ({ game: 'pso2', deck, cards, format: banned, asOf });

describe('restriction lists', () => {
  it('the list in effect is the newest one whose effective date is on or before asOf', () => {
    expect(effectiveRestrictionList(SAMPLE_LIST, '2029-12-31')).toBeUndefined();
    expect(effectiveRestrictionList(SAMPLE_LIST, '2030-01-01')?.id).toBe('toy-a');
    expect(effectiveRestrictionList(SAMPLE_LIST, '2030-05-31')?.id).toBe('toy-a');
    expect(effectiveRestrictionList(SAMPLE_LIST, '2030-06-01')?.id).toBe('toy-b');
    expect(effectiveRestrictionList([], '2030-06-01')).toBeUndefined();
  });

  it('BANNED: limit 0 by id; an id entry covers every printing of the name (reprint TOY-010)', () => {
    const issues = checkRestrictions(ctx({ main: [{ id: 'TOY-010', count: 1 }] }, '2030-01-01'), 'TOY');
    expect(issues).toEqual([
      expect.objectContaining({ code: 'BANNED', rule: 'TOY restriction list toy-a (sample)', cards: ['TOY-010'] }),
    ]);
  });

  it('RESTRICTED: by name, 1 copy is fine, 2 copies (counted over all sections) are not', () => {
    expect(checkRestrictions(ctx({ main: [{ id: 'TOY-002', count: 1 }] }, '2030-01-01'))).toEqual([]);
    const two = checkRestrictions(ctx({ main: [{ id: 'TOY-002', count: 1 }], side: [{ id: 'TOY-002', count: 1 }] }, '2030-01-01'));
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ code: 'RESTRICTED', rule: 'restriction list toy-a (sample)' });
    expect(two[0].message).toContain('2 copies, at most 1');
  });

  it('asOf before the effective date: nothing applies; after a newer list: the ban is lifted', () => {
    const deck = { main: [{ id: 'TOY-001', count: 2 }] };
    expect(checkRestrictions(ctx(deck, '2029-12-31'))).toEqual([]);
    expect(checkRestrictions(ctx(deck, '2030-01-01')).map((i) => i.code)).toEqual(['BANNED']);
    expect(checkRestrictions(ctx(deck, '2030-06-01'))).toEqual([]);
  });

  it('isIsoDate accepts real calendar dates only', () => {
    expect(isIsoDate('2030-02-28')).toBe(true);
    expect(isIsoDate('2030-02-30')).toBe(false);
    expect(isIsoDate('2030-2-3')).toBe(false);
    // the last valid date is remembered; that never makes another string valid
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2029-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29 ')).toBe(false);
  });

  it('todayIso is the UTC date, also across midnight and when the clock goes back (it caches the day)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T23:59:59.999Z') });
    try {
      expect(todayIso()).toBe('2026-11-21');
      jest.setSystemTime(new Date('2026-11-22T00:00:00.000Z'));
      expect(todayIso()).toBe('2026-11-22');
      jest.setSystemTime(new Date('2026-11-22T23:59:59.999Z'));
      expect(todayIso()).toBe('2026-11-22');
      jest.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
      expect(todayIso()).toBe('2026-11-21');
      expect(todayIso(new Date('1999-12-31T23:00:00-05:00'))).toBe('2000-01-01');
    } finally {
      jest.useRealTimers();
    }
  });
});
