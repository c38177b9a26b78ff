/**
 * Decks for match creation.
 * - `engineDeckList`: turns a deck verdict's normalized deck (section -> {id,count}[]) into the engine's
 *   DeckList (section -> ids, one per copy), by section name.
 * - `checkEngineDeck`: deck legality from the engine definition's own deck sections (size bounds,
 *   copies per card, unknown cards, tokens), used for engine-only games that have no deck rules in
 *   libs/decks (e.g. the kernel's toy game). Issues use the codes of libs/decks.
 */
import type { CatalogCard, DeckSectionSpec, GameDefinition } from '../../engine/src/core.js';

export interface DeckEntry {
  id: string;
  count: number;
}

export type NormalizedDeck = Record<string, DeckEntry[]>;

export interface EngineDeckIssue {
  code: string;
  rule: string;
  message: string;
  section?: string;
  cards?: string[];
}

export interface EngineDeckVerdict {
  legal: boolean;
  format: string;
  errors: EngineDeckIssue[];
  warnings: EngineDeckIssue[];
  counts: Record<string, number>;
  deck: NormalizedDeck;
}

/** The format name reported for engine-section checks (games without deck rules). */
export const ENGINE_SECTIONS_FORMAT = 'engine-sections';

export class DeckShapeError extends Error {
  constructor(message: string, readonly path: string) {
    super(message);
    this.name = 'DeckShapeError';
  }
}

const MAX_ENTRIES = 1000;

/**
 * Reads a JSON deck for engine sections: a list of ids (the first section), or an object of sections,
 * each a list of ids and/or {id,count} entries, or a single id. Throws DeckShapeError when malformed.
 */
export function normalizeEngineDeck(def: GameDefinition, input: unknown, path = 'deck'): NormalizedDeck {
  const first = def.deckSections[0]!.name;
  const sections: Record<string, unknown> = Array.isArray(input) ? { [first]: input } : isObject(input) ? input : fail(`${path} must be a list of card ids or an object of sections`, path);
  const out: NormalizedDeck = {};
  let total = 0;
  for (const [name, raw] of Object.entries(sections)) {
    if (!def.deckSections.some((s) => s.name === name)) {
      fail(`${path}: unknown deck section "${name.slice(0, 40)}" (sections: ${def.deckSections.map((s) => s.name).join(', ')})`, `${path}.${name.slice(0, 40)}`);
    }
    const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : fail(`${path}.${name} must be a list`, `${path}.${name}`);
    const counts = new Map<string, number>();
    list.forEach((e, i) => {
      const at = `${path}.${name}[${i}]`;
      let id: unknown;
      let count: unknown = 1;
      if (typeof e === 'string') id = e;
      else if (isObject(e)) ({ id, count = 1 } = e as { id?: unknown; count?: unknown });
      else fail(`${at} must be a card id or {id, count}`, at);
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) fail(`${at}.id must be a card id (1-64 characters)`, at);
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 100) fail(`${at}.count must be an integer from 1 to 100`, at);
      total += count as number;
      if (total > MAX_ENTRIES) fail(`${path} has more than ${MAX_ENTRIES} cards`, path);
      counts.set(id as string, (counts.get(id as string) ?? 0) + (count as number));
    });
    out[name] = [...counts.entries()].map(([id, count]) => ({ id, count })).sort((a, b) => a.id.localeCompare(b.id));
  }
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fail(message: string, path: string): never {
  throw new DeckShapeError(message, path);
}

const rulePrefix = (def: GameDefinition) => `${def.slug.toUpperCase()} deck sections`;

/** Legality by the engine's deck sections (sizes, copies, unknown cards, tokens). */
export function checkEngineDeck(def: GameDefinition, deck: NormalizedDeck, lookup: (id: string) => CatalogCard | null): EngineDeckVerdict {
  const errors: EngineDeckIssue[] = [];
  const counts: Record<string, number> = {};
  const rule = rulePrefix(def);
  for (const spec of def.deckSections) {
    const entries = deck[spec.name] ?? [];
    const n = entries.reduce((a, e) => a + e.count, 0);
    counts[spec.name] = n;
    const optionalEmpty = spec.optional === true && n === 0;
    if (!optionalEmpty && ((spec.min !== null && n < spec.min) || (spec.max !== null && n > spec.max))) {
      errors.push({ code: 'SECTION_SIZE', rule, section: spec.name, message: `Section ${spec.name} has ${n} cards; it needs ${bounds(spec)}.` });
    }
    const unknown = entries.filter((e) => !lookup(e.id)).map((e) => e.id);
    if (unknown.length > 0) errors.push({ code: 'UNKNOWN_CARD', rule, section: spec.name, cards: unknown, message: `Unknown card(s) in ${spec.name}: ${unknown.join(', ')}.` });
    const tokens = entries.filter((e) => lookup(e.id)?.flags?.token === true).map((e) => e.id);
    if (tokens.length > 0) errors.push({ code: 'FORBIDDEN_IN_SECTION', rule, section: spec.name, cards: tokens, message: `Tokens cannot be put in a deck: ${tokens.join(', ')}.` });
    if (spec.copies !== null) {
      const byName = new Map<string, { n: number; ids: string[] }>();
      for (const e of entries) {
        const name = lookup(e.id)?.name ?? e.id;
        const cur = byName.get(name) ?? { n: 0, ids: [] };
        cur.n += e.count;
        cur.ids.push(e.id);
        byName.set(name, cur);
      }
      for (const [name, v] of byName) {
        if (v.n > spec.copies) errors.push({ code: 'COPY_LIMIT', rule, section: spec.name, cards: v.ids, message: `${v.n} copies of "${name}" in ${spec.name}; at most ${spec.copies}.` });
      }
    }
  }
  return { legal: errors.length === 0, format: ENGINE_SECTIONS_FORMAT, errors, warnings: [], counts, deck };
}

function bounds(s: DeckSectionSpec): string {
  if (s.min !== null && s.max !== null) return s.min === s.max ? `exactly ${s.min}` : `${s.min} to ${s.max}`;
  if (s.min !== null) return `at least ${s.min}`;
  return `at most ${s.max}`;
}

/**
 * The engine deck list of a normalized deck: one id per copy, in section order. A non-empty section
 * the engine does not know is an error (returned as its name); empty unknown sections are dropped.
 */
export function engineDeckList(def: GameDefinition, deck: NormalizedDeck): { list: Record<string, string[]>; unknownSections: string[] } {
  const list: Record<string, string[]> = {};
  const unknownSections: string[] = [];
  for (const [name, entries] of Object.entries(deck)) {
    const ids = entries.flatMap((e) => Array.from({ length: e.count }, () => e.id));
    if (!def.deckSections.some((s) => s.name === name)) {
      if (ids.length > 0) unknownSections.push(name);
      continue;
    }
    list[name] = ids;
  }
  return { list, unknownSections };
}
