/**
 * Card cases: Written-out triggers 「…とき、」 and 「自分のターン中、…」 (SVE 10.7; grammar/triggers.ts).
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { dealDamage, destroy, type GameState, legalActions, newEnv, push, resolveEffect, run } from '../../../../engine/src/index.js';
import { advance, arrange, counters, ctxOf, defaultAnswer, kw, leaderId, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, evolve, fillCemetery, handCount, health, pass, pick, play, target, toDeckTop } from '../drivers.js';
import { abilitiesOffered, act, activateAbility, byAbility, byName, canPlay, type Covers, declineOptional, drive, endMain, evolveInto, evolves, fate, finish, hp, leader, mend, namesOf, nextTurnEvents, onField, onlyHand, PC, pcDragon, pcGameAs, pcWitchGame, pickIf, pickOnly, playable, playIt, playNow, plays, quiet, raisePp, resolveTriggersAndWard, sc, setHealth, setPp, setPpOnly, settle, settleChoices, settleInOrder, settleOrder, settlePaying, stand, standWard, toOppMain, withPp, X } from './case-helpers.js';
import { chooseTargets, expectOffered, expectOfferedOnEvolve, expectUpTo, toChoice } from './offered.js';

/** Runs `f` on a copy of the state in the opponent's turn (turn.active = 1) and returns the state. */
const inOpponentsTurn = (s0: GameState, f: (ctx: ReturnType<typeof ctxOf>) => void): GameState => {
  const ctx = ctxOf(structuredClone(s0));
  ctx.state.turn.active = 1;
  f(ctx);
  return ctx.state;
};

/** Pending automatic abilities of `source` (10.7.2: on standby). */
const standby = (s: GameState, source: string) => s.pending.filter((p) => p.source === source).length;

const engage = (s: GameState, card: string) => settleChoices(byAbility(s, { type: 'tap', target: X }, [card]));

const leaderOf = (s: GameState, p: number) => s.zones[`${p}:leader`]!.cards[0]!;

/** Back to player 0's main phase (the attack's quick windows passed, 8.4.7). */
const toMain = (s: GameState) => advance(settleChoices(s), (x) => x.decision?.kind === 'sve.main');

/** 1 damage to player p's leader by an ability (5.14.3.3), then a check timing (10.5.2). */
const hurt = (s: GameState, p: number, n: number, card: string | null = null): GameState => {
  const ctx = ctxOf(s);
  const d = ctx.state.decision;
  ctx.state.decision = null;
  dealDamage(ctx, card ? { card } : { player: p }, n, { controller: 1 - p, source: null, sourceCardId: null, scope: null, event: null });
  push(ctx, { op: '$check' });
  run(ctx);
  if (ctx.state.decision === null) ctx.state.decision = d;
  return ctx.state;
};

/** Runs the current turn and the opponent's, up to this player's next main-phase decision. */
const twoTurns = (s: GameState) => nextTurn(nextTurn(s));

export function registerTriggersCases(covers: Covers): void {
  covers(['BP01-018', 'BP01-019'], 'BP01-018/019 アーチャー: another follower entering your field → 1 damage to 1 enemy follower; evolved: to up to 2 enemy followers', () => {
    const a = sc({ me: 'SD01', field: ['BP01-018'], hand: ['SD01-017'], oppField: ['SD01-008', 'SD01-003'] });
    let s = play(a.s, a.ids.hand![0]!);
    s = pick(s, a.ids.oppField![0]!);
    expect([stats(s, a.ids.oppField![0]!)[1], stats(s, a.ids.oppField![1]!)[1]]).toEqual([4, 3]);
    const b = sc({ me: 'SD01', field: ['BP01-018'], hand: ['SD01-017'], oppField: ['SD01-008', 'SD01-003'], evolve: ['BP01-019'] });
    s = evolveInto(b.s, b.ids.field![0]!, 'BP01-019');
    s = play(s, b.ids.hand![0]!);
    s = pick(s, b.ids.oppField![0]!);
    s = pick(s, b.ids.oppField![1]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = must(s, { type: 'done', player: 0 }).state;
    expect([stats(s, b.ids.oppField![0]!)[1], stats(s, b.ids.oppField![1]!)[1]]).toEqual([4, 2]);
    // issue #18: 「自分の場に他のフォロワーが出たとき、相手のフォロワー(1体|2体まで)を選ぶ」 — offered: exactly the enemy followers (not
    // アーチャー, not the follower that entered, no leader); 1 (not 0, not 2) / up to 2 (0 and 1 accepted, a 3rd refused)
    const c = sc({ me: 'SD01', field: ['BP01-018'], hand: ['SD01-017', 'SD01-017'], oppField: ['SD01-008', 'SD01-003', 'SD01-013'], evolve: ['BP01-019'] });
    let t = play(c.s, c.ids.hand![0]!);
    const mine = zoneCards(t, 'field', 0);
    expectOffered(t, c.ids.oppField!, [...mine, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
    t = evolveInto(chooseTargets(t, [c.ids.oppField![2]!]), c.ids.field![0]!, 'BP01-019');
    t = play(t, c.ids.hand![1]!);
    expectOffered(t, c.ids.oppField!, [...zoneCards(t, 'field', 0), leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 2, { upTo: true });
    const none = chooseTargets(t, []); // 0 of 「2体まで」
    expect(c.ids.oppField!.map((x) => stats(none, x)[1])).toEqual(c.ids.oppField!.map((x) => stats(t, x)[1]));
    // not when アーチャー itself enters, nor when a follower enters the opponent's field
    const self = sc({ me: 'SD01', hand: ['BP01-018'], oppField: ['SD01-008'], pp: 2 });
    expect(play(self.s, self.ids.hand![0]!).decision?.kind).not.toBe('chooseCards');
    const opp = sc({ me: 'SD01', field: ['BP01-018'], oppField: ['SD01-013'], oppHand: ['SD01-017'] });
    const u = toOppMain(opp.s);
    const entered = play(u, opp.ids.oppHand![0]!, 1); // the opponent plays ゴブリン onto its field
    expect([names(entered, 'field', 1).sort(), entered.decision?.kind === 'chooseCards', stats(entered, opp.ids.oppField![0]!)]).toEqual([['SD01-013', 'SD01-017'], false, stats(u, opp.ids.oppField![0]!)]);
  });

  covers(['BP05-097', 'BP05-093'], 'BP05-097 安息の従者 / BP05-093 安息の信者: at the start of the opponent\'s main phase, your leader +1 / 1 damage to an enemy follower', () => {
    const a = sc({ me: 'SD06', field: ['BP05-097'] });
    let s = toOppMain(a.s);
    expect(health(s, 0)).toBe(21);
    const b = sc({ me: 'SD06', field: ['BP05-093'], oppField: ['SD06-017'] });
    s = toOppMain(b.s);
    expect(stats(s, b.ids.oppField![0]!)).toEqual([4, 5]);
    expect(health(s, 0)).toBe(20);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD06', field: ['BP05-093', 'SD06-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = advance(dz.s, (x) => x.turn.active === 1 && x.decision?.kind === 'chooseCards' && x.decision.player === 0); // the opponent's main phase begins: the choice
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP04-020'], 'BP04-020 静かなる炎将・マーズ: a 兵士 follower entering your field gets +1 attack (a 傭兵 one does not)', () => {
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP04-020'], hand: ['SD02-007', 'SD02-019'] });
    let s = play(s0, ids.hand![0]!);
    s = play(s, ids.hand![1]!);
    expect([stats(s, onField(s, 0, 'SD02-007')[0]!), stats(s, onField(s, 0, 'SD02-019')[0]!), stats(s, ids.field![0]!)]).toEqual([[3, 2], [2, 3], [3, 2]]);
  });

  covers(['BP10-005'], 'BP10-005 マドロスエルフ: a 傭兵 follower entering your field gets +1/+1 and 【突進】 (a 兵士 one does not)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP10-005'], hand: ['SD02-019', 'SD02-007'] });
    let s = play(s0, ids.hand![0]!);
    s = play(s, ids.hand![1]!);
    const merc = onField(s, 0, 'SD02-019')[0]!;
    const ninja = onField(s, 0, 'SD02-007')[0]!;
    expect([stats(s, merc), kw(s, merc, 'sve.rush'), stats(s, ninja), kw(s, ninja, 'sve.rush')]).toEqual([[3, 4], true, [2, 2], false]);
  });

  covers(['BP09-112'], 'BP09-112 オケアノス: when a follower of yours evolves, choose 【1】 2 damage to an enemy follower or 【2】 your leader +1', () => {
    const run = (option: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', field: ['BP09-112', 'SD01-017'], oppField: ['SD01-008'] });
      let s = evolveInto(s0, ids.field![1]!, 'SD01-018');
      expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, labels: ['【1】', '【2】'] });
      s = choose(s, s.decision!.options![option]!);
      return [stats(s, ids.oppField![0]!)[1], health(s, 0)];
    };
    expect([run(0), run(1)]).toEqual([[3, 20], [5, 21]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD01', field: ['BP09-112', 'SD01-017'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = evolveInto(dz.s, dz.ids.field![1]!, 'SD01-018');
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP05-090'], 'BP05-090 安息の使徒: 【進化時】 banish a standing enemy follower (an engaged one is not a candidate); at the opponent\'s main phase recover 2 PP', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP05-089'], evolve: ['BP05-090'], oppField: ['SD06-017', 'SD06-008'], oppEngaged: [1], pp: 2 });
    let s = evolveInto(s0, ids.field![0]!, 'BP05-090');
    expect(names(s, 'banished', 1)).toEqual(['SD06-017']);
    expect(names(s, 'field', 1)).toEqual(['SD06-008']);
    expect(counters(s, 0).pp).toBe(0);
    s = toOppMain(s);
    expect(counters(s, 0).pp).toBe(2);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD06', field: ['BP05-089', 'SD06-003'], evolve: ['BP05-090'], oppField: ['SD06-017', 'SD06-018', 'SD06-015', 'SD06-008'], opp: 'SD06', oppEngaged: [3], pp: 2 });
    let dt = evolveInto(dz.s, dz.ids.field![0]!, 'BP05-090');
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...dz.ids.field!, dz.ids.oppField![2]!, dz.ids.oppField![3]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['CP02-046'], 'CP02-046 松本沙理奈: when you play a spell, 2 damage to an enemy follower', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP02-046'], hand: ['SD03-005'], oppField: ['SD03-001'] });
    const s = play(s0, ids.hand![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([5, 4]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD03', field: ['CP02-046'], hand: ['SD03-005'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['EBD01-007'], 'EBD01-007 揺蕩う意志・スピネ: Fanfare an original-cost-2-or-less [エルフ] follower from your cemetery to the EX area, costing 2 less this turn (cost 3 / neutral: not candidates); a follower of yours evolving: your leader +2', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['EBD01-007'], field: ['SD01-003'], cemetery: ['SD01-013', 'SD01-003', 'SD01-017'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]); // the only candidate may be taken at once
    expect([names(s, 'exArea', 0), names(s, 'cemetery', 0).sort()]).toEqual([['SD01-013'], ['SD01-003', 'SD01-017']]);
    const moved = zoneCards(s, 'exArea', 0)[0]!;
    expect(counters(s, 0).pp).toBe(0);
    expect(canPlay(s, moved)).toBe(true); // 2 − 2 = 0
    s.players[0]!.counters.pp = 1;
    s = evolveInto(s, ids.field![0]!, 'SD01-004');
    for (let i = 0; i < 4 && s.decision?.kind !== 'sve.main'; i++) s = choose(s, s.decision!.options![0]!); // trigger order (10.5.2); ローズガーデンキーパー's own has no target
    expect(health(s, 0)).toBe(22);
  });

  covers(['BP15-095'], 'BP15-095 絶望の安息・マーウィン (evolved): 【守護】; 【進化時】 destroys every other follower on the field; at the opponent\'s main phase your leader +2', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP15-094', 'SD06-003', 'SD06-015'], evolve: ['BP15-095'], oppField: ['SD06-017', 'SD06-008'], pp: 3 });
    let s = evolveInto(s0, ids.field![0]!, 'BP15-095');
    expect([names(s, 'field', 0).sort(), names(s, 'field', 1), kw(s, ids.field![0]!, 'sve.ward')]).toEqual([['BP15-095', 'SD06-015'], [], true]);
    s = toOppMain(s);
    expect(health(s, 0)).toBe(22);
  });

  covers(['BP15-005'], 'BP15-005 凍土の女王・ピアシィ (evolved): when it evolves: 1 damage to the enemy leader, 2 to every enemy follower, your leader +1; 【進化時】 an original-cost-2-or-less follower from your deck to your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP15-004'], evolve: ['BP15-005'], oppField: ['SD01-008', 'SD01-003'], pp: 1 });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP15-005');
    let searched: string[] = [];
    for (let i = 0; i < 6 && s.decision?.kind !== 'sve.main'; i++) {
      if (s.decision!.kind === 'chooseCards') {
        searched = s.decision!.candidates!.map((c) => s.cards[c]!.cardId);
        s = pick(s, s.decision!.candidates![0]!);
      } else s = choose(s, s.decision!.options![0]!);
    }
    expect([...new Set(searched)].sort()).toEqual(['SD01-007', 'SD01-011', 'SD01-013', 'SD01-017']); // the deck's cost-1/2 followers
    expect([health(s, 1), health(s, 0), stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1], handCount(s, 0) - h]).toEqual([19, 21, 3, 1, 1]);
  });

  covers(['BP03-046', 'BP03-047'], 'BP03-046/047 マジカルナイト: [進化][コスト1]; another チェス follower entering your field +1 attack (a non-チェス one: no); evolved: 【進化時】 a 『マジカルポーン』 (2/1 → 3/1)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP03-046'], hand: ['BP03-052', 'SD03-003'], evolve: ['BP03-047'], pp: 6 });
    const settle = (t: GameState) => { for (let i = 0; i < 4 && t.decision?.kind === 'chooseOption' && t.decision.rule === 'SVE 10.5.2'; i++) t = choose(t, t.decision.options![0]!); return t; };
    let s = settle(play(s0, ids.hand![0]!));
    s = settle(play(s, ids.hand![1]!));
    expect([stats(s, onField(s, 0, 'BP03-052')[0]!), stats(s, onField(s, 0, 'SD03-003')[0]!), stats(s, ids.field![0]!)]).toEqual([[2, 2], [3, 3], [3, 3]]);
    s.players[0]!.counters.pp = 1;
    s = evolveInto(s, ids.field![0]!, 'BP03-047');
    const pawn = zoneCards(s, 'field', 0).find((c) => s.catalog[s.cards[c]!.cardId]!.name === 'マジカルポーン')!;
    expect([stats(s, pawn), counters(s, 0).pp]).toEqual([[3, 1], 0]);
  });

  covers(['BP04-030', 'BP04-032'], 'BP04-030 ロードジェネラル・ロミオ / BP04-032 プリンセス・ジュリエット: each costs 2 less with the other on your field (3 → 1); 【守護】 / 【疾走】; end phase with the other there: your leader +2 / 2 damage to an enemy follower', () => {
    const a = sc({ me: 'SD02', hand: ['BP04-030', 'BP04-032'], pp: 2 });
    expect([canPlay(a.s, a.ids.hand![0]!), canPlay(a.s, a.ids.hand![1]!)]).toEqual([false, false]);
    const b = sc({ me: 'SD02', hand: ['BP04-030'], field: ['BP04-032'], oppField: ['SD02-020'], pp: 1 });
    let s = stand(play(b.s, b.ids.hand![0]!));
    const romeo = onField(s, 0, 'BP04-030')[0]!;
    expect([counters(s, 0).pp, kw(s, romeo, 'sve.ward'), kw(s, b.ids.field![0]!, 'sve.storm')]).toEqual([0, true, true]);
    s = endMain(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, b.ids.oppField![0]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption' && s.decision.player === 0; i++) s = choose(s, s.decision.options![0]!);
    expect([health(s, 0), stats(s, b.ids.oppField![0]!)[1]]).toEqual([22, 4]);
    const c = sc({ me: 'SD02', hand: ['BP04-032'], field: ['BP04-030'], pp: 1 });
    expect(counters(play(c.s, c.ids.hand![0]!), 0).pp).toBe(0);
    // issue #18 (SVE 10.6.2.3): ジュリエット's end-phase 「相手のフォロワー1体」 — the enemy followers only (not ジュリエット, not ロミオ,
    // no leader); exactly 1
    const e = sc({ me: 'SD02', field: ['BP04-032', 'BP04-030'], oppField: ['SD02-020', 'SD02-002'], pp: 0 });
    const t = toChoice(endMain(e.s));
    expectOffered(t, e.ids.oppField!, [...e.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP04-084', 'BP04-085'], 'BP04-084/085 ステンノ: Fanfare a 『毒蛇』; a 『毒蛇』 entering your field: 2 damage to an enemy follower; [進化][コスト1]; evolved: 【進化時】 a 『毒蛇』', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP04-084'], evolve: ['BP04-085'], oppField: ['SD05-020'], pp: 6 });
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    const snakes = () => zoneCards(s, 'field', 0).filter((c) => s.catalog[s.cards[c]!.cardId]!.name === '毒蛇').length;
    expect([snakes(), stats(s, ids.oppField![0]!)[1]]).toEqual([1, 4]);
    s = evolveInto(s, onField(s, 0, 'BP04-084')[0]!, 'BP04-085');
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    expect([snakes(), stats(s, ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([2, 2, 0]);
    // issue #18: 「自分の場に『毒蛇』が出たとき、相手のフォロワー1体を選ぶ」 — offered: exactly the enemy followers (not ステンノ, not the
    // 『毒蛇』, no leader), 1 (not 0, not 2); another follower entering your field: nothing
    const o = sc({ me: 'SD05', hand: ['BP04-084', 'SD05-017'], oppField: ['SD05-020', 'SD05-003'], opp: 'SD05', pp: 7 });
    let t = play(o.s, o.ids.hand![0]!);
    expectOffered(t, o.ids.oppField!, [...zoneCards(t, 'field', 0), leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
    t = chooseTargets(t, [o.ids.oppField![1]!]);
    const hp = o.ids.oppField!.map((x) => stats(t, x)[1]);
    t = play(t, o.ids.hand![1]!); // ファイター (no text) enters your field
    expect([t.decision?.kind === 'chooseCards', o.ids.oppField!.map((x) => stats(t, x)[1])]).toEqual([false, hp]);
  });

  covers(['BP08-003'], 'BP08-003 決意の人形・オーキス (evolved from BP08-002 by [進化][コスト1]): 【進化時】 two 『操り人形』; once per your turn, a 『操り人形』 of yours leaving the field: a 『ロイド』 into the EX area (the second one: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP08-002'], evolve: ['BP08-003'], oppField: ['SD02-020'], oppEngaged: [0], opp: 'SD02', pp: 1 });
    let s = evolveInto(s0, ids.field![0]!, 'BP08-003');
    const puppets = zoneCards(s, 'field', 0).filter((c) => s.catalog[s.cards[c]!.cardId]!.name === '操り人形');
    expect([puppets.length, counters(s, 0).pp]).toEqual([2, 0]);
    const exNames = (t: GameState) => zoneCards(t, 'exArea', 0).map((c) => t.catalog[t.cards[c]!.cardId]!.name);
    for (const [i, p] of puppets.entries()) {
      s = attack(s, p, ids.oppField![0]!); // 【突進】: a 1/1 into a 4/6 is destroyed
      for (let j = 0; j < 4 && s.decision?.kind !== 'sve.main'; j++) s = s.decision!.kind === 'sve.quick' ? pass(s) : choose(s, s.decision!.options![0]!);
      expect([s.cards[p], exNames(s)]).toEqual([undefined, ['ロイド']]);
      expect(i < 2).toBe(true);
    }
  });

  covers(['BP09-082', 'BP09-083'], 'BP09-082 白夜の吸血鬼・ヴァーニア / BP09-083 真夜中の吸血鬼・ヴァーニア: Fanfare a 『フォレストバット』 into the EX area; once per your turn a 『フォレストバット』 entering your field: your leader +1 / 1 damage to the enemy leader (the second bat: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP09-082', 'BP09-083'], pp: 4 });
    let s = settleOrder(play(s0, ids.hand![0]!));
    s = settleOrder(play(s, ids.hand![1]!));
    const bats = zoneCards(s, 'exArea', 0).filter((c) => s.catalog[s.cards[c]!.cardId]!.name === 'フォレストバット');
    expect(bats.length).toBe(2);
    s = settleOrder(play(s, bats[0]!));
    expect([health(s, 0), health(s, 1)]).toEqual([21, 19]);
    s = settleOrder(play(s, bats[1]!));
    expect([health(s, 0), health(s, 1), counters(s, 0).pp]).toEqual([21, 19, 0]);
  });

  covers(['PR-505'], 'PR-505 ホマレ (PriConne title deck): Fanfare max PP +1; [UB][起動] engage: 5 damage to an enemy follower, and 2 PP back when 【覚醒】 (max PP 7: 0 → 2; 6: stays 0); another follower\'s UB ability activated → max PP +1', () => {
    const { s: f0, ids: f } = pcDragon([['PR-505', 'hand', 0]]);
    setPp(f0, 5, 5);
    const f1 = play(f0, f[0]!);
    expect([counters(f1, 0).maxPp, counters(f1, 0).pp]).toEqual([6, 0]);
    const ub = (maxPp: number) => {
      const { s: s0, ids } = pcDragon([['PR-505', 'field', 0], ['SD02-020', 'field', 1], ['SD02-002', 'field', 1]]);
      setPp(s0, 0, maxPp);
      const a = legalActions(s0).filter((x) => x.type === 'activate' && x.card === ids[0]!);
      expect(a.length).toBe(1);
      let s = must(s0, a[0]!).state;
      expectOffered(s, [ids[1]!, ids[2]!], [ids[0]!, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not ホマレ, no leader
      s = pick(s, ids[1]!);
      return [s.cards[ids[0]!]!.tapped, stats(s, ids[1]!)[1], counters(s, 0).pp];
    };
    expect(ub(7)).toEqual([true, 1, 2]);
    expect(ub(6)).toEqual([true, 1, 0]);
    const { s: k0, ids: k } = pcDragon([['PR-505', 'field', 0], ['PCS01-027', 'field', 0]]);
    setPp(k0, 2, 5);
    const k1 = settlePaying(attack(k0, k[1]!, zoneCards(k0, 'leader', 1)[0]!), 'pay');
    expect([health(k1, 1), counters(k1, 0).maxPp]).toEqual([14, 6]);
  });

  covers(['BP05-046'], 'BP05-046 真実の信者: when you play a 魔法使い card your leader +1 (知恵の光 魔法使い: +1; ゴーレムの錬成 錬金術師: nothing)', () => {
    const run = (card: string) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP05-046'], hand: [card] });
      setHealth(s0, 0, 15);
      let s = play(s0, ids.hand![0]!);
      if (s.decision?.kind === 'chooseOption' && s.decision.player === 0) s = choose(s, s.decision.options![0]!);
      return health(s, 0);
    };
    expect([run('SD03-005'), run('SD03-016')]).toEqual([16, 15]);
  });

  covers(['CP02-044'], 'CP02-044 宮本フレデリカ: once per turn, when you play a card of original cost 5 or more, 3 damage to the enemy leader or an enemy follower and draw 1 (cost 4: nothing; a second cost-5 card: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP02-044'], hand: ['SD04-006', 'SD04-019', 'SD04-019'], oppField: ['SD03-003'] });
    const h = handCount(s0, 0);
    let s = stand(play(s0, ids.hand![0]!));
    expect([health(s, 1), handCount(s, 0)]).toEqual([20, h - 1]);
    setPp(s, 5);
    s = play(s, ids.hand![1]!);
    for (let i = 0; i < 4 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates).toContain(ids.oppField![0]!);
        s = pick(s, s.decision.candidates!.find((c) => s.cards[c]!.zone === '1:leader')!);
      } else s = stand(s);
    }
    expect([health(s, 1), handCount(s, 0)]).toEqual([17, h - 1]);
    setPp(s, 5);
    s = stand(play(s, ids.hand![2]!));
    expect([health(s, 1), handCount(s, 0), stats(s, ids.oppField![0]!)]).toEqual([17, h - 2, [3, 3]]);
  });

  covers(['BP15-062'], 'BP15-062 パニッシュマーメイド: when another 海洋 follower enters your field, 1 damage to the enemy leader (竜族: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP15-062'], hand: ['SD04-014', 'SD04-003'] });
    let s = play(s0, ids.hand![1]!);
    expect(health(s, 1)).toBe(20);
    s = play(s, ids.hand![0]!);
    // SD04-014's own Fanfare and this trigger wait together: the player orders them (SVE 10.5.2)
    while (s.decision?.rule === 'SVE 10.5.2') s = choose(s, s.decision.options![0]!);
    expect(health(s, 1)).toBe(19);
  });

  covers(['BP16-109'], 'BP16-109 潜みしマイニュ: 【オーラ】; when an amulet enters your field it gets +1 attack (a follower: nothing)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP16-109'], hand: ['SD06-015', 'SD06-003'] });
    const me = ids.field![0]!;
    expect([kw(s0, me, 'sve.aura'), stats(s0, me)]).toEqual([true, [2, 2]]);
    let s = play(s0, ids.hand![1]!);
    expect(stats(s, me)).toEqual([2, 2]);
    s = play(s, ids.hand![0]!);
    expect(stats(s, me)).toEqual([3, 2]);
  });

  covers(['BP14-104'], 'BP14-104 白鷲の洗礼: Fanfare 2 『ホーリーファルコン』 onto your field; a 『ホーリーファルコン』 entering your field gets +1/+1 (2/2 → 3/3 each)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP14-104'] });
    let s = play(s0, ids.hand![0]!);
    s = settle(s, (x) => (x.decision?.rule === 'SVE 10.5.2' ? choose(x, x.decision.options![0]!) : null));
    const falcons = zoneCards(s, 'field', 0).filter((id) => (s.catalog[s.cards[id]!.cardId] as { name?: string }).name === 'ホーリーファルコン');
    expect([names(s, 'field', 0).length, falcons.map((f) => stats(s, f))]).toEqual([3, [[3, 3], [3, 3]]]);
  });

  covers(['BP08-067'], 'BP08-067 マリオネットドラゴン: 【突進】; your end phase destroys it', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP08-067'] });
    expect([kw(s0, ids.field![0]!, 'sve.rush'), stats(s0, ids.field![0]!)]).toEqual([true, [7, 7]]);
    const s = endMain(s0);
    expect([names(s, 'field', 0), names(s, 'cemetery', 0)]).toEqual([[], ['BP08-067']]);
  });

  covers(['BP08-098'], 'BP08-098 安息の狂信者: at the opponent\'s main phase destroy an enemy follower with defense 4 or less (4/4: destroyed; 4/5: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', opp: 'SD04', field: ['BP08-098'], oppField: ['SD04-014', 'SD04-006'] });
    let s = advance(endMain(s0), (x) => x.turn.active === 1 && (x.decision?.kind === 'sve.main' || (x.decision?.kind === 'chooseCards' && x.decision.player === 0)));
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![0]!]);
      s = pick(s, ids.oppField![0]!);
    }
    expect([names(s, 'cemetery', 1), names(s, 'field', 1)]).toEqual([['SD04-014'], ['SD04-006']]);
  });

  covers(['BP12-093'], 'BP12-093 光の信仰者: 【守護】; your end phase +X attack, X = 【守護】 followers on your field (itself + 1: 1/4 → 3/4; alone: 2/4)', () => {
    const run = (field: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP12-093', ...field] });
      expect(kw(s0, ids.field![0]!, 'sve.ward')).toBe(true);
      return stats(endMain(s0), ids.field![0]!);
    };
    expect([run(['SD06-008', 'SD06-003']), run(['SD06-003'])]).toEqual([[3, 4], [2, 4]]);
  });

  covers(['BP12-094'], 'BP12-094 光の信仰者 (evolved): 【守護】; 【進化時】 a 【守護】 follower of original cost 3 or less from your deck onto your field; your end phase +X attack, X = 【守護】 followers on your field', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP12-093'], evolve: ['BP12-094'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP12-094');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
    const cand = s.decision!.candidates!.map((c) => s.cards[c]!.cardId);
    expect([...new Set(cand)].sort()).toEqual(['SD06-008', 'SD06-009', 'SD06-011']);
    s = stand(pick(s, s.decision!.candidates!.find((c) => s.cards[c]!.cardId === 'SD06-011')!));
    expect(names(s, 'field', 0)).toEqual(['BP12-094', 'SD06-011']);
    expect(kw(s, ids.field![0]!, 'sve.ward')).toBe(true);
    expect(stats(endMain(s), ids.field![0]!)).toEqual([4, 5]); // 2/5 + 2
  });

  covers(['BP04-068'], 'BP04-068 邪毒の紫竜: Fanfare discard 1 card of your hand (hand 2 → 1); when your main phase comes, discard 1', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP04-068'] });
    const keep = zoneCards(s0, 'hand', 0).filter((c) => c !== ids.hand![0]!);
    s0.zones['0:hand']!.cards = [ids.hand![0]!, ...keep.slice(0, 2)];
    for (const c of keep.slice(2)) { s0.cards[c]!.zone = '0:deck'; s0.zones['0:deck']!.cards.push(c); }
    let s = playIt(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) s = pick(s, keep[0]!);
    s = settleInOrder(s);
    expect([handCount(s, 0), zoneCards(s, 'cemetery', 0).length]).toEqual([1, 1]);
    // SVE 7.3: when your main phase comes, discard 1 (the turn's draw +1, the discard −1; the enemy main phase: none)
    const { s: m0 } = sc({ me: 'SD04', field: ['BP04-068'] });
    const h = handCount(m0, 0);
    const e = nextTurn(m0);
    expect([handCount(e, 0), zoneCards(e, 'cemetery', 0).length]).toEqual([h, 0]);
    const m = nextTurn(e);
    expect([m.turn.active, handCount(m, 0), zoneCards(m, 'cemetery', 0).length]).toEqual([0, h, 1]);
  });

  for (const [id, base] of [['BP01-043', [2, 2]], ['BP01-044', [4, 4]]] as const) {
    covers([id], `${id} 不屈の兵士: when another follower comes onto your field it gets +1 attack (two followers: +2; an amulet: no)`, () => {
      const { s: s0, ids } = sc({ me: 'SD02', field: [id], hand: ['SD02-007', 'SD02-012', 'BP09-034'] });
      const me = ids.field![0]!;
      let s = settleInOrder(playIt(s0, ids.hand![2]!));
      expect(stats(s, me)).toEqual([base[0], base[1]]);
      s = settleInOrder(playIt(s, ids.hand![0]!));
      expect(stats(s, me)).toEqual([base[0] + 1, base[1]]);
      s = settleInOrder(playIt(s, ids.hand![1]!));
      expect(stats(s, me)).toEqual([base[0] + 2, base[1]]);
    });
  }

  covers(['BP07-063'], 'BP07-063 ニードルドラゴニュート: when a ドラゴニュート follower of yours attacks, 2 damage to the enemy leader (a 竜族 follower attacking: none)', () => {
    const run = (attacker: string) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP07-063', attacker] });
      const a = ids.field![1]!;
      s0.cards[a]!.flags.since = 0;
      const s = settleInOrder(attack(s0, a, leader(s0, 1)));
      return health(s, 1);
    };
    expect(run('SD04-005')).toBe(20 - 2 - 2);
    expect(run('SD04-003')).toBe(20 - 3);
  });

  covers(['BP06-086'], 'BP06-086 アンテロープウォーリアー: when your main phase comes, 1 damage to your leader (20 → 19 on your next turn; the enemy main phase: none)', () => {
    const { s: s0 } = sc({ me: 'SD05', field: ['BP06-086'] });
    let s = nextTurn(s0);
    expect([s.turn.active, health(s, 0)]).toEqual([1, 20]);
    s = nextTurn(s);
    expect([s.turn.active, health(s, 0)]).toEqual([0, 19]);
  });

  covers(['BP04-115'], 'BP04-115 祈りの燭台: once per turn, when another amulet comes onto your field, your leader +1 health (two amulets: 15 → 16 only)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP04-115'], hand: ['SD06-015', 'SD06-015'] });
    setHealth(s0, 0, 15);
    let s = settleInOrder(playIt(s0, ids.hand![0]!));
    expect(health(s, 0)).toBe(16);
    s = settleInOrder(playIt(s, ids.hand![1]!));
    expect(health(s, 0)).toBe(16);
  });

  for (const id of ['BP05-027', 'BP05-028']) {
    covers([id], `${id} 機構職人・ジノ: when you play an amulet, a follower of yours +1 health (a follower played: no)`, () => {
      const { s: s0, ids } = sc({ me: 'SD02', field: [id], hand: ['SD06-015', 'SD02-007'] });
      const me = ids.field![0]!;
      const base = stats(s0, me);
      let s = settleInOrder(playIt(s0, ids.hand![1]!));
      expect(stats(s, me)).toEqual(base);
      s = settleInOrder(pickIf(playIt(s, ids.hand![0]!), me));
      expect(stats(s, me)).toEqual([base[0], base[1]! + 1]);
      // issue #18 (SVE 10.6.2.3): 「自分の場のフォロワー1体」 — your followers (itself included), not the amulet played, no enemy
      // follower, no leader; exactly 1
      const b = sc({ me: 'SD02', field: [id, 'SD02-007'], hand: ['SD06-015'], oppField: ['SD02-019'] });
      const t = toChoice(playIt(b.s, b.ids.hand![0]!));
      expectOffered(t, b.ids.field!, [b.ids.hand![0]!, ...b.ids.oppField!, leaderId(t, 0), leaderId(t, 1)]);
      expectUpTo(t, 1, { upTo: false });
    });
  }

  covers(['BP05-028'], 'BP05-028 機構職人・ジノ (evolved): 【進化時】 an amulet from your deck to your hand; 「自分がアミュレットをプレイしたとき、自分の場のフォロワー1体を選ぶ。それは[体力]+1する」: exactly your followers offered (not the enemy follower nor the amulet), +0/+1', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP05-027'], evolve: ['BP05-028'] });
    const isAmulet = (x: GameState, c: string) => (x.catalog[x.cards[c]!.cardId] as { type?: string }).type === 'アミュレット';
    const amulets = (x: GameState) => zoneCards(x, 'hand', 0).filter((c) => isAmulet(x, c)).length;
    const a0 = amulets(s0);
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP05-028');
    if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
      expect(s.decision.candidates!.every((c) => isAmulet(s, c))).toBe(true);
      s = pick(s, s.decision.candidates![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, amulets(s) - a0]).toEqual([1, 1]);
    // issue #18: the amulet-play trigger (an amulet played: 白翼への祈り, cost 1)
    const jb = sc({ me: 'SD06', field: ['BP05-027', 'SD02-019'], hand: ['SD06-015'], evolve: ['BP05-028'], oppField: ['SD02-002'] });
    const e = drive(evolveInto(jb.s, jb.ids.field![0]!, 'BP05-028'));
    const t = play(e, jb.ids.hand![0]!);
    expectOffered(t, jb.ids.field!, [jb.ids.oppField![0]!, jb.ids.hand![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = settleInOrder(pick(t, jb.ids.field![1]!));
    expect([stats(u, jb.ids.field![1]!), stats(u, jb.ids.field![0]!), stats(u, jb.ids.oppField![0]!)]).toEqual([[2, 4], stats(e, jb.ids.field![0]!), [3, 3]]);
  });

  covers(['BP04-108'], 'BP04-108 カリュドーン: 【突進】; once per turn, when an amulet of yours leaves the field, +2/+2 and 【指定攻撃】 (two amulets leaving: 7/7 only)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP04-108', 'SD06-002', 'SD06-002'], oppField: ['SD02-020'] });
    const me = ids.field![0]!;
    expect([stats(s0, me), kw(s0, me, 'sve.rush'), kw(s0, me, 'sve.assail')]).toEqual([[5, 5], true, false]);
    let s = settleInOrder(pickIf(act(s0, ids.field![1]!), ids.oppField![0]!));
    expect([stats(s, me), kw(s, me, 'sve.assail')]).toEqual([[7, 7], true]);
    s = settleInOrder(pickIf(act(s, ids.field![2]!), ids.oppField![0]!));
    expect(stats(s, me)).toEqual([7, 7]);
  });

  covers(['BP01-062'], 'BP01-062 ドラゴンメイジ: when you play a spell, a spell counter on it; [起動] remove 3 spell counters: 5 damage to an enemy follower (2 counters: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['BP01-062'], hand: ['SD03-012', 'SD03-012'], oppField: ['SD02-020'] });
    const me = ids.field![0]!;
    let s = settleInOrder(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
    const key = Object.keys(s.cards[me]!.counters).find((k) => (s.cards[me]!.counters[k] ?? 0) > 0);
    expect(key && s.cards[me]!.counters[key]).toBe(1);
    s.cards[me]!.counters[key!] = 2;
    expect(activations(s, me).length).toBe(0);
    s.cards[me]!.counters[key!] = 3;
    const hp = stats(s, ids.oppField![0]!)[1]!;
    s = settleInOrder(pickIf(act(s, me), ids.oppField![0]!));
    expect([s.cards[me]!.counters[key!] ?? 0, names(s, 'field', 1).length ? stats(s, ids.oppField![0]!)[1] : 'destroyed']).toEqual([0, hp - 5 > 0 ? hp - 5 : 'destroyed']);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const b = sc({ me: 'SD03', field: ['BP01-062', 'SD03-003'], oppField: ['SD02-020', 'SD02-002'] });
    b.s.cards[b.ids.field![0]!]!.counters[key!] = 3;
    const t = act(b.s, b.ids.field![0]!);
    expectOffered(t, b.ids.oppField!, [...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['CP01-028'], 'CP01-028 アグネスタキオン (evolved): when you play a spell, an enemy follower −1/−1; 【進化時】 a spell from your cemetery to your hand (a follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['CP01-027'], cemetery: ['SD03-015', 'SD03-003'], hand: ['SD03-012'], oppField: ['SD02-020'], evolve: ['CP01-028'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'CP01-028');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([1, ['SD03-003']]);
    s = settleInOrder(pickIf(playIt(s, ids.hand![0]!), ids.oppField![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
    expect(stats(s, ids.oppField![0]!)[0]).toBe(3);
  });

  covers(['BP07-084'], 'BP07-084 ゴーストライター: when a follower of yours evolves, two 『ゴースト』; [起動] engage: a 『ゴースト』 of yours gets 【必殺】', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP07-084', 'SD05-018'] });
    const ghosts = (x: GameState) => zoneCards(x, 'field', 0).filter((c) => (x.catalog[x.cards[c]!.cardId] as { name?: string }).name === 'ゴースト');
    expect(ghosts(s0).length).toBe(0);
    let s = settleInOrder(evolveInto(s0, ids.field![1]!, 'SD05-019'));
    const g = ghosts(s);
    expect(g.length).toBe(2);
    expect(kw(s, g[0]!, 'sve.bane')).toBe(false);
    s = settleInOrder(pickIf(act(s, ids.field![0]!), g[0]!));
    expect([kw(s, g[0]!, 'sve.bane'), kw(s, g[1]!, 'sve.bane'), s.cards[ids.field![0]!]!.tapped]).toEqual([true, false, true]);
  });

  covers(['BP18-100'], 'BP18-100 清純なる祈り・エイラ: 【守護】; Fanfare an 『エイラの祈祷』 from your deck to your hand; when the enemy main phase comes with an 『エイラの祈祷』 on your field your leader +2 health (without: none)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-100', 'BP02-095'] });
    onlyHand(s0, [ids.hand![0]!]);
    const s = settleInOrder(playIt(s0, ids.hand![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 && x.decision.candidates!.length ? pick(x, x.decision.candidates![0]!) : null));
    expect(names(s, 'hand', 0)).toEqual(['BP02-095']);
    const run = (field: string[]) => {
      const { s: a0 } = sc({ me: 'SD06', field: ['BP18-100', ...field] });
      setHealth(a0, 0, 15);
      const r = nextTurn(a0);
      return [r.turn.active, health(r, 0)];
    };
    expect(run(['BP02-095'])).toEqual([1, 17]);
    expect(run(['SD06-015'])).toEqual([1, 15]);
  });

  covers(['BP10-038'], 'BP10-038 《愚者》・リンクル (evolved): when you play an アルカナ spell, 3 damage to an enemy follower (a non-アルカナ spell: none)', () => {
    const run = (spell: string) => {
      const { s: s0, ids } = sc({ me: 'SD03', field: ['BP10-038'], hand: [spell], oppField: ['SD02-020'] });
      const s = settle(play(s0, ids.hand![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
      return [stats(s, ids.oppField![0]!), health(s, 1)];
    };
    expect(run('BP10-043')).toEqual([[4, 3], 18]); // 剥落の暴圧: 2 to the enemy leader, and the trigger: 3
    expect(run('SD03-005')).toEqual([[4, 6], 20]); // 知恵の光: not アルカナ
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD03', field: ['BP10-038'], hand: ['BP10-043'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP11-057'], 'BP11-057 燎火のレンチスミス: Fanfare a 『従順な駿馬』 onto your field; during your turn, when another 荒野 card enters your field, 1 damage to an enemy follower (the 駿馬 triggers it; a non-荒野 follower: none)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP11-057', 'SD04-003'], oppField: ['SD02-020'] });
    let s = settle(play(s0, ids.hand![0]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
    expect([namesOf(s, 'field', 0).sort(), stats(s, ids.oppField![0]!)]).toEqual([['従順な駿馬', '燎火のレンチスミス'], [4, 5]]);
    s = settle(play(s, ids.hand![1]!), (x) => (x.decision?.kind === 'chooseCards' && x.decision.player === 0 ? pickIf(x, ids.oppField![0]!) : null));
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 5]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD04', hand: ['BP11-057'], field: ['SD04-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['CP04-035'], 'CP04-035 ニノン: [UB][起動][コスト4]これを[アクト]: 5 damage to an enemy follower, then it stands; once a turn; 「自分の場の他のフォロワーの[UB]能力が発動したとき」 +1/+1 (14.5.1.3: another follower\'s UB, not its own); a class deck: never offered (14.5.1.2)', () => {
    const board = (basis: 'title' | 'class') => {
      const s = pcGameAs(PC.royal, ['CP04-035'], [], basis);
      const r = arrange(s, [['CP04-035', 'field', 0], ['CP04-035', 'field', 0], ['SD02-020', 'field', 1], ['SD02-002', 'field', 1]]);
      raisePp(r.state, 8);
      return { s: r.state, a: r.ids[0]!, b: r.ids[1]!, enemy: r.ids[2]!, other: r.ids[3]! };
    };
    const c = board('class');
    expect(activations(c.s, c.a)).toEqual([]);
    let { s, a, b, enemy, other } = board('title');
    expect(activations(s, a)).toHaveLength(1);
    const poor = structuredClone({ ...s, catalog: {} }) as GameState;
    poor.catalog = s.catalog;
    poor.players[0]!.counters.pp = 3;
    expect(activations(poor, a)).toEqual([]); // [コスト4]
    s = must(s, activations(s, a)[0]!).state;
    expectOffered(s, [enemy, other], [a, b, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not yours, no leader
    s = pick(s, enemy);
    s = resolveTriggersAndWard(s);
    expect([stats(s, enemy)[1], s.cards[a]!.tapped, counters(s, 0).pp, stats(s, a), stats(s, b)]).toEqual([1, false, 4, [2, 2], [3, 3]]);
    expect(activations(s, a)).toEqual([]); // 「この能力は1ターンに1回使える」, though standing with 4 PP
    s = must(s, activations(s, b)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    s = resolveTriggersAndWard(s);
    expect([onField(s, 1, 'SD02-020'), stats(s, a), stats(s, b), counters(s, 0).pp]).toEqual([[], [3, 3], [3, 3], 0]);
  });

  covers(['CP04-033'], 'CP04-033 ミツキ: [UB] Fanfare up to 2 enemy followers −2/−2; 「自分の場の他のフォロワーの[UB]能力が発動したとき」 one enemy follower −1/−1 (14.5.1.3); a class deck: the UB Fanfare never triggers (14.5.1.2); the Fanfare offers exactly the enemy followers, a 3rd pick refused, 0 or 1 accepted (SVE 10.6.2.3)', () => {
    const board = (basis: 'title' | 'class', third = false) => {
      const s = pcGameAs(PC.royal, ['CP04-033'], [], basis);
      const r = arrange(s, [['CP04-033', 'hand', 0], ['CP04-033', 'hand', 0], ['SD02-020', 'field', 1], ['SD02-001', 'field', 1], ...(third ? [['SD02-002', 'field', 1] as [string, string, number]] : [])]);
      raisePp(r.state, 8);
      return { s: r.state, a: r.ids[0]!, b: r.ids[1]!, e1: r.ids[2]!, e2: r.ids[3]! };
    };
    const c = board('class');
    const t = resolveTriggersAndWard(play(c.s, c.a));
    expect([stats(t, c.e1), stats(t, c.e2), counters(t, 0).pp]).toEqual([[4, 6], [5, 4], 4]);
    let { s, a, b, e1, e2 } = board('title');
    s = play(s, a);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', max: 2 });
    // issue #18: exactly the enemy followers (not ミツキ itself, no leader); with a third enemy a 3rd pick is refused, 0 and 1 accepted
    expectOffered(s, [e1, e2], [a, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
    const x = board('title', true);
    const xs = play(x.s, x.a);
    expectUpTo(xs, 2, { upTo: true });
    expect([x.e1, x.e2].map((e) => stats(resolveTriggersAndWard(chooseTargets(xs, [])), e))).toEqual([[4, 6], [5, 4]]);
    expect([x.e1, x.e2].map((e) => stats(resolveTriggersAndWard(chooseTargets(xs, [x.e2])), e))).toEqual([[4, 6], [3, 2]]);
    s = resolveTriggersAndWard(pick(pick(s, e1), e2));
    expect([stats(s, e1), stats(s, e2)]).toEqual([[2, 4], [3, 2]]);
    s = play(s, b); // its UB: both again; then ミツキ A sees another follower's UB: −1/−1 on one
    s = pick(pick(s, e1), e2);
    s = resolveTriggersAndWard(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, e1);
    s = resolveTriggersAndWard(s);
    expect([stats(s, e1), onField(s, 1, 'SD02-001'), counters(s, 0).pp]).toEqual([[-1, 1], [], 0]);
  });

  covers(['CP04-052'], 'CP04-052 ナナカ: [UB] Fanfare 「手札のスペル1枚を捨てる：」 5 damage to an enemy follower (an optional cost, 10.4.7); once a turn 「自分の場の他のフォロワーの[UB]能力が発動したとき」 a PriConne spell from your cemetery into the EX area', () => {
    let s = pcGameAs(PC.witch, ['CP04-052', 'PCS01-021', 'CP04-105', 'CP04-044'], [], 'title', 's16-8');
    const r = arrange(s, [['CP04-052', 'hand', 0], ['PCS01-021', 'hand', 0], ['CP04-105', 'hand', 0], ['CP04-105', 'hand', 0], ['CP04-044', 'cemetery', 0], ['SD02-020', 'field', 1], ['SD02-001', 'field', 1]]);
    s = r.state;
    raisePp(s, 7);
    const [me, eclipse, m1, m2, , e1, e2] = r.ids as string[];
    s = play(s, me!);
    expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    s = choose(s, 'pay');
    if (s.decision?.kind === 'chooseCards') s = pick(s, eclipse!); // the spell discarded (ダークエクリプス: its own 1 damage later)
    expectOffered(s, [e1!, e2!], [me!, m1!, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not ナナカ nor a card of the hand, no leader
    s = pick(s, e1!);
    s = resolveTriggersAndWard(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, e2!);
    s = resolveTriggersAndWard(s);
    expect([stats(s, e1!)[1], stats(s, e2!)[1], names(s, 'cemetery', 0).sort()]).toEqual([1, 3, ['CP04-044', 'PCS01-021'].sort()]);
    // another follower's UB: one PriConne spell of the cemetery into the EX area — once a turn
    const ex = names(s, 'exArea', 0).length;
    s = play(s, m1!);
    s = resolveTriggersAndWard(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = resolveTriggersAndWard(s);
    expect([names(s, 'exArea', 0).length - ex, zoneCards(s, 'cemetery', 0).length]).toEqual([1, 1]);
    s = play(s, m2!);
    s = resolveTriggersAndWard(s);
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    s = resolveTriggersAndWard(s);
    expect([names(s, 'exArea', 0).length - ex, zoneCards(s, 'cemetery', 0).length, counters(s, 0).pp]).toEqual([1, 1, 0]); // 「ターンごとに1回」
  });

  covers(['CP04-048'], 'クロエ (SVE 10.6.2.7, 14.5.1): when you play a なかよし部 card or a PriConne spell, 1 damage to the opponent\'s leader (a PriConne follower of another trait: none); [UB] fanfare in a title deck — damage to an enemy follower equal to your なかよし部 followers (class deck: none)', () => {
    const { s: s0, ids } = scene({ me: 'SD03', field: ['CP04-048'], hand: ['PCS01-012', 'CP04-054', 'CP04-047'], pp: 6 });
    let s = finish(play(s0, ids.hand![0]!)); // ルカ: プリコネ but not なかよし部 (its 【守護】 entry choice answered)
    expect(health(s, 1)).toBe(20);
    s = play(s, ids.hand![1]!); // ダークエクリプス: a PriConne spell
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, s.decision.candidates![0]!);
    expect(health(s, 1)).toBe(19);
    s = play(s, ids.hand![2]!); // チエル: a なかよし部 card
    for (let i = 0; i < 3 && s.decision?.kind !== 'sve.main'; i++) s = finish(s);
    expect([health(s, 1), s.players[0]!.counters.pp]).toEqual([18, 0]);
    const run = (basis: 'title' | 'class') => {
      let t = pcWitchGame(['CP04-048', 'CP04-047'], basis, 'decks-chloe');
      const r = arrange(t, [['CP04-048', 'hand', 0], ['CP04-047', 'field', 0], ['SD02-020', 'field', 1], ['SD02-002', 'field', 1]]);
      t = r.state;
      t.players[0]!.counters.pp = 2;
      t = play(t, r.ids[0]!);
      if (basis === 'title') { // issue #18: both enemy followers offered, not yours, no leader
        expectOffered(t, [r.ids[2]!, r.ids[3]!], [r.ids[0]!, r.ids[1]!, leaderId(t, 0), leaderId(t, 1)]);
        t = pick(t, r.ids[2]!);
      }
      return [stats(t, r.ids[2]!)[1], t.players[0]!.counters.pp];
    };
    expect(run('title')).toEqual([4, 0]); // 2 なかよし部 followers (チエル and クロエ): 6 − 2
    expect(run('class')).toEqual([6, 0]);
  });

  covers(['BP18-016'], 'マウンテンガール・ミロロ (SVE 10.4.4.1): fanfare — the next spell of original cost 1 or less costs 1 less; once per turn when you play a spell a follower of yours gets +1/+1 and 【突進】 (the second spell: nothing)', () => {
    const { s: s0, ids } = scene({ me: 'SD03', hand: ['BP18-016', 'SD03-012', 'SD03-012'], oppField: ['SD04-001', 'SD04-001'], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    const m = zoneCards(s, 'field', 0)[0]!;
    expect([s.players[0]!.counters.pp, stats(s, m)]).toEqual([0, [3, 3]]);
    expect(plays(s, ids.hand![1]!).length).toBe(1); // ウィンドブラスト: 1 - 1 = 0
    s = play(s, ids.hand![1]!);
    s = target(s, ids.oppField![0]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = target(s, m);
    expect([s.players[0]!.counters.pp, stats(s, m), kw(s, m, 'sve.rush'), stats(s, ids.oppField![0]!)[1]]).toEqual([0, [4, 4], true, stats(s0, ids.oppField![0]!)[1]! - 2]);
    expect(plays(s, ids.hand![2]!)).toEqual([]); // used up: 1 PP needed
    s.players[0]!.counters.pp = 1;
    s = play(s, ids.hand![2]!);
    s = target(s, ids.oppField![1]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = target(s, m);
    expect([s.players[0]!.counters.pp, stats(s, m)]).toEqual([0, [4, 4]]); // once per turn
    // issue #18: 「自分の場のフォロワー1体」: your two followers offered (no enemy follower, not the enemy amulet, no leader)
    const dz = scene({ me: 'SD03', field: ['BP18-016', 'SD02-019'], hand: ['SD03-012'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 3 });
    let dt = pick(play(dz.s, dz.ids.hand![0]!), dz.ids.oppField![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.field!, [...dz.ids.oppField!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  // ------------------------------------------------------------ 「自分のターン中、(group)が場から墓場に置かれたとき」
  covers(['BP13-108'], 'BP13-108 反逆の命・ミリアム (SVE 10.7.2, 10.7.4.1.2): in your turn, when a follower of yours goes from the field to the cemetery, 1 damage to the enemy leader; an enemy follower → nothing; in the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP13-108', 'SD02-007'], oppField: ['SD02-002', 'SD02-T01'], oppEngaged: [0, 1] });
    const [miriam, mine] = ids.field!;
    let s = quiet(attack(s0, mine!, ids.oppField![0]!)); // 2/2 into a 3/3: mine destroyed
    expect([names(s, 'cemetery', 0).includes('SD02-007'), health(s, 1), health(s, 0)]).toEqual([true, 19, 20]);
    const t = scene({ me: 'SD02', field: ['BP13-108', 'SD02-007'], oppField: ['SD02-T01'], oppEngaged: [0] });
    s = quiet(attack(t.s, t.ids.field![1]!, t.ids.oppField![0]!)); // the enemy 1/1 destroyed, mine survives
    expect([zoneCards(s, 'field', 1).length, health(s, 1)]).toEqual([0, 20]);
    const theirs = inOpponentsTurn(s0, (ctx) => destroy(ctx, mine!, null));
    expect([names(theirs, 'cemetery', 0).includes('SD02-007'), standby(theirs, miriam!)]).toEqual([true, 0]);
    const yours = ctxOf(structuredClone(s0));
    destroy(yours, mine!, null);
    expect(standby(yours.state, miriam!)).toBe(1);
  });

  covers(['BP08-006'], 'BP08-006 猛毒の姫・リコリス (SVE 10.7.2): in your turn, when an enemy follower goes from the field to the cemetery, 1 damage to its leader; your own follower → nothing; the opponent\'s turn → no standby; [起動]これを[アクト]: another follower of yours gets 【必殺】 (exactly your other followers offered; engaged: not offered, 10.4.6)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP08-006', 'SD02-002'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1] });
    const [licorice, mine] = ids.field!;
    let s = quiet(attack(s0, mine!, ids.oppField![0]!)); // 3/3 into the 2/2
    expect([zoneCards(s, 'field', 1), health(s, 1), health(s, 0)]).toEqual([[ids.oppField![1]!], 19, 20]);
    s = quiet(attack(s0, mine!, ids.oppField![1]!)); // 3/3 into 3/3: both destroyed, once each
    expect([zoneCards(s, 'field', 1).length, names(s, 'cemetery', 0).includes('SD02-002'), health(s, 1), health(s, 0)]).toEqual([1, true, 19, 20]);
    const theirs = inOpponentsTurn(s0, (ctx) => destroy(ctx, ids.oppField![0]!, null));
    expect(standby(theirs, licorice!)).toBe(0);
    // issue #18: 「[起動]これを[アクト]：自分の場の他のフォロワー1体を選ぶ。それは【必殺】を持つ」 (untested before)
    const b = scene({ me: 'SD02', field: ['BP08-006', 'SD02-002', 'SD02-019'], oppField: ['SD02-007'] });
    const [lic, f1, f2] = b.ids.field! as [string, string, string];
    const t = activateAbility(b.s, lic, activations(b.s, lic)[0]!.ability as number);
    expectOffered(t, [f1, f2], [lic, b.ids.oppField![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = settleInOrder(pick(t, f2));
    expect([kw(u, f2, 'sve.bane'), kw(u, f1, 'sve.bane'), u.cards[lic]!.tapped, activations(u, lic)]).toEqual([true, false, true, []]);
  });

  covers(['BP08-006'], 'BP08-006 猛毒の姫・リコリス with a token (SVE 9.1.4.4, 10.11.1): an enemy token follower destroyed in your turn is erased, yet 「それのリーダー」 is its last master\'s leader → 1 damage to the enemy leader, none to yours', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP08-006', 'SD02-002'], tokens: [['SD02-T01', 'field', 1]] });
    const knight = ids.tokens![0]!;
    s0.cards[knight]!.tapped = true;
    const s = quiet(attack(s0, ids.field![1]!, knight)); // 3/3 into the 1/1 ナイト token
    expect([s.cards[knight], zoneCards(s, 'cemetery', 1).length, health(s, 1), health(s, 0)]).toEqual([undefined, 0, 19, 20]);
    // issue #18: 「自分の場の(他の)フォロワー1体」: your two other followers offered (not the card itself, no enemy card, no leader)
    const dz = scene({ me: 'SD02', field: ['BP08-006', 'SD02-002', 'SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = must(dz.s, activations(dz.s, dz.ids.field![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.field!.slice(1), [dz.ids.field![0]!, ...dz.ids.oppField!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP15-006'], 'BP15-006 不吉の人形師 (SVE 10.7.2): in your turn, when a token follower of yours goes to the cemetery, an enemy follower gets -1/-1; a non-token follower of yours → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP15-006', 'SD02-007'], oppField: ['SD02-002'], oppEngaged: [0], tokens: [['SD02-T01', 'field', 0]] });
    let s = quiet(attack(s0, ids.tokens![0]!, ids.oppField![0]!)); // the 1/1 token into the 3/3 (→ 3/2)
    if (s.decision?.kind === 'chooseCards') s = quiet(pick(s, ids.oppField![0]!));
    expect(stats(s, ids.oppField![0]!)).toEqual([2, 1]);
    s = quiet(attack(s0, ids.field![1]!, ids.oppField![0]!)); // the 2/2 SD02-007 (not a token) destroyed
    expect([names(s, 'cemetery', 0).includes('SD02-007'), stats(s, ids.oppField![0]!)]).toEqual([true, [3, 1]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['BP15-006', 'SD02-007'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', oppEngaged: [0], tokens: [['SD02-T01', 'field', 0]] });
    let dt = quiet(attack(dz.s, dz.ids.tokens![0]!, dz.ids.oppField![0]!));
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  // ------------------------------------------------------------ 「自分のターン中、これが能力ダメージを受けたとき」
  covers(['BP15-066', 'BP08-063'], 'BP15-066 烈絶の崇拝者 / BP08-063 侮蔑の狂信者 (SVE 5.14.3.3, 10.7.2): ability damage in your turn → 3 damage to an enemy follower / 1 to the enemy leader; combat damage → nothing; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP15-066'], hand: ['BP08-063'], oppField: ['SD02-002', 'SD02-019'], oppEngaged: [0, 1], pp: 2 });
    const worshipper = ids.field![0]!;
    let s = settleChoices(play(s0, ids.hand![0]!)); // Fanfare: 1 damage to every follower (both are hit)
    const fanatic = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === 'BP08-063')!;
    let offered = 0;
    for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') {
        expectOffered(s, ids.oppField!, [worshipper, fanatic, leaderId(s, 0), leaderId(s, 1)]); // issue #18: both enemy followers, not yours, no leader
        offered++;
        s = pick(s, ids.oppField![0]!);
      } else s = settleChoices(s);
    }
    expect(offered).toBe(1);
    // SD02-002 3/3: 1 (fanfare) + 3 = destroyed; SD02-019 2/3: 1 (fanfare); enemy leader 20 − 1
    expect([zoneCards(s, 'field', 1), stats(s, ids.oppField![1]!), health(s, 1), stats(s, worshipper), stats(s, fanatic)]).toEqual([[ids.oppField![1]!], [2, 2], 19, [3, 2], [2, 1]]);
    // combat damage (8.4.9) is not ability damage: no 3 damage
    const c = scene({ me: 'SD04', field: ['BP15-066'], oppField: ['SD02-002', 'SD02-019'], oppEngaged: [0, 1] });
    s = quiet(attack(c.s, c.ids.field![0]!, c.ids.oppField![0]!));
    expect([s.decision?.kind, stats(s, c.ids.oppField![1]!)]).toEqual(['sve.main', [2, 3]]); // 3/3 vs 3/3: both destroyed, no 3 damage to SD02-019
    expect([zoneCards(s, 'field', 1), zoneCards(s, 'field', 0)]).toEqual([[c.ids.oppField![1]!], []]);
    const theirs = inOpponentsTurn(s0, (ctx) => dealDamage(ctx, { card: worshipper }, 1, { controller: 1, source: null, sourceCardId: null, scope: null, event: null }));
    expect([stats(theirs, worshipper), standby(theirs, worshipper)]).toEqual([[3, 2], 0]);
    const yours = ctxOf(structuredClone(s0));
    dealDamage(yours, { card: worshipper }, 1, { controller: 1, source: null, sourceCardId: null, scope: null, event: null });
    expect(standby(yours.state, worshipper)).toBe(1);
  });

  covers(['BP15-066'], 'BP15-066 烈絶の崇拝者 Fanfare (SVE 10.6.2.3, 13.4.1): 「自分の場のフォロワー2体まで選ぶ。【覚醒】状態なら、それに1ダメージ」 — exactly your followers offered (itself too; no enemy follower, no leader), a 3rd pick refused, 0 or 1 accepted; max PP 7: 1 damage to each chosen (itself chosen: its ability-damage trigger deals 3 to an enemy follower); max PP 6: no damage', () => {
    const board = (pp: number) => {
      const b = scene({ me: 'SD04', hand: ['BP15-066'], field: ['SD04-006', 'SD05-018'], oppField: ['SD02-002', 'SD02-019'], oppEngaged: [0, 1], pp });
      const s = play(b.s, b.ids.hand![0]!);
      return { s, ids: b.ids, self: zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === 'BP15-066')! };
    };
    const a = board(7);
    expectOffered(a.s, [a.self, ...a.ids.field!], [...a.ids.oppField!, leaderId(a.s, 0), leaderId(a.s, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(a.s, 2, { upTo: true });
    const two = chooseTargets(a.s, a.ids.field!); // 4/5 and 3/4 take 1 each
    expect([stats(two, a.ids.field![0]!), stats(two, a.ids.field![1]!), stats(two, a.self), a.ids.oppField!.map((x) => stats(two, x))]).toEqual([[4, 4], [3, 3], [3, 3], [[3, 3], [2, 3]]]);
    const none = chooseTargets(a.s, []);
    expect([stats(none, a.ids.field![0]!), stats(none, a.ids.field![1]!), stats(none, a.self)]).toEqual([[4, 5], [3, 4], [3, 3]]);
    // itself chosen: 1 ability damage in your turn → 3 damage to the chosen enemy follower (the 3/3 is destroyed)
    const selfHit = drive(chooseTargets(a.s, [a.self]), (d) => (d.kind === 'chooseCards' ? a.ids.oppField![0]! : null));
    expect([stats(selfHit, a.self), zoneCards(selfHit, 'field', 1)]).toEqual([[3, 2], [a.ids.oppField![1]!]]);
    // max PP 6 (not 【覚醒】): still chosen, no damage
    const b = board(6);
    expect(counters(b.s, 0).maxPp).toBe(6);
    const six = chooseTargets(b.s, b.ids.field!);
    expect([stats(six, b.ids.field![0]!), stats(six, b.ids.field![1]!)]).toEqual([[4, 5], [3, 4]]);
  });

  covers(['BP04-087'], 'BP04-087 フェンリル (SVE 10.7.2): in your turn, when this is dealt damage (combat damage too), 3 damage to an enemy follower; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP04-087'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1] });
    let s = settleChoices(attack(s0, ids.field![0]!, ids.oppField![0]!)); // 3/5 into 2/2: takes 2
    for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) {
      if (s.decision.kind === 'chooseCards') s = pick(s, s.decision.candidates!.includes(ids.oppField![1]!) ? ids.oppField![1]! : s.decision.candidates![0]!);
      else if (s.decision.kind === 'sve.quick') s = pass(s);
      else s = settleChoices(s);
    }
    expect([zoneCards(s, 'field', 1), stats(s, ids.field![0]!)]).toEqual([[], [3, 3]]); // 2/2 by combat, 3/3 by 3 damage
    const theirs = inOpponentsTurn(s0, (ctx) => dealDamage(ctx, { card: ids.field![0]! }, 1, null));
    expect(standby(theirs, ids.field![0]!)).toBe(0);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers on the field (not the 2/2 destroyed in the battle,
    // not フェンリル, not yours, no leader); exactly 1
    const b = scene({ me: 'SD05', field: ['BP04-087', 'SD05-001'], oppField: ['SD02-007', 'SD02-002', 'SD02-019'], oppEngaged: [0, 1, 2] });
    const t = toChoice(settleChoices(attack(b.s, b.ids.field![0]!, b.ids.oppField![0]!)));
    expectOffered(t, b.ids.oppField!.slice(1), [b.ids.oppField![0]!, ...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  // ------------------------------------------------------------ 「自分のターン中、自分が[ドラゴン]スペルをプレイしたとき」
  covers(['BP09-057'], 'BP09-057 竜鎧の戦士 (SVE 10.7.2, 10.6.2.7): in your turn, when you play a [ドラゴン] spell, 2 damage to every enemy follower; a neutral spell → nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP09-057'], hand: ['SD04-015', 'SD04-020'], oppField: ['SD02-002', 'SD02-019'], pp: 2 });
    let s = play(s0, ids.hand![0]!); // ブレイジングブレス (dragon): 2 to the chosen one
    for (let i = 0; i < 6 && s.decision && s.decision.kind !== 'sve.main'; i++) s = s.decision.kind === 'chooseCards' ? pick(s, ids.oppField![1]!) : settleChoices(s);
    // trigger: 2 to each (3/3 → 3/1, 2/3 → 2/1), then the spell's 2 to SD02-019 → destroyed
    expect([zoneCards(s, 'field', 1), stats(s, ids.oppField![0]!)]).toEqual([[ids.oppField![0]!], [3, 1]]);
    let n = play(s0, ids.hand![1]!); // エンジェルスナイプ (neutral): 2 to the chosen one only
    for (let i = 0; i < 6 && n.decision && n.decision.kind !== 'sve.main'; i++) n = n.decision.kind === 'chooseCards' ? pick(n, ids.oppField![1]!) : settleChoices(n);
    expect([stats(n, ids.oppField![0]!), stats(n, ids.oppField![1]!)]).toEqual([[3, 3], [2, 1]]);
  });

  // ------------------------------------------------------------ 「自分のターン中、(自分|相手)の…が場から墓場に置かれたとき」
  covers(['BP13-109'], 'BP13-109 反逆の命・ミリアム (evolved; SVE 10.4.3, 10.7.2): 【進化時】 put another follower of YOUR field into the cemetery (the enemy one is no candidate) → 『エッジアーティファクト』 3/4 【突進】【ドレイン】, and the follower leaving in your turn → 1 damage to the enemy leader; skip → neither', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP13-108', 'SD02-007', 'SD02-002'], evolve: ['BP13-109'], oppField: ['SD02-002'], pp: 2 });
    let cands: string[] = [];
    const s = drive(evolve(s0, ids.field![0]!), (d) => {
      if (d.kind === 'chooseCards') { cands = [...d.candidates!].sort(); return ids.field![1]!; }
      return d.rule === 'SVE 10.4.7' ? 'pay' : null;
    });
    expect(cands).toEqual([ids.field![1]!, ids.field![2]!].sort());
    const edge = byName(s, 'field', 0, 'エッジアーティファクト');
    expect([names(s, 'cemetery', 0), edge.length, health(s, 1), health(s, 0)]).toEqual([['SD02-007'], 1, 19, 20]);
    expect([stats(s, edge[0]!), kw(s, edge[0]!, 'sve.rush'), kw(s, edge[0]!, 'sve.drain'), cardIdOf(s, ids.field![0]!)]).toEqual([[3, 4], true, true, 'BP13-109']);
    const skip = drive(evolve(s0, ids.field![0]!), (d) => (d.rule === 'SVE 10.4.7' ? 'skip' : null));
    expect([zoneCards(skip, 'field', 0).length, health(skip, 1)]).toEqual([3, 20]);
    const evolved = must(s0, legalActions(s0).find((a) => a.type === 'evolve' && a.card === ids.field![0]!)!).state; // the opponent's turn: no standby
    const theirs = inOpponentsTurn(drive(evolved, (d) => (d.rule === 'SVE 10.4.7' ? 'skip' : null)), (ctx) => destroy(ctx, ids.field![1]!, null));
    expect(standby(theirs, ids.field![0]!)).toBe(0);
  });

  covers(['BP15-007'], 'BP15-007 不吉の人形師 (evolved; SVE 10.7.2): 【進化時】 one 『操り人形』 onto the field and one into the EX area; that token destroyed in your turn → the enemy follower gets -1/-1', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP15-006'], evolve: ['BP15-007'], oppField: ['SD02-002'], oppEngaged: [0], pp: 1 });
    let s = drive(evolve(s0, ids.field![0]!));
    const puppets = byName(s, 'field', 0, '操り人形');
    expect([puppets.length, byName(s, 'exArea', 0, '操り人形').length, cardIdOf(s, ids.field![0]!)]).toEqual([1, 1, 'BP15-007']);
    s = drive(attack(s, puppets[0]!, ids.oppField![0]!), () => ids.oppField![0]!); // 1/1 【突進】 into the 3/3: 3/2, then -1/-1
    expect([byName(s, 'field', 0, '操り人形').length, stats(s, ids.oppField![0]!)]).toEqual([0, [2, 1]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD02', field: ['BP15-006'], evolve: ['BP15-007'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', oppEngaged: [0], pp: 1 });
    const ev = drive(evolve(dz.s, dz.ids.field![0]!));
    const puppet = byName(ev, 'field', 0, '操り人形')[0]!;
    let dt = quiet(attack(ev, puppet, dz.ids.oppField![0]!));
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  // ------------------------------------------------------------ 「自分のターン中、これが能力(による)ダメージを受けたとき」
  covers(['BP15-067'], 'BP15-067 烈絶の崇拝者 (evolved; SVE 5.14.3.3, 10.7.2): 【進化時】 1 damage to up to 2 of your followers; choosing itself → 3 damage to an enemy follower; another one only → nothing; exactly your followers offered (no enemy follower), a 3rd pick refused (SVE 10.6.2.3)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP15-066', 'SD04-001'], evolve: ['BP15-067'], oppField: ['SD02-002'], pp: 1 });
    const [w, faf] = ids.field!;
    let picked = 0;
    const s = drive(evolve(s0, w!), (d) => (d.kind === 'chooseCards' ? (d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : picked++ === 0 ? w! : faf!) : null));
    expect([stats(s, w!), stats(s, faf!), zoneCards(s, 'field', 1)]).toEqual([[4, 3], [7, 7], []]); // 3/3 destroyed by 3
    picked = 0;
    const other = drive(evolve(s0, w!), (d) => (d.kind === 'chooseCards' ? (d.candidates!.includes(ids.oppField![0]!) ? ids.oppField![0]! : picked++ === 0 ? faf! : false) : null));
    expect([stats(other, w!), stats(other, faf!), stats(other, ids.oppField![0]!)]).toEqual([[4, 4], [7, 7], [3, 3]]);
    // issue #18: three followers of yours and an enemy one: exactly yours offered, up to 2
    const b = scene({ me: 'SD04', field: ['BP15-066', 'SD04-006', 'SD05-018'], evolve: ['BP15-067'], oppField: ['SD02-002'], pp: 1 });
    const e = evolve(b.s, b.ids.field![0]!);
    expectOffered(e, b.ids.field!, [b.ids.oppField![0]!, leaderId(e, 0), leaderId(e, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(e, 2, { upTo: true });
    const none = chooseTargets(e, []);
    expect(b.ids.field!.map((x) => stats(none, x))).toEqual([[4, 4], [4, 5], [3, 4]]);
  });

  covers(['BP15-072'], 'BP15-072 侮蔑の隠者 (SVE 13.4.1, 10.7.2): Fanfare with max PP 7 (【覚醒】) 1 damage to the chosen follower of yours (itself) → look at the top card, may reveal a 絶傑 card and add it; max PP 6 → no damage; exactly your followers offered (no enemy follower; SVE 10.6.2.3)', () => {
    const run = (pp: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP15-072', 'BP05-063'], pp });
      toDeckTop(s0, [ids.hand![1]!]);
      const h = handCount(s0, 0);
      const s = drive(play(s0, ids.hand![0]!), (d, st) => (d.kind === 'chooseCards' ? (d.candidates!.find((x) => cardIdOf(st, x) === 'BP15-072') ?? d.candidates!.find((x) => cardIdOf(st, x) === 'BP05-063') ?? null) : null));
      const hermit = byName(s, 'field', 0, '侮蔑の隠者')[0]!;
      return [stats(s, hermit), handCount(s, 0) - h, names(s, 'hand', 0).includes('BP05-063')];
    };
    expect(run(7)).toEqual([[0, 1], 0, true]); // -1 played, +1 added
    expect(run(6)).toEqual([[0, 2], -1, false]);
    // issue #18: 「自分の場のフォロワー1体を選ぶ」 with another follower of yours and an enemy one on the board
    const b = scene({ me: 'SD04', hand: ['BP15-072'], field: ['SD05-018'], oppField: ['SD02-002'], pp: 7 });
    const t = play(b.s, b.ids.hand![0]!);
    const self = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) === 'BP15-072')!;
    expectOffered(t, [self, b.ids.field![0]!], [b.ids.oppField![0]!, leaderId(t, 0), leaderId(t, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(t, 1, { upTo: false });
    const u = drive(pick(t, b.ids.field![0]!));
    expect([stats(u, b.ids.field![0]!), stats(u, self), stats(u, b.ids.oppField![0]!)]).toEqual([[3, 3], [0, 2], [3, 3]]); // the chosen 3/4 −1; itself (0/2) and the enemy untouched
  });

  covers(['BP09-026'], 'BP09-026 悪魔伯爵・ダリオ (evolved; SVE 12.11, 10.7.2): 【指定攻撃】 attacks a standing follower; an enemy follower going to the cemetery in your turn → +1/+1; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP09-025'], evolve: ['BP09-026'], oppField: ['SD02-007'], pp: 1 });
    const d = ids.field![0]!;
    let s = drive(evolve(s0, d));
    expect(stats(s, d)).toEqual([5, 5]);
    s = drive(attack(s, d, ids.oppField![0]!)); // the standing 2/2: destroyed; 5/3 then +1/+1
    expect([zoneCards(s, 'field', 1), stats(s, d)]).toEqual([[], [6, 4]]);
    const theirs = inOpponentsTurn(drive(evolve(s0, d)), (ctx) => destroy(ctx, ids.oppField![0]!, null));
    expect(standby(theirs, d)).toBe(0);
  });

  covers(['BP08-035'], 'BP08-035 スウィート★メドゥーサ (SVE 10.7.2): an enemy follower going to the cemetery in your turn → 『毒蛇』 0/1 【必殺】; your own follower → nothing; Fanfare: search a card of original cost 2 or less (cost 3 not offered)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP08-035', 'SD02-002'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1] });
    let s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!)); // 3/3 into the 2/2
    const snakes = byName(s, 'field', 0, '毒蛇');
    expect([snakes.length, snakes.length ? stats(s, snakes[0]!) : null, snakes.length ? kw(s, snakes[0]!, 'sve.bane') : null]).toEqual([1, [0, 1], true]);
    s = drive(attack(s0, ids.field![1]!, ids.oppField![1]!)); // 3/3 into 3/3: both go; one snake for the enemy one only
    expect(byName(s, 'field', 0, '毒蛇').length).toBe(1);
    const f = scene({ me: 'SD02', hand: ['BP08-035'], pp: 4 });
    let cands: string[] = [];
    const h = handCount(f.s, 0);
    const t = drive(play(f.s, f.ids.hand![0]!), (d, st) => { if (d.kind === 'chooseCards') { cands = d.candidates!.map((x) => cardIdOf(st, x)); return d.candidates![0]!; } return null; });
    expect([cands.length > 0, cands.every((c) => (t.catalog[c]!.cost as number) <= 2), cands.includes('SD02-003'), handCount(t, 0)]).toEqual([true, true, false, h]);
  });

  covers(['BP05-055', 'BP05-056'], 'BP05-055 / BP05-056 侮蔑の使徒 (SVE 5.14.3.3, 10.7.2): ability damage in your turn → [攻撃力]+1 and 【疾走】; the opponent\'s turn → nothing; evolved: 【進化時】 discard 1 → look at the top 5, up to 2 絶傑 cards to the hand, the rest to the bottom', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['BP05-055'], hand: ['BP05-058'], oppField: ['SD02-002'], pp: 1 });
    const a = ids.field![0]!;
    const s = drive(play(s0, ids.hand![0]!), (d) => (d.kind === 'chooseCards' ? (d.candidates!.includes(a) ? a : ids.oppField![0]!) : null));
    expect([stats(s, a), kw(s, a, 'sve.storm')]).toEqual([[3, 3], true]);
    expect(legalActions(s).some((x) => x.type === 'attack' && x.attacker === a)).toBe(true);
    const theirs = inOpponentsTurn(s0, (ctx) => dealDamage(ctx, { card: a }, 1, { controller: 1, source: null, sourceCardId: null, scope: null, event: null }));
    expect(standby(theirs, a)).toBe(0);
    // evolved (3/5): discard SD04-009 → top 5 = 3 絶傑 cards + 2 others → take 2
    const e = scene({ me: 'SD04', field: ['BP05-055'], evolve: ['BP05-056'], hand: ['SD04-009', 'BP05-063', 'BP05-058', 'BP15-066', 'SD04-002', 'SD04-003'], pp: 1 });
    const top = e.ids.hand!.slice(1);
    toDeckTop(e.s, top);
    const h = handCount(e.s, 0);
    let seen: string[] = [];
    const t = drive(evolve(e.s, e.ids.field![0]!), (d) => {
      if (d.kind === 'chooseOption') return d.rule === 'SVE 10.4.7' ? 'pay' : null;
      if (d.kind !== 'chooseCards') return null;
      if (d.candidates!.includes(e.ids.hand![0]!)) return e.ids.hand![0]!;
      if (seen.length === 0) seen = [...d.candidates!].sort();
      return d.candidates!.includes(top[0]!) ? top[0]! : d.candidates!.includes(top[1]!) ? top[1]! : false;
    });
    expect([stats(t, e.ids.field![0]!), names(t, 'cemetery', 0), handCount(t, 0) - h]).toEqual([[3, 5], ['SD04-009'], -1 + 2]);
    expect([names(t, 'hand', 0).includes('BP05-063'), names(t, 'hand', 0).includes('BP05-058'), seen.every((x) => top.slice(0, 3).includes(x))]).toEqual([true, true, true]);
    const deck = names(t, 'deck', 0);
    expect(deck.slice(-3).sort()).toEqual(['BP15-066', 'SD04-002', 'SD04-003'].sort());
  });

  covers(['BP05-076', 'BP05-077'], 'BP05-076 / BP05-077 仮面人形 (SVE 10.7.2): a follower of yours going to the cemetery in your turn → [攻撃力]+1; Fanfare: 『操り人形』 into the EX area; evolved: 【進化時】 2 『操り人形』 onto the field', () => {
    const p = scene({ me: 'SD05', hand: ['BP05-076'], pp: 3 });
    const s1 = drive(play(p.s, p.ids.hand![0]!));
    expect(byName(s1, 'exArea', 0, '操り人形').length).toBe(1);
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP05-076', 'SD02-007'], evolve: ['BP05-077'], oppField: ['SD02-002'], oppEngaged: [0], pp: 1 });
    const m = ids.field![0]!;
    let s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!)); // 2/2 into 3/3: yours goes
    expect(stats(s, m)).toEqual([3, 3]);
    s = drive(evolve(s0, m));
    const puppets = byName(s, 'field', 0, '操り人形');
    expect([puppets.length, stats(s, m)]).toEqual([2, [3, 4]]);
    s = drive(attack(s, puppets[0]!, ids.oppField![0]!)); // the token 1/1 goes
    expect(stats(s, m)).toEqual([4, 4]);
    const theirs = inOpponentsTurn(s0, (ctx) => destroy(ctx, ids.field![1]!, null));
    expect(standby(theirs, m)).toBe(0);
  });

  covers(['BP04-088'], 'BP04-088 フェンリル (evolved; SVE 10.7.2): dealt combat damage in your turn → 3 damage to an enemy follower; the opponent\'s turn → no standby', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP04-087'], evolve: ['BP04-088'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1], pp: 1 });
    const f = ids.field![0]!;
    const e = drive(evolve(s0, f));
    expect(stats(e, f)).toEqual([4, 6]);
    const s = drive(attack(e, f, ids.oppField![0]!), () => ids.oppField![1]!); // takes 2; 3 to the 3/3
    expect([zoneCards(s, 'field', 1), stats(s, f)]).toEqual([[], [4, 4]]);
    const theirs = inOpponentsTurn(e, (ctx) => dealDamage(ctx, { card: f }, 1, null));
    expect(standby(theirs, f)).toBe(0);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers on the field (not the 2/2 destroyed in the battle,
    // not フェンリル, not yours, no leader); exactly 1
    const b = scene({ me: 'SD05', field: ['BP04-087', 'SD05-001'], evolve: ['BP04-088'], oppField: ['SD02-007', 'SD02-002', 'SD02-019'], oppEngaged: [0, 1, 2], pp: 1 });
    const ev = drive(evolve(b.s, b.ids.field![0]!));
    const t = toChoice(settleChoices(attack(ev, b.ids.field![0]!, b.ids.oppField![0]!)));
    expectOffered(t, b.ids.oppField!.slice(1), [b.ids.oppField![0]!, ...b.ids.field!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP03-034', 'BP03-035'], 'BP03-034 / BP03-035 刃ネズミ (SVE 10.7.2, 11.3): an enemy follower destroyed in your turn → [攻撃力]+1; your own → nothing; evolved: 【進化時】 2 damage to an enemy follower (destroys a 2/2 → +1)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP03-034', 'SD02-002'], evolve: ['BP03-035'], oppField: ['SD02-007', 'SD02-002'], oppEngaged: [0, 1], pp: 2 });
    const r = ids.field![0]!;
    let s = drive(attack(s0, ids.field![1]!, ids.oppField![0]!));
    expect(stats(s, r)).toEqual([2, 3]);
    s = drive(evolve(s0, r), () => ids.oppField![0]!);
    expect([zoneCards(s, 'field', 1), stats(s, r)]).toEqual([[ids.oppField![1]!], [3, 4]]);
    const own = scene({ me: 'SD02', field: ['BP03-034', 'SD02-007'], oppField: ['SD02-002'], oppEngaged: [0] });
    s = drive(attack(own.s, own.ids.field![1]!, own.ids.oppField![0]!)); // your 2/2 destroyed
    expect(stats(s, own.ids.field![0]!)).toEqual([1, 3]);
    expectOfferedOnEvolve('SD02', 'BP03-034', 'BP03-035', 2); // issue #18: the set offered
  });

  covers(['BP09-108'], 'アマテラス (SVE 5.4.1 「これがアクトしたとき」): engaged by its attack (8.4.4) your leader gets [体力]+1, +2 instead with 『ツクヨミ』 on your field; engaged by an effect: +1; already engaged, engaging again does nothing; 【守護】', () => {
    for (const tsukuyomi of [false, true]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: tsukuyomi ? ['BP09-108', 'BP09-109'] : ['BP09-108'], pp: 0 });
      const a = ids.field![0]!;
      expect(kw(s0, a, 'sve.ward')).toBe(true);
      s0.cards[a]!.flags.since = 0;
      const s = toMain(attack(s0, a, leaderOf(s0, 1)));
      expect([health(s, 0), health(s, 1)]).toEqual([20 + (tsukuyomi ? 2 : 1), 20 - 2]);
    }
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP09-108'], pp: 0 });
    const e = engage(s0, ids.field![0]!);
    expect(health(e, 0)).toBe(21);
    expect(health(engage(e, ids.field![0]!), 0)).toBe(21); // no stand → engaged change (5.4.1)
    expect(health(s0, 0)).toBe(20);
  });

  covers(['BP09-109'], 'ツクヨミ (SVE 5.4.1, 12.10): with 【突進】 it attacks an engaged enemy follower the turn it enters; engaged by that attack: 1 damage to each opponent leader, 2 instead with 『アマテラス』 on your field; engaged by an effect: 1', () => {
    for (const amaterasu of [false, true]) {
      const { s: s0, ids } = scene({ me: 'SD02', field: amaterasu ? ['BP09-109', 'BP09-108'] : ['BP09-109'], oppField: ['SD04-001'], oppEngaged: [0], pp: 0 });
      const t = ids.field![0]!;
      s0.cards[t]!.flags.since = s0.turn.number; // entered this turn: only 【突進】 lets it attack (8.4.2.1)
      expect(kw(s0, t, 'sve.rush')).toBe(true);
      const s = toMain(attack(s0, t, ids.oppField![0]!));
      expect([health(s, 1), health(s, 0)]).toEqual([20 - (amaterasu ? 2 : 1), 20]);
    }
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP09-109'], pp: 0 });
    expect([health(s0, 1), health(engage(s0, ids.field![0]!), 1)]).toEqual([20, 19]);
  });

  covers(['PCS01-046', 'CP04-108'], 'ドングリチャージ (SVE 5.4.1): this amulet engaged (an [アクト] by an effect) — your leader [体力]+1; engaged again while engaged — nothing; left standing — nothing', () => {
    for (const id of ['PCS01-046', 'CP04-108']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: [id], pp: 0 });
      const c = ids.field![0]!;
      const e = engage(s0, c);
      expect([health(s0, 0), health(e, 0)]).toEqual([20, 21]);
      expect(health(engage(e, c), 0)).toBe(21);
    }
  });

  covers(['EBD03-005', 'BP11-069'], 'カオスルーラー・アイシィレンドリング (SVE 5.4.1): engaged by its attack, each opponent discards 1 card of their choice (hand 2 → 1; an empty hand: nothing); attack 5 to the leader; [進化][コスト1] refused at 0 PP', () => {
    for (const id of ['EBD03-005', 'BP11-069']) {
      for (const oppHand of [2, 0]) {
        const { s: s0, ids } = scene({ me: 'SD05', field: [id], pp: 0 });
        const c = ids.field![0]!;
        s0.cards[c]!.flags.since = 0;
        const hand = zoneCards(s0, 'hand', 1);
        while (hand.length > oppHand) s0.zones['1:deck']!.cards.push(hand.pop()!), (s0.cards[s0.zones['1:deck']!.cards.at(-1)!]!.zone = '1:deck');
        let s = settleChoices(attack(s0, c, leaderOf(s0, 1)));
        if (s.decision?.kind === 'chooseCards' && s.decision.player === 1) s = pick(s, s.decision.candidates![0]!);
        s = toMain(s);
        expect([handCount(s, 1), names(s, 'cemetery', 1).length, health(s, 1)]).toEqual([Math.max(0, oppHand - 1), oppHand > 0 ? 1 : 0, 15]);
      }
      const { s: e0, ids: e } = scene({ me: 'SD05', field: [id], evolve: [id === 'EBD03-005' ? 'EBD03-006' : 'BP11-070'], pp: 0 });
      e0.players[0]!.counters.ep = 0;
      expect(legalActions(e0).filter((x) => x.type === 'evolve' && x.card === e.field![0]!)).toEqual([]);
    }
  });

  covers(['EBD03-006', 'BP11-070', 'BP11-SL14', 'BP11-U05'], 'カオスルーラー・アイシィレンドリング (evolved; 「自分のターン中、いずれかのプレイヤーが自身の手札1枚を捨てたとき」, SVE 5.12.1): attacking engages it, the opponent discards 1, which engages a chosen enemy follower; your own discard during your turn triggers too; a discard during the opponent\'s turn does not; 【進化時】 discarding 1 (which also triggers): 2 followers of your cemetery to your hand; [進化][コスト1] refused at 0 PP', () => {
    for (const card of ['EBD03-006', 'BP11-070', 'BP11-SL14', 'BP11-U05']) {
      const { s: s0, ids } = scene({ me: 'SD05', field: [card], oppField: ['SD04-017'] });
      const me = ids.field![0]!;
      const foe = ids.oppField![0]!;
      s0.cards[me]!.flags.since = 0;
      const oh = handCount(s0, 1);
      let s = settleChoices(attack(s0, me, leaderId(s0, 1)));
      for (let i = 0; i < 4 && s.decision?.kind === 'chooseCards'; i++) s = settleChoices(pick(s, s.decision.player === 1 ? s.decision.candidates![0]! : foe));
      expect([card, handCount(s, 1), s.cards[foe]!.tapped]).toEqual([card, oh - 1, true]);
      // your own discard in your turn
      const discardMine = (x: GameState) => {
        const ctx = ctxOf(structuredClone(x));
        ctx.state.decision = null;
        push(ctx, { op: '$check' });
        resolveEffect(ctx, { type: 'discard', amount: 1 } as Parameters<typeof resolveEffect>[1], newEnv(ctx, 0, null));
        run(ctx);
        let y = ctx.state;
        for (let i = 0; i < 4 && y.decision?.kind === 'chooseCards'; i++) y = settleChoices(pick(y, y.decision.candidates!.includes(foe) ? foe : y.decision.candidates![0]!));
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
        } else s = settleChoices(s);
        if (s.decision?.kind === 'chooseOption' && s.decision.rule !== 'SVE 10.5.2' && s.decision.rule !== 'SVE 12.8.2') break;
      }
      expect([evo, s.cards[me]!.cardId, handCount(s, 0) - h, names(s, 'cemetery', 0).filter((x) => x === 'SD05-003').length, s.cards[ids.oppField![0]!]!.tapped]).toEqual([evo, evo, 1, 0, true]);
    }
  });

  covers(['BP18-066', 'BP18-P26'], '彩尾の風紀委員 (SVE 8.4.5 「自分の場の攻撃力4以上の武闘竜人・フォロワーが攻撃したとき、それは[攻撃力]+1する」): a 4-attack 武闘竜人 follower attacking becomes 5 (it, not another); a 3-attack one stays 3; a 5-attack non-武闘竜人 stays 5; Fanfare: another 武闘竜人 follower [攻撃力]+1; cost 2 (refused at 1 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP18-066'], field: ['BP13-054', 'BP18-058', 'BP07-001'], pp: 2, evolve: ['BP18-067'] });
    expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
    let s = settleChoices(playNow(s0, ids.hand![0]!));
    // issue #18: 「自分の場の他の武闘竜人・フォロワー1体を選ぶ」 — the two other 武闘竜人 followers; not itself, not the elf, no leader
    const self = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === 'BP18-066')!;
    expectOffered(s, ids.field!.slice(0, 2), [self, ids.field![2]!, leaderId(s, 0), leaderId(s, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(s, 1, { upTo: false });
    s = settleChoices(pick(s, ids.field![1]!));
    const [four, three, elf] = ids.field as [string, string, string];
    expect([stats(s, four), stats(s, three), stats(s, elf)]).toEqual([[4, 3], [4, 3], [5, 5]]);
    // the fanfare raised the 3-attack one to 4: take a fresh scene without the fanfare for the boundary
    const { s: f0, ids: fi } = scene({ me: 'SD04', field: ['BP18-066', 'BP13-054', 'BP18-058', 'BP07-001'] });
    for (const id of fi.field!) f0.cards[id]!.flags.since = 0;
    const opp = leaderId(f0, 1);
    const a4 = settleChoices(attack(f0, fi.field![1]!, opp));
    expect([stats(a4, fi.field![1]!), stats(a4, fi.field![2]!), stats(a4, fi.field![0]!)]).toEqual([[5, 3], [3, 3], [1, 3]]);
    const a3 = settleChoices(attack(f0, fi.field![2]!, opp));
    expect(stats(a3, fi.field![2]!)).toEqual([3, 3]);
    const a5 = settleChoices(attack(f0, fi.field![3]!, opp));
    expect(stats(a5, fi.field![3]!)).toEqual([5, 5]);
    // [進化][コスト1]
    const me = onField(s, 0, 'BP18-066')[0]!;
    s.cards[me]!.flags.since = 0;
    s.players[0]!.counters.ep = 0;
    expect(evolves(withPp(s, 0), me)).toEqual([]);
    expect(names(evolve(withPp(s, 1), me), 'field', 0)).toContain('BP18-067');
  });

  covers(['BP08-016'], 'BP08-016 歴史を知る者: when a TOKEN follower enters your field, 2 damage to an enemy follower (its fanfare\'s 『エンシェントアーティファクト』 3/1 【突進】 triggers it; a non-token follower does not); 3 PP: cannot play', () => {
    const { s: s0, ids } = scene({ hand: ['BP08-016', 'SD02-007'], oppField: ['SD02-020'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    s = declineOptional(s.decision?.kind === 'chooseCards' ? pick(s, ids.oppField![0]!) : s);
    const tok = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP08-T10')!;
    expect([stats(s, tok), kw(s, tok, 'sve.rush'), stats(s, ids.oppField![0]!)]).toEqual([[3, 1], true, [4, 4]]); // 天剣の乙女 4/6 - 2
    s = declineOptional(play(s, ids.hand![1]!));
    expect([names(s, 'field', 0).includes('SD02-007'), stats(s, ids.oppField![0]!)]).toEqual([true, [4, 4]]);
    const t = scene({ field: ['BP08-016'], oppField: ['SD02-020'], tokens: [['SD02-T01', 'hand', 0]], pp: 1 });
    let u = play(t.s, t.ids.tokens![0]!);
    u = declineOptional(u.decision?.kind === 'chooseCards' ? pick(u, t.ids.oppField![0]!) : u);
    expect(stats(u, t.ids.oppField![0]!)).toEqual([4, 4]);
    const short = scene({ hand: ['BP08-016'], pp: 3 });
    expect(playable(short.s, short.ids.hand![0]!)).toBe(false);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ hand: ['BP08-016'], field: ['SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 5 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP14-096'], 'BP14-096 警策の翼人 (evolved; SVE 5.27.1): 【進化時】 2 damage to an enemy follower (3 → 1); your leader +1 (ヒーリングエンジェル) → 1 damage to the enemy leader each time (20 → 19, later 21 → 20); damage to your leader (BP17-085 Fanfare) and a heal of the enemy leader do nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP14-095'], hand: ['SD06-018', 'SD06-018', 'BP17-085'], evolve: ['BP14-096'], oppField: ['SD06-003'], pp: 1 });
    let s = target(evolve(s0, ids.field![0]!), ids.oppField![0]!);
    expect([names(s, 'field', 0), stats(s, ids.oppField![0]!)[1], health(s, 1)]).toEqual([['BP14-096'], 1, 20]);
    s = settleChoices(play(setPpOnly(s, 3), ids.hand![0]!));
    expect([health(s, 0), health(s, 1)]).toEqual([21, 19]);
    s = settleChoices(play(setPpOnly(s, 1), ids.hand![2]!)); // 1 damage to your own leader: a −, not a +
    expect([health(s, 0), health(s, 1)]).toEqual([20, 19]);
    s = mend(s, 1, 2); // the enemy leader's +
    expect([health(s, 0), health(s, 1)]).toEqual([20, 21]);
    s = settleChoices(play(setPpOnly(s, 3), ids.hand![1]!));
    expect([health(s, 0), health(s, 1)]).toEqual([21, 20]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD06', field: ['BP14-095', 'SD06-003'], evolve: ['BP14-096'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = evolve(dz.s, dz.ids.field![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP18-097'], 'BP18-097 戒信の六銘伝・聖士郎 (SVE 5.27.1): your leader +1 → choose an enemy follower, 2 damage (3 → 1), again on the next +; not on damage; [進化][コスト1] evolves it into BP18-098', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP18-097'], hand: ['SD06-018', 'BP17-085'], evolve: ['BP18-098'], oppField: ['SD06-003', 'SD06-003'], pp: 3 });
    let s = target(settleChoices(play(s0, ids.hand![0]!)), ids.oppField![0]!);
    expect([health(s, 0), stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1]]).toEqual([21, 1, 3]);
    s = settleChoices(play(setPpOnly(s, 1), ids.hand![1]!));
    expect([health(s, 0), s.decision?.kind, stats(s, ids.oppField![1]!)[1]]).toEqual([20, 'sve.main', 3]);
    s = target(mend(s, 0, 1), ids.oppField![1]!);
    expect(stats(s, ids.oppField![1]!)[1]).toBe(1);
    s = settleChoices(evolve(setPpOnly(s, 1), ids.field![0]!));
    expect([names(s, 'field', 0).includes('BP18-098'), names(s, 'field', 0).includes('BP18-097'), counters(s, 0).pp]).toEqual([true, false, 0]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD06', field: ['BP18-097'], hand: ['SD06-018'], evolve: ['BP18-098'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 3 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP18-098'], 'BP18-098 戒信の六銘伝・聖士郎 (evolved; SVE 5.27.1): 【進化時】 you may put a 元のコスト3以下 透京 follower or 元のコスト3以下 Bishop amulet from your hand onto the field (cost 4 透京 and cost 4 amulet not offered; may decline); 【超進化時】 『善行の確信』 to the EX area; your leader +1 → 2 damage to a chosen enemy follower', () => {
    const { s: s0, ids } = scene({ seed: 's16-1', me: 'SD06', field: ['BP18-097'], hand: ['BP18-097', 'BP18-099', 'SD06-014', 'SD06-006', 'SD06-003'], evolve: ['BP18-098'], oppField: ['SD05-009'], pp: 1 });
    let s = evolve(s0, ids.field![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![0]!, ids.hand![2]!].sort());
    s = settleChoices(pick(s, ids.hand![0]!));
    expect(names(s, 'field', 0).sort()).toEqual(['BP18-097', 'BP18-098'].sort());
    s = target(settleChoices(mend(s, 0, 1)), ids.oppField![0]!); // both 聖士郎 trigger (the evolved one and the one put): 2 + 2
    s = target(settleChoices(s), ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], namesOf(s, 'exArea', 0)]).toEqual([2, []]);
    const b = scene({ me: 'SD06', field: ['BP18-097'], hand: ['SD06-014'], evolve: ['BP18-098'], pp: 1 });
    b.s.players[0]!.counters.turns = 7;
    let t = evolve(b.s, b.ids.field![0]!, { sep: true });
    for (let i = 0; i < 6 && t.decision?.kind !== 'sve.main'; i++) {
      if (t.decision!.kind === 'chooseCards') t = must(t, { type: 'done', player: 0 }).state; // decline the amulet
      else t = choose(t, t.decision!.options![0]!);
    }
    expect([namesOf(t, 'exArea', 0), names(t, 'field', 0), stats(t, zoneCards(t, 'field', 0)[0]!)]).toEqual([['善行の確信'], ['BP18-098'], [5, 5]]);
  });

  covers(['BP14-093'], 'BP14-093 淀みの神父 (SVE 5.27.1, 10.7.2.2): Ward; once a turn your leader +1 → 4 damage to a chosen enemy follower (6 → 2); a second +1 the same turn does nothing, next turn again; Fanfare: look at the top 5, a 元のコスト2以下 狂信 card may go to the EX area (a cost-4 狂信 not offered) and costs 2 less this turn, the rest to the bottom', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP14-093'], oppField: ['SD05-009'], pp: 0 });
    s0.players[1]!.counters.health = 20;
    let s = target(mend(s0, 0, 1), ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)[1]).toBe(2); // 6 − 4
    s = mend(s, 0, 1);
    expect([s.decision?.kind, stats(s, ids.oppField![0]!)[1], health(s, 0)]).toEqual(['sve.main', 2, 22]);
    s = nextTurn(nextTurn(s));
    s = target(mend(s, 0, 1), ids.oppField![0]!);
    expect(names(s, 'field', 1)).toEqual([]); // 2 − 4: destroyed
    expect(kw(s0, ids.field![0]!, 'sve.ward')).toBe(true);
    // Fanfare
    const b = scene({ me: 'SD06', hand: ['BP14-093', 'BP14-101', 'BP14-093'], pp: 4 }); // the second 神父: 狂信, cost 4 (not offered)
    toDeckTop(b.s, [b.ids.hand![2]!, b.ids.hand![1]!]);
    let t = settleChoices(play(b.s, b.ids.hand![0]!));
    expect(t.decision!.candidates).toEqual([b.ids.hand![1]!]);
    t = pick(t, b.ids.hand![1]!);
    for (let i = 0; i < 3 && t.decision?.kind === 'order'; i++) t = must(t, legalActions(t)[0]!).state;
    t = settleChoices(t);
    const fox = zoneCards(t, 'exArea', 0)[0]!;
    expect([names(t, 'exArea', 0), zoneCards(t, 'deck', 0).length, counters(t, 0).pp]).toEqual([['BP14-101'], zoneCards(b.s, 'deck', 0).length - 1, 0]);
    expect(legalActions(t).some((a) => a.type === 'play' && a.card === fox)).toBe(true); // cost 2 − 2 = 0
  });

  covers(['BP14-101'], 'BP14-101 福呼びの狐 (SVE 5.27.1, 10.4.7): Ward; Fanfare 『招来の狐』 to the EX area; your leader +1 (招来の狐\'s Fanfare) → you may engage this: draw 1; engaged: not asked, no draw; declined: no draw', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP14-101'], pp: 3 });
    let s = settleChoices(play(s0, ids.hand![0]!));
    const fox = zoneCards(s, 'field', 0)[0]!;
    expect([namesOf(s, 'exArea', 0), kw(s, fox, 'sve.ward'), stats(s, fox)]).toEqual([['招来の狐'], true, [2, 3]]);
    const h = handCount(s, 0);
    s = settleChoices(play(s, zoneCards(s, 'exArea', 0)[0]!));
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    s = settleChoices(choose(s, 'pay'));
    expect([health(s, 0), handCount(s, 0), s.cards[fox]!.tapped]).toEqual([21, h + 1, true]);
    s = mend(s, 0, 1);
    expect([s.decision?.kind, handCount(s, 0)]).toEqual(['sve.main', h + 1]);
    s.cards[fox]!.tapped = false;
    s = mend(s, 0, 1);
    s = choose(s, 'skip');
    expect([handCount(s, 0), s.cards[fox]!.tapped]).toEqual([h + 1, false]);
  });

  covers(['BP14-102'], 'BP14-102 ペガサスナイト (SVE 5.27.1, 10.7.2.2): Rush; once in each of your turns your leader +1 → a 『ホーリーファルコン』 (2/2 Storm) onto the field — which is a Bishop token follower entering: choose an enemy follower, engage it; a second +1 the same turn: no falcon; in the opponent\'s turn: nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP14-102'], oppField: ['SD06-003', 'SD06-003'], pp: 0 });
    expect(kw(s0, ids.field![0]!, 'sve.rush')).toBe(true);
    let s = settleChoices(mend(s0, 0, 1));
    s = target(s, ids.oppField![1]!);
    expect([namesOf(s, 'field', 0), s.cards[ids.oppField![0]!]!.tapped, s.cards[ids.oppField![1]!]!.tapped]).toEqual([['ペガサスナイト', 'ホーリーファルコン'], false, true]);
    const falcon = zoneCards(s, 'field', 0)[1]!;
    expect([stats(s, falcon), kw(s, falcon, 'sve.storm')]).toEqual([[2, 2], true]);
    s = mend(s, 0, 1);
    expect([namesOf(s, 'field', 0).length, s.decision?.kind]).toEqual([2, 'sve.main']);
    s = nextTurn(s); // the opponent's turn
    s = mend(s, 0, 1);
    expect(namesOf(s, 'field', 0).length).toBe(2);
    s = nextTurn(s);
    s = settleChoices(mend(s, 0, 1));
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    expect(namesOf(s, 'field', 0).length).toBe(3);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD06', field: ['BP14-102'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 0 });
    let dt = mend(dz.s, 0, 1);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP11-082'], 'BP11-082 スカルドリーマー (SVE 5.27.1): its attack +1 (『機動二輪車』: a 荒野 follower gets Rush and attack +1) → it has Storm; damage (a −) does not; Last Words: a 『機動二輪車』 onto the field and the top card of your deck to the cemetery', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP11-082'], pp: 2 });
    let s = settleChoices(play(s0, ids.hand![0]!));
    const sk = zoneCards(s, 'field', 0)[0]!;
    s = hurt(s, 0, 1, sk);
    expect([stats(s, sk), kw(s, sk, 'sve.storm')]).toEqual([[2, 2], false]);
    const deck = zoneCards(s, 'deck', 0).length;
    const cem = zoneCards(s, 'cemetery', 0).length;
    s = hurt(s, 0, 2, sk); // destroyed (11.3.1): Last Words
    s = settleChoices(s);
    expect([namesOf(s, 'field', 0), zoneCards(s, 'deck', 0).length, zoneCards(s, 'cemetery', 0).length]).toEqual([['機動二輪車'], deck - 1, cem + 2]);
    const bike = zoneCards(s, 'field', 0)[0]!;
    const b = scene({ me: 'SD05', hand: ['BP11-082', 'BP11-082'], pp: 4 });
    let t = settleChoices(play(b.s, b.ids.hand![0]!));
    const first = zoneCards(t, 'field', 0)[0]!;
    t = hurt(t, 0, 3, first); // its Last Words: a 『機動二輪車』
    t = settleChoices(play(settleChoices(t), b.ids.hand![1]!));
    const second = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) === 'BP11-082')!;
    const bike2 = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) !== 'BP11-082')!;
    expect(kw(t, second, 'sve.storm')).toBe(false);
    t = must(t, activations(t, bike2)[0]!).state;
    t = settleChoices(target(t, second));
    expect([stats(t, second), kw(t, second, 'sve.rush'), kw(t, second, 'sve.storm')]).toEqual([[3, 3], true, true]);
    expect(bike).toBeDefined();
    // issue #18: 「自分の場の(他の)フォロワー1体」: your two other followers offered (not the card itself, no enemy card, no leader)
    const dz = scene({ me: 'SD05', field: ['BP11-P32', 'BP11-082', 'SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = must(dz.s, activations(dz.s, dz.ids.field![0]!)[0]!).state;
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.field!.slice(1), [dz.ids.field![0]!, ...dz.ids.oppField!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP11-113'], 'BP11-113 レヴィールの無法者 (SVE 5.27.1): its attack +1 (『機動二輪車』) → Storm; without a +: no Storm; [進化][コスト1] into BP11-114 (evolving is no +: no Storm)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP11-082', 'BP11-113'], evolve: ['BP11-114'], pp: 3 });
    let s = settleChoices(play(s0, ids.hand![0]!));
    s = settleChoices(hurt(s, 0, 3, zoneCards(s, 'field', 0)[0]!)); // 機動二輪車 from the Last Words
    s = settleChoices(play(s, ids.hand![1]!));
    const out = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === 'BP11-113')!;
    const bike = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) !== 'BP11-113')!;
    expect([stats(s, out), kw(s, out, 'sve.storm')]).toEqual([[1, 1], false]);
    s = settleChoices(evolve(setPpOnly(s, 1), out));
    expect([names(s, 'field', 0).includes('BP11-114'), kw(s, out, 'sve.storm')]).toEqual([true, false]);
    const c = scene({ me: 'SD05', hand: ['BP11-082', 'BP11-113'], pp: 3 });
    let t = settleChoices(play(c.s, c.ids.hand![0]!));
    t = settleChoices(hurt(t, 0, 3, zoneCards(t, 'field', 0)[0]!));
    t = settleChoices(play(t, c.ids.hand![1]!));
    const o2 = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) === 'BP11-113')!;
    const b2 = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) !== 'BP11-113')!;
    t = settleChoices(target(must(t, activations(t, b2)[0]!).state, o2));
    expect([stats(t, o2), kw(t, o2, 'sve.rush'), kw(t, o2, 'sve.storm')]).toEqual([[2, 1], true, true]);
    expect(bike).toBeDefined();
  });

  covers(['BP09-092'], 'BP09-092 天狐の社 (SVE 5.27.1, 10.4.7): your leader +1 → you may engage this: 2 damage to the enemy leader (20 → 18) or a chosen enemy follower (3 → 1); engaged: not asked; declined: nothing; damage to your leader: nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP09-092'], oppField: ['SD06-003'], pp: 0 });
    const shrine = ids.field![0]!;
    let s = hurt(s0, 0, 1);
    expect([s.decision?.kind, health(s, 1)]).toEqual(['sve.main', 20]);
    s = mend(s, 0, 1);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    s = choose(s, 'pay');
    s = pick(s, ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], health(s, 1), s.cards[shrine]!.tapped]).toEqual([1, 20, true]);
    s = mend(s, 0, 1);
    expect([s.decision?.kind, health(s, 1)]).toEqual(['sve.main', 20]);
    s.cards[shrine]!.tapped = false;
    s = choose(mend(s, 0, 1), 'skip');
    expect([s.cards[shrine]!.tapped, health(s, 1)]).toEqual([false, 20]);
    s = choose(mend(s, 0, 1), 'pay');
    const leader = s.decision!.candidates!.find((x) => x !== ids.oppField![0]!)!;
    s = pick(s, leader);
    expect([health(s, 1), stats(s, ids.oppField![0]!)[1]]).toEqual([18, 1]);
    // issue #18: 「相手のリーダー1人か相手の場のフォロワー1体」: the enemy leader and the two enemy followers offered (not yours, not your leader, not the enemy amulet)
    const dz = scene({ me: 'SD06', field: ['BP09-092', 'SD06-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 0 });
    let dt = choose(mend(dz.s, 0, 1), 'pay');
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, [...dz.ids.oppField!.slice(0, 2), leaderId(dz.s, 1)], [...dz.ids.field!, dz.ids.oppField![2]!, leaderId(dt, 0)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP02-095'], 'BP02-095 エイラの祈祷 (SVE 5.27.1, 10.7.2.2): once a turn your leader +1 → your followers all +1/+1 (2/3 → 3/4, the enemy\'s unchanged); a second +1 the same turn: nothing; next turn again (4/5)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP02-095', 'SD06-003', 'SD06-003'], oppField: ['SD06-003'], pp: 0 });
    let s = settleChoices(mend(s0, 0, 1));
    expect([stats(s, ids.field![1]!), stats(s, ids.field![2]!), stats(s, ids.oppField![0]!)]).toEqual([[4, 4], [4, 4], [3, 3]]);
    s = settleChoices(mend(s, 0, 2));
    expect(stats(s, ids.field![1]!)).toEqual([4, 4]);
    s = settleChoices(hurt(s, 0, 1));
    expect(stats(s, ids.field![1]!)).toEqual([4, 4]);
    s = nextTurn(nextTurn(s));
    s = settleChoices(mend(s, 0, 1));
    expect([stats(s, ids.field![1]!), stats(s, ids.oppField![0]!)]).toEqual([[5, 5], [3, 3]]);
  });

  covers(['BP01-106'], 'BP01-106 裁きの悪魔 (evolved; SVE 5.6, 10.7.4.2): 【指定攻撃】【必殺】; each enemy follower destroyed → 1 damage to its leader and your leader +1 (2 destroyed by テミスの審判 together with it: 20 → 18 / 22); your own follower destroyed: nothing', () => {
    const a = scene({ me: 'SD06', field: ['BP01-106', 'SD06-003'], hand: ['BP01-131'], oppField: ['SD06-003', 'SD06-003'], pp: 5 });
    const devil = a.ids.field![0]!;
    expect([kw(a.s, devil, 'sve.assail'), kw(a.s, devil, 'sve.bane'), stats(a.s, devil)]).toEqual([true, true, [3, 5]]);
    const s = settleChoices(play(a.s, a.ids.hand![0]!));
    expect([names(s, 'field', 0), names(s, 'field', 1), health(s, 1), health(s, 0)]).toEqual([[], [], 18, 22]);
    const b = scene({ me: 'SD06', field: ['BP01-106', 'SD06-003'], oppField: ['SD06-003'] });
    let t = hurt(b.s, 0, 3, b.ids.field![1]!); // your own follower destroyed (11.3.1)
    expect([names(t, 'field', 0), health(t, 1), health(t, 0)]).toEqual([['BP01-106'], 20, 20]);
    t = hurt(t, 1, 3, b.ids.oppField![0]!); // an enemy follower destroyed
    expect([names(t, 'field', 1), health(t, 1), health(t, 0)]).toEqual([[], 19, 21]);
  });

  covers(['BP13-073'], 'BP13-073 クリムゾンウォー・ラウラ (SVE 5.18, 13.5.2): in your turn, each decrease of your leader\'s health → one option not yet chosen this turn: 【1】 damage = decreases this turn (1st decrease: 6 → 5), 【2】 +1/+1, 【3】 Storm; a 4th decrease: nothing; the opponent\'s turn: nothing; next turn 【2】 then 【1】 at the 2nd decrease: 2 damage (5 → 3)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP13-073'], oppField: ['SD05-009'] });
    const laura = ids.field![0]!;
    const foe = ids.oppField![0]!;
    const [a0, h0] = stats(s0, laura) as [number, number];
    let s = hurt(s0, 0, 1);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', options: [0, 1, 2] });
    s = settleChoices(target(choose(s, 0), foe));
    expect(stats(s, foe)[1]).toBe(5);
    s = hurt(s, 0, 1);
    expect(s.decision!.options).toEqual([1, 2]);
    s = settleChoices(choose(s, 1));
    expect([stats(s, laura), kw(s, laura, 'sve.storm')]).toEqual([[a0 + 1, h0 + 1], false]);
    s = hurt(s, 0, 1);
    if (s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 5.18') s = choose(s, 2);
    s = settleChoices(s);
    expect([kw(s, laura, 'sve.storm'), stats(s, foe)[1]]).toEqual([true, 5]);
    s = hurt(s, 0, 1); // every option used this turn
    expect([s.decision?.kind, stats(s, foe)[1], stats(s, laura), health(s, 0)]).toEqual(['sve.main', 5, [a0 + 1, h0 + 1], 16]);
    s = nextTurn(s); // the opponent's turn: 「自分のターン中」 only
    s = hurt(s, 0, 1);
    expect([s.decision?.rule === 'SVE 5.18', stats(s, foe)[1]]).toEqual([false, 5]);
    s = nextTurn(s);
    s = hurt(s, 0, 1);
    expect(s.decision!.options).toEqual([0, 1, 2]);
    s = settleChoices(choose(s, 1));
    s = hurt(s, 0, 1);
    s = settleChoices(target(choose(s, 0), foe));
    expect([stats(s, foe)[1], stats(s, laura)]).toEqual([3, [a0 + 2, h0 + 2]]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD05', field: ['BP13-073', 'SD02-019'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = hurt(dz.s, 0, 1);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP11-114', 'BP11-P28'], 'BP11-114 レヴィールの無法者 (evolved; SVE 12.6, 5.27.1): 【進化時】 choose an enemy follower; 2 damage only if your field and EX area hold 2 or more 乗物 cards together (1 機動二輪車: 6 stays; 機動二輪車 on the field + 従順な駿馬 in the EX area: 6 → 4); its attack +1 (機動二輪車) → Storm', () => {
    const one = scene({ me: 'SD05', field: ['BP11-113', 'BP11-P32'], evolve: ['BP11-114'], oppField: ['SD05-009'], pp: 1 }); // 機動二輪車 (a 乗物 amulet)
    let s = evolve(one.s, one.ids.field![0]!);
    s = settleChoices(target(s, one.ids.oppField![0]!)); // the only enemy follower is chosen (10.6.2.3)
    expect([names(s, 'field', 0).includes('BP11-114'), stats(s, one.ids.oppField![0]!)[1]]).toEqual([true, 6]);
    const two = scene({ me: 'SD05', field: ['BP11-113', 'BP11-P32'], ex: ['BP11-P31'], evolve: ['BP11-114'], oppField: ['SD05-009'], pp: 1 }); // + 従順な駿馬 in the EX area
    const out = two.ids.field![0]!;
    let t = settleChoices(target(evolve(two.s, out), two.ids.oppField![0]!));
    expect(stats(t, two.ids.oppField![0]!)[1]).toBe(4);
    expect(kw(t, out, 'sve.storm')).toBe(false);
    t = settleChoices(target(must(t, activations(t, two.ids.field![1]!)[0]!).state, out));
    expect([stats(t, out)[0], kw(t, out, 'sve.rush'), kw(t, out, 'sve.storm')]).toEqual([3, true, true]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD05', field: ['BP11-113', 'BP11-P32'], evolve: ['BP11-114'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = evolve(dz.s, dz.ids.field![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP06-089'], 'BP06-089 狂奔の毛皮 (SVE 10.7.2.2, 10.4.5): once in each of your turns, your leader\'s health decreased → a chosen follower of yours +1/+1 (3/3 → 4/4; a 2nd decrease: no change; the opponent\'s turn: nothing; your next turn again 5/5); [起動] engage and put it into the cemetery: your leader +2 — only while YOUR leader\'s health is 10 or less (11: not offered, even with the enemy leader at 5; 10 → 12)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP06-089', 'SD06-003'] });
    const f = ids.field![1]!;
    // issue #18: 「自分の場のフォロワー1体を選ぶ」 — your two followers; not this amulet, not the enemy follower, no leader
    const furB = scene({ me: 'SD05', field: ['BP06-089', 'SD06-003', 'SD02-019'], oppField: ['SD02-002'] });
    const bh = hurt(furB.s, 0, 1);
    expectOffered(bh, furB.ids.field!.slice(1), [furB.ids.field![0]!, furB.ids.oppField![0]!, leaderId(bh, 0), leaderId(bh, 1)], { rule: 'SVE 10.6.2.3' });
    expectUpTo(bh, 1, { upTo: false });
    let s = settleChoices(target(hurt(s0, 0, 1), f));
    expect(stats(s, f)).toEqual([4, 4]);
    s = settleChoices(hurt(s, 0, 1));
    expect([stats(s, f), s.decision?.kind]).toEqual([[4, 4], 'sve.main']);
    s = nextTurn(s);
    s = settleChoices(hurt(s, 0, 1));
    expect(stats(s, f)).toEqual([4, 4]);
    s = nextTurn(s);
    s = settleChoices(target(hurt(s, 0, 1), f));
    expect(stats(s, f)).toEqual([5, 5]);
    const b = scene({ me: 'SD05', field: ['BP06-089'] });
    const fur = b.ids.field![0]!;
    b.s.players[0]!.counters.health = 11;
    b.s.players[1]!.counters.health = 5;
    expect(activations(b.s, fur)).toEqual([]);
    b.s.players[0]!.counters.health = 10;
    expect(activations(b.s, fur)).toHaveLength(1);
    const t = settleChoices(must(b.s, activations(b.s, fur)[0]!).state);
    expect([health(t, 0), health(t, 1), names(t, 'field', 0), names(t, 'cemetery', 0).includes('BP06-089')]).toEqual([12, 5, [], true]);
  });

  covers(['SD07-012', 'SD07-019'], 'SD07-012 レヴィオンアックス・ジェノ / SD07-019 レヴィオンの魔術師・ミイム: ミイム Ward, Fanfare discard a Levion card: draw 1, end phase +1 health with 5+ Levion cards in the cemetery; ジェノ discarded: look at the top 1, may reveal a Levion card into the hand; Storm with 5+ Levion cards in the cemetery', () => {
    const run = (second: string) => {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-019', 'SD07-012', 'SD07-017', second], pp: 1 });
      toDeckTop(s0, [ids.hand![2]!, ids.hand![3]!]);
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      s = choose(s, 'stand');
      expect(s.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
      s = choose(s, 'pay'); // ジェノ, the only Levion card in the hand, is discarded
      // ミイム draws the top card (マイム); then ジェノ's trigger looks at the new top card
      expect(names(s, 'cemetery', 0)).toEqual(['SD07-012']);
      expect(names(s, 'hand', 0)).toContain('SD07-017');
      const top = zoneCards(s, 'deck', 0)[0]!;
      expect(cardIdOf(s, top)).toBe(second);
      const cands = s.decision?.kind === 'chooseCards' ? s.decision.candidates! : [];
      if (cands.length > 0) s = pick(s, top);
      else if (s.decision?.kind === 'chooseCards') s = done(s);
      expect(kw(s, zoneCards(s, 'field', 0)[0]!, 'sve.ward')).toBe(true);
      return [cands.length, handCount(s, 0) - h, cardIdOf(s, zoneCards(s, 'deck', 0)[0]!) === second];
    };
    expect(run('SD07-016')).toEqual([1, -2 + 1 + 1, false]); // a Levion card: revealed into the hand
    expect(run('SD02-019')).toEqual([0, -2 + 1, true]); // not Levion: it stays on top
    // end phase: +1 health only with 5+ Levion cards
    const end = (n: number) => {
      const b = scene({ me: 'SD02', field: ['SD07-019'], cemetery: ['SD07-016'], pp: 0 });
      fillCemetery(b.s, 0, n - 1, 'SD07-016');
      return health(must(b.s, { type: 'endMain', player: 0 }).state, 0);
    };
    expect([end(4), end(5)]).toEqual([20, 21]);
    // Storm of ジェノ with 5+ Levion cards in the cemetery
    const d = scene({ me: 'SD02', field: ['SD07-012'], cemetery: ['SD07-016'], pp: 0 });
    expect(kw(d.s, d.ids.field![0]!, 'sve.storm')).toBe(false);
    fillCemetery(d.s, 0, 3, 'SD07-016');
    expect(kw(d.s, d.ids.field![0]!, 'sve.storm')).toBe(false);
    fillCemetery(d.s, 0, 1, 'SD07-012');
    expect(kw(d.s, d.ids.field![0]!, 'sve.storm')).toBe(true);
  });

  covers(['BP14-T03'], 'Token 炎将の二槍: when a follower of yours evolves, 2 damage to an enemy follower; [起動][コスト1] engage and put this into the cemetery: a 指揮官 follower gets 「【攻撃時】2 damage to the enemy leader」 (0 PP: refused)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', field: ['SD04-003', 'SD02-002'], oppField: ['SD04-001'], evolve: ['BP14-T03'], tokens: [['BP14-T03', 'field', 0]], pp: 1 });
    const t = ids.tokens![0]!;
    const [warrior, commander] = ids.field!;
    const foe = ids.oppField![0]!;
    // evolve: the evolve card's own 【進化時】 3 damage and this token's 2 damage, both on the only foe (7/8 → 7/3)
    let s = evolve(s0, warrior!);
    for (let i = 0; i < 10 && s.decision?.kind !== 'sve.main'; i++) s = s.decision?.kind === 'chooseCards' && s.decision.candidates?.includes(foe) ? pick(s, foe) : must(s, defaultAnswer(s)).state;
    expect(stats(s, foe)).toEqual([7, 3]);
    const { s: z0, ids: zi } = scene({ me: 'SD04', field: ['SD02-002'], evolve: ['BP14-T03'], tokens: [['BP14-T03', 'field', 0]], pp: 0 });
    expect(abilitiesOffered(z0, zi.tokens![0]!)).toEqual([]);
    const { s: s1, ids: i1 } = scene({ me: 'SD04', field: ['SD02-002', 'SD04-003'], evolve: ['BP14-T03'], tokens: [['BP14-T03', 'field', 0]], pp: 1 });
    s = activateAbility(s1, i1.tokens![0]!, 1);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([i1.field![0]]); // the dragon warrior is no 指揮官
      s = pick(s, i1.field![0]!);
    }
    s = pass(attack(s, i1.field![0]!, leaderId(s, 1)));
    expect(health(s, 1)).toBe(20 - 2 - 3);
    void commander; void t;
  });

  covers(['BP18-T06'], 'Token ジェラシードラゴン・アデール: 4/4; when your 『ドラゴンバスター・イアン』 goes from the field to the cemetery, 5 damage to the enemy leader (another follower of yours: nothing)', () => {
    const run = (mine: string) => {
      const { s: s0, ids } = scene({ me: 'SD04', field: [mine], oppField: ['SD04-001'], oppEngaged: [0], evolve: ['BP18-T06'], tokens: [['BP18-T06', 'field', 0]] });
      expect(stats(s0, ids.tokens![0]!)).toEqual([4, 4]);
      let s = attack(s0, ids.field![0]!, ids.oppField![0]!); // into a 7/8: destroyed (11.3)
      while (s.decision?.kind === 'sve.quick') s = pass(s);
      return [names(s, 'cemetery', 0), health(s, 1)];
    };
    expect(run('BP18-068')).toEqual([['BP18-068'], 15]);
    expect(run('SD04-003')).toEqual([['SD04-003'], 20]);
  });

  covers(['BP17-T06', 'BP17-P33'], 'Token spell 黒龍の呪い: in the EX area, your end phase deals 1 damage to your leader unless 【覚醒】 (max PP 7; not in the opponent\'s end phase); playable only while 【覚醒】 (6 max PP: refused), with a 『竜槍の戦士・ローウェン』 to choose: it deals +1 damage this turn (attack 4 → 5, its 【攻撃時】 2 → 3 and 1 → 2 to the leader)', () => {
    for (const id of ['BP17-T06', 'BP17-P33']) {
      const ex = (pp: number) => {
        const { s } = scene({ me: 'SD04', evolve: [id], tokens: [[id, 'exArea', 0]], pp });
        const mine = nextTurn(s);
        return [health(mine, 0), health(nextTurn(mine), 0)];
      };
      expect(ex(6)).toEqual([19, 19]);
      expect(ex(7)).toEqual([20, 20]);
      const board = (pp: number, field = ['BP17-055']) => scene({ me: 'SD04', field, oppField: ['SD04-001'], oppEngaged: [0], evolve: [id], tokens: [[id, 'exArea', 0]], pp });
      const six = board(6);
      expect(plays(six.s, six.ids.tokens![0]!)).toEqual([]);
      const noLowen = board(7, ['SD04-003']);
      expect(plays(noLowen.s, noLowen.ids.tokens![0]!)).toEqual([]); // no target (10.6.2.3.3)
      const fight = (withCurse: boolean) => {
        const { s: s0, ids } = board(7);
        let s = withCurse ? play(s0, ids.tokens![0]!) : s0;
        s = advance(attack(s, ids.field![0]!, ids.oppField![0]!), (y) => y.decision?.kind === 'sve.main' && y.turn.active === 0);
        return [names(s, 'field', 1), health(s, 1)];
      };
      expect(fight(false)).toEqual([['SD04-001'], 19]); // 2 + 4 = 6 of 8
      expect(fight(true)).toEqual([[], 18]); // 3 + 5 = 8: destroyed; 2 to the leader
    }
  });

  covers(['BP03-T06', 'ETD02-T01'], 'Tokens ジャイアントゴースト (BP03-T06, ETD02-T01 with the reminder text): 3/3 Ward; banished when your main phase comes (still there in the opponent\'s turn)', () => {
    for (const id of ['BP03-T06', 'ETD02-T01']) {
      const { s: s0, ids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'field', 0]] });
      const g = ids.tokens![0]!;
      expect([stats(s0, g), kw(s0, g, 'sve.ward')]).toEqual([[3, 3], true]);
      let s = nextTurn(s0);
      expect([s.turn.active, names(s, 'field', 0)]).toEqual([1, [id]]); // the opponent's main phase does not banish it
      const r = nextTurnEvents(s);
      expect([r.s.turn.active, names(r.s, 'field', 0), fate(r.events, g)]).toEqual([0, [], { moves: ['0:banished'], erased: true }]);
    }
  });

  covers(['BP18-P56'], 'Token 分身の術・煤木万裁: 5/5 Rush, Assail, Ward; when your end phase comes, a 『分身の術・煤木万裁』 onto the field (the new one entered after the trigger: 2, not 3)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP18-P56'], tokens: [['BP18-P56', 'field', 0]] });
    const b = ids.tokens![0]!;
    expect([stats(s0, b), kw(s0, b, 'sve.rush'), kw(s0, b, 'sve.assail'), kw(s0, b, 'sve.ward')]).toEqual([[5, 5], true, true, true]);
    const s = nextTurn(s0);
    expect(zoneCards(s, 'field', 0).map((id) => s.catalog[cardIdOf(s, id)]!.name)).toEqual(['分身の術・煤木万裁', '分身の術・煤木万裁']);
  });

  covers(['BP13-P29'], 'Token アンの大英霊: 4/4 Rush, Ward; Fanfare leader +2; banished when your main phase comes', () => {
    const { s: s0, ids } = scene({ me: 'SD03', evolve: ['BP13-P29'], tokens: [['BP13-P29', 'exArea', 0]], pp: 2 });
    let s = standWard(play(s0, ids.tokens![0]!));
    const a = zoneCards(s, 'field', 0)[0]!;
    expect([health(s, 0), stats(s, a), kw(s, a, 'sve.rush'), kw(s, a, 'sve.ward')]).toEqual([22, [4, 4], true, true]);
    s = nextTurn(s);
    expect(names(s, 'field', 0)).toEqual(['BP13-P29']);
    const r = nextTurnEvents(s);
    expect([names(r.s, 'field', 0), fate(r.events, a)]).toEqual([[], { moves: ['0:banished'], erased: true }]);
  });

  covers(['PR-401', 'PR-402'], 'Tokens 白き破壊のアーティファクト / 黒き破壊のアーティファクト: when your main phase comes, leader +2 / 2 damage to the enemy leader (not in the opponent\'s main phase)', () => {
    const { s: s0 } = scene({ me: 'SD03', evolve: ['PR-401', 'PR-402'], tokens: [['PR-401', 'field', 0], ['PR-402', 'field', 0]] });
    let s = nextTurn(s0);
    expect([health(s, 0), health(s, 1)]).toEqual([20, 20]);
    s = nextTurn(s);
    expect([health(s, 0), health(s, 1)]).toEqual([22, 18]);
    s = twoTurns(s);
    expect([health(s, 0), health(s, 1)]).toEqual([24, 16]);
  });

  covers(['BP02-T03'], 'Token レオニダスの遺志: when a [ロイヤル] follower enters your field it gets +3/+3 and Rush (a neutral one does not)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD02-007', 'SD02-019'], evolve: ['BP02-T03'], tokens: [['BP02-T03', 'field', 0]], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    s = play(s, ids.hand![1]!);
    expect([stats(s, zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-007')!), stats(s, zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-019')!)]).toEqual([[5, 5], [2, 3]]);
    const egg = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-007')!;
    const fighter = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'SD02-019')!;
    expect([kw(s, egg, 'sve.rush'), kw(s, fighter, 'sve.rush')]).toEqual([true, false]);
  });

  covers(['CP01-044'], 'CP01-044 パッションチャンピオーナ！ (cost 7 amulet): Fanfare with another ウマ娘 card on your field, 4 damage to a chosen enemy follower (enemy followers offered, not yours; without one: nothing asked); at your main phase 4 damage to the enemy leader or an enemy follower (those offered, not yours); 6 PP: refused', () => {
    for (const uma of [true, false]) {
      const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP01-044'], field: [uma ? 'ECP01-014' : 'SD04-003'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 7 });
      expect(canPlay(withPp(s0, 6), ids.hand![0]!)).toBe(false);
      let s = play(s0, ids.hand![0]!);
      if (uma) {
        expectOffered(s, ids.oppField!, [ids.field![0]!, leaderId(s, 1)]);
        s = pick(s, ids.oppField![0]!);
      }
      s = settleChoices(s);
      expect([s.decision?.kind, stats(s, ids.oppField![0]!), names(s, 'field', 0).includes('CP01-044'), s.players[0]!.counters.pp]).toEqual(['sve.main', [7, uma ? 4 : 8], true, 0]);
      if (!uma) continue;
      const n = s.turn.number;
      const t = advance(s, (x) => x.turn.number === n + 2 && x.decision?.player === 0 && (x.decision.kind === 'chooseCards' || x.decision.kind === 'sve.main'));
      expectOffered(t, [leaderId(t, 1), ...ids.oppField!], [ids.field![0]!, leaderId(t, 0)]);
      const u = settle(pick(t, leaderId(t, 1)));
      expect(health(u, 1)).toBe(health(t, 1)! - 4);
    }
  });

  covers(['BP12-088'], 'BP12-088 炎氷の司祭・カラト (cost 5, 4/4): Fanfare optional cost — put an amulet of your field into the cemetery (your amulets offered, not a follower): 4 damage to a chosen enemy follower and recover 4 PP; once per your turn when an amulet of yours leaves the field, 1 damage to the enemy leader (a second amulet leaving: no more); no amulet: not asked; 4 PP: refused', () => {
    const { s: s0, ids: raw } = sc({ me: 'SD06', hand: ['BP12-088'], field: ['SD06-003', 'SD01-002', 'SD01-002'], oppField: ['SD04-001', 'SD04-017'], opp: 'SD04', pp: 5 });
    const ids: Record<string, string[]> = { ...raw, field: raw.field!.slice(0, 1), tokens: raw.field!.slice(1) }; // two amulets (ティターニアの妖精郷)
    expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
    let s = play(s0, ids.hand![0]!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0 });
    s = choose(s, 'pay');
    expectOffered(s, ids.tokens!, [ids.field![0]!]);
    s = pick(s, ids.tokens![0]!);
    s = drive(s, (d, x) => (d.kind === 'chooseCards' && d.candidates!.includes(ids.oppField![0]!) ? (expectOffered(x, ids.oppField!, [ids.field![0]!]), ids.oppField![0]!) : null));
    expect([stats(s, ids.oppField![0]!), s.players[0]!.counters.pp, health(s, 1), stats(s, onField(s, 0, 'BP12-088')[0]!)]).toEqual([[7, 4], 4, 19, [4, 4]]);
    const again = settleChoices(byAbility(s, { type: 'destroy', target: X }, [ids.tokens![1]!]));
    expect([onField(again, 0, 'SD01-002').length, health(again, 1)]).toEqual([0, 19]); // once per turn
    const { s: n0, ids: n } = sc({ me: 'SD06', hand: ['BP12-088'], oppField: ['SD04-001'], opp: 'SD04', pp: 5 });
    const none = settleChoices(play(n0, n.hand![0]!));
    expect([none.decision?.kind, stats(none, n.oppField![0]!), none.players[0]!.counters.pp]).toEqual(['sve.main', [7, 8], 0]);
  });

  covers(['BP11-001'], 'BP11-001 開拓のロデオガイ・ロキサス (cost 4, 4/4): 3 times per your turn, when you play an amulet, recover 1 PP (4 amulets of cost 2 from 8 PP: 7, 6, 5, then 3); [起動] engage 3 amulets of your field: draw 1 (2 amulets: not offered); [進化][コスト1] into BP11-002 (0 PP: not offered); 3 PP: refused to play', () => {
    const { s: h0, ids: h } = sc({ me: 'SD02', hand: ['BP11-001'], pp: 4 });
    expect(canPlay(withPp(h0, 3), h.hand![0]!)).toBe(false);
    const played = settleChoices(play(h0, h.hand![0]!));
    expect([stats(played, onField(played, 0, 'BP11-001')[0]!), played.players[0]!.counters.pp]).toEqual([[4, 4], 0]);
    const { s: s0, ids } = sc({ me: 'SD02', field: ['BP11-001'], hand: ['SD01-002', 'SD01-002', 'SD01-002', 'SD01-002'], evolve: ['BP11-002'], pp: 8 });
    let s = s0;
    const pps: number[] = [];
    for (const a of ids.hand!) {
      s = settleChoices(play(s, a));
      pps.push(s.players[0]!.counters.pp!);
    }
    expect(pps).toEqual([7, 6, 5, 3]);
    const me = ids.field![0]!;
    const amulets = onField(s, 0, 'SD01-002');
    const two = structuredClone(s);
    two.cards[amulets[0]!]!.tapped = true;
    two.cards[amulets[1]!]!.tapped = true;
    expect(activations(two, me).length).toBe(activations(s, me).length - 1); // 2 standing amulets: the draw is not offered
    const hand = handCount(s, 0);
    const drawAct = activations(s, me).find((a) => !activations(two, me).some((b) => b.ability === a.ability))!;
    let d = must(s, drawAct).state;
    if (d.decision?.kind === 'chooseCards') {
      expectOffered(d, amulets, [me]);
      for (const x of amulets.slice(0, 3)) if (d.decision?.kind === 'chooseCards') d = pick(d, x);
    }
    d = settleChoices(d);
    expect([handCount(d, 0) - hand, amulets.filter((x) => d.cards[x]!.tapped).length]).toEqual([1, 3]);
    expect(evolves(withPp(s, 0), me).length).toBe(0);
    const e = settleChoices(evolveInto(withPp(s, 1), me, 'BP11-002'));
    expect([e.cards[me]!.cardId, stats(e, me)]).toEqual(['BP11-002', [5, 5]]);
  });
}
