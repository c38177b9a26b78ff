/**
 * Coverage of a catalog by the PSO2 engine, computed (never claimed) with the kernel's cardStatus: vanilla (no text)
 * / implemented (every sentence mapped by ability data AND tested) / partial / unsupported, from the cards' own
 * `abilities` (as the engine maps them, cards/engine-facts.ts) and the tested-card registry (coverage/registry.ts).
 */
import { cardStatus, vocabularyFor, type CardStatus, type CatalogCard, type CoverageRegistry } from '../../../../engine/src/index.js';
import { definition } from '../definition.js';
import { engineFacts } from '../cards/engine-facts.js';
import { coverage as defaultCoverage } from './registry.js';

export type StatusCounts = Record<CardStatus, number>;

export interface CoverageReport {
  total: number;
  byStatus: StatusCounts;
  /** Card kind (player, character, …) → counts. */
  byKind: Record<string, StatusCounts>;
  statuses: Record<string, CardStatus>;
}

const zero = (): StatusCounts => ({ implemented: 0, partial: 0, unsupported: 0, vanilla: 0 });

export function statusOf(card: CatalogCard, registry: CoverageRegistry = defaultCoverage): CardStatus {
  return cardStatus(card, engineFacts(card).abilities, registry, { vocab: vocabularyFor(definition) }).status;
}

export function coverageReport(cards: readonly CatalogCard[], registry: CoverageRegistry = defaultCoverage): CoverageReport {
  const report: CoverageReport = { total: 0, byStatus: zero(), byKind: {}, statuses: {} };
  for (const card of cards) {
    const status = statusOf(card, registry);
    report.total += 1;
    report.byStatus[status] += 1;
    report.statuses[card.id] = status;
    (report.byKind[engineFacts(card).type] ??= zero())[status] += 1;
  }
  return report;
}
