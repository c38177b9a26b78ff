/**
 * The SVE deck-rule facts (src/cards/facts.ts) are remembered per card record: a validation asks them of
 * every card again, and they never change for a record (catalog records are immutable; a reload makes
 * new objects). Remembered answers must equal freshly computed ones, and a different record object,
 * even with the same id, is computed anew.
 */
import type { CardRecord } from '../../../catalog/src/card.js';
import { copyName, evolveDeckCard, hasStartAmulet, hasUnionBurst, hasVanguardTrigger, mainDeckCard, titleOf } from '../src/cards/facts.js';
import { records } from './helpers.js';

const facts = (c: CardRecord) => [copyName(c), titleOf(c), hasStartAmulet(c), hasUnionBurst(c), hasVanguardTrigger(c), mainDeckCard(c), evolveDeckCard(c)];

describe('SVE deck facts are remembered per record', () => {
  it('asking twice, or asking a copy of the record, gives the same facts for every fixture card', () => {
    expect(records.length).toBeGreaterThan(100);
    for (const c of records) {
      const first = facts(c);
      expect(facts(c)).toEqual(first);
      expect(facts({ ...c })).toEqual(first);
    }
  });

  it('SVE 14.4.4 / 6.1.1.4.1: a new record with other text or a face-1 name gets its own answers', () => {
    const base = records.find((c) => !hasStartAmulet(c) && !c.extra?.face1_name)!;
    expect(hasStartAmulet(base)).toBe(false);
    expect(hasStartAmulet({ ...base, text: `${base.text}【スタートアミュレット】` })).toBe(true);
    expect(copyName({ ...base, extra: { ...base.extra, face1_name: 'おもて　面' } })).toBe('おもて面');
    expect(copyName(base)).toBe(base.name.normalize('NFKC').replace(/\s+/g, ''));
    // a null title is remembered as null (not recomputed as "missing")
    const untitled = { ...base, title: null };
    expect(titleOf(untitled)).toBeNull();
    expect(titleOf(untitled)).toBeNull();
    expect(titleOf({ ...base, title: 'プリンセスコネクト！Re:Dive' })).toBe('プリンセスコネクト!Re:Dive');
  });
});
