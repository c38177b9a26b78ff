/**
 * Card cases: Effect clauses of grammar/effects/face.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, scene, zoneCards } from '../../engine-helpers.js';
import { cardIdOf, done, handCount, pick, play } from '../../drivers.js';
import type { Covers } from '../case-helpers.js';

export function registerFaceCases(covers: Covers): void {
  covers(['BP18-T01', 'BP18-P50'], 'Token spell 済度播種: draw 1; you may turn any number of the face-up evolve followers of your evolve deck face down (face-down ones are not offered; 0 is allowed); EP +1', () => {
    for (const id of ['BP18-T01', 'BP18-P50']) {
      const run = (turn: number) => {
        const { s: s0, ids } = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
        const evo = zoneCards(s0, 'evolveDeck', 0).filter((x) => s0.catalog[cardIdOf(s0, x)]!.subtypes.includes('エボルヴ'));
        s0.cards[evo[0]!]!.face = 'up';
        s0.cards[evo[1]!]!.face = 'up';
        const h = handCount(s0, 0);
        const ep = counters(s0, 0).ep ?? 0;
        let s = play(s0, ids.tokens![0]!);
        expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0 });
        expect([...s.decision!.candidates!].sort()).toEqual([evo[0]!, evo[1]!].sort());
        if (turn > 0) s = pick(s, evo[0]!);
        if (s.decision?.kind === 'chooseCards') s = done(s);
        return { s, evo, h, ep };
      };
      const a = run(1);
      expect([a.s.cards[a.evo[0]!]!.face, a.s.cards[a.evo[1]!]!.face, handCount(a.s, 0), counters(a.s, 0).ep]).toEqual(['down', 'up', a.h + 1, a.ep + 1]);
      const b = run(0);
      expect([b.s.cards[b.evo[0]!]!.face, b.s.cards[b.evo[1]!]!.face, counters(b.s, 0).ep]).toEqual(['up', 'up', b.ep + 1]);
    }
  });
}
