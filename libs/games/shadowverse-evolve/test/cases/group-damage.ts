/**
 * Card cases: damage to a whole group whose amount is a quantity (SVE 5.2) — 「(group)すべてに「(quantity)」と同じダメージ」,
 * 「それとそれのリーダーに「(group)の数」のN倍のダメージ」 — and the group without the chosen card, 「それ以外の(group)すべてにN
 * ダメージ」 (kernel selector `except`) (grammar/effects/damage.ts). Registered from card-cases.ts; every expectation is read
 * from the printed text.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { counters, kw, leaderId, nextTurn, stats, zoneCards } from '../engine-helpers.js';
import { health, pick } from '../drivers.js';
import { canEvolve, canPlay, type Covers, evolveInto, onField, onlyHand, playIt, sc, settleChoices, settlePaying, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

/** Health left on a follower, or 'gone' once it left the field. */
const hp = (s: GameState, id: string) => (s.cards[id] && s.cards[id]!.zone.endsWith(':field') ? stats(s, id)[1] : 'gone');

export function registerGroupDamageCases(covers: Covers): void {
  for (const [id, name] of [['BP04-026', '旋風刃'], ['BP04-027', '騎士の旋風']]) {
    covers([id], `${id} ${name} (spell, cost 3): choose a 指揮官 follower of yours (offered: ホワイトジェネラル, ヴァンガード・レイサム; not the 兵士 フローラルフェンサー, not an enemy follower); every enemy follower takes damage equal to its attack (3: the 3/3 is destroyed, the 7/8 keeps 5; 5: the 7/8 keeps 3), yours none; no 指揮官 follower: not playable; 2 PP: refused`, () => {
      const { s: s0, ids } = sc({ me: 'SD02', hand: [id], field: ['SD02-006', 'SD02-002', 'SD02-003'], oppField: ['SD04-001', 'SD04-003'], pp: 3 });
      const [general, vanguard, fencer] = ids.field!;
      const [big, small] = ids.oppField!;
      expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = playIt(s0, ids.hand![0]!);
      expectOffered(s, [general!, vanguard!], [fencer!, big!, small!]);
      const by3 = settleChoices(pick(s, vanguard!));
      expect([hp(by3, big!), hp(by3, small!), hp(by3, general!), hp(by3, vanguard!), hp(by3, fencer!), counters(by3, 0).pp]).toEqual([5, 'gone', 3, 3, 3, 0]);
      const by5 = settleChoices(pick(s, general!));
      expect([hp(by5, big!), hp(by5, small!)]).toEqual([3, 'gone']);
      // no 指揮官 follower of yours: nothing to choose, the spell is not offered (10.6.2.1.2)
      const { s: n0, ids: n } = sc({ me: 'SD02', hand: [id], field: ['SD02-003'], oppField: ['SD04-001'], pp: 3 });
      expect(canPlay(n0, n.hand![0]!)).toBe(false);
    });
  }

  covers(['BP14-051'], 'BP14-051 魔力の充填 (spell, cost 6): draw 2, then every enemy follower takes damage equal to your hand size (hand of 2 left after playing: 4 → a 4-health follower destroyed, the 7/8 keeps 4, a 5-health one keeps 1; your follower untouched); 5 PP: refused', () => {
    const { s: s0, ids } = sc({ me: 'SD03', hand: ['BP14-051', 'SD03-005', 'SD03-019'], field: ['SD03-003'], oppField: ['SD04-001', 'SD04-006', 'SD04-009'], pp: 6 });
    onlyHand(s0, ids.hand!);
    expect(canPlay(withPp(s0, 5), ids.hand![0]!)).toBe(false);
    const s = settleChoices(playIt(s0, ids.hand![0]!));
    const [big, guard, bird] = ids.oppField!;
    expect([zoneCards(s, 'hand', 0).length, hp(s, big!), hp(s, guard!), hp(s, bird!), hp(s, ids.field![0]!), counters(s, 0).pp]).toEqual([4, 4, 1, 'gone', 3, 0]);
  });

  covers(['BP15-108'], 'BP15-108 安息の隠者 (1/5, cost 3): at the start of the opponent\'s main phase every follower of theirs takes damage equal to its attack (1; after the Fanfare [コスト2] +2 attack: 3 — the 3/3 is destroyed, the 7/8 keeps 5; yours untouched); the Fanfare cost one short (4 PP) is not asked; 2 PP: refused', () => {
    const run = (pp: number, pay: 'pay' | 'skip') => {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP15-108'], field: ['SD06-003'], oppField: ['SD04-001', 'SD04-003'], pp });
      if (pp === 5) expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
      const s = settlePaying(playIt(s0, ids.hand![0]!), pay);
      const me = onField(s, 0, 'BP15-108')[0]!;
      const atk = stats(s, me);
      const t = nextTurn(s);
      return [atk, counters(s, 0).pp, hp(t, ids.oppField![0]!), hp(t, ids.oppField![1]!), hp(t, ids.field![0]!)];
    };
    expect(run(5, 'pay')).toEqual([[3, 5], 0, 5, 'gone', 3]);
    expect(run(5, 'skip')).toEqual([[1, 5], 2, 7, 2, 3]);
    expect(run(4, 'pay')).toEqual([[1, 5], 1, 7, 2, 3]); // 1 PP after playing: the [コスト2] cannot be paid
  });

  for (const [base, evo] of [['EBD04-006', 'EBD04-007'], ['BP08-087', 'BP08-088']]) {
    covers([evo], `${evo} 神の盾・ブローディア (evolved from ${base} by [進化][コスト1]; 5/5 【守護】): 【進化時】 choose an enemy follower (offered: both enemy followers; not yours, not a leader): it and its leader take twice the number of your amulets (2 amulets: 4; 1 amulet: 2); 0 PP: no evolve`, () => {
      const run = (amulets: string[]) => {
        const { s: s0, ids } = sc({ me: 'SD06', field: [base, 'SD06-003', ...amulets], evolve: [evo], oppField: ['SD04-001', 'SD04-006'], pp: 1 });
        const me = ids.field![0]!;
        s0.cards[me]!.flags.since = 0;
        if (amulets.length === 2) expect(canEvolve(withPp(s0, 0), me)).toBe(false);
        let s = evolveInto(s0, me, evo);
        expectOffered(s, ids.oppField!, [me, ids.field![1]!, leaderId(s, 0), leaderId(s, 1)]);
        s = settleChoices(pick(s, ids.oppField![0]!));
        return [s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.ward'), hp(s, ids.oppField![0]!), hp(s, ids.oppField![1]!), health(s, 1), health(s, 0), counters(s, 0).pp];
      };
      expect(run(['SD06-002', 'SD06-016'])).toEqual([evo, [5, 5], true, 4, 5, 16, 20, 0]);
      expect(run(['SD06-002'])).toEqual([evo, [5, 5], true, 6, 5, 18, 20, 0]);
    });
  }
}
