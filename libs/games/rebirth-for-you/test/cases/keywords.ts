/** Engine-played cases: keyword abilities (R4U 11: 【ブロッカー】 11.6, …). */
import { Z } from '../../src/constants.js';
import { attack, cardIds, covers, decision, entryCard, legal, act, scene, settle } from './case-helpers.js';
import { bearer, family, refsOf, stranger } from './printed-family.js';

covers(['DJ/003T-009'], 'DJ/003T-009 【ブロッカー】 (the stray 「"」 of the data dropped) — R4U 11.6 / 8.3.3: offered to the attacked player in the block step; discarded, the attack deals no damage; passing: the damage is dealt', () => {
  const { s, me, op, id } = scene({ me: { entry: 'HP/001T-014', members: ['HP/001T-003', 'HP/001T-004'] }, op: { entry: 'HP/003T-011', hand: ['DJ/003T-009', 'HP/002T-005'] } });
  let x = attack(s, id('me', 'HP/001T-003'));
  const d = decision(x)!;
  expect([d.kind, d.player]).toEqual(['r4u.block', op]);
  const blocks = legal(x).filter((a) => a.type === 'block').map((a) => a.card);
  expect(blocks).toContain(id('op', 'DJ/003T-009'));
  expect(blocks).not.toContain(id('op', 'HP/002T-005'));
  x = settle(act(x, legal(x).find((a) => a.type === 'block' && a.card === id('op', 'DJ/003T-009'))!));
  expect(cardIds(x, Z.waitingRoom, op)).toEqual(['DJ/003T-009']);
  const target = entryCard(x, op);
  expect(x.cards[target]!.counters.damage ?? 0).toBe(0);
  const passed = settle(attack(s, id('me', 'HP/001T-003')));
  expect(passed.cards[entryCard(passed, op)]!.counters.damage ?? 0).toBeGreaterThan(0);
  expect(me).not.toBe(op);
});

// Every Blocker-only text (bare, or with its reference information 11.6.3): played from the attacked player's hand.
for (const f of family('character', /^【ブロッカー】((?:〔[^〕]+〕|《[^》]+》)(?:or(?:〔[^〕]+〕|《[^》]+》))*)?$/)) {
  const refs = refsOf(f.m[0]![1]);
  const what = refs.length ? `while a character with ${refs.map((r) => (r.trait ? `〔${r.trait}〕` : `《${r.name}》`)).join(' or ')} is attacked (11.6.3; each offered), not while another one is` : 'while any character of yours is attacked (11.6.2)';
  covers([f.id], `${f.id} 【ブロッカー】 — R4U 8.3.3: offered in the block step ${what}; discarded, the attack deals no damage; passing: the damage is dealt`, () => {
    const setup = (entry: string) => scene({ me: { entry: 'HP/001T-014', members: ['HP/001T-003', 'HP/001T-004'] }, op: { entry, hand: [f.id] } });
    for (const entry of refs.length ? refs.map((r) => bearer(r, f.id)) : ['HP/003T-011']) {
      const { s, me, op, id } = setup(entry);
      let x = attack(s, id('me', 'HP/001T-003'));
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['r4u.block', op]);
      const block = legal(x).find((a) => a.type === 'block' && a.card === id('op', f.id));
      expect(block).toBeDefined();
      x = settle(act(x, block!));
      expect(cardIds(x, Z.waitingRoom, op)).toEqual([f.id]);
      expect(x.cards[id('op', entry)]!.counters.damage ?? 0).toBe(0);
      const passed = settle(attack(s, id('me', 'HP/001T-003')));
      // damaged, or retired by the damage (8.4: at its DEF)
      expect((passed.cards[id('op', entry)]?.counters.damage ?? 0) > 0 || cardIds(passed, Z.retire, op).includes(entry)).toBe(true);
      expect(me).not.toBe(op);
    }
    if (refs.length) {
      const { s, op, id } = setup(stranger(refs));
      const x = attack(s, id('me', 'HP/001T-003'));
      expect([decision(x)!.kind, decision(x)!.player]).toEqual(['r4u.block', op]);
      expect(legal(x).filter((a) => a.type === 'block')).toEqual([]);
    }
  });
}
