/** The tested-card registry (the kernel's CoverageRegistry) — coverage/tested.ts holds the list. */
import { coverageFrom, type CoverageRegistry } from '../../../../engine/src/index.js';
import { TESTED_CARDS } from './tested.js';

export const coverage: CoverageRegistry = coverageFrom(TESTED_CARDS);

/** Every id the registry lists, sorted. */
export function coveredIds(): string[] {
  return [...TESTED_CARDS].sort();
}
