/**
 * Card cases: 「(条件)代わりに…」 (SVE 10.10.2.5.1; grammar/replacements.ts).
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { legalActions } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, evolve, fillCemetery, handCount, health, pick, play, target, toDeckTop } from '../drivers.js';
import { act, byName, canPlay, type Covers, drive, evolveInto, named, onlyHand, payRite, pickIf, playIt, playVariants, sc, setHealth, setPp, settleInOrder, withShard } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

export function registerReplacementsCases(covers: Covers): void {
  covers(['BP04-011'], 'BP04-011 小さな勇士・スクナ: 【疾走】; 【進化時】 【コンボ_3】 +1/+1, 【コンボ_5】 +3/+3 instead (2 cards: nothing; 4: +1/+1)', () => {
    const run = (played: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP04-010'], evolve: ['BP04-011'] });
      Object.assign(s0.players[0]!.flags, { played, playedTurn: s0.turn.number });
      const s = evolveInto(s0, ids.field![0]!, 'BP04-011');
      expect(kw(s, ids.field![0]!, 'sve.storm')).toBe(true);
      return stats(s, ids.field![0]!);
    };
    expect([run(2), run(3), run(4), run(5)]).toEqual([[2, 2], [3, 3], [3, 3], [5, 5]]);
  });

  covers(['BP03-059'], 'BP03-059 赤き猛竜: [起動] engage it: +5 attack (0/5 → 5/5); awakened (max PP 7) +10 instead (max PP 6: +5)', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP03-059'] });
      setPp(s0, 0, maxPp);
      const s = settleInOrder(act(s0, ids.field![0]!));
      return [stats(s, ids.field![0]!), s.cards[ids.field![0]!]!.tapped];
    };
    expect(run(6)).toEqual([[5, 5], true]);
    expect(run(7)).toEqual([[10, 5], true]);
  });

  covers(['BP02-040'], 'BP02-040 マナリアドラコ・グレア: costs 2 less with 『プリンセスマナリア・アン』 on your field (2 PP: playable; without her: not); [起動] engage: 3 damage to an enemy follower, 6 with アン on your field', () => {
    const cost = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP02-040'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(['BP02-038'], 2), cost(['BP02-038'], 1), cost(['SD03-003'], 2), cost([], 3), cost([], 4)]).toEqual([true, false, false, false, true]);
    const dmg = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP02-040', ...field], oppField: ['SD02-020'] });
      const s = settleInOrder(pickIf(act(s0, ids.field![0]!), ids.oppField![0]!));
      return names(s, 'field', 1).length ? stats(s, ids.oppField![0]!) : 'destroyed';
    };
    expect(dmg([])).toEqual([4, 3]);
    expect(dmg(['BP02-038'])).toBe('destroyed');
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const b = sc({ me: 'SD03', field: ['BP02-040', 'SD03-003'], oppField: ['SD02-020', 'SD02-002'] });
    const t = act(b.s, b.ids.field![0]!);
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP04-050'], 'BP04-050 忠義の発揮: your leader +3 health (15 → 18); draw 1; 【土の秘術】 draw 2 instead (no 【スタック】 card: 1)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP04-050'] }, stack);
      setHealth(s0, 0, 15);
      const h = handCount(s0, 0);
      const s = payRite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      return [health(s, 0), handCount(s, 0) - h + 1];
    };
    expect(run(0)).toEqual([18, 1]);
    expect(run(1)).toEqual([18, 2]);
  });

  covers(['BP17-109'], 'BP17-109 一角獣の祭壇: Fanfare 2 damage to an enemy follower, 3 with 3+ amulets on your field (itself + 1: 2; itself + 2: 3); [起動][コスト1] engage, to the cemetery: your leader +1, only with 3+ amulets (2: not offered)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-109'], field: Array(others).fill('SD06-002'), oppField: ['SD02-020'] });
      const s = settleInOrder(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(1), run(2)]).toEqual([4, 3]);
    const offered = (others: number) => {
      const { s, ids } = sc({ me: 'SD06', field: ['BP17-109', ...Array(others).fill('SD06-002')] });
      setHealth(s, 0, 15);
      const acts = activations(s, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      setPp(s, 0);
      if (activations(s, ids.field![0]!).length) return 'offered at 0 PP';
      setPp(s, 1);
      const r = settleInOrder(act(s, ids.field![0]!));
      return [health(r, 0), names(r, 'cemetery', 0), counters(r, 0).pp];
    };
    expect(offered(1)).toBe('not offered');
    expect(offered(2)).toEqual([16, ['BP17-109'], 0]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD06', hand: ['BP17-109'], field: ['SD06-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = playIt(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP18-089'], 'BP18-089 クイーンキャッスル: Fanfare discard a 吸血鬼 card: draw 1 (no 吸血鬼 card: no draw); [起動] engage, to the cemetery: a 『フォレストバット』 (1/1), 3 instead with a 『クイーンヴァンパイア』-named follower on your field', () => {
    const fan = (card: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP18-089', card] });
      onlyHand(s0, ids.hand!);
      const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player === 0 && d.kind === 'chooseOption' && d.options!.includes('pay')) return must(x, { type: 'choose', player: 0, option: 'pay' }).state;
        if (d.player === 0 && d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) return pick(x, ids.hand![1]!);
        return null;
      });
      return [handCount(s, 0), zoneCards(s, 'cemetery', 0).length];
    };
    expect(fan('SD05-001')).toEqual([1, 1]);
    expect(fan('SD05-003')).toEqual([1, 0]);
    const bats = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP18-089', ...field] });
      const s = settleInOrder(act(s0, ids.field![0]!));
      const b = named(s, 'field', 'フォレストバット');
      return [b.length, b.length ? stats(s, b[0]!) : null];
    };
    expect(bats(['SD05-003'])).toEqual([1, [1, 1]]);
    expect(bats(['SD05-001'])).toEqual([3, [2, 1]]); // 『クイーンヴァンパイア』 itself: 3 bats, each +1 attack from its own text
    expect(bats(['SP01-032'])).toEqual([3, [1, 1]]);
  });

  covers(['BP08-052'], 'BP08-052 憤怒の竜帝・乙姫 (SVE 13.4.1, 10.7.2): Fanfare 1 『竜帝の近衛兵』 (max PP 6) / 3 (max PP 7, 【覚醒】); another [ドラゴン] follower of yours going to the cemetery in your turn → 1 damage to the chosen enemy leader; a royal follower → nothing', () => {
    const run = (pp: number) => drive(play(scene({ me: 'SD04', hand: ['BP08-052'], pp }).s, scene({ me: 'SD04', hand: ['BP08-052'], pp }).ids.hand![0]!));
    expect([byName(run(6), 'field', 0, '竜帝の近衛兵').length, byName(run(7), 'field', 0, '竜帝の近衛兵').length]).toEqual([1, 3]);
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP08-052', 'SD02-007'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0, 1], tokens: [['BP08-T03', 'field', 0]] });
    const guard = ids.tokens![0]!;
    let s = drive(attack(s0, guard, ids.oppField![0]!), (d) => (d.kind === 'chooseCards' ? d.candidates!.find((x) => !ids.oppField!.includes(x)) ?? null : null)); // 2/1 【突進】 into 3/3
    expect([byName(s, 'field', 0, '竜帝の近衛兵').length, health(s, 1), stats(s, ids.oppField![0]!)]).toEqual([0, 19, [3, 1]]);
    s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!)); // the royal 2/2 into 3/3
    expect([names(s, 'cemetery', 0).includes('SD02-007'), health(s, 1)]).toEqual([true, 20]);
    // issue #18: 「相手のリーダー1人か相手の場のフォロワー1体」: the enemy leader and both enemy followers offered; yours, your leader, the enemy amulet not
    const dz = scene({ me: 'SD04', field: ['BP08-052', 'SD02-007'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', oppEngaged: [0, 1], tokens: [['BP08-T03', 'field', 0]] });
    let dt = attack(dz.s, dz.ids.tokens![0]!, dz.ids.oppField![0]!);
    for (let i = 0; i < 6 && dt.decision && !(dt.decision.kind === 'chooseCards' && dt.decision.player === 0); i++) dt = must(dt, dt.decision.kind === 'chooseOption' ? { type: 'choose', player: dt.decision.player, option: dt.decision.options![0]! } : { type: 'pass', player: dt.decision.player }).state;
    expectOffered(dt, [dz.ids.oppField![0]!, dz.ids.oppField![1]!, leaderId(dt, 1)], [...dz.ids.field!, dz.ids.oppField![2]!, leaderId(dt, 0)]);
  });

  covers(['SD08-019'], 'SD08-019 ブレイジングブレス: [クイック] 2 damage to an enemy follower; 4 instead in Overflow (max PP ≥ 7)', () => {
    const run = (max: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-019'], oppField: ['SD04-001'], pp: 1 });
      s0.players[0]!.counters.maxPp = max;
      const s = target(play(s0, ids.hand![0]!), ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!)[1], kw(s0, ids.hand![0]!, 'sve.quick')];
    };
    expect(run(6)).toEqual([6, true]);
    expect(run(7)).toEqual([4, true]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD04', hand: ['SD08-019'], field: ['SD04-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['SD07-021'], 'SD07-021 レヴィオンシスターズ登場！: SVE 10.6.2.2.2 cost +4 optional; search マイム/ミイム/メイム into the hand, or with +4 instead one of each onto the field', () => {
    const run = (pp: number, option: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-021', 'SD07-017', 'SD07-019', 'SD07-020'], pp });
      toDeckTop(s0, ids.hand!.slice(1));
      const variants = playVariants(s0, ids.hand![0]!);
      const a = variants.find((x) => (x.option === true) === option);
      if (!a) return { variants: variants.length };
      const h = handCount(s0, 0);
      let s = must(s0, a).state;
      // each search is a choice (5.8); ミイム's 【守護】 asks engage / stand as it enters (and the order of waiting abilities)
      while (s.decision?.player === 0 && (s.decision.kind === 'chooseCards' || s.decision.kind === 'chooseOption')) s = s.decision.kind === 'chooseCards' ? pick(s, s.decision.candidates![0]!) : must(s, legalActions(s).find((x) => x.option === 'stand') ?? legalActions(s)[0]!).state;
      const added = names(s, 'hand', 0).filter((x) => ['SD07-017', 'SD07-019', 'SD07-020'].includes(x));
      return { variants: variants.length, pp: counters(s, 0).pp, field: names(s, 'field', 0).sort(), hand: handCount(s, 0) - h, added: added.length };
    };
    expect(run(4, true)).toEqual({ variants: 1 }); // 1 + 4 = 5 PP needed
    expect(run(5, false)).toEqual({ variants: 2, pp: 4, field: [], hand: -1 + 1, added: 1 });
    expect(run(5, true)).toEqual({ variants: 2, pp: 0, field: ['SD07-017', 'SD07-019', 'SD07-020'], hand: -1, added: 0 });
  });

  covers(['BP15-T03'], 'Token 黄金の靴: a 盗賊 follower of yours gets Rush; with 10+ cards in the opponent\'s cemetery Storm instead (9: Rush only); only your 盗賊 followers offered (SVE 10.6.2.3)', () => {
    for (const n of [9, 10]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP11-019'], evolve: ['BP15-T03'], tokens: [['BP15-T03', 'hand', 0]], pp: 2 });
      fillCemetery(s0, 1, n, 'SD02-002');
      const f = ids.field![0]!;
      const s = target(play(s0, ids.tokens![0]!), f);
      expect([kw(s, f, 'sve.rush'), kw(s, f, 'sve.storm')]).toEqual(n >= 10 ? [false, true] : [true, false]);
    }
    // issue #18: 「自分の場の盗賊・フォロワー1体を選ぶ」 — your two 盗賊 followers; not your ファイター (傭兵), not the enemy 盗賊, no leader
    const b = scene({ me: 'SD02', field: ['BP11-019', 'BP11-019', 'SD02-019'], oppField: ['BP11-019'], evolve: ['BP15-T03'], tokens: [['BP15-T03', 'hand', 0]], pp: 2 });
    const t = play(b.s, b.ids.tokens![0]!);
    expectOffered(t, b.ids.field!.slice(0, 2), [b.ids.field![2]!, b.ids.oppField![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = pick(t, b.ids.field![1]!);
    expect([b.ids.field![0]!, b.ids.field![1]!, b.ids.field![2]!].map((x) => kw(u, x, 'sve.rush'))).toEqual([false, true, false]);
  });
}
