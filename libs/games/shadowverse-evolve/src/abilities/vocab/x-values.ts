/**
 * Values read as a step resolves (SVE 5.2.1.1): 「コストX」 bounds, distinct-name counts, per-turn counts, evolve costs equal to a count (12.2.2).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { candidates, evalAmount, type Json, type JsonObject, push, type Selector, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { TURN_COUNT_EFFECTS } from '../../rules/turn-counts.js';

/** Placeholder number of a 「コストX」 bound in a card filter (grammar/groups.ts), filled by sve.withCostX as the step resolves. */
export const COST_X = -999999;
export const WITH_COST_X = 'sve.withCostX';
export const EVOLVE_COST_EVENT = 'sve.evolveCost';
export const EVOLVE_COST_CHANGE = 'sve.evolveCostChange';
export const NOTE_DISTINCT_NAMES = 'sve.noteDistinctNames';

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

export const X_VALUES_VOCAB: VocabularyExtension = {
  effects: {
    ...TURN_COUNT_EFFECTS, // rules/turn-counts.ts
    [WITH_COST_X]: {
      description: '「(元の)コストX(以下|以上)?の(group)」 (SVE 5.2.1.1, 5.24): reads X (`amount` + `plus`) as it resolves and runs `effect` with each cost bound `{ lt: -999999, lte | gte | eq: -999999 }` of its filters replaced by that number (grammar/passes.ts).',
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
      description: '「(group)のカード名の種類数」 (SVE 5.2; BP09-001): binds `bind` to how many different card names the cards the selector `of` names have now (grammar/passes.ts).',
      params: { of: { $ref: '#/$defs/selector' }, bind: { type: 'string', minLength: 1 } },
      required: ['of', 'bind'],
      run: (ctx, e, env) => {
        const ids = candidates(ctx, { ...(e.of as Selector), count: null }, env);
        setVar(ctx.state, env, e.bind as string, new Set(ids.map((id) => ctx.state.catalog[ctx.state.cards[id]!.cardId]?.name ?? id)).size);
      },
    },
  },
};
