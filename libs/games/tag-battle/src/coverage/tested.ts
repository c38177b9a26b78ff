/**
 * Card ids covered by tests (libs/games/tag-battle/test/cards.spec.ts: one case per card). test/coverage.spec.ts
 * checks that this list equals the ids of those cases, so the registry never claims more than the tests exercise.
 */
export const TESTED_CARDS: readonly string[] = [];
