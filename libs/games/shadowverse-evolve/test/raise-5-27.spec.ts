/**
 * 「+する」 (SVE 5.27): 「自分のリーダーの[体力]を+したとき」 (trigger sve.healthRaised) and 「これの[攻撃力]か[体力]を
 * +したとき」 (trigger sve.statRaised, src/rules/raise.ts) on synthetic abilities; the printed cards are in
 * test/cases/triggers.ts (5.27 triggers).
 */
import { addEffect, dealDamage, heal, type GameState, type JsonObject, type NewEffect } from '../../../engine/src/index.js';
import { compileCard } from '../src/index.js';
import { raiseLeaderHealth } from '../src/rules/damage.js';
import { BY_ID, counters, ctxOf, scene, stats, withAbility, checkTiming as check } from './engine-helpers.js';

const env0 = { controller: 0, source: null, sourceCardId: null, scope: null, event: null };
/** Each resolution deals 1 damage to the opponent's leader (20 → 20 − resolutions). */
const PING = { type: 'damage', target: { player: 'opponent' }, amount: 1 };
const healthWatcher = () => withAbility(scene({ field: ['SD02-019'] }).s, 'SD02-019', { kind: 'triggered', trigger: { on: 'sve.healthRaised', side: 'you' }, effect: PING });
const statWatcher = () => {
  const base = scene({ field: ['SD02-019', 'SD02-019'] });
  const s = withAbility(base.s, 'SD02-019', { kind: 'triggered', trigger: { on: 'sve.statRaised' }, effect: PING });
  return { s, a: base.ids.field![0]!, b: base.ids.field![1]! };
};
const stat = (target: string, stat: string, op: 'add' | 'set', value: number): NewEffect => ({
  source: null, sourceCardId: null, controller: 0, targets: [target], player: null, modifier: { type: 'stat', stat, op, value }, duration: 'untilEndOfTurn',
});
const opp = (s: GameState) => counters(s, 1).health;

describe('SVE 5.27 「+したとき」', () => {
  test('compiler: 「自分のリーダーの[体力]を+したとき」 → sve.healthRaised (side you), 「これの[攻撃力]か[体力]を+したとき」 → sve.statRaised, 「ターンごとに1回、」 → limit 1', () => {
    expect(compileCard(BY_ID.get('BP14-096')!).abilities[0]).toMatchObject({ kind: 'triggered', trigger: { on: 'sve.healthRaised', side: 'you' } });
    expect(compileCard(BY_ID.get('BP11-082')!).abilities.find((a) => a.kind === 'triggered')).toMatchObject({ trigger: { on: 'sve.statRaised' } });
    expect(compileCard(BY_ID.get('BP02-095')!).abilities[0]).toMatchObject({ trigger: { on: 'sve.healthRaised' }, limit: { perTurn: 1 } });
  });

  test('SVE 5.27.1: the leader\'s health +1 (「[体力]+Nする」, the heal hook) is a +: one trigger each; +0 is no +', () => {
    const ctx = ctxOf(healthWatcher());
    raiseLeaderHealth(ctx, 0, 1);
    let s = check(ctx.state);
    expect([counters(s, 0).health, opp(s)]).toEqual([21, 19]);
    const c2 = ctxOf(s);
    raiseLeaderHealth(c2, 0, 0); // +0: the value does not change
    s = check(c2.state);
    expect([counters(s, 0).health, opp(s)]).toEqual([21, 19]);
    const c3 = ctxOf(s);
    heal(c3, { player: 0 }, 2, env0); // the kernel heal (definition heal hook)
    s = check(c3.state);
    expect([counters(s, 0).health, opp(s)]).toEqual([23, 18]);
  });

  test('SVE 5.27.1: damage to your leader and a heal of the OPPONENT\'s leader are not a + of your leader\'s health', () => {
    const ctx = ctxOf(healthWatcher());
    dealDamage(ctx, { player: 0 }, 2, env0);
    raiseLeaderHealth(ctx, 1, 3);
    const s = check(ctx.state);
    expect([counters(s, 0).health, opp(s)]).toEqual([18, 23]);
  });

  test('SVE 5.27.2: 「体力をNにする」 — set to a larger value is a + (20 → 25), to the same or a smaller one is not (20 → 20, 20 → 10)', () => {
    const setTo = (n: number) => {
      const ctx = ctxOf(healthWatcher());
      ctx.vocab.effects['sve.setHealth']!.run(ctx, // the effect of 「自分のリーダーの[体力]をNにする」 (rules/state-triggers.ts)
        { type: 'sve.setHealth', player: 'you', amount: n }, env0, {} as never);
      return check(ctx.state);
    };
    expect([counters(setTo(25), 0).health, opp(setTo(25))]).toEqual([25, 19]);
    expect([counters(setTo(20), 0).health, opp(setTo(20))]).toEqual([20, 20]);
    expect([counters(setTo(10), 0).health, opp(setTo(10))]).toEqual([10, 20]);
  });

  test('SVE 5.27.1: a follower\'s attack +1 is a + of it (one trigger), not of another follower; a +1/+1 at once is one +', () => {
    const w = statWatcher();
    let ctx = ctxOf(w.s);
    addEffect(ctx, stat(w.a, 'attack', 'add', 1));
    let s = check(ctx.state);
    expect([stats(s, w.a), stats(s, w.b), opp(s)]).toEqual([[3, 3], [2, 3], 19]);
    ctx = ctxOf(s);
    addEffect(ctx, stat(w.b, 'attack', 'add', 1));
    addEffect(ctx, stat(w.b, 'defense', 'add', 1));
    s = check(ctx.state);
    expect([stats(s, w.b), opp(s)]).toEqual([[3, 4], 18]);
  });

  test('SVE 5.27.1: +0, −1 and damage are no +; a +1 cancelled by a later 「…を2にする」 (the value stays 2) is no +', () => {
    const w = statWatcher();
    const ctx = ctxOf(w.s);
    addEffect(ctx, stat(w.a, 'attack', 'add', 0));
    addEffect(ctx, stat(w.a, 'defense', 'add', -1));
    dealDamage(ctx, { card: w.b }, 1, env0);
    addEffect(ctx, stat(w.b, 'attack', 'add', 1));
    addEffect(ctx, stat(w.b, 'attack', 'set', 2));
    const s = check(ctx.state);
    expect([stats(s, w.a), stats(s, w.b), opp(s)]).toEqual([[2, 2], [2, 2], 20]);
  });

  test('SVE 5.27.2: attack set to a larger value (2 → 5) is a +; set to the same value (2 → 2) is not', () => {
    const w = statWatcher();
    const ctx = ctxOf(w.s);
    addEffect(ctx, stat(w.a, 'attack', 'set', 5));
    addEffect(ctx, stat(w.b, 'attack', 'set', 2));
    const s = check(ctx.state);
    expect([stats(s, w.a), stats(s, w.b), opp(s)]).toEqual([[5, 3], [2, 3], 19]);
  });

  test('SVE 5.27.1: an effect is looked at once — the next check timing does not trigger again for the same +1', () => {
    const w = statWatcher();
    const ctx = ctxOf(w.s);
    addEffect(ctx, stat(w.a, 'defense', 'add', 1));
    const s = check(check(ctx.state));
    expect([stats(s, w.a), opp(s)]).toEqual([[2, 4], 19]);
  });
});
