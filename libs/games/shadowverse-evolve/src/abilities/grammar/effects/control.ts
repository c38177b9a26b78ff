/**
 * Who controls a card: piloting (SVE 5.32, rules/kind-change.ts), stealing (5.22.1: the same card onto your field,
 * 5.22.4) and giving (5.22.2: each player designates, turn player first).
 */
import { KIND } from '../../../constants.js';
import { GIVE_EACH } from '../../vocab/control.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/control');

export const CONTROL = [
  t.exact('これを操縦する', (c) => {
    c.out.push({ type: 'sve.pilot', target: c.selfRef }); // SVE 5.32.1
  }),
  t.exact('それを奪い、スタンドする', (c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.steal', target: c.it(), bind: v }, { type: 'untap', target: { ref: 'var', var: v } });
    c.setIt({ ref: 'var', var: v });
  }),
  t.exact('各プレイヤーは、自身の場のフォロワー1体を指定し、ターンプレイヤーから順にそれを自身以外のプレイヤーに渡す', (c) => {
    c.out.push({ type: GIVE_EACH, filter: { type: KIND.follower } }); // SVE 5.22.2
  }),
];
