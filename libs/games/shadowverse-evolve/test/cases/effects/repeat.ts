/**
 * Card cases: Effect clauses of grammar/effects/repeat.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { legalActions } from '../../../../../engine/src/index.js';
import { names, nextTurn, scene } from '../../engine-helpers.js';
import { health } from '../../drivers.js';
import { type Covers, forceDice } from '../case-helpers.js';

export function registerRepeatCases(covers: Covers): void {
  covers(['BP10-020'], 'BP10-020 《暴走》する戦車・オルオーン: cannot attack the opponent; at your end phase, twice: roll a die — 1 or 2 destroy every enemy follower, 3 or 4 7 damage to the enemy leader, 5 or 6 7 damage to your leader (SVE 5.20.1)', () => {
    const run = (dice: number[]) => {
      const { s: s0 } = scene({ me: 'SD02', field: ['BP10-020'], oppField: ['SD02-019', 'SD02-002'] });
      forceDice(s0, dice);
      const s = nextTurn(s0);
      return { me: health(s, 0), opp: health(s, 1), oppField: names(s, 'field', 1).length, oppCemetery: names(s, 'cemetery', 1).length };
    };
    expect(run([1, 3])).toEqual({ me: 20, opp: 13, oppField: 0, oppCemetery: 2 });
    expect(run([2, 4])).toEqual({ me: 20, opp: 13, oppField: 0, oppCemetery: 2 });
    expect(run([3, 4])).toEqual({ me: 20, opp: 6, oppField: 2, oppCemetery: 0 });
    expect(run([5, 6])).toEqual({ me: 6, opp: 20, oppField: 2, oppCemetery: 0 });
    expect(run([4, 5])).toEqual({ me: 13, opp: 13, oppField: 2, oppCemetery: 0 });
    // it cannot attack the leader (no target at all, 8.4.3.2.1)
    const { s: t, ids } = scene({ me: 'SD02', field: ['BP10-020'] });
    expect(legalActions(t).filter((x) => x.type === 'attack' && x.attacker === ids.field![0]!)).toEqual([]);
  });
}
