/** Checking (R4U 5.25): 「チェックする」「チェックしてよい」; the result is read by 「勝ちなら」「負けなら」. */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { newVar } from '../../../../../../card-text/src/index.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/check');

export const CHECK = [
  t.pattern(/^(?:あなたは)?チェック(する|してよい)$/, (m, c) => {
    const step: JsonObject = { type: 'r4u.check' };
    // the result (「それであなたが勝ちなら」) is that of this check only when it is surely made (the engine keeps the last one);
    // a check that may be declined (「チェックしてよい」) binds its own result (`bind`): declined, neither 「勝ち」 nor 「負け」 holds
    if (m[1] === 'してよい') {
      step.bind = newVar(c.s);
      c.s.checkVar = step.bind as string;
    }
    c.out.push(m[1] === 'してよい' ? { type: 'optional', effect: step } : step);
    c.s.checked = true;
  }),
];
