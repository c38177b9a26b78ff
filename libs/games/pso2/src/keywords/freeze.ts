/**
 * フリーズ (PSO2 301.3): the card cannot declare attacks, for the duration the text gives (a continuous effect
 * with the flag `pso2.frozen`; the attack listing reads it).
 */
import type { Duration, EffectSpec, Selector } from '../../../../engine/src/index.js';
import { addEffect, chooseTargets } from '../../../../engine/src/index.js';
import { FLAG } from '../constants.js';

export const freezeEffect: EffectSpec = {
  description: 'フリーズ (PSO2 301.3): the chosen cards cannot declare attacks for the duration.',
  params: { target: { $ref: '#/$defs/selector' }, duration: { $ref: '#/$defs/duration' } },
  required: ['target', 'duration'],
  run: (ctx, e, env, f) => {
    const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to freeze', 'PSO2 301.3');
    if (!ids || ids.length === 0) return;
    addEffect(ctx, {
      source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null,
      modifier: { type: 'flag', flag: FLAG.frozen, value: true }, duration: e.duration as Duration,
    });
  },
};
