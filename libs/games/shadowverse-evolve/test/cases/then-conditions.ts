/**
 * Card cases: 「…。その後、(条件)なら、…」 — "then" only orders the clause after the ones before (10.6.2.8.2); the condition is
 * read after the step before it happened (abilities/compiler.ts feed). Each condition is checked at its printed number and
 * one below, counting the card the step before moved.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, kw, leaderId, must, stats, zoneCards } from '../engine-helpers.js';
import { attack, fillCemetery } from '../drivers.js';
import { canPlay, type Covers, evolvable, evolveInto, onField, sc, settleChoices } from './case-helpers.js';

export function registerThenConditionsCases(covers: Covers): void {
  covers(['BP08-030'], 'BP08-030 簒奪の狂信者 (cost 2, 3/2, 【突進】): Fanfare — the top card of the enemy deck into their cemetery; then with 10 cards in the enemy cemetery the top card of your deck into your EX area (9 before the mill: yes; 8: no); 1 PP: not playable', () => {
    const mk = (before: number, pp = 2) => {
      const r = sc({ me: 'SD02', hand: ['BP08-030'], pp });
      fillCemetery(r.s, 1, before, 'SD02-019');
      return r;
    };
    expect(canPlay(mk(9, 1).s, mk(9, 1).ids.hand![0]!)).toBe(false);
    for (const [before, ex] of [[9, 1], [8, 0]] as const) {
      const { s: s0, ids } = mk(before);
      const s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, 'BP08-030')[0]!;
      expect([zoneCards(s, 'cemetery', 1).length, zoneCards(s, 'exArea', 0).length, stats(s, me), kw(s, me, 'sve.rush'), counters(s, 0).pp]).toEqual([before + 1, ex, [3, 2], true, 0]);
    }
  });

  covers(['BP05-021'], 'BP05-021 簒奪の使徒 (cost 4, 3/4): Fanfare — the top 2 cards of the enemy deck into their cemetery; then with 10 cards in the enemy cemetery draw 1 (8 before: yes; 7: no); 3 PP: not playable', () => {
    const mk = (before: number, pp = 4) => {
      const r = sc({ me: 'SD02', hand: ['BP05-021'], pp });
      fillCemetery(r.s, 1, before, 'SD02-019');
      return r;
    };
    expect(canPlay(mk(8, 3).s, mk(8, 3).ids.hand![0]!)).toBe(false);
    for (const [before, drawn] of [[8, 1], [7, 0]] as const) {
      const { s: s0, ids } = mk(before);
      const hand = zoneCards(s0, 'hand', 0).length;
      const s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      expect([zoneCards(s, 'cemetery', 1).length, zoneCards(s, 'hand', 0).length - (hand - 1), stats(s, onField(s, 0, 'BP05-021')[0]!), counters(s, 0).pp]).toEqual([before + 2, drawn, [3, 4], 0]);
    }
  });

  covers(['BP05-025'], 'BP05-025 簒奪の信者 (cost 3, 3/2, 【疾走】): 【攻撃時】 the top card of the enemy deck into their cemetery; then with 10 cards in the enemy cemetery it gets +2 attack (9 before: 5 attack; 8: 3); 2 PP: not playable', () => {
    const mk = (before: number, pp = 3) => {
      const r = sc({ me: 'SD02', hand: ['BP05-025'], pp });
      fillCemetery(r.s, 1, before, 'SD02-019');
      return r;
    };
    expect(canPlay(mk(9, 2).s, mk(9, 2).ids.hand![0]!)).toBe(false);
    for (const [before, atk] of [[9, 5], [8, 3]] as const) {
      const { s: s0, ids } = mk(before);
      let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, 'BP05-025')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm')]).toEqual([[3, 2], true]);
      s = settleChoices(attack(s, me, leaderId(s, 1)));
      for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) s = settleChoices(must(s, { type: 'pass', player: s.decision!.player }).state);
      expect([zoneCards(s, 'cemetery', 1).length, stats(s, me)[0], s.players[1]!.counters.health]).toEqual([before + 1, atk, 20 - atk]);
    }
  });

  covers(['BP06-012'], 'BP06-012 密林の守人 (cost 2, 3/2, 【守護】): Fanfare — the top card of your deck into your cemetery; then with 3 狩人 cards in your cemetery it gets +1 health (3 there before: 3/3; 2 before and a non-狩人 card milled: 3/2); 1 PP: not playable', () => {
    const mk = (hunters: number, pp = 2) => {
      const r = sc({ me: 'SD01', hand: ['BP06-012'], pp });
      fillCemetery(r.s, 0, hunters, 'BP06-012');
      return r;
    };
    expect(canPlay(mk(3, 1).s, mk(3, 1).ids.hand![0]!)).toBe(false);
    for (const [hunters, hp] of [[3, 3], [2, 2]] as const) {
      const { s: s0, ids } = mk(hunters);
      const top = s0.catalog[s0.cards[zoneCards(s0, 'deck', 0)[0]!]!.cardId] as unknown as { traits?: string[] };
      expect(top.traits ?? []).not.toContain('狩人'); // the milled card does not count
      const s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, 'BP06-012')[0]!;
      expect([zoneCards(s, 'cemetery', 0).length, stats(s, me), kw(s, me, 'sve.ward'), counters(s, 0).pp]).toEqual([hunters + 1, [3, hp], true, 0]);
    }
  });
  covers(['BP10-031'], 'BP10-031 オネストシーフ (cost 2, 2/2): Fanfare — the top 2 cards of the enemy deck into their cemetery; then with 10 cards in the enemy cemetery it evolves (8 before: becomes BP10-032 without paying; 7: stays, and its [進化][コスト2] is offered with 2 PP, not with 1); 1 PP: not playable', () => {
    const mk = (before: number, pp = 2) => {
      const r = sc({ me: 'SD02', hand: ['BP10-031'], evolve: ['BP10-032'], pp });
      fillCemetery(r.s, 1, before, 'SD02-019');
      return r;
    };
    expect(canPlay(mk(8, 1).s, mk(8, 1).ids.hand![0]!)).toBe(false);
    for (const [before, evolved] of [[8, true], [7, false]] as const) {
      const { s: s0, ids } = mk(before);
      const s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = ids.hand![0]!;
      const id = s.cards[me] ? me : zoneCards(s, 'field', 0)[0]!;
      expect([zoneCards(s, 'cemetery', 1).length, s.cards[id]!.cardId, counters(s, 0).pp]).toEqual([before + 2, evolved ? 'BP10-032' : 'BP10-031', 0]);
      if (evolved) continue;
      expect(stats(s, id)).toEqual([2, 2]);
      s.cards[id]!.flags.since = 0;
      const withPp = (pp: number) => { const t = structuredClone(s); t.players[0]!.counters.pp = pp; return t; };
      expect([evolvable(withPp(1), id), evolvable(withPp(2), id)]).toEqual([false, true]);
    }
  });

  covers(['BP07-094', 'BP07-095'], 'マシンファルコン (BP07-094, cost 2, 1/3, 【疾走】): 【攻撃時】 a 『リペアモード』 into your EX area; then with 3 『リペアモード』 there it gets +1 attack (2 there before: deals 2; 1: deals 1); [進化][コスト1] into BP07-095 (2/4, 【疾走】): 【進化時】 a 『リペアモード』, and the same 【攻撃時】 (1 there before evolving: 3 after the attack, deals 3; none: deals 2); 1 PP: not playable', () => {
    const mk = (repairs: number, pp = 2) => sc({ me: 'SD06', hand: ['BP07-094'], evolve: ['BP07-095'], pp, ...(repairs > 0 ? { tokens: Array.from({ length: repairs }, () => ['BP07-T02', 'exArea', 0] as [string, string, number]) } : {}) });
    expect(canPlay(mk(0, 1).s, mk(0, 1).ids.hand![0]!)).toBe(false);
    const hit = (s0: ReturnType<typeof mk>['s'], me: string) => {
      let s = settleChoices(attack(s0, me, leaderId(s0, 1)));
      for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) s = settleChoices(must(s, { type: 'pass', player: s.decision!.player }).state);
      return s;
    };
    for (const [repairs, dealt] of [[2, 2], [1, 1]] as const) {
      const { s: s0, ids } = mk(repairs);
      const s1 = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s1, 0, 'BP07-094')[0]!;
      expect([stats(s1, me), kw(s1, me, 'sve.storm')]).toEqual([[1, 3], true]);
      const s = hit(s1, me);
      expect([zoneCards(s, 'exArea', 0).length, 20 - s.players[1]!.counters.health!]).toEqual([repairs + 1, dealt]);
    }
    for (const [repairs, dealt] of [[1, 3], [0, 2]] as const) {
      const { s: s0, ids } = mk(repairs, 3);
      let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, 'BP07-094')[0]!;
      s.players[0]!.counters.pp = 1;
      s = settleChoices(evolveInto(s, me, 'BP07-095'));
      expect([s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.storm'), zoneCards(s, 'exArea', 0).length]).toEqual(['BP07-095', [2, 4], true, repairs + 1]);
      s = hit(s, me);
      expect([zoneCards(s, 'exArea', 0).length, 20 - s.players[1]!.counters.health!]).toEqual([repairs + 2, dealt]);
    }
  });
}
