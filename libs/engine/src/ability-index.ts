/**
 * Per-snapshot index of card abilities by kind, for the queries that run on every state read
 * (`modifiersOf`: static abilities; `currentWatchers`: triggered; `activatableAbilities`: activated).
 *
 * The catalog snapshot (`state.catalog`) is immutable for the whole game and shared by reference
 * between the states of one game (context.ts `cloneState`), so its index is built once per snapshot
 * object (WeakMap) and reused by every later state. Without it, each query looked at every card of
 * every zone (decks and hands included) and at each of their abilities.
 *
 * Exactness: a card's ability of kind K functions in zone Z when the ability lists `zones` and Z's
 * name is among them, or lists none and Z is a function zone (`abilities: true`). So a zone can only
 * hold a functioning ability of kind K when it is a function zone or its name is listed by some
 * ability of kind K in the snapshot (`zones` below); every other zone can be skipped without
 * looking at its cards. Within the zones looked at, the order of cards and abilities is unchanged.
 *
 * Contract: never mutate `state.catalog` or its entries. A state whose snapshot must differ needs
 * its own catalog object (e.g. `cloneJson(state)` before editing it, as tests do).
 */
import type { Ability } from './abilities/types.js';
import type { CardFacts, ZoneState } from './state.js';

export interface IndexedAbility {
  ability: Ability;
  /** Position in the card's `abilities` (usage keys, pending triggers). */
  index: number;
  /** The ability's explicit `zones`, or null (then it functions in function zones). */
  zones: unknown[] | null;
}

export interface KindIndex {
  /** Catalog id -> its abilities of this kind, in printed order (ids without any are absent). */
  byCard: Map<string, IndexedAbility[]>;
  /** Every zone name some ability of this kind lists in `zones`. */
  zones: Set<unknown>;
}

const indexes = new WeakMap<object, Map<string, KindIndex>>();
const EMPTY: KindIndex = { byCard: new Map(), zones: new Set() };

/** The abilities of `kind` in a catalog snapshot (built on first use per snapshot object). */
export function abilityIndex(catalog: Readonly<Record<string, CardFacts>>, kind: string): KindIndex {
  if (catalog === null || typeof catalog !== 'object') return EMPTY; // malformed state: no snapshot, no abilities
  let perKind = indexes.get(catalog);
  if (!perKind) {
    perKind = new Map();
    indexes.set(catalog, perKind);
  }
  let idx = perKind.get(kind);
  if (!idx) {
    idx = build(catalog, kind);
    perKind.set(kind, idx);
  }
  return idx;
}

function build(catalog: Readonly<Record<string, CardFacts>>, kind: string): KindIndex {
  const byCard = new Map<string, IndexedAbility[]>();
  const zones = new Set<unknown>();
  for (const cardId of Object.keys(catalog)) {
    const facts = catalog[cardId];
    if (!facts || !Array.isArray(facts.abilities)) continue; // (malformed open states: nothing functions)
    let list: IndexedAbility[] | null = null;
    let index = 0;
    for (const ability of facts.abilities) {
      if (ability.kind === kind) {
        const z = Array.isArray(ability.zones) ? (ability.zones as unknown[]) : null;
        if (z) for (const name of z) zones.add(name);
        (list ??= []).push({ ability, index, zones: z });
      }
      index++;
    }
    if (list) byCard.set(cardId, list);
  }
  return { byCard, zones };
}

/** Whether abilities of the indexed kind can function in this zone (see the module comment). */
export function zoneMayFunction(idx: KindIndex, zone: ZoneState): boolean {
  return zone.abilities || idx.zones.has(zone.name);
}

/** Whether one indexed ability functions in this zone (its `zones`, else the zone's `abilities`). */
export function functionsInZone(a: IndexedAbility, zone: ZoneState): boolean {
  return a.zones ? a.zones.includes(zone.name) : zone.abilities;
}
