/**
 * Rule tests of play options (actions/play-variants.ts) and per-turn counts (rules/turn-counts.ts):
 * optional additional costs (SVE 10.6.2.2.2), a process paid while playing (10.4.7.2), the field limit
 * checked after costs are paid (10.6.2.5 → 10.6.2.6), and 「このターン、場から墓場に置かれたフォロワーの数」
 * (this turn only: 7.4.8).
 */
import { apply, legalActions, type GameState } from '../../../engine/src/index.js';
import { fieldToCemeteryThisTurn } from '../src/rules/turn-counts.js';
import { counters, must, names, nextTurn, scene } from './engine-helpers.js';

const playsOf = (s: GameState, card: string) => legalActions(s).filter((x) => x.type === 'play' && x.card === card);

describe('play options (SVE 10.6.2.2)', () => {
  test('SVE 10.6.2.2.2: an optional additional cost is a separate play action, legal only with the PP for cost + N (at the limit and one under)', () => {
    const at = scene({ me: 'SD02', hand: ['SD07-021'], pp: 5 }); // 1 + 4
    expect(playsOf(at.s, at.ids.hand![0]!).map((x) => x.option === true)).toEqual([false, true]);
    const under = scene({ me: 'SD02', hand: ['SD07-021'], pp: 4 });
    expect(playsOf(under.s, under.ids.hand![0]!).map((x) => x.option === true)).toEqual([false]);
    expect(() => apply(under.s, { type: 'play', player: 0, card: under.ids.hand![0]!, option: true })).toThrow(/legal/);
    // the option paid: PP 5 − (1 + 4); the card played carries it (「コストを+4したなら」)
    const s = must(at.s, { type: 'play', player: 0, card: at.ids.hand![0]!, option: true }).state;
    expect(counters(s, 0).pp).toBe(0);
  });

  test('SVE 10.4.7.2 / 10.4.3: 「これをプレイする際、(処理)：コストを-3する」 offers one play per own field card that can pay; the opponent\'s cards cannot', () => {
    const { s, ids } = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016', 'SD07-019'], oppField: ['SD07-016'], pp: 1 });
    expect(playsOf(s, ids.hand![0]!).map((x) => x.sacrifice)).toEqual([ids.field![0], ids.field![1]]);
    const pp0 = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016'], pp: 0 });
    expect(playsOf(pp0.s, pp0.ids.hand![0]!)).toEqual([]); // 4 − 3 = 1 PP still needed
  });

  test('SVE 10.6.2.5 before 10.6.2.6: the card put into the cemetery as a cost frees a slot of a full field (5), a play without it does not fit', () => {
    const { s, ids } = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016', 'SD02-019', 'SD02-002', 'SD02-007', 'SD02-008'], pp: 10 });
    const plays = playsOf(s, ids.hand![0]!);
    expect(plays.map((x) => x.sacrifice ?? null)).toEqual([ids.field![0]]);
    let t = must(s, plays[0]!).state;
    while (t.decision?.kind === 'chooseCards' && t.decision.player === 0) t = must(t, { type: 'done', player: 0 }).state;
    expect([names(t, 'field', 0).length, names(t, 'field', 0).includes('SD07-015'), names(t, 'cemetery', 0), counters(t, 0).pp]).toEqual([5, true, ['SD07-016'], 10 - 1]);
  });
});

describe('per-turn counts', () => {
  test('SVE 7.4.8: 「このターン、場から墓場に置かれたフォロワーの数」 counts a follower put from the field into the cemetery (here as a cost) and reads 0 in the next turn', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD07-015'], field: ['SD07-016'], pp: 1 });
    expect(fieldToCemeteryThisTurn(s0)).toBe(0);
    const plays = playsOf(s0, ids.hand![0]!);
    let s = must(s0, plays[0]!).state; // ユリウス goes from the field to the cemetery as the cost
    expect(fieldToCemeteryThisTurn(s)).toBe(1);
    s = nextTurn(s);
    expect(fieldToCemeteryThisTurn(s)).toBe(0);
  });
});
