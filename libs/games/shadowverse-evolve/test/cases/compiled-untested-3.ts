/**
 * Card cases for SVE card texts that compile completely but that no case exercised yet (third list, worked
 * from the middle of the list downwards; cases/compiled-untested.ts and compiled-untested-2.ts work from its
 * ends). Each expectation is read from the printed Japanese text (never from the compiled data): the card is
 * played / evolved / triggered through the public API on an arranged board, and the printed numbers are
 * checked, with a printed condition one below its threshold and at it, and a printed cost one short refused.
 * Registered from card-cases.ts; titles start with 'compiled3:'.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { advance, counters, kw, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, fillCemetery, handCount, health, pick, play } from '../drivers.js';
import { isEvolvedCard } from '../../src/state.js';
import { evolveInto, canEvolve, stand, endMain, onField, setHealth, setPp, canPlay, sc, onlyHand, handBut, settle, dec, type Covers } from './case-helpers.js';

/** Puts catalog cards into a zone of player p (a state edit, like fillCemetery); one instance per listed id. */
const fillZone = (s: GameState, p: number, zone: string, cardIds: string[]) => cardIds.map((cardId, i) => {
  if (!s.catalog[cardId]) throw new Error(`${cardId} is not in the game's catalog snapshot`);
  const cid = `fill3-${zone}-${p}-${cardId}-${i}`;
  s.cards[cid] = { id: cid, cardId, owner: p, controller: p, zone: `${p}:${zone}`, face: 'up', tapped: false, counters: {}, flags: {}, attachedTo: null, timestamp: 1, token: false };
  s.zones[`${p}:${zone}`]!.cards.push(cid);
  return cid;
});

export function registerCompiledUntested3Cases(covers: Covers): void {
  covers(['BP08-109'], 'compiled3: BP08-109 唯我の一刀: destroy an enemy field card of original cost 4 or less (cost 5: not a candidate); with 2 or fewer cards in your hand, 2 damage to its leader (3 cards: nothing)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP08-109'], oppField: ['SD04-014', 'SD04-019'] });
      onlyHand(s0, [ids.hand![0]!, ...handBut(s0, ids.hand!, others)]);
      expect(handCount(s0, 0)).toBe(others + 1);
      let s = play(s0, ids.hand![0]!);
      // one candidate only (the cost-5 card is not one): it is chosen without a question when the engine auto-picks
      if (s.decision?.kind === 'chooseCards') {
        expect(s.decision).toMatchObject({ player: 0, candidates: [ids.oppField![0]!] });
        s = pick(s, ids.oppField![0]!);
      }
      expect([names(s, 'field', 1), names(s, 'cemetery', 1)]).toEqual([['SD04-019'], ['SD04-014']]);
      return health(s, 1);
    };
    expect([run(2), run(3)]).toEqual([18, 20]);
  });

  covers(['BP08-051'], 'compiled3: BP08-051 破壊の愉悦: with an アイドル card on your field recover 1 PP; with 『破壊の絶傑・リーシェナ』 on your field draw 1 (none: neither)', () => {
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

  covers(['BP05-046'], 'compiled3: BP05-046 真実の信者: when you play a 魔法使い card your leader +1 (知恵の光 魔法使い: +1; ゴーレムの錬成 錬金術師: nothing)', () => {
    const run = (card: string) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP05-046'], hand: [card] });
      setHealth(s0, 0, 15);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0) s = choose(s, s.decision.options![0]!);
      return health(s, 0);
    };
    expect([run('SD03-005'), run('SD03-016')]).toEqual([16, 15]);
  });

  covers(['BP06-091'], 'compiled3: BP06-091 アーツマスター・カルラ: your end phase with PP left 2+ → 2 damage to the enemy leader (1: nothing); 4+ → also draw 1 (3: not); 6+ → also destroy up to 1 enemy follower (5: not)', () => {
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
  });

  covers(['BP06-102'], 'compiled3: BP06-102 重力の柔術士: your end phase with PP left 2+ → 1 『ミスティックアーティファクト』 onto your field (1: nothing)', () => {
    const run = (pp: number) => {
      const { s: s0 } = sc({ me: 'SD06', field: ['BP06-102'] });
      setPp(s0, pp);
      let s = endMain(s0);
      s = stand(s);
      return zoneCards(s, 'field', 0).map((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name).filter((n) => n === 'ミスティックアーティファクト').length;
    };
    expect([run(1), run(2)]).toEqual([0, 1]);
  });

  covers(['CP02-106'], 'compiled3: CP02-106 ベテラントレーナー: Fanfare 2 『魔法のアイテム』 into your EX area', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-106'], evolve: ['CP02-T01'] });
    const s = play(s0, ids.hand![0]!);
    const ex = zoneCards(s, 'exArea', 0);
    expect([ex.length, ex.every((id) => kw(s, id, 'sve.magicItem')), counters(s, 0).pp]).toEqual([2, true, 6]);
  });

  covers(['CP02-105'], 'compiled3: CP02-105 マスタートレーナー: Fanfare 5 『魔法のアイテム』 into your EX area; recover 4 PP (8 PP paid of 10 → 2 + 4 = 6)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-105'], evolve: ['CP02-T01'] });
    const s = play(s0, ids.hand![0]!);
    const ex = zoneCards(s, 'exArea', 0);
    expect([ex.length, ex.every((id) => kw(s, id, 'sve.magicItem')), counters(s, 0).pp]).toEqual([5, true, 6]);
  });

  covers(['CSD02b-008'], 'compiled3: CSD02b-008 鷹富士茄子 (evolved): 【進化時】 pay 3 PP: 3 damage to the enemy leader (paid: 17; declined: 20; 2 PP left: not asked)', () => {
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

  covers(['CP02-044'], 'compiled3: CP02-044 宮本フレデリカ: once per turn, when you play a card of original cost 5 or more, 3 damage to the enemy leader or an enemy follower and draw 1 (cost 4: nothing; a second cost-5 card: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP02-044'], hand: ['SD04-006', 'SD04-019', 'SD04-019'], oppField: ['SD03-003'] });
    const h = handCount(s0, 0);
    let s = stand(play(s0, ids.hand![0]!));
    expect([health(s, 1), handCount(s, 0)]).toEqual([20, h - 1]);
    setPp(s, 5);
    s = play(s, ids.hand![1]!);
    for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates).toContain(ids.oppField![0]!);
        s = pick(s, s.decision.candidates!.find((c) => s.cards[c]!.zone === '1:leader')!);
      } else s = stand(s);
    }
    expect([health(s, 1), handCount(s, 0)]).toEqual([17, h - 1]);
    setPp(s, 5);
    s = stand(play(s, ids.hand![2]!));
    expect([health(s, 1), handCount(s, 0), stats(s, ids.oppField![0]!)]).toEqual([17, h - 2, [3, 3]]);
  });

  covers(['CP02-031'], 'compiled3: CP02-031 諸星きらり: costs 3 less with an original-cost-1 follower on your field (6 PP: plays, 5: not; without: 8 not, 9 plays); 【守護】; Fanfare stand all your followers', () => {
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

  covers(['BP15-071'], 'compiled3: BP15-071 ミニマムドラゴン (evolved): 【進化時】 5 damage to every follower on the field (itself and yours included); [進化][コスト3] (2 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP15-070', 'SD04-019'], evolve: ['BP15-071'], oppField: ['SD04-019', 'SD04-003'] });
    setPp(s0, 2);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 3);
    const s = evolveInto(s0, ids.field![0]!, 'BP15-071');
    expect([stats(s, ids.field![1]!), stats(s, ids.oppField![0]!), names(s, 'field', 0), names(s, 'field', 1)]).toEqual([[4, 1], [4, 1], ['SD04-019'], ['SD04-019']]);
    expect(names(s, 'cemetery', 0)).toContain('BP15-070');
  });

  covers(['BP15-062'], 'compiled3: BP15-062 パニッシュマーメイド: when another 海洋 follower enters your field, 1 damage to the enemy leader (竜族: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP15-062'], hand: ['SD04-014', 'SD04-003'] });
    let s = play(s0, ids.hand![1]!);
    expect(health(s, 1)).toBe(20);
    s = play(s, ids.hand![0]!);
    // SD04-014's own Fanfare and this trigger wait together: the player orders them (SVE 10.5.2)
    while (s.decision?.rule === 'SVE 10.5.2') s = choose(s, s.decision.options![0]!);
    expect(health(s, 1)).toBe(19);
  });

  covers(['BP16-109'], 'compiled3: BP16-109 潜みしマイニュ: 【オーラ】; when an amulet enters your field it gets +1 attack (a follower: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP16-109'], hand: ['SD06-015', 'SD06-003'] });
    const me = ids.field![0]!;
    expect([kw(s0, me, 'sve.aura'), stats(s0, me)]).toEqual([true, [2, 2]]);
    let s = play(s0, ids.hand![1]!);
    expect(stats(s, me)).toEqual([2, 2]);
    s = play(s, ids.hand![0]!);
    expect(stats(s, me)).toEqual([3, 2]);
  });

  covers(['BP08-P26'], 'compiled3: BP08-P26 サハクィエル (evolved): 【進化時】 every follower on your field gets 【突進】 and 【指定攻撃】 (the enemy\'s: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP08-106', 'SD02-002'], evolve: ['BP08-P26'], oppField: ['SD02-002'] });
    expect([kw(s0, ids.field![1]!, 'sve.rush'), kw(s0, ids.field![1]!, 'sve.assail')]).toEqual([false, false]);
    const s = evolveInto(s0, ids.field![0]!, 'BP08-P26');
    const got = (id: string) => [kw(s, id, 'sve.rush'), kw(s, id, 'sve.assail')];
    expect([got(ids.field![0]!), got(ids.field![1]!), got(ids.oppField![0]!)]).toEqual([[true, true], [true, true], [false, false]]);
  });

  covers(['BP09-070'], 'compiled3: BP09-070 カインドクイーン・ヴァンピィ (evolved): 【進化時】 draw 1 then discard 1; while it is on the field 『フォレストバット』 costs you 1 less (cost 1 → plays at 0 PP; before: not); a 『フォレストバット』 entering your field → your leader +1', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP09-069'], evolve: ['BP09-070'], tokens: [['SD05-T02', 'exArea', 0]] });
    const bat = ids.tokens![0]!;
    setPp(s0, 0);
    expect(canPlay(s0, bat)).toBe(false);
    setPp(s0, 1);
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP09-070');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    s = pick(s, s.decision!.candidates![0]!);
    expect([handCount(s, 0), zoneCards(s, 'cemetery', 0).length, counters(s, 0).pp]).toEqual([h, 1, 0]);
    expect(canPlay(s, bat)).toBe(true);
    s = play(s, bat);
    expect([names(s, 'field', 0), health(s, 0)]).toEqual([['BP09-070', 'SD05-T02'], 21]); // the evolved card shows the evolve card (SVE 5.16.1.2)
  });

  covers(['CSD02c-004'], 'compiled3: CSD02c-004 龍崎薫: [起動][コスト2] with 5+ パッション cards in your cemetery, a follower of your cemetery to your hand (4: nothing); once per turn; 1 PP: not offered', () => {
    const run = (passion: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CSD02c-004'], cemetery: [...Array(passion).fill('CSD02c-010'), 'SD02-002'] });
      setPp(s0, 1);
      expect(activations(s0, ids.field![0]!).length).toBe(0);
      setPp(s0, 4);
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return null;
      let s = must(s0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates!.map((c) => s.cards[c]!.cardId).sort()).toEqual([...Array(passion).fill('CSD02c-010'), 'SD02-002'].sort());
        s = pick(s, s.decision.candidates!.find((c) => s.cards[c]!.cardId === 'SD02-002')!);
      }
      return [handCount(s, 0) - h, counters(s, 0).pp, activations(s, ids.field![0]!).length];
    };
    expect(run(5)).toEqual([1, 2, 0]);
    expect(run(4)).toEqual([0, 2, 0]); // offered (the condition is part of the effect), resolves to nothing
  });

  covers(['CSD02c-011'], 'compiled3: CSD02c-011 松山久美子 (evolved): 【進化時】 a パッション follower of original cost 3 or less from your cemetery onto your field (cost 4 パッション, cost 3 キュート: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['CSD02c-010'], evolve: ['CSD02c-011'], cemetery: ['CP02-001', 'CSD02c-004', 'CSD02c-010', 'CP02-023'] });
    const cem = ids.cemetery!;
    let s = evolveInto(s0, ids.field![0]!, 'CSD02c-011');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([cem[0]!, cem[1]!].sort());
    s = pick(s, cem[0]!);
    expect(names(s, 'field', 0)).toEqual(['CSD02c-011', 'CP02-001']); // the evolved card shows the evolve card (SVE 5.16.1.2)
  });

  covers(['CSD02b-003'], 'compiled3: CSD02b-003 〔ソング・フォー・ライフ〕北条加蓮: your end phase, with no other クール follower on your field, 1 damage to it (a パッション one: still; a クール one: none); [起動][コスト3]【レッスン_1】 all your followers +1 attack (2 PP or no item: not offered)', () => {
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

  covers(['CP02-021'], 'compiled3: CP02-021 渋谷凛: 【守護】; Fanfare with a 『島村卯月』-named follower on your field 5 damage to an enemy follower; with a 『本田未央』-named one 5 damage to the enemy leader (neither: nothing)', () => {
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
  });

  covers(['CP02-022'], 'compiled3: CP02-022 本田未央: 【疾走】; 【攻撃時】 with a 『島村卯月』-named follower on your field +1 defense; with a 『渋谷凛』-named one +1 attack (neither: 2/1)', () => {
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

  covers(['BP17-053'], 'compiled3: BP17-053 霊薬のアルケミスト: Fanfare choose 1 — 【1】 your leader +5; 【2】 pay 2 PP: 5 damage to each enemy follower (1 PP left: 【2】 cannot be paid, nothing happens)', () => {
    const run = (pp: number, mode: 1 | 2) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP17-053'], oppField: ['SD03-001', 'SD03-003'] });
      setPp(s0, pp);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      const opts = s.decision!.options!;
      if (mode === 2 && opts.length < 2) return 'no mode 2';
      s = choose(s, opts[mode - 1]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, 'pay');
      return [health(s, 0), counters(s, 0).pp, stats(s, ids.oppField![0]!)[1], names(s, 'field', 1)];
    };
    expect(run(5, 1)).toEqual([25, 0, 6, ['SD03-001', 'SD03-003']]);
    expect(run(7, 2)).toEqual([20, 0, 1, ['SD03-001']]);
    // 【2】 may be chosen, but its cost (SVE 10.4.7.1) cannot be paid with 1 PP: nothing of 【2】 happens
    expect(run(6, 2)).toEqual([20, 1, 6, ['SD03-001', 'SD03-003']]);
  });

  covers(['BP15-055'], 'compiled3: BP15-055 石英の魔女: costs 2 less with 2+ 魔法使い followers on your field (2: plays at 1 PP, not 0; 1: not at 2, plays at 3); Fanfare draw 1 then discard 1', () => {
    const offered = (mages: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP15-055'], field: Array(mages).fill('SD03-003') });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([offered(2, 1), offered(2, 0), offered(1, 2), offered(1, 3)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP15-055'], field: ['SD03-003', 'SD03-003'] });
    setPp(s0, 1);
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    s = pick(s, s.decision!.candidates![0]!);
    expect([handCount(s, 0), zoneCards(s, 'cemetery', 0).length, counters(s, 0).pp]).toEqual([h - 1, 1, 0]);
  });

  covers(['BP15-098'], 'compiled3: BP15-098 呪われた翼・シロ: 【守護】; Fanfare a 【守護】 follower of original cost 2 or less from your cemetery onto your field (cost 5 【守護】, cost 1 without: not candidates); [進化][コスト1]', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-098'], cemetery: ['SD06-008', 'SD06-009', 'SD06-017', 'SD02-007'] });
    const cem = ids.cemetery!;
    let s = stand(play(s0, ids.hand![0]!));
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([...s.decision!.candidates!].sort()).toEqual([cem[0]!, cem[1]!].sort());
    s = stand(pick(s, cem[1]!));
    const me = onField(s, 0, 'BP15-098')[0]!;
    expect([names(s, 'field', 0), kw(s, me, 'sve.ward')]).toEqual([['BP15-098', 'SD06-009'], true]);
    const evo = (pp: number) => {
      const { s: e, ids: f } = sc({ me: 'SD06', field: ['BP15-098'], evolve: ['BP15-099'] });
      setPp(e, pp);
      return canEvolve(e, f.field![0]!);
    };
    expect([evo(1), evo(0)]).toEqual([true, false]);
  });

  covers(['BP15-106'], 'compiled3: BP15-106 神殿の癒し手: 【守護】; Fanfare discard a 【守護】 follower from your hand: draw 1 (declined or none in hand: no draw)', () => {
    const run = (other: string, pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-106', other] });
      onlyHand(s0, ids.hand!);
      let s = stand(play(s0, ids.hand![0]!));
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.hand![1]!);
      expect(kw(s, onField(s, 0, 'BP15-106')[0]!, 'sve.ward')).toBe(true);
      return [names(s, 'cemetery', 0), handCount(s, 0)];
    };
    expect(run('SD06-008', true)).toEqual([['SD06-008'], 1]);
    expect(run('SD06-008', false)).toEqual([[], 1]);
    expect(run('SD06-003', true)).toEqual([[], 1]);
  });

  covers(['BP05-048'], 'compiled3: BP05-048 破壊の従者: Fanfare with 3+ アイドル cards on your field (itself included) its [進化] cost is 0 this turn (3: evolves at 0 PP; 2: not at 1 PP, at 2 PP yes)', () => {
    const run = (others: number, pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP05-048'], field: Array(others).fill('BP05-048'), evolve: ['BP05-049'] });
      setPp(s0, 2);
      const s = play(s0, ids.hand![0]!);
      setPp(s, pp);
      return canEvolve(s, onField(s, 0, 'BP05-048').find((id) => !ids.field?.includes(id))!);
    };
    expect([run(2, 0), run(1, 1), run(1, 2)]).toEqual([true, false, true]);
  });

  covers(['BP15-084'], 'compiled3: BP15-084 愛絶の崇拝者: Fanfare 1 damage to your leader; with a 『ヴァーナレク』-named follower on your field it evolves (none: not)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP15-084'], field, evolve: ['BP15-085'] });
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      const me = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId.startsWith('BP15-08'))!;
      return [health(s, 0), isEvolvedCard(s, me), s.cards[me]!.cardId];
    };
    expect(run(['SD05-003'])).toEqual([19, false, 'BP15-084']);
    expect(run(['BP15-076'])).toEqual([19, true, 'BP15-085']);
  });

  covers(['BP14-104'], 'compiled3: BP14-104 白鷲の洗礼: Fanfare 2 『ホーリーファルコン』 onto your field; a 『ホーリーファルコン』 entering your field gets +1/+1 (2/2 → 3/3 each)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP14-104'] });
    let s = play(s0, ids.hand![0]!);
    s = settle(s, (x) => (x.decision?.rule === 'SVE 10.5.2' ? choose(x, x.decision.options![0]!) : null));
    const falcons = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'ホーリーファルコン');
    expect([names(s, 'field', 0).length, falcons.map((f) => stats(s, f))]).toEqual([3, [[3, 3], [3, 3]]]);
  });

  covers(['BP13-069'], 'compiled3: BP13-069 コーラルシャーク: 【突進】; Fanfare +X attack, X = other 海洋 followers on your field (2: 5/1; 1 and a 竜族: 4/1)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP13-069'], field });
      const s = play(s0, ids.hand![0]!);
      const me = onField(s, 0, 'BP13-069')[0]!;
      expect(kw(s, me, 'sve.rush')).toBe(true);
      return stats(s, me);
    };
    expect([run(['SD04-014', 'SD04-014']), run(['SD04-014', 'SD04-003'])]).toEqual([[5, 1], [4, 1]]);
  });

  covers(['BP09-066'], 'compiled3: BP09-066 竜翼の暗殺者: Fanfare damage to an enemy follower equal to the [ドラゴン] spells in your cemetery (2 of them, a neutral spell and a follower: 2; 3: 3)', () => {
    const run = (cem: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP09-066'], cemetery: cem, oppField: ['SD04-019'] });
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect(run(['SD04-015', 'SD04-016', 'SD04-020', 'SD04-003'])).toBe(4);
    expect(run(['SD04-015', 'SD04-016', 'SD04-002'])).toBe(3);
  });

  covers(['BP08-067'], 'compiled3: BP08-067 マリオネットドラゴン: 【突進】; your end phase destroys it', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP08-067'] });
    expect([kw(s0, ids.field![0]!, 'sve.rush'), stats(s0, ids.field![0]!)]).toEqual([true, [7, 7]]);
    const s = endMain(s0);
    expect([names(s, 'field', 0), names(s, 'cemetery', 0)]).toEqual([[], ['BP08-067']]);
  });

  covers(['BP08-098'], 'compiled3: BP08-098 安息の狂信者: at the opponent\'s main phase destroy an enemy follower with defense 4 or less (4/4: destroyed; 4/5: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', opp: 'SD04', field: ['BP08-098'], oppField: ['SD04-014', 'SD04-006'] });
    let s = advance(endMain(s0), (x) => x.turn.active === 1 && (x.decision?.kind === 'sve.main' || (x.decision?.kind === 'chooseCards' && x.decision.player === 0)));
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![0]!]);
      s = pick(s, ids.oppField![0]!);
    }
    expect([names(s, 'cemetery', 1), names(s, 'field', 1)]).toEqual([['SD04-014'], ['SD04-006']]);
  });

  covers(['BP08-082'], 'compiled3: BP08-082 マミー・メリエン (evolved): 【守護】; 【ネクロチャージ_7】 【指定攻撃】 (6: no); 【NC_15】 【疾走】【必殺】 (14: no)', () => {
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

  covers(['BP08-094'], 'compiled3: BP08-094 セイントガンナー・コレット (evolved): 【進化時】 the opponent puts one follower of their field (their choice) into the cemetery; [進化][コスト2] (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP08-093'], evolve: ['BP08-094'], oppField: ['SD06-017', 'SD06-003'] });
    setPp(s0, 1);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 2);
    let s = evolveInto(s0, ids.field![0]!, 'BP08-094');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 });
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.oppField!].sort());
    s = pick(s, ids.oppField![0]!, 1);
    expect([names(s, 'cemetery', 1), names(s, 'field', 1), counters(s, 0).pp]).toEqual([['SD06-017'], ['SD06-003'], 0]);
  });

  covers(['BP09-077'], 'compiled3: BP09-077 ビッグソウルハンター (evolved): 【進化時】 the opponent puts their highest-attack field follower into the cemetery (5/3 among 4/6 and 3/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', opp: 'SD02', field: ['BP09-076'], evolve: ['BP09-077'], oppField: ['SD02-020', 'SD02-006', 'SD02-002'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP09-077');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![1]!]);
      s = pick(s, ids.oppField![1]!);
    }
    expect([names(s, 'cemetery', 1), names(s, 'field', 1)]).toEqual([['SD02-006'], ['SD02-020', 'SD02-002']]);
  });

  covers(['BP09-081'], 'compiled3: BP09-081 骸の代弁者 (evolved): 【進化時】 a [ナイトメア] follower of your cemetery to your hand (a neutral follower, a spell: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP09-080'], evolve: ['BP09-081'], cemetery: ['SD05-003', 'SD05-020', 'SD05-015'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP09-081');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect([names(s, 'cemetery', 0), names(s, 'hand', 0)]).toEqual([['SD05-020', 'SD05-015'], expect.arrayContaining(['SD05-003'])]);
  });

  covers(['BP08-116'], 'compiled3: BP08-116 ハイエンチャンター (evolved): 【進化時】 damage to an enemy follower equal to the cards in your EX area (2: 2; 0: nothing)', () => {
    const run = (ex: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP08-115'], evolve: ['BP08-116'], ex, oppField: ['SD04-019'] });
      let s = evolveInto(s0, ids.field![0]!, 'BP08-116');
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(['SD04-003', 'SD04-017']), run([])]).toEqual([4, 6]);
  });

  covers(['BP12-093'], 'compiled3: BP12-093 光の信仰者: 【守護】; your end phase +X attack, X = 【守護】 followers on your field (itself + 1: 1/4 → 3/4; alone: 2/4)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP12-093', ...field] });
      expect(kw(s0, ids.field![0]!, 'sve.ward')).toBe(true);
      return stats(endMain(s0), ids.field![0]!);
    };
    expect([run(['SD06-008', 'SD06-003']), run(['SD06-003'])]).toEqual([[3, 4], [2, 4]]);
  });

  covers(['BP12-094'], 'compiled3: BP12-094 光の信仰者 (evolved): 【守護】; 【進化時】 a 【守護】 follower of original cost 3 or less from your deck onto your field; your end phase +X attack, X = 【守護】 followers on your field', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP12-093'], evolve: ['BP12-094'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP12-094');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const cand = s.decision!.candidates!.map((c) => s.cards[c]!.cardId);
    expect([...new Set(cand)].sort()).toEqual(['SD06-008', 'SD06-009', 'SD06-011']);
    s = stand(pick(s, s.decision!.candidates!.find((c) => s.cards[c]!.cardId === 'SD06-011')!));
    expect(names(s, 'field', 0)).toEqual(['BP12-094', 'SD06-011']);
    expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
    expect(stats(endMain(s), ids.field![0]!)).toEqual([4, 5]); // 2/5 + 2
  });

  covers(['BP11-063'], 'compiled3: BP11-063 コンダクターマーメイド: 【疾走】 while your cemetery holds 5+ 海洋 cards (4: no)', () => {
    const run = (n: number) => {
      const { s, ids } = sc({ me: 'SD04', field: ['BP11-063'] });
      fillCemetery(s, 0, n, 'SD04-014');
      return kw(s, ids.field![0]!, 'sve.storm');
    };
    expect([run(4), run(5)]).toEqual([false, true]);
  });

  covers(['BP11-064'], 'compiled3: BP11-064 コンダクターマーメイド (evolved): 【疾走】 while your cemetery holds 5+ 海洋 cards (4: no); 【進化時】 discard a 海洋 card from your hand: draw 2 (declined: nothing)', () => {
    const run = (n: number, pay: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP11-063'], evolve: ['BP11-064'], hand: ['SD04-014'] });
      onlyHand(s0, ids.hand!);
      fillCemetery(s0, 0, n, 'SD04-014');
      let s = evolveInto(s0, ids.field![0]!, 'BP11-064');
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0 && s.decision.options!.includes('pay')) s = choose(s, pay ? 'pay' : 'skip');
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.hand![0]!);
      return [kw(s, ids.field![0]!, 'sve.storm'), handCount(s, 0), zoneCards(s, 'cemetery', 0).length - n];
    };
    expect(run(4, true)).toEqual([true, 2, 1]); // the discarded 海洋 card makes 5
    expect(run(4, false)).toEqual([false, 1, 0]);
    expect(run(5, false)).toEqual([true, 1, 0]);
  });

  covers(['BP11-098'], 'compiled3: BP11-098 ホーリーエンチャンター (evolved): 【守護】; 【進化時】 with 4+ 【守護】 followers on your field (itself included) draw 2 (3: nothing)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP11-097', ...Array(others).fill('SD06-008')], evolve: ['BP11-098'] });
      const h = handCount(s0, 0);
      const s = evolveInto(s0, ids.field![0]!, 'BP11-098');
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return handCount(s, 0) - h;
    };
    expect([run(3), run(2)]).toEqual([2, 0]);
  });

  covers(['BP09-009'], 'compiled3: BP09-009 歴戦の鷹匠 (evolved): 【進化時】 a 『ホーリーファルコン』 of your field gets +1 attack and 【必殺】 (another follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP09-008', 'SD06-003'], evolve: ['BP09-009'], tokens: [['SD06-T01', 'field', 0]] });
    const falcon = ids.tokens![0]!;
    let s = evolveInto(s0, ids.field![0]!, 'BP09-009');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([falcon]);
      s = pick(s, falcon);
    }
    expect([stats(s, falcon), kw(s, falcon, 'sve.bane'), stats(s, ids.field![1]!), kw(s, ids.field![1]!, 'sve.bane')]).toEqual([[3, 2], true, [3, 3], false]);
  });

  covers(['BP10-029'], 'compiled3: BP10-029 安らぎの女王: Fanfare 2 『シールドガーディアン』 (1/1 【守護】) onto your field; Fanfare pay 3 PP: your 【守護】 followers +1/+2 (itself without 【守護】: not; 2 PP left: not asked)', () => {
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

  covers(['BP10-018'], 'compiled3: BP10-018 フェアリーアサルト: 2 『フェアリー』 onto your field; damage to the enemy leader equal to the 妖精 tokens on your field (1 already + 2 = 3; none before: 2)', () => {
    const run = (before: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP10-018'], tokens: Array(before).fill(['SD01-T01', 'field', 0]) });
      const s = play(s0, ids.hand![0]!);
      return [names(s, 'field', 0).length, health(s, 1)];
    };
    expect([run(1), run(0)]).toEqual([[3, 17], [2, 18]]);
  });

  covers(['BP08-101'], 'compiled3: BP08-101 機構二輪の天使: 【守護】; Fanfare 1 『ミスティックアーティファクト』 (2/3 【守護】) onto your field, whose own Fanfare draws 1 (SVE 12.4.3)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP08-101'] });
    const h = handCount(s0, 0);
    const s = settle(play(s0, ids.hand![0]!), (x) => (x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand') : null));
    const art = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'ミスティックアーティファクト');
    expect([art.length, stats(s, art[0]!), kw(s, art[0]!, 'sve.ward'), kw(s, onField(s, 0, 'BP08-101')[0]!, 'sve.ward'), handCount(s, 0) - h]).toEqual([1, [2, 3], true, true, 0]);
  });

  covers(['BP08-100'], 'compiled3: BP08-100 神殿の風熊 (evolved): 【進化時】 1 『ホーリータイガー』 onto your field; with 2+ amulets on your field draw 1 (1: no draw)', () => {
    const run = (amulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP08-099', ...Array(amulets).fill('SD06-015')], evolve: ['BP08-100'] });
      const h = handCount(s0, 0);
      const s = evolveInto(s0, ids.field![0]!, 'BP08-100');
      const tigers = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'ホーリータイガー');
      return [tigers.length, handCount(s, 0) - h];
    };
    expect([run(2), run(1)]).toEqual([[1, 1], [1, 0]]);
  });
}
