/** Paying energy inside an effect (R4U 5.14.1): 「エネ②する」 (usually the 「…することで、」 part of an effect). */
import { clauseConcept } from '../context.js';
import { num } from '../groups.js';

const t = clauseConcept('effects/energy');

export const ENERGY = [
  t.pattern(/^(?:あなたは)?エネ([⓪①②③④⑤⑥⑦⑧⑨⑩]|\d+)する$/, (m, c) => {
    c.out.push({ type: 'r4u.payEnergy', amount: num(m[1]!) });
  }),
];
