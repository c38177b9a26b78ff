/** Drawing (R4U 5.9): 「N枚引く」 (one at a time, 5.9.2), 「N枚まで引く」 (the player may stop before each draw, 5.9.3), 「…引いてよい」. */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/draw');

export const DRAW = [
  t.pattern(/^(?:あなたは|(各プレイヤーは))?(\d+)枚(まで)?引(く|いてよい)$/, (m, c) => {
    const step = { type: 'draw', amount: Number(m[2]), ...(m[1] ? { player: 'each' } : {}), ...(m[3] ? { upTo: true } : {}) };
    c.out.push(m[4] === 'いてよい' ? { type: 'optional', effect: step } : step);
  }),
];
