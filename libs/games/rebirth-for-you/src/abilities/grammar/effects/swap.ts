/** Swapping (R4U 5.12): 「(chosen)を、このキャラと入れ替える」 — each goes to the other's zone (and slot) at once. */
import { clauseConcept } from '../context.js';
import { maybe } from './move.js';

const t = clauseConcept('effects/swap');

export const SWAP = [
  t.pattern(/^(?:あなたは)?(?:(.+?)を)?このキャラと入れ替え(る|てよい)$/, (m, c) => {
    const a = m[1] ? c.ref(m[1]) : c.object();
    c.out.push(maybe({ type: 'r4u.swap', a, b: c.s.selfRef }, m[2]!));
  }),
];
