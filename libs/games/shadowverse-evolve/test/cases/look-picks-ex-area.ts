/**
 * Card cases: 「自分のデッキの上N枚を見る。その中から、(group)M枚までEXエリアに置いてよい。残りを好きな順にデッキの下に置く。」
 * (SVE 5.11 look; grammar/effects/look.ts picks into the EX area), with 「このターン、それをプレイする際、コストを-Nする」 on
 * the cards put there (10.4.4.1). Each card is reached the way a game does: evolved from its base card paying its
 * [進化] cost (one PP short: refused).
 * Registered from card-cases.ts; each expectation is read from the printed text: the offered cards are exactly the
 * group's cards among the top N (one just below the top N is not offered), at most M are put there, the rest go to the
 * bottom of the deck.
 */
import { type GameState, legalActions } from '../../../../engine/src/index.js';
import { counters, kw, must, names, stats, zoneCards, type Starter } from '../engine-helpers.js';
import { activations, pick, toDeckTop } from '../drivers.js';
import { canPlay, type Covers, evolvable, evolveInto, finish, onField, sc, settleChoices, sorted, withPp as withPpOf } from './case-helpers.js';
import { expectOffered } from './offered.js';

interface LookCase {
  me: Starter;
  base: string;
  evo: string;
  /** The base's [進化] cost. */
  cost: number;
  printed: [number, number];
  /** The top N cards of the deck after setup (top first), then one more card of the group just below them. */
  top: string[];
  below: string;
  /** The catalog ids offered (one entry per instance), sorted. */
  offered: string[];
  /** What is picked (at most M), in order. */
  picks: string[];
  /** The most the text lets you put there. */
  max: number;
  keywords?: string[];
  /** Other cards of your field, and tokens. */
  field?: string[];
  tokens?: Array<[string, string, number]>;
}

function look(c: LookCase): { s: GameState; me: string; rest: string[]; ids: Record<string, string[]> } {
  const probe = sc({ me: c.me, field: [c.base], evolve: [c.evo], pp: c.cost - 1 });
  probe.s.cards[probe.ids.field![0]!]!.flags.since = 0;
  expect(evolvable(probe.s, probe.ids.field![0]!)).toBe(false); // one PP short
  const { s: s0, ids } = sc({ me: c.me, field: [c.base, ...(c.field ?? [])], evolve: [c.evo], hand: [...c.top, c.below], pp: c.cost, ...(c.tokens ? { tokens: c.tokens } : {}) });
  toDeckTop(s0, ids.hand!);
  const me = ids.field![0]!;
  s0.cards[me]!.flags.since = 0;
  let s = settleChoices(evolveInto(s0, me, c.evo));
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0, max: c.max });
  expect(sorted(s.decision!.candidates!.map((x) => s.cards[x]!.cardId))).toEqual(c.offered);
  expect(s.decision!.candidates).not.toContain(ids.hand![c.top.length]); // the card below the top N
  for (const p of c.picks) s = pick(s, s.decision!.candidates!.find((x) => s.cards[x]!.cardId === p && !(s.decision!.picked ?? []).includes(x))!);
  s = finish(s);
  expect([s.cards[me]!.cardId, stats(s, me), sorted(names(s, 'exArea', 0)), counters(s, 0).pp]).toEqual([c.evo, c.printed, sorted(c.picks), 0]);
  for (const k of c.keywords ?? []) expect(kw(s, me, k)).toBe(true);
  const rest = [...c.top];
  for (const p of c.picks) rest.splice(rest.indexOf(p), 1);
  const deck = names(s, 'deck', 0);
  expect(deck[0]).toBe(c.below); // the looked-at cards left the top
  expect(sorted(deck.slice(deck.length - rest.length))).toEqual(sorted(rest)); // the rest at the bottom
  return { s, me, rest, ids };
}

/** The EX-area instance of catalog card `cardId`. */
const inEx = (s: GameState, cardId: string) => zoneCards(s, 'exArea', 0).find((x) => s.cards[x]!.cardId === cardId)!;
const withPp = (s0: GameState, pp: number) => {
  const s = structuredClone(s0);
  s.players[0]!.counters.pp = pp;
  return s;
};

export function registerLookPicksExAreaCases(covers: Covers): void {
  covers(['BP15-063'], 'BP15-063 パニッシュマーメイド (evolved from BP15-062, [進化][コスト1]; 4/4): 【進化時】 look at the top 5, up to 2 海洋 cards into your EX area (offered: the three 海洋 cards among the 5), the rest to the bottom; this turn they cost 2 less (cost 2 → 0: played with 0 PP, and another 海洋 follower entering deals 1 to the enemy leader; cost 4 → 2: 1 PP refused, 2 PP playable); 0 PP: no evolve', () => {
    const { s, rest } = look({ me: 'SD04', base: 'BP15-062', evo: 'BP15-063', cost: 1, printed: [4, 4], top: ['SD04-014', 'SD04-003', 'BP17-067', 'SD04-005', 'BP17-065'], below: 'BP17-071', offered: ['BP17-065', 'BP17-067', 'SD04-014'], picks: ['BP17-067', 'SD04-014'], max: 2 });
    expect(rest).toEqual(['SD04-003', 'SD04-005', 'BP17-065']);
    const shark = inEx(s, 'BP17-067');
    const sword = inEx(s, 'SD04-014');
    expect([canPlay(s, shark), canPlay(s, sword), canPlay(withPp(s, 1), sword), canPlay(withPp(s, 2), sword)]).toEqual([true, false, false, true]);
    const h = s.players[1]!.counters.health!;
    const t = settleChoices(must(s, { type: 'play', player: 0, card: shark }).state);
    expect([onField(t, 0, 'BP17-067').length, t.players[1]!.counters.health, counters(t, 0).pp]).toEqual([1, h - 1, 0]);
  });

  covers(['DSD01a-011'], 'DSD01a-011 マナリアの召喚士・ベリル (evolved from DSD01a-010, [進化][コスト1]; 3/3): 【進化時】 look at the top 5, up to 2 学院 cards of original cost 2 or less into your EX area (offered: the cost-2 学院 follower and the cost-1 学院 spell; not a cost-3 学院 follower, not a 魔法使い card), the rest to the bottom; this turn they cost 2 less (cost 2 → 0 with 0 PP); 0 PP: no evolve', () => {
    const { s } = look({ me: 'SD03', base: 'DSD01a-010', evo: 'DSD01a-011', cost: 1, printed: [3, 3], top: ['DSD01a-006', 'DSD01a-004', 'SD03-002', 'BP17-054', 'SD03-005'], below: 'BP18-053', offered: ['BP17-054', 'DSD01a-006'], picks: ['DSD01a-006'], max: 2 });
    expect(canPlay(s, inEx(s, 'DSD01a-006'))).toBe(true); // cost 2 − 2 = 0 at 0 PP
  });

  covers(['BP05-036'], 'BP05-036 真実の絶傑・ライオ (evolved from BP05-035, [進化][コスト2]; 9/9): 【進化時】 look at the top 9, up to 3 cards of original cost 3 or less into your EX area (offered: the six such cards; not cost 4 or 6), the rest to the bottom; this turn they cost 3 less (cost 3 → 0 with 0 PP); 1 PP: no evolve', () => {
    const { s } = look({ me: 'SD03', base: 'BP05-035', evo: 'BP05-036', cost: 2, printed: [9, 9], top: ['SD03-003', 'SD03-001', 'SD03-005', 'SD03-007', 'SD03-002', 'SD03-014', 'SD03-012', 'SD03-006', 'SD03-008'], below: 'SD03-010', offered: ['SD03-002', 'SD03-003', 'SD03-005', 'SD03-006', 'SD03-008', 'SD03-012'], picks: ['SD03-003', 'SD03-002', 'SD03-008'], max: 3 });
    expect(canPlay(s, inEx(s, 'SD03-003'))).toBe(true); // cost 3 − 3 = 0 at 0 PP
  });

  covers(['BP07-019'], 'BP07-019 王たる光・ベイリオン (evolved from BP07-018, [進化][コスト1]; 4/4, 【守護】): 【進化時】 look at the top 4, up to 2 自然 cards into your EX area (offered: the two 自然 cards; not a 指揮官 card), the rest to the bottom; [起動] banish 2 『ナテラの大樹』 of your field: a 自然 follower of yours +2 attack (offered: the 自然 followers only, not a 指揮官 one); one 『ナテラの大樹』: not offered; 0 PP: no evolve', () => {
    for (const trees of [1, 2]) {
      const { s, me, ids } = look({ me: 'SD02', base: 'BP07-018', evo: 'BP07-019', cost: 1, printed: [4, 4], top: ['BP17-031', 'SD02-002', 'BP17-036', 'SD02-006'], below: 'BP17-025', offered: ['BP17-031', 'BP17-036'], picks: ['BP17-031', 'BP17-036'], max: 2, keywords: ['sve.ward'], field: ['SD02-002', 'BP17-009'], tokens: Array.from({ length: trees }, () => ['BP07-T03', 'field', 0] as [string, string, number]) });
      const acts = legalActions(s).filter((x) => x.type === 'activate' && x.card === me);
      expect(acts).toHaveLength(trees === 2 ? 1 : 0);
      if (trees < 2) continue;
      let u = must(s, acts[0]!).state;
      expect(onField(u, 0, 'BP07-T03')).toEqual([]); // banished (a token then ceases to exist, 9.1.4.4)
      expect(u.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(u.decision!.candidates)).toEqual(sorted([me, ids.field![2]!])); // 王たる光・ベイリオン and 採集の獣人 are 自然; the 指揮官 follower is not
      u = settleChoices(pick(u, ids.field![2]!));
      expect([stats(u, ids.field![2]!)[0], stats(u, me)]).toEqual([stats(s, ids.field![2]!)[0]! + 2, [4, 4]]);
    }
  });

  covers(['BP13-011'], 'BP13-011 ワイルドリーダー (cost 5, 4/4): Fanfare look at the top 4 cards of your deck, a 獣 follower among them to your hand (the 獣 follower offered, not a non-獣 one), the rest to the bottom; [起動] engage: a 獣 follower of original cost 4 or less from your hand onto your field (the cost-3 獣 follower offered; a cost-5 獣 one and a non-獣 one not); 4 PP: refused to play', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP13-011'], cemetery: ['BP17-063', 'SD04-003'], pp: 5 });
    toDeckTop(s0, ids.cemetery!);
    expect(canPlay(withPpOf(s0, 4), ids.hand![0]!)).toBe(false);
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    expectOffered(s, [ids.cemetery![0]!], [ids.cemetery![1]!]);
    s = finish(pick(s, ids.cemetery![0]!));
    expect([names(s, 'hand', 0).includes('BP17-063'), stats(s, onField(s, 0, 'BP13-011')[0]!), zoneCards(s, 'deck', 0).slice(-3).length]).toEqual([true, [4, 4], 3]);
    const { s: t0, ids: t } = sc({ me: 'SD01', field: ['BP13-011'], hand: ['BP17-063', 'BP13-011', 'SD04-003'], pp: 0 });
    let u = must(t0, activations(t0, t.field![0]!)[0]!).state;
    expect(u.cards[t.field![0]!]!.tapped).toBe(true);
    expectOffered(u, [t.hand![0]!], t.hand!.slice(1));
    u = settleChoices(pick(u, t.hand![0]!));
    expect(names(u, 'field', 0).sort()).toEqual(['BP13-011', 'BP17-063', 'BP17-T19']); // BP17-063's own Fanfare puts a 『ナテラの大樹』 onto the field
  });

  covers(['BP15-104'], 'BP15-104 背理盾・ゼノン (cost 1 amulet): Fanfare look at the top 3 cards of your deck, a follower with 【守護】 among them to your hand (the 【守護】 follower offered, not a follower without it), the rest to the bottom; [起動] engage it and put it into the cemetery: a 【守護】 follower of yours (the three offered, not one without 【守護】) gets +1 defense, usable only with 3 【守護】 followers on your field (2: not offered); 0 PP: refused to play', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP15-104'], cemetery: ['SD06-008', 'SD06-003'], pp: 1 });
    toDeckTop(s0, ids.cemetery!);
    expect(canPlay(withPpOf(s0, 0), ids.hand![0]!)).toBe(false);
    let s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expectOffered(s, [ids.cemetery![0]!], [ids.cemetery![1]!]);
    s = finish(pick(s, ids.cemetery![0]!));
    expect([names(s, 'hand', 0).includes('SD06-008'), names(s, 'hand', 0).includes('SD06-003'), names(s, 'field', 0), s.players[0]!.counters.pp]).toEqual([true, false, ['BP15-104'], 0]);
    for (const wards of [3, 2]) {
      const { s: t0, ids: t } = sc({ me: 'SD02', field: ['BP15-104', 'SD06-003', 'SD06-008', 'SD06-009', 'SD06-017'].slice(0, 2 + wards), pp: 0 });
      const acts = activations(t0, t.field![0]!);
      expect(acts.length).toBe(wards >= 3 ? 1 : 0);
      if (wards < 3) continue;
      let u = must(t0, acts[0]!).state;
      expectOffered(u, t.field!.slice(2), [t.field![1]!]);
      u = settleChoices(pick(u, t.field![4]!));
      expect([stats(u, t.field![4]!), names(u, 'cemetery', 0), names(u, 'field', 0).includes('BP15-104')]).toEqual([[4, 7], ['BP15-104'], false]);
    }
  });
}
