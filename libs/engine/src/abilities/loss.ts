/**
 * Ability loss: a continuous effect that makes cards lose their abilities (SVE 5.31.2 【箱詰め】,
 * 「能力すべてを失う」; 10.9.1.2 applies "lose ability" effects in the same layer as grants, in timestamp
 * order 10.9.1.6).
 *
 * Data: a continuous effect with locked targets whose modifier is `{type:'loseAbilities'}` (base effect
 * `loseAbilities {target, duration}` in base-effects.ts, or a game's own effect adding the same continuous
 * effect with `addEffect`). This module only reads (no value imports: it is imported by effects.ts). While
 * it applies, each target (the "loser", from the effect's timestamp T on):
 *  - has none of its printed abilities: no printed keyword (keywordsOf / hasKeyword), its static
 *    abilities apply to nothing (modifiersOf: also to other cards — an aura stops), its automatic
 *    abilities do not go on standby (collectTriggers; also "when this leaves" with last known
 *    information: the watcher of a card that left while it had lost its abilities is marked `lost`),
 *    its activated abilities are not offered (activatableAbilities);
 *  - loses every ability it had GAINED before T: granted abilities (abilities/granted.ts) whose grant
 *    began before T, keyword grants of continuous effects created before T and of static abilities of
 *    cards that entered their zone before T (10.9.1.6.1: a static ability's timestamp);
 *  - keeps abilities gained after T (SVE 5.31.2.1) and everything that is not an ability: stat changes
 *    and flags of effects, other cards' static stat changes, keyword removals, damage, counters.
 * Several loss effects on one card: the latest T counts (a grant older than any of them is lost).
 * Deliberate limits: loss comes from continuous effects only (a static ability whose modifier is
 * `loseAbilities` does nothing); abilities a card's printed facts change to later (an evolve card's
 * information, SVE 5.16.1.2) count as printed (they are lost too).
 *
 * Cost: every ability query asks `lossIndex` first; without any loss effect that is one WeakMap lookup
 * (remembered per state with its effects array and length, like `mayGrant`).
 */
import type { GameState } from '../state.js';
import type { Modifier } from './types.js';

/** The modifier type of an ability-loss effect. */
export const LOSE_ABILITIES = 'loseAbilities';

const NO_LOSS: ReadonlyMap<string, number> = new Map();
const scans = new WeakMap<object, { effects: object; length: number; map: ReadonlyMap<string, number> }>();

export function isLossModifier(m: unknown): boolean {
  return typeof m === 'object' && m !== null && (m as Modifier).type === LOSE_ABILITIES;
}

/**
 * Card instance → timestamp of the latest loss effect applying to it now (absent: no loss). Remembered
 * per state object with its effects array and that array's length (the kernel only appends to
 * `state.effects` or replaces the array).
 */
export function lossIndex(state: GameState): ReadonlyMap<string, number> {
  const effects = state.effects;
  if (!Array.isArray(effects) || effects.length === 0) return NO_LOSS;
  const hit = scans.get(state);
  if (hit && hit.effects === effects && hit.length === effects.length) return hit.map;
  let map: Map<string, number> | null = null;
  for (const e of effects) {
    if (e.targets === null || !isLossModifier(e.modifier)) continue;
    for (const t of e.targets) {
      map ??= new Map();
      const prev = map.get(t);
      if (prev === undefined || prev < e.timestamp) map.set(t, e.timestamp);
    }
  }
  const result = map ?? NO_LOSS;
  scans.set(state, { effects, length: effects.length, map: result });
  return result;
}

/** Timestamp from which card `id` has lost its abilities, or null when it has not. */
export function abilitiesLostSince(state: GameState, id: string): number | null {
  const map = lossIndex(state);
  if (map.size === 0) return null;
  return map.get(id) ?? null;
}

/** Whether card `id` has lost its abilities now (its printed ones and those gained before the loss). */
export function hasLostAbilities(state: GameState, id: string): boolean {
  return abilitiesLostSince(state, id) !== null;
}

/** Whether an ability card `id` gained at `gainedAt` is lost now (gained before a loss that applies, 5.31.2). */
export function gainLost(state: GameState, id: string, gainedAt: number): boolean {
  const since = abilitiesLostSince(state, id);
  return since !== null && gainedAt < since;
}
