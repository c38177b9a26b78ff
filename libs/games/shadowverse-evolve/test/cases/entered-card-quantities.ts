/**
 * Card cases: 「Xは「出たアミュレットのコスト」である」 — a quantity of the card whose entering triggered the ability
 * (「自分の場にアミュレットが出たとき」: the event's card, grammar/quantities.ts). The amulet is put onto the field by the
 * card's own Fanfare (from hand) or 【進化時】 (a token), and the damage is checked with two different costs.
 * Registered from card-cases.ts; every expectation is read from the printed text.
 */
import { counters, stats, zoneCards } from '../engine-helpers.js';
import { health, pick } from '../drivers.js';
import { canPlay, type Covers, evolveInto, nameOf, onField, onlyHand, playIt, sc, setHealth, settleChoices, withPp } from './case-helpers.js';
import { expectOffered } from './offered.js';

export function registerEnteredCardQuantitiesCases(covers: Covers): void {
  covers(['BP02-092'], 'BP02-092 カグヤ (4/4 cost 5, [進化][コスト2]): Fanfare — put an amulet of cost 3 or less from your hand onto the field (offered: エイラの祈祷 (3) and 収穫祭 (1); not 二対の炎 (4), not a follower); when an amulet comes onto your field, an enemy follower (offered: the enemy followers, not yours) takes damage equal to its cost (3; 1); 4 PP: refused', () => {
    for (const [amulet, cost] of [['BP02-095', 3], ['BP01-016', 1]] as Array<[string, number]>) {
      const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP02-092', 'BP02-095', 'BP01-016', 'SD06-006', 'SD06-003'], field: ['SD06-003'], oppField: ['SD04-001', 'SD02-002'], pp: 5 });
      onlyHand(s0, ids.hand!);
      expect(canPlay(withPp(s0, 4), ids.hand![0]!)).toBe(false);
      let s = playIt(s0, ids.hand![0]!);
      const [, a3, a1, a4, follower] = ids.hand!;
      expectOffered(s, [a3!, a1!], [a4!, follower!]);
      s = settleChoices(pick(s, amulet === 'BP02-095' ? a3! : a1!));
      expectOffered(s, ids.oppField!, [ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      const me = onField(s, 0, 'BP02-092')[0]!;
      expect([stats(s, me), onField(s, 0, amulet).length, stats(s, ids.oppField![0]!)[1], counters(s, 0).pp]).toEqual([[4, 4], 1, 8 - cost, 0]);
    }
  });

  for (const [evo, heal] of [['BP02-093', 3], ['BP02-U06', 3]] as Array<[string, number]>) { // BP02-U06 prints the same text without the token box
    covers([evo], `${evo} カグヤ (evolved from BP02-092, [進化][コスト2]; 5/5): 【進化時】 a 『うたかたの月』 (amulet, cost 3) comes onto your field${heal ? ' and your leader +3' : ''}; it triggers 「自分の場にアミュレットが出たとき」: an enemy follower (offered: the enemy followers, not yours) takes 3; 1 PP: no evolve`, () => {
      const { s: s0, ids } = sc({ me: 'SD06', field: ['BP02-092', 'SD06-003'], evolve: [evo], oppField: ['SD04-001', 'SD02-002'], pp: 2 });
      s0.cards[ids.field![0]!]!.flags.since = 0;
      setHealth(s0, 0, 10);
      expect(() => evolveInto(withPp(s0, 1), ids.field![0]!, evo)).toThrow();
      let s = settleChoices(evolveInto(s0, ids.field![0]!, evo));
      expectOffered(s, ids.oppField!, [ids.field![1]!, ids.field![0]!]);
      s = settleChoices(pick(s, ids.oppField![0]!));
      const moon = zoneCards(s, 'field', 0).filter((c) => nameOf(s, c) === 'うたかたの月');
      expect([s.cards[ids.field![0]!]!.cardId, stats(s, ids.field![0]!), moon.length, stats(s, ids.oppField![0]!)[1], health(s, 0), counters(s, 0).pp]).toEqual([evo, [5, 5], 1, 5, 10 + heal, 0]);
    });
  }
}
