/** Effect clauses about evolving (SVE 5.16, 12.2): evolve by an effect, the evolve cost of this card. */
import { Z } from '../../../constants.js';
import { readGroup } from '../groups.js';
import { clauseConcept, type Step } from '../context.js';

const t = clauseConcept('effects/evolve');

export const EVOLVE = [
  // 「(group)をEXエリアに置いたなら、これは進化するか手札に戻る」 (SD08-003): after 「自分のデッキの上1枚をEXエリアに置く」
  t.pattern(/^(.+?)をEXエリアに置いたなら、これは進化するか手札に戻る$/, (m, c) => {
    if (c.selfRef.ref !== 'self') return false;
    const g = readGroup(m[1]!);
    const o = c.out;
    const last = o[o.length - 1];
    if (!g || g.side !== 'any' || g.other || !last || last.type !== 'sve.mill' || last.to !== Z.ex || last.player !== 'you' || last.bind !== undefined) return false;
    const v = c.newVar();
    last.bind = v; // the card actually put there (none when the EX area was full, 4.8.3.2)
    const back: Step = { type: 'sve.put', target: { ref: 'self' }, to: Z.hand, reason: 'return' };
    o.push({
      type: 'if',
      condition: { type: 'sve.matches', selector: { ref: 'var', var: v }, filter: g.filter },
      // a choice of the two instructions (5.18.3.1.2: only one that can be carried out): evolve by the effect
      // (5.16.1.1, no cost) or return to the hand; with no proper evolve card, it returns
      then: {
        type: 'if',
        condition: { type: 'sve.canEvolveSelf' },
        then: { type: 'sve.choice', count: 1, options: [{ label: '進化する', effect: { type: 'sve.evolveSelf' } }, { label: '手札に戻る', effect: back }] },
        else: back,
      },
    });
  }),
  // 12.2 / 7.4.8: the cost of its evolve ability until the end of the turn (actions/evolve-rules.ts evolveCost)
  t.pattern(/^このターン、これの\[進化\]コストを(\d+)にする$/, (m, c) => {
    c.out.push({ type: 'modify', target: c.selfRef, stat: 'evolveCost', set: Number(m[1]), duration: 'untilEndOfTurn' });
  }),
  t.pattern(/^このターン、これの\[進化\]コストを-(\d+)する$/, (m, c) => {
    c.out.push({ type: 'modify', target: c.selfRef, stat: 'evolveCost', add: -Number(m[1]), duration: 'untilEndOfTurn' });
  }),
  t.exact('これは進化する', (c) => {
    // SVE 5.16.1.1: with a proper face-down evolve card, no cost; 「これ」 may be the new card an effect put onto the field (4.1.4.1)
    c.out.push(c.selfRef.ref === 'self' ? { type: 'sve.evolveSelf' } : { type: 'sve.evolveSelf', target: c.selfRef });
  }),
  // 「進化しなかったなら、(effect)」 right after 「これは進化する」 (BP07-104): 「これ」 is not evolved
  t.pattern(/^進化しなかったなら、(.+)$/, (m, c) => {
    const steps = c.apart(m[1]!);
    if (steps.length === 0) return false;
    c.out.push({ type: 'if', condition: { type: 'not', condition: { type: 'sve.isEvolved', target: c.selfRef } }, then: steps.length === 1 ? steps[0]! : { type: 'sequence', steps } });
  }),
  t.pattern(/^これの\[進化\]コストを(\d+)にする$/, (m, c) => {
    c.out.push({ type: 'modify', target: { ref: 'self' }, stat: 'evolveCost', set: Number(m[1]), duration: 'permanent' });
  }),
];
