/**
 * Reusable check builders. A game's deck rules are mostly a list of these with data (sections,
 * predicates, numbers, rule ids). Every builder returns a pure DeckCheck.
 * Unknown cards (not in the catalog) count towards section sizes but are skipped by card-property
 * checks (they already carry an UNKNOWN_CARD error).
 */
import type { CardRecord } from '../../catalog/src/card.js';
import type { DeckCheck, DeckCheckContext, DeckEntry, DeckErrorCode, DeckIssue, DeckSectionSpec } from './types.js';
import { DEFAULT_DECK_INPUT_LIMITS } from './errors.js';
import { nameKey } from './text.js';

export type CardPredicate = (card: CardRecord, ctx: DeckCheckContext) => boolean;

export interface Located {
  section: string;
  entry: DeckEntry;
  card?: CardRecord;
}

/**
 * The located entries of one section, looked up once per validation: a format's checks ask for the same
 * sections again and again (SVE: about ten times per deck). Keyed by the context object; checks never
 * change a context or its deck.
 */
const locatedBySection = new WeakMap<DeckCheckContext, Map<string, readonly Located[]>>();

function sectionEntries(ctx: DeckCheckContext, section: string): readonly Located[] {
  let bySection = locatedBySection.get(ctx);
  if (!bySection) {
    bySection = new Map();
    locatedBySection.set(ctx, bySection);
  }
  let list = bySection.get(section);
  if (!list) {
    list = (ctx.deck[section] ?? []).map((entry) => ({ section, entry, card: ctx.cards.get(entry.id) }));
    bySection.set(section, list);
  }
  return list;
}

/** Every entry of the given sections (all sections when omitted) with its catalog record (a new array). */
export function entriesIn(ctx: DeckCheckContext, sections?: readonly string[]): Located[] {
  const out: Located[] = [];
  for (const section of sections ?? Object.keys(ctx.deck)) out.push(...sectionEntries(ctx, section));
  return out;
}

export function sectionCount(ctx: DeckCheckContext, section: string): number {
  return (ctx.deck[section] ?? []).reduce((n, e) => n + e.count, 0);
}

export function countWhere(ctx: DeckCheckContext, sections: readonly string[], pred: CardPredicate): number {
  return entriesIn(ctx, sections).reduce((n, l) => n + (l.card && pred(l.card, ctx) ? l.entry.count : 0), 0);
}

function fmtRange(min: number, max: number): string {
  // a max at the request limit means "no maximum" (e.g. SVE sealed, B-1 6.1.1.3)
  return min === max ? `exactly ${min}` : max >= DEFAULT_DECK_INPUT_LIMITS.maxCards ? `at least ${min}` : `${min} to ${max}`;
}

/** Size of one section against its spec (code: spec.sizeCode ?? SECTION_SIZE; empty: spec.emptyCode). */
export function sectionSize(spec: DeckSectionSpec): DeckCheck {
  return (ctx) => {
    const n = sectionCount(ctx, spec.name);
    if (n >= spec.min && n <= spec.max) return [];
    const code = n === 0 && spec.emptyCode ? spec.emptyCode : spec.sizeCode ?? 'SECTION_SIZE';
    return [
      {
        code,
        rule: spec.rule,
        section: spec.name,
        message: `${spec.name}${spec.nameJa ? ` (${spec.nameJa})` : ''} has ${n} card${n === 1 ? '' : 's'}; it must have ${fmtRange(spec.min, spec.max)}.`,
      },
    ];
  };
}

/** Sizes of all sections in effect (ctx.sections). validateDeck runs this for every format. */
export const sectionSizes: DeckCheck = (ctx) => (ctx.sections ?? []).flatMap((spec) => sectionSize(spec)(ctx));

export interface CopyLimitSpec {
  /** Sections the limit applies to. */
  sections: string[];
  /** true: copies in all listed sections count together; false (default): each section separately. */
  together?: boolean;
  /** Copies allowed per name key. */
  limit: number | ((ctx: DeckCheckContext) => number);
  /** Name key (default: card name, NFKC, whitespace removed). */
  key?: (card: CardRecord) => string;
  /**
   * Card-text override of the limit: a number, null for "any number", undefined for none.
   * Default: card.flags.maxCopies. When several printings of a name carry overrides, the largest wins.
   */
  override?: (card: CardRecord, section: string) => number | null | undefined;
  rule: string;
  code?: DeckErrorCode;
}

export const defaultNameKey = (card: CardRecord): string => nameKey(card.name);
export const defaultCopyOverride = (card: CardRecord): number | null | undefined => card.flags?.maxCopies;

/** At most `limit` copies per name (per section, or over several sections together). */
export function copyLimit(spec: CopyLimitSpec): DeckCheck {
  const key = spec.key ?? defaultNameKey;
  const override = spec.override ?? defaultCopyOverride;
  return (ctx) => {
    const base = typeof spec.limit === 'function' ? spec.limit(ctx) : spec.limit;
    const groups = spec.together ? [spec.sections] : spec.sections.map((s) => [s]);
    const issues: DeckIssue[] = [];
    for (const group of groups) {
      const byKey = new Map<string, { count: number; ids: string[]; name: string; limit: number | null; overridden: boolean }>();
      for (const l of entriesIn(ctx, group)) {
        const k = l.card ? key(l.card) : `#${l.entry.id}`;
        const g = byKey.get(k) ?? { count: 0, ids: [], name: l.card?.name ?? l.entry.id, limit: base, overridden: false };
        g.count += l.entry.count;
        if (!g.ids.includes(l.entry.id)) g.ids.push(l.entry.id);
        const o = l.card ? override(l.card, l.section) : undefined;
        if (o !== undefined) {
          g.limit = !g.overridden ? o : g.limit === null || o === null ? null : Math.max(g.limit, o);
          g.overridden = true;
        }
        byKey.set(k, g);
      }
      for (const g of byKey.values()) {
        if (g.limit === null || g.count <= g.limit) continue;
        issues.push({
          code: spec.code ?? 'COPY_LIMIT',
          rule: spec.rule,
          section: group.length === 1 ? group[0] : undefined,
          cards: g.ids.sort(),
          message:
            `${g.count} copies of "${g.name}" in ${group.join(' + ')}; at most ${g.limit}` +
            (g.overridden ? ' (limit set by the card text)' : '') +
            (g.ids.length > 1 ? ` (printings ${g.ids.join(', ')} share the name)` : '') +
            '.',
        });
      }
    }
    return issues;
  };
}

export interface CardRuleSpec {
  sections: string[];
  rule: string;
  code?: DeckErrorCode;
  /** Message for the offending cards of one section. */
  message?: (cards: CardRecord[], section: string) => string;
}

/** Cards matching `when` may not be in the sections (one issue per section, listing the cards). */
export function forbiddenInSection(spec: CardRuleSpec & { when: CardPredicate }): DeckCheck {
  return (ctx) => {
    const issues: DeckIssue[] = [];
    for (const section of spec.sections) {
      const bad = entriesIn(ctx, [section]).filter((l) => l.card && spec.when(l.card, ctx)).map((l) => l.card!);
      if (bad.length === 0) continue;
      issues.push({
        code: spec.code ?? 'FORBIDDEN_IN_SECTION',
        rule: spec.rule,
        section,
        cards: bad.map((c) => c.id),
        message: spec.message
          ? spec.message(bad, section)
          : `${bad.map((c) => `${c.name} (${c.id})`).join(', ')} may not be in ${section}.`,
      });
    }
    return issues;
  };
}

/** Only cards matching `allowed` may be in the sections. */
export function onlyInSection(spec: CardRuleSpec & { allowed: CardPredicate }): DeckCheck {
  return forbiddenInSection({ ...spec, when: (c, ctx) => !spec.allowed(c, ctx) });
}

/** Every card of the sections must match `predicate` (same as onlyInSection; reads better for class/colour rules). */
export function allCardsMatch(spec: CardRuleSpec & { predicate: CardPredicate }): DeckCheck {
  return forbiddenInSection({ ...spec, code: spec.code ?? 'FORMAT_RULE', when: (c, ctx) => !spec.predicate(c, ctx) });
}

export interface TotalSpec {
  sections: string[];
  predicate: CardPredicate;
  /** What the predicate selects, for messages (e.g. "Re-birth cards"). */
  what: string;
  min?: number;
  max?: number;
  rule: string;
  code?: DeckErrorCode;
}

/** Total copies of matching cards (all names together) within [min, max]. */
export function totalCap(spec: TotalSpec): DeckCheck {
  return (ctx) => {
    const matching = entriesIn(ctx, spec.sections).filter((l) => l.card && spec.predicate(l.card, ctx));
    const n = matching.reduce((s, l) => s + l.entry.count, 0);
    const min = spec.min ?? 0;
    const max = spec.max ?? Number.MAX_SAFE_INTEGER;
    if (n >= min && n <= max) return [];
    return [
      {
        code: spec.code ?? 'FORMAT_RULE',
        rule: spec.rule,
        section: spec.sections.length === 1 ? spec.sections[0] : undefined,
        cards: matching.map((l) => l.entry.id),
        message: `${n} ${spec.what} in ${spec.sections.join(' + ')}; ${fmtRange(min, max)} allowed.`,
      },
    ];
  };
}

/** At least `min` copies of matching cards (e.g. 1 Start Amulet). */
export function requireAtLeast(spec: Omit<TotalSpec, 'max'> & { min: number }): DeckCheck {
  return totalCap(spec);
}

/** Run `checks` only when `cond` holds. */
export function when(cond: (ctx: DeckCheckContext) => boolean, ...checks: DeckCheck[]): DeckCheck {
  return (ctx) => (cond(ctx) ? checks.flatMap((c) => c(ctx)) : []);
}

/** Run several checks as one. */
export function all(...checks: DeckCheck[]): DeckCheck {
  return (ctx) => checks.flatMap((c) => c(ctx));
}

/** Same as `all` (reads better next to `when` / `anyOf`). */
export const combine = all;

export interface Alternative {
  id: string;
  label: string;
  /** Why this alternative cannot be used at all (e.g. "the leader has no title"), or undefined. */
  unavailable?: (ctx: DeckCheckContext) => string | undefined;
  checks: DeckCheck[];
}

const isError = (i: DeckIssue) => (i.severity ?? 'error') === 'error';

/**
 * Legal if at least one alternative passes (e.g. SVE 6.1.1.5: class basis OR title basis).
 * Passing: that alternative's warnings plus an info note (code noteCode) naming it.
 * Failing: every alternative's errors, each message prefixed with the alternative's label.
 */
export function anyOf(alternatives: Alternative[], opts: { rule: string; noteCode?: DeckErrorCode }): DeckCheck {
  return (ctx) => {
    const failures: DeckIssue[] = [];
    const tried: string[] = [];
    for (const alt of alternatives) {
      const why = alt.unavailable?.(ctx);
      if (why) {
        tried.push(`${alt.label}: ${why}`);
        continue;
      }
      const issues = alt.checks.flatMap((c) => c(ctx));
      const errors = issues.filter(isError);
      if (errors.length === 0) {
        const others = alternatives.filter((a) => a !== alt).map((a) => a.label);
        return [
          ...issues,
          {
            code: opts.noteCode ?? 'FORMAT_RULE',
            severity: 'info',
            rule: opts.rule,
            message:
              `Judged under ${alt.label}.` +
              (tried.length ? ` Not used: ${tried.join('; ')}.` : others.length ? ` (${others.join(', ')} not needed.)` : ''),
          },
        ];
      }
      tried.push(`${alt.label}: ${errors.length} problem${errors.length === 1 ? '' : 's'}`);
      failures.push(...errors.map((e) => ({ ...e, message: `[${alt.label}] ${e.message}` })));
    }
    if (failures.length === 0) {
      return [
        {
          code: 'FORMAT_RULE',
          rule: opts.rule,
          message: `No construction basis is possible: ${tried.join('; ')}.`,
        },
      ];
    }
    return [
      ...failures,
      {
        code: opts.noteCode ?? 'FORMAT_RULE',
        severity: 'info',
        rule: opts.rule,
        message: `No alternative holds: ${tried.join('; ')}.`,
      },
    ];
  };
}
