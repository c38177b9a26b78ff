/**
 * Card cases: Effect clauses of grammar/effects/turns.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { must, names, nextTurn, scene } from '../../engine-helpers.js';
import { done, fillCemetery, pick } from '../../drivers.js';
import { type Covers, plays } from '../case-helpers.js';

export function registerTurnsCases(covers: Covers): void {
  covers(['BP01-057', 'EBD02-007', 'BP01-P11', 'PR-029', 'PR-301'], '次元の超越 (SVE 10.4.7.2, 5.28.1): banish 10 spells of your cemetery as you play it and its cost becomes 7 (12 otherwise); 9 spells or 6 PP: no option; after this turn you take an extra turn', () => {
    for (const id of ['BP01-057', 'EBD02-007', 'BP01-P11', 'PR-029', 'PR-301']) {
      const run = (spells: number, pp: number) => {
        const { s, ids } = scene({ me: 'SD03', hand: [id], pp });
        fillCemetery(s, 0, spells, 'SD03-005');
        fillCemetery(s, 0, 2, 'SD03-003'); // followers: never banished by the option
        return { s, card: ids.hand![0]! };
      };
      // 10 spells and 7 PP: only the option (12 PP needed otherwise)
      const a = run(11, 7);
      expect(plays(a.s, a.card).map((x) => x.option === true)).toEqual([true]);
      let s = must(a.s, { type: 'play', player: 0, card: a.card, option: true }).state;
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 10, max: 10 });
      expect(s.decision!.candidates).toHaveLength(11); // the 11 spells, not the followers
      const [left, ...chosen] = s.decision!.candidates!;
      for (const c of chosen) s = pick(s, c);
      if (s.decision?.kind === 'chooseCards') s = done(s);
      expect([s.players[0]!.counters.pp, names(s, 'banished', 0).length, names(s, 'cemetery', 0).filter((x) => x === 'SD03-005').length, s.cards[left!]!.zone]).toEqual([0, 10, 1, '0:cemetery']); // the one not chosen stays
      const turn = s.turn.number;
      s = nextTurn(s);
      expect([s.turn.number, s.turn.active]).toEqual([turn + 1, 0]); // 5.28.1: the extra turn is yours
      // boundaries: 9 spells → no option (and 7 PP cannot pay 12); 10 spells but 6 PP → nothing
      expect(plays(run(9, 7).s, run(9, 7).card)).toEqual([]);
      const b = run(10, 6);
      expect(plays(b.s, b.card)).toEqual([]);
      // 12 PP: both ways; without the option nothing is banished and 12 PP is paid
      const c = run(10, 12);
      expect(plays(c.s, c.card).map((x) => x.option === true)).toEqual([false, true]);
      const t = must(c.s, { type: 'play', player: 0, card: c.card }).state;
      expect([t.players[0]!.counters.pp, names(t, 'banished', 0).length]).toEqual([0, 0]);
    }
  });
}
