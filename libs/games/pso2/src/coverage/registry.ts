/** The tested-card registry (the kernel's CoverageRegistry): coverage/tested.ts. */
import { coverageFrom, type CoverageRegistry } from '../../../../engine/src/index.js';
import { TESTED_CARDS } from './tested.js';

const ids = new Set<string>(TESTED_CARDS);

export const coverage: CoverageRegistry = coverageFrom(ids);

/** Every id the registry lists, sorted. */
export function coveredIds(): string[] {
  return [...ids].sort();
}
