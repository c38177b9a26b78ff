/**
 * Card cases: choices of 「自分の場の(trait)・トークン・フォロワーN体を選ぶ」 — token followers (SVE 9.1) of a trait
 * (grammar/effects/choose.ts, groups.ts readGroup): a follower of the trait that is not a token, or a token of another
 * trait, is never offered.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, kw, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, pick } from '../drivers.js';
import { canPlay, type Covers, onField, onlyHand, sc, settleChoices, sorted } from './case-helpers.js';

export function registerTraitTokenChoicesCases(covers: Covers): void {
  covers(['BP16-089'], 'BP16-089 ミッドナイトヴァンパイア・エラル (cost 4, 3/3): Fanfare two 『フォレストバット』 (1/1 吸血鬼 tokens) onto your field; [起動] engage it: a 吸血鬼 token follower of yours +1/+1 with 【突進】【ドレイン】 (offered: the two bats; not the 吸血鬼 follower that is no token); 3 PP: not playable', () => {
    const mk = (pp: number) => sc({ me: 'SD05', hand: ['BP16-089'], field: ['SD05-005'], pp });
    expect(canPlay(mk(3).s, mk(3).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(4);
    let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
    const me = onField(s, 0, 'BP16-089')[0]!;
    const bats = zoneCards(s, 'field', 0).filter((x) => s.catalog[s.cards[x]!.cardId]!.name === 'フォレストバット');
    expect([stats(s, me), bats.length, bats.map((b) => stats(s, b)), counters(s, 0).pp]).toEqual([[3, 3], 2, [[1, 1], [1, 1]], 0]);
    const acts = activations(s, me);
    expect(acts).toHaveLength(1);
    s = must(s, acts[0]!).state;
    expect(s.cards[me]!.tapped).toBe(true);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(bats));
    s = settleChoices(pick(s, bats[1]!));
    expect([stats(s, bats[1]!), kw(s, bats[1]!, 'sve.rush'), kw(s, bats[1]!, 'sve.drain'), stats(s, bats[0]!), kw(s, bats[0]!, 'sve.rush'), stats(s, ids.field![0]!)]).toEqual([[2, 2], true, true, [1, 1], false, [2, 4]]);
  });

  covers(['BP17-012'], 'BP17-012 パペットインヴァース (spell, cost 1): choose 1 — 【1】 a 人形 token follower of yours +2/+2 (offered: the two 『操り人形』 tokens; not the 人形 follower that is no token); 【2】 two 『操り人形』 into your EX area; without a 人形 token only 【2】 can be chosen; 0 PP: not playable', () => {
    const mk = (pp: number, token: boolean) => {
      const r = sc({ me: 'SD01', hand: ['BP17-012'], field: ['BP17-017'], pp, ...(token ? { tokens: [['PR-192', 'field', 0], ['PR-192', 'field', 0]] as Array<[string, string, number]> } : {}) });
      onlyHand(r.s, r.ids.hand!);
      return r;
    };
    expect(canPlay(mk(0, true).s, mk(0, true).ids.hand![0]!)).toBe(false);
    const a = mk(1, true);
    let s = must(a.s, { type: 'play', player: 0, card: a.ids.hand![0]! }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, rule: 'SVE 5.18' });
    expect(s.decision!.options).toHaveLength(2);
    s = choose(s, s.decision!.options![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(a.ids.tokens!));
    s = settleChoices(pick(s, a.ids.tokens![1]!));
    expect([stats(s, a.ids.tokens![1]!), stats(s, a.ids.tokens![0]!), stats(s, a.ids.field![0]!), counters(s, 0).pp]).toEqual([[3, 3], [1, 1], stats(a.s, a.ids.field![0]!), 0]);
    const b = mk(1, false);
    let t = must(b.s, { type: 'play', player: 0, card: b.ids.hand![0]! }).state;
    if (t.decision?.kind === 'chooseOption' && t.decision.rule === 'SVE 5.18') {
      expect(t.decision.options).toHaveLength(1); // 【1】 has no target (5.18.3.1.2)
      t = choose(t, t.decision.options![0]!);
    }
    t = settleChoices(t);
    expect([names(t, 'exArea', 0).map((x) => t.catalog[x]!.name), counters(t, 0).pp]).toEqual([['操り人形', '操り人形'], 0]);
  });
}
