/** Card-by-card scenarios of the starter-deck cards (SD01–SD06) and their tokens: see card-cases.ts. */
import { CARD_CASES } from './card-cases.js';
import { TARGET_CHECKS } from './form-cases.js';

describe('SVE starter-deck cards (ability data driven through the engine)', () => {
  for (const c of CARD_CASES) test(c.title, c.run);
  // issue #18: how many target choices of the generated cases were checked against the printed target set
  afterAll(() => {
    const t = TARGET_CHECKS;
    if (t.runsWithTargets > 0) process.stdout.write(`\ngenerated cases: ${t.checked} target choices checked against the printed target set (${t.unchecked} not); ${t.cardsWithTargets.size} cards choose targets, ${t.cardsWithoutDecoys.size} of them still in a run without the decoys that make the choice visible (${t.runsWithDecoys}/${t.runsWithTargets} runs with decoys)\n`);
  });
});
