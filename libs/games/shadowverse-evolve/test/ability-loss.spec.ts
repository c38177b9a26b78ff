/**
 * SVE 5.31 【箱詰め】 and 「能力すべてを失う」 (rules/ability-loss.ts on the kernel's abilities/loss.ts): what a
 * crated follower loses (its Last Words, abilities gained before — a Fanfare's keyword —, not its stat
 * changes), what it keeps (abilities gained later, 5.31.2.1), the start phase (5.31.3 / 5.31.3.1) and the
 * duration 「次のそれのプレイヤーのターン終了時まで」 (5.26.2 reading). Crating is done by SD07-004's
 * activated ability, as in a game.
 */
import { destroy, legalActions, newEnv, resolveEffect, run, type GameState } from '../../../engine/src/index.js';
import { advance, counters, ctxOf, must, nextTurn, readerFor, scene, stats, kw, zoneCards } from './engine-helpers.js';
import { activations, choose, play, target } from './drivers.js';
import { isCrated, untilEndOfNextTurnOf } from '../src/rules/ability-loss.js';

const crated = (s: GameState, id: string) => isCrated(readerFor(s), id);
/** SD07-004 (player 0's field) crates `victim` with its [起動][コスト0]. */
function crate(s: GameState, nacht: string, victim: string): GameState {
  const a = activations(s, nacht)[0];
  if (!a) throw new Error(`no activation: ${JSON.stringify(legalActions(s))}`);
  return target(must(s, a).state, victim);
}
/** Answers entry / target decisions of a play: Ward stays standing (12.8.2), the given target. */
function settle(s: GameState, tgt: string): GameState {
  for (let i = 0; i < 5; i++) {
    if (s.decision?.rule === 'SVE 12.8.2') s = choose(s, 'stand');
    else if (s.decision?.kind === 'chooseCards') s = target(s, tgt);
    else break;
  }
  return s;
}

describe('SVE 5.31 【箱詰め】 / 「能力すべてを失う」', () => {
  test('5.31.2: a crated follower\'s Last Words does not trigger when it is destroyed (control: it does uncrated)', () => {
    const run1 = (crateIt: boolean) => {
      const { s: s0, ids } = scene({ me: 'SD02', opp: 'SD01', field: ['SD07-004'], oppField: ['SD01-005'], pp: 0 });
      const waltz = ids.oppField![0]!;
      const s = crateIt ? crate(s0, ids.field![0]!, waltz) : s0;
      const ctx = ctxOf(s);
      destroy(ctx, waltz);
      return ctx.state.pending.filter((p) => p.sourceCardId === 'SD01-005').length;
    };
    expect([run1(false), run1(true)]).toEqual([1, 0]);
  });

  test('5.31.2 / 5.31.2.1: an ability gained before crating (ガブリエル\'s Fanfare 【指定攻撃】) is lost while its +4/+3 stays; one gained later (ネイビールテナント\'s 【指定攻撃】) is kept', () => {
    const { s: s0, ids } = scene({ me: 'SD02', opp: 'SD01', field: ['SD07-004'], oppHand: ['BP01-151', 'BP01-047'], oppField: ['SD01-003'], pp: 0 });
    const [gabriel, lieutenant] = ids.oppHand! as [string, string];
    const keeper = ids.oppField![0]!;
    let s = nextTurn(s0); // turn 2: the opponent's
    Object.assign(s.players[1]!.counters, { pp: 8, maxPp: 8 });
    s = settle(play(s, gabriel, 1), keeper);
    expect([stats(s, keeper), kw(s, keeper, 'sve.assail')]).toEqual([[7, 6], true]);
    s = nextTurn(s); // turn 3: mine
    s = crate(s, ids.field![0]!, keeper);
    expect([crated(s, keeper), stats(s, keeper), kw(s, keeper, 'sve.assail')]).toEqual([true, [7, 6], false]);
    s = nextTurn(s); // turn 4: the opponent's — still crated, not stood (5.31.3)
    expect([s.turn.active, crated(s, keeper), s.cards[keeper]!.tapped]).toEqual([1, true, true]);
    Object.assign(s.players[1]!.counters, { pp: 8, maxPp: 8 });
    s = settle(play(s, lieutenant, 1), keeper);
    expect([crated(s, keeper), kw(s, keeper, 'sve.assail'), stats(s, keeper)]).toEqual([true, true, [7, 6]]);
  });

  test('5.31.3 / 5.31.3.1: no rules stand in its player\'s start phase, but an effect stands it (and it stays crated)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', opp: 'SD01', field: ['SD07-004'], oppField: ['SD01-003'], pp: 0 });
    const victim = ids.oppField![0]!;
    let s = nextTurn(crate(s0, ids.field![0]!, victim));
    expect([s.turn.active, s.cards[victim]!.tapped, crated(s, victim)]).toEqual([1, true, true]); // 7.2.3 skipped
    const ctx = ctxOf(s);
    ctx.state.decision = null;
    resolveEffect(ctx, { type: 'untap', target: { ref: 'var', var: 'x' } }, { ...newEnv(ctx, 1, null), scope: 'sx' });
    ctx.state.scopes.sx = { x: [victim] };
    run(ctx);
    s = ctx.state;
    expect([s.cards[victim]!.tapped, crated(s, victim), s.decision?.kind]).toEqual([false, true, 'sve.main']);
  });

  test('5.31 duration 「次のそれのプレイヤーのターン終了時まで」 (5.26.2): crating a card during its own player\'s turn lasts through that player\'s NEXT turn, not this one', () => {
    const { s: s0, ids } = scene({ me: 'SD02', opp: 'SD01', field: ['SD02-019'], pp: 0 });
    const own = ids.field![0]!;
    const ctx = ctxOf(s0);
    expect(untilEndOfNextTurnOf(ctx, 0)).toEqual({ until: `sve.turnEnd:0:${counters(s0, 0).turns! + 1}` });
    expect(untilEndOfNextTurnOf(ctx, 1)).toEqual({ until: `sve.turnEnd:1:${(counters(s0, 1).turns ?? 0) + 1}` });
    ctx.state.decision = null;
    resolveEffect(ctx, { type: 'sve.crate', target: { ref: 'self' } }, newEnv(ctx, 1, own));
    run(ctx);
    let s = ctx.state;
    s.cards[own]!.tapped = true;
    expect(crated(s, own)).toBe(true);
    s = nextTurn(s); // turn 2 (opponent)
    expect(crated(s, own)).toBe(true);
    s = nextTurn(s); // turn 3: its player's next turn — not stood, still crated until the end
    expect([s.turn.active, s.cards[own]!.tapped, crated(s, own)]).toEqual([0, true, true]);
    s = advance(s, (x) => x.turn.phase === 'end');
    expect(crated(s, own)).toBe(true);
    s = nextTurn(s); // turn 4: over
    expect([crated(s, own), zoneCards(s, 'field', 0).includes(own)]).toEqual([false, true]);
  });
});
