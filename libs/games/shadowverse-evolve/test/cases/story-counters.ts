/**
 * Card cases: 童話 counters (SVE 5.9: counters put on a card by an effect) — who may receive one, and the number put.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { stats } from '../engine-helpers.js';
import { activations, pick, play } from '../drivers.js';
import { act as applyFirst, canPlay, type Covers, onField, sc, settleChoices, sorted, withPp } from './case-helpers.js';

export function registerStoryCountersCases(covers: Covers): void {
  covers(['BP03-114', 'SP01-053'], 'BP03-114 / SP01-053 歌劇姫・フェリア: 2/2 cost 1 (0 PP: refused); played, [起動] engage it: another 童話 follower of yours gets 1 童話 counter (your two other 童話 followers offered; itself, a non-童話 follower and an enemy 童話 follower not); engaged: not offered again', () => {
    for (const id of ['BP03-114', 'SP01-053']) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: [id], field: ['BP09-028', 'BP10-030', 'SD02-002'], oppField: ['BP09-028'], pp: 1 });
      const [a, b] = ids.field!;
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false); // cost 1
      const s1 = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s1, 0, id)[0];
      expect([stats(s1, me!), activations(s1, me!).length, s1.players[0]!.counters.pp]).toEqual([[2, 2], 1, 0]);
      let s = settleChoices(applyFirst(s1, me!));
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted([a!, b!]));
      s = settleChoices(pick(s, b!));
      expect([s.cards[b!]!.counters['童話'], s.cards[a!]!.counters['童話'] ?? 0, s.cards[me!]!.tapped, activations(s, me!)]).toEqual([1, 0, true, []]);
    }
  });
}
