/**
 * Card cases of the long-tail forms, group 8 (templates-long-8.ts): the cost 「場の他のカードN枚を手札に戻す」 inside an
 * automatic ability (SVE 10.4, 10.4.7) and a condition before a choice 「(condition)下記からNつチョイスする」 (SVE 5.18,
 * 【覚醒】 13.4.1, 【コンボ_N】 13.2.1). Run by cards.spec.ts through card-cases.ts.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { must, scene, stats, zoneCards } from '../engine-helpers.js';
import { activations, choose, evolve, pick } from '../drivers.js';
import { settleChoices as settle, canPlay, onField, type Covers } from './case-helpers.js';

const play0 = (s: GameState, card: string) => settle(must(s, { type: 'play', player: 0, card }).state);
const setPp = (s0: GameState, pp: number, maxPp: number) => {
  const s = structuredClone(s0);
  Object.assign(s.players[0]!.counters, { pp, maxPp });
  return s;
};

export function registerLongTail8Cases(covers: Covers): void {
  covers(['BP01-002', 'BP01-SL02'], 'long8: エンシェントエルフ (SVE 10.4.7 「場の他のカード1枚を手札に戻す：これは[攻撃力]+1/[体力]+1する」): paying returns exactly 1 other card of yours (chosen among 2) to the hand and this becomes 3/3; skipping keeps 2/2 and the field; with no other card the cost cannot be paid (no question, 2/2); cost 2 (refused at 1 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP01-002'], field: ['BP08-064', 'BP04-007'], pp: 2 });
    expect(canPlay(setPp(s0, 1, 2), ids.hand![0]!)).toBe(false);
    let s = play0(s0, ids.hand![0]!);
    const me = onField(s, 0, 'BP01-002')[0]!;
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    // skip
    const skipped = settle(choose(s, 'skip'));
    expect(stats(skipped, me)).toEqual([2, 2]);
    expect(zoneCards(skipped, 'field', 0)).toEqual(expect.arrayContaining(ids.field!));
    // pay: 1 of the 2 others, chosen
    s = choose(s, 'pay');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.field!].sort());
    expect(s.decision!.candidates).not.toContain(me);
    s = settle(pick(s, ids.field![0]!));
    expect(stats(s, me)).toEqual([3, 3]);
    expect(zoneCards(s, 'hand', 0).map((x) => s.cards[x]!.cardId)).toContain('BP08-064');
    expect(zoneCards(s, 'field', 0).sort()).toEqual([me, ids.field![1]!].sort());
    // no other card on the field: the cost cannot be paid
    const alone = scene({ me: 'SD01', hand: ['BP01-002'], pp: 2 });
    const a = play0(alone.s, alone.ids.hand![0]!);
    expect(a.decision?.kind).toBe('sve.main');
    expect(stats(a, onField(a, 0, 'BP01-002')[0]!)).toEqual([2, 2]);
  });

  covers(['BP01-003'], 'long8: エンシェントエルフ (evolved; SVE 12.6 【進化時】「場の他のカード1枚を手札に戻す：これは[攻撃力]+1/[体力]+1する」): evolving BP01-002 ([コスト1], refused at 0 PP) makes a 3/3 that may return 1 other card of yours to the hand to become 4/4; skipping keeps 3/3', () => {
    const { s: s0, ids } = scene({ me: 'SD01', field: ['BP01-002', 'BP08-064'], pp: 1, evolve: ['BP01-003'] });
    const base = structuredClone(s0);
    base.cards[ids.field![0]!]!.flags.since = 0;
    base.players[0]!.counters.ep = 0;
    expect(legalActions(setPp(base, 0, 1)).some((x) => x.type === 'evolve' && x.card === ids.field![0]!)).toBe(false);
    const e = settle(evolve(base, ids.field![0]!));
    expect(e.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 10.4.7' });
    const me = onField(e, 0, 'BP01-003')[0]!;
    expect(stats(settle(choose(e, 'skip')), me)).toEqual([3, 3]);
    const paid = settle(choose(e, 'pay'));
    expect(stats(paid, me)).toEqual([4, 4]);
    expect(zoneCards(paid, 'field', 0)).toEqual([me]);
    expect(zoneCards(paid, 'hand', 0).map((x) => paid.cards[x]!.cardId)).toContain('BP08-064');
  });

  covers(['BP08-064'], 'long8: 正義のドラグーン (SVE 5.18 / 13.4.1 「【覚醒】状態なら、下記から1つチョイスする」): at max PP 7 you choose 1 option: 【1】 4 damage to 1 chosen enemy follower (a 3/4 is destroyed, the other untouched) or 【2】 2 damage to every enemy follower (3/4 → 3/2); at max PP 6 nothing happens; cost 3 (refused at 2 PP)', () => {
    const run1 = (maxPp: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', hand: ['BP08-064'], oppField: ['BP08-064', 'BP08-064'], pp: 3 });
      expect(canPlay(setPp(s0, 2, maxPp), ids.hand![0]!)).toBe(false);
      return { s: play0(setPp(s0, 3, maxPp), ids.hand![0]!), foes: ids.oppField! };
    };
    const six = run1(6);
    expect(six.s.decision?.kind).toBe('sve.main');
    expect(six.foes.map((f) => stats(six.s, f))).toEqual([[3, 4], [3, 4]]);
    const seven = run1(7);
    expect(seven.s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', labels: ['【1】', '【2】'] });
    // 【1】
    let one = settle(choose(seven.s, 0));
    expect(one.decision?.kind).toBe('chooseCards');
    one = settle(pick(one, seven.foes[0]!));
    expect(zoneCards(one, 'field', 1)).toEqual([seven.foes[1]!]);
    expect(stats(one, seven.foes[1]!)).toEqual([3, 4]);
    // 【2】
    const two = settle(choose(seven.s, 1));
    expect(seven.foes.map((f) => stats(two, f))).toEqual([[3, 2], [3, 2]]);
  });

  covers(['BP04-007'], 'long8: オシャレ女王・ネルシャ (SVE 5.18 / 13.2.1 「[起動]これを[アクト]：【コンボ_3】下記から1つチョイスする」): with 3 cards played this turn, 【1】 another follower of yours +2/+2 or 【2】 an enemy follower -2/-2; with 2 played, engaging does nothing; the ability engages it (not usable while engaged)', () => {
    const run1 = (played: number) => {
      const { s: s0, ids } = scene({ me: 'SD01', field: ['BP04-007', 'BP08-064'], oppField: ['BP08-064'], pp: 2 });
      const s = structuredClone(s0);
      Object.assign(s.players[0]!.flags, { played, playedTurn: s.turn.number });
      const act = activations(s, ids.field![0]!);
      expect(act.length).toBe(1);
      return { s: settle(must(s, act[0]!).state), me: ids.field![0]!, ally: ids.field![1]!, foe: ids.oppField![0]! };
    };
    const two = run1(2);
    expect(two.s.decision?.kind).toBe('sve.main');
    expect(two.s.cards[two.me]!.tapped).toBe(true);
    expect([stats(two.s, two.ally), stats(two.s, two.foe)]).toEqual([[3, 4], [3, 4]]);
    expect(activations(two.s, two.me)).toEqual([]);
    const three = run1(3);
    expect(three.s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 5.18', labels: ['【1】', '【2】'] });
    let one = choose(three.s, 0);
    if (one.decision?.kind === 'chooseCards') {
      expect(one.decision.candidates).not.toContain(three.me);
      one = pick(one, three.ally);
    }
    one = settle(one);
    expect([stats(one, three.ally), stats(one, three.me), stats(one, three.foe)]).toEqual([[5, 6], [2, 3], [3, 4]]);
    let other = choose(three.s, 1);
    if (other.decision?.kind === 'chooseCards') other = pick(other, three.foe);
    other = settle(other);
    expect([stats(other, three.foe), stats(other, three.ally)]).toEqual([[1, 2], [3, 4]]);
  });
}
