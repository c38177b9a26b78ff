/**
 * Card cases: Effect clauses of grammar/effects/engage.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { run } from '../../../../../engine/src/index.js';
import { counters, kw, leaderId, must, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pass, pick, play, target } from '../../drivers.js';
import { act, activateFirst, canPlay, type Covers, damage, endMain, evolveInto, evolves, onField, pickIf, sc, setPp, settleChoices, settleInOrder, stand } from '../case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from '../offered.js';

export function registerEngageCases(covers: Covers): void {
  covers(['CP03-037'], 'CP03-037 ふろうがる: at your end phase it stands (another engaged follower stays engaged)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['CP03-037', 'SD02-002'] });
    s0.cards[ids.field![0]!]!.tapped = true;
    s0.cards[ids.field![1]!]!.tapped = true;
    const s = endMain(s0);
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped]).toEqual([false, true]);
  });

  covers(['BP08-022'], 'BP08-022 不滅の英雄・ローラン: 【守護】; 【進化時】 stand all your amulets; end phase your leader +3, draw 1 only with 『不滅の聖剣・デュランダル』 on your field', () => {
    const run = (sword: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-021', ...(sword ? ['BP08-024'] : ['SD06-015'])], evolve: ['BP08-022'] });
      s0.cards[ids.field![1]!]!.tapped = true;
      let s = evolveInto(s0, ids.field![0]!, 'BP08-022');
      expect([s.cards[ids.field![1]!]!.tapped, kw(s, ids.field![0]!, 'sve.ward')]).toEqual([false, true]);
      const h = handCount(s, 0);
      s = endMain(s);
      return [health(s, 0), handCount(s, 0) - h];
    };
    expect([run(false), run(true)]).toEqual([[23, 0], [23, 1]]);
  });

  covers(['CSD02c-012'], 'CSD02c-012 諸星きらり: costs 3 less with a follower of original cost 1 on your field (cost 6: 5 PP refused; cost 2 follower: 9, 8 PP refused); 【守護】; Fanfare stands all your followers', () => {
    const offered = (other: string, pp: number) => {
      const { s, ids } = sc({ me: 'SD02', hand: ['CSD02c-012'], field: [other], pp });
      return canPlay(s, ids.hand![0]!);
    };
    expect([offered('SD02-007', 6), offered('SD02-007', 5), offered('SD02-019', 8), offered('SD02-019', 9)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['CSD02c-012'], field: ['SD02-007', 'SD02-019'], pp: 6 });
    s0.cards[ids.field![0]!]!.tapped = true;
    s0.cards[ids.field![1]!]!.tapped = true;
    const s = stand(play(s0, ids.hand![0]!));
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, kw(s, onField(s, 0, 'CSD02c-012')[0]!, 'sve.ward')]).toEqual([false, false, true]);
  });

  covers(['CP02-031'], 'CP02-031 諸星きらり: costs 3 less with an original-cost-1 follower on your field (6 PP: plays, 5: not; without: 8 not, 9 plays); 【守護】; Fanfare stand all your followers', () => {
    const offered = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', hand: ['CP02-031'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([offered(['SD02-007'], 6), offered(['SD02-007'], 5), offered(['SD02-002'], 8), offered(['SD02-002'], 9)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP02-031'], field: ['SD02-007', 'SD02-002'] });
    setPp(s0, 6);
    for (const f of ids.field!) s0.cards[f]!.tapped = true;
    const s = stand(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP02-031')[0]!;
    expect([s.cards[ids.field![0]!]!.tapped, s.cards[ids.field![1]!]!.tapped, kw(s, me, 'sve.ward'), counters(s, 0).pp]).toEqual([false, false, true, 0]);
  });

  covers(['BP01-041'], 'BP01-041 騎士王の威光: [起動][コスト1] engage: a 『ナイト』 with 【疾走】; [コスト2] engage: engage an enemy follower; [コスト3] engage: draw 1 (each one PP short: not offered)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP01-041'], oppField: ['SD02-020'] });
      setPp(s0, pp);
      return { s0, ids, acts: activations(s0, ids.field![0]!) };
    };
    const offered = (pp: number) => run(pp).acts.length;
    expect([offered(0), offered(1), offered(2), offered(3)]).toEqual([0, 1, 2, 3]);
    // [コスト1]: the cheapest ability is the only one offered at 1 PP
    {
      const { s0, ids } = run(1);
      const s = settleInOrder(act(s0, ids.field![0]!));
      const knights = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === 'ナイト');
      expect([knights.length, kw(s, knights[0]!, 'sve.storm'), stats(s, knights[0]!), s.cards[ids.field![0]!]!.tapped, counters(s, 0).pp]).toEqual([1, true, [1, 1], true, 0]);
    }
    {
      const { s0, ids } = run(2);
      const acts = activations(s0, ids.field![0]!);
      const rs = acts.map((a) => settleInOrder(pickIf(must(s0, a).state, ids.oppField![0]!)));
      const r = rs.find((x) => counters(x, 0).pp === 0)!;
      expect([r.cards[ids.oppField![0]!]!.tapped, r.cards[ids.field![0]!]!.tapped]).toEqual([true, true]);
    }
    {
      // issue #18 (SVE 10.6.2.3): the [コスト2] 「相手のフォロワー1体」 — the enemy followers only (not the amulet, not yours, no leader); exactly 1
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP01-041', 'SD02-019'], oppField: ['SD02-020', 'SD02-002'] });
      setPp(s0, 2);
      const asks = activations(s0, ids.field![0]!).map((a) => must(s0, a).state).filter((x) => x.decision?.kind === 'chooseCards');
      expect(asks).toHaveLength(1);
      expect(counters(asks[0]!, 0).pp).toBe(0); // the [コスト2] one
      expectOffered(asks[0]!, ids.oppField!, [...ids.field!, leaderId(asks[0]!, 0), leaderId(asks[0]!, 1)]);
      expectUpTo(asks[0]!, 1, { upTo: false });
    }
    {
      const { s0, ids } = run(3);
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      const r = acts.map((a) => settleInOrder(pickIf(must(s0, a).state, ids.oppField![0]!))).find((x) => counters(x, 0).pp === 0)!;
      expect([handCount(r, 0) - h, r.cards[ids.oppField![0]!]!.tapped]).toEqual([1, false]);
    }
  });

  covers(['CP03-017'], '高速遊撃のイルカ兵 (「それをアクトするかスタンドする」, SVE 5.4): Fanfare: up to 1 enemy follower, then engage it or stand it (the player chooses); choosing none does nothing; 【突進】; cost 1 (refused at 0 PP)', () => {
    for (const [engaged, option] of [[false, 0], [true, 1], [false, 1]] as Array<[boolean, number]>) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP03-017'], oppField: ['SD04-017'], oppEngaged: engaged ? [0] : [], pp: 1 });
      let s = play(s0, ids.hand![0]!);
      s = pick(s, ids.oppField![0]!);
      expect(s.decision?.kind === 'chooseOption' ? s.decision.labels : null).toEqual(['アクト', 'スタンド']);
      s = settleChoices(choose(s, option));
      expect([engaged, option, s.cards[ids.oppField![0]!]!.tapped, counters(s, 0).pp]).toEqual([engaged, option, option === 0, 0]);
    }
    const { s: n0, ids: n } = scene({ me: 'SD01', hand: ['CP03-017'], oppField: ['SD04-017'], pp: 1 });
    let s = play(n0, n.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
    s = settleChoices(s);
    expect([s.decision?.kind, s.cards[n.oppField![0]!]!.tapped, kw(s, onField(s, 0, 'CP03-017')[0]!, 'sve.rush')]).toEqual(['sve.main', false, true]);
    const z = scene({ me: 'SD01', hand: ['CP03-017'], pp: 0 });
    expect(canPlay(z.s, z.ids.hand![0]!)).toBe(false);
    // issue #18: 「相手の場のフォロワー1体まで選ぶ」 — exactly the enemy followers (not yours, not itself, no leader), a 2nd pick refused
    const b = scene({ me: 'SD01', hand: ['CP03-017'], field: ['SD01-017'], oppField: ['SD04-017', 'SD04-003'], pp: 1 });
    const t = play(b.s, b.ids.hand![0]!);
    expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, onField(t, 0, 'CP03-017')[0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: true });
  });

  covers(['CP02-019'], '五十嵐響子 (evolved; SVE 5.4): 【進化時】 up to 1 enemy follower engaged or stood as chosen; [進化][コスト1] refused at 0 PP; 【守護】; during your turn it takes no damage', () => {
    for (const option of [0, 1]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['CP02-018'], evolve: ['CP02-019'], oppField: ['SD04-017'], oppEngaged: option === 1 ? [0] : [], pp: 0 });
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(evolves(s0, me)).toEqual([]);
      s0.players[0]!.counters.pp = 1;
      let s = evolve(s0, me);
      s = pick(s, ids.oppField![0]!);
      s = settleChoices(choose(s, option));
      expect([option, s.cards[ids.oppField![0]!]!.tapped, s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.ward')]).toEqual([option, option === 0, 'CP02-019', [7, 8], true]);
      expect(stats(damage(s, me, 5), me)).toEqual([7, 8]);
    }
    // issue #18: 「相手の場のフォロワー1体まで選ぶ」 — exactly the enemy followers (not itself, not your other follower, no leader), a 2nd pick refused, none accepted
    const b = scene({ me: 'SD02', field: ['CP02-018', 'SD02-019'], evolve: ['CP02-019'], oppField: ['SD04-017', 'SD04-003'], pp: 1 });
    b.s.players[0]!.counters.ep = 0;
    const t = evolve(b.s, b.ids.field![0]!);
    expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, b.ids.field![1]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: true });
    const none = settleChoices(chooseTargets(t, []));
    expect([none.decision?.kind, b.ids.oppField!.map((x) => none.cards[x]!.tapped)]).toEqual(['sve.main', [false, false]]);
  });

  // ======================= SD07 ロイヤル (レヴィオン) =======================
  covers(['SD07-001'], 'SD07-001 レヴィオンの迅雷・アルベール: Storm; Fanfare another Levion follower +1 attack; [起動][コスト3] stand it, only with 10+ royal followers in the cemetery, once per turn; the Fanfare offers exactly your OTHER レヴィオン followers (not itself, not a non-レヴィオン one, not an enemy レヴィオン; SVE 10.6.2.3)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-001'], field: ['SD07-016'], pp: 10 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.field![0]!);
    const al = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-001')!;
    expect([stats(s, ids.field![0]!), stats(s, al), kw(s, al, 'sve.storm')]).toEqual([[1, 4], [4, 5], true]);
    s = pass(attack(s, al, leaderId(s, 1)));
    expect(health(s, 1)).toBe(16);
    fillCemetery(s, 0, 9, 'SD02-019'); // neutral fighters are not royal
    fillCemetery(s, 0, 9, 'SD02-002');
    expect(activations(s, al)).toEqual([]); // 9 royal followers
    fillCemetery(s, 0, 1, 'SD02-007');
    s = activateFirst(s, al);
    expect([s.cards[al]!.tapped, counters(s, 0).pp]).toEqual([false, 3]); // 10 − 4 − 3
    s = pass(attack(s, al, leaderId(s, 1)));
    expect(activations(s, al)).toEqual([]); // once per turn
    // issue #18: 「自分の場の他のレヴィオン・フォロワー1体を選ぶ」
    const b = scene({ me: 'SD02', hand: ['SD07-001'], field: ['SD07-016', 'SD07-006', 'SD07-008'], oppField: ['SD07-020'], pp: 10 });
    const t = play(b.s, b.ids.hand![0]!);
    const self = zoneCards(t, 'field', 0).find((id) => cardIdOf(t, id) === 'SD07-001')!;
    expectOffered(t, b.ids.field!.slice(0, 2), [self, b.ids.field![2]!, b.ids.oppField![0]!], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = pick(t, b.ids.field![1]!);
    expect([stats(u, b.ids.field![0]!), stats(u, b.ids.field![1]!), stats(u, b.ids.field![2]!)]).toEqual([[0, 4], [4, 5], [3, 3]]);
  });

  covers(['SD07-003'], 'SD07-003 雷滅卿・アルベール (evolved): 【攻撃時】 destroy up to 1 enemy follower, then +X/+X where X = followers put from the field into a cemetery this turn (a destroyed token counts)', () => {
    const run = (killFirst: boolean, pickTarget: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-002', 'SD07-016'], evolve: ['SD07-003'], oppField: ['SD04-001'], tokens: [['SD02-T01', 'field', 1]], pp: 1 });
      const al = ids.field![0]!;
      let s = evolve(s0, al);
      if (killFirst) s = target(activateFirst(s, ids.field![1]!), ids.tokens![0]!); // ユリウス: 1 damage to the 1/1 ナイト token
      if (s.decision?.kind === 'sve.quick') s = pass(s);
      const before = stats(s, al);
      s = attack(s, al, leaderId(s, 1));
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
      // issue #18: exactly the enemy followers left (not アルベール, not ユリウス, no leader); 2 of them: a 2nd pick refused
      expectOffered(s, zoneCards(s, 'field', 1), [al, ids.field![1]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
      if (!killFirst) expectUpTo(s, 1, { upTo: true });
      s = pickTarget ? pick(s, ids.oppField![0]!) : done(s);
      const after = stats(s, al);
      return [after[0]! - before[0]!, after[1]! - before[1]!];
    };
    expect(run(false, false)).toEqual([0, 0]);
    expect(run(false, true)).toEqual([1, 1]);
    expect(run(true, false)).toEqual([1, 1]);
    expect(run(true, true)).toEqual([2, 2]);
  });
}
