/**
 * Card cases: abilities paid by a printed cost other than the card's own play cost (SVE 10.4 costs) — a
 * 「[ファンファーレ][コストN]：」 you may pay (one short: no payment offered, nothing happens), a card of a given
 * trait discarded from hand or put from the field into the cemetery to choose a mode or activate — and the
 * triggered abilities of the same cards (Last Words, end phase under 【真紅】). Registered from card-cases.ts;
 * every expectation is read from the printed text.
 */
import { type GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, fillCemetery, handCount, health, pick, play, toDeckTop } from '../drivers.js';
import { byAbility, canPlay, type Covers, endMain, makeCrimson, onField, onlyHand, playIt, sc, settleChoices, settleInOrder, toDeck, withPp } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

/** Answers player 0's 「[コストN]：」 prompt (pay or not; SVE 10.4.7.4) and the 【守護】 entry question; stops at any other decision. */
const payOrNot = (s0: GameState, pay: boolean): GameState => {
  let s = s0;
  for (let i = 0; i < 6 && s.decision?.kind === 'chooseOption' && s.decision.player === 0; i++) {
    const o = s.decision.options!;
    if (s.decision.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    else if (o.includes('pay')) s = choose(s, pay ? 'pay' : 'skip');
    else if (o.includes(true)) s = choose(s, pay);
    else break;
  }
  return s;
};
const destroyIt = (s: GameState, id: string) => byAbility(s, { type: 'destroy', target: { ref: 'var', var: 'x' } }, [id]);

export function registerPaidAbilitiesCases(covers: Covers): void {
  covers(['BP04-092'], 'BP04-092 デモンビーター: 1/1 cost 1, 【守護】; Fanfare [コスト2]: another 『デモンビーター』 from your deck onto the field (1 PP left: nothing); Last Words your leader +1', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP04-092', 'BP04-092'], pp });
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      toDeckTop(s0, [ids.hand![1]!]);
      return settleInOrder(payOrNot(play(s0, ids.hand![0]!), true), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : payOrNot(x, true) === x ? null : payOrNot(x, true)));
    };
    const short = run(2); // 1 PP left: [コスト2] cannot be paid
    expect([names(short, 'field', 0), counters(short, 0).pp, names(short, 'deck', 0).includes('BP04-092')]).toEqual([['BP04-092'], 1, true]);
    const paid = run(3);
    const beaters = onField(paid, 0, 'BP04-092');
    expect([beaters.length, counters(paid, 0).pp, names(paid, 'deck', 0).includes('BP04-092'), stats(paid, beaters[0]!), kw(paid, beaters[0]!, 'sve.ward')]).toEqual([2, 0, false, [1, 1], true]);
    const lw = settleInOrder(destroyIt(paid, beaters[0]!));
    expect([health(lw, 0), names(lw, 'cemetery', 0)]).toEqual([21, ['BP04-092']]);
  });

  covers(['BP06-075'], 'BP06-075 ウールヴヘジン・アラガヴィ: 4/3 cost 3; Fanfare [コスト5]: 5 damage to every other follower (both sides), it +2/+2 and 【疾走】 (4 PP left: nothing); your end phase in 【真紅】: 3 damage to the enemy leader or an enemy follower (not 【真紅】: nothing)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP06-075'], field: ['SD04-006'], oppField: ['SD04-001', 'SD04-003'], opp: 'SD04', pp });
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settleInOrder(payOrNot(play(s0, ids.hand![0]!), true));
      return { s, ids, me: onField(s, 0, 'BP06-075')[0]! };
    };
    const short = run(7);
    expect([stats(short.s, short.me), kw(short.s, short.me, 'sve.storm'), stats(short.s, short.ids.field![0]!), names(short.s, 'field', 1), counters(short.s, 0).pp]).toEqual([[4, 3], false, [4, 5], ['SD04-001', 'SD04-003'], 4]);
    const { s, ids, me } = run(8);
    expect([stats(s, me), kw(s, me, 'sve.storm'), names(s, 'field', 0), stats(s, ids.oppField![0]!), names(s, 'field', 1), counters(s, 0).pp]).toEqual([[6, 5], true, ['BP06-075'], [7, 3], ['SD04-001'], 0]);
    // end phase: not 【真紅】 — nothing; 【真紅】 — 3 damage to the chosen enemy
    const calm = settleInOrder(endMain(structuredClone(s)));
    expect([health(calm, 1), stats(calm, ids.oppField![0]!)]).toEqual([20, [7, 3]]);
    const hot = structuredClone(s);
    makeCrimson(hot);
    const t = endMain(hot);
    expectOffered(t, [leaderId(t, 1), ids.oppField![0]!], [me, leaderId(t, 0)]);
    expectUpTo(t, 1, { upTo: false });
    const u = settleInOrder(pick(t, leaderId(t, 1)));
    expect(health(u, 1)).toBe(17);
  });

  covers(['BP03-117'], 'BP03-117 反転する翼: spell cost 1; choose 【1】 discard a 天使 follower from hand: destroy an enemy follower; or 【2】 discard a 堕天使 follower from hand: your leader +3, draw 1 (only the matching trait offered for each discard)', () => {
    const run = (opt: number) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP03-117', 'SD06-018', 'BP03-119', 'SD06-003', 'SD06-020', 'BP03-P34', 'SD05-020'], oppField: ['SD06-017', 'SD06-011'], opp: 'SD06', pp: 1 });
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      s = choose(s, s.decision!.options![opt]!);
      s = payOrNot(s, true);
      return { s, ids };
    };
    const a = run(0);
    const [, angel, fallen, priest, snipe, fallen2] = a.ids.hand!;
    const traitFollowers = (x: GameState, trait: string) => zoneCards(x, 'hand', 0).filter((c) => ((x.catalog[x.cards[c]!.cardId]!.traits as string[] | undefined) ?? []).includes(trait) && x.catalog[x.cards[c]!.cardId]!.type === 'フォロワー');
    // the discard: the 天使 followers of the hand (SD06-018, SD05-020 and any the opening hand holds); not the 天使 spell, not the 堕天使 or 信仰 followers
    expectOffered(a.s, traitFollowers(a.s, '天使'), [snipe!, fallen!, fallen2!, priest!]);
    let s = pick(a.s, angel!);
    expectOffered(s, a.ids.oppField!, [leaderId(s, 0), leaderId(s, 1)]);
    s = settleInOrder(pick(s, a.ids.oppField![0]!));
    expect([names(s, 'field', 1), names(s, 'cemetery', 0).sort(), health(s, 0)]).toEqual([['SD06-011'], ['BP03-117', 'SD06-018'], 20]);
    const b = run(1);
    expectOffered(b.s, [fallen!, fallen2!], [angel!, priest!, snipe!]);
    const h = handCount(b.s, 0);
    const t = settleInOrder(pick(b.s, fallen!));
    expect([health(t, 0), handCount(t, 0), names(t, 'cemetery', 0).sort(), names(t, 'field', 1)]).toEqual([23, h, ['BP03-117', 'BP03-119'], ['SD06-017', 'SD06-011']]);
  });

  covers(['BP03-118'], 'BP03-118 漆黒の使徒: 3/4 cost 3; [起動] engage it and put a 堕天使 follower of your field into the cemetery: 4 damage to an enemy follower (no other 堕天使 follower and itself engaged: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP03-118'], field: ['BP03-119', 'SD06-003'], oppField: ['SD06-017', 'SD06-011'], opp: 'SD06', pp: 3 });
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    let s = settleChoices(play(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP03-118')[0]!;
    expect(stats(s, me)).toEqual([3, 4]);
    s.cards[me]!.flags.since = 0;
    s = must(s, activations(s, me)[0]!).state;
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.field![0]!); i++) {
      expect(s.decision.candidates).not.toContain(ids.field![1]!); // not a 堕天使
      s = pick(s, ids.field![0]!);
    }
    expectOffered(s, ids.oppField!, [...ids.field!.filter((c) => s.cards[c]?.zone === '0:field'), me, leaderId(s, 0), leaderId(s, 1)]);
    expectUpTo(s, 1, { upTo: false });
    s = settleInOrder(pick(s, ids.oppField![0]!));
    expect([stats(s, ids.oppField![0]!), names(s, 'field', 0).sort(), names(s, 'cemetery', 0), s.cards[me]!.tapped, activations(s, me)]).toEqual([[4, 2], ['BP03-118', 'SD06-003'], ['BP03-119'], true, []]);
  });

  covers(['BP03-111'], 'BP03-111 穢れし天兵: 4/4 cost 4; Fanfare 2 damage to the enemy leader or an enemy follower; Last Words a 堕天使 card of cost 3 or less from your cemetery into your hand (cost 7 堕天使 and a 天使 not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP03-111'], cemetery: ['BP03-119', 'BP03-118', 'BP03-109', 'SD06-018'], oppField: ['SD06-011'], opp: 'SD06', pp: 4 });
    expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP03-111')[0]!;
    expectOffered(s, [leaderId(s, 1), ids.oppField![0]!], [me, leaderId(s, 0)]);
    expectUpTo(s, 1, { upTo: false });
    const face = settleInOrder(pick(s, leaderId(s, 1)));
    expect([health(face, 1), stats(face, me)]).toEqual([18, [4, 4]]);
    s = settleInOrder(pick(s, ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([3, 1]);
    const d = destroyIt(s, me);
    const [dark, apostle, chaotic, angel] = ids.cemetery!;
    expectOffered(d, [dark!, apostle!], [chaotic!, angel!]);
    expectUpTo(d, 1, { upTo: false });
    const h = names(d, 'hand', 0);
    const u = settleInOrder(pick(d, apostle!));
    expect(names(u, 'hand', 0).sort()).toEqual([...h, 'BP03-118'].sort());
  });

  covers(['BP04-105'], 'BP04-105 漆黒のカリスマ: amulet cost 2; Fanfare an amulet from your deck into your hand (amulets only); [Q][起動][コスト2] engage it and put it into the cemetery: your leader +1, draw 1 (1 PP refused)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP04-105'], pp: 2 });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const offered = s.decision!.candidates!;
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((c) => s.catalog[s.cards[c]!.cardId]!.type === 'アミュレット')).toBe(true);
    const deckAmulets = zoneCards(s, 'deck', 0).filter((c) => s.catalog[s.cards[c]!.cardId]!.type === 'アミュレット');
    expect([...offered].sort()).toEqual([...deckAmulets].sort());
    const h = names(s, 'hand', 0);
    const got = s.cards[offered[0]!]!.cardId;
    s = settleInOrder(pick(s, offered[0]!));
    expect(names(s, 'hand', 0).sort()).toEqual([...h, got].sort());
    const me = onField(s, 0, 'BP04-105')[0]!;
    expect(activations(withPp(s, 1), me)).toEqual([]);
    const hand = handCount(s, 0);
    const t = settleInOrder(must(withPp(s, 2), activations(withPp(s, 2), me)[0]!).state);
    expect([health(t, 0), handCount(t, 0), names(t, 'cemetery', 0), counters(t, 0).pp]).toEqual([21, hand + 1, ['BP04-105'], 0]);
  });

  covers(['BP06-004'], 'BP06-004 プラントエルフ: 2/3 cost 2; Fanfare banish a 妖精 token of your EX area: look at the top 4, an [エルフ] card may go to hand, the rest to the bottom (no 妖精 token in the EX area: nothing)', () => {
    const run = (token: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP06-004', 'SD01-014', 'SD01-019', 'SD01-013', 'SD01-017'], tokens: token ? [['SD01-T01', 'exArea', 0]] : [], pp: 2 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const top4 = ids.hand!.slice(1);
      toDeckTop(s0, top4);
      return { s: payOrNot(play(s0, ids.hand![0]!), true), top4, ids };
    };
    const none = run(false);
    const n = settleInOrder(none.s);
    expect([stats(n, onField(n, 0, 'BP06-004')[0]!), names(n, 'deck', 0).slice(0, 4)]).toEqual([[2, 3], ['SD01-014', 'SD01-019', 'SD01-013', 'SD01-017']]);
    const { s, top4, ids } = run(true);
    let t = s;
    if (t.decision?.kind === 'chooseCards' && t.decision.candidates!.includes(ids.tokens![0]!)) t = pick(t, ids.tokens![0]!);
    expect(zoneCards(t, 'exArea', 0)).toEqual([]); // the token is banished (a token leaving: gone)
    expectOffered(t, [top4[0]!, top4[2]!], [top4[1]!, top4[3]!]); // [エルフ] spell and follower; not the neutral spell, not the goblin
    expectUpTo(t, 1, { upTo: true });
    const h = names(t, 'hand', 0);
    const u = settleInOrder(pick(t, top4[2]!));
    expect([names(u, 'hand', 0).sort(), names(u, 'deck', 0).slice(-3).sort()]).toEqual([[...h, 'SD01-013'].sort(), ['SD01-014', 'SD01-017', 'SD01-019']]);
  });

  covers(['BP07-117'], 'BP07-117 エクストリームキャロット: 2/2 cost 2, 【突進】; Last Words [コスト1] banish a 『ナテラの大樹』 of your field or EX area: another 『エクストリームキャロット』 from your deck onto the field, your leader +1 (0 PP: nothing)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP07-117', 'BP07-117'], evolve: ['BP07-T03'], tokens: [['BP07-T03', 'exArea', 0]], pp: 2 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      toDeckTop(s0, [ids.hand![1]!]);
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP07-117')[0]!;
      expect([stats(s, me), kw(s, me, 'sve.rush')]).toEqual([[2, 2], true]);
      let t = payOrNot(destroyIt(withPp(s, pp), me), true);
      if (t.decision?.kind === 'chooseCards' && t.decision.candidates!.includes(ids.tokens![0]!)) t = pick(t, ids.tokens![0]!);
      t = settleInOrder(t, (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pick(x, x.decision.candidates![0]!) : null));
      return [onField(t, 0, 'BP07-117').length, health(t, 0), zoneCards(t, 'exArea', 0).length, counters(t, 0).pp];
    };
    expect(run(0)).toEqual([0, 20, 1, 0]);
    expect(run(1)).toEqual([1, 21, 0, 0]);
  });

  covers(['ECP02-026'], 'ECP02-026 〔シンデレラガール〕塩見周子 (2/2 cost 1; 0 PP refused): Fanfare 「手札のデレマス・カード1枚を捨てる：1枚引く」 (paying: offered the デレマス cards of your hand, not another card; skipping: no draw); [起動][コスト2] engage it and put it into the cemetery: a follower whose name contains 『塩見周子』 from your deck onto the field (offered: both such followers, not another デレマス follower), usable only with 10 デレマス cards in your cemetery (9: not offered; 1 PP: not offered)', () => {
    for (const dere of [10, 9]) {
      const { s: s0, ids } = sc({ me: 'SD03', hand: ['ECP02-026', 'CP02-108', 'CP02-107', 'SD03-005', 'CP02-038', 'CP02-P29', 'ECP02-032'], cemetery: ['CP02-108'], pp: 3 });
      fillCemetery(s0, 0, dere - 1, 'CP02-108');
      toDeck(s0, ids.hand!.slice(4));
      onlyHand(s0, ids.hand!.slice(0, 4));
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const t = playIt(s0, ids.hand![0]!);
      expect(t.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
      const me = onField(t, 0, 'ECP02-026')[0]!;
      const skipped = settleChoices(choose(t, 'skip'));
      expect(handCount(skipped, 0)).toBe(3);
      let s = choose(t, 'pay');
      const [, rookie, trainer, light] = ids.hand!;
      expectOffered(s, [rookie!, trainer!], [light!]);
      s = settleChoices(pick(s, rookie!));
      expect([stats(s, me), handCount(s, 0), counters(s, 0).pp]).toEqual([[2, 2], 3, 2]);
      // the activated ability, from the state where nothing was discarded (a discarded デレマス card would count)
      s = skipped;
      expect(activations(withPp(s, 1), me)).toEqual([]);
      expect(activations(s, me).length).toBe(dere >= 10 ? 1 : 0);
      if (dere < 10) continue;
      s = must(s, activations(s, me)[0]!).state;
      const deckOf = (x: GameState, id: string) => zoneCards(x, 'deck', 0).filter((c) => x.cards[c]!.cardId === id);
      expectOffered(s, [...deckOf(s, 'CP02-038'), ...deckOf(s, 'CP02-P29')], deckOf(s, 'ECP02-032'));
      s = settleInOrder(pick(s, deckOf(s, 'CP02-P29')[0]!));
      expect([names(s, 'field', 0), names(s, 'cemetery', 0).includes('ECP02-026'), counters(s, 0).pp]).toEqual([['CP02-P29'], true, 0]);
    }
  });

  covers(['ECP02-025'], 'ECP02-025 ダンシン・イン・ザ・レイン (amulet cost 1; 0 PP refused): Fanfare a follower whose name contains 『神谷奈緒』 from your deck into your hand (offered: both such followers, not another クール follower); [起動] engage it and put it into the cemetery: a クール follower of yours (offered: your クール followers, not a non-クール one nor an enemy follower) has 【突進】【指定攻撃】', () => {
    const { s: s0, ids } = sc({ me: 'SD02', hand: ['ECP02-025', 'CP02-029', 'CSD02b-002', 'ECP02-012'], field: ['ECP02-012', 'CP02-029', 'SD02-007'], oppField: ['ECP02-012'], pp: 1 });
    toDeck(s0, ids.hand!.slice(1));
    onlyHand(s0, [ids.hand![0]!]);
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    let s = playIt(s0, ids.hand![0]!);
    const deckOf = (x: GameState, id: string) => zoneCards(x, 'deck', 0).filter((c) => x.cards[c]!.cardId === id);
    expectOffered(s, [...deckOf(s, 'CP02-029'), ...deckOf(s, 'CSD02b-002')], deckOf(s, 'ECP02-012'));
    s = settleChoices(pick(s, deckOf(s, 'CSD02b-002')[0]!));
    const me = onField(s, 0, 'ECP02-025')[0]!;
    expect([names(s, 'hand', 0), counters(s, 0).pp]).toEqual([['CSD02b-002'], 0]);
    const [rin, nao, egg] = ids.field!;
    expect([kw(s, nao!, 'sve.rush'), kw(s, nao!, 'sve.assail')]).toEqual([false, false]);
    s = must(s, activations(s, me)[0]!).state;
    expectOffered(s, [rin!, nao!], [egg!, ids.oppField![0]!]);
    s = settleChoices(pick(s, nao!));
    expect([kw(s, nao!, 'sve.rush'), kw(s, nao!, 'sve.assail'), kw(s, rin!, 'sve.assail'), names(s, 'cemetery', 0)]).toEqual([true, true, false, ['ECP02-025']]);
  });
}
