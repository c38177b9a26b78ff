/**
 * Card cases: ウマ娘 followers with 「[食事][コスト1]：これは出走する」 (SVE 14.2.2.3: a 『にんじん』 of the evolve deck is
 * eaten, the follower races and has 【突進】 while linked) and what else they print (a Fanfare, a cost reduction, an
 * evolve, a trigger). Each card is played from the hand (or evolved from its base card); every expectation is read
 * from the printed text: the printed numbers, the cost one short refused, the complete set of cards offered.
 * Registered from card-cases.ts.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, names, nextTurn, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, handCount, health, pick } from '../drivers.js';
import { act, canEvolve, canPlay, type Covers, damage, evolveInto, onField, playIt, sc, setHealth, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

/** [食事][コスト1] (14.2.2.3): not offered at 0 PP; at 1 PP it eats a 『にんじん』 (into the race area) and the follower has 【突進】. */
function expectRace(s: GameState, me: string): GameState {
  expect(activations(withPp(s, 0), me)).toEqual([]);
  const e = withPp(s, 1);
  expect(kw(e, me, 'sve.rush')).toBe(false);
  const raced = settleChoices(act(e, me));
  expect([counters(raced, 0).pp, zoneCards(raced, 'raceArea', 0).length, kw(raced, me, 'sve.rush')]).toEqual([0, 1, true]);
  return raced;
}

export function registerRacingFollowersCases(covers: Covers): void {
  covers(['CP01-014', 'CSD01-004', 'CP01-015'], 'CP01-014 トウカイテイオー (4/4 cost 5; 4 PP refused): Fanfare an enemy follower (offered: the enemy followers, not yours) takes twice the number of your followers (itself alone: 2; with one other: 4); [食事][コスト1] races (0 PP: not offered); [進化][コスト2] (1 PP: refused) into CSD01-004 or CP01-015 (5/5 【疾走】)', () => {
    for (const others of [0, 1]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP01-014'], field: ['SD02-007'].slice(0, others), oppField: ['SD04-001', 'SD02-002'], evolve: ['CSD01-004', 'CP01-015', 'CSD01-032'], pp: 5 });
      s0.players[0]!.counters.ep = 0;
      expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
      let s = playIt(s0, ids.hand![0]!);
      const me = onField(s, 0, 'CP01-014')[0]!;
      expectOffered(s, ids.oppField!, [me, ...(ids.field ?? [])]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(s, me), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([[4, 4], [7, 8 - 2 * (others + 1)], 0]);
      if (others === 1) continue;
      s.cards[me]!.flags.since = 0;
      expectRace(s, me);
      expect(canEvolve(withPp(s, 1), me)).toBe(false);
      for (const evo of ['CSD01-004', 'CP01-015']) {
        const e = settleChoices(evolveInto(withPp(s, 2), me, evo));
        expect([e.cards[me]!.cardId, stats(e, me), kw(e, me, 'sve.storm'), counters(e, 0).pp]).toEqual([evo, [5, 5], true, 0]);
      }
    }
  });

  covers(['ECP01-001', 'ECP01-002'], 'ECP01-001 ホッコータルマエ (2/2 cost 4): costs X less, X = the ウマ娘 cards on your field (none: 4, 3 PP refused; one ウマ娘 and a ゴブリン: 3, 2 PP refused; two: 2, 1 PP refused); [食事][コスト1] races; [進化][コスト1] (0 PP: refused) into ECP01-002 (3/3, 【進化時】 draw 1)', () => {
    for (const [field, cost] of [[[], 4], [['CP01-013', 'SD01-017'], 3], [['CP01-013', 'CP01-013', 'SD01-017'], 2]] as Array<[string[], number]>) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['ECP01-001'], field, evolve: ['ECP01-002', 'CSD01-032'], pp: cost });
      s0.players[0]!.counters.ep = 0;
      expect([canPlay(withPp(s0, cost - 1), ids.hand![0]!), canPlay(s0, ids.hand![0]!)]).toEqual([false, true]);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'ECP01-001')[0]!;
      expect([stats(s, me), counters(s, 0).pp]).toEqual([[2, 2], 0]);
      if (cost !== 4) continue;
      s.cards[me]!.flags.since = 0;
      expectRace(s, me);
      expect(canEvolve(s, me)).toBe(false);
      const h = handCount(s, 0);
      const e = settleChoices(evolveInto(withPp(s, 1), me, 'ECP01-002'));
      expect([e.cards[me]!.cardId, stats(e, me), handCount(e, 0) - h, counters(e, 0).pp]).toEqual(['ECP01-002', [3, 3], 1, 0]);
    }
  });

  covers(['CP01-027'], 'CP01-027 アグネスタキオン (2/2 cost 2; 1 PP refused): when you play a spell, an enemy follower (offered: the enemy followers, not yours) gets −1/−1 (a follower played: nothing); [食事][コスト1] races; [進化][コスト1] (0 PP: refused) into CP01-028 (3/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP01-027', 'SD03-005', 'SD03-017'], field: ['SD03-017'], oppField: ['SD02-020', 'SD02-002'], evolve: ['CP01-028', 'CSD01-032'], pp: 6 });
    s0.players[0]!.counters.ep = 0;
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-027')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[2, 2], 4]);
    const f = settleChoices(playIt(s, ids.hand![2]!)); // a follower: no trigger
    expect([f.decision?.kind, stats(f, ids.oppField![0]!)]).toEqual(['sve.main', [4, 6]]);
    s = playIt(s, ids.hand![1]!); // 知恵の光 (a spell): the trigger chooses an enemy follower
    s = settleInOrder(s, (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? (expectOffered(x, ids.oppField!, [me, ids.field![0]!]), pick(x, ids.oppField![0]!)) : null));
    expect([stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), counters(s, 0).pp]).toEqual([[3, 5], [3, 3], 3]);
    s.cards[me]!.flags.since = 0;
    expectRace(withPp(s, 0), me);
    expect(canEvolve(withPp(s, 0), me)).toBe(false);
    const e = settleInOrder(evolveInto(withPp(s, 1), me, 'CP01-028'), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : null));
    expect([e.cards[me]!.cardId, stats(e, me)]).toEqual(['CP01-028', [3, 3]]);
  });

  covers(['CP01-013'], 'CP01-013 ハルウララ (2/2 cost 2; 1 PP refused): [食事][コスト1] races (0 PP: not offered); 【出走時】 +1/+1 and it takes no damage this turn (5 damage after racing: still 3/3; before racing, 1 damage: 2/1; the next turn 2 damage: 3/1)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP01-013'], evolve: ['CSD01-032'], pp: 2 });
    s0.players[0]!.counters.ep = 0;
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-013')[0]!;
    expect(stats(s, me)).toEqual([2, 2]);
    expect(stats(settleChoices(damage(s, me, 1)), me)).toEqual([2, 1]);
    const raced = expectRace(s, me);
    expect(stats(raced, me)).toEqual([3, 3]);
    expect(stats(settleChoices(damage(raced, me, 5)), me)).toEqual([3, 3]);
    const later = nextTurn(raced);
    expect(stats(settleChoices(damage(later, me, 2)), me)).toEqual([3, 1]);
  });

  covers(['CP01-063'], 'CP01-063 サクラチヨノオー (3/3 cost 3; 2 PP refused): [食事][コスト1] races; 【出走時】 +1/+1 and up to 1 ウマ娘 card of your cemetery (offered: the ウマ娘 follower and spell there, not a ゴースト-class follower or the enemy cemetery) to your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP01-063'], cemetery: ['CP01-065', 'CSD01-009', 'SD05-003'], oppCemetery: ['CP01-013'], evolve: ['CSD01-032'], pp: 3 });
    s0.players[0]!.counters.ep = 0;
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-063')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[3, 3], 0]);
    expect(activations(s, me)).toEqual([]);
    let r = settleChoices(act(withPp(s, 1), me));
    expect([stats(r, me), kw(r, me, 'sve.rush'), counters(r, 0).pp]).toEqual([[4, 4], true, 0]);
    expectOffered(r, [ids.cemetery![0]!, ids.cemetery![1]!], [ids.cemetery![2]!, ids.oppCemetery![0]!]);
    expectUpTo(r, 1, { upTo: true });
    r = settleChoices(chooseTargets(r, [ids.cemetery![0]!]));
    expect([names(r, 'cemetery', 0).sort(), names(r, 'hand', 0).includes('CP01-065')]).toEqual([['CSD01-009', 'SD05-003'], true]); // a moved card is a new instance (4.1.4)
  });

  for (const [id, name, printed, cost, gain] of [['CP01-009', 'マーベラスサンデー', [2, 3], 2, 'leader'], ['CP01-010', 'ユキノビジン', [3, 3], 3, 'self']] as Array<[string, string, [number, number], number, 'leader' | 'self']>) {
    covers([id], `${id} ${name} (${printed.join('/')} cost ${cost}; ${cost - 1} PP refused): Fanfare 「場の他のカード1枚を手札に戻す：」 (10.4.7) — paying returns 1 other card of yours (offered: your other cards, not an enemy card) and ${gain === 'leader' ? 'your leader +2' : 'it gets +1/+1'}; skipping: nothing; alone: no question${gain === 'self' ? '; 【守護】' : ''}; [食事][コスト1] races`, () => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: [id], field: ['SD01-017', 'SD01-013'], oppField: ['SD02-002'], evolve: ['CSD01-032'], pp: cost });
      s0.players[0]!.counters.ep = 0;
      setHealth(s0, 0, 15);
      expect(canPlay(withPp(s0, cost - 1), ids.hand![0]!)).toBe(false);
      const t = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(t, 0, id)[0]!;
      expect(t.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
      const skipped = settleChoices(choose(t, 'skip'));
      expect([stats(skipped, me), health(skipped, 0), zoneCards(skipped, 'field', 0).length]).toEqual([printed, 15, 3]);
      let s = choose(t, 'pay');
      expectOffered(s, ids.field!, [me, ids.oppField![0]!]);
      s = settleChoices(pick(s, ids.field![0]!));
      expect([stats(s, me), health(s, 0), names(s, 'field', 0).sort(), handCount(s, 0) - handCount(t, 0)]).toEqual([gain === 'self' ? [printed[0] + 1, printed[1] + 1] : printed, gain === 'leader' ? 17 : 15, [id, 'SD01-013'].sort(), 1]);
      if (gain === 'self') expect(kw(s, me, 'sve.ward')).toBe(true);
      const alone = sc({ me: 'SD01', hand: [id], pp: cost });
      const a = settleChoices(playIt(alone.s, alone.ids.hand![0]!));
      expect(a.decision?.kind).toBe('sve.main');
      s.cards[me]!.flags.since = 0;
      expectRace(s, me);
    });
  }

  covers(['CP01-065'], 'CP01-065 マチカネタンホイザ (4/4 cost 4; 3 PP refused): Fanfare destroy an enemy amulet (offered: the enemy amulets, not an enemy follower nor your amulet); [食事][コスト1] races', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP01-065'], field: ['SD06-002'], oppField: ['SD06-002', 'BP01-133', 'SD05-003'], opp: 'SD05', evolve: ['CSD01-032'], pp: 4 });
    s0.players[0]!.counters.ep = 0;
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    const me = onField(s, 0, 'CP01-065')[0]!;
    expectOffered(s, [ids.oppField![0]!, ids.oppField![1]!], [ids.oppField![2]!, ids.field![0]!, me]);
    s = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(s, me), names(s, 'field', 1).sort(), names(s, 'cemetery', 1).includes('SD06-002'), zoneCards(s, 'field', 0).length]).toEqual([[4, 4], ['BP01-133', 'SD05-003'], true, 2]);
    s.cards[me]!.flags.since = 0;
    expectRace(s, me);
  });
}
