/**
 * Engine-played cases: the damage an Entry character receives (R4U 4.4.4, 8.4.3) — 【永】「各ターン相手の1回目のアタック
 * 中、このキャラが受けるダメージを0にする。（パートナーアタックは防げない）」 (keyword r4u.noDamage, rules/damage.ts: the
 * kernel's dealDamage hook). The damage is read on the card (its 負っているダメージ) after each attack of the turn.
 */
import type { GameState } from '../../../../engine/src/index.js';
import { C, Z } from '../../src/constants.js';
import { attack, cardIds, covers, entryCard, printed, scene, settle } from './case-helpers.js';
import { fullPowerSide } from './printed-family.js';

const MEMBERS = ['HP/001T-003', 'HP/001T-004', 'HP/001T-010'];
const ATTACKER = 'HP/001T-014'; // ATK 4, no text
const damageOn = (x: GameState, id: string): number => x.cards[id]?.counters[C.damage] ?? 0;

covers(['AL/001T-002', 'LR/001T-004'], 'AL/001T-002 / LR/001T-004 【永】【エントリー】【本領発揮Lv５】：各ターン相手の１回目のアタック中、このキャラが受けるダメージを０にする。 — members + retired 5: the opponent\'s 1st attack of the turn (ATK 4) deals 0, the 2nd deals 4 (DEF 7: stays); 4 (one below): 4 then 8 (retires, 10.3.6); a partner attack as the 1st attack still retires it (8.4.3.2, 「パートナーアタックは防げない」) with 0 damage', () => {
  for (const card of ['AL/001T-002', 'LR/001T-004']) {
    const setup = (at: boolean) => scene({ me: { entry: ATTACKER, members: MEMBERS, partners: 'standing' }, op: { entry: card, ...fullPowerSide([], 5, at, []) } });
    const met = setup(true);
    const self = met.id('op', card);
    expect(printed(met.s, card)[1]).toBe(7);
    expect(printed(met.s, ATTACKER)[0]).toBe(4);
    let x = settle(attack(met.s, met.id('me', 'HP/001T-003')));
    expect(entryCard(x, met.op)).toBe(self);
    expect(damageOn(x, self)).toBe(0);
    x = settle(attack(x, met.id('me', 'HP/001T-004')));
    expect(damageOn(x, self)).toBe(4);
    x = settle(attack(x, met.id('me', 'HP/001T-010')));
    expect(cardIds(x, Z.retire, met.op)).toContain(card); // the 3rd attack: 8 ≥ 7
    const below = setup(false);
    const b = below.id('op', card);
    x = settle(attack(below.s, below.id('me', 'HP/001T-003')));
    expect(damageOn(x, b)).toBe(4);
    x = settle(attack(x, below.id('me', 'HP/001T-004')));
    expect(cardIds(x, Z.retire, below.op)).toContain(card);
    const partner = setup(true);
    x = settle(attack(partner.s, partner.id('me', 'HP/001T-003'), { partner: true }));
    expect(cardIds(x, Z.retire, partner.op)).toContain(card);
    expect(cardIds(x, Z.entry, partner.op)).not.toContain(card);
  }
});
