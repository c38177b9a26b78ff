/**
 * Card catalogs and coverage registries of engine-only games: games whose definition is registered
 * with the kernel (registerGame) but that are not one of the five public catalogs, e.g. the kernel's
 * toy game in the API tests. The server's five games take their cards from the catalog database
 * instead; this registry is only consulted for other slugs. Nothing is registered in production.
 */
import { coverageFrom, type CatalogCard, type CoverageRegistry } from '../../engine/src/core.js';

export interface EngineCatalog {
  cards: readonly CatalogCard[];
  coverage: CoverageRegistry;
}

const catalogs = new Map<string, EngineCatalog>();

/** Provides the cards (and optionally the tested card ids) of an engine-only game. */
export function registerEngineCatalog(slug: string, cards: readonly CatalogCard[], tested: Iterable<string> | CoverageRegistry = []): void {
  const coverage = isCoverage(tested) ? tested : coverageFrom(tested);
  catalogs.set(slug, { cards: [...cards], coverage });
}

export function engineCatalog(slug: string): EngineCatalog | null {
  return catalogs.get(slug) ?? null;
}

export function unregisterEngineCatalog(slug: string): boolean {
  return catalogs.delete(slug);
}

/** A coverage registry: an object with `has(id)`. */
export function isCoverage(value: unknown): value is CoverageRegistry {
  return typeof value === 'object' && value !== null && typeof (value as { has?: unknown }).has === 'function' && !(Symbol.iterator in value);
}

/**
 * Reads a game module's coverage export (an object with `has`, a Set, or an array of tested card ids);
 * anything else gives an empty registry. `source` says where it came from (for the coverage report).
 */
export function coverageOf(value: unknown): { coverage: CoverageRegistry; source: 'export' | 'none'; size: number | null } {
  if (value instanceof Set) return { coverage: coverageFrom([...value].map(String)), source: 'export', size: value.size };
  if (Array.isArray(value)) return { coverage: coverageFrom(value.map(String)), source: 'export', size: new Set(value).size };
  if (isCoverage(value)) return { coverage: value, source: 'export', size: null };
  return { coverage: coverageFrom([]), source: 'none', size: 0 };
}
