/**
 * Effect clauses that prevent or change damage a card or leader takes (SVE 5.14.2 modifiers; prevention is a
 * replacement, 10.10.1: the damage event does not happen): 「…はダメージを受けない」, 「次のダメージを受けない」
 * (vocab/protection.ts), 「交戦ダメージを受けない」 (5.14.3.2), 「…が受けるダメージを±N」.
 */
import { Z } from '../../../constants.js';
import { NO_DAMAGE } from '../../../rules/damage.js';
import { duration } from '../durations.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/protection');

export const PROTECTION = [
  t.pattern(/^このターン、(これ|それ)は次のダメージを受けない$/, (m, c) => {
    c.out.push({ type: 'sve.nextDamage', target: m[1] === 'これ' ? c.selfRef : c.it(), prevent: true });
  }),
  t.exact('このターン、自分のリーダーは次のダメージを受けない', (c) => {
    c.out.push({ type: 'sve.nextDamage', leader: true, prevent: true });
  }),
  t.pattern(/^このターン、自分のリーダーが次に受けるダメージを-(\d+)する$/, (m, c) => {
    c.out.push({ type: 'sve.nextDamage', leader: true, reduce: Number(m[1]) });
  }),
  // 「(このターン、)これは交戦ダメージを受けない」 (5.14.3.2; keyword sve.noCombatDamage, rules/damage.ts)
  t.pattern(/^(このターン、)?これは交戦ダメージを受けない$/, (m, c) => {
    if (c.selfRef.ref !== 'self') return false;
    c.out.push({ type: 'grantKeyword', target: { ref: 'self' }, keyword: 'sve.noCombatDamage', duration: duration(m[1]) });
  }),
  // 「このターン、自分のリーダーが受けるダメージを-Nする」 (damageTaken counts the reduction)
  t.pattern(/^このターン、自分のリーダーが受けるダメージを-(\d+)する$/, (m, c) => {
    c.out.push({ type: 'modify', target: { zone: Z.leader, side: 'you' }, stat: 'damageTaken', add: Number(m[1]), duration: 'untilEndOfTurn' });
  }),
  // 「このターン、(それ|これ)が受けるダメージを+N(する)」 (a replacement of the damage amount, 10.2.1.3.2)
  t.pattern(/^このターン、(それ|これ)が受けるダメージを\+(\d+)(?:する)?$/, (m, c) => {
    c.out.push({ type: 'modify', target: m[1] === 'これ' ? c.selfRef : c.it(), stat: 'damageTaken', add: -Number(m[2]), duration: 'untilEndOfTurn' });
  }),
  // 「このターン、自分の場の『A』すべてと『B』すべてはダメージを受けない」 (BP18-116): the cards of those names on your field as it resolves
  t.pattern(/^このターン、自分の場の((?:『[^』]+』すべてと?)+)はダメージを受けない$/, (m, c) => {
    for (const x of m[1]!.matchAll(/『([^』]+)』/g)) {
      c.out.push({ type: 'grantKeyword', target: { zone: Z.field, side: 'you', filter: { name: x[1]! } }, keyword: NO_DAMAGE, duration: 'untilEndOfTurn' });
    }
  }),
  t.pattern(/^(このターン、)?(それ|これ)はダメージを受けない$/, (m, c) => {
    c.out.push({ type: 'grantKeyword', target: c.who(m[2]!), keyword: NO_DAMAGE, duration: duration(m[1]) });
  }),
];
