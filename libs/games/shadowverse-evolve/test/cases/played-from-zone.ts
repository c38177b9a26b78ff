/**
 * Card cases: the condition 「これが(zone)からプレイされていたなら」 / 「これを(zone)からプレイしていたなら」 (SVE 5.5.3, 10.6.2:
 * the zone the card was played from; grammar/conditions.ts, condition sve.playedFromZone). Each card is played once from
 * the zone the text names and once from the other one (hand / EX area, 8.2.1), and its cost is refused one PP short.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { counters, stats, zoneCards } from '../engine-helpers.js';
import { activations, handCount, pick } from '../drivers.js';
import { act, canPlay, type Covers, onField, onlyHand, playIt, sc, settleChoices, settlePaying, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerPlayedFromZoneCases(covers: Covers): void {
  covers(['CP04-009'], 'CP04-009 リノ (1/1 cost 1, [進化][コスト2]): Fanfare — played from the EX area it evolves (into CP04-010, 2/2, no PP or EP paid); played from hand it stays 1/1; 0 PP: refused', () => {
    for (const fromEx of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD01', ...(fromEx ? { ex: ['CP04-009'] } : { hand: ['CP04-009'] }), evolve: ['CP04-010'], pp: 1 });
      const card = (fromEx ? ids.ex : ids.hand)![0]!;
      expect(canPlay(withPp(s0, 0), card)).toBe(false);
      const ep = counters(s0, 0).ep;
      const s = settleChoices(playIt(s0, card));
      const evolved = onField(s, 0, 'CP04-010');
      const base = onField(s, 0, 'CP04-009');
      expect([evolved.length, base.length, counters(s, 0).pp, counters(s, 0).ep]).toEqual(fromEx ? [1, 0, 0, ep] : [0, 1, 0, ep]);
      expect(stats(s, (fromEx ? evolved : base)[0]!)).toEqual(fromEx ? [2, 2] : [1, 1]);
    }
  });

  covers(['BP17-067'], 'BP17-067 シャークウォーリアー (2/2 cost 2, [進化][コスト1]): Fanfare — choose an enemy follower (offered: the enemy followers, not yours); played from the EX area it takes 2 damage, from hand none; 1 PP: refused', () => {
    for (const fromEx of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD04', ...(fromEx ? { ex: ['BP17-067'] } : { hand: ['BP17-067'] }), field: ['SD04-003'], oppField: ['SD04-001', 'SD02-002'], pp: 2 });
      const card = (fromEx ? ids.ex : ids.hand)![0]!;
      expect(canPlay(withPp(s0, 1), card)).toBe(false);
      let s = playIt(s0, card);
      expectOffered(s, ids.oppField!, [ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = onField(s, 0, 'BP17-067')[0]!;
      expect([stats(s, me), stats(s, ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([[2, 2], fromEx ? 6 : 8, 0]);
    }
  });

  covers(['BP17-065'], 'BP17-065 ストーンホエール (3/5 cost 4, 【守護】): Fanfare — discard a 海洋 card: draw 2, and played from the EX area recover 3 PP (from hand: no PP); no 海洋 card in hand: the cost cannot be paid (no draw); 3 PP: refused', () => {
    for (const [fromEx, ocean] of [[true, true], [false, true], [true, false]] as Array<[boolean, boolean]>) {
      const hand = ocean ? ['BP17-067', 'SD04-003'] : ['SD04-003'];
      const { s: s0, ids } = sc({ me: 'SD04', ...(fromEx ? { ex: ['BP17-065'] } : {}), hand: fromEx ? hand : ['BP17-065', ...hand], pp: 4 });
      const card = fromEx ? ids.ex![0]! : ids.hand![0]!;
      onlyHand(s0, ids.hand!);
      expect(canPlay(withPp(s0, 3), card)).toBe(false);
      const h0 = handCount(s0, 0) - (fromEx ? 0 : 1);
      let s = playIt(s0, card);
      if (ocean) {
        s = settlePaying(s, 'pay');
        if (s.decision?.kind === 'chooseCards') s = settleChoices(pick(s, ids.hand!.find((x) => s.cards[x]!.cardId === 'BP17-067')!));
      } else s = settlePaying(s, 'pay');
      s = settleChoices(s);
      const me = onField(s, 0, 'BP17-065')[0]!;
      expect([stats(s, me), handCount(s, 0), counters(s, 0).pp]).toEqual([[3, 5], ocean ? h0 - 1 + 2 : h0, ocean && fromEx ? 3 : 0]);
      if (ocean) expect(zoneCards(s, 'cemetery', 0).map((x) => s.cards[x]!.cardId)).toContain('BP17-067');
    }
  });

  covers(['BP18-057'], 'BP18-057 フューチャービジョン (spell, cost 2, [クイック]): draw 1; played from hand it goes to the EX area (from the EX area: to the cemetery); [起動][コスト1] put it from the EX area into the cemetery: 1 damage to every enemy follower (0 PP: not offered); 1 PP: not playable', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP18-057'], oppField: ['SD04-001', 'SD02-002'], pp: 2 });
    const card = ids.hand![0]!;
    expect(canPlay(withPp(s0, 1), card)).toBe(false);
    const h0 = handCount(s0, 0);
    let s = settleChoices(playIt(s0, card));
    const inEx = zoneCards(s, 'exArea', 0).filter((x) => s.cards[x]!.cardId === 'BP18-057');
    expect([handCount(s, 0), inEx.length, counters(s, 0).pp]).toEqual([h0 - 1 + 1, 1, 0]);
    expect(activations(s, inEx[0]!)).toEqual([]); // 0 PP: [コスト1] cannot be paid
    s = withPp(s, 1);
    s = settleChoices(act(s, inEx[0]!));
    expect([stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1], zoneCards(s, 'cemetery', 0).map((x) => s.cards[x]!.cardId), counters(s, 0).pp]).toEqual([7, 2, ['BP18-057'], 0]);
    // played from the EX area: 1 card drawn, then the spell goes to the cemetery (not back to the EX area)
    const { s: e0, ids: e } = sc({ me: 'SD03', ex: ['BP18-057'], pp: 2 });
    const eh = handCount(e0, 0);
    const e1 = settleChoices(playIt(e0, e.ex![0]!));
    expect([handCount(e1, 0), zoneCards(e1, 'exArea', 0).length, zoneCards(e1, 'cemetery', 0).map((x) => e1.cards[x]!.cardId)]).toEqual([eh + 1, 0, ['BP18-057']]);
  });
}
