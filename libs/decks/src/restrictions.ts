/**
 * Restriction lists (ban / limited lists) as data. A format carries dated lists; the newest list whose
 * `effective` date is on or before `asOf` applies. An entry names a card by id or by name; an id entry
 * covers every printing with that card's name (official lists name cards, not printings), and copies
 * are counted over all sections of the deck.
 */
import type { DeckCheck, DeckCheckContext, DeckIssue, RestrictionList } from './types.js';
import { nameKey } from './text.js';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last date found valid: nearly every request asks about today's date again. */
let lastValidDate = '';

export function isIsoDate(value: string): boolean {
  if (value === lastValidDate) return true;
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  const ok = !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  if (ok) lastValidDate = value;
  return ok;
}

const DAY_MS = 86_400_000;
/** Today (UTC) and the span of clock time it covers, so each request only reads the clock. */
let today = { from: 0, to: 0, iso: '' };

/** Today's date (UTC) as YYYY-MM-DD (of `now` when given). */
export function todayIso(now?: Date): string {
  if (now !== undefined) return now.toISOString().slice(0, 10);
  const t = Date.now();
  if (t < today.from || t >= today.to) {
    const from = Math.floor(t / DAY_MS) * DAY_MS;
    today = { from, to: from + DAY_MS, iso: new Date(from).toISOString().slice(0, 10) };
  }
  return today.iso;
}

/** The list in effect at `asOf` (newest effective date <= asOf; on equal dates the later list wins). */
export function effectiveRestrictionList(lists: readonly RestrictionList[], asOf: string): RestrictionList | undefined {
  let best: RestrictionList | undefined;
  for (const list of lists) {
    if (list.effective > asOf) continue;
    if (!best || list.effective >= best.effective) best = list;
  }
  return best;
}

export function restrictionRule(list: RestrictionList, rulePrefix?: string): string {
  return `${rulePrefix ? `${rulePrefix} ` : ''}restriction list ${list.id}${list.sample ? ' (sample)' : ''}`;
}

/** Issues for the list in effect at ctx.asOf (BANNED for limit 0, RESTRICTED for more than `limit` copies). */
export function checkRestrictions(ctx: DeckCheckContext, rulePrefix?: string): DeckIssue[] {
  const list = effectiveRestrictionList(ctx.format.restrictions, ctx.asOf);
  if (!list) return [];
  const totals = new Map<string, { count: number; name?: string; ids: Set<string> }>();
  for (const entries of Object.values(ctx.deck)) {
    for (const e of entries) {
      const card = ctx.cards.get(e.id);
      const key = card ? `n:${nameKey(card.name)}` : `i:${e.id}`;
      const t = totals.get(key) ?? { count: 0, name: card?.name, ids: new Set<string>() };
      t.count += e.count;
      t.ids.add(e.id);
      totals.set(key, t);
    }
  }
  const issues: DeckIssue[] = [];
  for (const entry of list.entries) {
    const byId = ctx.cards.get(entry.card);
    const keys = new Set([`n:${nameKey(byId ? byId.name : entry.card)}`, `i:${entry.card}`]);
    let count = 0;
    const ids: string[] = [];
    let name: string | undefined;
    for (const [key, t] of totals) {
      if (!keys.has(key) && !t.ids.has(entry.card)) continue;
      count += t.count;
      ids.push(...t.ids);
      name ??= t.name;
    }
    if (count <= entry.limit) continue;
    const label = name ?? entry.card;
    const banned = entry.limit === 0;
    issues.push({
      code: banned ? 'BANNED' : 'RESTRICTED',
      rule: restrictionRule(list, rulePrefix),
      message: banned
        ? `${label} is banned by ${list.sample ? 'the sample ' : ''}list ${list.id} (effective ${list.effective}).`
        : `${label}: ${count} copies, at most ${entry.limit} allowed by ${list.sample ? 'the sample ' : ''}list ${list.id} (effective ${list.effective}).`,
      cards: ids.sort(),
    });
  }
  return issues;
}

export function restrictionCheck(rulePrefix?: string): DeckCheck {
  return (ctx) => checkRestrictions(ctx, rulePrefix);
}
