/**
 * Card cases: tokens (SVE 4.7) made by a card and what happens when a token of a given name or trait enters your
 * field (「自分の場に『X』が出たとき、それは…」, 10.7 triggers on entering) — the printed token stats, the count
 * made (and the count under a printed condition, at and one below it), and the bonus given to the token that entered
 * (not to one that was not made/entered, not to a card of another name). Registered from card-cases.ts; every
 * expectation is read from the printed text.
 */
import { type GameState, type JsonObject, legalActions } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { attack, choose, handCount, health, pick, play } from '../drivers.js';
import { byAbility, canPlay, type Covers, evolveInto, evolveTargets, onField, sc, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { expectOffered, offField } from './offered.js';

const byName = (s: GameState, zone: string, p: number, name: string) => zoneCards(s, zone, p).filter((x) => s.catalog[s.cards[x]!.cardId]!.name === name);
/** 「『X』N体を出す」 by another card's ability (a token of catalog id `card` onto player 0's field). */
const makeToken = (s: GameState, card: string, count = 1) => settleChoices(byAbility(s, { type: 'sve.token', token: { type: 'token', card }, count, zone: 'field' } as JsonObject, []));
const targetsAt = (s: GameState, card: string, pp: number) => evolveTargets(withPp(s, pp), card);

export function registerTokenEntryEffectsCases(covers: Covers): void {
  covers(['BP03-074'], 'BP03-074 マスカレードゴースト: 4/4 cost 4; [進化][コスト1] (0 PP refused); a 『ゴースト』 entering your field gets +1 attack (another follower entering: no)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP03-074'], evolve: ['BP03-075', 'BP03-T05', 'BP03-T06'], pp: 4 });
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const m = onField(s, 0, 'BP03-074')[0]!;
    expect([stats(s, m), counters(s, 0).pp]).toEqual([[4, 4], 0]);
    const g = makeToken(s, 'BP03-T05');
    const ghost = byName(g, 'field', 0, 'ゴースト')[0]!;
    expect([stats(g, ghost), kw(g, ghost, 'sve.storm')]).toEqual([[2, 1], true]);
    const p = makeToken(s, 'BP03-T06'); // a ジャイアントゴースト (3/3): not a 『ゴースト』
    expect(stats(p, byName(p, 'field', 0, 'ジャイアントゴースト')[0]!)).toEqual([3, 3]);
    expect([targetsAt(s, m, 0), targetsAt(s, m, 1)]).toEqual([[], ['BP03-075']]);
  });

  covers(['BP05-009', 'BP05-010'], 'BP05-009 復讐の人形遣い・ノア: 3/6 cost 5; Fanfare two 『操り人形』 into the EX area; a 『操り人形』 entering your field gets +1 attack and 【疾走】; [進化][コスト2] (1 PP refused) into BP05-010 (4/7, the same trigger, and your 『操り人形』 cost 1 less: 0 PP)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP05-009'], evolve: ['BP05-010'], pp: 6 });
    expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const n = onField(s, 0, 'BP05-009')[0]!;
    const puppets = byName(s, 'exArea', 0, '操り人形');
    expect([stats(s, n), counters(s, 0).pp, puppets.length]).toEqual([[3, 6], 1, 2]);
    expect(canPlay(withPp(s, 0), puppets[0]!)).toBe(false); // cost 1 (no reduction before it evolves)
    const one = settleChoices(play(s, puppets[0]!));
    const p1 = byName(one, 'field', 0, '操り人形')[0]!;
    expect([stats(one, p1), kw(one, p1, 'sve.storm'), counters(one, 0).pp]).toEqual([[2, 1], true, 0]);
    expect([targetsAt(s, n, 1), targetsAt(s, n, 2)]).toEqual([[], ['BP05-010']]);
    s = settleChoices(evolveInto(withPp(s, 2), n, 'BP05-010'));
    expect([stats(s, n), counters(s, 0).pp]).toEqual([[4, 7], 0]);
    expect(canPlay(s, puppets[1]!)).toBe(true); // 1 − 1 = 0 PP
    const t = settleChoices(play(s, puppets[1]!));
    const p2 = byName(t, 'field', 0, '操り人形')[0]!;
    expect([stats(t, p2), kw(t, p2, 'sve.storm'), counters(t, 0).pp]).toEqual([[2, 1], true, 0]);
  });

  covers(['BP09-027'], 'BP09-027 白の王・イメラ: 4/3 cost 3, 【突進】; Fanfare one 『ナイト』 (1/1), two with 『黒の女王・マグナス』 on your field; 【攻撃時】 a 『ナイト』 into the EX area', () => {
    const run = (magnus: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP09-027'], field: magnus ? ['BP09-028'] : [], oppField: ['SD02-019'], pp: 3 });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const knights = byName(s, 'field', 0, 'ナイト');
      return { s, ids, knights, me: onField(s, 0, 'BP09-027')[0]! };
    };
    const no = run(false);
    expect([no.knights.length, stats(no.s, no.knights[0]!), stats(no.s, no.me), kw(no.s, no.me, 'sve.rush')]).toEqual([1, [1, 1], [4, 3], true]);
    const { s, ids, knights, me } = run(true);
    expect(knights.length).toBe(2);
    const a = settleInOrder(attack(s, me, ids.oppField![0]!)); // 【突進】: a follower at once
    expect([byName(a, 'exArea', 0, 'ナイト').length, names(a, 'field', 1)]).toEqual([1, []]);
  });

  covers(['BP09-014'], 'BP09-014 エルフジェネラル: 4/5 cost 5, 【守護】; Fanfare two 『フェアリー』, each +1/+1 (2/2) with 【守護】', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP09-014'], field: ['SD01-017'], pp: 5 });
    expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP09-014')[0]!;
    const f = byName(s, 'field', 0, 'フェアリー');
    expect([stats(s, me), kw(s, me, 'sve.ward'), f.length, f.map((x) => stats(s, x)), f.map((x) => kw(s, x, 'sve.ward'))]).toEqual([[4, 5], true, 2, [[2, 2], [2, 2]], [true, true]]);
    expect([stats(s, ids.field![0]!), kw(s, ids.field![0]!, 'sve.ward')]).toEqual([[2, 2], false]); // the goblin already there: unchanged
  });

  covers(['BP04-074'], 'BP04-074 アクアネレイド: 0/1 cost 2, 【守護】; Fanfare an 『オルカ』 (2/2), with 【疾走】 in 【覚醒】 (max PP 7; 6: not)', () => {
    const run = (maxPp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP04-074'], pp: maxPp });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP04-074')[0]!;
      const orca = byName(s, 'field', 0, 'オルカ')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.ward'), stats(s, orca)]).toEqual([[0, 1], true, [2, 2]]);
      return kw(s, orca, 'sve.storm');
    };
    expect([run(6), run(7)]).toEqual([false, true]);
  });

  covers(['BP07-003'], 'BP07-003 クイーンセイバー・シンシア: 4/6 cost 6; while on the field your 妖精 tokens have 【疾走】【指定攻撃】; a 妖精 token entering gets +2 attack; Fanfare a 『フェアリーウィスプ』 into the EX area and your 妖精 tokens on the field +2 attack (a 妖精 follower that is no token: none)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-003'], field: ['SD01-011'], tokens: [['SD01-T01', 'field', 0]], pp: 6 });
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    const [fairy] = ids.tokens!;
    const water = ids.field![0]!;
    expect([kw(s0, fairy!, 'sve.storm'), kw(s0, fairy!, 'sve.assail')]).toEqual([false, false]);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP07-003')[0]!;
    const wisp = byName(s, 'exArea', 0, 'フェアリーウィスプ')[0]!;
    expect([stats(s, me), stats(s, fairy!), kw(s, fairy!, 'sve.storm'), kw(s, fairy!, 'sve.assail'), stats(s, water), kw(s, water, 'sve.storm'), stats(s, wisp)]).toEqual([[4, 6], [3, 1], true, true, [1, 1], false, [1, 1]]);
    const t = settleChoices(play(s, wisp)); // cost 0: enters, +2 attack, 【疾走】
    const w = byName(t, 'field', 0, 'フェアリーウィスプ')[0]!;
    expect([stats(t, w), kw(t, w, 'sve.storm'), stats(t, fairy!)]).toEqual([[3, 1], true, [3, 1]]);
  });

  covers(['BP07-010'], 'BP07-010 萌芽の化身: 3/2 cost 2; Fanfare a 『ナテラの大樹』 into the EX area; while on the field your 『ナテラの大樹』 cost 1 less (0 PP: playable; without it: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-010'], evolve: ['BP07-T03'], tokens: [['BP07-T03', 'exArea', 0]], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    expect(canPlay(withPp(s0, 0), ids.tokens![0]!)).toBe(false); // the tree costs 1 without 萌芽の化身
    const s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP07-010')[0]!;
    const trees = byName(s, 'exArea', 0, 'ナテラの大樹');
    expect([stats(s, me), counters(s, 0).pp, trees.length]).toEqual([[3, 2], 0, 2]);
    expect(trees.map((x) => canPlay(s, x))).toEqual([true, true]);
    const t = settleChoices(play(s, trees[0]!));
    expect([byName(t, 'field', 0, 'ナテラの大樹').length, counters(t, 0).pp]).toEqual([1, 0]);
  });

  covers(['BP07-044'], 'BP07-044 機械生命体: 3/1 cost 2; Fanfare a 『リペアモード』 into the EX area; once per turn, when you play a 機械 card, draw 1 (the second: no draw; a card of another trait: no draw)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-044', 'SD01-017'], evolve: ['BP07-T02'], tokens: [['BP07-T02', 'exArea', 0]], pp: 5 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    expect(stats(s, onField(s, 0, 'BP07-044')[0]!)).toEqual([3, 1]);
    const repairs = byName(s, 'exArea', 0, 'リペアモード');
    expect(repairs.length).toBe(2);
    let h = handCount(s, 0);
    s = settleInOrder(play(s, ids.hand![1]!)); // a goblin: no draw
    expect(handCount(s, 0)).toBe(h - 1);
    h = handCount(s, 0);
    s = settleInOrder(play(s, repairs[0]!)); // 機械 spell: draw 1, leader +1
    expect([handCount(s, 0), health(s, 0)]).toEqual([h + 1, 21]);
    s = settleInOrder(play(s, repairs[1]!)); // the second 機械 card this turn: no draw
    expect([handCount(s, 0), health(s, 0), counters(s, 0).pp]).toEqual([h + 1, 22, 0]);
  });

  covers(['BP02-058'], 'BP02-058 連なる咆哮: amulet cost 5; once per your turn, a 『ドラゴン』 entering your field: 5 damage to the enemy leader or an enemy follower (the second dragon: nothing; another token: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP02-058'], field: ['SD04-006'], oppField: ['SD04-001', 'SD06-015'], opp: 'SD04', evolve: ['BP02-T05', 'BP02-T16'], pp: 5 });
    expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
    const s = settleChoices(play(s0, ids.hand![0]!));
    expect(onField(s, 0, 'BP02-058')).toHaveLength(1);
    const orca = makeToken(s, 'BP02-T05'); // an 『オルカ』: nothing
    expect([orca.decision?.kind, health(orca, 1)]).toEqual(['sve.main', 20]);
    const d = byAbility(s, { type: 'sve.token', token: { type: 'token', card: 'BP02-T16' }, count: 1, zone: 'field' } as JsonObject, []);
    expectOffered(d, [leaderId(d, 1), ids.oppField![0]!], [leaderId(d, 0), ids.field![0]!, ids.oppField![1]!, byName(d, 'field', 0, 'ドラゴン')[0]!]);
    const hit = settleChoices(pick(d, ids.oppField![0]!));
    expect([stats(hit, ids.oppField![0]!)[1], health(hit, 1)]).toEqual([3, 20]);
    const face = settleChoices(pick(d, leaderId(d, 1)));
    expect(health(face, 1)).toBe(15);
    const again = makeToken(face, 'BP02-T16'); // the second dragon this turn: nothing
    expect([again.decision?.kind, health(again, 1), byName(again, 'field', 0, 'ドラゴン').length]).toEqual(['sve.main', 15, 2]);
    expect(legalActions(again).length).toBeGreaterThan(0);
  });

  covers(['BP01-141'], 'BP01-141 神域の守護者: amulet cost 5; once per your turn, when another amulet of yours leaves the field, a 『ホーリータイガー』 (4/4 【突進】) with 【守護】 (the second amulet leaving: none)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP01-141'], field: ['SD06-015', 'SD06-015'], pp: 7 });
    expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    expect(byName(s, 'field', 0, 'ホーリータイガー')).toEqual([]);
    const act1 = legalActions(s).find((a) => a.type === 'activate' && a.card === ids.field![0])!;
    s = settleInOrder(must(s, act1).state, (x) => (x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand') : null));
    const tigers = byName(s, 'field', 0, 'ホーリータイガー');
    expect([tigers.length, stats(s, tigers[0]!), kw(s, tigers[0]!, 'sve.rush'), kw(s, tigers[0]!, 'sve.ward'), byName(s, 'field', 0, 'ホーリーファルコン').length, counters(s, 0).pp]).toEqual([1, [4, 4], true, true, 1, 1]);
    const act2 = legalActions(s).find((a) => a.type === 'activate' && a.card === ids.field![1])!;
    s = settleInOrder(must(s, act2).state, (x) => (x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand') : null));
    expect([byName(s, 'field', 0, 'ホーリータイガー').length, byName(s, 'field', 0, 'ホーリーファルコン').length]).toEqual([1, 2]);
  });

  covers(['SP01-003'], 'SP01-003 フェアリープリンセス・アリア (5/5 cost 6; 5 PP refused): 【守護】 (may enter engaged); while it is on the field your other 妖精 followers have 【突進】 (itself and a non-妖精 follower: not; gone once it left); Fanfare any number of 9 『フェアリー』 onto the field (0–4: the 4 free slots), then any number into the EX area (0–5: 9 − 4, the 5 free EX slots)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['SP01-003'], field: ['SD01-017'], pp: 6 });
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 12.8.2', options: ['engage', 'stand'] });
    s = choose(s, 'engage');
    const aria = onField(s, 0, 'SP01-003')[0]!;
    expect([s.cards[aria]!.tapped, stats(s, aria), counters(s, 0).pp]).toEqual([true, [5, 5], 0]);
    expect(s.decision!.options).toEqual([0, 1, 2, 3]); // 3 free field slots (a ゴブリン and Aria there)
    s = choose(s, 3);
    expect(s.decision!.options).toEqual([0, 1, 2, 3, 4, 5]); // 9 − 3 = 6 left, the EX area holds 5
    s = settleChoices(choose(s, 2));
    expect([byName(s, 'field', 0, 'フェアリー').length, byName(s, 'exArea', 0, 'フェアリー').length]).toEqual([3, 2]);
    const fairy = byName(s, 'field', 0, 'フェアリー')[0]!;
    expect(stats(s, fairy)).toEqual([1, 1]);
    expect([kw(s, fairy, 'sve.rush'), kw(s, aria, 'sve.rush'), kw(s, ids.field![0]!, 'sve.rush'), kw(s, aria, 'sve.ward')]).toEqual([true, false, false, true]);
    expect(kw(offField(s, aria), fairy, 'sve.rush')).toBe(false);
  });
}
