/**
 * Card cases: Effect clauses of grammar/effects/pp.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, kw, leaderId, scene, stats, zoneCards } from '../../engine-helpers.js';
import { attack, choose, evolve, fillCemetery, handCount, health, pick, play, target } from '../../drivers.js';
import { type Covers, endMain, evolveInto, sc, setPp, settleInOrder, stand } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerPpCases(covers: Covers): void {
  covers(['BP09-055', 'BP09-056'], 'BP09-055 リントヴルム → BP09-056 聖竜・リントヴルム: [進化][コスト5] into 『聖竜・リントヴルム』; 【守護】; end phase your leader +6 and draw 3; Fanfare recovers PP = [ドラゴン] spells in your cemetery', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP09-055'], evolve: ['BP09-056'], pp: 5 });
    let s = evolveInto(s0, ids.field![0]!, 'BP09-056');
    expect(counters(s, 0).pp).toBe(0);
    expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
    const h = handCount(s, 0);
    s = endMain(s);
    expect([health(s, 0), handCount(s, 0)]).toEqual([26, h + 3]);
    // Fanfare: 3 [ドラゴン] spells (SD04-015) in the cemetery, a neutral spell (SD04-020) not counted
    const b = sc({ me: 'SD04', hand: ['BP09-055'], pp: 10 });
    fillCemetery(b.s, 0, 3, 'SD04-015');
    fillCemetery(b.s, 0, 1, 'SD04-020');
    s = stand(play(b.s, b.ids.hand![0]!));
    expect(counters(s, 0).pp).toBe(3);
  });

  covers(['BP02-106'], 'BP02-106 ダークエンジェル・オリヴィエ: Fanfare choose up to 2 of 【1】 EP +1, 【2】 your leader +3, 【3】 draw 1, 【4】 each opponent discards 1', () => {
    const run = (picks: number[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP02-106'], pp: 5 });
      const h = [handCount(s0, 0), handCount(s0, 1), counters(s0, 0).ep!];
      let s = play(s0, ids.hand![0]!);
      for (const p of picks) {
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
        s = choose(s, p === -1 ? 'done' : p);
      }
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 1) s = pick(s, s.decision.candidates![0]!);
      expect(s.decision?.kind).toBe('sve.main');
      return [counters(s, 0).ep! - h[2]!, health(s, 0), handCount(s, 0) - (h[0]! - 1), handCount(s, 1) - h[1]!];
    };
    expect(run([0, 1])).toEqual([1, 23, 0, 0]);
    expect(run([2, 3])).toEqual([0, 20, 1, -1]);
    expect(run([1, -1])).toEqual([0, 23, 0, 0]); // up to 2: one is enough
  });

  covers(['BP08-051'], 'BP08-051 破壊の愉悦: with an アイドル card on your field recover 1 PP; with 『破壊の絶傑・リーシェナ』 on your field draw 1 (none: neither)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP08-051'], field });
      setPp(s0, 5);
      const h = handCount(s0, 0);
      const s = play(s0, ids.hand![0]!);
      return [counters(s, 0).pp, handCount(s, 0) - h];
    };
    expect(run([])).toEqual([5, -1]);
    expect(run(['SD03-003'])).toEqual([5, -1]);
    expect(run(['BP05-048'])).toEqual([6, -1]);
    expect(run(['BP05-037'])).toEqual([6, 0]);
  });

  covers(['CP02-105'], 'CP02-105 マスタートレーナー: Fanfare 5 『魔法のアイテム』 into your EX area; recover 4 PP (8 PP paid of 10 → 2 + 4 = 6)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-105'], evolve: ['CP02-T01'] });
    const s = play(s0, ids.hand![0]!);
    const ex = zoneCards(s, 'exArea', 0);
    expect([ex.length, ex.every((id) => kw(s, id, 'sve.magicItem')), counters(s, 0).pp]).toEqual([5, true, 6]);
  });

  covers(['BP07-002'], 'BP07-002 回帰する抱擁・ラティカ (evolved): 【疾走】; when a 『ナテラの大樹』 comes onto your field, recover 1 PP (0 → 1)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP07-002', 'BP07-062'], oppField: ['SD02-020'], oppEngaged: [0] });
    expect(kw(s0, ids.field![0]!, 'sve.storm')).toBe(true);
    setPp(s0, 0);
    s0.cards[ids.field![1]!]!.flags.since = 0;
    const s = settleInOrder(attack(s0, ids.field![1]!, ids.oppField![0]!));
    const trees = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'ナテラの大樹');
    expect([trees.length, counters(s, 0).pp]).toEqual([1, 1]);
  });

  covers(['BP13-059'], 'BP13-059 殺竜騎士・ロイ: 【突進】 while an amulet is on your field (none: not); Fanfare with 3+ 武闘竜人 cards on your field (itself counts) max PP +1 (2: not)', () => {
    const rush = (field: string[]) => {
      const { s, ids } = sc({ me: 'SD04', field: ['BP13-059', ...field] });
      return kw(s, ids.field![0]!, 'sve.rush');
    };
    expect([rush([]), rush(['SD04-003']), rush(['CP03-082'])]).toEqual([false, false, true]);
    const fan = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP13-059'], field: Array(others).fill('BP18-062') });
      setPp(s0, 5, 5);
      const s = play(s0, ids.hand![0]!);
      return [counters(s, 0).pp, counters(s, 0).maxPp];
    };
    expect(fan(1)).toEqual([2, 5]);
    expect(fan(2)).toEqual([2, 6]);
  });

  covers(['SD08-008'], 'SD08-008 栄弦の天宮・リュウフウ (evolved): 【進化時】 3 damage to an enemy follower; 【超進化時】 max PP +1 and leader +2', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD08-007'], evolve: ['SD08-008'], oppField: ['SD04-001'], pp: 1 });
    let s = evolve(s0, ids.field![0]!);
    if (s.decision?.kind === 'chooseCards') s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], counters(s, 0).maxPp, health(s, 0)]).toEqual([5, counters(s0, 0).maxPp, 20]);
    const b = scene({ me: 'SD04', field: ['SD08-007'], evolve: ['SD08-008'], oppField: ['SD04-001'], pp: 1 });
    b.s.players[0]!.counters.turns = 7;
    b.s.players[0]!.counters.maxPp = 5;
    let t = evolve(b.s, b.ids.field![0]!, { sep: true });
    for (let i = 0; i < 4 && t.decision?.kind !== 'sve.main'; i++) t = t.decision!.kind === 'chooseCards' ? target(t, b.ids.oppField![0]!) : choose(t, t.decision!.options![0]!);
    expect([stats(t, b.ids.oppField![0]!)[1], counters(t, 0).maxPp, health(t, 0)]).toEqual([5, 6, 22]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD04', field: ['SD08-007', 'SD04-019'], evolve: ['SD08-008'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    const dt = evolve(dz.s, dz.ids.field![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });
}
