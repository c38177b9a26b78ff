/**
 * Card cases of 「+したとき」 (SVE 5.27; templates-raise.ts, rules/raise.ts): 「自分のリーダーの[体力]を+したとき」 fires
 * on a real increase of your leader's health (a +1 heal), not on damage, not on the opponent's heal; the
 * per-turn limits (10.7.2.2); 「これの[攻撃力]か[体力]を+したとき」 on a real increase by an effect. Exact
 * numbers from the printed text. Rule tests: test/raise-5-27.spec.ts.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { counters, ctxOf, kw, must, names, nextTurn, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, cardIdOf, choose, evolve, handCount, health, pick, play, target, toDeckTop } from '../drivers.js';
import { dealDamage, push, run } from '../../../../engine/src/index.js';
import { raiseLeaderHealth } from '../../src/rules/damage.js';
import { settleChoices as settle, namesOf as byName, type Covers } from './case-helpers.js';

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
/** Player p's leader +n by a rule-level heal (rules/damage.ts raiseLeaderHealth), then a check timing. */
const mend = (s: GameState, p: number, n: number): GameState => {
  const ctx = ctxOf(s);
  const d = ctx.state.decision;
  ctx.state.decision = null;
  raiseLeaderHealth(ctx, p, n);
  push(ctx, { op: '$check' });
  run(ctx);
  if (ctx.state.decision === null) ctx.state.decision = d;
  return ctx.state;
};
const setPp = (s: GameState, pp: number): GameState => {
  s.players[0]!.counters.pp = pp;
  return s;
};

export function registerRaiseCases(covers: Covers): void {
  covers(['BP14-096'], 'raise: BP14-096 警策の翼人 (evolved; SVE 5.27.1): 【進化時】 2 damage to an enemy follower (3 → 1); your leader +1 (ヒーリングエンジェル) → 1 damage to the enemy leader each time (20 → 19, later 21 → 20); damage to your leader (BP17-085 Fanfare) and a heal of the enemy leader do nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP14-095'], hand: ['SD06-018', 'SD06-018', 'BP17-085'], evolve: ['BP14-096'], oppField: ['SD06-003'], pp: 1 });
    let s = target(evolve(s0, ids.field![0]!), ids.oppField![0]!);
    expect([names(s, 'field', 0), stats(s, ids.oppField![0]!)[1], health(s, 1)]).toEqual([['BP14-096'], 1, 20]);
    s = settle(play(setPp(s, 3), ids.hand![0]!));
    expect([health(s, 0), health(s, 1)]).toEqual([21, 19]);
    s = settle(play(setPp(s, 1), ids.hand![2]!)); // 1 damage to your own leader: a −, not a +
    expect([health(s, 0), health(s, 1)]).toEqual([20, 19]);
    s = mend(s, 1, 2); // the enemy leader's +
    expect([health(s, 0), health(s, 1)]).toEqual([20, 21]);
    s = settle(play(setPp(s, 3), ids.hand![1]!));
    expect([health(s, 0), health(s, 1)]).toEqual([21, 20]);
  });

  covers(['BP18-099'], 'raise: BP18-099 望蜀の裁き手・天冥 (SVE 5.27.1): [起動][コスト0] damage to the enemy leader = your 透京 followers (1 → 19; 2 → 18) and your leader +1, which is a +: choose an enemy follower, 2 damage (4 → 2); once a turn (no second activation); no enemy follower: nothing to choose', () => {
    const a = scene({ me: 'SD06', field: ['BP18-099', 'SD06-003'], oppField: ['SD06-003'], pp: 0 });
    expect(activations(a.s, a.ids.field![0]!)).toHaveLength(1);
    let s = must(a.s, activations(a.s, a.ids.field![0]!)[0]!).state;
    s = target(settle(s), a.ids.oppField![0]!);
    expect([health(s, 1), health(s, 0), stats(s, a.ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([19, 21, 1, 0]);
    expect(activations(s, a.ids.field![0]!)).toEqual([]); // 「この能力は1ターンに1回使える」
    const b = scene({ me: 'SD06', field: ['BP18-099', 'BP18-097'], pp: 0 });
    const t = settle(must(b.s, activations(b.s, b.ids.field![0]!)[0]!).state);
    expect([health(t, 1), health(t, 0), t.decision?.kind]).toEqual([18, 21, 'sve.main']);
    const c = scene({ me: 'SD06', field: ['BP18-099'], hand: ['BP17-085'], oppField: ['SD06-003', 'SD06-003'], pp: 1 });
    let u = settle(play(c.s, c.ids.hand![0]!)); // damage to your leader: no trigger
    expect([health(u, 0), u.decision?.kind, stats(u, c.ids.oppField![0]!)[1], stats(u, c.ids.oppField![1]!)[1]]).toEqual([19, 'sve.main', 3, 3]);
    u = mend(u, 0, 1);
    expect(u.decision?.candidates).toEqual(c.ids.oppField);
    u = pick(u, c.ids.oppField![1]!);
    expect([health(u, 0), stats(u, c.ids.oppField![0]!)[1], stats(u, c.ids.oppField![1]!)[1]]).toEqual([20, 3, 1]);
  });

  covers(['BP18-097'], 'raise: BP18-097 戒信の六銘伝・聖士郎 (SVE 5.27.1): your leader +1 → choose an enemy follower, 2 damage (3 → 1), again on the next +; not on damage; [進化][コスト1] evolves it into BP18-098', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP18-097'], hand: ['SD06-018', 'BP17-085'], evolve: ['BP18-098'], oppField: ['SD06-003', 'SD06-003'], pp: 3 });
    let s = target(settle(play(s0, ids.hand![0]!)), ids.oppField![0]!);
    expect([health(s, 0), stats(s, ids.oppField![0]!)[1], stats(s, ids.oppField![1]!)[1]]).toEqual([21, 1, 3]);
    s = settle(play(setPp(s, 1), ids.hand![1]!));
    expect([health(s, 0), s.decision?.kind, stats(s, ids.oppField![1]!)[1]]).toEqual([20, 'sve.main', 3]);
    s = target(mend(s, 0, 1), ids.oppField![1]!);
    expect(stats(s, ids.oppField![1]!)[1]).toBe(1);
    s = settle(evolve(setPp(s, 1), ids.field![0]!));
    expect([names(s, 'field', 0).includes('BP18-098'), names(s, 'field', 0).includes('BP18-097'), counters(s, 0).pp]).toEqual([true, false, 0]);
  });

  covers(['BP18-110', 'BP18-P46'], 'raise: BP18-110 瞑目の支え手 (SVE 12.4, 10.3.3): Fanfare — with 『戒信の六銘伝・聖士郎』 on your field, your leader +1 and draw 1 (the condition covers both sentences), which is a + (5.27.1) for 聖士郎: 2 damage to a chosen enemy follower; without 聖士郎: neither; cost 2 (refused at 1 PP); [進化][コスト1]', () => {
    for (const id of ['BP18-110', 'BP18-P46']) {
      const { s: s0, ids } = scene({ me: 'SD06', field: ['BP18-097'], hand: [id], evolve: ['BP18-111'], oppField: ['SD06-003'], pp: 2 });
      expect(legalActions(setPp(structuredClone(s0), 1)).some((a) => a.type === 'play' && a.card === ids.hand![0]!)).toBe(false);
      const hand0 = handCount(s0, 0);
      let s = target(settle(play(s0, ids.hand![0]!)), ids.oppField![0]!);
      expect([health(s, 0), handCount(s, 0), stats(s, ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([21, hand0, 1, 0]); // played one, drew one
      const me = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === id)!;
      expect(legalActions(s).some((a) => a.type === 'evolve' && a.card === me)).toBe(false); // 0 PP: [コスト1] refused
      s = settle(evolve(setPp(s, 1), me));
      expect(names(s, 'field', 0)).toContain('BP18-111');
      // without 聖士郎 on the field: no +1 and no draw
      const b = scene({ me: 'SD06', hand: [id], oppField: ['SD06-003'], pp: 2 });
      const h0 = handCount(b.s, 0);
      const t = settle(play(b.s, b.ids.hand![0]!));
      expect([health(t, 0), handCount(t, 0), stats(t, b.ids.oppField![0]!)[1]]).toEqual([20, h0 - 1, 3]);
    }
  });

  covers(['BP18-098'], 'raise: BP18-098 戒信の六銘伝・聖士郎 (evolved; SVE 5.27.1): 【進化時】 you may put a 元のコスト3以下 透京 follower or 元のコスト3以下 Bishop amulet from your hand onto the field (cost 4 透京 and cost 4 amulet not offered; may decline); 【超進化時】 『善行の確信』 to the EX area; your leader +1 → 2 damage to a chosen enemy follower', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP18-097'], hand: ['BP18-097', 'BP18-099', 'SD06-014', 'SD06-006', 'SD06-003'], evolve: ['BP18-098'], oppField: ['SD05-009'], pp: 1 });
    let s = evolve(s0, ids.field![0]!);
    expect([...s.decision!.candidates!].sort()).toEqual([ids.hand![0]!, ids.hand![2]!].sort());
    s = settle(pick(s, ids.hand![0]!));
    expect(names(s, 'field', 0).sort()).toEqual(['BP18-097', 'BP18-098'].sort());
    s = target(settle(mend(s, 0, 1)), ids.oppField![0]!); // both 聖士郎 trigger (the evolved one and the one put): 2 + 2
    s = target(settle(s), ids.oppField![0]!);
    expect([stats(s, ids.oppField![0]!)[1], byName(s, 'exArea', 0)]).toEqual([2, []]);
    const b = scene({ me: 'SD06', field: ['BP18-097'], hand: ['SD06-014'], evolve: ['BP18-098'], pp: 1 });
    b.s.players[0]!.counters.turns = 7;
    let t = evolve(b.s, b.ids.field![0]!, { sep: true });
    for (let i = 0; i < 6 && t.decision?.kind !== 'sve.main'; i++) {
      if (t.decision!.kind === 'chooseCards') t = must(t, { type: 'done', player: 0 }).state; // decline the amulet
      else t = choose(t, t.decision!.options![0]!);
    }
    expect([byName(t, 'exArea', 0), names(t, 'field', 0), stats(t, zoneCards(t, 'field', 0)[0]!)]).toEqual([['善行の確信'], ['BP18-098'], [5, 5]]);
  });

  covers(['BP14-093'], 'raise: BP14-093 淀みの神父 (SVE 5.27.1, 10.7.2.2): Ward; once a turn your leader +1 → 4 damage to a chosen enemy follower (6 → 2); a second +1 the same turn does nothing, next turn again; Fanfare: look at the top 5, a 元のコスト2以下 狂信 card may go to the EX area (a cost-4 狂信 not offered) and costs 2 less this turn, the rest to the bottom', () => {
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
    let t = settle(play(b.s, b.ids.hand![0]!));
    expect(t.decision!.candidates).toEqual([b.ids.hand![1]!]);
    t = pick(t, b.ids.hand![1]!);
    for (let i = 0; i < 3 && t.decision?.kind === 'order'; i++) t = must(t, legalActions(t)[0]!).state;
    t = settle(t);
    const fox = zoneCards(t, 'exArea', 0)[0]!;
    expect([names(t, 'exArea', 0), zoneCards(t, 'deck', 0).length, counters(t, 0).pp]).toEqual([['BP14-101'], zoneCards(b.s, 'deck', 0).length - 1, 0]);
    expect(legalActions(t).some((a) => a.type === 'play' && a.card === fox)).toBe(true); // cost 2 − 2 = 0
  });

  covers(['BP14-101'], 'raise: BP14-101 福呼びの狐 (SVE 5.27.1, 10.4.7): Ward; Fanfare 『招来の狐』 to the EX area; your leader +1 (招来の狐\'s Fanfare) → you may engage this: draw 1; engaged: not asked, no draw; declined: no draw', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['BP14-101'], pp: 3 });
    let s = settle(play(s0, ids.hand![0]!));
    const fox = zoneCards(s, 'field', 0)[0]!;
    expect([byName(s, 'exArea', 0), kw(s, fox, 'sve.ward'), stats(s, fox)]).toEqual([['招来の狐'], true, [2, 3]]);
    const h = handCount(s, 0);
    s = settle(play(s, zoneCards(s, 'exArea', 0)[0]!));
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    s = settle(choose(s, 'pay'));
    expect([health(s, 0), handCount(s, 0), s.cards[fox]!.tapped]).toEqual([21, h + 1, true]);
    s = mend(s, 0, 1);
    expect([s.decision?.kind, handCount(s, 0)]).toEqual(['sve.main', h + 1]);
    s.cards[fox]!.tapped = false;
    s = mend(s, 0, 1);
    s = choose(s, 'skip');
    expect([handCount(s, 0), s.cards[fox]!.tapped]).toEqual([h + 1, false]);
  });

  covers(['BP14-102'], 'raise: BP14-102 ペガサスナイト (SVE 5.27.1, 10.7.2.2): Rush; once in each of your turns your leader +1 → a 『ホーリーファルコン』 (2/2 Storm) onto the field — which is a Bishop token follower entering: choose an enemy follower, engage it; a second +1 the same turn: no falcon; in the opponent\'s turn: nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP14-102'], oppField: ['SD06-003', 'SD06-003'], pp: 0 });
    expect(kw(s0, ids.field![0]!, 'sve.rush')).toBe(true);
    let s = settle(mend(s0, 0, 1));
    s = target(s, ids.oppField![1]!);
    expect([byName(s, 'field', 0), s.cards[ids.oppField![0]!]!.tapped, s.cards[ids.oppField![1]!]!.tapped]).toEqual([['ペガサスナイト', 'ホーリーファルコン'], false, true]);
    const falcon = zoneCards(s, 'field', 0)[1]!;
    expect([stats(s, falcon), kw(s, falcon, 'sve.storm')]).toEqual([[2, 2], true]);
    s = mend(s, 0, 1);
    expect([byName(s, 'field', 0).length, s.decision?.kind]).toEqual([2, 'sve.main']);
    s = nextTurn(s); // the opponent's turn
    s = mend(s, 0, 1);
    expect(byName(s, 'field', 0).length).toBe(2);
    s = nextTurn(s);
    s = settle(mend(s, 0, 1));
    if (s.decision?.kind === 'chooseCards') s = pick(s, s.decision.candidates![0]!);
    expect(byName(s, 'field', 0).length).toBe(3);
  });

  covers(['BP11-082'], 'raise: BP11-082 スカルドリーマー (SVE 5.27.1): its attack +1 (『機動二輪車』: a 荒野 follower gets Rush and attack +1) → it has Storm; damage (a −) does not; Last Words: a 『機動二輪車』 onto the field and the top card of your deck to the cemetery', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP11-082'], pp: 2 });
    let s = settle(play(s0, ids.hand![0]!));
    const sk = zoneCards(s, 'field', 0)[0]!;
    s = hurt(s, 0, 1, sk);
    expect([stats(s, sk), kw(s, sk, 'sve.storm')]).toEqual([[2, 2], false]);
    const deck = zoneCards(s, 'deck', 0).length;
    const cem = zoneCards(s, 'cemetery', 0).length;
    s = hurt(s, 0, 2, sk); // destroyed (11.3.1): Last Words
    s = settle(s);
    expect([byName(s, 'field', 0), zoneCards(s, 'deck', 0).length, zoneCards(s, 'cemetery', 0).length]).toEqual([['機動二輪車'], deck - 1, cem + 2]);
    const bike = zoneCards(s, 'field', 0)[0]!;
    const b = scene({ me: 'SD05', hand: ['BP11-082', 'BP11-082'], pp: 4 });
    let t = settle(play(b.s, b.ids.hand![0]!));
    const first = zoneCards(t, 'field', 0)[0]!;
    t = hurt(t, 0, 3, first); // its Last Words: a 『機動二輪車』
    t = settle(play(settle(t), b.ids.hand![1]!));
    const second = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) === 'BP11-082')!;
    const bike2 = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) !== 'BP11-082')!;
    expect(kw(t, second, 'sve.storm')).toBe(false);
    t = must(t, activations(t, bike2)[0]!).state;
    t = settle(target(t, second));
    expect([stats(t, second), kw(t, second, 'sve.rush'), kw(t, second, 'sve.storm')]).toEqual([[3, 3], true, true]);
    expect(bike).toBeDefined();
  });

  covers(['BP11-113'], 'raise: BP11-113 レヴィールの無法者 (SVE 5.27.1): its attack +1 (『機動二輪車』) → Storm; without a +: no Storm; [進化][コスト1] into BP11-114 (evolving is no +: no Storm)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', hand: ['BP11-082', 'BP11-113'], evolve: ['BP11-114'], pp: 3 });
    let s = settle(play(s0, ids.hand![0]!));
    s = settle(hurt(s, 0, 3, zoneCards(s, 'field', 0)[0]!)); // 機動二輪車 from the Last Words
    s = settle(play(s, ids.hand![1]!));
    const out = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === 'BP11-113')!;
    const bike = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) !== 'BP11-113')!;
    expect([stats(s, out), kw(s, out, 'sve.storm')]).toEqual([[1, 1], false]);
    s = settle(evolve(setPp(s, 1), out));
    expect([names(s, 'field', 0).includes('BP11-114'), kw(s, out, 'sve.storm')]).toEqual([true, false]);
    const c = scene({ me: 'SD05', hand: ['BP11-082', 'BP11-113'], pp: 3 });
    let t = settle(play(c.s, c.ids.hand![0]!));
    t = settle(hurt(t, 0, 3, zoneCards(t, 'field', 0)[0]!));
    t = settle(play(t, c.ids.hand![1]!));
    const o2 = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) === 'BP11-113')!;
    const b2 = zoneCards(t, 'field', 0).find((x) => cardIdOf(t, x) !== 'BP11-113')!;
    t = settle(target(must(t, activations(t, b2)[0]!).state, o2));
    expect([stats(t, o2), kw(t, o2, 'sve.rush'), kw(t, o2, 'sve.storm')]).toEqual([[2, 1], true, true]);
    expect(bike).toBeDefined();
  });

  covers(['BP09-092'], 'raise: BP09-092 天狐の社 (SVE 5.27.1, 10.4.7): your leader +1 → you may engage this: 2 damage to the enemy leader (20 → 18) or a chosen enemy follower (3 → 1); engaged: not asked; declined: nothing; damage to your leader: nothing', () => {
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
  });

  covers(['BP02-095'], 'raise: BP02-095 エイラの祈祷 (SVE 5.27.1, 10.7.2.2): once a turn your leader +1 → your followers all +1/+1 (2/3 → 3/4, the enemy\'s unchanged); a second +1 the same turn: nothing; next turn again (4/5)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP02-095', 'SD06-003', 'SD06-003'], oppField: ['SD06-003'], pp: 0 });
    let s = settle(mend(s0, 0, 1));
    expect([stats(s, ids.field![1]!), stats(s, ids.field![2]!), stats(s, ids.oppField![0]!)]).toEqual([[4, 4], [4, 4], [3, 3]]);
    s = settle(mend(s, 0, 2));
    expect(stats(s, ids.field![1]!)).toEqual([4, 4]);
    s = settle(hurt(s, 0, 1));
    expect(stats(s, ids.field![1]!)).toEqual([4, 4]);
    s = nextTurn(nextTurn(s));
    s = settle(mend(s, 0, 1));
    expect([stats(s, ids.field![1]!), stats(s, ids.oppField![0]!)]).toEqual([[5, 5], [3, 3]]);
  });

  covers(['BP01-106'], 'raise: BP01-106 裁きの悪魔 (evolved; SVE 5.6, 10.7.4.2): 【指定攻撃】【必殺】; each enemy follower destroyed → 1 damage to its leader and your leader +1 (2 destroyed by テミスの審判 together with it: 20 → 18 / 22); your own follower destroyed: nothing', () => {
    const a = scene({ me: 'SD06', field: ['BP01-106', 'SD06-003'], hand: ['BP01-131'], oppField: ['SD06-003', 'SD06-003'], pp: 5 });
    const devil = a.ids.field![0]!;
    expect([kw(a.s, devil, 'sve.assail'), kw(a.s, devil, 'sve.bane'), stats(a.s, devil)]).toEqual([true, true, [3, 5]]);
    const s = settle(play(a.s, a.ids.hand![0]!));
    expect([names(s, 'field', 0), names(s, 'field', 1), health(s, 1), health(s, 0)]).toEqual([[], [], 18, 22]);
    const b = scene({ me: 'SD06', field: ['BP01-106', 'SD06-003'], oppField: ['SD06-003'] });
    let t = hurt(b.s, 0, 3, b.ids.field![1]!); // your own follower destroyed (11.3.1)
    expect([names(t, 'field', 0), health(t, 1), health(t, 0)]).toEqual([['BP01-106'], 20, 20]);
    t = hurt(t, 1, 3, b.ids.oppField![0]!); // an enemy follower destroyed
    expect([names(t, 'field', 1), health(t, 1), health(t, 0)]).toEqual([[], 19, 21]);
  });

  covers(['BP11-092'], 'raise: BP11-092 清浄の領域 (SVE 5.18, 5.27.1, 7.2.3): [起動] engage: one option; an option chosen this turn cannot be chosen again this turn — 【1】 3 damage (6 → 3), then only 【2】【3】: +1/+1 (3/3 → 4/4), then only 【3】: a ホーリータイガー (4/4 Rush); all used: not offered; your leader +1 stands it; your start phase does not; next turn all three again', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP11-092', 'SD06-003'], oppField: ['SD05-009'], pp: 0 });
    const am = ids.field![0]!;
    const mine = ids.field![1]!;
    const foe = ids.oppField![0]!;
    let s = must(s0, activations(s0, am)[0]!).state;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', options: [0, 1, 2] });
    s = settle(target(choose(s, 0), foe));
    expect([stats(s, foe)[1], s.cards[am]!.tapped, activations(s, am)]).toEqual([3, true, []]);
    s = settle(mend(s, 0, 1)); // 「自分のリーダーの[体力]を+したとき、これをスタンドする」
    expect(s.cards[am]!.tapped).toBe(false);
    s = must(s, activations(s, am)[0]!).state;
    expect(s.decision!.options).toEqual([1, 2]);
    s = settle(target(choose(s, 1), mine));
    expect([stats(s, mine), stats(s, foe)[1]]).toEqual([[4, 4], 3]);
    s = settle(mend(s, 0, 1));
    s = must(s, activations(s, am)[0]!).state; // only 【3】 is left
    if (s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 5.18') {
      expect(s.decision.options).toEqual([2]);
      s = choose(s, 2);
    }
    s = settle(s);
    const tiger = zoneCards(s, 'field', 0).find((x) => s.catalog[cardIdOf(s, x)]!.name === 'ホーリータイガー')!;
    expect([byName(s, 'field', 0).length, stats(s, tiger), kw(s, tiger, 'sve.rush'), stats(s, mine), stats(s, foe)[1]]).toEqual([3, [4, 4], true, [4, 4], 3]);
    s = settle(mend(s, 0, 1));
    expect([s.cards[am]!.tapped, activations(s, am)]).toEqual([false, []]); // every option used this turn (5.18.3.1.2)
    s.cards[am]!.tapped = true;
    s = nextTurn(nextTurn(s));
    expect(s.cards[am]!.tapped).toBe(true); // 「これは自分のスタートフェイズにスタンドしない」
    s = settle(mend(s, 0, 1));
    s = must(s, activations(s, am)[0]!).state;
    expect(s.decision!.options).toEqual([0, 1, 2]);
  });

  covers(['BP13-073'], 'raise: BP13-073 クリムゾンウォー・ラウラ (SVE 5.18, 13.5.2): in your turn, each decrease of your leader\'s health → one option not yet chosen this turn: 【1】 damage = decreases this turn (1st decrease: 6 → 5), 【2】 +1/+1, 【3】 Storm; a 4th decrease: nothing; the opponent\'s turn: nothing; next turn 【2】 then 【1】 at the 2nd decrease: 2 damage (5 → 3)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP13-073'], oppField: ['SD05-009'] });
    const laura = ids.field![0]!;
    const foe = ids.oppField![0]!;
    const [a0, h0] = stats(s0, laura) as [number, number];
    let s = hurt(s0, 0, 1);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', options: [0, 1, 2] });
    s = settle(target(choose(s, 0), foe));
    expect(stats(s, foe)[1]).toBe(5);
    s = hurt(s, 0, 1);
    expect(s.decision!.options).toEqual([1, 2]);
    s = settle(choose(s, 1));
    expect([stats(s, laura), kw(s, laura, 'sve.storm')]).toEqual([[a0 + 1, h0 + 1], false]);
    s = hurt(s, 0, 1);
    if (s.decision?.kind === 'chooseOption' && s.decision.rule === 'SVE 5.18') s = choose(s, 2);
    s = settle(s);
    expect([kw(s, laura, 'sve.storm'), stats(s, foe)[1]]).toEqual([true, 5]);
    s = hurt(s, 0, 1); // every option used this turn
    expect([s.decision?.kind, stats(s, foe)[1], stats(s, laura), health(s, 0)]).toEqual(['sve.main', 5, [a0 + 1, h0 + 1], 16]);
    s = nextTurn(s); // the opponent's turn: 「自分のターン中」 only
    s = hurt(s, 0, 1);
    expect([s.decision?.rule === 'SVE 5.18', stats(s, foe)[1]]).toEqual([false, 5]);
    s = nextTurn(s);
    s = hurt(s, 0, 1);
    expect(s.decision!.options).toEqual([0, 1, 2]);
    s = settle(choose(s, 1));
    s = hurt(s, 0, 1);
    s = settle(target(choose(s, 0), foe));
    expect([stats(s, foe)[1], stats(s, laura)]).toEqual([3, [a0 + 2, h0 + 2]]);
  });

  covers(['BP11-114', 'BP11-P28'], 'raise: BP11-114 レヴィールの無法者 (evolved; SVE 12.6, 5.27.1): 【進化時】 choose an enemy follower; 2 damage only if your field and EX area hold 2 or more 乗物 cards together (1 機動二輪車: 6 stays; 機動二輪車 on the field + 従順な駿馬 in the EX area: 6 → 4); its attack +1 (機動二輪車) → Storm', () => {
    const one = scene({ me: 'SD05', field: ['BP11-113', 'BP11-P32'], evolve: ['BP11-114'], oppField: ['SD05-009'], pp: 1 }); // 機動二輪車 (a 乗物 amulet)
    let s = evolve(one.s, one.ids.field![0]!);
    s = settle(target(s, one.ids.oppField![0]!)); // the only enemy follower is chosen (10.6.2.3)
    expect([names(s, 'field', 0).includes('BP11-114'), stats(s, one.ids.oppField![0]!)[1]]).toEqual([true, 6]);
    const two = scene({ me: 'SD05', field: ['BP11-113', 'BP11-P32'], ex: ['BP11-P31'], evolve: ['BP11-114'], oppField: ['SD05-009'], pp: 1 }); // + 従順な駿馬 in the EX area
    const out = two.ids.field![0]!;
    let t = settle(target(evolve(two.s, out), two.ids.oppField![0]!));
    expect(stats(t, two.ids.oppField![0]!)[1]).toBe(4);
    expect(kw(t, out, 'sve.storm')).toBe(false);
    t = settle(target(must(t, activations(t, two.ids.field![1]!)[0]!).state, out));
    expect([stats(t, out)[0], kw(t, out, 'sve.rush'), kw(t, out, 'sve.storm')]).toEqual([3, true, true]);
  });

  covers(['BP06-089'], 'raise: BP06-089 狂奔の毛皮 (SVE 10.7.2.2, 10.4.5): once in each of your turns, your leader\'s health decreased → a chosen follower of yours +1/+1 (3/3 → 4/4; a 2nd decrease: no change; the opponent\'s turn: nothing; your next turn again 5/5); [起動] engage and put it into the cemetery: your leader +2 — only while YOUR leader\'s health is 10 or less (11: not offered, even with the enemy leader at 5; 10 → 12)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP06-089', 'SD06-003'] });
    const f = ids.field![1]!;
    let s = settle(target(hurt(s0, 0, 1), f));
    expect(stats(s, f)).toEqual([4, 4]);
    s = settle(hurt(s, 0, 1));
    expect([stats(s, f), s.decision?.kind]).toEqual([[4, 4], 'sve.main']);
    s = nextTurn(s);
    s = settle(hurt(s, 0, 1));
    expect(stats(s, f)).toEqual([4, 4]);
    s = nextTurn(s);
    s = settle(target(hurt(s, 0, 1), f));
    expect(stats(s, f)).toEqual([5, 5]);
    const b = scene({ me: 'SD05', field: ['BP06-089'] });
    const fur = b.ids.field![0]!;
    b.s.players[0]!.counters.health = 11;
    b.s.players[1]!.counters.health = 5;
    expect(activations(b.s, fur)).toEqual([]);
    b.s.players[0]!.counters.health = 10;
    expect(activations(b.s, fur)).toHaveLength(1);
    const t = settle(must(b.s, activations(b.s, fur)[0]!).state);
    expect([health(t, 0), health(t, 1), names(t, 'field', 0), names(t, 'cemetery', 0).includes('BP06-089')]).toEqual([12, 5, [], true]);
  });

  covers(['BP01-105'], 'raise: BP01-105 裁きの悪魔 (SVE 12.2, 10.4.5.1): 【必殺】; [進化] costs 3 of your leader\'s health instead of PP (4 → 1, PP 0 stays 0, no EP payment offered); health 2: not offered; it evolves into BP01-106', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['BP01-105'], evolve: ['BP01-106'], pp: 0 });
    const devil = ids.field![0]!;
    expect(kw(s0, devil, 'sve.bane')).toBe(true);
    s0.players[0]!.counters.health = 2;
    expect(legalActions(s0).filter((a) => a.type === 'evolve')).toEqual([]);
    s0.players[0]!.counters.health = 4;
    const evs = legalActions(s0).filter((a) => a.type === 'evolve' && a.sep === false);
    expect(evs.map((a) => a.ep)).toEqual([false]);
    const s = settle(evolve(s0, devil));
    expect([names(s, 'field', 0), health(s, 0), counters(s, 0).pp, counters(s, 0).ep]).toEqual([['BP01-106'], 1, 0, counters(s0, 0).ep]);
  });
}
