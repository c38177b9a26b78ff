/**
 * Card cases: cards of your cemetery chosen and put onto the field or into your hand (SVE 10.6.2.3 choices in the
 * cemetery; 「それを場に出す」 5.5, 「それを手札に加える」) — the group offered (the printed cost/trait/class bound at and
 * one over it, another group not), the number allowed (「N枚まで」: N+1 refused), and the cost or condition of the
 * ability that does it. Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { counters, kw, leaderId, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, pick, play } from '../drivers.js';
import { act, canPlay, type Covers, onField, sc, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

export function registerCemeteryRetrievalCases(covers: Covers): void {
  covers(['BP01-132'], 'BP01-132 祈りの集約: spell cost 7; up to 3 amulets of cost 5 or less from your cemetery onto the field (cost 6 amulet and a follower not offered; 4th refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP01-132'], cemetery: ['SD06-015', 'SD06-016', 'SD06-014', 'SD06-006', 'BP06-113', 'SD06-003'], pp: 7 });
    expect(canPlay(withPp(s0, 6), ids.hand![0]!)).toBe(false);
    const t = play(s0, ids.hand![0]!);
    const [falcon, tiger, death, flames, arena, priest] = ids.cemetery!;
    expectOffered(t, [falcon!, tiger!, death!, flames!], [arena!, priest!]);
    expectUpTo(t, 3, { upTo: true });
    const s = settleInOrder(chooseTargets(t, [falcon!, death!, flames!]));
    expect([names(s, 'field', 0).filter((c) => ['SD06-015', 'SD06-014', 'SD06-006'].includes(c)).sort(), names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([['SD06-006', 'SD06-014', 'SD06-015'], ['BP01-132', 'BP06-113', 'SD06-003', 'SD06-016'], 0]);
  });

  covers(['BP04-091'], 'BP04-091 皇帝の証: amulet cost 1; Fanfare the top 2 cards of your deck into the cemetery; [起動][コスト2] engage it and put it into the cemetery: a 死者 follower of your cemetery into your hand (1 PP refused; a non-死者 follower not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP04-091'], cemetery: ['SD05-007', 'SD05-010', 'SD05-012', 'SD05-015'], pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    const top2 = names(s0, 'deck', 0).slice(0, 2);
    const deck = zoneCards(s0, 'deck', 0).length;
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP04-091')[0]!;
    expect([zoneCards(s, 'deck', 0).length, names(s, 'cemetery', 0).slice(-2).sort(), counters(s, 0).pp]).toEqual([deck - 2, [...top2].sort(), 0]);
    expect(activations(withPp(s, 1), me)).toEqual([]);
    s = act(withPp(s, 2), me);
    const [spectre, mummy, lilim, spell] = ids.cemetery!;
    const milled = zoneCards(s, 'cemetery', 0).filter((c) => !ids.cemetery!.includes(c) && c !== me && s.cards[c]!.cardId !== 'BP04-091');
    const deadMilled = milled.filter((c) => (s.catalog[s.cards[c]!.cardId]!.traits as string[] | undefined ?? []).includes('死者') && s.catalog[s.cards[c]!.cardId]!.type === 'フォロワー');
    expectOffered(s, [spectre!, mummy!, ...deadMilled], [lilim!, spell!]);
    const h = names(s, 'hand', 0);
    s = settleInOrder(pick(s, mummy!));
    expect([names(s, 'hand', 0).sort(), names(s, 'cemetery', 0).includes('BP04-091'), names(s, 'field', 0), counters(s, 0).pp]).toEqual([[...h, 'SD05-010'].sort(), true, [], 0]);
  });

  covers(['BP07-075'], 'BP07-075 ファースト・ワン: spell cost 1; choose 【1】 a 機械 follower of your cemetery into your hand (a 機械 spell and another follower not offered), or 【2】 a 『真紅の抗戦者・モノ』 of your cemetery onto the field', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP07-075'], cemetery: ['BP07-069', 'BP07-042', 'BP07-041', 'SD03-007', 'BP07-SL13'], pp: 1 });
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, s.decision!.options![opt]!);
      return { s, ids };
    };
    const a = run(0);
    const [mono, accel, sonic, shooter, mono2] = a.ids.cemetery!;
    expectOffered(a.s, [mono!, accel!, mono2!], [sonic!, shooter!]);
    const h = names(a.s, 'hand', 0);
    const s = settleInOrder(pick(a.s, accel!));
    expect([names(s, 'hand', 0).sort(), names(s, 'field', 0)]).toEqual([[...h, 'BP07-042'].sort(), []]);
    const b = run(1);
    expectOffered(b.s, [b.ids.cemetery![0]!, b.ids.cemetery![4]!], b.ids.cemetery!.slice(1, 4)); // the two 『真紅の抗戦者・モノ』 (a reprint too); not the other 機械 cards
    expectUpTo(b.s, 1, { upTo: false });
    const t = settleInOrder(pick(b.s, b.ids.cemetery![0]!));
    expect([names(t, 'field', 0), stats(t, onField(t, 0, 'BP07-069')[0]!), names(t, 'cemetery', 0).includes('BP07-SL13')]).toEqual([['BP07-069'], [3, 2], true]);
  });

  covers(['BP06-053'], 'BP06-053 真理の魔鏡: amulet cost 3, 【スタック】; Fanfare an 錬金術師 follower of original cost 3 or less from your cemetery onto the field (cost 5 錬金術師, another trait: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP06-053'], cemetery: ['BP06-051', 'BP09-037', 'SD03-002', 'BP09-035'], pp: 3 });
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const t = play(s0, ids.hand![0]!);
    expectOffered(t, [ids.cemetery![0]!, ids.cemetery![3]!], ids.cemetery!.slice(1, 3)); // cost 2 and 3 錬金術師; not the cost 5 one, not a 魔法使い
    expectUpTo(t, 1, { upTo: false });
    const s = settleInOrder(pick(t, ids.cemetery![0]!));
    expect([names(s, 'field', 0).filter((c) => c === 'BP06-051' || c === 'BP06-053').sort(), kw(s, onField(s, 0, 'BP06-053')[0]!, 'sve.stack'), counters(s, 0).pp]).toEqual([['BP06-051', 'BP06-053'], true, 0]);
  });

  covers(['BP08-017'], 'BP08-017 不殺の円陣: amulet cost 2; Fanfare an enemy follower [攻撃力]-2; [起動][コスト1] engage it and put it into the cemetery: a 狩人 follower of original cost 2 or less from your cemetery onto the field (cost 3 狩人 not offered; 0 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP08-017'], field: ['SD01-013'], oppField: ['SD01-008', 'SD01-013'], opp: 'SD01', cemetery: ['BP09-010', 'BP08-015', 'BP09-006', 'SD01-017'], pp: 3 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP08-017')[0]!;
    expectOffered(s, ids.oppField!, [ids.field![0]!, me, leaderId(s, 0), leaderId(s, 1)]);
    expectUpTo(s, 1, { upTo: false });
    s = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), counters(s, 0).pp]).toEqual([[3, 5], [2, 3], 1]);
    expect(activations(withPp(s, 0), me)).toEqual([]);
    s = act(s, me);
    const [owl, fanatic, axe, goblin] = ids.cemetery!;
    expectOffered(s, [owl!, fanatic!], [axe!, goblin!]);
    // 不殺の狂信者's own fanfare (3 狩人 cards in the cemetery, the amulet included): its target answered with the first offered
    s = settleInOrder(pick(s, fanatic!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : null));
    expect([names(s, 'field', 0).sort(), names(s, 'cemetery', 0).includes('BP08-017'), counters(s, 0).pp]).toEqual([['BP08-015', 'SD01-013'], true, 0]);
  });

  covers(['BP08-086'], 'BP08-086 聖騎士・ヘクター: 5/6 cost 7, 【守護】; your [ビショップ] followers have 【突進】 while it is on the field (a neutral one not); Fanfare up to 2 [ビショップ] followers of original cost 2 or less from your cemetery onto the field (cost 3 not offered; 3rd refused); [起動] once per turn, banish 3 [ビショップ] followers of your cemetery: your other followers +1/+1 (2 in the cemetery: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP08-086'], field: ['SD06-017'], cemetery: ['SD06-008', 'SD06-009', 'SD06-008', 'SD06-003', 'SD06-018'], pp: 7 });
    expect(canPlay(withPp(s0, 6), ids.hand![0]!)).toBe(false);
    let t = settleChoices(play(s0, ids.hand![0]!));
    const [snake1, sister, snake2, priest, angel] = ids.cemetery!;
    expectOffered(t, [snake1!, sister!, snake2!], [priest!, angel!]);
    expectUpTo(t, 2, { upTo: true });
    t = chooseTargets(t, [snake1!, sister!]);
    let s = settleInOrder(t, (x) => (x.decision?.rule === 'SVE 12.8.2' ? choose(x, 'stand') : null));
    const me = onField(s, 0, 'BP08-086')[0]!;
    const snake = onField(s, 0, 'SD06-008')[0]!;
    const angelOnField = ids.field![0]!;
    expect([stats(s, me), names(s, 'field', 0).sort(), kw(s, snake, 'sve.rush'), kw(s, me, 'sve.rush'), kw(s, angelOnField, 'sve.rush'), kw(s, me, 'sve.ward')]).toEqual([[5, 6], ['BP08-086', 'SD06-008', 'SD06-009', 'SD06-017'], true, true, false, true]);
    // [起動]: 2 [ビショップ] followers left in the cemetery (the other snake, the priest; the angel is neutral): not offered
    expect([names(s, 'cemetery', 0).sort(), activations(s, me)]).toEqual([['SD06-003', 'SD06-008', 'SD06-018'], []]);
    const { s: r0, ids: r } = sc({ me: 'SD06', field: ['BP08-086', 'SD06-017', 'SD06-009'], cemetery: ['SD06-008', 'SD06-003', 'SD06-011', 'SD06-018'], pp: 0 });
    const hector = r.field![0]!;
    const u = settleInOrder(act(r0, hector), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates!.find((c) => !(x.decision!.picked ?? []).includes(c))!) : null));
    expect([stats(u, r.field![1]!), stats(u, r.field![2]!), stats(u, hector), zoneCards(u, 'banished', 0).length, names(u, 'cemetery', 0)]).toEqual([[5, 7], [3, 3], [5, 6], 3, ['SD06-018']]);
    expect(activations(u, hector)).toEqual([]); // once per turn
  });

  covers(['BP07-113'], 'BP07-113 粛清の一刀: spell cost 3; destroy an enemy follower; every 『粛清の英雄・メイシア』 of yours +X attack, X = followers in your cemetery (3 → +3; another follower of yours: unchanged)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP07-113'], field: ['BP07-108', 'SD02-002'], cemetery: ['SD02-019', 'SD02-003', 'SD02-014', 'SD02-008'], oppField: ['SD02-020', 'SD02-005'], opp: 'SD02', pp: 3 });
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const before = stats(s0, ids.field![0]!);
    let s = play(s0, ids.hand![0]!);
    expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 0), leaderId(s, 1)]);
    expectUpTo(s, 1, { upTo: false });
    s = settleInOrder(pick(s, ids.oppField![0]!));
    expect([names(s, 'field', 1), stats(s, ids.field![0]!), stats(s, ids.field![1]!), counters(s, 0).pp]).toEqual([['SD02-005'], [before[0]! + 3, before[1]], [3, 3], 0]);
  });
}
