/**
 * One-shot play-cost reductions: 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1,
 * 7.4.8; effect `sve.nextPlayCost`, compiled by abilities/grammar/effects/play.ts).
 *
 * Reading of 「次に」 (the rules give no separate definition, 10.4): the effect waits for the next card of the
 * group that its master plays this turn and is used by that play, whatever the reduction does there — a card
 * whose cost is already lower than N still uses it up (the PP paid cannot go below 0, 1.3.2.2.1), and a card
 * played by an effect (「それのコストをNにしてプレイする」) is a play too. Cards outside the group neither use
 * it nor get it. Two such effects are two reductions: both are used by the first card matching each.
 *
 * Data: a kernel player effect (targets null, `player` = the master) whose modifier is the flag
 * `sve.nextPlayCost` with value {filter?, from?, add}, duration `untilEndOfTurn` — so the kernel removes it at
 * 7.4.8 with every other 「このターン」 effect. playCost (actions/play.ts) adds `add` for every live one matching
 * the card (the PP check 10.6.2.5.4 and the listing of legal plays use the lowered cost); playCardOp removes the
 * matching ones when the card is played (10.6.2.5).
 */
import { addEffect, getVar, matchesFilter, type CardFilter, type ContinuousEffect, type Ctx, type EffectSpec, type JsonObject, type Reader } from '../../../../engine/src/index.js';
import { cardsIn, zoneNameOf } from '../state.js';

export const NEXT_PLAY_COST = 'sve.nextPlayCost';

function matching(r: Reader, player: number, id: string): ContinuousEffect[] {
  return r.state.effects.filter((e) => {
    if (e.targets !== null || e.player !== player || e.modifier.type !== 'flag' || e.modifier.flag !== NEXT_PLAY_COST) return false;
    const v = e.modifier.value as JsonObject;
    if (typeof v.from === 'string' && zoneNameOf(r.state, id) !== v.from) return false; // 「EXエリアのカード」
    if (Array.isArray(v.cards) && !v.cards.includes(id)) return false; // 「これによってEXエリアに置いたカード」 (BP14-046)
    return matchesFilter(r, id, (v.filter ?? null) as CardFilter | null);
  });
}

/** The PP change the live 「次に…プレイする際」 effects of `player` make to playing card `id` (10.4.4.1). */
export function nextPlayDelta(r: Reader, player: number, id: string): number {
  let d = 0;
  for (const e of matching(r, player, id)) d += Number((e.modifier as { value: JsonObject }).value.add ?? 0);
  return d;
}

/**
 * The cost the live 「次に…プレイする際、コストをNにする」 effects of the card's master set for playing card `id`, or null
 * (SVE 10.10.2.4: a set applies before the raises / lowers; the latest one wins).
 */
export function nextPlaySet(r: Reader, id: string): number | null {
  const c = r.state.cards[id];
  if (!c) return null;
  let set: number | null = null;
  for (const e of matching(r, c.controller, id)) {
    const v = (e.modifier as { value: JsonObject }).value;
    if (typeof v.set === 'number') set = v.set;
  }
  return set;
}

/** Uses up the effects that apply to this play of card `id` by `player` (called as the cost is paid, 10.6.2.5). */
export function useNextPlayCost(ctx: Ctx, player: number, id: string): void {
  const used = new Set(matching(ctx, player, id).map((e) => e.id));
  if (used.size > 0) ctx.state.effects = ctx.state.effects.filter((e) => !used.has(e.id));
}

export const NEXT_PLAY_COST_EFFECTS: Record<string, EffectSpec> = {
  [NEXT_PLAY_COST]: {
    description: '「このターン、次に自分が(group)をプレイする際、コストを-Nする / Nにする」 (SVE 10.4.4.1, 7.4.8): a player effect of the master until the end of the turn; the next card matching `filter` (and played from `from`, when given; one of the cards that entered your zone `newIn.zone` since `newIn.before` was noted, when given) that the master plays this turn costs `add` PP more (negative: less; never below 0) — or has its cost set to `set` first (10.10.2.4) — and that play uses it up even when the reduction was not needed (rules/next-play-cost.ts).',
    params: { filter: { $ref: '#/$defs/cardFilter' }, from: { type: 'string' }, add: { type: 'integer' }, set: { type: 'integer', minimum: 0 }, newIn: { type: 'object' } },
    run: (ctx, e, env) => {
      const value: JsonObject = { add: typeof e.add === 'number' ? e.add : 0 };
      if (typeof e.set === 'number') value.set = e.set; // 「コストをNにする」 (10.10.2.4)
      if (e.filter) value.filter = e.filter;
      if (typeof e.from === 'string') value.from = e.from;
      const n = e.newIn as JsonObject | undefined;
      if (n && typeof n.zone === 'string') {
        // 「これによって(zone)に置いたカード」: the cards in that zone of yours now that were not there when `before` was noted
        const before = typeof n.before === 'string' ? getVar(ctx.state, env, n.before) : null;
        const old = new Set(Array.isArray(before) ? (before as string[]) : []);
        value.cards = cardsIn(ctx.state, n.zone, env.controller).filter((id) => !old.has(id));
      }
      addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: null, player: env.controller, modifier: { type: 'flag', flag: NEXT_PLAY_COST, value }, duration: 'untilEndOfTurn' });
    },
  },
};
