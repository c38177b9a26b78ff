/**
 * SVE vocabulary entries for the long-tail templates of group 4 (templates-long-4.ts), merged into
 * SVE_VOCABULARY (vocabulary.ts).
 */
import type { TriggerSpec } from '../../../../engine/src/index.js';

/** Trigger 「これがアクトしたとき」 (SVE 5.4.1): this card on the field turned from standing to engaged. */
export const ENGAGED = 'sve.engaged';

export const LONG4_TRIGGERS: Record<string, TriggerSpec> = {
  [ENGAGED]: {
    description: '「これがアクトしたとき」 (SVE 5.4.1): this card, on the field, was engaged (the kernel event `tapped`: an [アクト] cost 10.4.6, an attack 8.4.4, an effect 「それをアクトする」, 【守護】\'s entry choice 12.8.2). A card put onto the field already engaged (「アクト状態で場に出る」) was not engaged: it does not trigger.',
    params: {},
    match: (_r, e, self) => e.type === 'tapped' && e.card === self.id && e.reason !== 'entersEngaged',
  },
};
