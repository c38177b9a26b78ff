/**
 * Engine-played cases: 【起】【エントリー】【ターン１】 abilities on the energy area (R4U 4.6: partners lie there too, 4.6.3) —
 * a hand card put into energy rested, or two of your partners / energy cards stood (5.12 【スタンド】). Each: its cost
 * paid and one short refused, the complete set of cards offered, once per turn (9.2.2), not from a member slot (9.4.4).
 */
import { Z } from '../../src/constants.js';
import { activate, activations, covers, decision, inZone, offered, passCounters, pick, scene, settle, standingEnergyCount } from './case-helpers.js';

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

covers(['RE/002B-047'], 'RE/002B-047 【起】【エントリー】【ターン１】：［手札から１枚控え室に置く］あなたは自分の、パートナーかエネルギーから合計２枚選び、【スタンド】する。 — a hand card discarded (every one offered): 2 of the partners and energy cards stood (all of them offered, 2 chosen); once per turn; no hand card (one short): not offered; as a member: not offered', () => {
  const card = 'RE/002B-047';
  const hand = ['HP/001T-003', 'HP/001T-004'];
  const short = scene({ me: { entry: card, hand: [], energy: { standing: 0, rested: 2 } } });
  expect(activations(short.s, short.id('me', card))).toEqual([]);
  const member = scene({ me: { entry: 'HP/001T-014', members: [card], hand, energy: { standing: 0, rested: 2 } } });
  expect(activations(member.s, member.id('me', card))).toEqual([]);
  const { s, me, id } = scene({ me: { entry: card, hand, energy: { standing: 0, rested: 2 } } });
  const self = id('me', card);
  const energy = inZone(s, Z.energy, me); // 2 rested energy cards and the 3 rested partners
  expect(energy).toHaveLength(5);
  let x = activate(s, self);
  let d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 1, 1]);
  expect(offered(x)).toEqual([id('me', hand[0]!), id('me', hand[1]!)].sort());
  x = passCounters(pick(x, id('me', hand[0]!)));
  d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 2, 2]);
  expect(offered(x)).toEqual([...energy].sort());
  const partner = energy.find((e) => x.catalog[x.cards[e]!.cardId]!.type === 'partner')!;
  const plain = energy.find((e) => x.catalog[x.cards[e]!.cardId]!.type !== 'partner')!;
  x = settle(pick(x, partner, plain));
  expect(inZone(x, Z.hand, me)).toEqual([id('me', hand[1]!)]);
  expect(energy.filter((e) => !x.cards[e]!.tapped).sort()).toEqual([partner, plain].sort());
  expect(activations(x, self)).toEqual([]);
});
