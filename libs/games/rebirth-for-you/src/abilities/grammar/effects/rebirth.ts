/** Setting Re-birth cards (R4U 5.6.1): 「控え室からReバースをN枚(まで)セットする」 (the engine's r4u.set on a choice). */
import { clauseConcept } from '../context.js';
import { filterOf } from '../groups.js';

const t = clauseConcept('effects/rebirth');

export const REBIRTH = [
  t.pattern(/^(?:あなたは)?(?:自分の)?(控え室|手札)から(?:(.+?)の)?Reバースを(\d+)枚(まで)?セット(する|してよい)$/, (m, c) => {
    const filter = { type: 'rebirth', ...(m[2] ? filterOf(m[2]) : {}) };
    const target = { zone: m[1] === '手札' ? 'hand' : 'waitingRoom', side: 'you', filter, count: Number(m[3]), ...(m[4] ? { upTo: true } : {}) };
    const step = { type: 'r4u.set', target };
    c.out.push(m[5] === 'してよい' ? { type: 'optional', effect: step } : step);
  }),
];
