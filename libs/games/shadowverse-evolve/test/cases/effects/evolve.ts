/**
 * Card cases: Effect clauses of grammar/effects/evolve.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { legalActions, push, run } from '../../../../../engine/src/index.js';
import { arrange, counters, kw, must, names, nextTurn, scene, stats, zoneCards } from '../../engine-helpers.js';
import { isEvolvedCard } from '../../../src/state.js';
import { activations, choose, evolve, health, pick, play, toDeckTop } from '../../drivers.js';
import { canEvolve, canPlay, type Covers, evolves, evolveTargets, namesOf, onField, PC, pcGameAs, playIt, raisePp, resolveTriggersAndWard, sc, setHealth, setPp, settle, settleChoices, settleInOrder } from '../case-helpers.js';

export function registerEvolveCases(covers: Covers): void {
  covers(['BP11-103'], 'BP11-103 均衡の刃・シルヴィア: Fanfare it evolves (into 『均衡の刃・シルヴィア』 of the evolve deck, no cost paid)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP11-103'], evolve: ['BP11-104'], oppField: ['SD02-020'], pp: 2 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    const me = zoneCards(s, 'field', 0)[0]!;
    expect([s.cards[me]!.cardId, stats(s, me), counters(s, 0).pp, counters(s, 0).ep]).toEqual(['BP11-104', [3, 3], 0, counters(s0, 0).ep]);
  });

  covers(['BP05-048'], 'BP05-048 破壊の従者: Fanfare with 3+ アイドル cards on your field (itself included) its [進化] cost is 0 this turn (3: evolves at 0 PP; 2: not at 1 PP, at 2 PP yes)', () => {
    const run = (others: number, pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP05-048'], field: Array(others).fill('BP05-048'), evolve: ['BP05-049'] });
      setPp(s0, 2);
      const s = play(s0, ids.hand![0]!);
      setPp(s, pp);
      return canEvolve(s, onField(s, 0, 'BP05-048').find((id) => !ids.field?.includes(id))!);
    };
    expect([run(2, 0), run(1, 1), run(1, 2)]).toEqual([true, false, true]);
  });

  covers(['BP15-084'], 'BP15-084 愛絶の崇拝者: Fanfare 1 damage to your leader; with a 『ヴァーナレク』-named follower on your field it evolves (none: not)', () => {
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

  covers(['BP18-105'], 'BP18-105 加罰の担い手: Fanfare your leader +1 health; with 『戒信の六銘伝・聖士郎』 on your field it evolves (15 → 17 with BP18-106\'s 【進化時】 +1; without: 16, not evolved)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-105'], field, evolve: ['BP18-106'] });
      setHealth(s0, 0, 15);
      const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => (x.decision?.rule === 'SVE 10.5.2' ? must(x, { type: 'choose', player: 0, option: x.decision.options![0]! }).state : null));
      return [health(s, 0), names(s, 'field', 0).filter((c) => c !== 'BP18-097' && c !== 'SD06-003')];
    };
    expect(run(['SD06-003'])).toEqual([16, ['BP18-105']]);
    expect(run(['BP18-097'])).toEqual([17, ['BP18-106']]); // + BP18-106's own 【進化時】 leader +1
  });

  covers(['BP14-030'], 'BP14-030 帳場ガエル: Fanfare a 『輝く金貨』 into your EX area; with 『天下の大泥棒・ジエモン』 on your field it evolves (without: stays); [進化][コスト1]', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP14-030'], field, evolve: ['BP14-031'] });
      const s = settle(play(s0, ids.hand![0]!));
      const me = zoneCards(s, 'field', 0).find((c) => ['BP14-030', 'BP14-031'].includes(s.cards[c]!.cardId))!;
      return [namesOf(s, 'exArea', 0), s.cards[me]!.cardId, stats(s, me)];
    };
    expect(run(['BP14-022'])).toEqual([['輝く金貨'], 'BP14-031', [3, 3]]);
    expect(run(['SD02-002'])).toEqual([['輝く金貨'], 'BP14-030', [2, 2]]);
    const { s, ids } = sc({ me: 'SD02', field: ['BP14-030'], evolve: ['BP14-031'] });
    setPp(s, 0);
    expect(evolveTargets(s, ids.field![0]!)).toEqual([]);
    setPp(s, 1);
    expect(evolveTargets(s, ids.field![0]!)).toEqual(['BP14-031']);
  });

  covers(['BP18-028'], 'BP18-028 隘路の調査員: Assail; [進化][コスト1]; Fanfare 「自分の場の透京・カードが3枚以上なら、これは進化する」 (itself counted: 2 others → it evolves without a cost, 5.16.1.1; 1 other → it does not)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP18-028'], field: ['BP18-024', 'BP18-032'].slice(0, others), evolve: ['BP18-029'], pp: 2 });
      const s = resolveTriggersAndWard(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP18-028')[0] ?? onField(s, 0, 'BP18-029')[0]!;
      return { card: s.cards[me]!.cardId, stats: stats(s, me), assail: kw(s, me, 'sve.assail'), pp: counters(s, 0).pp };
    };
    expect(run(2)).toEqual({ card: 'BP18-029', stats: [4, 2], assail: true, pp: 0 });
    expect(run(1)).toEqual({ card: 'BP18-028', stats: [3, 1], assail: true, pp: 0 });
  });

  covers(['CP04-027'], 'CP04-027 トモ: Storm; [進化][コスト2]; Fanfare 「自分の場のプリコネ・フォロワーが4体以上なら、これは進化する」 — with 3 other PriConne followers it evolves without a cost (5.16.1.1), with 2 it does not', () => {
    const run = (others: number) => {
      let s = pcGameAs(PC.royal, ['CP04-027', 'CP04-113'], ['CP04-028']);
      const r = arrange(s, [['CP04-027', 'hand', 0], ...Array.from({ length: others }, () => ['CP04-113', 'field', 0] as [string, string, number])]);
      s = r.state;
      raisePp(s, 3);
      s = resolveTriggersAndWard(play(s, r.ids[0]!));
      const me = onField(s, 0, 'CP04-027')[0] ?? onField(s, 0, 'CP04-028')[0]!;
      return { card: s.cards[me]!.cardId, stats: stats(s, me), pp: counters(s, 0).pp, storm: kw(s, me, 'sve.storm') };
    };
    expect(run(3)).toEqual({ card: 'CP04-028', stats: [3, 2], pp: 1, storm: true }); // 4 PriConne followers with itself: evolved (the evolve card's 3/2), no PP paid for it
    expect(run(2)).toEqual({ card: 'CP04-027', stats: [2, 1], pp: 1, storm: true }); // 3: stays
  });

  covers(['BP08-089'], '狂信の偶像: Fanfare with 3 amulets on your field: its [進化] cost is 0 this turn (2 amulets: still 2 — refused at 1 PP); next turn 2 again', () => {
    for (const amulets of [2, 3]) {
      const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP08-089'], field: amulets === 3 ? ['SD06-002', 'SD06-002', 'SD06-015'] : ['SD06-002', 'SD06-015'], evolve: ['BP08-090'], pp: 3 });
      let s = settleChoices(play(s0, ids.hand![0]!));
      const idol = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP08-089')!;
      s.cards[idol]!.flags.since = 0;
      s.players[0]!.counters.ep = 0;
      expect(evolves(s, idol).length > 0).toBe(amulets === 3); // 1 PP left
      if (amulets === 3) {
        s = nextTurn(nextTurn(s));
        s.players[0]!.counters.pp = 1;
        s.players[0]!.counters.ep = 0;
        expect(evolves(s, idol)).toEqual([]); // the effect ended (7.4.8): cost 2
        s.players[0]!.counters.pp = 2;
        expect(evolves(s, idol).length).toBeGreaterThan(0);
      }
    }
  });

  covers(['BP13-078'], '衝動の人狼・リベルテ (SVE 12.2 「このターン、これの[進化]コストを-1する」): Fanfare paying 「場の他のフォロワー1体を墓場に置く」: [進化][コスト2] costs 1 this turn (evolves with 1 PP left); skipped: refused at 1 PP; next turn 2 again (1 PP refused, 2 allowed); cost 2 (refused at 1 PP)', () => {
    for (const payIt of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP13-078'], field: ['SD05-003'], evolve: ['BP13-079'], pp: 3 });
      const s1 = structuredClone(s0);
      s1.players[0]!.counters.pp = 1;
      expect(canPlay(s1, ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) {
        if (s.decision.kind === 'chooseOption') s = choose(s, payIt ? (s.decision.options!.includes(true) ? true : s.decision.options!.includes('pay') ? 'pay' : s.decision.options![0]!) : (s.decision.options!.includes(false) ? false : 'skip'));
        else if (s.decision.kind === 'chooseCards') s = pick(s, ids.field![0]!);
      }
      expect([names(s, 'cemetery', 0), counters(s, 0).pp]).toEqual([payIt ? ['SD05-003'] : [], 1]);
      const wolf = onField(s, 0, 'BP13-078')[0]!;
      s.cards[wolf]!.flags.since = 0;
      s.players[0]!.counters.ep = 0;
      expect(evolves(s, wolf).length > 0).toBe(payIt);
      if (payIt) {
        const n = nextTurn(nextTurn(s));
        n.players[0]!.counters.pp = 1;
        n.players[0]!.counters.ep = 0;
        expect(evolves(n, wolf)).toEqual([]); // the effect ended (7.4.8)
        n.players[0]!.counters.pp = 2;
        expect(evolves(n, wolf).length).toBeGreaterThan(0);
        const e = settleChoices(evolve(s, wolf));
        expect([counters(e, 0).pp, e.cards[wolf]!.cardId]).toEqual([0, 'BP13-079']);
      }
    }
  });

  covers(['BP07-086'], '欠落の聖女・リモニウム (SVE 12.2): Fanfare puts 『リペアモード』 into the EX area; [起動] banishing it: [進化][コスト7] costs 6 this turn (7 → refused at 6 PP before, allowed after); no 『リペアモード』: no activation; cost 3 (refused at 2 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP07-086'], evolve: ['BP07-087'], pp: 3 });
    const s2 = structuredClone(s0);
    s2.players[0]!.counters.pp = 2;
    expect(canPlay(s2, ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const saint = onField(s, 0, 'BP07-086')[0]!;
    const ex = zoneCards(s, 'exArea', 0);
    expect(ex.map((x) => s.cards[x]!.token)).toEqual([true]);
    s.cards[saint]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    Object.assign(s.players[0]!.counters, { pp: 6, maxPp: 6 });
    expect(evolves(s, saint)).toEqual([]);
    s = settleChoices(must(s, activations(s, saint)[0]!).state);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, ex[0]!);
    expect(zoneCards(s, 'exArea', 0)).toEqual([]); // banished (a token then ceases to exist, 9.1)
    expect(activations(s, saint)).toEqual([]);
    expect(evolves(s, saint).length).toBeGreaterThan(0);
    s = settleChoices(evolve(s, saint));
    expect(counters(s, 0).pp).toBe(0);
  });

  covers(['SD08-003'], 'SD08-003 《正義》・イランツァ: Fanfare put the top card of your deck into the EX area; if it has original cost 5 or more, this evolves (no EP/PP) or returns to the hand (then its leave ability: leader +8)', () => {
    const run = (top: string, option: string | null, evolveCard = true) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['SD08-003', top], evolve: evolveCard ? ['SD08-004'] : [], pp: 8 });
      toDeckTop(s0, [ids.hand![1]!]);
      s0.players[0]!.counters.health = 10;
      let s = play(s0, ids.hand![0]!);
      const asked: string[] = [];
      while (s.decision?.player === 0 && s.decision.kind !== 'sve.main') {
        const d = s.decision;
        if (d.kind === 'chooseOption' && d.labels?.includes('進化する')) {
          asked.push(...(d.labels as string[]));
          s = choose(s, d.options![d.labels.indexOf(option!)]!);
        } else if (d.kind === 'chooseCards') s = pick(s, d.candidates![0]!);
        else s = must(s, legalActions(s).find((x) => x.option === 'stand') ?? legalActions(s)[0]!).state;
      }
      return { asked, field: names(s, 'field', 0), ex: names(s, 'exArea', 0), hand: names(s, 'hand', 0).includes('SD08-003'), pp: counters(s, 0).pp, ep: counters(s, 0).ep, health: health(s, 0) };
    };
    const ep = scene({ me: 'SD04' }).s.players[0]!.counters.ep;
    expect(run('SD07-001', null)).toEqual({ asked: [], field: ['SD08-003'], ex: ['SD07-001'], hand: false, pp: 0, ep, health: 10 }); // cost 4
    expect(run('SD08-001', '進化する')).toEqual({ asked: ['進化する', '手札に戻る'], field: ['SD08-004'], ex: ['SD08-001'], hand: false, pp: 0, ep, health: 10 });
    expect(run('SD08-001', '手札に戻る')).toEqual({ asked: ['進化する', '手札に戻る'], field: [], ex: ['SD08-001'], hand: true, pp: 0, ep, health: 18 });
    // 5.18.3.1.2: with no proper evolve card only 「手札に戻る」 can be carried out: no choice is asked
    expect(run('SD08-001', null, false)).toEqual({ asked: [], field: [], ex: ['SD08-001'], hand: true, pp: 0, ep, health: 18 });
  });
}
