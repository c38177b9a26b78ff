/**
 * SVE vocabulary entries for the long-tail templates of group 9 (templates-long-9.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts).
 */
import { candidates, type ConditionSpec, type Selector } from '../../../../engine/src/index.js';

/**
 * Condition 「(group)のカード名の種類数がN種類以上なら」 / 「自分の場の「それぞれカード名が異なる(group)」がN体以上なら」:
 * the cards the selector `of` names have at least `gte` different card names (SVE 2.2: a card's name).
 */
export const DISTINCT_NAMES_AT_LEAST = 'sve.distinctNamesAtLeast';

export const LONG9_CONDITIONS: Record<string, ConditionSpec> = {
  [DISTINCT_NAMES_AT_LEAST]: {
    description: '「(group)のカード名の種類数がN種類以上なら」 / 「「それぞれカード名が異なる(group)」がN体以上なら」 (templates-long-9.ts): the cards the selector `of` names now have at least `gte` different card names.',
    params: { of: { $ref: '#/$defs/selector' }, gte: { type: 'integer', minimum: 1 } },
    required: ['of', 'gte'],
    test: (r, c, env) => {
      const ids = candidates(r, { ...(c.of as Selector), count: null }, env);
      return new Set(ids.map((id) => r.state.catalog[r.state.cards[id]!.cardId]?.name ?? id)).size >= (c.gte as number);
    },
  },
};
