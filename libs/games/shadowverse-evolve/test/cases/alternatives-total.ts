/**
 * Card cases: 「Xは「自分の墓場の(A)・カードや(B)の枚数の合計」である」 — one zone's cards of several groups, totalled
 * (grammar/quantities.ts alternativesTotal). A card of both groups (a 陰陽師 spell) counts once by default; the named
 * option `alternativesTotal: 'perGroup'` (definition.ts OPTION_DOCS) adds the groups' counts (such a card twice).
 * Each card is played from hand paying its cost less X (X PP refused one short), its Fanfare and its activated
 * ability are played out. Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { kw, stats, zoneCards } from '../engine-helpers.js';
import { activations } from '../drivers.js';
import { act, canPlay, type Covers, nameOf, onField, playIt, sc, settleChoices, withPp } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

// the cemetery: 2 陰陽師 spells (式神の使役: both groups), 3 陰陽師 followers (クラシカルソーサラー), 3 other spells
// (魔法使い), 2 other followers (デモンフレイムメイジ: neither)
const CEMETERY = ['BP06-042', 'BP06-042', 'BP06-046', 'BP06-046', 'BP06-046', 'SD03-005', 'SD03-005', 'SD03-012', 'SD03-003', 'SD03-003'];

function onmyojiCase(id: string): () => void {
  return () => {
    // X read as it is played (10.4.4.1): once = 2 + 3 + 3 = 8 (cost 15 → 7); perGroup = 陰陽師 5 + spells 5 = 10 (cost 5);
    // one 式神の使役 fewer: once 7 (cost 8), perGroup 8 (cost 7)
    for (const [option, cemetery, cost] of [
      ['once', CEMETERY, 7],
      ['once', CEMETERY.slice(1), 8], // one 式神の使役 fewer: 7 under 'once'
      ['perGroup', CEMETERY, 5],
      ['perGroup', CEMETERY.slice(1), 7], // one 式神の使役 fewer: 2 less under 'perGroup'
    ] as Array<[string, string[], number]>) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: [id], cemetery, field: ['SD03-003'], tokens: [['BP06-T02', 'field', 0], ['BP06-T02', 'field', 0]], oppField: ['SD03-017'], pp: 10 });
      if (option !== 'once') s0.options.alternativesTotal = option;
      const card = ids.hand![0]!;
      expect([option, canPlay(withPp(s0, cost - 1), card), canPlay(withPp(s0, cost), card)]).toEqual([option, false, true]);
      if (option !== 'once' || cemetery !== CEMETERY) continue;
      // Fanfare: no 『天后』 on your field → one 『天后』 (4/5 【オーラ】, a 式神 follower token); the cost was 7
      let s: GameState = settleChoices(playIt(withPp(s0, cost), card));
      const me = onField(s, 0, id)[0]!;
      const tenko = zoneCards(s, 'field', 0).filter((c) => nameOf(s, c) === '天后');
      expect([stats(s, me), s.players[0]!.counters.pp, tenko.length, stats(s, tenko[0]!), kw(s, tenko[0]!, 'sve.aura'), kw(s, me, 'sve.storm')]).toEqual([[5, 5], 0, 1, [4, 5], true, false]);
      // [起動] engage this: up to 2 式神 followers of your field gain 【疾走】 (天后 and the 2 形代; not デモンフレイムメイジ, not itself, not the enemy)
      s = act(s, me);
      expectOffered(s, [tenko[0]!, ...ids.tokens!], [ids.field![0]!, me, ids.oppField![0]!]);
      expectUpTo(s, 2, { upTo: true });
      s = settleChoices(chooseTargets(s, [tenko[0]!, ids.tokens![0]!]));
      expect([kw(s, tenko[0]!, 'sve.storm'), kw(s, ids.tokens![0]!, 'sve.storm'), kw(s, ids.tokens![1]!, 'sve.storm'), kw(s, ids.field![0]!, 'sve.storm'), s.cards[me]!.tapped]).toEqual([true, true, false, false, true]);
      expect(activations(s, me)).toEqual([]); // engaged: the cost cannot be paid again
    }
    // Fanfare with a 『天后』 already on your field: no second one (and the cost 15 - 8 = 7 again)
    const { s: t0, ids: t } = sc({ me: 'SD03', hand: [id], cemetery: CEMETERY, tokens: [['BP06-T01', 'field', 0]], pp: 7 });
    const t1 = settleChoices(playIt(t0, t.hand![0]!));
    expect([zoneCards(t1, 'field', 0).filter((c) => nameOf(t1, c) === '天后').length, onField(t1, 0, id).length, t1.players[0]!.counters.pp]).toEqual([1, 1, 0]);
  };
}

export function registerAlternativesTotalCases(covers: Covers): void {
  for (const [id, name] of [['BP06-035', '陰陽の開祖・クオン'], ['PR-165', '陰陽の開祖・クオン'], ['BP06-036', '澄明なる頭脳・博衣こより'], ['BP06-SP01', '澄明なる頭脳・博衣こより']]) {
    covers([id!], `${id} ${name}: 5/5 cost 15 costing X less, X = 「自分の墓場の陰陽師・カードやスペルの枚数の合計」 (8 cards of 10 → cost 7: 6 PP refused; one fewer → cost 8; option alternativesTotal 'perGroup': a 陰陽師 spell counts twice → cost 5); Fanfare 『天后』 (4/5 【オーラ】) unless one is on your field; [起動] engage: up to 2 式神 followers gain 【疾走】`, onmyojiCase(id!));
  }
}
