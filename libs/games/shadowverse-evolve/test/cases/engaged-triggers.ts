/**
 * Card cases: 「これがアクトしたとき」 — an automatic ability of a card that triggers when it becomes engaged (by a cost
 * or an effect), next to its Fanfare and Last Words.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { leaderId, names, stats } from '../engine-helpers.js';
import { health, pick, play } from '../drivers.js';
import { byAbility, canPlay, type Covers, onField, sc, settleChoices, withPp, X } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerEngagedTriggersCases(covers: Covers): void {
  covers(['CP04-102'], 'CP04-102 キャプチャーストリング (cost 2 amulet): Fanfare 3 damage to a chosen enemy follower (enemy followers offered, not yours nor a leader); when it becomes engaged, 1 damage to the enemy leader or an enemy follower (those offered, not yours); Last Words the same 1 damage; 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP04-102'], field: ['SD06-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1), leaderId(s, 0)]);
    s = settleChoices(pick(s, ids.oppField![0]!));
    const me = onField(s, 0, 'CP04-102')[0]!;
    expect([stats(s, ids.oppField![0]!), s.cards[me]!.tapped, s.players[0]!.counters.pp]).toEqual([[3, 1], false, 0]);
    // engaged by an effect: 1 damage
    let t = byAbility(s, { type: 'tap', target: X }, [me]);
    expect(t.cards[me]!.tapped).toBe(true);
    expectOffered(t, [leaderId(t, 1), ...ids.oppField!], [ids.field![0]!, leaderId(t, 0)]);
    t = settleChoices(pick(t, leaderId(t, 1)));
    expect([health(t, 1), stats(t, ids.oppField![1]!)]).toEqual([19, [3, 3]]);
    // Last Words: 1 damage
    let d = byAbility(t, { type: 'destroy', target: X }, [me]);
    expectOffered(d, [leaderId(d, 1), ...ids.oppField!], [ids.field![0]!, leaderId(d, 0)]);
    d = settleChoices(pick(d, ids.oppField![1]!));
    expect([names(d, 'cemetery', 0), stats(d, ids.oppField![1]!), health(d, 1)]).toEqual([['CP04-102'], [3, 2], 19]);
  });
}
