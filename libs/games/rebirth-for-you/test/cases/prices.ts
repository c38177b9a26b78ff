/**
 * Engine-played cases: 「(A)することで、(B)。(C)」 — a price A (9.5.2.2, r4u.payToDo) and the sentences after B, which
 * the text does not say it pays for. Option r4uPriceScope (options.ts, docs/games/rebirth-for-you.md): 'ability'
 * (default) = C only when A was paid; 'sentence' = C whatever was paid (r4u.pricePaid). Each case plays both readings.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { VANILLA_REBIRTH } from '../engine-helpers.js';
import { attack, cardIds, choose, copies, covers, decision, entryCard, inZone, offered, pick, printed, scene, settle, spark, stat, toNextTurn } from './case-helpers.js';

/** Stops at the block question of the attacked player (asked every time in scenes): the attack is still going on. */
const toBlock = (x: GameState): GameState => settle(x, (y) => (y.decision?.kind === 'r4u.block' ? y : null), 'r4u.block');

covers(['HG/001T-001'], 'HG/001T-001 【自】【エントリー】【Reコンボ】【ターン１】 attack: with 5 retired, may put 1 of your members (every one offered) into the waiting room for +2/±0 this turn; 「このターン終了時、このキャラを控え室に置く」: paid → to the waiting room at the turn\'s end (both readings); skipped → stays (r4uPriceScope ability) / goes anyway (sentence); 4 retired: nothing asked, stays', () => {
  const card = 'HG/001T-001';
  const setup = (retire: number, reading: 'ability' | 'sentence' = 'ability') => scene({ me: { entry: card, members: ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'], retire: copies(retire), rebirth: [VANILLA_REBIRTH] }, options: { r4uPriceScope: reading } });
  for (const reading of ['ability', 'sentence'] as const) {
    const at = setup(5, reading);
    const self = at.id('me', card);
    const p = printed(at.s, card);
    let x = attack(at.s, at.id('me', 'HP/001T-003'));
    expect(decision(x)!.options).toEqual(['pay', 'skip']);
    x = choose(x, 'pay');
    expect(offered(x)).toEqual([at.id('me', 'HP/001T-003'), at.id('me', 'HP/001T-004'), at.id('me', 'HP/001T-010')].sort());
    x = toBlock(pick(x, at.id('me', 'HP/001T-010')));
    expect(cardIds(x, Z.waitingRoom, at.me)).toEqual(['HP/001T-010']);
    expect(stat(x, self)).toEqual([p[0] + 2, p[1]]);
    x = toNextTurn(settle(x));
    expect(cardIds(x, Z.waitingRoom, at.me)).toContain(card);
    // skipped
    let y = toBlock(choose(attack(at.s, at.id('me', 'HP/001T-003')), 'skip'));
    expect(stat(y, self)).toEqual(p);
    y = toNextTurn(settle(y));
    if (reading === 'ability') expect(cardIds(y, Z.entry, at.me)).toEqual([card]);
    else expect(cardIds(y, Z.waitingRoom, at.me)).toContain(card);
  }
  const below = setup(4, 'sentence');
  let x = toBlock(attack(below.s, below.id('me', 'HP/001T-003')));
  expect(decision(x)!.kind).toBe('r4u.block');
  x = toNextTurn(settle(x));
  expect(cardIds(x, Z.entry, below.me)).toEqual([card]);
});

covers(['TS/001T-008'], 'TS/001T-008 【自】【メンバー】 support: paying エネ② (pay / skip asked), the supported Entry +1/±0 for the attack, +2 more when it is a 《リムル》 (+3); another Entry: +1; skipped: nothing (r4uPriceScope ability) / +2 for a 《リムル》 anyway (sentence); 1 energy: not asked', () => {
  const card = 'TS/001T-008';
  const setup = (entry: string, energy: number, reading: 'ability' | 'sentence' = 'ability') => scene({ me: { entry, members: [card, 'HP/001T-003'], energy }, options: { r4uPriceScope: reading } });
  for (const reading of ['ability', 'sentence'] as const) {
    const rimuru = setup('TS/001T-001', 2, reading);
    const p = printed(rimuru.s, 'TS/001T-001');
    let x = attack(rimuru.s, rimuru.id('me', card));
    expect(decision(x)!.options).toEqual(['pay', 'skip']);
    x = toBlock(choose(x, 'pay'));
    expect(stat(x, entryCard(x, rimuru.me))).toEqual([p[0] + 3, p[1]]);
    x = toBlock(choose(attack(rimuru.s, rimuru.id('me', card)), 'skip'));
    expect(stat(x, entryCard(x, rimuru.me))).toEqual(reading === 'ability' ? p : [p[0] + 2, p[1]]);
    const other = setup('HP/001T-014', 2, reading);
    const q = printed(other.s, 'HP/001T-014');
    x = toBlock(choose(attack(other.s, other.id('me', card)), 'pay'));
    expect(stat(x, entryCard(x, other.me))).toEqual([q[0] + 1, q[1]]);
    x = toBlock(choose(attack(other.s, other.id('me', card)), 'skip'));
    expect(stat(x, entryCard(x, other.me))).toEqual(q);
  }
  const short = setup('TS/001T-001', 1);
  const x = toBlock(attack(short.s, short.id('me', card)));
  expect(decision(x)!.kind).toBe('r4u.block');
  expect(stat(x, entryCard(x, short.me))).toEqual(printed(x, 'TS/001T-001'));
});

covers(['TH/001T-012'], 'TH/001T-012 【スパーク】：あなたは自分の手札をすべて控え室に置くことで、２枚引く。 — 2 hand cards: pay / skip asked; paid: both to the waiting room, then draw 2; skipped: the hand kept, no draw; an empty hand (reading: putting nothing is not doing the price, 9.5.2.2): not asked, no draw', () => {
  const card = 'TH/001T-012';
  const setup = (hand: string[]) => scene({ me: { hand, deckTop: [card, 'HP/001T-014', 'HP/001T-010'] } });
  const at = setup(['HP/001T-003', 'HP/001T-004']);
  let x = spark(at.s, at.me, card);
  expect(decision(x)!.options).toEqual(['pay', 'skip']);
  x = settle(choose(x, 'pay'));
  expect(cardIds(x, Z.waitingRoom, at.me)).toEqual(expect.arrayContaining(['HP/001T-003', 'HP/001T-004']));
  expect(cardIds(x, Z.hand, at.me)).toEqual(['HP/001T-010', 'HP/001T-014']);
  const skipped = settle(choose(spark(at.s, at.me, card), 'skip'));
  expect(cardIds(skipped, Z.hand, at.me)).toEqual(['HP/001T-003', 'HP/001T-004']);
  const empty = setup([]);
  x = spark(empty.s, empty.me, card);
  expect(decision(x)?.kind).not.toBe('chooseOption');
  expect(inZone(settle(x), Z.hand, empty.me)).toEqual([]);
});
