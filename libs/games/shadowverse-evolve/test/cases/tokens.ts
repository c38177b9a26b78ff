/**
 * Card cases of tokens (issue #5: "every token"; equipment tokens イクイップメント are covered elsewhere):
 * each drives the token through the public API and asserts what its printed text says with exact numbers
 * (run by cards.spec.ts through card-cases.ts; the ids feed the tested-card registry, reprints with the
 * same printed facts follow through `extra.same_facts_as`). Tokens enter the game's catalog snapshot as
 * extra evolve-deck cards (scene `evolve`) and are created where the test needs them (scene `tokens`).
 */
import { apply, legalActions, type GameEvent, type GameState } from '../../../../engine/src/index.js';
import { counters, defaultAnswer, leaderId, must, names, nextTurn, scene, stats, kw, zoneCards } from '../engine-helpers.js';
import { activations, attack, cardIdOf, choose, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const activate = (s: GameState, card: string, i = 0): GameState => {
  const a = activations(s, card)[i];
  if (!a) throw new Error(`no activation of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};
/** Answers 【守護】's entry choice (12.8.2) with 'stand' when it is asked. */
const standWard = (s: GameState) => (s.decision?.rule === 'SVE 12.8.2' ? choose(s, 'stand') : s);
/** nextTurn, also returning the events on the way (default answers). */
const nextTurnEvents = (s0: GameState): { s: GameState; events: GameEvent[] } => {
  const n = s0.turn.number;
  const events: GameEvent[] = [];
  let s = s0;
  for (let i = 0; i < 200 && !(s.turn.number === n + 1 && s.decision?.kind === 'sve.main'); i++) {
    const r = apply(s, defaultAnswer(s));
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
};
/** Where the instance went: the zones of its `moved` events and whether it was erased (9.1.4.4: a token outside the field / EX area). */
const fate = (events: GameEvent[], id: string) => {
  const moved = events.filter((e) => e.type === 'moved' && e.prev === id);
  return { moves: moved.map((e) => e.to as string), erased: events.some((e) => e.type === 'erased' && moved.some((m) => m.card === e.card)) };
};
/** Runs the current turn and the opponent's, up to this player's next main-phase decision. */
const twoTurns = (s: GameState) => nextTurn(nextTurn(s));

export function registerTokenCases(covers: Covers): void {
  covers(['BP01-T14', 'ETD02-T02'], 'Tokens ゴースト (BP01-T14, ETD02-T02 with the reminder text): 1/1 Storm (attacks the leader the turn it is made, 12.9); when your end phase comes it is banished (消滅, 5.13), not put into the cemetery', () => {
    for (const id of ['BP01-T14', 'ETD02-T02']) {
      const { s: s0, ids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'field', 0]] });
      const g = ids.tokens![0]!;
      s0.cards[g]!.flags.since = s0.turn.number; // made this turn
      expect([stats(s0, g), kw(s0, g, 'sve.storm')]).toEqual([[1, 1], true]);
      let s = pass(attack(s0, g, leaderId(s0, 1)));
      expect(health(s, 1)).toBe(19);
      const r = nextTurnEvents(s);
      // banished (5.7.1: to the banish zone), then erased there (9.1.4.4); never destroyed into the cemetery
      expect([names(r.s, 'field', 0), fate(r.events, g), names(r.s, 'cemetery', 0)]).toEqual([[], { moves: ['0:banished'], erased: true }, []]);
    }
  });

  covers(['BP03-T06', 'ETD02-T01'], 'Tokens ジャイアントゴースト (BP03-T06, ETD02-T01 with the reminder text): 3/3 Ward; banished when your main phase comes (still there in the opponent\'s turn)', () => {
    for (const id of ['BP03-T06', 'ETD02-T01']) {
      const { s: s0, ids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'field', 0]] });
      const g = ids.tokens![0]!;
      expect([stats(s0, g), kw(s0, g, 'sve.ward')]).toEqual([[3, 3], true]);
      let s = nextTurn(s0);
      expect([s.turn.active, names(s, 'field', 0)]).toEqual([1, [id]]); // the opponent's main phase does not banish it
      const r = nextTurnEvents(s);
      expect([r.s.turn.active, names(r.s, 'field', 0), fate(r.events, g)]).toEqual([0, [], { moves: ['0:banished'], erased: true }]);
    }
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

  covers(['PR-193'], 'Token プロダクトマシーン: 1/1; [起動] engage this and put 3 machine followers of your field into the cemetery: 5 damage to an enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD04', oppField: ['SD04-001'], evolve: ['PR-193'], tokens: [['PR-193', 'field', 0], ['PR-193', 'field', 0], ['PR-193', 'field', 0], ['PR-193', 'field', 0]] });
    const [m, a, b, c] = ids.tokens!;
    expect(stats(s0, m!)).toEqual([1, 1]);
    let s = activate(s0, m!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 3, max: 3 });
    s = pick(pick(pick(s, a!), b!), c!);
    s = target(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], names(s, 'field', 0), s.cards[m!]!.tapped]).toEqual([3, ['PR-193'], true]);
    // only 2 other machines and this one engaged already: not activatable
    const t = scene({ me: 'SD04', evolve: ['PR-193'], tokens: [['PR-193', 'field', 0], ['PR-193', 'field', 0]] });
    t.s.cards[t.ids.tokens![0]!]!.tapped = true;
    expect(activations(t.s, t.ids.tokens![0]!)).toEqual([]);
  });

  covers(['CP04-PR19'], 'Token ミラーイメージ・ネネカ: 0/1 Ward; [起動] engage this: 1 damage to an enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD03', oppField: ['SD04-001'], evolve: ['CP04-PR19'], tokens: [['CP04-PR19', 'field', 0]] });
    const n = ids.tokens![0]!;
    expect([stats(s0, n), kw(s0, n, 'sve.ward')]).toEqual([[0, 1], true]);
    const s = target(activate(s0, n), ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], s.cards[n]!.tapped, activations(s, n)]).toEqual([7, true, []]);
  });

  covers(['BP12-P28'], 'Token メドゥシアナ: 1/5 Rush, Assail, Bane; Fanfare leader +X (X = your 魔界 followers, itself included); Last Words each opponent puts a follower of theirs into the cemetery', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-012', 'SD05-017'], oppField: ['SD04-001', 'SD05-017', 'SD05-017'], oppEngaged: [0], evolve: ['BP12-P28'], tokens: [['BP12-P28', 'exArea', 0]], pp: 3 });
    let s = play(s0, ids.tokens![0]!);
    const med = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'BP12-P28')!;
    expect([health(s, 0), stats(s, med), kw(s, med, 'sve.rush'), kw(s, med, 'sve.assail'), kw(s, med, 'sve.bane')]).toEqual([22, [1, 5], true, true, true]); // リリム + itself
    s = pass(attack(s, med, ids.oppField![0]!)); // 1 into ファフニール 7/8: Bane destroys it, 7 destroys メドゥシアナ
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 }); // the opponent chooses their own follower
    s = pick(s, ids.oppField![1]!);
    expect([names(s, 'field', 1), names(s, 'cemetery', 1).sort()]).toEqual([['SD05-017'], ['SD04-001', 'SD05-017'].sort()]);
  });

  covers(['BP18-P56'], 'Token 分身の術・煤木万裁: 5/5 Rush, Assail, Ward; when your end phase comes, a 『分身の術・煤木万裁』 onto the field (the new one entered after the trigger: 2, not 3)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP18-P56'], tokens: [['BP18-P56', 'field', 0]] });
    const b = ids.tokens![0]!;
    expect([stats(s0, b), kw(s0, b, 'sve.rush'), kw(s0, b, 'sve.assail'), kw(s0, b, 'sve.ward')]).toEqual([[5, 5], true, true, true]);
    const s = nextTurn(s0);
    expect(zoneCards(s, 'field', 0).map((id) => s.catalog[cardIdOf(s, id)]!.name)).toEqual(['分身の術・煤木万裁', '分身の術・煤木万裁']);
  });

  covers(['BP13-P29'], 'Token アンの大英霊: 4/4 Rush, Ward; Fanfare leader +2; banished when your main phase comes', () => {
    const { s: s0, ids } = scene({ me: 'SD03', evolve: ['BP13-P29'], tokens: [['BP13-P29', 'exArea', 0]], pp: 2 });
    let s = standWard(play(s0, ids.tokens![0]!));
    const a = zoneCards(s, 'field', 0)[0]!;
    expect([health(s, 0), stats(s, a), kw(s, a, 'sve.rush'), kw(s, a, 'sve.ward')]).toEqual([22, [4, 4], true, true]);
    s = nextTurn(s);
    expect(names(s, 'field', 0)).toEqual(['BP13-P29']);
    const r = nextTurnEvents(s);
    expect([names(r.s, 'field', 0), fate(r.events, a)]).toEqual([[], { moves: ['0:banished'], erased: true }]);
  });

  covers(['PR-401', 'PR-402'], 'Tokens 白き破壊のアーティファクト / 黒き破壊のアーティファクト: when your main phase comes, leader +2 / 2 damage to the enemy leader (not in the opponent\'s main phase)', () => {
    const { s: s0 } = scene({ me: 'SD03', evolve: ['PR-401', 'PR-402'], tokens: [['PR-401', 'field', 0], ['PR-402', 'field', 0]] });
    let s = nextTurn(s0);
    expect([health(s, 0), health(s, 1)]).toEqual([20, 20]);
    s = nextTurn(s);
    expect([health(s, 0), health(s, 1)]).toEqual([22, 18]);
    s = twoTurns(s);
    expect([health(s, 0), health(s, 1)]).toEqual([24, 16]);
  });

  covers(['BP02-T03'], 'Token レオニダスの遺志: when a [ロイヤル] follower enters your field it gets +3/+3 and Rush (a neutral one does not)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD02-007', 'SD02-019'], evolve: ['BP02-T03'], tokens: [['BP02-T03', 'field', 0]], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    s = play(s, ids.hand![1]!);
    expect([stats(s, zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-007')!), stats(s, zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-019')!)]).toEqual([[5, 5], [2, 3]]);
    const egg = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-007')!;
    const fighter = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-019')!;
    expect([kw(s, egg, 'sve.rush'), kw(s, fighter, 'sve.rush')]).toEqual([true, false]);
  });

  covers(['BP18-T09'], 'Token 狂信の呪具: your end phase: a curse counter; at exactly 1: 1 damage to your leader; at 2: discard 1; at 3: discard 1, 3 damage to your leader, then it goes to the cemetery', () => {
    const { s: s0, ids } = scene({ me: 'SD06', evolve: ['BP18-T09'], tokens: [['BP18-T09', 'field', 0]] });
    const a = ids.tokens![0]!;
    let s = nextTurn(s0);
    expect([s.cards[a]!.counters['呪い'], health(s, 0)]).toEqual([1, 19]);
    s = nextTurn(s);
    let h = handCount(s, 0);
    s = nextTurn(s);
    expect([s.cards[a]!.counters['呪い'], health(s, 0), handCount(s, 0)]).toEqual([2, 19, h - 1]);
    s = nextTurn(s);
    h = handCount(s, 0);
    const r = nextTurnEvents(s);
    expect([health(r.s, 0), handCount(r.s, 0), names(r.s, 'field', 0), fate(r.events, a)]).toEqual([16, h - 1, [], { moves: ['0:cemetery'], erased: true }]);
  });

  covers(['PR-268'], 'Token 遺されし電撃: a 武闘竜人 follower entering your field puts a thunder counter; [起動] engage: a dragon follower +2 attack (5+ counters); [起動] engage: destroy an enemy follower and 3 damage to its leader (10+ counters)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP18-062'], field: ['SD04-003'], oppField: ['SD04-001'], evolve: ['PR-268'], tokens: [['PR-268', 'field', 0]], pp: 2 });
    const e = ids.tokens![0]!;
    s0.cards[e]!.counters['雷'] = 3;
    let s = play(s0, ids.hand![0]!);
    expect(s.cards[e]!.counters['雷']).toBe(4);
    expect(activations(s, e)).toEqual([]); // 4 < 5
    s.cards[e]!.counters['雷'] = 5;
    expect(activations(s, e).map((x) => x.ability)).toHaveLength(1); // the 10+ ability is not usable
    s = activate(s, e);
    s = target(s, ids.field![0]!);
    expect([stats(s, ids.field![0]!), s.cards[e]!.tapped]).toEqual([[5, 3], true]);
    const b = scene({ me: 'SD04', field: ['SD04-003'], oppField: ['SD04-001'], evolve: ['PR-268'], tokens: [['PR-268', 'field', 0]] });
    const e2 = b.ids.tokens![0]!;
    b.s.cards[e2]!.counters['雷'] = 9;
    expect(activations(b.s, e2)).toHaveLength(1);
    b.s.cards[e2]!.counters['雷'] = 10;
    expect(activations(b.s, e2)).toHaveLength(2);
    const t = target(activate(b.s, e2, 1), b.ids.oppField![0]!);
    expect([names(t, 'field', 1), health(t, 1)]).toEqual([[], 17]);
  });

  covers(['BP17-P35'], 'Token ルナの人形: Fanfare put the top 2 of your deck into the cemetery; [起動] engage it and put it into the cemetery: draw 1, only with 10+ cards in your cemetery', () => {
    const { s: s0, ids } = scene({ me: 'SD05', evolve: ['BP17-P35'], tokens: [['BP17-P35', 'exArea', 0]], pp: 1 });
    const deck = zoneCards(s0, 'deck', 0).length;
    let s = play(s0, ids.tokens![0]!);
    const doll = zoneCards(s, 'field', 0)[0]!;
    expect([zoneCards(s, 'deck', 0).length, zoneCards(s, 'cemetery', 0).length]).toEqual([deck - 2, 2]);
    fillCemetery(s, 0, 7, 'SD05-017');
    expect(activations(s, doll)).toEqual([]); // 9 cards
    fillCemetery(s, 0, 1, 'SD05-008');
    const h = handCount(s, 0);
    const r = apply(s, activations(s, doll)[0]!);
    expect([handCount(r.state, 0), names(r.state, 'field', 0), fate(r.events, doll)]).toEqual([h + 1, [], { moves: ['0:cemetery'], erased: true }]);
  });

  covers(['BP12-P24'], 'Token spell カーバンクルの煌めき: choose 1 — 【1】 return a follower on the field to its hand (a token leaves the game, 5.5.2.1), 【2】 leader +4, 【3】 draw 2', () => {
    const run = (option: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', oppField: ['SD01-017'], evolve: ['BP12-P24', 'SD01-T01'], tokens: [['BP12-P24', 'exArea', 0], ['SD01-T01', 'field', 1]], pp: 2 });
      let s = play(s0, ids.tokens![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1, 2] });
      s = choose(s, option);
      return { s, s0, ids };
    };
    const r1 = run(0);
    expect([...r1.s.decision!.candidates!].sort()).toEqual([r1.ids.oppField![0]!, r1.ids.tokens![1]!].sort());
    const before = handCount(r1.s, 1);
    let s = pick(r1.s, r1.ids.oppField![0]!);
    expect([names(s, 'field', 1), handCount(s, 1) - before, s.zones['1:hand']!.cards.some((id) => s.cards[id]!.cardId === 'SD01-017')]).toEqual([['SD01-T01'], 1, true]);
    const r2 = apply(run(0).s, { type: 'pick', player: 0, card: r1.ids.tokens![1]! });
    // the token goes to its owner's hand and is erased there (9.1.4.1, 9.1.4.4)
    expect([names(r2.state, 'field', 1), names(r2.state, 'hand', 1).includes('SD01-T01'), fate(r2.events, r1.ids.tokens![1]!)]).toEqual([['SD01-017'], false, { moves: ['1:hand'], erased: true }]);
    expect(health(run(1).s, 0)).toBe(24);
    const r3 = run(2);
    expect(handCount(r3.s, 0)).toBe(handCount(r3.s0, 0) + 2);
  });

  covers(['BP13-P30'], 'Token spell フェイタルバーン: choose 1 — 【1】 4 damage to an enemy follower; 【2】 choose 2 enemy followers: 4 damage to them only with 15+ 学院 cards in your cemetery', () => {
    const run = (option: number, academy: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', oppField: ['SD04-001', 'SD03-001'], evolve: ['BP13-P30'], tokens: [['BP13-P30', 'exArea', 0]], pp: 1 });
      fillCemetery(s0, 0, academy, 'BP13-P30');
      let s = choose(play(s0, ids.tokens![0]!), option);
      if (option === 0) s = pick(s, ids.oppField![0]!);
      else expect(s.decision?.kind).toBe('sve.main'); // exactly 2 enemy followers: both are chosen by themselves
      return [stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1]];
    };
    expect(run(0, 0)).toEqual([4, 6]);
    expect(run(1, 14)).toEqual([8, 6]);
    expect(run(1, 15)).toEqual([4, 2]);
  });

  covers(['BP17-P31'], 'Token spell ユニオン・マジック: 【スペルチェイン_5】 costs 1 less (13.3.1); up to 2 enemy followers 2 damage; an 『アルティメット・マジック』 into the EX area', () => {
    const run = (spells: number) => {
      const { s: s0, ids } = scene({ me: 'SD03', oppField: ['SD04-001', 'SD03-001'], evolve: ['BP17-P31'], tokens: [['BP17-P31', 'exArea', 0]], pp: 2 });
      fillCemetery(s0, 0, spells, 'SD03-012');
      let s = play(s0, ids.tokens![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 2 });
      s = pick(pick(s, ids.oppField![0]!), ids.oppField![1]!);
      return [counters(s, 0).pp, stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1], zoneCards(s, 'exArea', 0).map((id) => s.catalog[cardIdOf(s, id)]!.name)];
    };
    expect(run(4)).toEqual([0, 6, 4, ['アルティメット・マジック']]);
    expect(run(5)).toEqual([1, 6, 4, ['アルティメット・マジック']]);
  });

  covers(['BP15-PR18'], 'Token spell 干絶の甘露: 2 damage to the enemy leader, leader +2, draw 2, the opponent discards 2 at random', () => {
    const { s: s0, ids } = scene({ me: 'SD03', evolve: ['BP15-PR18'], tokens: [['BP15-PR18', 'exArea', 0]], pp: 5 });
    const s = play(s0, ids.tokens![0]!);
    expect([health(s, 1), health(s, 0), handCount(s, 0), handCount(s, 1), zoneCards(s, 'cemetery', 1).length]).toEqual([18, 22, handCount(s0, 0) + 2, handCount(s0, 1) - 2, 2]);
  });

  covers(['BP15-PR10'], 'Token spell 空絶の残光: choose 1 (up to 2 with 10+ cards in the enemy cemetery, 5.18.3.1) — 【1】 3 damage to an enemy follower, 8 instead with 10+; 【2】 look at the top 3, a 盗賊 card revealed into the hand, the rest to the bottom', () => {
    const run = (cem: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP16-030', 'SD02-019', 'SD02-002'], oppField: ['SD04-001'], evolve: ['BP15-PR10'], tokens: [['BP15-PR10', 'exArea', 0]], pp: 2 });
      toDeckTop(s0, ids.hand!);
      fillCemetery(s0, 1, cem, 'SD02-019');
      let s = play(s0, ids.tokens![0]!);
      return { s, ids };
    };
    let { s, ids } = run(9);
    expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1] });
    s = target(choose(s, 0), ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)[1]).toBe(5);
    ({ s, ids } = run(10));
    s = choose(s, 0);
    expect(s.decision).toMatchObject({ options: [1, 'done'] });
    s = choose(s, 1);
    s = target(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)[1]).toBe(0); // 8 damage to a 7/8 (destroyed at the next check timing, 11.1.2)
    expect(s.decision!.candidates).toEqual([ids.hand![0]!]); // the 盗賊 only
    s = pick(s, ids.hand![0]!);
    while (s.decision?.kind === 'order') s = must(s, legalActions(s)[0]!).state;
    expect([names(s, 'field', 1), names(s, 'hand', 0).includes('BP16-030'), zoneCards(s, 'deck', 0).slice(-2).map((id) => cardIdOf(s, id)).sort()]).toEqual([[], true, ['SD02-002', 'SD02-019']]);
  });

  covers(['BP15-PR17'], 'Token spell 絶大の証明: destroy an enemy follower; 2 damage to its leader only with 『絶大の唯我・マゼルベイン』 on your field', () => {
    const run = (withMazel: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: withMazel ? ['BP15-112'] : ['SD02-019'], oppField: ['SD04-001'], evolve: ['BP15-PR17'], tokens: [['BP15-PR17', 'exArea', 0]], pp: 0 });
      const s = target(play(s0, ids.tokens![0]!), ids.oppField![0]!);
      return [names(s, 'field', 1), health(s, 1)];
    };
    expect(run(false)).toEqual([[], 20]);
    expect(run(true)).toEqual([[], 18]);
  });

  covers(['BP15-P29'], 'Token spell 黄金の小剣: 2 damage to an enemy follower; 2 damage to its leader with 10+ cards in the enemy cemetery', () => {
    const run = (cem: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', oppField: ['SD04-001'], evolve: ['BP15-P29'], tokens: [['BP15-P29', 'exArea', 0]], pp: 2 });
      fillCemetery(s0, 1, cem, 'SD02-019');
      const s = target(play(s0, ids.tokens![0]!), ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect(run(9)).toEqual([6, 20]);
    expect(run(10)).toEqual([6, 18]);
  });
}
