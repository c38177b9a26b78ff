/**
 * R4U 4.1.4: a card that moves is a new card 「特に指示がないかぎり」 (unless the instruction says otherwise). An ability
 * that names the cards it chose again after moving them — 「…を1枚選び、エントリーに置き、このターン中、そのキャラを
 * +2/±0」 — says otherwise: the chosen card is followed to its new zone (rules/follow.ts), so the buff lands on the card
 * just put onto the Entry (before this fix it named the old instance and changed nothing).
 */
import { Z } from '../src/constants.js';
import { activate, activations, decision, inZone, offered, pick, printed, scene, settle, stat } from './cases/case-helpers.js';

describe('STD/001B-071 【起】【メンバー】【ターン１】：［エネ①］あなたは自分の手札から【のびしろ】を１枚選び、エントリーに置き、このターン中、そのキャラを＋２/±０。 (4.1.4)', () => {
  const CARD = 'STD/001B-071';
  test('the 【のびしろ】 card chosen from hand (both 【のびしろ】 offered, the 【ブロッカー】 one not) goes onto the Entry and gets ATK +2 (DEF as printed) there (R4U 4.1.4: 「そのキャラ」 follows the card it put there)', () => {
    const { s, me, id } = scene({ me: { members: [CARD], hand: ['HP/001T-010', 'KJ/001T-004', 'HP/001T-004'], energy: 1 } });
    let x = activate(s, id('me', CARD));
    expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'KJ/001T-004')].sort());
    x = settle(pick(x, id('me', 'HP/001T-010')));
    const entry = inZone(x, Z.entry, me)[0]!;
    expect(x.cards[entry]!.cardId).toBe('HP/001T-010');
    const [atk, def] = printed(x, 'HP/001T-010');
    expect(stat(x, entry)).toEqual([atk + 2, def]);
    expect(decision(x)!.kind).toBe('r4u.main');
  });

  test('a cost one short (no energy) is refused: no activation is offered (5.14.1.1)', () => {
    const { s, id } = scene({ me: { members: [CARD], hand: ['HP/001T-010'], energy: 0 } });
    expect(activations(s, id('me', CARD))).toEqual([]);
  });
});
