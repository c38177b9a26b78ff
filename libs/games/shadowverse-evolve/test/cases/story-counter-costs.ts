/**
 * Card cases: 童話 counters as a cost (SVE 5.9 counters; 10.4 costs 「これの童話カウンター1つを取る：」) — the cards
 * that put one on themselves under a printed condition (another 童話 follower on your field, 【コンボ_3】, entered from
 * somewhere other than the hand) and spend it on an activated or 【攻撃時】 ability: no counter, no ability.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { type GameState, legalActions } from '../../../../engine/src/index.js';
import { counters, leaderId, must, names, stats, zoneCards } from '../engine-helpers.js';
import { activations, attack, health, pick, play, toDeckTop } from '../drivers.js';
import { act, canPlay, type Covers, onField, sc, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { expectOffered, expectUpTo } from './offered.js';

const story = (s: GameState, id: string) => s.cards[id]!.counters['童話'] ?? 0;
/** 【コンボ_N】 (SVE 13.6): player 0 has played `n` cards this turn (a state edit). */
const combo = (s: GameState, n: number) => Object.assign(s.players[0]!.flags, { played: n, playedTurn: s.turn.number });

export function registerStoryCounterCostsCases(covers: Covers): void {
  covers(['BP03-022'], 'BP03-022 赤ずきん・メイジー: 1/1 cost 2; Fanfare a 童話 counter on it only with another 童話 follower on your field (none: no counter, no activation); [起動][コスト1] engage it and remove the counter: destroy an enemy follower (0 PP refused)', () => {
    const run = (other: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP03-022'], field: other ? ['BP09-028', 'SD02-002'] : ['SD02-002'], oppField: ['SD02-019', 'SD02-002'], pp: 3 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const s = settleChoices(play(s0, ids.hand![0]!));
      return { s, ids, me: onField(s, 0, 'BP03-022')[0]! };
    };
    const no = run(false);
    expect([stats(no.s, no.me), story(no.s, no.me), counters(no.s, 0).pp]).toEqual([[1, 1], 0, 1]);
    no.s.cards[no.me]!.flags.since = 0;
    expect(activations(no.s, no.me)).toEqual([]);
    const { s, ids, me } = run(true);
    expect(story(s, me)).toBe(1);
    s.cards[me]!.flags.since = 0;
    expect(activations(withPp(s, 0), me)).toEqual([]); // [コスト1]: 0 PP refused
    const t = act(s, me);
    expectOffered(t, ids.oppField!, [...ids.field!, me, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
    const u = settleChoices(pick(t, ids.oppField![0]!));
    expect([names(u, 'field', 1), story(u, me), u.cards[me]!.tapped, counters(u, 0).pp, activations(u, me)]).toEqual([['SD02-002'], 0, true, 0, []]);
  });

  covers(['BP03-018', 'BP03-019'], 'BP03-018 シンデレラ / BP03-019 目指せお嬢様・サロメ: 5/5 cost 7, 【疾走】; Fanfare a 童話 counter on it only with another 童話 follower on your field; 【攻撃時】 you may remove it: look at the top 4, a follower of cost 5 or less may go onto the field, the rest to the cemetery (no counter: nothing)', () => {
    for (const id of ['BP03-018', 'BP03-019']) {
      const run = (other: boolean) => {
        const { s: s0, ids } = sc({ me: 'SD02', hand: [id, 'SD02-002', 'SD05-009', 'SD02-014', 'SD02-019'], field: other ? ['BP09-028'] : [], pp: 7 });
        expect(canPlay(withPp(s0, 6), ids.hand![0]!)).toBe(false);
        const top = ids.hand!.slice(1);
        toDeckTop(s0, top);
        const s = settleChoices(play(s0, ids.hand![0]!));
        const me = onField(s, 0, id)[0]!;
        return { s, top, me };
      };
      const no = run(false);
      expect([stats(no.s, no.me), story(no.s, no.me)]).toEqual([[5, 5], 0]);
      const nothing = settleInOrder(attack(no.s, no.me, leaderId(no.s, 1))); // 【疾走】: attacks at once; no counter: no look
      expect([health(nothing, 1), zoneCards(nothing, 'cemetery', 0).length, names(nothing, 'deck', 0).slice(0, 4)]).toEqual([15, 0, ['SD02-002', 'SD05-009', 'SD02-014', 'SD02-019']]);
      const { s, top, me } = run(true);
      expect(story(s, me)).toBe(1);
      let t = attack(s, me, leaderId(s, 1));
      for (let i = 0; i < 4 && t.decision?.kind === 'chooseOption'; i++) t = must(t, { type: 'choose', player: 0, option: t.decision.options!.includes('pay') ? 'pay' : t.decision.options![0]! }).state;
      expect(story(t, me)).toBe(0);
      // the cost-2 followers offered (SD02-002, SD02-019); not the cost-6 follower SD05-009, not the spell
      expectOffered(t, [top[0]!, top[3]!], [top[1]!, top[2]!]);
      expectUpTo(t, 1, { upTo: true });
      const u = settleInOrder(pick(t, top[3]!));
      expect([names(u, 'field', 0).sort(), names(u, 'cemetery', 0).sort(), health(u, 1)]).toEqual([['BP09-028', id, 'SD02-019'].sort(), ['SD02-002', 'SD02-014', 'SD05-009'], 15]);
    }
  });

  covers(['BP03-101'], 'BP03-101 ブリキの兵隊: 3/4 cost 3; Fanfare a 童話 counter on it only when it came onto the field from somewhere other than the hand (from the EX area: 1; from the hand: none, no activation); [起動] remove it: 2 damage to the enemy leader or an enemy follower', () => {
    const { s: h0, ids: h } = sc({ me: 'SD02', hand: ['BP03-101'], pp: 3 });
    expect(canPlay(withPp(h0, 2), h.hand![0]!)).toBe(false);
    const fromHand = settleChoices(play(h0, h.hand![0]!));
    const a = onField(fromHand, 0, 'BP03-101')[0]!;
    expect([stats(fromHand, a), story(fromHand, a), activations(fromHand, a)]).toEqual([[3, 4], 0, []]);
    const { s: e0, ids } = sc({ me: 'SD02', ex: ['BP03-101'], field: ['SD02-002'], oppField: ['SD02-019', 'SD06-015'], opp: 'SD02', pp: 3 });
    const s = settleChoices(play(e0, ids.ex![0]!));
    const me = onField(s, 0, 'BP03-101')[0]!;
    expect([story(s, me), counters(s, 0).pp]).toEqual([1, 0]);
    const t = act(s, me);
    expectOffered(t, [ids.oppField![0]!, leaderId(t, 1)], [me, ids.field![0]!, leaderId(t, 0)]);
    const u = settleChoices(pick(t, ids.oppField![0]!));
    expect([stats(u, ids.oppField![0]!)[1], story(u, me), activations(u, me)]).toEqual([1, 0, []]);
    const v = settleChoices(pick(t, leaderId(t, 1)));
    expect(health(v, 1)).toBe(18);
  });

  covers(['BP03-012'], 'BP03-012 フラワープリンセス: 2/3 cost 2; Fanfare a 『フェアリー』 into the EX area, and 【コンボ_3】 a 童話 counter on it (2 played before: no counter); [起動] engage it and remove the counter: 3 damage to an enemy follower', () => {
    const run = (played: number) => {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP03-012'], field: ['SD01-017'], oppField: ['SD01-008', 'SD01-003'], opp: 'SD01', pp: 2 });
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      combo(s0, played); // this play makes it played + 1
      const s = settleChoices(play(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP03-012')[0]!;
      s.cards[me]!.flags.since = 0;
      return { s, ids, me };
    };
    const no = run(1);
    expect([stats(no.s, no.me), story(no.s, no.me), names(no.s, 'exArea', 0).map((c) => no.s.catalog[c]!.name), activations(no.s, no.me)]).toEqual([[2, 3], 0, ['フェアリー'], []]);
    const { s, ids, me } = run(2);
    expect(story(s, me)).toBe(1);
    const t = act(s, me);
    expectOffered(t, ids.oppField!, [...ids.field!, me, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
    const u = settleChoices(pick(t, ids.oppField![0]!));
    expect([stats(u, ids.oppField![0]!), story(u, me), u.cards[me]!.tapped]).toEqual([[5, 2], 0, true]);
    expect(legalActions(u).some((a) => a.type === 'activate' && a.card === me)).toBe(false);
  });
}
