/**
 * Card cases of the long-tail forms, group 6 (templates-long-6.ts): 「それの体力をNにする」 (SVE 5.14.1: a health
 * value set), 「それを自分のデッキの上からN番目に置く」, 「この能力はこれが墓場から場に出ていたなら使える」 (an
 * evolve ability's condition, 12.2). Run by cards.spec.ts through card-cases.ts.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { kw, leaderId, must, names, scene, stats, zoneCards } from '../engine-helpers.js';
import { attack, done, evolve, fillCemetery, pick } from '../drivers.js';
import { settleChoices as settle, byAbility, canPlay, evolves, withPp, onField, type Covers } from './case-helpers.js';

export function registerLongTail6Cases(covers: Covers): void {
  covers(['BP15-014', 'BP15-P03'], 'long6: 不殺の隠者 (SVE 5.14.1 「それの体力を1にする」): Fanfare chooses an enemy follower; with 3 狩人 cards in your cemetery its health becomes 1 (a 5/5 with 2 damage: 1, not 5−2−…); with 2 it keeps its health; cost 2 (refused at 1 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const run1 = (hunters: number, damaged: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP15-014'], oppField: ['BP07-001'], pp: 2, evolve: ['BP15-015'] });
      fillCemetery(s0, 0, hunters, 'BP15-014');
      let s = damaged ? byAbility(s0, { type: 'damage', target: { ref: 'var', var: 'x' }, amount: 2 }, [ids.oppField![0]!]) : s0;
      expect(canPlay(withPp(s, 1), ids.hand![0]!)).toBe(false);
      s = settle(play0(s, ids.hand![0]!));
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      s = settle(s);
      return { s, me: onField(s, 0, 'BP15-014')[0]!, foe: ids.oppField![0]! };
    };
    const three = run1(3, true);
    expect(stats(three.s, three.foe)).toEqual([5, 1]);
    expect(zoneCards(three.s, 'field', 1)).toEqual([three.foe]);
    const undamaged = run1(3, false);
    expect(stats(undamaged.s, undamaged.foe)).toEqual([5, 1]);
    const two = run1(2, true);
    expect(stats(two.s, two.foe)).toEqual([5, 3]);
    // a later damage lowers the set health again (5.14.1): 1 damage destroys it (11.3.1)
    const hit = byAbility(three.s, { type: 'damage', target: { ref: 'var', var: 'x' }, amount: 1 }, [three.foe]);
    expect(zoneCards(hit, 'field', 1)).toEqual([]);
    // [進化][コスト1]
    const s = structuredClone(two.s);
    s.cards[two.me]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(withPp(s, 0), two.me)).toEqual([]);
    const e = evolve(withPp(s, 1), two.me);
    expect(names(e, 'field', 0)).toEqual(['BP15-015']);
  });

  covers(['CP03-108', 'CP03-P72'], 'long6: サイレント・トム (「それを自分のデッキの上から3番目に置く」): Fanfare chooses up to 1 card of your cemetery and puts it third from the top of your deck (the top two stay on top); choosing none leaves deck and cemetery as they were; cost 3 (refused at 2 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['CP03-108'], cemetery: ['SD06-001'], pp: 3, evolve: ['CP03-109'] });
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const deck0 = zoneCards(s0, 'deck', 0);
    const gone = ids.cemetery![0]!;
    let s = settle(play0(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('chooseCards');
    s = settle(pick(s, gone));
    if (s.decision?.kind === 'chooseCards') s = settle(done(s));
    const deck = zoneCards(s, 'deck', 0);
    expect(deck.slice(0, 2)).toEqual(deck0.slice(0, 2));
    expect(s.cards[deck[2]!]!.cardId).toBe('SD06-001');
    expect(deck.slice(3)).toEqual(deck0.slice(2));
    expect(zoneCards(s, 'cemetery', 0)).toEqual([]);
    let n = settle(play0(s0, ids.hand![0]!));
    if (n.decision?.kind === 'chooseCards') n = settle(done(n));
    expect(zoneCards(n, 'deck', 0)).toEqual(deck0);
    expect(zoneCards(n, 'cemetery', 0)).toEqual([gone]);
    // [進化][コスト1]
    const me = onField(s, 0, 'CP03-108')[0]!;
    const e0 = structuredClone(s);
    e0.cards[me]!.flags.since = 0;
    e0.players[0]!.counters.ep = 0;
    expect(evolves(withPp(e0, 0), me)).toEqual([]);
    expect(names(evolve(withPp(e0, 1), me), 'field', 0)).toEqual(['CP03-109']);
  });

  covers(['EBD03-012', 'BP11-076', 'BP11-P18'], 'long6: 異形 (SVE 12.2 「[進化][コスト1]：これは進化する。この能力はこれが墓場から場に出ていたなら使える」): played from the hand it cannot evolve; put onto the field from the cemetery it evolves for 1 (refused at 0 PP); cost 3 (refused at 2 PP); 【突進】; [ラストワード] 『機動二輪車』 onto the field and the top 2 deck cards into the cemetery', () => {
    for (const [base, evo] of [['EBD03-012', 'EBD03-013'], ['BP11-076', 'BP11-077']] as const) {
      const { s: s0, ids } = scene({ me: 'SD05', hand: [base], cemetery: [base], pp: 3, evolve: [evo] });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const played = settle(play0(s0, ids.hand![0]!));
      const fromHand = onField(played, 0, base)[0]!;
      played.cards[fromHand]!.flags.since = 0;
      played.players[0]!.counters.ep = 0;
      expect(evolves(withPp(played, 1), fromHand)).toEqual([]);
      const back = settle(byAbility(s0, { type: 'sve.put', target: { ref: 'var', var: 'x' }, to: 'field', reason: 'effect' }, [ids.cemetery![0]!]));
      const risen = onField(back, 0, base)[0]!;
      back.cards[risen]!.flags.since = 0;
      back.players[0]!.counters.ep = 0;
      expect(evolves(withPp(back, 0), risen)).toEqual([]);
      expect(names(evolve(withPp(back, 1), risen), 'field', 0)).toEqual([evo]);
      // 【突進】 (12.6) and [ラストワード]: 『機動二輪車』 onto the field, then the top 2 cards of your deck into the cemetery
      expect(kw(back, risen, 'sve.rush')).toBe(true);
      const deck0 = zoneCards(back, 'deck', 0);
      const dead = settle(byAbility(back, { type: 'damage', target: { ref: 'var', var: 'x' }, amount: 2 }, [risen]));
      expect(zoneCards(dead, 'field', 0).map((x) => dead.catalog[dead.cards[x]!.cardId]!.name)).toEqual(['機動二輪車']);
      expect(zoneCards(dead, 'deck', 0)).toEqual(deck0.slice(2));
      expect(zoneCards(dead, 'cemetery', 0).length).toBe(3);
    }
  });
}

export function registerLongTail6AttackCases(covers: Covers): void {
  covers(['BP18-066', 'BP18-P26'], 'long6: 彩尾の風紀委員 (SVE 8.4.5 「自分の場の攻撃力4以上の武闘竜人・フォロワーが攻撃したとき、それは[攻撃力]+1する」): a 4-attack 武闘竜人 follower attacking becomes 5 (it, not another); a 3-attack one stays 3; a 5-attack non-武闘竜人 stays 5; Fanfare: another 武闘竜人 follower [攻撃力]+1; cost 2 (refused at 1 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP18-066'], field: ['BP13-054', 'BP18-058', 'BP07-001'], pp: 2, evolve: ['BP18-067'] });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settle(play0(s0, ids.hand![0]!));
    if (s.decision?.kind === 'chooseCards') s = settle(pick(s, ids.field![1]!));
    const [four, three, elf] = ids.field as [string, string, string];
    expect([stats(s, four), stats(s, three), stats(s, elf)]).toEqual([[4, 3], [4, 3], [5, 5]]);
    // the fanfare raised the 3-attack one to 4: take a fresh scene without the fanfare for the boundary
    const { s: f0, ids: fi } = scene({ me: 'SD04', field: ['BP18-066', 'BP13-054', 'BP18-058', 'BP07-001'] });
    for (const id of fi.field!) f0.cards[id]!.flags.since = 0;
    const opp = leaderId(f0, 1);
    const a4 = settle(attack(f0, fi.field![1]!, opp));
    expect([stats(a4, fi.field![1]!), stats(a4, fi.field![2]!), stats(a4, fi.field![0]!)]).toEqual([[5, 3], [3, 3], [1, 3]]);
    const a3 = settle(attack(f0, fi.field![2]!, opp));
    expect(stats(a3, fi.field![2]!)).toEqual([3, 3]);
    const a5 = settle(attack(f0, fi.field![3]!, opp));
    expect(stats(a5, fi.field![3]!)).toEqual([5, 5]);
    // [進化][コスト1]
    const me = onField(s, 0, 'BP18-066')[0]!;
    s.cards[me]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(withPp(s, 0), me)).toEqual([]);
    expect(names(evolve(withPp(s, 1), me), 'field', 0)).toContain('BP18-067');
  });
}

const play0 = (s: GameState, card: string) => must(s, { type: 'play', player: 0, card }).state;
