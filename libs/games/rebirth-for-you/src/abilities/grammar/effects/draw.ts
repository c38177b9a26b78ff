/** Drawing (R4U 5.9): 「N枚引く」 (one at a time, 5.9.2), 「N枚まで引く」 (the player may stop before each draw, 5.9.3), 「…引いてよい」. */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { unread } from '../../../../../../card-text/src/index.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/draw');

export const DRAW = [
  // 「各プレイヤーは1枚引いてよい」: each player decides (= up to 1, 5.9.3); with N > 1 it is all or nothing per player: not read
  t.pattern(/^各プレイヤーは1枚引いてよい$/, (_m, c) => {
    c.out.push({ type: 'draw', amount: 1, player: 'each', upTo: true });
  }),
  t.pattern(/^(?:あなたは|(各プレイヤーは))?(\d+)枚(まで)?引(く|いてよい)$/, (m, c) => {
    if (m[1] && m[4] === 'いてよい') return unread('each player may draw N (each one decides)');
    const step = { type: 'draw', amount: Number(m[2]), ...(m[1] ? { player: 'each' } : {}), ...(m[3] ? { upTo: true } : {}) };
    c.out.push(m[4] === 'いてよい' ? { type: 'optional', effect: step } : step);
  }),
  // 「それらと同じ枚数引く」: as many as the cards the step before chose and moved (「N枚まで控え室に置き、」: their
  // variable, bound when chosen), or as the cards of a choice 「それら」 names
  t.pattern(/^(?:あなたは)?それらと同じ枚数引く$/, (_m, c) => {
    const prev = c.out[c.out.length - 1];
    const target = prev?.target as JsonObject | undefined;
    if (!prev || prev.type !== 'move' || !target || target.count === undefined) {
      const it = c.ref('それら');
      if (it.ref !== 'var' || typeof it.var !== 'string') return unread('それら is not a choice');
      c.out.push({ type: 'draw', amount: { var: it.var } });
      return;
    }
    // the moved cards get a variable (bound when chosen) if the step had none
    const bind = typeof target.bind === 'string' ? target.bind : `t${++c.s.vars}`;
    prev.target = { ...target, bind };
    c.out.push({ type: 'draw', amount: { var: bind } });
  }),
];
