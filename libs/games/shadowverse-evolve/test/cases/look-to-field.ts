/**
 * Card cases: 「自分のデッキの上N枚を見る。その中から、…1枚を場に出してよい」 (SVE 5.11 look, 5.5 put onto the field)
 * with a bonus depending on what was put there. Registered from card-cases.ts; every expectation is read from the
 * printed text.
 */
import { counters, names, stats, zoneCards } from '../engine-helpers.js';
import { pick, play, toDeckTop } from '../drivers.js';
import { canPlay, type Covers, onField, sc, settleInOrder, withPp } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

export function registerLookToFieldCases(covers: Covers): void {
  covers(['BP03-037'], 'BP03-037 ヒロイックエントリー！: spell cost 3; look at the top 4, a [ロイヤル] follower of cost 3 or less may go onto the field (cost 5 neutral, a neutral cost 1, a spell: not offered), the rest to the bottom; a ヒーロー follower put there +1/+1 (a non-hero: not)', () => {
    const run = (which: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP03-037', 'BP03-020', 'SD02-002', 'SD02-020', 'SD02-014', 'SD01-017'], pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const top = ids.hand!.slice(1, 5);
      toDeckTop(s0, top);
      const t = play(s0, ids.hand![0]!);
      expectOffered(t, [top[0]!, top[1]!], [top[2]!, top[3]!, ids.hand![5]!]);
      expectUpTo(t, 1, { upTo: true });
      // the hero's own fanfare searches the deck (and shuffles it, 5.8): its search answered with the first offered
      const s = settleInOrder(pick(t, top[which]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.rule === 'SVE 5.8' ? pick(x, x.decision.candidates![0]!) : null));
      const id = ['BP03-020', 'SD02-002'][which]!;
      return { s, out: [stats(s, onField(s, 0, id)[0]!), counters(s, 0).pp] };
    };
    expect(run(0).out).toEqual([[3, 3], 0]); // ヴァリアントフェンサー (ヒーロー) 2/2 → 3/3
    const { s, out } = run(1);
    expect(out).toEqual([[3, 3], 0]); // ヴァンガード・レイサム 3/3: no bonus
    expect([names(s, 'deck', 0).slice(-3).sort(), zoneCards(s, 'field', 0).length]).toEqual([['BP03-020', 'SD02-014', 'SD02-020'], 1]); // the rest at the bottom
  });
}
