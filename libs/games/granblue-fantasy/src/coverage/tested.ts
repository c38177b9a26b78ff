/**
 * Card ids covered by the card cases (test/cards.spec.ts, one `case` per card). test/coverage.spec.ts checks that this
 * list equals the ids those cases name, so it can only grow with a test.
 */
export const TESTED_CARDS: readonly string[] = [];
