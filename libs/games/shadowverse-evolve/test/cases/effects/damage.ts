/**
 * Card cases: Effect clauses of grammar/effects/damage.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { type GameState, legalActions, push, run } from '../../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pick, play, target } from '../../drivers.js';
import { activateFirst, canEvolve, canPlay, type Covers, leader, dec, evolveInto, faceUp, hp, legalPicks, makeCrimson, mend, onField, pickIf, playable, playIt, playVariants, sc, setHealth, setPp, settle, settleChoices, settleInOrder, stand } from '../case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from '../offered.js';

/** Puts n copies of a catalog card into a zone of player p (a state edit, like fillCemetery). */
const fillCopies = (s: GameState, p: number, zone: string, n: number, cardId: string) => {
  for (let i = 0; i < n; i++) {
    const cid = `fill-${zone}-${p}-${cardId}-${i}`;
    s.cards[cid] = { id: cid, cardId, owner: p, controller: p, zone: `${p}:${zone}`, face: 'up', tapped: false, counters: {}, flags: {}, attachedTo: null, timestamp: 1, token: false };
    s.zones[`${p}:${zone}`]!.cards.push(cid);
  }
};

/** Issue #18: the pending 「相手の場のフォロワー1体を選ぶ」 offers exactly the enemy followers `foes`, none of `not` (your cards, an enemy amulet), no leader (SVE 10.6.2.3). */
const offersFoes = (t: GameState, foes: string[], not: string[]) => {
  expectOffered(t, foes, [...not, leaderId(t, 0), leaderId(t, 1)]);
};
/** Answers the questions before a card choice (【守護】 stand/engage: stand; an order of abilities: the first). */
const untilCards = (s: GameState): GameState => {
  for (let i = 0; i < 5 && s.decision?.kind === 'chooseOption'; i++) s = must(s, { type: 'choose', player: s.decision.player, option: s.decision.rule === 'SVE 12.8.2' ? 'stand' : s.decision.options![0]! }).state;
  return s;
};

export function registerDamageCases(covers: Covers): void {
  covers(['BP13-047'], 'BP13-047 グランドブレイク: 2 damage to an enemy follower, 4 instead with 2+ 魔法使い followers on your field, 1 to its leader', () => {
    const run = (mages: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP13-047'], field: Array(mages).fill('SD03-003'), oppField: ['SD03-001'] });
      const s = play(s0, ids.hand![0]!);
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect(run(1)).toEqual([4, 19]);
    expect(run(2)).toEqual([2, 19]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD03', hand: ['BP13-047'], field: ['SD03-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP15-064'], 'BP15-064 灯火の烈絶: 1 damage to your follower, 1 to the enemy leader, draw 1; 「自分の場のフォロワー1体を選ぶ」 offers exactly your followers (SVE 10.6.2.3)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP15-064'], field: ['SD04-006'], oppField: ['SD04-001'] });
    const h = handCount(s0, 0);
    const s = play(s0, ids.hand![0]!);
    expect([stats(s, ids.field![0]!), stats(s, ids.oppField![0]!), health(s, 1), handCount(s, 0)]).toEqual([[4, 4], [7, 8], 19, h]);
    const b = sc({ me: 'SD04', hand: ['BP15-064'], field: ['SD04-006', 'SD05-018'], oppField: ['SD04-001', 'SD05-020'] });
    const t = play(b.s, b.ids.hand![0]!);
    expectOffered(t, b.ids.field!, [...b.ids.oppField!, leader(t, 0), leader(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = pick(t, b.ids.field![1]!);
    expect([stats(u, b.ids.field![0]!), stats(u, b.ids.field![1]!), stats(u, b.ids.oppField![0]!), health(u, 1)]).toEqual([[4, 5], [3, 3], [7, 8], 19]); // the chosen 3/4 −1 only
  });

  covers(['CP02-067'], 'CP02-067 高峯のあ: 【進化時】 damage equal to your max PP to an enemy follower', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CP02-066'], evolve: ['CP02-067'], oppField: ['SD04-001'], pp: maxPp });
      const s = evolveInto(s0, ids.field![0]!, 'CP02-067');
      expect(counters(s, 0).maxPp).toBe(maxPp);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(6), run(7)]).toEqual([2, 1]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD04', field: ['CP02-066', 'SD04-019'], evolve: ['CP02-067'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'CP02-067'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP01-164'], 'BP01-164 ゴブリンマウントデーモン: 【守護】; Fanfare 2 damage to each of your other followers (not itself, not the enemy\'s)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP01-164'], field: ['SD02-002', 'SD02-019'], oppField: ['SD02-002'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 12.8.2' });
    s = choose(s, 'stand');
    const me = onField(s, 0, 'BP01-164')[0]!;
    expect([stats(s, ids.field![0]!), stats(s, ids.field![1]!), stats(s, ids.oppField![0]!), stats(s, me)]).toEqual([[3, 1], [2, 1], [3, 3], [6, 6]]);
    expect(kw(s, me, 'sve.ward')).toBe(true);
  });

  covers(['BP04-109'], 'BP04-109 星の奔流: Quick, 3 damage to every engaged enemy follower (standing ones: none); your leader +2 only with an amulet on your field', () => {
    const run = (amulet: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP04-109'], field: amulet ? ['SD06-015'] : [], oppField: ['SD06-017', 'SD06-017'], oppEngaged: [0], pp: 4 });
      const s = play(s0, ids.hand![0]!);
      expect([stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1]]).toEqual([3, 6]);
      return health(s, 0);
    };
    expect([run(false), run(true)]).toEqual([20, 22]);
  });

  covers(['CP02-063'], 'CP02-063 財前時子: Fanfare damage to the enemy leader equal to your other デレマス followers (2 → 2, 0 → 0)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP02-063'], field: Array(n).fill('ECP02-042') });
      return health(play(s0, ids.hand![0]!), 1);
    };
    expect([run(0), run(1), run(2)]).toEqual([20, 19, 18]);
  });

  covers(['CP02-097'], 'CP02-097 ナターリア: 【疾走】; Fanfare damage to an enemy follower equal to your other パッション followers', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-097'], field: Array(n).fill('ECP02-042'), oppField: ['SD06-017'] });
      const s = play(s0, ids.hand![0]!);
      expect(kw(s, onField(s, 0, 'CP02-097')[0]!, 'sve.storm')).toBe(true);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(1), run(2)]).toEqual([5, 4]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD06', hand: ['CP02-097'], field: ['ECP02-042'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['CP02-062'], 'CP02-062 ぶちあがれ感情: costs +X, X = followers on the field (3 → 5 PP: 4 is not enough); 7 damage to every follower', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP02-062'], field: ['SD04-006'], oppField: ['SD04-001', 'SD04-003'], pp: 4 });
    expect(canPlay(s0, ids.hand![0]!)).toBe(false);
    s0.players[0]!.counters.pp = 5;
    const s = play(s0, ids.hand![0]!);
    expect([counters(s, 0).pp, names(s, 'field', 0), names(s, 'field', 1), stats(s, ids.oppField![0]!)]).toEqual([0, [], ['SD04-001'], [7, 1]]);
  });

  covers(['CP02-027'], 'CP02-027 北条加蓮: 【進化時】 3 damage to an enemy follower and to itself', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['CP02-026'], evolve: ['CP02-027'], oppField: ['SD02-020'] });
    const s = evolveInto(s0, ids.field![0]!, 'CP02-027');
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 3]);
    expect(names(s, 'field', 0)).toEqual([]); // 2/2 takes 3: destroyed
    expect(names(s, 'cemetery', 0)).toContain('CP02-026');
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD02', field: ['CP02-026', 'SD02-019'], evolve: ['CP02-027'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'CP02-027'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP18-044'], 'BP18-044 ジュエリースーパーモデル: 【進化時】 damage to an enemy follower equal to the cards in your banish zone', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP18-043'], evolve: ['BP18-044'], oppField: ['SD03-001'] });
      fillCopies(s0, 0, 'banished', n, 'SD03-005');
      const s = evolveInto(s0, ids.field![0]!, 'BP18-044');
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(2), run(3)]).toEqual([4, 3]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD03', field: ['BP18-043', 'SD02-019'], evolve: ['BP18-044'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'BP18-044'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP05-050'], 'BP05-050 誠実なる友: Quick, 3 damage to an enemy follower, 6 instead with 『真実の絶傑・ライオ』 on your field; 3 to its leader', () => {
    const run = (laio: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP05-050'], field: laio ? ['BP05-035'] : [], oppField: ['SD04-001'], opp: 'SD04', pp: 2 });
      const s = play(s0, ids.hand![0]!);
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect([run(false), run(true)]).toEqual([[5, 17], [2, 17]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD03', hand: ['BP05-050'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 2 });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP14-106'], 'BP14-106 マグナセイバー (evolved): 【守護】; 【進化時】 up to 2 enemy followers share 5 damage (3 + 2: 3/3 destroyed, 4/6 → 4; one chosen: all 5); exactly the enemy followers offered, a 3rd pick refused, 0 accepted (SVE 10.6.2.3)', () => {
    const run = (both: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD01', opp: 'SD02', field: ['BP14-105'], ex: ['BP14-008', 'BP14-008', 'BP14-008'], evolve: ['BP14-106'], oppField: ['SD02-002', 'SD02-020'] });
      let s = evolveInto(s0, ids.field![0]!, 'BP14-106');
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 2 });
      if (both) {
        s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!);
        expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2, 3, 4] });
        s = choose(s, 3);
      } else {
        s = done(pick(s, ids.oppField![1]!));
      }
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return [names(s, 'field', 1), stats(s, ids.oppField![1]!)[1]];
    };
    expect(run(true)).toEqual([['SD02-020'], 4]);
    expect(run(false)).toEqual([['SD02-002', 'SD02-020'], 1]);
    // issue #18: three enemy followers: exactly them offered (not マグナセイバー, no leader), a 3rd pick refused, none accepted
    const b = sc({ me: 'SD01', opp: 'SD02', field: ['BP14-105'], ex: ['BP14-008', 'BP14-008', 'BP14-008'], evolve: ['BP14-106'], oppField: ['SD02-002', 'SD02-020', 'SD02-019'] });
    const t = evolveInto(b.s, b.ids.field![0]!, 'BP14-106');
    expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 2, { upTo: true });
    const none = chooseTargets(t, []);
    expect(b.ids.oppField!.map((x) => stats(none, x))).toEqual(b.ids.oppField!.map((x) => stats(t, x)));
  });

  covers(['BP15-003'], 'BP15-003 リバースブレイダー・アマツ (evolved): 【守護】; 【進化時】 an enemy follower: destroyed with 3+ cards in your EX area (2: not), 2 damage to its leader with 3+ 妖精 cards there (2: not)', () => {
    const run = (others: number, fairies: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP15-002'], evolve: ['BP15-003'], ex: Array(others).fill('SD01-003'), tokens: Array(fairies).fill(['SD01-T01', 'exArea', 0]), oppField: ['SD01-008'] });
      let s = evolveInto(s0, ids.field![0]!, 'BP15-003');
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return [names(s, 'field', 1).length, health(s, 1)];
    };
    expect(run(2, 0)).toEqual([1, 20]);
    expect(run(1, 2)).toEqual([0, 20]);
    expect(run(0, 3)).toEqual([0, 18]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD01', field: ['BP15-002', 'SD02-019'], evolve: ['BP15-003'], ex: ['SD01-003', 'SD01-003', 'SD01-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'BP15-003'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP02-023'], 'BP02-023 レオニダス (evolved): 【進化時】 5 damage to an enemy follower and to itself; Last Words 『レオニダスの遺志』: a [ロイヤル] follower entering your field gets +3/+3 and 【突進】', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP02-022'], evolve: ['BP02-023'], hand: ['BP01-131', 'SD02-002'], oppField: ['SD04-001'], opp: 'SD04', pp: 8 });
    let s = evolveInto(s0, ids.field![0]!, 'BP02-023');
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!), stats(s, ids.field![0]!)]).toEqual([[7, 3], [6, 2]]);
    s = play(s, ids.hand![0]!); // テミスの審判
    expect(zoneCards(s, 'field', 0).map((c) => s.catalog[s.cards[c]!.cardId]!.name)).toEqual(['レオニダスの遺志']);
    s = play(s, ids.hand![1]!);
    const k = onField(s, 0, 'SD02-002')[0]!;
    expect([stats(s, k), kw(s, k, 'sve.rush')]).toEqual([[6, 6], true]);
    // issue #18 (SVE 10.6.2.3): the 【進化時】 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const b = sc({ me: 'SD02', field: ['BP02-022', 'SD02-019'], evolve: ['BP02-023'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 8 });
    const t = evolveInto(b.s, b.ids.field![0]!, 'BP02-023');
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP05-063'], 'BP05-063 侮蔑の従者: Fanfare when awakened (max PP 7; 6: nothing) 1 damage to another follower and itself — ability damage in your turn: draw 1', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP05-063'], oppField: ['SD04-001'], pp: maxPp });
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!)[1], stats(s, onField(s, 0, 'BP05-063')[0]!)[1], handCount(s, 0) - h];
    };
    expect(run(6)).toEqual([8, 3, -1]);
    expect(run(7)).toEqual([7, 2, 0]);
  });

  covers(['BP04-063'], 'BP04-063 原初の竜使い: Fanfare when awakened +1/+1 and 【威圧】 (max PP 6: not); another cost-3-or-less [ドラゴン] follower entering your field (cost 3: yes; cost 4: nothing): 2 damage to an enemy follower, 1 to its leader', () => {
    const a = sc({ me: 'SD04', hand: ['BP04-063'], pp: 6 });
    let s = play(a.s, a.ids.hand![0]!);
    let me = onField(s, 0, 'BP04-063')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.intimidate')]).toEqual([[1, 5], false]);
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP04-063', 'SD04-003', 'SD04-006'], oppField: ['SD04-001'], pp: 10 });
    s = play(s0, ids.hand![0]!);
    me = onField(s, 0, 'BP04-063')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.intimidate')]).toEqual([[2, 6], true]);
    s = play(s, ids.hand![1]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], health(s, 1)]).toEqual([6, 19]);
    s = stand(play(s, ids.hand![2]!)); // ドラゴンガード (cost 4)
    expect([stats(s, ids.oppField![0]!)[1], health(s, 1)]).toEqual([6, 19]);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not 原初の竜使い, not the follower that entered,
    // no leader); exactly 1
    const b = sc({ me: 'SD04', hand: ['BP04-063', 'SD04-003'], oppField: ['SD04-001', 'SD04-017'], pp: 10 });
    const t = play(play(b.s, b.ids.hand![0]!), b.ids.hand![1]!);
    expectOffered(t, b.ids.oppField!, [...zoneCards(t, 'field', 0), leaderId(t, 0), leaderId(t, 1)]); // 原初の竜使い and the dragon that entered
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP05-081'], 'BP05-081 欲望の従者 (evolved): 【進化時】 pay 1 leader health: damage to an enemy follower equal to the times your leader\'s health decreased this turn (the payment alone: 1; after BP05-080\'s Fanfare: 2; not paid: nothing)', () => {
    const run = (fromHand: boolean, pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: fromHand ? ['BP05-080'] : [], field: fromHand ? [] : ['BP05-080'], evolve: ['BP05-081'], oppField: ['SD05-020'] });
      let s = fromHand ? play(s0, ids.hand![0]!) : s0;
      const me = onField(s, 0, 'BP05-080')[0]!;
      s = evolveInto(s, me, 'BP05-081');
      if (s.decision?.kind !== 'chooseOption' || s.decision.player !== 0) throw new Error(`expected the cost question: ${dec(s)}`);
      s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      return [health(s, 0), stats(s, ids.oppField![0]!)[1]];
    };
    expect(run(false, true)).toEqual([19, 5]);
    expect(run(true, true)).toEqual([18, 4]);
    expect(run(false, false)).toEqual([20, 6]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD05', field: ['BP05-080', 'SD02-019'], evolve: ['BP05-081'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(choose(evolveInto(dz.s, dz.ids.field![0]!, 'BP05-081'), 'pay'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP08-036'], 'BP08-036 スウィート★メドゥーサ (evolved): 【進化時】 5 damage divided among up to 2 enemy followers (3 + 2); an enemy follower going to the cemetery in your turn → 『毒蛇』; [Q][起動] 2 『毒蛇』 on the field to the cemetery: your next card costs 2 less (1 『毒蛇』: not offered; cost 3 at 1 PP, not at 0)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', opp: 'SD04', field: ['BP08-035'], hand: ['SD03-015'], evolve: ['BP08-036', 'BP08-T07'], tokens: [['BP08-T07', 'field', 0]], oppField: ['SD04-003', 'SD04-019'] });
    const me = ids.field![0]!;
    const acts = (x: GameState) => legalActions(x).filter((a) => a.type === 'activate' && a.card === me);
    let s = evolveInto(s0, me, 'BP08-036');
    expect(acts(s).length).toBe(0); // one 『毒蛇』
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 2 });
    s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2, 3, 4] });
    s = choose(s, 3);
    expect([names(s, 'field', 1), stats(s, ids.oppField![1]!)]).toEqual([['SD04-019'], [4, 4]]);
    expect(onField(s, 0, 'BP08-T07').length).toBe(2);
    setPp(s, 0);
    expect(canPlay(s, ids.hand![0]!)).toBe(false);
    expect(acts(s).length).toBe(1);
    s = must(s, acts(s)[0]!).state;
    expect(onField(s, 0, 'BP08-T07')).toEqual([]);
    expect(canPlay(s, ids.hand![0]!)).toBe(false); // 3 − 2 = 1 > 0 PP
    setPp(s, 1);
    expect(canPlay(s, ids.hand![0]!)).toBe(true);
    // issue #18: three enemy followers: exactly them offered (not メドゥーサ nor your 『毒蛇』, no leader), a 3rd pick refused, none accepted
    const b = sc({ me: 'SD03', opp: 'SD04', field: ['BP08-035'], evolve: ['BP08-036', 'BP08-T07'], tokens: [['BP08-T07', 'field', 0]], oppField: ['SD04-003', 'SD04-019', 'SD02-019'] });
    const t = evolveInto(b.s, b.ids.field![0]!, 'BP08-036');
    expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, b.ids.tokens![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 2, { upTo: true });
    const none = chooseTargets(t, []);
    expect(b.ids.oppField!.map((x) => stats(none, x))).toEqual(b.ids.oppField!.map((x) => stats(t, x)));
  });

  covers(['PR-148'], 'PR-148 夢見りあむが見た夢: costs +X, X = the followers on the field (2: cost 4, refused at 3 PP); 7 damage to every follower on the field', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['PR-148'], field: ['SD04-003'], oppField: ['SD04-001'], pp: 3 });
    expect(canPlay(s0, ids.hand![0]!)).toBe(false);
    setPp(s0, 4);
    const s = play(s0, ids.hand![0]!);
    expect([names(s, 'field', 0), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([[], [7, 1], 0]);
    const { s: one, ids: o } = sc({ me: 'SD04', hand: ['PR-148'], oppField: ['SD04-001'], pp: 2 });
    expect(canPlay(one, o.hand![0]!)).toBe(false); // 2 + 1
    setPp(one, 3);
    expect(canPlay(one, o.hand![0]!)).toBe(true);
  });

  covers(['BP18-035'], 'BP18-035 蒼穹の提督・モニカ (evolved): 【進化時】 and 【攻撃時】 damage to an enemy follower equal to the followers on your field (3 → 3; 2 on attack → 2)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP18-034', 'SD02-007', 'SD02-019'], evolve: ['BP18-035'], oppField: ['SD02-020'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP18-035');
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 3]);
    const { s: a0, ids: a } = sc({ me: 'SD02', field: ['BP18-034', 'SD02-007'], evolve: ['BP18-035'], oppField: ['SD02-020', 'SD02-008'], oppEngaged: [1] });
    let b = evolveInto(a0, a.field![0]!, 'BP18-035');
    if (b.decision?.kind === 'chooseCards') b = pick(b, a.oppField![0]!);
    expect(stats(b, a.oppField![0]!)).toEqual([4, 4]);
    b = attack(b, a.field![0]!, a.oppField![1]!);
    if (b.decision?.kind === 'chooseCards') b = pick(b, a.oppField![0]!);
    expect(stats(b, a.oppField![0]!)).toEqual([4, 2]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD02', field: ['BP18-034', 'SD02-019'], evolve: ['BP18-035'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'BP18-035'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['CSD02c-016'], 'CSD02c-016 ナターリア: 【疾走】; Fanfare damage to an enemy follower equal to the other パッション followers on your field (2 → 2; itself not counted: 0 others → 0)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['CSD02c-016'], field: Array(others).fill('CSD02c-012'), oppField: ['SD06-017'] });
      let s = stand(play(s0, ids.hand![0]!));
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      expect(kw(s, onField(s, 0, 'CSD02c-016')[0]!, 'sve.storm')).toBe(true);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(2), run(0)]).toEqual([4, 6]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD06', hand: ['CSD02c-016'], field: ['CSD02c-012'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP15-071'], 'BP15-071 ミニマムドラゴン (evolved): 【進化時】 5 damage to every follower on the field (itself and yours included); [進化][コスト3] (2 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP15-070', 'SD04-019'], evolve: ['BP15-071'], oppField: ['SD04-019', 'SD04-003'] });
    setPp(s0, 2);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 3);
    const s = evolveInto(s0, ids.field![0]!, 'BP15-071');
    expect([stats(s, ids.field![1]!), stats(s, ids.oppField![0]!), names(s, 'field', 0), names(s, 'field', 1)]).toEqual([[4, 1], [4, 1], ['SD04-019'], ['SD04-019']]);
    expect(names(s, 'cemetery', 0)).toContain('BP15-070');
  });

  covers(['CP02-021'], 'CP02-021 渋谷凛: 【守護】; Fanfare with a 『島村卯月』-named follower on your field 5 damage to an enemy follower; with a 『本田未央』-named one 5 damage to the enemy leader (neither: nothing)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP02-021'], field, oppField: ['SD02-020'] });
      const s = settle(play(s0, ids.hand![0]!), (x) => x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand')
        : x.decision?.rule === 'SVE 10.5.2' ? choose(x, x.decision.options![0]!)
        : x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, ids.oppField![0]!) : null);
      expect(kw(s, onField(s, 0, 'CP02-021')[0]!, 'sve.ward')).toBe(true);
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect(run(['SD02-002'])).toEqual([6, 20]);
    expect(run(['CP02-023'])).toEqual([1, 20]);
    expect(run(['CP02-022'])).toEqual([6, 15]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD02', hand: ['CP02-021'], field: ['CP02-023'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(untilCards(play(dz.s, dz.ids.hand![0]!)), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP09-066'], 'BP09-066 竜翼の暗殺者: Fanfare damage to an enemy follower equal to the [ドラゴン] spells in your cemetery (2 of them, a neutral spell and a follower: 2; 3: 3)', () => {
    const run = (cem: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP09-066'], cemetery: cem, oppField: ['SD04-019'] });
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect(run(['SD04-015', 'SD04-016', 'SD04-020', 'SD04-003'])).toBe(4);
    expect(run(['SD04-015', 'SD04-016', 'SD04-002'])).toBe(3);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD04', hand: ['BP09-066'], field: ['SD04-019'], cemetery: ['SD04-015', 'SD04-016'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP08-116'], 'BP08-116 ハイエンチャンター (evolved): 【進化時】 damage to an enemy follower equal to the cards in your EX area (2: 2; 0: nothing)', () => {
    const run = (ex: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP08-115'], evolve: ['BP08-116'], ex, oppField: ['SD04-019'] });
      let s = evolveInto(s0, ids.field![0]!, 'BP08-116');
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(['SD04-003', 'SD04-017']), run([])]).toEqual([4, 6]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD04', field: ['BP08-115', 'SD04-019'], evolve: ['BP08-116'], ex: ['SD04-003', 'SD04-017'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'BP08-116'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP10-018'], 'BP10-018 フェアリーアサルト: 2 『フェアリー』 onto your field; damage to the enemy leader equal to the 妖精 tokens on your field (1 already + 2 = 3; none before: 2)', () => {
    const run = (before: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP10-018'], tokens: Array(before).fill(['SD01-T01', 'field', 0]) });
      const s = play(s0, ids.hand![0]!);
      return [names(s, 'field', 0).length, health(s, 1)];
    };
    expect([run(1), run(0)]).toEqual([[3, 17], [2, 18]]);
  });

  covers(['CP03-047'], 'CP03-047 バーキング・マンティコア (evolved from CP03-046 at [コスト1]): 【守護】【ツインドライブ】; 【進化時】 4 damage to an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP03-046'], evolve: ['CP03-047'], oppField: ['SD02-020'] });
    setPp(s0, 0);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 1);
    const s = pickIf(evolveInto(s0, ids.field![0]!, 'CP03-047'), ids.oppField![0]!);
    const me = ids.field![0]!;
    expect([stats(s, ids.oppField![0]!), kw(s, me, 'sve.ward'), kw(s, me, 'sve.twinDrive'), counters(s, 0).pp]).toEqual([[4, 2], true, true, 0]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD03', field: ['CP03-046', 'SD02-019'], evolve: ['CP03-047'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'CP03-047'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['CP03-067'], 'CP03-067 ブレイジングフレア・ドラゴン (evolved from CP03-066 at [コスト3]): 【ツインドライブ】; 【進化時】 5 damage to an enemy follower and 3 to its leader', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['CP03-066'], evolve: ['CP03-067'], oppField: ['SD02-020'] });
    setPp(s0, 2);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 3);
    const s = pickIf(evolveInto(s0, ids.field![0]!, 'CP03-067'), ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!), health(s, 1), kw(s, ids.field![0]!, 'sve.twinDrive'), counters(s, 0).pp]).toEqual([[4, 1], 17, true, 0]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD04', field: ['CP03-066', 'SD02-019'], evolve: ['CP03-067'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'CP03-067'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP10-080'], 'BP10-080 クラッシュデビル・デモニア: 【必殺】【ドレイン】; 【攻撃時】 damage to the enemy leader equal to its attack; Fanfare when 【真紅】 +1/+1, 【突進】 and 【指定攻撃】 (not 【真紅】: 2/3, neither)', () => {
    const fan = (crimson: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP10-080'] });
      if (crimson) makeCrimson(s0);
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'BP10-080')[0]!;
      return [stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), kw(s, me, 'sve.bane'), kw(s, me, 'sve.drain')];
    };
    expect(fan(false)).toEqual([[2, 3], false, false, true, true]);
    expect(fan(true)).toEqual([[3, 4], true, true, true, true]);
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP10-080'] });
    setHealth(s0, 0, 10);
    const me = ids.field![0]!;
    const s = settle(attack(s0, me, s0.zones['1:leader']!.cards[0]!));
    // 2 from the 【攻撃時】 ability, then 2 combat damage; 【ドレイン】 heals 2 for the combat damage
    expect([health(s, 1), health(s, 0)]).toEqual([16, 12]);
  });

  covers(['BP05-099'], 'BP05-099 悪魔のエピタフ (evolved): 【必殺】 (its 3 damage destroys a 4/6 follower); [ラストワード] 2 damage to the enemy leader (20 → 18)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP05-099'], oppField: ['SD02-020'], oppEngaged: [0] });
    const me = ids.field![0]!;
    expect(kw(s0, me, 'sve.bane')).toBe(true);
    s0.cards[me]!.flags.since = 0;
    const s = settleInOrder(attack(s0, me, ids.oppField![0]!));
    expect([names(s, 'field', 1), names(s, 'field', 0), health(s, 1)]).toEqual([[], [], 18]);
  });

  covers(['BP01-099'], 'BP01-099 竜の翼: 2 damage to every follower (both sides); awakened (max PP 7+) 3 instead (max PP 6: 2)', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-099'], field: ['SD04-005'], oppField: ['SD02-020'] });
      setPp(s0, 3, maxPp);
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      return [names(s, 'field', 0), stats(s, ids.oppField![0]!)];
    };
    expect(run(6)).toEqual([['SD04-005'], [4, 4]]); // 2/3 survives 2
    expect(run(7)).toEqual([[], [4, 3]]);
  });

  covers(['BP08-116'], 'BP08-116 ハイエンチャンター (evolved): 【進化時】 damage to an enemy follower equal to the cards in your EX area (3 cards: 4/6 → 4/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-115'], ex: ['SD02-007', 'SD02-007', 'SD02-002'], oppField: ['SD02-020'], evolve: ['BP08-116'] });
    const s = settleInOrder(pickIf(evolveInto(s0, ids.field![0]!, 'BP08-116'), ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 3]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD02', field: ['BP08-115', 'SD02-019'], ex: ['SD02-007', 'SD02-007', 'SD02-002'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', evolve: ['BP08-116'] });
    offersFoes(evolveInto(dz.s, dz.ids.field![0]!, 'BP08-116'), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP06-052'], 'BP06-052 ゴーレムの暴走: put a ゴーレム follower on the field into the cemetery: 3 damage to the enemy leader and every enemy follower (no ゴーレム to pay with: the spell resolves without effect, SVE 「(cost)：(effect)」 in an effect)', () => {
    const { s: n0, ids: g } = sc({ me: 'SD03', hand: ['BP06-052'], field: ['SD03-003'], oppField: ['SD02-020'] });
    const n = settleInOrder(playIt(n0, g.hand![0]!), (x) => { throw new Error(`asked without a ゴーレム: ${dec(x)}`); });
    expect([health(n, 1), stats(n, g.oppField![0]!), names(n, 'field', 0)]).toEqual([20, [4, 6], ['SD03-003']]);
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP06-052'], field: ['BP17-047'], oppField: ['SD02-020', 'SD02-007'] });
    const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => (x.decision!.kind === 'chooseOption' && x.decision!.options!.includes('pay') ? must(x, { type: 'choose', player: 0, option: 'pay' }).state : pickIf(x, ids.field![0]!) === x ? null : pickIf(x, ids.field![0]!)));
    expect([health(s, 1), stats(s, ids.oppField![0]!), names(s, 'field', 1), names(s, 'field', 0)]).toEqual([17, [4, 3], ['SD02-020'], []]);
  });

  covers(['CSD03b-003'], 'CSD03b-003 ドラゴンモンク ゴクウ: 【守護】; [起動] engage and banish 4 かげろう cards of your cemetery: 4 damage to the enemy leader and every enemy follower (3 かげろう cards: not offered)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CSD03b-003'], oppField: ['SD02-020', 'SD02-002'], cemetery: ['CSD03b-008'] });
      fillCemetery(s0, 0, n - 1, 'CSD03b-008');
      fillCemetery(s0, 0, 2, 'SD04-003');
      const me = ids.field![0]!;
      expect(kw(s0, me, 'sve.ward')).toBe(true);
      const acts = activations(s0, me);
      if (acts.length === 0) return 'not offered';
      let s = must(s0, acts[0]!).state;
      for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards' && s.decision.player === 0; i++) {
        expect(s.decision.candidates!.every((c) => s.cards[c]!.cardId === 'CSD03b-008')).toBe(true);
        s = pick(s, legalPicks(s)[0]!);
      }
      s = settle(s);
      return [health(s, 1), names(s, 'field', 1), stats(s, ids.oppField![0]!), zoneCards(s, 'banished', 0).length, names(s, 'cemetery', 0).filter((c) => c === 'CSD03b-008').length, s.cards[me]!.tapped];
    };
    expect(run(3)).toBe('not offered');
    expect(run(5)).toEqual([16, ['SD02-020'], [4, 2], 4, 1, true]);
  });

  covers(['BP03-007'], 'BP03-007 エルフの双撃: Quick, up to 2 enemy followers, X damage divided, X = cards in your EX area (SVE 5.2, 10.6.2.4.2: at most X chosen)', () => {
    const foes = ['SD02-002', 'SD02-002']; // 3/3 each
    // X = 3 (3 EX cards): 2 chosen, the split is asked (1 or 2 to the first)
    const a = scene({ me: 'SD02', hand: ['BP03-007'], ex: ['SD02-007', 'SD02-007', 'SD02-007'], oppField: foes, pp: 2 });
    let s = play(a.s, a.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    s = pick(pick(s, a.ids.oppField![0]!), a.ids.oppField![1]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 10.6.2.4.2', options: [1, 2] });
    s = choose(s, 1);
    expect(hp(s, a.ids.oppField!)).toEqual([2, 1]);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー2体まで」 — the enemy followers only (not yours, no leader); up to 2 (3 refused, 0 accepted)
    const e = scene({ me: 'SD02', hand: ['BP03-007'], field: ['SD02-019'], ex: ['SD02-007', 'SD02-007', 'SD02-007'], oppField: [...foes, 'SD02-019'], pp: 2 });
    s = play(e.s, e.ids.hand![0]!);
    expectOffered(s, e.ids.oppField!, [e.ids.field![0]!, leaderId(s, 0), leaderId(s, 1)]);
    expectUpTo(s, 2, { upTo: true });
    // X = 1: at most 1 follower may be chosen; it takes 1
    const b = scene({ me: 'SD02', hand: ['BP03-007'], ex: ['SD02-007'], oppField: foes, pp: 2 });
    s = play(b.s, b.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 1 });
    s = pick(s, b.ids.oppField![1]!);
    expect(hp(s, b.ids.oppField!)).toEqual([3, 2]);
    // X = 0: nothing is chosen, no damage
    const c = scene({ me: 'SD02', hand: ['BP03-007'], oppField: foes, pp: 2 });
    s = play(c.s, c.ids.hand![0]!);
    expect(s.decision?.kind).toBe('sve.main');
    expect(hp(s, c.ids.oppField!)).toEqual([3, 3]);
    // cost 2: not at 1 PP
    const d = scene({ me: 'SD02', hand: ['BP03-007'], ex: ['SD02-007'], oppField: foes, pp: 1 });
    expect(playable(d.s, d.ids.hand![0]!)).toBe(false);
  });

  covers(['BP18-008'], '因芽応報 (SVE 5.2 / 10.4.4.1 「コストを-Xする。Xは「自分のエボルヴデッキの表向きの透京・エボルヴフォロワーの枚数」」): 2 face-up 透京 evolve cards (a face-up SD04 one and a face-down 透京 one do not count): cost 4 − 2 = 2 (refused at 1 PP); 5 damage to the chosen enemy follower and 1 to its leader; none face up: 4 (refused at 3 PP)', () => {
    const mk = (up: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['BP18-008'], evolve: ['BP18-002', 'BP18-006', 'BP18-010'], oppField: ['SD04-001'], pp });
      faceUp(s, up);
      return { s, card: ids.hand![0]!, enemy: ids.oppField![0]! };
    };
    const up = ['BP18-002', 'BP18-006', 'SD04-004'];
    expect(playable(mk(up, 1).s, mk(up, 1).card)).toBe(false);
    const a = mk(up, 2);
    let s = play(a.s, a.card);
    if (s.decision?.kind === 'chooseCards') s = pick(s, a.enemy);
    s = settleChoices(s);
    expect([counters(s, 0).pp, stats(s, a.enemy), health(s, 1)]).toEqual([0, [7, 3], 19]);
    const b3 = mk([], 3);
    expect(playable(b3.s, b3.card)).toBe(false);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD04', hand: ['BP18-008'], field: ['SD04-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 4 });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
    const b4 = mk([], 4);
    expect(playable(b4.s, b4.card)).toBe(true);
  });

  covers(['BP18-099'], 'BP18-099 望蜀の裁き手・天冥 (SVE 5.27.1): [起動][コスト0] damage to the enemy leader = your 透京 followers (1 → 19; 2 → 18) and your leader +1, which is a +: choose an enemy follower, 2 damage (4 → 2); once a turn (no second activation); no enemy follower: nothing to choose', () => {
    const a = scene({ me: 'SD06', field: ['BP18-099', 'SD06-003'], oppField: ['SD06-003'], pp: 0 });
    expect(activations(a.s, a.ids.field![0]!)).toHaveLength(1);
    let s = must(a.s, activations(a.s, a.ids.field![0]!)[0]!).state;
    s = target(settleChoices(s), a.ids.oppField![0]!);
    expect([health(s, 1), health(s, 0), stats(s, a.ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([19, 21, 1, 0]);
    expect(activations(s, a.ids.field![0]!)).toEqual([]); // 「この能力は1ターンに1回使える」
    const b = scene({ me: 'SD06', field: ['BP18-099', 'BP18-097'], pp: 0 });
    const t = settleChoices(must(b.s, activations(b.s, b.ids.field![0]!)[0]!).state);
    expect([health(t, 1), health(t, 0), t.decision?.kind]).toEqual([18, 21, 'sve.main']);
    const c = scene({ me: 'SD06', field: ['BP18-099'], hand: ['BP17-085'], oppField: ['SD06-003', 'SD06-003'], pp: 1 });
    let u = settleChoices(play(c.s, c.ids.hand![0]!)); // damage to your leader: no trigger
    expect([health(u, 0), u.decision?.kind, stats(u, c.ids.oppField![0]!)[1], stats(u, c.ids.oppField![1]!)[1]]).toEqual([19, 'sve.main', 3, 3]);
    u = mend(u, 0, 1);
    expect(u.decision?.candidates).toEqual(c.ids.oppField);
    u = pick(u, c.ids.oppField![1]!);
    expect([health(u, 0), stats(u, c.ids.oppField![0]!)[1], stats(u, c.ids.oppField![1]!)[1]]).toEqual([20, 3, 1]);
  });

  covers(['SD08-005'], 'SD08-005 ドラゴンイクシード・ギルヴァ: discarded from the hand → may go to the EX area; Ward; Fanfare 6 damage to every other follower and the enemy leader; [起動][コスト3] from the EX area (to the cemetery) 6 damage to an enemy follower, only in Overflow', () => {
    // discarded by オーブキャンサー's cost (another cost-7+ dragon): Gilva goes to the EX area
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-017', 'SD08-005', 'SD08-012', 'SD04-002'], oppField: ['SD04-001'], pp: 6 });
    s0.players[0]!.counters.maxPp = 6;
    let s = activateFirst(s0, ids.hand![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![1]!, ids.hand![2]!].sort()); // cost 9 and 7 dragons; not the cost-2 spell
    s = pick(s, ids.hand![1]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption' });
    s = choose(s, s.decision!.options![0]!);
    const gilva = zoneCards(s, 'exArea', 0).find((id) => cardIdOf(s, id) === 'SD08-005')!;
    expect(gilva).toBeDefined();
    expect(counters(s, 0).pp).toBe(5);
    expect(activations(s, gilva)).toEqual([]); // max PP 6: not 【覚醒】
    s.players[0]!.counters.maxPp = 7;
    s = activateFirst(s, gilva);
    s = target(s, ids.oppField![0]!);
    expect([counters(s, 0).pp, stats(s, ids.oppField![0]!)[1], names(s, 'cemetery', 0).includes('SD08-005')]).toEqual([2, 2, true]);
    // Fanfare: 6 to every other follower (both sides) and to the enemy leader
    const b = scene({ me: 'SD04', hand: ['SD08-005'], field: ['SD04-001'], oppField: ['SD04-001', 'SD02-019'], pp: 9 });
    let t = play(b.s, b.ids.hand![0]!);
    t = choose(t, 'stand');
    const g2 = zoneCards(t, 'field', 0).find((id) => cardIdOf(t, id) === 'SD08-005')!;
    expect([stats(t, b.ids.field![0]!)[1], stats(t, b.ids.oppField![0]!)[1], names(t, 'field', 1), health(t, 1), health(t, 0), stats(t, g2)[1], kw(t, g2, 'sve.ward')]).toEqual([2, 2, ['SD04-001'], 14, 20, 6, true]);
  });

  covers(['SD07-015'], 'SD07-015 暴威の武人・ジェノ: SVE 10.4.7.2 put a Levion follower of original cost 3 or less of your field into the cemetery while playing it: cost -3; Fanfare 4 damage', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016', 'SD07-001', 'SD02-019'], oppField: ['SD04-001'], pp: 1 });
    const variants = playVariants(s0, ids.hand![0]!);
    // only ユリウス (cost 2, Levion): アルベール costs 4, SD02-019 is no Levion; without the option 4 PP are needed
    expect(variants.map((x) => x.sacrifice ?? null)).toEqual([ids.field![0]]);
    let s = must(s0, variants[0]!).state;
    s = target(s, ids.oppField![0]!);
    expect([counters(s, 0).pp, names(s, 'cemetery', 0), names(s, 'field', 0).sort(), stats(s, ids.oppField![0]!)[1]]).toEqual([0, ['SD07-016'], ['SD02-019', 'SD07-001', 'SD07-015'].sort(), 8 - 4]);
    // 10.6.2.5 before 10.6.2.6: with a full field (5) the sacrifice makes room
    const b = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016', 'SD07-001', 'SD02-019', 'SD02-002', 'SD02-007'], pp: 4 });
    expect(playVariants(b.s, b.ids.hand![0]!).map((x) => x.sacrifice ?? null)).toEqual([b.ids.field![0]]);
    const c = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016'], pp: 4 });
    expect(playVariants(c.s, c.ids.hand![0]!).map((x) => x.sacrifice ?? null)).toEqual([null, c.ids.field![0]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 4 });
    offersFoes(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });

  covers(['BP18-T08', 'BP18-P55'], 'Token spell 善行の確信: damage to the enemy leader equal to your 透京 followers on the field (2 of them → 2; a 透京 amulet and another follower do not count; none → 0); your leader +1', () => {
    for (const id of ['BP18-T08', 'BP18-P55']) {
      const run = (field: string[]) => {
        const { s: s0, ids } = scene({ me: 'SD02', field, evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
        const s = play(s0, ids.tokens![0]!);
        return [health(s, 1), health(s, 0)];
      };
      expect(run(['BP18-062', 'BP18-066', 'BP18-027', 'SD02-019'])).toEqual([18, 21]);
      expect(run(['BP18-062', 'BP18-066', 'BP18-071', 'SD02-019'])).toEqual([17, 21]);
      expect(run(['SD02-019'])).toEqual([20, 21]);
    }
  });

  covers(['BP15-PR17'], 'Token spell 絶大の証明: destroy an enemy follower; 2 damage to its leader only with 『絶大の唯我・マゼルベイン』 on your field', () => {
    const run = (withMazel: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: withMazel ? ['BP15-112'] : ['SD02-019'], oppField: ['SD04-001'], evolve: ['BP15-PR17'], tokens: [['BP15-PR17', 'exArea', 0]], pp: 0 });
      const s = target(play(s0, ids.tokens![0]!), ids.oppField![0]!);
      return [names(s, 'field', 1), health(s, 1)];
    };
    expect(run(false)).toEqual([[], 20]);
    expect(run(true)).toEqual([[], 18]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', evolve: ['BP15-PR17'], tokens: [['BP15-PR17', 'exArea', 0]], pp: 0 });
    offersFoes(play(dz.s, dz.ids.tokens![0]!), dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!]);
  });
}
