/** Helpers for writing deck checks: resolved section entries, format options with defaults, data-quality warnings. */
import type { CardRecord } from '../../catalog/src/card.js';
import type { DeckCheckContext, DeckIssue } from './types.js';

export interface ResolvedEntry {
  id: string;
  count: number;
  card: CardRecord;
}

/** The entries of one section whose ids the catalog knows (unknown ids are UNKNOWN_CARD's business). */
export function resolveSection(ctx: DeckCheckContext, section: string): ResolvedEntry[] {
  const out: ResolvedEntry[] = [];
  for (const e of ctx.deck[section] ?? []) {
    const card = ctx.cards.get(e.id);
    if (card && e.count > 0) out.push({ id: e.id, count: e.count, card });
  }
  return out;
}

/** A format option with its default when the format does not set it (or sets a value of another type). */
export function option<T extends string | number | boolean>(ctx: DeckCheckContext, name: string, fallback: T): T {
  const v = ctx.format.options[name];
  return (typeof v === typeof fallback ? v : fallback) as T;
}

/** One CARD_DATA warning listing the sample cards used, and one per card carrying a data-quality flag. */
export function cardDataWarnings(ctx: DeckCheckContext, sections: readonly string[], rule: string): DeckIssue[] {
  const entries = sections.flatMap((s) => resolveSection(ctx, s));
  const sample = [...new Set(entries.filter((e) => e.card.flags?.sample).map((e) => e.id))].sort();
  const issues: DeckIssue[] = [];
  if (sample.length > 0) {
    issues.push({
      code: 'CARD_DATA',
      severity: 'warning',
      rule,
      cards: sample,
      message: `${sample.length} card(s) are sample cards written for this project, not official cards; the verdict applies the real rules to them.`,
    });
  }
  for (const e of entries) {
    if (e.card.flags?.suspect) {
      issues.push({ code: 'CARD_DATA', severity: 'warning', rule, cards: [e.id], message: `${e.id}: ${e.card.flags.suspect}` });
    }
  }
  return issues;
}
