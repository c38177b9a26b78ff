/**
 * Card cases: activated abilities usable only when 「このターン中に自分がプレイしたカードの枚数」 (the cards you played
 * this turn, the 【コンボ】 count of SVE 13.2.1) reaches a number — offered at that number, not one below — and what
 * they do once paid.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, pick, play, toDeckTop } from '../drivers.js';
import { canPlay, type Covers, drive, evolveInto, onField, sc, settleChoices, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

/** Player 0 has played `n` cards this turn (the per-turn count 【コンボ】 reads; a state edit). */
const played = (s: GameState, n: number) => Object.assign(s.players[0]!.flags, { played: n, playedTurn: s.turn.number });

export function registerPlayCountConditionsCases(covers: Covers): void {
  covers(['BP17-001'], 'BP17-001 深緑の弓使い・アリサ (cost 1, 2/2): Fanfare a 『ゲイルアロー』 or a 『ストームアロー』 into your EX area (as chosen); [起動] engage: a 『森番の弓』 from your deck onto your field, usable only with 5 cards played this turn (4: not offered); 0 PP: refused', () => {
    for (const [opt, token] of [[0, 'BP17-P29'], [1, 'BP17-P30']] as const) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP17-001'], pp: 1 });
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const s = settleChoices(choose(play(s0, ids.hand![0]!), opt));
      expect([stats(s, onField(s, 0, 'BP17-001')[0]!), names(s, 'exArea', 0), s.players[0]!.counters.pp]).toEqual([[2, 2], [token], 0]);
    }
    for (const n of [5, 4]) {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP17-001'], cemetery: ['BP17-008'], pp: 0 });
      toDeckTop(s0, ids.cemetery!);
      played(s0, n);
      const acts = activations(s0, ids.field![0]!);
      expect(acts.length).toBe(n >= 5 ? 1 : 0);
      if (n < 5) continue;
      let s = must(s0, acts[0]!).state;
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(s.decision!.candidates!.map((x) => s.cards[x]!.cardId)).toEqual(['BP17-008']); // 『森番の弓』 only
      s = drive(pick(s, s.decision!.candidates![0]!));
      expect([s.cards[ids.field![0]!]!.tapped, names(s, 'field', 0).sort(), names(s, 'deck', 0).includes('BP17-008')]).toEqual([true, ['BP17-001', 'BP17-008'], false]);
    }
  });

  covers(['BP14-002'], 'BP14-002 化かし女将・ホズミ (evolved from BP14-001, 3/3): [起動][コスト2] banish another 宴楽 card of your field (the other 宴楽 followers offered, not itself nor a non-宴楽 one): a follower of original cost 7 or less from your deck onto your field (a cost-7 one offered, a cost-8 one not); usable once per turn and only with 3 cards played this turn (2: not offered); 1 PP: not offered', () => {
    const mk = (n: number, pp: number) => {
      const r = sc({ me: 'SD01', field: ['BP14-001', 'BP16-040', 'BP16-004', 'SD01-017'], evolve: ['BP14-002'], cemetery: ['SD05-002', 'SD04-001'], pp: pp + 1 });
      toDeckTop(r.s, r.ids.cemetery!);
      const s = evolveInto(r.s, r.ids.field![0]!, 'BP14-002');
      played(s, n);
      return { s, ids: r.ids, me: r.ids.field![0]! };
    };
    for (const [n, pp, offered] of [[3, 2, true], [2, 2, false], [3, 1, false]] as const) {
      const { s: s0, ids, me } = mk(n, pp);
      expect([s0.cards[me]!.cardId, stats(s0, me), s0.players[0]!.counters.pp]).toEqual(['BP14-002', [3, 3], pp]);
      const acts = activations(s0, me);
      expect(acts.length).toBe(offered ? 1 : 0);
      if (!offered) continue;
      let s = must(s0, acts[0]!).state;
      expectOffered(s, ids.field!.slice(1, 3), [me, ids.field![3]!]);
      s = pick(s, ids.field![1]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      const cands = s.decision!.candidates!;
      const costOf = (x: string) => (s.catalog[s.cards[x]!.cardId] as { cost?: number | null }).cost ?? 99;
      expect(cands.every((x) => s.cards[x]!.zone === '0:deck' && costOf(x) <= 7)).toBe(true);
      const seven = zoneCards(s, 'deck', 0).find((x) => s.cards[x]!.cardId === 'SD05-002')!;
      const eight = zoneCards(s, 'deck', 0).find((x) => s.cards[x]!.cardId === 'SD04-001')!;
      expect([cands.includes(seven), cands.includes(eight)]).toEqual([true, false]);
      s = drive(pick(s, seven));
      expect([names(s, 'banished', 0), onField(s, 0, 'SD05-002').length, s.players[0]!.counters.pp, activations(s, me).length]).toEqual([['BP16-040'], 1, 0, 0]);
    }
  });
}
