/**
 * Card cases: Condition prefixes 「…なら、」 (grammar/conditions.ts): each printed condition at its threshold and one below.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { apply, type GameState, legalActions, push, run } from '../../../../engine/src/index.js';
import { advance, arrange, counters, defaultAnswer, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pick, play, target, toDeckTop } from '../drivers.js';
import { act, activateFirst, activateNth, byAbility, byName, canAttackWith, canEvolve, canPlay, chooseAll, type Covers, declineOptional, drive, endMain, endTurn, evolveInto, evolves, evolveTargets, fate, fieldNames, fillZone, firstOnField, handBut, hp, leader, makeCrimson, namesOf, nextTurnEvents, on, onField, onlyHand, payRite, PC, pcGameAs, pickIf, pickOnly, playable, playIt, playNow, plays, playVariants, putOntoField, raisePp, resolveTriggersAndWard, rite, sc, setHealth, setPp, setPpOnly, settle, settleChoices, settleInOrder, stackOf, stand, withPp, withShard, X } from './case-helpers.js';
import { chooseTargets, expectOffered, expectOfferedOnPlay, expectUpTo, toChoice } from './offered.js';

const attacks = (s: GameState, card: string) => legalActions(s).filter((a) => a.type === 'attack' && (a as { attacker?: string }).attacker === card);

// ------------------------------------------------------------ 元のコストの種類数 (5.24)
const costKinds = (last: string) => ['SD02-007', 'SD02-002', 'SD02-003', 'SD04-001', 'BP16-063', last]; // 1, 2, 3, 8, 7 + (3 → 5 kinds | 6 → 6 kinds)

const defaultAnswerOf = (s: GameState) => must(s, defaultAnswer(s)).state;

const leaderHp = (s: GameState, p: number) => counters(s, p).health!;

export function registerConditionsCases(covers: Covers): void {
  covers(['SP01-032'], 'SP01-032 熱き夜・クイーンヴァンパイア: Fanfare 4 damage to an enemy follower; end phase: with 3+ other 吸血鬼 cards on your field, 3 damage to the enemy leader and your leader +3 (2 others: nothing)', () => {
    const run = (vamps: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['SP01-032'], field: Array(vamps).fill('BP14-078'), oppField: ['SD05-020', 'SD04-003'] });
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind !== 'chooseCards') s = stand(s);
      expectOffered(s, ids.oppField!, [onField(s, 0, 'SP01-032')[0]!, ...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = stand(pick(s, ids.oppField![0]!));
      expect(stats(s, ids.oppField![0]!)).toEqual([4, 2]); // 4/6 − 4
      s = endMain(s);
      return [health(s, 1), health(s, 0)];
    };
    expect(run(3)).toEqual([17, 23]);
    expect(run(2)).toEqual([20, 20]);
  });

  covers(['BP15-113'], 'BP15-113 干絶の飢餓・ギルネリーゼ: has 【ドレイン】 while your leader\'s health is 10 or less (11: not)', () => {
    const { s, ids } = sc({ me: 'SD05', field: ['BP15-113'] });
    setHealth(s, 0, 11);
    expect(kw(s, ids.field![0]!, 'sve.drain')).toBe(false);
    setHealth(s, 0, 10);
    expect(kw(s, ids.field![0]!, 'sve.drain')).toBe(true);
  });

  covers(['BP16-094'], 'BP16-094 裁決のアナテマ・ロデオ: end phase, with 2+ amulets on your field, your leader +2 (1 amulet: nothing)', () => {
    const run = (amulets: number) => {
      const { s } = sc({ me: 'SD06', field: ['BP16-094', ...Array(amulets).fill('SD06-015')] });
      return health(endMain(s), 0);
    };
    expect([run(1), run(2)]).toEqual([20, 22]);
  });

  covers(['BP06-047'], 'BP06-047 大紅蓮: 【スペルチェイン_10】 costs 2 less (9 spells: full cost 7); 6 damage to every enemy follower, 3 to the enemy leader', () => {
    const run = (spells: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP06-047'], oppField: ['SD03-001', 'SD03-017'], pp: 5 });
      fillCemetery(s, 0, spells, 'SD03-005');
      return { s, ids };
    };
    const nine = run(9);
    expect(canPlay(nine.s, nine.ids.hand![0]!)).toBe(false);
    nine.s.players[0]!.counters.pp = 7;
    expect(canPlay(nine.s, nine.ids.hand![0]!)).toBe(true);
    const ten = run(10);
    const s = play(ten.s, ten.ids.hand![0]!);
    expect([counters(s, 0).pp, names(s, 'field', 1), health(s, 1)]).toEqual([0, [], 17]);
  });

  covers(['BP06-097'], 'BP06-097 聖なる槍使い: 【守護】; Fanfare with another 【守護】 follower on your field, 3 damage to an enemy follower (none: nothing)', () => {
    const run = (ward: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP06-097'], field: ward ? ['SD06-008'] : ['SD06-003'], oppField: ['SD06-017', 'SD04-003'], pp: 5 });
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind !== 'chooseCards') s = stand(s);
      if (ward) {
        expectOffered(s, ids.oppField!, [onField(s, 0, 'BP06-097')[0]!, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        s = stand(pick(s, ids.oppField![0]!));
      } else expect(s.decision?.kind).not.toBe('chooseCards'); // no other 【守護】 follower: no choice
      expect(kw(s, onField(s, 0, 'BP06-097')[0]!, 'sve.ward')).toBe(true);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(false), run(true)]).toEqual([6, 3]);
  });

  covers(['CP02-013'], 'CP02-013 桃井あずき: costs 3 less with 3+ デレマス followers on your field (2: full cost 4); 【守護】', () => {
    const run = (n: number) => {
      const { s, ids } = sc({ me: 'SD01', hand: ['CP02-013'], field: Array(n).fill('ECP02-042'), pp: 1 });
      return { s, ids, ok: canPlay(s, ids.hand![0]!) };
    };
    expect(run(2).ok).toBe(false);
    const three = run(3);
    expect(three.ok).toBe(true);
    let s = play(three.s, three.ids.hand![0]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 12.8.2' });
    s = choose(s, 'stand');
    expect([counters(s, 0).pp, kw(s, onField(s, 0, 'CP02-013')[0]!, 'sve.ward')]).toEqual([0, true]);
  });

  covers(['BP15-028'], 'BP15-028 空絶の崇拝者: Fanfare with 10+ cards in the opponent\'s cemetery it evolves (9: it does not); [進化][コスト1]', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP15-028'], evolve: ['BP15-029'] });
      fillCemetery(s0, 1, n, 'SD02-002');
      const s = play(s0, ids.hand![0]!);
      return [s.cards[zoneCards(s, 'field', 0)[0]!]!.cardId, counters(s, 0).pp];
    };
    expect(run(9)).toEqual(['BP15-028', 8]);
    expect(run(10)).toEqual(['BP15-029', 8]);
    const b = sc({ me: 'SD02', field: ['BP15-028'], evolve: ['BP15-029'], pp: 1 });
    const s = evolveInto(b.s, b.ids.field![0]!, 'BP15-029');
    expect([s.cards[b.ids.field![0]!]!.cardId, counters(s, 0).pp]).toEqual(['BP15-029', 0]);
  });

  covers(['BP06-042', 'BP06-044', 'BP06-045'], 'BP06-042 式神の使役 / BP06-044/045 鬼呼びの導師: a 『形代』 onto the field, draw 1 with 7+ 陰陽師 cards or spells in your cemetery (6: no); a 式神 follower entering your field gets +1 attack and 【突進】; evolved 【進化時】 a 『形代』', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP06-042'], field: ['BP06-044'], pp: 2 });
      fillCemetery(s0, 0, n, 'SD03-005');
      const h = handCount(s0, 0);
      const s = play(s0, ids.hand![0]!);
      const k = onField(s, 0, 'BP06-T02')[0]!;
      expect([stats(s, k), kw(s, k, 'sve.rush')]).toEqual([[3, 2], true]);
      return handCount(s, 0) - (h - 1);
    };
    expect([run(6), run(7)]).toEqual([0, 1]);
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP06-044'], evolve: ['BP06-045'] });
    const s = evolveInto(s0, ids.field![0]!, 'BP06-045');
    const k = onField(s, 0, 'BP06-T02')[0]!;
    expect([stats(s, k), kw(s, k, 'sve.rush')]).toEqual([[3, 2], true]);
  });

  covers(['BP06-083'], 'BP06-083 悪夢の始まり: costs 1 less with a 吸血鬼 card on your field (none: 4); 3 『フォレストバット』 onto the field, draw 2', () => {
    const a = sc({ me: 'SD05', hand: ['BP06-083'], field: ['SD05-018'], pp: 3 });
    expect(canPlay(a.s, a.ids.hand![0]!)).toBe(false);
    const b = sc({ me: 'SD05', hand: ['BP06-083'], field: ['SD05-005'], pp: 3 });
    const h = handCount(b.s, 0);
    const s = play(b.s, b.ids.hand![0]!);
    expect([counters(s, 0).pp, names(s, 'field', 0).filter((c) => s.catalog[c]!.name === 'フォレストバット').length, handCount(s, 0)]).toEqual([0, 3, h - 1 + 2]);
  });

  covers(['BP15-114'], 'BP15-114 干絶の飢餓・ギルネリーゼ (evolved): 【ドレイン】 while your leader\'s health is 10 or less (11: not); 【進化時】 choose 【1】 another follower on the field +2/−2 or 【2】 『干絶の甘露』 into your EX area', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP15-113'], evolve: ['BP15-114'], oppField: ['SD05-020'] });
      let s = chooseAll(evolveInto(s0, ids.field![0]!, 'BP15-114'), [opt]);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      setHealth(s, 0, 11);
      const k11 = kw(s, ids.field![0]!, 'sve.drain');
      setHealth(s, 0, 10);
      return [stats(s, ids.oppField![0]!), zoneCards(s, 'exArea', 0).map((c) => s.catalog[s.cards[c]!.cardId]!.name), k11, kw(s, ids.field![0]!, 'sve.drain')];
    };
    expect(run(0)).toEqual([[6, 4], [], false, true]);
    expect(run(1)).toEqual([[4, 6], ['干絶の甘露'], false, true]);
  });

  covers(['BP16-095'], 'BP16-095 裁決のアナテマ・ロデオ (evolved): 【進化時】 an original-cost-3-or-less amulet from your deck onto the field (cost 4: not a candidate); 【超進化時】 also one of cost 5 or less; end phase with 2+ amulets your leader +2', () => {
    const kinds = (s: GameState) => [...new Set(s.decision!.candidates!.map((c) => s.cards[c]!.cardId))].sort();
    const a = sc({ me: 'SD06', field: ['BP16-094'], evolve: ['BP16-095'], pp: 1 });
    let s = evolveInto(a.s, a.ids.field![0]!, 'BP16-095');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(kinds(s)).toEqual(['SD06-002', 'SD06-014', 'SD06-015', 'SD06-016']); // costs 0, 3, 1, 2 — not 二対の炎 (4)
    s = stand(pick(s, s.decision!.candidates!.find((c) => s.cards[c]!.cardId === 'SD06-015')!));
    expect(names(s, 'field', 0).sort()).toEqual(['BP16-095', 'SD06-015']);
    expect(health(endMain(s), 0)).toBe(20); // 1 amulet
    const b = sc({ me: 'SD06', field: ['BP16-094'], evolve: ['BP16-095'], pp: 1 });
    b.s.players[0]!.counters.turns = 7;
    s = evolve(b.s, b.ids.field![0]!, { sep: true });
    const seen: string[][] = [];
    for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) {
      if (s.decision!.kind === 'chooseCards') {
        const k = kinds(s);
        seen.push(k);
        s = pick(s, s.decision!.candidates!.find((c) => s.cards[c]!.cardId === (k.includes('SD06-006') ? 'SD06-006' : 'SD06-015'))!);
      } else s = choose(s, s.decision!.options![0]!);
    }
    expect(seen.sort()).toEqual([['SD06-002', 'SD06-006', 'SD06-014', 'SD06-015', 'SD06-016'], ['SD06-002', 'SD06-014', 'SD06-015', 'SD06-016']]);
    s = endMain(s);
    expect(names(s, 'field', 0).filter((c) => c !== 'SD06-T02').sort()).toEqual(['BP16-095', 'SD06-006', 'SD06-015']); // 二対の炎's Fanfare adds a ホーリータイガー
    expect(health(s, 0)).toBe(22); // 2 amulets
  });

  covers(['BP08-096'], 'BP08-096 安息の顕現: costs 2 less with 『安息の絶傑・マーウィン』 on your field (2 → 0; without: 0 PP is not enough); a follower of yours +2 health, draw 1', () => {
    const a = sc({ me: 'SD06', hand: ['BP08-096'], field: ['SD06-003'], pp: 0 });
    expect(canPlay(a.s, a.ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP08-096'], field: ['BP05-086', 'SD06-003'], pp: 0 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    s = pickOnly(s, ids.field![1]!, ids.field!);
    expect([stats(s, ids.field![1]!), handCount(s, 0) - h]).toEqual([[3, 5], 0]);
  });

  covers(['BP03-097'], 'BP03-097 ホワイトナイト: costs 5 less while your leader\'s health is 5 or less (5: plays at 1 PP, not at 0; 6: cost 6, refused at 5 PP); 【突進】【守護】', () => {
    const offered = (hp: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD06', hand: ['BP03-097'] });
      setHealth(s, 0, hp);
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([offered(5, 1), offered(5, 0), offered(6, 5), offered(6, 6)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP03-097'] });
    setHealth(s0, 0, 5);
    setPp(s0, 1);
    const s = stand(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP03-097')[0]!;
    expect([counters(s, 0).pp, kw(s, me, 'sve.rush'), kw(s, me, 'sve.ward')]).toEqual([0, true, true]);
  });

  covers(['BP14-105'], 'BP14-105 マグナセイバー: [進化][コスト1] only with 3+ 宴楽 cards on your field / EX area (itself + 2: offered; itself + 1: not; 0 PP: not); 【守護】; Fanfare 4 damage to an enemy follower', () => {
    const offered = (others: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD01', field: ['BP14-105'], ex: Array(others).fill('BP14-008'), evolve: ['BP14-106'], pp });
      return canEvolve(s, ids.field![0]!);
    };
    expect([offered(2, 1), offered(1, 1), offered(2, 0)]).toEqual([true, false, false]);
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP14-105'], field: ['SD04-003'], oppField: ['SD01-008', 'SD04-003'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind !== 'chooseCards') s = stand(s);
    expectOffered(s, ids.oppField!, [onField(s, 0, 'BP14-105')[0]!, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = stand(pick(s, ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([5, 1]);
    expect([counters(s, 0).pp, kw(s, onField(s, 0, 'BP14-105')[0]!, 'sve.ward')]).toEqual([0, true]);
  });

  covers(['BP11-089'], 'BP11-089 パニッシュメントスナイパー: 【守護】; Fanfare 2 damage to the enemy leader with 2+ amulets on your field / EX area (1: nothing)', () => {
    const run = (fieldAmulets: number, exAmulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP11-089'], field: Array(fieldAmulets).fill('SD06-015'), ex: Array(exAmulets).fill('SD06-016') });
      const s = stand(play(s0, ids.hand![0]!));
      expect(kw(s, onField(s, 0, 'BP11-089')[0]!, 'sve.ward')).toBe(true);
      return health(s, 1);
    };
    expect([run(1, 0), run(0, 1), run(1, 1), run(2, 0)]).toEqual([20, 20, 18, 18]);
  });

  covers(['BP12-019'], 'BP12-019 ライノスナイト・パトリック (evolved): 【守護】; 【進化時】 with 5+ 自然 cards on your field / EX area (itself included) recover 5 PP (4: nothing)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP12-018'], ex: Array(others).fill('BP12-018'), evolve: ['BP12-019'] });
      setPp(s0, 2);
      const s = evolveInto(s0, ids.field![0]!, 'BP12-019');
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return counters(s, 0).pp;
    };
    expect([run(3), run(4)]).toEqual([1, 6]);
  });

  covers(['CP02-071'], 'CP02-071 輿水幸子: Fanfare 2 damage to your leader; has 【疾走】【必殺】 while your leader\'s health is 10 or less (12 → 10: has them; 13 → 11: not)', () => {
    const run = (hp: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP02-071'] });
      setHealth(s0, 0, hp);
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'CP02-071')[0]!;
      return [health(s, 0), kw(s, me, 'sve.storm'), kw(s, me, 'sve.bane')];
    };
    expect(run(12)).toEqual([10, true, true]);
    expect(run(13)).toEqual([11, false, false]);
  });

  covers(['BP10-016'], 'BP10-016 ブロッサムアーチャー: Fanfare 3 damage to an enemy follower when the cards of your EX area have 3+ different original costs (1, 2, 3: yes; 1, 1, 2: no)', () => {
    const run = (ex: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP10-016'], field: ['SD04-003'], oppField: ['SD01-008', 'SD04-003'] });
      fillZone(s0, 0, 'exArea', ex);
      let s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'BP10-016')[0]!;
      expectOffered(s, ids.oppField!, [me, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = pick(s, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect(run(['SD01-014', 'SD01-016', 'SD01-003'])).toBe(2);
    expect(run(['SD01-014', 'SD01-019', 'SD01-016'])).toBe(5);
  });

  covers(['BP15-056'], 'BP15-056 双刃の魔剣士: costs 6 less with 6+ different original costs in your cemetery (6 kinds: 2 PP plays, 1 PP not; 5 kinds: 7 PP not, 8 PP plays); 【疾走】; Fanfare 3 damage to each of up to 2 enemy followers', () => {
    const SIX = ['SD03-005', 'SD03-006', 'SD03-003', 'SD03-014', 'SD03-020', 'SD03-001'].slice(0);
    SIX[4] = 'SD04-019'; // cost 5
    const offered = (cem: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD03', opp: 'SD04', hand: ['BP15-056'], cemetery: [] });
      fillZone(s, 0, 'cemetery', cem);
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    const five = [...SIX.slice(0, 5), 'SD03-005'];
    expect([offered(SIX, 2), offered(SIX, 1), offered(five, 7), offered(five, 8)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD03', opp: 'SD04', hand: ['BP15-056'], oppField: ['SD04-019', 'SD04-003', 'SD04-006'] });
    fillZone(s0, 0, 'cemetery', SIX);
    setPp(s0, 2);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 2 });
    // issue #18: exactly the 3 enemy followers (not 双刃の魔剣士 itself, no leader); a 3rd pick refused; none or one accepted
    expectOffered(s, ids.oppField!, [onField(s, 0, 'BP15-056')[0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(s, 2, { upTo: true });
    const none = chooseTargets(s, []);
    expect(ids.oppField!.map((x) => stats(none, x))).toEqual([[4, 6], [3, 3], [4, 5]]);
    const one = chooseTargets(s, [ids.oppField![1]!]);
    expect(ids.oppField!.map((x) => zoneCards(one, 'field', 1).includes(x))).toEqual([true, false, true]); // 3/3 − 3
    s = pick(pick(s, ids.oppField![0]!), ids.oppField![2]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = done(s);
    expect([stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), stats(s, ids.oppField![2]!)]).toEqual([[4, 3], [3, 3], [4, 2]]);
    expect([counters(s, 0).pp, kw(s, onField(s, 0, 'BP15-056')[0]!, 'sve.storm')]).toEqual([0, true]);
  });

  covers(['BP11-014'], 'BP11-014 サボテンカウボーイ: Fanfare 『従順な駿馬』 into the EX area; Last Words 3 damage to an enemy follower with 3+ 乗物 cards on your field / EX area (2: nothing)', () => {
    const { s: s0, ids: h } = sc({ me: 'SD01', hand: ['BP11-014'], pp: 1 });
    const s1 = play(s0, h.hand![0]!);
    expect(zoneCards(s1, 'exArea', 0).map((id) => (s1.catalog[s1.cards[id]!.cardId] as { name?: string }).name)).toEqual(['従順な駿馬']);
    const run = (vehicles: number) => {
      const { s: a, ids } = sc({ me: 'SD01', field: ['BP11-014', 'SD04-003'], oppField: ['SD01-008', 'SD04-003'], oppEngaged: [0], evolve: ['BP11-T03'], tokens: Array(vehicles).fill(['BP11-T03', 'exArea', 0]) });
      let s = attack(a, ids.field![0]!, ids.oppField![0]!);
      for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
        if (s.decision.kind === 'chooseCards' && s.decision.player === 0) {
          expectOffered(s, ids.oppField!, [ids.field![1]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
          s = pick(s, ids.oppField![0]!);
        }
        else s = must(s, { type: 'pass', player: s.decision.player }).state;
      }
      expect(names(s, 'cemetery', 0)).toContain('BP11-014');
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(2), run(3)]).toEqual([4, 1]); // 5/5 − 1 (combat) − 3
  });

  covers(['CP02-086'], 'CP02-086 高垣楓: 【守護】; Fanfare banish an enemy follower; your end phase: with your leader at 5 health or less, +5 and draw 1 (6: nothing); [起動][コスト1]【レッスン_1】 gains 【オーラ】 (no item or 0 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-086'], field: ['SD04-003'], oppField: ['SD06-017', 'SD04-003'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind !== 'chooseCards') s = stand(s);
    expectOffered(s, ids.oppField!, [onField(s, 0, 'CP02-086')[0]!, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = stand(pick(s, ids.oppField![0]!));
    expect([names(s, 'banished', 1), names(s, 'field', 1)]).toEqual([['SD06-017'], ['SD04-003']]);
    expect(kw(s, onField(s, 0, 'CP02-086')[0]!, 'sve.ward')).toBe(true);
    const end = (hp: number) => {
      const { s: e0 } = sc({ me: 'SD06', field: ['CP02-086'] });
      setHealth(e0, 0, hp);
      const h = handCount(e0, 0);
      const e = endMain(e0);
      return [health(e, 0), handCount(e, 0) - h];
    };
    expect([end(5), end(6)]).toEqual([[10, 1], [6, 0]]);
    const lesson = (items: number, pp: number) => {
      const { s: l0, ids: l } = sc({ me: 'SD06', field: ['CP02-086'], evolve: ['CP02-T01'], tokens: Array(items).fill(['CP02-T01', 'exArea', 0]) });
      setPp(l0, pp);
      return { s: l0, me: l.field![0]!, acts: legalActions(l0).filter((a) => a.type === 'activate' && a.card === l.field![0]!) };
    };
    expect([lesson(0, 1).acts.length, lesson(1, 0).acts.length]).toEqual([0, 0]);
    const l = lesson(1, 1);
    expect(l.acts.length).toBe(1);
    expect(kw(l.s, l.me, 'sve.aura')).toBe(false);
    const after = must(l.s, l.acts[0]!).state;
    expect([kw(after, l.me, 'sve.aura'), counters(after, 0).pp, zoneCards(after, 'exArea', 0).length]).toEqual([true, 0, 0]);
  });

  covers(['ETD02-013'], 'ETD02-013 ボーンキマイラ: Fanfare mill 3; 【ネクロチャージ_7】 【突進】【必殺】 (4 + 3 = 7 in the cemetery: has them; 3 + 3 = 6: not)', () => {
    const run = (cem: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['ETD02-013'] });
      fillCemetery(s0, 0, cem, 'SD05-017');
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'ETD02-013')[0]!;
      return [zoneCards(s, 'cemetery', 0).length, kw(s, me, 'sve.rush'), kw(s, me, 'sve.bane')];
    };
    expect(run(4)).toEqual([7, true, true]);
    expect(run(3)).toEqual([6, false, false]);
  });

  covers(['BP18-114'], 'BP18-114 天界の忠犬: 【守護】; Fanfare +1 health with another 【守護】 follower on your field (a non-Ward one: no)', () => {
    const run = (other: string) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-114'], field: [other] });
      let s = play(s0, ids.hand![0]!);
      while (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand');
      const me = onField(s, 0, 'BP18-114')[0]!;
      return [stats(s, me), kw(s, me, 'sve.ward')];
    };
    expect(run('SD06-008')).toEqual([[3, 3], true]);
    expect(run('SD06-003')).toEqual([[3, 2], true]);
  });

  covers(['BP08-109'], 'BP08-109 唯我の一刀: destroy an enemy field card of original cost 4 or less (cost 5: not a candidate); with 2 or fewer cards in your hand, 2 damage to its leader (3 cards: nothing)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP08-109'], field: ['SD04-003'], oppField: ['SD04-014', 'SD04-019', 'SD04-003'] });
      onlyHand(s0, [ids.hand![0]!, ...handBut(s0, ids.hand!, others)]);
      expect(handCount(s0, 0)).toBe(others + 1);
      let s = play(s0, ids.hand![0]!);
      // cost 4 and cost 3 enemy cards offered; the cost-5 one, my own follower and the leaders not
      expectOffered(s, [ids.oppField![0]!, ids.oppField![2]!], [ids.oppField![1]!, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
      s = pick(s, ids.oppField![0]!);
      expect([names(s, 'field', 1), names(s, 'cemetery', 1)]).toEqual([['SD04-019', 'SD04-003'], ['SD04-014']]);
      return health(s, 1);
    };
    expect([run(2), run(3)]).toEqual([18, 20]);
  });

  covers(['BP06-091'], 'BP06-091 アーツマスター・カルラ: your end phase with PP left 2+ → 2 damage to the enemy leader (1: nothing); 4+ → also draw 1 (3: not); 6+ → also destroy up to 1 enemy follower (5: not)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP06-091'], oppField: ['SD06-017'] });
      onlyHand(s0, []);
      setPp(s0, pp);
      let s = endMain(s0);
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      return [health(s, 1), handCount(s, 0), names(s, 'field', 1).length];
    };
    expect(run(1)).toEqual([20, 0, 1]);
    expect(run(2)).toEqual([18, 0, 1]);
    expect(run(3)).toEqual([18, 0, 1]);
    expect(run(4)).toEqual([18, 1, 1]);
    expect(run(5)).toEqual([18, 1, 1]);
    expect(run(6)).toEqual([18, 1, 0]);
    // issue #18: 「相手の場のフォロワー1体まで選ぶ」 at 6 PP left — exactly the 2 enemy followers (not カルラ, not your other follower,
    // no leader), a 2nd pick refused, none accepted
    const b = sc({ me: 'SD06', field: ['BP06-091', 'SD02-019'], oppField: ['SD06-017', 'SD02-002'] });
    onlyHand(b.s, []);
    setPp(b.s, 6);
    const t = endMain(b.s);
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: true });
    expect(zoneCards(chooseTargets(t, []), 'field', 1).filter((x) => b.ids.oppField!.includes(x))).toEqual(b.ids.oppField!);
  });

  covers(['BP06-102'], 'BP06-102 重力の柔術士: your end phase with PP left 2+ → 1 『ミスティックアーティファクト』 onto your field (1: nothing)', () => {
    const run = (pp: number) => {
      const { s: s0 } = sc({ me: 'SD06', field: ['BP06-102'] });
      setPp(s0, pp);
      let s = endMain(s0);
      s = stand(s);
      return zoneCards(s, 'field', 0).map((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name).filter((n) => n === 'ミスティックアーティファクト').length;
    };
    expect([run(1), run(2)]).toEqual([0, 1]);
  });

  covers(['CP02-022'], 'CP02-022 本田未央: 【疾走】; 【攻撃時】 with a 『島村卯月』-named follower on your field +1 defense; with a 『渋谷凛』-named one +1 attack (neither: 2/1)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['CP02-022', ...field] });
      const me = ids.field![0]!;
      expect(kw(s0, me, 'sve.storm')).toBe(true);
      const s = settle(attack(s0, me, s0.zones['1:leader']!.cards[0]!), (x) => (x.decision?.rule === 'SVE 10.5.2' ? choose(x, x.decision.options![0]!) : null));
      return [stats(s, me), health(s, 1)];
    };
    expect(run(['SD02-002'])).toEqual([[2, 1], 18]);
    expect(run(['CP02-023'])).toEqual([[2, 2], 18]);
    expect(run(['CP02-021'])).toEqual([[3, 1], 17]);
  });

  covers(['BP08-082'], 'BP08-082 マミー・メリエン (evolved): 【守護】; 【ネクロチャージ_7】 【指定攻撃】 (6: no); 【NC_15】 【疾走】【必殺】 (14: no)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['BP08-081'], evolve: ['BP08-082'] });
      const s = evolveInto(s0, ids.field![0]!, 'BP08-082');
      fillCemetery(s, 0, n - zoneCards(s, 'cemetery', 0).length, 'SD05-017');
      const me = ids.field![0]!;
      return ['sve.ward', 'sve.assail', 'sve.storm', 'sve.bane'].map((k) => kw(s, me, k));
    };
    expect(run(6)).toEqual([true, false, false, false]);
    expect(run(7)).toEqual([true, true, false, false]);
    expect(run(14)).toEqual([true, true, false, false]);
    expect(run(15)).toEqual([true, true, true, true]);
  });

  covers(['BP11-098'], 'BP11-098 ホーリーエンチャンター (evolved): 【守護】; 【進化時】 with 4+ 【守護】 followers on your field (itself included) draw 2 (3: nothing)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP11-097', ...Array(others).fill('SD06-008')], evolve: ['BP11-098'] });
      const h = handCount(s0, 0);
      const s = evolveInto(s0, ids.field![0]!, 'BP11-098');
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return handCount(s, 0) - h;
    };
    expect([run(3), run(2)]).toEqual([2, 0]);
  });

  covers(['BP08-100'], 'BP08-100 神殿の風熊 (evolved): 【進化時】 1 『ホーリータイガー』 onto your field; with 2+ amulets on your field draw 1 (1: no draw)', () => {
    const run = (amulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP08-099', ...Array(amulets).fill('SD06-015')], evolve: ['BP08-100'] });
      const h = handCount(s0, 0);
      const s = evolveInto(s0, ids.field![0]!, 'BP08-100');
      const tigers = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'ホーリータイガー');
      return [tigers.length, handCount(s, 0) - h];
    };
    expect([run(2), run(1)]).toEqual([[1, 1], [1, 0]]);
  });

  covers(['BP14-085'], 'BP14-085 ドアマンバット: Fanfare with 2 or fewer cards in your hand +1 attack (3: 2/2); with 0 cards 【疾走】 too (1: no 【疾走】)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP14-085'] });
      onlyHand(s0, [ids.hand![0]!, ...handBut(s0, ids.hand!, others)]);
      const s = play(s0, ids.hand![0]!);
      expect(handCount(s, 0)).toBe(others);
      const me = onField(s, 0, 'BP14-085')[0]!;
      return [stats(s, me), kw(s, me, 'sve.storm')];
    };
    expect(run(3)).toEqual([[2, 2], false]);
    expect(run(2)).toEqual([[3, 2], false]);
    expect(run(1)).toEqual([[3, 2], false]);
    expect(run(0)).toEqual([[3, 2], true]);
  });

  covers(['BP14-087'], 'BP14-087 月下の跳躍: a [ナイトメア] follower of yours +1 attack (a neutral one: not a candidate); with 0 cards in your hand it gets 【疾走】 (1 card: not)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP14-087'], field: ['SD05-003', 'SD05-020'] });
      onlyHand(s0, [ids.hand![0]!, ...handBut(s0, ids.hand!, others)]);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision.candidates).toEqual([ids.field![0]!]);
        s = pick(s, ids.field![0]!);
      }
      return [stats(s, ids.field![0]!), kw(s, ids.field![0]!, 'sve.storm'), stats(s, ids.field![1]!)];
    };
    expect(run(1)).toEqual([[4, 3], false, [4, 6]]);
    expect(run(0)).toEqual([[4, 3], true, [4, 6]]);
  });

  covers(['BP11-031'], 'BP11-031 ナハトの私兵: Fanfare with 『カースドクイーン・ナハト・ナハト』 on your field draw 1 (without: none); from the EX area with her on your field it costs 1 less (0 PP: plays; without her: not)', () => {
    const draw = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP11-031'], field });
      const h = handCount(s0, 0);
      return handCount(play(s0, ids.hand![0]!), 0) - h;
    };
    expect([draw(['SD07-004']), draw(['SD02-002'])]).toEqual([0, -1]);
    const ex = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', ex: ['BP11-031'], hand: ['BP11-031'], field });
      setPp(s, pp);
      return [canPlay(s, ids.ex![0]!), canPlay(s, ids.hand![0]!)];
    };
    expect([ex(['SD07-004'], 0), ex(['SD02-002'], 0), ex(['SD02-002'], 1)]).toEqual([[true, false], [false, false], [true, true]]);
  });

  covers(['BP15-043'], 'BP15-043 アシッドゴーレム: Fanfare 【土の秘術】 2 damage to the enemy leader or an enemy follower (paid: 18; no 【スタック】 card: nothing); [進化][コスト1]', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP15-043'], field: ['SD04-003'], oppField: ['SD02-020', 'SD04-003'], evolve: ['BP15-044'] }, stack);
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
        if (d.kind !== 'chooseCards' || !d.candidates!.includes(ids.oppField![0]!)) return null;
        // 「相手のリーダー1人か相手の場のフォロワー1体」: the enemy leader and enemy followers; not my leader, follower or this
        expectOffered(x, [leaderId(x, 1), ...ids.oppField!], [leaderId(x, 0), ids.field![0]!, onField(x, 0, 'BP15-043')[0]!], { rule: 'SVE 10.6.2.3' });
        return pick(x, leaderId(x, 1));
      });
      return [health(s, 1), stats(s, ids.oppField![0]!), stackOf(s, shard)];
    };
    expect(run(2)).toEqual([18, [4, 6], 1]);
    expect(run(0)).toEqual([20, [4, 6], 'gone']);
    const { s: e, ids: f } = withShard({ field: ['BP15-043'], evolve: ['BP15-044'] }, 0);
    setPp(e, 0);
    expect(canEvolve(e, f.field![0]!)).toBe(false);
    setPp(e, 1);
    expect(canEvolve(e, f.field![0]!)).toBe(true);
  });

  covers(['BP10-053'], 'BP10-053 エクステンドマジック: 2 damage to an enemy follower; 【土の秘術_2】 4 instead (a 【スタック】 card with 1 counter cannot pay: 2); draw 1', () => {
    const run = (stack: number, pay: boolean) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP10-053'], field: ['SD04-003'], oppField: ['SD02-020', 'SD04-003'] }, stack);
      const h = handCount(s0, 0);
      let asked = 0;
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, pay ? 'pay' : 'skip');
        if (d.kind === 'chooseCards' && shard && d.candidates!.includes(shard)) return pick(x, shard);
        if (d.kind !== 'chooseCards' || !d.candidates!.includes(ids.oppField![0]!)) return null;
        expectOffered(x, ids.oppField!, [ids.field![0]!, leaderId(x, 0), leaderId(x, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        asked++;
        return pick(x, ids.oppField![0]!);
      });
      expect(asked).toBe(1);
      return [stats(s, ids.oppField![0]!)[1], handCount(s, 0) - h, stackOf(s, shard)];
    };
    expect(run(2, true)).toEqual([2, 0, 'gone']);
    expect(run(3, true)).toEqual([2, 0, 1]);
    expect(run(3, false)).toEqual([4, 0, 3]);
    expect(run(1, true)).toEqual([4, 0, 1]);
  });

  covers(['BP16-074'], 'BP16-074 栄弦の奏楽: choose 1 — 【1】 your leader +3; 【2】 draw 2; when a follower of yours evolved this turn, up to 2 instead (both: +3 and 2 cards)', () => {
    const run = (evolved: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP16-074'], field: ['SD04-003'] });
      setHealth(s0, 0, 10);
      let s = evolved ? evolveInto(s0, ids.field![0]!, 'SD04-004') : s0;
      const h = handCount(s, 0);
      s = play(s, ids.hand![0]!);
      // SVE 5.18: options are the option indexes; take 【1】 and then (when still asked) 【2】
      const asked: number[] = [];
      while (s.decision?.rule === 'SVE 5.18' && s.decision.player === 0) {
        asked.push(s.decision.options!.filter((o) => o !== 'done').length);
        s = choose(s, s.decision.options![0]!);
      }
      expect(asked).toEqual(evolved ? [2, 1] : [2]);
      return [health(s, 0), handCount(s, 0) - h];
    };
    expect(run(false)).toEqual([13, -1]);
    expect(run(true)).toEqual([13, 1]);
  });

  covers(['BP11-072'], 'BP11-072 魔剣の騎士・ハザン: 【指定攻撃】【必殺】【ドレイン】; [進化][コスト3] (2 PP: not); [進化][コスト1] only when 【真紅】 (1 PP: not without it, yes with it)', () => {
    const run = (pp: number, crimson: boolean) => {
      const { s, ids } = sc({ me: 'SD05', field: ['BP11-072'], evolve: ['BP11-073'] });
      if (crimson) makeCrimson(s);
      setPp(s, pp);
      const me = ids.field![0]!;
      expect(['sve.assail', 'sve.bane', 'sve.drain'].map((k) => kw(s, me, k))).toEqual([true, true, true]);
      return canEvolve(s, me);
    };
    expect([run(3, false), run(2, false), run(1, false), run(1, true), run(0, true)]).toEqual([true, false, false, true, false]);
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP11-072'], evolve: ['BP11-073'] });
    makeCrimson(s0);
    setPp(s0, 1);
    const s = evolveInto(s0, ids.field![0]!, 'BP11-073');
    expect([s.cards[ids.field![0]!]!.cardId, counters(s, 0).pp]).toEqual(['BP11-073', 0]);
  });

  covers(['BP05-096'], 'BP05-096 銀車の回し手: Fanfare with 5+ cards in your hand recover 2 PP; with 5 or fewer draw 1 (4: draw only; 5: both; 6: PP only)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP05-096', ...Array(6).fill('BP02-040')] });
      onlyHand(s0, ids.hand!.slice(0, 1 + others));
      setPp(s0, 6);
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      return [handCount(s, 0), counters(s, 0).pp];
    };
    expect(run(4)).toEqual([5, 2]);
    expect(run(5)).toEqual([6, 4]);
    expect(run(6)).toEqual([6, 4]);
  });

  covers(['BP02-087'], 'BP02-087 ボーンキマイラ: Fanfare the top 3 cards of your deck into your cemetery; 【ネクロチャージ_7】 【突進】【必殺】 (cemetery 3 → 6: neither; 4 → 7: both)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP02-087'] });
      fillCemetery(s0, 0, n, 'SD05-003');
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP02-087')[0]!;
      return [zoneCards(s, 'cemetery', 0).length, kw(s, me, 'sve.rush'), kw(s, me, 'sve.bane')];
    };
    expect(run(3)).toEqual([6, false, false]);
    expect(run(4)).toEqual([7, true, true]);
  });

  covers(['BP02-038'], 'BP02-038 プリンセスマナリア・アン: costs 2 less with 『マナリアドラコ・グレア』 on your field (2 PP: playable; 1 PP: not; without her 3 PP: not)', () => {
    const cost = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP02-038'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(['BP02-040'], 2), cost(['BP02-040'], 1), cost([], 3), cost([], 4)]).toEqual([true, false, false, true]);
  });

  covers(['BP06-114'], 'BP06-114 闘技場の司会者・チャット: costs 3 less with 『頂きの闘技場』 on your field (0 PP: playable; without it 2 PP: not, 3 PP: playable)', () => {
    const cost = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', hand: ['BP06-114'], field });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(['BP06-113'], 0), cost([], 2), cost([], 3)]).toEqual([true, false, true]);
  });

  covers(['BP04-023'], 'BP04-023 バルバロッサ: costs 2 less when the enemy field holds 3+ cards (3 cards, 3 PP: playable; 2 cards: not); 【指定攻撃】', () => {
    const cost = (opp: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD02', hand: ['BP04-023'], oppField: Array(opp).fill('SD02-007') });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([cost(3, 3), cost(3, 2), cost(2, 3), cost(2, 5)]).toEqual([true, false, false, true]);
    const { s, ids } = sc({ me: 'SD02', field: ['BP04-023'] });
    expect(kw(s, ids.field![0]!, 'sve.assail')).toBe(true);
  });

  for (const id of ['BP06-094', 'BP06-095']) {
    covers([id], `${id} 鋼刃の暗器使い: at your end phase with 2+ PP left, 2 damage to an enemy follower (1 PP left: none)`, () => {
      const run = (pp: number) => {
        const { s: s0, ids } = sc({ me: 'SD06', field: [id], oppField: ['SD02-020'] });
        setPp(s0, pp);
        const s = pickIf(endMain(s0), ids.oppField![0]!);
        return stats(s, ids.oppField![0]!);
      };
      expect(run(1)).toEqual([4, 6]);
      expect(run(2)).toEqual([4, 4]);
      // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
      const b = sc({ me: 'SD06', field: [id, 'SD06-003'], oppField: ['SD02-020', 'SD04-003'] });
      setPp(b.s, 2);
      const t = toChoice(endMain(b.s));
      expectOffered(t, b.ids.oppField!, [...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
      expectUpTo(t, 1, { upTo: false });
    });
  }

  covers(['BP06-095'], 'BP06-095 鋼刃の暗器使い (evolved): 【進化時】 2 damage to an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP06-094', 'SD06-003'], oppField: ['SD02-020', 'SD04-003'], evolve: ['BP06-095'] });
    const s1 = evolveInto(s0, ids.field![0]!, 'BP06-095');
    expectOffered(s1, ids.oppField!, [...ids.field!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    const s = settleInOrder(chooseTargets(s1, [ids.oppField![0]!]));
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 4]);
  });

  covers(['BP06-104'], 'BP06-104 バレッジスマッシャー (evolved): at your end phase with 2+ PP left, 1 damage to an enemy leader (1 PP left: none)', () => {
    const run = (pp: number) => {
      const { s: s0 } = sc({ me: 'SD06', field: ['BP06-104'] });
      setPp(s0, pp);
      const s = pickIf(endMain(s0), leader(s0, 1));
      return health(s, 1);
    };
    expect([run(1), run(2)]).toEqual([20, 19]);
  });

  covers(['BP09-091'], 'BP09-091 ヘヴンリーナイト: 【疾走】【守護】; Fanfare with 2+ amulets on your field +2 attack and your leader +2 health (15 → 17; 1 amulet: neither — a 「…なら、」 condition governs the rest of its ability, the convention of ENGINE-STATUS SD08-006)', () => {
    const run = (amulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP09-091'], field: Array(amulets).fill('SD06-015') });
      setHealth(s0, 0, 15);
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP09-091')[0]!;
      return [stats(s, me), health(s, 0), kw(s, me, 'sve.storm'), kw(s, me, 'sve.ward')];
    };
    expect(run(1)).toEqual([[3, 7], 15, true, true]);
    expect(run(2)).toEqual([[5, 7], 17, true, true]);
  });

  covers(['BP01-070'], 'BP01-070 ライトニングシューター: Fanfare 2 damage to an enemy follower; 【スペルチェイン_5】 4 instead; 【SC_10】 2 damage to its leader as well (spells in cemetery 4 / 5 / 9 / 10)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP01-070'], oppField: ['SD02-020'] });
      fillCemetery(s0, 0, n, 'SD03-005');
      const s = settleInOrder(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect([run(4), run(5), run(9), run(10)]).toEqual([[4, 20], [2, 20], [2, 20], [2, 18]]);
    expectOfferedOnPlay('SD03', 'BP01-070', 4); // issue #18: the set offered
  });

  covers(['BP04-053'], 'BP04-053 夜の魔術師: 【威圧】; Fanfare 【土の秘術】 +2/+1 (3/3 → 5/4, stack 2 → 1; no 【スタック】 card: 3/3)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP04-053'] }, stack);
      const s = payRite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      const me = onField(s, 0, 'BP04-053')[0]!;
      return [stats(s, me), kw(s, me, 'sve.intimidate'), stackOf(s, shard)];
    };
    expect(run(0)).toEqual([[3, 3], true, 'gone']);
    expect(run(2)).toEqual([[5, 4], true, 1]);
  });

  covers(['BP04-054'], 'BP04-054 ミスティアストロジスト: 【守護】; Fanfare 【土の秘術】 your followers +1/+1 (itself 6/6, another 3/3 → 4/4; the enemy\'s: not; no 【スタック】 card: none)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP04-054'], field: ['SD03-003'], oppField: ['SD02-020'] }, stack);
      const s = payRite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      const me = onField(s, 0, 'BP04-054')[0]!;
      return [stats(s, me), stats(s, ids.field![0]!), stats(s, ids.oppField![0]!), kw(s, me, 'sve.ward')];
    };
    const base = stats(sc({ me: 'SD03', field: ['SD03-003'] }).s, sc({ me: 'SD03', field: ['SD03-003'] }).ids.field![0]!);
    expect(run(0)).toEqual([[5, 5], base, [4, 6], true]);
    expect(run(1)).toEqual([[6, 6], [base[0]! + 1, base[1]! + 1], [4, 6], true]);
  });

  covers(['BP18-110'], 'BP18-110 瞑目の支え手: Fanfare with 『戒信の六銘伝・聖士郎』 on your field your leader +1 health and draw 1 (without: neither)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-110'], field });
      setHealth(s0, 0, 15);
      const h = handCount(s0, 0);
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      return [health(s, 0), handCount(s, 0) - h + 1];
    };
    expect(run(['BP18-097'])).toEqual([16, 1]);
    expect(run(['SD06-003'])).toEqual([15, 0]);
  });

  covers(['BP01-063'], 'BP01-063 ゴーレムプロテクション: two 『防御型ゴーレム』 (2/3 【守護】); 【土の秘術】 your ゴーレム followers +1/+1 (3/4; no 【スタック】 card: 2/3)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP01-063'] }, stack);
      const s = payRite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      const golems = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === '防御型ゴーレム');
      return [golems.length, golems.map((g) => stats(s, g)), golems.every((g) => kw(s, g, 'sve.ward'))];
    };
    expect(run(0)).toEqual([2, [[2, 3], [2, 3]], true]);
    expect(run(1)).toEqual([2, [[3, 4], [3, 4]], true]);
  });

  covers(['BP01-054'], 'BP01-054 エンシェントアルケミスト: Fanfare 【土の秘術】 two 『防御型ゴーレム』 into your EX area (no 【スタック】 card: none)', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP01-054'] }, stack);
      const s = payRite(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state, shard);
      return zoneCards(s, 'exArea', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === '防御型ゴーレム').length;
    };
    expect([run(0), run(1)]).toEqual([0, 2]);
  });

  covers(['BP06-043'], 'BP06-043 こよの大発明: a 『形代』; with 7+ 陰陽師 cards or spells in your cemetery draw 1 (6: no draw)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP06-043'] });
      fillCemetery(s0, 0, n, 'SD03-005');
      const h = handCount(s0, 0);
      const s = settleInOrder(playIt(s0, ids.hand![0]!));
      const shiki = zoneCards(s, 'field', 0).filter((c) => (s.catalog[s.cards[c]!.cardId] as { name?: string }).name === '形代');
      return [shiki.length, handCount(s, 0) - h + 1];
    };
    expect([run(6), run(7)]).toEqual([[1, 0], [1, 1]]);
  });

  covers(['BP17-084'], 'BP17-084 ネクロテンプテーション: 4 damage to an enemy follower; 【ネクロチャージ_10】 a 『友魂の少女・ルナ』 from your deck onto your field (9 in the cemetery: not)', () => {
    const run = (n: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP17-084', 'BP17-073'], field: ['SD04-003'], oppField: ['SD02-020', 'SD02-002'] });
      onlyHand(s0, [ids.hand![0]!]);
      fillCemetery(s0, 0, n, 'SD05-003');
      const s1 = playIt(s0, ids.hand![0]!);
      expectOffered(s1, ids.oppField!, [ids.field![0]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      const s = settleInOrder(pick(s1, ids.oppField![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.candidates!.length ? pick(x, x.decision.candidates![0]!) : null));
      return [stats(s, ids.oppField![0]!), names(s, 'field', 0).sort()];
    };
    expect(run(9)).toEqual([[4, 2], ['SD04-003']]);
    expect(run(10)).toEqual([[4, 2], ['BP17-073', 'SD04-003']]);
  });

  covers(['BP08-032'], 'BP08-032 魔銃の傭兵: [進化][コスト2]; [進化][コスト0] only with a 指揮官 card on your field (0 PP: with one, evolves; without, not; 1 PP without: not; 2 PP: evolves)', () => {
    const can = (field: string[], pp: number) => {
      const { s, ids } = sc({ me: 'SD02', field: ['BP08-032', ...field], evolve: ['BP08-033'] });
      setPp(s, pp);
      return legalActions(s).some((x) => x.type === 'evolve' && x.card === ids.field![0]! && x.ep === false && x.sep === false);
    };
    expect([can(['SD02-002'], 0), can(['SD02-007'], 0), can([], 1), can([], 2)]).toEqual([true, false, false, true]);
  });

  covers(['BP15-096'], 'BP15-096 ブライトパラディン・ウィルバート: 【守護】; Fanfare look at the top 5: a 【守護】 follower of original cost 2 or less onto your field (cost 3 【守護】: not a candidate); [起動] engage: destroy an enemy follower, only with 3+ 【守護】 followers on your field (2: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-096'], oppField: ['SD02-020'] });
    const deck = zoneCards(s0, 'deck', 0);
    const w2 = deck.find((c) => s0.cards[c]!.cardId === 'SD06-009')!;
    const w3 = deck.find((c) => s0.cards[c]!.cardId === 'SD06-011')!;
    toDeckTop(s0, [w3, w2]);
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
      expect(s.decision.candidates).toContain(w2);
      expect(s.decision.candidates).not.toContain(w3);
      s = pick(s, w2);
    }
    s = settleInOrder(s, (x) => (x.decision?.rule === 'SVE 12.8.2' ? must(x, { type: 'choose', player: 0, option: 'stand' }).state : x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? must(x, { type: 'done', player: 0 }).state : null));
    expect(names(s, 'field', 0).sort()).toEqual(['BP15-096', 'SD06-009']);
    const offered = (wards: string[]) => {
      const { s: a0, ids: f } = sc({ me: 'SD06', field: ['BP15-096', ...wards], oppField: ['SD02-020'] });
      const acts = activations(a0, f.field![0]!);
      if (acts.length === 0) return 'not offered';
      const r = settleInOrder(pickIf(must(a0, acts[0]!).state, f.oppField![0]!));
      return names(r, 'field', 1);
    };
    expect(offered(['SD06-009'])).toBe('not offered');
    expect(offered(['SD06-009', 'SD06-003'])).toBe('not offered');
    expect(offered(['SD06-009', 'SD06-011'])).toEqual([]);
  });

  covers(['BP14-026'], 'BP14-026 達人の芸者: Fanfare a 『輝く金貨』 into your EX area; with 『天下の大泥棒・ジエモン』 on your field your leader +3 (without: +0)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP14-026'], field });
      setHealth(s0, 0, 10);
      const s = play(s0, ids.hand![0]!);
      return [namesOf(s, 'exArea', 0), health(s, 0)];
    };
    expect(run(['BP14-022'])).toEqual([['輝く金貨'], 13]);
    expect(run(['SD02-002'])).toEqual([['輝く金貨'], 10]);
  });

  covers(['BP09-035'], 'BP09-035 永劫を求む者・ケリドウェン: Fanfare 【土の秘術】 a 『刹那の劇薬』 into your EX area (no 【スタック】 card: nothing); [進化][コスト1]', () => {
    const run = (stack: number) => {
      const { s: s0, ids, shard } = withShard({ hand: ['BP09-035'], evolve: ['BP09-036'] }, stack);
      const s = rite(play(s0, ids.hand![0]!), true, shard);
      return [namesOf(s, 'exArea', 0), stackOf(s, shard)];
    };
    expect(run(2)).toEqual([['刹那の劇薬'], 1]);
    expect(run(0)).toEqual([[], 'gone']);
    // 『刹那の劇薬』 played from the EX area: 「相手の場のフォロワー1体を選ぶ。それに4ダメージ。それのリーダーに2ダメージ」
    const { s: r0, ids: ri, shard: rs } = withShard({ hand: ['BP09-035'], field: ['SD04-003'], oppField: ['SD04-001', 'SD02-002'], evolve: ['BP09-036'] }, 2);
    let r = rite(play(r0, ri.hand![0]!), true, rs);
    const potion = zoneCards(r, 'exArea', 0).find((c) => r.catalog[r.cards[c]!.cardId]!.name === '刹那の劇薬')!;
    setPp(r, 2);
    r = play(r, potion);
    expectOffered(r, ri.oppField!, [ri.field![0]!, onField(r, 0, 'BP09-035')[0]!, ...(rs ? [rs] : []), leaderId(r, 0), leaderId(r, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    r = settleChoices(pick(r, ri.oppField![0]!));
    expect([stats(r, ri.oppField![0]!)[1], health(r, 1)]).toEqual([4, 18]);
    const { s, ids } = withShard({ field: ['BP09-035'], evolve: ['BP09-036'] }, 0);
    setPp(s, 0);
    expect(evolveTargets(s, ids.field![0]!)).toEqual([]);
    setPp(s, 1);
    expect(evolveTargets(s, ids.field![0]!)).toEqual(['BP09-036']);
  });

  covers(['CP04-043'], 'CP04-043 プレシア: [UB] Fanfare damage to an enemy follower equal to your other followers; 「これを含めず、このターン中に自分の[UB]能力が2回以上発動していたなら、1枚引く」 (2 UB abilities before: draw; 1: no draw)', () => {
    const run = (ubBefore: number) => {
      let s = pcGameAs(PC.witch, ['CP04-043', 'CP04-105'], [], 'title');
      const r = arrange(s, [['CP04-043', 'hand', 0], ['CP04-105', 'hand', 0], ['CP04-105', ubBefore >= 2 ? 'hand' : 'field', 0], ['SD02-020', 'field', 1], ['SD02-002', 'field', 1]]);
      s = r.state;
      raisePp(s, 6);
      const [me, m1, m2, enemy, enemy2] = r.ids as [string, string, string, string, string];
      // スズメ's UB Fanfare: +2 health to your leader
      for (const m of ubBefore >= 2 ? [m1, m2] : [m1]) {
        s = resolveTriggersAndWard(play(s, m));
      }
      const hand = zoneCards(s, 'hand', 0).length;
      s = play(s, me);
      expectOffered(s, [enemy, enemy2], [...zoneCards(s, 'field', 0), leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = pick(s, enemy);
      s = resolveTriggersAndWard(s);
      return [stats(s, enemy)[1], zoneCards(s, 'hand', 0).length - hand, health(s, 0)];
    };
    expect(run(2)).toEqual([6 - 2, -1 + 1, 24]);
    expect(run(1)).toEqual([6 - 2, -1, 22]);
  });

  covers(['EBD03-017', 'BP11-109', 'BP11-P25'], '放浪する料理人 fanfare: with a 乗物 card on your field or in your EX area your leader gets [体力]+2; none (or only the opponent\'s): nothing', () => {
    for (const id of ['EBD03-017', 'BP11-109', 'BP11-P25']) {
      const run = (where: 'field' | 'exArea' | 'none' | 'opp') => {
        const tokens: Array<[string, string, number]> = where === 'none' ? [] : [['EBD03-T06', where === 'opp' ? 'field' : where, where === 'opp' ? 1 : 0]];
        const { s, ids } = scene({ me: 'SD05', hand: [id], evolve: ['EBD03-T06'], tokens, pp: 2 });
        const t = must(s, { type: 'play', player: 0, card: ids.hand![0]! }).state;
        return [health(t, 0), t.players[0]!.counters.pp];
      };
      expect(run('field')).toEqual([22, 0]);
      expect(run('exArea')).toEqual([22, 0]);
      expect(run('none')).toEqual([20, 0]);
      expect(run('opp')).toEqual([20, 0]);
    }
  });

  covers(['BP03-028'], 'マッハナイト (SVE 5.5.3, 12.9): fanfare — played from the hand: no 【疾走】 (cannot attack the turn it entered); played from the EX area (a zone other than the hand, 5.5.3): 【疾走】 and may attack at once; [進化][コスト1] (0 PP: no); 2 PP: cannot play it', () => {
    const h = scene({ hand: ['BP03-028'], pp: 3 });
    let s = settleChoices(play(h.s, h.ids.hand![0]!));
    const a = on(s, 'field', 0, 'BP03-028');
    expect([kw(s, a, 'sve.storm'), attacks(s, a).length, s.players[0]!.counters.pp]).toEqual([false, 0, 0]);
    const e = scene({ ex: ['BP03-028'], pp: 3 });
    s = settleChoices(play(e.s, e.ids.ex![0]!));
    const b = on(s, 'field', 0, 'BP03-028');
    expect([kw(s, b, 'sve.storm'), attacks(s, b).length > 0, s.players[0]!.counters.pp]).toEqual([true, true, 0]);
    const v = scene({ field: ['BP03-028'], evolve: ['BP03-029'], pp: 1 });
    v.s.players[0]!.counters.ep = 0;
    const t = evolve(v.s, v.ids.field![0]!);
    expect([t.cards[v.ids.field![0]!]!.cardId, t.players[0]!.counters.pp]).toEqual(['BP03-029', 0]);
    v.s.players[0]!.counters.pp = 0;
    expect(legalActions(v.s).filter((x) => x.type === 'evolve')).toEqual([]);
    const u = scene({ hand: ['BP03-028'], pp: 2 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP13-041'], 'BP13-041 セレスティアルスフィア・ミリカ (evolved; SVE 5.24): 【守護】; 【進化時】 choose an enemy follower; with 6 or more original costs in your cemetery 4 damage to it, draw 2, discard 1 (the condition runs to the end of the ability, compiler.ts block semantics); 5 → none of them', () => {
    const run = (last: string) => {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['BP13-040', 'SD04-003'], evolve: ['BP13-041'], cemetery: costKinds(last), oppField: ['SD04-001', 'SD02-002'], pp: 2 });
      const h = handCount(s0, 0);
      const c0 = zoneCards(s0, 'cemetery', 0).length;
      let asked = 0;
      const s = drive(evolve(s0, ids.field![0]!), (d, x) => {
        if (d.kind !== 'chooseCards' || !d.candidates!.includes(ids.oppField![0]!)) return null;
        expectOffered(x, ids.oppField!, [...ids.field!, leaderId(x, 0), leaderId(x, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        asked++;
        return ids.oppField![0]!;
      });
      expect(asked).toBe(1);
      return [stats(s, ids.oppField![0]!), handCount(s, 0) - h, zoneCards(s, 'cemetery', 0).length - c0, kw(s, ids.field![0]!, 'sve.ward')];
    };
    expect(run('BP04-077')).toEqual([[7, 4], 1, 1, true]);
    expect(run('SD05-018')).toEqual([[7, 8], 0, 0, true]);
  });

  covers(['BP11-039'], 'BP11-039 マジカルシューター (evolved; SVE 5.24, 5.32, 10.7.2): 【進化時】 with 6 original costs in your cemetery 『魔導装甲車』 onto the field → (a 乗物 card entered) 2 damage to an enemy follower, draw 1, discard 1; 5 kinds → nothing', () => {
    const run = (last: string) => {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['BP11-038', 'SD04-003'], evolve: ['BP11-039'], cemetery: costKinds(last), oppField: ['SD02-002', 'SD04-003'], pp: 1 });
      const h = handCount(s0, 0);
      const s = drive(evolve(s0, ids.field![0]!), (d, x) => {
        if (d.kind !== 'chooseCards' || !d.candidates!.includes(ids.oppField![0]!)) return null;
        const car = byName(x, 'field', 0, '魔導装甲車');
        expectOffered(x, ids.oppField!, [...ids.field!, ...car, leaderId(x, 0), leaderId(x, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
        return ids.oppField![0]!;
      });
      return [byName(s, 'field', 0, '魔導装甲車').length, stats(s, ids.oppField![0]!), handCount(s, 0) - h];
    };
    expect(run('BP04-077')).toEqual([1, [3, 1], 0]);
    expect(run('SD05-018')).toEqual([0, [3, 3], 0]);
  });

  covers(['CP02-035'], 'CP02-035 川島瑞樹 (SVE 5.24): [起動] engage: 3 damage to the enemy leader and every enemy follower; 9 different original costs in your cemetery → 7 instead (8 → 3)', () => {
    const run = (last: string) => {
      // original costs 0, 1, 2, 3, 4, 5, 6, 7 + (8 → 9 kinds | 1 → 8 kinds)
      const { s: s0, ids } = scene({ me: 'SD03', field: ['CP02-035'], cemetery: ['SD06-002', 'SD03-005', 'SD03-006', 'SD03-003', 'SD06-005', 'SD06-017', 'BP04-077', 'BP16-063', last], opp: 'SD04', oppField: ['SD04-001', 'SD04-005'] });
      const s = drive(must(s0, legalActions(s0).find((a) => a.type === 'activate' && a.card === ids.field![0]!)!).state);
      return [health(s, 1), stats(s, ids.oppField![0]!), zoneCards(s, 'field', 1).length, s.cards[ids.field![0]!]!.tapped];
    };
    expect(run('SD04-001')).toEqual([13, [7, 1], 1, true]);
    expect(run('SD03-010')).toEqual([17, [7, 5], 1, true]);
  });

  covers(['BP06-008'], '森林の撃砕者 (「これが能力によって場に出ていたなら」): put onto the field by ネクロカーニバル it has Storm; played from the hand it does not', () => {
    const played = scene({ me: 'SD01', hand: ['BP06-008'], pp: 2 });
    const s1 = settleChoices(play(played.s, played.ids.hand![0]!));
    const f1 = zoneCards(s1, 'field', 0).find((x) => s1.cards[x]!.cardId === 'BP06-008')!;
    expect(kw(s1, f1, 'sve.storm')).toBe(false);
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['ETD02-015'], cemetery: ['BP06-008'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseOption') s = choose(s, 0); // 【1】
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.cemetery![0]!);
    s = settleChoices(s);
    const f = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP06-008')!;
    expect(kw(s, f, 'sve.storm')).toBe(true);
  });

  covers(['BP12-091'], '機械鞭の僧侶: Fanfare puts 『リペアモード』 into the EX area; put onto the field by an ability, your machine followers (itself too) get +1/+1 and others do not; played: no buff', () => {
    for (const byIt of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP12-091'], field: ['BP12-072', 'SD01-003'], pp: 2 });
      const c = ids.hand![0]!;
      const s = settleChoices(byIt ? putOntoField(s0, c) : play(s0, c));
      const [machine, plainOne] = ids.field!;
      const b0 = stats(s0, plainOne!);
      expect([stats(s, firstOnField(s, 'BP12-091')!), stats(s, machine!), stats(s, plainOne!)]).toEqual(byIt ? [[3, 3], [1, 2], b0] : [[2, 2], [0, 1], b0]);
      expect(names(s, 'exArea', 0)).toEqual(['BP12-T11']);
    }
  });

  covers(['BP17-095'], '実りの参謀・ムニャール: Fanfare draws 1 only when put onto the field by an ability; 【疾走】 attacks at once; 【攻撃時】[コスト1] 2 damage to a chosen enemy follower (not offered at 0 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP17-095'], field: ['SD04-003'], oppField: ['SD04-017', 'SD02-002'], opp: 'SD04', pp: 1 });
    const c = ids.hand![0]!;
    const h = handCount(s0, 0);
    const put = settleChoices(putOntoField(s0, c));
    expect(handCount(put, 0)).toBe(h - 1 + 1);
    let s = settleChoices(play(s0, c));
    const f = firstOnField(s, 'BP17-095')!;
    expect([handCount(s, 0), counters(s, 0).pp, kw(s, f, 'sve.storm')]).toEqual([h - 1, 0, true]);
    const leader = s.zones['1:leader']!.cards[0]!;
    const noPay = settleChoices(attack(structuredClone(s), f, leader)); // 0 PP: the cost cannot be paid (10.4.2.2)
    expect(noPay.decision?.rule).not.toBe('SVE 10.4.7');
    s.players[0]!.counters.pp = 1;
    s = attack(s, f, leader);
    expect(s.decision?.rule).toBe('SVE 10.4.7');
    s = choose(s, 'pay');
    expectOffered(s, ids.oppField!, [f, ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    s = pick(s, ids.oppField![0]!);
    s = advance(settleChoices(s), (x) => x.decision?.kind === 'sve.main');
    expect([stats(s, ids.oppField![0]!), counters(s, 0).pp, health(s, 1)]).toEqual([[3, 2], 0, 19]);
  });

  covers(['BP17-107'], 'ロボティクスユーザー: Fanfare 『リペアモード』 into the EX area; put onto the field by an ability: the chosen enemy follower takes damage equal to your machine followers (itself + 1 = 2; + 2 = 3); played: no damage', () => {
    for (const [machines, byIt] of [[1, true], [2, true], [2, false]] as Array<[number, boolean]>) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP17-107'], field: Array(machines).fill('BP12-072'), oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 2 });
      let s = settleChoices(byIt ? putOntoField(s0, ids.hand![0]!) : play(s0, ids.hand![0]!));
      expectOffered(s, ids.oppField!, [onField(s, 0, 'BP17-107')[0]!, ...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect(names(s, 'exArea', 0)).toEqual(['BP17-T18']);
      expect(stats(s, ids.oppField![0]!)).toEqual(byIt ? [3, 4 - 1 - machines] : [3, 4]);
    }
  });

  covers(['EBD03-004'], '死期を視るもの・グレモリー (SVE 10.3.4, activation condition 「自分の墓場が10枚以上あり、自分の場に『X』がいないなら使える」): from the cemetery with 10 cemetery cards (itself included) [コスト1] puts it onto the field (2/3, 【守護】); 9 cards / 0 PP / another グレモリー on your field / in your hand: refused (one on the opponent\'s field: usable); destroyed, its granted Last Words banishes it; Fanfare (also when put onto the field, 12.4.3): the top 2 of your deck to the cemetery', () => {
    const mk = (cem: number, pp: number, other: boolean) => {
      const { s, ids } = scene({ me: 'SD04', field: other ? ['EBD03-004'] : [], cemetery: ['EBD03-004'], pp });
      fillCemetery(s, 0, cem - 1, 'SD04-003');
      return { s, card: ids.cemetery![0]! };
    };
    expect([activations(mk(9, 1, false).s, mk(9, 1, false).card), activations(mk(10, 0, false).s, mk(10, 0, false).card), activations(mk(10, 1, true).s, mk(10, 1, true).card)]).toEqual([[], [], []]);
    // issue #18: 「自分の場に『…グレモリー』がいないなら」: one on the opponent's field does not stop it; in your hand it is not usable (「自分の墓場のこれ」)
    const theirs = scene({ me: 'SD04', opp: 'SD04', cemetery: ['EBD03-004'], oppField: ['EBD03-004'], pp: 1 });
    fillCemetery(theirs.s, 0, 9, 'SD04-003');
    expect(activations(theirs.s, theirs.ids.cemetery![0]!)).toHaveLength(1);
    const inHand = scene({ me: 'SD04', hand: ['EBD03-004'], pp: 1 });
    fillCemetery(inHand.s, 0, 10, 'SD04-003');
    expect(activations(inHand.s, inHand.ids.hand![0]!)).toEqual([]);
    const a = mk(10, 1, false);
    const act = activations(a.s, a.card);
    expect(act.length).toBe(1);
    let s = settleChoices(must(a.s, act[0]!).state);
    const g = firstOnField(s, 'EBD03-004')!;
    expect([stats(s, g), kw(s, g, 'sve.ward'), counters(s, 0).pp, names(s, 'cemetery', 0).length]).toEqual([[2, 3], true, 0, 9 + 2]); // its Fanfare (12.4.3: put onto the field) mills 2
    s = settleChoices(byAbility(s, { type: 'damage', target: X, amount: 3 }, [g]));
    expect([firstOnField(s, 'EBD03-004'), names(s, 'cemetery', 0).includes('EBD03-004'), names(s, 'banished', 0)]).toEqual([undefined, false, ['EBD03-004']]);
    const f = scene({ me: 'SD04', hand: ['EBD03-004'], pp: 2 });
    const deck = zoneCards(f.s, 'deck', 0).length;
    const top2 = zoneCards(f.s, 'deck', 0).slice(0, 2).map((x) => f.s.cards[x]!.cardId);
    const p = settleChoices(play(f.s, f.ids.hand![0]!));
    expect([zoneCards(p, 'deck', 0).length, names(p, 'cemetery', 0).sort(), counters(p, 0).pp]).toEqual([deck - 2, top2.sort(), 0]);
  });

  covers(['BP01-162', 'PR-027'], '冥府への道 (SVE 10.4.7.3: 「…なら、(cost)：」 — the cost opens inside the condition): at your end phase with your leader at [体力]6, engaging it and putting it into the cemetery deals 6 to every enemy follower (4/5 destroyed, 7/7 left at [7, 1]); [体力]7 / already engaged / skipped: nothing; Fanfare: draw 3 and 3 damage to your leader', () => {
    for (const id of ['BP01-162', 'PR-027']) {
      for (const [hp, engaged, payIt] of [[6, false, true], [7, false, true], [6, true, true], [6, false, false]] as Array<[number, boolean, boolean]>) {
        const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', field: [id], oppField: ['SD04-006', 'SD04-008'], pp: 0 });
        s0.players[0]!.counters.health = hp;
        s0.cards[ids.field![0]!]!.tapped = engaged;
        let s = advance(must(s0, { type: 'endMain', player: 0 }).state, (x) => x.decision?.rule === 'SVE 10.4.7' || x.turn.number === 2);
        const asked = s.decision?.rule === 'SVE 10.4.7';
        expect(asked).toBe(hp === 6 && !engaged);
        if (asked) s = advance(choose(s, payIt ? 'pay' : 'skip'), (x) => x.turn.number === 2);
        const fired = hp === 6 && !engaged && payIt;
        expect([names(s, 'field', 0).includes(id), names(s, 'cemetery', 0).includes(id), names(s, 'cemetery', 1)]).toEqual([!fired, fired, fired ? ['SD04-006'] : []]);
        expect(stats(s, ids.oppField![1]!)).toEqual([7, fired ? 1 : 7]);
      }
      const f = scene({ me: 'SD04', hand: [id], pp: 3 });
      const h = handCount(f.s, 0);
      const p = settleChoices(play(f.s, f.ids.hand![0]!));
      expect([handCount(p, 0), health(p, 0), counters(p, 0).pp]).toEqual([h - 1 + 3, 20 - 3, 0]);
    }
  });

  covers(['BP06-094', 'BP06-095'], '鋼刃の暗器使い (「自分の残りPPが2以上なら」, SVE 7.2): at your end phase with 2 PP left, 2 damage to a chosen enemy follower; with 1 PP left: none; the evolved card the same; 【進化時】 2 damage to a chosen enemy follower; [進化][コスト1] refused at 0 PP', () => {
    for (const [card, pp] of [['BP06-094', 2], ['BP06-094', 1], ['BP06-095', 2], ['BP06-095', 1]] as Array<[string, number]>) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [card, 'SD06-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp });
      let s = endTurn(s0);
      if (pp >= 2) expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      expect([card, pp, stats(s, ids.oppField![0]!)]).toEqual([card, pp, pp >= 2 ? [3, 2] : [3, 4]]);
    }
    const { s: e0, ids } = scene({ me: 'SD06', field: ['BP06-094'], evolve: ['BP06-095'], oppField: ['SD04-017'], opp: 'SD04', pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, ids.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    let s = evolve(e0, ids.field![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    s = settleChoices(s);
    expect([stats(s, ids.oppField![0]!), stats(s, ids.field![0]!)]).toEqual([[3, 2], [3, 3]]);
  });

  covers(['BP05-103', 'BP05-104'], '唯我の絶傑・マゼルベイン (「自分の手札がN枚以下なら」「自分の手札が0枚なら」): at your end phase, hand 3: nothing; hand 2: 3 damage to the enemy leader; hand 0: also 3 to every enemy follower; 【突進】; evolved: stands, then 5 / 5; cost 5 (refused at 4 PP)', () => {
    const handTo = (s: GameState, n: number) => {
      const hand = zoneCards(s, 'hand', 0);
      while (hand.length > n) {
        const id = hand.pop()!;
        s.cards[id]!.zone = '0:deck';
        zoneCards(s, 'deck', 0).push(id);
      }
      expect(hand.length).toBe(n);
    };
    for (const [card, n] of [['BP05-103', 3], ['BP05-103', 2], ['BP05-103', 0], ['BP05-104', 3], ['BP05-104', 2], ['BP05-104', 0]] as Array<[string, number]>) {
      const { s: s0, ids } = scene({ me: 'SD04', field: [card], oppField: ['SD04-017', 'SD04-003'], pp: 0 });
      handTo(s0, n);
      const me = ids.field![0]!;
      s0.cards[me]!.tapped = true;
      const h = health(s0, 1);
      const dmg = card === 'BP05-103' ? 3 : 5;
      const s = endTurn(s0);
      const foes = ids.oppField!.map((x) => (zoneCards(s, 'field', 1).includes(x) ? stats(s, x) : 'dead'));
      expect([card, n, h - health(s, 1), foes]).toEqual([card, n, n <= 2 ? dmg : 0, n === 0 ? (dmg === 3 ? [[3, 1], 'dead'] : ['dead', 'dead']) : [[3, 4], [3, 3]]]);
      if (card === 'BP05-104') expect(s.cards[me]!.tapped).toBe(false);
    }
    const { s: p0, ids } = scene({ me: 'SD04', hand: ['BP05-103'], pp: 4 });
    expect([canPlay(p0, ids.hand![0]!), kw(p0, ids.hand![0]!, 'sve.rush')]).toEqual([false, true]);
  });

  covers(['CP01-017'], 'ウイニングチケット (「自分の墓場に『検証、開始』と『ナリタタイシン』があるなら」): Fanfare +3/+1 (2/2 → 5/3) with both in your cemetery; only one of them, or both in the opponent\'s cemetery: 2/2; 【疾走】; cost 3 (refused at 2 PP)', () => {
    for (const [mine, theirs] of [[['CP01-021', 'CP01-023'], []], [['CP01-021'], []], [['CP01-023'], []], [[], ['CP01-021', 'CP01-023']]] as Array<[string[], string[]]>) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP01-017'], cemetery: mine, oppCemetery: theirs, pp: 3 });
      const lo = structuredClone(s0);
      lo.players[0]!.counters.pp = 2;
      expect(canPlay(lo, ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP01-017')[0]!;
      expect([mine, theirs, stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([mine, theirs, mine.length === 2 ? [5, 3] : [2, 2], true, 0]);
    }
  });

  covers(['EBD03-012', 'BP11-076', 'BP11-P18'], '異形 (SVE 12.2 「[進化][コスト1]：これは進化する。この能力はこれが墓場から場に出ていたなら使える」): played from the hand it cannot evolve; put onto the field from the cemetery it evolves for 1 (refused at 0 PP); cost 3 (refused at 2 PP); 【突進】; [ラストワード] 『機動二輪車』 onto the field and the top 2 deck cards into the cemetery', () => {
    for (const [base, evo] of [['EBD03-012', 'EBD03-013'], ['BP11-076', 'BP11-077']] as const) {
      const { s: s0, ids } = scene({ me: 'SD05', hand: [base], cemetery: [base], pp: 3, evolve: [evo] });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const played = settleChoices(playNow(s0, ids.hand![0]!));
      const fromHand = onField(played, 0, base)[0]!;
      played.cards[fromHand]!.flags.since = 0;
      played.players[0]!.counters.ep = 0;
      expect(evolves(withPp(played, 1), fromHand)).toEqual([]);
      const back = settleChoices(byAbility(s0, { type: 'sve.put', target: { ref: 'var', var: 'x' }, to: 'field', reason: 'effect' }, [ids.cemetery![0]!]));
      const risen = onField(back, 0, base)[0]!;
      back.cards[risen]!.flags.since = 0;
      back.players[0]!.counters.ep = 0;
      expect(evolves(withPp(back, 0), risen)).toEqual([]);
      expect(names(evolve(withPp(back, 1), risen), 'field', 0)).toEqual([evo]);
      // 【突進】 (12.6) and [ラストワード]: 『機動二輪車』 onto the field, then the top 2 cards of your deck into the cemetery
      expect(kw(back, risen, 'sve.rush')).toBe(true);
      const deck0 = zoneCards(back, 'deck', 0);
      const dead = settleChoices(byAbility(back, { type: 'damage', target: { ref: 'var', var: 'x' }, amount: 2 }, [risen]));
      expect(zoneCards(dead, 'field', 0).map((x) => dead.catalog[dead.cards[x]!.cardId]!.name)).toEqual(['機動二輪車']);
      expect(zoneCards(dead, 'deck', 0)).toEqual(deck0.slice(2));
      expect(zoneCards(dead, 'cemetery', 0).length).toBe(3);
    }
  });

  covers(['BP13-005'], 'オシャレハザード・ネルシャ (「自分の墓場にある[エルフ]スペルのカード名の種類数が5種類以上なら、それは[攻撃力]-2/[体力]-2する。これは[攻撃力]+2/[体力]+2する」): 【攻撃時】 with 5 differently named [エルフ] spells in your cemetery the chosen enemy follower gets -2/-2 and this +2/+2; with 4 names (5 spells, one name twice) or 4 names and a [ロイヤル] spell neither changes; cost 2 (refused at 1 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const elves = ['BP09-007', 'BP09-011', 'BP09-016', 'BP08-011', 'BP07-007'];
    const run1 = (cemetery: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD01', field: ['BP13-005', 'SD04-003'], oppField: ['BP09-055', 'SD04-003'], cemetery });
      s0.cards[ids.field![0]!]!.flags.since = 0;
      let s = settleChoices(attack(s0, ids.field![0]!, leaderId(s0, 1)));
      expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = settleChoices(pick(s, ids.oppField![0]!));
      return { me: stats(s, ids.field![0]!), foe: stats(s, ids.oppField![0]!) };
    };
    expect(run1(elves)).toEqual({ me: [4, 4], foe: [8, 8] });
    expect(run1([...elves.slice(0, 4), 'BP09-007'])).toEqual({ me: [2, 2], foe: [10, 10] });
    expect(run1([...elves.slice(0, 4), 'BP01-032'])).toEqual({ me: [2, 2], foe: [10, 10] });
    // cost 2 and [進化][コスト1]
    const { s: h0, ids: hi } = scene({ me: 'SD01', hand: ['BP13-005'], pp: 2, evolve: ['BP13-006'] });
    expect(canPlay(withPp(h0, 1), hi.hand![0]!)).toBe(false);
    const p = settleChoices(playNow(h0, hi.hand![0]!));
    const me = zoneCards(p, 'field', 0).find((x) => p.cards[x]!.cardId === 'BP13-005')!;
    p.cards[me]!.flags.since = 0;
    p.players[0]!.counters.ep = 0;
    expect(evolves(withPp(p, 0), me)).toEqual([]);
    expect(names(evolve(withPp(p, 1), me), 'field', 0)).toContain('BP13-006');
  });

  covers(['BP16-028'], '統率のルミナスナイト (evolved; SVE 10.4 「この能力は自分の場の「それぞれカード名が異なる兵士・トークン・フォロワー」が3体以上なら、1ターンに1回使える」): 【進化時】 『ナイト』 onto the field and 『スティールナイト』 or 『シールドガーディアン』 into the EX area; [起動][コスト0] 3 damage to an enemy follower and its leader — refused with 2 differently named 兵士 tokens, usable with 3, once a turn; the evolve costs 1 (refused at 0 PP)', () => {
    const run1 = (tokens: string[], exPick: string) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP16-027'], oppField: ['BP09-055', 'SD04-003'], pp: 1, evolve: ['BP16-028'], tokens: tokens.map((t) => [t, 'field', 0] as [string, string, number]) });
      const base = ids.field![0]!;
      s0.cards[base]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(evolves(withPp(s0, 0), base)).toEqual([]);
      let s = settleChoices(evolve(s0, base));
      expect(s.decision?.kind).toBe('chooseOption');
      s = settleChoices(choose(s, s.decision!.labels!.findIndex((l) => l.includes(exPick))));
      return { s, me: zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP16-028')!, foe: ids.oppField![0]!, foes: ids.oppField! };
    };
    const exNames = (s: GameState) => zoneCards(s, 'exArea', 0).map((x) => s.catalog[s.cards[x]!.cardId]!.name);
    const two = run1(['SD02-T02'], 'スティールナイト');
    expect(fieldNames(two.s).filter((n) => n === 'ナイト').length).toBe(1);
    expect(exNames(two.s)).toEqual(['スティールナイト']);
    expect(activations(two.s, two.me)).toEqual([]); // ナイト + スティールナイト: 2 names
    const three = run1(['SD02-T02', 'BP16-T14'], 'シールドガーディアン');
    expect(exNames(three.s)).toEqual(['シールドガーディアン']);
    expect(activations(three.s, three.me).length).toBe(1);
    const opp0 = leaderHp(three.s, 1);
    let a = activateFirst(three.s, three.me);
    expectOffered(a, three.foes, [...zoneCards(a, 'field', 0), leaderId(a, 0), leaderId(a, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    a = pick(a, three.foe);
    a = settleChoices(a);
    expect(stats(a, three.foe)).toEqual([10, 7]);
    expect(leaderHp(a, 1)).toBe(opp0 - 3);
    expect(activations(a, three.me)).toEqual([]);
  });

  covers(['BP13-006'], 'オシャレハザード・ネルシャ (evolved): 【進化時】 look at the top 5, an [エルフ] spell to the hand (revealed) and one to the cemetery, the other 3 to the bottom; 【攻撃時】 with 5 differently named [エルフ] spells in your cemetery (the one just put there counts) the chosen enemy follower gets -2/-2 and this +2/+2, with 4 names neither', () => {
    const run1 = (cemetery: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD01', field: ['BP13-005'], hand: ['BP07-011', 'BP09-011'], cemetery, oppField: ['BP09-055', 'SD04-003'], pp: 1, evolve: ['BP13-006'] });
      toDeckTop(s0, ids.hand!);
      const deck0 = zoneCards(s0, 'deck', 0);
      const base = ids.field![0]!;
      s0.cards[base]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      let s = settleChoices(evolve(s0, base));
      expect(s.decision?.kind).toBe('chooseCards');
      s = settleChoices(pick(s, ids.hand![0]!));
      expect(s.decision?.kind).toBe('chooseCards');
      s = settleChoices(pick(s, ids.hand![1]!));
      for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) s = settleChoices(defaultAnswerOf(s)); // the order of the rest
      expect(names(s, 'hand', 0)).toContain('BP07-011'); // a card changing zones is a new card (SVE 4.1.4): compare catalog ids
      expect(names(s, 'cemetery', 0).filter((x) => x === 'BP09-011').length).toBe(1);
      const deck = zoneCards(s, 'deck', 0);
      expect(deck.length).toBe(deck0.length - 2);
      expect(deck[0]).toBe(deck0[5]);
      const cid = (st: GameState, xs: string[]) => xs.map((x) => st.cards[x]!.cardId).sort();
      expect(cid(s, deck.slice(-3))).toEqual(cid(s0, deck0.slice(2, 5)));
      const me = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP13-006')!;
      let a = settleChoices(attack(s, me, leaderId(s, 1)));
      expectOffered(a, ids.oppField!, [me, leaderId(a, 0), leaderId(a, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      a = settleChoices(pick(a, ids.oppField![0]!));
      return { me: stats(a, me), foe: stats(a, ids.oppField![0]!) };
    };
    expect(run1(['BP09-007', 'BP09-016', 'BP08-011', 'BP01-032'])).toEqual({ me: [3, 3], foe: [10, 10] });
    expect(run1(['BP09-007', 'BP09-016', 'BP08-011', 'BP07-007'])).toEqual({ me: [5, 5], foe: [8, 8] });
  });

  covers(['BP09-032'], 'BP09-032 粗暴な豪剣士 [ファンファーレ] +1/+1 if a TOKEN follower is on your field (a non-token follower, an enemy token: no); 0 PP: cannot play', () => {
    const go = (o: { field?: string[]; tokens?: Array<[string, string, number]> }) => {
      const { s, ids } = scene({ hand: ['BP09-032'], pp: 1, ...o });
      const t = declineOptional(play(s, ids.hand![0]!));
      return stats(t, zoneCards(t, 'field', 0).find((id) => t.cards[id]!.cardId === 'BP09-032')!);
    };
    expect(go({ tokens: [['SD02-T01', 'field', 0]] })).toEqual([3, 3]);
    expect(go({})).toEqual([2, 2]);
    expect(go({ field: ['SD02-007'] })).toEqual([2, 2]);
    expect(go({ tokens: [['SD02-T01', 'field', 1]] })).toEqual([2, 2]);
    const short = scene({ hand: ['BP09-032'], pp: 0 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP18-110', 'BP18-P46'], 'BP18-110 瞑目の支え手 (SVE 12.4, 10.3.3): Fanfare — with 『戒信の六銘伝・聖士郎』 on your field, your leader +1 and draw 1 (the condition covers both sentences), which is a + (5.27.1) for 聖士郎: 2 damage to a chosen enemy follower; without 聖士郎: neither; cost 2 (refused at 1 PP); [進化][コスト1]', () => {
    for (const id of ['BP18-110', 'BP18-P46']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: ['BP18-097'], hand: [id], evolve: ['BP18-111'], oppField: ['SD06-003'], pp: 2 });
      expect(legalActions(setPpOnly(structuredClone(s0), 1)).some((a) => a.type === 'play' && a.card === ids.hand![0]!)).toBe(false);
      const hand0 = handCount(s0, 0);
      let s = target(settleChoices(play(s0, ids.hand![0]!)), ids.oppField![0]!);
      expect([health(s, 0), handCount(s, 0), stats(s, ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([21, hand0, 1, 0]); // played one, drew one
      const me = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === id)!;
      expect(legalActions(s).some((a) => a.type === 'evolve' && a.card === me)).toBe(false); // 0 PP: [コスト1] refused
      s = settleChoices(evolve(setPpOnly(s, 1), me));
      expect(names(s, 'field', 0)).toContain('BP18-111');
      // without 聖士郎 on the field: no +1 and no draw
      const b = scene({ me: 'SD06', hand: [id], oppField: ['SD06-003'], pp: 2 });
      const h0 = handCount(b.s, 0);
      const t = settleChoices(play(b.s, b.ids.hand![0]!));
      expect([health(t, 0), handCount(t, 0), stats(t, b.ids.oppField![0]!)[1]]).toEqual([20, h0 - 1, 3]);
    }
  });

  // ======================= SD08 ドラゴン =======================
  covers(['SD08-001'], 'SD08-001 覇道の竜翼・フォルテ: Storm, Intimidate; Fanfare if max PP is 10 (exactly): +1 attack and Aura', () => {
    const run = (max: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-001'], pp: 5 });
      s0.players[0]!.counters.maxPp = max;
      const s = play(s0, ids.hand![0]!);
      const f = zoneCards(s, 'field', 0)[0]!;
      return [...stats(s, f), kw(s, f, 'sve.aura'), kw(s, f, 'sve.storm'), kw(s, f, 'sve.intimidate'), canAttackWith(s, f)];
    };
    expect(run(9)).toEqual([6, 5, false, true, true, true]);
    expect(run(10)).toEqual([7, 5, true, true, true, true]);
  });

  covers(['SD07-017'], 'SD07-017 レヴィオンの副団長・マイム: Fanfare 3 damage to an enemy follower with 5+ Levion cards in the cemetery', () => {
    const run = (n: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-017'], field: ['SD04-003'], cemetery: ['SD07-016'], oppField: ['SD04-001', 'SD02-002'], pp: 2 });
      fillCemetery(s0, 0, n - 1, 'SD07-016'); // + the one put there by the scene
      const s1 = play(s0, ids.hand![0]!);
      expectOffered(s1, ids.oppField!, [onField(s1, 0, 'SD07-017')[0]!, ids.field![0]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      const s = target(s1, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(4), run(5)]).toEqual([8, 5]);
  });

  covers(['SD07-011'], 'SD07-011 レヴィオンの正義: SVE 10.6.2.2.2 cost +2 optional (5 PP); 3 damage, search ユリウス onto the field; if +2 was paid also search レヴィオンセイバー・アルベール onto the field', () => {
    const run = (pp: number, option: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-011', 'SD07-016', 'SD07-006'], field: ['SD04-003'], oppField: ['SD04-001', 'SD02-002'], pp });
      toDeckTop(s0, [ids.hand![1]!, ids.hand![2]!]);
      const variants = playVariants(s0, ids.hand![0]!);
      const a = variants.find((x) => (x.option === true) === option);
      if (!a) return { variants: variants.length };
      let s = must(s0, a).state;
      expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = target(s, ids.oppField![0]!);
      while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return { variants: variants.length, pp: counters(s, 0).pp, field: names(s, 'field', 0).sort(), opp: stats(s, ids.oppField![0]!)[1] };
    };
    expect(run(4, true)).toEqual({ variants: 1 }); // 3 + 2 = 5 PP needed for the option
    expect(run(5, false)).toEqual({ variants: 2, pp: 2, field: ['SD04-003', 'SD07-016'], opp: 5 });
    expect(run(5, true)).toEqual({ variants: 2, pp: 0, field: ['SD04-003', 'SD07-006', 'SD07-016'], opp: 5 });
    expect(run(2, false)).toEqual({ variants: 0 });
  });

  covers(['BP13-T03'], 'Token 紅の牙: 1 damage to your leader and to every enemy follower; your 『永劫の吸血鬼・アルザード』 +1 attack and Drain; with exactly 3 face-up アルザード in your evolve deck +3/+3 more (2: not)', () => {
    for (const up of [2, 3]) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['BP13-071'], oppField: ['BP01-173', 'SD02-002'], evolve: ['BP13-T03', 'BP13-072', 'BP13-072', 'BP13-072'], tokens: [['BP13-T03', 'hand', 0]], pp: 1 });
      const evo = zoneCards(s0, 'evolveDeck', 0).filter((c) => s0.cards[c]!.cardId === 'BP13-072');
      evo.forEach((c, i) => { s0.cards[c]!.face = i < up ? 'up' : 'down'; });
      const alz = ids.field![0]!;
      const s = play(s0, ids.tokens![0]!);
      const foes = ids.oppField!;
      expect([health(s, 0), foes.map((f) => stats(s, f)), kw(s, alz, 'sve.drain'), stats(s, alz)]).toEqual([19, [[2, 2], [3, 2]], true, up === 3 ? [6, 5] : [3, 2]]);
    }
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

  covers(['PR-268'], 'Token 遺されし電撃: a 武闘竜人 follower entering your field puts a thunder counter; [起動] engage: a dragon follower +2 attack (5+ counters; only your [ドラゴン] followers offered); [起動] engage: destroy an enemy follower and 3 damage to its leader (10+ counters)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP18-062'], field: ['SD04-003', 'SD02-019'], oppField: ['SD04-001'], evolve: ['PR-268'], tokens: [['PR-268', 'field', 0]], pp: 2 });
    const e = ids.tokens![0]!;
    s0.cards[e]!.counters['雷'] = 3;
    let s = play(s0, ids.hand![0]!);
    expect(s.cards[e]!.counters['雷']).toBe(4);
    expect(activations(s, e)).toEqual([]); // 4 < 5
    s.cards[e]!.counters['雷'] = 5;
    expect(activations(s, e).map((x) => x.ability)).toHaveLength(1); // the 10+ ability is not usable
    s = activateNth(s, e);
    // issue #18: 「自分の場の[ドラゴン]フォロワー1体を選ぶ」 — your two Dragon followers; not your neutral ファイター, not the enemy
    // Dragon follower, not this amulet, no leader
    const scribe = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP18-062')!;
    expectOffered(s, [ids.field![0]!, scribe], [ids.field![1]!, ids.oppField![0]!, e, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(s, 1, { upTo: false });
    s = target(s, ids.field![0]!);
    expect([stats(s, ids.field![0]!), s.cards[e]!.tapped]).toEqual([[5, 3], true]);
    const b = scene({ me: 'SD04', field: ['SD04-003'], oppField: ['SD04-001'], evolve: ['PR-268'], tokens: [['PR-268', 'field', 0]] });
    const e2 = b.ids.tokens![0]!;
    b.s.cards[e2]!.counters['雷'] = 9;
    expect(activations(b.s, e2)).toHaveLength(1);
    b.s.cards[e2]!.counters['雷'] = 10;
    expect(activations(b.s, e2)).toHaveLength(2);
    const t = target(activateNth(b.s, e2, 1), b.ids.oppField![0]!);
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
    // issue #18: three enemy followers and one of yours: exactly the enemy ones offered, a 3rd pick refused, none or one accepted
    const b = scene({ me: 'SD03', field: ['SD02-019'], oppField: ['SD04-001', 'SD02-019', 'SD02-002'], evolve: ['BP17-P31'], tokens: [['BP17-P31', 'exArea', 0]], pp: 2 });
    const t = play(b.s, b.ids.tokens![0]!);
    expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 2, { upTo: true });
    const none = chooseTargets(t, []);
    expect([...b.ids.oppField!.map((x) => stats(none, x)), namesOf(none, 'exArea', 0)]).toEqual([...b.ids.oppField!.map((x) => stats(t, x)), ['アルティメット・マジック']]);
    const one = chooseTargets(t, [b.ids.oppField![2]!]);
    expect(stats(one, b.ids.oppField![2]!)).toEqual([3, 1]); // 3/3 − 2
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

  covers(['BP15-P29'], 'Token spell 黄金の小剣: 2 damage to an enemy follower; 2 damage to its leader with 10+ cards in the enemy cemetery', () => {
    const run = (cem: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['SD04-003'], oppField: ['SD04-001', 'SD02-002'], evolve: ['BP15-P29'], tokens: [['BP15-P29', 'exArea', 0]], pp: 2 });
      fillCemetery(s0, 1, cem, 'SD02-019');
      const s1 = play(s0, ids.tokens![0]!);
      expectOffered(s1, ids.oppField!, [ids.field![0]!, leaderId(s1, 0), leaderId(s1, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      const s = target(s1, ids.oppField![0]!);
      return [stats(s, ids.oppField![0]!)[1], health(s, 1)];
    };
    expect(run(9)).toEqual([6, 20]);
    expect(run(10)).toEqual([6, 18]);
  });

  covers(['BP06-092'], 'BP06-092 アーツマスター・カルラ (evolved from BP06-091, [進化][コスト1], 0 PP refused; 4/4): at your end phase recover 2 PP, then by the PP left — 2 or more: 2 damage to the enemy leader (1 left, max PP 1: none); 4 or more: draw 1 (3: no draw); 6 or more: destroy up to 1 enemy follower (offered: the enemy followers, not yours; 5: no choice)', () => {
    const run = (pp: number, maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP06-091'], evolve: ['BP06-092'], oppField: ['SD02-020', 'SD02-002'], pp: 1 });
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(canEvolve(withPp(s0, 0), me)).toBe(false);
      const e = settleChoices(evolveInto(s0, me, 'BP06-092'));
      expect([e.cards[me]!.cardId, stats(e, me)]).toEqual(['BP06-092', [4, 4]]);
      Object.assign(e.players[0]!.counters, { pp, maxPp });
      const h = handCount(e, 0);
      let t = endTurn(e);
      const asked = t.decision?.kind === 'chooseCards' && t.decision.player === 0;
      if (asked) {
        expectOffered(t, ids.oppField!, [me]);
        expectUpTo(t, 1, { upTo: true });
        t = chooseTargets(t, [ids.oppField![0]!]);
      }
      return [20 - health(t, 1)!, handCount(t, 0) - h, asked, names(t, 'field', 1).length];
    };
    expect(run(0, 1)).toEqual([0, 0, false, 2]); // 1 left
    expect(run(0, 10)).toEqual([2, 0, false, 2]); // 2 left
    expect(run(1, 10)).toEqual([2, 0, false, 2]); // 3
    expect(run(2, 10)).toEqual([2, 1, false, 2]); // 4
    expect(run(3, 10)).toEqual([2, 1, false, 2]); // 5
    expect(run(4, 10)).toEqual([2, 1, true, 1]); // 6: one destroyed
  });

  covers(['BP01-104'], 'BP01-104 メドゥーサ (6/6 cost 6; 【必殺】): costs 1 less 【真紅】 and 1 less with 【ネクロチャージ_10】 (neither: 6, 5 PP refused; crimson: 5, 4 refused; 10 cemetery cards: 5 — 9 cards: 6; both: 4, 3 refused); [起動] engage it: destroy an enemy follower (offered: the enemy followers, not yours; engaged: not offered)', () => {
    for (const [crimson, cem, cost] of [[false, 0, 6], [true, 0, 5], [false, 10, 5], [false, 9, 6], [true, 10, 4]] as Array<[boolean, number, number]>) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP01-104'], field: ['SD05-003'], oppField: ['SD02-020', 'SD02-002'], pp: cost });
      fillCemetery(s0, 0, cem, 'SD05-003');
      if (crimson) makeCrimson(s0);
      expect([canPlay(withPp(s0, cost - 1), ids.hand![0]!), canPlay(s0, ids.hand![0]!)]).toEqual([false, true]);
      if (cost !== 4) continue;
      let s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP01-104')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.bane'), counters(s, 0).pp]).toEqual([[6, 6], true, 0]);
      s = act(s, me);
      expectOffered(s, ids.oppField!, [me, ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([names(s, 'field', 1), s.cards[me]!.tapped, activations(s, me)]).toEqual([['SD02-002'], true, []]);
    }
  });
}
