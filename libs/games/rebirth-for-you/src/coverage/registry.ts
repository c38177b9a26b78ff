/**
 * The tested-card registry of Re:Birth for you (the kernel's CoverageRegistry): the ids of coverage/tested.generated.ts,
 * written from the card cases: the engine-played cases of test/cases and the printed-form cases of test/cards
 * (test/cards/cards.spec.ts checks the lists equal what the cases cover).
 * A card counts as tested when a case checked a card of the same kind and text: the compiler gives every card of a
 * text the same data (abilities/index.ts).
 */
import { coverageFrom, type CoverageRegistry } from '../../../../engine/src/index.js';
import { ENGINE_PLAYED_CARDS, TESTED_CARDS } from './tested.generated.js';

export const coverage: CoverageRegistry = coverageFrom(TESTED_CARDS);
/** The ids an engine-played case covers (test/cases: the card played through a game), a subset of the registry. */
export const enginePlayed: ReadonlySet<string> = new Set(ENGINE_PLAYED_CARDS);

/** Every id the registry lists, sorted. */
export function coveredIds(): string[] {
  return [...TESTED_CARDS].sort();
}
