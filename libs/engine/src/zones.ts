/**
 * Zones and visibility. A zone is an ordered list of instance ids (index 0 = top for ordered zones)
 * with a visibility rule; `canSee` is the single place that decides whether a viewer knows a card's
 * identity (catalog id). Card counts of every zone are always public (SVE 4.1.2.1, R4U 4.1.2.2,
 * GBF 3-1-2, PSO2 400.3).
 */
import type { CardInstance, GameState, PlayerIndex, Viewer, ZoneState } from './state.js';
import { zoneKey } from './state.js';
import { EngineError } from './errors.js';
import { zoneMayFunction, type KindIndex } from './ability-index.js';

export function getZone(state: GameState, key: string): ZoneState {
  const z = state.zones[key];
  if (!z) throw new EngineError('MALFORMED_STATE', `unknown zone ${key}`);
  return z;
}

export function hasZone(state: GameState, name: string, owner: PlayerIndex | null): boolean {
  return state.zones[zoneKey(name, owner)] !== undefined;
}

/** Instance ids in a player's zone (or a shared zone with owner null), top first. */
export function cardsIn(state: GameState, name: string, owner: PlayerIndex | null): string[] {
  return getZone(state, zoneKey(name, owner)).cards;
}

export function getCard(state: GameState, id: string): CardInstance {
  const c = state.cards[id];
  if (!c) throw new EngineError('MALFORMED_STATE', `unknown card instance ${id}`);
  return c;
}

/** Zone name (without owner) of a card. */
export function zoneNameOf(state: GameState, id: string): string {
  return getZone(state, getCard(state, id).zone).name;
}

export function isRevealedTo(state: GameState, id: string, viewer: Viewer): boolean {
  const r = state.reveals.find((x) => x.card === id);
  if (!r) return false;
  if (viewer === 'spectator') return state.players.every((p) => r.to.includes(p.index));
  return r.to.includes(viewer);
}

/** Whether `viewer` may know the identity of card `id` right now. */
export function canSee(state: GameState, viewer: Viewer, id: string): boolean {
  const card = state.cards[id];
  if (!card) return false;
  if (isRevealedTo(state, id, viewer)) return true;
  const zone = state.zones[card.zone];
  if (!zone) return false;
  switch (zone.visibility) {
    case 'public':
      if (card.face === 'up') return true;
      if (zone.faceDown === 'all') return true;
      return zone.faceDown === 'controller' && viewer === card.controller;
    case 'owner':
      // the owner looks at the zone; a face-up card there is public (e.g. SVE 4.6.3)
      return viewer === zone.owner || card.face === 'up';
    case 'hidden':
    default:
      return false;
  }
}

/**
 * Whether `viewer` sees the instance ids of a zone's cards (as placeholders when hidden).
 * Ordered zones the viewer cannot look at show a count only, so their order cannot be tracked.
 */
export function showsIds(zone: ZoneState, viewer: Viewer): boolean {
  switch (zone.visibility) {
    case 'public':
      return true;
    case 'owner':
      return viewer === zone.owner || !zone.ordered;
    case 'hidden':
    default:
      return false;
  }
}

/** All viewers of a state: every seat plus the spectator. */
export function allViewers(state: GameState): Viewer[] {
  return [...state.players.map((p) => p.index), 'spectator'];
}

const functionZoneCache = new WeakMap<object, Map<KindIndex, { plain: ZoneState[] | null; sorted: ZoneState[] | null }>>();

/**
 * The zones of `state` where abilities of an indexed kind can function (`zoneMayFunction`: function
 * zones, and zones some ability of the kind names), in the order of `Object.keys(state.zones)` or, with
 * `sorted`, of the sorted keys. The ability queries (`modifiersOf`, trigger watchers) run this scan on
 * every call, so it is remembered per zones record and index. Contract: the zone records of a state
 * are made at setup; afterwards only their `cards` change (no zone is added, removed or replaced, and
 * no zone's `name` or `abilities` changes; `cloneState` makes new records, so each apply has its own).
 */
export function functionZones(state: GameState, idx: KindIndex, sorted: boolean): readonly ZoneState[] {
  const zones = state.zones;
  let perIndex = functionZoneCache.get(zones);
  if (perIndex === undefined) {
    perIndex = new Map();
    functionZoneCache.set(zones, perIndex);
  }
  let entry = perIndex.get(idx);
  if (entry === undefined) {
    entry = { plain: null, sorted: null };
    perIndex.set(idx, entry);
  }
  if (sorted) return (entry.sorted ??= sortedZoneKeys(state).map((k) => zones[k]!).filter((z) => zoneMayFunction(idx, z)));
  return (entry.plain ??= Object.keys(zones).map((k) => zones[k]!).filter((z) => zoneMayFunction(idx, z)));
}

const functionNameCache = new WeakMap<object, ReadonlySet<string>>();

/** Names of the zones (of any owner) where abilities function (`abilities: true`); cached like `functionZones`. */
export function functionZoneNames(state: GameState): ReadonlySet<string> {
  let names = functionNameCache.get(state.zones);
  if (names === undefined) {
    const set = new Set<string>();
    for (const key of Object.keys(state.zones)) if (state.zones[key]!.abilities) set.add(state.zones[key]!.name);
    names = set;
    functionNameCache.set(state.zones, names);
  }
  return names;
}

let lastZoneKeys: readonly string[] = [];
let lastSortedZoneKeys: readonly string[] = [];

/**
 * `Object.keys(state.zones).sort()` (the zone order of every scan: watchers, candidates, views),
 * remembered for as long as the keys are the same (they are fixed at setup, so every state of a
 * game and every game of a definition hits). Do not modify the returned array.
 */
export function sortedZoneKeys(state: GameState): readonly string[] {
  const keys = Object.keys(state.zones);
  const n = keys.length;
  if (n === lastZoneKeys.length) {
    let same = true;
    for (let i = 0; i < n; i++) {
      if (keys[i] !== lastZoneKeys[i]) {
        same = false;
        break;
      }
    }
    if (same) return lastSortedZoneKeys;
  }
  lastZoneKeys = keys;
  lastSortedZoneKeys = [...keys].sort();
  return lastSortedZoneKeys;
}
