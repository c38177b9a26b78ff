/**
 * Card cases: triggers of a card going back from the field to the hand — 「これが場から手札に戻ったとき」 (the card, now in
 * the hand, sees its own return: it works in the hand, 4.1.4.1) and 「自分のカードが場から手札に戻ったとき」 (any card of
 * yours leaving the field for the hand) (grammar/triggers.ts). The return is made by an ability (「それを手札に戻す」,
 * sve.put to the hand); a destruction (field → cemetery) and an enemy card's return must not trigger them.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { counters, kw, stats, zoneCards } from '../engine-helpers.js';
import { health, pick } from '../drivers.js';
import { act, byAbility, canEvolve, canPlay, type Covers, evolveInto, onField, onlyHand, playIt, sc, setHealth, settleChoices, toDeck, withPp, X } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

const RETURN = { type: 'sve.put', target: X, to: 'hand', reason: 'return' };
const DESTROY = { type: 'destroy', target: X };

export function registerReturnedToHandTriggersCases(covers: Covers): void {
  for (const [id, name, printed, cost, dmg] of [['BP01-012', 'ベビーエルフ・メイ', [1, 1], 1, 1], ['CP01-012', 'タイキシャトル', [2, 3], 2, 2]] as Array<[string, string, [number, number], number, number]>) {
    covers([id], `${id} ${name} (${printed.join('/')} cost ${cost}): when it returns from the field to the hand, an enemy follower (offered: the enemy followers, not yours) takes ${dmg} (from the hand; destroyed instead: nothing)${id === 'BP01-012' ? '; Fanfare: an enemy follower takes 1' : '; [食事][コスト1]: eats a 『にんじん』 and races (【突進】)'}; ${cost - 1} PP: refused`, () => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: [id], field: ['SD01-003'], oppField: ['SD04-001', 'SD02-002'], evolve: ['CSD01-032'], pp: cost });
      Object.assign(s0.players[0]!.counters, { ep: 0 });
      expect(canPlay(withPp(s0, cost - 1), ids.hand![0]!)).toBe(false);
      let s: GameState = playIt(s0, ids.hand![0]!);
      if (id === 'BP01-012') { // Fanfare: 1 damage to a chosen enemy follower
        expectOffered(s, ids.oppField!, [ids.field![0]!]);
        s = settleChoices(pick(s, ids.oppField![1]!));
        expect(stats(s, ids.oppField![1]!)[1]).toBe(2);
      }
      s = settleChoices(s);
      const me = onField(s, 0, id)[0]!;
      expect([stats(s, me), counters(s, 0).pp]).toEqual([printed, 0]);
      // returned to the hand by an ability: its hand ability triggers
      let r = byAbility(s, RETURN, [me]);
      expect(zoneCards(r, 'hand', 0).some((c) => r.cards[c]!.cardId === id)).toBe(true);
      expectOffered(r, ids.oppField!, [ids.field![0]!]);
      r = settleChoices(pick(r, ids.oppField![0]!));
      expect(stats(r, ids.oppField![0]!)[1]).toBe(8 - dmg);
      // destroyed instead (field → cemetery): no trigger
      const d = settleChoices(byAbility(s, DESTROY, [me]));
      expect([d.decision?.kind, stats(d, ids.oppField![0]!)[1]]).toEqual(['sve.main', 8]);
      if (id === 'CP01-012') { // [食事][コスト1] (14.2.2.3): a 『にんじん』 from the evolve deck, then 【突進】 while linked; 0 PP: not offered
        const e = withPp(s, 1);
        expect(kw(e, me, 'sve.rush')).toBe(false);
        const raced = settleChoices(act(e, me));
        expect([counters(raced, 0).pp, zoneCards(raced, 'raceArea', 0).length, kw(raced, me, 'sve.rush')]).toEqual([0, 1, true]);
        expect(() => act(withPp(s, 0), me)).toThrow();
      }
    });
  }

  covers(['BP03-009'], 'BP03-009 ガーベラベアー (2/2 cost 2, [進化][コスト1]): when a card of yours returns from the field to the hand, your leader +1 (another of your followers: +1; an enemy follower returned or your follower destroyed: nothing); 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP03-009'], field: ['SD01-003'], oppField: ['SD04-001'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    setHealth(s, 0, 15);
    const me = onField(s, 0, 'BP03-009')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[2, 2], 0]);
    expect(health(settleChoices(byAbility(s, RETURN, [ids.field![0]!])), 0)).toBe(16);
    expect(health(settleChoices(byAbility(s, RETURN, [ids.oppField![0]!])), 0)).toBe(15);
    expect(health(settleChoices(byAbility(s, DESTROY, [ids.field![0]!])), 0)).toBe(15);
  });

  covers(['BP03-010'], 'BP03-010 ガーベラベアー (evolved from BP03-009, [進化][コスト1]; 3/3): 【進化時】 a 『フラワーブリーズ』 from your deck into your hand; when a card of yours returns from the field to the hand, your leader +1 (an enemy follower returned: nothing); 0 PP: no evolve', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP03-009', 'SD01-003'], hand: ['BP03-016'], evolve: ['BP03-010'], oppField: ['SD04-001'], pp: 1 });
    toDeck(s0, ids.hand!);
    s0.cards[ids.field![0]!]!.flags.since = 0;
    setHealth(s0, 0, 15);
    expect(() => evolveInto(withPp(s0, 0), ids.field![0]!, 'BP03-010')).toThrow();
    let s = evolveInto(s0, ids.field![0]!, 'BP03-010');
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.hand![0]!);
    s = settleChoices(s);
    const flowers = (x: GameState, zone: string) => zoneCards(x, zone, 0).filter((c) => x.cards[c]!.cardId === 'BP03-016').length;
    expect([s.cards[ids.field![0]!]!.cardId, stats(s, ids.field![0]!), flowers(s, 'hand'), flowers(s, 'deck'), counters(s, 0).pp]).toEqual(['BP03-010', [3, 3], 1, 0, 0]);
    expect(health(settleChoices(byAbility(s, RETURN, [ids.field![1]!])), 0)).toBe(16);
    expect(health(settleChoices(byAbility(s, RETURN, [ids.oppField![0]!])), 0)).toBe(15);
  });

  covers(['BP03-005', 'BP03-006'], 'BP03-005 ブロッサムウルフ・スレイド (2/2 cost 2): [進化][コスト0] only in a turn where a card of yours returned from the field to the hand (before: not offered) → BP03-006 (3/3, 【進化時】 draw 1); when it returns from the field to the hand, you may put a [エルフ] follower of cost 2 or less from your hand onto the field (offered: 放浪するエルフ (2), ウォーターフェアリー (1) and itself; not ローズガーデンキーパー (3), not the neutral ゴブリン, not a spell); 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP03-005', 'SD01-013', 'SD01-011', 'SD01-003', 'SD01-017', 'SD01-019'], field: ['SD01-003'], evolve: ['BP03-006'], oppField: ['SD04-001'], pp: 2 });
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP03-005')[0]!;
    s.cards[me]!.flags.since = 0;
    expect([stats(s, me), counters(s, 0).pp, canEvolve(s, me)]).toEqual([[2, 2], 0, false]); // no return this turn
    // another card of yours returns to the hand: the [進化][コスト0] is offered (0 PP), 【進化時】 draws 1
    const r = settleChoices(byAbility(s, RETURN, [ids.field![0]!]));
    expect(canEvolve(r, me)).toBe(true);
    const h = zoneCards(r, 'hand', 0).length;
    const e = settleChoices(evolveInto(r, me, 'BP03-006'));
    expect([e.cards[me]!.cardId, stats(e, me), zoneCards(e, 'hand', 0).length, counters(e, 0).pp]).toEqual(['BP03-006', [3, 3], h + 1, 0]);
    // it returns to the hand itself: up to 1 [エルフ] follower of cost ≤ 2 from the hand onto the field
    let b = byAbility(s, RETURN, [me]);
    const [, wander, water, keeper, goblin, spell] = ids.hand!;
    const self = zoneCards(b, 'hand', 0).find((c) => b.cards[c]!.cardId === 'BP03-005')!; // itself, back in the hand (cost 2, [エルフ]): the text does not exclude it
    expectOffered(b, [wander!, water!, self], [keeper!, goblin!, spell!]);
    expectUpTo(b, 1, { upTo: true });
    b = settleChoices(chooseTargets(b, [wander!]));
    expect([onField(b, 0, 'SD01-013').length, zoneCards(b, 'hand', 0).some((c) => b.cards[c]!.cardId === 'BP03-005')]).toEqual([1, true]);
    // the evolved card returns: its base card comes back to the hand (5.16.3) and the same choice is offered
    // (the card 【進化時】 drew may be offered too: only the named cards are checked)
    const eb = byAbility(e, RETURN, [me]);
    expect(eb.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect([wander, water, keeper, goblin, spell].map((c) => eb.decision!.candidates!.includes(c!))).toEqual([true, true, false, false, false]);
  });
}

