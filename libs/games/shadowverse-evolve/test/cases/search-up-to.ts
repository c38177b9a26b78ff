/**
 * Card cases: 「自分のデッキからカードN枚まで探し、(EXエリアに置く|消滅させる)」 — a search with no condition but a count up
 * to N (SVE 5.8: only you look; any cards, fewer or none may be chosen; the deck is shuffled, 5.8.2) (grammar/effects/search.ts,
 * sve.search `upTo`). Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { counters, kw, nextTurn, stats, zoneCards } from '../engine-helpers.js';
import { health } from '../drivers.js';
import { byAbility, canEvolve, canPlay, type Covers, endMain, evolveInto, onField, playIt, sc, setHealth, setPp, settleChoices, toDeck, withPp, X } from './case-helpers.js';
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

  covers(['EBD04-008'], 'EBD04-008 封じられし熾天使 (amulet, cost 6): not destroyed by abilities; at your end phase a 祈り counter goes on it, then with 4 or more: it goes to the cemetery, your leader +10 and up to 2 cards of your deck go to your EX area (offered: every deck card, not a hand card; 3 refused, 0 accepted) costing 0 to play (played at 0 PP next turn); 3 counters after the end phase: nothing more; 5 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['EBD04-008', 'SD06-017', 'SD06-018'], pp: 6 });
    toDeck(s0, ids.hand!.slice(1));
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'EBD04-008')[0]!;
    expect(counters(s, 0).pp).toBe(0);
    // not destroyed by an ability
    expect(onField(settleChoices(byAbility(s, { type: 'destroy', target: X }, [me])), 0, 'EBD04-008')).toEqual([me]);
    const end = (prayers: number) => {
      const x = structuredClone(s);
      x.cards[me]!.counters['祈り'] = prayers;
      setHealth(x, 0, 10);
      return settleChoices(endMain(x));
    };
    // 2 → 3 counters: nothing more
    const three = end(2);
    expect([three.cards[me]!.counters['祈り'], onField(three, 0, 'EBD04-008').length, health(three, 0)]).toEqual([3, 1, 10]);
    // 3 → 4: cemetery, +10, search up to 2 into the EX area
    const four = end(3);
    const [angel, healer] = ids.hand!.slice(1);
    expectOffered(four, zoneCards(four, 'deck', 0), [zoneCards(four, 'hand', 0)[0]!]);
    expectUpTo(four, 2, { upTo: true });
    let r = chooseTargets(four, [angel!, healer!]);
    expect([onField(r, 0, 'EBD04-008').length, zoneCards(r, 'cemetery', 0).map((c) => r.cards[c]!.cardId), health(r, 0)]).toEqual([0, ['EBD04-008'], 20]);
    const ex = zoneCards(r, 'exArea', 0).filter((c) => ['SD06-017', 'SD06-018'].includes(r.cards[c]!.cardId));
    expect(ex.length).toBe(2);
    // your next turn: both playable at 0 PP (天剣の乙女 cost 5, ヒーリングエンジェル cost 3)
    r = nextTurn(nextTurn(r));
    expect(r.turn.active).toBe(0);
    setPp(r, 0, counters(r, 0).maxPp!);
    expect(ex.map((c) => canPlay(r, c))).toEqual([true, true]);
  });
}
