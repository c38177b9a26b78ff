/**
 * Engine test fixtures from the REAL catalog (libs/catalog/data/rebirth-for-you.cards.json): keyword-only trial-deck
 * characters (【のびしろ】, 【ブロッカー】 with their reminder lines), text-less partners and the text-less Re-birth
 * GU/001B-096, so games play before the card-text grammar lands; plus small builders for rule tests.
 */
import { readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import {
  apply, cloneJson, createGame, legalActions, zoneKey, type Action, type CatalogCard, type GameState, type JsonObject, type SetupInput,
} from '../../../engine/src/index.js';
import { definition, mapping } from '../src/index.js';
import { Z } from '../src/constants.js';

const file = new URL('../../../catalog/data/rebirth-for-you.cards.json', import.meta.url);
const inputs = JSON.parse(readFileSync(file, 'utf8')) as CardInput[];
export const RECORDS: CardRecord[] = inputs.map((c) => toCardRecord('rebirth-for-you', c, mapping.deriveFlags));
const byId = new Map(RECORDS.map((c) => [c.id, c]));
export const card = (id: string): CardRecord => {
  const c = byId.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
};
export const CARDS = (id: string): CatalogCard | null => (byId.get(id) as unknown as CatalogCard) ?? null;

const reminderless = (t: string | null | undefined) => (t ?? '').replace(/[（(][^）)]*[）)]/g, '').trim();
const isKeywordOnly = (c: CardRecord) => c.type === 'キャラ' && ['【のびしろ】', '【ブロッカー】'].includes(reminderless(c.text));

/** Keyword-only characters of the trial decks (…/00nT sets), by id. */
export const KEYWORD_TRIAL = RECORDS.filter((c) => /\/00\dT-/.test(c.id) && isKeywordOnly(c));

export const VANILLA_REBIRTH = 'GU/001B-096';

export interface EngineDeck { main: string[]; partner: string[] }

/** A playable deck: 4 of each given character (then the vanilla Re-birth) up to 50, and 3 partners. */
export function deckOf(chars: string[], partners: string[], rebirths = 2): EngineDeck {
  const main: string[] = [];
  for (let i = 0; main.length < 50 - rebirths; i++) {
    const id = chars[Math.floor(i / 4) % chars.length]!;
    main.push(id);
  }
  for (let i = 0; i < rebirths; i++) main.push(VANILLA_REBIRTH);
  return { main, partner: partners };
}

const pick = (prefixes: string[]) => KEYWORD_TRIAL.filter((c) => prefixes.some((p) => c.id.startsWith(p))).map((c) => c.id);

/** hololive trial decks (HP/00nT), 13 names. */
export const DECK_HOLO = deckOf(pick(['HP/001T', 'HP/002T', 'HP/003T', 'HP/004T']).slice(0, 13), ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03']);
/** D4DJ + others, 13 names. */
export const DECK_DJ = deckOf(pick(['DJ/001T', 'DJ/002T', 'DJ/003T', 'GU/001T']).slice(0, 13), ['DJ/001T-P01', 'DJ/001T-P02', 'DJ/001T-P03']);
export const DECKS = [DECK_HOLO, DECK_DJ];

export function setupFor(decks: EngineDeck[], seed: string | number, options: JsonObject = {}): SetupInput {
  return {
    seed,
    players: decks.map((d, i) => ({ name: `P${i}`, deck: { main: d.main, partner: d.partner } })),
    cards: CARDS,
    options,
    allowUnsupported: true,
  };
}

export function newGame(decks: EngineDeck[] = DECKS, seed: string | number = 1, options: JsonObject = {}): GameState {
  return createGame(definition, setupFor(decks, seed, options)).state;
}

/** Answers decisions with `choose` (default: the first listed action) until `until` holds or the game ends. */
export function playUntil(s: GameState, until: (s: GameState) => boolean, choose: (s: GameState, legal: Action[]) => Action = (_s, l) => l[0]!, max = 2000): GameState {
  let cur = s;
  for (let i = 0; i < max && !cur.result && !until(cur); i++) {
    const legal = legalActions(cur, definition);
    cur = apply(cur, choose(cur, legal), definition).state;
  }
  return cur;
}

export const act = (s: GameState, a: Action) => apply(s, a, definition).state;
export const legal = (s: GameState) => legalActions(s, definition);
export const zone = (s: GameState, name: string, p: number) => s.zones[zoneKey(name, p)]!.cards;
export const ids = (s: GameState, name: string, p: number) => zone(s, name, p).map((id) => s.cards[id]!.cardId);
export { cloneJson, Z, definition };

/** Setup decisions answered plainly (first starting card, first partner) up to the first player's first main-phase decision. */
export function toFirstMain(s: GameState): GameState {
  return playUntil(s, (x) => x.decision?.kind === 'r4u.main', (x, l) => pickNothing(x, l));
}

/** Prefer "done" / "pass" answers (pick nothing optional), else the first listed. */
export function pickNothing(_s: GameState, l: Action[]): Action {
  return l.find((a) => a.type === 'done') ?? l.find((a) => a.type === 'pass') ?? l.find((a) => a.type === 'endAttacks') ?? l[0]!;
}

/** Test positions: move a card instance straight into a zone (a copy of the state; the rules did not do this). */
export function place(s0: GameState, id: string, zoneName: string, p: number, o: { slot?: number; tapped?: boolean; face?: 'up' | 'down'; damage?: number } = {}): GameState {
  const s = cloneJson(s0);
  const c = s.cards[id]!;
  const from = s.zones[c.zone]!;
  from.cards = from.cards.filter((x) => x !== id);
  const key = zoneKey(zoneName, p);
  s.zones[key]!.cards.unshift(id);
  c.zone = key;
  c.owner = p;
  c.controller = p;
  c.face = o.face ?? (zoneName === Z.energy && s.catalog[c.cardId]!.type !== 'partner' ? 'down' : s.zones[key]!.visibility === 'public' ? 'up' : 'down');
  c.tapped = o.tapped ?? false;
  c.flags = o.slot !== undefined ? { slot: o.slot } : {};
  c.counters = o.damage ? { damage: o.damage } : {};
  c.timestamp = ++s.clock;
  return s;
}

/** The first card of player `p` with catalog id `cardId` in zone `zoneName` (any zone when null). */
export function find(s: GameState, p: number, cardId: string, zoneName: string | null = null): string {
  const c = Object.values(s.cards).find((x) => x.owner === p && x.cardId === cardId && (zoneName === null || s.zones[x.zone]!.name === zoneName));
  if (!c) throw new Error(`no ${cardId} of player ${p}${zoneName ? ` in ${zoneName}` : ''}`);
  return c.id;
}

/** Any card of player `p` in zone `zoneName` matching `pred`. */
export function anyIn(s: GameState, p: number, zoneName: string, pred: (cardId: string) => boolean = () => true): string {
  const id = zone(s, zoneName, p).find((x) => pred(s.cards[x]!.cardId));
  if (!id) throw new Error(`no matching card of player ${p} in ${zoneName}`);
  return id;
}

/** Card sources with extra synthetic cards (ability data given as data, docs/engine.md §1.13.1). */
export function cardsWith(extra: CatalogCard[]): (id: string) => CatalogCard | null {
  const m = new Map(extra.map((c) => [c.id, c]));
  return (id) => m.get(id) ?? CARDS(id);
}

/** A deck with exactly these characters (4 each, in order, repeated), the vanilla Re-birth ×2 and 3 partners. */
export const TEST_CHARS = ['HP/001T-006', 'HP/001T-003', 'HP/001T-004', 'HP/001T-010', 'KJ/001T-004', 'FG/001T-012', 'HP/002T-005', 'HP/001T-014', 'HP/002T-003', 'HP/002T-011', 'HP/003T-008', 'HP/004T-007'];
export const TEST_DECK = deckOf(TEST_CHARS, ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03']);

/** Plays plainly (main: go to attack; start step: end attacks; picks: none) until `player`'s main phase of turn `n`. */
export function toMainOfTurn(s: GameState, n: number): GameState {
  return playUntil(s, (x) => x.decision?.kind === 'r4u.main' && x.turn.number === n, (x, l) => {
    if (x.decision?.kind === 'r4u.main') return l.find((a) => a.type === 'toAttack')!;
    return pickNothing(x, l);
  });
}

/** From a main-phase decision: declare the move to the attack phase and stop at the start-step decision. */
export function toStartStep(s: GameState): GameState {
  const a = legal(s).find((x) => x.type === 'toAttack')!;
  return playUntil(act(s, a), (x) => x.decision?.kind === 'r4u.startStep' || x.decision?.kind === 'r4u.main', pickNothing);
}

/** The playable example decks (libs/catalog/data/rebirth-for-you.decks.json, names "R4U playable: …"), as engine lists. */
interface ExampleDeck { name: string; legal: boolean; deck: Record<string, Array<{ id: string; count: number }>> }
const examples = JSON.parse(readFileSync(new URL('../../../catalog/data/rebirth-for-you.decks.json', import.meta.url), 'utf8')) as ExampleDeck[];
const expand = (l: Array<{ id: string; count: number }> = []) => l.flatMap((e) => Array.from({ length: e.count }, () => e.id));
export const PLAYABLE_DECKS: EngineDeck[] = examples.filter((d) => d.legal && d.name.startsWith('R4U playable')).map((d) => ({ main: expand(d.deck.main), partner: expand(d.deck.partner) }));
