/** Every engine-played card case (registered by the concept files of test/cases), and the ids they cover. */
import { CARDS, textKey } from '../cards/catalog.js';
import { CARD_CASES } from './case-helpers.js';
import './spark.js';
import './activated.js';
import './triggers.js';
import './continuous.js';
import './keywords.js';
import './choosing.js';
import './attack-marks.js';
import './prices.js';
import './spark-full-power.js';
import './attack-numbers.js';
import './support.js';
import './continuous-stats.js';
import './block-triggers.js';
import './from-hand.js';
import './retire-triggers.js';
import './swaps.js';
import './souls.js';
import './counted-stats.js';
import './damage.js';
import './empty-seats.js';
import './support-conditions.js';
import './supported-attacks.js';
import './from-waiting-room.js';
import './spark-revival.js';
import './spark-cancelled.js';
import './attack-prices.js';
import './checks.js';
import './spark-prices.js';
import './blocker-bans.js';
import './alternative-costs.js';
import './turn-effects.js';
import './activated-energy.js';

export { CARD_CASES };

/** Every id the engine-played cases cover: the cards sharing kind and text with a case's card (same compiled data). */
export function coveredByEngineCases(): string[] {
  const ids = new Set(CARD_CASES.flatMap((c) => c.ids));
  const keys = new Set(CARDS.filter((c) => ids.has(c.id)).map(textKey));
  return CARDS.filter((c) => keys.has(textKey(c))).map((c) => c.id).sort();
}
