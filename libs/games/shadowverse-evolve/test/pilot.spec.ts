/**
 * Piloting (SVE 5.32) and kind change (5.25) — rules/kind-change.ts.
 */
import { legalActions, matchesFilter } from '../../../engine/src/index.js';
import { ctxOf, leaderId, must, nextTurn, readerFor, scene, stats } from './engine-helpers.js';
import { isAmulet, isFollower } from '../src/state.js';
import { changeKind, pilot } from '../src/rules/kind-change.js';
import { dealDamageHook } from '../src/rules/damage.js';
import { KIND } from '../src/constants.js';

const targetsOf = (s: ReturnType<typeof scene>['s'], attacker: string) => legalActions(s).filter((x) => x.type === 'attack' && x.attacker === attacker).map((x) => x.target);

describe('SVE 5.32 操縦する', () => {
  it('SVE 5.32.1: a piloted amulet is a follower with its printed attack and health until the end of the turn, then an amulet again', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP11-T02'], tokens: [['BP11-T02', 'field', 0]] });
    const v = ids.tokens![0]!;
    const ctx = ctxOf(s0);
    expect([isAmulet(ctx.state, v), matchesFilter(readerFor(ctx.state), v, { type: KIND.follower })]).toEqual([true, false]);
    expect(pilot(ctx, v)).toBe(true);
    expect([isFollower(ctx.state, v), isAmulet(ctx.state, v), stats(ctx.state, v), matchesFilter(readerFor(ctx.state), v, { type: KIND.follower })]).toEqual([true, false, [4, 5], true]);
    expect(pilot(ctx, v)).toBe(false); // already a follower: not an amulet to pilot
    const s = nextTurn(ctx.state);
    expect([isAmulet(s, v), isFollower(s, v)]).toEqual([true, false]);
  });

  it('SVE 5.32.1.1: an amulet without printed attack or health: piloting does nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP11-T03'], tokens: [['BP11-T03', 'field', 0]] });
    const ctx = ctxOf(s0);
    expect([pilot(ctx, ids.tokens![0]!), isAmulet(ctx.state, ids.tokens![0]!), ctx.state.effects.length]).toEqual([false, true, s0.effects.length]);
  });

  it('SVE 5.32.1 / 8.4.2.1: piloted, a vehicle on the field since the start of the turn attacks the leader; one put onto the field this turn attacks only with its Rush (12.10: engaged followers, not the leader)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', oppField: ['SD02-002'], oppEngaged: [0], evolve: ['BP11-T02'], tokens: [['BP11-T02', 'field', 0], ['BP11-T02', 'field', 0]] });
    const [old, fresh] = ids.tokens!;
    s0.cards[fresh!]!.flags.since = s0.turn.number;
    const ctx = ctxOf(s0);
    pilot(ctx, old!);
    pilot(ctx, fresh!);
    const s = ctx.state;
    expect(targetsOf(s, old!)).toContain(leaderId(s, 1));
    expect(targetsOf(s, fresh!)).toEqual([ids.oppField![0]]); // 魔導列車 has Rush: the engaged follower only (12.10)
  });

  it('SVE 5.32.1 / 5.14 / 11.3.1: a piloted vehicle takes damage and is destroyed as a follower; damage does not reach an unpiloted amulet (5.14.1.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', evolve: ['BP11-T01'], tokens: [['BP11-T01', 'field', 0], ['BP11-T01', 'field', 0]] });
    const [a, b] = ids.tokens!;
    const ctx = ctxOf(s0);
    expect(dealDamageHook(ctx, { card: b! }, 5, null)).toBe(0);
    pilot(ctx, a!);
    expect(dealDamageHook(ctx, { card: a! }, 2, null)).toBe(2);
    expect(stats(ctx.state, a!)).toEqual([3, 1]);
    // health 0: destroyed by rule processing at the next check timing (11.3.1), here the end of the main phase
    expect(dealDamageHook(ctx, { card: a! }, 1, null)).toBe(1);
    const s = must(ctx.state, { type: 'endMain', player: 0 }).state;
    expect(s.zones['0:field']!.cards.includes(a!)).toBe(false);
  });

  it('SVE 5.25.1: changeKind makes a card of another kind for the duration; it keeps its abilities and other information (5.25.2, 5.25.3)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'] });
    const f = ids.field![0]!;
    const ctx = ctxOf(s0);
    changeKind(ctx, f, { kind: KIND.amulet, duration: 'untilEndOfTurn' });
    expect([isFollower(ctx.state, f), isAmulet(ctx.state, f), ctx.state.catalog[ctx.state.cards[f]!.cardId]!.name, targetsOf(ctx.state, f)]).toEqual([false, true, 'ヴァンガード・レイサム', []]);
    const s = nextTurn(ctx.state);
    expect(isFollower(s, f)).toBe(true);
  });
});
