/** Effect clauses on a leader's health (SVE 1.3.2.4: no maximum; 5.14 damage is effects/damage.ts). */
import { AS_MASTERS } from '../../vocab/leader.js';
import { parseGroup, selectorOf } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/leader');

export const LEADER = [
  // 「自分のリーダーは[体力]±Nして、…」: two instructions in order
  t.pattern(/^(自分のリーダーは\[体力\][+-]\d+)して、(.+)$/, (m, c) => {
    c.clause(`${m[1]}する`);
    c.clause(m[2]!);
  }),
  // 「(自分|相手)のリーダーすべての体力をNにする」 (EBD04-T05): the health becomes N (not damage)
  t.pattern(/^(自分|相手)のリーダーすべての体力を(\d+)にする$/, (m, c) => {
    c.out.push({ type: 'sve.setHealth', player: m[1] === '自分' ? 'you' : 'opponent', amount: Number(m[2]) });
  }),
  // 「それのリーダーは[体力]+Nする」: for the master(s) of that card (last known, 10.11.1)
  t.pattern(/^それのリーダーは\[体力\]\+(\d+)する$/, (m, c) => {
    c.out.push({ type: AS_MASTERS, of: c.it(), effect: { type: 'sve.leaderHealth', player: 'you', amount: Number(m[1]) } });
  }),
  // 「これと自分のリーダーは[体力]+N」 (this card and the leader, 5.14 / 1.3.2.4)
  t.pattern(/^これと自分のリーダーは\[体力\]\+(\d+)する$/, (m, c) => {
    c.out.push({ type: 'modify', target: c.selfRef, stat: 'defense', add: Number(m[1]), duration: 'permanent' }, { type: 'sve.leaderHealth', player: 'you', amount: Number(m[1]) });
  }),
  t.pattern(/^(自分|相手)のリーダーの\[体力\]を(\d+)にする$/, (m, c) => {
    c.out.push({ type: 'sve.setHealth', player: m[1] === '自分' ? 'you' : 'opponent', amount: Number(m[2]) });
  }),
  // 「(group)N(枚|つ|体)につき、自分のリーダーは[体力]+Mする」 (5.29.1: M per N of the group, the rest dropped; counted as it resolves)
  t.pattern(/^(.+?)(\d+)(?:枚|つ|体)につき、(自分|相手)のリーダーは\[体力\]\+(\d+)する$/, (m, c) => {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    c.out.push({ type: 'sve.leaderHealth', player: m[3] === '自分' ? 'you' : 'opponent', amount: { count: selectorOf(g), per: Number(m[2]), times: Number(m[4]) } });
  }),
  t.pattern(/^(自分|相手)のリーダーは\[体力\]([+-](?:\d+|X))する$/, (m, c) => {
    c.out.push({ type: 'sve.leaderHealth', player: m[1] === '自分' ? 'you' : 'opponent', amount: c.signed(m[2]!) });
  }),
];
