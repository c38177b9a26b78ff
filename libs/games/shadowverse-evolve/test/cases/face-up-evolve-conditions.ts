/**
 * Card cases: the condition 「自分のエボルヴデッキの表向きのエボルヴフォロワーがN枚以上なら」 (SVE 4.6.3: the face-up cards
 * of your evolve deck; grammar/conditions.ts, a count of face-up evolve followers), checked at N and at N − 1 face-up
 * cards (the rest face down). Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { counters, kw, stats, zoneCards } from '../engine-helpers.js';
import { attack, health, pick } from '../drivers.js';
import { canEvolve, canPlay, type Covers, evolveInto, faceUp, leader, onField, playIt, sc, setHealth, settleChoices, settleInOrder, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerFaceUpEvolveConditionsCases(covers: Covers): void {
  covers(['BP11-021'], 'BP11-021 リジェネレーター・ラインハルト (3/4 cost 3, [進化][コスト2]): Fanfare — with 3 face-up evolve followers in your evolve deck it evolves (into BP11-022, 4/5 【指定攻撃】; no PP or EP paid); with 2 it stays 3/4; 2 PP: refused', () => {
    for (const up of [['SD02-004', 'SD02-011', 'SD02-013'], ['SD02-004', 'SD02-011']]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP11-021'], evolve: ['BP11-022'], pp: 3 });
      faceUp(s0, up);
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const ep = counters(s0, 0).ep;
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      const evolved = onField(s, 0, 'BP11-022');
      const base = onField(s, 0, 'BP11-021');
      expect([evolved.length, base.length, counters(s, 0).pp, counters(s, 0).ep]).toEqual(up.length === 3 ? [1, 0, 0, ep] : [0, 1, 0, ep]);
      expect(stats(s, (up.length === 3 ? evolved : base)[0]!)).toEqual(up.length === 3 ? [4, 5] : [3, 4]);
      if (up.length === 3) expect(kw(s, evolved[0]!, 'sve.assail')).toBe(true);
    }
  });

  covers(['BP13-110'], 'BP13-110 虚無ノ哭風・グリームニル (3/4 cost 3): Fanfare — choose an enemy follower (offered: the enemy followers, not yours); with 3 face-up evolve followers in your evolve deck it takes 5 damage and its leader 3; with 2 neither; 2 PP: refused', () => {
    for (const up of [['SD02-004', 'SD02-011', 'SD02-013'], ['SD02-004', 'SD02-011']]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP13-110'], field: ['SD02-002'], oppField: ['SD04-001', 'SD02-002'], pp: 3 });
      faceUp(s0, up);
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      let s = playIt(s0, ids.hand![0]!);
      expectOffered(s, ids.oppField!, [ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = onField(s, 0, 'BP13-110')[0]!;
      expect([stats(s, me), stats(s, ids.oppField![0]!)[1], health(s, 1), counters(s, 0).pp]).toEqual([[3, 4], up.length === 3 ? 3 : 8, up.length === 3 ? 17 : 20, 0]);
    }
  });

  covers(['BP15-118'], 'BP15-118 堕落の決意 (spell, cost 1): choose an enemy follower (offered: the enemy followers, not yours): 2 damage, 4 instead with 3+ face-up evolve followers in your evolve deck; with 5+ also draw 1 and recover 1 PP (2 face-up: 2 damage; 3 and 4: 4 damage, no draw; 5: 4 damage, draw, PP back); 0 PP: refused', () => {
    const ALL = ['SD02-004', 'SD02-004', 'SD02-004', 'SD02-011', 'SD02-011'];
    for (const n of [2, 3, 4, 5]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP15-118'], field: ['SD02-002'], oppField: ['SD04-001', 'SD02-002'], pp: 1 });
      faceUp(s0, ALL.slice(0, n));
      expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
      const h0 = zoneCards(s0, 'hand', 0).length;
      let s = playIt(s0, ids.hand![0]!);
      expectOffered(s, ids.oppField!, [ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([n, stats(s, ids.oppField![0]!)[1], zoneCards(s, 'hand', 0).length, counters(s, 0).pp]).toEqual([n, n >= 3 ? 4 : 6, n >= 5 ? h0 : h0 - 1, n >= 5 ? 1 : 0]);
    }
  });

  covers(['BP15-004'], 'BP15-004 凍土の女王・ピアシィ (3/3 cost 4, [進化][コスト1]): Fanfare — with 3 face-up evolve followers in your evolve deck it evolves (into BP15-005, 4/4), with 2 it stays; when another follower of your field evolves: 1 damage to the enemy leader, 2 to every enemy follower, your leader +1; 3 PP: refused', () => {
    for (const up of [['SD01-004', 'SD01-010', 'SD01-012'], ['SD01-004', 'SD01-010']]) {
      const { s: s0, ids } = sc({ me: 'SD01', hand: ['BP15-004'], evolve: ['BP15-005'], pp: 4 });
      faceUp(s0, up);
      expect(canPlay(withPp(s0, 3), ids.hand![0]!)).toBe(false);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      const evolved = onField(s, 0, 'BP15-005');
      const base = onField(s, 0, 'BP15-004');
      expect([evolved.length, base.length, stats(s, (up.length === 3 ? evolved : base)[0]!)]).toEqual(up.length === 3 ? [1, 0, [4, 4]] : [0, 1, [3, 3]]);
    }
    // another follower of yours evolves (paying its [進化] cost): 1 to the enemy leader, 2 to each enemy follower, your leader +1
    const { s: e0, ids: e } = sc({ me: 'SD01', field: ['BP15-004', 'SD01-003'], oppField: ['SD04-001', 'SD02-002'], pp: 2 });
    setHealth(e0, 0, 15);
    e0.cards[e.field![1]!]!.flags.since = 0;
    const e1 = settleChoices(evolveInto(e0, e.field![1]!, 'SD01-004'));
    expect([health(e1, 1), stats(e1, e.oppField![0]!)[1], stats(e1, e.oppField![1]!)[1], health(e1, 0)]).toEqual([19, 6, 1, 16]);
  });

  covers(['BP11-104'], 'BP11-104 均衡の刃・シルヴィア (evolved from BP11-103 by its Fanfare; 3/3): 【進化時】 choose an enemy follower (offered: the enemy followers, not yours); with 5 face-up evolve followers in your evolve deck it takes 5 damage, with 4 none; BP11-103 (cost 2) at 1 PP: refused', () => {
    for (const up of [['SD02-004', 'SD02-004', 'SD02-011', 'SD02-011', 'SD02-013'], ['SD02-004', 'SD02-004', 'SD02-011', 'SD02-011']]) {
      const { s: s0, ids } = sc({ me: 'SD02', hand: ['BP11-103'], evolve: ['BP11-104'], field: ['SD02-002'], oppField: ['SD04-001', 'SD02-002'], pp: 2 });
      faceUp(s0, up);
      expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      let s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP11-104')[0]!;
      expectOffered(s, ids.oppField!, [ids.field![0]!, me]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      expect([stats(s, me), stats(s, ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([[3, 3], up.length === 5 ? 3 : 8, 0]);
    }
  });

  covers(['BP08-054'], 'BP08-054 アジ・ダハーカ (evolved from BP08-053 at [進化][コスト2], 1 PP refused; 7/8 【疾走】): 【攻撃時】 with 5 face-up evolve followers in your evolve deck your leader +3 (4: no); with 8 also 3 damage to the enemy leader (7: no)', () => {
    const run = (up: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['BP08-053'], evolve: ['BP08-054'], pp: 2 });
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      s0.players[0]!.counters.ep = 0;
      const deckFollowers = zoneCards(s0, 'evolveDeck', 0).filter((c) => s0.cards[c]!.cardId !== 'BP08-054' && s0.catalog[s0.cards[c]!.cardId]!.type === 'フォロワー');
      expect(deckFollowers.length).toBeGreaterThanOrEqual(8);
      for (const c of zoneCards(s0, 'evolveDeck', 0)) s0.cards[c]!.face = deckFollowers.indexOf(c) >= 0 && deckFollowers.indexOf(c) < up ? 'up' : 'down';
      setHealth(s0, 0, 10);
      expect(canEvolve(withPp(s0, 1), me)).toBe(false);
      let s = settleChoices(evolveInto(s0, me, 'BP08-054'));
      expect([s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.storm')]).toEqual(['BP08-054', [7, 8], true]);
      s = settleInOrder(attack(s, me, leader(s, 1)));
      return [health(s, 0), 20 - health(s, 1)!];
    };
    expect(run(4)).toEqual([10, 7]);
    expect(run(5)).toEqual([13, 7]);
    expect(run(7)).toEqual([13, 7]);
    expect(run(8)).toEqual([13, 10]);
  });
}
