/**
 * Coverage of the catalog by the engine, computed (never claimed) with the kernel's cardStatus: vanilla (no
 * text) / implemented (every sentence mapped AND tested) / partial / unsupported, for the ability data on the
 * catalog records and the tested-card registry (registry.ts).
 */
import { cardStatus, type CardStatus, type CatalogCard, type CoverageRegistry } from '../../../../engine/src/index.js';
import { engineFacts } from '../cards/engine-facts.js';
import { coverage as defaultCoverage } from './registry.js';

export type StatusCounts = Record<CardStatus, number>;

export interface CoverageReport {
  total: number;
  byStatus: StatusCounts;
  statuses: Record<string, CardStatus>;
}

export function statusOf(card: CatalogCard, registry: CoverageRegistry = defaultCoverage): CardStatus {
  return cardStatus({ id: card.id, text: card.text ?? '' }, engineFacts(card).abilities, registry).status;
}

export function coverageReport(cards: readonly CatalogCard[], registry: CoverageRegistry = defaultCoverage): CoverageReport {
  const byStatus: StatusCounts = { implemented: 0, partial: 0, unsupported: 0, vanilla: 0 };
  const statuses: Record<string, CardStatus> = {};
  for (const c of cards) {
    const s = statusOf(c, registry);
    statuses[c.id] = s;
    byStatus[s] += 1;
  }
  return { total: cards.length, byStatus, statuses };
}
