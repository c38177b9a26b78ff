/**
 * One-shot damage prevention for this turn (SVE 5.14.2 damage modifiers, 10.10 replacement):
 *  「このターン、(これ|それ)は次のダメージを受けない」, 「このターン、自分のリーダーは次のダメージを受けない」,
 *  「このターン、自分のリーダーが次に受けるダメージを-Nする」 (templates-next-damage.ts).
 *
 * Representation: a marker `nextDamage` {turn, prevent, reduce} on the card's flags (a follower; a new object after
 * leaving the field, 4.1.4, loses it; evolving keeps it, 5.16.2) or on the player's flags (the leader). The damage
 * hook (rules/damage.ts) calls `nextDamageApplied` with the damage left after the other modifiers: if it is more
 * than 0 the marker is used up and the damage is prevented (0: no damage event, 10.10.1) or lowered by `reduce`.
 * Damage of 0 is not "receiving damage", so it leaves the marker. Several such effects on one card or leader this
 * turn all wait for the same next damage (prevent wins; reductions add up). The marker expires with the turn.
 */
import { candidates, type EffectSpec, type Json, type JsonObject, type Selector } from '../../../../engine/src/index.js';
import type { Ctx } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zoneNameOf } from '../state.js';

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

export const NEXT_DAMAGE_EFFECTS: Record<string, EffectSpec> = {
  'sve.nextDamage': {
    description: '「このターン、(これ|それ)は次のダメージを受けない」 / 「このターン、自分のリーダーは次のダメージを受けない」 / 「このターン、自分のリーダーが次に受けるダメージを-Nする」 (SVE 5.14.2, 10.10): this turn, the next damage the selected followers (`target`) or your leader (`leader`) would receive is prevented (`prevent`) or lowered by `reduce`; used up by that damage (next-damage-vocab.ts).',
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
};

export type { JsonObject };
