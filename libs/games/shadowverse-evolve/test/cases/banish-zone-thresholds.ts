/**
 * Card cases: effects gated by the size of your 消滅領域 (banish zone, SVE 4.10) — 「自分の消滅領域がN枚以上なら、…」,
 * with 「代わりに」 a bigger effect at a second threshold. Each threshold is checked at its printed number and one below,
 * counting the cards the same ability banished just before (「自分のデッキの上N枚を消滅させる。」 then the condition).
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, health, pick, play } from '../drivers.js';
import { canPlay, chooseAll, type Covers, onField, sc, settleChoices, toBanished, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

/** Moves the top `n` cards of player p's deck to their banish zone (a state edit, no event). */
const banishTop = (s: Parameters<typeof toBanished>[0], n: number, p = 0) => toBanished(s, zoneCards(s, 'deck', p).slice(0, n));

export function registerBanishZoneThresholdsCases(covers: Covers): void {
  covers(['BP17-039'], 'BP17-039 栄光の華・エレノア (cost 1, 1/1): Fanfare optional cost — banish a [ウィッチ] card of your cemetery: draw 1 (paid: cemetery card banished, +1 card; declined: nothing); [起動] engage: a chosen enemy follower (enemy followers offered, not yours) takes 1 with 5 cards in your 消滅領域 (4: none), 4 instead with 10 (9: 1); 0 PP: not playable', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP17-039'], cemetery: ['SD03-005', 'SD03-006', 'SD04-003'], pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    for (const pay of [true, false]) {
      const hand = zoneCards(s0, 'hand', 0).length;
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, pay ? 'pay' : 'skip');
      if (pay) {
        expectOffered(s, ids.cemetery!.slice(0, 2), [ids.cemetery![2]!]); // [ウィッチ] cards only (not the [ドラゴン] one)
        s = pick(s, ids.cemetery![0]!);
      }
      s = settleChoices(s);
      const me = onField(s, 0, 'BP17-039')[0]!;
      expect([stats(s, me), names(s, 'banished', 0), zoneCards(s, 'hand', 0).length - (hand - 1), s.players[0]!.counters.pp]).toEqual([[1, 1], pay ? ['SD03-005'] : [], pay ? 1 : 0, 0]);
    }
    for (const [banished, dealt] of [[4, 0], [5, 1], [9, 1], [10, 4]] as const) {
      const { s: t0, ids: t } = sc({ me: 'SD03', field: ['BP17-039', 'SD03-003'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 0 });
      banishTop(t0, banished);
      const acts = activations(t0, t.field![0]!);
      expect(acts).toHaveLength(1);
      let s = must(t0, acts[0]!).state;
      expect(s.cards[t.field![0]!]!.tapped).toBe(true);
      expectOffered(s, t.oppField!, [t.field![1]!, leaderId(s, 1)]);
      s = settleChoices(pick(s, t.oppField![0]!));
      expect([stats(s, t.oppField![0]!), stats(s, t.oppField![1]!)]).toEqual([[7, 8 - dealt], [3, 4]]);
    }
  });

  covers(['BP13-021'], 'BP13-021 マグナゼロ (cost 7, 5/5): Fanfare banish the top 10 cards of your deck, then 5 damage to the enemy leader and every enemy follower; 10 instead with 20 cards in your 消滅領域 (19: 5), 20 instead with 30 (29: 10); 6 PP: not playable', () => {
    const mk = (before: number, pp = 7) => {
      const r = sc({ me: 'SD02', hand: ['BP13-021'], oppField: ['SD04-001', 'SD04-001'], opp: 'SD04', pp });
      banishTop(r.s, before);
      r.s.players[1]!.counters.health = 30; // (a state edit) so that 20 damage does not end the game
      return r;
    };
    expect(canPlay(mk(10, 6).s, mk(10, 6).ids.hand![0]!)).toBe(false);
    for (const [before, dealt] of [[9, 5], [10, 10], [19, 10], [20, 20]] as const) {
      const { s: s0, ids } = mk(before);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP13-021')[0]!;
      // SD04-001 ファフニール is 7/8: 5 leaves it at 3; 10 or 20 destroys it
      const left = onField(s, 1, 'SD04-001');
      expect([stats(s, me), zoneCards(s, 'banished', 0).length, health(s, 1), left.length, left.map((x) => stats(s, x)[1])]).toEqual([[5, 5], before + 10, 30 - dealt, dealt >= 8 ? 0 : 2, dealt >= 8 ? [] : [3, 3]]);
    }
  });

  covers(['BP18-045'], 'BP18-045 銀灰の星・アレイスター (cost 3, 2/4, 【突進】【ドレイン】): Fanfare banish the top 2 cards of your deck; with 5 cards in your 消滅領域 it gets 【指定攻撃】 (3 before: yes; 2: no); with 10 also +1/+1 (8 before: 3/5; 7: 2/4); 2 PP: not playable', () => {
    const mk = (before: number, pp = 3) => {
      const r = sc({ me: 'SD03', hand: ['BP18-045'], pp });
      banishTop(r.s, before);
      return r;
    };
    expect(canPlay(mk(3, 2).s, mk(3, 2).ids.hand![0]!)).toBe(false);
    for (const [before, assail, st] of [[2, false, [2, 4]], [3, true, [2, 4]], [7, true, [2, 4]], [8, true, [3, 5]]] as const) {
      const { s: s0, ids } = mk(before);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP18-045')[0]!;
      expect([zoneCards(s, 'banished', 0).length, stats(s, me), kw(s, me, 'sve.assail'), kw(s, me, 'sve.rush'), kw(s, me, 'sve.drain'), s.players[0]!.counters.pp]).toEqual([before + 2, st, assail, true, true, 0]);
    }
  });

  covers(['BP18-046'], 'BP18-046 ブリリアントカット (cost 1 spell): choose one — 【1】 a chosen enemy follower (enemy followers offered, not yours) and its leader take 2 with 10 cards in your 消滅領域 (9: no damage); 【2】 draw 1, then banish the top card of your deck; 0 PP: not playable', () => {
    const mk = (banished: number, pp = 1) => {
      const r = sc({ me: 'SD03', hand: ['BP18-046'], field: ['SD03-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp });
      banishTop(r.s, banished);
      return r;
    };
    expect(canPlay(mk(10, 0).s, mk(10, 0).ids.hand![0]!)).toBe(false);
    for (const [banished, dealt] of [[10, 2], [9, 0]] as const) {
      const { s: s0, ids } = mk(banished);
      let s = chooseAll(play(s0, ids.hand![0]!), [0]);
      expectOffered(s, ids.oppField!, [ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), health(s, 1), health(s, 0), names(s, 'cemetery', 0)]).toEqual([[3, 4 - dealt], [3, 3], 20 - dealt, 20, ['BP18-046']]);
    }
    const { s: s0, ids } = mk(0);
    const hand = zoneCards(s0, 'hand', 0).length;
    const top2 = zoneCards(s0, 'deck', 0).slice(0, 2);
    const s = settleChoices(chooseAll(play(s0, ids.hand![0]!), [1]));
    const cid = (x: string) => s0.cards[x]!.cardId;
    expect([zoneCards(s, 'hand', 0).length, names(s, 'hand', 0).includes(cid(top2[0]!)), names(s, 'banished', 0)]).toEqual([hand, true, [cid(top2[1]!)]]); // −1 played +1 drawn; the next card banished
  });

  covers(['CP03-056'], 'CP03-056 ダイナマイト・ジャグラー (cost 2, 2/3): Fanfare banish the top card of your deck; then with 5 cards in your 消滅領域, 2 damage to the enemy leader (4 before: 18; 3: 20); 1 PP: not playable', () => {
    const mk = (before: number, pp = 2) => {
      const r = sc({ me: 'SD03', hand: ['CP03-056'], pp });
      banishTop(r.s, before);
      return r;
    };
    expect(canPlay(mk(4, 1).s, mk(4, 1).ids.hand![0]!)).toBe(false);
    for (const [before, dealt] of [[4, 2], [3, 0]] as const) {
      const { s: s0, ids } = mk(before);
      const s = settleChoices(play(s0, ids.hand![0]!));
      expect([zoneCards(s, 'banished', 0).length, health(s, 1), health(s, 0), stats(s, onField(s, 0, 'CP03-056')[0]!), s.players[0]!.counters.pp]).toEqual([before + 1, 20 - dealt, 20, [2, 3], 0]);
    }
  });

  covers(['CP03-045'], 'CP03-045 パープル・トラピージスト (cost 2, 2/3): Fanfare choose one — 【1】 draw 1, then banish a card of your hand; 【2】 a chosen ペイルムーン follower of yours (itself and CP03-056 offered, not a non-ペイルムーン one) gets 【疾走】 with 5 cards in your 消滅領域 (4: no); 1 PP: not playable', () => {
    const mk = (banished: number, pp = 2) => {
      const r = sc({ me: 'SD03', hand: ['CP03-045'], field: ['CP03-056', 'SD03-003'], pp });
      banishTop(r.s, banished);
      return r;
    };
    expect(canPlay(mk(5, 1).s, mk(5, 1).ids.hand![0]!)).toBe(false);
    for (const [banished, storm] of [[5, true], [4, false]] as const) {
      const { s: s0, ids } = mk(banished);
      let s = chooseAll(play(s0, ids.hand![0]!), [1]);
      const me = onField(s, 0, 'CP03-045')[0]!;
      expectOffered(s, [me, ids.field![0]!], [ids.field![1]!]);
      s = settleChoices(pick(s, ids.field![0]!));
      expect([kw(s, ids.field![0]!, 'sve.storm'), kw(s, me, 'sve.storm'), stats(s, me), zoneCards(s, 'banished', 0).length]).toEqual([storm, false, [2, 3], banished]);
    }
    const { s: s0, ids } = mk(0);
    const hand = zoneCards(s0, 'hand', 0).length;
    let s = chooseAll(play(s0, ids.hand![0]!), [0]);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(s.decision!.candidates!.length).toBe(hand); // −1 played +1 drawn: any card of your hand
    const gone = s.decision!.candidates![0]!;
    const goneId = s.cards[gone]!.cardId;
    s = settleChoices(pick(s, gone));
    expect([zoneCards(s, 'hand', 0).length, names(s, 'banished', 0)]).toEqual([hand - 1, [goneId]]);
  });
}
