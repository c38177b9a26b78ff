/**
 * Card support status, computed (never hand-claimed):
 * - `vanilla`: the card has no rules text;
 * - `implemented`: every sentence of the text is mapped to ability data (abilities carry `source`:
 *   the indexes of the sentences they implement, see `splitSentences`) AND a test covers the card
 *   (the game's coverage registry lists its id);
 * - `partial`: some sentences are mapped (or all are, but no test covers the card yet);
 * - `unsupported`: there is text and nothing is mapped.
 * A game with a card that is not `implemented` or `vanilla` (an incomplete card: `unsupported`, or `partial` — a
 * sentence not mapped, or not tested) can only be created with `allowUnsupported: true` (issue #18: a refused card
 * is better than a wrong one). "Not tested" refuses a card only in a game whose tested-card registry is
 * authoritative (`GameDefinition.catalog.requireTested`); elsewhere only a sentence not mapped does.
 */
import type { JsonObject } from './json.js';
import { EngineError } from './errors.js';
import type { CatalogCard } from './definition.js';
import type { Vocabulary } from './abilities/vocabulary.js';
import { validateAbilities } from './abilities/validate.js';

export type CardStatus = 'implemented' | 'partial' | 'unsupported' | 'vanilla';

export interface CoverageRegistry {
  has(cardId: string): boolean;
}

export function coverageFrom(ids: Iterable<string>): CoverageRegistry {
  const set = new Set(ids);
  return { has: (id) => set.has(id) };
}

export interface CardStatusReport {
  id: string;
  status: CardStatus;
  sentences: string[];
  mapped: number[];
  unmapped: number[];
  tested: boolean;
  /** Ability data present but invalid (then nothing counts as mapped). */
  invalid: boolean;
}

const OPEN = '「『（(【[〔《';
const CLOSE = '」』）)】]〕》';

/**
 * Splits rules text into sentences: at line breaks, after `。`/`．`, and after `.`/`!`/`?` followed
 * by a space; never inside brackets, so reminder text （…。…） stays with its keyword.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    let depth = 0;
    let cur = '';
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      cur += ch;
      if (OPEN.includes(ch)) depth++;
      else if (CLOSE.includes(ch)) depth = Math.max(0, depth - 1);
      else if (depth === 0) {
        const next = line[i + 1];
        const ends = ch === '。' || ch === '．' || ((ch === '.' || ch === '!' || ch === '?') && (next === undefined || next === ' '));
        if (ends) {
          if (cur.trim()) out.push(cur.trim());
          cur = '';
        }
      }
    }
    if (cur.trim()) out.push(cur.trim());
  }
  return out;
}

/** splitSentences per text, for cardStatus (createGame asks it for every card of every game). */
const sentenceCache = new Map<string, readonly string[]>();
const SENTENCE_CACHE_MAX = 20_000;

function sentencesOf(text: string): string[] {
  let hit = sentenceCache.get(text);
  if (!hit) {
    if (sentenceCache.size >= SENTENCE_CACHE_MAX) sentenceCache.clear();
    hit = splitSentences(text);
    sentenceCache.set(text, hit);
  }
  return [...hit];
}

export function cardStatus(
  card: { id: string; text?: string | null },
  abilities: unknown,
  coverage: CoverageRegistry,
  options: { vocab?: Vocabulary } = {},
): CardStatusReport {
  const sentences = sentencesOf(card.text ?? '');
  const tested = coverage.has(card.id);
  const base = { id: card.id, sentences, tested };
  if (sentences.length === 0) return { ...base, status: 'vanilla', mapped: [], unmapped: [], invalid: false };
  const list = Array.isArray(abilities) ? abilities : abilities === null || abilities === undefined ? [] : null;
  const invalid = list === null || (options.vocab !== undefined && validateAbilities(list, options.vocab).length > 0);
  const mapped = new Set<number>();
  if (!invalid) {
    for (const a of list!) {
      const src = a && typeof a === 'object' ? (a as JsonObject).source : undefined;
      if (!Array.isArray(src)) continue;
      for (const i of src) if (typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < sentences.length) mapped.add(i);
    }
  }
  const m = [...mapped].sort((a, b) => a - b);
  const unmapped = sentences.map((_, i) => i).filter((i) => !mapped.has(i));
  const status: CardStatus = m.length === 0 ? 'unsupported' : unmapped.length === 0 && tested ? 'implemented' : 'partial';
  return { ...base, status, mapped: m, unmapped, invalid };
}

/** A card the engine does not fully implement: its status and the sentences no ability implements (issue #18). */
export interface IncompleteCard {
  [key: string]: JsonObject[keyof JsonObject];
  id: string;
  name: string;
  text: string;
  /** `unsupported` or `partial`. */
  status: CardStatus;
  /** The sentences of its text no ability implements (index into `splitSentences(text)`); empty when only untested. */
  unread: Array<{ index: number; text: string }>;
}

/**
 * Whether a card counts as complete for play: `implemented` or `vanilla`; with `requireTested: false` (no
 * coverage registry to judge "tested") also a `partial` card whose every sentence is mapped.
 */
export function isComplete(report: CardStatusReport, requireTested = true): boolean {
  if (report.status === 'implemented' || report.status === 'vanilla') return true;
  return !requireTested && report.status === 'partial' && report.unmapped.length === 0 && !report.invalid;
}

/** The incomplete-card entry of a card (name and text from the catalog, status and unread sentences from its report). */
export function incompleteCard(card: { id: string; name: string; text?: string | null }, report: CardStatusReport): IncompleteCard {
  return { id: card.id, name: card.name, text: card.text ?? '', status: report.status, unread: report.unmapped.map((index) => ({ index, text: report.sentences[index]! })) };
}

/** Cards that are not complete (see isComplete), with their status and unread sentences (what a client must accept to play them). */
export function incompleteCards(
  cards: readonly CatalogCard[],
  coverage: CoverageRegistry,
  options: { vocab?: Vocabulary; requireTested?: boolean } = {},
): IncompleteCard[] {
  const out: IncompleteCard[] = [];
  const seen = new Set<string>();
  for (const c of cards) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    const report = cardStatus(c, c.abilities ?? null, coverage, options);
    if (!isComplete(report, options.requireTested ?? true)) out.push(incompleteCard(c, report));
  }
  return out;
}

/** Cards whose status is `unsupported`, with their text (what a client must accept to play them). */
export function unsupportedCards(
  cards: readonly CatalogCard[],
  coverage: CoverageRegistry,
  options: { vocab?: Vocabulary } = {},
): Array<{ id: string; name: string; text: string }> {
  const out: Array<{ id: string; name: string; text: string }> = [];
  const seen = new Set<string>();
  for (const c of cards) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    if (cardStatus(c, c.abilities ?? null, coverage, options).status === 'unsupported') out.push({ id: c.id, name: c.name, text: c.text ?? '' });
  }
  return out;
}

/** Throws UNSUPPORTED_CARDS unless every card is complete (isComplete) or `allowUnsupported` is set. */
export function assertSupported(
  cards: readonly CatalogCard[],
  coverage: CoverageRegistry,
  options: { allowUnsupported?: boolean; vocab?: Vocabulary; requireTested?: boolean } = {},
): void {
  if (options.allowUnsupported === true) return;
  const list = incompleteCards(cards, coverage, options);
  if (list.length > 0) {
    throw new EngineError('UNSUPPORTED_CARDS', `${list.length} card(s) are not fully implemented (unsupported or partial); pass allowUnsupported: true to play them`, null, { cards: list });
  }
}
