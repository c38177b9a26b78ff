/**
 * Card cases: 「(自分の…を選ぶ。)それをデッキに戻し、シャッフルする」 — the chosen cards of yours go into your deck and your deck
 * is shuffled (SVE 5.9; grammar/effects/move.ts).
 * Registered from card-cases.ts; each expectation is read from the printed text: printed numbers, the cost condition at
 * and one below its threshold, the cost one short refused, the offered choices.
 */
import { counters, must, names, stats, zoneCards } from '../engine-helpers.js';
import { choose, pick } from '../drivers.js';
import { canPlay, type Covers, onlyHand, sc, settleChoices, sorted } from './case-helpers.js';

export function registerReturnToDeckCases(covers: Covers): void {
  for (const id of ['BP03-030', 'BP03-031']) {
    covers([id], `${id} (spell, cost 1): 1 less with a プリンセス follower on your field (0 PP: playable with one, not without); choose 1 — 【1】 a follower of yours +1 attack (offered: your followers, not the enemy's), and you may put a 童話 counter on it; 【2】 up to 3 [ロイヤル] followers of your cemetery into your deck (offered: the [ロイヤル] followers; not a neutral follower, not a [ロイヤル] spell), shuffle, draw 1`, () => {
      const mk = (princess: boolean, pp: number) => {
        const r = sc({ me: 'SD02', hand: [id], field: princess ? ['SD04-005', 'SD02-002'] : ['SD02-002'], cemetery: ['SD02-003', 'SD02-005', 'SD02-009', 'SD02-006', 'SD02-019', 'SD02-014'], oppField: ['SD02-007'], pp });
        onlyHand(r.s, r.ids.hand!);
        return r;
      };
      expect(canPlay(mk(false, 0).s, mk(false, 0).ids.hand![0]!)).toBe(false);
      const one = mk(true, 0);
      let s = must(one.s, { type: 'play', player: 0, card: one.ids.hand![0]! }).state;
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, rule: 'SVE 5.18' });
      expect(s.decision!.options).toHaveLength(2);
      s = choose(s, s.decision!.options![0]!);
      expect(sorted(s.decision!.candidates)).toEqual(sorted(one.ids.field!));
      s = pick(s, one.ids.field![1]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = settleChoices(choose(s, s.decision!.options!.includes('yes') ? 'yes' : s.decision!.options!.includes(true) ? true : s.decision!.options![0]!));
      expect([stats(s, one.ids.field![1]!), s.cards[one.ids.field![1]!]!.counters['童話'], counters(s, 0).pp]).toEqual([[4, 3], 1, 0]); // ヴァンガード・レイサム 3/3 → 4/3
      const two = mk(false, 1);
      const deck = zoneCards(two.s, 'deck', 0).length;
      let t = must(two.s, { type: 'play', player: 0, card: two.ids.hand![0]! }).state;
      t = choose(t, t.decision!.options![1]!);
      expect(t.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 3 });
      expect(sorted(t.decision!.candidates)).toEqual(sorted(two.ids.cemetery!.slice(0, 4)));
      for (const c of two.ids.cemetery!.slice(0, 3)) t = pick(t, c);
      t = settleChoices(t);
      if (t.decision?.kind === 'chooseCards') t = settleChoices(must(t, { type: 'done', player: 0 }).state);
      expect([sorted(names(t, 'cemetery', 0)), zoneCards(t, 'deck', 0).length, zoneCards(t, 'hand', 0).length, counters(t, 0).pp]).toEqual([sorted(['SD02-006', 'SD02-019', 'SD02-014', id]), deck + 3 - 1, 1, 0]);
    });
  }
}
