/** Effect clauses that turn cards face up or face down (SVE 4.6.3: the evolve deck; 『にんじん』 14.2). */
import { KIND, Z } from '../../../constants.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/face');

export const FACE = [
  // BP18-T01 (4.6.3)
  t.exact('自分のエボルヴデッキの表向きのエボルヴフォロワーを好きな枚数裏向きにしてよい', (c) => {
    const v = c.newVar();
    c.out.push(
      { type: 'sve.choose', target: { zone: Z.evolveDeck, side: 'you', filter: { type: KIND.follower, subtype: 'エボルヴ', face: 'up' }, count: 99, upTo: true }, bind: v },
      { type: 'sve.flip', target: { ref: 'var', var: v }, face: 'down' },
    );
  }),
  t.pattern(/^(それ|これ)を(裏向き|表向き)にする$/, (m, c) => {
    c.out.push({ type: 'sve.flip', target: c.who(m[1]!), face: m[2] === '裏向き' ? 'down' : 'up' });
  }),
];
