/** Effect clauses on counters (SVE 15.1.3: named counters; 【スタック】 counters 13.3.2). */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { K, STACK_COUNTER, Z } from '../../../constants.js';
import { parseGroup, selectorOf } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/counters');

export const COUNTERS = [
  // 「(group)すべてに(name)カウンターN個を置く」 (BP18-T02)
  t.pattern(/^(.+?)すべてに(.+?)カウンター(\d+)(?:つ|個)を置く$/, (m, c) => {
    if (m[2] === 'スタック') return false;
    const g = parseGroup(m[1]!);
    if (!g) return false;
    c.out.push({ type: 'addCounter', target: selectorOf(g), counter: m[2]!, amount: Number(m[3]) });
  }),
  // 「(これ|それ)に(name)カウンターN個まで置く」 (BP10-102): the player chooses how many, 0..N (sve.choice)
  t.pattern(/^(これ|それ)に(.+?)カウンター(\d+)(?:つ|個)まで置く$/, (m, c) => {
    if (m[2] === 'スタック' || Number(m[3]) < 1) return false;
    const target = c.who(m[1]!);
    const options = Array.from({ length: Number(m[3]) + 1 }, (_, k): JsonObject => ({
      label: `${k}個`,
      effect: { type: 'addCounter', target, counter: m[2]!, amount: k }, // 0: nothing placed
    }));
    c.out.push({ type: 'sve.choice', options, count: 1 });
  }),
  t.pattern(/^(それ|これ)に(.+?)カウンター(\d+)(?:つ|個)を置く$/, (m, c) => {
    if (m[2] === 'スタック') return false;
    c.out.push({ type: 'addCounter', target: c.who(m[1]!), counter: m[2]!, amount: Number(m[3]) }); // SVE 15.1.3
  }),
  // 「これにバッテリーカウンターX個を置く。Xは「…」である」 (SVE 5.2.1.1, 15.1.3; CP04-115): X read as it resolves
  t.pattern(/^(それ|これ)に(.+?)カウンターX(?:つ|個)を置く$/, (m, c) => {
    if (m[2] === 'スタック') return false;
    c.out.push({ type: 'addCounter', target: c.who(m[1]!), counter: m[2]!, amount: c.amount('X') });
  }),
  t.pattern(/^(それ|これ)に(.+?)カウンター(\d+)(?:つ|個)を置いてよい$/, (m, c) => {
    if (m[2] === 'スタック') return false;
    c.out.push({ type: 'optional', prompt: `Put ${m[2]} counter(s)?`, effect: { type: 'addCounter', target: c.who(m[1]!), counter: m[2]!, amount: Number(m[3]) } });
  }),
  t.exact('それにこれのスタックカウンターすべてを移す', (c) => {
    c.out.push({ type: 'sve.moveCounters', to: c.it(), counter: STACK_COUNTER }); // SVE 13.3.2.2 (printed in full on some tokens)
  }),
  // SVE 13.3.2.4: put N stack counters on one of your cards with 【スタック】 (none: nothing happens)
  t.pattern(/^自分の場の【スタック】を\+(\d+)する$/, (m, c) => {
    const v = c.newVar();
    c.out.push(
      { type: 'sve.choose', target: { zone: Z.field, side: 'you', filter: { keyword: K.stack }, count: 1 }, bind: v, optional: true },
      { type: 'addCounter', target: { ref: 'var', var: v }, counter: STACK_COUNTER, amount: Number(m[1]) },
    );
  }),
];
