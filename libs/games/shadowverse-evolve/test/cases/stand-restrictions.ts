/**
 * Card cases: a follower that does not stand in your start phase (「これは自分のスタートフェイズにスタンドしない」,
 * an exception to SVE 7.1's stand step) and a paid way to stand it (「自分のメインフェイズが来たとき、[コスト2]：これを
 * スタンドする」), with a Fanfare that engages it under a count condition.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { advance, stats } from '../engine-helpers.js';
import { choose, play } from '../drivers.js';
import { canPlay, type Covers, onField, sc, settleChoices, withPp } from './case-helpers.js';

/** From player 0's turn: on to player 0's next turn, stopping at its main phase or at a pay / skip question of player 0. */
const toMyNextTurn = (s: GameState) => {
  const n = s.turn.number;
  return advance(s, (x) => x.turn.number === n + 2 && x.decision?.player === 0 && (x.decision.kind === 'sve.main' || (x.decision.kind === 'chooseOption' && (x.decision.options ?? []).includes('pay' as never))));
};

export function registerStandRestrictionsCases(covers: Covers): void {
  covers(['CP02-025'], 'CP02-025 双葉杏 (cost 1, 3/2): Fanfare it engages itself with 2 or fewer デレマス followers on your field (itself + 1 other: engaged; + 2 others: standing); it does not stand in your start phase (an engaged vanilla follower does); at your main phase [コスト2]: it stands (paid: standing, 2 PP less; declined: stays engaged; 1 PP: not asked); 0 PP: refused', () => {
    for (const others of [1, 2]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP02-025'], field: Array(others).fill('CP02-025'), pp: 1 });
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP02-025').find((x) => !ids.field!.includes(x))!;
      expect([stats(s, me), s.cards[me]!.tapped, s.players[0]!.counters.pp]).toEqual([[3, 2], others + 1 <= 2, 0]);
    }
    for (const [maxPp, answer] of [[1, 'pay'], [1, 'skip'], [0, null]] as const) {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['CP02-025', 'SD02-002'], pp: 0 });
      for (const c of ids.field!) s0.cards[c]!.tapped = true;
      s0.players[0]!.counters.maxPp = maxPp; // my next turn: maxPp + 1 PP
      const t = toMyNextTurn(s0);
      const [me, vanilla] = ids.field!;
      expect([t.cards[me!]!.tapped, t.cards[vanilla!]!.tapped, t.players[0]!.counters.pp]).toEqual([true, false, maxPp + 1]);
      expect(t.decision?.kind).toBe(answer === null ? 'sve.main' : 'chooseOption');
      if (answer === null) continue;
      const u = settleChoices(choose(t, answer));
      expect([u.cards[me!]!.tapped, u.players[0]!.counters.pp]).toEqual(answer === 'pay' ? [false, 0] : [true, 2]);
    }
  });
}
