/** SVE test fixtures: a subset of the real card list (see scripts/extract-deck-fixtures.mjs) and the two sample decks. */
import { readFileSync } from 'node:fs';
import type { CardInput } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import { createCardLookup } from '../../../decks/src/lookup.js';
import type { DeckEntry } from '../../../decks/src/types.js';
import { mapping } from '../src/cards/flags.js';

const load = <T>(file: string): T => JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as T;

export const inputs = load<CardInput[]>('cards.json');
export const records = inputs.map((c) => toCardRecord('shadowverse-evolve', c, mapping.deriveFlags));
export const cards = createCardLookup(records);

export interface SampleDeckFile {
  name: string;
  leader: string[];
  main: DeckEntry[];
  evolve: DeckEntry[];
  source: string;
  extra: Record<string, unknown>;
}
export const constructedSample = load<SampleDeckFile>('constructed-royal-sample.json');
export const crossoverSample = load<SampleDeckFile>('crossover-royal-witch-sample.json');

export interface Deck {
  leader: string[];
  main: DeckEntry[];
  evolve: DeckEntry[];
}

export const clone = (d: { leader: string[]; main: DeckEntry[]; evolve: DeckEntry[] }): Deck => ({
  leader: [...d.leader],
  main: d.main.map((e) => ({ ...e })),
  evolve: d.evolve.map((e) => ({ ...e })),
});

export const total = (l: DeckEntry[]) => l.reduce((n, e) => n + e.count, 0);

/** The constructed sample (leader CP04-PR02 Royal, 40 singleton main, 10 evolve). */
export const royal = (): Deck => clone(constructedSample);

/** Set one id's count in a section (adds the entry when missing; 0 removes it). */
export function withCount(list: DeckEntry[], id: string, count: number): DeckEntry[] {
  const rest = list.filter((e) => e.id !== id);
  return count > 0 ? [...rest, { id, count }] : rest;
}

/**
 * A Cardfight!! Vanguard royal deck (leader CP03-LD02 〔絆の導き手〕先導アイチ): 28 distinct royal
 * Vanguard names (12 of them twice) = 40 main cards with exactly one Start Amulet (CSD03a-016), and an
 * evolve deck of 3 evolve followers + 7 ドライブポイント (its text allows 10).
 */
export function vanguard(): Deck {
  const csd = ['001', '003', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014', '015'].map((n) => `CSD03a-${n}`);
  const cp = ['022', '023', '024', '025', '027', '028', '029', '030', '031', '032', '033', '034', '039', '040'].map((n) => `CP03-${n}`);
  const main = [...csd, ...cp].map((id, i) => ({ id, count: i < 12 ? 2 : 1 }));
  main.push({ id: 'CSD03a-016', count: 1 });
  return {
    leader: ['CP03-LD02'],
    main,
    evolve: [
      { id: 'CSD03a-002', count: 1 },
      { id: 'CSD03a-004', count: 1 },
      { id: 'CP03-026', count: 1 },
      { id: 'CSD03a-017', count: 7 },
    ],
  };
}

/**
 * A title-basis Princess Connect deck with mixed classes (Royal + Witch + neutral): the PriConne cards of
 * the crossover sample (38 main, all with the title) + second copies of 2 = 40; its 10 evolve cards.
 */
export function princonneMixed(): Deck {
  const d = clone(crossoverSample);
  d.leader = ['CP04-PR02'];
  d.main = d.main.filter((e) => !['EBD04-009', 'EBD03-017'].includes(e.id));
  d.main = withCount(withCount(d.main, 'CP04-021', 2), 'CP04-022', 2);
  return d;
}
