/**
 * SVE vocabulary for 「+したとき」 (SVE 5.27, templates-raise.ts), merged into SVE_VOCABULARY (vocabulary.ts):
 *  - `sve.healthRaised` 「自分のリーダーの[体力]を+したとき」: the leader's health changed to a larger value
 *    (5.27.1) — event `sve.healthRaised` of rules/damage.ts (「[体力]+Nする」 with N ≥ 1, Drain, the heal hook) —
 *    or was set to a larger value (5.27.2: event `sve.healthSet` with to > from);
 *  - `sve.statRaised` 「これの[攻撃力]か[体力]を+したとき」: this card's attack or health changed to a larger
 *    value (event `sve.statRaised` of rules/raise.ts);
 *  - effect `sve.noteDecreases` (templates-raise-2.ts): binds 「このターン中に自分のリーダーの体力が減少した回数」.
 */
import type { EffectSpec, TriggerSpec } from '../../../../engine/src/index.js';

export const HEALTH_RAISED = 'sve.healthRaised';
export const STAT_RAISED = 'sve.statRaised';

export const RAISE_TRIGGERS: Record<string, TriggerSpec> = {
  [HEALTH_RAISED]: {
    description: '「(side)のリーダーの[体力]を+したとき」 (SVE 5.27.1): a leader\'s health changed to a larger value (+N with N ≥ 1: event sve.healthRaised of rules/damage.ts; 「体力をNにする」 to a larger value, 5.27.2: event sve.healthSet). +0 and decreases are not a +. Default side: yours.',
    params: { side: { enum: ['you', 'opponent', 'any'] } },
    match: (_r, e, self, p) => {
      const up = (e.type === HEALTH_RAISED && typeof e.amount === 'number' && e.amount > 0)
        || (e.type === 'sve.healthSet' && typeof e.from === 'number' && typeof e.to === 'number' && e.to > e.from);
      if (!up || typeof e.player !== 'number') return false;
      const side = (p.side as string | undefined) ?? 'you';
      return side === 'any' || (side === 'you') === (e.player === self.controller);
    },
  },
  [STAT_RAISED]: {
    description: '「これの[攻撃力]か[体力]を+したとき」 (SVE 5.27.1, 5.27.2): an effect changed this card\'s attack or health to a larger value (event sve.statRaised of rules/raise.ts, once per card per check timing).',
    params: {},
    match: (_r, e, self) => e.type === STAT_RAISED && e.card === self.id,
  },
};

/** Variable `sve.noteDecreases` binds: 「このターン中に自分のリーダーの体力が減少した回数」 as it is now. */
export const DECREASES_VAR = 'sve.healthDecreasesThisTurn';

export const RAISE_EFFECTS: Record<string, EffectSpec> = {
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
};
