/**
 * Card cases: Effect clauses of grammar/effects/dice.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, names, scene, zoneCards } from '../../engine-helpers.js';
import { choose, evolve, handCount, health, pick, play } from '../../drivers.js';
import { type Covers, forceDice, named } from '../case-helpers.js';

export function registerDiceCases(covers: Covers): void {
  covers(['SP01-048'], 'SP01-048 日の出の女神・ミトラ: Fanfare each player rolls a die (turn player first): 1–3 → that player draws 2; 4–6 → that player discards 2 at random (SVE 5.20.1, 5.19); [進化][コスト1]', () => {
    const run = (dice: number[]) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SP01-048'], pp: 6 });
      forceDice(s0, dice);
      const h0 = handCount(s0, 0) - 1; // the played card leaves the hand
      const h1 = handCount(s0, 1);
      const s = play(s0, ids.hand![0]!);
      return [handCount(s, 0) - h0, handCount(s, 1) - h1, names(s, 'cemetery', 0).length, names(s, 'cemetery', 1).length];
    };
    expect(run([3, 4])).toEqual([2, -2, 0, 2]);
    expect(run([1, 6])).toEqual([2, -2, 0, 2]);
    expect(run([2, 3])).toEqual([2, 2, 0, 0]);
    // the turn player rolls 4: discards 2 at random first (the opponent's roll then comes after that PRNG use)
    const [me, opp, cm] = run([4]);
    expect([me, cm]).toEqual([-2, 2]);
    expect([2, -2]).toContain(opp);
  });

  covers(['BP12-113'], 'BP12-113 ロマントレジャーハンター (evolved): 【進化時】 discard 1: roll a die; 4 to 6 → draw 3 (SVE 5.20.1)', () => {
    const run = (die: number, pay: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP12-112'], evolve: ['BP12-113'], hand: ['SD02-019'], pp: 1 });
      forceDice(s0, [die]);
      const hand0 = handCount(s0, 0);
      let s = evolve(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
      s = choose(s, pay ? 'pay' : 'skip');
      if (pay && s.decision?.kind === 'chooseCards') s = pick(s, ids.hand![0]!);
      return [handCount(s, 0) - hand0, names(s, 'cemetery', 0).length];
    };
    expect(run(3, true)).toEqual([-1, 1]);
    expect(run(4, true)).toEqual([2, 1]);
    expect(run(6, true)).toEqual([2, 1]);
    expect(run(6, false)).toEqual([0, 0]); // no cost, no roll
  });

  covers(['SP01-049'], 'SP01-049 日の出の女神・ミトラ (evolved): 【進化時】 name 1–6 and roll; the named number → leader +5, search a card to the EX area, PP to max (SVE 5.20.1, 5.15.1.1)', () => {
    const run = (named: number, die: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SP01-048'], evolve: ['SP01-049'], pp: 5 });
      forceDice(s0, [die]);
      let s = evolve(s0, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', options: ['1', '2', '3', '4', '5', '6'] });
      s = choose(s, String(named));
      if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
      return [health(s, 0), zoneCards(s, 'exArea', 0).length, counters(s, 0).pp, counters(s, 0).maxPp];
    };
    expect(run(3, 3)).toEqual([25, 1, 5, 5]);
    expect(run(3, 4)).toEqual([20, 0, 4, 5]);
    expect(run(3, 2)).toEqual([20, 0, 4, 5]);
    expect(run(6, 6)).toEqual([25, 1, 5, 5]);
  });
}
