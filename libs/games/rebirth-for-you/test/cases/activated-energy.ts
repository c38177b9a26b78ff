/**
 * Engine-played cases: 【起】【エントリー】【ターン１】 abilities on the energy area (R4U 4.6: partners lie there too, 4.6.3) —
 * a hand card put into energy rested, or two of your partners / energy cards stood (5.12 【スタンド】). Each: its cost
 * paid and one short refused, the complete set of cards offered, once per turn (9.2.2), not from a member slot (9.4.4).
 */
import { Z } from '../../src/constants.js';
import { activate, activations, covers, decision, inZone, offered, pick, scene, settle, standingEnergyCount } from './case-helpers.js';

covers(['GP/PR-0005'], 'GP/PR-0005 【起】【エントリー】【ターン１】：［エネ2］ あなたの手札から１枚選び、自分のエネルギーに【レスト】で置く。 — 2 energy paid: every hand card offered (1 chosen), it lies in energy rested; once per turn even with energy left; 1 energy (one short): not offered; as a member: not offered', () => {
  const card = 'GP/PR-0005';
  const hand = ['HP/001T-003', 'HP/001T-004'];
  const short = scene({ me: { entry: card, hand, energy: 1 } });
  expect(activations(short.s, short.id('me', card))).toEqual([]);
  const member = scene({ me: { entry: 'HP/001T-014', members: [card], hand, energy: 4 } });
  expect(activations(member.s, member.id('me', card))).toEqual([]);
  const { s, me, id } = scene({ me: { entry: card, hand, energy: 4 } });
  const self = id('me', card);
  let x = activate(s, self);
  expect(standingEnergyCount(x, me)).toBe(2);
  const d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 1, 1]);
  expect(offered(x)).toEqual([id('me', hand[0]!), id('me', hand[1]!)].sort());
  x = settle(pick(x, id('me', hand[1]!)));
  expect(inZone(x, Z.hand, me)).toEqual([id('me', hand[0]!)]);
  const put = inZone(x, Z.energy, me).filter((e) => x.cards[e]!.cardId === hand[1]);
  expect(put).toHaveLength(1);
  expect(x.cards[put[0]!]!.tapped).toBe(true);
  expect(standingEnergyCount(x, me)).toBe(2);
  expect(activations(x, self)).toEqual([]);
});
