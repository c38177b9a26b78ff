/**
 * Card cases: must-take picks of a look (SVE 5.11, no 「てよい」) — 「自分のデッキの上N枚を見る。その中から、1枚を手札に加える。
 * 1枚を墓場に置く。1枚をデッキの上に置く。1枚をデッキの下に置く」, 「その中から、1枚を(墓場に置く|デッキの上に置く)。残りを…」: each sentence takes its count of the looked cards still
 * there (grammar/effects/look.ts; ops.ts look). Registered from card-cases.ts; every expectation is read from the printed
 * text.
 */
import { legalActions } from '../../../../engine/src/index.js';
import { counters, kw, stats, zoneCards } from '../engine-helpers.js';
import { attack, pick, toDeckTop } from '../drivers.js';
import { canPlay, type Covers, fillZone, onField, onlyHand, playIt, sc, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

export function registerLookMustTakeCases(covers: Covers): void {
  covers(['BP04-041'], 'BP04-041 星読みの魔女・ステラ (3/3, cost 3): Fanfare look at the top 4: one into the hand, one into the cemetery, one back on top, one to the bottom — each must be taken (offered: the cards still looked at; not the 5th card; 0 picks refused, 2 refused); 【攻撃時】 look at the top 1, it may go to the cemetery; 2 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP04-041', 'SD03-005', 'SD03-012', 'SD03-015', 'SD03-019', 'SD03-020'], pp: 3 });
    const [a, b, c, d, fifth] = ids.hand!.slice(1);
    onlyHand(s0, [ids.hand![0]!]);
    toDeckTop(s0, [a!, b!, c!, d!, fifth!]);
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    expectOffered(s, [a!, b!, c!, d!], [fifth!]);
    expectUpTo(s, 1, { upTo: false });
    s = pick(s, a!); // → hand
    expectOffered(s, [b!, c!, d!], [a!, fifth!]);
    s = pick(s, b!); // → cemetery
    expectOffered(s, [c!, d!], [b!, fifth!]);
    s = pick(s, d!); // → back on top
    expectOffered(s, [c!], [d!, fifth!]);
    expect(legalActions(s).some((x) => x.type === 'done')).toBe(false);
    s = settleChoices(pick(s, c!)); // → bottom
    // a moved card is a new object (4.1.4): compared by catalog id
    const idOf = (x: string) => s.cards[x]!.cardId;
    const deck = zoneCards(s, 'deck', 0).map(idOf);
    const me = onField(s, 0, 'BP04-041')[0]!;
    expect([stats(s, me), zoneCards(s, 'hand', 0).map(idOf), zoneCards(s, 'cemetery', 0).map(idOf), deck[0], deck[1], deck[deck.length - 1], counters(s, 0).pp])
      .toEqual([[3, 3], ['SD03-005'], ['SD03-012'], 'SD03-019', 'SD03-020', 'SD03-015', 0]);
    // 【攻撃時】 the top card (d) may go to the cemetery
    const { s: t0, ids: t } = sc({ me: 'SD03', field: ['BP04-041'], hand: ['SD03-005'], oppField: ['SD04-003'], oppEngaged: [0], pp: 0 });
    t0.cards[t.field![0]!]!.flags.since = 0;
    toDeckTop(t0, t.hand!);
    const t1 = attack(t0, t.field![0]!, t.oppField![0]!);
    expectOffered(t1, t.hand!, [zoneCards(t1, 'deck', 0)[1]!]);
    expect(legalActions(t1).some((x) => x.type === 'done')).toBe(true); // 「てよい」: none may go
    const t2 = pick(t1, t.hand![0]!);
    expect(zoneCards(t2, 'cemetery', 0).map((x) => t2.cards[x]!.cardId)).toEqual(['SD03-005']);
  });

  covers(['BP13-040'], 'BP13-040 セレスティアルスフィア・ミリカ (1/1 【守護】, cost 1): Fanfare look at the top 5, one must go to the cemetery (offered: the 5; not the 6th card; 0 picks refused), the rest to the bottom in any order (the 6th card is then on top); 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP13-040', 'SD03-005', 'SD03-012', 'SD03-015', 'SD03-019', 'SD03-020', 'SD03-006'], pp: 1 });
    const looked = ids.hand!.slice(1, 6);
    const sixth = ids.hand![6]!;
    onlyHand(s0, [ids.hand![0]!]);
    toDeckTop(s0, [...looked, sixth]);
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    const s1 = playIt(s0, ids.hand![0]!);
    expectOffered(s1, looked, [sixth]);
    expectUpTo(s1, 1, { upTo: false });
    const s = settleInOrder(pick(s1, looked[2]!));
    const idOf = (x: string) => s.cards[x]!.cardId;
    const deck = zoneCards(s, 'deck', 0).map(idOf);
    const me = onField(s, 0, 'BP13-040')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.ward'), zoneCards(s, 'cemetery', 0).map(idOf), deck[0], deck.slice(-4).sort(), counters(s, 0).pp])
      .toEqual([[1, 1], true, ['SD03-015'], 'SD03-006', ['SD03-005', 'SD03-012', 'SD03-019', 'SD03-020'], 0]);
  });

  covers(['CP02-081'], 'CP02-081 早坂美玲 (4/3, cost 3): 【突進】 while 5 or more デレマス cards are in your cemetery (5: yes; 4: no); Fanfare look at the top 3, one must go back on top (offered: the 3; not the 4th card), the rest to the cemetery; 2 PP: refused', () => {
    const run = (dere: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP02-081', 'SD05-015', 'SD05-014', 'SD05-016', 'SD05-006'], pp: 3 });
      const looked = ids.hand!.slice(1, 4);
      const fourth = ids.hand![4]!;
      onlyHand(s0, [ids.hand![0]!]);
      toDeckTop(s0, [...looked, fourth]);
      fillZone(s0, 0, 'cemetery', Array.from({ length: dere }, () => 'CP02-081'));
      if (dere === 5) expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s1 = playIt(s0, ids.hand![0]!);
      expectOffered(s1, looked, [fourth]);
      expectUpTo(s1, 1, { upTo: false });
      const s = settleChoices(pick(s1, looked[1]!));
      const idOf = (x: string) => s.cards[x]!.cardId;
      const me = onField(s, 0, 'CP02-081')[0]!;
      return [stats(s, me), kw(s, me, 'sve.rush'), zoneCards(s, 'deck', 0).slice(0, 2).map(idOf), zoneCards(s, 'cemetery', 0).map(idOf).filter((x) => x !== 'CP02-081').sort(), counters(s, 0).pp];
    };
    expect(run(5)).toEqual([[4, 3], true, ['SD05-014', 'SD05-006'], ['SD05-015', 'SD05-016'], 0]);
    expect(run(4)).toEqual([[4, 3], false, ['SD05-014', 'SD05-006'], ['SD05-015', 'SD05-016'], 0]);
  });
}
