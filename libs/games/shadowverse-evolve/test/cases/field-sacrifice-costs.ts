/**
 * Card cases: costs that put followers of your field into the cemetery, named without a zone (SVE 4.4.3: a kind named
 * without a zone is on the field; 10.4.3) — 「『X』N体を墓場に置く」, 「他の(trait)・フォロワーN体を墓場に置く」, 「これと『X』N体を
 * 墓場に置く」 (10.4.2.1: this card first; 10.4.2.2: all or nothing) — grammar/costs.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text: the ability is offered only when the
 * whole cost can be paid (one follower short: not offered), the cost chosen among exactly the followers it names.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, health, pick } from '../drivers.js';
import { canPlay, type Covers, evolvable, evolveInto, onField, sc, settleChoices, sorted } from './case-helpers.js';

/** Sets player 0's PP (a state edit). */
const pp = (s: GameState, n: number): GameState => {
  s.players[0]!.counters.pp = n;
  return s;
};

export function registerFieldSacrificeCostsCases(covers: Covers): void {
  for (const id of ['BP04-079', 'BP04-U05']) {
    covers([id], `${id} 毒牙の姫・メドゥーサ (cost 3, 3/3): [起動][コスト0] a 『毒蛇』 (0/1 【必殺】) onto your field, once per turn; [クイック][起動] engage it and put 2 『毒蛇』 of your field into the cemetery: destroy an enemy follower (offered: the enemy followers only); with 1 『毒蛇』: not offered; 2 PP: not playable`, () => {
      const mk = (p: number) => sc({ me: 'SD05', hand: [id], oppField: ['SD02-002', 'SD02-007'], tokens: [['BP04-T01', 'field', 0]], pp: p });
      expect(canPlay(mk(2).s, mk(2).ids.hand![0]!)).toBe(false);
      const { s: s0, ids } = mk(3);
      let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, id)[0]!;
      s.cards[me]!.flags.since = 0;
      expect([stats(s, me), counters(s, 0).pp]).toEqual([[3, 3], 0]);
      const first = activations(s, me);
      expect(first).toHaveLength(1); // one 『毒蛇』: only the [コスト0] ability
      s = settleChoices(must(s, first[0]!).state);
      const snakes = onField(s, 0, 'BP04-T01');
      expect(snakes).toHaveLength(2);
      expect([stats(s, snakes[1]!), kw(s, snakes[1]!, 'sve.bane')]).toEqual([[0, 1], true]);
      const second = activations(s, me);
      expect(second).toHaveLength(1); // the [コスト0] ability is used up for the turn; two 『毒蛇』 pay the other
      expect(second[0]!.ability).not.toBe(first[0]!.ability);
      s = must(s, second[0]!).state;
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField!));
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([s.cards[me]!.tapped, onField(s, 0, 'BP04-T01'), names(s, 'field', 1), names(s, 'cemetery', 1)]).toEqual([true, [], ['SD02-007'], ['SD02-002']]);
    });
  }

  covers(['BP03-039', 'BP03-040'], 'ミスティックキング (BP03-039, cost 6, 5/5): [起動] put another チェス follower of your field into the cemetery (chosen among the チェス followers other than itself): 5 damage to an enemy follower; then no other [起動] ability this turn but [進化][コスト2] still (1 PP: not offered); alone: not offered; 5 PP: not playable — evolved (BP03-040, 6/6): 【進化時】 up to 4 チェス followers of cost 4 or less with different names from your cemetery onto your field (cost 6 and a second same-named one: not offered); its [起動] the same, then none at all', () => {
    const mk = (field: string[], p: number) => sc({ me: 'SD03', hand: ['BP03-039'], field, evolve: ['BP03-040'], oppField: ['SD04-001', 'SD02-002'], cemetery: ['BP03-052', 'BP03-052', 'BP03-051', 'BP03-039', 'SD03-003'], pp: p });
    expect(canPlay(mk([], 5).s, mk([], 5).ids.hand![0]!)).toBe(false);
    const alone = mk([], 6);
    let a = settleChoices(must(alone.s, { type: 'play', player: 0, card: alone.ids.hand![0]! }).state);
    const lone = onField(a, 0, 'BP03-039')[0]!;
    expect([stats(a, lone), counters(a, 0).pp, activations(a, lone).filter((x) => x.type === 'activate')]).toEqual([[5, 5], 0, []]);
    const { s: s0, ids } = mk(['BP03-039', 'BP03-046', 'BP03-052', 'SD03-003'], 3);
    const [king, knight, bishop] = ids.field! as [string, string, string];
    let s = s0;
    s.cards[king]!.flags.since = 0;
    const acts = activations(s, king);
    expect(acts).toHaveLength(1);
    s = must(s, acts[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expect(sorted(s.decision!.candidates)).toEqual(sorted([knight, bishop])); // not itself, not the 魔法使い follower
    s = pick(s, bishop);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField!));
    s = settleChoices(pick(s, ids.oppField![0]!));
    expect([stats(s, ids.oppField![0]!), names(s, 'cemetery', 0).filter((c) => c === 'BP03-052').length, activations(s, king)]).toEqual([[7, 3], 3, []]);
    expect(evolvable(pp(structuredClone(s), 1), king)).toBe(false);
    expect(evolvable(s, king)).toBe(true); // 3 PP ≥ [コスト2]; [進化] is not blocked
    s = evolveInto(s, king, 'BP03-040');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const cem = (cardId: string) => zoneCards(s, 'cemetery', 0).filter((c) => s.cards[c]!.cardId === cardId);
    expect(sorted(s.decision!.candidates!.map((c) => s.cards[c]!.cardId))).toEqual(['BP03-051', 'BP03-052', 'BP03-052', 'BP03-052']);
    s = pick(s, cem('BP03-052')[0]!);
    expect(sorted(s.decision!.candidates!.filter((c) => !(s.decision!.picked ?? []).includes(c)).map((c) => s.cards[c]!.cardId))).toEqual(['BP03-051']);
    s = settleChoices(pick(s, cem('BP03-051')[0]!));
    while (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = settleChoices(must(s, { type: 'done', player: 0 }).state);
    expect([s.cards[king]!.cardId, stats(s, king)]).toEqual(['BP03-040', [6, 6]]);
    expect(sorted(names(s, 'field', 0))).toEqual(['BP03-046', 'BP03-051', 'BP03-052', 'SD03-003'].concat([s.cards[king]!.cardId]).sort());
    // a new turn's worth of activations is not needed: BP03-040's [起動] is read on a fresh copy with the block lifted
    const t = structuredClone(s);
    t.effects = t.effects.filter((e) => !(e.targets ?? []).includes(king));
    const evoActs = activations(t, king);
    expect(evoActs).toHaveLength(1);
    let u = must(t, evoActs[0]!).state;
    expect(sorted(u.decision!.candidates!.map((c) => u.cards[c]!.cardId))).toEqual(['BP03-046', 'BP03-051', 'BP03-052']);
    u = pick(u, onField(u, 0, 'BP03-051')[0]!);
    u = settleChoices(pick(u, ids.oppField![1]!));
    expect([names(u, 'field', 1).includes('SD02-002'), activations(u, king)]).toEqual([false, []]);
  });

  for (const id of ['BP02-069', 'BP02-070']) {
    covers([id], `${id} (cost 2, 2/2): Fanfare +X/+X, X = the 『フォレストバット』 of your field (2: 4/4; none: 2/2); [起動][コスト1] put a 『フォレストバット』 of your field into the cemetery: 3 damage to an enemy follower and 1 to its leader (offered: the enemy followers only); no 『フォレストバット』 or 0 PP: not offered; 1 PP: not playable`, () => {
      const mk = (bats: number, p: number) => sc({ me: 'SD05', hand: [id], oppField: ['SD04-001', 'SD02-002'], tokens: Array.from({ length: bats }, () => ['SD05-T02', 'field', 0] as [string, string, number]), pp: p });
      expect(canPlay(mk(2, 1).s, mk(2, 1).ids.hand![0]!)).toBe(false);
      const none = mk(0, 3);
      const n = settleChoices(must(none.s, { type: 'play', player: 0, card: none.ids.hand![0]! }).state);
      const n0 = onField(n, 0, id)[0]!;
      expect([stats(n, n0), activations(n, n0)]).toEqual([[2, 2], []]);
      const { s: s0, ids } = mk(2, 3);
      let s = settleChoices(must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state);
      const me = onField(s, 0, id)[0]!;
      expect([stats(s, me), counters(s, 0).pp]).toEqual([[4, 4], 1]);
      expect(activations(pp(structuredClone(s), 0), me)).toEqual([]);
      const acts = activations(s, me);
      expect(acts).toHaveLength(1);
      s = must(s, acts[0]!).state;
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.tokens!));
      s = pick(s, ids.tokens![0]!);
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField!));
      const h = health(s, 1);
      s = settleChoices(pick(s, ids.oppField![1]!));
      expect([onField(s, 0, 'SD05-T02').length, names(s, 'cemetery', 1), health(s, 1), counters(s, 0).pp, stats(s, me)]).toEqual([1, ['SD02-002'], h - 1, 0, [4, 4]]);
    });
  }

  covers(['BP01-166'], 'BP01-166 ツインプリズナー・フラム (cost 3, 3/2): [起動][コスト1] put it and a 『ツインプリズナー・グラス』 of your field into the cemetery: 『フラム＝グラス』 from your deck onto your field; without a グラス, or with 0 PP: not offered; 2 PP: not playable', () => {
    const mk = (field: string[], p: number) => sc({ me: 'SD02', hand: ['BP01-166', 'BP01-154'], field, pp: p });
    const low = mk([], 2);
    expect(canPlay(low.s, low.ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(['BP01-166', 'BP01-167'], 1);
    const deck = (s: GameState) => { // 『フラム＝グラス』 into the deck
      const c = ids.hand![1]!;
      s.zones['0:hand']!.cards = s.zones['0:hand']!.cards.filter((x) => x !== c);
      s.cards[c]!.zone = '0:deck';
      s.zones['0:deck']!.cards.push(c);
      return s;
    };
    let s = deck(s0);
    const [flam, glass] = ids.field! as [string, string];
    expect(stats(s, flam)).toEqual([3, 2]);
    expect(activations(pp(structuredClone(s), 0), flam)).toEqual([]);
    const without = structuredClone(s);
    without.zones['0:field']!.cards = without.zones['0:field']!.cards.filter((x) => x !== glass);
    without.cards[glass]!.zone = '0:cemetery';
    without.zones['0:cemetery']!.cards.push(glass);
    expect(activations(without, flam)).toEqual([]);
    const acts = activations(s, flam);
    expect(acts).toHaveLength(1);
    s = must(s, acts[0]!).state;
    for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards' && s.decision.player === 0; i++) s = settleChoices(pick(s, s.decision.candidates![0]!));
    expect([sorted(names(s, 'cemetery', 0)), names(s, 'field', 0), counters(s, 0).pp, names(s, 'deck', 0).includes('BP01-154')]).toEqual([['BP01-166', 'BP01-167'], ['BP01-154'], 0, false]);
    void leaderId;
  });
}
