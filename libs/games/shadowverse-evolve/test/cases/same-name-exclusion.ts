/**
 * Card cases: groups 「「これと同名を除く(group)」」 — the group without the cards named like the card itself (SVE 2.1.2) —
 * in choices of a zone (「自分の墓場の「これと同名を除く…」N枚を選ぶ」, grammar/effects/choose.ts, groups.ts readGroup) and in
 * deck searches without 「まで」 (「自分のデッキから「これと同名を除く…」N枚を探し、…」, grammar/effects/search.ts, 5.8).
 * Registered from card-cases.ts; each expectation is read from the printed text: the same-named copy is never offered,
 * every other card of the group is, and nothing outside it.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, done, fillCemetery, health, pick, play } from '../drivers.js';
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
  covers(['BP18-014', 'BP18-015'], '樹律の祈り子 (BP18-014, cost 1, 1/1): [進化][コスト0] only after a follower of yours evolved this turn (before: not offered; with 浄樹の六銘伝・ロロ・ロニエ letting [進化] be used again, after トレント evolved: offered) into BP18-015 (2/2): 【進化時】 a 透京 follower of your cemetery other than 樹律の祈り子 to your hand (offered: the 透京 followers; not the other 樹律の祈り子, not a 植物族 follower of another trait); 0 PP: not playable', () => {
    const mk = (pp: number) => sc({ me: 'SD01', hand: ['BP18-014'], field: ['BP18-001', 'SD01-009'], evolve: ['BP18-015', 'SD01-010'], cemetery: ['BP18-014', 'BP18-003', 'BP18-005', 'SD01-003'], pp });
    expect(canPlay(mk(0).s, mk(0).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(3);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP18-014')[0]!;
    expect([stats(s, me), counters(s, 0).pp, evolvable(s, me)]).toEqual([[1, 1], 2, false]);
    s = settleChoices(evolveInto(s, ids.field![1]!, 'SD01-010')); // トレント [進化][コスト2]
    expect([counters(s, 0).pp, evolvable(s, me)]).toEqual([0, true]);
    s = evolveInto(s, me, 'BP18-015');
    expect(offeredIds(s)).toEqual(['BP18-003', 'BP18-005']);
    s = settleChoices(pick(s, candidate(s, 'BP18-005')));
    expect([s.cards[me]!.cardId, stats(s, me), names(s, 'hand', 0).filter((c) => c.startsWith('BP18')), counters(s, 0).pp]).toEqual(['BP18-015', [2, 2], ['BP18-005'], 0]);
  });

  covers(['BP02-039'], 'BP02-039 プリンセスマナリア・アン (evolved from BP02-038 with [進化][コスト1]; 4/5): 【進化時】 a 学院 follower other than プリンセスマナリア・アン from your deck to your hand (offered: every other 学院 follower of the deck; not the copy of BP02-038, not a 学院 card of another kind); 0 PP: the evolve is not offered', () => {
    const mk = (pp: number) => {
      const r = sc({ me: 'SD03', field: ['BP02-038'], hand: ['BP02-038', 'BP13-036', 'BP16-048'], evolve: ['BP02-039'], pp });
      toDeck(r.s, r.ids.hand!);
      onlyHand(r.s, []);
      r.s.cards[r.ids.field![0]!]!.flags.since = 0;
      return r;
    };
    expect(evolvable(mk(0).s, mk(0).ids.field![0]!)).toBe(false);
    const { s: s0, ids } = mk(1);
    const expected = deckGroup(s0, '学院', 'プリンセスマナリア・アン', 'フォロワー');
    expect(expected).toEqual(['BP13-036', 'BP16-048']);
    let s = evolveInto(s0, ids.field![0]!, 'BP02-039');
    expect(offeredIds(s)).toEqual(expected);
    s = settleChoices(pick(s, candidate(s, 'BP13-036')));
    expect([s.cards[ids.field![0]!]!.cardId, stats(s, ids.field![0]!), names(s, 'hand', 0), counters(s, 0).pp]).toEqual(['BP02-039', [4, 5], ['BP13-036'], 0]);
  });

  covers(['BP16-004'], 'BP16-004 獣の大女将・ナズリ (cost 3, 2/2): Fanfare — with 3 宴楽 cards on your field and EX area (itself included), a 宴楽 follower of original cost 3 or less other than 獣の大女将・ナズリ from your deck onto your field (offered: the cost-2 one; not the copy, not a cost-4 宴楽 follower, not a 宴楽 spell); 2 宴楽 cards: nothing; 2 PP: not playable', () => {
    const mk = (ex: string[], pp = 3) => {
      const r = sc({ me: 'SD01', hand: ['BP16-004', 'BP16-004', 'BP14-008', 'BP14-019', 'BP14-007'], field: ['BP14-010'], ex, pp });
      toDeck(r.s, r.ids.hand!.slice(1));
      onlyHand(r.s, [r.ids.hand![0]!]);
      return r;
    };
    expect(canPlay(mk(['BP16-022'], 2).s, mk(['BP16-022'], 2).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(['BP16-022']);
    const expected = deckGroup(s0, '宴楽', '獣の大女将・ナズリ', 'フォロワー').filter((id) => ((s0.catalog[id] as { cost?: number }).cost ?? 99) <= 3);
    expect(expected).toEqual(['BP14-008']);
    let s = play(s0, ids.hand![0]!);
    expect(offeredIds(s)).toEqual(expected);
    s = settleChoices(pick(s, candidate(s, 'BP14-008')));
    expect([sorted(names(s, 'field', 0)), stats(s, onField(s, 0, 'BP16-004')[0]!), counters(s, 0).pp]).toEqual([['BP14-008', 'BP14-010', 'BP16-004'], [2, 2], 0]);
    const two = mk([]);
    const t = settleChoices(play(two.s, two.ids.hand![0]!));
    expect([t.decision?.kind, sorted(names(t, 'field', 0))]).toEqual(['sve.main', ['BP14-010', 'BP16-004']]);
  });

  covers(['BP18-101'], 'BP18-101 誓断の与え手 (cost 3, 3/3): [進化][コスト1]; Fanfare [コスト2]: a 透京 follower of original cost 4 or less of your cemetery other than 誓断の与え手 onto your field (offered: the cost-4 and cost-1 透京 followers; not the copy, not a cost-6 透京 follower, not a 信仰 follower without 透京); 4 PP: the [コスト2] cannot be paid; 2 PP: not playable', () => {
    const mk = (pp: number) => sc({ me: 'SD06', hand: ['BP18-101'], cemetery: ['BP18-101', 'BP18-099', 'BP18-105', 'BP18-116', 'SD06-003'], evolve: ['BP18-102'], pp });
    expect(canPlay(mk(2).s, mk(2).ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = mk(5);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(s.decision!.options).toContain('pay');
    s = choose(s, 'pay');
    expect(offeredIds(s)).toEqual(['BP18-099', 'BP18-105']);
    s = settleChoices(pick(s, candidate(s, 'BP18-105')));
    const me = onField(s, 0, 'BP18-101')[0]!;
    expect([sorted(names(s, 'field', 0)), stats(s, me), counters(s, 0).pp]).toEqual([['BP18-101', 'BP18-105'], [3, 3], 0]);
    const short = mk(4);
    let u = play(short.s, short.ids.hand![0]!);
    expect(u.decision?.kind === 'chooseOption' && u.decision.options!.includes('pay')).toBe(false);
    u = settleChoices(u);
    expect([names(u, 'field', 0), counters(u, 0).pp]).toEqual([['BP18-101'], 1]);
    const mine = onField(u, 0, 'BP18-101')[0]!;
    u.cards[mine]!.flags.since = 0;
    expect(evolvable(u, mine)).toBe(true);
    expect(evolvable({ ...u, players: u.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, pp: 0 } } : p)) } as GameState, mine)).toBe(false);
  });

  covers(['BP17-073'], 'BP17-073 友魂の少女・ルナ (cost 1, 0/2): Fanfare 『ルナの人形』 into your EX area; [起動] engage: a [ナイトメア] follower of original cost 2 or less of your cemetery other than 友魂の少女・ルナ to your hand (offered: the cost-2 ones; not the copy, not cost 3, not a neutral one), only with 10 cards in your cemetery (9: not offered); 0 PP: not playable', () => {
    const mk = (filler: number, pp = 1) => {
      const r = sc({ me: 'SD05', hand: ['BP17-073'], cemetery: ['BP17-073', 'SD05-007', 'SD05-010', 'SD05-003', 'SD05-017'], pp });
      fillCemetery(r.s, 0, filler, 'SD05-018'); // ゴリアテ (neutral, cost 3)
      onlyHand(r.s, [r.ids.hand![0]!]);
      return r;
    };
    expect(canPlay(mk(5, 0).s, mk(5, 0).ids.hand![0]!)).toBe(false);
    for (const [filler, offered] of [[5, true], [4, false]] as const) {
      const { s: s0, ids } = mk(filler);
      let s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP17-073')[0]!;
      expect([stats(s, me), names(s, 'exArea', 0), counters(s, 0).pp, zoneCards(s, 'cemetery', 0).length]).toEqual([[0, 2], ['BP17-P35'], 0, 5 + filler]);
      const acts = activations(s, me);
      expect(acts).toHaveLength(offered ? 1 : 0);
      if (!offered) continue;
      s = must(s, acts[0]!).state;
      expect(s.cards[me]!.tapped).toBe(true);
      expect(offeredIds(s)).toEqual(['SD05-007', 'SD05-010']);
      s = settleChoices(pick(s, candidate(s, 'SD05-010')));
      expect(names(s, 'hand', 0)).toEqual(['SD05-010']);
    }
  });

  covers(['BP06-080'], 'BP06-080 火車 (cost 2, 3/1): Fanfare choose 1 — 【1】 1 damage to an enemy follower (offered: the enemy followers only) and the top card of your deck into your cemetery; 【2】 a 妖怪 follower of your cemetery other than 火車 to your hand (offered: the two 妖怪 followers; not the copy, not a 死者 follower); 1 PP: not playable', () => {
    const mk = (pp = 2) => sc({ me: 'SD05', hand: ['BP06-080'], field: ['SD05-007'], cemetery: ['BP06-080', 'BP06-084', 'BP06-076', 'SD05-010'], oppField: ['SD02-002', 'SD02-007'], pp });
    expect(canPlay(mk(1).s, mk(1).ids.hand![0]!)).toBe(false);
    const one = mk();
    const deckSize = zoneCards(one.s, 'deck', 0).length;
    let s = play(one.s, one.ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, rule: 'SVE 5.18' });
    expect(s.decision!.options).toHaveLength(2);
    s = choose(s, s.decision!.options![0]!);
    expect(sorted(s.decision!.candidates)).toEqual(sorted(one.ids.oppField!));
    s = settleChoices(pick(s, one.ids.oppField![0]!));
    expect([stats(s, one.ids.oppField![0]!), stats(s, one.ids.oppField![1]!), zoneCards(s, 'deck', 0).length, zoneCards(s, 'cemetery', 0).length, stats(s, onField(s, 0, 'BP06-080')[0]!), counters(s, 0).pp]).toEqual([[3, 2], [2, 2], deckSize - 1, 5, [3, 1], 0]);
    const two = mk();
    let t = play(two.s, two.ids.hand![0]!);
    t = choose(t, t.decision!.options![1]!);
    expect(offeredIds(t)).toEqual(['BP06-076', 'BP06-084']);
    t = settleChoices(pick(t, candidate(t, 'BP06-084')));
    expect([names(t, 'hand', 0).filter((c) => c.startsWith('BP06')), stats(t, two.ids.oppField![0]!), stats(t, two.ids.oppField![1]!)]).toEqual([['BP06-084'], [3, 3], [2, 2]]);
  });
}
