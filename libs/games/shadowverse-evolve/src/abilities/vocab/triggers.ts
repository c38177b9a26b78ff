/**
 * Triggers: engaged (5.4.1), 「+したとき」 (5.27), ability damage taken (5.14.3.3), leader health decreased, and 「自分のターン中、(trigger)」.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import type { JsonObject, VocabularyExtension } from '../../../../../engine/src/index.js';
import { isAbilityDamageNow } from '../../title/princess-connect.js';

/** Trigger: your leader's health decreased (damage, a cost, 「体力をNにする」 to less; rules/damage.ts). */
export const HEALTH_DECREASED = 'sve.healthDecreased';

/** Trigger 「これがアクトしたとき」 (SVE 5.4.1): this card on the field turned from standing to engaged. */
export const ENGAGED = 'sve.engaged';

/** 「自分のターン中、(trigger)」: the inner trigger, matched only during the watcher's controller's turn. */
export const DURING_TURN = 'sve.duringTurn';

/** 「これが能力ダメージを受けたとき」 (SVE 5.14.3.3): this card was dealt ability damage. */
export const ABILITY_DAMAGED = 'sve.abilityDamaged';

export const HEALTH_RAISED = 'sve.healthRaised';

export const STAT_RAISED = 'sve.statRaised';

export const TRIGGERS_VOCAB: VocabularyExtension = {
  triggers: {
    [ENGAGED]: {
      description: '「これがアクトしたとき」 (SVE 5.4.1): this card, on the field, was engaged (the kernel event `tapped`: an [アクト] cost 10.4.6, an attack 8.4.4, an effect 「それをアクトする」, 【守護】\'s entry choice 12.8.2). A card put onto the field already engaged (「アクト状態で場に出る」) was not engaged: it does not trigger.',
      params: {},
      match: (_r, e, self) => e.type === 'tapped' && e.card === self.id && e.reason !== 'entersEngaged',
    },
    'sve.healthDecreased': {
      description: '「(side)のリーダーの体力が減少したとき」: a leader\'s health went down (damage, a cost — rules/damage.ts event sve.healthDecreased — or 「体力をNにする」 to a lower value). Default side: yours.',
      params: { side: { enum: ['you', 'opponent', 'any'] } },
      match: (_r, e, self, p) => {
        const lower = e.type === 'sve.healthDecreased' || (e.type === 'sve.healthSet' && typeof e.from === 'number' && typeof e.to === 'number' && e.to < e.from);
        if (!lower || typeof e.player !== 'number') return false;
        const side = (p.side as string | undefined) ?? 'you';
        return side === 'any' || (side === 'you') === (e.player === self.controller);
      },
    },
    [ABILITY_DAMAGED]: {
      description: '「これが能力(による)ダメージを受けたとき」 (SVE 5.14.3.3): this card was dealt 1 or more ability damage (any damage but the attack and combat damage of 8.4.9).',
      params: {},
      match: (r, e, self) => e.type === 'damage' && e.card === self.id && isAbilityDamageNow(r.state),
    },
    [DURING_TURN]: {
      description: '「自分のターン中、(trigger)」: `trigger` is the trigger condition proper; the ability goes on standby (SVE 10.7.2) only when it is met during its master\'s turn (`whose: yours`; in the opponent\'s turn nothing triggers).',
      params: { whose: { enum: ['yours'] }, trigger: { $ref: '#/$defs/trigger' } },
      required: ['whose', 'trigger'],
      match: (r, e, self, p) => {
        if (r.state.turn.active !== self.controller) return false;
        const inner = p.trigger as JsonObject;
        const spec = r.vocab.triggers[inner.on as string];
        return spec !== undefined && spec.match(r, e, self, inner);
      },
    },
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
  },
};
