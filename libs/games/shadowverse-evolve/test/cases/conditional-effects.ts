/**
 * Card cases: effects gated by a printed condition — how the card came onto the field (「これが手札以外から場に
 * 出ていたなら」), a count at its threshold and one below (「…が5体なら」, 「…の種類数が5種類以上なら」), or a board
 * state that grants a keyword while it holds (「…がいる限り」). Each card is played from hand (or put onto the field
 * by an ability from the cemetery, for the other origin) and its condition is checked on both sides.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, fillCemetery, health, pick, play } from '../drivers.js';
import { canPlay, type Covers, endMain, onField, onlyHand, putOntoField, sc, setHealth, settle, settleChoices, sorted, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerConditionalEffectsCases(covers: Covers): void {
  covers(['BP13-103'], 'BP13-103 聖地の守護獣: 0/5 cost 2 【守護】; Fanfare +2 attack only when it came onto the field other than from hand (from the cemetery by an ability: 2/5; played: 0/5); 1 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP13-103'], cemetery: ['BP13-103'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    const played = settleChoices(play(s0, ids.hand![0]!));
    const p = onField(played, 0, 'BP13-103')[0]!;
    expect([stats(played, p), kw(played, p, 'sve.ward')]).toEqual([[0, 5], true]);
    const put = settleChoices(putOntoField(structuredClone(s0), ids.cemetery![0]!));
    expect(stats(put, onField(put, 0, 'BP13-103')[0]!)).toEqual([2, 5]);
  });

  covers(['BP17-022'], 'BP17-022 月光の執行者・リオード: 1/2 cost 1 【威圧】; Fanfare a chosen enemy follower (enemy followers offered, none of yours) takes 1 damage, or 3 when it came onto the field other than from hand; 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP17-022'], cemetery: ['BP17-022'], field: ['SD02-002'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    for (const fromCemetery of [false, true]) {
      let s = fromCemetery ? putOntoField(structuredClone(s0), ids.cemetery![0]!) : play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
      expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.oppField));
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = onField(s, 0, 'BP17-022')[0]!;
      expect([stats(s, ids.oppField![0]!), stats(s, me), kw(s, me, 'sve.intimidate')]).toEqual([[3, fromCemetery ? 1 : 3], [1, 2], true]);
    }
  });

  covers(['BP15-023'], 'BP15-023 アストロウィング・ララミア: 2/2 cost 2 【疾走】; when it attacks with exactly 5 followers on your field (itself included), 2 damage to every enemy follower (4 followers: none); 1 PP: refused', () => {
    for (const others of [4, 3]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP15-023'], field: ['SD02-002', 'SD02-002', 'SD02-003', 'SD02-003'].slice(0, others), oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 2 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP15-023')[0]!;
      s = settle(attack(s, me, s.zones['1:leader']!.cards[0]!)); // 【疾走】: at once
      expect([zoneCards(s, 'field', 0).length, stats(s, ids.oppField![0]!), stats(s, ids.oppField![1]!), health(s, 1)]).toEqual(others === 4 ? [5, [3, 2], [3, 1], 18] : [4, [3, 4], [3, 3], 18]);
    }
  });

  covers(['BP09-011'], 'BP09-011 万象の加護: cost 1 [クイック]; draw 1, and with 5+ different [エルフ] spell names in your cemetery your leader +2 (4 names in 5 cards: no heal); 0 PP: refused', () => {
    for (const five of [true, false]) {
      const cem = five ? ['SD01-016', 'BP01-007', 'BP01-008', 'BP01-015', 'BP01-023'] : ['SD01-016', 'SD01-016', 'BP01-007', 'BP01-008', 'BP01-015'];
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP09-011'], cemetery: cem, pp: 1 });
      setHealth(s0, 0, 15);
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const h = zoneCards(s0, 'hand', 0).length;
      const s = settle(play(s0, ids.hand![0]!));
      expect([zoneCards(s, 'hand', 0).length, health(s, 0), names(s, 'cemetery', 0).includes('BP09-011')]).toEqual([h, five ? 17 : 15, true]); // −1 played, +1 drawn
    }
  });

  covers(['BP06-016'], 'BP06-016 ブリッツエルフ: 4/4 cost 5, costing X less, X = 『フェアリー』 on your field (2: cost 3 — 2 PP refused, 3 allowed; none: cost 5 — 4 PP refused); 【突進】【指定攻撃】', () => {
    for (const fairies of [2, 0]) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP06-016'], tokens: Array.from({ length: fairies }, () => ['SD01-T01', 'field', 0] as [string, string, number]), pp: 5 });
      const cost = 5 - fairies;
      expect([canPlay(withPp(s0, cost - 1), ids.hand![0]!), canPlay(withPp(s0, cost), ids.hand![0]!)]).toEqual([false, true]);
      const s = settleChoices(play(withPp(s0, cost), ids.hand![0]!));
      const me = onField(s, 0, 'BP06-016')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), s.players[0]!.counters.pp]).toEqual([[4, 4], true, true, 0]);
    }
  });

  covers(['BP07-080'], 'BP07-080 メカニカルゾンビ: 2/5 cost 4 【指定攻撃】【必殺】; 【突進】 while another 機械 follower is on your field (a non-machine one: no 【突進】); 3 PP: refused', () => {
    for (const machine of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP07-080'], field: [machine ? 'BP12-072' : 'SD05-003'], pp: 4 });
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP07-080')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), kw(s, me, 'sve.bane')]).toEqual([[2, 5], machine, true, true]);
    }
  });

  covers(['SP01-045'], 'SP01-045 不思議な青空・アリス (cost 2, 2/3): Fanfare draw 1; Fanfare a chosen enemy follower of original cost 4 or less (cost 3 and 4 offered, not a cost-8 one nor yours) is put into its owner\'s EX area only when this came onto the field other than from hand (from the cemetery by an ability: moved; played: stays); 1 PP: refused', () => {
    const mk = () => sc({ me: 'SD02', hand: ['SP01-045'], cemetery: ['SP01-045'], field: ['SD02-002'], oppField: ['SD04-017', 'SD04-003', 'SD04-001'], opp: 'SD04', pp: 2 });
    const { s: s0, ids } = mk();
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    for (const fromCemetery of [false, true]) {
      const { s: t0, ids: t } = mk();
      const hand = zoneCards(t0, 'hand', 0).length;
      let s = fromCemetery ? putOntoField(structuredClone(t0), t.cemetery![0]!) : play(t0, t.hand![0]!);
      s = settleChoices(s);
      expectOffered(s, t.oppField!.slice(0, 2), [t.oppField![2]!, t.field![0]!]);
      s = settleChoices(pick(s, t.oppField![0]!));
      const me = onField(s, 0, 'SP01-045')[0]!;
      expect([stats(s, me), zoneCards(s, 'hand', 0).length - hand, names(s, 'field', 1).includes('SD04-017'), names(s, 'exArea', 1), names(s, 'exArea', 0)]).toEqual([[2, 3], fromCemetery ? 1 : 0, !fromCemetery, fromCemetery ? ['SD04-017'] : [], []]); // played: −1 +1
    }
  });

  covers(['BP14-080'], 'BP14-080 ルームサービスデビル (cost 4, 4/4): Fanfare 3 damage to a chosen enemy follower (enemy followers offered, not yours); with 2 or fewer cards in your hand recover 2 PP (3 cards: 0 PP left; 2: 2), with 0 also 2 damage to its leader (1 card: 20; 0: 18); 3 PP: refused', () => {
    for (const [kept, pp, leaderDmg] of [[3, 0, 0], [2, 2, 0], [1, 2, 0], [0, 2, 2]] as const) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP14-080'], field: ['SD05-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD05', pp: 4 });
      const me0 = ids.hand![0]!;
      onlyHand(s0, [me0, ...zoneCards(s0, 'hand', 0).filter((c) => c !== me0).slice(0, kept)]);
      expect(canPlay(withPp(s0, 3), me0)).toBe(false);
      let s = play(s0, me0);
      expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([zoneCards(s, 'hand', 0).length, stats(s, ids.oppField![0]!), stats(s, onField(s, 0, 'BP14-080')[0]!), s.players[0]!.counters.pp, health(s, 1)]).toEqual([kept, [3, 1], [4, 4], pp, 20 - leaderDmg]);
    }
  });

  covers(['ECP02-028', 'ECP02-SP06'], '〔カム・ウィズミー！〕乙倉悠貴 (ECP02-028) and 〔リプル・マイハート〕乙倉悠貴 (ECP02-SP06), same text (cost 3, 3/3): Fanfare a chosen enemy follower (enemy followers offered, not yours) gets -3/-3, -5/-5 instead with another キュート follower on your field (a non-キュート one: -3/-3); [起動][コスト0] it gets 【疾走】 and a 『魔法のアイテム』 into your EX area, once per turn, only with 10 キュート cards in your cemetery (9: not offered); 2 PP: refused', () => {
    for (const id of ['ECP02-028', 'ECP02-SP06']) {
      for (const cute of [true, false]) {
        const { s: s0, ids } = sc({ me: 'SD03', hand: [id], field: [cute ? 'ECP02-028' : 'SD03-003'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 3 });
        expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
        let s = play(s0, ids.hand![0]!);
        expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
        s = settleChoices(pick(s, ids.oppField![0]!));
        const me = onField(s, 0, id).find((x) => x !== ids.field![0])!;
        expect([stats(s, me), stats(s, ids.oppField![0]!), kw(s, me, 'sve.storm')]).toEqual([[3, 3], cute ? [2, 3] : [4, 5], false]);
      }
      for (const cuteCards of [9, 10]) {
        const { s: s0, ids } = sc({ me: 'SD03', field: [id], pp: 0 });
        fillCemetery(s0, 0, cuteCards, id);
        const me = ids.field![0]!;
        const acts = activations(s0, me);
        expect(acts.length).toBe(cuteCards >= 10 ? 1 : 0);
        if (cuteCards < 10) continue;
        const s = settleChoices(must(s0, acts[0]!).state);
        expect([kw(s, me, 'sve.storm'), names(s, 'exArea', 0), s.players[0]!.counters.pp, activations(s, me).length]).toEqual([true, ['CP02-T01'], 0, 0]); // once per turn
      }
    }
  });

  covers(['BP17-108'], 'BP17-108 聖痕の発動 (cost 1 spell): costs 1 less with a follower whose name contains 『マーロン』 on your field (with one: cost 0; without: 0 PP refused, 1 allowed); a chosen enemy follower (enemy followers offered, not yours) takes damage equal to your 信仰 followers (マーロン + 鉄槌の僧侶: 2; 鉄槌の僧侶 alone: 1)', () => {
    for (const marlon of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP17-108'], field: marlon ? ['BP17-096', 'SD06-003'] : ['SD06-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
      expect([canPlay(withPp(s0, 0), ids.hand![0]!), canPlay(s0, ids.hand![0]!)]).toEqual([marlon, true]);
      let s = play(withPp(s0, marlon ? 0 : 1), ids.hand![0]!);
      expectOffered(s, ids.oppField!, [...ids.field!, leaderId(s, 1)]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(s, ids.oppField![0]!), s.players[0]!.counters.pp, names(s, 'cemetery', 0)]).toEqual([[3, marlon ? 2 : 3], 0, ['BP17-108']]);
    }
  });

  covers(['ECP02-070'], 'ECP02-070 〔千夜一夜舞姫〕ナターリア (cost 2, 2/2, 【突進】): 【指定攻撃】 and 【必殺】 while 5 パッション cards are in your cemetery (4: neither); Fanfare optional cost — discard a パッション card (the パッション cards of your hand offered, not another card): draw 1 (declined: nothing); 1 PP: refused', () => {
    for (const [passion, pay] of [[5, true], [4, false]] as const) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP02-070', 'ECP02-070', 'ECP02-070', 'SD05-003'], pp: 2 });
      onlyHand(s0, ids.hand!);
      fillCemetery(s0, 0, passion, 'ECP02-070');
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, pay ? 'pay' : 'skip');
      if (pay) {
        expectOffered(s, ids.hand!.slice(1, 3), [ids.hand![3]!]);
        s = pick(s, ids.hand![1]!);
      }
      s = settleChoices(s);
      const me = onField(s, 0, 'ECP02-070')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush'), kw(s, me, 'sve.assail'), kw(s, me, 'sve.bane'), zoneCards(s, 'hand', 0).length, names(s, 'cemetery', 0).length]).toEqual([[2, 2], true, passion >= 5, passion >= 5, 3, passion + (pay ? 1 : 0)]); // paid: −1 discarded +1 drawn
    }
  });

  covers(['ECP02-049'], 'ECP02-049 〔individuals〕早坂美玲 (cost 2, 2/3): Fanfare the top 2 cards of your deck into your cemetery; 【疾走】 while 10 デレマス cards are in your cemetery (10: attacks at once; 9: no 【疾走】); 【攻撃時】 a chosen enemy follower (enemy followers offered, not yours) takes 2 with 10 デレマス cards in your cemetery (9: none); 1 PP: refused', () => {
    for (const dere of [10, 9]) {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['ECP02-049'], field: ['SD05-003'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 2 });
      fillCemetery(s0, 0, dere, 'ECP02-049');
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const top2 = zoneCards(s0, 'deck', 0).slice(0, 2).map((x) => s0.cards[x]!.cardId);
      expect(top2.every((id) => !(s0.catalog[id] as { traits?: string[] }).traits?.includes('デレマス'))).toBe(true); // the milled cards do not count
      let s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'ECP02-049')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), names(s, 'cemetery', 0).length]).toEqual([[2, 3], dere >= 10, dere + 2]);
      if (dere < 10) s.cards[me]!.flags.since = 0; // (a state edit) as if it had been there since the turn began
      s = attack(s, me, leaderId(s, 1));
      expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
      s = settle(pick(s, ids.oppField![0]!));
      expect(stats(s, ids.oppField![0]!)).toEqual([3, dere >= 10 ? 2 : 4]);
    }
  });

  covers(['BP16-037'], 'BP16-037 マナリアフレンズ・アン＆グレア (cost 5, 4/4): 【疾走】 while 10 学院 cards are in your cemetery (9: no); at your end phase with 5 学院 cards in your cemetery an 『アンの大英霊』 onto your field (4: none); Fanfare optional cost — discard 2 学院 cards (the 学院 cards of your hand offered, not another card; only 1 in hand: not asked): 5 damage to a chosen enemy follower (enemy followers offered, not yours), draw 2; 4 PP: refused', () => {
    for (const [academy, held] of [[10, 3], [9, 1]] as const) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP16-037', ...Array(held).fill('BP16-037'), 'SD03-003'], field: ['SD03-003'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp: 5 });
      onlyHand(s0, ids.hand!);
      fillCemetery(s0, 0, academy, 'BP16-037');
      expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      if (held >= 2) {
        expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
        s = choose(s, 'pay');
        expectOffered(s, ids.hand!.slice(1, 1 + held), [ids.hand![1 + held]!]);
        s = pick(pick(s, ids.hand![1]!), ids.hand![2]!);
        expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
        s = pick(s, ids.oppField![0]!);
      }
      s = settleChoices(s);
      const me = onField(s, 0, 'BP16-037')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.storm'), stats(s, ids.oppField![0]!), zoneCards(s, 'hand', 0).length]).toEqual([[4, 4], academy >= 10, [7, held >= 2 ? 3 : 8], held >= 2 ? held + 1 - 2 + 2 : held + 1]);
    }
    for (const academy of [5, 4]) {
      const { s: s0 } = sc({ me: 'SD03', field: ['BP16-037'], pp: 0 });
      fillCemetery(s0, 0, academy, 'BP16-037');
      const e = settleChoices(endMain(s0));
      expect(onField(e, 0, 'BP16-T16').length).toBe(academy >= 5 ? 1 : 0);
    }
  });
}
