/**
 * Card cases: 「それのプレイヤーは、自身の手札をランダムにN枚捨てる」 (SVE 5.12 discard, 5.19 at random): the player whose card the
 * ability chose (its master when chosen, 10.11.1 — the card is destroyed first) discards from their own hand at random; nothing
 * chosen, nobody discards (grammar/effects/discard.ts). Registered from card-cases.ts; every expectation is read from the
 * printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { counters, stats, zoneCards } from '../engine-helpers.js';
import { pick } from '../drivers.js';
import { canPlay, type Covers, onField, playIt, sc, settleChoices, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerChosenPlayerDiscardCases(covers: Covers): void {
  for (const [id, name, cost, follower] of [['BP15-091', '沈黙の隠者', 6, true], ['BP05-079', '沈黙の粛清', 4, false]] as Array<[string, string, number, boolean]>) {
    covers([id], `${id} ${name} (${follower ? '5/5 follower, Fanfare' : 'spell'}, cost ${cost}): choose an enemy follower (offered: both; not yours), destroy it, and its player discards 1 card of their hand at random (hand −1, the discarded card one of theirs, their cemetery +2, your hand unchanged); no enemy follower: ${follower ? 'nothing chosen, nobody discards' : 'not playable'}; ${cost - 1} PP: refused`, () => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: [id], field: ['SD05-003'], oppField: ['SD04-001', 'SD04-003'], pp: cost });
      expect(canPlay(withPp(s0, cost - 1), ids.hand![0]!)).toBe(false);
      const ofCards = (x: GameState, ids: string[]) => ids.map((c) => x.cards[c]!.cardId);
      const oppHand = ofCards(s0, zoneCards(s0, 'hand', 1));
      const myHand = zoneCards(s0, 'hand', 0).length;
      expect(oppHand.length).toBeGreaterThan(1);
      const s1 = playIt(s0, ids.hand![0]!);
      expectOffered(s1, ids.oppField!, [ids.field![0]!]);
      const s = settleChoices(pick(s1, ids.oppField![0]!));
      // the cemetery: the destroyed ファフニール and one card that was in their hand (the hand's card ids minus the ones left)
      const grave = ofCards(s, zoneCards(s, 'cemetery', 1));
      const left = ofCards(s, zoneCards(s, 'hand', 1));
      const gone = [...oppHand];
      for (const c of left) gone.splice(gone.indexOf(c), 1);
      expect([left.length, grave.length, [...grave].sort(), zoneCards(s, 'hand', 0).length, stats(s, ids.oppField![1]!), counters(s, 0).pp])
        .toEqual([oppHand.length - 1, 2, ['SD04-001', gone[0]!].sort(), myHand - 1, [3, 3], 0]);
      if (follower) expect(stats(s, onField(s, 0, id)[0]!)).toEqual([5, 5]);
      // no enemy follower
      const { s: n0, ids: n } = sc({ me: 'SD05', hand: [id], field: ['SD05-003'], pp: cost });
      if (!follower) {
        expect(canPlay(n0, n.hand![0]!)).toBe(false);
        return;
      }
      const before = zoneCards(n0, 'hand', 1).length;
      const n1: GameState = settleChoices(playIt(n0, n.hand![0]!));
      expect([zoneCards(n1, 'hand', 1).length, zoneCards(n1, 'cemetery', 1).length, onField(n1, 0, id).length]).toEqual([before, 0, 1]);
    });
  }
}
