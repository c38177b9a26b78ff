/**
 * Engine-played cases: souls (魂 R4U 4.13, 5.22): a cost 「手札から…を1枚このキャラの魂にする」 (the card goes to the soul
 * area associated with this card, 4.13.3.1), 「…を1枚選び、エントリーに置き、このキャラをその魂にする」 (this card is still
 * in the Entry until recovery 10.3.3, and becomes the soul of the card put there), 「このキャラの魂に《X》があるなら」, an
 * ability that works in the soul area (【魂】, 9.4.4), and a host leaving: its souls lose the association (4.13.4) and go
 * to the waiting room by rule processing (10.3.9).
 */
import { makeCtx, moveCards, vocabularyFor, zoneKey, type GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { definition } from '../engine-helpers.js';
import { activate, activations, cardIds, choose, copies, covers, decision, entryCard, inZone, offered, pick, printed, runCheck, scene, settle, stat, standingEnergyCount } from './case-helpers.js';
import { CARDS } from '../cards/catalog.js';

const soulsOf = (s: GameState, host: string): string[] => Object.values(s.cards).filter((c) => c.attachedTo === host && s.zones[c.zone]!.name === Z.soul).map((c) => c.cardId).sort();
/** The Entry character of `p` put into the waiting room by an effect (a move that is not member slot to slot, 4.13.4). */
const entryLeaves = (s0: GameState, p: number): GameState => {
  const ctx = makeCtx(s0, definition, vocabularyFor(definition));
  moveCards(ctx, [entryCard(ctx.state, p)], zoneKey(Z.waitingRoom, p), { reason: 'effect', by: p });
  return ctx.state;
};

covers(['GZ/001T-010'], 'GZ/001T-010 【起】【エントリー】【ターン１】：［手札から《ジェットジャガー》以外の〔オオタキファクトリー〕を１枚このキャラの魂にする］ +2/±0 for the turn; only such a card offered (not another ジェットジャガー, not another trait); none in hand: not offered; R4U 4.13.4 / 10.3.9: the host leaves, its soul goes to the waiting room', () => {
  const none = scene({ me: { entry: 'GZ/001T-010', hand: ['GZ/001T-010', 'HP/001T-003'] } });
  expect(activations(none.s, none.id('me', 'GZ/001T-010'))).toEqual([]); // the cost cannot be paid (9.5.2.2)
  const { s, me, id } = scene({ me: { entry: 'GZ/001T-010', hand: ['GZ/001B-022', 'GZ/001B-020', 'GZ/001T-010', 'HP/001T-003'] } });
  const self = id('me', 'GZ/001T-010');
  expect(s.catalog['GZ/001B-022']!.traits).toContain('オオタキファクトリー');
  let x = activate(s, self);
  expect(decision(x)!.rule).toBe('R4U 9.5.2');
  expect(offered(x)).toEqual([id('me', 'GZ/001B-022'), id('me', 'GZ/001B-020')].sort());
  x = settle(pick(x, id('me', 'GZ/001B-022')));
  expect(soulsOf(x, self)).toEqual(['GZ/001B-022']);
  expect(cardIds(x, Z.hand, me)).toEqual(['GZ/001B-020', 'GZ/001T-010', 'HP/001T-003']);
  expect(stat(x, self)).toEqual([printed(x, 'GZ/001T-010')[0] + 2, printed(x, 'GZ/001T-010')[1]]);
  expect(activations(x, self)).toEqual([]); // 【ターン1】 (another such card still in hand)
  const after = runCheck(entryLeaves(x, me));
  expect(cardIds(after, Z.soul, me)).toEqual([]);
  expect(cardIds(after, Z.waitingRoom, me)).toEqual(expect.arrayContaining(['GZ/001B-022', 'GZ/001T-010']));
});

covers(['SSSS/001T-001'], 'SSSS/001T-001 【起】【エントリー】：［エネ①］ a cost 5+ 《グリッドマン》 from hand or the waiting room (not a cost-2 one) into the Entry, this card becomes its soul (5.22.1): the new Entry SSSS/001T-002 then has 《裕太》 in its soul (+3/±0); 0 energy refused', () => {
  const setup = (energy: number) => scene({ me: { entry: 'SSSS/001T-001', hand: ['SSSS/001T-002', 'SSSS/001B-011'], waitingRoom: ['SSSS/001B-006'], energy } });
  const short = setup(0);
  expect(activations(short.s, short.id('me', 'SSSS/001T-001'))).toEqual([]);
  const { s, me, id } = setup(1);
  expect(s.catalog['SSSS/001B-011']!.cost).toBe(2);
  let x = activate(s, id('me', 'SSSS/001T-001'));
  expect(standingEnergyCount(x, me)).toBe(0);
  expect(offered(x)).toEqual([id('me', 'SSSS/001T-002'), id('me', 'SSSS/001B-006')].sort());
  x = settle(pick(x, id('me', 'SSSS/001T-002')));
  const host = entryCard(x, me);
  expect(x.cards[host]!.cardId).toBe('SSSS/001T-002');
  expect(inZone(x, Z.entry, me)).toHaveLength(1);
  expect(soulsOf(x, host)).toEqual(['SSSS/001T-001']);
  expect(cardIds(x, Z.waitingRoom, me)).toEqual(['SSSS/001B-006']); // this card is a soul, not in the waiting room
  expect(stat(x, host)).toEqual([printed(x, 'SSSS/001T-002')[0] + 3, printed(x, 'SSSS/001T-002')[1]]);
  const fromWr = settle(pick(activate(s, id('me', 'SSSS/001T-001')), id('me', 'SSSS/001B-006')));
  expect(fromWr.cards[entryCard(fromWr, me)]!.cardId).toBe('SSSS/001B-006');
  expect(soulsOf(fromWr, entryCard(fromWr, me))).toEqual(['SSSS/001T-001']);
});

covers(['SSSS/001T-002'], 'SSSS/001T-002 【永】【エントリー】 with 《裕太》 in its soul +3/±0, with none ±0; 【起】【エントリー】【ターン１】：［手札から《裕太》を１枚このキャラの魂にする］ draw 1 (only 《裕太》 offered; none in hand: not offered)', () => {
  const none = scene({ me: { entry: 'SSSS/001T-002', hand: ['HP/001T-003'] } });
  const self0 = none.id('me', 'SSSS/001T-002');
  expect(activations(none.s, self0)).toEqual([]);
  expect(stat(none.s, self0)).toEqual(printed(none.s, 'SSSS/001T-002')); // no soul: no +3
  const { s, me, id } = scene({ me: { entry: 'SSSS/001T-002', hand: ['SSSS/001B-005', 'SSSS/001B-002', 'HP/001T-003'], deckTop: ['HP/001T-010'] } });
  const self = id('me', 'SSSS/001T-002');
  let x = activate(s, self);
  expect(offered(x)).toEqual([id('me', 'SSSS/001B-005'), id('me', 'SSSS/001B-002')].sort());
  x = settle(pick(x, id('me', 'SSSS/001B-005')));
  expect(soulsOf(x, self)).toEqual(['SSSS/001B-005']);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-003', 'HP/001T-010', 'SSSS/001B-002']);
  expect(stat(x, self)).toEqual([printed(x, 'SSSS/001T-002')[0] + 3, printed(x, 'SSSS/001T-002')[1]]);
  expect(activations(x, self)).toEqual([]); // 【ターン1】
});

covers(['TS/001T-003'], 'TS/001T-003 【起】【エントリー】：［エネ③］ a cost 4+ 《リムル》 from hand (not a cost-3 one) into the Entry, this card its soul; then 【永】【魂】 (9.4.4): your Entry +1/+1 — not while this card is in the Entry; 2 energy refused; the host leaves: the soul goes (4.13.4, 10.3.9)', () => {
  const setup = (energy: number) => scene({ me: { entry: 'TS/001T-003', hand: ['TS/001B-003', 'TS/001B-006', 'TS/001B-005'], energy } });
  const short = setup(2);
  expect(activations(short.s, short.id('me', 'TS/001T-003'))).toEqual([]);
  const { s, me, id } = setup(3);
  expect(stat(s, id('me', 'TS/001T-003'))).toEqual(printed(s, 'TS/001T-003')); // 【魂】: not in the Entry
  let x = activate(s, id('me', 'TS/001T-003'));
  expect(offered(x)).toEqual([id('me', 'TS/001B-003'), id('me', 'TS/001B-006')].sort());
  x = settle(pick(x, id('me', 'TS/001B-003')));
  const host = entryCard(x, me);
  expect(x.cards[host]!.cardId).toBe('TS/001B-003');
  expect(soulsOf(x, host)).toEqual(['TS/001T-003']);
  expect(stat(x, host)).toEqual([printed(x, 'TS/001B-003')[0] + 1, printed(x, 'TS/001B-003')[1] + 1]);
  const after = runCheck(entryLeaves(x, me));
  expect(cardIds(after, Z.soul, me)).toEqual([]);
  expect(cardIds(after, Z.waitingRoom, me)).toEqual(expect.arrayContaining(['TS/001B-003', 'TS/001T-003']));
});

// 「［手札から《A》か《B》を１枚このキャラの魂にする］このターン中、このキャラを＋２/±０。」 + 「【本領発揮Lv４】：［エネ②］あなたは
// 自分の手札から、《A》か《B》を１枚選び、メンバーに置く。置いたら、このキャラを控え室に置く。」 (4 cards, table-driven)
const SOUL_AND_HAND_OFF: Array<[string, string, string]> = [
  ['LR/001B-065', '千束', 'たきな'], ['SSSS/002B-017', 'ガウマ', '蓬'], ['SSSS/002B-019', '蓬', '夢芽'], ['SSSS/002B-021', '蓬', '暦'],
];
/** A character named `part` without automatic abilities (so placing it asks nothing more), not `not`. */
const named = (part: string, not: string): string => {
  const c = CARDS.find((x) => x.type === 'キャラ' && x.name.includes(part) && x.id !== not && !/【自】|【スパーク】/.test(x.text ?? '') && !/\[|［/.test(x.id));
  if (!c) throw new Error(`no plain character named ${part}`);
  return c.id;
};
for (const [card, nameA, nameB] of SOUL_AND_HAND_OFF) {
  covers([card], `${card} 【起】【エントリー】【ターン１】 a 《${nameA}》 or 《${nameB}》 from hand as this card's soul (both offered, another card not) → +2/±0; none in hand: not offered; 【本領発揮Lv４】［エネ②］ a 《${nameA}》/《${nameB}》 from hand into a member slot, 置いたら this card to the waiting room (the Entry refilled 10.5); members + retired 3 or 1 energy: not offered`, () => {
    const a = named(nameA, card);
    const b = named(nameB, a);
    expect(a).not.toBe(b);
    const one = scene({ me: { entry: card, hand: [a, b, 'HP/001T-003'], retire: copies(2), energy: 2 } });
    const self = one.id('me', card);
    expect(activations(one.s, self)).toHaveLength(1); // 2 < 4: the second ability is not valid
    let x = activate(one.s, self);
    expect(offered(x)).toEqual([one.id('me', a), one.id('me', b)].sort());
    x = settle(pick(x, one.id('me', b)));
    expect(soulsOf(x, self)).toEqual([b]);
    expect(stat(x, self)).toEqual([printed(x, card)[0] + 2, printed(x, card)[1]]);
    expect(activations(x, self)).toEqual([]); // 【ターン1】
    const none = scene({ me: { entry: card, hand: ['HP/001T-003'], retire: copies(2), energy: 2 } });
    expect(activations(none.s, none.id('me', card))).toEqual([]);
    const setup = (retire: number, energy: number) => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-006'], hand: [a, 'HP/001T-010'], retire: copies(retire), energy, deckTop: ['HP/001T-004'] } });
    expect(activations(setup(1, 2).s, setup(1, 2).id('me', card))).toHaveLength(1); // 2 + 1 = 3 < 4
    expect(activations(setup(2, 1).s, setup(2, 1).id('me', card))).toHaveLength(1); // ［エネ②］ with 1
    const { s, me, id } = setup(2, 2);
    let y = activate(s, id('me', card), 1); // the only 《A》/《B》 in hand is chosen at once
    expect(decision(y)!.options).toEqual([0, 1, 2]); // any slot (4.5.3.3)
    y = settle(choose(y, 2));
    expect(cardIds(y, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-006', a].sort());
    expect(cardIds(y, Z.waitingRoom, me)).toContain(card);
    expect(y.cards[entryCard(y, me)]!.cardId).toBe('HP/001T-004'); // the Entry process (10.5.1.3)
  });
}

covers(['YC/001B-088'], 'YC/001B-088 【起】【エントリー】【ターン１】：［エネ①、手札から《なでしこ》か《桜》か《静花》を１枚このキャラの【魂】にする］ +2/±0 (9.5.2: both costs paid, in order); each named card offered, another not; 0 energy or none of them in hand: not offered', () => {
  const setup = (hand: string[], energy = 1) => scene({ me: { entry: 'YC/001B-088', hand, energy } });
  expect(activations(setup(['YC/001B-006'], 0).s, setup(['YC/001B-006'], 0).id('me', 'YC/001B-088'))).toEqual([]);
  expect(activations(setup(['HP/001T-003']).s, setup(['HP/001T-003']).id('me', 'YC/001B-088'))).toEqual([]);
  const { s, me, id } = setup(['YC/001B-006', 'RE/001T-009', 'HP/001T-003']);
  const self = id('me', 'YC/001B-088');
  let x = activate(s, self);
  expect(standingEnergyCount(x, me)).toBe(0);
  expect(offered(x)).toEqual([id('me', 'YC/001B-006'), id('me', 'RE/001T-009')].sort()); // 《なでしこ》, 《桜》(木 雪)
  x = settle(pick(x, id('me', 'RE/001T-009')));
  expect(soulsOf(x, self)).toEqual(['RE/001T-009']);
  expect(cardIds(x, Z.hand, me)).toEqual(['HP/001T-003', 'YC/001B-006']);
  expect(stat(x, self)).toEqual([printed(x, 'YC/001B-088')[0] + 2, printed(x, 'YC/001B-088')[1]]);
  expect(activations(x, self)).toEqual([]); // 【ターン1】
});
