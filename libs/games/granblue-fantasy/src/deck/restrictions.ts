/**
 * Granblue Fantasy TCG restriction lists (禁止・制限), as data.
 * No official list is in hand for this project, so the only list is an EMPTY placeholder, marked
 * `sample: true`. The check itself is the framework's (libs/decks/src/restrictions.ts).
 * Never add an entry here without an official source and its effective date.
 */
import type { RestrictionList } from '../../../../decks/src/types.js';

export const GBF_RESTRICTIONS: RestrictionList[] = [
  {
    id: 'gbf-none',
    // Placeholder date: the empty list applies from the start of the game's history.
    effective: '2000-01-01',
    sample: true,
    source: 'No official GBF TCG restriction list was available to this project; the list is empty on purpose.',
    entries: [],
  },
];
