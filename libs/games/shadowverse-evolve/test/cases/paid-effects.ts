/**
 * Card cases: abilities with an optional payment (SVE 10.4.7: 「[コスト2]：」 or 「場のトークン・フォロワー1体をEXエリアに
 * 置く：」 before the colon) — paid, the effect happens; declined or unpayable (one PP short, nothing to move), it
 * does not. The payment is offered only when it can be paid.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, health, pick, play } from '../drivers.js';
import { expectOffered } from './offered.js';
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

  covers(['BP13-090'], 'BP13-090 栄華の加護神・ヤテラントゥ (cost 6, 5/5): Fanfare optional cost — banish 2 amulets of your cemetery (the amulets offered, not a follower there): a chosen enemy follower (enemy followers offered, not yours) is banished, its leader takes 3 and your leader +3 (one amulet there: not asked); [起動] once per turn, put an amulet of your field into the cemetery: a [ビショップ] follower or amulet of original cost 3 or less from your hand onto your field (the cost-3 bishop follower offered; a cost-5 neutral and a cost-7 bishop not); 5 PP: refused', () => {
    for (const amulets of [3, 1]) {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP13-090'], cemetery: [...Array(amulets).fill('SD01-002'), 'SD06-003'], field: ['SD06-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 6 });
      setHealth(s0, 0, 15);
      expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      if (amulets >= 2) {
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
        s = choose(s, 'pay');
        expectOffered(s, ids.cemetery!.slice(0, amulets), [ids.cemetery![amulets]!]);
        s = pick(pick(s, ids.cemetery![0]!), ids.cemetery![1]!);
        expectOffered(s, ids.oppField!, [ids.field![0]!]);
        s = pick(s, ids.oppField![0]!);
      }
      s = settleChoices(s);
      expect([stats(s, onField(s, 0, 'BP13-090')[0]!), names(s, 'banished', 0).sort(), names(s, 'banished', 1), health(s, 1), health(s, 0)]).toEqual(amulets >= 2 ? [[5, 5], ['SD01-002', 'SD01-002'], ['SD04-017'], 17, 18] : [[5, 5], [], [], 20, 15]);
    }
    const { s: t0, ids: t } = sc({ me: 'SD02', field: ['BP13-090', 'SD01-002'], hand: ['SD06-003', 'SD06-017', 'SD06-001'], pp: 0 }); // another class's deck: every listed card is an extra
    let u = must(t0, activations(t0, t.field![0]!)[0]!).state;
    if (u.decision?.kind === 'chooseCards' && u.decision.candidates!.includes(t.field![1]!)) u = pick(u, t.field![1]!);
    expectOffered(u, [t.hand![0]!], t.hand!.slice(1));
    u = settleChoices(pick(u, t.hand![0]!));
    expect([names(u, 'field', 0).sort(), names(u, 'cemetery', 0), activations(u, t.field![0]!).length]).toEqual([['BP13-090', 'SD06-003'], ['SD01-002'], 0]);
  });
}
