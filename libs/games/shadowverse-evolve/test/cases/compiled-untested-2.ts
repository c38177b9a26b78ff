/**
 * Card cases for SVE card texts that compile completely but that no case exercised yet (second list,
 * worked from the end; cases/compiled-untested.ts works from the top). Each expectation is read from the
 * printed Japanese text (never from the compiled data): the card is played / evolved / triggered through the
 * public API on an arranged board, and the printed numbers are checked, with a printed condition one below
 * its threshold and at it, and a printed cost one short refused. Registered from card-cases.ts; titles start
 * with 'compiled2:'.
 */
import { apply, legalActions, type GameState } from '../../../../engine/src/index.js';
import { arrange, counters, kw, must, names, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { attack, choose, done, fillCemetery, handCount, health, pick, play, toDeckTop } from '../drivers.js';
import { evolveInto, canEvolve, stand, endMain, onField, setHealth, setPp, canPlay, sc, dec, type Covers } from './case-helpers.js';

/** Puts catalog cards into a zone of player p (a state edit, like fillCemetery); one instance per listed id. */
const fillZone = (s: GameState, p: number, zone: string, cardIds: string[]) => {
  cardIds.forEach((cardId, i) => {
    if (!s.catalog[cardId]) throw new Error(`${cardId} is not in the game's catalog snapshot`);
    const cid = `fill2-${zone}-${p}-${cardId}-${i}`;
    s.cards[cid] = { id: cid, cardId, owner: p, controller: p, zone: `${p}:${zone}`, face: 'up', tapped: false, counters: {}, flags: {}, attachedTo: null, timestamp: 1, token: false };
    s.zones[`${p}:${zone}`]!.cards.push(cid);
  });
};

export function registerCompiledUntested2Cases(covers: Covers): void {
  covers(['BP03-097'], 'compiled2: BP03-097 ホワイトナイト: costs 5 less while your leader\'s health is 5 or less (5: plays at 1 PP, not at 0; 6: cost 6, refused at 5 PP); 【突進】【守護】', () => {
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

  covers(['BP14-105'], 'compiled2: BP14-105 マグナセイバー: [進化][コスト1] only with 3+ 宴楽 cards on your field / EX area (itself + 2: offered; itself + 1: not; 0 PP: not); 【守護】; Fanfare 4 damage to an enemy follower', () => {
    const offered = (others: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD01', field: ['BP14-105'], ex: Array(others).fill('BP14-008'), evolve: ['BP14-106'], pp });
      return canEvolve(s, ids.field![0]!);
    };
    expect([offered(2, 1), offered(1, 1), offered(2, 0)]).toEqual([true, false, false]);
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP14-105'], oppField: ['SD01-008'], pp: 5 });
    const s = stand(play(s0, ids.hand![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([5, 1]);
    expect([counters(s, 0).pp, kw(s, onField(s, 0, 'BP14-105')[0]!, 'sve.ward')]).toEqual([0, true]);
  });

  covers(['BP11-089'], 'compiled2: BP11-089 パニッシュメントスナイパー: 【守護】; Fanfare 2 damage to the enemy leader with 2+ amulets on your field / EX area (1: nothing)', () => {
    const run = (fieldAmulets: number, exAmulets: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP11-089'], field: Array(fieldAmulets).fill('SD06-015'), ex: Array(exAmulets).fill('SD06-016') });
      const s = stand(play(s0, ids.hand![0]!));
      expect(kw(s, onField(s, 0, 'BP11-089')[0]!, 'sve.ward')).toBe(true);
      return health(s, 1);
    };
    expect([run(1, 0), run(0, 1), run(1, 1), run(2, 0)]).toEqual([20, 20, 18, 18]);
  });

  covers(['BP12-019'], 'compiled2: BP12-019 ライノスナイト・パトリック (evolved): 【守護】; 【進化時】 with 5+ 自然 cards on your field / EX area (itself included) recover 5 PP (4: nothing)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP12-018'], ex: Array(others).fill('BP12-018'), evolve: ['BP12-019'] });
      setPp(s0, 2);
      const s = evolveInto(s0, ids.field![0]!, 'BP12-019');
      expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
      return counters(s, 0).pp;
    };
    expect([run(3), run(4)]).toEqual([1, 6]);
  });

  covers(['CP02-071'], 'compiled2: CP02-071 輿水幸子: Fanfare 2 damage to your leader; has 【疾走】【必殺】 while your leader\'s health is 10 or less (12 → 10: has them; 13 → 11: not)', () => {
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

  covers(['BP10-016'], 'compiled2: BP10-016 ブロッサムアーチャー: Fanfare 3 damage to an enemy follower when the cards of your EX area have 3+ different original costs (1, 2, 3: yes; 1, 1, 2: no)', () => {
    const run = (ex: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP10-016'], oppField: ['SD01-008'] });
      fillZone(s0, 0, 'exArea', ex);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect(run(['SD01-014', 'SD01-016', 'SD01-003'])).toBe(2);
    expect(run(['SD01-014', 'SD01-019', 'SD01-016'])).toBe(5);
  });

  covers(['BP15-056'], 'compiled2: BP15-056 双刃の魔剣士: costs 6 less with 6+ different original costs in your cemetery (6 kinds: 2 PP plays, 1 PP not; 5 kinds: 7 PP not, 8 PP plays); 【疾走】; Fanfare 3 damage to each of up to 2 enemy followers', () => {
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
    s = pick(pick(s, ids.oppField![0]!), ids.oppField![2]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = done(s);
    expect([stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), stats(s, ids.oppField![2]!)]).toEqual([[4, 3], [3, 3], [4, 2]]);
    expect([counters(s, 0).pp, kw(s, onField(s, 0, 'BP15-056')[0]!, 'sve.storm')]).toEqual([0, true]);
  });

  covers(['BP05-081'], 'compiled2: BP05-081 欲望の従者 (evolved): 【進化時】 pay 1 leader health: damage to an enemy follower equal to the times your leader\'s health decreased this turn (the payment alone: 1; after BP05-080\'s Fanfare: 2; not paid: nothing)', () => {
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
  });

  covers(['BP11-014'], 'compiled2: BP11-014 サボテンカウボーイ: Fanfare 『従順な駿馬』 into the EX area; Last Words 3 damage to an enemy follower with 3+ 乗物 cards on your field / EX area (2: nothing)', () => {
    const { s: s0, ids: h } = sc({ me: 'SD01', hand: ['BP11-014'], pp: 1 });
    const s1 = play(s0, h.hand![0]!);
    expect(zoneCards(s1, 'exArea', 0).map((id) => (s1.catalog[s1.cards[id]!.cardId] as { name?: string }).name)).toEqual(['従順な駿馬']);
    const run = (vehicles: number) => {
      const { s: a, ids } = sc({ me: 'SD01', field: ['BP11-014'], oppField: ['SD01-008'], oppEngaged: [0], evolve: ['BP11-T03'], tokens: Array(vehicles).fill(['BP11-T03', 'exArea', 0]) });
      let s = attack(a, ids.field![0]!, ids.oppField![0]!);
      for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
        if (s.decision.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
        else s = must(s, { type: 'pass', player: s.decision.player }).state;
      }
      expect(names(s, 'cemetery', 0)).toContain('BP11-014');
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(2), run(3)]).toEqual([4, 1]); // 5/5 − 1 (combat) − 3
  });
  covers(['CP02-086'], 'compiled2: CP02-086 高垣楓: 【守護】; Fanfare banish an enemy follower; your end phase: with your leader at 5 health or less, +5 and draw 1 (6: nothing); [起動][コスト1]【レッスン_1】 gains 【オーラ】 (no item or 0 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-086'], oppField: ['SD06-017'], pp: 5 });
    let s = stand(play(s0, ids.hand![0]!));
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect([names(s, 'banished', 1), names(s, 'field', 1)]).toEqual([['SD06-017'], []]);
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

  covers(['SP01-020'], 'compiled2: SP01-020 マナリアの魔導姫・アン: Fanfare choose 1 — 【1】 『アンの大魔法』 from the deck to the EX area, and it costs 5 less this turn; 【2】 『マナリアの竜姫・グレア』 from the deck onto the field; with 10+ 学院 cards in your cemetery up to 2 (9: one only)', () => {
    const run = (gakuin: number, modes: number[]) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['SP01-020', 'DSD01a-008', 'SP01-021'] });
      toDeckTop(s0, [ids.hand![1]!, ids.hand![2]!]);
      fillCemetery(s0, 0, gakuin, 'SP01-021');
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1] });
      s = choose(s, modes[0]!);
      if (gakuin >= 10) {
        expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [1 - modes[0]!, 'done'] });
        s = choose(s, modes[1] ?? 'done');
      }
      for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates![0]!);
      return { s, spell: zoneCards(s, 'exArea', 0)[0]!, names: [names(s, 'exArea', 0), names(s, 'field', 0).sort()] };
    };
    const nine = run(9, [0]);
    expect(nine.names).toEqual([['DSD01a-008'], ['SP01-020']]);
    setPp(nine.s, 0);
    expect(canPlay(nine.s, nine.spell)).toBe(true); // 5 − 5 = 0
    expect(run(9, [1]).names).toEqual([[], ['SP01-020', 'SP01-021']]);
    expect(run(10, [0, 1]).names).toEqual([['DSD01a-008'], ['SP01-020', 'SP01-021']]);
    const noDiscount = run(10, [1]);
    expect(noDiscount.names).toEqual([[], ['SP01-020', 'SP01-021']]);
  });

  covers(['ECP02-022'], 'compiled2: ECP02-022 〔ハピネスチューン〕緒方智絵里 (evolved): 【進化時】 a デレマス spell from the deck to the hand; [起動][コスト1]【レッスン_1】 with 5+ キュート cards in your cemetery (4: not offered), once a turn: the next デレマス spell of original cost 2 or less costs 2 less (cost 2: 0 PP; cost 3: not reduced at 2 PP)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['ECP02-021'], hand: ['CP02-085', 'ECP02-046'], evolve: ['ECP02-022', 'CP02-T01'], tokens: [['CP02-T01', 'exArea', 0], ['CP02-T01', 'exArea', 0]], oppField: ['SD02-002'] }); // CP02-085 needs a target
    toDeckTop(s0, [ids.hand![0]!]);
    let s = evolveInto(s0, ids.field![0]!, 'ECP02-022');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, candidates: [ids.hand![0]!] });
    s = pick(s, ids.hand![0]!);
    const drawn = zoneCards(s, 'hand', 0).find((id) => s.cards[id]!.cardId === 'CP02-085')!; // a zone change makes a new instance id
    expect(drawn).toBeDefined();
    const me = ids.field![0]!;
    const acts = (x: GameState) => legalActions(x).filter((a) => a.type === 'activate' && a.card === me);
    fillCemetery(s, 0, 4, 'ECP02-021');
    setPp(s, 1);
    expect(acts(s).length).toBe(0);
    fillCemetery(s, 0, 1, 'CP02-085'); // クール, not キュート: still 4
    expect(acts(s).length).toBe(0);
    fillZone(s, 0, 'cemetery', ['ECP02-021']);
    expect(acts(s).length).toBe(1);
    s = must(s, acts(s)[0]!).state;
    expect([counters(s, 0).pp, zoneCards(s, 'exArea', 0).length]).toEqual([0, 1]);
    setPp(s, 2);
    expect(acts(s).length).toBe(0); // 1ターンに1回
    expect(canPlay(s, ids.hand![1]!)).toBe(false); // ECP02-046: original cost 3, not reduced
    setPp(s, 3);
    expect(canPlay(s, ids.hand![1]!)).toBe(true);
    setPp(s, 0);
    expect(canPlay(s, drawn)).toBe(true); // cost 2 − 2
  });

  covers(['BP08-036'], 'compiled2: BP08-036 スウィート★メドゥーサ (evolved): 【進化時】 5 damage divided among up to 2 enemy followers (3 + 2); an enemy follower going to the cemetery in your turn → 『毒蛇』; [Q][起動] 2 『毒蛇』 on the field to the cemetery: your next card costs 2 less (1 『毒蛇』: not offered; cost 3 at 1 PP, not at 0)', () => {
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
  });

  covers(['BP03-038'], 'compiled2: BP03-038 オズの大魔女: Fanfare a 『大地の魔片』, +1 【スタック】 (2 counters), draw 1; [Q][起動]【土の秘術】 once a turn: your next spell costs 4 less (cost 4 at 0 PP; a second activation not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP03-038', 'SD03-014'], oppField: ['SD03-003'], pp: 6 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    const shard = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId !== 'BP03-038')!;
    expect([(s.catalog[s.cards[shard]!.cardId] as { name?: string }).name, s.cards[shard]!.counters.stack, handCount(s, 0) - h, counters(s, 0).pp]).toEqual(['大地の魔片', 2, 0, 0]);
    const me = onField(s, 0, 'BP03-038')[0]!;
    const acts = (x: GameState) => legalActions(x).filter((a) => a.type === 'activate' && a.card === me);
    expect(acts(s).length).toBe(1);
    expect(canPlay(s, ids.hand![1]!)).toBe(false);
    s = must(s, acts(s)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, shard);
    expect([s.cards[shard]!.counters.stack, acts(s).length]).toEqual([1, 0]);
    expect(canPlay(s, ids.hand![1]!)).toBe(true);
    s = play(s, ids.hand![1]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect(names(s, 'field', 1)).toEqual([]);
  });
  covers(['CP04-003'], 'compiled2: CP04-003 エリス (PriConne title deck, SVE 14.5.1.2): Fanfare look at the top 4, a プリコネ card to the hand, the rest to the bottom; your next プリコネ card this turn costs 2 less (スズナ cost 3: 1 PP plays, 0 not); [UB][起動] engage: another プリコネ follower +1/+1, and 【疾走】 when your UB abilities were activated 3+ times this turn before it (2: not)', () => {
    const start = () => {
      let s = titleGame(titleDeck('CP04-PR01', ['CP04-003', 'CP04-017', 'CP04-001']), 'SD02', 'compiled2-eris').state;
      if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
      s = toMain(s);
      return s;
    };
    const r0 = arrange(start(), [['CP04-003', 'hand', 0], ['CP04-017', 'hand', 0]]);
    let s = r0.state;
    setPp(s, 4);
    const top4 = zoneCards(s, 'deck', 0).slice(0, 4);
    const [h0, d0] = [handCount(s, 0), zoneCards(s, 'deck', 0).length];
    s = play(s, r0.ids[0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: 1, candidates: top4 });
    const taken = s.cards[top4[0]!]!.cardId;
    s = pick(s, top4[0]!);
    while (s.decision?.kind === 'order') s = must(s, legalActions(s)[0]!).state;
    expect([handCount(s, 0) - h0, d0 - zoneCards(s, 'deck', 0).length, names(s, 'hand', 0)]).toEqual([0, 1, expect.arrayContaining([taken, 'CP04-017'])]);
    expect(top4.slice(1).every((id) => !zoneCards(s, 'deck', 0).slice(0, 3).includes(id))).toBe(true);
    const suzuna = zoneCards(s, 'hand', 0).find((id) => s.cards[id]!.cardId === 'CP04-017')!;
    expect(canPlay(s, suzuna)).toBe(false); // 3 − 2 = 1 > 0 PP
    setPp(s, 1);
    expect(canPlay(s, suzuna)).toBe(true);
    const ub = (count: number) => {
      const r = arrange(start(), [['CP04-003', 'field', 0], ['CP04-001', 'field', 0]]);
      const u = r.state;
      Object.assign(u.players[0]!.flags, { ubCount: count, ubTurn: u.turn.number });
      const a = legalActions(u).filter((x) => x.type === 'activate' && x.card === r.ids[0]!);
      expect(a.length).toBe(1);
      let v = must(u, a[0]!).state;
      if (v.decision?.kind === 'chooseCards') {
        expect(v.decision.candidates).toEqual([r.ids[1]!]); // another: not エリス itself
        v = pick(v, r.ids[1]!);
      }
      return [v.cards[r.ids[0]!]!.tapped, stats(v, r.ids[1]!), kw(v, r.ids[1]!, 'sve.storm')];
    };
    expect(ub(2)).toEqual([true, [2, 2], false]);
    expect(ub(3)).toEqual([true, [2, 2], true]);
  });
  covers(['EBD04-011'], 'compiled2: EBD04-011 テミスの審判: cost 5 (refused at 4 PP); destroys every follower on the field, both sides (an amulet stays)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['EBD04-011'], field: ['SD06-017', 'SD06-015'], oppField: ['SD06-003', 'SD06-009'], pp: 4 });
    expect(canPlay(s0, ids.hand![0]!)).toBe(false);
    setPp(s0, 5);
    const s = play(s0, ids.hand![0]!);
    expect([names(s, 'field', 0), names(s, 'field', 1), counters(s, 0).pp]).toEqual([['SD06-015'], [], 0]);
  });

  covers(['PR-148'], 'compiled2: PR-148 夢見りあむが見た夢: costs +X, X = the followers on the field (2: cost 4, refused at 3 PP); 7 damage to every follower on the field', () => {
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

  covers(['ETD02-013'], 'compiled2: ETD02-013 ボーンキマイラ: Fanfare mill 3; 【ネクロチャージ_7】 【突進】【必殺】 (4 + 3 = 7 in the cemetery: has them; 3 + 3 = 6: not)', () => {
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

  covers(['ETD02-011'], 'compiled2: ETD02-011 ミスチーフゾンビ (evolved): 【進化時】 one of your 『ゴースト』 gets 【必殺】', () => {
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

  covers(['BP18-075'], 'compiled2: BP18-075 エストレアビースト: takes no ability damage (a 2-damage spell: still 3/4), combat damage as usual (3 → 3/1)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['SD04-020'], field: ['SD04-003'], oppField: ['BP18-075'], oppEngaged: [0] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 4]);
    s = attack(s, ids.field![0]!, ids.oppField![0]!);
    for (let i = 0; i < 10 && s.decision && s.decision.kind !== 'sve.main'; i++) s = must(s, { type: 'pass', player: s.decision.player }).state;
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]);
  });

  covers(['BP18-114'], 'compiled2: BP18-114 天界の忠犬: 【守護】; Fanfare +1 health with another 【守護】 follower on your field (a non-Ward one: no)', () => {
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

  covers(['BP18-094'], 'compiled2: BP18-094 骨の貴公子: Fanfare / Last Words a follower of original cost 1 or less from your cemetery onto the field (cost 2: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP18-094'], cemetery: ['SD02-007', 'SD02-019'] });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'field', 0).sort()).toEqual(['BP18-094', 'SD02-007']);
    expect(names(s, 'cemetery', 0)).toEqual(['SD02-019']);
    const { s: a0, ids: a } = sc({ me: 'SD02', field: ['BP18-094'], cemetery: ['SD02-017'], oppField: ['SD02-020'], oppEngaged: [0] });
    let b = attack(a0, a.field![0]!, a.oppField![0]!);
    for (let i = 0; i < 10 && b.decision && b.decision.kind !== 'sve.main'; i++) {
      b = b.decision.kind === 'chooseCards' && b.decision.player === 0 ? pick(b, a.cemetery![0]!) : must(b, { type: 'pass', player: b.decision.player }).state;
    }
    expect([names(b, 'field', 0), names(b, 'cemetery', 0)]).toEqual([['SD02-017'], ['BP18-094']]);
  });

  covers(['BP18-035'], 'compiled2: BP18-035 蒼穹の提督・モニカ (evolved): 【進化時】 and 【攻撃時】 damage to an enemy follower equal to the followers on your field (3 → 3; 2 on attack → 2)', () => {
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
  });

  covers(['CSD02c-016'], 'compiled2: CSD02c-016 ナターリア: 【疾走】; Fanfare damage to an enemy follower equal to the other パッション followers on your field (2 → 2; itself not counted: 0 others → 0)', () => {
    const run = (others: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['CSD02c-016'], field: Array(others).fill('CSD02c-012'), oppField: ['SD06-017'] });
      let s = stand(play(s0, ids.hand![0]!));
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      expect(kw(s, onField(s, 0, 'CSD02c-016')[0]!, 'sve.storm')).toBe(true);
      return stats(s, ids.oppField![0]!)[1];
    };
    expect([run(2), run(0)]).toEqual([4, 6]);
  });

  covers(['CSD02c-012'], 'compiled2: CSD02c-012 諸星きらり: costs 3 less with a follower of original cost 1 on your field (cost 6: 5 PP refused; cost 2 follower: 9, 8 PP refused); 【守護】; Fanfare stands all your followers', () => {
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

  covers(['EBD01-008'], 'compiled2: EBD01-008 クイーンセイバー・シンシア: your fairy tokens have 【疾走】【指定攻撃】 while it is on the field; a fairy token entering your field +2 attack; Fanfare 『フェアリーウィスプ』 into the EX area, your fairy tokens +2 attack', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['EBD01-008'], evolve: ['SD01-T01'], tokens: [['SD01-T01', 'field', 0]], pp: 6 });
    const fairy = ids.tokens![0]!;
    expect([kw(s0, fairy, 'sve.storm'), kw(s0, fairy, 'sve.assail')]).toEqual([false, false]);
    let s = play(s0, ids.hand![0]!);
    expect([stats(s, fairy), kw(s, fairy, 'sve.storm'), kw(s, fairy, 'sve.assail')]).toEqual([[3, 1], true, true]);
    expect(zoneCards(s, 'exArea', 0).map((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name)).toEqual(['フェアリーウィスプ']);
    s = play(s, zoneCards(s, 'exArea', 0)[0]!); // cost 0
    const wisp = zoneCards(s, 'field', 0).find((id) => id !== fairy && s.cards[id]!.cardId !== 'EBD01-008')!;
    expect([stats(s, wisp), kw(s, wisp, 'sve.storm')]).toEqual([[3, 1], true]);
    expect(stats(s, fairy)).toEqual([3, 1]); // the wisp's entry does not raise the older fairy
  });
  /** A PriConne dragon title deck (SVE 6.2.1.3 basis 'title': UB abilities valid, 14.5.1.2) at player 0's first main phase, with cards arranged. */
  const pcDragon = (moves: Array<[string, string, number]>) => {
    let s = titleGame(titleDeck('CP04-PR04', ['PCS01-027', 'PR-505', 'PR-503']), 'SD02', 'compiled2-pc').state;
    if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
    const r = arrange(toMain(s), moves);
    return { s: r.state, ids: r.ids };
  };
  /** Passes / answers until player 0's main-phase decision (answering the cost question with `pay`). */
  const settle = (s0: GameState, pay: 'pay' | 'skip'): GameState => {
    let s = s0;
    for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      const d = s.decision;
      if (d.kind === 'chooseOption' && (d.options ?? []).includes(pay)) s = choose(s, pay);
      else if (d.kind === 'chooseOption' && d.rule === 'SVE 10.5.2') s = choose(s, d.options![0]!);
      else s = must(s, { type: 'pass', player: d.player }).state;
    }
    return s;
  };

  covers(['PCS01-027'], 'compiled2: PCS01-027 カオリ (PriConne title deck): 【突進】; 【疾走】 while another プリコネ follower is on your field (alone: not); [UB]【攻撃時】[コスト2]: 3 damage to the enemy leader (paid: 20 − 3 − 3 combat = 14; 1 PP: not asked, 17)', () => {
    const alone = pcDragon([['PCS01-027', 'field', 0]]);
    expect([kw(alone.s, alone.ids[0]!, 'sve.rush'), kw(alone.s, alone.ids[0]!, 'sve.storm')]).toEqual([true, false]);
    const run = (pp: number, pay: 'pay' | 'skip') => {
      const { s: s0, ids } = pcDragon([['PCS01-027', 'field', 0], ['PR-503', 'field', 0]]);
      expect(kw(s0, ids[0]!, 'sve.storm')).toBe(true);
      setPp(s0, pp);
      const s = settle(attack(s0, ids[0]!, zoneCards(s0, 'leader', 1)[0]!), pay);
      return [health(s, 1), counters(s, 0).pp];
    };
    expect(run(2, 'pay')).toEqual([14, 0]);
    expect(run(2, 'skip')).toEqual([17, 2]);
    expect(run(1, 'pay')).toEqual([17, 1]);
  });

  covers(['PR-505'], 'compiled2: PR-505 ホマレ (PriConne title deck): Fanfare max PP +1; [UB][起動] engage: 5 damage to an enemy follower, and 2 PP back when 【覚醒】 (max PP 7: 0 → 2; 6: stays 0); another follower\'s UB ability activated → max PP +1', () => {
    const { s: f0, ids: f } = pcDragon([['PR-505', 'hand', 0]]);
    setPp(f0, 5, 5);
    const f1 = play(f0, f[0]!);
    expect([counters(f1, 0).maxPp, counters(f1, 0).pp]).toEqual([6, 0]);
    const ub = (maxPp: number) => {
      const { s: s0, ids } = pcDragon([['PR-505', 'field', 0], ['SD02-020', 'field', 1]]);
      setPp(s0, 0, maxPp);
      const a = legalActions(s0).filter((x) => x.type === 'activate' && x.card === ids[0]!);
      expect(a.length).toBe(1);
      let s = must(s0, a[0]!).state;
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids[1]!);
      return [s.cards[ids[0]!]!.tapped, stats(s, ids[1]!)[1], counters(s, 0).pp];
    };
    expect(ub(7)).toEqual([true, 1, 2]);
    expect(ub(6)).toEqual([true, 1, 0]);
    const { s: k0, ids: k } = pcDragon([['PR-505', 'field', 0], ['PCS01-027', 'field', 0]]);
    setPp(k0, 2, 5);
    const k1 = settle(attack(k0, k[1]!, zoneCards(k0, 'leader', 1)[0]!), 'pay');
    expect([health(k1, 1), counters(k1, 0).maxPp]).toEqual([14, 6]);
  });
  covers(['BP18-074'], 'compiled2: BP18-074 ドラゴニックマーセナリー: 【守護】; Fanfare 『ヘルフレイムドラゴン』 (4/3 【突進】) or 『ドラゴン』 (5/5) onto the field; [起動][コスト2] engage: the same (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP18-074'], pp: 7 });
    let s = stand(play(s0, ids.hand![0]!));
    expect(s.decision).toMatchObject({ rule: 'SVE 5.18', options: [0, 1], labels: ['『ヘルフレイムドラゴン』', '『ドラゴン』'] });
    s = choose(s, 0);
    const me = onField(s, 0, 'BP18-074')[0]!;
    const tokenOf = (x: GameState, name: string) => zoneCards(x, 'field', 0).find((id) => (x.catalog[x.cards[id]!.cardId] as { name?: string }).name === name)!;
    const hell = tokenOf(s, 'ヘルフレイムドラゴン');
    expect([stats(s, hell), kw(s, hell, 'sve.rush'), kw(s, me, 'sve.ward'), counters(s, 0).pp]).toEqual([[4, 3], true, true, 1]);
    const acts = (x: GameState) => legalActions(x).filter((a) => a.type === 'activate' && a.card === me);
    expect(acts(s).length).toBe(0); // 1 PP
    setPp(s, 2);
    expect(acts(s).length).toBe(1);
    s = must(s, acts(s)[0]!).state;
    s = choose(s, 1);
    expect([stats(s, tokenOf(s, 'ドラゴン')), s.cards[me]!.tapped, counters(s, 0).pp, zoneCards(s, 'field', 0).length]).toEqual([[5, 5], true, 0, 3]);
  });

  covers(['BP18-096'], 'compiled2: BP18-096 バットノイズ: look at the top card, a 吸血鬼 card may go to the hand; a 『フォレストバット』 onto the field, +2 attack with 【突進】【指定攻撃】 when your cemetery holds 5+ 吸血鬼 cards (4: a plain 1/1)', () => {
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
}
