/**
 * Damage prevention and modifiers (SVE 5.14.2, 5.14.3.2, 10.10.1): combat damage immunity, damage caps, the next damage prevented or reduced, no banishing by abilities (5.7).
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { candidates, type Ctx, type Json, modifiersOf, type Reader, type Selector, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { zoneNameOf } from '../../state.js';

/** 「これは交戦ダメージを受けない」 (SVE 5.14.3.2): damage this follower would take at 8.4.9 in combat is not dealt (rules/damage.ts). */
export const NO_COMBAT_DAMAGE = 'sve.noCombatDamage';

/** 「これは能力によって破壊されず、消滅しない」: effects of abilities do not banish it from the field (rules/moves.ts putOp). */
export const NO_BANISH_BY_ABILITY = 'sve.noBanishByAbility';

/** Pseudo-stat 「受けるN+1以上のダメージをNにする」 (SVE 5.14.2): the most damage the card can take at once (rules/damage.ts). */
export const DAMAGE_CAP = 'damageCap';

/** The damage a follower takes after the caps on it (the lowest one applies). */
export function damageCapped(r: Reader, id: string, n: number): number {
  let cap = n;
  for (const m of modifiersOf(r, id, (x) => x.type === 'stat' && x.stat === DAMAGE_CAP)) if (m.type === 'stat') cap = Math.min(cap, m.value);
  return cap;
}

interface Marker { turn: number; prevent: boolean; reduce: number }

function mark(flags: Record<string, Json>, turn: number, prevent: boolean, reduce: number): void {
  const old = flags.nextDamage as unknown as Marker | undefined;
  const cur = old && old.turn === turn ? old : { turn, prevent: false, reduce: 0 };
  flags.nextDamage = { turn, prevent: cur.prevent || prevent, reduce: cur.reduce + reduce } as unknown as Json;
}

/** The damage a holder (card or player flags) actually receives; uses up a live marker when `n` > 0. */
export function nextDamageApplied(ctx: Ctx, flags: Record<string, Json>, n: number): number {
  const m = flags.nextDamage as unknown as Marker | undefined;
  if (!m || n <= 0) return n;
  delete flags.nextDamage;
  if (m.turn !== ctx.state.turn.number) return n; // 「このターン」: expired
  return m.prevent ? 0 : Math.max(0, n - m.reduce);
}

export const PROTECTION_VOCAB: VocabularyExtension = {
  keywords: {
    [NO_COMBAT_DAMAGE]: { description: '「交戦ダメージを受けない」 (SVE 5.14.3.2): the damage the attacking follower and the attack target deal each other at 8.4.9 in combat is not dealt to it (10.10.1: no damage event).' },
    [NO_BANISH_BY_ABILITY]: { description: '「(これは能力によって破壊されず、)消滅しない」: an ability\'s effect that would banish this card from the field does not move it (SVE 5.7; rules/moves.ts putOp, reason banish).' },
  },
  effects: {
    'sve.nextDamage': {
      description: '「このターン、(これ|それ)は次のダメージを受けない」 / 「このターン、自分のリーダーは次のダメージを受けない」 / 「このターン、自分のリーダーが次に受けるダメージを-Nする」 (SVE 5.14.2, 10.10): this turn, the next damage the selected followers (`target`) or your leader (`leader`) would receive is prevented (`prevent`) or lowered by `reduce`; used up by that damage (this file).',
      params: { target: { $ref: '#/$defs/selector' }, leader: { type: 'boolean' }, prevent: { type: 'boolean' }, reduce: { type: 'integer', minimum: 1 } },
      required: [],
      run: (ctx, e, env) => {
        const turn = ctx.state.turn.number;
        const prevent = e.prevent === true;
        const reduce = (e.reduce as number | undefined) ?? 0;
        if (e.leader === true) mark(ctx.state.players[env.controller]!.flags, turn, prevent, reduce);
        if (e.target) {
          for (const id of candidates(ctx, { ...(e.target as Selector), count: null }, env)) {
            if (zoneNameOf(ctx.state, id) === Z.field) mark(ctx.state.cards[id]!.flags, turn, prevent, reduce);
          }
        }
      },
    },
  },
};
