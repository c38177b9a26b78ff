/** Recovering (R4U 5.16.1): 「N点回復する」 = choose N cards of your Retire area and put them into your waiting room. */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/recover');

export const RECOVER = [
  t.pattern(/^(?:あなたは)?(\d+)点回復する$/, (m, c) => {
    c.out.push({ type: 'r4u.recover', amount: Number(m[1]) });
  }),
];
