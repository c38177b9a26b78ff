/**
 * Card cases: a keyword granted by an effect, chosen among printed options (「それは【必殺】か【ドレイン】を持つ」).
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { kw, stats } from '../engine-helpers.js';
import { choose, pick, play } from '../drivers.js';
import { canPlay, type Covers, onField, sc, settleChoices, sorted, withPp } from './case-helpers.js';

export function registerGrantedKeywordsCases(covers: Covers): void {
  covers(['CP02-107'], 'CP02-107 トレーナー: 2/3 cost 2; Fanfare another デレマス follower of yours (your two other デレマス followers offered; a non-デレマス one and an enemy デレマス one not) gains 【必殺】 or 【ドレイン】 (exactly these 2 options); 1 PP: refused', () => {
    for (const opt of [0, 1]) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP02-107'], field: ['ECP02-042', 'ECP02-030', 'SD01-017'], oppField: ['ECP02-042'], pp: 2 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.field!.slice(0, 2)));
      s = pick(s, ids.field![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      expect(s.decision!.options).toHaveLength(2);
      s = settleChoices(choose(s, s.decision!.options![opt]!));
      const t = ids.field![0]!;
      expect([kw(s, t, 'sve.bane'), kw(s, t, 'sve.drain'), kw(s, ids.field![1]!, 'sve.bane') || kw(s, ids.field![1]!, 'sve.drain'), stats(s, onField(s, 0, 'CP02-107')[0]!)]).toEqual([opt === 0, opt === 1, false, [2, 3]]);
    }
  });
}
