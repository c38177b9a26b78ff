/**
 * Card cases: an ability granted to another card for a while (「このターン、それは「[ラストワード]…」を持つ」): it works
 * while the grant lasts and is gone after.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { nextTurn, zoneCards } from '../engine-helpers.js';
import { health, pick, play } from '../drivers.js';
import { byAbility, canPlay, type Covers, sc, setHealth, settleChoices, withPp, X } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerGrantedAbilitiesCases(covers: Covers): void {
  covers(['BP13-119'], 'BP13-119 記憶の軌跡 (cost 1 spell): a chosen follower of yours (yours offered, not an enemy one) has, this turn, 「[ラストワード] your leader +2, draw 1」 (destroyed this turn: 17 → 19 and +1 card; destroyed on the next turn: nothing); 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP13-119'], field: ['SD02-002', 'SD02-003'], oppField: ['SD04-003'], opp: 'SD04', pp: 1 });
    setHealth(s0, 0, 17);
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expectOffered(s, ids.field!, ids.oppField!);
    s = settleChoices(pick(s, ids.field![0]!));
    const hand = zoneCards(s, 'hand', 0).length;
    const now = settleChoices(byAbility(s, { type: 'destroy', target: X }, [ids.field![0]!]));
    expect([health(now, 0), zoneCards(now, 'hand', 0).length - hand]).toEqual([19, 1]);
    const other = settleChoices(byAbility(s, { type: 'destroy', target: X }, [ids.field![1]!]));
    expect([health(other, 0), zoneCards(other, 'hand', 0).length - hand]).toEqual([17, 0]); // the one not chosen: nothing
    const later = nextTurn(s);
    const h2 = zoneCards(later, 'hand', 0).length;
    const gone = settleChoices(byAbility(later, { type: 'destroy', target: X }, [ids.field![0]!]));
    expect([health(gone, 0), zoneCards(gone, 'hand', 0).length - h2]).toEqual([17, 0]);
  });
}
