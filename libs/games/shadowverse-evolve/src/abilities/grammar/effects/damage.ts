/**
 * Effect clauses that deal damage (SVE 5.14; division 10.6.2.4; 「それのリーダー」 by last known information 10.11.1).
 */
import { unread } from '../../../../../../card-text/src/index.js';
import { KIND, Z } from '../../../constants.js';
import { DECREASES_VAR } from '../../vocab/leader.js';
import { parseGroup, selectorOf } from '../groups.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/damage');

export const DAMAGE = [
  // 「場の他のフォロワーすべてと相手のリーダーすべてにNダメージ」
  t.pattern(/^場の他のフォロワーすべてと相手のリーダーすべてに(\d+)ダメージ$/, (m, c) => {
    const n = Number(m[1]);
    c.out.push({ type: 'damage', target: { zone: Z.field, side: 'any', filter: { type: KIND.follower }, other: true }, amount: n }, { type: 'damage', target: { player: 'opponent' }, amount: n });
  }),
  // 「それが(group)なら、代わりにNダメージ」: replaces the last damage of the ability to it
  t.pattern(/^それが(.+?)なら、代わりに(\d+)ダメージ$/, (m, c) => {
    const g = parseGroup(m[1]!);
    const o = c.out;
    const last = o[o.length - 1];
    if (!g || g.side !== 'any' || g.other || !last || last.type !== 'damage') return false;
    const target = c.it();
    if (JSON.stringify(last.target) !== JSON.stringify(target)) return false;
    o[o.length - 1] = { type: 'if', condition: { type: 'sve.matches', selector: target, filter: g.filter }, then: { ...last, amount: Number(m[2]) }, else: last };
  }),
  // 「(自分|相手)のリーダーすべてに「(quantity)」と同じダメージ」 (BP18-T08, 5.2)
  t.pattern(/^(自分|相手)のリーダーすべてに「(.+)」と同じダメージ$/, (m, c) => {
    let amount;
    try {
      amount = c.quantity(m[2]!);
    } catch {
      return false; // not a plain quantity (e.g. 「これの攻撃力の半分」, title/princess-connect-text.ts): other templates
    }
    c.out.push({ type: 'damage', target: { player: m[1] === '自分' ? 'you' : 'opponent' }, amount });
  }),
  // 「(それ|これ)に「このターン中に自分のリーダーの体力が減少した回数」と同じダメージ」 (sve.noteDecreases binds the count as it is dealt)
  t.pattern(/^(それ|これ)に「このターン中に自分のリーダーの体力が減少した回数」と同じダメージ$/, (m, c) => {
    c.out.push({ type: 'sve.noteDecreases', bind: DECREASES_VAR }, { type: 'damage', target: m[1] === 'これ' ? c.selfRef : c.it(), amount: { var: DECREASES_VAR } });
  }),
  // 「(それ|これ)に(N|X)ダメージを割りふる」 (10.6.2.4.2: each chosen card gets at least 1, so a variable amount also caps how many may be chosen)
  t.pattern(/^(それ|これ)に(\d+|X)ダメージを割りふる$/, (m, c) => {
    const amount = c.amount(m[2]!); // X: 「Xは…である」 (5.2)
    const target = c.who(m[1]!);
    const chooser = typeof amount === 'number' ? undefined : [...c.b.steps, ...(c.b.cond?.steps ?? [])].find((x) => x.type === 'sve.choose' && x.bind === target.var);
    if (chooser) chooser.max = amount;
    c.out.push({ type: 'sve.divide', target, amount });
  }),
  t.pattern(/^それのリーダーに(\d+)ダメージ$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.leaders', of: c.it(), bind: v }, { type: 'damage', target: { ref: 'var', var: v }, amount: Number(m[1]) });
  }),
  // 「(group)N(枚|つ|体)につき、(それ|これ)にMダメージ」 (5.29.1: M per N of the group, the rest dropped; 0 → no damage)
  t.pattern(/^(.+?)(\d+)(?:枚|つ|体)につき、(それ|これ)に(\d+)ダメージ$/, (m, c) => {
    const g = parseGroup(m[1]!);
    if (!g) return false;
    c.out.push({ type: 'damage', target: c.who(m[3]!), amount: { count: selectorOf(g), per: Number(m[2]), times: Number(m[4]) } });
  }),
  t.pattern(/^(それ|これ)に(.+?)ダメージ$/, (m, c) => {
    c.out.push({ type: 'damage', target: c.who(m[1]!), amount: c.amount(m[2]!) });
  }),
  t.pattern(/^(自分|相手)のリーダー(?:すべて)?に(\d+)ダメージ$/, (m, c) => {
    c.out.push({ type: 'damage', target: { player: m[1] === '自分' ? 'you' : 'opponent' }, amount: Number(m[2]) });
  }),
  t.pattern(/^相手のリーダーすべてと(.+?)すべてに(\d+)ダメージ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    c.out.push({ type: 'damage', target: { player: 'opponent' }, amount: Number(m[2]) }, { type: 'damage', target: selectorOf(g), amount: Number(m[2]) });
  }),
  t.pattern(/^(?:リーダーすべて|各リーダー)に(\d+)ダメージ$/, (m, c) => {
    c.out.push({ type: 'damage', target: { player: 'each' }, amount: Number(m[1]) });
  }),
  // 「それ以外の(group)すべてにNダメージ」: the group without the card(s) 「それ」 names (kernel selector `except`)
  t.pattern(/^それ以外の(.+?)すべてに(\d+)ダメージ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    c.out.push({ type: 'damage', target: selectorOf(g, { except: c.it() }), amount: Number(m[2]) });
  }),
  // 「(group)すべてに「(quantity)」と同じダメージ」 (5.2: the quantity read once, as the effect resolves)
  t.pattern(/^(.+?)すべてに「(.+)」と同じダメージ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    let amount;
    try {
      amount = c.quantity(m[2]!);
    } catch {
      return false; // not a plain quantity: other templates
    }
    c.out.push({ type: 'damage', target: selectorOf(g), amount });
  }),
  t.pattern(/^(.+?)すべてに(\d+)ダメージ$/, (m, c, text) => {
    const g = parseGroup(m[1]!) ?? unread(text);
    c.out.push({ type: 'damage', target: selectorOf(g), amount: Number(m[2]) });
  }),
  t.pattern(/^(それ|これ)と(それ|これ)に(\d+)ダメージ$/, (m, c) => {
    c.out.push({ type: 'damage', target: c.who(m[1]!), amount: Number(m[3]) }, { type: 'damage', target: c.who(m[2]!), amount: Number(m[3]) });
  }),
  // 「それとそれのリーダーに(N|「(quantity)」のN倍の)ダメージ」 (the amount read for each, as each is dealt)
  t.pattern(/^それとそれのリーダーに(.+?)ダメージ$/, (m, c) => {
    // 「それ」 must be a card on a field: after 「『X』1枚をEXエリアに置く」 the compiler's 「それ」 is the new token (BP17-003 means
    // the chosen follower): left unread rather than damaging an EX-area card
    const it = c.it();
    if (it.ref === 'var' && [...c.b.steps, ...(c.b.cond?.steps ?? [])].some((x) => x.type === 'sve.token' && x.bind === it.var)) return false;
    const v = c.newVar();
    const amount = c.amount(m[1]!);
    c.out.push({ type: 'damage', target: c.it(), amount }, { type: 'sve.leaders', of: c.it(), bind: v }, { type: 'damage', target: { ref: 'var', var: v }, amount });
  }),
];
