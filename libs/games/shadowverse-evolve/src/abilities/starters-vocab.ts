/**
 * SVE vocabulary entries for the starter-deck templates (templates-starters.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts).
 */
import { answerOf, type ConditionSpec, ask, candidates, evalAmount, hasKeyword, matchesFilter, moveCards, setVar, type CardFilter, type CostSpec, type EffectSpec, type Json, type KeywordSpec, type Selector } from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { cardsIn, isEvolvedCard, zk, zoneNameOf } from '../state.js';
import { properEvolveCards } from '../actions/evolve-rules.js';
import { TURN_COUNT_EFFECTS } from '../rules/turn-counts.js';

function otherHandCards(ctx: Parameters<CostSpec['canPay']>[0], player: number, source: string | null, filter: CardFilter | undefined): string[] {
  return cardsIn(ctx.state, Z.hand, player).filter((id) => id !== source && matchesFilter(ctx, id, filter ?? null));
}

/** 「これは交戦ダメージを受けない」 (SVE 5.14.3.2): damage this follower would take at 8.4.9 in combat is not dealt (rules/damage.ts). */
export const NO_COMBAT_DAMAGE = 'sve.noCombatDamage';

export const STARTER_KEYWORDS: Record<string, KeywordSpec> = {
  [NO_COMBAT_DAMAGE]: { description: '「交戦ダメージを受けない」 (SVE 5.14.3.2): the damage the attacking follower and the attack target deal each other at 8.4.9 in combat is not dealt to it (10.10.1: no damage event).' },
};

export const STARTER_COSTS: Record<string, CostSpec> = {
  'sve.discardOther': {
    description: '「手札のこれと(条件)N枚を捨てる」 (SVE 10.4.2.1, 10.4.2.2): discard N cards of your hand other than this card (matching the filter); this card itself is the sacrificeSelf before it.',
    params: { amount: { type: 'integer', minimum: 1 }, filter: { $ref: '#/$defs/cardFilter' } },
    required: ['amount'],
    canPay: (ctx, c, env) => otherHandCards(ctx, env.controller, env.source, c.filter as CardFilter | undefined).length >= (c.amount as number),
    pay: (ctx, c, env, f) => {
      const a = answerOf<{ cards: string[] }>(f);
      const n = c.amount as number;
      if (!a) {
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.4.2.1', prompt: `Discard ${n} other card(s) to pay the cost`, candidates: otherHandCards(ctx, env.controller, env.source, c.filter as CardFilter | undefined), min: n, max: n });
        return false;
      }
      moveCards(ctx, a.cards, zk(Z.cemetery, env.controller), { reason: 'cost', by: env.controller });
      return true;
    },
  },
};

export const STARTER_EFFECTS: Record<string, EffectSpec> = {
  ...TURN_COUNT_EFFECTS, // rules/turn-counts.ts
  'sve.playOption': {
    description: 'Data of 「これをプレイする際、コストを+Nしてよい」 (optional additional cost, SVE 10.6.2.2.2) or 「これをプレイする際、(group)1体を墓場に置く：コストを-Nする」 (10.4.7.2) (kind replacement, replaces sve.playOption): a play variant changing the PP paid by `amount`; `sacrifice`: the own field card put into the cemetery as its cost; `banish` + `setCost`: 「墓場の(group)N枚を消滅：コストをMにする」 (templates-decks.ts: the N chosen cards of your cemetery are banished as the cost and the cost becomes M). Read by actions/play-variants.ts, never run.',
    params: { amount: { type: 'integer' }, sacrifice: { $ref: '#/$defs/selector' }, setCost: { type: 'integer', minimum: 0 }, banish: { $ref: '#/$defs/selector' } },
    required: ['amount'],
    run: () => undefined,
  },
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
      // as vocabulary.ts choosable: the opponent's 【オーラ】 cards on the field cannot be chosen (12.15.2)
      const all = candidates(ctx, { ...(e.target as Selector), count: null }, env, env.controller).filter((id) => {
        const c = ctx.state.cards[id]!;
        return !(c.controller !== env.controller && zoneNameOf(ctx.state, id) === Z.field && hasKeyword(ctx, id, K.aura));
      });
      if (n === 0 || all.length === 0) {
        bind([]);
        return;
      }
      ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: `Choose up to ${n} target(s)`, candidates: all, min: 0, max: n, data: { source: env.source } });
    },
  },
};

export const STARTER_CONDITIONS: Record<string, ConditionSpec> = {
  'sve.playOptionPaid': {
    description: '「コストを+Nしたなら」: this card was played with its play option taken (SVE 10.6.2.2.2; actions/play-variants.ts marks it).',
    params: {},
    test: (r, _c, env) => env.source !== null && r.state.cards[env.source]?.flags.playOption === true,
  },
  'sve.canEvolveSelf': {
    description: 'This card can evolve by an effect now (SVE 5.16.1.1: on the field, not already evolved 5.16.4, a proper face-down evolve card exists): the 「進化する」 option of 「これは進化するか手札に戻る」 can be carried out (5.18.3.1.2).',
    params: {},
    test: (r, _c, env) => env.source !== null && r.state.cards[env.source] !== undefined && zoneNameOf(r.state, env.source) === Z.field && !isEvolvedCard(r.state, env.source) && properEvolveCards(r, env.source, null).length > 0,
  },
};
