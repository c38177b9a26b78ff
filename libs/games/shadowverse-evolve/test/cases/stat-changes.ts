/**
 * Card cases: changes to a follower's numbers — [攻撃力]/[体力] set to a value (「それの攻撃力と体力を1にする」),
 * raised when it takes damage (「これがダメージを受けたとき」), and the damage it deals raised on the opponent's turn
 * (「相手のターン中、これが与えるダメージを+4する」, SVE 5.14.2). Each card is played from hand or met in combat.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { kw, nextTurn, stats } from '../engine-helpers.js';
import { attack, choose, pick, play } from '../drivers.js';
import { canPlay, type Covers, damage, onField, sc, settle, settleChoices, sorted, withPp } from './case-helpers.js';

export function registerStatChangesCases(covers: Covers): void {
  covers(['BP16-007'], 'BP16-007 ピュアクリスタリア・リリィ: 1/1 cost 1; Fanfare a chosen enemy follower (enemy followers offered, none of yours) has attack and defense 1 (a 7/8 → 1/1); 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP16-007'], field: ['SD01-017'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
    s = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), stats(s, onField(s, 0, 'BP16-007')[0]!)]).toEqual([[1, 1], [3, 4], [1, 1]]);
  });

  covers(['BP04-077'], 'BP04-077 鱗の狂戦士: 6/7 cost 6 【突進】; each time it takes damage it gets +2/+2 (1 damage: 8/8; again 2 damage: 10/8); 5 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP04-077'], pp: 6 });
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP04-077')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.rush')]).toEqual([[6, 7], true]);
    s = settleChoices(damage(s, me, 1));
    expect(stats(s, me)).toEqual([8, 8]); // 7 − 1 + 2
    s = settleChoices(damage(s, me, 2));
    expect(stats(s, me)).toEqual([10, 8]); // 8 − 2 + 2
  });

  covers(['BP01-137'], 'BP01-137 クレリックランサー: 1/5 cost 4 【守護】; on the opponent\'s turn the damage it deals is +4 (attacked by a 3/4: deals 5, destroying it); on your turn it deals 1 (attacking a 3/4: 3/3); 3 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP01-137'], oppField: ['SD04-017', 'SD04-017'], oppEngaged: [1], opp: 'SD04', pp: 4 });
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 12.8.2' });
    s = settleChoices(choose(s, 'engage')); // 【守護】 engaged on entering (12.8.2): the opponent may attack it
    const me = onField(s, 0, 'BP01-137')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.ward')]).toEqual([[1, 5], true]);
    // your turn: it attacks the engaged 3/4 (standing, since the start of the turn)
    const mine = structuredClone(s);
    Object.assign(mine.cards[me]!, { tapped: false });
    mine.cards[me]!.flags.since = 0;
    const a = settle(attack(mine, me, ids.oppField![1]!));
    expect([stats(a, ids.oppField![1]!), stats(a, me)]).toEqual([[3, 3], [1, 2]]);
    // the opponent's turn: a 3/4 attacks it and takes 1 + 4
    const o = nextTurn(s);
    expect([o.turn.active, o.cards[me]!.tapped]).toEqual([1, true]);
    const b = settle(attack(o, ids.oppField![0]!, me));
    expect([onField(b, 1, 'SD04-017').includes(ids.oppField![0]!), stats(b, me)]).toEqual([false, [1, 2]]);
  });
}
