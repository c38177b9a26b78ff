/**
 * Card cases: damage whose amount or whether it happens depends on a printed condition — 「…なら、代わりにNダメージ」,
 * 【土の秘術】 (SVE 13.3.3: paid or not), 【スペルチェイン_N】, 【覚醒】 (max PP 7+), cards of given names in your
 * cemetery. Each case runs the condition at its threshold and one below. Registered from card-cases.ts; every
 * expectation is read from the printed text.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, fillCemetery, handCount, health, pick, play, target } from '../drivers.js';
import { byAbility, canPlay, type Covers, damage, onField, sc, settleChoices, settleInOrder, stackOf, withPp, withShard } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

/** Moves player 0's cemetery card `id` back into the deck (a state edit: one below a cemetery threshold). */
const outOfCemetery = (s0: GameState, id: string) => {
  const s = structuredClone(s0);
  s.zones['0:cemetery']!.cards = s.zones['0:cemetery']!.cards.filter((c) => c !== id);
  s.cards[id]!.zone = '0:deck';
  s.zones['0:deck']!.cards.push(id);
  return s;
};

/** Answers 【土の秘術】 (pay, the shard) and stops at the next choice that is not the shard (the target). */
const payRiteOnly = (s0: GameState, shard: string | undefined): GameState => {
  let s = s0;
  for (let i = 0; i < 8 && s.decision && s.decision.player === 0; i++) {
    const d = s.decision;
    if (d.kind === 'chooseOption' && d.options!.includes('pay')) s = choose(s, 'pay');
    else if (d.kind === 'chooseOption' && (d.rule === 'SVE 10.5.2' || d.rule === 'SVE 12.8.2')) s = choose(s, d.rule === 'SVE 12.8.2' ? 'stand' : d.options![0]!);
    else if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) s = pick(s, shard);
    else break;
  }
  return s;
};

export function registerConditionalDamageCases(covers: Covers): void {
  covers(['BP01-154'], 'BP01-154 フラム＝グラス: 7/7 cost 10, 【疾走】; 【攻撃時】 3 damage to every enemy follower, 7 instead with both 『ツインプリズナー・フラム』 and 『ツインプリズナー・グラス』 in your cemetery (only one of them: 3)', () => {
    const run = (both: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-154'], cemetery: ['BP01-166', 'BP01-167'], oppField: ['SD04-001', 'SD02-020'], field: ['SD04-006'], pp: 10 });
      expect(canPlay(withPp(s0, 9), ids.hand![0]!)).toBe(false);
      const s1 = both ? s0 : outOfCemetery(s0, ids.cemetery![1]!);
      const s = settleChoices(play(s1, ids.hand![0]!));
      const me = onField(s, 0, 'BP01-154')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm')]).toEqual([[7, 7], true]);
      const t = settleInOrder(attack(s, me, leaderId(s, 1)));
      return [stats(t, ids.oppField![0]!)[1], names(t, 'field', 1), stats(t, ids.field![0]!)[1], health(t, 1)];
    };
    expect(run(false)).toEqual([5, ['SD04-001', 'SD02-020'], 5, 13]); // 7/8 → 5; the 4/6 angel survives; your 4/5 untouched
    expect(run(true)).toEqual([1, ['SD04-001'], 5, 13]); // 7/8 → 1; the 4/6 angel destroyed
  });

  covers(['BP03-041'], 'BP03-041 ルナルの魔術師・プリス: 4/5 cost 4; Fanfare 【土の秘術】: it has 【疾走】 (not paid: no); Fanfare 【スペルチェイン_7】: 4 damage to every enemy follower (6 spells: none)', () => {
    const run = (spells: number, pay: boolean) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP03-041'], oppField: ['SD03-001', 'SD03-007'], field: ['SD03-008'] }, 1);
      fillCemetery(s0, 0, spells, 'SD03-005');
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const s = settleInOrder(play(withPp(s0, 4), ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, pay ? 'pay' : 'skip');
        if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
        return null;
      });
      const me = onField(s, 0, 'BP03-041')[0]!;
      return [stats(s, me), kw(s, me, 'sve.storm'), stackOf(s, shard), stats(s, ids.oppField![0]!)[1], names(s, 'field', 1).length, stats(s, ids.field![0]!)[1]];
    };
    expect(run(6, true)).toEqual([[4, 5], true, 'gone', 6, 2, 4]);
    expect(run(7, false)).toEqual([[4, 5], false, 1, 2, 1, 4]);
  });

  for (const id of ['BP06-061', 'BP06-062']) {
    covers([id], `${id} (銀氷の吐息 / お掃除しちゃうぞ♡): spell cost 2, 1 less in 【覚醒】 (max PP 7: 1 PP enough; 6: not); destroy an engaged enemy follower (standing ones not offered); with 『銀氷のドラゴニュート・フィルレイン』 on your field 2 damage to its leader (without: none)`, () => {
      const run = (filrein: boolean) => {
        const { s: s0, ids } = sc({ me: 'SD04', hand: [id], field: filrein ? ['BP06-056', 'SD04-006'] : ['SD04-006'], oppField: ['SD04-001', 'SD04-003', 'SD04-006'], oppEngaged: [0, 1], pp: 6 });
        return { s0, ids };
      };
      const { s0: a0, ids: a } = run(false);
      expect([canPlay(withPp(a0, 1), a.hand![0]!), canPlay(withPp(a0, 2), a.hand![0]!)]).toEqual([false, true]); // max PP 6
      a0.players[0]!.counters.maxPp = 7;
      expect(canPlay(withPp(a0, 1), a.hand![0]!)).toBe(true);
      let s = play(withPp(a0, 1), a.hand![0]!);
      expectOffered(s, [a.oppField![0]!, a.oppField![1]!], [a.oppField![2]!, ...a.field!, leaderId(s, 0), leaderId(s, 1)]);
      expectUpTo(s, 1, { upTo: false });
      s = settleChoices(pick(s, a.oppField![0]!));
      expect([names(s, 'field', 1), health(s, 1), counters(s, 0).pp]).toEqual([['SD04-003', 'SD04-006'], 20, 0]);
      const { s0: b0, ids: b } = run(true);
      const t = settleChoices(pick(play(b0, b.hand![0]!), b.oppField![1]!));
      expect([names(t, 'field', 1), health(t, 1)]).toEqual([['SD04-001', 'SD04-006'], 18]);
    });
  }

  covers(['BP09-007'], 'BP09-007 森羅の怒り: spell cost 4; 3 damage to every enemy follower, 5 instead with 5+ distinct names among the [エルフ] spells of your cemetery (4 names, one of them twice: 3); 2 to the enemy leader either way', () => {
    const run = (fifth: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP09-007'], cemetery: ['SD01-014', 'BP01-023', 'SD01-016', 'BP02-011', 'BP01-015', 'BP01-024', 'SD01-017'], oppField: ['SD01-008', 'SD01-013'], field: ['SD01-013'], pp: 4 });
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const s1 = fifth ? s0 : outOfCemetery(s0, ids.cemetery![5]!); // without 精霊の呪い: フェアリーサークル ×2, 森荒らしへの報い, エルフの弓術, 自然の導き
      const s = settleChoices(play(s1, ids.hand![0]!));
      const left = names(s, 'field', 1);
      return [left, left.length > 0 ? stats(s, ids.oppField![0]!)[1] : null, health(s, 1), stats(s, ids.field![0]!)[1]];
    };
    expect(run(false)).toEqual([['SD01-008'], 2, 18, 3]); // 3: the 5/5 survives at 2, the 2/3 dies; your follower untouched
    expect(run(true)).toEqual([[], null, 18, 3]); // 5: both die
  });

  covers(['BP01-051'], 'BP01-051 アークサモナー・エラスムス: 6/8 cost 7; Fanfare 【土の秘術】: 6 damage to an enemy follower and 2 to its leader (no 【スタック】 card: nothing); [起動] engage it, 【土の秘術】: the same (no 【スタック】 card: not offered)', () => {
    const { s: s0, ids, shard } = withShard({ hand: ['BP01-051'], oppField: ['SD03-001', 'SD03-007'], field: ['SD03-008'] }, 2);
    expect(canPlay(withPp(s0, 6), ids.hand![0]!)).toBe(false);
    let s = payRiteOnly(play(withPp(s0, 7), ids.hand![0]!), shard);
    const me = onField(s, 0, 'BP01-051')[0]!;
    expectOffered(s, ids.oppField!, [me, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)]);
    expectUpTo(s, 1, { upTo: false });
    s = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(s, me), names(s, 'field', 1), health(s, 1), stackOf(s, shard)]).toEqual([[6, 8], ['SD03-007'], 18, 1]);
    s.cards[me]!.flags.since = 0;
    s = payRiteOnly(must(s, activations(s, me)[0]!).state, shard);
    s = settleChoices(target(s, ids.oppField![1]!)); // the only enemy follower left (a single candidate: chosen by the engine)
    expect([names(s, 'field', 1), health(s, 1), stackOf(s, shard), s.cards[me]!.tapped]).toEqual([[], 16, 'gone', true]);
    const { s: n0, ids: n } = withShard({ hand: ['BP01-051'], oppField: ['SD03-001'] }, 0);
    const t = settleInOrder(play(withPp(n0, 7), n.hand![0]!));
    const me2 = onField(t, 0, 'BP01-051')[0]!;
    t.cards[me2]!.flags.since = 0;
    expect([stats(t, n.oppField![0]!), health(t, 1), activations(t, me2)]).toEqual([[5, 6], 20, []]);
  });

  covers(['BP06-041'], 'BP06-041 魔導の巨兵: 5/5 cost 5; Fanfare 【土の秘術】: 5 damage to an enemy follower; Last Words 【土の秘術】: 3 damage to the enemy leader (no 【スタック】 card left: none)', () => {
    const { s: s0, ids, shard } = withShard({ hand: ['BP06-041'], oppField: ['SD03-001', 'SD03-007'], field: ['SD03-008'] }, 2);
    expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
    let s = payRiteOnly(play(withPp(s0, 5), ids.hand![0]!), shard);
    const me = onField(s, 0, 'BP06-041')[0]!;
    expectOffered(s, ids.oppField!, [me, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)]);
    s = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(s, me), stats(s, ids.oppField![0]!), stackOf(s, shard)]).toEqual([[5, 5], [5, 1], 1]);
    const lw = payRiteOnly(byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [me]), shard);
    expect([names(settleInOrder(lw), 'cemetery', 0).includes('BP06-041'), health(settleInOrder(lw), 1), stackOf(lw, shard)]).toEqual([true, 17, 'gone']);
    // no 【スタック】 card: the Last Words deal nothing
    const { s: n0, ids: n } = withShard({ field: ['BP06-041'] }, 0);
    const none = settleInOrder(byAbility(n0, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [n.field![0]!]));
    expect([names(none, 'cemetery', 0).includes('BP06-041'), health(none, 1)]).toEqual([true, 20]);
  });

  covers(['BP08-062'], 'BP08-062 忌まわしき紫竜: 4/4 cost 4; Fanfare in 【覚醒】 (max PP 7; 6: not) +1/+1 and 【突進】; once per your turn, when it takes damage, draw 2 (the second time: none)', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP08-062'], pp: maxPp });
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP08-062')[0]!;
      return { s, me, out: [stats(s, me), kw(s, me, 'sve.rush')] };
    };
    expect(run(6).out).toEqual([[4, 4], false]);
    const { s, me, out } = run(7);
    expect(out).toEqual([[5, 5], true]);
    const h = handCount(s, 0);
    const once = settleInOrder(damage(s, me, 1));
    expect([stats(once, me), handCount(once, 0)]).toEqual([[5, 4], h + 2]);
    const twice = settleInOrder(damage(once, me, 1));
    expect([stats(twice, me), handCount(twice, 0)]).toEqual([[5, 3], h + 2]);
  });

  covers(['BP02-045'], 'BP02-045 連続実験: spell cost 4; choose up to 2 — 【1】 3 damage to an enemy follower, 【2】 a 『防御型ゴーレム』 (2/3 【守護】), 【3】 draw 1; 【スペルチェイン_10】 up to 3 instead (9 spells: a third not offered)', () => {
    const run = (spells: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP02-045'], field: ['SD03-008'], oppField: ['SD03-001', 'SD03-007'], opp: 'SD03', pp: 4 });
      fillCemetery(s0, 0, spells, 'SD03-005');
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1, 2] });
      s = choose(s, 0);
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [1, 2, 'done'] });
      s = choose(s, 1);
      if (spells >= 10) {
        expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [2, 'done'] });
        s = choose(s, 2);
      }
      expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)]);
      expectUpTo(s, 1, { upTo: false });
      s = settleInOrder(pick(s, ids.oppField![0]!), (x) => (x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand') : null));
      const golem = zoneCards(s, 'field', 0).filter((x) => s.catalog[s.cards[x]!.cardId]!.name === '防御型ゴーレム');
      return [stats(s, ids.oppField![0]!), golem.map((g) => stats(s, g)), golem.map((g) => kw(s, g, 'sve.ward')), handCount(s, 0) - (h - 1)];
    };
    expect(run(9)).toEqual([[5, 3], [[2, 3]], [true], 0]);
    expect(run(10)).toEqual([[5, 3], [[2, 3]], [true], 1]);
  });
}
