/**
 * Card cases of the long-tail forms, group 1 (templates-long-1.ts): 「これは『X』でもある」 (SVE 2.1.2),
 * 「自分は[進化]能力を1ターンに何回でも使える」 (8.3.2.2), 「このターン、これの[進化]コストをNにする」 (12.2),
 * 「これが能力によって場に出ていたなら」 (10.6.2.8.1). Run by cards.spec.ts through card-cases.ts.
 */
import { legalActions, matchesFilter, type GameState } from '../../../../engine/src/index.js';
import { advance, counters, kw, must, names, nextTurn, readerFor, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, evolve, fillCemetery, handCount, health, pick, play } from '../drivers.js';
import { settleChoices as settle, byAbility, evolves, type Covers } from './case-helpers.js';

const X = { ref: 'var', var: 'x' };
/** 「それを場に出す」 by an ability (not played: 10.6.2.8.1). */
const putOntoField = (s: GameState, card: string) => byAbility(s, { type: 'sve.put', target: X, to: 'field', reason: 'effect' }, [card]);
const onField = (s: GameState, cardId: string, p = 0) => zoneCards(s, 'field', p).find((x) => s.cards[x]!.cardId === cardId);

export function registerLongTail1Cases(covers: Covers): void {
  covers(['BP03-078'], 'long1: プチゴースト・バケルス (SVE 2.1.2 「これは『ゴースト』でもある」): named 『ゴースト』 in hand, deck and on the field (マスカレードゴースト gives it [攻撃力]+1 as it enters); Fanfare draws 1 only with 『ジャイアントゴースト』 on your field; [進化][コスト1] refused at 0 PP', () => {
    for (const giant of [0, 1]) {
      const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP03-078'], field: ['BP03-074'], evolve: ['BP03-079', 'BP03-T06'], tokens: giant ? [['BP03-T06', 'field', 0]] : [], pp: 1 });
      const r0 = readerFor(s0);
      expect([matchesFilter(r0, ids.hand![0]!, { name: 'ゴースト' }), matchesFilter(r0, ids.field![0]!, { name: 'ゴースト' })]).toEqual([true, false]);
      const h = handCount(s0, 0);
      const s = settle(play(s0, ids.hand![0]!));
      const ghost = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP03-078')!;
      expect([stats(s, ghost), handCount(s, 0), counters(s, 0).pp]).toEqual([[2, 1], h - 1 + giant, 0]);
      expect(matchesFilter(readerFor(s), ghost, { name: 'ゴースト' })).toBe(true);
    }
    const { s: e0, ids: e } = scene({ me: 'SD05', field: ['BP03-078'], evolve: ['BP03-079'], pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    const s = evolve(e0, e.field![0]!);
    expect([stats(s, e.field![0]!), counters(s, 0).pp]).toEqual([[2, 2], 0]);
  });

  covers(['BP03-058'], 'long1: レーヴァテインドラゴン・アタックモード (SVE 2.1.2): also 『レーヴァテインドラゴン』 in the cemetery and the evolve deck (another card is not); 【攻撃時】 4 damage to a chosen enemy follower and 3 to its leader', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD04-003'], cemetery: ['BP03-058'], evolve: ['BP03-058', 'BP03-058'], oppField: ['SD04-001'], pp: 0 });
    const r0 = readerFor(s0);
    const evo = zoneCards(s0, 'evolveDeck', 0).find((x) => s0.cards[x]!.cardId === 'BP03-058')!;
    expect([matchesFilter(r0, evo, { name: 'レーヴァテインドラゴン' }), matchesFilter(r0, ids.cemetery![0]!, { name: 'レーヴァテインドラゴン' }), matchesFilter(r0, ids.field![0]!, { name: 'レーヴァテインドラゴン' })]).toEqual([true, true, false]);
    // the attack-mode card on the field (a state edit standing for the evolved follower, 5.16.1.2)
    const atk = ids.field![0]!;
    s0.cards[atk]!.cardId = 'BP03-058';
    const enemy = ids.oppField![0]!;
    const d0 = stats(s0, enemy)[1]!;
    expect(d0).toBeGreaterThan(4);
    const leader = s0.zones['1:leader']!.cards[0]!;
    let s = settle(attack(s0, atk, leader));
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    s = advance(settle(s), (x) => x.decision?.kind === 'sve.main');
    expect([stats(s, enemy)[1], health(s, 1), health(s, 0)]).toEqual([d0 - 4, 20 - 3 - 7, 20]);
  });

  covers(['BP18-005'], 'long1: 樹権の剪定者 (SVE 8.3.2.2): while it is on your field a second evolve in the same turn is legal (without it refused, 8.3.2.1), and its own [進化][コスト0] after that; each evolve of yours: your leader [体力]+1', () => {
    for (const withIt of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD04', field: withIt ? ['BP18-005', 'SD04-003', 'SD04-017'] : ['SD04-003', 'SD04-017'], evolve: withIt ? ['BP18-006'] : [], pp: 10 });
      const [a, b] = withIt ? [ids.field![1]!, ids.field![2]!] : [ids.field![0]!, ids.field![1]!];
      let s = settle(evolve(s0, a));
      expect(evolves(s, b).length > 0).toBe(withIt);
      if (withIt) {
        s = settle(evolve(s, b));
        expect([health(s, 0), counters(s, 0).pp]).toEqual([22, 10 - 1 - 2]);
        expect(evolves(s, ids.field![0]!).length).toBeGreaterThan(0); // [進化][コスト0]
      }
    }
  });

  covers(['BP08-089'], 'long1: 狂信の偶像: Fanfare with 3 amulets on your field: its [進化] cost is 0 this turn (2 amulets: still 2 — refused at 1 PP); next turn 2 again', () => {
    for (const amulets of [2, 3]) {
      const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP08-089'], field: amulets === 3 ? ['SD06-002', 'SD06-002', 'SD06-015'] : ['SD06-002', 'SD06-015'], evolve: ['BP08-090'], pp: 3 });
      let s = settle(play(s0, ids.hand![0]!));
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

  covers(['BP06-008'], 'long1: 森林の撃砕者 (「これが能力によって場に出ていたなら」): put onto the field by ネクロカーニバル it has Storm; played from the hand it does not', () => {
    const played = scene({ me: 'SD01', hand: ['BP06-008'], pp: 2 });
    const s1 = settle(play(played.s, played.ids.hand![0]!));
    const f1 = zoneCards(s1, 'field', 0).find((x) => s1.cards[x]!.cardId === 'BP06-008')!;
    expect(kw(s1, f1, 'sve.storm')).toBe(false);
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['ETD02-015'], cemetery: ['BP06-008'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseOption') s = choose(s, 0); // 【1】
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.cemetery![0]!);
    s = settle(s);
    const f = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP06-008')!;
    expect(kw(s, f, 'sve.storm')).toBe(true);
  });
  covers(['BP06-022'], 'long1: 古の英雄 (SVE 5.6/5.7 「これは能力によって破壊されず、消滅しない」): テミスの審判 destroys every follower but it; a banish of the enemy field (rules/moves.ts putOp) leaves it; ability damage 10 (its [体力]) destroys it, 9 does not; 【突進】【オーラ】; [進化][コスト1] refused at 0 PP', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP01-131'], oppField: ['BP06-022', 'SD04-003'], pp: 5 });
    const [hero, other] = ids.oppField!;
    expect([kw(s0, hero!, 'sve.rush'), kw(s0, hero!, 'sve.aura')]).toEqual([true, true]);
    const d = settle(play(s0, ids.hand![0]!));
    expect([names(d, 'field', 1), names(d, 'cemetery', 1)]).toEqual([['BP06-022'], ['SD04-003']]);
    const b = byAbility(s0, { type: 'sve.put', target: { zone: 'field', side: 'opponent', filter: { type: 'フォロワー' } }, to: 'banished', reason: 'banish' }, []);
    expect([names(b, 'field', 1), names(b, 'banished', 1)]).toEqual([['BP06-022'], ['SD04-003']]);
    expect(stats(byAbility(s0, { type: 'damage', target: X, amount: 9 }, [hero!]), hero!)).toEqual([6, 1]);
    const k = byAbility(s0, { type: 'damage', target: X, amount: 10 }, [hero!, other!]);
    expect([names(k, 'field', 1), names(k, 'cemetery', 1).sort()]).toEqual([[], ['BP06-022', 'SD04-003']]);
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP06-022'], evolve: ['BP06-023'], pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    const s = evolve(e0, e.field![0]!);
    expect([stats(s, e.field![0]!), counters(s, 0).pp]).toEqual([[7, 11], 0]);
  });

  covers(['BP03-079'], 'long1: プチゴースト・バケルス (evolved; SVE 2.1.2): also 『ゴースト』 on the field; [ラストワード] destroyed, 「これ」 — the card that left the field, the original プチゴースト (5.16.3) — is put from the cemetery into the EX area', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP03-078'], evolve: ['BP03-079'], pp: 1 });
    s0.players[0]!.counters.ep = 0;
    const g = ids.field![0]!;
    let s = settle(evolve(s0, g));
    const e = onField(s, 'BP03-079')!;
    expect([stats(s, e), matchesFilter(readerFor(s), e, { name: 'ゴースト' })]).toEqual([[2, 2], true]);
    s = settle(byAbility(s, { type: 'destroy', target: X }, [e]));
    expect([names(s, 'field', 0), names(s, 'exArea', 0), names(s, 'cemetery', 0)]).toEqual([[], ['BP03-078'], []]);
  });

  /** [card, its evolve card, [進化] cost, stats, evolved stats, keyword, tokens its 【進化時】 puts onto the field] */
  const selfEvolvers: Array<[string, string, number, [number, number], [number, number], string | null, string[]]> = [
    ['BP06-005', 'BP06-006', 2, [3, 3], [4, 4], null, []],
    ['BP12-072', 'BP12-073', 1, [0, 1], [1, 2], 'sve.bane', ['BP12-T10']], // 【進化時】『プロダクトマシーン』1体を場に出す
    ['CSD03a-003', 'CSD03a-004', 1, [3, 3], [4, 4], 'sve.singleDrive', []],
  ];
  covers(selfEvolvers.map((x) => x[0]), 'long1: 原生林の族長 / モーターグレイブディガー / ブラスター・ブレード (「[ファンファーレ]これが能力によって場に出ていたなら、これは進化する」 SVE 10.6.2.8.1): put onto the field by an ability it evolves at once for 0 PP; played from the hand it does not; [進化][コスト2]/[コスト1] refused one PP short', () => {
    for (const [base, evo, cost, plain, evolved, keyword, tokens] of selfEvolvers) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: [base], evolve: [evo], pp: 4 });
      s0.players[0]!.counters.ep = 0;
      const c = ids.hand![0]!;
      const put = settle(putOntoField(s0, c));
      expect([names(put, 'field', 0), stats(put, onField(put, evo)!), counters(put, 0).pp]).toEqual([[evo, ...tokens], evolved, 4]);
      const played = settle(play(structuredClone(s0), c));
      const f = onField(played, base)!;
      expect([names(played, 'field', 0), stats(played, f)]).toEqual([[base], plain]);
      if (keyword) expect(kw(played, f, keyword)).toBe(true);
      played.players[0]!.counters.pp = cost - 1;
      expect(evolves(played, f)).toEqual([]);
      played.players[0]!.counters.pp = cost;
      expect(names(evolve(played, f), 'field', 0)[0]).toBe(evo);
    }
  });

  covers(['BP12-091'], 'long1: 機械鞭の僧侶: Fanfare puts 『リペアモード』 into the EX area; put onto the field by an ability, your machine followers (itself too) get +1/+1 and others do not; played: no buff', () => {
    for (const byIt of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP12-091'], field: ['BP12-072', 'SD01-003'], pp: 2 });
      const c = ids.hand![0]!;
      const s = settle(byIt ? putOntoField(s0, c) : play(s0, c));
      const [machine, plainOne] = ids.field!;
      const b0 = stats(s0, plainOne!);
      expect([stats(s, onField(s, 'BP12-091')!), stats(s, machine!), stats(s, plainOne!)]).toEqual(byIt ? [[3, 3], [1, 2], b0] : [[2, 2], [0, 1], b0]);
      expect(names(s, 'exArea', 0)).toEqual(['BP12-T11']);
    }
  });

  covers(['BP17-095'], 'long1: 実りの参謀・ムニャール: Fanfare draws 1 only when put onto the field by an ability; 【疾走】 attacks at once; 【攻撃時】[コスト1] 2 damage to a chosen enemy follower (not offered at 0 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP17-095'], oppField: ['SD04-017'], opp: 'SD04', pp: 1 });
    const c = ids.hand![0]!;
    const h = handCount(s0, 0);
    const put = settle(putOntoField(s0, c));
    expect(handCount(put, 0)).toBe(h - 1 + 1);
    let s = settle(play(s0, c));
    const f = onField(s, 'BP17-095')!;
    expect([handCount(s, 0), counters(s, 0).pp, kw(s, f, 'sve.storm')]).toEqual([h - 1, 0, true]);
    const leader = s.zones['1:leader']!.cards[0]!;
    const noPay = settle(attack(structuredClone(s), f, leader)); // 0 PP: the cost cannot be paid (10.4.2.2)
    expect(noPay.decision?.rule).not.toBe('SVE 10.4.7');
    s.players[0]!.counters.pp = 1;
    s = attack(s, f, leader);
    expect(s.decision?.rule).toBe('SVE 10.4.7');
    s = choose(s, 'pay');
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    s = advance(settle(s), (x) => x.decision?.kind === 'sve.main');
    expect([stats(s, ids.oppField![0]!), counters(s, 0).pp, health(s, 1)]).toEqual([[3, 2], 0, 19]);
  });

  covers(['BP17-107'], 'long1: ロボティクスユーザー: Fanfare 『リペアモード』 into the EX area; put onto the field by an ability: the chosen enemy follower takes damage equal to your machine followers (itself + 1 = 2; + 2 = 3); played: no damage', () => {
    for (const [machines, byIt] of [[1, true], [2, true], [2, false]] as Array<[number, boolean]>) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP17-107'], field: Array(machines).fill('BP12-072'), oppField: ['SD04-017'], opp: 'SD04', pp: 2 });
      let s = settle(byIt ? putOntoField(s0, ids.hand![0]!) : play(s0, ids.hand![0]!));
      if (s.decision?.kind === 'chooseCards') s = settle(pick(s, ids.oppField![0]!));
      expect(names(s, 'exArea', 0)).toEqual(['BP17-T18']);
      expect(stats(s, ids.oppField![0]!)).toEqual(byIt ? [3, 4 - 1 - machines] : [3, 4]);
    }
  });

  covers(['BP18-001'], 'long1: 浄樹の六銘伝・ロロ・ロニエ: Fanfare moves a 透京 card of your cemetery (not another card) to the EX area; this turn it costs 2 less (cost 3 → 1: refused at 0 PP, played at 1), next turn 3 again; on the field a second evolve this turn is legal (8.3.2.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP18-001'], cemetery: ['BP18-058', 'SD04-003'], pp: 4 });
    let s = settle(play(s0, ids.hand![0]!));
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = settle(pick(s, ids.cemetery![0]!));
    }
    expect([names(s, 'exArea', 0), names(s, 'cemetery', 0)]).toEqual([['BP18-058'], ['SD04-003']]);
    const elle = zoneCards(s, 'exArea', 0)[0]!;
    const plays = (x: GameState) => legalActions(x).filter((a) => a.type === 'play' && a.card === elle);
    expect(plays(s)).toEqual([]);
    s.players[0]!.counters.pp = 1;
    expect(plays(s).length).toBeGreaterThan(0);
    const later = nextTurn(nextTurn(structuredClone(s)));
    later.players[0]!.counters.pp = 2;
    expect(plays(later)).toEqual([]);
    later.players[0]!.counters.pp = 3;
    expect(plays(later).length).toBeGreaterThan(0);
    s = settle(play(s, elle));
    expect([names(s, 'field', 0).sort(), counters(s, 0).pp]).toEqual([['BP18-001', 'BP18-058'], 0]);
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP18-001', 'SD04-003', 'SD04-017'], pp: 10 });
    const e1 = settle(evolve(e0, e.field![1]!));
    expect(evolves(e1, e.field![2]!).length).toBeGreaterThan(0);
  });

  /** Player 0's field: an evolved 透京 card (a state edit standing for the evolved follower, 5.16.1.2) and two SD04 followers to evolve. */
  const evolvedScene = (evo: string, oppField: string[] = ['SD04-001']) => {
    const { s, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-009', 'SD04-003', 'SD04-017'], evolve: [evo], oppField, pp: 10 });
    s.cards[ids.field![0]!]!.cardId = evo;
    return { s, me: ids.field![0]!, a: ids.field![1]!, b: ids.field![2]!, enemy: ids.oppField![0]! };
  };
  /** Answers the choices of the evolve triggers: the enemy follower when it is a candidate, else the only candidate. */
  const answer = (s0: GameState, enemy: string): GameState => {
    let s = settle(s0);
    for (let i = 0; i < 6 && s.decision?.kind === 'chooseCards'; i++) s = settle(pick(s, s.decision.candidates!.includes(enemy) ? enemy : s.decision.candidates![0]!));
    return s;
  };

  covers(['BP18-002'], 'long1: 浄樹の六銘伝・ロロ・ロニエ (evolved): each time a follower of yours evolves, 4 damage to a chosen enemy follower (two evolves in one turn, 8.3.2.2: 8 − 4, then destroyed); 【超進化時】 『済度播種』 into the EX area (ordinary evolve: none)', () => {
    const { s: s0, me, a, b, enemy } = evolvedScene('BP18-002');
    let s = answer(evolve(s0, b), enemy); // ゴリアテ: no 【進化時】
    expect([names(s, 'field', 0)[0], stats(s, enemy)]).toEqual(['BP18-002', [7, 4]]);
    s = answer(evolve(s, a), enemy); // ドラゴンウォーリア: 4 + its own 3
    expect([names(s, 'field', 1), s.cards[me]!.cardId]).toEqual([[], 'BP18-002']);
    for (const sep of [false, true]) {
      const { s: t0, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-001'], evolve: ['BP18-002'], oppField: ['SD04-001'], pp: 10 });
      t0.players[0]!.counters.turns = 7;
      const t = answer(evolve(t0, ids.field![0]!, { sep }), ids.oppField![0]!);
      expect([names(t, 'field', 0), names(t, 'exArea', 0)]).toEqual([['BP18-002'], sep ? ['BP18-P50'] : []]);
    }
  });

  covers(['BP18-006'], 'long1: 樹権の剪定者 (evolved; SVE 8.3.2.2): two evolves of yours in one turn, each gives your leader [体力]+1 (20 → 22)', () => {
    const { s: s0, a, b } = evolvedScene('BP18-006');
    let s = settle(evolve(s0, a));
    expect(health(s, 0)).toBe(21);
    s = settle(evolve(s, b));
    expect(health(s, 0)).toBe(22);
  });

  covers(['BP18-009'], 'long1: 樹都の拳士: on your field a second evolve this turn is legal (8.3.2.2); each evolve of your followers gives a chosen 透京 follower of yours +1/+1 (1/1 → 2/2 → 3/3, the SD04 followers are not candidates); [進化][コスト1] refused at 0 PP', () => {
    const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-009', 'SD04-003', 'SD04-017'], pp: 10 });
    const [me, a, b] = ids.field!;
    let s = settle(evolve(s0, a!));
    if (s.decision?.kind === 'chooseCards') { expect(s.decision.candidates).toEqual([me]); s = settle(pick(s, me!)); }
    expect(stats(s, me!)).toEqual([2, 2]);
    s = answer(evolve(s, b!), 'none');
    expect(stats(s, me!)).toEqual([3, 3]);
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP18-009'], evolve: ['BP18-010'], pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
  });

  covers(['BP18-010'], 'long1: 樹都の拳士 (evolved): each evolve of another follower of yours gives a chosen 透京 follower +1/+1 (2/2 → 3/3); 【進化時】 1 damage to the enemy leader (20 → 19) or a chosen enemy follower', () => {
    const { s: s0, me, a, enemy } = evolvedScene('BP18-010');
    const s = answer(evolve(s0, a), enemy);
    expect(stats(s, me)).toEqual([3, 3]);
    for (const toLeader of [true, false]) {
      const { s: t0, ids } = scene({ me: 'SD04', opp: 'SD04', field: ['BP18-009'], evolve: ['BP18-010'], oppField: ['SD04-017'], pp: 1 });
      const leader = t0.zones['1:leader']!.cards[0]!;
      const tgt = toLeader ? leader : ids.oppField![0]!;
      let t = settle(evolve(t0, ids.field![0]!));
      for (let i = 0; i < 4 && t.decision?.kind === 'chooseCards'; i++) t = settle(pick(t, t.decision.candidates!.includes(tgt) ? tgt : t.decision.candidates![0]!));
      expect([health(t, 1), stats(t, ids.oppField![0]!)]).toEqual(toLeader ? [19, [3, 4]] : [20, [3, 3]]);
    }
  });
  /** Player 0 with the given evolve cards face up in the evolve deck (4.6.3) and the rest of `down` face down. */
  const faceUp = (s: GameState, up: string[]) => {
    const left = [...up];
    for (const id of zoneCards(s, 'evolveDeck', 0)) {
      const i = left.indexOf(s.cards[id]!.cardId);
      s.cards[id]!.face = i >= 0 ? 'up' : 'down';
      if (i >= 0) left.splice(i, 1);
    }
    expect(left).toEqual([]);
  };
  const playable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);

  covers(['BP18-008'], 'long1: 因芽応報 (SVE 5.2 / 10.4.4.1 「コストを-Xする。Xは「自分のエボルヴデッキの表向きの透京・エボルヴフォロワーの枚数」」): 2 face-up 透京 evolve cards (a face-up SD04 one and a face-down 透京 one do not count): cost 4 − 2 = 2 (refused at 1 PP); 5 damage to the chosen enemy follower and 1 to its leader; none face up: 4 (refused at 3 PP)', () => {
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
    s = settle(s);
    expect([counters(s, 0).pp, stats(s, a.enemy), health(s, 1)]).toEqual([0, [7, 3], 19]);
    const b3 = mk([], 3);
    expect(playable(b3.s, b3.card)).toBe(false);
    const b4 = mk([], 4);
    expect(playable(b4.s, b4.card)).toBe(true);
  });

  covers(['BP18-013'], 'long1: 浄土蒔植 (SVE 5.2 / 10.4.4.1): 3 face-up 透京 evolve cards: cost 5 − 3 = 2 (refused at 1 PP); up to 2 透京 followers of your cemetery to the hand (the SD04 follower is not a candidate); 2 face up: 3 (refused at 2 PP)', () => {
    const mk = (up: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD04', hand: ['BP18-013'], cemetery: ['BP18-009', 'BP18-058', 'SD04-003'], evolve: ['BP18-002', 'BP18-006', 'BP18-010'], pp });
      faceUp(s, up);
      return { s, card: ids.hand![0]!, cem: ids.cemetery! };
    };
    const three = ['BP18-002', 'BP18-006', 'BP18-010'];
    const short = mk(three, 1);
    expect(playable(short.s, short.card)).toBe(false);
    const a = mk(three, 2);
    const h = handCount(a.s, 0);
    let s = play(a.s, a.card);
    expect(s.decision?.kind).toBe('chooseCards');
    expect([...s.decision!.candidates!].sort()).toEqual([a.cem[0]!, a.cem[1]!].sort());
    s = pick(s, a.cem[0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, a.cem[1]!);
    if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
    s = settle(s);
    expect([counters(s, 0).pp, handCount(s, 0), names(s, 'cemetery', 0).sort()]).toEqual([0, h - 1 + 2, ['BP18-013', 'SD04-003']]);
    const two = ['BP18-002', 'BP18-006'];
    expect(playable(mk(two, 2).s, mk(two, 2).card)).toBe(false);
    expect(playable(mk(two, 3).s, mk(two, 3).card)).toBe(true);
  });

  /** Answers the decisions of a resolution: a card choice picks `target` (else the first candidate), 10.4.7 pays or skips, 10.5.2/12.8.2 as `settle`. */
  const drive = (s0: GameState, payIt: boolean, target?: string): GameState => {
    let s = s0;
    for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      const d = s.decision;
      if (d.rule === 'SVE 10.4.7') s = choose(s, payIt ? 'pay' : 'skip');
      else if (d.kind === 'chooseCards') s = pick(s, target && d.candidates!.includes(target) ? target : d.candidates![0]!);
      else if (d.kind === 'chooseOption' && (d.rule === 'SVE 10.5.2' || d.rule === 'SVE 12.8.2')) s = settle(s);
      else break;
    }
    return s;
  };

  covers(['BP04-064', 'PR-084'], 'long1: スターフェニックス (SVE 10.3.4: an automatic ability in the cemetery): in your turn, playing a [ドラゴン] spell (ブレイジングブレス) with it in the cemetery: [コスト1] puts it onto the field (PP 2 -> 0); skipped or 1 PP short (1 PP: the spell takes it): stays; a non-[ドラゴン] spell (フェアリーサークル, PP left 1): no trigger; [進化][コスト1]', () => {
    for (const id of ['BP04-064', 'PR-084']) {
      for (const [pp, payIt, spell] of [[2, true, 'SD04-015'], [2, false, 'SD04-015'], [1, true, 'SD04-015'], [2, true, 'SD01-014']] as Array<[number, boolean, string]>) {
        const { s: s0, ids } = scene({ me: 'SD04', hand: [spell], cemetery: [id], oppField: ['SD04-017'], pp });
        const s = drive(play(s0, ids.hand![0]!), payIt, ids.oppField![0]!);
        const back = pp === 2 && payIt && spell === 'SD04-015';
        expect([names(s, 'cemetery', 0).includes(id), onField(s, id) !== undefined]).toEqual([!back, back]);
        expect(counters(s, 0).pp).toBe(pp - 1 - (back ? 1 : 0));
        if (back) expect(stats(s, onField(s, id)!)).toEqual([2, 2]);
      }
    }
  });

  covers(['BP13-024'], 'long1: 生還の突撃兵 (SVE 10.3.4): at your end phase, with a 指揮官 card of original cost 3 on your field, [コスト1] puts it from the cemetery onto the field (3/1, 【指定攻撃】, cannot attack the leader); cost 2 指揮官 / skipped / 0 PP (one short) / the opponent\'s copy at your end phase: stays', () => {
    const endOfTurn = (s0: GameState) => advance(must(s0, { type: 'endMain', player: 0 }).state, (x) => x.decision?.rule === 'SVE 10.4.7' || x.turn.number === 2);
    for (const [commander, pp, payIt] of [['BP16-023', 1, true], ['BP16-023', 1, false], ['BP16-023', 0, true], ['BP16-027', 1, true]] as Array<[string, number, boolean]>) {
      const { s: s0 } = scene({ me: 'SD04', field: [commander], cemetery: ['BP13-024'], oppField: ['BP16-023'], oppCemetery: ['BP13-024'], pp, oppPp: 1 });
      let s = endOfTurn(s0);
      const asked = s.decision?.rule === 'SVE 10.4.7';
      expect([asked, asked && s.decision!.player]).toEqual(commander === 'BP16-023' && pp === 1 ? [true, 0] : [false, false]);
      if (asked) s = advance(choose(s, payIt ? 'pay' : 'skip'), (x) => x.decision?.rule === 'SVE 10.4.7' || x.turn.number === 2);
      expect(s.decision?.rule).not.toBe('SVE 10.4.7'); // the opponent's copy: 「自分のエンドフェイズ」 only
      const back = commander === 'BP16-023' && pp === 1 && payIt;
      const f = onField(s, 'BP13-024');
      expect([f !== undefined, names(s, 'cemetery', 0).includes('BP13-024'), names(s, 'cemetery', 1)]).toEqual([back, !back, ['BP13-024']]);
      if (f) expect([stats(s, f), kw(s, f, 'sve.assail'), kw(s, f, 'sve.cannotAttackLeader'), counters(s, 0).pp]).toEqual([[3, 1], true, true, 0]);
    }
  });

  covers(['BP08-110'], 'long1: 進化の導き手・レイナ (SVE 5.2 / 4.6.3): Fanfare: the chosen enemy follower takes damage equal to the face-up evolve followers of your evolve deck — 2 face up: 3/3 left at [3, 1]; 3: destroyed; none: no damage (face-down ones do not count); cost 5 (refused at 4 PP); [進化][コスト2] refused at 1 PP', () => {
    const mk = (up: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['BP08-110'], evolve: ['BP08-111'], oppField: ['SD04-003'], pp });
      faceUp(s, up);
      return { s, card: ids.hand![0]!, enemy: ids.oppField![0]! };
    };
    expect(playable(mk([], 4).s, mk([], 4).card)).toBe(false);
    for (const up of [[], ['SD04-004', 'SD04-010'], ['SD04-004', 'SD04-010', 'SD04-013']]) {
      const a = mk(up, 5);
      let s = play(a.s, a.card);
      if (s.decision?.kind === 'chooseCards') s = pick(s, a.enemy); // (the only candidate)
      s = settle(s);
      expect(counters(s, 0).pp).toBe(0);
      if (up.length < 3) expect(stats(s, a.enemy)).toEqual([3, 3 - up.length]);
      else expect(names(s, 'cemetery', 1)).toEqual(['SD04-003']);
    }
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP08-110'], evolve: ['BP08-111'], pp: 1 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 2;
    expect(evolves(e0, e.field![0]!).length).toBeGreaterThan(0);
  });

  covers(['EBD03-004'], 'long1: 死期を視るもの・グレモリー (SVE 10.3.4, activation condition 「自分の墓場が10枚以上あり、自分の場に『X』がいないなら使える」): from the cemetery with 10 cemetery cards (itself included) [コスト1] puts it onto the field (2/3, 【守護】); 9 cards / 0 PP / another グレモリー on your field: refused; destroyed, its granted Last Words banishes it; Fanfare (also when put onto the field, 12.4.3): the top 2 of your deck to the cemetery', () => {
    const mk = (cem: number, pp: number, other: boolean) => {
      const { s, ids } = scene({ me: 'SD04', field: other ? ['EBD03-004'] : [], cemetery: ['EBD03-004'], pp });
      fillCemetery(s, 0, cem - 1, 'SD04-003');
      return { s, card: ids.cemetery![0]! };
    };
    expect([activations(mk(9, 1, false).s, mk(9, 1, false).card), activations(mk(10, 0, false).s, mk(10, 0, false).card), activations(mk(10, 1, true).s, mk(10, 1, true).card)]).toEqual([[], [], []]);
    const a = mk(10, 1, false);
    const act = activations(a.s, a.card);
    expect(act.length).toBe(1);
    let s = settle(must(a.s, act[0]!).state);
    const g = onField(s, 'EBD03-004')!;
    expect([stats(s, g), kw(s, g, 'sve.ward'), counters(s, 0).pp, names(s, 'cemetery', 0).length]).toEqual([[2, 3], true, 0, 9 + 2]); // its Fanfare (12.4.3: put onto the field) mills 2
    s = settle(byAbility(s, { type: 'damage', target: X, amount: 3 }, [g]));
    expect([onField(s, 'EBD03-004'), names(s, 'cemetery', 0).includes('EBD03-004'), names(s, 'banished', 0)]).toEqual([undefined, false, ['EBD03-004']]);
    const f = scene({ me: 'SD04', hand: ['EBD03-004'], pp: 2 });
    const deck = zoneCards(f.s, 'deck', 0).length;
    const top2 = zoneCards(f.s, 'deck', 0).slice(0, 2).map((x) => f.s.cards[x]!.cardId);
    const p = settle(play(f.s, f.ids.hand![0]!));
    expect([zoneCards(p, 'deck', 0).length, names(p, 'cemetery', 0).sort(), counters(p, 0).pp]).toEqual([deck - 2, top2.sort(), 0]);
  });

  covers(['BP01-162', 'PR-027'], 'long1: 冥府への道 (SVE 10.4.7.3: 「…なら、(cost)：」 — the cost opens inside the condition): at your end phase with your leader at [体力]6, engaging it and putting it into the cemetery deals 6 to every enemy follower (4/5 destroyed, 7/7 left at [7, 1]); [体力]7 / already engaged / skipped: nothing; Fanfare: draw 3 and 3 damage to your leader', () => {
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
      const p = settle(play(f.s, f.ids.hand![0]!));
      expect([handCount(p, 0), health(p, 0), counters(p, 0).pp]).toEqual([h - 1 + 3, 20 - 3, 0]);
    }
  });
}
