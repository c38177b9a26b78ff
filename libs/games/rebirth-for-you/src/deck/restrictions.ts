/**
 * Re:Birth for you restriction lists, as data; the check is the framework's (libs/decks/src/restrictions.ts).
 *
 * No official list is in hand for this project, so the `standard` format carries NO list. Never add an
 * entry to R4U_RESTRICTIONS without an official source and its effective date.
 * R4U_SAMPLE_RESTRICTIONS is a SAMPLE written for this project (sample: true), used only by the
 * clearly-sample format `sample-banlist` so the mechanism can be tested. It says nothing about the real game.
 */
import type { RestrictionList } from '../../../../decks/src/types.js';

export const R4U_RESTRICTIONS: RestrictionList[] = [];

export const R4U_SAMPLE_RESTRICTIONS: RestrictionList[] = [
  {
    id: 'r4u-sample-2026-01',
    effective: '2026-01-01',
    sample: true,
    source: 'SAMPLE list written for tcg-rules-service tests; not an official restriction list.',
    entries: [
      { card: 'KS/001B-090', limit: 0, note: 'sample ban by id (キャベツ, every printing)' },
      { card: '爆裂魔法', limit: 2, note: 'sample restriction by name' },
    ],
  },
];
