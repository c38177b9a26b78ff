/**
 * SVE vocabulary of templates-miscompiles.ts, merged into SVE_VOCABULARY (vocabulary.ts): a step whose
 * filter bounds the cost by X (5.2.1.1), the data of 「これの[進化]コストは「Q」と同じだけ-1する」, the step noting
 * 「…のカード名の種類数」 and the cost noting 「これに置かれていた…カウンターの数」 before the card moves (5.2, 10.11.1).
 */
import { candidates, evalAmount, push, setVar, type CostSpec, type EffectSpec, type Json, type JsonObject, type Selector } from '../../../../engine/src/index.js';
import { COST_X, EVOLVE_COST_CHANGE, NOTE_COUNTERS, NOTE_DISTINCT_NAMES, WITH_COST_X } from './templates-miscompiles.js';

/** Replaces every `{ lt: COST_X, op: COST_X }` placeholder by the bound `op` with the number `n`. */
function fillCostX(node: Json, n: number): Json {
  if (Array.isArray(node)) return node.map((x) => fillCostX(x, n));
  if (node === null || typeof node !== 'object') return node;
  const o = node as JsonObject;
  if (o.lt === COST_X) {
    const op = Object.keys(o).find((k) => k !== 'lt') ?? 'eq';
    return op === 'eq' ? n : { [op]: n };
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fillCostX(v, n)]));
}

export const MISCOMPILE_EFFECTS: Record<string, EffectSpec> = {
  [WITH_COST_X]: {
    description: '「(元の)コストX(以下|以上)?の(group)」 (SVE 5.2.1.1, 5.24): reads X (`amount` + `plus`) as it resolves and runs `effect` with each cost bound `{ lt: -999999, lte | gte | eq: -999999 }` of its filters replaced by that number (templates-miscompiles.ts).',
    params: { amount: { $ref: '#/$defs/amount' }, plus: { type: 'integer' }, effect: { $ref: '#/$defs/effect' } },
    required: ['amount', 'effect'],
    run: (ctx, e, env) => {
      const n = evalAmount(ctx, e.amount as Json, env) + ((e.plus as number | undefined) ?? 0);
      push(ctx, { op: '$effect', effect: fillCostX(e.effect as Json, n) as JsonObject, env });
    },
  },
  [EVOLVE_COST_CHANGE]: {
    description: 'Data of 「これの[進化]コストは「Q」と同じだけ-1する」 (kind replacement, replaces sve.evolveCost; SVE 12.2.2): the cost of this card\'s evolve ability changes by `amount` (never below 0). Read by actions/evolve-rules.ts, never run.',
    params: { amount: { $ref: '#/$defs/amount' } },
    required: ['amount'],
    run: () => undefined,
  },
  [NOTE_DISTINCT_NAMES]: {
    description: '「(group)のカード名の種類数」 (SVE 5.2; BP09-001): binds `bind` to how many different card names the cards the selector `of` names have now (templates-miscompiles.ts).',
    params: { of: { $ref: '#/$defs/selector' }, bind: { type: 'string', minLength: 1 } },
    required: ['of', 'bind'],
    run: (ctx, e, env) => {
      const ids = candidates(ctx, { ...(e.of as Selector), count: null }, env);
      setVar(ctx.state, env, e.bind as string, new Set(ids.map((id) => ctx.state.catalog[ctx.state.cards[id]!.cardId]?.name ?? id)).size);
    },
  },
};

export const MISCOMPILE_COSTS: Record<string, CostSpec> = {
  [NOTE_COUNTERS]: {
    description: '「これに置かれていた(name)カウンターの数」 (SVE 10.11.1, 5.2; BP10-102): binds `bind` to this card\'s `counter` counters just before a later cost moves it (a moved card is a new card without counters, 4.1.4). Always payable; pays nothing.',
    params: { counter: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['counter', 'bind'],
    canPay: () => true,
    pay: (ctx, c, env) => {
      const card = env.source === null ? undefined : ctx.state.cards[env.source];
      setVar(ctx.state, env, c.bind as string, card?.counters[c.counter as string] ?? 0);
      return true;
    },
  },
};
