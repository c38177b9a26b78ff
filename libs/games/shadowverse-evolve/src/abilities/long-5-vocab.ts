/**
 * SVE vocabulary entries for the long-tail templates of group 5 (templates-long-5.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts): 「このターン、これの([進化]を除く)[起動]能力を使えない」.
 */
import { candidates, getVar, modifiersOf, push, type AbilityEnv, type Ctx, type EffectSpec, type Frame, type JsonObject, type KeywordSpec, type Reader, type Selector } from '../../../../engine/src/index.js';
import { hasKeyword } from '../state.js';

/** 「このターン、これの[進化]を除く[起動]能力を使えない」: its activated abilities other than [進化] cannot be played (actions/main.ts). */
export const NO_ACTIVATE = 'sve.noActivate';
/** 「このターン、これの[起動]能力を使えない」: no activated ability at all, [進化] included (actions/main.ts, actions/evolve-rules.ts). */
export const NO_ACTIVATE_ALL = 'sve.noActivateAll';

/** Can the card's activated abilities be played (`evolve`: its [進化] ability, 12.2.1)? */
export function activationBlocked(r: Reader, id: string, evolve: boolean): boolean {
  return hasKeyword(r, id, NO_ACTIVATE_ALL) || (!evolve && hasKeyword(r, id, NO_ACTIVATE));
}

/** Pseudo-stat 「受けるN+1以上のダメージをNにする」 (SVE 5.14.2): the most damage the card can take at once (rules/damage.ts). */
export const DAMAGE_CAP = 'damageCap';

/** The damage a follower takes after the caps on it (the lowest one applies). */
export function damageCapped(r: Reader, id: string, n: number): number {
  let cap = n;
  for (const m of modifiersOf(r, id, (x) => x.type === 'stat' && x.stat === DAMAGE_CAP)) if (m.type === 'stat') cap = Math.min(cap, m.value);
  return cap;
}

export const LONG5_KEYWORDS: Record<string, KeywordSpec> = {
  [NO_ACTIVATE]: { description: '「このターン、これの[進化]を除く[起動]能力を使えない」 (SVE 10.4.6 / 8.3): its activated abilities other than its evolve ability (12.2.1) are not offered (granted ones included).' },
  [NO_ACTIVATE_ALL]: { description: '「このターン、これの[起動]能力を使えない」 (SVE 10.4.6 / 8.3): none of its activated abilities — its evolve ability included (12.2.1) — is offered.' },
};

/** Effect 「それのリーダーは[体力]+Nする」 / 「それのプレイヤーはN枚引く」: `effect` run once for each master of the selected cards. */
export const AS_MASTERS = 'sve.asMasters';

/** The masters of the selected cards: those when they were chosen (`<var>:masters`, last known information 10.11.1), else their current masters. */
export function mastersOf(ctx: Ctx, of: Selector, env: AbilityEnv): number[] {
  const known = of.ref === 'var' && typeof of.var === 'string' ? getVar(ctx.state, env, `${of.var}:masters`) : null;
  return Array.isArray(known) ? [...new Set(known as number[])] : [...new Set(candidates(ctx, { ...of, count: null }, env).map((id) => ctx.state.cards[id]!.controller))];
}

export const LONG5_EFFECTS: Record<string, EffectSpec> = {
  [AS_MASTERS]: {
    description: '「それのリーダーは[体力]+Nする」 / 「それのプレイヤーはN枚引く」: `effect` is carried out for each master of the selected cards — the masters when they were chosen (last known information, 10.11.1: the card may have left the field), else their current masters — as if that player were the controller (「自分」 = that player).',
    params: { of: { $ref: '#/$defs/selector' }, effect: { $ref: '#/$defs/effect' } },
    required: ['of', 'effect'],
    run: (ctx, e, env) => {
      const players = mastersOf(ctx, e.of as Selector, env);
      push(ctx, ...players.map((p): Frame => ({ op: '$effect', effect: e.effect as JsonObject, env: { ...env, controller: p } })));
    },
  },
};
