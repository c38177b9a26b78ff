/**
 * Card cases: Effect clauses of grammar/effects/draw.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, names, scene } from '../../engine-helpers.js';
import { handCount, health, pick, play } from '../../drivers.js';
import { canPlay, type Covers, playIt, sc, settleChoices, settleInOrder } from '../case-helpers.js';

export function registerDrawCases(covers: Covers): void {
  covers(['ECP02-019'], 'ECP02-019 〔想いプレゼント〕佐久間まゆ: Fanfare each player draws 1', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['ECP02-019'] });
    const [h0, h1] = [handCount(s0, 0), handCount(s0, 1)];
    const s = settleInOrder(playIt(s0, ids.hand![0]!));
    expect([handCount(s, 0) - h0, handCount(s, 1) - h1]).toEqual([0, 1]);
  });

  covers(['BP06-112'], '堕天 (「それのリーダーは[体力]+2する。それのプレイヤーは1枚引く」): banishes a chosen follower of either field; its master\'s leader [体力]+2 and that player draws 1 (an enemy follower: the opponent; your own: you); cost 3 (refused at 2 PP); 【クイック】', () => {
    for (const mine of [false, true]) {
      const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['BP06-112'], field: ['SD04-003'], oppField: ['SD04-017'], pp: 3 });
      const lo = structuredClone(s0);
      lo.players[0]!.counters.pp = 2;
      expect(canPlay(lo, ids.hand![0]!)).toBe(false);
      const [h0, h1, c0, c1] = [health(s0, 0), health(s0, 1), handCount(s0, 0), handCount(s0, 1)];
      let s = play(s0, ids.hand![0]!);
      s = settleChoices(pick(s, mine ? ids.field![0]! : ids.oppField![0]!));
      expect([mine, names(s, 'banished', mine ? 0 : 1), health(s, 0) - h0, health(s, 1) - h1, handCount(s, 0) - c0, handCount(s, 1) - c1]).toEqual([mine, [mine ? 'SD04-003' : 'SD04-017'], mine ? 2 : 0, mine ? 0 : 2, mine ? 0 : -1, mine ? 0 : 1]);
    }
  });
}
