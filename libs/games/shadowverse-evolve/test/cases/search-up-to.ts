/**
 * Card cases: 「自分のデッキからカードN枚まで探し、(EXエリアに置く|消滅させる)」 — a search with no condition but a count up
 * to N (SVE 5.8: only you look; any cards, fewer or none may be chosen; the deck is shuffled, 5.8.2) (grammar/effects/search.ts,
 * sve.search `upTo`). Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { counters, kw, stats, zoneCards } from '../engine-helpers.js';
import { canEvolve, canPlay, type Covers, evolveInto, onField, playIt, sc, settleChoices, withPp } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

export function registerSearchUpToCases(covers: Covers): void {
  covers(['BP04-059', 'BP04-060'], 'BP04-059 ピュートーン (6/7, cost 6, [進化][コスト1]) and BP04-060 (8/9): Fanfare / 【進化時】 up to 10 cards of your deck, any kind, are banished (offered: every deck card, not a hand card; 11 refused, 0 accepted); 5 PP: refused; 0 PP: no evolve', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP04-059', 'SD04-002'], evolve: ['BP04-060'], pp: 6 });
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    const deck0 = zoneCards(s0, 'deck', 0);
    let s: GameState = playIt(s0, ids.hand![0]!);
    expectOffered(s, deck0, [ids.hand![1]!]);
    expectUpTo(s, 10, { upTo: true });
    s = settleChoices(chooseTargets(s, deck0.slice(0, 10)));
    const me = onField(s, 0, 'BP04-059')[0]!;
    expect([stats(s, me), zoneCards(s, 'banished', 0).length, zoneCards(s, 'deck', 0).length, counters(s, 0).pp]).toEqual([[6, 7], 10, deck0.length - 10, 0]);
    // none chosen: nothing banished
    const none = settleChoices(chooseTargets(playIt(s0, ids.hand![0]!), []));
    expect([zoneCards(none, 'banished', 0).length, zoneCards(none, 'deck', 0).length]).toEqual([0, deck0.length]);
    // the evolve card: 【進化時】 the same search
    s.cards[me]!.flags.since = 0;
    const e0 = withPp(s, 1);
    expect(canEvolve(withPp(s, 0), me)).toBe(false);
    let e = evolveInto(e0, me, 'BP04-060');
    const deck1 = zoneCards(e0, 'deck', 0);
    expectOffered(e, deck1, [ids.hand![1]!]);
    e = settleChoices(chooseTargets(e, deck1.slice(0, 3)));
    expect([e.cards[me]!.cardId, stats(e, me), zoneCards(e, 'banished', 0).length, zoneCards(e, 'deck', 0).length, kw(e, me, 'sve.ward')]).toEqual(['BP04-060', [8, 9], 13, deck1.length - 3, false]);
  });
}
