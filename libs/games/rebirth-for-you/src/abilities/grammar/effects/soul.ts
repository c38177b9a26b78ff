/**
 * Making souls (R4U 5.22, 4.13): 「(chosen)を1枚選び、エントリーに置き、このキャラをその魂にする」 — this card goes to the
 * soul area associated with the card the step before put into the Entry (the chosen card, followed to its new zone:
 * rules/follow.ts). This card is still in the Entry when it is made a soul: an Entry holding two cards is only sorted
 * out by recovery (10.3.3) at the next check timing.
 */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/soul');

export const SOUL = [
  t.pattern(/^(?:あなたは)?このキャラをその【?魂】?にする$/, (_m, c) => {
    const last = c.out[c.out.length - 1];
    // only right after the card it names was put into the Entry (「その」 = that card)
    if (!last || last.type !== 'r4u.putOnEntry') return false;
    c.out.push({ type: 'r4u.soul', target: c.s.selfRef, host: c.object() });
  }),
];
