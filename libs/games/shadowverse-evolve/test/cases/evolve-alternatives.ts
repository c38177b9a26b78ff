/**
 * Card cases: base cards with more than one way to evolve (SVE 2.3, 10.2 activated 【進化】 abilities): two
 * [進化] abilities at different costs (one of them under a 「この能力は…なら使える」 condition, or paid by a
 * discard instead of PP), or one [進化] ability naming two evolve cards (「『A』か『B』に進化する」). Each case
 * evolves the base card from the evolve deck at its printed cost (one short refused) and checks which evolve
 * cards are offered. Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, handCount, pick, play, toDeckTop } from '../drivers.js';
import { type Covers, byAbility, evolveInto, evolveTargets, evolves, fillZone, onField, sc, settle, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { chooseTargets as chooseTargetsOf, expectOffered, expectUpTo } from './offered.js';

/** The evolve cards player 0 may evolve `card` into paying `pp` PP (the PP left unchanged in `s`). */
const canPlayNow = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);
const targetsAt = (s: GameState, card: string, pp: number) => evolveTargets(withPp(s, pp), card);

/**
 * Adds to player 0's evolve deck a stand-in for an evolve card the catalog data lacks (its printed name
 * `name`, the facts of `from`): a state edit, so the [進化] ability naming it can be driven. The data's
 * defect (the evolve card missing) is not hidden: without the stand-in that ability is never offered.
 */
const standIn = (s: GameState, from: string, name: string): string => {
  const cardId = `STANDIN-${from}`;
  s.catalog[cardId] = { ...structuredClone(s.catalog[from]!), id: cardId, name };
  const id = `standin-${from}`;
  s.cards[id] = { id, cardId, owner: 0, controller: 0, zone: '0:evolveDeck', face: 'down', tapped: false, counters: {}, flags: {}, attachedTo: null, timestamp: 1, token: false };
  s.zones['0:evolveDeck']!.cards.push(id);
  return cardId;
};

export function registerEvolveAlternativesCases(covers: Covers): void {
  covers(['BP08-002'], 'BP08-002 人形の少女・オーキス: 2/2 cost 3; [進化][コスト1] into 『決意の人形・オーキス』 (0 PP refused); [進化][コスト4] into 『復讐の人形・オーキス』 only with 3+ 人形 cards in your cemetery (2: not; 3 PP: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP08-002'], cemetery: ['BP08-004', 'BP08-004', 'BP08-002'], evolve: ['BP08-003'], pp: 3 });
    expect(evolves(withPp(s0, 2), ids.hand![0]!)).toEqual([]);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const o = onField(s, 0, 'BP08-002')[0]!;
    expect([stats(s, o), counters(s, 0).pp]).toEqual([[2, 2], 0]);
    const revenge = standIn(s, 'BP08-003', '復讐の人形・オーキス'); // not in the catalog data: a stand-in named so
    // 2 人形 cards in the cemetery (one moved to the deck): only 『決意の人形・オーキス』, at [コスト1] (0 PP refused)
    const two = structuredClone(s);
    const gone = ids.cemetery![2]!;
    two.zones['0:cemetery']!.cards = two.zones['0:cemetery']!.cards.filter((c) => c !== gone);
    two.cards[gone]!.zone = '0:deck';
    two.zones['0:deck']!.cards.push(gone);
    expect([targetsAt(two, o, 0), targetsAt(two, o, 1), targetsAt(two, o, 4)]).toEqual([[], ['BP08-003'], ['BP08-003']]);
    // 3: [コスト4] into 『復讐の人形・オーキス』 too (3 PP refused)
    expect([targetsAt(s, o, 3), targetsAt(s, o, 4)]).toEqual([['BP08-003'], ['BP08-003', revenge].sort()]);
    const e = evolveInto(withPp(s, 4), o, revenge);
    expect([e.cards[o]!.cardId, counters(e, 0).pp]).toEqual([revenge, 0]);
    const d = settleChoices(evolveInto(withPp(s, 1), o, 'BP08-003'));
    expect([d.cards[o]!.cardId, counters(d, 0).pp]).toEqual(['BP08-003', 0]);
  });

  covers(['BP02-089'], 'BP02-089 ヘヴンリーイージス: 8/8 cost 8, 【オーラ】, not destroyed by abilities; [進化][コスト2] (1 PP refused); [進化] by discarding 3 cards from hand at 0 PP (2 in hand: refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP02-089'], evolve: ['BP02-090'], pp: 8 });
    expect(evolves(withPp(s0, 7), ids.hand![0]!)).toEqual([]);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const a = onField(s, 0, 'BP02-089')[0]!;
    expect([stats(s, a), kw(s, a, 'sve.aura'), counters(s, 0).pp]).toEqual([[8, 8], true, 0]);
    // not destroyed by an ability (a destroy effect leaves it on the field); damage still counts
    const d = byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [a]);
    expect(names(d, 'field', 0)).toContain('BP02-089');
    const f = sc({ me: 'SD06', field: ['SD06-017'] }); // the same effect destroys another follower
    expect(names(byAbility(f.s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [f.ids.field![0]!]), 'field', 0)).toEqual([]);
    // [進化][コスト2]
    const inHand = zoneCards(s, 'hand', 0);
    const keep = (n: number) => {
      const x = structuredClone(s);
      for (const h of inHand.slice(n)) {
        x.zones['0:hand']!.cards = x.zones['0:hand']!.cards.filter((c) => c !== h);
        x.cards[h]!.zone = '0:deck';
        x.zones['0:deck']!.cards.push(h);
      }
      return x;
    };
    expect([evolves(withPp(keep(0), 1), a).length, evolves(withPp(keep(0), 2), a).length]).toEqual([0, 1]);
    const viaPp = evolveInto(withPp(keep(0), 2), a, 'BP02-090');
    expect([viaPp.cards[a]!.cardId, counters(viaPp, 0).pp]).toEqual(['BP02-090', 0]);
    // the discard [進化]: 2 cards in hand and 0 PP: refused; 3 cards: evolves, the 3 discarded
    expect(evolves(withPp(keep(2), 0), a)).toEqual([]);
    const three = withPp(keep(3), 0);
    const ev = evolves(three, a);
    expect(ev).toHaveLength(1);
    let t = must(three, ev[0]!).state;
    for (let i = 0; i < 3 && t.decision?.kind === 'chooseCards'; i++) t = pick(t, t.decision.candidates!.find((c) => !(t.decision!.picked ?? []).includes(c))!);
    t = settle(t);
    expect([t.cards[a]!.cardId, handCount(t, 0), zoneCards(t, 'cemetery', 0).length]).toEqual(['BP02-090', 0, 3]);
  });

  covers(['BP09-004', 'BP09-005'], 'BP09-004 愛の妖精・ポーラ: 2/2 cost 2; [進化][コスト1] into 『深緑の純心・ポーラ』 or 『真紅の絆・ポーラ』 (0 PP refused); BP09-005 深緑の純心・ポーラ 3/3: 【進化時】 look at the top 5, an [エルフ] spell among them may go to hand, the rest to the bottom', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP09-004', 'SD01-014', 'SD01-016', 'SD01-019', 'SD01-013', 'SD01-017'], evolve: ['BP09-005'], pp: 2 });
    expect(evolves(withPp(s0, 1), ids.hand![0]!)).toEqual([]);
    const top5 = ids.hand!.slice(1);
    toDeckTop(s0, top5);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const p = onField(s, 0, 'BP09-004')[0]!;
    expect([stats(s, p), counters(s, 0).pp]).toEqual([[2, 2], 0]);
    const crimson = standIn(s, 'BP09-005', '真紅の絆・ポーラ'); // not in the catalog data: a stand-in named so
    expect([targetsAt(s, p, 0), targetsAt(s, p, 1)]).toEqual([[], ['BP09-005', crimson].sort()]);
    const t = evolveInto(withPp(s, 1), p, 'BP09-005');
    expect([t.cards[p]!.cardId, stats(t, p), counters(t, 0).pp]).toEqual(['BP09-005', [3, 3], 0]);
    // the two [エルフ] spells offered; not the neutral spell, not the [エルフ] follower, not the goblin
    expectOffered(t, [top5[0]!, top5[1]!], [top5[2]!, top5[3]!, top5[4]!]);
    expectUpTo(t, 1, { upTo: true });
    const h = handCount(t, 0);
    const u = settleInOrder(pick(t, top5[1]!));
    expect([handCount(u, 0) - h, names(u, 'hand', 0).filter((c) => c === 'SD01-016').length, names(u, 'deck', 0).slice(-4).sort()]).toEqual([1, 1, ['SD01-013', 'SD01-014', 'SD01-017', 'SD01-019']]);
    const none = settleInOrder(must(t, { type: 'done', player: 0 }).state); // 「加えてよい」: none taken, all 5 to the bottom
    expect([handCount(none, 0), names(none, 'deck', 0).slice(-5).sort()]).toEqual([h, ['SD01-013', 'SD01-014', 'SD01-016', 'SD01-017', 'SD01-019']]);
  });

  covers(['BP09-069'], 'BP09-069 闇夜の姫・ヴァンピィ: 3/3 cost 3; Fanfare a 『フォレストバット』 into the EX area; [進化][コスト1] into 『カインドクイーン・ヴァンピィ』 (0 PP refused); [進化][コスト3] into 『ブラッドクイーン・ヴァンピィ』 only with 5+ 吸血鬼 cards in your cemetery (4: not; 2 PP: not)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP09-069'], cemetery: ['SD05-001', 'SD05-002', 'SD05-005', 'SD05-006', 'SD05-016'], evolve: ['BP09-070'], pp: 3 });
    expect(evolves(withPp(s0, 2), ids.hand![0]!)).toEqual([]);
    const s = settleChoices(play(s0, ids.hand![0]!));
    const v = onField(s, 0, 'BP09-069')[0]!;
    expect([stats(s, v), counters(s, 0).pp, names(s, 'exArea', 0).map((c) => s.catalog[c]!.name)]).toEqual([[3, 3], 0, ['フォレストバット']]);
    const blood = standIn(s, 'BP09-070', 'ブラッドクイーン・ヴァンピィ'); // not in the catalog data: a stand-in named so
    const four = structuredClone(s);
    const gone = ids.cemetery![4]!;
    four.zones['0:cemetery']!.cards = four.zones['0:cemetery']!.cards.filter((c) => c !== gone);
    four.cards[gone]!.zone = '0:deck';
    four.zones['0:deck']!.cards.push(gone);
    expect([targetsAt(four, v, 0), targetsAt(four, v, 1), targetsAt(four, v, 3)]).toEqual([[], ['BP09-070'], ['BP09-070']]);
    expect([targetsAt(s, v, 2), targetsAt(s, v, 3)]).toEqual([['BP09-070'], ['BP09-070', blood].sort()]);
    const e = evolveInto(withPp(s, 3), v, blood);
    expect([e.cards[v]!.cardId, counters(e, 0).pp]).toEqual([blood, 0]);
    const k = evolveInto(withPp(s, 1), v, 'BP09-070');
    expect([k.cards[v]!.cardId, counters(k, 0).pp]).toEqual(['BP09-070', 0]);
  });

  covers(['BP09-089'], 'BP09-089 ケリュネイア: 4/4 cost 4; Fanfare look at the top 5, an amulet among them may go to hand, the rest to the bottom; [進化][コスト1] into 『明転の牝鹿・ケリュネイア』 or 『暗転の牝鹿・ケリュネイア』 (0 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP09-089', 'SD06-002', 'SD06-015', 'SD06-005', 'SD06-003', 'SD06-017'], evolve: ['BP09-090'], pp: 4 });
    expect(legalActions(withPp(s0, 3)).some((a) => a.type === 'play' && a.card === ids.hand![0])).toBe(false);
    const top5 = ids.hand!.slice(1);
    toDeckTop(s0, top5);
    const t = settleChoices(play(s0, ids.hand![0]!));
    expectOffered(t, [top5[0]!, top5[1]!], [top5[2]!, top5[3]!, top5[4]!]); // the amulets; not the spell, not the followers
    expectUpTo(t, 1, { upTo: true });
    const h = names(t, 'hand', 0);
    const s = settleInOrder(pick(t, top5[1]!));
    expect([names(s, 'hand', 0).sort(), names(s, 'deck', 0).slice(-4).sort()]).toEqual([[...h, 'SD06-015'].sort(), ['SD06-002', 'SD06-003', 'SD06-005', 'SD06-017']]);
    const c = onField(s, 0, 'BP09-089')[0]!;
    expect([stats(s, c), counters(s, 0).pp]).toEqual([[4, 4], 0]);
    const dark = standIn(s, 'BP09-090', '暗転の牝鹿・ケリュネイア'); // not in the catalog data: a stand-in named so
    expect([targetsAt(s, c, 0), targetsAt(s, c, 1)]).toEqual([[], ['BP09-090', dark].sort()]);
    const e = settleChoices(evolveInto(withPp(s, 1), c, 'BP09-090'));
    expect([e.cards[c]!.cardId, counters(e, 0).pp]).toEqual(['BP09-090', 0]);
  });

  covers(['BP08-072'], 'BP08-072 昏く淀む者・タルタロス: 7/7 cost 10, cost −5 with 15+ 死者 cards in your cemetery (14: 10; 4 PP refused at 15); [進化][コスト1]; [起動][コスト1] from hand, put it into the EX area: look at the top 2, a 死者 card may go to hand, the rest to the cemetery (0 PP refused)', () => {
    const mk = (dead: number) => {
      const r = sc({ me: 'SD05', hand: ['BP08-072', 'SD05-007', 'SD05-017'], cemetery: ['SD05-009'], evolve: ['BP08-073'], pp: 10 });
      fillZone(r.s, 0, 'cemetery', Array(dead - 1).fill('SD05-009'));
      return r;
    };
    const at = (dead: number, pp: number) => { const { s, ids } = mk(dead); return legalActions(withPp(s, pp)).some((a) => a.type === 'play' && a.card === ids.hand![0]); };
    expect([at(14, 9), at(14, 10), at(15, 4), at(15, 5)]).toEqual([false, true, false, true]);
    const { s: s0, ids } = mk(15);
    const s = settleChoices(play(withPp(s0, 5), ids.hand![0]!));
    const t = onField(s, 0, 'BP08-072')[0]!;
    expect([stats(s, t), counters(s, 0).pp]).toEqual([[7, 7], 0]);
    expect([targetsAt(s, t, 0), targetsAt(s, t, 1)]).toEqual([[], ['BP08-073']]);
    // the hand ability: top 2 = a 死者 follower and a 傭兵
    const { s: h0, ids: h } = mk(0 + 1);
    toDeckTop(h0, [h.hand![1]!, h.hand![2]!]);
    expect(activations(withPp(h0, 0), h.hand![0]!)).toEqual([]);
    let x = must(withPp(h0, 1), activations(withPp(h0, 1), h.hand![0]!)[0]!).state;
    expect(names(x, 'exArea', 0)).toEqual(['BP08-072']);
    expectOffered(x, [h.hand![1]!], [h.hand![2]!]);
    const before = names(x, 'hand', 0);
    const cem = names(x, 'cemetery', 0);
    x = settleInOrder(pick(x, h.hand![1]!));
    expect([names(x, 'hand', 0).sort(), names(x, 'cemetery', 0).sort(), counters(x, 0).pp]).toEqual([[...before, 'SD05-007'].sort(), [...cem, 'SD05-017'].sort(), 0]);
  });

  covers(['BP04-005'], 'BP04-005 キングエレファント: 1/1 cost 6, 【疾走】; Fanfare return any number of cards of your field to hand, then +X/+X, X = cards in your hand; [進化][コスト4] (3 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP04-005'], field: ['SD02-002', 'SD02-019'], oppField: ['SD02-002'], evolve: ['BP04-006'], pp: 6 });
    expect(legalActions(withPp(s0, 5)).some((a) => a.type === 'play' && a.card === ids.hand![0])).toBe(false);
    while (zoneCards(s0, 'hand', 0).length > 1) { const c = zoneCards(s0, 'hand', 0).find((x) => x !== ids.hand![0])!; s0.zones['0:hand']!.cards = s0.zones['0:hand']!.cards.filter((x) => x !== c); s0.cards[c]!.zone = '0:deck'; s0.zones['0:deck']!.cards.push(c); }
    const t = settleChoices(play(s0, ids.hand![0]!));
    const k = onField(t, 0, 'BP04-005')[0]!;
    // 「自分の場のカード」: your field cards (itself included), not the enemy follower, no leader
    expectOffered(t, [k, ...ids.field!], [ids.oppField![0]!, leaderId(t, 0), leaderId(t, 1)]);
    const one = settle(chooseTargetsOf(t, [ids.field![0]!])); // 1 returned: hand 1
    expect([stats(one, k), names(one, 'hand', 0), names(one, 'field', 0).sort(), kw(one, k, 'sve.storm')]).toEqual([[2, 2], ['SD02-002'], ['BP04-005', 'SD02-019'], true]);
    const two = settle(chooseTargetsOf(t, ids.field!)); // 2 returned: +2/+2
    expect(stats(two, k)).toEqual([3, 3]);
    const zero = settle(chooseTargetsOf(t, [])); // none: +0/+0
    expect(stats(zero, k)).toEqual([1, 1]);
    expect([targetsAt(zero, k, 3), targetsAt(zero, k, 4)]).toEqual([[], ['BP04-006']]);
  });

  covers(['BP07-052'], 'BP07-052 呪われし影・ヴァイディ: 4/4 cost 4; Fanfare look at the top 3, a 自然 card may go to hand, the rest to the cemetery; [進化][コスト2] (1 PP refused), or [進化][コスト0] with 10+ 自然 cards in your cemetery (9: not); into BP07-053', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-052', 'BP07-017', 'SD01-017', 'BP07-013'], cemetery: ['BP07-013'], evolve: ['BP07-053'], pp: 4 });
    expect(canPlayNow(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    const top3 = ids.hand!.slice(1);
    toDeckTop(s0, top3);
    const t = settleChoices(play(s0, ids.hand![0]!));
    expectOffered(t, [top3[0]!, top3[2]!], [top3[1]!]); // the 自然 spell and follower; not the goblin
    expectUpTo(t, 1, { upTo: true });
    const h = names(t, 'hand', 0);
    const s = settleInOrder(pick(t, top3[0]!));
    const v = onField(s, 0, 'BP07-052')[0]!;
    expect([stats(s, v), names(s, 'hand', 0).sort(), names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([[4, 4], [...h, 'BP07-017'].sort(), ['BP07-013', 'BP07-013', 'SD01-017'], 0]);
    // 2 自然 cards in the cemetery: [コスト2] only
    expect([targetsAt(s, v, 1), targetsAt(s, v, 2)]).toEqual([[], ['BP07-053']]);
    fillZone(s, 0, 'cemetery', Array(7).fill('BP07-013'));
    expect(targetsAt(s, v, 0)).toEqual([]); // 9
    fillZone(s, 0, 'cemetery', ['BP07-017']);
    expect(targetsAt(s, v, 0)).toEqual(['BP07-053']); // 10: [コスト0]
    const e = evolveInto(withPp(s, 0), v, 'BP07-053');
    expect([e.cards[v]!.cardId, counters(e, 0).pp]).toEqual(['BP07-053', 0]);
  });

  covers(['BP07-053'], 'BP07-053 呪われし影・ヴァイディ (evolved): 【進化時】 【1】 4 damage to an enemy follower (yours not offered) and a 『影の侵食』 from your deck into the EX area; 【2】 a 『影の侵食』 of your cemetery played at cost 0 (4 damage; with ヴァイディ on your field it goes to the EX area)', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP07-052', 'SD01-017'], hand: ['BP07-058'], cemetery: ['BP07-058'], oppField: ['SD01-008', 'SD01-013'], opp: 'SD01', evolve: ['BP07-053'], pp: 2 });
      toDeckTop(s0, [ids.hand![0]!]);
      let x = evolveInto(s0, ids.field![0]!, 'BP07-053');
      expect(x.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      x = must(x, { type: 'choose', player: 0, option: x.decision!.options![opt]! }).state;
      return { x, ids };
    };
    const a = run(0);
    expectOffered(a.x, a.ids.oppField!, [...a.ids.field!, leaderId(a.x, 0), leaderId(a.x, 1)]);
    expectUpTo(a.x, 1, { upTo: false });
    const one = settleInOrder(pick(a.x, a.ids.oppField![0]!), (y) => (y.decision?.kind === 'chooseCards' && y.decision.rule === 'SVE 5.8' ? pick(y, y.decision.candidates![0]!) : null)); // the search: the 『影の侵食』 of the deck
    expect([stats(one, a.ids.oppField![0]!), names(one, 'exArea', 0), stats(one, a.ids.field![0]!), counters(one, 0).pp]).toEqual([[5, 1], ['BP07-058'], [5, 5], 0]);
    const b = run(1);
    const c = settleInOrder(b.x, (y) => (y.decision?.kind === 'chooseCards' && y.decision.player === 0 && y.decision.candidates!.includes(b.ids.oppField![1]!) ? pick(y, b.ids.oppField![1]!) : null));
    expect([names(c, 'field', 1), names(c, 'exArea', 0), names(c, 'cemetery', 0).includes('BP07-058'), counters(c, 0).pp]).toEqual([['SD01-008'], ['BP07-058'], false, 0]);
  });
}
