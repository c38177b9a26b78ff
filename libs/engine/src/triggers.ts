/**
 * Trigger collection: after events, every automatic ability whose trigger matches goes on standby
 * (`state.pending`; SVE 10.7.2, R4U 9.8.2, GBF 8-7-2, PSO2 406.2.1). Watchers are the cards whose
 * abilities function where they are, plus the cards that just left such a zone, seen as they were
 * there (last known information: "when this leaves", and cards leaving together see each other,
 * SVE 10.7.4.2 / R4U 9.8.4.2). Playing the pending abilities is the games' timing procedure
 * (the kernel's `$check` op, or a game's own stack).
 */
import type { JsonObject } from './json.js';
import type { GameState, PlayerIndex } from './state.js';
import { newId, tick } from './state.js';
import type { Ctx } from './context.js';
import type { GameEvent } from './events.js';
import { eventPayload } from './events.js';
import { canSee, allViewers, functionZoneNames, functionZones } from './zones.js';
import { abilityIndex, functionsInZone } from './ability-index.js';
import { collectGrantedTriggers, type GrantRef } from './abilities/granted.js';
import { collectDelayedTriggers } from './abilities/delayed.js';
import { lossIndex } from './abilities/loss.js';

/** A card as a trigger sees itself: id, identity, controller and the zone name it is (was) in. */
export interface Watcher {
  id: string;
  cardId: string;
  controller: PlayerIndex;
  owner: PlayerIndex;
  zone: string;
  /** Set on a card that left a zone while it had lost its abilities (abilities/loss.ts): its printed automatic abilities do not trigger. */
  lost?: boolean;
  /** A card that left a zone: the granted automatic abilities it had there (moves.ts; abilities/granted.ts). */
  grants?: GrantRef[];
}

function functionsIn(ability: JsonObject, zoneName: string, zoneHasAbilities: boolean): boolean {
  return Array.isArray(ability.zones) ? (ability.zones as unknown[]).includes(zoneName) : zoneHasAbilities;
}

/** Cards currently able to trigger (abilities function in their zone). */
export function currentWatchers(state: GameState): Watcher[] {
  const out: Watcher[] = [];
  const triggered = abilityIndex(state.catalog, 'triggered');
  if (triggered.byCard.size === 0) return out;
  const losers = lossIndex(state); // cards that lost their abilities do not trigger (abilities/loss.ts)
  for (const z of functionZones(state, triggered, true)) {
    // (only zones where a triggered ability can function)
    for (const id of z.cards) {
      const c = state.cards[id]!;
      const list = triggered.byCard.get(c.cardId);
      if (!list || (losers.size > 0 && losers.has(id)) || !list.some((a) => functionsInZone(a, z))) continue;
      out.push({ id, cardId: c.cardId, controller: c.controller, owner: c.owner, zone: z.name });
    }
  }
  return out;
}

export function collectTriggers(ctx: Ctx, events: readonly GameEvent[], lki: readonly Watcher[], internal: readonly JsonObject[] | null = null): void {
  const state = ctx.state;
  if (state.result) return;
  collectGrantedTriggers(ctx, events, internal, lki); // abilities granted by other cards / effects (abilities/granted.ts)
  collectDelayedTriggers(ctx, events, internal); // delayed triggers created by effects (abilities/delayed.ts, SVE 10.7.5)
  const watchers = currentWatchers(state);
  if (lki.length > 0) {
    const seen = new Set(watchers.map((w) => w.id));
    for (const w of lki) if (!seen.has(w.id) && w.lost !== true) watchers.push(w);
  }
  if (watchers.length === 0) return;
  const triggered = abilityIndex(state.catalog, 'triggered');
  // names of zones (of any owner) where abilities function; matching never moves cards or zones
  const fnZoneNames = functionZoneNames(state);
  for (let ei = 0; ei < events.length; ei++) {
    const event = events[ei]!;
    const payload = internal?.[ei] ?? eventPayload(event);
    for (const w of watchers) {
      const list = triggered.byCard.get(w.cardId);
      if (!list) continue;
      const zoneHasAbilities = fnZoneNames.has(w.zone);
      for (const { ability, index } of list) {
        if (!functionsIn(ability, w.zone, zoneHasAbilities)) continue;
        const trig = ability.trigger as JsonObject | undefined;
        if (!trig || typeof trig.on !== 'string') continue;
        const spec = ctx.vocab.triggers[trig.on];
        if (!spec || !spec.match(ctx, payload, w, trig)) continue;
        // "N times per turn": goes on standby at most N times (SVE 10.7.2.2, R4U 9.2.2)
        const limit = ability.limit as JsonObject | undefined;
        const key = `${w.id}#${index}`;
        if (limit && typeof limit.perTurn === 'number') {
          const used = state.usage[key] ?? 0;
          if (used >= limit.perTurn) continue;
          state.usage[key] = used + 1;
        }
        const id = newId(state, 't');
        state.pending.push({
          id,
          controller: w.controller,
          source: w.id,
          sourceCardId: w.cardId,
          ability: index,
          event: payload,
          timestamp: tick(state),
        });
        if (!ctx.quiet) ctx.events.push(triggeredEvent(state, id, w, index, event));
      }
    }
  }
}

export function triggeredEvent(state: GameState, id: string, w: Watcher, index: number, cause: GameEvent): GameEvent {
  // who may know which card triggered: those who see it now, or who saw the causing event in full
  const knows = (v: PlayerIndex | 'spectator') =>
    (state.cards[w.id] !== undefined && canSee(state, v, w.id)) ||
    cause.visibleTo === 'all' ||
    (v !== 'spectator' && cause.visibleTo.includes(v));
  const viewers = allViewers(state);
  const full = viewers.filter(knows);
  const payload = { trigger: id, source: w.id, cardId: w.cardId, ability: index, controller: w.controller };
  if (full.length === viewers.length) return { ...payload, type: 'triggered', visibleTo: 'all', redacted: null };
  return {
    ...payload,
    type: 'triggered',
    visibleTo: full.filter((v): v is number => v !== 'spectator'),
    redacted: { type: 'triggered', trigger: id, controller: w.controller },
  };
}
