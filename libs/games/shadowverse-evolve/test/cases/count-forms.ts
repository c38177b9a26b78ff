/**
 * Card cases of forms read by a count (SVE 5.29.1 「N枚につき」, 10.3 conditions of continuous abilities) and of 「各プレイヤーは、
 * N枚引く」: 「自分の場にカードがN枚以上ある限り、これは【A】を持つ」 (grammar/conditions.ts whileCondition), 「(group)N枚につき、
 * それにMダメージ」 (grammar/effects/damage.ts), 「各プレイヤーは、N枚引く」 (grammar/effects/draw.ts). Registered from
 * card-cases.ts; every expectation is read from the printed text.
 */
import { counters, kw, nextTurn, stats, zoneCards } from '../engine-helpers.js';
import { activations, fillCemetery, health, pick } from '../drivers.js';
import { act, byAbility, canEvolve, canPlay, type Covers, evolveInto, makeCrimson, onField, playIt, sc, setHealth, settleChoices, withPp, X } from './case-helpers.js';
import { expectOffered } from './offered.js';
import type { GameState } from '../../../../engine/src/index.js';

/** Health left on a follower, or 'gone' once it left the field. */
const hp = (s: GameState, id: string) => (s.cards[id] && s.cards[id]!.zone.endsWith(':field') ? stats(s, id)[1] : 'gone');

export function registerCountFormsCases(covers: Covers): void {
  covers(['BP15-097'], 'BP15-097 闇穿つ煌き・サリッサ (2/2 【守護】, cost 2): 【疾走】 while your field holds 3 or more cards (itself, a follower and an amulet: yes; itself and a follower: no); Fanfare an enemy follower −1/−1 (offered: the enemy followers; not yours); 1 PP: refused', () => {
    const run = (others: string[]) => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-097'], field: others, oppField: ['SD04-001', 'SD04-003'], pp: 2 });
      if (others.length === 2) expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      const s1 = playIt(s0, ids.hand![0]!);
      expectOffered(s1, ids.oppField!, [ids.field![0]!]);
      const s = settleChoices(pick(s1, ids.oppField![1]!));
      const me = onField(s, 0, 'BP15-097')[0]!;
      return [stats(s, me), kw(s, me, 'sve.ward'), kw(s, me, 'sve.storm'), stats(s, ids.oppField![1]!), counters(s, 0).pp];
    };
    expect(run(['SD06-003', 'SD06-002'])).toEqual([[2, 2], true, true, [2, 2], 0]);
    expect(run(['SD06-003'])).toEqual([[2, 2], true, false, [2, 2], 0]);
  });

  covers(['CP04-072'], 'CP04-072 イタズラ宣言 (amulet, cost 1): Fanfare each player draws 1 (your hand −1 +1, theirs +1); Last Words 1 damage to the enemy leader (destroyed: 19; yours 20); 0 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['CP04-072'], pp: 1 });
    expect(canPlay(withPp(s0, 0), ids.hand![0]!)).toBe(false);
    const [mine, theirs] = [zoneCards(s0, 'hand', 0).length, zoneCards(s0, 'hand', 1).length];
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const me = onField(s, 0, 'CP04-072')[0]!;
    expect([zoneCards(s, 'hand', 0).length, zoneCards(s, 'hand', 1).length, counters(s, 0).pp]).toEqual([mine, theirs + 1, 0]);
    const d = settleChoices(byAbility(s, { type: 'destroy', target: X }, [me]));
    expect([health(d, 1), health(d, 0), onField(d, 0, 'CP04-072').length]).toEqual([19, 20, 0]);
  });

  covers(['BP17-111'], 'BP17-111 粛清の器・メイシア (evolved from BP17-110 by [進化][コスト1]; 3/3): 【疾走】 while 10 or more followers are in your cemetery (10: yes; 9: no); 【進化時】 draw 1; [起動][コスト0] once per turn: an enemy follower (offered: the enemy followers; not yours) takes 4 per 5 followers in your cemetery (10: 8; 9: 4; 4: none; spells not counted); a second activation this turn: not offered; 0 PP: no evolve', () => {
    const run = (followers: number) => {
      const { s: s0, ids } = sc({ me: 'SD02', field: ['BP17-110', 'SD02-003'], evolve: ['BP17-111'], oppField: ['SD04-001', 'SD04-006'], pp: 1 });
      fillCemetery(s0, 0, followers, 'SD02-007');
      fillCemetery(s0, 0, 3, 'SD02-014'); // spells: not followers
      const me = ids.field![0]!;
      s0.cards[me]!.flags.since = 0;
      if (followers === 10) expect(canEvolve(withPp(s0, 0), me)).toBe(false);
      const h = zoneCards(s0, 'hand', 0).length;
      const s = settleChoices(evolveInto(s0, me, 'BP17-111'));
      const evolved = [s.cards[me]!.cardId, stats(s, me), zoneCards(s, 'hand', 0).length - h, kw(s, me, 'sve.storm')];
      const a1 = act(s, me);
      expectOffered(a1, ids.oppField!, [me, ids.field![1]!]);
      const a = settleChoices(pick(a1, ids.oppField![0]!));
      return [...evolved, hp(a, ids.oppField![0]!), hp(a, ids.oppField![1]!), activations(a, me).length];
    };
    expect(run(10)).toEqual(['BP17-111', [3, 3], 1, true, 'gone', 5, 0]);
    expect(run(9)).toEqual(['BP17-111', [3, 3], 1, false, 4, 5, 0]);
    expect(run(4)).toEqual(['BP17-111', [3, 3], 1, false, 8, 5, 0]);
  });

  covers(['BP15-076'], 'BP15-076 愛絶の欲望・ヴァーナレク (2/2, cost 2): Fanfare +2/+2 only when your leader\'s health is exactly 7 (7: 4/4; 8 and 6: 2/2); 【疾走】 while 【真紅】 (your leader\'s health went down this turn: yes; not: no); 1 PP: refused', () => {
    const run = (hp0: number, crimson: boolean) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['BP15-076'], pp: 2 });
      if (hp0 === 7) expect(canPlay(withPp(s0, 1), ids.hand![0]!)).toBe(false);
      setHealth(s0, 0, hp0);
      if (crimson) makeCrimson(s0);
      const s = settleChoices(playIt(s0, ids.hand![0]!));
      const me = onField(s, 0, 'BP15-076')[0]!;
      return [stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp];
    };
    expect(run(7, false)).toEqual([[4, 4], false, 0]);
    expect(run(8, false)).toEqual([[2, 2], false, 0]);
    expect(run(6, true)).toEqual([[2, 2], true, 0]);
  });

  covers(['BP14-057'], 'BP14-057 氷蝕のドラゴン (evolved from BP14-056 by [進化][コスト1]; 6/6): 【進化時】 every enemy follower does not stand in its master\'s next start phase (the engaged ファフニール stays engaged in their turn; without the evolve it stands); Last Words every engaged enemy follower is destroyed (the engaged one: destroyed; the standing one and your engaged follower: not); 0 PP: no evolve', () => {
    const { s: s0, ids } = sc({ me: 'SD04', field: ['BP14-056', 'SD04-003'], evolve: ['BP14-057'], oppField: ['SD04-001', 'SD04-006'], oppEngaged: [0], pp: 1 });
    const me = ids.field![0]!;
    s0.cards[me]!.flags.since = 0;
    s0.cards[ids.field![1]!]!.tapped = true;
    expect(canEvolve(withPp(s0, 0), me)).toBe(false);
    const s = settleChoices(evolveInto(s0, me, 'BP14-057'));
    expect([s.cards[me]!.cardId, stats(s, me), counters(s, 0).pp]).toEqual(['BP14-057', [6, 6], 0]);
    const [fafnir, guard] = ids.oppField!;
    expect(s.cards[fafnir!]!.tapped).toBe(true); // engaged now
    expect([nextTurn(s).cards[fafnir!]!.tapped, nextTurn(s0).cards[fafnir!]!.tapped]).toEqual([true, false]);
    const d = settleChoices(byAbility(s, { type: 'destroy', target: X }, [me]));
    expect([onField(d, 1, 'SD04-001').length, onField(d, 1, 'SD04-006').length, onField(d, 0, 'SD04-003').length, guard !== undefined]).toEqual([0, 1, 1, true]);
  });
}
