/**
 * Searching the deck (SVE 5.8) with different names, and revealing its top (4.1.5).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { conceal, getVar, push, reveal, type Selector, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { cardsIn, zoneNameOf } from '../../state.js';

export const SEARCH_PUT = 'sve.searchPut';

export const SEARCH_DISTINCT = 'sve.searchDistinct';

export const REVEAL_TOP = 'sve.revealTop';

export const SEARCH_VOCAB: VocabularyExtension = {
  effects: {
    [SEARCH_DISTINCT]: {
      description: '「自分のデッキから(group)をカード名が異なるようにN枚まで探し、(zone)」 (SVE 5.8, 2.1.2; CP04-039): your deck is shown to you, you choose up to `count` cards matching `filter` one at a time, each named differently from those chosen before (`sve.chooseDistinct`), then `sve.searchPut` shows them, puts them into `to` (bound to `bind`) and shuffles.',
      params: { filter: { $ref: '#/$defs/cardFilter' }, count: { type: 'integer', minimum: 1 }, to: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['count', 'to', 'bind'],
      run: (ctx, e, env) => {
        reveal(ctx, cardsIn(ctx.state, Z.deck, env.controller), [env.controller]); // 5.8: only you look
        const picked = `${e.bind as string}.found`;
        push(ctx,
          { op: '$effect', effect: { type: 'sve.chooseDistinct', target: { zone: Z.deck, side: 'you', ...(e.filter ? { filter: e.filter } : {}) }, count: e.count, bind: picked }, env },
          { op: '$effect', effect: { type: SEARCH_PUT, target: { ref: 'var', var: picked }, to: e.to, bind: e.bind }, env },
        );
      },
    },
    [SEARCH_PUT]: {
      description: 'The end of a search whose cards were chosen by an earlier step (「…をカード名が異なるようにN枚まで探し、…」, SVE 5.8, CP04-039): the chosen cards still in your deck are shown to every player (5.8.1.2) and put into `to` (bound to `bind`: new cards, 4.1.4), then your deck is shuffled (5.8.2). The deck is shown to you while choosing (the step before reads it).',
      params: { target: { $ref: '#/$defs/selector' }, to: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['target', 'to'],
      run: (ctx, e, env) => {
        const p = env.controller;
        const t = e.target as Selector;
        const got = t.ref === 'var' && typeof t.var === 'string' ? getVar(ctx.state, env, t.var) : null;
        const chosen = (Array.isArray(got) ? (got as string[]) : []).filter((id) => ctx.state.cards[id] && zoneNameOf(ctx.state, id) === Z.deck && ctx.state.cards[id]!.owner === p);
        conceal(ctx, cardsIn(ctx.state, Z.deck, p).filter((id) => !chosen.includes(id)), [p]);
        if (chosen.length > 0) reveal(ctx, chosen, 'all');
        const to = e.to as string;
        push(ctx,
          { op: 'put', cards: chosen, to, player: to === Z.field || to === Z.ex ? p : null, reason: 'search', by: p, position: null, face: null, tapped: null, bind: typeof e.bind === 'string' && env.scope ? { scope: env.scope, name: e.bind } : null },
          { op: 'shuffleDeck', player: p },
        );
      },
    },
    [REVEAL_TOP]: {
      description: '「自分のデッキの上N枚を公開する」 (PCS01-048; 4.1.5): the top `count` cards of your deck are shown to every player and bound to `bind` (「それ」); they stay where they are.',
      params: { count: { type: 'integer', minimum: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['count', 'bind'],
      run: (ctx, e, env) => {
        const top = cardsIn(ctx.state, Z.deck, env.controller).slice(0, e.count as number);
        if (top.length > 0) reveal(ctx, top, 'all');
        setVar(ctx.state, env, e.bind as string, top);
      },
    },
  },
};
