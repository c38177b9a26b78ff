/** Card-by-card scenarios of the starter-deck cards (SD01–SD06) and their tokens: see card-cases.ts. */
import { CARD_CASES } from './card-cases.js';
import { PROBE_GAPS, TARGET_CHECKS } from './form-cases.js';

describe('SVE starter-deck cards (ability data driven through the engine)', () => {
  for (const c of CARD_CASES) test(c.title, c.run);
  // issue #18 meta-test (runs after the cases above, over the generated cases that ran): a generated case whose card
  // chooses a target must have checked, in every run that chooses one, the complete set offered (a printed target set,
  // with a follower on the board left out) and the number allowed (N+1 refused; fewer only for 「まで」)
  test('issue #18: every target-choosing generated case asserts the complete set of targets offered (must / must not, N体まで)', () => {
    const t = TARGET_CHECKS;
    const unprobed = [...t.cardsWithTargets].filter((id) => !t.runsByCard.has(id));
    const partial = [...t.runsByCard].filter(([id, n]) => (t.fullByCard.get(id) ?? 0) !== n).map(([id]) => id);
    expect({ unprobed, partial, gaps: PROBE_GAPS }).toEqual({ unprobed: [], partial: [], gaps: [] });
  });
  afterAll(() => {
    const t = TARGET_CHECKS;
    if (t.runsWithTargets > 0) process.stdout.write(`\ngenerated cases: ${t.checked} target choices checked against the printed target set (${t.unchecked} not); ${t.cardsWithTargets.size} cards choose targets; offered-set probe: ${t.probedRuns} runs, ${t.probeChecks} choices, ${t.upToChecks} N+1/fewer checks; ${t.fullByCard.size} of ${t.runsByCard.size} probed cards fully checked\n`);
  });
});
