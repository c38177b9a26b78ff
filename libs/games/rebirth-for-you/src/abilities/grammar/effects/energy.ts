/** Paying energy inside an effect (R4U 5.14.1): 「エネ②する」 / 「①する」 (5.14.2; usually the 「…することで、」 part of an effect). */
import { clauseConcept } from '../context.js';
import { num } from '../groups.js';

const t = clauseConcept('effects/energy');

export const ENERGY = [
  // 5.14.2: 「①する」 (the icon alone, HP/002T-014 「あなたは①し、」) pays as 「エネ①する」 does
  t.pattern(/^(?:あなたは)?(?:エネ([⓪①②③④⑤⑥⑦⑧⑨⑩]|\d+)|([⓪①②③④⑤⑥⑦⑧⑨⑩]))する$/, (m, c) => {
    c.out.push({ type: 'r4u.payEnergy', amount: num((m[1] ?? m[2])!) });
  }),
];
