/** Turn structure in effects: 「このフェイズを終了する」 (the current phase ends). */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/turns');

export const TURNS = [
  t.pattern(/^このフェイズを終了する$/, (_m, c) => {
    c.out.push({ type: 'r4u.endPhase' });
  }),
  // 5.23.1: the attack in progress becomes a partner attack
  t.pattern(/^このアタックはパートナーアタックになる$/, (_m, c) => {
    c.out.push({ type: 'r4u.partnerAttack', value: true });
  }),
];
