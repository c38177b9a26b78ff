/**
 * Card cases: 【レッスン_N】 as the cost of an ability (SVE 14.3: banish N 『魔法のアイテム』 of your EX area) — a Fanfare
 * 「[ファンファーレ]【レッスン_N】：…」 paid with N items (N − 1: not payable, nothing happens) and an activated
 * 「[起動][コストN]【レッスン_N】：…」. Each card is played from the hand; every expectation is read from the printed
 * text: the printed numbers, the cost one short refused, the complete set of cards offered. Registered from card-cases.ts.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, handCount, health, pick, toDeckTop } from '../drivers.js';
import { act, byAbility, canPlay, type Covers, onField, onlyHand, playIt, sc, settleChoices, settleInOrder, toDeck, withPp } from './case-helpers.js';
import { chooseTargets, expectOffered, expectUpTo } from './offered.js';

/** `n` 『魔法のアイテム』 (CP02-T01 キュートイヤリング) tokens in player 0's EX area. */
const items = (n: number): Array<[string, string, number]> => Array.from({ length: n }, () => ['CP02-T01', 'exArea', 0]);
/** Answers the optional-cost question (10.4.7) with `pay` when it is asked; whether it was asked. */
const answerCost = (s: GameState, pay: boolean): { s: GameState; asked: boolean } => {
  const asked = s.decision?.kind === 'chooseOption' && (s.decision.options ?? []).includes('pay');
  return { s: asked ? choose(s, pay ? 'pay' : 'skip') : s, asked };
};

export function registerLessonCostsCases(covers: Covers): void {
  covers(['CP02-104'], 'CP02-104 ニューウェーブ (7/7 cost 6; 5 PP refused): Fanfare 【レッスン_5】 — 5 『魔法のアイテム』 banished from your EX area: every card of the enemy field destroyed (a follower and an amulet; your own follower stays); 4 items: not payable, nothing destroyed; skipping with 5: nothing', () => {
    for (const [n, pay] of [[5, true], [5, false], [4, true]] as Array<[number, boolean]>) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP02-104'], field: ['SD04-003'], oppField: ['SD02-020', 'SD06-002', 'SD02-002'], evolve: ['CP02-T01'], tokens: items(n), pp: 6 });
      expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
      const { s: t, asked } = answerCost(playIt(s0, ids.hand![0]!), pay);
      const s = settleChoices(t);
      const me = onField(s, 0, 'CP02-104')[0]!;
      const paid = n === 5 && pay;
      expect([asked, stats(s, me), counters(s, 0).pp, zoneCards(s, 'exArea', 0).length, names(s, 'field', 1).length, names(s, 'cemetery', 1).sort(), names(s, 'field', 0).sort()])
        .toEqual([n === 5, [7, 7], 0, paid ? 0 : n, paid ? 0 : 3, paid ? ['SD02-002', 'SD02-020', 'SD06-002'] : [], ['CP02-104', 'SD04-003']]);
    }
  });

  for (const id of ['ECP02-012', 'ECP02-SP03a']) {
    covers([id], `${id} (2/1 cost 2; 1 PP refused; 【疾走】): Fanfare 【レッスン_2】 — 2 『魔法のアイテム』 banished: an enemy follower (offered: the enemy followers, not yours nor a leader) takes as much damage as your クール followers (itself and 桐生つかさ: 2; itself and a non-クール ドラゴンウォーリア: 1); 1 item: not payable, no damage`, () => {
      for (const [other, n] of [['CP02-057', 2], ['SD04-003', 2], ['CP02-057', 1]] as Array<[string, number]>) {
        const { s: s0, ids } = sc({ me: 'SD02', hand: [id], field: [other], oppField: ['SD02-020', 'SD02-002'], evolve: ['CP02-T01'], tokens: items(n), pp: 2 });
        expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
        const { s: t, asked } = answerCost(playIt(s0, ids.hand![0]!), true);
        expect(asked).toBe(n === 2);
        let s = t;
        const me = onField(s, 0, id)[0]!;
        if (n === 2) {
          expectOffered(s, ids.oppField!, [me, ids.field![0]!, leaderId(s, 1)]);
          s = pick(s, ids.oppField![0]!);
        }
        s = settleChoices(s);
        const dealt = n < 2 ? 0 : other === 'CP02-057' ? 2 : 1;
        expect([stats(s, me), kw(s, me, 'sve.storm'), stats(s, ids.oppField![0]!), zoneCards(s, 'exArea', 0).length, counters(s, 0).pp]).toEqual([[2, 1], true, [4, 6 - dealt], n === 2 ? 0 : n, 0]);
      }
    });
  }

  for (const id of ['CP02-020', 'CP02-SP04a']) {
    covers([id], `${id} (4/4 cost 4; 3 PP refused): Fanfare banish 2 cards of original cost 1 from your cemetery (offered: the cost-1 cards, not a cost-2 one; 1 such card: not payable): up to 2 of 【1】 destroy an enemy follower (offered: the enemy followers), 【2】 2 damage to the enemy leader, 【3】 draw 1, discard 1; [起動][コスト1]【レッスン_1】 it gains 【突進】 (0 PP or no item: not offered)`, () => {
      for (const ones of [3, 1]) {
        const { s: s0, ids } = sc({ me: 'SD02', hand: [id], cemetery: [...Array(ones).fill('SD02-007'), 'SD02-002'], oppField: ['SD02-020', 'SD02-002'], evolve: ['CP02-T01'], tokens: items(1), pp: 5 });
        onlyHand(s0, ids.hand!);
        expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
        const { s: t, asked } = answerCost(playIt(s0, ids.hand![0]!), true);
        expect(asked).toBe(ones >= 2);
        let s = t;
        const me = onField(s, 0, id)[0]!;
        if (ones >= 2) {
          const cheap = ids.cemetery!.slice(0, ones);
          expectOffered(s, cheap, [ids.cemetery![ones]!]);
          s = pick(pick(s, cheap[0]!), cheap[1]!);
          expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
          s = choose(s, 0);
          s = choose(s, 1);
          if (s.decision?.kind === 'chooseOption') s = choose(s, 'done');
          expectOffered(s, ids.oppField!, [me, leaderId(s, 1)]);
          s = settleChoices(pick(s, ids.oppField![0]!));
          expect([names(s, 'field', 1), health(s, 1), names(s, 'banished', 0).length, names(s, 'cemetery', 0).length]).toEqual([['SD02-002'], 18, 2, ones - 1]);
        }
        s = settleChoices(s);
        expect([stats(s, me), counters(s, 0).pp, handCount(s, 0)]).toEqual([[4, 4], 1, 0]);
        if (ones < 2) continue;
        expect(activations(withPp(s, 0), me)).toEqual([]);
        const none = withPp(s, 1);
        none.zones['0:exArea']!.cards = [];
        expect(activations(none, me)).toEqual([]);
        expect(kw(s, me, 'sve.rush')).toBe(false);
        const r = settleChoices(act(s, me));
        expect([kw(r, me, 'sve.rush'), counters(r, 0).pp, zoneCards(r, 'exArea', 0).length]).toEqual([true, 0, 0]);
      }
    });
  }

  covers(['CSD02a-002'], 'CSD02a-002 〔P.C.S〕五十嵐響子 (4/4 cost 4; 3 PP refused; 【守護】): Fanfare an enemy follower (offered: the enemy followers, not yours) gets −X/−X, X = your キュート followers (itself and another キュート: 2; itself and a non-キュート: 1); [起動]【レッスン_1】 an enemy follower −1/−1, once per turn (no item: not offered; used once with 2 items: not again)', () => {
    for (const other of ['ECP02-032', 'SD02-007']) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['CSD02a-002'], field: [other], oppField: ['SD02-020', 'SD02-002'], evolve: ['CP02-T01'], tokens: items(2), pp: 4 });
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      let s = playIt(s0, ids.hand![0]!);
      const me = onField(s, 0, 'CSD02a-002')[0]!;
      expectOffered(s, ids.oppField!, [me, ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      const x = other === 'ECP02-032' ? 2 : 1;
      expect([stats(s, me), kw(s, me, 'sve.ward'), stats(s, ids.oppField![0]!), counters(s, 0).pp]).toEqual([[4, 4], true, [4 - x, 6 - x], 0]);
      if (x === 1) continue;
      const none = structuredClone(s);
      none.zones['0:exArea']!.cards = [];
      expect(activations(none, me)).toEqual([]);
      s = act(s, me);
      expectOffered(s, ids.oppField!, [me, ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![1]!));
      expect([stats(s, ids.oppField![1]!), zoneCards(s, 'exArea', 0).length, activations(s, me)]).toEqual([[2, 2], 1, []]);
    }
  });

  covers(['ECP02-048'], 'ECP02-048 〔individuals〕星輝子 (3/2 cost 2; 1 PP refused): Fanfare the top 2 cards of your deck into the cemetery; [起動][コスト1]【レッスン_2】 engage it: a デレマス follower of original cost 2 or less from your cemetery (offered: the cost-1 and cost-2 デレマス followers; not a cost-3 one nor a cost-2 non-デレマス) into the EX area, costing 2 less this turn (played at 0 PP); 1 item or 0 PP: not offered', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP02-048', 'SD05-017', 'SD05-017'], cemetery: ['CP02-108', 'CP02-083', 'CP02-072', 'SD05-007'], evolve: ['CP02-T01'], tokens: items(2), pp: 3 });
    toDeckTop(s0, ids.hand!.slice(1));
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'ECP02-048')[0]!;
    expect([stats(s, me), counters(s, 0).pp, names(s, 'cemetery', 0).filter((c) => c === 'SD05-017').length]).toEqual([[3, 2], 1, 2]);
    expect(activations(withPp(s, 0), me)).toEqual([]);
    const one = structuredClone(s);
    one.zones['0:exArea']!.cards = one.zones['0:exArea']!.cards.slice(1);
    expect(activations(one, me)).toEqual([]);
    s = act(s, me);
    const [rookie, koume, takumi, spectre] = ids.cemetery!;
    expectOffered(s, [rookie!, koume!], [takumi!, spectre!]);
    expectUpTo(s, 1, { upTo: false });
    s = settleChoices(chooseTargets(s, [koume!]));
    expect([s.cards[me]!.tapped, names(s, 'exArea', 0), counters(s, 0).pp]).toEqual([true, ['CP02-083'], 0]);
    const ex = zoneCards(s, 'exArea', 0)[0]!;
    s = settleInOrder(playIt(s, ex)); // 2 − 2 = 0
    expect([names(s, 'field', 0).sort(), counters(s, 0).pp]).toEqual([['CP02-083', 'ECP02-048'], 0]);
  });

  covers(['ECP02-SP01'], 'ECP02-SP01 〔女神は朝焼けの海に〕新田美波 (3/3 cost 3; 2 PP refused): Fanfare a follower whose name contains 『アナスタシア』 from your deck (offered: both such followers, not another follower) into the EX area, costing 3 less this turn (アナスタシア 5 → 2: 2 PP yes, 1 PP no); [起動]【レッスン_1】 engage it: an enemy follower (offered: the enemy followers, not yours) becomes engaged (no item: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['ECP02-SP01', 'CP02-006', 'ECP02-001'], oppField: ['SD02-020', 'SD02-002'], evolve: ['CP02-T01'], tokens: items(1), pp: 3 });
    toDeck(s0, ids.hand!.slice(1));
    onlyHand(s0, [ids.hand![0]!]);
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    const deckOf = (x: GameState, id: string) => zoneCards(x, 'deck', 0).filter((c) => x.cards[c]!.cardId === id);
    expectOffered(s, [...deckOf(s, 'CP02-006'), ...deckOf(s, 'ECP02-001')], deckOf(s, 'SD01-017'));
    s = settleChoices(pick(s, deckOf(s, 'CP02-006')[0]!));
    const me = onField(s, 0, 'ECP02-SP01')[0]!;
    const ex = zoneCards(s, 'exArea', 0).find((c) => s.cards[c]!.cardId === 'CP02-006')!;
    expect([stats(s, me), counters(s, 0).pp, canPlay(withPp(s, 2), ex), canPlay(withPp(s, 1), ex)]).toEqual([[3, 3], 0, true, false]);
    const none = structuredClone(s);
    none.zones['0:exArea']!.cards = [ex];
    expect(activations(none, me)).toEqual([]);
    s = act(s, me);
    expectOffered(s, ids.oppField!, [me]);
    s = settleChoices(pick(s, ids.oppField![1]!));
    expect([s.cards[ids.oppField![1]!]!.tapped, s.cards[ids.oppField![0]!]!.tapped, s.cards[me]!.tapped, names(s, 'exArea', 0)]).toEqual([true, false, true, ['CP02-006']]);
  });

  covers(['ECP02-010'], 'ECP02-010 〔ニャンダフル・ワールド〕前川みく (1/1 cost 1; 0 PP refused; 【疾走】): Last Words 【レッスン_1】 — 1 『魔法のアイテム』 banished: a follower whose name contains 『前川みく』 from your deck into your hand (offered: both such followers, not another デレマス follower); skipping, or no item: nothing', () => {
    for (const n of [1, 0]) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['ECP02-010', 'PR-436', 'ECP02-010', 'ECP02-032'], evolve: ['CP02-T01'], tokens: items(n), pp: 1 });
      toDeck(s0, ids.hand!.slice(1));
      onlyHand(s0, [ids.hand![0]!]);
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'ECP02-010')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([[1, 1], true, 0]);
      const { s: d, asked } = answerCost(byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [me]), true);
      expect(asked).toBe(n === 1);
      if (n === 0) {
        expect([settleChoices(d).decision?.kind, handCount(settleChoices(d), 0)]).toEqual(['sve.main', 0]);
        continue;
      }
      const skipped = settleChoices(answerCost(byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [me]), false).s);
      expect([handCount(skipped, 0), zoneCards(skipped, 'exArea', 0).length]).toEqual([0, 1]);
      const deckOf = (x: GameState, id: string) => zoneCards(x, 'deck', 0).filter((c) => x.cards[c]!.cardId === id);
      expectOffered(d, [...deckOf(d, 'PR-436'), ...deckOf(d, 'ECP02-010')], deckOf(d, 'ECP02-032'));
      const got = settleChoices(pick(d, deckOf(d, 'PR-436')[0]!));
      expect([names(got, 'hand', 0), zoneCards(got, 'exArea', 0).length]).toEqual([['PR-436'], 0]);
    }
  });
}
