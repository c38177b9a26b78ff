/** Card-by-card scenarios of the starter-deck cards (SD01–SD06) and their tokens: see card-cases.ts. */
import { CARD_CASES } from './card-cases.js';

describe('SVE starter-deck cards (ability data driven through the engine)', () => {
  for (const c of CARD_CASES) test(c.title, c.run);
});
