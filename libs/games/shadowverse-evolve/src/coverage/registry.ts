/**
 * The tested-card registry (the kernel's CoverageRegistry) — see coverage/tested.ts for the list and
 * how tests keep it honest. A reprint/parallel with identical printed facts (`extra.same_facts_as`)
 * of a tested card counts as tested: it has the same text, hence the same ability data. An evolve card no implemented
 * card can evolve into is never counted (`implemented` requires reachability, issue #18: coverage/tables.ts).
 */
import { coverageFrom, type CoverageRegistry } from '../../../../engine/src/index.js';
import { TESTED_CARDS } from './tested.js';
import { TESTED_REPRINTS } from './reprints.generated.js';
import { UNREACHABLE } from './unreachable.generated.js';

const ids = new Set<string>(TESTED_CARDS);
for (const [reprint, canonical] of Object.entries(TESTED_REPRINTS)) if (ids.has(canonical)) ids.add(reprint);
for (const id of Object.keys(UNREACHABLE)) ids.delete(id);

export const coverage: CoverageRegistry = coverageFrom(ids);

/** Every id the registry lists (tested cards and their same-facts reprints), sorted. */
export function coveredIds(): string[] {
  return [...ids].sort();
}
