/**
 * Card cases: a card of your cemetery put onto the field by an effect (「自分の墓場の…1枚を選ぶ。それを場に出す」),
 * with the exact set of cemetery cards its filter offers.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { names } from '../engine-helpers.js';
import { pick, play } from '../drivers.js';
import { canPlay, type Covers, onField, sc, settleChoices, sorted, withPp } from './case-helpers.js';

export function registerReviveCases(covers: Covers): void {
  covers(['BP18-085'], 'BP18-085 佰死の三日月: cost 2 spell; a 透京 follower of original cost exactly 2 from your cemetery onto the field (both cost-2 透京 followers offered; cost 1 and 3 透京 followers and a cost-2 non-透京 follower not); 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP18-085'], cemetery: ['BP18-003', 'BP18-051', 'BP18-032', 'BP18-020', 'BP01-173'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    s = settleChoices(pick(s, ids.cemetery![0]!));
    expect([onField(s, 0, 'BP18-003').length, names(s, 'cemetery', 0).sort(), s.players[0]!.counters.pp]).toEqual([1, ['BP18-085', 'BP18-051', 'BP18-032', 'BP18-020', 'BP01-173'].sort(), 0]);
  });
}
