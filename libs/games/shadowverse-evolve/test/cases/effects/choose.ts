/**
 * Card cases: Effect clauses of grammar/effects/choose.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { apply, destroy, type GameState, makeCtx, moveCards, vocabularyFor } from '../../../../../engine/src/index.js';
import { arrange, BY_ID, counters, ctxOf, kw, leaderId, must, names, nextTurn, scene, stats, titleDeck, titleGame, toMain, zoneCards } from '../../engine-helpers.js';
import { definition } from '../../../src/index.js';
import { activations, choose, done, evolve, fillCemetery, handCount, health, pick, play, target } from '../../drivers.js';
import { activateFirst, canPlay, type Covers, dec, declineOptional, endMain, evolveInto, hp, leader, legalPicks, namesOf, on, onField, onlyHand, PC, PC_LEADER, pcGameAs, pcTitleGame, pickIf, pickOnly, playable, playIt, plays, quiet, raisePp, resolveTriggersAndWard, sc, setPp, settle, settleChoices, settleInOrder, sorted, toBanished } from '../case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from '../offered.js';

export function registerChooseCases(covers: Covers): void {
  covers(['BP05-058'], 'BP05-058 侮蔑の炎爪: your follower takes 1 damage, the enemy follower 3; 「自分の場のフォロワー1体と相手の場のフォロワー1体を選ぶ」: exactly your followers for the first, exactly the enemy ones for the second (SVE 10.6.2.3)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP05-058'], field: ['SD04-006'], oppField: ['SD04-001'], pp: 1 });
    const s = play(s0, ids.hand![0]!);
    expect([stats(s, ids.field![0]!), stats(s, ids.oppField![0]!)]).toEqual([[4, 4], [7, 5]]);
    // two of each side: the choices are asked, each offers one side only (issue #18)
    const b = sc({ me: 'SD04', hand: ['BP05-058'], field: ['SD04-006', 'SD05-018'], oppField: ['SD04-001', 'SD05-020'], pp: 1 });
    let t = play(b.s, b.ids.hand![0]!);
    expectOffered(t, b.ids.field!, [...b.ids.oppField!, leader(t, 0), leader(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    t = pick(t, b.ids.field![1]!);
    expectOffered(t, b.ids.oppField!, b.ids.field!, { rule: 'SVE 10.6.2.3' });
    t = pick(t, b.ids.oppField![1]!);
    expect([stats(t, b.ids.field![0]!), stats(t, b.ids.field![1]!), stats(t, b.ids.oppField![0]!), stats(t, b.ids.oppField![1]!)]).toEqual([[4, 5], [3, 3], [7, 8], [4, 3]]); // 4/5 untouched, 3/4 −1, 7/8 untouched, 4/6 −3
  });

  covers(['BP16-086'], 'BP16-086 魂の捕食: destroys an enemy follower and a follower of yours; draw 1; each choice offers exactly its side (SVE 10.6.2.3)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP16-086'], field: ['SD05-018'], oppField: ['SD05-020'], pp: 2 });
    const h = handCount(s0, 0);
    const s = play(s0, ids.hand![0]!);
    expect([names(s, 'field', 0), names(s, 'field', 1), handCount(s, 0)]).toEqual([[], [], h]);
    const b = sc({ me: 'SD04', hand: ['BP16-086'], field: ['SD05-018', 'SD04-006'], oppField: ['SD05-020', 'SD04-001'], pp: 2 });
    let t = play(b.s, b.ids.hand![0]!);
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leader(t, 0), leader(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    t = pick(t, b.ids.oppField![1]!);
    expectOffered(t, b.ids.field!, b.ids.oppField!, { rule: 'SVE 10.6.2.3' });
    t = pick(t, b.ids.field![1]!);
    expect([names(t, 'field', 0), names(t, 'field', 1)]).toEqual([['SD05-018'], ['SD05-020']]);
  });

  // ---- sample-deck cards (Princess Connect title decks: UB abilities valid, SVE 14.5.1.2) ----
  covers(['CP04-112'], 'CP04-112 ライラエル: [UB] Fanfare up to 3 original-cost-2-or-less followers of different names from your cemetery onto the field (cost 3 / a second ユイ: not candidates); another follower\'s UB ability activating (SVE 14.5.1.3) gives it +1/+1 (a follower without UB: nothing; ライラエル itself: nothing)', () => {
    let s = pcTitleGame(PC_LEADER.bishop, ['CP04-112', 'CP04-105', 'CP04-095', 'CP04-107', 'CP04-103', 'CP04-113', 'CP04-093']);
    const r = arrange(s, [['CP04-112', 'hand', 0], ['CP04-105', 'hand', 0], ['SD02-002', 'field', 1]]);
    s = r.state;
    const [lyra, suzume, enemy] = r.ids as [string, string, string];
    fillCemetery(s, 0, 2, 'CP04-095'); // ユイ 1/1 cost 1, twice
    fillCemetery(s, 0, 1, 'CP04-107'); // クルミ cost 1
    fillCemetery(s, 0, 1, 'CP04-103'); // ミミ cost 2
    fillCemetery(s, 0, 1, 'CP04-113'); // アメス cost 2
    fillCemetery(s, 0, 1, 'CP04-093'); // ノゾミ cost 3
    raisePp(s, 7);
    s = play(s, lyra);
    const eligible = ['cem-0-CP04-095-0', 'cem-0-CP04-095-1', 'cem-0-CP04-107-0', 'cem-0-CP04-103-0', 'cem-0-CP04-113-0'];
    s = pickOnly(s, 'cem-0-CP04-095-0', eligible);
    s = pickOnly(s, 'cem-0-CP04-107-0', eligible.filter((c) => !c.includes('CP04-095')));
    s = pickOnly(s, 'cem-0-CP04-103-0', ['cem-0-CP04-103-0', 'cem-0-CP04-113-0']);
    // the three enter from the cemetery: their Fanfares trigger (SVE 12.4.3) — クルミ's is a [UB] one (engage an enemy follower),
    // so ライラエル gives クルミ +1/+1; ミミ's (search 『イタズラ宣言』, none in the deck) is not a UB ability
    for (let i = 0; i < 8 && s.decision?.kind !== 'sve.main'; i++) {
      const d = s.decision!;
      if (d.kind === 'chooseCards' && d.candidates!.includes(enemy)) s = pick(s, enemy);
      else if (d.kind === 'chooseCards') s = done(s);
      else s = choose(s, d.options!.includes(true) ? true : d.options![0]!);
    }
    const [yuiF, kurumi, mimi] = ['CP04-095', 'CP04-107', 'CP04-103'].map((c) => onField(s, 0, c)[0]!) as [string, string, string];
    expect(names(s, 'field', 0).sort()).toEqual(['CP04-095', 'CP04-103', 'CP04-107', 'CP04-112']);
    expect(names(s, 'cemetery', 0).sort()).toEqual(['CP04-093', 'CP04-095', 'CP04-113']);
    const lyraOn = onField(s, 0, 'CP04-112')[0]!;
    expect([s.cards[enemy]!.tapped, stats(s, kurumi), stats(s, mimi), stats(s, yuiF), stats(s, lyraOn)]).toEqual([true, [3, 3], [2, 2], [1, 1], [3, 4]]);
    raisePp(s, 3);
    s = play(s, suzume); // スズメ 2/3: [UB] Fanfare your leader +2
    expect([stats(s, onField(s, 0, 'CP04-105')[0]!), health(s, 0)]).toEqual([[3, 4], 22]);
    expect([stats(s, kurumi), stats(s, mimi), stats(s, yuiF), stats(s, lyraOn)]).toEqual([[3, 3], [2, 2], [1, 1], [3, 4]]); // only スズメ
  });

  covers(['CP04-038'], 'CP04-038 キャル (evolved): 【進化時】 5 damage to an enemy follower; 【超進化時】 up to 2 spells of different names from your cemetery to the EX area, costing 2 less this turn', () => {
    const a = sc({ me: 'SD03', field: ['CP04-037'], evolve: ['CP04-038'], oppField: ['SD03-001'] });
    let s = evolveInto(a.s, a.ids.field![0]!, 'CP04-038');
    if (s.decision?.kind === 'chooseCards') s = pick(s, a.ids.oppField![0]!);
    expect(stats(s, a.ids.oppField![0]!)).toEqual([5, 1]); // 5/6 − 5
    const b = sc({ me: 'SD03', field: ['CP04-037'], evolve: ['CP04-038'], oppField: ['SD04-001'], opp: 'SD04', pp: 1 });
    fillCemetery(b.s, 0, 2, 'SD03-014'); // 炎の握撃 cost 4, twice
    fillCemetery(b.s, 0, 1, 'SD03-015'); // マジックミサイル cost 3
    fillCemetery(b.s, 0, 1, 'SD03-004'); // a follower: not a spell
    b.s.players[0]!.counters.turns = 7;
    s = evolve(b.s, b.ids.field![0]!, { sep: true });
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 10.5.2'; i++) s = choose(s, s.decision.options![0]!);
    const spells = ['cem-0-SD03-014-0', 'cem-0-SD03-014-1', 'cem-0-SD03-015-0'];
    for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) {
      if (s.decision!.kind === 'chooseCards' && s.decision!.candidates!.includes(b.ids.oppField![0]!)) s = pick(s, b.ids.oppField![0]!);
      else if (s.decision!.kind === 'chooseCards' && s.decision!.candidates!.includes(spells[0]!)) {
        s = pickOnly(s, spells[0]!, spells);
        s = pickOnly(s, spells[2]!, [spells[2]!]);
      } else if (s.decision!.kind === 'chooseOption') s = choose(s, s.decision!.options![0]!);
    }
    expect(stats(s, b.ids.oppField![0]!)[1]).toBe(3); // 8 − 5
    expect(names(s, 'exArea', 0).sort()).toEqual(['SD03-014', 'SD03-015']);
    const [grip, missile] = ['SD03-014', 'SD03-015'].map((c) => zoneCards(s, 'exArea', 0).find((x) => s.cards[x]!.cardId === c)!) as [string, string];
    s.players[0]!.counters.pp = 1;
    expect([canPlay(s, grip), canPlay(s, missile)]).toEqual([false, true]); // 4 − 2 = 2 > 1; 3 − 2 = 1
    s.players[0]!.counters.pp = 2;
    expect(canPlay(s, grip)).toBe(true);
  });

  covers(['BP07-023'], 'BP07-023 月の刃・リオード (evolved): 【威圧】【オーラ】 while standing (engaged: not); end phase 1 damage to an enemy follower; 【進化時】 2 damage to the enemy leader or an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP07-022'], evolve: ['BP07-023'], oppField: ['SD02-020'], pp: 2 });
    const me = ids.field![0]!;
    let s = evolveInto(s0, me, 'BP07-023');
    s = pickOnly(s, leaderId(s, 1), [leaderId(s, 1), ids.oppField![0]!]);
    expect(health(s, 1)).toBe(18);
    expect([kw(s, me, 'sve.intimidate'), kw(s, me, 'sve.aura')]).toEqual([true, true]);
    s.cards[me]!.tapped = true;
    expect([kw(s, me, 'sve.intimidate'), kw(s, me, 'sve.aura')]).toEqual([false, false]);
    s = endMain(s);
    expect(stats(s, ids.oppField![0]!)[1]).toBe(5);
  });

  covers(['CSD02b-008'], 'CSD02b-008 鷹富士茄子 (evolved): 【進化時】 pay 3 PP: 3 damage to the enemy leader (paid: 17; declined: 20; 2 PP left: not asked)', () => {
    const run = (pp: number, pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['CSD02b-007'], evolve: ['CSD02b-008'] });
      setPp(s0, pp);
      let s = evolveInto(s0, ids.field![0]!, 'CSD02b-008');
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0) s = choose(s, pay ? 'pay' : 'skip');
      else if (pp - 2 >= 3) throw new Error(`expected the cost question: ${dec(s)}`);
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return [health(s, 1), counters(s, 0).pp];
    };
    expect(run(5, true)).toEqual([17, 0]);
    expect(run(5, false)).toEqual([20, 3]);
    expect(run(4, true)).toEqual([20, 2]);
  });

  covers(['BP05-030'], 'BP05-030 キャプテン・メテオ: Fanfare 4 damage to an enemy leader (20 → 16); it costs 8 (7 PP: not playable)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP05-030'] });
    setPp(s0, 7);
    expect(canPlay(s0, ids.hand![0]!)).toBe(false);
    setPp(s0, 8);
    const s = settleInOrder(pickIf(playIt(s0, ids.hand![0]!), s0.zones['1:leader']!.cards[0]!));
    expect([health(s, 1), counters(s, 0).pp]).toEqual([16, 0]);
  });

  covers(['BP01-007'], 'BP01-007 白銀の矢: [クイック]; an enemy leader or follower; draw 1; damage equal to the cards in your hand (3 cards after the draw: 20 → 17)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP01-007', 'SD01-007', 'SD01-007'] });
    onlyHand(s0, ids.hand!);
    expect(kw(s0, ids.hand![0]!, 'sve.quick')).toBe(true);
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toContain(leader(s0, 1));
      s = pick(s, leader(s0, 1));
    }
    s = settleInOrder(s);
    expect([handCount(s, 0), health(s, 1)]).toEqual([3, 17]);
  });

  covers(['BP11-023'], 'BP11-023 ラディカルガンスリンガー: Fanfare a 『従順な駿馬』 onto your field; [起動] engage it and 2 vehicle cards of your field: 2 damage to the enemy leader or an enemy follower (1 vehicle: not offered)', () => {
    const { s: p0, ids: h } = sc({ me: 'SD02', hand: ['BP11-023'] });
    expect(namesOf(play(p0, h.hand![0]!), 'field', 0).sort()).toEqual(['ラディカルガンスリンガー', '従順な駿馬']);
    let targetChecks = 0;
    const run = (vehicles: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP11-023'], oppField: ['SD02-020'], tokens: Array(vehicles).fill(['BP11-P31', 'field', 0]) });
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      const leader = s0.zones['1:leader']!.cards[0]!;
      const s = settle(must(s0, acts[0]!).state, (x) => {
        const d = x.decision!;
        if (d.player !== 0 || d.kind !== 'chooseCards') return null;
        const v = legalPicks(x).find((c) => ids.tokens!.includes(c));
        if (!v) {
          // issue #18: 「相手のリーダー1人か相手の場のフォロワー1体を選ぶ」 — the enemy leader and the enemy follower; not your leader,
          // not the gunslinger nor the vehicles
          expectOffered(x, [leader, ids.oppField![0]!], [leaderId(x, 0), ids.field![0]!, ...ids.tokens!], { rule: 'SVE 10.6.2.3' });
          expectUpTo(x, 1, { upTo: false });
          targetChecks++;
        }
        return pick(x, v ?? leader);
      });
      return [health(s, 1), stats(s, ids.oppField![0]!), s.cards[ids.field![0]!]!.tapped, ids.tokens!.map((c) => s.cards[c]!.tapped)];
    };
    expect(run(1)).toBe('not offered');
    expect(run(2)).toEqual([18, [4, 6], true, [true, true]]);
    expect(targetChecks).toBe(1); // the target choice was asked and checked
  });

  covers(['CP04-111'], 'CP04-111 ミソラ: [UB] Fanfare choose any number of enemy followers and divide 8 damage among them (10.6.2.4: at least 1 each) — not in a class deck (14.5.1.2); Last Words: a cost-4 PriConne follower from the deck into the EX area (5.8)', () => {
    const board = (basis: 'title' | 'class') => {
      const s = pcGameAs(PC.royal, ['CP04-111', 'CP04-033'], [], basis);
      const r = arrange(s, [['CP04-111', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-001', 'field', 1]]);
      raisePp(r.state, 6);
      return { s: r.state, me: r.ids[0]!, e1: r.ids[1]!, e2: r.ids[2]! };
    };
    const c = board('class');
    const t = resolveTriggersAndWard(play(c.s, c.me));
    expect([stats(t, c.e1), stats(t, c.e2), counters(t, 0).pp]).toEqual([[4, 6], [5, 4], 0]);
    let { s, me, e1, e2 } = board('title');
    s = play(s, me);
    s = pick(pick(s, e1), e2);
    if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
    expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2, 3, 4, 5, 6, 7] }); // 8 over 2 targets, ≥ 1 each
    s = choose(s, s.decision!.data!.target === e1 ? 6 : 2);
    s = resolveTriggersAndWard(s);
    expect([onField(s, 1, 'SD02-020'), stats(s, e2)]).toEqual([[], [5, 2]]);
    // Last Words (12.5.3): destroyed, a cost-4 PriConne follower goes from the deck to the EX area
    const mine = onField(s, 0, 'CP04-111')[0]!;
    const ctx = makeCtx(s, definition, vocabularyFor(definition));
    destroy(ctx, mine, null);
    s = ctx.state;
    const ex0 = zoneCards(s, 'exArea', 0).length;
    s = must(s, { type: 'endMain', player: 0 }).state;
    while (s.decision?.player === 0 && s.decision.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    const ex = zoneCards(s, 'exArea', 0).map((id) => BY_ID.get(s.cards[id]!.cardId)!);
    expect(ex.length).toBe(ex0 + 1);
    expect(ex.map((x) => [x.cost, (x.title ?? '').normalize('NFKC').startsWith('プリンセスコネクト'), x.type])).toContainEqual([4, true, 'フォロワー']);
  });

  covers(['PCS01-017'], 'マホ (SVE 14.5.1, 5.18): [UB] fanfare in a PriConne title deck — choose your leader or another follower of yours (not itself): the leader\'s health 20 → 21, or the follower [体力]+1 (2/2 → 2/3); class deck: nothing; [進化][コスト1]; 1 PP: cannot play it', () => {
    const run = (basis: 'title' | 'class', who: 'leader' | 'follower' | null) => {
      let s = titleGame(titleDeck('CP04-PR03', ['PCS01-017', 'CP04-119'], ['CP04-042']), 'SD02', 'decks-maho').state;
      if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
      s = toMain(s);
      const r = arrange(s, [['PCS01-017', 'hand', 0], ['CP04-119', 'field', 0]]);
      s = r.state;
      s.players[0]!.counters.pp = 2;
      s = play(s, r.ids[0]!);
      const asked = s.decision?.kind === 'chooseCards' ? [...s.decision.candidates!].sort() : null;
      if (who) s = pick(s, who === 'leader' ? leaderId(s, 0) : r.ids[1]!);
      return { s, asked, ayumi: r.ids[1]! };
    };
    const a = run('title', 'leader');
    expect(a.asked).toEqual([leaderId(a.s, 0), a.ayumi].sort());
    expect([health(a.s, 0), stats(a.s, a.ayumi), a.s.players[0]!.counters.pp]).toEqual([21, [2, 2], 0]);
    const b = run('title', 'follower');
    expect([health(b.s, 0), stats(b.s, b.ayumi)]).toEqual([20, [2, 3]]);
    const c = run('class', null);
    expect([c.asked, health(c.s, 0), stats(c.s, c.ayumi), c.s.decision?.kind]).toEqual([null, 20, [2, 2], 'sve.main']);
    let s = a.s;
    const maho = on(s, 'field', 0, 'PCS01-017');
    s.players[0]!.counters.pp = 1;
    s.players[0]!.counters.ep = 0;
    s = evolve(s, maho);
    expect([s.cards[maho]!.cardId, s.players[0]!.counters.pp]).toEqual(['CP04-042', 0]);
    const u = run('title', null);
    const v = arrange(u.s, [['PCS01-017', 'hand', 0]]);
    v.state.players[0]!.counters.pp = 1;
    expect(plays(v.state, v.ids[0]!)).toEqual([]);
  });

  covers(['BP15-065'], 'BP15-065 銀氷の吹雪: cost 4, -2 with a 「フィルレイン」 follower on your field; any number of enemy followers, X damage divided, X = your max PP', () => {
    const foes = ['SD02-002', 'SD02-002', 'SD02-002']; // 3/3 each
    // max PP 4: all 4 to one follower
    const a = scene({ me: 'SD02', hand: ['BP15-065'], oppField: foes, pp: 4 });
    let s = play(a.s, a.ids.hand![0]!);
    s = pick(s, a.ids.oppField![0]!);
    if (s.decision?.kind === 'chooseCards') s = done(s); // any number: stop after one
    expect(hp(s, a.ids.oppField!.slice(1))).toEqual([3, 3]);
    expect([s.cards[a.ids.oppField![0]!], names(s, 'cemetery', 1)]).toEqual([undefined, ['SD02-002']]); // 4 damage destroyed the 3/3
    expect(a.s.players[0]!.counters.pp! - s.players[0]!.counters.pp!).toBe(4);
    // 3 PP, no フィルレイン: not playable; with 銀氷のドラゴニュート・フィルレイン on the field it costs 2
    const b = scene({ me: 'SD02', hand: ['BP15-065'], oppField: foes, pp: 3 });
    expect(playable(b.s, b.ids.hand![0]!)).toBe(false);
    const c = scene({ me: 'SD02', hand: ['BP15-065'], field: ['BP06-056'], oppField: foes, pp: 2 });
    expect(c.s.players[0]!.counters.maxPp).toBe(2);
    s = play(c.s, c.ids.hand![0]!);
    expect(s.players[0]!.counters.pp).toBe(0);
    // X = max PP 2: at most 2 of the 3 followers may be chosen; 1 each
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    s = pick(pick(s, c.ids.oppField![0]!), c.ids.oppField![2]!);
    expect(hp(s, c.ids.oppField!)).toEqual([2, 3, 2]);
  });

  // ------------------------------------------------------------ 【箱詰め】 / 元のコストの種類数
  covers(['BP11-024'], 'BP11-024 タイラントオーダー (SVE 5.31.1): destroy up to 1 crated enemy follower (a non-crated one is not offered; none → nothing destroyed)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP11-024'], oppField: ['SD02-002', 'SD02-019'], pp: 1 });
    const ctx = ctxOf(s0);
    ctx.state.effects.push({ id: 'crate-test', source: null, sourceCardId: null, controller: 0, targets: [ids.oppField![0]!], player: null, modifier: { type: 'flag', flag: 'sve.crated', value: true }, duration: 'permanent', timestamp: 0 } as never);
    let s = play(ctx.state, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![0]!]);
      s = pick(s, ids.oppField![0]!);
    }
    s = quiet(s);
    for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) s = s.decision.kind === 'chooseCards' ? done(s) : settleChoices(s);
    expect(zoneCards(s, 'field', 1)).toEqual([ids.oppField![1]!]);
    const none = scene({ me: 'SD02', hand: ['BP11-024'], oppField: ['SD02-002'], pp: 1 });
    let n = play(none.s, none.ids.hand![0]!);
    for (let i = 0; i < 4 && n.decision && n.decision.kind !== 'sve.main'; i++) n = n.decision.kind === 'chooseCards' ? done(n) : settleChoices(n);
    expect(zoneCards(n, 'field', 1)).toEqual(none.ids.oppField);
  });

  covers(['BP18-050'], 'BP18-050 密かなる商談 (SVE 5.18, 10.4.7): 【1】 destroy an enemy follower, banish your top 2; 【2】[コスト1] up to 2 followers of original cost 2 or less with different names from your 消滅領域 to the field; 2 PP: cannot play', () => {
    // 【2】: banished ニンジャエッグ (1) ×2, ヴァンガード・レイサム (2), フローラルフェンサー (3)
    const { s: s0, ids } = scene({ hand: ['BP18-050'], cemetery: ['SD02-007', 'SD02-007', 'SD02-002', 'SD02-003'], oppField: ['SD02-019'], pp: 4 });
    toBanished(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption' });
    s = choose(s, s.decision!.options![s.decision!.labels!.indexOf('【2】')]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    s = choose(s, 'pay');
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!.slice(0, 3))); // cost 3 is not one
    s = pick(s, ids.cemetery![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).not.toContain(ids.cemetery![1]!); // same name
      expect(s.decision.candidates).toContain(ids.cemetery![2]!);
      s = pick(s, ids.cemetery![2]!);
    }
    s = declineOptional(s);
    expect([sorted(names(s, 'field', 0)), sorted(names(s, 'banished', 0)), s.players[0]!.counters.pp]).toEqual([['SD02-002', 'SD02-007'], ['SD02-003', 'SD02-007'], 0]);
    // 【1】: the enemy follower destroyed, the top 2 of the deck banished
    const o = scene({ hand: ['BP18-050'], oppField: ['SD02-019'], pp: 3 });
    const top = zoneCards(o.s, 'deck', 0).slice(0, 2).map((id) => o.s.cards[id]!.cardId);
    let t = play(o.s, o.ids.hand![0]!);
    t = choose(t, t.decision!.options![t.decision!.labels!.indexOf('【1】')]!);
    t = declineOptional(t);
    expect([names(t, 'field', 1), names(t, 'cemetery', 1), sorted(names(t, 'banished', 0))]).toEqual([[], ['SD02-019'], sorted(top)]);
    const short = scene({ hand: ['BP18-050'], pp: 2 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP11-058'], 'SD08-009 / BP11-058 竜喰らう禁忌: Fanfare for each original-cost-7+ [ドラゴン] card in your cemetery, choose up to 1 enemy follower (SVE 5.29.1, 10.6.2.3) and banish it (5.7.1); [起動][コスト3] discard this and another cost-7+ dragon card: max PP +1, draw 1', () => {
    const run = (big: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP11-058'], cemetery: [...big, 'SD04-011'], oppField: ['SD04-001', 'SD04-006', 'SD04-007'], pp: 9 });
      let s = play(s0, ids.hand![0]!);
      const asked = s.decision?.kind === 'chooseCards' ? [s.decision.min, s.decision.max] : null;
      if (asked) s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!);
      return [asked, names(s, 'field', 1), names(s, 'banished', 1).sort()];
    };
    expect(run([])).toEqual([null, ['SD04-001', 'SD04-006', 'SD04-007'], []]); // グリントドラゴン (cost 4) does not count
    expect(run(['SD04-001', 'SD04-008'])).toEqual([[0, 2], ['SD04-007'], ['SD04-001', 'SD04-006'].sort()]); // 8 and 7: up to 2
    // issue #18: with 2 counted cards, exactly the 3 enemy followers offered (not this card, no leader), a 3rd pick refused, 0 or 1 accepted
    const c = scene({ me: 'SD04', hand: ['BP11-058'], cemetery: ['SD04-001', 'SD04-008', 'SD04-011'], oppField: ['SD04-001', 'SD04-006', 'SD04-007'], pp: 9 });
    const u = play(c.s, c.ids.hand![0]!);
    expectOffered(u, c.ids.oppField!, [onField(u, 0, 'BP11-058')[0]!, leaderId(u, 0), leaderId(u, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(u, 2, { upTo: true });
    expect(names(chooseTargets(u, []), 'banished', 1)).toEqual([]);
    expect(names(chooseTargets(u, [c.ids.oppField![2]!]), 'banished', 1)).toEqual(['SD04-007']);
    const b = scene({ me: 'SD04', hand: ['BP11-058', 'SD04-008', 'SD04-011'], pp: 3 });
    b.s.players[0]!.counters.maxPp = 5;
    const h = handCount(b.s, 0);
    let t = activateFirst(b.s, b.ids.hand![0]!);
    t = target(t, b.ids.hand![1]!); // ドレッドドラゴン (7) is the only other cost-7+ dragon card
    expect([counters(t, 0).maxPp, counters(t, 0).pp, handCount(t, 0) - h, names(t, 'cemetery', 0).sort()]).toEqual([6, 0, -2 + 1, ['BP11-058', 'SD04-008']]);
  });

  covers(['BP13-094'], 'BP13-094 ネズミ神殿: 「自分のターン中、自分の場に元のコスト2以下のフォロワーが出たとき」 (only in your turn; cost 2 triggers, cost 3 does not) 1 damage to the enemy leader or an enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['SD02-019', 'SD02-019', 'SD07-005'], field: ['BP13-094'], oppField: ['SD04-001'], pp: 4 });
    const temple = ids.field![0]!;
    // played ファイター (cost 2): the choice is the enemy leader or the enemy follower
    let s = play(s0, ids.hand![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([leaderId(s, 1), ids.oppField![0]!].sort());
    s = pick(s, leaderId(s, 1));
    expect([health(s, 1), stats(s, ids.oppField![0]!)[1]]).toEqual([19, 8]);
    let t = play(s0, ids.hand![0]!);
    t = pick(t, ids.oppField![0]!);
    expect([health(t, 1), stats(t, ids.oppField![0]!)[1]]).toEqual([20, 7]);
    const pending = (st: GameState, card: string) => {
      const ctx = ctxOf(st);
      moveCards(ctx, [card], '0:field', { reason: 'effect' });
      return ctx.state.pending.filter((p) => p.source === temple).length;
    };
    expect([pending(s0, ids.hand![1]!), pending(s0, ids.hand![2]!)]).toEqual([1, 0]); // cost 2 / cost 3 (アイテール)
    expect(pending(nextTurn(s0), ids.hand![1]!)).toBe(0); // the opponent's turn
  });

  covers(['BP18-T05', 'BP18-P53'], 'Token spell 青春の一撃: choose an enemy follower and one of your 透京 followers: the former is destroyed, the latter has Storm; not playable without either', () => {
    for (const id of ['BP18-T05', 'BP18-P53']) {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['BP18-062', 'SD04-003'], oppField: ['SD04-001', 'SD04-003'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 2 });
      let s = play(s0, ids.tokens![0]!);
      expect(s.decision!.candidates).toEqual(ids.oppField);
      s = pick(s, ids.oppField![0]!);
      expect(s.decision?.kind).toBe('sve.main'); // only one 透京 follower of yours: chosen by itself
      expect([names(s, 'field', 1), kw(s, ids.field![0]!, 'sve.storm'), kw(s, ids.field![1]!, 'sve.storm'), counters(s, 0).pp]).toEqual([['SD04-003'], true, false, 0]);
      const none = scene({ me: 'SD04', field: ['SD04-003'], oppField: ['SD04-001'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 2 });
      expect(plays(none.s, none.ids.tokens![0]!)).toEqual([]); // no 透京 follower (10.6.2.3.3)
      const noEnemy = scene({ me: 'SD04', field: ['BP18-062'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 2 });
      expect(plays(noEnemy.s, noEnemy.ids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['BP18-T07', 'BP18-P54'], 'Token spell 宵待ちの休息: up to 3 透京 cards of original cost 2 or less from your cemetery, with different names, into the hand (a second copy of a chosen name and cost 3 / non-透京 cards are not offered)', () => {
    for (const id of ['BP18-T07', 'BP18-P54']) {
      const { s: s0, ids } = scene({ me: 'SD02', cemetery: ['BP18-014', 'BP18-014', 'BP18-003', 'BP18-031', 'BP18-020', 'SD02-007'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      const [p1, p1b, kyou, spell, shinra, egg] = ids.cemetery!;
      let s = play(s0, ids.tokens![0]!);
      expect([...s.decision!.candidates!].sort()).toEqual([p1!, p1b!, kyou!, spell!].sort());
      s = pick(s, p1!);
      expect([...s.decision!.candidates!].sort()).toEqual([kyou!, spell!].sort()); // the same name is gone
      s = pick(pick(s, kyou!), spell!); // 3 chosen: done by itself
      expect(s.decision?.kind).toBe('sve.main');
      expect([names(s, 'hand', 0).filter((x) => x.startsWith('BP18')).sort(), [p1b, shinra, egg].map((x) => s.cards[x!] !== undefined && s.cards[x!]!.zone === '0:cemetery')]).toEqual([['BP18-003', 'BP18-014', 'BP18-031'], [true, true, true]]);
      const t = done(pick(play(s0, ids.tokens![0]!), kyou!)); // stopping after 1 (「まで」)
      expect(names(t, 'hand', 0).filter((x) => x.startsWith('BP18'))).toEqual(['BP18-003']);
    }
  });

  covers(['BP16-086', 'BP05-058'], 'Spells choosing two cards 「AとBを選ぶ」 (SVE 10.6.2.3): 魂の捕食 (2) destroys both chosen (「それ」 = both) and draws 1; 侮蔑の炎爪 (1): 1 damage to the former (yours), 3 to the latter (the enemy\'s)', () => {
    const a = scene({ me: 'SD05', hand: ['BP16-086'], field: ['SD05-017', 'SD05-012'], oppField: ['SD04-001', 'SD04-003'], pp: 2 });
    let s = play(a.s, a.ids.hand![0]!);
    expectOffered(s, a.ids.oppField!, [...a.ids.field!, leader(s, 0), leader(s, 1)], { rule: 'SVE 10.6.2.3' }); // issue #18: the enemy's side first
    s = pick(s, a.ids.oppField![1]!);
    expectOffered(s, a.ids.field!, [...a.ids.oppField!, leader(s, 0), leader(s, 1)], { rule: 'SVE 10.6.2.3' }); // then yours
    s = pick(s, a.ids.field![0]!);
    expect([names(s, 'field', 1), names(s, 'field', 0), handCount(s, 0), counters(s, 0).pp]).toEqual([['SD04-001'], ['SD05-012'], handCount(a.s, 0), 0]); // −1 played, +1 drawn
    const b = scene({ me: 'SD04', hand: ['BP05-058'], field: ['SD04-001'], oppField: ['SD04-001'], pp: 1 });
    s = play(b.s, b.ids.hand![0]!); // one candidate each: chosen by themselves
    expect([stats(s, b.ids.field![0]!)[1], stats(s, b.ids.oppField![0]!)[1]]).toEqual([7, 5]);
    const none = scene({ me: 'SD04', hand: ['BP05-058'], oppField: ['SD04-001'], pp: 1 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]); // no follower of yours (10.6.2.3.3)
    // issue #18: 侮蔑の炎爪 with two followers on each side: each choice offers exactly its side (yours: 1 damage, the enemy's: 3)
    const c = scene({ me: 'SD04', hand: ['BP05-058'], field: ['SD04-001', 'SD04-019'], oppField: ['SD04-001', 'SD04-019'], pp: 1 });
    let u = play(c.s, c.ids.hand![0]!);
    const mineFirst = u.decision?.kind === 'chooseCards' && u.decision.candidates!.includes(c.ids.field![0]!);
    const [first, second] = mineFirst ? [c.ids.field!, c.ids.oppField!] : [c.ids.oppField!, c.ids.field!];
    expectOffered(u, first, [...second, leader(u, 0), leader(u, 1)], { rule: 'SVE 10.6.2.3' });
    u = pick(u, first[0]!);
    expectOffered(u, second, [...first, leader(u, 0), leader(u, 1)], { rule: 'SVE 10.6.2.3' });
    u = pick(u, second[0]!);
    expect([stats(u, c.ids.field![0]!)[1], stats(u, c.ids.oppField![0]!)[1]]).toEqual([7, 5]);
  });
}
