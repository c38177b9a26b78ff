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
  const report: CoverageReport = { total: 0, byStatus: zero(), bySet: {}, byKind: {}, distinct: { total: 0, byStatus: zero() }, topUnmapped: [], statuses: {} };
  const unmapped = new Map<string, Set<string>>();
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
    }
  }
  report.topUnmapped = [...unmapped.entries()]
    .map(([sentence, ids]) => ({ sentence, cards: ids.size }))
    .sort((a, b) => b.cards - a.cards || a.sentence.localeCompare(b.sentence))
    .slice(0, 40);
  return report;
}
