/** Extra turns (SVE 5.28.1; skipped turns 5.26 are an evolve cost, activated.ts). */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/turns');

export const TURNS = [
  t.exact('このターンのあと、自分の追加ターンを行う', (c) => {
    c.out.push({ type: 'sve.extraTurn', player: 'you' }); // 5.28.1
  }),
];
