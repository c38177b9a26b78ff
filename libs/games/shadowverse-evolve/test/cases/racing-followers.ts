/**
 * Card cases: ウマ娘 followers with 「[食事][コスト1]：これは出走する」 (SVE 14.2.2.3: a 『にんじん』 of the evolve deck is
 * eaten, the follower races and has 【突進】 while linked) and what else they print (a Fanfare, a cost reduction, an
 * evolve, a trigger). Each card is played from the hand (or evolved from its base card); every expectation is read
 * from the printed text: the printed numbers, the cost one short refused, the complete set of cards offered.
 * Registered from card-cases.ts.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, nextTurn, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, fillCemetery, handCount, health, pick, toDeckTop } from '../drivers.js';
import { act, byAbility, canAttackWith, canEvolve, canPlay, copyIssues, type Covers, damage, evolveInto, faceUp, onField, onlyHand, playIt, sc, setHealth, settleChoices, settleInOrder, toDeck, withPp } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

/** [食事][コスト1] (14.2.2.3): not offered at 0 PP; at 1 PP it eats a 『にんじん』 (into the race area) and the follower has 【突進】. */
function expectRace(s: GameState, me: string): GameState {
  const free = activations(withPp(s, 0), me).map((a) => a.ability); // other [起動] abilities without a PP cost
  const e = withPp(s, 1);
  const race = activations(e, me).filter((a) => !free.includes(a.ability));
  expect(race).toHaveLength(1);
  expect(kw(e, me, 'sve.rush')).toBe(false);
  const raced = settleChoices(must(e, race[0]!).state);
  expect([counters(raced, 0).pp, zoneCards(raced, 'raceArea', 0).length, kw(raced, me, 'sve.rush')]).toEqual([0, 1, true]);
  return raced;
}

/** Player 0's deck instances of catalog card `cardId` (read after the deck was searched: ids are the current ones). */
const deckOf = (s: GameState, cardId: string) => zoneCards(s, 'deck', 0).filter((x) => s.cards[x]!.cardId === cardId);

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

  covers(['CP01-030'], 'CP01-030 ウオッカ (3/3 cost 3; 2 PP refused; with 『ダイワスカーレット』 on your field: cost 1, 0 PP refused): once per turn, when you play a spell, your ウマ娘 followers +1/+1 and 【突進】 (a non-ウマ娘 follower: not; a second spell the same turn: nothing more); [食事][コスト1] races', () => {
    for (const scarlet of [false, true]) {
      const cost = scarlet ? 1 : 3;
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP01-030', 'SD03-005', 'SD03-005'], field: scarlet ? ['CP01-029', 'SD03-017'] : ['CP01-027', 'SD03-017'], evolve: ['CSD01-032'], pp: cost });
      s0.players[0]!.counters.ep = 0;
      expect([canPlay(withPp(s0, cost - 1), ids.hand![0]!), canPlay(s0, ids.hand![0]!)]).toEqual([false, true]);
      let s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP01-030')[0]!;
      expect([stats(s, me), counters(s, 0).pp]).toEqual([[3, 3], 0]);
      if (scarlet) continue;
      s.cards[me]!.flags.since = 0;
      expectRace(s, me);
      const [uma, angel] = ids.field!;
      expect([kw(s, uma!, 'sve.rush'), stats(s, uma!)]).toEqual([false, [2, 2]]);
      s = settleInOrder(playIt(withPp(s, 2), ids.hand![1]!));
      expect([stats(s, me), kw(s, me, 'sve.rush'), stats(s, uma!), kw(s, uma!, 'sve.rush'), stats(s, angel!), kw(s, angel!, 'sve.rush')]).toEqual([[4, 4], true, [3, 3], true, [2, 4], false]);
      s = settleInOrder(playIt(s, ids.hand![2]!));
      expect([stats(s, me), stats(s, uma!), counters(s, 0).pp]).toEqual([[4, 4], [3, 3], 0]);
    }
  });

  covers(['CP01-019'], 'CP01-019 エアグルーヴ (2/2 cost 2; 1 PP refused): [食事][コスト1] races; 【出走時】 +1/+1 and up to 1 other follower of yours (offered: your other followers, not itself nor an enemy follower) stands, and cannot attack this turn', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['CP01-019'], field: ['SD02-007', 'SD02-002'], oppField: ['SD02-020'], evolve: ['CSD01-032'], pp: 2 });
    s0.players[0]!.counters.ep = 0;
    for (const f of ids.field!) s0.cards[f]!.flags.since = 0;
    s0.cards[ids.field![0]!]!.tapped = true;
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-019')[0]!;
    expect([stats(s, me), counters(s, 0).pp, canAttackWith(s, ids.field![0]!)]).toEqual([[2, 2], 0, false]);
    expect(activations(s, me)).toEqual([]);
    let r = act(withPp(s, 1), me);
    expect([stats(r, me), kw(r, me, 'sve.rush')]).toEqual([[3, 3], true]);
    expectOffered(r, ids.field!, [me, ids.oppField![0]!]);
    expectUpTo(r, 1, { upTo: true });
    r = settleChoices(chooseTargets(r, [ids.field![0]!]));
    expect([r.cards[ids.field![0]!]!.tapped, canAttackWith(r, ids.field![0]!), canAttackWith(r, ids.field![1]!)]).toEqual([false, false, true]);
  });

  covers(['ECP01-021'], 'ECP01-021 タニノギムレット (3/3 cost 4; 3 PP refused): Fanfare a 『ウオッカ』 (offered: both ウオッカ, not another ウマ娘 follower) and a ウマ娘 spell of original cost 1 (offered: the two cost-1 ウマ娘 spells, not a cost-1 non-ウマ娘 spell) from your deck to your hand; [食事][コスト1] races; 【出走時】 up to 1 enemy follower (offered: the enemy followers, not yours) takes 4, and +1/+1', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['ECP01-021', 'CP01-030', 'CP01-030', 'CP01-027', 'CSD01-010', 'ECP01-027', 'SD03-005'], oppField: ['SD02-020', 'SD02-002'], evolve: ['CSD01-032'], pp: 4 });
    s0.players[0]!.counters.ep = 0;
    toDeck(s0, ids.hand!.slice(1));
    onlyHand(s0, [ids.hand![0]!]);
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    expectOffered(s, deckOf(s, 'CP01-030'), [...deckOf(s, 'CP01-027'), ...deckOf(s, 'CSD01-010')]);
    s = settleChoices(pick(s, deckOf(s, 'CP01-030')[0]!));
    expectOffered(s, [...deckOf(s, 'CSD01-010'), ...deckOf(s, 'ECP01-027')], [...deckOf(s, 'SD03-005'), ...deckOf(s, 'CP01-027'), ...deckOf(s, 'CP01-030')]);
    s = settleChoices(pick(s, deckOf(s, 'ECP01-027')[0]!));
    const me = onField(s, 0, 'ECP01-021')[0]!;
    expect([stats(s, me), names(s, 'hand', 0).sort(), counters(s, 0).pp]).toEqual([[3, 3], ['CP01-030', 'ECP01-027'], 0]);
    s.cards[me]!.flags.since = 0;
    expect(activations(s, me)).toEqual([]);
    let r = act(withPp(s, 1), me);
    expectOffered(r, ids.oppField!, [me]);
    expectUpTo(r, 1, { upTo: true });
    r = settleChoices(chooseTargets(r, [ids.oppField![0]!]));
    expect([stats(r, me), kw(r, me, 'sve.rush'), stats(r, ids.oppField![0]!)]).toEqual([[4, 4], true, [4, 2]]);
  });

  covers(['ECP01-033'], 'ECP01-033 ツルマルツヨシ (2/2 cost 1; 0 PP refused): Fanfare an enemy follower (offered: the enemy followers, not yours) takes as much damage as the face-up 『にんじん』 of your evolve deck (2 face up: 2; 1 face up: 1); [食事][コスト1] races', () => {
    for (const up of [2, 1]) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['ECP01-033'], field: ['SD04-003'], oppField: ['SD02-020', 'SD02-002'], evolve: ['CSD01-032', 'CSD01-032', 'CSD01-032'], pp: 1 });
      s0.players[0]!.counters.ep = 0;
      faceUp(s0, Array(up).fill('CSD01-032'));
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      let s = playIt(s0, ids.hand![0]!);
      const me = onField(s, 0, 'ECP01-033')[0]!;
      expectOffered(s, ids.oppField!, [me, ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(s, me), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([[2, 2], [4, 6 - up], 0]);
      s.cards[me]!.flags.since = 0;
      if (up === 1) expectRace(s, me);
    }
  });

  covers(['ECP01-015'], 'ECP01-015 シンボリクリスエス (3/3 cost 3; 2 PP refused; 【疾走】): [起動] engage 4 other ウマ娘 cards of your field: +5 attack (3 ウマ娘 and a ニンジャエッグ: not offered; 4: offered, engaging the 4, not itself); [食事][コスト1] races', () => {
    for (const umas of [4, 3]) { // 4 ウマ娘 (the field is then full, 5 cards); 3 ウマ娘 and a ニンジャエッグ
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['ECP01-015'], field: umas === 4 ? Array(4).fill('CP01-023') : [...Array(3).fill('CP01-023'), 'SD02-007'], evolve: ['CSD01-032'], pp: 3 });
      s0.players[0]!.counters.ep = 0;
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'ECP01-015')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([[3, 3], true, 0]);
      if (umas === 3) {
        expect(activations(s, me)).toEqual([]);
        continue;
      }
      expect(activations(s, me)).toHaveLength(1);
      s = act(s, me);
      if (s.decision?.kind === 'chooseCards') {
        expectOffered(s, ids.field!, [me]);
        s = chooseTargets(s, ids.field!);
      }
      s = settleChoices(s);
      expect([stats(s, me), ids.field!.map((f) => s.cards[f]!.tapped), s.cards[me]!.tapped]).toEqual([[8, 3], [true, true, true, true], false]);
      s.cards[me]!.flags.since = 0;
      expectRace(s, me);
    }
  });

  covers(['CP01-035'], 'CP01-035 アドマイヤベガ (2/2 cost 2; 1 PP refused): [起動] engage it: a spell of cost 2 or less from your hand (offered: the cost-1 and cost-2 spells, not a cost-3 spell nor a follower) into the EX area, costing 0 this turn (played at 0 PP); [食事][コスト1] races', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP01-035', 'SD03-005', 'SD03-013', 'SD03-015', 'SD03-017'], evolve: ['CSD01-032'], pp: 2 });
    s0.players[0]!.counters.ep = 0;
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-035')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[2, 2], 0]);
    expectRace(s, me);
    s = act(s, me);
    const [, light, store, missile, angel] = ids.hand!;
    expectOffered(s, [light!, store!], [missile!, angel!]);
    expectUpTo(s, 1, { upTo: false });
    s = settleChoices(chooseTargets(s, [light!]));
    expect([s.cards[me]!.tapped, names(s, 'exArea', 0)]).toEqual([true, ['SD03-005']]);
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    const h = handCount(s, 0);
    expect(canPlay(s, ex)).toBe(true);
    s = settleInOrder(playIt(s, ex));
    expect([counters(s, 0).pp, handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([0, 1, ['SD03-005']]);
  });

  covers(['ECP01-034'], 'ECP01-034 エルコンドルパサー (4/4 cost 7; 6 PP refused; 【疾走】): Fanfare a 『パッションチャンピオーナ！』 from your deck onto your field (offered: both copies and its reprint, not another ウマ娘 card) — its own Fanfare then sees another ウマ娘 card; [食事][コスト1] races', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['ECP01-034', 'CP01-044', 'CP01-044', 'CP01-P32', 'ECP01-033'], oppField: ['SD02-020'], evolve: ['CSD01-032'], pp: 7 });
    s0.players[0]!.counters.ep = 0;
    toDeck(s0, ids.hand!.slice(1));
    expect(canPlay(withPp(s0, 6), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    expectOffered(s, ids.hand!.slice(1, 4), [ids.hand![4]!]);
    s = pick(s, ids.hand![1]!);
    s = settleInOrder(s, (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.candidates!.includes(ids.oppField![0]!) ? pick(x, ids.oppField![0]!) : null));
    const me = onField(s, 0, 'ECP01-034')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.storm'), names(s, 'field', 0).sort(), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([[4, 4], true, ['CP01-044', 'ECP01-034'], [4, 2], 0]);
    s.cards[me]!.flags.since = 0;
    expectRace(s, me);
  });

  for (const id of ['CP01-085', 'PR-052']) {
    covers([id], `${id} にんじん: 「これはエボルヴデッキに10枚まで入れることができる」 (6.1.2: 10 copies pass the copy limit, 11 do not); eaten by a ウマ娘 follower's [食事][コスト1] (14.2.2.3): this carrot goes to the race area, linked, and the follower races with 【突進】 (no carrot in the evolve deck: no [食事])`, () => {
      const deck = (count: number) => ({ leader: ['LCS01-002'], main: [{ id: 'SD02-019', count: 3 }], evolve: [{ id, count }] });
      expect([copyIssues(deck(10), id), copyIssues(deck(11), id)]).toEqual([[], ['SVE 6.1.1.4']]);
      const none = sc({ me: 'SD05', field: ['CP01-065'], pp: 1 });
      expect(activations(none.s, none.ids.field![0]!)).toEqual([]);
      const { s: s0, ids } = sc({ me: 'SD05', field: ['CP01-065'], evolve: [id], pp: 1 });
      s0.players[0]!.counters.ep = 0;
      const me = ids.field![0]!;
      const raced = expectRace(s0, me);
      expect(zoneCards(raced, 'raceArea', 0).map((c) => [raced.cards[c]!.cardId, raced.cards[c]!.attachedTo])).toEqual([[id, me]]);
    });
  }

  covers(['ECP01-019'], 'ECP01-019 シュヴァルグラン (2/2 cost 2; 1 PP refused): Fanfare choose a face-up 『にんじん』 of your evolve deck (offered: the face-up carrots, not a face-down one nor a face-up アグネスタキオン) — with 10 ウマ娘 cards in your cemetery it turns face down (9: stays face up); [食事][コスト1] races; [進化][コスト1] (0 PP: refused) into ECP01-020 (3/3)', () => {
    for (const umas of [10, 9]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['ECP01-019'], cemetery: ['CP01-027'], oppField: ['SD02-020'], evolve: ['CSD01-032', 'CSD01-032', 'CSD01-032', 'ECP01-020', 'CP01-028'], pp: 2 });
      s0.players[0]!.counters.ep = 0;
      faceUp(s0, ['CSD01-032', 'CSD01-032', 'CP01-028']); // a face-up evolve card that is no carrot
      fillCemetery(s0, 0, umas - 1, 'CP01-027');
      const carrots = (x: GameState, face: string) => zoneCards(x, 'evolveDeck', 0).filter((c) => x.cards[c]!.cardId === 'CSD01-032' && x.cards[c]!.face === face);
      const [up, down] = [carrots(s0, 'up'), carrots(s0, 'down')];
      const evo = zoneCards(s0, 'evolveDeck', 0).find((c) => s0.cards[c]!.cardId === 'CP01-028')!;
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let s = playIt(s0, ids.hand![0]!);
      expectOffered(s, up, [...down, evo]);
      s = settleChoices(pick(s, up[0]!));
      const me = onField(s, 0, 'ECP01-019')[0]!;
      expect([stats(s, me), counters(s, 0).pp, carrots(s, 'up').length]).toEqual([[2, 2], 0, umas >= 10 ? 1 : 2]);
      if (umas < 10) continue;
      s.cards[me]!.flags.since = 0;
      expectRace(s, me);
      expect(canEvolve(s, me)).toBe(false);
      const e = settleInOrder(evolveInto(withPp(s, 1), me, 'ECP01-020'), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : null));
      expect([e.cards[me]!.cardId, stats(e, me), counters(e, 0).pp]).toEqual(['ECP01-020', [3, 3], 0]);
    }
  });

  covers(['ECP01-041'], 'ECP01-041 〔マチタン☆アドベンチャー〕マチカネタンホイザ (3/3 cost 3; 2 PP refused): Fanfare the top card of your deck into the cemetery; [食事][コスト1] races; 【出走時】 up to 1 ウマ娘 follower of original cost 3 or less from your cemetery onto the field (offered: the cost-2 and cost-3 ウマ娘 followers; not the cost-4 one, a ウマ娘 spell nor a non-ウマ娘 follower), and +1/+1', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP01-041', 'SD05-017'], cemetery: ['CP01-013', 'CP01-063', 'CP01-065', 'CSD01-009', 'SD05-007'], evolve: ['CSD01-032'], pp: 3 });
    s0.players[0]!.counters.ep = 0;
    toDeckTop(s0, [ids.hand![1]!]);
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'ECP01-041')[0]!;
    expect([stats(s, me), counters(s, 0).pp, names(s, 'cemetery', 0).filter((c) => c === 'SD05-017').length]).toEqual([[3, 3], 0, 1]);
    expect(activations(s, me)).toEqual([]);
    let r = act(withPp(s, 1), me);
    const [urara, chiyo, tanho, spell, spectre] = ids.cemetery!;
    expectOffered(r, [urara!, chiyo!], [tanho!, spell!, spectre!]);
    expectUpTo(r, 1, { upTo: true });
    r = settleChoices(chooseTargets(r, [urara!]));
    expect([stats(r, me), kw(r, me, 'sve.rush'), names(r, 'field', 0).sort()]).toEqual([[4, 4], true, ['CP01-013', 'ECP01-041']]);
  });

  covers(['ECP01-044'], 'ECP01-044 マンハッタンカフェ (1/1 cost 1; 0 PP refused): Fanfare the top card of your deck into the cemetery; [起動] engage it and put it into the cemetery: a ウマ娘 follower of original cost 2 from your cemetery onto the field (offered: the cost-2 ウマ娘 followers, not a cost-4 ウマ娘 nor a cost-2 non-ウマ娘), usable only with 10 ウマ娘 cards in your cemetery (9: not offered); [食事][コスト1] races', () => {
    for (const umas of [10, 9]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP01-044', 'SD05-017'], cemetery: ['CP01-013', 'CP01-027', 'SD05-007', 'CP01-065'], evolve: ['CSD01-032'], pp: 1 });
      s0.players[0]!.counters.ep = 0;
      toDeckTop(s0, [ids.hand![1]!]);
      fillCemetery(s0, 0, umas - 3, 'CP01-065');
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      let s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'ECP01-044')[0]!;
      expect([stats(s, me), counters(s, 0).pp, names(s, 'cemetery', 0).includes('SD05-017')]).toEqual([[1, 1], 0, true]);
      expect(activations(s, me).length).toBe(umas >= 10 ? 1 : 0);
      if (umas < 10) {
        expectRace(s, me);
        continue;
      }
      s = act(s, me);
      const [urara, taki, spectre] = ids.cemetery!;
      const four = zoneCards(s, 'cemetery', 0).filter((c) => s.cards[c]!.cardId === 'CP01-065');
      expectOffered(s, [urara!, taki!], [spectre!, ...four]);
      s = settleChoices(pick(s, taki!));
      expect([names(s, 'field', 0), names(s, 'cemetery', 0).includes('ECP01-044')]).toEqual([['CP01-027'], true]);
    }
  });

  covers(['ECP01-050'], 'ECP01-050 ワンダーアキュート (3/3 cost 3; 2 PP refused): Fanfare draw 1; [食事][コスト1] races; 【出走時】 +1/+1 and you may put a ウマ娘 follower or ウマ娘 amulet of original cost 2 or less from your hand onto the field (offered: ハルウララ and 鍛えぬくトモ; not the cost-4 ウマ娘 nor a cost-2 non-ウマ娘)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['ECP01-050', 'CP01-013', 'CP01-008', 'CP01-065', 'SD06-009'], evolve: ['CSD01-032'], pp: 3 });
    s0.players[0]!.counters.ep = 0;
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'ECP01-050')[0]!;
    expect([stats(s, me), counters(s, 0).pp, handCount(s, 0)]).toEqual([[3, 3], 0, 5]); // 4 left + 1 drawn
    let r = act(withPp(s, 1), me);
    const [, urara, tomo, tanho, sister] = ids.hand!;
    expectOffered(r, [urara!, tomo!], [tanho!, sister!]);
    expectUpTo(r, 1, { upTo: true });
    r = settleChoices(chooseTargets(r, [tomo!]));
    expect([stats(r, me), kw(r, me, 'sve.rush'), names(r, 'field', 0).sort()]).toEqual([[4, 4], true, ['CP01-008', 'ECP01-050']]);
  });

  covers(['ECP01-042'], 'ECP01-042 ケイエスミラクル (4/4 cost 2; 1 PP refused; 【守護】): destroyed when your main phase comes; Last Words 「手札のウマ娘・カード1枚を捨てる：1枚引く」 (paying discards a ウマ娘 card — offered: the ウマ娘 cards of your hand, not another card — and draws 1; skipping: nothing); [食事][コスト1] races', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP01-042', 'CP01-013', 'CP01-065', 'SD05-007'], evolve: ['CSD01-032'], pp: 2 });
    s0.players[0]!.counters.ep = 0;
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'ECP01-042')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.ward'), counters(s, 0).pp]).toEqual([[4, 4], true, 0]);
    expectRace(s, me);
    const d = byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [me]);
    expect(d.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    const skipped = settleChoices(choose(d, 'skip'));
    expect(handCount(skipped, 0)).toBe(3);
    let p = choose(d, 'pay');
    const [, urara, tanho, spectre] = ids.hand!;
    expectOffered(p, [urara!, tanho!], [spectre!]);
    p = settleChoices(pick(p, urara!));
    expect([handCount(p, 0), names(p, 'cemetery', 0).sort()]).toEqual([3, ['CP01-013', 'ECP01-042']]);
    // your next main phase: destroyed (its Last Words asked again)
    const later = nextTurn(nextTurn(s));
    expect([later.turn.active, names(later, 'field', 0).includes('ECP01-042'), names(later, 'cemetery', 0).includes('ECP01-042')]).toEqual([0, false, true]);
  });

  covers(['ECP01-026'], 'ECP01-026 スイープトウショウ (0/1 cost 2): costs 2 less with 5 ウマ娘 spells in your cemetery (5: 0 PP; 4: cost 2, 1 PP refused); Fanfare a ウマ娘 spell of original cost 1 from your cemetery (offered: the cost-1 ウマ娘 spells, not a cost-1 non-ウマ娘 spell nor a ウマ娘 follower) into the EX area, costing 1 less this turn (played at 0 PP); [食事][コスト1] races', () => {
    for (const spells of [5, 4]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['ECP01-026'], cemetery: ['CSD01-010', 'ECP01-027', 'SD03-005', 'CP01-027', 'CP01-034'], evolve: ['CSD01-032'], pp: spells >= 5 ? 0 : 2 });
      s0.players[0]!.counters.ep = 0;
      fillCemetery(s0, 0, spells - 3, 'CP01-034');
      const cost = spells >= 5 ? 0 : 2;
      if (cost > 0) expect(canPlay(withPp(s0, cost - 1), ids.hand![0]!)).toBe(false);
      expect(canPlay(s0, ids.hand![0]!)).toBe(true);
      let s = playIt(s0, ids.hand![0]!);
      const [witch, night, light, taki] = ids.cemetery!;
      const more = zoneCards(s, 'cemetery', 0).filter((c) => s.cards[c]!.cardId === 'CP01-034');
      expectOffered(s, [witch!, night!, ...more], [light!, taki!]);
      s = settleChoices(pick(s, night!));
      const me = onField(s, 0, 'ECP01-026')[0]!;
      expect([stats(s, me), counters(s, 0).pp, names(s, 'exArea', 0)]).toEqual([[0, 1], 0, ['ECP01-027']]);
      if (spells < 5) continue;
      const ex = zoneCards(s, 'exArea', 0)[0]!;
      expect(canPlay(s, ex)).toBe(true); // 1 − 1 = 0
      expectRace(s, me);
    }
  });

  covers(['CP01-032'], 'CP01-032 ゼンノロブロイ (0/2 cost 1; 0 PP refused): when another follower of yours races, look at the top 4: a spell or an amulet may be revealed into your hand (offered: the spell and the amulet, not the followers), the rest to the bottom; it racing itself: no look', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['CP01-032', 'SD03-005', 'SD06-002', 'SD03-017', 'SD03-008'], field: ['CP01-027'], evolve: ['CSD01-032', 'CSD01-032'], pp: 3 });
    s0.players[0]!.counters.ep = 0;
    const top = ids.hand!.slice(1);
    toDeckTop(s0, top);
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-032')[0]!;
    expect([stats(s, me), counters(s, 0).pp]).toEqual([[0, 2], 2]);
    const self = expectRace(withPp(s, 1), me);
    expect(self.decision?.kind).toBe('sve.main');
    let r = act(withPp(s, 1), ids.field![0]!);
    expectOffered(r, [top[0]!, top[1]!], [top[2]!, top[3]!]);
    expectUpTo(r, 1, { upTo: true });
    r = settleInOrder(chooseTargets(r, [top[1]!]));
    expect([names(r, 'hand', 0).includes('SD06-002'), names(r, 'deck', 0).slice(-3).sort()]).toEqual([true, ['SD03-005', 'SD03-008', 'SD03-017']]);
  });

  covers(['CP01-008'], 'CP01-008 鍛えぬくトモ (amulet cost 2; 1 PP refused): Fanfare draw 1; when it leaves the field, a ウマ娘 follower of yours (offered: your ウマ娘 followers, not a non-ウマ娘 follower nor an enemy follower) gets +1/+1', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP01-008'], field: ['CP01-013', 'CP01-009', 'SD01-017'], oppField: ['CP01-013'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const h = handCount(s0, 0);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP01-008')[0]!;
    expect([handCount(s, 0), counters(s, 0).pp]).toEqual([h, 0]); // −1 played, +1 drawn
    let d = byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [me]);
    const [urara, sunday, goblin] = ids.field!;
    expectOffered(d, [urara!, sunday!], [goblin!, ids.oppField![0]!]);
    d = settleChoices(pick(d, sunday!));
    expect([stats(d, sunday!), stats(d, urara!)]).toEqual([[3, 4], [2, 2]]);
  });

  covers(['ECP01-023'], 'ECP01-023 ヴィルシーナ (4/4 cost 4; 3 PP refused; 【守護】): Fanfare 「手札のウマ娘・カード1枚を捨てる：」 — paying (offered: the ウマ娘 cards of your hand, not another card): 2 damage to the enemy leader, your leader +2, draw 2; skipping: nothing; when a 『シュヴァルグラン』 or 『ヴィブロス』 enters your field, an enemy follower (offered: the enemy followers, not yours) takes 2 (another ウマ娘 entering: nothing); [食事][コスト1] races', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['ECP01-023', 'ECP01-019', 'ECP01-024', 'CP01-027', 'SD03-005'], oppField: ['SD02-020', 'SD02-002'], evolve: ['CSD01-032'], pp: 10 });
    s0.players[0]!.counters.ep = 0;
    onlyHand(s0, ids.hand!);
    setHealth(s0, 0, 15);
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    const t = settleChoices(playIt(s0, ids.hand![0]!));
    expect(t.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    const me = onField(t, 0, 'ECP01-023')[0]!;
    const skipped = settleChoices(choose(t, 'skip'));
    expect([health(skipped, 1), health(skipped, 0), handCount(skipped, 0)]).toEqual([20, 15, 4]);
    let s = choose(t, 'pay');
    const [, cheval, vivlos, taki, light] = ids.hand!;
    expectOffered(s, [cheval!, vivlos!, taki!], [light!]);
    s = settleChoices(pick(s, taki!));
    expect([stats(s, me), kw(s, me, 'sve.ward'), health(s, 1), health(s, 0), handCount(s, 0), counters(s, 0).pp]).toEqual([[4, 4], true, 18, 17, 5, 6]);
    expectRace(s, me);
    for (const [card, hit] of [[cheval!, true], [vivlos!, true]] as Array<[string, boolean]>) {
      let e = playIt(s, card);
      if (card === cheval) e = settleChoices(e.decision?.kind === 'chooseCards' && e.decision.candidates!.some((c) => e.cards[c]!.zone === '0:evolveDeck') ? pick(e, e.decision.candidates![0]!) : e);
      e = settleInOrder(e, (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.candidates!.includes(ids.oppField![0]!) ? (expectOffered(x, ids.oppField!, [me, leaderId(x, 1)]), pick(x, ids.oppField![0]!)) : null));
      expect(stats(e, ids.oppField![0]!)).toEqual(hit ? [4, 4] : [4, 6]);
    }
    const other = sc({ me: 'SD03', field: ['ECP01-023'], hand: ['CP01-027'], oppField: ['SD02-020'], pp: 2 });
    const o = settleInOrder(playIt(other.s, other.ids.hand![0]!));
    expect([o.decision?.kind, stats(o, other.ids.oppField![0]!)]).toEqual(['sve.main', [4, 6]]);
  });
}
