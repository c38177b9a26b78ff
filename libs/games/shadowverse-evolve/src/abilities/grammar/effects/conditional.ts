/**
 * Clauses under a condition of their own (only that clause depends on it, 10.3.3): 「それが(group)なら、(clause)」,
 * 「それのプレイヤーの場の(group)がN枚以上なら、(clause)」, 「これがEXエリアにあり、【覚醒】状態でないなら、…」.
 * (Condition prefixes that govern the rest of the ability are conditions.ts.)
 */
import type { JsonObject } from '../../../../../../engine/src/index.js';
import { Z } from '../../../constants.js';
import { ITS_PLAYER_COUNT } from '../../vocab/conditions.js';
import { parseGroup, readGroup } from '../groups.js';
import { clauseConcept, type Step } from '../context.js';
import { spliceOut } from './delayed.js';

const t = clauseConcept('effects/conditional');

const seqOf = (steps: Step[]): Step => (steps.length === 1 ? steps[0]! : { type: 'sequence', steps });

export const CONDITIONAL = [
  // 「それが(group)なら、(clause)」: the clause happens only when the chosen card matches (10.3.3)
  t.pattern(/^それが(.+?)なら、(.+)$/, (m, c) => {
    if (m[2]!.startsWith('代わりに')) return false;
    const g = parseGroup(m[1]!);
    if (!g || g.side !== 'any' || g.other) return false;
    const target = c.it();
    c.out.push({ type: 'if', condition: { type: 'sve.matches', selector: target, filter: g.filter }, then: { type: 'sequence', steps: c.apart(m[2]!) } });
  }),
  // 「これがEXエリアにあり、【覚醒】状態でないなら、…」 (BP17-T06)
  t.pattern(/^これがEXエリアにあり、【覚醒】状態でないなら、(.+)$/, (m, c) => {
    const steps = spliceOut(c, m[1]!);
    c.out.push({ type: 'if', condition: { type: 'and', all: [{ type: 'selfIn', zone: Z.ex }, { type: 'not', condition: { type: 'sve.overflow' } }] }, then: seqOf(steps) });
  }),
  // 「それのプレイヤーの場の(group)がN(枚|体)以上なら、(clause)」 (BP18-026: the chosen card's master's field, counted when checked, 10.3.3)
  t.pattern(/^それのプレイヤーの場の(.+?)が(\d+)(?:枚|体|つ)以上なら、(.+)$/, (m, c) => {
    const of = c.it();
    let filter: JsonObject | null = null;
    if (m[1] !== 'カード') {
      const g = readGroup(m[1]!);
      if (!g || g.side !== 'any' || g.other || g.zone !== Z.field) return false;
      filter = g.filter;
    }
    const then = c.apart(m[3]!);
    if (then.length === 0) return false;
    c.out.push({ type: 'if', condition: { type: ITS_PLAYER_COUNT, of, zone: Z.field, ...(filter ? { filter } : {}), compare: { gte: Number(m[2]) } }, then: then.length === 1 ? then[0]! : { type: 'sequence', steps: then } });
  }),
];
