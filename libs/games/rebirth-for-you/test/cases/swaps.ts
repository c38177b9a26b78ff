/**
 * Engine-played cases: swaps (入れ替える R4U 5.12: both cards move at once, a member keeps its slot 5.12.1.1) with one
 * card chosen in each of two zones (「自分の、メンバーと手札から1枚ずつ選び、それらを入れ替える」), with a second choice
 * written after the verb's object (「リタイアか控え室のキャラ1枚と入れ替える」), with this card (a later 「このキャラ」
 * follows it to its new zone, 4.1.4), and 「置いたら / 《X》をメンバーに置いたら」 (a condition on what the step before put
 * there: nothing put, nothing more).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { act, activate, activations, cardIds, choose, copies, covers, decision, entryCard, inZone, legal, offered, payAndPass, pick, printed, scene, settle, spark, stat, standingEnergyCount } from './case-helpers.js';

/** The instance of catalog card `cardId` in `p`'s zone `zone` (the n-th). */
const find = (s: GameState, zone: string, p: number, cardId: string, n = 0): string => {
  const x = inZone(s, zone, p).filter((id) => s.cards[id]!.cardId === cardId)[n];
  if (!x) throw new Error(`no ${cardId} in ${zone} of ${p}`);
  return x;
};
const slotOf = (s: GameState, id: string): unknown => s.cards[id]!.flags.slot;
const noEnergy = (s: GameState, p: number, keep: number): GameState => {
  const x = structuredClone(s);
  for (const e of inZone(x, Z.energy, p).slice(keep)) x.cards[e]!.tapped = true;
  return x;
};

covers(['GP/001T-013'], 'GP/001T-013 【起】【エントリー】【本領発揮Lv５】【ターン１】：［エネ②］ R4U 5.12: a member (both offered), then a character from hand (not the Re-birth card) swap — the hand card takes the member\'s slot (5.12.1.1); members + retired 5 offered, 4 not; 1 energy refused; once per turn', () => {
  const setup = (retire: number, energy = 4) => scene({ me: { entry: 'GP/001T-013', members: [null, 'HP/001T-003', 'HP/001T-004'], retire: copies(retire), hand: ['HP/001T-010', 'HP/001T-006', 'HP/001T-018'], energy } });
  const below = setup(2);
  expect(activations(below.s, below.id('me', 'GP/001T-013'))).toEqual([]); // 2 + 2 = 4 < 5 (11.7)
  const at = setup(3);
  expect(activations(noEnergy(at.s, at.me, 1), at.id('me', 'GP/001T-013'))).toEqual([]); // ［エネ②］ with 1 standing (5.14.1.1)
  const { s, me, id } = at;
  let x = activate(s, id('me', 'GP/001T-013'));
  expect(standingEnergyCount(x, me)).toBe(2);
  expect(decision(x)!.rule).toBe('R4U 5.12');
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-004')].sort()); // the members (not the Entry)
  x = pick(x, id('me', 'HP/001T-004'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-006')].sort()); // the hand's characters only
  x = settle(pick(x, id('me', 'HP/001T-010')));
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-004', 'HP/001T-006', 'HP/001T-018']);
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
  expect(slotOf(x, find(x, Z.members, me, 'HP/001T-010'))).toBe(2); // the slot HP/001T-004 was in
  expect(activations(x, id('me', 'GP/001T-013'))).toEqual([]); // 【ターン1】 (2 standing energy left)
});

covers(['HP/004T-012', 'STD/001B-074'], 'HP/004T-012 【スパーク】【本領発揮Lv５】 R4U 5.12 「…1枚ずつ選び、それらを入れ替えてよい」: yes → a member, then a hand character swap places; no → nothing; members + retired 4: no Spark', () => {
  const setup = (retire: number) => scene({ me: { members: ['HP/001T-003', 'HP/001T-004'], retire: copies(retire), hand: ['HP/001T-010', 'HP/001T-014', 'HP/001T-018'], deckTop: ['HP/004T-012'] } });
  const below = setup(2);
  expect(decision(spark(below.s, below.me, 'HP/004T-012'))!.kind).toBe('r4u.main'); // 4 < 5: not valid (11.7)
  const { s, me, id } = setup(3);
  let x = spark(s, me, 'HP/004T-012');
  expect(decision(x)!.options).toEqual(['yes', 'no']);
  const declined = settle(choose(x, 'no'));
  expect(cardIds(declined, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-004']);
  x = choose(x, 'yes');
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-004')].sort());
  x = pick(x, id('me', 'HP/001T-003'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-014')].sort());
  x = settle(pick(x, id('me', 'HP/001T-010')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-004', 'HP/001T-010']);
  expect(slotOf(x, find(x, Z.members, me, 'HP/001T-010'))).toBe(0);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-003', 'HP/001T-014', 'HP/001T-018']);
});

covers(['TS/001T-009'], 'TS/001T-009 【起】【エントリー】【Reコンボ】【ターン１】：［エネ②］ a member and a retired card swap (every retired card offered); 《リムル》 put into the members → this +2/±0 for the turn, another card → no; no Re-birth set: not offered; 1 energy refused', () => {
  const setup = (rebirth: string[], energy = 2) => scene({ me: { entry: 'TS/001T-009', members: ['HP/001T-003', 'HP/001T-006'], retire: ['TS/001B-007', 'HP/001T-004'], rebirth, energy } });
  const none = setup([]);
  expect(activations(none.s, none.id('me', 'TS/001T-009'))).toEqual([]); // 11.5
  const short = setup(['GU/001B-096'], 1);
  expect(activations(short.s, short.id('me', 'TS/001T-009'))).toEqual([]);
  const { s, me, id } = setup(['GU/001B-096']);
  const self = id('me', 'TS/001T-009');
  expect(s.catalog['TS/001B-007']!.name).toMatch(/リムル/);
  let x = activate(s, self);
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-006')].sort());
  x = pick(x, id('me', 'HP/001T-003'));
  expect(offered(x)).toEqual([id('me', 'TS/001B-007'), id('me', 'HP/001T-004')].sort());
  const other = settle(pick(x, id('me', 'HP/001T-004')));
  expect(cardIds(other, Z.members, me)).toEqual(['HP/001T-004', 'HP/001T-006']);
  expect(cardIds(other, Z.retire, me)).toEqual(['HP/001T-003', 'TS/001B-007']);
  expect(stat(other, self)).toEqual(printed(other, 'TS/001T-009')); // not a 《リムル》
  x = settle(pick(x, id('me', 'TS/001B-007')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-006', 'TS/001B-007']);
  expect(cardIds(x, Z.retire, me)).toEqual(['HP/001T-003', 'HP/001T-004']);
  expect(stat(x, self)).toEqual([printed(x, 'TS/001T-009')[0] + 2, printed(x, 'TS/001T-009')[1]]);
  expect(activations(x, self)).toEqual([]); // 【ターン1】
});

covers(['GZ/001T-001'], 'GZ/001T-001 【起】【メンバー】【Reコンボ】《奇妙な共同生活》【ターン１】：［エネ②］ a member (this card too) and a retired character swap; 《ペロ2》 into the members → your Entry (chosen) +1/±0; another → nothing more; another Re-birth: not offered; 1 energy refused', () => {
  const setup = (rebirth: string, energy = 2) => scene({ me: { entry: 'HP/001T-014', members: ['GZ/001T-001', 'HP/001T-003'], retire: ['GZ/001T-006', 'HP/001T-004', 'HP/001T-018'], rebirth: [rebirth], energy } });
  const wrong = setup('GU/001B-096');
  expect(activations(wrong.s, wrong.id('me', 'GZ/001T-001'))).toEqual([]); // 《奇妙な共同生活》 not set
  const short = setup('GZ/001T-014', 1);
  expect(activations(short.s, short.id('me', 'GZ/001T-001'))).toEqual([]);
  const { s, me, id } = setup('GZ/001T-014');
  expect(s.catalog['GZ/001T-006']!.name).toBe('ペロ2');
  const base = stat(s, entryCard(s, me)); // with the Re-birth card's 【永】 (+1/+1)
  let x = activate(s, id('me', 'GZ/001T-001'));
  expect(offered(x)).toEqual([id('me', 'GZ/001T-001'), id('me', 'HP/001T-003')].sort());
  x = pick(x, id('me', 'HP/001T-003'));
  expect(offered(x)).toEqual([id('me', 'GZ/001T-006'), id('me', 'HP/001T-004')].sort()); // characters (not the Re-birth card)
  const other = settle(pick(x, id('me', 'HP/001T-004')));
  expect(stat(other, entryCard(other, me))).toEqual(base);
  x = settle(pick(x, id('me', 'GZ/001T-006'))); // then 「自分のエントリーから1枚選び」: the only one, chosen at once
  expect(cardIds(x, Z.members, me)).toEqual(['GZ/001T-001', 'GZ/001T-006']);
  expect(stat(x, entryCard(x, me))).toEqual([base[0] + 1, base[1]]);
});

covers(['HP/005T-014'], 'HP/005T-014 【起】【エントリー】【Reコンボ】《水没した街》【ターン１】：［エネ①］ a member, then a character of the retire area or the waiting room (not a Re-birth card) swap; 0 energy refused; another Re-birth: not offered', () => {
  const setup = (rebirth: string, energy = 1) => scene({ me: { entry: 'HP/005T-014', members: ['HP/001T-003', 'HP/001T-006'], retire: ['HP/001T-004'], waitingRoom: ['HP/001T-010', 'HP/001T-018'], rebirth: [rebirth], energy } });
  const wrong = setup('GU/001B-096');
  expect(activations(wrong.s, wrong.id('me', 'HP/005T-014'))).toEqual([]);
  const short = setup('HP/005T-017', 0);
  expect(activations(short.s, short.id('me', 'HP/005T-014'))).toEqual([]);
  const { s, me, id } = setup('HP/005T-017');
  let x = activate(s, id('me', 'HP/005T-014'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-003'), id('me', 'HP/001T-006')].sort());
  x = pick(x, id('me', 'HP/001T-006'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-004'), id('me', 'HP/001T-010')].sort());
  const fromRetire = settle(pick(x, id('me', 'HP/001T-004')));
  expect(cardIds(fromRetire, Z.retire, me)).toEqual(['HP/001T-006']);
  expect(slotOf(fromRetire, find(fromRetire, Z.members, me, 'HP/001T-004'))).toBe(1);
  x = settle(pick(x, id('me', 'HP/001T-010')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-010']);
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['HP/001T-006', 'HP/001T-018']);
  expect(cardIds(x, Z.retire, me)).toEqual(['HP/001T-004']);
});

covers(['KGND/001T-016[VA]'], 'KGND/001T-016 【起】【メンバー】【Reコンボ】：［エネ④］ your Entry and this card swap; retired 3: this card (now the Entry, 4.1.4 followed) +4/±0 for the turn, 2: not; 3 energy refused; no Re-birth: not offered', () => {
  const setup = (retire: number, rebirth = true, energy = 4) => scene({ me: { entry: 'HP/001T-014', members: [null, 'KGND/001T-016[VA]'], retire: copies(retire), rebirth: rebirth ? ['GU/001B-096'] : [], energy } });
  const none = setup(3, false);
  expect(activations(none.s, none.id('me', 'KGND/001T-016[VA]'))).toEqual([]);
  const short = setup(3, true, 3);
  expect(activations(short.s, short.id('me', 'KGND/001T-016[VA]'))).toEqual([]);
  for (const [retire, plus] of [[3, 4], [2, 0]] as const) {
    const { s, me, id } = setup(retire);
    const x = settle(activate(s, id('me', 'KGND/001T-016[VA]'))); // the only Entry character: chosen at once
    const self = entryCard(x, me);
    expect(x.cards[self]!.cardId).toBe('KGND/001T-016[VA]');
    expect(slotOf(x, find(x, Z.members, me, 'HP/001T-014'))).toBe(1);
    expect(stat(x, self)).toEqual([printed(x, 'KGND/001T-016[VA]')[0] + plus, printed(x, 'KGND/001T-016[VA]')[1]]);
  }
});

covers(['KGND/001T-002[VA]'], 'KGND/001T-002 【起】【控え室】【本領発揮Lv５】：［エネ③］ this card into the empty seat, 置いたら draw 1; no empty seat: not put, no draw; members + retired 4 not offered; 2 energy refused', () => {
  const setup = (members: Array<string | null>, retire: number, energy = 3) => scene({ me: { members, retire: copies(retire), waitingRoom: ['KGND/001T-002[VA]'], energy, deckTop: ['HP/001T-010'] } });
  const below = setup(['HP/001T-003', 'HP/001T-004', null], 2);
  expect(activations(below.s, below.id('me', 'KGND/001T-002[VA]'))).toEqual([]);
  const short = setup(['HP/001T-003', 'HP/001T-004', null], 3, 2);
  expect(activations(short.s, short.id('me', 'KGND/001T-002[VA]'))).toEqual([]);
  const { s, me, id } = setup(['HP/001T-003', 'HP/001T-004', null], 3);
  const hand = cardIds(s, Z.hand, me);
  const x = settle(activate(s, id('me', 'KGND/001T-002[VA]')));
  expect(standingEnergyCount(x, me)).toBe(0);
  expect(slotOf(x, find(x, Z.members, me, 'KGND/001T-002[VA]'))).toBe(2);
  expect(cardIds(x, Z.hand, me)).toEqual([...hand, 'HP/001T-010'].sort());
  const full = setup(['HP/001T-003', 'HP/001T-004', 'HP/001T-006'], 2);
  // 1.3.2: the ability may be played with no empty seat (its cost paid); the card is not put, so nothing is drawn
  const y = settle(activate(full.s, full.id('me', 'KGND/001T-002[VA]')));
  expect(standingEnergyCount(y, full.me)).toBe(0);
  expect(cardIds(y, Z.waitingRoom, full.me)).toContain('KGND/001T-002[VA]');
  expect(cardIds(y, Z.hand, full.me)).toEqual(cardIds(full.s, Z.hand, full.me));
});

covers(['KS/002T-020'], 'KS/002T-020 【起】【控え室】【本領発揮Lv５】：［エネ③］ this card into an empty seat, 置いたら a waiting-room card (each offered, this card no longer there) into energy rested; no empty seat: nothing; 2 energy refused', () => {
  const setup = (members: Array<string | null>, retire: number, energy = 3) => scene({ me: { members, retire: copies(retire), waitingRoom: ['KS/002T-020', 'HP/001T-010', 'HP/001T-018'], energy } });
  const short = setup(['HP/001T-003', null, null], 4, 2);
  expect(activations(short.s, short.id('me', 'KS/002T-020'))).toEqual([]);
  const below = setup(['HP/001T-003', null, null], 3);
  expect(activations(below.s, below.id('me', 'KS/002T-020'))).toEqual([]);
  const { s, me, id } = setup(['HP/001T-003', null, null], 4);
  let x = activate(s, id('me', 'KS/002T-020'));
  if (decision(x)!.kind === 'chooseOption') x = choose(x, 1); // the slot: two empty seats (4.5.3)
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-018')].sort());
  x = settle(pick(x, id('me', 'HP/001T-018')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'KS/002T-020']);
  const e = find(x, Z.energy, me, 'HP/001T-018');
  expect(x.cards[e]!.tapped).toBe(true);
  const full = setup(['HP/001T-003', 'HP/001T-004', 'HP/001T-006'], 2);
  const y = settle(activate(full.s, full.id('me', 'KS/002T-020'))); // no empty seat: not put, no energy
  expect(cardIds(y, Z.waitingRoom, full.me)).toEqual(['HP/001T-010', 'HP/001T-018', 'KS/002T-020']);
  expect(inZone(y, Z.energy, full.me).length).toBe(inZone(full.s, Z.energy, full.me).length);
});

covers(['STD/001B-035'], 'STD/001B-035 【起】【メンバー】：［エネ④、このキャラをデッキの下に置く］ 「自分のエントリーからコスト5以上のキャラを1枚選び、手札のキャラ1枚と入れ替えてよい」: a cost-5 Entry and a hand character (both offered, not the Re-birth card) swap; a cost-3 Entry: nothing to choose, nothing swapped; 3 energy refused', () => {
  const setup = (entry: string, energy = 4) => scene({ me: { entry, members: ['STD/001B-035'], hand: ['HP/001T-010', 'HP/001T-003', 'HP/001T-018'], energy } });
  const short = setup('HP/005T-014', 3);
  expect(activations(short.s, short.id('me', 'STD/001B-035'))).toEqual([]);
  const { s, me, id } = setup('HP/005T-014');
  expect(s.catalog['HP/005T-014']!.cost).toBe(5);
  let x = activate(s, id('me', 'STD/001B-035'));
  expect(x.cards[inZone(x, Z.deck, me).at(-1)!]!.cardId).toBe('STD/001B-035'); // the cost: to the bottom of the deck
  expect(decision(x)!.options).toEqual(['yes', 'no']);
  x = choose(x, 'yes'); // the only cost-5 Entry character is chosen at once
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-003')].sort());
  x = settle(pick(x, id('me', 'HP/001T-010')));
  expect(x.cards[entryCard(x, me)]!.cardId).toBe('HP/001T-010');
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-003', 'HP/001T-018', 'HP/005T-014']);
  const low = setup('HP/001T-014');
  const y = settle(choose(activate(low.s, low.id('me', 'STD/001B-035')), 'yes'));
  expect(y.cards[entryCard(y, low.me)]!.cardId).toBe('HP/001T-014'); // cost 3: not chosen, not swapped
  expect(cardIds(y, Z.hand, low.me)).toEqual(['HP/001T-003', 'HP/001T-010', 'HP/001T-018']);
});

covers(['HP/001T-016'], 'HP/001T-016 【自】 moved from the Entry to a member slot (7.4.2.2) with 3 members: 「自分の手札とメンバーを望む枚数選び、それらを入れ替える」 — pairs chosen (a hand character, then a member; a card once; the Re-birth card never), then all swap at once (5.12.1.1: the slots kept); 2 members: nothing asked', () => {
  const setup = (members: Array<string | null>) => scene({ me: { entry: 'HP/001T-016', members, hand: ['HP/001T-010', 'HP/001T-014', 'HP/001T-018'], energy: 1, deckTop: ['HP/001T-003'] } });
  const moveSelf = (s: GameState, slot: number): GameState => payAndPass(act(s, legal(s).find((a) => a.type === 'moveToMember' && a.slot === slot)!));
  const two = setup(['HP/001T-004', null, null]);
  const y = settle(moveSelf(two.s, 1));
  expect(cardIds(y, Z.members, two.me)).toEqual(['HP/001T-004', 'HP/001T-016']);
  expect(cardIds(y, Z.hand, two.me)).toEqual(['HP/001T-010', 'HP/001T-014', 'HP/001T-018']); // 2 < 3: no swap
  const { s, me, id } = setup(['HP/001T-004', 'HP/001T-006', null]);
  let x = moveSelf(s, 2);
  const self = find(x, Z.members, me, 'HP/001T-016');
  expect(decision(x)!.rule).toBe('R4U 5.12');
  expect([decision(x)!.min, decision(x)!.max]).toEqual([0, 1]);
  expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-014')].sort()); // characters of the hand
  x = pick(x, id('me', 'HP/001T-010'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-004'), id('me', 'HP/001T-006'), self].sort()); // the members, this card too
  x = pick(x, id('me', 'HP/001T-004'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-014')]); // HP/001T-010 was chosen
  x = pick(x, id('me', 'HP/001T-014'));
  expect(offered(x)).toEqual([id('me', 'HP/001T-006'), self].sort()); // HP/001T-004 was chosen
  x = settle(pick(x, id('me', 'HP/001T-006')));
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-010', 'HP/001T-014', 'HP/001T-016']);
  expect(slotOf(x, find(x, Z.members, me, 'HP/001T-010'))).toBe(0);
  expect(slotOf(x, find(x, Z.members, me, 'HP/001T-014'))).toBe(1);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-004', 'HP/001T-006', 'HP/001T-018']);
  const none = settle(moveSelf(s, 2)); // no card chosen (min 0)
  expect(cardIds(none, Z.members, me)).toEqual(['HP/001T-004', 'HP/001T-006', 'HP/001T-016']); // 望む枚数: none
});

covers(['KS/001T-004'], 'KS/001T-004 【起】【エントリー】【Reコンボ】《女神を連れてくなんて反則だから！！》【ターン１】：［エネ③］ a 〔冒険者〕 from the waiting room (both offered, not another trait) into a member slot; 《カズマ》を置いたら this card into a slot without 《カズマ》 (the Kazuma\'s slot not offered; an occupant replaced 4.5.3.3; the empty Entry refilled 10.5); another 〔冒険者〕: this card stays; 2 energy refused; another Re-birth: not offered', () => {
  const setup = (rebirth: string, energy = 3) => scene({ me: { entry: 'KS/001T-004', members: ['KS/001B-056', 'HP/001T-003', null], waitingRoom: ['KS/001B-011', 'KS/001B-086', 'HP/001T-010'], rebirth: [rebirth], energy, deckTop: ['HP/001T-004'] } });
  const wrong = setup('GU/001B-096');
  expect(activations(wrong.s, wrong.id('me', 'KS/001T-004'))).toEqual([]);
  const short = setup('KS/001T-015', 2);
  expect(activations(short.s, short.id('me', 'KS/001T-004'))).toEqual([]);
  const { s, me, id } = setup('KS/001T-015');
  expect(s.catalog['KS/001B-011']!.name).toMatch(/カズマ/);
  let x = activate(s, id('me', 'KS/001T-004'));
  expect(offered(x)).toEqual([id('me', 'KS/001B-011'), id('me', 'KS/001B-086')].sort());
  const other = settle(choose(pick(x, id('me', 'KS/001B-086')), 2));
  expect(other.cards[entryCard(other, me)]!.cardId).toBe('KS/001T-004'); // not a 《カズマ》: this card stays
  expect(cardIds(other, Z.members, me)).toEqual(['HP/001T-003', 'KS/001B-056', 'KS/001B-086']);
  x = choose(pick(x, id('me', 'KS/001B-011')), 2); // the Kazuma into the empty slot 3
  expect(decision(x)!.options).toEqual([0, 1]); // not the Kazuma's slot
  x = settle(choose(x, 0));
  expect(slotOf(x, find(x, Z.members, me, 'KS/001T-004'))).toBe(0);
  expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'KS/001B-011', 'KS/001T-004']);
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['HP/001T-010', 'KS/001B-056', 'KS/001B-086']); // KS/001B-056 replaced (4.5.3.3)
  expect(x.cards[entryCard(x, me)]!.cardId).toBe('HP/001T-004'); // the Entry process (10.5.1.3)
});
