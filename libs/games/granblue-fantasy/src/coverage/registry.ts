/**
 * The tested-card registry (the kernel's CoverageRegistry): a card is `implemented` only when every sentence of its text
 * is mapped to ability data AND a test covers it. TESTED_CARDS (coverage/tested.ts) lists the cards the card cases of
 * test/cards.spec.ts exercise; test/coverage.spec.ts checks the two agree, so the registry never claims more.
 */
import { coverageFrom, type CoverageRegistry } from '../../../../engine/src/index.js';
import { TESTED_CARDS } from './tested.js';

export const coverage: CoverageRegistry = coverageFrom(TESTED_CARDS);

/** Every id the registry lists, sorted. */
export function coveredIds(): string[] {
  return [...TESTED_CARDS].sort();
}
