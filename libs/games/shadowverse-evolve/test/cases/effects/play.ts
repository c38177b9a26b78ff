/**
 * Card cases: Effect clauses of grammar/effects/play.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { apply, type GameState, legalActions } from '../../../../../engine/src/index.js';
import { arrange, counters, kw, leaderId, must, names, scene, stats, titleDeck, titleGame, toMain, zoneCards } from '../../engine-helpers.js';
import { activations, choose, done, evolve, fillCemetery, handCount, health, pick, play, toDeckTop } from '../../drivers.js';
import { canPlay, type Covers, declineOptional, drive, evolveInto, fillZone, finish, pickOnly, playable, plays, sc, setPp, settleChoices, sorted } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerPlayCases(covers: Covers): void {
  covers(['BP01-053'], 'BP01-053 マーリン (evolved): 【進化時】 a cost-3-or-less spell from your cemetery is played for 0 (cost 4: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP01-052'], evolve: ['BP01-053'], cemetery: ['SD03-015', 'SD03-014'], oppField: ['SD03-001'], pp: 2 });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP01-053');
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.cemetery![0]!)) s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    // マジックミサイル: 2 damage, draw 1, no PP paid; 炎の握撃 (cost 4) stays
    expect([stats(s, ids.oppField![0]!)[1], counters(s, 0).pp, handCount(s, 0) - h, names(s, 'cemetery', 0).sort()]).toEqual([4, 0, 1, ['SD03-014', 'SD03-015']]);
  });

  covers(['BP07-077'], 'BP07-077 禁絶の腕・ニコラ (evolved): 【進化時】 an original-cost-2-or-less 機械 card from your cemetery to the EX area (cost 3 / not 機械: not candidates), costing 2 less this turn (2 → 0)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP07-076'], evolve: ['BP07-077'], cemetery: ['BP17-077', 'BP07-076', 'SD05-012'], pp: 1 });
    let s = evolveInto(s0, ids.field![0]!, 'BP07-077');
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect([names(s, 'exArea', 0), names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([['BP17-077'], ['BP07-076', 'SD05-012'], 0]);
    expect(canPlay(s, zoneCards(s, 'exArea', 0)[0]!)).toBe(true);
  });

  covers(['SP01-020'], 'SP01-020 マナリアの魔導姫・アン: Fanfare choose 1 — 【1】 『アンの大魔法』 from the deck to the EX area, and it costs 5 less this turn; 【2】 『マナリアの竜姫・グレア』 from the deck onto the field; with 10+ 学院 cards in your cemetery up to 2 (9: one only)', () => {
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

  covers(['ECP02-022'], 'ECP02-022 〔ハピネスチューン〕緒方智絵里 (evolved): 【進化時】 a デレマス spell from the deck to the hand; [起動][コスト1]【レッスン_1】 with 5+ キュート cards in your cemetery (4: not offered), once a turn: the next デレマス spell of original cost 2 or less costs 2 less (cost 2: 0 PP; cost 3: not reduced at 2 PP)', () => {
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

  covers(['CP04-003'], 'CP04-003 エリス (PriConne title deck, SVE 14.5.1.2): Fanfare look at the top 4, a プリコネ card to the hand, the rest to the bottom; your next プリコネ card this turn costs 2 less (スズナ cost 3: 1 PP plays, 0 not); [UB][起動] engage: another プリコネ follower +1/+1, and 【疾走】 when your UB abilities were activated 3+ times this turn before it (2: not)', () => {
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

  // written-out triggers (grammar/triggers.ts): 「自分が(AかB)をプレイしたとき」 (SVE 10.6.2.7), 「自分の場の(group)が攻撃したとき」 (8.4.5)
  covers(['BP14-036', 'EBD02-001'], '真理の大文豪・ユキシマ (SVE 10.6.2.7, 10.4.4.1): when you play a 宴楽 or 魔法使い card of original cost 3 or less, 2 damage to an enemy follower (cost 4: none); fanfare — the next such card costs 3 less; 3 PP: cannot play it', () => {
    for (const id of ['BP14-036', 'EBD02-001']) {
      const { s: s0, ids } = scene({ me: 'SD03', hand: [id, 'SD03-003', 'BP14-071', 'BP14-060'], oppField: ['SD04-008'], pp: 4 });
      const dragon = ids.oppField![0]!;
      let s = play(s0, ids.hand![0]!);
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 7]]); // playing itself: no trigger (not on the field yet)
      s = play(s, ids.hand![1]!); // デモンフレイムメイジ: 魔法使い, cost 3 − 3 = 0
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 5]]);
      s.players[0]!.counters.pp = 4;
      s = play(s, ids.hand![2]!); // 楽園の終焉・イツルギ: 宴楽 but cost 4 — no damage, full cost
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 5]]);
      expect(plays(s, ids.hand![3]!)).toEqual([]); // the reduction was used up: 釜焚きの竜人 costs 2
      s.players[0]!.counters.pp = 2;
      s = play(s, ids.hand![3]!);
      expect([s.players[0]!.counters.pp, stats(s, dragon)]).toEqual([0, [7, 3]]);
      const z = scene({ me: 'SD03', hand: [id], pp: 3 });
      expect(plays(z.s, z.ids.hand![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD03', field: [id], hand: ['SD03-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 4 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
    }
  });

  covers(['ECP02-036'], '〔こぶし・紅〕村上巴 (SVE 10.7.2.2, 10.4.4.1): once per turn when you play a パッション spell, 2 damage to the opponent\'s leader (the second: none); fanfare — the next パッション spell of original cost 3 or less costs 3 less (cost 5: not lowered); a spell that is not パッション: neither lowered nor triggering; 2 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['ECP02-036', 'CP02-041', 'CP02-041', 'ECP02-011'], oppField: ['SD04-008', 'SD04-008'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    expect(s.players[0]!.counters.pp).toBe(0);
    expect(plays(s, ids.hand![3]!)).toEqual([]); // 夢色開花前線: cost 5, not lowered
    s = play(s, ids.hand![1]!); // センター・オブ・ストリート: 3 − 3 = 0
    s = pick(s, ids.oppField![0]!);
    s = finish(s);
    expect([health(s, 1), stats(s, ids.oppField![0]!)[1], s.players[0]!.counters.pp]).toEqual([18, 2, 0]);
    expect(plays(s, ids.hand![2]!)).toEqual([]); // used up: 3 PP again
    s.players[0]!.counters.pp = 3;
    s = finish(pick(play(s, ids.hand![2]!), ids.oppField![1]!));
    expect([health(s, 1), s.players[0]!.counters.pp]).toEqual([18, 0]); // once per turn
    const z = scene({ me: 'SD01', hand: ['ECP02-036'], pp: 2 });
    expect(plays(z.s, z.ids.hand![0]!)).toEqual([]);
    // issue #18: only パッション spells — エンジェルスナイプ (an エルフ spell, cost 1): not lowered (0 PP: not playable), and
    // played with 1 PP it does not trigger the 2 damage; the next パッション spell is still lowered afterwards
    const q = scene({ me: 'SD01', hand: ['ECP02-036', 'SD01-019', 'CP02-041'], oppField: ['SD04-008', 'SD04-008'], pp: 3 });
    let u = play(q.s, q.ids.hand![0]!);
    expect(plays(u, q.ids.hand![1]!)).toEqual([]);
    u.players[0]!.counters.pp = 1;
    u = finish(pick(play(u, q.ids.hand![1]!), q.ids.oppField![0]!));
    expect([health(u, 1), u.players[0]!.counters.pp, plays(u, q.ids.hand![2]!).length]).toEqual([20, 0, 1]);
  });

  // 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1; rules/next-play-cost.ts)
  covers(['BP14-001'], '化かし女将・ホズミ (SVE 10.4.4.1): fanfare — this turn the next 宴楽 card costs 2 less (cost 2 at 0 PP: playable; cost 3: not), once; [進化][コスト1]; 2 PP cannot play it (cost 3)', () => {
    const { s: s0, ids } = scene({ hand: ['BP14-001', 'BP14-060', 'BP14-049', 'BP14-060'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    expect(s.players[0]!.counters.pp).toBe(0);
    expect([plays(s, ids.hand![1]!).length, plays(s, ids.hand![2]!).length]).toEqual([1, 0]); // 2 - 2 = 0 ≤ 0; 3 - 2 = 1 > 0
    s = play(s, ids.hand![1]!);
    s.players[0]!.counters.pp = 1;
    expect(plays(s, ids.hand![3]!)).toEqual([]); // used up: the second 釜焚きの竜人 costs 2 again
    expect(plays(scene({ hand: ['BP14-001'], pp: 2 }).s, scene({ hand: ['BP14-001'], pp: 2 }).ids.hand![0]!)).toEqual([]);
    // [進化][コスト1]
    const e = scene({ field: ['BP14-001'], evolve: ['BP14-002'], pp: 1 });
    const t = evolve(e.s, e.ids.field![0]!);
    expect([t.cards[e.ids.field![0]!]!.cardId, t.players[0]!.counters.pp]).toEqual(['BP14-002', 0]);
    const z = scene({ field: ['BP14-001'], evolve: ['BP14-002'], pp: 0 });
    expect(legalActions(z.s).filter((a) => a.type === 'evolve' && a.ep === false)).toEqual([]);
  });

  covers(['BP14-054'], '独尊龍・スーロン (evolved, SVE 10.4.4.1): 【進化時】 this turn the next 宴楽 card costs 2 less — at 1 PP a cost-3 宴楽 card is playable, a cost-4 one is not; the next one pays in full', () => {
    const { s: s0, ids } = scene({ field: ['BP14-053'], evolve: ['BP14-054'], hand: ['BP14-049', 'BP14-080', 'BP14-060'], pp: 2 });
    let s = evolve(s0, ids.field![0]!);
    expect([s.cards[ids.field![0]!]!.cardId, s.players[0]!.counters.pp]).toEqual(['BP14-054', 1]);
    expect([plays(s, ids.hand![0]!).length, plays(s, ids.hand![1]!).length, plays(s, ids.hand![2]!).length]).toEqual([1, 0, 1]); // 3-2=1, 4-2=2, 2-2=0
    s = play(s, ids.hand![2]!); // 釜焚きの竜人 for 0
    expect(s.players[0]!.counters.pp).toBe(1);
    expect(plays(s, ids.hand![0]!)).toEqual([]); // used up: 宿帳のフクロウ costs 3 again
  });

  covers(['BP14-049'], '宿帳のフクロウ (SVE 10.4.4.1): fanfare — the next 宴楽 or 魔法使い card of original cost 3 or less costs 3 less (a cost-4 宴楽 card is not lowered and does not use it); 『真理の大文豪・ユキシマ』 on your field: leader +2', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP14-049', 'BP14-080', 'SD03-003', 'SD03-003'], pp: 6 });
    let s = play(s0, ids.hand![0]!);
    expect([s.players[0]!.counters.pp, health(s, 0)]).toEqual([3, 20]); // no ユキシマ
    s.players[0]!.counters.pp = 3;
    expect(plays(s, ids.hand![1]!)).toEqual([]); // ルームサービスデビル: cost 4 > 3, not lowered (元のコスト4)
    s = play(s, ids.hand![2]!); // デモンフレイムメイジ (魔法使い, cost 3): 0 PP
    expect(s.players[0]!.counters.pp).toBe(3);
    s = play(s, ids.hand![3]!); // the second one: 3 PP
    expect(s.players[0]!.counters.pp).toBe(0);
    // with 『真理の大文豪・ユキシマ』 on the field: leader health +2
    const y = scene({ me: 'SD03', hand: ['BP14-049'], field: ['BP14-036'], pp: 3 });
    expect(health(finish(play(y.s, y.ids.hand![0]!)), 0)).toBe(22); // ユキシマ's own play trigger (no enemy follower) is ordered with the fanfare (10.5.2)
    expect(plays(scene({ me: 'SD03', hand: ['BP14-049'], pp: 2 }).s, scene({ me: 'SD03', hand: ['BP14-049'], pp: 2 }).ids.hand![0]!)).toEqual([]);
  });

  covers(['BP13-054'], '焦熱の竜翼・ドラーク (SVE 10.4.4.1): 【突進】; fanfare — the next 武闘竜人 card costs 3 less (cost 3 at 0 PP: playable; a non-武闘竜人 cost-1 card: not); [進化][コスト4] (3 PP: no)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP13-054', 'BP18-058', 'SD04-015'], oppField: ['SD04-001'], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    const d = zoneCards(s, 'field', 0)[0]!;
    expect([s.players[0]!.counters.pp, kw(s, d, 'sve.rush')]).toEqual([0, true]);
    expect([plays(s, ids.hand![1]!).length, plays(s, ids.hand![2]!).length]).toEqual([1, 0]); // 壊竜の六銘伝・エル 3-3 = 0; ブレイジングブレス 1
    s = play(s, ids.hand![1]!);
    expect([s.players[0]!.counters.pp, names(s, 'field', 0)]).toEqual([0, ['BP13-054', 'BP18-058']]);
    const e = scene({ me: 'SD04', field: ['BP13-054'], evolve: ['BP13-055'], pp: 4 });
    expect(evolve(e.s, e.ids.field![0]!).players[0]!.counters.pp).toBe(0);
    const f = scene({ me: 'SD04', field: ['BP13-054'], evolve: ['BP13-055'], pp: 3 });
    expect(legalActions(f.s).filter((a) => a.type === 'evolve' && a.ep === false)).toEqual([]);
  });

  covers(['BP12-022'], '鉄拳の獣戦士 (evolved, SVE 10.4.4.1): 【守護】; 【進化時】 the top card of your deck to the EX area, and the next card you play from the EX area costs 10 less (a hand card does not)', () => {
    const { s: s0, ids } = scene({ field: ['BP12-021'], evolve: ['BP12-022'], hand: ['SD02-003', 'SD02-002'], pp: 3 });
    toDeckTop(s0, [ids.hand![0]!]);
    let s = evolve(s0, ids.field![0]!);
    const w = ids.field![0]!;
    expect([s.cards[w]!.cardId, kw(s, w, 'sve.ward'), s.players[0]!.counters.pp, names(s, 'exArea', 0)]).toEqual(['BP12-022', true, 0, ['SD02-003']]);
    expect(plays(s, ids.hand![1]!)).toEqual([]); // the hand card (cost 2) is not lowered
    s = play(s, zoneCards(s, 'exArea', 0)[0]!); // フローラルフェンサー from the EX area: 3 - 10 → 0
    expect([s.players[0]!.counters.pp, names(s, 'field', 0).sort()]).toEqual([0, ['BP12-022', 'SD02-003'].sort()]);
    s.players[0]!.counters.pp = 2;
    expect(plays(s, ids.hand![1]!).length).toBe(1);
  });

  covers(['BP14-046'], '願望の実現 (SVE 4.8.3, 10.4.4.1, 10.10.2.4): the top card of your deck into the EX area until it is full (2 there: 3 put, exactly); the next of those 3 you play this turn has its cost set to 0 (ドレッドドラゴン 7 at 0 PP), once (the next one pays its cost), a card that was in the EX area before never; 6 PP: cannot play it', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP14-046'], ex: ['SD02-019', 'SD02-017'], cemetery: ['SD04-008', 'BP14-060', 'SD02-002', 'SD04-008'], pp: 7 });
    toDeckTop(s0, ids.cemetery!);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const placed = zoneCards(s, 'exArea', 0).filter((x) => !ids.ex!.includes(x));
    expect([zoneCards(s, 'exArea', 0).length, placed.map((x) => s.cards[x]!.cardId).sort(), s.players[0]!.counters.pp]).toEqual([5, ['BP14-060', 'SD02-002', 'SD04-008'].sort(), 0]);
    expect(zoneCards(s, 'deck', 0)[0]).toBe(ids.cemetery![3]); // the 4th card stays on top
    expect([...placed.map((x) => plays(s, x).length), ...ids.ex!.map((x) => plays(s, x).length)]).toEqual([1, 1, 1, 0, 0]);
    const dragon = placed.find((x) => s.cards[x]!.cardId === 'SD04-008')!;
    s = settleChoices(play(s, dragon));
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = s.decision.candidates!.length > 0 ? pick(s, s.decision.candidates![0]!) : done(s);
    expect([names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([['SD04-008'], 0]);
    const rest = placed.filter((x) => x !== dragon);
    expect(rest.map((x) => plays(s, x).length)).toEqual([0, 0]); // used up: 2 each again
    s.players[0]!.counters.pp = 2;
    expect(rest.map((x) => plays(s, x).length)).toEqual([1, 1]);
    const u = scene({ me: 'SD03', hand: ['BP14-046'], pp: 6 });
    expect(plays(u.s, u.ids.hand![0]!)).toEqual([]);
  });

  covers(['BP05-053', 'SP01-029'], 'BP05-053 / SP01-029 侮蔑の絶傑・ガルミーユ (evolved; SVE 10.7.2): 【進化時】 play a cost-2-or-less 絶傑 card of your cemetery for 0 (a cost-3 one is no candidate); its 1 damage to this → 「相手のリーダー1人か相手の場のフォロワー1体を選ぶ」 (offered: the enemy leader and the surviving enemy follower; never your leader or followers) 3 damage to the enemy leader', () => {
    for (const [base, ev] of [['BP05-052', 'BP05-053'], ['SP01-028', 'SP01-029']] as const) {
      const { s: s0, ids } = scene({ me: 'SD04', field: [base], evolve: [ev], cemetery: ['BP05-058', 'BP15-066', 'BP05-063'], oppField: ['SD02-002', 'SD02-020'], pp: 2 });
      const g = ids.field![0]!;
      const enemyLeader = Object.values(s0.cards).find((c) => c.zone === '1:leader')!.id;
      const ownLeader = Object.values(s0.cards).find((c) => c.zone === '0:leader')!.id;
      let first: string[] = [];
      let candidates: string[] | null = null;
      const s = drive(evolve(s0, g), (d) => {
        if (d.kind === 'chooseOption') return d.options!.includes('leader' as never) ? 'leader' : null;
        if (d.kind !== 'chooseCards') return null;
        if (first.length === 0) { first = [...d.candidates!]; return ids.cemetery![0]!; }
        if (d.candidates!.includes(g)) return g;
        if (d.candidates!.includes(enemyLeader)) { candidates = [...d.candidates!]; return enemyLeader; }
        return ids.oppField![0]!; // 侮蔑の炎爪's 3 damage: the enemy 3/3
      });
      expect(first.sort()).toEqual([ids.cemetery![0]!, ids.cemetery![2]!].sort());
      // the trigger's choice (SVE 10.6.2.3): the enemy leader and the enemy follower still on the field (天剣の乙女 4/6)
      expect(candidates).not.toBeNull();
      expect(sorted(candidates!)).toEqual(sorted([enemyLeader, ids.oppField![1]!]));
      for (const never of [ownLeader, g, ids.oppField![0]!]) expect(candidates).not.toContain(never);
      // 侮蔑の炎爪 for 0 PP: 1 to ガルミーユ (6/6 → 6/5), 3 to the enemy 3/3; the trigger: 3 to the enemy leader
      expect([stats(s, g), zoneCards(s, 'field', 1), counters(s, 0).pp, names(s, 'cemetery', 0).sort()]).toEqual([[6, 5], [ids.oppField![1]!], 2 - 2, ['BP05-058', 'BP15-066', 'BP05-063'].sort()]);
      expect(health(s, 1)).toBe(17);
      expect(stats(s, ids.oppField![1]!)).toEqual([4, 6]);
    }
  });

  covers(['BP09-001'], 'BP09-001 ユグドラシル [起動][コスト1] an [エルフ] spell of original cost X or less from your cemetery to the EX area, X = different card names among your cemetery\'s [エルフ] spells (SVE 5.2), it costs 0 this turn; once a turn; 0 PP: not offered', () => {
    const go = (cemetery: string[], pp = 1) => {
      const { s, ids } = scene({ me: 'SD01', field: ['BP09-001'], cemetery, pp });
      return { s, ids, acts: activations(s, ids.field![0]!) };
    };
    // 森荒らしへの報い (2), 根源への回帰 (3), エンジェルスナイプ (neutral): X = 2 — cost 2 (at X) only
    const a = go(['SD01-016', 'BP01-008', 'SD01-019'], 2);
    expect(a.acts).toHaveLength(1);
    let s = must(a.s, a.acts[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([a.ids.cemetery![0]]);
      s = pick(s, a.ids.cemetery![0]!);
    }
    s = declineOptional(s);
    expect([names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual([['SD01-016'], 1]);
    expect(activations(s, a.ids.field![0]!)).toEqual([]); // once a turn (1 PP left)
    // フェアリーサークル twice (one name) and 根源への回帰 (3): X = 2, not 3 — the two cost-1 copies only
    const b = go(['SD01-014', 'BP01-023', 'BP01-008']);
    s = must(b.s, b.acts[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(b.ids.cemetery!.slice(0, 2)));
    s = declineOptional(pick(s, b.ids.cemetery![0]!));
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    expect([s.cards[ex]!.cardId, s.players[0]!.counters.pp, playable(s, ex)]).toEqual(['SD01-014', 0, true]); // cost 0 this turn at 0 PP
    // a third name: X = 3 — 根源への回帰 (3) now qualifies
    const c = go(['SD01-014', 'BP01-023', 'BP01-008', 'SD01-016']);
    s = must(c.s, c.acts[0]!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(c.ids.cemetery));
    expect(go(['SD01-016'], 0).acts).toEqual([]);
    // [ファンファーレ] an [エルフ] spell from the deck to the hand (5 PP; 4 PP: cannot play)
    const f = scene({ me: 'SD01', hand: ['BP09-001'], pp: 5 });
    s = play(f.s, f.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    const elfSpells = zoneCards(s, 'deck', 0).filter((id) => s.catalog[s.cards[id]!.cardId]!.type === 'スペル' && s.catalog[s.cards[id]!.cardId]!.classOrColor === 'エルフ');
    expect(elfSpells.length).toBeGreaterThan(0);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(elfSpells)); // no neutral エンジェルスナイプ, no followers
    const hand = handCount(s, 0);
    s = declineOptional(pick(s, elfSpells[0]!));
    expect(handCount(s, 0)).toBe(hand + 1);
    const f4 = scene({ me: 'SD01', hand: ['BP09-001'], pp: 4 });
    expect(playable(f4.s, f4.ids.hand![0]!)).toBe(false);
  });

  covers(['BP18-T03', 'BP18-P52'], 'Token spell ジュエルドレスアップ: this turn you may play the cards of your banish zone (paying their cost; not the opponent\'s; no longer next turn)', () => {
    for (const id of ['BP18-T03', 'BP18-P52']) {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD02-019', 'SD02-007'], oppHand: ['SD02-019'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 3 });
      const move = (x: string, p: number) => {
        s0.zones[s0.cards[x]!.zone]!.cards = s0.zones[s0.cards[x]!.zone]!.cards.filter((y) => y !== x);
        s0.cards[x]!.zone = `${p}:banished`;
        s0.zones[`${p}:banished`]!.cards.push(x);
      };
      const [fighter, egg] = ids.hand!;
      move(fighter!, 0);
      move(egg!, 0);
      move(ids.oppHand![0]!, 1);
      expect(plays(s0, fighter!)).toEqual([]);
      let s = play(s0, ids.tokens![0]!);
      expect([plays(s, fighter!).length, plays(s, ids.oppHand![0]!).length]).toEqual([1, 0]);
      s = play(s, fighter!);
      expect([names(s, 'field', 0), counters(s, 0).pp, names(s, 'banished', 0)]).toEqual([['SD02-019'], 0, ['SD02-007']]);
      expect(plays(s, egg!)).toEqual([]); // 1 PP short (0 left, cost 1)
      s.players[0]!.counters.pp = 1;
      expect(plays(s, egg!)).toHaveLength(1);
      s.players[0]!.flags.playFromBanishedTurn = s.turn.number - 2; // the effect of an earlier turn ended (7.4.8)
      expect(plays(s, egg!)).toEqual([]);
    }
  });
}
