/**
 * Card cases: Effect clauses of grammar/effects/buff.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { createCard, legalActions, matchesFilter, run } from '../../../../../engine/src/index.js';
import { counters, ctxOf, kw, leaderId, must, names, nextTurn, readerFor, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, attack, cardIdOf, choose, evolve, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../../drivers.js';
import { abilitiesOffered, act, activateAbility, byAbility, canAttack, canPlay, type Covers, declineOptional, endMain, evolveInto, evolves, evolveTargets, hp, on, onField, pickIf, pickOnly, playIt, playNow, plays, sc, setPp, settle, settleChoices, settleInOrder, stand, standWard, withPp } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerBuffCases(covers: Covers): void {
  covers(['BP04-099'], 'BP04-099 ダークジャンヌ: Fanfare 2 damage to every other follower; your other followers +2 attack', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP04-099'], field: ['SD06-003'], oppField: ['SD06-017'], pp: 6 });
    const s = stand(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP04-099')[0]!;
    expect([stats(s, ids.field![0]!), stats(s, ids.oppField![0]!), stats(s, me)]).toEqual([[5, 1], [4, 4], [5, 5]]);
  });

  covers(['BP05-107'], 'BP05-107 飢餓の使徒: 【進化時】 another follower on the field takes 3 damage and gets +3 attack', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP05-106'], evolve: ['BP05-107'], oppField: ['SD05-020'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP05-107');
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([7, 3]);
    expect(stats(s, ids.field![0]!)).toEqual([3, 3]);
  });

  covers(['BP05-040'], 'BP05-040 造られし獣人・サフィラ: 【突進】; Fanfare +X attack, X = [ウィッチ] followers in your cemetery (a spell does not count); [起動][コスト5] it gains 【疾走】', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP05-040'], cemetery: ['SD03-003', 'SD03-010', 'SD03-005'], pp: 9 });
    let s = play(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP05-040')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.storm')]).toEqual([[4, 6], true, false]);
    s = must(s, activations(s, me)[0]!).state;
    expect([kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([true, 0]);
  });

  covers(['BP09-086'], 'BP09-086 希望導く聖乙女・ジャンヌ: [進化][コスト1]; Fanfare draw 1; with 2+ followers named 「…ジャンヌ…」 in your cemetery +1/+1 and 【疾走】 (1: nothing)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP09-086'], pp: 3 });
      fillCemetery(s0, 0, n, 'BP09-086');
      const h = handCount(s0, 0);
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'BP09-086')[0]!;
      return [handCount(s, 0) - h, stats(s, me), kw(s, me, 'sve.storm')];
    };
    expect(run(1)).toEqual([0, [2, 3], false]);
    expect(run(2)).toEqual([0, [3, 4], true]);
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP09-086'], evolve: ['BP09-087'], pp: 1 });
    const s = evolveInto(s0, ids.field![0]!, 'BP09-087');
    expect([s.cards[ids.field![0]!]!.cardId, counters(s, 0).pp]).toEqual(['BP09-087', 0]);
  });

  covers(['BP02-002'], 'BP02-002 クリスタリアプリンセス・ティア (evolved): 【進化時】 your 『クリスタリア・イヴ』 gets +1/+1 and 【突進】 (another follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP02-001', 'SD01-003'], evolve: ['BP02-002'], tokens: [['BP02-T01', 'field', 0]] });
    const eve = ids.tokens![0]!;
    let s = evolveInto(s0, ids.field![0]!, 'BP02-002');
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, eve, [eve]);
    expect([stats(s, eve), kw(s, eve, 'sve.rush'), stats(s, ids.field![1]!)]).toEqual([[5, 5], true, [3, 3]]);
  });

  covers(['ETD02-011'], 'ETD02-011 ミスチーフゾンビ (evolved): 【進化時】 one of your 『ゴースト』 gets 【必殺】', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['ETD02-010'], evolve: ['ETD02-011', 'ETD02-T02'], tokens: [['ETD02-T02', 'field', 0]] });
    const ghost = ids.tokens![0]!;
    expect(kw(s0, ghost, 'sve.bane')).toBe(false);
    let s = evolveInto(s0, ids.field![0]!, 'ETD02-011');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ghost]);
      s = pick(s, ghost);
    }
    expect([kw(s, ghost, 'sve.bane'), kw(s, ids.field![0]!, 'sve.bane')]).toEqual([true, false]);
  });

  covers(['BP18-096'], 'BP18-096 バットノイズ: look at the top card, a 吸血鬼 card may go to the hand; a 『フォレストバット』 onto the field, +2 attack with 【突進】【指定攻撃】 when your cemetery holds 5+ 吸血鬼 cards (4: a plain 1/1)', () => {
    const run = (vamps: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP18-096', 'SD05-016'] });
      toDeckTop(s0, [ids.hand![1]!]);
      fillCemetery(s0, 0, vamps, 'SD05-005');
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 1, candidates: [ids.hand![1]!] });
      s = pick(s, ids.hand![1]!);
      const bat = zoneCards(s, 'field', 0).find((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'フォレストバット')!;
      expect([handCount(s, 0) - h, names(s, 'hand', 0)]).toEqual([0, expect.arrayContaining(['SD05-016'])]);
      return [stats(s, bat), kw(s, bat, 'sve.rush'), kw(s, bat, 'sve.assail')];
    };
    expect(run(5)).toEqual([[3, 1], true, true]);
    expect(run(4)).toEqual([[1, 1], false, false]);
  });

  covers(['BP08-P26'], 'BP08-P26 サハクィエル (evolved): 【進化時】 every follower on your field gets 【突進】 and 【指定攻撃】 (the enemy\'s: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-106', 'SD02-002'], evolve: ['BP08-P26'], oppField: ['SD02-002'] });
    expect([kw(s0, ids.field![1]!, 'sve.rush'), kw(s0, ids.field![1]!, 'sve.assail')]).toEqual([false, false]);
    const s = evolveInto(s0, ids.field![0]!, 'BP08-P26');
    const got = (id: string) => [kw(s, id, 'sve.rush'), kw(s, id, 'sve.assail')];
    expect([got(ids.field![0]!), got(ids.field![1]!), got(ids.oppField![0]!)]).toEqual([[true, true], [true, true], [false, false]]);
  });

  covers(['CSD02b-003'], 'CSD02b-003 〔ソング・フォー・ライフ〕北条加蓮: your end phase, with no other クール follower on your field, 1 damage to it (a パッション one: still; a クール one: none); [起動][コスト3]【レッスン_1】 all your followers +1 attack (2 PP or no item: not offered)', () => {
    const end = (other: string) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['CSD02b-003', other] });
      return stats(endMain(s0), ids.field![0]!);
    };
    expect([end('CP02-022'), end('CP02-026')]).toEqual([[3, 1], [3, 2]]);
    const lesson = (items: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD02', field: ['CSD02b-003', 'SD02-002'], evolve: ['CP02-T01'], tokens: Array(items).fill(['CP02-T01', 'exArea', 0]) });
      setPp(s, pp);
      return { s, ids, acts: activations(s, ids.field![0]!) };
    };
    expect([lesson(1, 2).acts.length, lesson(0, 3).acts.length]).toEqual([0, 0]);
    const l = lesson(1, 3);
    expect(l.acts.length).toBe(1);
    const s = must(l.s, l.acts[0]!).state;
    expect([stats(s, l.ids.field![0]!), stats(s, l.ids.field![1]!), counters(s, 0).pp, zoneCards(s, 'exArea', 0).length]).toEqual([[4, 2], [4, 3], 0, 0]);
  });

  covers(['BP13-069'], 'BP13-069 コーラルシャーク: 【突進】; Fanfare +X attack, X = other 海洋 followers on your field (2: 5/1; 1 and a 竜族: 4/1)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP13-069'], field });
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'BP13-069')[0]!;
      expect(kw(s, me, 'sve.rush')).toBe(true);
      return stats(s, me);
    };
    expect([run(['SD04-014', 'SD04-014']), run(['SD04-014', 'SD04-003'])]).toEqual([[5, 1], [4, 1]]);
  });

  covers(['BP09-009'], 'BP09-009 歴戦の鷹匠 (evolved): 【進化時】 a 『ホーリーファルコン』 of your field gets +1 attack and 【必殺】 (another follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP09-008', 'SD06-003'], evolve: ['BP09-009'], tokens: [['SD06-T01', 'field', 0]] });
    const falcon = ids.tokens![0]!;
    let s = evolveInto(s0, ids.field![0]!, 'BP09-009');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([falcon]);
      s = pick(s, falcon);
    }
    expect([stats(s, falcon), kw(s, falcon, 'sve.bane'), stats(s, ids.field![1]!), kw(s, ids.field![1]!, 'sve.bane')]).toEqual([[3, 2], true, [3, 3], false]);
  });

  covers(['BP10-029'], 'BP10-029 安らぎの女王: Fanfare 2 『シールドガーディアン』 (1/1 【守護】) onto your field; Fanfare pay 3 PP: your 【守護】 followers +1/+2 (itself without 【守護】: not; 2 PP left: not asked)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP10-029'] });
      setPp(s0, pp);
      const s = settle(play(s0, ids.hand![0]!), (x) => x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand')
        : x.decision?.rule === 'SVE 10.5.2' ? choose(x, x.decision.options![0]!)
        : x.decision?.kind === 'chooseOption' && x.decision.player === 0 && x.decision.options!.includes('pay') ? choose(x, 'pay') : null);
      const guards = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'シールドガーディアン');
      return [guards.map((g) => stats(s, g)), stats(s, onField(s, 0, 'BP10-029')[0]!), counters(s, 0).pp];
    };
    expect(run(6)).toEqual([[[2, 3], [2, 3]], [1, 2], 0]);
    expect(run(5)).toEqual([[[1, 1], [1, 1]], [1, 2], 2]);
  });

  covers(['CP03-027'], 'CP03-027 忠義の騎士 ベディヴィア: 【守護】; Fanfare with a 『ブラスター』-named follower on your field +1 attack and 【疾走】 (4/2; another ロイヤルパラディン follower: 3/2, no 【疾走】)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP03-027'], field });
      const s = stand(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP03-027')[0]!;
      return [stats(s, me), kw(s, me, 'sve.storm'), kw(s, me, 'sve.ward')];
    };
    expect(run(['CSD03a-003'])).toEqual([[4, 2], true, true]);
    expect(run(['CSD03a-010'])).toEqual([[3, 2], false, true]);
  });

  covers(['BP10-113'], 'BP10-113 天覇風神・フェイラン: from the EX area it costs 3 less (4 → 1: plays at 1 PP, not at 0; from the hand 3 PP: not); Fanfare 4 damage to an enemy follower; your end phase your other followers +1 attack (the enemy\'s: not)', () => {
    const offered = (zone: 'ex' | 'hand', pp: number) => {
      const { s, ids } = sc({ me: 'SD02', [zone]: ['BP10-113'] });
      setPp(s, pp);
      return canPlay(s, ids[zone]![0]!);
    };
    expect([offered('ex', 1), offered('ex', 0), offered('hand', 3), offered('hand', 4)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP10-113'], field: ['SD02-002'], oppField: ['SD02-020', 'SD02-002'] });
    let s = pickIf(play(s0, ids.hand![0]!), ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 2]);
    s = endMain(s);
    expect([stats(s, ids.field![0]!), stats(s, onField(s, 0, 'BP10-113')[0]!), stats(s, ids.oppField![1]!)]).toEqual([[4, 3], [2, 2], [3, 3]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['BP10-113'], field: ['SD02-002'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 10 });
    const dt = play(dz.s, dz.ids.hand![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP01-095'], 'BP01-095 エースドラグーン: 【突進】; Fanfare choose another follower: this gets +X attack, X = that follower\'s attack (a 4/6: 0/2 → 4/2; itself: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-095'], oppField: ['SD02-020'] });
    let s = playIt(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP01-095')[0]!;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).not.toContain(me);
      s = pick(s, ids.oppField![0]!);
    }
    s = settleInOrder(s);
    expect([stats(s, me), kw(s, me, 'sve.rush')]).toEqual([[4, 2], true]);
  });

  covers(['BP01-033'], 'BP01-033 王家の御旗: Fanfare your [ロイヤル] followers +1/+1 (a [ドラゴン] one: not); when a [ロイヤル] follower comes onto your field later it gets +1/+1', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP01-033', 'SD02-007'], field: ['SD02-002', 'SD04-003'] });
    let s = settleInOrder(playIt(s0, ids.hand![0]!));
    expect([stats(s, ids.field![0]!), stats(s, ids.field![1]!)]).toEqual([[4, 4], [3, 3]]);
    s = settleInOrder(playIt(s, ids.hand![1]!));
    expect(stats(s, onField(s, 0, 'SD02-007')[0]!)).toEqual([3, 3]);
  });

  covers(['BP02-014'], 'BP02-014 フォレストギガース: 【守護】; Fanfare +X attack, X = the cards in your EX area (3: 1/7 → 4/7; 0: 1/7)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP02-014'], ex: Array(n).fill('SD01-007') });
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP02-014')[0]!;
      return [stats(s, me), kw(s, me, 'sve.ward')];
    };
    expect([run(0), run(3)]).toEqual([[[1, 7], true], [[4, 7], true]]);
  });

  covers(['BP03-087'], 'BP03-087 ミスチーフゾンビ (evolved): 【進化時】 a 『ゴースト』 of yours gets 【必殺】 (another follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP03-086', 'SD05-003'], evolve: ['BP03-087', 'BP10-T10'], tokens: [['BP10-T10', 'field', 0]] });
    const ghost = ids.tokens![0]!;
    let s = evolveInto(s0, ids.field![0]!, 'BP03-087');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ghost]);
      s = pick(s, ghost);
    }
    s = settleInOrder(s);
    expect([kw(s, ghost, 'sve.bane'), kw(s, ids.field![1]!, 'sve.bane')]).toEqual([true, false]);
  });

  covers(['BP13-105'], 'BP13-105 サハクィエル＆イスラーフィール: 【守護】; Fanfare you may put a follower of original cost 6 or less from your hand onto your field (cost 7: not a candidate); it has 「at your end phase, return this to your hand」; [進化][コスト1]', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP13-105', 'SD02-020', 'SD04-008'], evolve: ['BP13-106'] });
    let cands: string[] = [];
    let s = settle(play(s0, ids.hand![0]!), (x) => {
      const d = x.decision!;
      if (d.player !== 0) return null;
      if (d.rule === 'SVE 12.8.2') return choose(x, 'stand');
      if (d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) { cands = d.candidates!.filter((c) => c !== ids.hand![0]!).map((c) => x.cards[c]!.cardId).sort(); return pick(x, ids.hand![1]!); }
      return null;
    });
    const me = onField(s, 0, 'BP13-105')[0]!;
    expect([cands.includes('SD04-008'), cands.includes('SD02-020'), names(s, 'field', 0).sort(), kw(s, me, 'sve.ward')]).toEqual([false, true, ['BP13-105', 'SD02-020'], true]);
    s = settle(endMain(s), (x) => {
      const d = x.decision!;
      return d.player === 0 && d.kind === 'chooseCards' ? must(x, { type: 'done', player: 0 }).state : null; // no end-phase 【守護】 engage (SVE 7.4.3)
    });
    expect([names(s, 'field', 0), names(s, 'hand', 0).includes('SD02-020')]).toEqual([['BP13-105'], true]);
    const { s: e, ids: f } = sc({ me: 'SD02', field: ['BP13-105'], evolve: ['BP13-106'] });
    setPp(e, 0);
    expect(evolveTargets(e, f.field![0]!)).toEqual([]);
    setPp(e, 1);
    expect(evolveTargets(e, f.field![0]!)).toEqual(['BP13-106']);
  });

  covers(['BP18-023'], '約束の栄光・ガウェイン (SVE 10.3.3): 【突進】; fanfare with a chain of 「N枚以上なら」 on the [ロイヤル] followers of your cemetery — 5: draw 1, 10: 【疾走】 and leader [体力]+2, 15: 【威圧】【オーラ】, 20: +7/+7 (4/9/14/19: not; a royal spell is not counted); 1 PP: cannot play it', () => {
    const run = (n: number, spells = 0) => {
      const { s: s0, ids } = scene({ hand: ['BP18-023'], pp: 2 });
      fillCemetery(s0, 0, n, 'SD02-003');
      fillCemetery(s0, 0, spells, 'SD02-014');
      const before = handCount(s0, 0);
      const s = play(s0, ids.hand![0]!);
      const g = zoneCards(s, 'field', 0)[0]!;
      return { drew: handCount(s, 0) - (before - 1), storm: kw(s, g, 'sve.storm'), hp: health(s, 0), intimidate: kw(s, g, 'sve.intimidate'), aura: kw(s, g, 'sve.aura'), stats: stats(s, g), rush: kw(s, g, 'sve.rush'), pp: s.players[0]!.counters.pp };
    };
    expect(run(4)).toEqual({ drew: 0, storm: false, hp: 20, intimidate: false, aura: false, stats: [3, 3], rush: true, pp: 0 });
    expect(run(4, 1).drew).toBe(0); // 武装強化 (a [ロイヤル] spell) is not a follower
    expect(run(5)).toMatchObject({ drew: 1, storm: false, hp: 20 });
    expect(run(9)).toMatchObject({ drew: 1, storm: false, hp: 20, intimidate: false });
    expect(run(10)).toMatchObject({ drew: 1, storm: true, hp: 22, intimidate: false, aura: false });
    expect(run(14)).toMatchObject({ storm: true, hp: 22, intimidate: false, aura: false, stats: [3, 3] });
    expect(run(15)).toMatchObject({ intimidate: true, aura: true, stats: [3, 3] });
    expect(run(19).stats).toEqual([3, 3]);
    expect(run(20)).toEqual({ drew: 1, storm: true, hp: 22, intimidate: true, aura: true, stats: [10, 10], rush: true, pp: 0 });
    const u = scene({ hand: ['BP18-023'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP16-103'], '煌翼のフェザーフォルク・リノ (SVE 12.10, 12.7, 12.4.3, 10.10.1): 【突進】; 【攻撃時】 1 damage to the opponent\'s leader; fanfare — put onto the field by an ability (ネクロカーニバル) it gets 【指定攻撃】 for good and takes no damage this turn only; played from the hand: neither; 1 PP: cannot play it', () => {
    const h = scene({ hand: ['BP16-103'], oppField: ['SD02-002'], oppEngaged: [0], pp: 2 });
    let s = settleChoices(play(h.s, h.ids.hand![0]!));
    const r = on(s, 'field', 0, 'BP16-103');
    expect([kw(s, r, 'sve.rush'), kw(s, r, 'sve.assail'), kw(s, r, 'sve.noDamage'), s.players[0]!.counters.pp]).toEqual([true, false, false, 0]);
    s = settleChoices(attack(s, r, h.ids.oppField![0]!)); // 【突進】: an enemy follower the turn it entered
    for (let i = 0; i < 4 && s.decision?.kind === 'sve.quick'; i++) s = pass(s); // 8.4.7: the opponent passes
    expect([health(s, 1), names(s, 'field', 0), names(s, 'cemetery', 1)]).toEqual([19, [], ['SD02-002']]); // 3/2 vs 3/3: both destroyed
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['ETD02-015'], cemetery: ['BP16-103'], pp: 3 });
    let t = play(s0, ids.hand![0]!);
    if (t.decision?.kind === 'chooseOption') t = choose(t, 0); // 【1】
    if (t.decision?.kind === 'chooseCards') t = pick(t, ids.cemetery![0]!);
    t = settleChoices(t);
    const b = on(t, 'field', 0, 'BP16-103');
    expect([kw(t, b, 'sve.rush'), kw(t, b, 'sve.assail'), kw(t, b, 'sve.noDamage')]).toEqual([true, true, true]);
    const n = nextTurn(t);
    expect([kw(n, b, 'sve.assail'), kw(n, b, 'sve.noDamage')]).toEqual([true, false]);
    const u = scene({ hand: ['BP16-103'], pp: 1 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP15-083'], '潰し宴: [起動] banishing it from your cemetery gives your 『一ツ尾狐』 followers 【疾走】 (other followers and the opponent\'s 『一ツ尾狐』 not; the banish cost moves it to the banished zone); played with 2 『一ツ尾狐』 put into the cemetery as the additional cost it destroys a chosen enemy follower and draws 1; with 1 『一ツ尾狐』 it cannot be played', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-003'], cemetery: ['BP15-083'], tokens: [['BP15-T06', 'field', 0], ['BP15-T06', 'field', 1]], evolve: ['BP15-T06'], pp: 0 });
    const [fox, theirs] = ids.tokens!;
    expect(kw(s0, fox!, 'sve.storm')).toBe(false);
    const act = legalActions(s0).find((x) => x.type === 'activate' && x.card === ids.cemetery![0]!)!;
    const s = settleChoices(must(s0, act).state);
    expect([kw(s, fox!, 'sve.storm'), kw(s, theirs!, 'sve.storm'), kw(s, ids.field![0]!, 'sve.storm'), names(s, 'banished', 0)]).toEqual([true, false, false, ['BP15-083']]);
    for (const foxes of [1, 2]) {
      const { s: p0, ids: p } = scene({ me: 'SD05', hand: ['BP15-083'], oppField: ['SD05-003'], tokens: Array.from({ length: foxes }, () => ['BP15-T06', 'field', 0] as [string, string, number]), evolve: ['BP15-T06'], pp: 0 });
      const plays = legalActions(p0).filter((x) => x.type === 'play' && x.card === p.hand![0]!);
      expect(plays.length > 0).toBe(foxes === 2);
      if (foxes < 2) continue;
      const h = handCount(p0, 0);
      let q = must(p0, plays[0]!).state;
      for (let i = 0; i < 4 && q.decision?.kind === 'chooseCards' && q.decision.player === 0; i++) q = pick(q, q.decision.candidates!.includes(p.oppField![0]!) ? p.oppField![0]! : q.decision.candidates![0]!);
      q = settleChoices(q);
      expect([names(q, 'field', 0), names(q, 'field', 1), handCount(q, 0), counters(q, 0).pp]).toEqual([[], [], h - 1 + 1, 0]);
    }
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD05', hand: ['BP15-083'], field: ['SD05-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', tokens: [['BP15-T06', 'field', 0], ['BP15-T06', 'field', 0]], evolve: ['BP15-T06'], pp: 0 });
    let dt = must(dz.s, legalActions(dz.s).find((x) => x.type === 'play' && x.card === dz.ids.hand![0]!)!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['SP01-052', 'BP04-121'], '癒しの奏者・アンリエット (「それは[攻撃力]+2/[体力]+2して、スタンドする」, SVE 5.4.2): Fanfare: only an engaged follower of yours can be chosen; it becomes +2/+2 and stands, and this turn cannot attack (the leader or an engaged enemy follower; another follower can); cost 5 (refused at 4 PP)', () => {
    for (const card of ['SP01-052', 'BP04-121']) {
      const { s: s0, ids } = scene({ me: 'SD04', hand: [card], field: ['SD04-017', 'SD04-003'], oppField: ['SD04-003'], oppEngaged: [0], pp: 5 });
      const [tired, fresh] = ids.field as [string, string];
      for (const x of [tired, fresh]) s0.cards[x]!.flags.since = 0;
      s0.cards[tired]!.tapped = true;
      const s4 = structuredClone(s0);
      s4.players[0]!.counters.pp = 4;
      expect(canPlay(s4, ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision?.kind === 'chooseCards' ? s.decision.candidates : [tired]).toEqual([tired]);
      if (s.decision?.kind === 'chooseCards') s = pick(s, tired);
      s = settleChoices(s);
      expect([card, stats(s, tired), s.cards[tired]!.tapped, stats(s, fresh), counters(s, 0).pp]).toEqual([card, [5, 6], false, [3, 3], 0]);
      expect([canAttack(s, tired, leaderId(s, 1)), canAttack(s, tired, ids.oppField![0]!), canAttack(s, fresh, leaderId(s, 1))]).toEqual([false, false, true]);
    }
  });

  covers(['BP11-042', 'BP11-043'], 'アーティストメイジ (「それは【突進】か【必殺】か【ドレイン】を持つ」): [起動]【土の秘術】 (a stack counter removed): another follower of yours gets the keyword you choose (each of the 3 in turn; itself not a candidate); no 【スタック】 card with a counter: not offered', () => {
    for (const card of ['BP11-042', 'BP11-043']) {
      for (const [option, key] of [[0, 'sve.rush'], [1, 'sve.bane'], [2, 'sve.drain']] as Array<[number, string]>) {
        const { s: s1, ids } = scene({ me: 'SD03', field: [card, 'SD03-003', 'SD02-019'], hand: ['BP03-038'], opp: 'SD06', oppField: ['SD06-017'] }); // BP03-038 brings 『大地の魔片』 (【スタック】) into the catalog snapshot
        const [mage, ally, ally2] = ids.field as [string, string, string];
        const shardId = Object.keys(s1.catalog).find((x) => (s1.catalog[x] as { name?: string }).name === '大地の魔片')!;
        const ctx = ctxOf(s1);
        const shard = createCard(ctx, { cardId: shardId, owner: 0, zone: '0:field', token: true, silent: true });
        const s0 = ctx.state;
        s0.cards[shard]!.counters.stack = 2;
        expect([kw(s0, ally, 'sve.rush'), kw(s0, ally, 'sve.bane'), kw(s0, ally, 'sve.drain')]).toEqual([false, false, false]);
        let s = must(s0, activations(s0, mage)[0]!).state;
        let asked = 0;
        for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) {
          expect(s.decision.candidates!.includes(mage)).toBe(false);
          if (s.decision.candidates!.includes(ally)) asked++;
          // issue #18: 「自分の場の他のフォロワー1体」: your two other followers offered; not the mage, not the stack amulet, no enemy follower, no leader
          if (s.decision.candidates!.includes(ally)) expectOffered(s, [ally, ally2], [mage, shard, ids.oppField![0]!, leaderId(s, 0), leaderId(s, 1)]);
          s = pick(s, s.decision.candidates!.includes(ally) ? ally : shard);
        }
        expect(asked).toBe(1); // the target choice was asked (two candidates)
        expect(s.decision?.kind === 'chooseOption' ? s.decision.labels : null).toEqual(['【突進】', '【必殺】', '【ドレイン】']);
        s = choose(s, option);
        const got = ['sve.rush', 'sve.bane', 'sve.drain'].filter((k) => kw(s, ally, k));
        expect([card, option, got, s.cards[shard]!.counters.stack]).toEqual([card, option, [key], 1]);
        const none = structuredClone(s0);
        none.cards[shard]!.counters.stack = 0;
        expect(activations(none, mage).length).toBe(0);
      }
    }
  });

  covers(['BP11-043'], 'BP11-043 アーティストメイジ (evolved from BP11-042 [進化][コスト2]): 【進化時】「相手の場のフォロワー1体を選ぶ。それをEXエリアに置く」 — offered: the two enemy followers only (not the enemy amulet, not your follower, not itself, no leader); the chosen one goes to its owner\'s EX area; 1 PP (one short): no evolve by cost', () => {
    const setup = (pp: number) => scene({ me: 'SD03', field: ['BP11-042', 'SD03-003'], evolve: ['BP11-043'], opp: 'SD06', oppField: ['SD06-017', 'SD06-003', 'SD06-002'], pp });
    const short = setup(1);
    expect(evolves(short.s, short.ids.field![0]!).filter((a) => a.ep !== true && a.sep !== true)).toEqual([]);
    const { s: s0, ids } = setup(2);
    const [mage, ally] = ids.field as [string, string];
    const [e1, e2, amulet] = ids.oppField as [string, string, string];
    let s = evolveInto(s0, mage, 'BP11-043');
    expect(s.decision?.kind).toBe('chooseCards');
    expectOffered(s, [e1, e2], [mage, ally, amulet, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
    s = settleChoices(pick(s, e1));
    expect([zoneCards(s, 'field', 1).sort(), names(s, 'exArea', 1), counters(s, 0).pp]).toEqual([[e2, amulet].sort(), ['SD06-017'], 0]); // 天剣の乙女 into its owner's EX area
  });

  covers(['BP15-014', 'BP15-P03'], '不殺の隠者 (SVE 5.14.1 「それの体力を1にする」): Fanfare chooses an enemy follower; with 3 狩人 cards in your cemetery its health becomes 1 (a 5/5 with 2 damage: 1, not 5−2−…); with 2 it keeps its health; cost 2 (refused at 1 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const run1 = (hunters: number, damaged: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP15-014'], oppField: ['BP07-001'], pp: 2, evolve: ['BP15-015'] });
      fillCemetery(s0, 0, hunters, 'BP15-014');
      let s = damaged ? byAbility(s0, { type: 'damage', target: { ref: 'var', var: 'x' }, amount: 2 }, [ids.oppField![0]!]) : s0;
      expect(canPlay(withPp(s, 1), ids.hand![0]!)).toBe(false);
      s = settleChoices(playNow(s, ids.hand![0]!));
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      s = settleChoices(s);
      return { s, me: onField(s, 0, 'BP15-014')[0]!, foe: ids.oppField![0]! };
    };
    const three = run1(3, true);
    expect(stats(three.s, three.foe)).toEqual([5, 1]);
    expect(zoneCards(three.s, 'field', 1)).toEqual([three.foe]);
    const undamaged = run1(3, false);
    expect(stats(undamaged.s, undamaged.foe)).toEqual([5, 1]);
    const two = run1(2, true);
    expect(stats(two.s, two.foe)).toEqual([5, 3]);
    // a later damage lowers the set health again (5.14.1): 1 damage destroys it (11.3.1)
    const hit = byAbility(three.s, { type: 'damage', target: { ref: 'var', var: 'x' }, amount: 1 }, [three.foe]);
    expect(zoneCards(hit, 'field', 1)).toEqual([]);
    // [進化][コスト1]
    const s = structuredClone(two.s);
    s.cards[two.me]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(withPp(s, 0), two.me)).toEqual([]);
    const e = evolve(withPp(s, 1), two.me);
    expect(names(e, 'field', 0)).toEqual(['BP15-015']);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD01', hand: ['BP15-014'], field: ['SD01-008'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2, evolve: ['BP15-015'] });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP05-032'], 'BP05-032 重力戦士 [ファンファーレ] one of your token followers +2/+2 (SVE 9.1: 「トークン・フォロワー」 is a token, not a trait)', () => {
    const { s: s0, ids } = scene({ hand: ['BP05-032'], field: ['SD02-007'], tokens: [['SD02-T01', 'field', 0]], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.tokens![0]]); // not the non-token SD02-007
      s = pick(s, ids.tokens![0]!);
    }
    s = declineOptional(s);
    expect([stats(s, ids.tokens![0]!), stats(s, ids.field![0]!)]).toEqual([[3, 3], [2, 2]]); // ナイト 1/1 + 2/2
  });

  covers(['SD07-005'], 'SD07-005 白翼の戦神・アイテール: Fanfare search a 指揮官 card or a 兵士 card; end phase with 7+ royal followers in the cemetery: your followers +1/+1', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-005', 'SD07-001', 'SD07-019', 'SD07-016'], pp: 3 });
    toDeckTop(s0, ids.hand!.slice(1));
    let s = play(s0, ids.hand![0]!);
    const cands = s.decision!.candidates!;
    expect(cands).toContain(ids.hand![1]!); // 指揮官
    expect(cands).toContain(ids.hand![2]!); // 兵士
    expect(cands).not.toContain(ids.hand![3]!); // 貴族/レヴィオン
    expect(cands.every((id) => { const tr = (s.catalog[cardIdOf(s, id)] as unknown as { traits: string[] }).traits; return tr.includes('指揮官') || tr.includes('兵士'); })).toBe(true);
    s = pick(s, ids.hand![2]!);
    expect(names(s, 'hand', 0)).toContain('SD07-019');
    const run = (n: number) => {
      const b = scene({ me: 'SD02', field: ['SD07-005', 'SD02-019'], pp: 0 });
      fillCemetery(b.s, 0, n, 'SD02-002');
      fillCemetery(b.s, 0, 3, 'SD02-019');
      const t = must(b.s, { type: 'endMain', player: 0 }).state;
      return [stats(t, b.ids.field![0]!), stats(t, b.ids.field![1]!)];
    };
    expect(run(6)).toEqual([[2, 3], [2, 3]]);
    expect(run(7)).toEqual([[3, 4], [3, 4]]);
  });

  covers(['BP10-T09', 'BP03-T04'], 'Tokens ドラゴウェポン (SVE 2.4): [起動] engage and put this into the cemetery: a [ドラゴン] follower of yours +1 health and gains the trait 武装 (a neutral follower cannot be chosen); engaged: refused', () => {
    for (const id of ['BP10-T09', 'BP03-T04']) {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['SD04-003', 'BP01-173'], evolve: [id], tokens: [[id, 'field', 0]] });
      const [dragon, neutral] = ids.field!;
      const t = ids.tokens![0]!;
      s0.cards[t]!.tapped = true;
      expect(abilitiesOffered(s0, t)).toEqual([]);
      s0.cards[t]!.tapped = false;
      let s = activateAbility(s0, t, 0);
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toEqual([dragon]);
        s = pick(s, dragon!);
      }
      const armed = (c: string) => matchesFilter(readerFor(s), c, { trait: '武装' });
      expect([stats(s, dragon!), armed(dragon!), armed(neutral!), names(s, 'field', 0)]).toEqual([[3, 4], true, false, ['SD04-003', 'BP01-173']]);
    }
  });

  covers(['BP09-T02'], 'Token 久遠の秘薬: a [ウィッチ] follower of original cost 3 or less from your cemetery onto the field (cost 6 cannot be chosen) with Rush and 「at your end phase, destroy this」', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: [], cemetery: ['SD03-003', 'SD03-001'], evolve: ['BP09-T02'], tokens: [['BP09-T02', 'hand', 0]], pp: 2 });
    const spell = ids.tokens![0]!;
    const [cheap] = ids.cemetery!;
    let s = play(s0, spell);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([cheap]);
      s = pick(s, cheap!);
    }
    const f = zoneCards(s, 'field', 0).find((c) => s.cards[c]!.cardId === 'SD03-003')!;
    expect([kw(s, f, 'sve.rush'), s.players[0]!.counters.pp]).toEqual([true, 0]);
    s = nextTurn(s); // your end phase: destroyed
    expect(names(s, 'field', 0)).not.toContain('SD03-003');
    expect(names(s, 'cemetery', 0)).toContain('SD03-003');
  });

  covers(['BP04-T02'], 'Token ゴブリンキング: 6/6 Ward; Fanfare your OTHER ゴブリン followers +1/+1 (not itself, not a non-goblin)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-017', 'SD02-019'], evolve: ['BP04-T02'], tokens: [['BP04-T02', 'exArea', 0]], pp: 4 });
    const s = standWard(play(s0, ids.tokens![0]!));
    const king = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'BP04-T02')!;
    expect([stats(s, ids.field![0]!), stats(s, ids.field![1]!), stats(s, king), kw(s, king, 'sve.ward'), counters(s, 0).pp]).toEqual([[3, 3], [2, 3], [6, 6], true, 0]);
  });

  covers(['CP04-PR24'], 'Token ドクロ親父: 2/1 Rush; Last Words up to 2 of your ディアボロス followers +1 attack', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['CP04-073', 'CP04-077', 'SD05-017'], oppField: ['SD05-017'], oppEngaged: [0], evolve: ['CP04-PR24'], tokens: [['CP04-PR24', 'field', 0]] });
    const skull = ids.tokens![0]!;
    s0.cards[skull]!.flags.since = s0.turn.number;
    expect([stats(s0, skull), kw(s0, skull, 'sve.rush')]).toEqual([[2, 1], true]);
    let s = pass(attack(s0, skull, ids.oppField![0]!)); // 2/1 into a 2/3: destroyed → Last Words
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 2 });
    expect([...s.decision!.candidates!].sort()).toEqual([ids.field![0]!, ids.field![1]!].sort()); // not the 傭兵 ファイター
    s = pick(pick(s, ids.field![0]!), ids.field![1]!);
    expect([stats(s, ids.field![0]!), stats(s, ids.field![1]!), stats(s, ids.field![2]!), names(s, 'field', 0).includes('CP04-PR24')]).toEqual([[3, 2], [4, 3], [2, 3], false]);
  });
}
