/**
 * Repetition: 「下記をN回くり返す」 (the rest of the ability N times: a marker closed by passes.ts) and
 * 「これをEXエリアが上限になるまでくり返す」 (the previous mill, while the EX area is below its limit; rules/play-effect.ts).
 */
import { unread } from '../../../../../../card-text/src/index.js';
import { Z } from '../../../constants.js';
import { REPEAT } from '../../../rules/play-effect.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/repeat');

/** Marker: the rest of the ability, N times (closed by passes.ts eachPlayerAndRepeat). */
export const REPEAT_BELOW = 'sve.repeatBelow';

export const REPEATS = [
  t.pattern(/^下記を(\d+)回くり返す$/, (m, c) => {
    c.out.push({ type: REPEAT_BELOW, times: Number(m[1]) });
  }),
  t.exact('これをEXエリアが上限になるまでくり返す', (c) => {
    const o = c.out;
    const last = o[o.length - 1];
    if (!last || last.type !== 'sve.mill' || last.to !== Z.ex || last.player !== 'you') unread('これをEXエリアが上限になるまでくり返す');
    o[o.length - 1] = { type: REPEAT, effect: last!, until: 'exFull' };
  }),
];
