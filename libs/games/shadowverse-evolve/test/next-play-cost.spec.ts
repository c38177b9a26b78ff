/**
 * 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1, 7.4.8; effect `sve.nextPlayCost`,
 * src/rules/next-play-cost.ts, template grammar/effects/play.ts). 化かし女将・ホズミ BP14-001 (cost 3): its fanfare lowers
 * the next 宴楽・カード by 2. 釜焚きの竜人 BP14-060: 宴楽 follower, cost 2; ドアマンバット BP14-085: 宴楽, cost 1;
 * ヴァンガード・レイサム SD02-002: not 宴楽, cost 2.
 */
import { addEffect, legalActions, type GameState } from '../../../engine/src/index.js';
import { compileCard } from '../src/index.js';
import { BY_ID, ctxOf, names, nextTurn, scene } from './engine-helpers.js';
import { playCost } from '../src/actions/play.js';
import { play } from './drivers.js';

const HOZUMI = 'BP14-001';
const ENRAKU2 = 'BP14-060';
const ENRAKU1 = 'BP14-085';
const PLAIN2 = 'SD02-002';

const pp = (s: GameState) => s.players[0]!.counters.pp;
const playable = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);
const markers = (s: GameState) => s.effects.filter((e) => e.modifier.type === 'flag' && e.modifier.flag === 'sve.nextPlayCost');

describe('SVE 10.4.4.1 next play-cost reduction 「このターン、次に自分が(group)をプレイする際、コストを-Nする」', () => {
  test('SVE 10.4.4.1 compiler: the group forms — trait, 『X』, 「AかB」 with 元のコストN以下, 「EXエリアのカード」, a bare kind', () => {
    const ab = (id: string) => JSON.stringify(compileCard(BY_ID.get(id)!).abilities);
    expect(ab('BP14-001')).toContain('{"type":"sve.nextPlayCost","add":-2,"filter":{"trait":"宴楽"}}');
    expect(ab('SP01-020')).toContain('{"type":"sve.nextPlayCost","add":-5,"filter":{"name":"アンの大魔法"}}');
    expect(ab('BP14-049')).toContain('{"type":"sve.nextPlayCost","add":-3,"filter":{"anyOf":[{"cost":{"lte":3},"trait":"宴楽"},{"cost":{"lte":3},"trait":"魔法使い"}]}}');
    expect(ab('BP12-022')).toContain('{"type":"sve.nextPlayCost","add":-10,"from":"exArea"}');
    expect(ab('BP03-038')).toContain('{"type":"sve.nextPlayCost","add":-4,"filter":{"type":"スペル"}}');
    for (const id of ['BP14-001', 'SP01-020', 'BP14-049', 'BP12-022', 'BP03-038', 'CP04-024', 'BP18-016']) expect(compileCard(BY_ID.get(id)!).failures).toEqual([]);
  });

  test('SVE 10.4.4.1 the PP check uses the reduced cost: with 1 PP left a cost-2 宴楽 card is playable (and costs 0); without the effect it is not', () => {
    const { s: s0, ids } = scene({ hand: [HOZUMI, ENRAKU2], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    expect(pp(s)).toBe(1);
    expect(playable(s, ids.hand![1]!)).toBe(true);
    s = play(s, ids.hand![1]!);
    expect([pp(s), names(s, 'field', 0)]).toEqual([1, [HOZUMI, ENRAKU2]]);
    // without the fanfare: 1 PP cannot pay 2
    const b = scene({ hand: [ENRAKU2], pp: 1 });
    expect(playable(b.s, b.ids.hand![0]!)).toBe(false);
  });

  test('SVE 10.4.4.1 the reduction applies once: the first 宴楽 card costs 2 less, the second pays its full 2', () => {
    const { s: s0, ids } = scene({ hand: [HOZUMI, ENRAKU2, ENRAKU2], pp: 5 });
    let s = play(s0, ids.hand![0]!); // 5 - 3 = 2
    s = play(s, ids.hand![1]!); // 2 - 0
    expect([pp(s), markers(s).length]).toEqual([2, 0]);
    s = play(s, ids.hand![2]!); // 2 - 2
    expect(pp(s)).toBe(0);
  });

  test('SVE 10.4.4.1 only a matching card: a non-宴楽 card pays its full cost and leaves the reduction for the next 宴楽 card', () => {
    const { s: s0, ids } = scene({ hand: [HOZUMI, PLAIN2, ENRAKU2], pp: 5 });
    let s = play(s0, ids.hand![0]!); // 2 left
    s = play(s, ids.hand![1]!); // SD02-002: 2 - 2
    expect([pp(s), markers(s).length]).toEqual([0, 1]);
    expect(playable(s, ids.hand![2]!)).toBe(true); // still -2: costs 0
    s = play(s, ids.hand![2]!);
    expect([pp(s), markers(s).length]).toEqual([0, 0]);
  });

  test('SVE 10.4.4.1 「次に」: the next matching card uses it up even when it needs less (cost 1 → 0, the extra 1 is lost)', () => {
    const { s: s0, ids } = scene({ hand: [HOZUMI, ENRAKU1, ENRAKU2, PLAIN2], pp: 5 });
    let s = play(s0, ids.hand![0]!); // 2 left
    s = play(s, ids.hand![1]!); // ドアマンバット: 1 - 2 → 0 PP paid (1.3.2.2.1)
    expect([pp(s), markers(s).length]).toEqual([2, 0]);
    s = play(s, ids.hand![2]!); // 釜焚きの竜人: full 2
    expect(pp(s)).toBe(0);
  });

  test('SVE 10.4.4.1 a 宴楽 card played under the effect uses it; the effect its own fanfare makes then waits for the NEXT 宴楽 card (not itself)', () => {
    const { s: s0, ids } = scene({ hand: [HOZUMI, HOZUMI, ENRAKU2, ENRAKU2], pp: 6 });
    let s = play(s0, ids.hand![0]!); // 3
    s = play(s, ids.hand![1]!); // ホズミ is 宴楽 itself: the first effect makes it cost 1 → 2 left, and its own fanfare adds one
    expect([pp(s), markers(s).length]).toEqual([2, 1]);
    s = play(s, ids.hand![2]!); // -2 → 0
    expect([pp(s), markers(s).length]).toEqual([2, 0]);
    s = play(s, ids.hand![3]!);
    expect(pp(s)).toBe(0);
  });

  test('SVE 10.4.4.1 / 7.4.8: 「このターン」 — unused, it is gone at the end of the turn; next turn the 宴楽 card pays its full cost', () => {
    const { s: s0, ids } = scene({ hand: [HOZUMI, ENRAKU2], pp: 3 });
    let s = play(s0, ids.hand![0]!);
    expect(markers(s).length).toBe(1);
    s = nextTurn(s);
    expect(markers(s).length).toBe(0);
    s = nextTurn(s); // player 0 again
    expect(s.turn.active).toBe(0);
    const before = pp(s);
    s = play(s, ids.hand![1]!);
    expect(pp(s)).toBe(before - 2);
  });

  test('SVE 10.10.2.4 「コストを0にする」 (sve.nextPlayCost set, BP14-046): the set applies first, then raises / lowers — set 0 with +1: 1; set 0 with −2: 0; only the listed cards; used up by the first of them played', () => {
    expect(JSON.stringify(compileCard(BY_ID.get('BP14-046')!).abilities)).toContain('{"type":"sve.nextPlayCost","set":0,"newIn":{"zone":"exArea","before":"t1"}}');
    const { s, ids } = scene({ ex: [PLAIN2, ENRAKU2, PLAIN2], pp: 0 });
    const [a, b, c] = ids.ex!;
    const ctx = ctxOf(s);
    const flag = (value: object) => addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: null, player: 0, modifier: { type: 'flag', flag: 'sve.nextPlayCost', value: value as never }, duration: 'untilEndOfTurn' });
    flag({ add: 0, set: 0, cards: [a, b] });
    expect([playCost(ctx, a!), playCost(ctx, b!), playCost(ctx, c!)]).toEqual([0, 0, 2]); // c is not one of the cards
    addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [a!], player: null, modifier: { type: 'stat', stat: 'costDelta', op: 'add', value: 1 }, duration: 'untilEndOfTurn' });
    expect(playCost(ctx, a!)).toBe(1); // 0, then +1 (10.10.2.4)
    flag({ add: -2 });
    expect([playCost(ctx, a!), playCost(ctx, b!), playCost(ctx, c!)]).toEqual([0, 0, 0]); // 0 + 1 − 2 → 0 (1.3.2.2.1); c: 2 − 2
    expect(playable(ctx.state, b!)).toBe(true);
    const t = play(ctx.state, b!);
    expect([pp(t), markers(t).length, playable(t, a!)]).toEqual([0, 0, false]); // b used both; a is back to 2 + 1
  });
});
