/**
 * 「+する」 (SVE 5.27) for a follower's attack / health: 「これの[攻撃力]か[体力]を+したとき」.
 *
 * 5.27.1: a value was +'d when it changed from its current value to a larger one; 5.27.2: a value set to a
 * specific number counts when the new number is larger. Stat changes of followers are continuous effects
 * (`modify` steps, super evolve's +1/+1, 14.4.5.1.3.1 …), so the rules look at the stat effects created since
 * the last look (`state.data['sve.raiseClock']`, the kernel clock): an effect raised a card's attack (or
 * health) when the card's value with it is larger than without it — so +0, a negative change (damage is a
 * `defense −N` effect) and a change overridden by a later 「…をNにする」 are not a + (5.27.1). Each card raised
 * gets one public event `sve.statRaised` {card, stats} per look (a +1/+1 is one +, not two).
 * The look runs at every rule-processing pass (turn/rule-processing.ts), i.e. at the check timing right after
 * the effect (10.5.2), so the trigger goes on standby there. Evolving (5.16.1.2: the card takes the evolve
 * card's printed values) is no effect that +'s and is not counted.
 */
import { emit, publicEvent, statOf, type ContinuousEffect, type Ctx } from '../../../../engine/src/index.js';
import { STAT, Z } from '../constants.js';
import { zoneNameOf } from '../state.js'; // (the kernel statOf: never the read-only memo, which would hide the change)
import { STAT_RAISED } from '../abilities/vocab/triggers.js';

const KEY = 'sve.raiseClock';
const STATS: readonly string[] = [STAT.attack, STAT.health];

/** Emits `sve.statRaised` for field cards raised by stat effects created since the last call (SVE 5.27). */
export function noteStatRaises(ctx: Ctx): void {
  const s = ctx.state;
  const seen = typeof s.data[KEY] === 'number' ? (s.data[KEY] as number) : 0;
  let fresh: ContinuousEffect[] | null = null;
  for (const e of s.effects) {
    if (e.timestamp > seen && e.modifier.type === 'stat' && STATS.includes(e.modifier.stat) && e.targets !== null) (fresh ??= []).push(e);
  }
  if (fresh === null) return;
  s.data[KEY] = s.clock;
  const raised = new Map<string, Set<string>>();
  for (const e of fresh) {
    if (e.modifier.type !== 'stat' || (e.modifier.op === 'add' && e.modifier.value <= 0)) continue; // −N / +0: never a +
    const stat = e.modifier.stat;
    for (const id of e.targets!) {
      if (!s.cards[id] || zoneNameOf(s, id) !== Z.field) continue;
      if (gainFrom(ctx, e, id, stat) <= 0) continue;
      let set = raised.get(id);
      if (!set) raised.set(id, (set = new Set()));
      set.add(stat === STAT.health ? 'health' : 'attack');
    }
  }
  // canonical order (ids as strings) for a deterministic event order
  for (const id of [...raised.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    emit(ctx, publicEvent(STAT_RAISED, { card: id, stats: [...raised.get(id)!].sort(), rule: 'SVE 5.27.1' }));
  }
}

/** How much the card's `stat` is larger with effect `e` than without it now (the effect is taken out and put back). */
function gainFrom(ctx: Ctx, e: ContinuousEffect, id: string, stat: string): number {
  const with_ = statOf(ctx, id, stat) ?? 0;
  const i = ctx.state.effects.indexOf(e);
  ctx.state.effects.splice(i, 1);
  try {
    return with_ - (statOf(ctx, id, stat) ?? 0);
  } finally {
    ctx.state.effects.splice(i, 0, e);
  }
}
