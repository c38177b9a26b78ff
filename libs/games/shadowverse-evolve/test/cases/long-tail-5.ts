/**
 * Card cases of the long-tail forms, group 5 (templates-long-5.ts): 「これがいる限り、(group)すべては【A】【B】を持つ」
 * (10.3.1), 「自分の場の[クラス]トークンすべては」 (9.1), 「(条件)なら、これは相手のリーダーを攻撃できない」 (8.4.3),
 * 「これが受けるダメージを-Nする」 (5.14.2), 「これがいる限り、(自分|相手)が(group)をプレイする際、コストを±Nする」
 * (10.4.4.1), 「このターン、これの[進化]コストを-Nする」 (12.2), 「自分の手札がN枚(以下)なら」, 「自分の残りPPがN以上なら」.
 * Continued (L7): keyword / engage-or-stand choices, 「…して、スタンドする」, 「デッキの上に置く」, 「これと自分のリーダーは」,
 * engaged searches, 「デッキの下に置いてよい」, 「[起動]能力を使えない」, 「それのリーダーは / それのプレイヤーは」, damage caps, the
 * cemetery 『A』と『B』 condition, 「これがダメージを受けたとき」 and the any-player discard trigger.
 * Run by cards.spec.ts through card-cases.ts.
 */
import { createCard, legalActions, newEnv, push, resolveEffect, run, type GameState } from '../../../../engine/src/index.js';
import { advance, counters, ctxOf, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, choose, evolve, fillCemetery, handCount, health, pick, play, toDeckTop } from '../drivers.js';
import { settleChoices as settle, byAbility, canPlay, evolves, onField, type Covers } from './case-helpers.js';

const canAttack = (s: GameState, attacker: string, tgt: string) => legalActions(s).some((a) => a.type === 'attack' && a.attacker === attacker && a.target === tgt);
const damage = (s: GameState, card: string, amount: number) => byAbility(s, { type: 'damage', target: { ref: 'var', var: 'x' }, amount }, [card]);
/** Player 0 ends the main phase; returns the state at the first decision after the end-phase abilities (or the opponent's turn). */
const endTurn = (s0: GameState) => advance(must(s0, { type: 'endMain', player: 0 }).state, (x) => x.decision?.player === 0 && x.decision.kind === 'chooseCards' || x.turn.number === s0.turn.number + 1);

export function registerLongTail5Cases(covers: Covers): void {
  covers(['BP09-072', 'BP09-073'], 'long5: 血統の王 (SVE 10.3.1 「これがいる限り、自分の場の『フォレストバット』すべては【突進】【指定攻撃】を持つ」): Fanfare puts 2 『フォレストバット』 onto the field, both with Rush and Assail (another follower has neither; without the king a bat has neither); cost 4 (refused at 3 PP); [進化][コスト1] (refused at 0 PP): 【進化時】 the bats [攻撃力]+1', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP09-072'], field: ['SD05-002'], evolve: ['BP09-073'], pp: 4 });
    const s3 = structuredClone(s0);
    s3.players[0]!.counters.pp = 3;
    expect(canPlay(s3, ids.hand![0]!)).toBe(false);
    let s = settle(play(s0, ids.hand![0]!));
    const bats = zoneCards(s, 'field', 0).filter((x) => s.cards[x]!.cardId !== 'BP09-072' && x !== ids.field![0]);
    expect(bats.map((x) => [stats(s, x), kw(s, x, 'sve.rush'), kw(s, x, 'sve.assail')])).toEqual([[[1, 1], true, true], [[1, 1], true, true]]);
    expect([kw(s, ids.field![0]!, 'sve.rush'), kw(s, ids.field![0]!, 'sve.assail'), counters(s, 0).pp]).toEqual([false, false, 0]);
    const king = onField(s, 0, 'BP09-072')[0]!;
    s.cards[king]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(s, king)).toEqual([]);
    s.players[0]!.counters.pp = 1;
    s = settle(evolve(s, king));
    expect(bats.map((x) => [stats(s, x), kw(s, x, 'sve.rush'), kw(s, x, 'sve.assail')])).toEqual([[[2, 1], true, true], [[2, 1], true, true]]);
    expect(stats(s, king)).toEqual([3, 5]);
    const alone = scene({ me: 'SD05', tokens: [['SD05-T02', 'field', 0]] });
    expect([kw(alone.s, alone.ids.tokens![0]!, 'sve.rush'), kw(alone.s, alone.ids.tokens![0]!, 'sve.assail')]).toEqual([false, false]);
  });

  covers(['BP10-023', 'BP10-024'], 'long5: 静寂の元帥 (SVE 9.1 「自分の場の[ロイヤル]トークンすべては【突進】を持つ」): Fanfare puts a 『スティールナイト』 onto the field with Rush (a non-token [ロイヤル] follower has none; without the marshal the knight has none); cost 4 (refused at 3 PP); [進化][コスト1] (refused at 0 PP): 【進化時】 another knight, then every knight [攻撃力]+1/[体力]+1', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP10-023'], field: ['SD02-005'], evolve: ['BP10-024'], pp: 4 });
    const s3 = structuredClone(s0);
    s3.players[0]!.counters.pp = 3;
    expect(canPlay(s3, ids.hand![0]!)).toBe(false);
    let s = settle(play(s0, ids.hand![0]!));
    const knights = () => zoneCards(s, 'field', 0).filter((x) => s.cards[x]!.token);
    expect(knights().map((x) => [s.cards[x]!.cardId.includes('-T') || s.cards[x]!.cardId.startsWith('PR'), stats(s, x), kw(s, x, 'sve.rush')])).toEqual([[true, [2, 2], true]]);
    expect([kw(s, ids.field![0]!, 'sve.rush'), counters(s, 0).pp]).toEqual([false, 0]);
    const marshal = onField(s, 0, 'BP10-023')[0]!;
    s.cards[marshal]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(s, marshal)).toEqual([]);
    s.players[0]!.counters.pp = 1;
    s = settle(evolve(s, marshal));
    expect(knights().map((x) => [stats(s, x), kw(s, x, 'sve.rush')])).toEqual([[[3, 3], true], [[3, 3], true]]);
    const alone = scene({ me: 'SD02', tokens: [['SD02-T02', 'field', 0]] });
    expect(kw(alone.s, alone.ids.tokens![0]!, 'sve.rush')).toBe(false);
  });

  covers(['BP02-107', 'BP02-108'], 'long5: バハムート (SVE 8.4.3 under a condition, 10.3): with 2 enemy followers it cannot attack the enemy leader (an engaged follower: yes, 8.4.2); with 1 it can; Fanfare destroys every other follower (both fields); cost 9 (refused at 8 PP); [進化][コスト0]: 【進化時】 every amulet destroyed; the evolved card keeps the restriction', () => {
    for (const [card, n] of [['BP02-107', 1], ['BP02-107', 2], ['BP02-108', 1], ['BP02-108', 2]] as Array<[string, number]>) {
      const { s, ids } = scene({ me: 'SD04', field: [card], oppField: n === 2 ? ['SD04-003', 'SD04-003'] : ['SD04-003'], oppEngaged: [0] });
      const b = ids.field![0]!;
      expect([card, n, canAttack(s, b, leaderId(s, 1)), canAttack(s, b, ids.oppField![0]!)]).toEqual([card, n, n < 2, true]);
    }
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP02-107'], field: ['SD06-003', 'SD06-002'], oppField: ['SD06-003', 'SD06-002'], evolve: ['BP02-108'], pp: 9 });
    const s8 = structuredClone(s0);
    s8.players[0]!.counters.pp = 8;
    expect(canPlay(s8, ids.hand![0]!)).toBe(false);
    let s = settle(play(s0, ids.hand![0]!));
    expect([names(s, 'field', 0), names(s, 'field', 1), counters(s, 0).pp]).toEqual([['SD06-002', 'BP02-107'], ['SD06-002'], 0]);
    const bh = onField(s, 0, 'BP02-107')[0]!;
    s.cards[bh]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    s = settle(evolve(s, bh));
    expect([names(s, 'field', 0), names(s, 'field', 1), stats(s, bh)]).toEqual([['BP02-108'], [], [11, 11]]);
  });

  covers(['BP01-134', 'BP04-061'], 'long5: 「これが受けるダメージを-1する」 (SVE 5.14.2): 教会の護り手 (3/3, 【守護】, cost 3 refused at 2 PP): 3 damage → 2 taken; 4 → destroyed; レーヴァテインドラゴン・ディフェンスモード (5/7, 【守護】): 7 → 6 taken, 8 → destroyed; at your end phase your leader [体力]+3', () => {
    const { s: g0, ids: g } = scene({ me: 'SD06', hand: ['BP01-134'], field: ['BP01-134'], pp: 2 });
    expect(canPlay(g0, g.hand![0]!)).toBe(false);
    const guard = g.field![0]!;
    expect([kw(g0, guard, 'sve.ward'), stats(damage(g0, guard, 3), guard), names(damage(g0, guard, 4), 'cemetery', 0)]).toEqual([true, [3, 1], ['BP01-134']]);
    const { s: d0, ids } = scene({ me: 'SD04', field: ['BP04-061'], oppField: ['SD04-017'] });
    const drg = ids.field![0]!;
    expect([kw(d0, drg, 'sve.ward'), stats(damage(d0, drg, 7), drg), names(damage(d0, drg, 8), 'cemetery', 0)]).toEqual([true, [5, 1], ['BP04-061']]);
    const h = health(d0, 0);
    const s = endTurn(d0);
    expect(health(s, 0)).toBe(h + 3);
  });

  covers(['BP06-038', 'DSD01a-005'], 'long5: 魔術の始祖・マナリア (evolved; SVE 10.4.4.1 「これがいる限り、自分が学院・フォロワーをプレイする際、コストを-1する」): a 学院 follower of cost 2 playable with 1 PP from the hand and from the EX area (non-学院 cost 2: refused; without it: refused); 【進化時】 3 damage to a chosen enemy follower', () => {
    for (const [base, evo] of [['BP06-037', 'BP06-038'], ['DSD01a-004', 'DSD01a-005']]) {
      const { s: s0, ids } = scene({ me: 'SD03', field: [evo!], hand: ['DSD01a-013', 'SD03-008'], ex: ['DSD01a-006'], pp: 1 });
      expect([canPlay(s0, ids.hand![0]!), canPlay(s0, ids.ex![0]!), canPlay(s0, ids.hand![1]!)]).toEqual([true, true, false]);
      const s1 = play(s0, ids.hand![0]!);
      expect([counters(s1, 0).pp, onField(s1, 0, 'DSD01a-013').length]).toEqual([0, 1]);
      const none = scene({ me: 'SD03', hand: ['DSD01a-013'], pp: 1 });
      expect(canPlay(none.s, none.ids.hand![0]!)).toBe(false);
      const { s: e0, ids: e } = scene({ me: 'SD03', field: [base!], evolve: [evo!], oppField: ['SD03-003'], pp: 1 });
      e0.players[0]!.counters.ep = 0;
      let s = evolve(e0, e.field![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, e.oppField![0]!);
      s = settle(s);
      const d = stats(e0, e.oppField![0]!)[1]!;
      expect(d > 3 ? stats(s, e.oppField![0]!)[1] : names(s, 'cemetery', 1)).toEqual(d > 3 ? d - 3 : ['SD03-003']);
    }
  });

  covers(['BP05-070', 'BP05-071'], 'long5: 沈黙の絶傑・ルルナイ (SVE 10.4.4.1 「これがいる限り、相手がスペルをプレイする際、コストを+1する」): the opponent\'s cost-1 spell is refused with 1 PP and costs 2 with 2 PP; your own spell costs 1; without it 1 PP is enough; 【進化時】 the opponent discards 1 at random; Fanfare 【ネクロチャージ_10】 destroys an enemy follower of original cost 3 or less (9 cards: no)', () => {
    const mk = (withIt: boolean, oppPp: number) => {
      const { s: s0, ids } = scene({ me: 'SD05', opp: 'SD03', field: withIt ? ['BP05-070'] : [], oppHand: ['SD03-005'] });
      let s = nextTurn(s0);
      s.players[1]!.counters.pp = oppPp;
      return { s, spell: ids.oppHand![0]! };
    };
    expect(canPlay(mk(true, 1).s, mk(true, 1).spell)).toBe(false);
    expect(canPlay(mk(false, 1).s, mk(false, 1).spell)).toBe(true);
    const two = mk(true, 2);
    const after = must(two.s, { type: 'play', player: 1, card: two.spell }).state;
    expect(counters(after, 1).pp).toBe(0);
    const own = scene({ me: 'SD05', field: ['BP05-070'], hand: ['SD05-016'], pp: 1 });
    expect(canPlay(own.s, own.ids.hand![0]!)).toBe(true);
    for (const n of [9, 10]) {
      const { s: f0, ids: f } = scene({ me: 'SD05', hand: ['BP05-070'], oppField: ['SD05-003'], pp: 3 });
      fillCemetery(f0, 0, n, 'SD05-002');
      let s = play(f0, f.hand![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, f.oppField![0]!);
      s = settle(s);
      expect(names(s, 'field', 1)).toEqual(n === 10 ? [] : ['SD05-003']);
    }
    const { s: e0, ids: e } = scene({ me: 'SD05', field: ['BP05-070'], evolve: ['BP05-071'], pp: 1 });
    e0.players[0]!.counters.ep = 0;
    const h1 = handCount(e0, 1);
    const s = settle(evolve(e0, e.field![0]!));
    expect([handCount(s, 1), stats(s, e.field![0]!)]).toEqual([h1 - 1, [4, 4]]);
  });
  covers(['BP13-078'], 'long5: 衝動の人狼・リベルテ (SVE 12.2 「このターン、これの[進化]コストを-1する」): Fanfare paying 「場の他のフォロワー1体を墓場に置く」: [進化][コスト2] costs 1 this turn (evolves with 1 PP left); skipped: refused at 1 PP; next turn 2 again (1 PP refused, 2 allowed); cost 2 (refused at 1 PP)', () => {
    for (const payIt of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP13-078'], field: ['SD05-003'], evolve: ['BP13-079'], pp: 3 });
      const s1 = structuredClone(s0);
      s1.players[0]!.counters.pp = 1;
      expect(canPlay(s1, ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) {
        if (s.decision.kind === 'chooseOption') s = choose(s, payIt ? (s.decision.options!.includes(true) ? true : s.decision.options!.includes('pay') ? 'pay' : s.decision.options![0]!) : (s.decision.options!.includes(false) ? false : 'skip'));
        else if (s.decision.kind === 'chooseCards') s = pick(s, ids.field![0]!);
      }
      expect([names(s, 'cemetery', 0), counters(s, 0).pp]).toEqual([payIt ? ['SD05-003'] : [], 1]);
      const wolf = onField(s, 0, 'BP13-078')[0]!;
      s.cards[wolf]!.flags.since = 0;
      s.players[0]!.counters.ep = 0;
      expect(evolves(s, wolf).length > 0).toBe(payIt);
      if (payIt) {
        const n = nextTurn(nextTurn(s));
        n.players[0]!.counters.pp = 1;
        n.players[0]!.counters.ep = 0;
        expect(evolves(n, wolf)).toEqual([]); // the effect ended (7.4.8)
        n.players[0]!.counters.pp = 2;
        expect(evolves(n, wolf).length).toBeGreaterThan(0);
        const e = settle(evolve(s, wolf));
        expect([counters(e, 0).pp, e.cards[wolf]!.cardId]).toEqual([0, 'BP13-079']);
      }
    }
  });

  covers(['BP07-086'], 'long5: 欠落の聖女・リモニウム (SVE 12.2): Fanfare puts 『リペアモード』 into the EX area; [起動] banishing it: [進化][コスト7] costs 6 this turn (7 → refused at 6 PP before, allowed after); no 『リペアモード』: no activation; cost 3 (refused at 2 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP07-086'], evolve: ['BP07-087'], pp: 3 });
    const s2 = structuredClone(s0);
    s2.players[0]!.counters.pp = 2;
    expect(canPlay(s2, ids.hand![0]!)).toBe(false);
    let s = settle(play(s0, ids.hand![0]!));
    const saint = onField(s, 0, 'BP07-086')[0]!;
    const ex = zoneCards(s, 'exArea', 0);
    expect(ex.map((x) => s.cards[x]!.token)).toEqual([true]);
    s.cards[saint]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    Object.assign(s.players[0]!.counters, { pp: 6, maxPp: 6 });
    expect(evolves(s, saint)).toEqual([]);
    s = settle(must(s, activations(s, saint)[0]!).state);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, ex[0]!);
    expect(zoneCards(s, 'exArea', 0)).toEqual([]); // banished (a token then ceases to exist, 9.1)
    expect(activations(s, saint)).toEqual([]);
    expect(evolves(s, saint).length).toBeGreaterThan(0);
    s = settle(evolve(s, saint));
    expect(counters(s, 0).pp).toBe(0);
  });

  covers(['BP06-094', 'BP06-095'], 'long5: 鋼刃の暗器使い (「自分の残りPPが2以上なら」, SVE 7.2): at your end phase with 2 PP left, 2 damage to a chosen enemy follower; with 1 PP left: none; the evolved card the same; 【進化時】 2 damage to a chosen enemy follower; [進化][コスト1] refused at 0 PP', () => {
    for (const [card, pp] of [['BP06-094', 2], ['BP06-094', 1], ['BP06-095', 2], ['BP06-095', 1]] as Array<[string, number]>) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [card], oppField: ['SD04-017'], opp: 'SD04', pp });
      let s = endTurn(s0);
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, ids.oppField![0]!);
      expect([card, pp, stats(s, ids.oppField![0]!)]).toEqual([card, pp, pp >= 2 ? [3, 2] : [3, 4]]);
    }
    const { s: e0, ids } = scene({ me: 'SD06', field: ['BP06-094'], evolve: ['BP06-095'], oppField: ['SD04-017'], opp: 'SD04', pp: 0 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, ids.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    let s = evolve(e0, ids.field![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    s = settle(s);
    expect([stats(s, ids.oppField![0]!), stats(s, ids.field![0]!)]).toEqual([[3, 2], [3, 3]]);
  });

  covers(['BP05-103', 'BP05-104'], 'long5: 唯我の絶傑・マゼルベイン (「自分の手札がN枚以下なら」「自分の手札が0枚なら」): at your end phase, hand 3: nothing; hand 2: 3 damage to the enemy leader; hand 0: also 3 to every enemy follower; 【突進】; evolved: stands, then 5 / 5; cost 5 (refused at 4 PP)', () => {
    const handTo = (s: GameState, n: number) => {
      const hand = zoneCards(s, 'hand', 0);
      while (hand.length > n) {
        const id = hand.pop()!;
        s.cards[id]!.zone = '0:deck';
        zoneCards(s, 'deck', 0).push(id);
      }
      expect(hand.length).toBe(n);
    };
    for (const [card, n] of [['BP05-103', 3], ['BP05-103', 2], ['BP05-103', 0], ['BP05-104', 3], ['BP05-104', 2], ['BP05-104', 0]] as Array<[string, number]>) {
      const { s: s0, ids } = scene({ me: 'SD04', field: [card], oppField: ['SD04-017', 'SD04-003'], pp: 0 });
      handTo(s0, n);
      const me = ids.field![0]!;
      s0.cards[me]!.tapped = true;
      const h = health(s0, 1);
      const dmg = card === 'BP05-103' ? 3 : 5;
      const s = endTurn(s0);
      const foes = ids.oppField!.map((x) => (zoneCards(s, 'field', 1).includes(x) ? stats(s, x) : 'dead'));
      expect([card, n, h - health(s, 1), foes]).toEqual([card, n, n <= 2 ? dmg : 0, n === 0 ? (dmg === 3 ? [[3, 1], 'dead'] : ['dead', 'dead']) : [[3, 4], [3, 3]]]);
      if (card === 'BP05-104') expect(s.cards[me]!.tapped).toBe(false);
    }
    const { s: p0, ids } = scene({ me: 'SD04', hand: ['BP05-103'], pp: 4 });
    expect([canPlay(p0, ids.hand![0]!), kw(p0, ids.hand![0]!, 'sve.rush')]).toEqual([false, true]);
  });
  covers(['SP01-052', 'BP04-121'], 'long5: 癒しの奏者・アンリエット (「それは[攻撃力]+2/[体力]+2して、スタンドする」, SVE 5.4.2): Fanfare: only an engaged follower of yours can be chosen; it becomes +2/+2 and stands, and this turn cannot attack (the leader or an engaged enemy follower; another follower can); cost 5 (refused at 4 PP)', () => {
    for (const card of ['SP01-052', 'BP04-121']) {
      const { s: s0, ids } = scene({ me: 'SD04', hand: [card], field: ['SD04-017', 'SD04-003'], oppField: ['SD04-003'], oppEngaged: [0], pp: 5 });
      const [tired, fresh] = ids.field as [string, string];
      for (const x of [tired, fresh]) s0.cards[x]!.flags.since = 0;
      s0.cards[tired]!.tapped = true;
      const s4 = structuredClone(s0);
      s4.players[0]!.counters.pp = 4;
      expect(canPlay(s4, ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision?.kind === 'chooseCards' ? s.decision.candidates : [tired]).toEqual([tired]);
      if (s.decision?.kind === 'chooseCards') s = pick(s, tired);
      s = settle(s);
      expect([card, stats(s, tired), s.cards[tired]!.tapped, stats(s, fresh), counters(s, 0).pp]).toEqual([card, [5, 6], false, [3, 3], 0]);
      expect([canAttack(s, tired, leaderId(s, 1)), canAttack(s, tired, ids.oppField![0]!), canAttack(s, fresh, leaderId(s, 1))]).toEqual([false, false, true]);
    }
  });

  covers(['BP08-001'], 'long5: 森の巫女・パメラ (「それをデッキの上に置く」, SVE 4.3): Fanfare puts a chosen enemy follower on top of its owner\'s deck (an enemy token: removed from the game, 9.1.4.4); at your end phase your other followers +2/+2 (not itself) and your leader [体力]+4; 【守護】; cost 7 (refused at 6 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP08-001'], field: ['SD04-003'], oppField: ['SD04-017'], pp: 7 });
    const s6 = structuredClone(s0);
    s6.players[0]!.counters.pp = 6;
    expect(canPlay(s6, ids.hand![0]!)).toBe(false);
    const deck1 = zoneCards(s0, 'deck', 1).length;
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    s = settle(s);
    expect([names(s, 'field', 1), names(s, 'deck', 1)[0], zoneCards(s, 'deck', 1).length, counters(s, 0).pp]).toEqual([[], 'SD04-017', deck1 + 1, 0]); // a new card in the deck (4.1.4)
    const pamela = onField(s, 0, 'BP08-001')[0]!;
    expect(kw(s, pamela, 'sve.ward')).toBe(true);
    const h = health(s, 0);
    const e = endTurn(s);
    expect([stats(e, ids.field![0]!), stats(e, pamela), health(e, 0) - h]).toEqual([[5, 5], [4, 7], 4]);
    const t = scene({ me: 'SD04', opp: 'SD02', hand: ['BP08-001'], tokens: [['SD02-T02', 'field', 1]], pp: 7 });
    const tdeck = zoneCards(t.s, 'deck', 1).length;
    let u = play(t.s, t.ids.hand![0]!);
    if (u.decision?.kind === 'chooseCards') u = pick(u, t.ids.tokens![0]!);
    u = settle(u);
    expect([zoneCards(u, 'field', 1), zoneCards(u, 'deck', 1).length, u.cards[t.ids.tokens![0]!]?.zone ?? 'gone']).toEqual([[], tdeck, 'gone']);
  });

  covers(['CSD01-002'], 'long5: サイレンススズカ (evolved; SVE 4.3): 【進化時】 a chosen enemy follower goes on top of its owner\'s deck; [進化][コスト2] refused at 1 PP; 【疾走】', () => {
    const { s: s0, ids } = scene({ me: 'SD01', field: ['CSD01-001'], evolve: ['CSD01-002'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    const me = ids.field![0]!;
    s0.cards[me]!.flags.since = 0;
    s0.players[0]!.counters.ep = 0;
    expect(evolves(s0, me)).toEqual([]);
    s0.players[0]!.counters.pp = 2;
    let s = evolve(s0, me);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![1]!);
    s = settle(s);
    expect([names(s, 'field', 1), names(s, 'deck', 1)[0], s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([['SD04-017'], 'SD04-003', 'CSD01-002', [5, 2], true, 0]);
  });

  covers(['CP03-017'], 'long5: 高速遊撃のイルカ兵 (「それをアクトするかスタンドする」, SVE 5.4): Fanfare: up to 1 enemy follower, then engage it or stand it (the player chooses); choosing none does nothing; 【突進】; cost 1 (refused at 0 PP)', () => {
    for (const [engaged, option] of [[false, 0], [true, 1], [false, 1]] as Array<[boolean, number]>) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP03-017'], oppField: ['SD04-017'], oppEngaged: engaged ? [0] : [], pp: 1 });
      let s = play(s0, ids.hand![0]!);
      s = pick(s, ids.oppField![0]!);
      expect(s.decision?.kind === 'chooseOption' ? s.decision.labels : null).toEqual(['アクト', 'スタンド']);
      s = settle(choose(s, option));
      expect([engaged, option, s.cards[ids.oppField![0]!]!.tapped, counters(s, 0).pp]).toEqual([engaged, option, option === 0, 0]);
    }
    const { s: n0, ids: n } = scene({ me: 'SD01', hand: ['CP03-017'], oppField: ['SD04-017'], pp: 1 });
    let s = play(n0, n.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
    s = settle(s);
    expect([s.decision?.kind, s.cards[n.oppField![0]!]!.tapped, kw(s, onField(s, 0, 'CP03-017')[0]!, 'sve.rush')]).toEqual(['sve.main', false, true]);
    const z = scene({ me: 'SD01', hand: ['CP03-017'], pp: 0 });
    expect(canPlay(z.s, z.ids.hand![0]!)).toBe(false);
  });

  covers(['CP02-019'], 'long5: 五十嵐響子 (evolved; SVE 5.4): 【進化時】 up to 1 enemy follower engaged or stood as chosen; [進化][コスト1] refused at 0 PP; 【守護】; during your turn it takes no damage', () => {
    for (const option of [0, 1]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['CP02-018'], evolve: ['CP02-019'], oppField: ['SD04-017'], oppEngaged: option === 1 ? [0] : [], pp: 0 });
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(evolves(s0, me)).toEqual([]);
      s0.players[0]!.counters.pp = 1;
      let s = evolve(s0, me);
      s = pick(s, ids.oppField![0]!);
      s = settle(choose(s, option));
      expect([option, s.cards[ids.oppField![0]!]!.tapped, s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.ward')]).toEqual([option, option === 0, 'CP02-019', [7, 8], true]);
      expect(stats(damage(s, me, 5), me)).toEqual([7, 8]);
    }
  });

  covers(['BP11-022'], 'long5: リジェネレーター・ラインハルト (evolved; 「これと自分のリーダーは[体力]+2する」): at your end phase it gets [体力]+2 (4/5 → 4/7) and your leader [体力]+2; 【指定攻撃】', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP11-022'] });
    const me = ids.field![0]!;
    const h = health(s0, 0);
    const s = endTurn(s0);
    expect([stats(s, me), health(s, 0) - h, kw(s0, me, 'sve.assail')]).toEqual([[4, 7], 2, true]);
  });

  covers(['BP04-095'], 'long5: フロッグバット (evolved; 「これと自分のリーダーは[体力]+1する」): at your end phase 3/3 → 3/4 and your leader [体力]+1; not at the opponent\'s end phase', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP04-095'] });
    const me = ids.field![0]!;
    const h = health(s0, 0);
    const s = endTurn(s0);
    expect([stats(s, me), health(s, 0) - h]).toEqual([[3, 4], 1]);
    const o = advance(s, (x) => x.turn.number === s.turn.number + 1 || (x.decision?.player === 1 && x.decision.kind === 'sve.main'));
    const o2 = advance(must(o, { type: 'endMain', player: 1 }).state, (x) => x.turn.number === o.turn.number + 1);
    expect([stats(o2, me), health(o2, 0) - h]).toEqual([[3, 4], 1]);
  });
  covers(['BP09-088'], 'long5: ツタンカーメン (「自分のデッキから『ツタンカーメン』1枚を探し、アクト状態で場に出す」, SVE 5.8): Fanfare draws 1 then a chosen hand card goes to the deck bottom; Last Words paying 1 PP: another one from the deck onto the field engaged; 0 PP: nothing; 【守護】; cost 4 (refused at 3 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP09-088', 'BP09-088', 'SD06-003'], pp: 4 });
    toDeckTop(s0, [ids.hand![1]!]);
    const s3 = structuredClone(s0);
    s3.players[0]!.counters.pp = 3;
    expect(canPlay(s3, ids.hand![0]!)).toBe(false);
    const h = handCount(s0, 0);
    let s = settle(play(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('chooseCards');
    s = settle(pick(s, ids.hand![2]!));
    const deck = zoneCards(s, 'deck', 0);
    expect([handCount(s, 0) - h, names(s, 'hand', 0).includes('BP09-088'), s.cards[deck[deck.length - 1]!]!.cardId, counters(s, 0).pp]).toEqual([-1, true, 'SD06-003', 0]); // played (−1), drew (+1), one to the bottom (−1)
    for (const pp of [1, 0]) {
      const { s: d0, ids: d } = scene({ me: 'SD06', field: ['BP09-088'], hand: ['BP09-088'], pp });
      toDeckTop(d0, [d.hand![0]!]);
      let x = damage(d0, d.field![0]!, 4);
      if (x.decision?.kind === 'chooseOption' && x.decision.options!.includes('pay')) x = choose(x, 'pay');
      if (x.decision?.kind === 'chooseCards') x = pick(x, x.decision.candidates![0]!);
      x = settle(x);
      const mine = zoneCards(x, 'field', 0).filter((y) => x.cards[y]!.cardId === 'BP09-088');
      expect([pp, mine.map((y) => [x.cards[y]!.tapped, kw(x, y, 'sve.ward')]), counters(x, 0).pp, names(x, 'cemetery', 0)]).toEqual([pp, pp === 1 ? [[true, true]] : [], 0, ['BP09-088']]);
    }
  });

  covers(['BP06-082'], 'long5: クーガークローガール (evolved; SVE 5.8): 【進化時】 another 『クーガークローガール』 from the deck onto the field engaged (none in the deck: nothing); [進化][コスト1] refused at 0 PP', () => {
    for (const inDeck of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['BP06-081'], hand: inDeck ? ['BP06-081'] : [], evolve: ['BP06-082'], pp: 0 });
      if (inDeck) toDeckTop(s0, [ids.hand![0]!]);
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      expect(evolves(s0, me)).toEqual([]);
      s0.players[0]!.counters.pp = 1;
      let s = evolve(s0, me);
      if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.length > 0) s = pick(s, s.decision.candidates![0]!);
      else if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
      s = settle(s);
      const other = zoneCards(s, 'field', 0).filter((y) => y !== me);
      expect([inDeck, s.cards[me]!.cardId, stats(s, me), other.map((y) => [s.cards[y]!.cardId, s.cards[y]!.tapped])]).toEqual([inDeck, 'BP06-082', [4, 3], inDeck ? [['BP06-081', true]] : []]);
    }
  });

  covers(['BP11-012', 'CP01-006'], 'long5: 「自分のデッキの上1枚を見る。それをデッキの下に置いてよい」 (SVE 5.11): yes → the top card goes to the bottom; no → it stays on top; 物見のエルフ also puts 2 『フェアリー』 into the EX area (cost 3, refused at 2 PP); シンコウウインディ cost 1 (refused at 0 PP)', () => {
    for (const [card, cost] of [['BP11-012', 3], ['CP01-006', 1]] as Array<[string, number]>) {
      for (const yes of [true, false]) {
        const { s: s0, ids } = scene({ me: 'SD01', hand: [card], pp: cost });
        const lo = structuredClone(s0);
        lo.players[0]!.counters.pp = cost - 1;
        expect(canPlay(lo, ids.hand![0]!)).toBe(false);
        const top = zoneCards(s0, 'deck', 0)[0]!;
        const n = zoneCards(s0, 'deck', 0).length;
        const bottom0 = s0.cards[zoneCards(s0, 'deck', 0)[n - 1]!]!.cardId;
        let s = play(s0, ids.hand![0]!);
        expect(s.decision?.kind).toBe('chooseOption');
        s = choose(s, yes ? 'yes' : 'no');
        for (let i = 0; i < 3 && s.decision?.kind === 'order'; i++) s = must(s, { type: 'order', player: 0, order: s.decision.items } as never).state;
        s = settle(s);
        const deck = zoneCards(s, 'deck', 0);
        const ex = zoneCards(s, 'exArea', 0).map((x) => (s.catalog[s.cards[x]!.cardId] as { name?: string }).name);
        expect([card, yes, deck.length, s.cards[deck[0]!]!.cardId === s0.cards[top]!.cardId && deck[0] === top, s.cards[deck[n - 1]!]!.cardId, ex]).toEqual([card, yes, n, !yes, yes ? s0.cards[top]!.cardId : bottom0, card === 'BP11-012' ? ['フェアリー', 'フェアリー'] : []]);
      }
    }
  });
  covers(['CP01-017'], 'long5: ウイニングチケット (「自分の墓場に『検証、開始』と『ナリタタイシン』があるなら」): Fanfare +3/+1 (2/2 → 5/3) with both in your cemetery; only one of them, or both in the opponent\'s cemetery: 2/2; 【疾走】; cost 3 (refused at 2 PP)', () => {
    for (const [mine, theirs] of [[['CP01-021', 'CP01-023'], []], [['CP01-021'], []], [['CP01-023'], []], [[], ['CP01-021', 'CP01-023']]] as Array<[string[], string[]]>) {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP01-017'], cemetery: mine, oppCemetery: theirs, pp: 3 });
      const lo = structuredClone(s0);
      lo.players[0]!.counters.pp = 2;
      expect(canPlay(lo, ids.hand![0]!)).toBe(false);
      const s = settle(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'CP01-017')[0]!;
      expect([mine, theirs, stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([mine, theirs, mine.length === 2 ? [5, 3] : [2, 2], true, 0]);
    }
  });

  covers(['BP11-042', 'BP11-043'], 'long5: アーティストメイジ (「それは【突進】か【必殺】か【ドレイン】を持つ」): [起動]【土の秘術】 (a stack counter removed): another follower of yours gets the keyword you choose (each of the 3 in turn; itself not a candidate); no 【スタック】 card with a counter: not offered', () => {
    for (const card of ['BP11-042', 'BP11-043']) {
      for (const [option, key] of [[0, 'sve.rush'], [1, 'sve.bane'], [2, 'sve.drain']] as Array<[number, string]>) {
        const { s: s1, ids } = scene({ me: 'SD03', field: [card, 'SD03-003'], hand: ['BP03-038'] }); // BP03-038 brings 『大地の魔片』 (【スタック】) into the catalog snapshot
        const [mage, ally] = ids.field as [string, string];
        const shardId = Object.keys(s1.catalog).find((x) => (s1.catalog[x] as { name?: string }).name === '大地の魔片')!;
        const ctx = ctxOf(s1);
        const shard = createCard(ctx, { cardId: shardId, owner: 0, zone: '0:field', token: true, silent: true });
        const s0 = ctx.state;
        s0.cards[shard]!.counters.stack = 2;
        expect([kw(s0, ally, 'sve.rush'), kw(s0, ally, 'sve.bane'), kw(s0, ally, 'sve.drain')]).toEqual([false, false, false]);
        let s = must(s0, activations(s0, mage)[0]!).state;
        for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) {
          expect(s.decision.candidates!.includes(mage)).toBe(false);
          s = pick(s, s.decision.candidates!.includes(ally) ? ally : shard);
        }
        expect(s.decision?.kind === 'chooseOption' ? s.decision.labels : null).toEqual(['【突進】', '【必殺】', '【ドレイン】']);
        s = choose(s, option);
        const got = ['sve.rush', 'sve.bane', 'sve.drain'].filter((k) => kw(s, ally, k));
        expect([card, option, got, s.cards[shard]!.counters.stack]).toEqual([card, option, [key], 1]);
        const none = structuredClone(s0);
        none.cards[shard]!.counters.stack = 0;
        expect(activations(none, mage).length).toBe(0);
      }
    }
  });
  covers(['BP08-059', 'BP08-060'], 'long5: エンパイアドラグーン・エリオス (「これがダメージを受けたとき、これと自分のリーダーは[体力]+1する」, SVE 5.14): 1 damage → its [体力] back to the printed value (+1 after −1) and your leader [体力]+1; 2 damage → net −1 and leader +1 once; 【守護】 (evolved: also 【疾走】); [進化][コスト3] refused at 2 PP', () => {
    for (const card of ['BP08-059', 'BP08-060']) {
      for (const n of [1, 2]) {
        const { s: s0, ids } = scene({ me: 'SD04', field: [card] });
        const me = ids.field![0]!;
        const [a, d] = stats(s0, me) as [number, number];
        const h = health(s0, 0);
        const s = settle(damage(s0, me, n));
        expect([card, n, stats(s, me), health(s, 0) - h, kw(s, me, 'sve.ward'), kw(s, me, 'sve.storm')]).toEqual([card, n, [a, d - n + 1], 1, true, card === 'BP08-060']);
      }
    }
    const { s: e0, ids } = scene({ me: 'SD04', field: ['BP08-059'], evolve: ['BP08-060'], pp: 2 });
    e0.players[0]!.counters.ep = 0;
    e0.cards[ids.field![0]!]!.flags.since = 0;
    expect(evolves(e0, ids.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 3;
    expect(evolve(e0, ids.field![0]!).cards[ids.field![0]!]!.cardId).toBe('BP08-060');
  });

  covers(['EBD03-006', 'BP11-070', 'BP11-SL14', 'BP11-U05'], 'long5: カオスルーラー・アイシィレンドリング (evolved; 「自分のターン中、いずれかのプレイヤーが自身の手札1枚を捨てたとき」, SVE 5.12.1): attacking engages it, the opponent discards 1, which engages a chosen enemy follower; your own discard during your turn triggers too; a discard during the opponent\'s turn does not; 【進化時】 discarding 1 (which also triggers): 2 followers of your cemetery to your hand; [進化][コスト1] refused at 0 PP', () => {
    for (const card of ['EBD03-006', 'BP11-070', 'BP11-SL14', 'BP11-U05']) {
      const { s: s0, ids } = scene({ me: 'SD05', field: [card], oppField: ['SD04-017'] });
      const me = ids.field![0]!;
      const foe = ids.oppField![0]!;
      s0.cards[me]!.flags.since = 0;
      const oh = handCount(s0, 1);
      let s = settle(attack(s0, me, leaderId(s0, 1)));
      for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = settle(pick(s, s.decision.player === 1 ? s.decision.candidates![0]! : foe));
      expect([card, handCount(s, 1), s.cards[foe]!.tapped]).toEqual([card, oh - 1, true]);
      // your own discard in your turn
      const discardMine = (x: GameState) => {
        const ctx = ctxOf(structuredClone(x));
        ctx.state.decision = null;
        push(ctx, { op: '$check' });
        resolveEffect(ctx, { type: 'discard', amount: 1 } as Parameters<typeof resolveEffect>[1], newEnv(ctx, 0, null));
        run(ctx);
        let y = ctx.state;
        for (let i = 0; i < 4 && y.decision?.kind === 'chooseCards'; i++) y = settle(pick(y, y.decision.candidates!.includes(foe) ? foe : y.decision.candidates![0]!));
        return y;
      };
      const mine = discardMine(s0);
      expect([mine.cards[foe]!.tapped, handCount(mine, 0)]).toEqual([true, handCount(s0, 0) - 1]);
      const theirTurn = nextTurn(s0);
      const t = discardMine(theirTurn);
      expect([t.cards[foe]!.tapped, t.decision?.kind === 'chooseCards' && t.decision.candidates!.includes(foe)]).toEqual([false, false]);
    }
    const base: Record<string, string> = { 'EBD03-006': 'EBD03-005', 'BP11-070': 'BP11-069' };
    for (const [evo, b] of Object.entries(base)) {
      const { s: e0, ids } = scene({ me: 'SD05', field: [b], evolve: [evo], cemetery: ['SD05-003', 'SD05-002', 'SD05-003'], oppField: ['SD04-017'], pp: 0 });
      const me = ids.field![0]!;
      e0.cards[me]!.flags.since = 0;
      e0.players[0]!.counters.ep = 0;
      expect(evolves(e0, me)).toEqual([]);
      e0.players[0]!.counters.pp = 1;
      const h = handCount(e0, 0);
      let s = evolve(e0, me);
      if (s.decision?.kind === 'chooseOption' && s.decision.options!.includes('pay')) s = choose(s, 'pay');
      for (let i = 0; i < 12 && s.decision && s.decision.kind !== 'sve.main'; i++) {
        const d = s.decision;
        if (d.kind === 'chooseCards') {
          const c = d.candidates!;
          const legal = legalActions(s).filter((x) => x.type === 'pick').map((x) => x.card as string);
          const grave = [ids.cemetery![0]!, ids.cemetery![2]!].find((x) => legal.includes(x));
          s = pick(s, legal.includes(ids.oppField![0]!) ? ids.oppField![0]! : grave ?? (c.some((x) => ids.cemetery!.includes(x)) ? legal[0]! : c[0]!));
        } else s = settle(s);
        if (s.decision?.kind === 'chooseOption' && s.decision.rule !== 'SVE 10.5.2' && s.decision.rule !== 'SVE 12.8.2') break;
      }
      expect([evo, s.cards[me]!.cardId, handCount(s, 0) - h, names(s, 'cemetery', 0).filter((x) => x === 'SD05-003').length, s.cards[ids.oppField![0]!]!.tapped]).toEqual([evo, evo, 1, 0, true]);
    }
  });
  covers(['BP06-039', 'BP06-040'], 'long5: カースエンチャンター (「このターン、これの([進化]を除く)[起動]能力を使えない」): Fanfare a 『形代』; [起動] putting a 式神 follower into the cemetery: 4 damage to a chosen enemy follower, then no second activation this turn (another 『形代』 on the field) — the base card may still evolve ([進化]を除く); next turn it is offered again; evolved: 【進化時】 2 damage (4 with 7 陰陽師 cards in your cemetery, 6: 2); cost 4 (refused at 3 PP)', () => {
    const { s: p0, ids: p } = scene({ me: 'SD03', hand: ['BP06-039'], pp: 4 });
    const p3 = structuredClone(p0);
    p3.players[0]!.counters.pp = 3;
    expect(canPlay(p3, p.hand![0]!)).toBe(false);
    const played = settle(play(p0, p.hand![0]!));
    const kata = zoneCards(played, 'field', 0).filter((x) => played.cards[x]!.token);
    expect([kata.map((x) => (played.catalog[played.cards[x]!.cardId] as { name?: string }).name), counters(played, 0).pp]).toEqual([['形代'], 0]);
    const shikiId = played.cards[kata[0]!]!.cardId;
    for (const card of ['BP06-039', 'BP06-040']) {
      const { s: s1, ids } = scene({ me: 'SD03', field: [card], evolve: card === 'BP06-039' ? ['BP06-040'] : [], hand: ['BP06-039'], oppField: ['SD04-017', 'SD04-017'], opp: 'SD04', pp: 1 });
      const ctx = ctxOf(s1);
      const shiki = [0, 1].map(() => createCard(ctx, { cardId: shikiId, owner: 0, zone: '0:field', token: true, silent: true }));
      let s = ctx.state;
      const me = ids.field![0]!;
      s.cards[me]!.flags.since = 0;
      s.players[0]!.counters.ep = 0;
      expect(activations(s, me).length).toBe(1);
      s = must(s, activations(s, me)[0]!).state;
      // the cost, the target, then 『形代』's Last Words (draw 1, discard 1)
      for (let i = 0; i < 5 && s.decision?.kind === 'chooseCards'; i++) s = settle(pick(s, s.decision.candidates!.includes(shiki[0]!) ? shiki[0]! : s.decision.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : s.decision.candidates![0]!));
      s = settle(s);
      expect([card, names(s, 'field', 1), zoneCards(s, 'field', 0).includes(shiki[1]!), activations(s, me).length]).toEqual([card, ['SD04-017'], true, 0]);
      if (card === 'BP06-039') expect(evolves(s, me).length).toBeGreaterThan(0);
      const later = nextTurn(nextTurn(s));
      expect(activations(later, me).length).toBe(1);
    }
    for (const n of [7, 6]) {
      const { s: e0, ids } = scene({ me: 'SD03', field: ['BP06-039'], evolve: ['BP06-040'], oppField: ['SD04-017'], opp: 'SD04', pp: 1 });
      fillCemetery(e0, 0, n, 'BP06-039');
      e0.players[0]!.counters.ep = 0;
      e0.cards[ids.field![0]!]!.flags.since = 0;
      let s = evolve(e0, ids.field![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      s = settle(s);
      expect([n, zoneCards(s, 'field', 1).includes(ids.oppField![0]!) ? stats(s, ids.oppField![0]!) : 'dead']).toEqual([n, n === 7 ? 'dead' : [3, 2]]);
    }
  });
  covers(['BP10-092', 'BP10-093'], 'long5: 《力》・ソフィーナ (SVE 5.14.2 「これが場にいる限り、自分の場のフォロワーが受ける4以上のダメージを3にする」): your ゴリアテ (3/4) takes 3 from 3, 4 or 9 damage (survives at 3/1), itself too (2/5 → 2/2 from 4); the enemy follower takes the full 4 (destroyed); without her 4 destroys ゴリアテ; 【守護】; [進化][コスト1] refused at 0 PP; 【進化時】 『虚脱の剛腕』 from the deck onto the field', () => {
    for (const card of ['BP10-092', 'BP10-093']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [card, 'SD04-017'], oppField: ['SD04-017'] });
      const [sophina, goliath] = ids.field as [string, string];
      const [sa, sd] = stats(s0, sophina) as [number, number];
      for (const n of [3, 4, 9]) expect([card, n, stats(damage(s0, goliath, n), goliath)]).toEqual([card, n, [3, 1]]);
      expect([stats(damage(s0, sophina, 4), sophina), names(damage(s0, ids.oppField![0]!, 4), 'field', 1), kw(s0, sophina, 'sve.ward')]).toEqual([[sa, sd - 3], [], true]);
      const none = scene({ me: 'SD06', field: ['SD04-017'] });
      expect(names(damage(none.s, none.ids.field![0]!, 4), 'field', 0)).toEqual([]);
    }
    const { s: e0, ids } = scene({ me: 'SD06', field: ['BP10-092'], hand: ['BP10-098'], evolve: ['BP10-093'], pp: 0 });
    toDeckTop(e0, [ids.hand![0]!]);
    const me = ids.field![0]!;
    e0.cards[me]!.flags.since = 0;
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, me)).toEqual([]);
    e0.players[0]!.counters.pp = 1;
    let s = evolve(e0, me);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = settle(s);
    expect([s.cards[me]!.cardId, names(s, 'field', 0)]).toEqual(['BP10-093', ['BP10-093', 'BP10-098']]);
  });

  covers(['CSD02c-018', 'CP02-101'], 'long5: 片桐早苗 (SVE 5.14.2 「これが受ける4以上のダメージを3にする」): 7/7: 3 damage → 7/4, 4 → 7/4, 10 → 7/4, three hits of 10 → destroyed; another follower of yours takes the full 4; 【突進】【守護】; cost 7 (refused at 6 PP)', () => {
    for (const card of ['CSD02c-018', 'CP02-101']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [card, 'SD04-017'], hand: [card], pp: 6 });
      const me = ids.field![0]!;
      for (const n of [3, 4, 10]) expect([card, n, stats(damage(s0, me, n), me)]).toEqual([card, n, [7, 4]]);
      const twice = damage(damage(s0, me, 10), me, 10);
      expect([stats(twice, me), names(damage(twice, me, 10), 'cemetery', 0)]).toEqual([[7, 1], [card]]);
      expect(names(damage(s0, ids.field![1]!, 4), 'field', 0)).toEqual([card]);
      const s7 = structuredClone(s0);
      s7.players[0]!.counters.pp = 7;
      expect([kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.ward'), canPlay(s0, ids.hand![0]!), canPlay(s7, ids.hand![0]!)]).toEqual([true, true, false, true]);
    }
  });
  covers(['SP01-054'], 'long5: 覇食帝・カイザ (「それのリーダーは[体力]+3する」, 10.11.1): Fanfare destroys a chosen enemy follower of original cost 2 or less (cost 3: not a candidate), then that follower\'s leader (the opponent\'s) gets [体力]+3 (yours unchanged); no candidate: nothing; cost 3 (refused at 2 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['SP01-054'], oppField: ['SD04-012', 'SD04-017'], pp: 3 });
    const lo = structuredClone(s0);
    lo.players[0]!.counters.pp = 2;
    expect(canPlay(lo, ids.hand![0]!)).toBe(false);
    const [h0, h1] = [health(s0, 0), health(s0, 1)];
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![0]]);
      s = pick(s, ids.oppField![0]!);
    }
    s = settle(s);
    expect([names(s, 'field', 1), names(s, 'cemetery', 1), health(s, 0) - h0, health(s, 1) - h1, counters(s, 0).pp]).toEqual([['SD04-017'], ['SD04-012'], 0, 3, 0]);
    const { s: n0, ids: n } = scene({ me: 'SD04', opp: 'SD04', hand: ['SP01-054'], oppField: ['SD04-017'], pp: 3 });
    const hn = health(n0, 1);
    const ns = settle(play(n0, n.hand![0]!));
    expect([names(ns, 'field', 1), health(ns, 1) - hn]).toEqual([['SD04-017'], 0]);
  });

  covers(['BP06-112'], 'long5: 堕天 (「それのリーダーは[体力]+2する。それのプレイヤーは1枚引く」): banishes a chosen follower of either field; its master\'s leader [体力]+2 and that player draws 1 (an enemy follower: the opponent; your own: you); cost 3 (refused at 2 PP); 【クイック】', () => {
    for (const mine of [false, true]) {
      const { s: s0, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['BP06-112'], field: ['SD04-003'], oppField: ['SD04-017'], pp: 3 });
      const lo = structuredClone(s0);
      lo.players[0]!.counters.pp = 2;
      expect(canPlay(lo, ids.hand![0]!)).toBe(false);
      const [h0, h1, c0, c1] = [health(s0, 0), health(s0, 1), handCount(s0, 0), handCount(s0, 1)];
      let s = play(s0, ids.hand![0]!);
      s = settle(pick(s, mine ? ids.field![0]! : ids.oppField![0]!));
      expect([mine, names(s, 'banished', mine ? 0 : 1), health(s, 0) - h0, health(s, 1) - h1, handCount(s, 0) - c0, handCount(s, 1) - c1]).toEqual([mine, [mine ? 'SD04-003' : 'SD04-017'], mine ? 2 : 0, mine ? 0 : 2, mine ? 0 : -1, mine ? 0 : 1]);
    }
  });
}
void attack;
