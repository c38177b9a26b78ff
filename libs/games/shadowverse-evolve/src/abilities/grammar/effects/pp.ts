/** Effect clauses on PP, max PP and EP (SVE 5.15, 3.2.4; EP 3.2.5). */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/pp');

export const PP = [
  t.exact('自分のPPを最大値まで回復する', (c) => {
    c.out.push({ type: 'sve.pp', mode: 'recover', amount: { counter: 'maxPp', player: 'you' } }); // 5.15.1, 5.15.1.1 (capped at the max)
  }),
  t.pattern(/^自分のEPを([+-]\d+)する$/, (m, c) => {
    c.out.push({ type: 'sve.ep', amount: Number(m[1]) });
  }),
  t.pattern(/^自分のPP最大値を\+(\d+)する$/, (m, c) => {
    c.out.push({ type: 'sve.pp', mode: 'max', amount: Number(m[1]) });
  }),
  t.pattern(/^自分のPPを(「.+」)と同じだけ回復する$/, (m, c) => {
    c.out.push({ type: 'sve.pp', mode: 'recover', amount: c.amount(`${m[1]}と同じ`) });
  }),
  t.pattern(/^自分のPPを(\d+)回復する$/, (m, c) => {
    c.out.push({ type: 'sve.pp', mode: 'recover', amount: Number(m[1]) });
  }),
];
