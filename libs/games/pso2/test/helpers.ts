/**
 * Test helpers for the PSO2 engine: the shipped sample catalog (libs/catalog/data) as CardRecords, the example
 * decks and raid setup, game creation, and random play.
 */
import { readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import {
  apply, createGame, legalActions, randomInt, seedRng, type Action, type CatalogCard, type GameState, type JsonObject, type SetupInput,
} from '../../../engine/src/index.js';
import { definition, mapping } from '../src/index.js';

const data = (file: string) => new URL(`../../../catalog/data/${file}`, import.meta.url);

export const INPUTS = JSON.parse(readFileSync(data('pso2.cards.json'), 'utf8')) as CardInput[];
export const CARDS: CardRecord[] = INPUTS.map((c) => toCardRecord('pso2', c, mapping.deriveFlags));
export const BY_ID = new Map(CARDS.map((c) => [c.id, c]));

interface DeckEntry {
  id: string;
  count: number;
}
export interface ExampleDeck {
  name: string;
  format: string;
  deck: Record<string, string | DeckEntry[]>;
  legal: boolean;
}
export const EXAMPLE_DECKS = JSON.parse(readFileSync(data('pso2.decks.json'), 'utf8')) as ExampleDeck[];

const expand = (l: string | DeckEntry[]): string[] => (typeof l === 'string' ? [l] : l.flatMap((e) => Array.from({ length: e.count }, () => e.id)));

/** An example deck as engine deck sections. */
export function engineDeck(d: ExampleDeck): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(d.deck)) out[k] = expand(v);
  return out;
}

export function exampleDeck(prefix: string): Record<string, string[]> {
  const d = EXAMPLE_DECKS.find((x) => x.legal && x.name.startsWith(prefix));
  if (!d) throw new Error(`no legal example deck named ${prefix}…`);
  return engineDeck(d);
}

/** The legal standard example decks (player decks). */
export function playerDecks(): ExampleDeck[] {
  return EXAMPLE_DECKS.filter((d) => d.legal && d.format === 'standard');
}

export function setupFor(decks: Array<Record<string, string[]>>, seed: string | number, extra: Partial<SetupInput> = {}): SetupInput {
  return {
    seed,
    players: decks.map((deck, i) => ({ name: `P${i}`, deck })),
    cards: CARDS as unknown as CatalogCard[],
    ...extra,
  };
}

export function newGame(decks: Array<Record<string, string[]>>, seed: string | number, extra: Partial<SetupInput> = {}) {
  return createGame(definition, setupFor(decks, seed, extra));
}

/** Plays uniformly random legal actions until the game ends or `maxSteps`. */
export function playRandom(state: GameState, seed: string | number, maxSteps = 20000): { state: GameState; actions: Action[] } {
  const rng = seedRng(`pick-${seed}`);
  const actions: Action[] = [];
  let s = state;
  for (let i = 0; i < maxSteps && !s.result; i++) {
    const legal = legalActions(s, definition);
    const a = legal[randomInt(rng, legal.length)]!;
    actions.push(a);
    s = apply(s, a, definition).state;
  }
  return { state: s, actions };
}

export type { JsonObject };
