/**
 * Card ids covered by tests: the cards of the cases in libs/games/tag-battle/test/cards.spec.ts (one case per
 * card with text). test/coverage.spec.ts checks that this list equals the cards of those cases, so the
 * registry never claims more than the tests exercise.
 */
export const TESTED_CARDS: readonly string[] = [
  'SAMPLE-TAG-001', 'SAMPLE-TAG-002', 'SAMPLE-TAG-003', 'SAMPLE-TAG-004', 'SAMPLE-TAG-005', 'SAMPLE-TAG-006',
  'SAMPLE-TAG-008', 'SAMPLE-TAG-009', 'SAMPLE-TAG-010', 'SAMPLE-TAG-011', 'SAMPLE-TAG-012', 'SAMPLE-TAG-013',
  'SAMPLE-TAG-014', 'SAMPLE-TAG-016', 'SAMPLE-TAG-020', 'SAMPLE-TAG-021', 'SAMPLE-TAG-022', 'SAMPLE-TAG-023',
  'SAMPLE-TAG-024', 'SAMPLE-TAG-037', 'SAMPLE-TAG-040', 'SAMPLE-TAG-041', 'SAMPLE-TAG-042', 'SAMPLE-TAG-043',
  'SAMPLE-TAG-044', 'SAMPLE-TAG-045', 'SAMPLE-TAG-046', 'SAMPLE-TAG-050', 'SAMPLE-TAG-051', 'SAMPLE-TAG-052',
  'SAMPLE-TAG-053', 'SAMPLE-TAG-054', 'SAMPLE-TAG-055', 'SAMPLE-TAG-056', 'SAMPLE-TAG-057', 'SAMPLE-TAG-060',
  'SAMPLE-TAG-061', 'SAMPLE-TAG-062', 'SAMPLE-TAG-070', 'SAMPLE-TAG-071', 'SAMPLE-TAG-073', 'SAMPLE-TAG-074',
  'SAMPLE-TAG-075',
];
