/**
 * SVE vocabulary entries for the long-tail templates of group 6 (templates-long-6.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts).
 */
import { chooseTargets, push, type ConditionSpec, type EffectSpec, type Selector } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zoneNameOf } from '../state.js';
import { ENTERED_FROM } from './long-1-vocab.js';

/** Effect 「それを自分のデッキの上からN番目に置く」: the card goes into its owner's deck with N−1 cards above it. */
export const PUT_DECK_NTH = 'sve.putDeckNth';
/** Condition 「これが(zone)から場に出ていたなら」: this card is on the field and came there from that zone. */
export const ENTERED_FROM_ZONE = 'sve.enteredFromZone';

export const LONG6_EFFECTS: Record<string, EffectSpec> = {
  [PUT_DECK_NTH]: {
    description: '「それを自分のデッキの上からN番目に置く」: put the target card(s) into the owner\'s deck so that N−1 cards are above (a deck of fewer than N−1 cards: at its bottom, SVE 4.3 the deck keeps its order).',
    params: { target: { type: 'object' }, nth: { type: 'integer', minimum: 1 } },
    required: ['target', 'nth'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to put into the deck');
      if (!ids || ids.length === 0) return;
      push(ctx, { op: 'put', cards: ids, to: Z.deck, player: null, reason: 'effect', by: env.controller, position: (e.nth as number) - 1, face: null, tapped: null, bind: null });
    },
  },
};

export const LONG6_CONDITIONS: Record<string, ConditionSpec> = {
  [ENTERED_FROM_ZONE]: {
    description: '「これが(zone)から場に出ていたなら」: this card is on the field and the zone it last entered the field from is `zone` (card flag enteredFrom, rules/moves.ts).',
    params: { zone: { type: 'string' } },
    required: ['zone'],
    test: (r, c, env) => {
      const id = env.source;
      const card = id ? r.state.cards[id] : undefined;
      if (!id || !card || zoneNameOf(r.state, id) !== Z.field) return false;
      return card.flags[ENTERED_FROM] === c.zone;
    },
  },
};
