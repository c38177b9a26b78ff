/**
 * Coverage of the catalog by the engine, computed (never claimed) with the kernel's cardStatus: vanilla / implemented
 * (every sentence mapped AND tested) / partial / unsupported, for the ability data carried by the catalog records
 * (read through the engine facts) and the tested-card registry.
 */
import { cardStatus, vocabularyFor, type CardStatus, type CatalogCard, type CoverageRegistry } from '../../../../engine/src/index.js';
import { definition } from '../definition.js';
import { engineFacts } from '../cards/engine-facts.js';
import { coverage as defaultCoverage } from './registry.js';

export type StatusCounts = Record<CardStatus, number>;

export interface CoverageReport {
  total: number;
  byStatus: StatusCounts;
  statuses: Record<string, CardStatus>;
  /** Sentences not mapped to ability data, per card. */
  unmapped: Record<string, string[]>;
}

const zero = (): StatusCounts => ({ implemented: 0, partial: 0, unsupported: 0, vanilla: 0 });

export function statusOf(card: CatalogCard, registry: CoverageRegistry = defaultCoverage): CardStatus {
  return cardStatus(card, engineFacts(card).abilities, registry, { vocab: vocabularyFor(definition) }).status;
}

export function coverageReport(cards: readonly CatalogCard[], registry: CoverageRegistry = defaultCoverage): CoverageReport {
  const vocab = vocabularyFor(definition);
  const report: CoverageReport = { total: 0, byStatus: zero(), statuses: {}, unmapped: {} };
  for (const card of cards) {
    const st = cardStatus(card, engineFacts(card).abilities, registry, { vocab });
    report.total += 1;
    report.byStatus[st.status] += 1;
    report.statuses[card.id] = st.status;
    if (st.unmapped.length > 0) report.unmapped[card.id] = st.unmapped.map((i) => st.sentences[i]!);
  }
  return report;
}
