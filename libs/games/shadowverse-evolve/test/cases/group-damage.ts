/**
 * Card cases: damage to a whole group whose amount is a quantity (SVE 5.2) — 「(group)すべてに「(quantity)」と同じダメージ」,
 * 「それとそれのリーダーに「(group)の数」のN倍のダメージ」 — and the group without the chosen card, 「それ以外の(group)すべてにN
 * ダメージ」 (kernel selector `except`) (grammar/effects/damage.ts). Registered from card-cases.ts; every expectation is read
 * from the printed text.
 */
import { apply, type GameState } from '../../../../engine/src/index.js';
import { arrange, counters, kw, leaderId, nextTurn, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, evolve, health, pick } from '../drivers.js';
import { act, canEvolve, canPlay, type Covers, evolveInto, fillZone, onField, onlyHand, playIt, sc, settleChoices, settlePaying, toDeck, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

/** A PriConne Bishop title deck with サレン (basis 'title': [UB] abilities valid, 14.5.1.2) at player 0's first main phase. */
const pcBishop = (moves: Array<[string, string, number]>) => {
  let s = titleGame(titleDeck('CP04-PR07', ['CP04-091'], ['CP04-092']), 'SD02', 'group-damage').state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: 'title' }).state;
  const r = arrange(toMain(s), moves);
  return { s: r.state, ids: r.ids };
};

/** Health left on a follower, or 'gone' once it left the field. */
const hp = (s: GameState, id: string) => (s.cards[id] && s.cards[id]!.zone.endsWith(':field') ? stats(s, id)[1] : 'gone');

export function registerGroupDamageCases(covers: Covers): void {
  for (const [id, name] of [['BP04-026', '旋風刃'], ['BP04-027', '騎士の旋風']]) {
    covers([id], `${id} ${name} (spell, cost 3): choose a 指揮官 follower of yours (offered: ホワイトジェネラル, ヴァンガード・レイサム; not the 兵士 フローラルフェンサー, not an enemy follower); every enemy follower takes damage equal to its attack (3: the 3/3 is destroyed, the 7/8 keeps 5; 5: the 7/8 keeps 3), yours none; no 指揮官 follower: not playable; 2 PP: refused`, () => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: [id], field: ['SD02-006', 'SD02-002', 'SD02-003'], oppField: ['SD04-001', 'SD04-003'], pp: 3 });
      const [general, vanguard, fencer] = ids.field!;
      const [big, small] = ids.oppField!;
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = playIt(s0, ids.hand![0]!);
      expectOffered(s, [general!, vanguard!], [fencer!, big!, small!]);
      const by3 = settleChoices(pick(s, vanguard!));
      expect([hp(by3, big!), hp(by3, small!), hp(by3, general!), hp(by3, vanguard!), hp(by3, fencer!), counters(by3, 0).pp]).toEqual([5, 'gone', 3, 3, 3, 0]);
      const by5 = settleChoices(pick(s, general!));
      expect([hp(by5, big!), hp(by5, small!)]).toEqual([3, 'gone']);
      // no 指揮官 follower of yours: nothing to choose, the spell is not offered (10.6.2.1.2)
      const { s: n0, ids: n } = sc({ me: 'SD02', hand: [id], field: ['SD02-003'], oppField: ['SD04-001'], pp: 3 });
      expect(canPlay(n0, n.hand![0]!)).toBe(false);
    });
  }

  covers(['BP14-051'], 'BP14-051 魔力の充填 (spell, cost 6): draw 2, then every enemy follower takes damage equal to your hand size (hand of 2 left after playing: 4 → a 4-health follower destroyed, the 7/8 keeps 4, a 5-health one keeps 1; your follower untouched); 5 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP14-051', 'SD03-005', 'SD03-019'], field: ['SD03-003'], oppField: ['SD04-001', 'SD04-006', 'SD04-009'], pp: 6 });
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const [big, guard, bird] = ids.oppField!;
    expect([zoneCards(s, 'hand', 0).length, hp(s, big!), hp(s, guard!), hp(s, bird!), hp(s, ids.field![0]!), counters(s, 0).pp]).toEqual([4, 4, 1, 'gone', 3, 0]);
  });

  covers(['BP15-108'], 'BP15-108 安息の隠者 (1/5, cost 3): at the start of the opponent\'s main phase every follower of theirs takes damage equal to its attack (1; after the Fanfare [コスト2] +2 attack: 3 — the 3/3 is destroyed, the 7/8 keeps 5; yours untouched); the Fanfare cost one short (4 PP) is not asked; 2 PP: refused', () => {
    const run = (pp: number, pay: 'pay' | 'skip') => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-108'], field: ['SD06-003'], oppField: ['SD04-001', 'SD04-003'], pp });
      if (pp === 5) expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settlePaying(playIt(s0, ids.hand![0]!), pay);
      const me = onField(s, 0, 'BP15-108')[0]!;
      const atk = stats(s, me);
      const t = nextTurn(s);
      return [atk, counters(s, 0).pp, hp(t, ids.oppField![0]!), hp(t, ids.oppField![1]!), hp(t, ids.field![0]!)];
    };
    expect(run(5, 'pay')).toEqual([[3, 5], 0, 5, 'gone', 3]);
    expect(run(5, 'skip')).toEqual([[1, 5], 2, 7, 2, 3]);
    expect(run(4, 'pay')).toEqual([[1, 5], 1, 7, 2, 3]); // 1 PP after playing: the [コスト2] cannot be paid
  });

  for (const [base, evo] of [['EBD04-006', 'EBD04-007'], ['BP08-087', 'BP08-088']]) {
    covers([evo], `${evo} 神の盾・ブローディア (evolved from ${base} by [進化][コスト1]; 5/5 【守護】): 【進化時】 choose an enemy follower (offered: both enemy followers; not yours, not a leader): it and its leader take twice the number of your amulets (2 amulets: 4; 1 amulet: 2); 0 PP: no evolve`, () => {
      const run = (amulets: string[]) => {
        const { s: s0, ids } = sc({ me: 'SD06', field: [base, 'SD06-003', ...amulets], evolve: [evo], oppField: ['SD04-001', 'SD04-006'], pp: 1 });
        const me = ids.field![0]!;
        s0.cards[me]!.flags.since = 0;
        if (amulets.length === 2) expect(canEvolve(withPp(s0, 0), me)).toBe(false);
        let s = evolveInto(s0, me, evo);
        expectOffered(s, ids.oppField!, [me, ids.field![1]!, leaderId(s, 0), leaderId(s, 1)]);
        s = settleChoices(pick(s, ids.oppField![0]!));
        return [s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.ward'), hp(s, ids.oppField![0]!), hp(s, ids.oppField![1]!), health(s, 1), health(s, 0), counters(s, 0).pp];
      };
      expect(run(['SD06-002', 'SD06-016'])).toEqual([evo, [5, 5], true, 4, 5, 16, 20, 0]);
      expect(run(['SD06-002'])).toEqual([evo, [5, 5], true, 6, 5, 18, 20, 0]);
    });
  }

  covers(['CP04-092'], 'CP04-092 サレン (evolved from CP04-091 by [進化][コスト1]; 4/4): [UB]【進化時】 (PriConne title deck) choose an enemy follower (offered: the three enemy followers; not yours, not a leader): it takes 4, every other enemy follower 1 (天剣の乙女 4/6 chosen → 2 left; 3/3 → 2, 2/2 → 1; yours untouched); 【超進化時】 the enemy leader and every enemy follower take 2 more (leader 18); 0 PP: no evolve', () => {
    const board = () => {
      const b = pcBishop([['CP04-091', 'field', 0], ['CP04-091', 'field', 0], ['SD02-020', 'field', 1], ['SD02-002', 'field', 1], ['SD02-007', 'field', 1]]);
      b.s.cards[b.ids[0]!]!.flags.since = 0;
      Object.assign(b.s.players[0]!.counters, { pp: 1, maxPp: 1 });
      return b;
    };
    const { s: s0, ids } = board();
    const [me, mine, maiden, vanguard, egg] = ids;
    expect(canEvolve(withPp(s0, 0), me!)).toBe(false);
    let s = evolveInto(s0, me!, 'CP04-092');
    expectOffered(s, [maiden!, vanguard!, egg!], [me!, mine!, leaderId(s, 0), leaderId(s, 1)]);
    s = settleChoices(pick(s, maiden!));
    expect([s.cards[me!]!.cardId, stats(s, me!), hp(s, maiden!), hp(s, vanguard!), hp(s, egg!), hp(s, mine!), health(s, 1), counters(s, 0).pp]).toEqual(['CP04-092', [4, 4], 2, 2, 1, 3, 20, 0]);
    // super evolve (12.2.4, turns taken ≥ 7, 1 SEP): 【進化時】 and 【超進化時】 both; +1/+1
    const b = board();
    b.s.players[0]!.counters.turns = 7;
    let t = evolve(b.s, b.ids[0]!, { sep: true });
    for (let i = 0; i < 6 && t.decision?.kind === 'chooseOption'; i++) t = choose(t, t.decision.options![0]!);
    t = settleChoices(pick(t, b.ids[2]!));
    expect([stats(t, b.ids[0]!), hp(t, b.ids[2]!), hp(t, b.ids[3]!), hp(t, b.ids[4]!), hp(t, b.ids[1]!), health(t, 1)]).toEqual([[5, 5], 'gone', 'gone', 'gone', 3, 18]);
  });

  covers(['BP15-099'], 'BP15-099 呪われた翼・シロ (evolved from BP15-098 by [進化][コスト1]; 4/4 【守護】): 【進化時】 every enemy follower takes damage equal to the number of your other followers with 【守護】 (2: the 3/3 keeps 1, the 7/8 keeps 6; 1: 2 and 7; your non-【守護】 follower not counted, your followers untouched); 0 PP: no evolve', () => {
    const run = (wards: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP15-098', 'SD06-003', ...wards], evolve: ['BP15-099'], oppField: ['SD04-001', 'SD04-003'], pp: 1 });
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      if (wards.length === 2) expect(canEvolve(withPp(s0, 0), me)).toBe(false);
      const s = settleChoices(evolveInto(s0, me, 'BP15-099'));
      return [s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.ward'), hp(s, ids.oppField![0]!), hp(s, ids.oppField![1]!), ...ids.field!.slice(1).map((c) => hp(s, c)), counters(s, 0).pp];
    };
    expect(run(['SD06-008', 'SD06-017'])).toEqual(['BP15-099', [4, 4], true, 6, 1, 3, 3, 6, 0]);
    expect(run(['SD06-008'])).toEqual(['BP15-099', [4, 4], true, 7, 2, 3, 3, 0]);
  });

  covers(['BP07-007'], 'BP07-007 大いなる回帰 (spell, cost 0): choose your 『回帰する抱擁・ラティカ』 (offered: both of yours; not ローズガーデンキーパー, not an enemy follower): +1/+1; 【コンボ_5】 (this the 5th card played this turn) every enemy follower takes damage equal to its attack (6: the 7/8 keeps 2, the 3/3 destroyed; yours untouched); the 4th card: no damage; no ラティカ: not playable (cost 0: no PP to be short of)', () => {
    const run = (played: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-007'], field: ['BP07-001', 'BP07-001', 'SD01-003'], oppField: ['SD04-001', 'SD04-003'], pp: 0 });
      Object.assign(s0.players[0]!.flags, { played, playedTurn: s0.turn.number });
      const [a, b, keeper] = ids.field!;
      const s1 = playIt(s0, ids.hand![0]!);
      expectOffered(s1, [a!, b!], [keeper!, ...ids.oppField!]);
      const s = settleChoices(pick(s1, a!));
      return [stats(s, a!), stats(s, b!), hp(s, ids.oppField![0]!), hp(s, ids.oppField![1]!), hp(s, keeper!)];
    };
    expect(run(4)).toEqual([[6, 6], [5, 5], 2, 'gone', 3]);
    expect(run(3)).toEqual([[6, 6], [5, 5], 8, 3, 3]);
    const { s: n0, ids: n } = sc({ me: 'SD01', hand: ['BP07-007'], field: ['SD01-003'], oppField: ['SD04-001'], pp: 0 });
    expect(canPlay(n0, n.hand![0]!)).toBe(false);
  });

  covers(['BP10-042'], 'BP10-042 チェックメイト (spell, cost 3): every enemy follower takes damage equal to the number of チェス cards in your cemetery (2: the 7/8 keeps 6, the 3/3 keeps 1; 3: the 3/3 destroyed; 知恵の光 not counted; yours untouched); [起動] banish it from your cemetery: your 『ミスティックキング』 of choice (offered: both; not デモンフレイムメイジ, not an enemy follower) gets 【疾走】 (in the hand: no [起動]); 2 PP: refused', () => {
    const run = (chess: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP10-042'], field: ['SD03-003'], cemetery: ['SD03-005', ...chess], oppField: ['SD04-001', 'SD04-003'], pp: 3 });
      if (chess.length === 2) expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      return [hp(s, ids.oppField![0]!), hp(s, ids.oppField![1]!), hp(s, ids.field![0]!), counters(s, 0).pp];
    };
    expect(run(['BP03-044', 'BP03-051'])).toEqual([6, 1, 3, 0]);
    expect(run(['BP03-044', 'BP03-051', 'BP10-046'])).toEqual([5, 'gone', 3, 0]);
    // [起動] from the cemetery (no PP needed): banished, a ミスティックキング gets 【疾走】
    const { s: k0, ids: k } = sc({ me: 'SD03', hand: ['BP10-042'], field: ['BP03-039', 'BP03-039', 'SD03-003'], cemetery: ['BP10-042'], oppField: ['SD04-001'], pp: 0 });
    expect(activations(k0, k.hand![0]!)).toEqual([]);
    const [king, king2, mage] = k.field!;
    expect(activations(k0, k.cemetery![0]!).length).toBe(1);
    const k1 = apply(k0, activations(k0, k.cemetery![0]!)[0]!).state;
    expectOffered(k1, [king!, king2!], [mage!, k.oppField![0]!]);
    const k2 = settleChoices(pick(k1, king!));
    expect([kw(k2, king!, 'sve.storm'), kw(k2, king2!, 'sve.storm'), zoneCards(k2, 'banished', 0).map((c) => k2.cards[c]!.cardId), zoneCards(k2, 'cemetery', 0).length]).toEqual([true, false, ['BP10-042'], 0]);
  });

  covers(['BP05-041'], 'BP05-041 破壊の歌声 (spell, cost 1): choose 【1】 a 『破壊の絶傑・リーシェナ』 from your deck into your hand (offered: it; not another deck card), or 【2】 [コスト2]: every enemy follower takes damage equal to the number of your アイドル cards on the field (リーシェナ and a 白き破壊のアーティファクト: 2; リーシェナ alone: 1; your non-アイドル follower not counted and untouched; 2 PP: not paid, no damage); 0 PP: refused', () => {
    const mk = (pp: number, idols: number) => {
      const r = sc({ me: 'SD03', hand: ['BP05-041', 'BP05-037'], field: ['BP05-037', 'SD03-003'], oppField: ['SD04-001', 'SD04-003'], pp, tokens: idols === 2 ? [['BP05-T01', 'field', 0]] : [] });
      toDeck(r.s, [r.ids.hand![1]!]);
      return r;
    };
    expect(canPlay(withPp(mk(1, 2).s, 0), mk(1, 2).ids.hand![0]!)).toBe(false);
    {
      const { s: s0, ids } = mk(1, 2);
      const s = choose(playIt(s0, ids.hand![0]!), 0);
      expectOffered(s, [ids.hand![1]!], zoneCards(s, 'deck', 0).filter((c) => c !== ids.hand![1]!).slice(0, 3));
      const r = settleChoices(pick(s, ids.hand![1]!));
      expect([zoneCards(r, 'hand', 0).some((c) => r.cards[c]!.cardId === 'BP05-037'), hp(r, ids.oppField![0]!), counters(r, 0).pp]).toEqual([true, 8, 0]);
    }
    const mode2 = (pp: number, idols: number) => {
      const { s: s0, ids } = mk(pp, idols);
      const s = settlePaying(choose(playIt(s0, ids.hand![0]!), 1), 'pay');
      return [hp(s, ids.oppField![0]!), hp(s, ids.oppField![1]!), hp(s, ids.field![0]!), hp(s, ids.field![1]!), counters(s, 0).pp];
    };
    expect(mode2(3, 2)).toEqual([6, 1, 4, 3, 0]);
    expect(mode2(3, 1)).toEqual([7, 2, 4, 3, 0]);
    expect(mode2(2, 2)).toEqual([8, 3, 4, 3, 1]);
  });

  covers(['ECP01-022'], 'ECP01-022 〔桃色のバックショット〕ナリタトップロード (4/4 【疾走】, cost 5): 【攻撃時】 banish 3 【疾走】 ウマ娘 followers of your cemetery: every enemy follower takes damage equal to its attack (4: the 7/8 keeps 4, the 3/3 destroyed; 2 in the cemetery: cannot pay, nothing); [食事][コスト1]: it races — 【出走時】 +1/+1 (5/5: then 5 damage); 4 PP: refused', () => {
    const mk = (uma: number) => {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['ECP01-022'], evolve: ['CSD01-032'], oppField: ['SD04-001', 'SD04-003'], pp: 5 });
      Object.assign(s0.players[0]!.counters, { ep: 0 });
      if (uma === 3) expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      fillZone(s, 0, 'cemetery', Array.from({ length: uma }, () => 'ECP01-022'));
      return { s, ids, me: onField(s, 0, 'ECP01-022')[0]! };
    };
    const strike = (x: { s: GameState; ids: Record<string, string[]>; me: string }, pay: 'pay' | 'skip') => {
      const a = settlePaying(attack(x.s, x.me, leaderId(x.s, 1)), pay);
      return [hp(a, x.ids.oppField![0]!), hp(a, x.ids.oppField![1]!), zoneCards(a, 'banished', 0).length, zoneCards(a, 'cemetery', 0).length, health(a, 1)];
    };
    const three = mk(3);
    expect([stats(three.s, three.me), kw(three.s, three.me, 'sve.storm'), counters(three.s, 0).pp]).toEqual([[4, 4], true, 0]);
    expect(strike(three, 'pay')).toEqual([4, 'gone', 3, 0, 16]);
    expect(strike(three, 'skip')).toEqual([8, 3, 0, 3, 16]);
    expect(strike(mk(2), 'pay')).toEqual([8, 3, 0, 2, 16]);
    // [食事][コスト1]: a 『にんじん』 of the evolve deck into the race area; 【出走時】 +1/+1 → 5 damage
    const raced = { ...three, s: settleChoices(act(withPp(three.s, 1), three.me)) };
    expect([stats(raced.s, three.me), counters(raced.s, 0).pp, zoneCards(raced.s, 'raceArea', 0).length]).toEqual([[5, 5], 0, 1]);
    expect(strike(raced, 'pay')).toEqual([3, 'gone', 3, 0, 15]);
  });
}
