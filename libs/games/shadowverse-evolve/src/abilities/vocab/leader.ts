/**
 * Leader health by a chosen card's master (10.11.1), a leader or follower chosen together, counting health decreases.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { type AbilityEnv, candidates, chooseTargets, type Ctx, type Frame, getVar, type JsonObject, push, type Selector, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { raiseLeaderHealth } from '../../rules/damage.js';
import { zoneNameOf } from '../../state.js';

/** Effect 「それのリーダーは[体力]+Nする」 / 「それのプレイヤーはN枚引く」: `effect` run once for each master of the selected cards. */
export const AS_MASTERS = 'sve.asMasters';

/** The masters of the selected cards: those when they were chosen (`<var>:masters`, last known information 10.11.1), else their current masters. */
export function mastersOf(ctx: Ctx, of: Selector, env: AbilityEnv): number[] {
  const known = of.ref === 'var' && typeof of.var === 'string' ? getVar(ctx.state, env, `${of.var}:masters`) : null;
  return Array.isArray(known) ? [...new Set(known as number[])] : [...new Set(candidates(ctx, { ...of, count: null }, env).map((id) => ctx.state.cards[id]!.controller))];
}

/** Variable `sve.noteDecreases` binds: 「このターン中に自分のリーダーの体力が減少した回数」 as it is now. */
export const DECREASES_VAR = 'sve.healthDecreasesThisTurn';

/** 「自分のリーダーか自分の場の他のフォロワー1体を選ぶ。それは[体力]+N」 (PCS01-017): a leader's health or a follower's [体力]. */
export const RAISE_HEALTH_OF = 'sve.raiseHealthOf';

export const LEADER_VOCAB: VocabularyExtension = {
  effects: {
    [AS_MASTERS]: {
      description: '「それのリーダーは[体力]+Nする」 / 「それのプレイヤーはN枚引く」: `effect` is carried out for each master of the selected cards — the masters when they were chosen (last known information, 10.11.1: the card may have left the field), else their current masters — as if that player were the controller (「自分」 = that player).',
      params: { of: { $ref: '#/$defs/selector' }, effect: { $ref: '#/$defs/effect' } },
      required: ['of', 'effect'],
      run: (ctx, e, env) => {
        const players = mastersOf(ctx, e.of as Selector, env);
        push(ctx, ...players.map((p): Frame => ({ op: '$effect', effect: e.effect as JsonObject, env: { ...env, controller: p } })));
      },
    },
    'sve.noteDecreases': {
      description: 'Binds `bind` to 「このターン中に自分のリーダーの体力が減少した回数」: how many times your leader\'s health went down this turn (damage or a cost, rules/damage.ts lowerLeaderHealth; 0 in a new turn), read as the effect applies.',
      params: { bind: { type: 'string', minLength: 1 } },
      required: ['bind'],
      run: (ctx, e, env) => {
        const p = ctx.state.players[env.controller]!.flags;
        const n = p.healthDecreaseTurn === ctx.state.turn.number && typeof p.healthDecreases === 'number' ? p.healthDecreases : 0;
        if (env.scope !== null) (ctx.state.scopes[env.scope] ??= {})[e.bind as string] = n;
      },
    },
    [RAISE_HEALTH_OF]: {
      description: '「それは[体力]+N」 after 「自分のリーダーか自分の場の他のフォロワー1体を選ぶ」 (PCS01-017): a chosen leader\'s health goes up by `amount` (the counter, no maximum, SVE 1.3.2.4), a chosen follower gets [体力]+`amount` (a permanent defense modifier).',
      params: { target: { $ref: '#/$defs/selector' }, amount: { type: 'integer', minimum: 0 } },
      required: ['target', 'amount'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose') ?? [];
        const n = e.amount as number;
        for (const id of ids) {
          const z = zoneNameOf(ctx.state, id);
          if (z === Z.leader) raiseLeaderHealth(ctx, ctx.state.cards[id]!.controller, n, env.source);
          else if (z === Z.field) push(ctx, { op: '$effect', effect: { type: 'modify', target: e.target as Selector, stat: 'defense', add: n, duration: 'permanent' }, env }); // the chosen follower (one card, 「1体」)
        }
      },
    },
  },
};
