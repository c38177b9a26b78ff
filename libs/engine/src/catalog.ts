/**
 * Catalog snapshot: the facts of every card a game can meet (deck cards and tokens) are copied into
 * the state at setup, stamped with a catalog version. The game then never needs the catalog again,
 * and a catalog update cannot change a game in progress (replays stay exact).
 */
import type { JsonObject } from './json.js';
import { cloneJson, isJson } from './json.js';
import type { CardFacts } from './state.js';
import type { CardSource, CatalogCard, GameDefinition } from './definition.js';
import type { Ability } from './abilities/types.js';

export function lookupFrom(source: CardSource): (id: string) => CatalogCard | null {
  if (typeof source === 'function') return (id) => source(id) ?? null;
  if (Array.isArray(source)) {
    // built on the first lookup: with a snapshot cache a game may need none (a full card list is thousands of cards)
    let map: Map<string, CatalogCard> | null = null;
    return (id) => {
      if (map === null) {
        map = new Map<string, CatalogCard>();
        for (const c of source as ReadonlyArray<CatalogCard>) map.set(c.id, c);
      }
      return map.get(id) ?? null;
    };
  }
  const rec = source as Readonly<Record<string, CatalogCard>>;
  return (id) => (Object.prototype.hasOwnProperty.call(rec, id) ? rec[id]! : null);
}

/** The default mapping: printed fields as they are; abilities as given (validated by the caller). */
export function defaultFacts(card: CatalogCard): CardFacts {
  const extra = card.extra && isJson(card.extra) ? (cloneJson(card.extra) as JsonObject) : {};
  return {
    id: card.id,
    name: card.name,
    type: card.type,
    subtypes: [...(card.subtypes ?? [])],
    traits: [...(card.traits ?? [])],
    classOrColor: card.classOrColor ?? null,
    cost: card.cost ?? null,
    attack: card.attack ?? null,
    defense: card.defense ?? null,
    keywords: [...(card.keywords ?? [])],
    abilities: Array.isArray(card.abilities) && isJson(card.abilities) ? (cloneJson(card.abilities) as Ability[]) : [],
    extra,
    token: card.flags?.token === true,
  };
}

export function factsOf(def: GameDefinition, card: CatalogCard): CardFacts {
  return def.catalog?.toFacts ? def.catalog.toFacts(card) : defaultFacts(card);
}

/** Catalog ids of tokens an ability list can create (effect `token` with `card`). */
export function tokenRefs(abilities: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.type === 'token' && typeof o.card === 'string') out.add(o.card);
      Object.values(o).forEach(walk);
    }
  };
  walk(abilities);
  return [...out];
}
