/**
 * Deck input parsing: the JSON form and the text form -> NormalizedDeck + issues.
 *
 * JSON form: `{ <section>: [{id, count}] | "<id>" | ["<id>", ...] }`. A bare string (single-card
 * sections such as the SVE leader) or a string list means one copy each. `count` defaults to 1.
 * An entry may carry `name` instead of `id`. Section keys are matched case/width-insensitively
 * against the section names, their Japanese names and aliases. The envelope
 * `{ sections: {...} }` is accepted too, and the metadata keys `name`, `source`, `extra`, `notes`,
 * `comment` are ignored (so the shared-data deck files can be posted as they are).
 *
 * Text form: one card per line, `N <card id or exact card name>` (also `Nx name`, `N x name`);
 * a line without a count means 1 copy. `# section` starts a section (`# Main Deck (40)` works).
 * Blank lines and `//` comments (whole line, or after whitespace at the end of a line) are ignored.
 * A line that is, as a whole, an exact card id or name is one copy of that card even when it starts
 * with digits (R4U "2023 高橋 ヒロム", SVE "1日の終わりに").
 * Lines before any header go to `rules.defaultSection` if the card fits there, else to the first
 * section that accepts the card (`rules.accepts`), else to `main` (or the first section).
 *
 * Name resolution (both forms): an id wins; otherwise an exact name (NFKC-normalized). When a name
 * matches several printings: (1) keep the printings the target section accepts; (2) prefer the base
 * printing, i.e. a record that is not marked as a reprint (`extra.same_facts_as` absent), then the
 * lowest card number in natural order. If the remaining candidates differ in printed facts (type,
 * class/colour, cost, stats, text), an AMBIGUOUS_NAME warning lists them. Unknown ids/names give an
 * UNKNOWN_CARD error with up to 5 suggestions; the entry stays in the deck under the text given,
 * so section counts still reflect what was submitted.
 */
import type { CardRecord } from '../../catalog/src/card.js';
import { DEFAULT_DECK_INPUT_LIMITS, DeckInputError, type DeckInputLimits, preview } from './errors.js';
import type { CardLookup, DeckEntry, DeckIssue, DeckSectionSpec, NormalizedDeck } from './types.js';
import { compareIds, sectionKey } from './text.js';

export interface ParseOptions {
  sections: DeckSectionSpec[];
  accepts?: (section: string, card: CardRecord) => boolean;
  defaultSection?: string;
  limits?: Partial<DeckInputLimits>;
  /** Rule cited by UNKNOWN_CARD issues (e.g. "SVE 6.1.1"). */
  unknownCardRule?: string;
  /** At most this many unknown entries get suggestions (cost bound; default 20). */
  maxSuggested?: number;
  /** Text form: filled with where each entry and section header stands (to show an issue next to its line). */
  lines?: DeckLines;
}

/**
 * Line numbers (1-based) of a text deck: `entries[section][card id]` = the lines that put the card there
 * (the id as resolved; an unknown card under the text given), `headers[section]` = its `# section` line.
 */
export interface DeckLines {
  entries: Record<string, Record<string, number[]>>;
  headers: Record<string, number>;
}

export interface ParsedDeck {
  deck: NormalizedDeck;
  issues: DeckIssue[];
}

/** Keys of a JSON deck that are metadata, not sections. */
export const DECK_METADATA_KEYS = ['name', 'source', 'extra', 'notes', 'comment'] as const;

interface RawEntry {
  section: string;
  ref: string;
  count: number;
  line?: number;
}

export function resolveLimits(limits?: Partial<DeckInputLimits>): DeckInputLimits {
  return { ...DEFAULT_DECK_INPUT_LIMITS, ...(limits ?? {}) };
}

/** Section keys per section list (the lists are the games' constants, so this stays small). */
const resolvers = new WeakMap<DeckSectionSpec[], Map<string, string>>();

/** Map of normalized section keys (name, nameJa, aliases) -> section name. */
export function sectionResolver(sections: DeckSectionSpec[]): (key: string) => string | undefined {
  let map = resolvers.get(sections);
  if (!map) {
    map = new Map<string, string>();
    for (const s of sections) {
      for (const k of [s.name, s.nameJa, ...(s.aliases ?? [])]) if (k) map.set(sectionKey(k), s.name);
    }
    resolvers.set(sections, map);
  }
  const found = map;
  return (key: string) => found.get(sectionKey(key));
}

function sectionNotFound(key: string, sections: DeckSectionSpec[], line?: number): DeckInputError {
  return new DeckInputError('UNKNOWN_SECTION', `Unknown deck section "${preview(key, 40)}".`, {
    value: preview(key, 40),
    line,
    allowed: sections.map((s) => s.name),
  });
}

/** Parse either form. Strings are the text form; anything else must be a JSON deck object. */
export function parseDeck(input: unknown, cards: CardLookup, opts: ParseOptions): ParsedDeck {
  return typeof input === 'string' ? parseDeckText(input, cards, opts) : parseDeckJson(input, cards, opts);
}

function checkCount(value: unknown, limits: DeckInputLimits, where: { section?: string; line?: number }): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new DeckInputError('BAD_COUNT', `Card counts must be whole numbers 0 or more (got ${preview(value, 20)}).`, {
      ...where,
      value: preview(value, 20),
    });
  }
  if (value > limits.maxCards) {
    throw new DeckInputError('BAD_COUNT', `Card count ${value} is larger than the limit ${limits.maxCards}.`, {
      ...where,
      value: String(value),
      limit: limits.maxCards,
    });
  }
  return value;
}

export function parseDeckJson(input: unknown, cards: CardLookup, opts: ParseOptions): ParsedDeck {
  const limits = resolveLimits(opts.limits);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new DeckInputError('NOT_A_DECK', 'A deck must be a JSON object of sections or a text deck list.', {
      value: preview(input, 40),
    });
  }
  let body = input as Record<string, unknown>;
  if ('sections' in body) {
    const inner = body.sections;
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) {
      throw new DeckInputError('NOT_A_DECK', '"sections" must be an object of deck sections.', {
        value: preview(inner, 40),
      });
    }
    body = inner as Record<string, unknown>;
  }
  const resolveSection = sectionResolver(opts.sections);
  const raw: RawEntry[] = [];
  for (const [key, value] of Object.entries(body)) {
    if ((DECK_METADATA_KEYS as readonly string[]).includes(key) && !resolveSection(key)) continue;
    const section = resolveSection(key);
    if (!section) throw sectionNotFound(key, opts.sections);
    if (value === null || value === undefined) continue;
    const items: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [value];
    if (!Array.isArray(value) && typeof value !== 'string') {
      throw new DeckInputError('BAD_ENTRY', `Section "${section}" must be a list of {id, count} or a card id.`, {
        section,
        value: preview(value, 40),
      });
    }
    for (const item of items) {
      if (raw.length >= limits.maxEntries) {
        throw new DeckInputError('TOO_MANY_ENTRIES', `A deck may have at most ${limits.maxEntries} entries.`, {
          limit: limits.maxEntries,
        });
      }
      if (typeof item === 'string') {
        if (item.trim() === '') continue;
        raw.push({ section, ref: item.trim(), count: 1 });
        continue;
      }
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        throw new DeckInputError('BAD_ENTRY', `Entries must be {id, count} objects or card ids.`, {
          section,
          value: preview(item, 40),
        });
      }
      const obj = item as Record<string, unknown>;
      const ref = typeof obj.id === 'string' ? obj.id : typeof obj.name === 'string' ? obj.name : undefined;
      if (ref === undefined || ref.trim() === '') {
        throw new DeckInputError('BAD_ENTRY', `Each entry needs a card "id" (or "name").`, {
          section,
          value: preview(item, 40),
        });
      }
      const count = obj.count === undefined ? 1 : checkCount(obj.count, limits, { section });
      raw.push({ section, ref: ref.trim(), count });
    }
  }
  return finish(raw, cards, opts, limits);
}

const COUNT_LINE = /^([+-]?\d+(?:[.,]\d+)?)\s*[xX×]?\s+(\S.*)$/;
const COUNT_X_LINE = /^(\d+)\s*[xX×]\s*(\S.*)$/;

function headerName(line: string): string {
  let name = line.replace(/^#+/, '').trim();
  name = name.replace(/[:：]\s*$/, '').trim();
  const stripped = name.replace(/\s*[(（[]?\s*\d+\s*[)）\]]?\s*$/, '').trim();
  return stripped || name;
}

export function parseDeckText(text: string, cards: CardLookup, opts: ParseOptions): ParsedDeck {
  const limits = resolveLimits(opts.limits);
  if (typeof text !== 'string') throw new DeckInputError('NOT_A_DECK', 'A text deck must be a string.');
  if (text.length > limits.maxTextLength) {
    throw new DeckInputError('TEXT_TOO_LONG', `A text deck may have at most ${limits.maxTextLength} characters.`, {
      limit: limits.maxTextLength,
    });
  }
  const resolveSection = sectionResolver(opts.sections);
  const raw: RawEntry[] = [];
  let current: string | undefined;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const original = lines[i];
    if (original.length > limits.maxLineLength) {
      throw new DeckInputError('LINE_TOO_LONG', `Line ${lineNo} is longer than ${limits.maxLineLength} characters.`, {
        line: lineNo,
        limit: limits.maxLineLength,
      });
    }
    let line = original.trim();
    if (line === '' || line.startsWith('//')) continue;
    line = line.replace(/\s+\/\/.*$/, '').trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const name = headerName(line);
      const section = resolveSection(name);
      if (!section) throw sectionNotFound(name, opts.sections, lineNo);
      current = section;
      if (opts.lines && opts.lines.headers[section] === undefined) opts.lines.headers[section] = lineNo;
      continue;
    }
    if (raw.length >= limits.maxEntries) {
      throw new DeckInputError('TOO_MANY_ENTRIES', `A deck may have at most ${limits.maxEntries} entries.`, {
        limit: limits.maxEntries,
        line: lineNo,
      });
    }
    let count = 1;
    let ref = line;
    const whole = cards.get(line) ?? cards.byName(line)[0];
    if (!whole) {
      const m = COUNT_X_LINE.exec(line) ?? COUNT_LINE.exec(line);
      if (m) {
        const n = Number(m[1].replace(',', '.'));
        count = checkCount(n, limits, { section: current, line: lineNo });
        ref = m[2].trim();
      }
    }
    const section = current ?? placeSection(ref, cards, opts);
    raw.push({ section, ref, count, line: lineNo });
  }
  return finish(raw, cards, opts, limits);
}

/** The section for a line before any header. */
function placeSection(ref: string, cards: CardLookup, opts: ParseOptions): string {
  const names = opts.sections.map((s) => s.name);
  const fallback = opts.defaultSection ?? (names.includes('main') ? 'main' : names[0]);
  if (!opts.accepts) return fallback;
  const byId = cards.get(ref);
  const candidates = byId ? [byId] : cards.byName(ref);
  if (candidates.length === 0) return fallback;
  const order = [fallback, ...names.filter((n) => n !== fallback)];
  for (const section of order) {
    if (candidates.some((c) => opts.accepts!(section, c))) return section;
  }
  return fallback;
}

function isReprint(card: CardRecord): boolean {
  return typeof card.extra?.same_facts_as === 'string' || typeof card.extra?.sameFactsAs === 'string';
}

function factsSignature(card: CardRecord): string {
  return JSON.stringify([
    card.type,
    card.subtypes,
    card.classOrColor,
    card.cost,
    card.attack,
    card.defense,
    (card.text ?? '').normalize('NFKC'),
  ]);
}

export interface Resolution {
  card?: CardRecord;
  /** Other printings with different facts (for AMBIGUOUS_NAME). */
  alternatives: CardRecord[];
  byName: boolean;
}

/** Resolve an id or exact name for a section (see the module comment for the order). */
export function resolveCardRef(
  ref: string,
  section: string,
  cards: CardLookup,
  accepts?: (section: string, card: CardRecord) => boolean,
): Resolution {
  const byId = cards.get(ref);
  if (byId) return { card: byId, alternatives: [], byName: false };
  let candidates = cards.byName(ref);
  if (candidates.length === 0) return { alternatives: [], byName: true };
  if (accepts) {
    const fitting = candidates.filter((c) => accepts(section, c));
    if (fitting.length > 0) candidates = fitting;
  }
  const cmp = cards.compareIds ?? compareIds;
  candidates = [...candidates].sort((a, b) => Number(isReprint(a)) - Number(isReprint(b)) || cmp(a.id, b.id));
  const chosen = candidates[0];
  const sig = factsSignature(chosen);
  const seen = new Set([sig]);
  const alternatives: CardRecord[] = [];
  for (const c of candidates.slice(1)) {
    const s = factsSignature(c);
    if (!seen.has(s)) {
      seen.add(s);
      alternatives.push(c);
    }
  }
  return { card: chosen, alternatives, byName: true };
}

function finish(raw: RawEntry[], cards: CardLookup, opts: ParseOptions, limits: DeckInputLimits): ParsedDeck {
  const issues: DeckIssue[] = [];
  const merged = new Map<string, Map<string, number>>();
  for (const s of opts.sections) merged.set(s.name, new Map());
  const maxSuggested = opts.maxSuggested ?? 20;
  let suggested = 0;
  const reported = new Set<string>();
  let total = 0;
  for (const entry of raw) {
    const res = resolveCardRef(entry.ref, entry.section, cards, opts.accepts);
    let id = entry.ref;
    if (res.card) {
      id = res.card.id;
      if (res.alternatives.length > 0 && !reported.has(`amb:${entry.section}:${entry.ref}`)) {
        reported.add(`amb:${entry.section}:${entry.ref}`);
        issues.push({
          code: 'AMBIGUOUS_NAME',
          severity: 'warning',
          rule: 'deck input: name resolution',
          message:
            `"${entry.ref}" names ${res.alternatives.length + 1} different printed cards; ` +
            `using ${res.card.id} (base printing). Give a card id to pick another.`,
          cards: [res.card.id, ...res.alternatives.slice(0, 5).map((c) => c.id)],
          section: entry.section,
        });
      }
    } else if (!reported.has(`unk:${entry.ref}`)) {
      reported.add(`unk:${entry.ref}`);
      const suggestions = suggested < maxSuggested ? cards.suggest(entry.ref, 5) : [];
      suggested++;
      issues.push({
        code: 'UNKNOWN_CARD',
        rule: opts.unknownCardRule ?? 'catalog',
        message:
          `Unknown card "${preview(entry.ref, 60)}"` +
          (entry.line ? ` (line ${entry.line})` : '') +
          (suggestions.length ? `; did you mean: ${suggestions.join(', ')}?` : '.'),
        cards: [entry.ref],
        section: entry.section,
        suggestions,
      });
    }
    total += entry.count;
    if (total > limits.maxCards) {
      throw new DeckInputError('TOO_MANY_CARDS', `A deck may have at most ${limits.maxCards} cards in total.`, {
        limit: limits.maxCards,
      });
    }
    const sec = merged.get(entry.section)!;
    sec.set(id, (sec.get(id) ?? 0) + entry.count);
    if (opts.lines && entry.line !== undefined) {
      const bySection = (opts.lines.entries[entry.section] ??= {});
      (bySection[id] ??= []).push(entry.line);
    }
  }
  const deck: NormalizedDeck = {};
  const cmp = cards.compareIds ?? compareIds;
  for (const [section, entries] of merged) {
    deck[section] = [...entries.entries()]
      .filter(([, count]) => count > 0)
      .map(([id, count]): DeckEntry => ({ id, count }))
      .sort((a, b) => cmp(a.id, b.id));
  }
  return { deck, issues };
}
