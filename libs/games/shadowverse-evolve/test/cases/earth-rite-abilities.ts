/**
 * Card cases: 【土の秘術】 (SVE 13.3.3: remove a stack counter from a 【スタック】 card of yours) as a cost of an
 * activated ability or as the condition of part of an effect, and the 『大地の魔片』 / golem tokens the same cards
 * make. Each case runs the rite with a 【スタック】 card (paid: the part happens, the counter is gone) and without
 * one (the ability not offered / the part skipped). Registered from card-cases.ts; every expectation is read from
 * the printed text.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, pick, play } from '../drivers.js';
import { canPlay, type Covers, evolveInto, onField, sc, settleChoices, settleInOrder, stackOf, withPp, withShard } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

const byName = (s: GameState, zone: string, p: number, name: string) => zoneCards(s, zone, p).filter((x) => s.catalog[s.cards[x]!.cardId]!.name === name);
/** Answers 【土の秘術】 (pay, the shard `shard`) and the 【守護】 entry question; stops at any other decision. */
const payRite = (s0: GameState, shard: string | undefined, pay = true): GameState => {
  let s = s0;
  for (let i = 0; i < 8 && s.decision && s.decision.player === 0; i++) {
    const d = s.decision;
    if (d.kind === 'chooseOption' && d.options!.includes('pay')) s = choose(s, pay ? 'pay' : 'skip');
    else if (d.kind === 'chooseOption' && d.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    else if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) s = pick(s, shard);
    else break;
  }
  return s;
};

export function registerEarthRiteAbilitiesCases(covers: Covers): void {
  covers(['BP02-037'], 'BP02-037 太陽の巫女・パメラ: 3/5 cost 4; Fanfare a 『大地の魔片』; [Q][起動] engage it, 【土の秘術】: an enemy follower −2/−2; [Q][起動] engage it, 【土の秘術】: another follower of yours +2/+2 (no 【スタック】 card: neither offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP02-037'], field: ['SD03-008', 'SD03-003'], oppField: ['SD03-001', 'SD03-007'], opp: 'SD03', pp: 4 });
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP02-037')[0]!;
    const shard = byName(s, 'field', 0, '大地の魔片')[0]!;
    expect([stats(s, me), kw(s, shard, 'sve.stack'), stackOf(s, shard)]).toEqual([[3, 5], true, 1]);
    s.cards[me]!.flags.since = 0;
    const acts = activations(s, me);
    expect(acts).toHaveLength(2);
    // the first: an enemy follower −2/−2
    let t = payRite(must(s, acts[0]!).state, shard);
    expectOffered(t, ids.oppField!, [me, ...ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
    t = settleInOrder(pick(t, ids.oppField![0]!));
    expect([stats(t, ids.oppField![0]!), stackOf(t, shard), t.cards[me]!.tapped, activations(t, me)]).toEqual([[3, 4], 'gone', true, []]);
    // the second: another follower of yours +2/+2 (itself not offered)
    let u = payRite(must(s, acts[1]!).state, shard);
    expectOffered(u, ids.field!, [me, ...ids.oppField!, leaderId(u, 0), leaderId(u, 1)]);
    u = settleInOrder(pick(u, ids.field![0]!));
    expect([stats(u, ids.field![0]!), stats(u, ids.field![1]!), stackOf(u, shard)]).toEqual([[3, 6], [3, 3], 'gone']);
    // no 【スタック】 card: nothing offered
    const { s: n0, ids: n } = withShard({ field: ['BP02-037', 'SD03-008'] }, 0);
    expect(activations(n0, n.field![0]!)).toEqual([]);
  });

  covers(['BP02-043'], 'BP02-043 デュアルウィッチ・レミラミ (evolved from BP02-042): 4/4; 【進化時】 an 『攻撃型ゴーレム』 (3/2 【突進】), with 【土の秘術】 it +2 attack (5/2; no 【スタック】 card: 3/2)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ field: ['BP02-042'], evolve: ['BP02-043'], pp: 1 }, stack);
      const s = payRite(evolveInto(s0, ids.field![0]!, 'BP02-043'), shard);
      const golem = byName(s, 'field', 0, '攻撃型ゴーレム')[0]!;
      return [stats(s, ids.field![0]!), stats(s, golem), kw(s, golem, 'sve.rush'), stackOf(s, shard)];
    };
    expect(run(0)).toEqual([[4, 4], [3, 2], true, 'gone']);
    expect(run(1)).toEqual([[4, 4], [5, 2], true, 'gone']);
    expect(run(2)).toEqual([[4, 4], [5, 2], true, 1]);
  });

  covers(['BP01-058'], 'BP01-058 ノノの秘密研究室: amulet cost 5; Fanfare a 『防御型ゴーレム』 (2/3 【守護】) or an 『攻撃型ゴーレム』 (3/2 【突進】); [起動] engage it: a 『大地の魔片』; [起動] engage it, 【土の秘術】: a golem of your choice (no 【スタック】 card: not offered)', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP01-058'], pp: 5 });
      expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = settleChoices(choose(s, s.decision!.options![opt]!));
      return { s, lab: onField(s, 0, 'BP01-058')[0]! };
    };
    const def = run(0);
    const d = byName(def.s, 'field', 0, '防御型ゴーレム')[0]!;
    expect([stats(def.s, d), kw(def.s, d, 'sve.ward'), byName(def.s, 'field', 0, '攻撃型ゴーレム')]).toEqual([[2, 3], true, []]);
    const { s, lab } = run(1);
    const a = byName(s, 'field', 0, '攻撃型ゴーレム')[0]!;
    expect([stats(s, a), kw(s, a, 'sve.rush'), counters(s, 0).pp]).toEqual([[3, 2], true, 0]);
    // no 【スタック】 card: only the first [起動] (a shard)
    const acts = activations(s, lab);
    expect(acts).toHaveLength(1);
    const t = settleInOrder(must(s, acts[0]!).state);
    const shard = byName(t, 'field', 0, '大地の魔片')[0]!;
    expect([stackOf(t, shard), t.cards[lab]!.tapped, activations(t, lab)]).toEqual([1, true, []]);
    // stood again with the shard: the 【土の秘術】 [起動] is offered and makes the golem chosen
    const u0 = structuredClone(t);
    u0.cards[lab]!.tapped = false;
    const rite = activations(u0, lab).filter((x) => x.ability !== acts[0]!.ability);
    expect(rite).toHaveLength(1);
    let u = payRite(must(u0, rite[0]!).state, shard);
    expect(u.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    u = settleChoices(choose(u, u.decision!.options![0]!));
    expect([byName(u, 'field', 0, '防御型ゴーレム').length, stackOf(u, shard)]).toEqual([1, 'gone']);
  });

  covers(['BP01-067'], 'BP01-067 ルーンガーディアン: 3/4 cost 3, 【守護】; Fanfare choose 【1】 【土の秘術】: +1/+2 (no 【スタック】 card: nothing), or 【2】 a 『大地の魔片』', () => {
    const run = (opt: number, stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP01-067'], pp: 3 }, stack);
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      s = payRite(s, shard);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = settleInOrder(payRite(choose(s, s.decision!.options![opt]!), shard));
      const me = onField(s, 0, 'BP01-067')[0]!;
      return [stats(s, me), kw(s, me, 'sve.ward'), stackOf(s, shard), byName(s, 'field', 0, '大地の魔片').length];
    };
    expect(run(0, 1)).toEqual([[4, 6], true, 'gone', 0]);
    expect(run(0, 0)).toEqual([[3, 4], true, 'gone', 0]);
    expect(run(1, 0)).toEqual([[3, 4], true, 'gone', 1]);
  });
}
