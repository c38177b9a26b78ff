/**
 * validateDeck: normalize the input, run the format's checks, answer a verdict.
 * Malformed input (not a deck, bad counts, unknown section or format, bad option) throws DeckInputError;
 * everything about legality is an issue in the verdict.
 */
import type { CardRecord } from '../../catalog/src/card.js';
import { DeckInputError, type DeckInputLimits, preview } from './errors.js';
import { sectionSizes } from './checks.js';
import { convertDeck, type ConvertedDeck } from './format.js';
import { DECK_CODE_GAMES, encodeDeckCode, resolveDeckCode } from './codes.js';
import { parseDeck, type DeckLines, type ParseOptions, type ParsedDeck } from './parse.js';
import { checkRestrictions, effectiveRestrictionList, isIsoDate, todayIso } from './restrictions.js';
import type {
  CardLookup,
  DeckCheckContext,
  DeckFormat,
  DeckInput,
  DeckIssue,
  DeckSectionSpec,
  DeckVerdict,
  GameDeckRules,
} from './types.js';

export type FormatOptionValue = string | number | boolean;

export interface ValidateOptions {
  /** Format id (default: rules.defaultFormat). */
  format?: string;
  /** Date for restriction lists, YYYY-MM-DD (default: today, UTC). */
  asOf?: string;
  /** Overrides of the format's named options (keys must exist in the format). */
  options?: Record<string, FormatOptionValue>;
  limits?: Partial<DeckInputLimits>;
}

export function findFormat(rules: GameDeckRules, formatId?: string): DeckFormat {
  const id = formatId ?? rules.defaultFormat;
  const format = rules.formats.find((f) => f.id === id);
  if (!format) {
    throw new DeckInputError('UNKNOWN_FORMAT', `Unknown format "${preview(id, 40)}" for ${rules.game}.`, {
      value: preview(id, 40),
      allowed: rules.formats.map((f) => f.id),
    });
  }
  return format;
}

/** The format with the request's option overrides applied (checked against the format's options). */
export function withOptions(format: DeckFormat, overrides?: Record<string, unknown>): DeckFormat {
  if (!overrides || Object.keys(overrides).length === 0) return format;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new DeckInputError('BAD_OPTION', 'Format options must be an object.');
  }
  const options = { ...format.options };
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in format.options)) {
      throw new DeckInputError('BAD_OPTION', `Format "${format.id}" has no option "${preview(key, 40)}".`, {
        value: preview(key, 40),
        allowed: Object.keys(format.options),
      });
    }
    const expected = typeof format.options[key];
    if (typeof value !== expected) {
      throw new DeckInputError('BAD_OPTION', `Option "${key}" must be a ${expected}.`, { value: preview(value, 40) });
    }
    if (expected === 'number' && (!Number.isFinite(value as number) || (value as number) < 0)) {
      throw new DeckInputError('BAD_OPTION', `Option "${key}" must be a finite number 0 or more.`, {
        value: preview(value, 40),
      });
    }
    const choices = format.optionChoices?.[key];
    if (choices && !choices.includes(value as FormatOptionValue)) {
      throw new DeckInputError('BAD_OPTION', `Option "${key}" must be one of ${choices.join(', ')}.`, {
        value: preview(value, 40),
        allowed: choices.map(String),
      });
    }
    options[key] = value as FormatOptionValue;
  }
  return { ...format, options };
}

export function sectionsOf(rules: GameDeckRules, format: DeckFormat): DeckSectionSpec[] {
  return rules.sectionsFor?.(format) ?? format.sections ?? rules.sections;
}

/** Parse options for a game's format (sections, name-resolution hints, limits). */
export function parseOptionsFor(rules: GameDeckRules, format: DeckFormat, limits?: Partial<DeckInputLimits>): ParseOptions {
  return {
    sections: sectionsOf(rules, format),
    accepts: rules.accepts ? (section: string, card: CardRecord) => rules.accepts!(section, card) : undefined,
    defaultSection: rules.defaultSection,
    limits,
    unknownCardRule: rules.rulePrefix ? `${rules.rulePrefix} catalog` : 'catalog',
  };
}

/** Parse a deck (either form) for a game's format without judging it. */
export function normalizeDeck(
  rules: GameDeckRules,
  cards: CardLookup,
  input: unknown,
  opts: { format?: string; limits?: Partial<DeckInputLimits> } = {},
): ParsedDeck {
  const resolved = resolveDeckCode(rules, input, opts.format);
  return parseDeck(resolved.input, cards, parseOptionsFor(rules, findFormat(rules, resolved.format), opts.limits));
}

/** Convert a deck (either form) to both forms, ids resolved (the convert endpoint). */
export function convertDeckInput(
  rules: GameDeckRules,
  cards: CardLookup,
  input: unknown,
  opts: { format?: string; withNames?: boolean; limits?: Partial<DeckInputLimits> } = {},
): ConvertedDeck & { format: string; code?: string } {
  const resolved = resolveDeckCode(rules, input, opts.format);
  const format = findFormat(rules, resolved.format);
  const base = parseOptionsFor(rules, format, opts.limits);
  const converted = convertDeck(resolved.input, cards, { ...base, withNames: opts.withNames });
  // a deck code exists for the games that have a code tag (codes.ts DECK_CODE_GAMES)
  const code = DECK_CODE_GAMES[rules.game] ? encodeDeckCode(rules, converted.deck, format.id) : undefined;
  return { ...converted, format: format.id, ...(code ? { code } : {}) };
}

function split(issues: DeckIssue[]): { errors: DeckIssue[]; warnings: DeckIssue[]; notes: DeckIssue[] } {
  const errors: DeckIssue[] = [];
  const warnings: DeckIssue[] = [];
  const notes: DeckIssue[] = [];
  for (const i of issues) {
    const sev = i.severity ?? 'error';
    (sev === 'error' ? errors : sev === 'warning' ? warnings : notes).push(i);
  }
  return { errors, warnings, notes };
}

/** The lines of a text deck an issue is about (DeckIssue.lines). */
function withLines(issue: DeckIssue, lines: DeckLines): DeckIssue {
  const found = new Set<number>();
  const sections = issue.section ? [issue.section] : Object.keys(lines.entries);
  for (const section of sections) {
    for (const id of issue.cards ?? []) for (const n of lines.entries[section]?.[id] ?? []) found.add(n);
  }
  if (found.size === 0 && issue.section && lines.headers[issue.section] !== undefined) found.add(lines.headers[issue.section]!);
  return found.size ? { ...issue, lines: [...found].sort((a, b) => a - b) } : issue;
}

export function validateDeck(
  rules: GameDeckRules,
  cards: CardLookup,
  input: DeckInput | string | unknown,
  opts: ValidateOptions = {},
): DeckVerdict {
  const asOf = opts.asOf ?? todayIso();
  if (typeof asOf !== 'string' || !isIsoDate(asOf)) {
    throw new DeckInputError('BAD_AS_OF', 'asOf must be a date written YYYY-MM-DD.', { value: preview(asOf, 20) });
  }
  const resolved = resolveDeckCode(rules, input, opts.format);
  const format = withOptions(findFormat(rules, resolved.format), opts.options);
  const lines: DeckLines | undefined = typeof resolved.input === 'string' ? { entries: {}, headers: {} } : undefined;
  const parseOpts = { ...parseOptionsFor(rules, format, opts.limits), lines };
  const sections = parseOpts.sections;
  const parsed = parseDeck(resolved.input, cards, parseOpts);
  const ctx: DeckCheckContext = { game: rules.game, deck: parsed.deck, cards, format, asOf, sections };
  const issues: DeckIssue[] = [
    ...parsed.issues,
    ...sectionSizes(ctx),
    ...rules.checks(format).flatMap((check) => check(ctx)),
    ...checkRestrictions(ctx, rules.rulePrefix),
    ...(rules.warnings?.(ctx) ?? []).map((w) => ({ ...w, severity: w.severity ?? ('warning' as const) })),
  ];
  const { errors, warnings, notes } = split(lines ? issues.map((i) => withLines(i, lines)) : issues);
  const counts: Record<string, number> = {};
  for (const s of sections) counts[s.name] = (parsed.deck[s.name] ?? []).reduce((n, e) => n + e.count, 0);
  const list = effectiveRestrictionList(format.restrictions, asOf);
  return {
    legal: errors.length === 0,
    format: format.id,
    errors,
    warnings,
    counts,
    deck: parsed.deck,
    notes,
    options: format.options,
    restrictionList: list?.id ?? null,
    asOf,
  };
}
