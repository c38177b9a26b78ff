/**
 * Card cases of 「それにXダメージを割りふる。Xは「…」である。」 (SVE 5.2 X, 10.6.2.4 dividing): X is read as the
 * spell resolves; 10.6.2.4.2 (at least 1 to each chosen card) caps the number of cards that may be chosen at X,
 * and X = 0 chooses nothing (10.6.2.4.1). Run by cards.spec.ts through card-cases.ts.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { names, scene, stats } from '../engine-helpers.js';
import { choose, done, pick, play } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const hp = (s: GameState, ids: string[]) => ids.map((id) => stats(s, id)[1]);
const playable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);

export function registerDivideXCases(covers: Covers): void {
  covers(['BP03-007'], 'BP03-007 エルフの双撃: Quick, up to 2 enemy followers, X damage divided, X = cards in your EX area (SVE 5.2, 10.6.2.4.2: at most X chosen)', () => {
    const foes = ['SD02-002', 'SD02-002']; // 3/3 each
    // X = 3 (3 EX cards): 2 chosen, the split is asked (1 or 2 to the first)
    const a = scene({ me: 'SD02', hand: ['BP03-007'], ex: ['SD02-007', 'SD02-007', 'SD02-007'], oppField: foes, pp: 2 });
    let s = play(a.s, a.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    s = pick(pick(s, a.ids.oppField![0]!), a.ids.oppField![1]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2] });
    s = choose(s, 1);
    expect(hp(s, a.ids.oppField!)).toEqual([2, 1]);
    // X = 1: at most 1 follower may be chosen; it takes 1
    const b = scene({ me: 'SD02', hand: ['BP03-007'], ex: ['SD02-007'], oppField: foes, pp: 2 });
    s = play(b.s, b.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 1 });
    s = pick(s, b.ids.oppField![1]!);
    expect(hp(s, b.ids.oppField!)).toEqual([3, 2]);
    // X = 0: nothing is chosen, no damage
    const c = scene({ me: 'SD02', hand: ['BP03-007'], oppField: foes, pp: 2 });
    s = play(c.s, c.ids.hand![0]!);
    expect(s.decision?.kind).toBe('sve.main');
    expect(hp(s, c.ids.oppField!)).toEqual([3, 3]);
    // cost 2: not at 1 PP
    const d = scene({ me: 'SD02', hand: ['BP03-007'], ex: ['SD02-007'], oppField: foes, pp: 1 });
    expect(playable(d.s, d.ids.hand![0]!)).toBe(false);
  });

  covers(['BP15-065'], 'BP15-065 銀氷の吹雪: cost 4, -2 with a 「フィルレイン」 follower on your field; any number of enemy followers, X damage divided, X = your max PP', () => {
    const foes = ['SD02-002', 'SD02-002', 'SD02-002']; // 3/3 each
    // max PP 4: all 4 to one follower
    const a = scene({ me: 'SD02', hand: ['BP15-065'], oppField: foes, pp: 4 });
    let s = play(a.s, a.ids.hand![0]!);
    s = pick(s, a.ids.oppField![0]!);
    if (s.decision?.kind === 'chooseCards') s = done(s); // any number: stop after one
    expect(hp(s, a.ids.oppField!.slice(1))).toEqual([3, 3]);
    expect([s.cards[a.ids.oppField![0]!], names(s, 'cemetery', 1)]).toEqual([undefined, ['SD02-002']]); // 4 damage destroyed the 3/3
    expect(a.s.players[0]!.counters.pp! - s.players[0]!.counters.pp!).toBe(4);
    // 3 PP, no フィルレイン: not playable; with 銀氷のドラゴニュート・フィルレイン on the field it costs 2
    const b = scene({ me: 'SD02', hand: ['BP15-065'], oppField: foes, pp: 3 });
    expect(playable(b.s, b.ids.hand![0]!)).toBe(false);
    const c = scene({ me: 'SD02', hand: ['BP15-065'], field: ['BP06-056'], oppField: foes, pp: 2 });
    expect(c.s.players[0]!.counters.maxPp).toBe(2);
    s = play(c.s, c.ids.hand![0]!);
    expect(s.players[0]!.counters.pp).toBe(0);
    // X = max PP 2: at most 2 of the 3 followers may be chosen; 1 each
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    s = pick(pick(s, c.ids.oppField![0]!), c.ids.oppField![2]!);
    expect(hp(s, c.ids.oppField!)).toEqual([2, 3, 2]);
  });
}
