/**
 * Card cases: a card of your cemetery put onto the field by an effect (「自分の墓場の…1枚を選ぶ。それを場に出す」),
 * with the exact set of cemetery cards its filter offers.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { counters, kw, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, fillCemetery, handCount, health, pick, play } from '../drivers.js';
import { byAbility, canPlay, type Covers, drive, endTurn, onField, onlyHand, playIt, sc, setHealth, settleChoices, sorted, withPp, X } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

export function registerReviveCases(covers: Covers): void {
  covers(['BP18-085'], 'BP18-085 佰死の三日月: cost 2 spell; a 透京 follower of original cost exactly 2 from your cemetery onto the field (both cost-2 透京 followers offered; cost 1 and 3 透京 followers and a cost-2 non-透京 follower not); 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP18-085'], cemetery: ['BP18-003', 'BP18-051', 'BP18-032', 'BP18-020', 'BP01-173'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!.slice(0, 2)));
    s = settleChoices(pick(s, ids.cemetery![0]!));
    expect([onField(s, 0, 'BP18-003').length, names(s, 'cemetery', 0).sort(), s.players[0]!.counters.pp]).toEqual([1, ['BP18-085', 'BP18-051', 'BP18-032', 'BP18-020', 'BP01-173'].sort(), 0]);
  });

  covers(['BP14-076'], 'BP14-076 寒冷の死霊術師 (cost 6, 5/5): [起動] engage: a follower of original cost 8 or less from your cemetery (cost 8 and 2 offered; a cost-9 follower and a spell not) onto your field, its attack and defense set to 1 (a 3/3 becomes 1/1); Last Words it is banished (not the cemetery); 5 PP: refused to play', () => {
    const { s: h0, ids: h } = sc({ me: 'SD05', hand: ['BP14-076'], pp: 6 });
    expect(canPlay(withPp(h0, 5), h.hand![0]!)).toBe(false);
    const played = settleChoices(play(h0, h.hand![0]!));
    expect([stats(played, onField(played, 0, 'BP14-076')[0]!), played.players[0]!.counters.pp]).toEqual([[5, 5], 0]);
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP14-076'], cemetery: ['SD04-001', 'SD02-002', 'SD08-005', 'SD03-005'], pp: 0 });
    const me = ids.field![0]!;
    let s = must(s0, activations(s0, me)[0]!).state;
    expect(s.cards[me]!.tapped).toBe(true);
    expectOffered(s, ids.cemetery!.slice(0, 2), ids.cemetery!.slice(2));
    s = settleChoices(pick(s, ids.cemetery![1]!));
    const back = onField(s, 0, 'SD02-002')[0]!;
    expect([stats(s, back), names(s, 'cemetery', 0).sort()]).toEqual([[1, 1], ['SD03-005', 'SD04-001', 'SD08-005']]);
    const lw = settleChoices(byAbility(s, { type: 'destroy', target: X }, [me]));
    expect([names(lw, 'banished', 0), names(lw, 'cemetery', 0).includes('BP14-076')]).toEqual([['BP14-076'], false]);
  });

  covers(['BP11-079'], 'BP11-079 ヴォイドリアライズ (cost 4 spell): choose 2 荒野 followers of original cost 3 or less in your cemetery (the three such offered; a cost-4 荒野 follower and a non-荒野 one not); 【ネクロチャージ_10】 they come onto your field (10 cards in the cemetery: both; 9: none); 3 PP: refused', () => {
    for (const total of [10, 9]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP11-079'], cemetery: ['EBD03-012', 'BP11-014', 'EBD03-017', 'SD07-004', 'SD02-002'], pp: 4 });
      fillCemetery(s0, 0, total - 5, 'SD05-003');
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expectOffered(s, ids.cemetery!.slice(0, 3), ids.cemetery!.slice(3));
      s = pick(pick(s, ids.cemetery![0]!), ids.cemetery![1]!);
      s = drive(s, (d) => (d.kind === 'chooseCards' ? false : null)); // their own Fanfares: nothing chosen
      expect([names(s, 'field', 0).filter((x) => x === 'EBD03-012' || x === 'BP11-014').sort(), names(s, 'cemetery', 0).includes('BP11-079'), s.players[0]!.counters.pp]).toEqual([total >= 10 ? ['BP11-014', 'EBD03-012'] : [], true, 0]);
    }
  });

  covers(['BP18-064'], 'BP18-064 オラクルドラゴン (5/6 cost 9; 8 PP refused; 【守護】): Fanfare up to 2 『オラクルドラゴン』 of your cemetery onto the field (offered: the 3 there, not another follower; a third pick refused); at your end phase an enemy follower (offered: the enemy followers, not yours) takes 5 and your leader +1; [起動][コスト2] discard it from your hand: draw 1 (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP18-064'], cemetery: ['BP18-064', 'BP18-064', 'BP18-064', 'SD04-017'], pp: 9 });
    expect(canPlay(withPp(s0, 8), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP18-064')[0]!;
    expectOffered(s, ids.cemetery!.slice(0, 3), [ids.cemetery![3]!]);
    expectUpTo(s, 2, { upTo: true });
    s = settleChoices(chooseTargets(s, ids.cemetery!.slice(0, 2)));
    expect([onField(s, 0, 'BP18-064').length, names(s, 'cemetery', 0).sort(), stats(s, me), kw(s, me, 'sve.ward'), counters(s, 0).pp]).toEqual([3, ['BP18-064', 'SD04-017'], [5, 6], true, 0]);
    // the end phase
    const e = sc({ me: 'SD04', field: ['BP18-064'], oppField: ['SD02-020', 'SD02-002'], pp: 0 });
    setHealth(e.s, 0, 15);
    let t = endTurn(e.s);
    expectOffered(t, e.ids.oppField!, [e.ids.field![0]!]);
    t = pick(t, e.ids.oppField![0]!);
    expect([stats(t, e.ids.oppField![0]!), health(t, 0)]).toEqual([[4, 1], 16]);
    // from the hand
    const h = sc({ me: 'SD04', hand: ['BP18-064'], pp: 2 });
    onlyHand(h.s, h.ids.hand!);
    expect(activations(withPp(h.s, 1), h.ids.hand![0]!)).toEqual([]);
    const d = settleChoices(must(h.s, activations(h.s, h.ids.hand![0]!)[0]!).state);
    expect([handCount(d, 0), names(d, 'cemetery', 0), counters(d, 0).pp]).toEqual([1, ['BP18-064'], 0]);
    expect(zoneCards(d, 'hand', 0)).not.toContain(h.ids.hand![0]!);
  });
}
