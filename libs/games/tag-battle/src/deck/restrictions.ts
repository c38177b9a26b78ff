/**
 * Tag-battle restriction lists, as data; the check is the framework's (libs/decks/src/restrictions.ts).
 * The game has no official list (and the catalog is a sample), so `standard` carries none.
 * TB_SAMPLE_RESTRICTIONS (sample: true) is used only by the clearly-sample format `sample-banlist`.
 */
import type { RestrictionList } from '../../../../decks/src/types.js';

export const TB_RESTRICTIONS: RestrictionList[] = [];

export const TB_SAMPLE_RESTRICTIONS: RestrictionList[] = [
  {
    id: 'tb-sample-2026-01',
    effective: '2026-01-01',
    sample: true,
    source: 'SAMPLE list written for tcg-rules-service tests; not an official restriction list.',
    entries: [
      { card: 'SAMPLE-TAG-056', limit: 3, note: 'sample restriction: プリント配布 at most 3 despite its text' },
      { card: '寝坊', limit: 0, note: 'sample ban by name' },
    ],
  },
];
