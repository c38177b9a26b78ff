/**
 * Choices of cards beyond the kernel's (SVE 10.6.2.3): up to an amount (5.29.1), with a cost bound X (5.2.1.1), with different names (2.1.2), 【箱詰め】 cards (5.31.1), two choices as one 「それ」.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { answerOf, ask, candidates, choosableCandidates, evalAmount, getVar, type Json, type JsonObject, push, type Selector, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { isCrated } from '../../rules/ability-loss.js';

/** Effect: binds the cards of a selector that are in the 【箱詰め】 state (5.31.1; BP11-024). */
export const CRATED_OF = 'sve.cratedOf';



export const CHOOSE_VOCAB: VocabularyExtension = {
  effects: {
    'sve.chooseUpToAmount': {
      description: '「(A)1枚につき、(B)N体まで選ぶ」 (SVE 10.6.2.3, 5.29.1): choose up to `amount` (evaluated as it resolves; 0: no choice) of the cards the selector names and bind them, like sve.choose (the opponent\'s 【オーラ】 cards cannot be chosen, 12.15.2).',
      params: { target: { $ref: '#/$defs/selector' }, amount: { $ref: '#/$defs/amount' }, bind: { type: 'string', minLength: 1 } },
      required: ['target', 'amount', 'bind'],
      run: (ctx, e, env, f) => {
        const a = answerOf<{ cards: string[] }>(f);
        const bind = (ids: string[]) => {
          setVar(ctx.state, env, e.bind as string, ids);
          setVar(ctx.state, env, `${e.bind as string}:masters`, ids.map((id) => ctx.state.cards[id]!.controller)); // last known masters (10.11.1)
        };
        if (a) {
          bind(a.cards.filter((id) => ctx.state.cards[id] !== undefined));
          return;
        }
        const n = Math.max(0, evalAmount(ctx, e.amount as Json, env));
        // the kernel's target-candidate hook (SVE: the opponent's 【オーラ】 cards on the field cannot be chosen, 12.15.2)
        const all = choosableCandidates(ctx, candidates(ctx, { ...(e.target as Selector), count: null }, env, env.controller), env.controller, env);
        if (n === 0 || all.length === 0) {
          bind([]);
          return;
        }
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: `Choose up to ${n} target(s)`, candidates: all, min: 0, max: n, data: { source: env.source } });
      },
    },
    'sve.cratedOf': {
      description: 'Binds the cards of `target` that are in the 【箱詰め】 state now (SVE 5.31.1: the flag sve.crated, rules/ability-loss.ts), for 「…の【箱詰め】状態のフォロワーN体(まで)選ぶ」.',
      params: { target: { $ref: '#/$defs/selector' }, bind: { type: 'string', minLength: 1 } },
      required: ['target', 'bind'],
      run: (ctx, e, env) => {
        setVar(ctx.state, env, e.bind as string, candidates(ctx, { ...(e.target as Selector), count: null }, env, env.controller).filter((id) => isCrated(ctx, id)));
      },
    },
    'sve.chooseDistinct': {
      description: '「(group)をカード名が異なるようにN枚まで選ぶ」 (SVE 10.6.2.3, 2.1.2): choose up to `count` of the selected cards, one at a time, each with a name different from those already chosen, and bind them.',
      params: { target: { $ref: '#/$defs/selector' }, count: { type: 'integer', minimum: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['target', 'count', 'bind'],
      run: (ctx, e, env, f) => {
        const picked = Array.isArray(f.picked) ? [...(f.picked as string[])] : [];
        const a = answerOf<{ cards: string[] }>(f);
        const finished = a !== null && a.cards.length === 0;
        if (a && a.cards[0] && ctx.state.cards[a.cards[0]]) picked.push(a.cards[0]);
        const nameOf = (id: string) => ctx.state.catalog[ctx.state.cards[id]!.cardId]?.name;
        const names = new Set(picked.map(nameOf));
        const open = candidates(ctx, { ...(e.target as Selector), count: null }, env, env.controller).filter((id) => !picked.includes(id) && !names.has(nameOf(id)));
        if (!finished && picked.length < (e.count as number) && open.length > 0) {
          ask(ctx, { ...f, picked, answer: null }, {
            player: env.controller, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: `Choose a card with a different name (${picked.length}/${e.count as number}), or stop`,
            candidates: open, min: 0, max: 1, autoSingle: false, data: { source: env.source },
          });
          return;
        }
        setVar(ctx.state, env, e.bind as string, picked);
      },
    },
    'sve.union': {
      description: 'Bind the cards of several variables together (「AとBを選ぶ。それを…」: 「それ」 = both chosen groups), with their last known masters (10.11.1).',
      params: { vars: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['vars', 'bind'],
      run: (ctx, e, env) => {
        const ids: string[] = [];
        const masters: Json[] = [];
        for (const v of e.vars as string[]) {
          const got = getVar(ctx.state, env, v);
          const ms = getVar(ctx.state, env, `${v}:masters`);
          if (Array.isArray(got)) got.forEach((id, i) => { ids.push(id as string); masters.push(Array.isArray(ms) ? ms[i] ?? null : null); });
        }
        setVar(ctx.state, env, e.bind as string, ids);
        setVar(ctx.state, env, `${e.bind as string}:masters`, masters);
      },
    },
    'sve.chooseCostAtMost': {
      description: '「…の(元の)コストX以下の(group)…を選ぶ / 場に出してよい」 (SVE 5.2.1.1, 10.6.2.3): sve.choose over the selector\'s cards whose cost is at most `amount`, evaluated as it resolves.',
      params: { target: { $ref: '#/$defs/selector' }, amount: { $ref: '#/$defs/amount' }, bind: { type: 'string', minLength: 1 } },
      required: ['target', 'amount', 'bind'],
      run: (ctx, e, env, f) => {
        const sel = e.target as Selector;
        const n = evalAmount(ctx, e.amount as Json, env);
        const target = { ...sel, filter: { ...((sel.filter as JsonObject | undefined) ?? {}), cost: { lte: n } } };
        return ctx.vocab.effects['sve.choose']!.run(ctx, { type: 'sve.choose', target, bind: e.bind as string }, env, f);
      },
    },
  },
};
