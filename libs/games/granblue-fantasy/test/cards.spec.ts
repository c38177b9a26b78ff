/** The card cases of card-cases.ts (one per sample card with text; names carry the rules each exercises). */
import { CARD_CASES } from './card-cases.js';

describe('GBF sample cards: ability data in play', () => {
  for (const c of CARD_CASES) test(`${c.cards.join(', ')} — ${c.name}`, c.run);
});
