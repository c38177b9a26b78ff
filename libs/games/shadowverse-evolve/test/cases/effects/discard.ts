/**
 * Card cases: Effect clauses of grammar/effects/discard.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, evolve, fillCemetery, handCount, health, pick, play, target } from '../../drivers.js';
import { canPlay, type Covers, declineOptional, endMain, evolvable, evolveInto, onField, playable, playIt, sc, setPp, settleInOrder, sorted, toBanished } from '../case-helpers.js';
import { expectOffered } from '../offered.js';

export function registerDiscardCases(covers: Covers): void {
  covers(['BP09-052', 'BP09-053'], 'BP09-052/053 ドラゴニックメイル・ギルヴァ: Fanfare discard your whole hand; end phase 5 damage to every other follower, draw 1; evolved: and 5 to the enemy leader', () => {
    const a = sc({ me: 'SD04', hand: ['BP09-052'], field: ['SD04-006'], oppField: ['SD04-001'] });
    let s = play(a.s, a.ids.hand![0]!);
    expect(handCount(s, 0)).toBe(0);
    s = endMain(s);
    expect(names(s, 'field', 0)).toEqual(['BP09-052']); // 4/5 destroyed
    expect(stats(s, a.ids.oppField![0]!)).toEqual([7, 3]);
    expect([handCount(s, 0), health(s, 1)]).toEqual([1, 20]);
    const b = sc({ me: 'SD04', field: ['BP09-052'], oppField: ['SD04-001'], evolve: ['BP09-053'] });
    const h = handCount(b.s, 0);
    s = endMain(evolveInto(b.s, b.ids.field![0]!, 'BP09-053'));
    expect([stats(s, b.ids.oppField![0]!)[1], health(s, 1), handCount(s, 0)]).toEqual([3, 15, h + 1]);
  });

  covers(['BP09-023'], 'BP09-023 静かなるメイド・ノーニャ: costs 1 less with 『イノセントプリンセス・プリム』 on your field; Fanfare draw 2, then discard 2', () => {
    const a = sc({ me: 'SD02', hand: ['BP09-023'], pp: 2 });
    expect(canPlay(a.s, a.ids.hand![0]!)).toBe(false);
    const b = sc({ me: 'SD02', hand: ['BP09-023'], field: ['BP09-021'], pp: 2 });
    const h = handCount(b.s, 0);
    let s = play(b.s, b.ids.hand![0]!);
    expect(counters(s, 0).pp).toBe(0);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const hand = [...zoneCards(s, 'hand', 0)];
    const discarded = [s.cards[hand[0]!]!.cardId, s.cards[hand[1]!]!.cardId];
    expect(hand.length).toBe(h - 1 + 2);
    s = pick(s, hand[0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, hand[1]!);
    expect(handCount(s, 0)).toBe(h - 1);
    expect(names(s, 'cemetery', 0)).toEqual(expect.arrayContaining(discarded));
  });

  covers(['BP15-055'], 'BP15-055 石英の魔女: costs 2 less with 2+ 魔法使い followers on your field (2: plays at 1 PP, not 0; 1: not at 2, plays at 3); Fanfare draw 1 then discard 1', () => {
    const offered = (mages: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD03', hand: ['BP15-055'], field: Array(mages).fill('SD03-003') });
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([offered(2, 1), offered(2, 0), offered(1, 2), offered(1, 3)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP15-055'], field: ['SD03-003', 'SD03-003'] });
    setPp(s0, 1);
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    s = pick(s, s.decision!.candidates![0]!);
    expect([handCount(s, 0), zoneCards(s, 'cemetery', 0).length, counters(s, 0).pp]).toEqual([h - 1, 1, 0]);
  });

  covers(['CP03-041'], 'CP03-041 ういんがる・ぶれいぶ: [起動] engage and put it into the cemetery: draw 1, then discard 1; only with a ロイヤルパラディン follower on your field (another follower: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['CP03-041', follower] });
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      let s = must(s0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return [handCount(s, 0) - h, zoneCards(s, 'cemetery', 0).length];
    };
    expect(run('SD02-002')).toBe('not offered');
    expect(run('CSD03a-010')).toEqual([0, 2]);
  });

  covers(['CP03-062'], 'CP03-062 狭間を超える少女: [起動] engage and put it into the cemetery: draw 1, then banish 1 card of your hand; only with a ペイルムーン follower on your field (another follower: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['CP03-062', follower] });
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      let s = must(s0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, s.decision.candidates![0]!);
      return [handCount(s, 0) - h, zoneCards(s, 'banished', 0).length, names(s, 'cemetery', 0)];
    };
    expect(run('SD03-003')).toBe('not offered');
    expect(run('CP03-043')).toEqual([0, 1, ['CP03-062']]);
  });

  covers(['BP02-074'], 'BP02-074 アザゼル: 【ネクロチャージ_10】 it costs 3 less (4 PP with 10 cemetery cards: playable; 9: not); 【必殺】; Fanfare each enemy discards 1 card at random', () => {
    const can = (n: number, pp: number) => {
      const { s, ids } = sc({ me: 'SD05', hand: ['BP02-074'] });
      fillCemetery(s, 0, n, 'SD05-003');
      setPp(s, pp);
      return canPlay(s, ids.hand![0]!);
    };
    expect([can(10, 4), can(10, 3), can(9, 4), can(9, 7)]).toEqual([true, false, false, true]);
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP02-074'] });
    const h1 = handCount(s0, 1);
    const s = settleInOrder(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'BP02-074')[0]!;
    expect([handCount(s, 1), zoneCards(s, 'cemetery', 1).length, kw(s, me, 'sve.bane')]).toEqual([h1 - 1, 1, true]);
  });

  covers(['BP18-039'], 'BP18-039 越光の六銘伝・マナ [ファンファーレ] a card of your 消滅領域 to your hand, then banish 1 card of your hand (SVE 4.12); [進化][コスト1] (0 PP: no); 1 PP: cannot play', () => {
    const { s: s0, ids } = scene({ seed: 's16-1', hand: ['BP18-039', 'SD02-007'], cemetery: ['SD02-003', 'SD02-014'], pp: 2 });
    toBanished(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery)); // the banish zone, any card
    s = pick(s, ids.cemetery![1]!);
    expect(names(s, 'hand', 0)).toContain('SD02-014');
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    expect(s.decision!.candidates).toContain(ids.hand![1]!);
    s = declineOptional(pick(s, ids.hand![1]!));
    expect([sorted(names(s, 'banished', 0)), names(s, 'hand', 0).includes('SD02-007'), s.players[0]!.counters.pp]).toEqual([['SD02-003', 'SD02-007'], false, 0]);
    const short = scene({ hand: ['BP18-039'], pp: 1 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    const ev = (pp: number) => { const e = scene({ field: ['BP18-039'], evolve: ['BP18-040'], pp }); return evolvable(e.s, e.ids.field![0]!); };
    expect([ev(1), ev(0)]).toEqual([true, false]);
  });

  covers(['CP03-057'], 'CP03-057 レインボー・マジシャン [ファンファーレ] a ペイルムーン card of your 消滅領域 to your hand, then banish 1 card of your hand; 1 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['CP03-057', 'SD02-007'], cemetery: ['CP03-055', 'SD02-014'], pp: 2 });
    toBanished(s0, ids.cemetery!);
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(ids.cemetery![0]!)) {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]]); // the ペイルムーン spell only
      s = pick(s, ids.cemetery![0]!);
    }
    expect(names(s, 'hand', 0)).toContain('CP03-055');
    expect(s.decision).toMatchObject({ kind: 'chooseCards' });
    s = declineOptional(pick(s, ids.hand![1]!));
    expect(sorted(names(s, 'banished', 0))).toEqual(['SD02-007', 'SD02-014']);
    const short = scene({ hand: ['CP03-057'], pp: 1 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
  });

  covers(['BP14-T05'], 'Token 幼狼奮闘: 1 damage to an enemy follower; you may discard 1: if you did, the top card of your deck to the cemetery (declined: nothing)', () => {
    for (const discard of [true, false]) {
      const { s: s0, ids } = scene({ me: 'SD02', oppField: ['BP01-173'], evolve: ['BP14-T05'], tokens: [['BP14-T05', 'hand', 0]], pp: 0 });
      const deck = zoneCards(s0, 'deck', 0).length;
      const hand = handCount(s0, 0);
      let s = target(play(s0, ids.tokens![0]!), ids.oppField![0]!);
      expect(s.decision?.kind).toBe('chooseCards');
      s = discard ? pick(s, zoneCards(s, 'hand', 0)[0]!) : must(s, { type: 'done', player: 0 }).state;
      expect([stats(s, ids.oppField![0]!), handCount(s, 0), zoneCards(s, 'deck', 0).length, zoneCards(s, 'cemetery', 0).length]).toEqual([[2, 2], discard ? hand - 2 : hand - 1, discard ? deck - 1 : deck, discard ? 2 : 0]);
    }
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', evolve: ['BP14-T05'], tokens: [['BP14-T05', 'hand', 0]], pp: 0 });
    const dt = play(dz.s, dz.ids.tokens![0]!);
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP15-PR18'], 'Token spell 干絶の甘露: 2 damage to the enemy leader, leader +2, draw 2, the opponent discards 2 at random', () => {
    const { s: s0, ids } = scene({ me: 'SD03', evolve: ['BP15-PR18'], tokens: [['BP15-PR18', 'exArea', 0]], pp: 5 });
    const s = play(s0, ids.tokens![0]!);
    expect([health(s, 1), health(s, 0), handCount(s, 0), handCount(s, 1), zoneCards(s, 'cemetery', 1).length]).toEqual([18, 22, handCount(s0, 0) + 2, handCount(s0, 1) - 2, 2]);
  });
}
