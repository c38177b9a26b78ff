/**
 * Card cases of the long-tail forms, group 9 (templates-long-9.ts): the conditions 「自分の場の「それぞれカード名が
 * 異なる兵士・トークン・フォロワー」がN体以上なら」 (an activated ability's condition, SVE 10.4) and 「自分の墓場にある
 * (group)のカード名の種類数がN種類以上なら」. Run by cards.spec.ts through card-cases.ts.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { counters, defaultAnswer, leaderId, must, names, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, evolve, handCount, pick, toDeckTop } from '../drivers.js';
import { settleChoices as settle, canPlay, evolves, withPp, type Covers } from './case-helpers.js';

const defaultAnswerOf = (s: GameState) => must(s, defaultAnswer(s)).state;

const play0 = (s: GameState, card: string) => must(s, { type: 'play', player: 0, card }).state;
const activate = (s: GameState, card: string) => must(s, activations(s, card)[0]!).state;
const hp = (s: GameState, p: number) => counters(s, p).health!;
/** Token names on player 0's field. */
const fieldNames = (s: GameState) => zoneCards(s, 'field', 0).map((x) => s.catalog[s.cards[x]!.cardId]!.name);

export function registerLongTail9Cases(covers: Covers): void {
  covers(['BP16-029'], 'long9: 卓越のルミナスメイジ (SVE 10.4 「この能力は自分の場の「それぞれカード名が異なる兵士・トークン・フォロワー」が3体以上なら、1ターンに1回使える」): Fanfare puts 『シールドガーディアン』 or 『ナイト』 onto the field; [起動][コスト0] 5 damage to an enemy follower and draw 1 — usable with 3 differently named 兵士 tokens, refused with 2 names (3 tokens, two 『ナイト』), once a turn; cost 2 (refused at 1 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP16-029'], oppField: ['BP07-001'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settle(play0(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('chooseOption');
    const opt = (d: GameState, label: string) => d.decision!.labels!.findIndex((l) => l.includes(label));
    s = settle(choose(s, opt(s, 'ナイト')));
    expect(fieldNames(s).sort()).toEqual(['ナイト', '卓越のルミナスメイジ'].sort());
    let g = settle(play0(s0, ids.hand![0]!));
    g = settle(choose(g, opt(g, 'シールドガーディアン')));
    expect(fieldNames(g)).toContain('シールドガーディアン');
    // the condition: differently named 兵士・トークン・フォロワー on your field
    const mk = (tokens: string[]) => {
      const r = scene({ me: 'SD02', field: ['BP16-029'], oppField: ['BP09-055'], pp: 0, tokens: tokens.map((t) => [t, 'field', 0] as [string, string, number]) });
      return { s: r.s, me: r.ids.field![0]!, foe: r.ids.oppField![0]! };
    };
    expect(activations(mk(['SD02-T01', 'SD02-T02']).s, mk(['SD02-T01', 'SD02-T02']).me)).toEqual([]);
    const dup = mk(['SD02-T01', 'BP16-T12', 'SD02-T02']);
    expect(activations(dup.s, dup.me)).toEqual([]);
    const ok = mk(['BP16-T12', 'SD02-T02', 'BP16-T14']);
    expect(activations(ok.s, ok.me).length).toBe(1);
    const hand0 = handCount(ok.s, 0);
    let a = activate(ok.s, ok.me);
    if (a.decision?.kind === 'chooseCards') a = pick(a, ok.foe);
    a = settle(a);
    expect(stats(a, ok.foe)).toEqual([10, 5]); // a 10/10 with 5 damage
    expect(handCount(a, 0)).toBe(hand0 + 1);
    // once a turn
    expect(activations(a, ok.me)).toEqual([]);
  });

  covers(['BP13-005'], 'long9: オシャレハザード・ネルシャ (「自分の墓場にある[エルフ]スペルのカード名の種類数が5種類以上なら、それは[攻撃力]-2/[体力]-2する。これは[攻撃力]+2/[体力]+2する」): 【攻撃時】 with 5 differently named [エルフ] spells in your cemetery the chosen enemy follower gets -2/-2 and this +2/+2; with 4 names (5 spells, one name twice) or 4 names and a [ロイヤル] spell neither changes; cost 2 (refused at 1 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const elves = ['BP09-007', 'BP09-011', 'BP09-016', 'BP08-011', 'BP07-007'];
    const run1 = (cemetery: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD01', field: ['BP13-005'], oppField: ['BP09-055'], cemetery });
      s0.cards[ids.field![0]!]!.flags.since = 0;
      let s = settle(attack(s0, ids.field![0]!, leaderId(s0, 1)));
      if (s.decision?.kind === 'chooseCards') s = settle(pick(s, ids.oppField![0]!));
      return { me: stats(s, ids.field![0]!), foe: stats(s, ids.oppField![0]!) };
    };
    expect(run1(elves)).toEqual({ me: [4, 4], foe: [8, 8] });
    expect(run1([...elves.slice(0, 4), 'BP09-007'])).toEqual({ me: [2, 2], foe: [10, 10] });
    expect(run1([...elves.slice(0, 4), 'BP01-032'])).toEqual({ me: [2, 2], foe: [10, 10] });
    // cost 2 and [進化][コスト1]
    const { s: h0, ids: hi } = scene({ me: 'SD01', hand: ['BP13-005'], pp: 2, evolve: ['BP13-006'] });
    expect(canPlay(withPp(h0, 1), hi.hand![0]!)).toBe(false);
    const p = settle(play0(h0, hi.hand![0]!));
    const me = zoneCards(p, 'field', 0).find((x) => p.cards[x]!.cardId === 'BP13-005')!;
    p.cards[me]!.flags.since = 0;
    p.players[0]!.counters.ep = 0;
    expect(evolves(withPp(p, 0), me)).toEqual([]);
    expect(names(evolve(withPp(p, 1), me), 'field', 0)).toContain('BP13-006');
  });

  covers(['BP16-028'], 'long9: 統率のルミナスナイト (evolved; SVE 10.4 「この能力は自分の場の「それぞれカード名が異なる兵士・トークン・フォロワー」が3体以上なら、1ターンに1回使える」): 【進化時】 『ナイト』 onto the field and 『スティールナイト』 or 『シールドガーディアン』 into the EX area; [起動][コスト0] 3 damage to an enemy follower and its leader — refused with 2 differently named 兵士 tokens, usable with 3, once a turn; the evolve costs 1 (refused at 0 PP)', () => {
    const run1 = (tokens: string[], exPick: string) => {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP16-027'], oppField: ['BP09-055'], pp: 1, evolve: ['BP16-028'], tokens: tokens.map((t) => [t, 'field', 0] as [string, string, number]) });
      const base = ids.field![0]!;
      s0.cards[base]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(evolves(withPp(s0, 0), base)).toEqual([]);
      let s = settle(evolve(s0, base));
      expect(s.decision?.kind).toBe('chooseOption');
      s = settle(choose(s, s.decision!.labels!.findIndex((l) => l.includes(exPick))));
      return { s, me: zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP16-028')!, foe: ids.oppField![0]! };
    };
    const exNames = (s: GameState) => zoneCards(s, 'exArea', 0).map((x) => s.catalog[s.cards[x]!.cardId]!.name);
    const two = run1(['SD02-T02'], 'スティールナイト');
    expect(fieldNames(two.s).filter((n) => n === 'ナイト').length).toBe(1);
    expect(exNames(two.s)).toEqual(['スティールナイト']);
    expect(activations(two.s, two.me)).toEqual([]); // ナイト + スティールナイト: 2 names
    const three = run1(['SD02-T02', 'BP16-T14'], 'シールドガーディアン');
    expect(exNames(three.s)).toEqual(['シールドガーディアン']);
    expect(activations(three.s, three.me).length).toBe(1);
    const opp0 = hp(three.s, 1);
    let a = activate(three.s, three.me);
    if (a.decision?.kind === 'chooseCards') a = pick(a, three.foe);
    a = settle(a);
    expect(stats(a, three.foe)).toEqual([10, 7]);
    expect(hp(a, 1)).toBe(opp0 - 3);
    expect(activations(a, three.me)).toEqual([]);
  });

  covers(['BP13-006'], 'long9: オシャレハザード・ネルシャ (evolved): 【進化時】 look at the top 5, an [エルフ] spell to the hand (revealed) and one to the cemetery, the other 3 to the bottom; 【攻撃時】 with 5 differently named [エルフ] spells in your cemetery (the one just put there counts) the chosen enemy follower gets -2/-2 and this +2/+2, with 4 names neither', () => {
    const run1 = (cemetery: string[]) => {
      const { s: s0, ids } = scene({ me: 'SD01', field: ['BP13-005'], hand: ['BP07-011', 'BP09-011'], cemetery, oppField: ['BP09-055'], pp: 1, evolve: ['BP13-006'] });
      toDeckTop(s0, ids.hand!);
      const deck0 = zoneCards(s0, 'deck', 0);
      const base = ids.field![0]!;
      s0.cards[base]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      let s = settle(evolve(s0, base));
      expect(s.decision?.kind).toBe('chooseCards');
      s = settle(pick(s, ids.hand![0]!));
      expect(s.decision?.kind).toBe('chooseCards');
      s = settle(pick(s, ids.hand![1]!));
      for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) s = settle(defaultAnswerOf(s)); // the order of the rest
      expect(names(s, 'hand', 0)).toContain('BP07-011'); // a card changing zones is a new card (SVE 4.1.4): compare catalog ids
      expect(names(s, 'cemetery', 0).filter((x) => x === 'BP09-011').length).toBe(1);
      const deck = zoneCards(s, 'deck', 0);
      expect(deck.length).toBe(deck0.length - 2);
      expect(deck[0]).toBe(deck0[5]);
      const cid = (st: GameState, xs: string[]) => xs.map((x) => st.cards[x]!.cardId).sort();
      expect(cid(s, deck.slice(-3))).toEqual(cid(s0, deck0.slice(2, 5)));
      const me = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP13-006')!;
      let a = settle(attack(s, me, leaderId(s, 1)));
      if (a.decision?.kind === 'chooseCards') a = settle(pick(a, ids.oppField![0]!));
      return { me: stats(a, me), foe: stats(a, ids.oppField![0]!) };
    };
    expect(run1(['BP09-007', 'BP09-016', 'BP08-011', 'BP01-032'])).toEqual({ me: [3, 3], foe: [10, 10] });
    expect(run1(['BP09-007', 'BP09-016', 'BP08-011', 'BP07-007'])).toEqual({ me: [5, 5], foe: [8, 8] });
  });
}
