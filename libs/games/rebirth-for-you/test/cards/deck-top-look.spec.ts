/**
 * 「自分のデッキの上からN枚(公開し|見て)、その中から…選び、(zone)に(置き|加え)、残りを控え室に置く」 (R4U 5.10.2 見る, 4.2.2
 * 公開, 9.7.4.3): the grammar form (grammar/effects/look.ts → r4u.look) and near misses, and the form played by the
 * engine on real cards — the printed counts, the pick offered (only the cards the filter names), who sees the cards,
 * the condition keyword at its level and one below.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { view, zoneKey } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { compileText } from '../../src/abilities/index.js';
import { expectedAbilities } from './printed-forms.js';
import { definition, VANILLA_REBIRTH } from '../engine-helpers.js';
import { cardIds, choose, decision, inZone, offered, pick, scene, settle, spark } from '../cases/case-helpers.js';

const effectOf = (text: string) => {
  const r = compileText({ id: 'X', name: 'X', type: 'キャラ', text });
  return r.failures.length === 0 ? r.abilities[0]!.effect : null;
};

describe('the form 「デッキの上からN枚公開し / 見て、その中から…、残りを控え室に置く」 (R4U 5.10.2, 4.2.2)', () => {
  test('公開し: shown to every player (public); 「キャラを1枚まで選び、メンバーに置き」: up to 1 character to a member slot; the rest to the waiting room', () => {
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から２枚公開し、その中から、キャラを１枚まで選び、メンバーに置き、残りを控え室に置く。')).toEqual({
      type: 'r4u.look', count: 2, public: true, picks: [{ take: 1, upTo: true, filter: { type: 'character' }, to: 'members' }], rest: 'waitingRoom',
    });
  });

  test('two picks from the same cards, in the order written (the second without 「その中から」)', () => {
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から３枚公開し、その中から〔鉄血〕を１枚まで選び、メンバーに置き、Reバースを２枚まで選び、手札に加え、残りを控え室に置く。')).toMatchObject({
      picks: [{ take: 1, upTo: true, filter: { trait: '鉄血' }, to: 'members' }, { take: 2, upTo: true, filter: { type: 'rebirth' }, to: 'hand' }],
    });
  });

  test('見て: known to you only (no public); 「1枚を手札に加え」 = exactly 1 (as many as there are); a filter on cards only looked at may find nothing (9.7.4.3: up to)', () => {
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から２枚見て、その中から１枚を手札に加え、残りを控え室に置く。')).toEqual({
      type: 'r4u.look', count: 2, picks: [{ take: 1, to: 'hand' }], rest: 'waitingRoom',
    });
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から２枚公開し、その中からキャラを１枚選び、手札に加え、残りを控え室に置く。')).toMatchObject({ public: true, picks: [{ take: 1, filter: { type: 'character' }, to: 'hand' }] });
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から２枚見て、その中からキャラを１枚選び、手札に加え、残りを控え室に置く。')).toMatchObject({ picks: [{ take: 1, upTo: true, filter: { type: 'character' }, to: 'hand' }] });
  });

  test('「…を望む枚数公開して手札に加え」 after 見て: any number of them, shown to every player before they move', () => {
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から３枚見て、その中から【のびしろ】を望む枚数公開して手札に加え、残りを控え室に置く。')).toMatchObject({
      picks: [{ take: 3, upTo: true, filter: { keyword: 'r4u.nobishiro' }, reveal: true, to: 'hand' }],
    });
  });

  test('near misses are not read: the rest in an order chosen (望む順), no 「残りを…」, 「その中から」 with nothing looked at, a pick without its verb', () => {
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から３枚見て、その中からReバースを２枚まで公開し、手札に加え、残りを望む順でデッキの下に置く。')).toBeNull();
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から２枚公開し、その中から、キャラを１枚まで選び、メンバーに置く。')).toBeNull();
    expect(effectOf('【スパーク】：あなたはその中から、キャラを１枚まで選び、メンバーに置く。')).toBeNull();
    expect(effectOf('【スパーク】：あなたは自分のデッキの上から２枚公開し、その中から、キャラを１枚まで選び、残りを控え室に置く。')).toBeNull();
    // 「デッキの上から1枚見る」 alone: the card stays where it is; 「公開する」 alone (followed by other text) is not read
    expect(effectOf('【起】：［エネ①］あなたは自分のデッキの上から１枚見る。')).toEqual({ type: 'r4u.look', count: 1, picks: [], rest: 'stay' });
    expect(effectOf('【起】：［エネ①］あなたは自分のデッキの上から１枚公開する。')).toBeNull();
  });

  test('the printed-form oracle reads the same words to the same data (a changed count changes it)', () => {
    const card = { type: 'キャラ', text: '【スパーク】：あなたは自分のデッキの上から２枚公開し、その中から、キャラを１枚まで選び、メンバーに置き、残りを控え室に置く。' };
    expect((expectedAbilities(card)![0] as { effect: unknown }).effect).toEqual(effectOf(card.text));
    expect((expectedAbilities({ ...card, text: card.text.replace('２枚公開', '３枚公開') })![0] as { effect: unknown }).effect).toMatchObject({ count: 3 });
  });
});

/** The catalog ids of the cards `viewer` sees face up in `owner`'s deck. */
function seenInDeck(s: GameState, viewer: number, owner: number): string[] {
  const z = view(s, viewer, definition).zones[zoneKey(Z.deck, owner)]!;
  const cards = (z.cards ?? []).filter((c) => !c.hidden).map((c) => c.id);
  const known = (z.known ?? []).map((k) => k.card.id);
  return [...cards, ...known].map((id) => s.cards[id]!.cardId).sort();
}

describe('BA/002B-082 【スパーク】【本領発揮Lv５】：あなたは自分のデッキの上から２枚公開し、その中からキャラを１枚まで選び、メンバーに置き、残りを控え室に置く。', () => {
  const CARD = 'BA/002B-082';
  const setup = (retired: number) => scene({ me: { members: ['HP/001T-003', 'HP/001T-004'], retire: Array.from({ length: retired }, () => 'HP/001T-006'), deckTop: [CARD, 'HP/001T-010', VANILLA_REBIRTH, 'HP/001T-014'] } });

  test('11.7.2 at Lv5 (2 members + 3 retired): the top 2 are shown to both players, only the character is offered (0..1), it goes to a member slot, the Re-birth card to the waiting room; the 3rd card stays', () => {
    const { s, me, op } = setup(3);
    let x = spark(s, me, CARD);
    const d = decision(x)!;
    expect([d.kind, d.player, d.min, d.max, d.rule]).toEqual(['chooseCards', me, 0, 1, 'R4U 5.10.2']);
    expect(offered(x).map((id) => x.cards[id]!.cardId)).toEqual(['HP/001T-010']);
    // 4.2.2: revealed to every player while they are chosen from
    expect(seenInDeck(x, op, me)).toEqual(['HP/001T-010', VANILLA_REBIRTH].sort());
    const third = inZone(x, Z.deck, me)[2]!;
    const wr = cardIds(x, Z.waitingRoom, me); // the Entry character the Spark replaced (10.5)
    x = pick(x, offered(x)[0]!);
    // 4.5.3: a member slot, the empty one or one to replace
    expect([decision(x)!.kind, decision(x)!.options]).toEqual(['chooseOption', [0, 1, 2]]);
    x = settle(choose(x, 2));
    expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-004', 'HP/001T-010'].sort());
    expect(cardIds(x, Z.waitingRoom, me)).toEqual([...wr, VANILLA_REBIRTH].sort());
    expect(x.cards[inZone(x, Z.deck, me)[0]!]!.cardId).toBe(x.cards[third]!.cardId);
    expect(seenInDeck(x, op, me)).toEqual([]);
  });

  test('declining the pick (up to 1): both cards go to the waiting room', () => {
    const { s, me } = setup(3);
    const y = spark(s, me, CARD);
    const wr = cardIds(y, Z.waitingRoom, me);
    const x = settle(y); // settle answers with nothing chosen
    expect(cardIds(x, Z.waitingRoom, me)).toEqual([...wr, 'HP/001T-010', VANILLA_REBIRTH].sort());
    expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-004'].sort());
  });

  test('11.7.2 one below (2 members + 2 retired = 4): nothing is looked at, the deck keeps its top cards', () => {
    const { s, me } = setup(2);
    const before = inZone(s, Z.deck, me).slice(1, 3).map((id) => s.cards[id]!.cardId);
    const x = spark(s, me, CARD);
    expect(decision(x)!.kind).toBe('r4u.main');
    expect(inZone(x, Z.deck, me).slice(0, 2).map((id) => x.cards[id]!.cardId)).toEqual(before);
    expect(cardIds(x, Z.waitingRoom, me)).not.toContain(VANILLA_REBIRTH);
    expect(cardIds(x, Z.members, me)).toEqual(['HP/001T-003', 'HP/001T-004'].sort());
  });
});

describe('GU/001B-018 【スパーク】：あなたのメンバーに【のびしろ】がいるなら、あなたは自分のデッキの上から３枚見て、その中から【のびしろ】を望む枚数公開して手札に加え、残りを控え室に置く。', () => {
  const CARD = 'GU/001B-018';
  const TOP = ['HP/001T-010', 'HP/001T-004', 'KJ/001T-004']; // のびしろ, ブロッカー, のびしろ
  const setup = (member: string) => scene({ me: { members: [member], hand: [], deckTop: [CARD, ...TOP, 'HP/001T-014'] } });

  test('5.10.1.1: the 3 cards are known to you only while you choose; only the 【のびしろ】 cards are offered (any number: 0..2); the chosen ones are shown to all and go to your hand, the rest to the waiting room', () => {
    const { s, me, op } = setup('HP/001T-003');
    let x = spark(s, me, CARD);
    const d = decision(x)!;
    expect([d.kind, d.player, d.min, d.max]).toEqual(['chooseCards', me, 0, 2]);
    expect(offered(x).map((id) => x.cards[id]!.cardId).sort()).toEqual(['HP/001T-010', 'KJ/001T-004']);
    expect(seenInDeck(x, me, me)).toEqual([...TOP].sort());
    expect(seenInDeck(x, op, me)).toEqual([]);
    const wr = cardIds(x, Z.waitingRoom, me);
    const hand = cardIds(x, Z.hand, me);
    x = settle(pick(x, ...offered(x)));
    expect(cardIds(x, Z.hand, me)).toEqual([...hand, 'HP/001T-010', 'KJ/001T-004'].sort());
    expect(cardIds(x, Z.waitingRoom, me)).toEqual([...wr, 'HP/001T-004'].sort());
    expect(x.cards[inZone(x, Z.deck, me)[0]!]!.cardId).toBe('HP/001T-014');
  });

  test('the condition one below: with no 【のびしろ】 member (a 【ブロッカー】 one), nothing is looked at', () => {
    const { s, me } = setup('HP/001T-004');
    const x = spark(s, me, CARD);
    expect(decision(x)!.kind).toBe('r4u.main');
    expect(inZone(x, Z.deck, me).slice(0, 3).map((id) => x.cards[id]!.cardId)).toEqual(TOP);
  });
});
