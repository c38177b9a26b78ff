/** Engine-played cases: 【起】 abilities (R4U 7.4.2.3: played in your main phase; costs 9.5.2.2, zones 9.4.4, 【ターン1】 9.2.2). */
import { matchesFilter, type GameState } from '../../../../engine/src/index.js';
import { reader } from '../../src/reader.js';
import { pickNothing, playUntil } from '../engine-helpers.js';
import { Z } from '../../src/constants.js';
import { activate, activations, cardIds, choose, copies, covers, knownHand, payAndPass, decision, entryCard, inZone, offered, pick, printed, scene, settle, stat, standingEnergyCount, toNextTurn, zoneOf } from './case-helpers.js';
import { family, fullPowerSide, refsOf } from './printed-family.js';

covers(['HP/004T-015'], 'HP/004T-015 【起】【エントリー】：［エネ①］このターン中、このキャラを＋１/±０。この能力は各ターン28回しか使えない。 — 0 energy refused; 1 energy: +1/±0; 9.2.2: a 28-times limit, so a second use with energy again is allowed; as a member (9.4.4) not offered', () => {
  const { s, me, id } = scene({ me: { entry: 'HP/004T-015', members: ['HP/004T-015'], energy: 2 } });
  const self = id('me', 'HP/004T-015');
  const member = id('me', 'HP/004T-015', 1);
  expect(activations(s, member)).toEqual([]); // 【エントリー】 only
  const short = structuredClone(s);
  for (const e of inZone(short, Z.energy, me)) short.cards[e]!.tapped = true;
  expect(activations(short, self)).toEqual([]); // ［エネ①］ with 0 standing
  let x = settle(activate(s, self));
  expect(standingEnergyCount(x, me)).toBe(1);
  expect(stat(x, self)).toEqual([printed(x, 'HP/004T-015')[0] + 1, printed(x, 'HP/004T-015')[1]]);
  x = settle(activate(x, self));
  expect(stat(x, self)).toEqual([printed(x, 'HP/004T-015')[0] + 2, printed(x, 'HP/004T-015')[1]]);
  expect(activations(x, self)).toEqual([]); // no energy left
});

covers(['BKRM/001T-002'], 'BKRM/001T-002 【起】【メンバー】：［エネ④］ a hand card (every one offered) into energy rested, then your Entry (chosen) +1/±0 for the turn; 3 energy refused; from the Entry not offered', () => {
  const { s, me, id } = scene({ me: { entry: 'HP/001T-014', members: ['BKRM/001T-002'], hand: ['HP/001T-003', 'HP/001T-004'], energy: 4 } });
  const self = id('me', 'BKRM/001T-002');
  const short = structuredClone(s);
  short.cards[inZone(short, Z.energy, me)[0]!]!.tapped = true;
  expect(activations(short, self)).toEqual([]);
  let x = activate(s, self);
  expect(standingEnergyCount(x, me)).toBe(0);
  const d = decision(x)!;
  expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 1, 1]);
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-004')].sort());
  x = settle(pick(x, id('me', 'HP/001T-003')));
  const e = inZone(x, Z.energy, me).find((c) => x.cards[c]!.cardId === 'HP/001T-003')!;
  expect(x.cards[e]!.tapped).toBe(true);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-004']);
  const entry = entryCard(x, me);
  expect(stat(x, entry)).toEqual([printed(x, 'HP/001T-014')[0] + 1, printed(x, 'HP/001T-014')[1]]);
  const inEntry = scene({ me: { entry: 'BKRM/001T-002', energy: 4, hand: ['HP/001T-003'] } });
  expect(activations(inEntry.s, inEntry.id('me', 'BKRM/001T-002'))).toEqual([]);
});

covers(['HS/001T-007'], 'HS/001T-007 【起】【メンバー】【本領発揮Lv５】【ターン１】：［エネ③］ a hand card into energy rested, your Entry +1/±0 this turn (over at its end); members + retired 5: offered, 4: not; 2 energy refused; once per turn; as the Entry (not a member): not offered', () => {
  const setup = (retire: number, energy = 6) => scene({ me: { entry: 'HP/001T-014', members: ['HS/001T-007', 'HP/001T-003'], retire: copies(retire), hand: ['HP/001T-004', 'HP/001T-010'], energy } });
  const below = setup(2);
  expect(activations(below.s, below.id('me', 'HS/001T-007'))).toEqual([]);
  const short = setup(3, 2);
  expect(activations(short.s, short.id('me', 'HS/001T-007'))).toEqual([]);
  const { s, me, id } = setup(3);
  const self = id('me', 'HS/001T-007');
  let x = activate(s, self);
  expect(offered(x)).toEqual([id('me', 'HP/001T-004'), id('me', 'HP/001T-010')].sort());
  x = settle(pick(x, id('me', 'HP/001T-010')));
  expect(standingEnergyCount(x, me)).toBe(3);
  expect(inZone(x, Z.energy, me).some((c) => x.cards[c]!.cardId === 'HP/001T-010' && x.cards[c]!.tapped)).toBe(true);
  expect(stat(x, entryCard(x, me))).toEqual([printed(x, 'HP/001T-014')[0] + 1, printed(x, 'HP/001T-014')[1]]);
  expect(activations(x, self)).toEqual([]); // 【ターン1】 with 3 standing energy left
  // 「このターン中」: the +1/±0 is over once the turn has ended (7.6)
  const next = toNextTurn(x);
  expect(stat(next, entryCard(next, me))).toEqual(printed(next, 'HP/001T-014'));
  // 【メンバー】 (11.1): only from the Member area — as the Entry, at the same level and energy, it is not offered
  const asEntry = scene({ me: { entry: 'HS/001T-007', members: ['HP/001T-014', 'HP/001T-003'], retire: copies(3), hand: ['HP/001T-004', 'HP/001T-010'], energy: 6 } });
  expect(activations(asEntry.s, asEntry.id('me', 'HS/001T-007'))).toEqual([]);
});

covers(['GU/001T-012'], 'GU/001T-012 【起】【メンバー】【本領発揮Lv４】：［このキャラをデッキの下に置く］ your Entry 《ココア》 or 《リゼ》 +1/±0; another Entry is not chosen; members + retired 4 offered, 3 not', () => {
  const setup = (entry: string, retire: number) => scene({ me: { entry, members: ['GU/001T-012', 'HP/001T-003'], retire: copies(retire) } });
  const below = setup('GU/001T-001', 1);
  expect(activations(below.s, below.id('me', 'GU/001T-012'))).toEqual([]);
  const { s, me, id } = setup('GU/001T-001', 2);
  expect(s.catalog['GU/001T-001']!.name).toMatch(/ココア|リゼ/);
  let x = settle(activate(s, id('me', 'GU/001T-012')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003']);
  expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe('GU/001T-012'); // the cost: to the bottom of the deck
  expect(stat(x, id('me', 'GU/001T-001'))).toEqual([printed(x, 'GU/001T-001')[0] + 1, printed(x, 'GU/001T-001')[1]]);
  const other = setup('HP/001T-014', 2);
  x = settle(activate(other.s, other.id('me', 'GU/001T-012')));
  expect(stat(x, entryCard(x, other.me))).toEqual(printed(x, 'HP/001T-014')); // neither name: nothing to choose
});

covers(['FG/001T-005'], 'FG/001T-005 【起】【エントリー】【Reコンボ】【ターン１】：［パートナーから３枚【レスト】する］ +2/±0; with 3 retired, 2 of the opponent\'s members (all 3 offered) to the waiting room; 2 retired: no; no Re-birth set: not offered; 2 standing partners: refused', () => {
  const setup = (retire: number, rebirth = true, partners: 'standing' | 'rested' = 'standing') => scene({ me: { entry: 'FG/001T-005', retire: copies(retire), rebirth: rebirth ? ['GU/001B-096'] : [], partners }, op: { members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'] } });
  const noCombo = setup(3, false);
  expect(activations(noCombo.s, noCombo.id('me', 'FG/001T-005'))).toEqual([]);
  const two = setup(3, true, 'rested');
  const p0 = inZone(two.s, Z.energy, two.me).find((c) => two.s.catalog[two.s.cards[c]!.cardId]!.type === 'partner')!;
  two.s.cards[p0]!.tapped = false;
  const p1 = inZone(two.s, Z.energy, two.me).filter((c) => two.s.catalog[two.s.cards[c]!.cardId]!.type === 'partner')[1]!;
  two.s.cards[p1]!.tapped = false;
  expect(activations(two.s, two.id('me', 'FG/001T-005'))).toEqual([]); // 2 standing partners: one short
  const { s, me, op, id } = setup(3);
  const self = id('me', 'FG/001T-005');
  let x = activate(s, self);
  expect(inZone(x, Z.energy, me).filter((c) => x.catalog[x.cards[c]!.cardId]!.type === 'partner' && !x.cards[c]!.tapped)).toEqual([]);
  expect([decision(x)!.min, decision(x)!.max]).toEqual([2, 2]);
  const theirs = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'].map((c) => id('op', c));
  expect(offered(x)).toEqual([...theirs].sort());
  x = settle(pick(x, theirs[0]!, theirs[2]!));
  expect(cardIds(x, Z.waitingRoom, op)).toEqual(['HP/001T-003', 'HP/001T-010']);
  expect(stat(x, self)).toEqual([printed(x, 'FG/001T-005')[0] + 2, printed(x, 'FG/001T-005')[1]]);
  const below = setup(2);
  x = settle(activate(below.s, below.id('me', 'FG/001T-005')));
  expect(inZone(x, Z.members, below.op)).toHaveLength(3);
  expect(stat(x, below.id('me', 'FG/001T-005'))[0]).toBe(printed(x, 'FG/001T-005')[0] + 2);
});

covers(['HP/003T-005'], 'HP/003T-005 【起】【エントリー】【Reコンボ】《更地の事務所》【ターン１】: up to 1 character of your waiting room (every character offered, 0 allowed) to an empty member slot, +2/±0; another Re-birth set: not offered', () => {
  const rb = 'HP/003T-017';
  const setup = (rebirth: string) => scene({ me: { entry: 'HP/003T-005', members: ['HP/001T-003', null, null], waitingRoom: ['HP/001T-004', 'HP/001T-010', 'GU/001B-096'], rebirth: [rebirth] } });
  const wrong = setup('GU/001B-096');
  expect(activations(wrong.s, wrong.id('me', 'HP/003T-005'))).toEqual([]);
  const { s, me, id } = setup(rb);
  expect(s.catalog[rb]!.name).toContain('更地の事務所');
  const self = id('me', 'HP/003T-005');
  const before = stat(s, self); // with the Re-birth card's own 【永】
  let x = activate(s, self);
  const d = decision(x)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 0, 1]);
  expect(offered(x)).toEqual([id('me', 'HP/001T-004'), id('me', 'HP/001T-010')].sort()); // not the Re-birth card
  x = settle(pick(x, id('me', 'HP/001T-010')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
  expect(stat(x, self)).toEqual([before[0] + 2, before[1]]);
  expect(activations(x, self)).toEqual([]);
  expect(zoneOf(x, id('me', 'HP/001T-003'))).toBe(Z.members);
});

covers(['BKRM/001T-013'], 'BKRM/001T-013 【起】【メンバー】：［エネ④、このキャラをエネルギーに【レスト】で置く］ with 《亜貴》《奈々子》《貫之》 among your members and retired cards, a 〔大中芸術大学〕《恭也》 of your waiting room (only those offered) to an empty member slot; with 2 of the 3 names: nothing; 3 energy: refused', () => {
  const setup = (names: string[], energy = 4) => scene({ me: { members: ['BKRM/001T-013', names[0] ?? null, null], retire: names.slice(1), energy, waitingRoom: ['BKRM/001T-001', 'BKRM/001T-002', 'BKRM/001T-015', 'BKRM/001T-014'] } });
  const all = ['BKRM/001T-004', 'BKRM/001T-006', 'BKRM/001T-010']; // 亜貴 (member), 奈々子 and 貫之 (retired)
  const short = setup(all, 3);
  expect(activations(short.s, short.id('me', 'BKRM/001T-013'))).toEqual([]);
  const { s, me, id } = setup(all);
  let x = activate(s, id('me', 'BKRM/001T-013'));
  const self = inZone(x, Z.energy, me).find((e) => x.cards[e]!.cardId === 'BKRM/001T-013')!;
  expect(x.cards[self]!.tapped).toBe(true);
  const d = decision(x)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 1, 1]);
  expect(offered(x)).toEqual([id('me', 'BKRM/001T-001'), id('me', 'BKRM/001T-002')].sort()); // 恭也 of 大中芸術大学 (not BKRM/001T-013's 2016年, not 美世子 or 英子)
  x = settle(pick(x, id('me', 'BKRM/001T-002')));
  expect(cardIds(x, Z.members, me)).toEqual(['BKRM/001T-002', 'BKRM/001T-004']);
  const two = setup(['BKRM/001T-004', 'BKRM/001T-006']);
  x = settle(activate(two.s, two.id('me', 'BKRM/001T-013')));
  expect(cardIds(x, Z.members, two.me)).toEqual(['BKRM/001T-004']);
  expect(cardIds(x, Z.waitingRoom, two.me)).toContain('BKRM/001T-002');
});

covers(['AL/001T-008'], 'AL/001T-008 【起】【メンバー】【ターン１】：［エネ③］あなたは自分の手札からキャラを１枚選び、メンバーに置く。 — 2 energy refused; in the Entry not offered (9.4.4); with 3: every character of the hand offered (not the Re-birth card), it goes to the chosen member slot; once per turn (9.2.2) even with energy again', () => {
  const setup = (energy: number, where: 'member' | 'entry' = 'member') => scene({ me: where === 'member' ? { members: ['AL/001T-008', null, null], hand: ['HP/001T-003', 'HP/001T-004', 'GU/001B-096'], energy } : { entry: 'AL/001T-008', hand: ['HP/001T-003'], energy } });
  const short = setup(2);
  expect(activations(short.s, short.id('me', 'AL/001T-008'))).toEqual([]);
  const entry = setup(3, 'entry');
  expect(activations(entry.s, entry.id('me', 'AL/001T-008'))).toEqual([]);
  const { s, me, id } = setup(6);
  const self = id('me', 'AL/001T-008');
  let x = activate(s, self);
  expect(standingEnergyCount(x, me)).toBe(3);
  const d = decision(x)!;
  expect([d.kind, d.min, d.max]).toEqual(['chooseCards', 1, 1]);
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-004')].sort());
  x = pick(x, id('me', 'HP/001T-004'));
  expect(x.decision?.kind).toBe('chooseOption'); // the member slot (4.5.3: an occupied one would be replaced)
  x = choose(x, 1);
  x = settle(x);
  expect(cardIds(x, Z.members, me)).toEqual(['AL/001T-008', 'HP/001T-004']);
  expect(activations(x, self)).toEqual([]); // 3 standing energy left: the limit refuses it
});

covers(['TOP/001T-007'], 'TOP/001T-007 【起】【エントリー】：［エネ②］このターン中、このキャラを＋２/±０。 — 1 energy refused; +2/±0 (DEF unchanged); no ターン1: again with 2 more energy, +4 in all', () => {
  const short = scene({ me: { entry: 'TOP/001T-007', energy: 1 } });
  expect(activations(short.s, short.id('me', 'TOP/001T-007'))).toEqual([]);
  const { s, id } = scene({ me: { entry: 'TOP/001T-007', energy: 4 } });
  const self = id('me', 'TOP/001T-007');
  const p = printed(s, 'TOP/001T-007');
  let x = settle(activate(s, self));
  expect(stat(x, self)).toEqual([p[0] + 2, p[1]]);
  x = settle(activate(x, self));
  expect(stat(x, self)).toEqual([p[0] + 4, p[1]]);
  expect(activations(x, self)).toEqual([]);
});

covers(['YC/001T-003'], 'YC/001T-003 【起】【メンバー】【ターン１】：［エネ①］ with exactly 1 member (this card), a 《リン》 of your waiting room (only those offered) onto the members; with 2 members: nothing; 0 energy: refused', () => {
  const setup = (members: Array<string | null>, energy = 1) => scene({ me: { members, energy, waitingRoom: ['YC/001T-005', 'YC/001T-006', 'YC/001T-010'] } });
  const short = setup(['YC/001T-003'], 0);
  expect(activations(short.s, short.id('me', 'YC/001T-003'))).toEqual([]);
  const { s, me, id } = setup(['YC/001T-003', null, null]);
  let x = activate(s, id('me', 'YC/001T-003'));
  expect(decision(x)!.kind).toBe('chooseCards');
  expect(offered(x)).toEqual([id('me', 'YC/001T-005'), id('me', 'YC/001T-006')].sort()); // not あおい
  x = pick(x, id('me', 'YC/001T-006'));
  x = settle(x.decision?.kind === 'chooseOption' ? choose(x, 1) : x);
  expect(cardIds(x, Z.members, me)).toEqual(['YC/001T-003', 'YC/001T-006']);
  const two = setup(['YC/001T-003', 'HP/001T-003', null]);
  x = settle(activate(two.s, two.id('me', 'YC/001T-003')));
  expect(cardIds(x, Z.members, two.me)).toEqual(['HP/001T-003', 'YC/001T-003']);
  expect(cardIds(x, Z.waitingRoom, two.me)).toEqual(['YC/001T-005', 'YC/001T-006', 'YC/001T-010']);
});

covers(['HP/003T-010'], 'HP/003T-010 【起】【メンバー】：［エネ①］ you see the opponent\'s whole hand (R4U 5.10.1: shown to you only, it stays hidden to others); at this turn\'s end this card goes to the bottom of your deck; 0 energy: refused', () => {
  const short = scene({ me: { members: ['HP/003T-010'], energy: 0 }, op: { hand: ['HP/001T-003'] } });
  expect(activations(short.s, short.id('me', 'HP/003T-010'))).toEqual([]);
  const { s, me, op, id } = scene({ me: { members: ['HP/003T-010', 'HP/001T-003'], energy: 1 }, op: { hand: ['HP/001T-003', 'HP/001T-004'] } });
  expect(knownHand(s, me, op)).toEqual([]);
  let x = settle(activate(s, id('me', 'HP/003T-010')));
  expect(knownHand(x, me, op)).toEqual(inZone(x, Z.hand, op).sort());
  expect(knownHand(x, me, op)).toHaveLength(2);
  const n = x.turn.number;
  x = playUntil(x, (y) => y.turn.number === n + 1 && y.decision?.kind === 'r4u.main', (y, l) => (y.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack')! : pickNothing(y, l)));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003']);
  expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe('HP/003T-010');
});

covers(['RZ/001T-004'], 'RZ/001T-004 【起】【エントリー】【本領発揮Lv４】【ターン１】：［手札とメンバーから１枚ずつ控え室に置く］ draw 1 — both costs paid (each choice offered), once per turn; no hand card (one short): refused; members + retired 3: refused', () => {
  const setup = (hand: string[], retire: number) => scene({ me: { entry: 'RZ/001T-004', members: ['HP/001T-003', 'HP/001T-004'], hand, retire: copies(retire) } });
  const noHand = setup([], 2);
  expect(activations(noHand.s, noHand.id('me', 'RZ/001T-004'))).toEqual([]);
  const below = setup(['HP/001T-010', 'KJ/001T-004'], 1);
  expect(activations(below.s, below.id('me', 'RZ/001T-004'))).toEqual([]);
  const { s, me, id } = setup(['HP/001T-010', 'KJ/001T-004'], 2);
  let x = activate(s, id('me', 'RZ/001T-004'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'KJ/001T-004')].sort());
  x = pick(x, id('me', 'KJ/001T-004'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-004')].sort());
  x = settle(pick(x, id('me', 'HP/001T-004')));
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['HP/001T-004', 'KJ/001T-004']);
  expect(inZone(x, Z.hand, me)).toHaveLength(2); // 2 - 1 + 1
  expect(activations(x, id('me', 'RZ/001T-004'))).toEqual([]);
});

covers(['SSSS/002T-009'], 'SSSS/002T-009 【起】【メンバー】【Reコンボ】：［このキャラと、手札から１枚控え室に置く］ a character of your waiting room (every character offered, this card included: it is there now; not a Re-birth) to your hand; no hand card: refused; no Re-birth set: refused', () => {
  const setup = (hand: string[], rebirth = true) => scene({ me: { members: ['SSSS/002T-009', 'HP/001T-003'], hand, rebirth: rebirth ? ['GU/001B-096'] : [], waitingRoom: ['HP/001T-004', 'GU/001B-096'] } });
  const noHand = setup([]);
  expect(activations(noHand.s, noHand.id('me', 'SSSS/002T-009'))).toEqual([]);
  const noCombo = setup(['HP/001T-010'], false);
  expect(activations(noCombo.s, noCombo.id('me', 'SSSS/002T-009'))).toEqual([]);
  const { s, me, id } = setup(['HP/001T-010', 'KJ/001T-004']);
  let x = activate(s, id('me', 'SSSS/002T-009'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'KJ/001T-004')].sort()); // the hand card of the cost
  x = payAndPass(pick(x, id('me', 'KJ/001T-004')));
  const wr = inZone(x, Z.waitingRoom, me).filter((c) => x.catalog[x.cards[c]!.cardId]!.type === 'character');
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['GU/001B-096', 'HP/001T-004', 'KJ/001T-004', 'SSSS/002T-009'].sort());
  expect(offered(x)).toEqual([...wr].sort());
  x = settle(pick(x, wr.find((c) => x.cards[c]!.cardId === 'HP/001T-004')!));
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-004', 'HP/001T-010']);
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003']);
});

covers(['U149/001T-015[IMC]'], 'U149/001T-015 【起】【エントリー】：［エネ③］ this card swaps with a cost-4-or-more 〔U149〕 of your hand (R4U 5.12: those offered, the player chooses; a cost-3 〔U149〕 and another title\'s card not): it goes to the Entry, this card to the hand; 2 energy: refused', () => {
  const card = 'U149/001T-015[IMC]';
  const hand = ['U149/001T-002[IMC]', 'U149/001T-022[IMC]', 'U149/001T-004[IMC]', 'HP/003T-011'];
  const short = scene({ me: { entry: card, hand, energy: 2 } });
  expect(activations(short.s, short.id('me', card))).toEqual([]);
  const { s, me, id } = scene({ me: { entry: card, hand, energy: 3, members: ['HP/001T-003'] } });
  let x = activate(s, id('me', card));
  expect([decision(x)!.kind, decision(x)!.rule, decision(x)!.min, decision(x)!.max]).toEqual(['chooseCards', 'R4U 5.12', 1, 1]);
  expect(offered(x)).toEqual([id('me', 'U149/001T-002[IMC]'), id('me', 'U149/001T-022[IMC]')].sort());
  x = settle(pick(x, id('me', 'U149/001T-022[IMC]')));
  expect(cardIds(x, Z.entry, me)).toEqual(['U149/001T-022[IMC]']);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/003T-011', 'U149/001T-002[IMC]', 'U149/001T-004[IMC]', card].sort());
});

covers(['HP/007T-003'], 'HP/007T-003 【起】【エントリー】：［エネ③］このターン中、このキャラは〔お酒〕を得て、＋２/±０。 — 2 energy: refused; 3: +2/±0 and the trait 〔お酒〕 (a card filter on 〔お酒〕 now matches it) for the turn; not again without energy; as a member: not offered', () => {
  const card = 'HP/007T-003';
  const short = scene({ me: { entry: card, energy: 2 } });
  expect(activations(short.s, short.id('me', card))).toEqual([]);
  const at = scene({ me: { entry: card, members: ['HP/001T-003'], energy: 3 } });
  const self = at.id('me', card);
  const sake = (x: GameState) => matchesFilter(reader(x), self, { trait: 'お酒' });
  expect(sake(at.s)).toBe(false);
  const x = activate(at.s, self);
  expect(stat(x, self)).toEqual([printed(x, card)[0] + 2, printed(x, card)[1]]);
  expect(sake(x)).toBe(true);
  expect(matchesFilter(reader(x), self, { trait: '5期生' })).toBe(true); // its printed traits stay (「５期生」, digits half-width in the engine facts)
  expect(activations(x, self)).toEqual([]); // no energy left
  const member = scene({ me: { members: [card], energy: 3 } });
  expect(activations(member.s, member.id('me', card))).toEqual([]);
});
// ---- table-driven: every card of a printed form (test/cases/printed-family.ts) ----
const signed = (sign: string, v: string) => (sign === '-' ? -Number(v) : sign === '±' ? 0 : Number(v));
const fmt = (a: number, d: number) => `${a >= 0 ? '+' : ''}${a}/${d >= 0 ? '+' : ''}${d}`;
/** Answers the non-energy cost choices of `p` (the first cards offered) and the counter windows. */
const payChoices = (s0: GameState, p: number): GameState => {
  let s = s0;
  for (let i = 0; i < 5 && s.decision?.kind === 'chooseCards' && s.decision.player === p; i++) s = payAndPass(pick(s, ...(s.decision.candidates ?? []).slice(0, s.decision.min ?? 1)));
  return s;
};

for (const f of family('character', /^【起】【エントリー】:\[エネ(\d+)\]このターン中、このキャラを([+-±])(\d+)\/([+-±])(\d+)。?$/)) {
  const m = f.m[0]!;
  const cost = Number(m[1]);
  const [a, d] = [signed(m[2]!, m[3]!), signed(m[4]!, m[5]!)];
  covers([f.id], `${f.id} 【起】【エントリー】：［エネ${cost}］ ${fmt(a, d)} for the turn — ${cost - 1} standing energy: not offered; as a member (9.4.4): not offered`, () => {
    const { s, me, id } = scene({ me: { entry: f.id, members: [f.id], energy: cost } });
    const self = id('me', f.id);
    expect(activations(s, id('me', f.id, 1))).toEqual([]);
    const x = settle(activate(s, self));
    expect(standingEnergyCount(x, me)).toBe(0);
    expect(stat(x, self)).toEqual([printed(x, f.id)[0] + a, printed(x, f.id)[1] + d]);
    const short = scene({ me: { entry: f.id, energy: cost - 1 } });
    expect(activations(short.s, short.id('me', f.id))).toEqual([]);
  });
}

for (const f of family('character', /^【起】【メンバー】【ターン1】:\[手札から(\d+)枚控え室に置く\]あなたは自分のエントリーから1枚選び、このターン中、そのキャラを([+-±])(\d+)\/([+-±])(\d+)。?$/)) {
  const m = f.m[0]!;
  const cost = Number(m[1]);
  const [a, d] = [signed(m[2]!, m[3]!), signed(m[4]!, m[5]!)];
  covers([f.id], `${f.id} 【起】【メンバー】【ターン１】：［手札から${cost}枚控え室に置く］ your Entry ${fmt(a, d)} for the turn — once per turn (9.2.2); ${cost - 1} hand cards: not offered; as the Entry: not offered`, () => {
    const { s, me, id } = scene({ me: { entry: 'HP/001T-014', members: [f.id], hand: copies(cost + 1, 'HP/001T-004') } });
    const self = id('me', f.id);
    let x = payChoices(activate(s, self), me);
    x = settle(x);
    expect(inZone(x, Z.hand, me)).toHaveLength(1);
    expect(cardIds(x, Z.waitingRoom, me)).toEqual(copies(cost, 'HP/001T-004'));
    const e = entryCard(x, me);
    expect(stat(x, e)).toEqual([printed(x, 'HP/001T-014')[0] + a, printed(x, 'HP/001T-014')[1] + d]);
    expect(activations(x, self)).toEqual([]); // 【ターン１】
    const short = scene({ me: { entry: 'HP/001T-014', members: [f.id], hand: copies(cost - 1, 'HP/001T-004') } });
    expect(activations(short.s, short.id('me', f.id))).toEqual([]);
    const asEntry = scene({ me: { entry: f.id, hand: copies(cost + 1, 'HP/001T-004') } });
    expect(activations(asEntry.s, asEntry.id('me', f.id))).toEqual([]);
  });
}

for (const f of family('character', /^【起】【メンバー】(?:【本領発揮Lv(\d+)】((?:〔[^〕]+〕|《[^》]+》|＆)*))?【ターン1】:\[エネ(\d+)\]あなたは(自分|相手)のエントリーから1枚選び、デッキの下に置く。?$/)) {
  const m = f.m[0]!;
  const level = m[1] ? Number(m[1]) : null;
  const refs = refsOf(m[2]);
  const cost = Number(m[3]);
  const whose = m[4] === '自分' ? 'me' : 'op';
  covers([f.id], `${f.id} 【起】【メンバー】${level ? `【本領発揮Lv${level}】` : ''}【ターン１】：［エネ${cost}］ ${whose === 'me' ? 'your' : 'the opponent\'s'} Entry to the bottom of its deck (the Entry process refills it, 10.5) — once per turn; ${cost - 1} energy: not offered${level ? '; one below the level: not offered' : ''}`, () => {
    const setup = (energy: number, at = true) => scene({ me: { entry: 'HP/001T-014', ...fullPowerSide(refs, level, at, [f.id]), energy }, op: { entry: 'HP/003T-011' } });
    const { s, me, op, id } = setup(cost);
    const self = id('me', f.id);
    const owner = whose === 'me' ? me : op;
    const target = id(whose, whose === 'me' ? 'HP/001T-014' : 'HP/003T-011');
    let x = activate(s, self);
    x = settle(x);
    expect(standingEnergyCount(x, me)).toBe(0);
    const deck = inZone(x, Z.deck, owner);
    expect(x.cards[deck.at(-1)!]!.cardId).toBe(whose === 'me' ? 'HP/001T-014' : 'HP/003T-011');
    expect(entryCard(x, owner)).not.toBe(target);
    expect(activations(x, self)).toEqual([]);
    const short = setup(cost - 1);
    expect(activations(short.s, short.id('me', f.id))).toEqual([]);
    if (level !== null) {
      const below = setup(cost, false);
      expect(activations(below.s, below.id('me', f.id))).toEqual([]);
    }
  });
}
