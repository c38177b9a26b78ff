/**
 * SVE vocabulary entries for the token templates of group 1 (templates-tokens-1.ts): piloting (5.32),
 * gained traits, a cost engaging followers whose original costs reach a total. Merged into SVE_VOCABULARY
 * (vocabulary.ts) next to the starter entries.
 */
import { answerOf, ask, candidates, chooseTargets, setTapped, type CostSpec, type Duration, type EffectSpec, type Selector } from '../../../../engine/src/index.js';
import { gainTrait, originalCost, pilot } from '../rules/kind-change.js';

type CostCtx = Parameters<CostSpec['canPay']>[0];
type CostEnv = Parameters<CostSpec['canPay']>[2];

/** Standing cards of the selector (your field, 10.4.3) that can be engaged as the cost. */
function standing(ctx: CostCtx, sel: Selector, env: CostEnv, exclude: readonly string[] = []): string[] {
  return candidates(ctx, { ...sel, count: null }, env, env.controller).filter((id) => !ctx.state.cards[id]!.tapped && !exclude.includes(id));
}

const sum = (ctx: CostCtx, ids: readonly string[]) => ids.reduce((n, id) => n + originalCost(ctx as Parameters<typeof originalCost>[0], id), 0);

export const TOKENS_1_COSTS: Record<string, CostSpec> = {
  'sve.tapTotal': {
    description: '「場のフォロワーを元のコストの合計がN以上になるように好きな枚数[アクト]」 (SVE 10.4.3, 5.24.1): engage any number of standing cards the selector names (your field) whose original costs total `total` or more; payable when all of them together reach it. Chosen one at a time until the total is reached (adding more is never needed).',
    params: { target: { $ref: '#/$defs/selector' }, total: { type: 'integer', minimum: 1 } },
    required: ['target', 'total'],
    canPay: (ctx, c, env) => sum(ctx, standing(ctx, c.target as Selector, env)) >= (c.total as number),
    pay: (ctx, c, env, f) => {
      const picked = Array.isArray(f.picked) ? (f.picked as string[]) : [];
      const a = answerOf<{ cards: string[] }>(f);
      const now = a ? [...picked, ...a.cards] : picked;
      const total = c.total as number;
      if (sum(ctx, now) >= total) {
        setTapped(ctx, now, true, 'cost');
        return true;
      }
      const left = standing(ctx, c.target as Selector, env, now);
      ask(ctx, { ...f, picked: now }, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.4.3', prompt: `Engage cards with original costs totalling ${total} or more (${sum(ctx, now)} so far)`, candidates: left, min: 1, max: 1 });
      return false;
    },
  },
};

export const TOKENS_1_EFFECTS: Record<string, EffectSpec> = {
  'sve.pilot': {
    description: '「これを操縦する」 (SVE 5.32.1): the amulet becomes a follower with its printed attack and health for the turn (rules/kind-change.ts); without printed attack or health nothing happens (5.32.1.1).',
    params: { target: { $ref: '#/$defs/selector' } },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Pilot');
      for (const id of ids ?? []) pilot(ctx, id, env.source);
    },
  },
  'sve.gainTrait': {
    description: '「それは…(trait)・タイプを持つ」 (SVE 2.4): the cards have the trait too for the duration (kernel flag trait:<name>, read by card filters).',
    params: { target: { $ref: '#/$defs/selector' }, trait: { type: 'string', minLength: 1 }, duration: { $ref: '#/$defs/duration' } },
    required: ['target', 'trait', 'duration'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Gain a trait');
      for (const id of ids ?? []) gainTrait(ctx, id, e.trait as string, e.duration as Duration, env.source, env.controller);
    },
  },
};
