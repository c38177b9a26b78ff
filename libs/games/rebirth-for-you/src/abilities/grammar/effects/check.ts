/** Checking (R4U 5.25): 「チェックする」「チェックしてよい」; the result is read by 「勝ちなら」「負けなら」. */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/check');

export const CHECK = [
  t.pattern(/^(?:あなたは)?チェック(する|してよい)$/, (m, c) => {
    const step = { type: 'r4u.check' };
    c.out.push(m[1] === 'してよい' ? { type: 'optional', effect: step } : step);
    // the result (「それであなたが勝ちなら」) is that of this check only when it is surely made (the engine keeps the last one)
    if (m[1] === 'する') c.s.checked = true;
  }),
];
