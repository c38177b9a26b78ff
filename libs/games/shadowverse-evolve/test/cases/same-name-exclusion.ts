/**
 * Card cases: groups 「「これと同名を除く(group)」」 — the group without the cards named like the card itself (SVE 2.1.2) —
 * in choices of a zone (「自分の墓場の「これと同名を除く…」N枚を選ぶ」, grammar/effects/choose.ts, groups.ts readGroup) and in
 * deck searches without 「まで」 (「自分のデッキから「これと同名を除く…」N枚を探し、…」, grammar/effects/search.ts, 5.8).
 * Registered from card-cases.ts; each expectation is read from the printed text: the same-named copy is never offered,
 * every other card of the group is, and nothing outside it.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, must, names, stats, zoneCards } from '../engine-helpers.js';
import { choose, done, fillCemetery, health, pick, play } from '../drivers.js';
import { byAbility, canPlay, type Covers, evolvable, evolveInto, onField, onlyHand, sc, settleChoices, sorted, toDeck, X } from './case-helpers.js';

/** The catalog ids of the cards player 0 is asked to choose among (one entry per instance), sorted. */
const offeredIds = (s: GameState): string[] => {
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
  return sorted(s.decision!.candidates!.map((c) => s.cards[c]!.cardId));
};
/** The instance of catalog card `cardId` among the pending candidates. */
const candidate = (s: GameState, cardId: string): string => s.decision!.candidates!.find((c) => s.cards[c]!.cardId === cardId)!;
/** The deck instances of player 0 whose card has trait `trait` (and kind `type`, when given), named otherwise than `name`: catalog ids, sorted. */
const deckGroup = (s: GameState, trait: string, name: string, type?: string): string[] => sorted(zoneCards(s, 'deck', 0)
  .map((c) => s.catalog[s.cards[c]!.cardId] as unknown as { id: string; name: string; type: string; traits?: string[] })
  .filter((c) => (c.traits ?? []).includes(trait) && c.name !== name && (type === undefined || c.type === type))
  .map((c) => c.id));

export function registerSameNameExclusionCases(covers: Covers): void {
  covers(['BP17-035'], 'BP17-035 無暁の残党 (cost 3, 3/3, 【威圧】): Fanfare — a 暗殺者 card of your cemetery other than 無暁の残党 into your EX area (offered: the 暗殺者 follower and spell; not the other 無暁の残党, not a 兵士 follower); 2 PP: not playable; nothing to choose: nothing moves', () => {
    const mk = (pp: number, cemetery: string[]) => sc({ me: 'SD02', hand: ['BP17-035'], cemetery, pp });
    expect(canPlay(mk(2, []).s, mk(2, []).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(3, ['BP17-035', 'BP17-019', 'BP17-030', 'SD02-003']);
    let s = play(s0, ids.hand![0]!);
    expect(offeredIds(s)).toEqual(['BP17-019', 'BP17-030']);
    s = settleChoices(pick(s, candidate(s, 'BP17-030')));
    const me = onField(s, 0, 'BP17-035')[0]!;
    expect([names(s, 'exArea', 0), sorted(names(s, 'cemetery', 0)), stats(s, me), kw(s, me, 'sve.intimidate'), counters(s, 0).pp]).toEqual([['BP17-030'], ['BP17-019', 'BP17-035', 'SD02-003'], [3, 3], true, 0]);
    const none = mk(3, ['BP17-035', 'SD02-003']);
    const t = settleChoices(play(none.s, none.ids.hand![0]!));
    expect([t.decision?.kind, names(t, 'exArea', 0), sorted(names(t, 'cemetery', 0))]).toEqual(['sve.main', [], ['BP17-035', 'SD02-003']]);
  });

  covers(['BP15-075'], 'BP15-075 メルヘンマーメイド (cost 2, 2/3, 【守護】): Last Words — a 海洋 follower of your cemetery other than メルヘンマーメイド into your EX area (offered: the two 海洋 followers; not the other メルヘンマーメイド nor itself, not a 竜族 follower); 1 PP: not playable', () => {
    const low = sc({ me: 'SD04', hand: ['BP15-075'], pp: 1 });
    expect(canPlay(low.s, low.ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP15-075'], cemetery: ['BP15-075', 'BP17-067', 'SD04-014', 'SD04-003'], pp: 2 });
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP15-075')[0]!;
    expect([stats(s, me), kw(s, me, 'sve.ward'), counters(s, 0).pp, names(s, 'exArea', 0)]).toEqual([[2, 3], true, 0, []]);
    s = settleChoices(byAbility(s, { type: 'destroy', target: X }, [me]));
    expect(offeredIds(s)).toEqual(['BP17-067', 'SD04-014']);
    s = settleChoices(pick(s, candidate(s, 'SD04-014')));
    expect([names(s, 'exArea', 0), sorted(names(s, 'cemetery', 0))]).toEqual([['SD04-014'], ['BP15-075', 'BP15-075', 'BP17-067', 'SD04-003']]);
  });

  covers(['BP17-115'], 'BP17-115 恒久の天使 (cost 3, 3/4, 【守護】): Fanfare — a 天使 card other than 恒久の天使 from your deck to your hand (offered: every other 天使 card of the deck, not the copy in it); then with 5 天使 cards in your cemetery your leader +2 (4: no change); 2 PP: not playable', () => {
    const mk = (angels: number, pp = 3) => {
      const r = sc({ me: 'SD02', hand: ['BP17-115', 'BP17-115', 'BP16-117'], pp });
      toDeck(r.s, r.ids.hand!.slice(1)); // a second 恒久の天使 and a ベルエンジェル・リア in the deck
      onlyHand(r.s, [r.ids.hand![0]!]);
      fillCemetery(r.s, 0, angels, 'SD02-020'); // 天剣の乙女 (天使)
      fillCemetery(r.s, 0, 1, 'SD02-003'); // a 兵士 card: not counted
      return r;
    };
    expect(canPlay(mk(5, 2).s, mk(5, 2).ids.hand![0]!)).toBe(false);
    for (const [angels, leader] of [[5, 22], [4, 20]] as const) {
      const { s: s0, ids } = mk(angels);
      const expected = deckGroup(s0, '天使', '恒久の天使');
      expect(expected).toContain('BP16-117');
      expect(names(s0, 'deck', 0)).toContain('BP17-115');
      let s = play(s0, ids.hand![0]!);
      s = settleChoices(s.decision?.rule === 'SVE 12.8.2' ? choose(s, 'stand') : s);
      expect(offeredIds(s)).toEqual(expected);
      s = settleChoices(pick(s, candidate(s, 'BP16-117')));
      const me = onField(s, 0, 'BP17-115')[0]!;
      expect([names(s, 'hand', 0), stats(s, me), kw(s, me, 'sve.ward'), health(s, 0), counters(s, 0).pp]).toEqual([['BP16-117'], [3, 4], true, leader, 0]);
    }
  });

  covers(['BP18-126'], 'BP18-126 区役所の丙種職員 (cost 1, 1/2): Fanfare — discard 1 card of your hand: a 区役所 card other than 区役所の丙種職員 from your deck to your hand (offered: the 区役所 cards of the deck, not the copy); declined: nothing; with an empty hand the cost cannot be paid; 0 PP: not playable', () => {
    const mk = (extra: boolean, pp = 1) => {
      const r = sc({ me: 'SD02', hand: ['BP18-126', 'BP18-126', 'BP18-117', 'BP18-123', 'SD02-003'], pp });
      toDeck(r.s, r.ids.hand!.slice(1, 4)); // 区役所の丙種職員, 魔汚区役所職員・災藤, 炎術検定A級 into the deck
      onlyHand(r.s, extra ? [r.ids.hand![0]!, r.ids.hand![4]!] : [r.ids.hand![0]!]);
      return r;
    };
    expect(canPlay(mk(true, 0).s, mk(true, 0).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(true);
    const expected = deckGroup(s0, '区役所', '区役所の丙種職員');
    expect(expected).toEqual(['BP18-117', 'BP18-123']);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    const declined = settleChoices(choose(s, s.decision!.options!.includes('skip') ? 'skip' : 'no'));
    expect([names(declined, 'hand', 0), declined.decision?.kind]).toEqual([['SD02-003'], 'sve.main']);
    s = choose(s, s.decision!.options!.includes('pay') ? 'pay' : 'yes');
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.hand![4]!)) s = pick(s, ids.hand![4]!); // the card discarded
    expect(offeredIds(s)).toEqual(expected);
    s = settleChoices(pick(s, candidate(s, 'BP18-117')));
    expect([names(s, 'hand', 0), names(s, 'cemetery', 0), stats(s, onField(s, 0, 'BP18-126')[0]!), counters(s, 0).pp]).toEqual([['BP18-117'], ['SD02-003'], [1, 2], 0]);
    const empty = mk(false);
    const e = settleChoices(play(empty.s, empty.ids.hand![0]!));
    expect([e.decision?.kind, names(e, 'hand', 0)]).toEqual(['sve.main', []]); // nothing to discard: the cost is not offered
  });

  covers(['BP13-077', 'EBD03-009'], '人外魔境・クリストフ (BP13-077 / EBD03-009 with reminder text; cost 4, 4/4): Fanfare — a [ナイトメア] follower of original cost 5 or less of your cemetery other than 人外魔境・クリストフ (offered: cost 2 and 5 ones; not cost 6, not the other クリストフ, not a neutral follower); 【ネクロチャージ_10】 it comes onto your field with 【守護】 (9 cards in the cemetery: it stays there); 3 PP: not playable', () => {
    for (const id of ['BP13-077', 'EBD03-009']) {
      const mk = (filler: number, pp = 4) => {
        const r = sc({ me: 'SD05', hand: [id], cemetery: ['BP13-077', 'SD05-007', 'SD05-020', 'SD05-001', 'SD05-010'], pp });
        fillCemetery(r.s, 0, filler, 'SD05-017'); // ファイター (neutral, cost 2): counts for 【ネクロチャージ】, not a [ナイトメア] card
        return r;
      };
      expect(canPlay(mk(5, 3).s, mk(5, 3).ids.hand![0]!)).toBe(false);
      for (const [filler, enters] of [[5, true], [4, false]] as const) {
        const { s: s0, ids } = mk(filler);
        expect(zoneCards(s0, 'cemetery', 0)).toHaveLength(5 + filler);
        let s = play(s0, ids.hand![0]!);
        expect(offeredIds(s)).toEqual(['SD05-007', 'SD05-010']); // スペクター (2), レッサーマミー (2); 天剣の乙女 is neutral, クイーンヴァンパイア costs 6
        s = settleChoices(pick(s, candidate(s, 'SD05-007')));
        const me = onField(s, 0, id)[0]!;
        const spectre = onField(s, 0, 'SD05-007')[0];
        expect([stats(s, me), counters(s, 0).pp, spectre !== undefined, names(s, 'cemetery', 0).includes('SD05-007')]).toEqual([[4, 4], 0, enters, !enters]);
        if (spectre) expect(kw(s, spectre, 'sve.ward')).toBe(true);
      }
    }
  });

  covers(['BP03-020'], 'BP03-020 ヴァリアントフェンサー (cost 3, 2/2): Fanfare — a ヒーロー card other than ヴァリアントフェンサー from your deck to your hand (offered: the other ヒーロー cards of the deck, not the copy); [進化][コスト1] only with 2 or fewer cards in your hand (3: not offered); 2 PP: not playable', () => {
    const r = sc({ me: 'SD02', hand: ['BP03-020', 'BP03-020', 'BP13-034', 'BP10-026'], evolve: ['BP03-021'], pp: 3 });
    expect(canPlay({ ...r.s, players: r.s.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, pp: 2 } } : p)) } as GameState, r.ids.hand![0]!)).toBe(false);
    toDeck(r.s, r.ids.hand!.slice(1));
    onlyHand(r.s, [r.ids.hand![0]!]);
    const expected = deckGroup(r.s, 'ヒーロー', 'ヴァリアントフェンサー');
    expect(expected).toEqual(['BP10-026', 'BP13-034']);
    let s = play(r.s, r.ids.hand![0]!);
    expect(offeredIds(s)).toEqual(expected);
    s = settleChoices(pick(s, candidate(s, 'BP13-034')));
    const me = onField(s, 0, 'BP03-020')[0]!;
    expect([names(s, 'hand', 0), stats(s, me)]).toEqual([['BP13-034'], [2, 2]]);
    const evo = (handSize: number) => {
      const t = structuredClone(s);
      t.players[0]!.counters.pp = 1;
      const extra = zoneCards(t, 'deck', 0).slice(0, handSize - 1);
      for (const c of extra) {
        t.zones['0:deck']!.cards = t.zones['0:deck']!.cards.filter((x) => x !== c);
        t.cards[c]!.zone = '0:hand';
        t.zones['0:hand']!.cards.push(c);
      }
      t.cards[me]!.flags.since = 0;
      expect(zoneCards(t, 'hand', 0)).toHaveLength(handSize);
      return t;
    };
    expect(evolvable(evo(2), me)).toBe(true);
    expect(evolvable(evo(3), me)).toBe(false);
    const e = evolveInto(evo(2), me, 'BP03-021');
    expect([e.cards[me]!.cardId, counters(e, 0).pp]).toEqual(['BP03-021', 0]);
    void must;
    void done;
  });
}
