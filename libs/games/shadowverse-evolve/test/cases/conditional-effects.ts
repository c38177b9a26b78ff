/**
 * Card cases: effects gated by a printed condition — how the card came onto the field (「これが手札以外から場に
 * 出ていたなら」), a count at its threshold and one below (「…が5体なら」, 「…の種類数が5種類以上なら」), or a board
 * state that grants a keyword while it holds (「…がいる限り」). Each card is played from hand (or put onto the field
 * by an ability from the cemetery, for the other origin) and its condition is checked on both sides.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { kw, names, stats, zoneCards } from '../engine-helpers.js';
import { attack, health, pick, play } from '../drivers.js';
import { canPlay, type Covers, onField, putOntoField, sc, setHealth, settle, settleChoices, sorted, withPp } from './case-helpers.js';

export function registerConditionalEffectsCases(covers: Covers): void {
  covers(['BP13-103'], 'BP13-103 聖地の守護獣: 0/5 cost 2 【守護】; Fanfare +2 attack only when it came onto the field other than from hand (from the cemetery by an ability: 2/5; played: 0/5); 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP13-103'], cemetery: ['BP13-103'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const played = settleChoices(play(s0, ids.hand![0]!));
    const p = onField(played, 0, 'BP13-103')[0]!;
    expect([stats(played, p), kw(played, p, 'sve.ward')]).toEqual([[0, 5], true]);
    const put = settleChoices(putOntoField(structuredClone(s0), ids.cemetery![0]!));
    expect(stats(put, onField(put, 0, 'BP13-103')[0]!)).toEqual([2, 5]);
  });

  covers(['BP17-022'], 'BP17-022 月光の執行者・リオード: 1/2 cost 1 【威圧】; Fanfare a chosen enemy follower (enemy followers offered, none of yours) takes 1 damage, or 3 when it came onto the field other than from hand; 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP17-022'], cemetery: ['BP17-022'], field: ['SD02-002'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    for (const fromCemetery of [false, true]) {
      let s = fromCemetery ? putOntoField(structuredClone(s0), ids.cemetery![0]!) : play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = onField(s, 0, 'BP17-022')[0]!;
      expect([stats(s, ids.oppField![0]!), stats(s, me), kw(s, me, 'sve.intimidate')]).toEqual([[3, fromCemetery ? 1 : 3], [1, 2], true]);
    }
  });

  covers(['BP15-023'], 'BP15-023 アストロウィング・ララミア: 2/2 cost 2 【疾走】; when it attacks with exactly 5 followers on your field (itself included), 2 damage to every enemy follower (4 followers: none); 1 PP: refused', () => {
    for (const others of [4, 3]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP15-023'], field: ['SD02-002', 'SD02-002', 'SD02-003', 'SD02-003'].slice(0, others), oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 2 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP15-023')[0]!;
      s = settle(attack(s, me, s.zones['1:leader']!.cards[0]!)); // 【疾走】: at once
      expect([zoneCards(s, 'field', 0).length, stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), health(s, 1)]).toEqual(others === 4 ? [5, [3, 2], [3, 1], 18] : [4, [3, 4], [3, 3], 18]);
    }
  });

  covers(['BP09-011'], 'BP09-011 万象の加護: cost 1 [クイック]; draw 1, and with 5+ different [エルフ] spell names in your cemetery your leader +2 (4 names in 5 cards: no heal); 0 PP: refused', () => {
    for (const five of [true, false]) {
      const cem = five ? ['SD01-016', 'BP01-007', 'BP01-008', 'BP01-015', 'BP01-023'] : ['SD01-016', 'SD01-016', 'BP01-007', 'BP01-008', 'BP01-015'];
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP09-011'], cemetery: cem, pp: 1 });
      setHealth(s0, 0, 15);
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const h = zoneCards(s0, 'hand', 0).length;
      const s = settle(play(s0, ids.hand![0]!));
      expect([zoneCards(s, 'hand', 0).length, health(s, 0), names(s, 'cemetery', 0).includes('BP09-011')]).toEqual([h, five ? 17 : 15, true]); // −1 played, +1 drawn
    }
  });

  covers(['BP06-016'], 'BP06-016 ブリッツエルフ: 4/4 cost 5, costing X less, X = 『フェアリー』 on your field (2: cost 3 — 2 PP refused, 3 allowed; none: cost 5 — 4 PP refused); 【突進】【指定攻撃】', () => {
    for (const fairies of [2, 0]) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP06-016'], tokens: Array.from({ length: fairies }, () => ['SD01-T01', 'field', 0] as [string, string, number]), pp: 5 });
      const cost = 5 - fairies;
      expect([canPlay(withPp(s0, cost - 1), ids.hand![0]!), canPlay(withPp(s0, cost), ids.hand![0]!)]).toEqual([false, true]);
      const s = settleChoices(play(withPp(s0, cost), ids.hand![0]!));
      const me = onField(s, 0, 'BP06-016')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), s.players[0]!.counters.pp]).toEqual([[4, 4], true, true, 0]);
    }
  });

  covers(['BP07-080'], 'BP07-080 メカニカルゾンビ: 2/5 cost 4 【指定攻撃】【必殺】; 【突進】 while another 機械 follower is on your field (a non-machine one: no 【突進】); 3 PP: refused', () => {
    for (const machine of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP07-080'], field: [machine ? 'BP12-072' : 'SD05-003'], pp: 4 });
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP07-080')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), kw(s, me, 'sve.bane')]).toEqual([[2, 5], machine, true, true]);
    }
  });
}
