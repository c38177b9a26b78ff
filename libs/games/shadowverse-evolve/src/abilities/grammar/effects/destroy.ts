/** Effect clauses that destroy (SVE 5.6) or banish (5.7) cards. */
import { unread } from '../../../../../../card-text/src/index.js';
import { Z } from '../../../constants.js';
import { parseGroup, selectorOf } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/destroy');

export const DESTROY = [
  // 5.6: every card of the group (kernel destroy, one after another in the same effect)
  t.pattern(/^(.+?)すべてを破壊する$/, (m, c) => {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    c.out.push({ type: 'destroy', target: selectorOf(g) });
  }),
  // BP12-044 (a spell): the resolving card itself to the banish zone (5.7), so it is not put into the cemetery afterwards (10.6.2.8.3)
  t.exact('これを消滅する', (c) => {
    c.out.push({ type: 'sve.put', target: c.selfRef, to: Z.banished, reason: 'banish' });
  }),
  t.pattern(/^(それ|これ)を破壊する$/, (m, c) => {
    c.out.push({ type: 'destroy', target: c.who(m[1]!) });
  }),
  t.pattern(/^(それ|これ)(?:を消滅させる|は消滅する)$/, (m, c) => {
    c.out.push({ type: 'sve.put', target: c.who(m[1]!), to: Z.banished, reason: 'banish' });
  }),
  t.pattern(/^(.+?)すべてを消滅させる$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    c.out.push({ type: 'sve.put', target: selectorOf(g), to: Z.banished, reason: 'banish' });
  }),
];
