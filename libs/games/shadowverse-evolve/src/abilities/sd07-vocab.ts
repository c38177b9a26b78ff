/**
 * SVE vocabulary entries for the templates of templates-sd07.ts, merged into SVE_VOCABULARY
 * (vocabulary.ts): the trigger wrapper 「自分のターン中、(trigger)」 and a choice bounded by a cost X (5.2).
 */
import { isAbilityDamageNow } from '../title/princess-connect.js';
import { evalAmount, type EffectSpec, type Json, type JsonObject, type Selector, type TriggerSpec } from '../../../../engine/src/index.js';

/** 「自分のターン中、(trigger)」: the inner trigger, matched only during the watcher's controller's turn. */
export const DURING_TURN = 'sve.duringTurn';
/** 「これが能力ダメージを受けたとき」 (SVE 5.14.3.3): this card was dealt ability damage. */
export const ABILITY_DAMAGED = 'sve.abilityDamaged';

export const SD07_TRIGGERS: Record<string, TriggerSpec> = {
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
};

export const SD07_EFFECTS: Record<string, EffectSpec> = {
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
};
