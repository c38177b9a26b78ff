/**
 * Coverage of the catalog by the engine, computed (never claimed) with the kernel's cardStatus:
 * vanilla (no text) / implemented (every sentence mapped AND tested) / partial / unsupported, for the
 * ability data of abilities/index.ts and the tested-card registry of coverage/registry.ts.
 * `coverageReport(cards)` takes catalog cards (CardRecord or CatalogCard shape) and needs no files.
 */
import { cardStatus, vocabularyFor, type CardStatus, type CatalogCard, type CoverageRegistry } from '../../../../engine/src/index.js';
import { definition } from '../definition.js';
import { compileCard } from '../abilities/index.js';
import { coverage as defaultCoverage } from './registry.js';

export const STATUSES: readonly CardStatus[] = ['implemented', 'partial', 'unsupported', 'vanilla'];

export type StatusCounts = Record<CardStatus, number>;

export interface CoverageReport {
  total: number;
  byStatus: StatusCounts;
  /** Set code (card.set, else the id prefix) → counts. */
  bySet: Record<string, StatusCounts>;
  /** Printed kind (extra.type_raw, else type) → counts. */
  byKind: Record<string, StatusCounts>;
  /** Cards with distinct printed facts only (reprints/parallels with extra.same_facts_as left out). */
  distinct: { total: number; byStatus: StatusCounts };
  /** The most frequent unmapped sentences (digits as N), for choosing the next templates. */
  topUnmapped: Array<{ sentence: string; cards: number }>;
  /**
   * Unread sentence forms ranked by the distinct records each would unlock (issue #17): a form is the first unread
   * part of a failing ability (the compiler's `failures`, digits as N, card names as 『X』); `unlocks` counts the
   * distinct records (not implemented, not vanilla) whose every failure is this form (trait words as (trait)) — read it and all their
   * sentences compile (they still need a case to count as implemented); `records` counts those it occurs in at all.
   */
  topForms: Array<{ form: string; unlocks: number; records: number }>;
  /** Distinct records that are partial with no unread part at all (every sentence compiles; a case or reachability is missing). */
  compiledUntested: number;
  /** Status of every card id. */
  statuses: Record<string, CardStatus>;
}

type AnyCard = CatalogCard & { set?: string | null };

const zero = (): StatusCounts => ({ implemented: 0, partial: 0, unsupported: 0, vanilla: 0 });

export function setCode(card: AnyCard): string {
  return typeof card.set === 'string' && card.set ? card.set : card.id.replace(/-.*$/, '');
}

/** Status of one card with the engine's ability data. */
export function statusOf(card: Pick<CatalogCard, 'id' | 'name' | 'type' | 'text'>, registry: CoverageRegistry = defaultCoverage): CardStatus {
  return cardStatus(card, compileCard(card).abilities, registry, { vocab: vocabularyFor(definition) }).status;
}

export function coverageReport(cards: readonly AnyCard[], registry: CoverageRegistry = defaultCoverage): CoverageReport {
  const vocab = vocabularyFor(definition);
  const report: CoverageReport = { total: 0, byStatus: zero(), bySet: {}, byKind: {}, distinct: { total: 0, byStatus: zero() }, topUnmapped: [], topForms: [], compiledUntested: 0, statuses: {} };
  const unmapped = new Map<string, Set<string>>();
  const forms = new Map<string, { unlocks: number; records: number }>();
  const traits = traitWords(cards);
  for (const card of cards) {
    const compiled = compileCard(card);
    const st = cardStatus(card, compiled.abilities, registry, { vocab });
    report.total += 1;
    report.byStatus[st.status] += 1;
    report.statuses[card.id] = st.status;
    const set = setCode(card);
    (report.bySet[set] ??= zero())[st.status] += 1;
    const kind = typeof card.extra?.type_raw === 'string' ? card.extra.type_raw : card.type;
    (report.byKind[kind] ??= zero())[st.status] += 1;
    if (typeof card.extra?.same_facts_as !== 'string') {
      report.distinct.total += 1;
      report.distinct.byStatus[st.status] += 1;
      for (const i of st.unmapped) {
        const key = st.sentences[i]!.replace(/[0-9０-９]+/g, 'N');
        (unmapped.get(key) ?? unmapped.set(key, new Set()).get(key)!).add(card.id);
      }
      if (st.status === 'partial' || st.status === 'unsupported') {
        const own = new Set(compiled.failures.map((f) => failureForm(f.segment, traits)));
        if (own.size === 0) report.compiledUntested += 1;
        for (const f of own) {
          const e = forms.get(f) ?? forms.set(f, { unlocks: 0, records: 0 }).get(f)!;
          e.records += 1;
          if (own.size === 1) e.unlocks += 1;
        }
      }
    }
  }
  report.topUnmapped = [...unmapped.entries()]
    .map(([sentence, ids]) => ({ sentence, cards: ids.size }))
    .sort((a, b) => b.cards - a.cards || a.sentence.localeCompare(b.sentence))
    .slice(0, 40);
  report.topForms = [...forms.entries()]
    .map(([form, e]) => ({ form, ...e }))
    .sort((a, b) => b.unlocks - a.unlocks || b.records - a.records || a.form.localeCompare(b.form))
    .slice(0, 40);
  return report;
}

/**
 * The form of a compiler failure: the unread part (after 「⟵」 when the failure names the segment and the part; a
 * clause without its 「clause: 」 label), digits as N, card names as 『X』 and the catalog's trait words (`traits`,
 * followed by 「・」) as (trait), so cards printing one form with other numbers, names or traits count together.
 */
export function failureForm(segment: string, traits: readonly string[] = []): string {
  const part = segment.includes(' ⟵ ') ? segment.slice(segment.indexOf(' ⟵ ') + 3) : segment;
  let form = part.replace(/^(?:clause|text outside an ability): /, '').replace(/[0-9０-９]+/g, 'N').replace(/『[^』]+』/g, '『X』');
  for (const t of traits) if (form.includes(`${t}・`)) form = form.split(`${t}・`).join('(trait)・');
  return form.replace(/(?:\(trait\)・)+/g, '(trait)・').trim();
}

/** The trait words of the cards (longest first, so a trait containing another is replaced whole). */
export function traitWords(cards: readonly CatalogCard[]): string[] {
  const set = new Set<string>();
  for (const c of cards) for (const t of (c as { traits?: string[] }).traits ?? []) if (t !== '' && t !== 'トークン') set.add(t);
  return [...set].sort((a, b) => b.length - a.length || a.localeCompare(b));
}
