/**
 * Engine-played cases: effects on an attack (R4U 8.2.4) — 「このターンこのキャラの次のアタック中、相手は【ブロッカー】を
 * 使えない」 (11.6) and 「このターン中、このキャラへの次のアタックはパートナーアタックにならない」 (5.23.2–5.23.3), marks the next
 * attack takes and uses up (keyword r4u.nextAttack, turn/attack.ts); 【永】「各ターン相手の1回目のアタックはパートナー
 * アタックにならない」 (keyword r4u.opponentsNoPartnerAttack). Whether the attack in progress is a partner attack is read
 * where the engine reads it (state.ts isPartnerAttack: the damage step 8.4.3.2, 「パートナーアタックされている」).
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { isPartnerAttack } from '../../src/state.js';
import { attack, cardIds, copies, covers, decision, entryCard, legal, printed, scene, settle, spark, stat } from './case-helpers.js';

const BLOCKER = 'DJ/003T-009'; // 【ブロッカー】 (any attacked character)
const blocks = (x: GameState): string[] => legal(x).filter((a) => a.type === 'block').map((a) => a.card as string);
/** Stops at the block question of the attacked player (asked every time in scenes): the attack is still going on. */
const toBlock = (x: GameState): GameState => settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');
const MEMBERS = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'];

covers(['BA/001T-007', 'IMC/001T-011'], 'BA/001T-007 / IMC/001T-011 【スパーク】：このターンこのキャラの次のアタック中、相手は【ブロッカー】を使えない。 — its next attack: the opponent\'s Blocker not offered; the attack after it: offered; the same card put there without its Spark: offered', () => {
  for (const card of ['BA/001T-007', 'IMC/001T-011']) {
    const sc = scene({ me: { members: MEMBERS, deckTop: [card] }, op: { hand: [BLOCKER] } });
    let x = settle(spark(sc.s, sc.me, card));
    expect(cardIds(x, Z.entry, sc.me)).toEqual([card]);
    x = toBlock(attack(x, sc.id('me', 'HP/001T-003')));
    expect(decision(x)!.kind).toBe('r4u.block');
    expect(blocks(x)).toEqual([]);
    x = toBlock(attack(settle(x), sc.id('me', 'HP/001T-004')));
    expect(blocks(x)).toEqual([sc.id('op', BLOCKER)]);
    const plain = scene({ me: { entry: card, members: MEMBERS }, op: { hand: [BLOCKER] } });
    x = toBlock(attack(plain.s, plain.id('me', 'HP/001T-003')));
    expect(blocks(x)).toEqual([plain.id('op', BLOCKER)]);
  }
});

covers(['HP/001T-007', 'KS/001T-011', 'LR/001T-006'], 'HP/001T-007 / KS/001T-011 / LR/001T-006 【スパーク】：このターン中、このキャラへの次のアタックはパートナーアタックにならない。 — sparked (the opponent\'s Entry process in your turn): your partner attack on it is not a partner attack (it takes the damage and stays, 8.4.3.2 not applied); without the Spark: a partner attack (it retires, 10.3.7); the mark is used up by the next attack on it, partner or not', () => {
  for (const card of ['HP/001T-007', 'KS/001T-011', 'LR/001T-006']) {
    const sc = scene({ me: { entry: 'HP/001T-006', members: MEMBERS, partners: 'standing' }, op: { deckTop: [card] } }); // ATK 2 against DEF 7
    const sparked = settle(spark(sc.s, sc.op, card));
    const target = entryCard(sparked, sc.op);
    expect(sparked.cards[target]!.cardId).toBe(card);
    let x = toBlock(attack(sparked, sc.id('me', 'HP/001T-003'), { partner: true }));
    expect(isPartnerAttack(x)).toBe(false);
    x = settle(x);
    expect(cardIds(x, Z.entry, sc.op)).toEqual([card]); // 2 damage, DEF 7: stays
    expect(cardIds(x, Z.retire, sc.op)).toEqual([]);
    // used up by that attack: a later partner attack on it is one (the partners stood again for the test)
    const again = JSON.parse(JSON.stringify(settle(spark(sc.s, sc.op, card)))) as GameState;
    x = settle(attack(again, sc.id('me', 'HP/001T-003')));
    for (const id of Object.keys(x.cards)) if (x.catalog[x.cards[id]!.cardId]!.type === 'partner' && x.cards[id]!.owner === sc.me) x.cards[id]!.tapped = false;
    x = toBlock(attack(x, sc.id('me', 'HP/001T-004'), { partner: true }));
    expect(isPartnerAttack(x)).toBe(true);
    const plain = scene({ me: { entry: 'HP/001T-006', members: MEMBERS, partners: 'standing' }, op: { entry: card } });
    x = toBlock(attack(plain.s, plain.id('me', 'HP/001T-003'), { partner: true }));
    expect(isPartnerAttack(x)).toBe(true);
    x = settle(x);
    expect(cardIds(x, Z.retire, plain.op)).toEqual([card]);
  }
});

covers(['U149/001T-022[IMC]'], 'U149/001T-022 【永】【エントリー】【本領発揮Lv５】：このキャラを±０/＋２し、各ターン相手の１回目のアタックはパートナーアタックにならない。 — members + retired 5: DEF +2, the opponent\'s first attack of the turn as a partner attack is not one (the card stays); their second is; 4 (one below): no DEF, the first partner attack retires it', () => {
  const card = 'U149/001T-022[IMC]';
  const setup = (retire: number) => scene({ me: { entry: 'HP/001T-006', members: MEMBERS, partners: 'standing' }, op: { entry: card, members: ['HP/001T-003', 'HP/001T-010'], retire: copies(retire) } });
  const at = setup(3);
  const p = printed(at.s, card);
  expect(stat(at.s, at.id('op', card))).toEqual([p[0], p[1] + 2]);
  let x = toBlock(attack(at.s, at.id('me', 'HP/001T-003'), { partner: true }));
  expect(isPartnerAttack(x)).toBe(false);
  x = settle(x);
  expect(cardIds(x, Z.entry, at.op)).toEqual([card]);
  for (const id of Object.keys(x.cards)) if (x.catalog[x.cards[id]!.cardId]!.type === 'partner' && x.cards[id]!.owner === at.me) x.cards[id]!.tapped = false;
  x = toBlock(attack(x, at.id('me', 'HP/001T-004'), { partner: true }));
  expect(isPartnerAttack(x)).toBe(true); // the second attack of the turn
  const below = setup(2);
  expect(stat(below.s, below.id('op', card))).toEqual(p);
  x = toBlock(attack(below.s, below.id('me', 'HP/001T-003'), { partner: true }));
  expect(isPartnerAttack(x)).toBe(true);
  x = settle(x);
  expect(cardIds(x, Z.retire, below.op)).toContain(card);
});
