/**
 * Card cases: abilities with an optional payment (SVE 10.4.7: 「[コスト2]：」 or 「場のトークン・フォロワー1体をEXエリアに
 * 置く：」 before the colon) — paid, the effect happens; declined or unpayable (one PP short, nothing to move), it
 * does not. The payment is offered only when it can be paid.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { names, stats, zoneCards } from '../engine-helpers.js';
import { health, play } from '../drivers.js';
import { byAbility, canPlay, type Covers, drive, onField, sc, setHealth, settleChoices, sorted, withPp, X } from './case-helpers.js';

/** Answers the pending decisions (drive), paying when `pay` and recording whether a payment was offered and the cards offered for it. */
function payOrSkip(s0: GameState, pay: boolean) {
  let offered = false;
  let cards: string[] = [];
  const s = drive(s0, (d) => {
    if (d.kind === 'chooseOption' && (d.options ?? []).includes('pay' as never)) { offered = true; return pay ? 'pay' : 'skip'; }
    if (d.kind === 'chooseCards' && d.player === 0 && cards.length === 0) cards = sorted(d.candidates);
    return null;
  });
  return { s, offered, cards };
}

export function registerPaidEffectsCases(covers: Covers): void {
  covers(['BP04-093'], 'BP04-093 カストール: 3/4 cost 3; Last Words [コスト2]: it comes back onto the field (2 PP: paid, on the field with 0 PP left; 1 PP: not offered, it stays in the cemetery); 2 PP: refused to play', () => {
    for (const pp of [2, 1]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP04-093'], pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s1 = withPp(settleChoices(play(s0, ids.hand![0]!)), pp);
      const me = onField(s1, 0, 'BP04-093')[0]!;
      expect(stats(s1, me)).toEqual([3, 4]);
      const { s, offered } = payOrSkip(byAbility(s1, { type: 'destroy', target: X }, [me]), true);
      expect([offered, onField(s, 0, 'BP04-093').length, names(s, 'cemetery', 0).includes('BP04-093'), s.players[0]!.counters.pp]).toEqual(pp === 2 ? [true, 1, false, 0] : [false, 0, true, 1]);
    }
  });

  covers(['BP15-013'], 'BP15-013 ヒーリングフェアリー: 2/3 cost 2; Fanfare 「場のトークン・フォロワー1体をEXエリアに置く：」 your leader +2 (your token followers offered, a non-token follower not; declined: no heal; no token follower: not offered); 1 PP: refused', () => {
    for (const [tokens, pay] of [[2, true], [2, false], [0, true]] as const) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP15-013'], field: ['SD01-017'], tokens: Array.from({ length: tokens }, () => ['SD01-T01', 'field', 0] as [string, string, number]), pp: 2 });
      setHealth(s0, 0, 15);
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const { s, offered, cards } = payOrSkip(play(s0, ids.hand![0]!), pay);
      const paid = tokens > 0 && pay;
      expect([offered, health(s, 0), zoneCards(s, 'exArea', 0).length, stats(s, onField(s, 0, 'BP15-013')[0]!)]).toEqual([tokens > 0, paid ? 17 : 15, paid ? 1 : 0, [2, 3]]);
      if (paid) expect(cards).toEqual(sorted(ids.tokens));
    }
  });
}
