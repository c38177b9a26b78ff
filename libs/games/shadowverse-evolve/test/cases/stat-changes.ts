/**
 * Card cases: changes to a follower's numbers — [攻撃力]/[体力] set to a value (「それの攻撃力と体力を1にする」),
 * raised when it takes damage (「これがダメージを受けたとき」), and the damage it deals raised on the opponent's turn
 * (「相手のターン中、これが与えるダメージを+4する」, SVE 5.14.2). Each card is played from hand or met in combat.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { kw, must, names, nextTurn, stats } from '../engine-helpers.js';
import { expectOffered } from './offered.js';
import { activations, attack, choose, pick, play } from '../drivers.js';
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

  covers(['BP10-071'], 'BP10-071 竜装の槍術士 (cost 3, 3/3): Fanfare 2 damage to another chosen follower of yours (your other followers offered, not itself nor an enemy one), and it gets +1/+1 and 【突進】; [起動][コスト3] it gets +1/+1 and 【指定攻撃】 (3 PP: 5/5; 2 PP: not offered); 2 PP: refused to play', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP10-071'], field: ['SD04-017', 'SD04-003'], oppField: ['SD04-003'], opp: 'SD04', pp: 3 });
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP10-071')[0]!;
    expectOffered(s, ids.field!, [me, ids.oppField![0]!]);
    s = settleChoices(pick(s, ids.field![0]!));
    expect([stats(s, ids.field![0]!), stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), s.players[0]!.counters.pp]).toEqual([[3, 2], [4, 4], true, false, 0]);
    for (const pp of [3, 2]) {
      const t = withPp(s, pp);
      const acts = activations(t, me);
      expect(acts.length).toBe(pp >= 3 ? 1 : 0);
      if (pp < 3) continue;
      const u = settleChoices(must(t, acts[0]!).state);
      expect([stats(u, me), kw(u, me, 'sve.assail'), u.players[0]!.counters.pp]).toEqual([[5, 5], true, 0]);
    }
  });

  covers(['BP11-040'], 'BP11-040 無尽の魔像 (cost 2, 2/2): Fanfare a ゴーレム follower of your cemetery to your hand (the ゴーレム followers offered, not a non-ゴーレム follower); [起動] engage: a ゴーレム follower of yours (yours offered, not a non-ゴーレム one nor itself) +1/+1; 1 PP: refused to play', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP11-040'], cemetery: ['SD03-001', 'BP17-041', 'SD03-003'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expectOffered(s, ids.cemetery!.slice(0, 2), [ids.cemetery![2]!]);
    s = settleChoices(pick(s, ids.cemetery![1]!));
    expect([stats(s, onField(s, 0, 'BP11-040')[0]!), names(s, 'hand', 0).includes('BP17-041'), names(s, 'cemetery', 0).sort()]).toEqual([[2, 2], true, ['SD03-001', 'SD03-003']]);
    const { s: t0, ids: t } = sc({ me: 'SD01', field: ['BP11-040', 'SD03-001', 'BP17-041', 'SD03-003'], pp: 0 }); // another class's deck: every listed card is an extra
    let u = must(t0, activations(t0, t.field![0]!)[0]!).state;
    expect(u.cards[t.field![0]!]!.tapped).toBe(true);
    expectOffered(u, t.field!.slice(1, 3), [t.field![0]!, t.field![3]!]);
    u = settleChoices(pick(u, t.field![1]!));
    expect([stats(u, t.field![1]!), stats(u, t.field![2]!)]).toEqual([[6, 7], [2, 2]]);
  });
}
