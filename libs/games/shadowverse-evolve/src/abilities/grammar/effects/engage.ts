/** Effect clauses that engage (アクト) or stand (スタンド) cards (SVE 5.4). */
import { unread } from '../../../../../../card-text/src/index.js';
import { parseGroup, selectorOf } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/engage');

export const ENGAGE = [
  // 「それをアクトするかスタンドする」: the controller chooses one (5.4.1 / 5.4.2)
  t.exact('それをアクトするかスタンドする', (c) => {
    const target = c.it();
    const choice = { type: 'sve.choice', options: [{ label: 'アクト', effect: { type: 'tap', target } }, { label: 'スタンド', effect: { type: 'untap', target } }] };
    // nothing chosen (「1体まで」): no choice to make
    c.out.push({ type: 'if', condition: { type: 'count', selector: target, compare: { gte: 1 } }, then: choice });
  }),
  t.pattern(/^(それ|これ)を(アクト|スタンド)する$/, (m, c) => {
    c.out.push({ type: m[2] === 'アクト' ? 'tap' : 'untap', target: c.who(m[1]!) });
  }),
  t.pattern(/^(.+?)すべてをスタンドする$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    c.out.push({ type: 'untap', target: selectorOf(g) });
  }),
];
