/**
 * Card cases: Evolve, ride, eat and activated-ability heads (grammar/activated.ts): costs other than PP, 「この能力は…」 limits and conditions.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { legalActions } from '../../../../engine/src/index.js';
import { advance, counters, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { expectOffered } from './offered.js';
import { activations, attack, cardIdOf, choose, evolve, handCount, health, pass, pick, play, target } from '../drivers.js';
import { type Covers, byAbility, declineOptional, onlyHand, settlePaying, evolveInto, evolves, evolveTargets, faceUp, playable, sc, setPp, settleChoices, sorted, toBanished, X } from './case-helpers.js';

export function registerActivatedCases(covers: Covers): void {
  covers(['BP03-115', 'BP03-116'], 'BP03-115/116 ハンプティダンプティ: [進化][コスト0]; 【進化時】 5 damage to every follower, 3 to the enemy leader, discard your whole hand', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP03-115', 'SD02-020'], evolve: ['BP03-116'], oppField: ['SD04-001'], opp: 'SD04', pp: 0 });
    const s = evolveInto(s0, ids.field![0]!, 'BP03-116');
    expect(names(s, 'field', 0)).toEqual(['SD02-020']); // 4/4 destroyed, 4/6 → 4/1
    expect(stats(s, ids.field![1]!)).toEqual([4, 1]);
    expect([stats(s, ids.oppField![0]!)[1], health(s, 1), handCount(s, 0)]).toEqual([3, 17, 0]);
  });

  covers(['CSD03a-001'], 'CSD03a-001 アルフレッド・アーリー: 【疾走】【ツインドライブ】; [進化][コスト2] into 『騎士王 アルフレッド』 only (1 PP: no evolve)', () => {
    const { s, ids } = sc({ me: 'SD02', field: ['CSD03a-001'], evolve: ['CSD03a-002', 'BP14-031'] });
    const me = ids.field![0]!;
    expect([kw(s, me, 'sve.storm'), kw(s, me, 'sve.twinDrive')]).toEqual([true, true]);
    setPp(s, 1);
    expect(evolveTargets(s, me)).toEqual([]);
    setPp(s, 2);
    expect(evolveTargets(s, me)).toEqual(['CSD03a-002']);
  });

  covers(['BP08-110'], '進化の導き手・レイナ (SVE 5.2 / 4.6.3): Fanfare: the chosen enemy follower takes damage equal to the face-up evolve followers of your evolve deck — 2 face up: 3/3 left at [3, 1]; 3: destroyed; none: no damage (face-down ones do not count); cost 5 (refused at 4 PP); [進化][コスト2] refused at 1 PP', () => {
    const mk = (up: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD04', opp: 'SD04', hand: ['BP08-110'], field: ['SD04-017'], evolve: ['BP08-111'], oppField: ['SD04-003', 'SD04-017'], pp });
      faceUp(s, up);
      return { s, card: ids.hand![0]!, enemy: ids.oppField![0]!, foes: ids.oppField!, mine: ids.field![0]! };
    };
    expect(playable(mk([], 4).s, mk([], 4).card)).toBe(false);
    for (const up of [[], ['SD04-004', 'SD04-010'], ['SD04-004', 'SD04-010', 'SD04-013']]) {
      const a = mk(up, 5);
      let s = play(a.s, a.card);
      expectOffered(s, a.foes, [a.mine, zoneCards(s, 'field', 0).find((c) => c !== a.mine)!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
      s = pick(s, a.enemy);
      s = settleChoices(s);
      expect(counters(s, 0).pp).toBe(0);
      if (up.length < 3) expect(stats(s, a.enemy)).toEqual([3, 3 - up.length]);
      else expect(names(s, 'cemetery', 1)).toEqual(['SD04-003']);
    }
    const { s: e0, ids: e } = scene({ me: 'SD04', field: ['BP08-110'], evolve: ['BP08-111'], pp: 1 });
    e0.players[0]!.counters.ep = 0;
    expect(evolves(e0, e.field![0]!)).toEqual([]);
    e0.players[0]!.counters.pp = 2;
    expect(evolves(e0, e.field![0]!).length).toBeGreaterThan(0);
  });

  covers(['CP03-060'], 'CP03-060 ジャンピング・ジル [ファンファーレ] banish your top 2; [憑依][コスト3] (2 PP: not offered) — 【ドライブ獲得時】 up to 1 ペイルムーン card of your 消滅領域 to your hand, +1/+1 (SVE 14.4.9.2, 14.4.8)', () => {
    const p = scene({ hand: ['CP03-060'], pp: 1 });
    const top = zoneCards(p.s, 'deck', 0).slice(0, 2).map((id) => p.s.cards[id]!.cardId);
    const f = declineOptional(play(p.s, p.ids.hand![0]!));
    expect(sorted(names(f, 'banished', 0))).toEqual(sorted(top));
    const short = scene({ hand: ['CP03-060'], pp: 0 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    const { s: s0, ids } = scene({ field: ['CP03-060'], cemetery: ['CP03-055', 'SD02-014'], evolve: ['CSD03a-017'], pp: 3 });
    toBanished(s0, ids.cemetery!);
    s0.players[0]!.counters.ep = 0;
    const me = ids.field![0]!;
    const two = structuredClone(s0);
    two.players[0]!.counters.pp = 2;
    expect(activations(two, me)).toEqual([]);
    const acts = activations(s0, me);
    expect(acts).toHaveLength(1);
    let s = must(s0, acts[0]!).state;
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]]); // ペイルムーン only
      s = pick(s, ids.cemetery![0]!);
    }
    s = declineOptional(s);
    expect([stats(s, me), names(s, 'hand', 0).includes('CP03-055'), names(s, 'banished', 0), s.players[0]!.counters.pp]).toEqual([[3, 3], true, ['SD02-014'], 0]);
  });

  covers(['BP13-116', 'BP13-117'], 'BP13-116/117 アーマーゴブリン: 【守護】, [進化][コスト1]; evolved 【進化時】 this turn it does not receive the next damage (expires at the end of the turn)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP13-116'], evolve: ['BP13-117'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], pp: 1 });
    const gob = ids.field![0]!;
    expect(legalActions(s0).some((a) => a.type === 'evolve' && a.card === gob)).toBe(true);
    let s = evolve(s0, gob);
    expect(s.cards[gob]!.cardId).toBe('BP13-117');
    expect(stats(s, gob)).toEqual([3, 3]);
    s = pass(attack(s, gob, ids.oppField![0]!));
    expect(stats(s, gob)[1]).toBe(3); // 3 combat damage prevented
    expect(names(s, 'cemetery', 1)).toEqual(['SD02-002']);
    // the opponent's turn: the marker expired; their 3/3 attacks the engaged goblin and destroys it
    s = advance(s, (x) => x.turn.active === 1 && x.decision?.kind === 'sve.main');
    s = attack(s, ids.oppField![1]!, gob);
    s = pass(s);
    expect(s.cards[gob]).toBeUndefined();
    expect(names(s, 'cemetery', 0)).toContain('BP13-116');
  });

  // ---------------- skipped turns 5.26 ----------------
  covers(['BP05-086'], 'BP05-086 安息の絶傑・マーウィン: [進化] skip your next turn: evolve (no PP; SVE 5.26.2, 5.26.1); [進化][コスト4]', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP05-086'], evolve: ['BP05-087'], pp: 0 });
    s0.players[0]!.counters.ep = 0;
    const max0 = counters(s0, 0).maxPp!;
    const evolves = legalActions(s0).filter((x) => x.type === 'evolve' && x.card === ids.field![0]!);
    expect(evolves.length).toBe(1); // only the skip one at 0 PP
    let s = must(s0, evolves[0]!).state;
    while (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    const f = zoneCards(s, 'field', 0)[0]!;
    expect([stats(s, f), counters(s, 0).maxPp, health(s, 0)]).toEqual([[8, 8], max0 + 1, 23]); // BP05-087's 【進化時】
    const turns0 = counters(s, 0).turns;
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    s = nextTurn(s); // player 0's turn is skipped: player 1 again
    expect([s.turn.active, counters(s, 0).turns]).toEqual([1, turns0]);
    s = nextTurn(s);
    expect([s.turn.active, counters(s, 0).turns]).toEqual([0, turns0 + 1]); // only one turn skipped
    // the [コスト4] evolve: 4 PP
    const b = scene({ me: 'SD02', field: ['BP05-086'], evolve: ['BP05-087'], pp: 4 });
    b.s.players[0]!.counters.ep = 0;
    expect(legalActions(b.s).filter((x) => x.type === 'evolve' && x.card === b.ids.field![0]!).length).toBe(2);
  });

  covers(['BP01-105'], 'BP01-105 裁きの悪魔 (SVE 12.2, 10.4.5.1): 【必殺】; [進化] costs 3 of your leader\'s health instead of PP (4 → 1, PP 0 stays 0, no EP payment offered); health 2: not offered; it evolves into BP01-106', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP01-105'], evolve: ['BP01-106'], pp: 0 });
    const devil = ids.field![0]!;
    expect(kw(s0, devil, 'sve.bane')).toBe(true);
    s0.players[0]!.counters.health = 2;
    expect(legalActions(s0).filter((a) => a.type === 'evolve')).toEqual([]);
    s0.players[0]!.counters.health = 4;
    const evs = legalActions(s0).filter((a) => a.type === 'evolve' && a.sep === false);
    expect(evs.map((a) => a.ep)).toEqual([false]);
    const s = settleChoices(evolve(s0, devil));
    expect([names(s, 'field', 0), health(s, 0), counters(s, 0).pp, counters(s, 0).ep]).toEqual([['BP01-106'], 1, 0, counters(s0, 0).ep]);
  });

  covers(['SD07-006', 'SD07-007'], 'SD07-006/007 レヴィオンセイバー・アルベール: [進化][コスト3]; evolved: Storm, 【攻撃時】 stand it (once per turn), 【進化時】 no combat damage this turn (5.14.3.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-006'], evolve: ['SD07-007'], oppField: ['SD04-001', 'SD04-001'], oppEngaged: [0, 1], pp: 3 });
    const al = ids.field![0]!;
    let s = evolve(s0, al);
    expect([counters(s, 0).pp, stats(s, al), kw(s, al, 'sve.storm')]).toEqual([0, [3, 5], true]);
    s = pass(attack(s, al, ids.oppField![0]!)); // 3 to a 7/8; its 7 back is not dealt
    expect([stats(s, al), stats(s, ids.oppField![0]!)[1], s.cards[al]!.tapped]).toEqual([[3, 5], 5, false]); // stood by 【攻撃時】
    s = pass(attack(s, al, ids.oppField![1]!));
    expect([stats(s, al), s.cards[al]!.tapped]).toEqual([[3, 5], true]); // once per turn: stays engaged
    // the next turn the protection is gone: the opponent's 7/8 attacking it destroys it
    s = nextTurn(s);
    s = must(s, { type: 'attack', player: 1, attacker: ids.oppField![0]!, target: al }).state;
    while (s.decision?.kind === 'sve.quick') s = pass(s);
    expect(names(s, 'field', 0)).toEqual([]);
  });

  covers(['SD07-008', 'SD07-009', 'SD07-T01', 'SD07-T02'], 'SD07-008/009 王断の天宮・スタチウム: 【進化時】 a 『スティールナイト』 (2/2) and a 『シールドガーディアン』 (1/1 Ward); 【超進化時】 up to 2 of your 兵士 tokens +1/+1 and Storm', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD07-008'], evolve: ['SD07-009'], pp: 1 });
    let s = evolve(s0, ids.field![0]!);
    const knight = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-T01')!;
    const guard = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD07-T02')!;
    expect([stats(s, knight), stats(s, guard), kw(s, guard, 'sve.ward'), kw(s, knight, 'sve.storm')]).toEqual([[2, 2], [1, 1], true, false]);
    const b = scene({ me: 'SD02', field: ['SD07-008', 'SD02-002'], evolve: ['SD07-009'], pp: 1, tokens: [['SD07-T01', 'field', 0]] });
    b.s.players[0]!.counters.turns = 7;
    let t = evolve(b.s, b.ids.field![0]!, { sep: true });
    // the TP orders the two standby abilities (10.5.2.2): 【進化時】 (the tokens) first
    for (let i = 0; i < 6 && t.decision?.kind === 'chooseOption'; i++) t = choose(t, t.decision.options![0]!);
    expect(t.decision).toMatchObject({ kind: 'chooseCards', min: 0, max: 2 });
    const toks = zoneCards(t, 'field', 0).filter((id) => ['SD07-T01', 'SD07-T02'].includes(cardIdOf(t, id)));
    expect([...t.decision!.candidates!].sort()).toEqual([...toks].sort()); // tokens only: not the 兵士 card SD02-002? (it is a token-less card)
    t = (pick(pick(t, b.ids.tokens![0]!), toks.find((x) => cardIdOf(t, x) === 'SD07-T02')!));
    const g = toks.find((x) => cardIdOf(t, x) === 'SD07-T02')!;
    expect([stats(t, b.ids.tokens![0]!), kw(t, b.ids.tokens![0]!, 'sve.storm'), stats(t, g), kw(t, g, 'sve.storm')]).toEqual([[3, 3], true, [2, 2], true]);
  });

  // ---- activation conditions are never dropped (issue #18): the ability is offered only when its condition holds ----
  covers(['BP18-041'], 'BP18-041 ジュエリーマネージャー・フラージュ: Fanfare draw 1 then banish 1 card of your hand; Last Words it is banished (not the cemetery); [起動] engage: 2 damage to the enemy leader or an enemy follower (offered: exactly those), usable only with 10+ cards in your 消滅領域 (9: not offered, 10: offered)', () => {
    const p = scene({ me: 'SD04', hand: ['BP18-041'], pp: 1 });
    const before = handCount(p.s, 0);
    let s = play(p.s, p.ids.hand![0]!);
    expect(s.decision?.kind).toBe('chooseCards');
    expect(sorted(s.decision!.candidates)).toEqual(sorted(zoneCards(s, 'hand', 0))); // any card of your hand
    const gone = cardIdOf(s, s.decision!.candidates![0]!);
    s = settleChoices(pick(s, s.decision!.candidates![0]!));
    expect([handCount(s, 0), names(s, 'banished', 0)]).toEqual([before - 1 + 1 - 1, [gone]]); // played, drew 1, banished 1
    const mk = (banished: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['BP18-041'], oppField: ['SD04-003', 'SD04-003'], pp: 0 });
      toBanished(s0, zoneCards(s0, 'deck', 0).slice(0, banished));
      return { s: s0, me: ids.field![0]!, enemies: ids.oppField! };
    };
    expect(activations(mk(9).s, mk(9).me)).toEqual([]);
    const t = mk(10);
    const acts = activations(t.s, t.me);
    expect(acts).toHaveLength(1);
    let a = must(t.s, acts[0]!).state;
    expect(t.s.cards[t.me]!.tapped).toBe(false);
    expect(a.cards[t.me]!.tapped).toBe(true);
    expect(sorted(a.decision!.candidates)).toEqual(sorted([leaderId(a, 1), ...t.enemies])); // not your own leader or cards
    a = settleChoices(pick(a, t.enemies[0]!));
    expect(stats(a, t.enemies[0]!)).toEqual([stats(t.s, t.enemies[0]!)[0], stats(t.s, t.enemies[0]!)[1]! - 2]);
    const lw = settleChoices(byAbility(t.s, { type: 'destroy', target: X }, [t.me]));
    expect([names(lw, 'field', 0), names(lw, 'cemetery', 0).includes('BP18-041'), names(lw, 'banished', 0).includes('BP18-041')]).toEqual([[], false, true]);
  });

  covers(['BP07-069', 'BP07-070', 'BP07-T01'], 'BP07-069 真紅の抗戦者・モノ: [進化][コスト1] usable only with 5 機械 followers on your field (4: not offered, 5: offered); [起動] banish 2 機械 cards of your cemetery: a 『プロダクトマシーン』 (once per turn; 1 機械 card in the cemetery: not offered)', () => {
    const mk = (machines: number, cemetery: string[] = []) => {
      const { s, ids } = scene({ me: 'SD04', field: ['BP07-069'], evolve: ['BP07-070'], cemetery, tokens: Array.from({ length: machines - 1 }, () => ['BP07-T01', 'field', 0] as [string, string, number]), pp: 1 });
      return { s, me: ids.field![0]!, cem: ids.cemetery ?? [] };
    };
    expect(evolves(mk(4).s, mk(4).me)).toEqual([]);
    const five = mk(5);
    expect(evolves(five.s, five.me).length).toBeGreaterThan(0);
    const e = evolve(five.s, five.me);
    expect(cardIdOf(e, five.me)).toBe('BP07-070');
    // [起動]: two 機械 cards of the cemetery are banished (a non-機械 card is not a candidate)
    const one = mk(1, ['BP07-069', 'SD04-003']);
    expect(activations(one.s, one.me)).toEqual([]);
    const two = mk(1, ['BP07-069', 'BP07-069', 'SD04-003']);
    let s = must(two.s, activations(two.s, two.me)[0]!).state;
    s = settleChoices(s);
    expect([sorted(names(s, 'banished', 0)), names(s, 'cemetery', 0), names(s, 'field', 0)]).toEqual([['BP07-069', 'BP07-069'], ['SD04-003'], ['BP07-069', 'BP07-T01']]);
    const again = mk(1, ['BP07-069', 'BP07-069', 'BP07-069', 'BP07-069', 'SD04-003']);
    const after = settleChoices(must(again.s, activations(again.s, again.me)[0]!).state);
    expect(activations(after, again.me)).toEqual([]); // 1ターンに1回
    // BP07-T01 『プロダクトマシーン』: [起動] engage it and put 3 機械 followers of your field into the cemetery: 5 damage to an ENEMY follower
    const tk = scene({ me: 'SD04', field: ['BP07-069'], oppField: ['SD04-001', 'SD02-002'], evolve: ['BP07-070'], tokens: Array.from({ length: 4 }, () => ['BP07-T01', 'field', 0] as [string, string, number]), pp: 1 });
    const [m0, m1, m2, m3] = tk.ids.tokens!;
    let u = must(tk.s, activations(tk.s, m0!)[0]!).state;
    for (const m of [m1, m2, m3]) u = pick(u, m!);
    expectOffered(u, tk.ids.oppField!, [m0!, tk.ids.field![0]!, leaderId(u, 0), leaderId(u, 1)], { rule: 'SVE 10.6.2.3' }); // only enemy followers
    u = pick(u, tk.ids.oppField![0]!);
    expect(stats(u, tk.ids.oppField![0]!)[1]).toBe(3); // 8 − 5
  });

  // ---- evolve abilities paid otherwise than with PP (issue #18): reached from the base card played from hand ----
  /** Plays `base` from player 0's hand (paying its cost) and returns the state with its field instance. */
  const playBase = (me: 'SD04' | 'SD05' | 'SD06', base: string, evo: string, cost: number, extra: { cemetery?: string[] } = {}) => {
    const { s: s0, ids } = scene({ me, hand: [base], evolve: [evo], pp: cost, ...extra });
    const s = settleChoices(play(s0, ids.hand![0]!));
    const card = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === base)!;
    expect([counters(s, 0).pp, cardIdOf(s, card)]).toEqual([0, base]);
    return { s, card, ids };
  };

  covers(['BP05-098', 'BP05-099'], 'BP05-098 悪魔のエピタフ: played from hand (cost 2), then [進化] by discarding 1 card of your hand — no PP (0 left) and no EP; the discard is chosen among the hand; empty hand: not offered — into BP05-099 (3/4 【必殺】; Last Words 2 damage to the enemy leader)', () => {
    const { s: s0, card } = playBase('SD06', 'BP05-098', 'BP05-099', 2);
    const ep = counters(s0, 0).ep;
    const empty = structuredClone(s0);
    onlyHand(empty, []);
    expect(evolves(empty, card)).toEqual([]);
    const offered = evolves(s0, card);
    expect(offered.map((a) => a.ep)).toEqual([false]); // no PP in the cost, so no EP payment variant (12.2.3)
    const hand0 = zoneCards(s0, 'hand', 0);
    let s = must(s0, offered[0]!).state;
    expect(s.decision?.kind).toBe('chooseCards');
    expect(sorted(s.decision!.candidates)).toEqual(sorted(hand0));
    const gone = cardIdOf(s, hand0[0]!);
    s = settleChoices(pick(s, hand0[0]!));
    expect([cardIdOf(s, card), stats(s, card), kw(s, card, 'sve.bane'), handCount(s, 0), names(s, 'cemetery', 0), counters(s, 0).ep]).toEqual(['BP05-099', [3, 4], true, hand0.length - 1, [gone], ep]);
    const lw = settleChoices(byAbility(s, { type: 'destroy', target: X }, [card]));
    expect(health(lw, 1)).toBe(health(s, 1) - 2);
  });

  covers(['BP06-103', 'BP06-104'], 'BP06-103 バレッジスマッシャー: played from hand (cost 1), then [進化] by discarding 1 card of your hand (empty hand: not offered) into BP06-104 (1/2): 【進化時】 recover 2 PP (0 → 2 with max PP 5)', () => {
    const { s: s0, card } = playBase('SD06', 'BP06-103', 'BP06-104', 1);
    const empty = structuredClone(s0);
    onlyHand(empty, []);
    expect(evolves(empty, card)).toEqual([]); // issue #18: no card to discard: not offered (10.4.2.2)
    s0.players[0]!.counters.maxPp = 5; // (room to recover: PP never exceeds the max, 3.2.4)
    const hand0 = zoneCards(s0, 'hand', 0);
    let s = must(s0, evolves(s0, card)[0]!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(hand0));
    s = settleChoices(pick(s, hand0[1]!));
    expect([cardIdOf(s, card), stats(s, card), handCount(s, 0), counters(s, 0).pp]).toEqual(['BP06-104', [1, 2], hand0.length - 1, 2]);
  });

  covers(['BP04-094', 'BP04-095'], 'BP04-094 フロッグバット: played from hand (cost 2), then [進化] by banishing 2 cards of your cemetery (1 card: not offered; chosen among the cemetery) into BP04-095 (3/3): at your end phase it and your leader +1 health', () => {
    const one = playBase('SD05', 'BP04-094', 'BP04-095', 2, { cemetery: ['SD05-002'] });
    expect(evolves(one.s, one.card)).toEqual([]);
    const { s: s0, card, ids } = playBase('SD05', 'BP04-094', 'BP04-095', 2, { cemetery: ['SD05-002', 'SD05-003', 'SD05-004'] });
    let s = must(s0, evolves(s0, card)[0]!).state;
    expect(sorted(s.decision!.candidates)).toEqual(sorted(ids.cemetery!));
    s = pick(s, ids.cemetery![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.cemetery![1]!);
    s = settleChoices(s);
    expect([cardIdOf(s, card), stats(s, card), sorted(names(s, 'banished', 0)), names(s, 'cemetery', 0)]).toEqual(['BP04-095', [3, 3], ['SD05-002', 'SD05-003'], ['SD05-004']]);
    const h = health(s, 0);
    const end = advance(must(s, { type: 'endMain', player: 0 }).state, (x) => x.turn.active === 1);
    expect([stats(end, card), health(end, 0)]).toEqual([[3, 4], h + 1]);
  });

  covers(['BP07-104', 'BP07-105'], 'BP07-104 母なる君: 【突進】【指定攻撃】【必殺】, played from hand (cost 4; 3 PP: not offered); Last Words (optional cost: banish a 『ナテラの大樹』 of your field or EX area) — it comes back engaged and evolves into BP07-105 (【守護】; Last Words your leader +2); without a face-down 母なる君 it comes back and is banished; cost not paid: it stays in the cemetery', () => {
    const mk = (evolveDeck: string[]) => {
      // (BP07-013 in the deck makes 『ナテラの大樹』 part of the game's snapshot)
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP07-104'], cemetery: ['BP07-013'], evolve: evolveDeck, tokens: [['BP07-T03', 'exArea', 0]], pp: 4 });
      const s = settleChoices(play(s0, ids.hand![0]!));
      const card = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === 'BP07-104')!;
      return { s, card, tree: ids.tokens![0]! };
    };
    const short = scene({ me: 'SD04', hand: ['BP07-104'], pp: 3 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    const a = mk(['BP07-105']);
    expect([kw(a.s, a.card, 'sve.rush'), kw(a.s, a.card, 'sve.assail'), kw(a.s, a.card, 'sve.bane')]).toEqual([true, true, true]);
    let s = byAbility(a.s, { type: 'destroy', target: X }, [a.card]);
    s = settlePaying(s, 'pay');
    const back = zoneCards(s, 'field', 0).find((x) => ['BP07-104', 'BP07-105'].includes(cardIdOf(s, x)));
    expect(back).toBeDefined();
    expect([cardIdOf(s, back!), s.cards[back!]!.tapped, kw(s, back!, 'sve.ward'), zoneCards(s, 'exArea', 0).includes(a.tree)]).toEqual(['BP07-105', true, true, false]);
    const h = health(s, 0);
    const lw = settlePaying(byAbility(s, { type: 'destroy', target: X }, [back!]), 'skip');
    expect(health(lw, 0)).toBe(h + 2);
    // no proper evolve card: back on the field, not evolved, banished
    const b = mk([]);
    const nb = settlePaying(byAbility(b.s, { type: 'destroy', target: X }, [b.card]), 'pay');
    expect([names(nb, 'field', 0).filter((x) => x.startsWith('BP07-10')), names(nb, 'banished', 0).includes('BP07-104'), names(nb, 'cemetery', 0).includes('BP07-104')]).toEqual([[], true, false]);
    // the cost not paid: nothing (it stays in the cemetery; the tree stays)
    const c = mk(['BP07-105']);
    const nc = settlePaying(byAbility(c.s, { type: 'destroy', target: X }, [c.card]), 'skip');
    expect([names(nc, 'cemetery', 0).includes('BP07-104'), zoneCards(nc, 'exArea', 0).includes(c.tree)]).toEqual([true, true]);
  });
}
