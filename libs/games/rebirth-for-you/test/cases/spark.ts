/** Engine-played cases: 【スパーク】 abilities (R4U 11.3: triggered when the Entry process puts the card onto the Entry). */
import { Z } from '../../src/constants.js';
import { covers, decision, inZone, scene, spark, stat } from './case-helpers.js';

covers(['HP/002T-002'], 'HP/002T-002 【スパーク】 (R4U 11.3.2): the opponent\'s Entry (the only card offered: 1 of 1, chosen at once) gets -1/±0 and this card +1/±0', () => {
  const { s, me, id } = scene({ me: { members: ['HP/001T-003'], deckTop: ['HP/002T-002'] }, op: { entry: 'HP/001T-004', members: ['HP/001T-010'] } });
  const target = id('op', 'HP/001T-004');
  const member = id('op', 'HP/001T-010');
  const before = { target: stat(s, target), member: stat(s, member), mine: stat(s, id('me', 'HP/001T-003')) };
  const x = spark(s, me, 'HP/002T-002');
  const self = inZone(x, Z.entry, me)[0]!;
  expect(x.cards[self]!.cardId).toBe('HP/002T-002');
  expect(decision(x)!.kind).toBe('r4u.main');
  expect(stat(x, target)).toEqual([before.target[0] - 1, before.target[1]]);
  expect(stat(x, self)).toEqual([x.catalog['HP/002T-002']!.attack as number + 1, x.catalog['HP/002T-002']!.defense as number]);
  expect(stat(x, member)).toEqual(before.member); // a member is not the Entry
  expect(stat(x, id('me', 'HP/001T-003'))).toEqual(before.mine);
});
