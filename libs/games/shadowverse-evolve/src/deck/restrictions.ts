/**
 * Shadowverse Evolve restriction lists (禁止・制限), as data; the check is the framework's
 * (libs/decks/src/restrictions.ts).
 *
 * No official list is in hand for this project, so the `standard` / `crossover` formats carry NO list.
 * Never add an entry to SVE_RESTRICTIONS without an official source and its effective date.
 *
 * SVE_SAMPLE_RESTRICTIONS is a SAMPLE written for this project (sample: true) and is used only by the
 * clearly-sample format `sample-banlist`, so the ban / restriction / asOf mechanism can be tested.
 * Its entries are arbitrary and say nothing about the real game.
 */
import type { RestrictionList } from '../../../../decks/src/types.js';

export const SVE_RESTRICTIONS: RestrictionList[] = [];

export const SVE_SAMPLE_RESTRICTIONS: RestrictionList[] = [
  {
    id: 'sve-sample-2026-01',
    effective: '2026-01-01',
    sample: true,
    source: 'SAMPLE list written for tcg-rules-service tests; not an official restriction list.',
    entries: [
      { card: 'BP18-116', limit: 0, note: 'sample ban, by card id (covers every printing of the name)' },
      { card: 'カイザーインサイト', limit: 1, note: 'sample restriction, by card name' },
    ],
  },
  {
    id: 'sve-sample-2026-07',
    effective: '2026-07-01',
    sample: true,
    source: 'SAMPLE list written for tcg-rules-service tests; not an official restriction list.',
    entries: [{ card: 'カイザーインサイト', limit: 1, note: 'sample restriction kept; the sample ban is lifted' }],
  },
];
