/** Checking (R4U 5.25): 「チェックする」「チェックしてよい」; the result is read by 「勝ちなら」「負けなら」. */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/check');

export const CHECK = [
  t.pattern(/^(?:あなたは)?チェック(する|してよい)$/, (m, c) => {
    const step = { type: 'r4u.check' };
    c.out.push(m[1] === 'してよい' ? { type: 'optional', effect: step } : step);
  }),
];
