/**
 * Issue #18: hand-written card cases whose card chooses cards on a field must assert the complete set of choices
 * offered (what must be offered and what must not; 「N体まで」: N+1 refused, fewer accepted) — see offered-audit.ts.
 * The cases that do not yet are listed in cases/offered-gaps.ts: a new case without the assertion fails here, and so
 * does a listed case that gained it (remove it from the list: the list only shrinks).
 */
import { auditCases } from './offered-audit.js';
import { OFFERED_GAPS } from './cases/offered-gaps.js';

describe('issue #18: hand-written SVE card cases assert the set of choices offered', () => {
  const cases = auditCases();
  const choosing = cases.filter((c) => c.chooses);

  test('the audit reads the case files (hundreds of cases, a choosing share)', () => {
    expect(cases.length).toBeGreaterThan(700);
    expect(choosing.length).toBeGreaterThan(200);
  });

  test('every choosing case asserts the offered set, except the listed known gaps', () => {
    const missing = choosing.filter((c) => !c.asserts).map((c) => c.key).sort();
    const listed = new Set(OFFERED_GAPS);
    expect(missing.filter((k) => !listed.has(k))).toEqual([]); // a new gap
    expect([...listed].filter((k) => !missing.includes(k)).sort()).toEqual([]); // fixed (or renamed): remove from the list
    process.stdout.write(`\nhand-written choosing cases: ${choosing.length}, asserting the offered set: ${choosing.length - missing.length}, known gaps: ${missing.length}\n`);
  });
});
