/** Effect clauses that draw cards (SVE 5.10). */
import { AS_MASTERS } from '../../vocab/leader.js';
import { RESHUFFLE_EACH } from '../../vocab/move.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/draw');

export const DRAW = [
  // BP12-044: each player, turn player first
  t.pattern(/^各プレイヤーは、自身の手札すべてと自身の墓場すべてをデッキに戻し、シャッフルし、(\d+)枚引く$/, (m, c) => {
    c.out.push({ type: RESHUFFLE_EACH, draw: Number(m[1]) });
  }),
  // 「それのプレイヤーはN枚引く」: the master(s) of that card (last known, 10.11.1)
  t.pattern(/^それのプレイヤーは(\d+)枚引く$/, (m, c) => {
    c.out.push({ type: AS_MASTERS, of: c.it(), effect: { type: 'draw', amount: Number(m[1]) } });
  }),
  t.pattern(/^(各プレイヤーは、?)?(\d+|X)枚引く$/, (m, c) => {
    c.out.push({ type: 'draw', amount: c.signed(m[2]!), ...(m[1] ? { player: 'each' } : {}) });
  }),
];
