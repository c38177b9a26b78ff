/**
 * PSO2 TCG restriction lists (禁止・制限), as data.
 * No official list is in hand for this project, so the only list is an EMPTY placeholder, marked
 * `sample: true`. The check itself is the framework's (libs/decks/src/restrictions.ts).
 * Never add an entry here without an official source and its effective date.
 */
import type { RestrictionList } from '../../../../decks/src/types.js';

export const PSO2_RESTRICTIONS: RestrictionList[] = [
  {
    id: 'pso2-none',
    // Placeholder date: the date of the rules version followed (詳細ルール Ver2.0, 2018-11-01).
    effective: '2018-11-01',
    sample: true,
    source: 'No official PSO2 TCG restriction list was available to this project; the list is empty on purpose.',
    entries: [],
  },
];
