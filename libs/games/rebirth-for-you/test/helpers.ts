/** R4U test fixtures: a subset of the real card list (see scripts/extract-deck-fixtures.mjs) plus synthetic Shika cards. */
import { readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckEntry } from '../../../decks/src/types.js';
import { mapping } from '../src/cards/flags.js';

export const inputs = JSON.parse(readFileSync(new URL('./fixtures/cards.json', import.meta.url), 'utf8')) as CardInput[];

/**
 * Synthetic シカキャラ (R4U 12.2.1): the catalog ends in 2023, before しかのこのこのここしたんたん.
 * Ids SYN-SHIKA-*; type シカキャラ as the rules name it (printed 「シカ CH」).
 */
const shika = (n: number, name: string): CardInput => ({
  id: `SYN-SHIKA-${n}`,
  name,
  type: 'シカキャラ',
  cost: 1,
  attack: 1,
  defense_or_hp: 1,
  text: '',
  extra: { type_code: 'シカ CH', synthetic: true },
});
export const shikaInputs: CardInput[] = [
  shika(1, 'シカ'),
  shika(2, '共鳴 シカ'),
  shika(3, 'シカコレ シカ'),
  shika(4, '激動 シカ'),
  shika(5, 'ツノださん'),
  shika(6, 'シカ（パラレル）'),
];

export const records: CardRecord[] = [...inputs, ...shikaInputs].map((c) => toCardRecord('rebirth-for-you', c, mapping.deriveFlags));
export const cards = createCardLookup(records);

export interface Deck {
  main: DeckEntry[];
  partner: DeckEntry[];
  shika?: DeckEntry[];
}

export const total = (l: DeckEntry[]) => l.reduce((n, e) => n + e.count, 0);

export function withCount(list: DeckEntry[], id: string, count: number): DeckEntry[] {
  const rest = list.filter((e) => e.id !== id);
  return count > 0 ? [...rest, { id, count }] : rest;
}

/** このすば (KS/001B): 10 character names x4 + 1 x2 + Re-birth このすば x4 + 妥協してここだ x4 = 50; partners カズマ/アクア/めぐみん. */
export function konosuba(): Deck {
  const chars = ['003', '004', '005', '007', '011', '012', '014', '016', '019', '022'].map((n) => ({ id: `KS/001B-${n}`, count: 4 }));
  return {
    main: [...chars, { id: 'KS/001B-023', count: 2 }, { id: 'KS/001B-092', count: 4 }, { id: 'KS/001B-093', count: 4 }],
    partner: ['KS/001B-P001', 'KS/001B-P002', 'KS/001B-P003'].map((id) => ({ id, count: 1 })),
  };
}
