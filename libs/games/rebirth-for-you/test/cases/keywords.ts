/** Engine-played cases: keyword abilities (R4U 11: 【ブロッカー】 11.6, …). */
import { Z } from '../../src/constants.js';
import { attack, cardIds, covers, decision, entryCard, legal, act, scene, settle } from './case-helpers.js';

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
