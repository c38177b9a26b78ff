/** Effect clauses about hand cards: discard (SVE 5.12, random 5.19), banish from the hand. */
import { Z } from '../../../constants.js';
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/discard');

/** Var of 「自分の手札N枚を捨ててよい」's discarded cards, read by 「そうしたなら」 (conditions.ts). */
export const DISCARDED_VAR = 'sve.discardedMay';

export const DISCARD = [
  // 「自分の手札N枚を捨ててよい」 (5.12; 「そうしたなら」 reads the discarded cards, conditions.ts)
  t.pattern(/^自分の手札(\d+)枚を捨ててよい$/, (m, c) => {
    c.out.push({ type: 'discard', amount: Number(m[1]), upTo: true, bind: DISCARDED_VAR });
  }),
  t.pattern(/^相手プレイヤーすべては、自身の手札をランダムに(\d+)枚捨てる$/, (m, c) => {
    c.out.push({ type: 'discard', player: 'opponent', amount: Number(m[1]), random: true });
  }),
  // 「それのプレイヤーは、自身の手札をランダムにN枚捨てる」 (5.12, 5.19): the master of the chosen card when it was chosen
  // (10.11.1; it may have left the field since) — read only when the choice names one side's cards, whose master that is
  t.pattern(/^それのプレイヤーは、自身の手札をランダムに(\d+)枚捨てる$/, (m, c) => {
    const it = c.it();
    const chooser = it.ref === 'var' ? [...c.b.steps, ...(c.b.cond?.steps ?? [])].find((x) => x.type === 'sve.choose' && x.bind === it.var) : undefined;
    const side = (chooser?.target as { side?: string } | undefined)?.side;
    if (side !== 'you' && side !== 'opponent') return false;
    // nothing chosen (no card to choose, 10.6.2.3.3): there is no 「それのプレイヤー」
    c.out.push({ type: 'if', condition: { type: 'amount', amount: { var: it.var as string }, compare: { gte: 1 } }, then: { type: 'discard', player: side, amount: Number(m[1]), random: true } });
  }),
  t.pattern(/^相手プレイヤーすべては、自身の手札(\d+)枚を捨てる$/, (m, c) => {
    const v = c.newVar(); // each opponent chooses their own discards (5.12)
    c.out.push({ type: 'sve.choose', target: { zone: Z.hand, side: 'opponent', count: Number(m[1]), chooser: 'opponent' }, bind: v, optional: true }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.cemetery, reason: 'discard' });
  }),
  t.pattern(/^自分の手札(\d+)枚を捨てる$/, (m, c) => {
    c.out.push({ type: 'discard', amount: Number(m[1]) });
  }),
  t.exact('自分の手札すべてを捨てる', (c) => {
    c.out.push({ type: 'discard', amount: { count: { zone: Z.hand, side: 'you' } } });
  }),
  t.pattern(/^自分の手札(\d+)枚を消滅させる$/, (m, c) => {
    const v = c.newVar();
    c.out.push({ type: 'sve.choose', target: { zone: Z.hand, side: 'you', count: Number(m[1]) }, bind: v }, { type: 'sve.put', target: { ref: 'var', var: v }, to: Z.banished, reason: 'banish' });
  }),
];
