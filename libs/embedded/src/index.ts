/**
 * The service without a server: the shipped catalogs (libs/catalog/data), deck legality, card search and the
 * rules engines in one process. Used by the command line (`npx tcg`, apps/cli) and the generator of the
 * OpenAPI protocol schemas (apps/api/src/cli/protocol-catalog.ts). Reads only files of the repository.
 *
 * Same answers as the server's routes for the same catalog: deck verdicts (libs/decks), card search
 * (libs/catalog/src/search.ts), the `playable` verdict of decks and example decks (libs/match deckPlayability),
 * match creation from legal decks (libs/match/src/decks.ts `engineDeckList`).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_SLUGS, isGameSlug, type CardInput, type CardRecord, type GameSlug } from '../../catalog/src/card.js';
import { toCardRecord } from '../../catalog/src/normalize.js';
import { seedDir } from '../../catalog/src/seed.js';
import { CardSearchIndex } from '../../catalog/src/search.js';
import type { CardPage, CardQuery } from '../../catalog/src/repository.js';
import { createCardLookup, type CardIndex } from '../../decks/src/lookup.js';
import { convertDeckInput, validateDeck, type ValidateOptions } from '../../decks/src/validate.js';
import { todayIso } from '../../decks/src/restrictions.js';
import type { DeckVerdict } from '../../decks/src/types.js';
import { GAMES } from '../../games/index.js';
import { engineDefinition } from '../../games/engines.js';
import {
  createGame, snapshotCache, type ApplyResult, type SnapshotCache, type CatalogCard, type CoverageRegistry, type GameDefinition, type JsonObject,
} from '../../engine/src/index.js';
import { coverageOf, deckPlayability, engineDeckList, type DeckPlayability, type NormalizedDeck } from '../../match/src/index.js';

export { GAME_SLUGS, isGameSlug, type GameSlug };

export interface ExampleDeck {
  name: string;
  format: string | null;
  deck: unknown;
  note?: string;
}

export interface ExampleDeckVerdict extends ExampleDeck {
  legal: boolean;
  /** Whether newMatch accepts it (libs/match deckPlayability): the server's `playable`. */
  playable: boolean;
}

const records = new Map<GameSlug, CardRecord[]>();
const indexes = new Map<GameSlug, CardIndex>();
const searchIndexes = new Map<GameSlug, CardSearchIndex>();

/** Throws a readable error for an unknown slug. */
export function requireGame(game: string): GameSlug {
  if (!isGameSlug(game)) throw new EmbeddedError(`unknown game "${game}" (games: ${GAME_SLUGS.join(', ')})`);
  return game;
}

export class EmbeddedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedError';
  }
}

/** Every card of a game's shipped catalog, as the server stores them. */
export function cards(game: GameSlug): CardRecord[] {
  let list = records.get(game);
  if (!list) {
    const inputs = JSON.parse(readFileSync(join(seedDir(), `${game}.cards.json`), 'utf8')) as CardInput[];
    const derive = GAMES[game].mapping.deriveFlags;
    list = inputs.map((c) => toCardRecord(game, c, derive));
    records.set(game, list);
  }
  return list;
}

export function cardIndex(game: GameSlug): CardIndex {
  let index = indexes.get(game);
  if (!index) {
    index = createCardLookup(cards(game));
    indexes.set(game, index);
  }
  return index;
}

/** Card search with the server's query language (`q`, `name`, `class`, `cost`, `limit`, …). */
export function searchCards(game: GameSlug, query: CardQuery): CardPage {
  let index = searchIndexes.get(game);
  if (!index) {
    index = new CardSearchIndex(cards(game));
    searchIndexes.set(game, index);
  }
  return index.search(query);
}

export function card(game: GameSlug, id: string): CardRecord | null {
  return cardIndex(game).get(id) ?? null;
}

/** Deck legality (POST /v1/games/{game}/decks/validate). Throws DeckInputError for a request that is not a deck. */
export function validate(game: GameSlug, deck: unknown, opts: { format?: string; asOf?: string; options?: ValidateOptions['options'] } = {}): DeckVerdict {
  return validateDeck(GAMES[game].deckRules, cardIndex(game), deck, { format: opts.format, asOf: opts.asOf ?? todayIso(), options: opts.options });
}

/** Both deck forms (POST /v1/games/{game}/decks/convert). */
export function convert(game: GameSlug, deck: unknown, opts: { format?: string; withNames?: boolean } = {}) {
  return convertDeckInput(GAMES[game].deckRules, cardIndex(game), deck, { format: opts.format, withNames: opts.withNames ?? false });
}

/** The game's rules engine, or null (Re:Birth for you has none yet). */
export function engine(game: string): GameDefinition | null {
  return engineDefinition(game);
}

export function coverage(game: GameSlug): CoverageRegistry {
  return coverageOf((GAMES[game] as unknown as Record<string, unknown>).coverage).coverage;
}

/** Catalog card lookup for the engine. */
export function engineCards(game: GameSlug): (id: string) => CatalogCard | null {
  const index = cardIndex(game);
  return (id) => (index.get(id) as unknown as CatalogCard | undefined) ?? null;
}

/**
 * The `playable` verdict of a deck verdict (POST …/decks/validate's `playability`): would newMatch accept it without
 * allowUnsupported? libs/match deckPlayability, the checks of match creation with the kernel's own setup card walk.
 */
export function playability(game: GameSlug, verdict: Pick<DeckVerdict, 'deck' | 'legal'>): DeckPlayability {
  const def = engine(game);
  let cache = playabilityCaches.get(game);
  if (def && (!cache || cache.def !== def)) {
    cache = { def, cache: snapshotCache() };
    playabilityCaches.set(game, cache);
  }
  return deckPlayability({ game, def, deck: verdict.deck as NormalizedDeck, legal: verdict.legal, cards: engineCards(game), coverage: coverage(game), snapshotCache: cache?.cache });
}
const playabilityCaches = new Map<GameSlug, { def: GameDefinition; cache: SnapshotCache }>();

/** A deck's legality verdict with its `playable` verdict: the answer of POST …/decks/validate. */
export function validateWithPlayability(game: GameSlug, deck: unknown, opts: { format?: string; asOf?: string; options?: ValidateOptions['options'] } = {}): DeckVerdict & { playable: boolean; playability: DeckPlayability } {
  const v = validate(game, deck, opts);
  const p = playability(game, v);
  return { ...v, playable: p.playable, playability: p };
}

/** The shipped example decks of a game (GET /v1/games/{game}/decks/examples), judged now. */
export function exampleDecks(game: GameSlug): ExampleDeckVerdict[] {
  const file = join(seedDir(), `${game}.decks.json`);
  const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleDeck[]) : [];
  return list.map((ex) => {
    let verdict: DeckVerdict | null = null;
    try {
      verdict = validate(game, ex.deck, { format: ex.format ?? undefined });
    } catch {
      verdict = null;
    }
    return { ...ex, legal: verdict?.legal ?? false, playable: verdict !== null && playability(game, verdict).playable };
  });
}

/** The first playable (else legal) example deck whose name contains `name` (any, when omitted). */
export function exampleDeck(game: GameSlug, name?: string): ExampleDeckVerdict | null {
  const all = exampleDecks(game).filter((d) => name === undefined || d.name.toLowerCase().includes(name.toLowerCase()));
  return all.find((d) => d.playable) ?? all.find((d) => d.legal) ?? null;
}

export interface NewMatchInput {
  seed: string | number;
  decks: unknown[];
  names?: string[];
  format?: string;
  options?: JsonObject;
  allowUnsupported?: boolean;
}

/** An illegal deck (the server's 422 illegal-deck), with the verdicts. */
export class IllegalDeckError extends EmbeddedError {
  constructor(message: string, readonly verdicts: DeckVerdict[]) {
    super(message);
  }
}

/**
 * Creates a match as `POST /v1/games/{game}/matches` does: each deck checked for legality (IllegalDeckError),
 * converted to engine deck lists, the game set up with the catalog and the tested-card registry.
 */
export function newMatch(game: GameSlug, input: NewMatchInput): { def: GameDefinition; created: ApplyResult } {
  const def = engine(game);
  if (!def) throw new EmbeddedError(`no rules engine for ${game} yet: its catalog and deck legality work, matches do not`);
  const verdicts = input.decks.map((d) => validate(game, d, { format: input.format }));
  const bad = verdicts.map((v, i) => ({ v, i })).filter((x) => !x.v.legal);
  if (bad.length > 0) {
    const lines = bad.flatMap(({ v, i }) => v.errors.slice(0, 5).map((e) => `player ${i}: ${e.code} (${e.rule}): ${e.message}`));
    throw new IllegalDeckError(`illegal deck:\n  ${lines.join('\n  ')}`, verdicts);
  }
  const lists = verdicts.map((v, i) => {
    const { list, unknownSections } = engineDeckList(def, v.deck as NormalizedDeck);
    if (unknownSections.length > 0) throw new EmbeddedError(`player ${i}: the ${game} engine has no deck section ${unknownSections.join(', ')}`);
    return list;
  });
  const hasFormatOption = Object.prototype.hasOwnProperty.call(def.options?.defaults ?? {}, 'format');
  const options = input.format !== undefined && hasFormatOption ? { ...(input.options ?? {}), format: input.format } : input.options;
  const created = createGame(def, {
    seed: input.seed,
    players: lists.map((deck, i) => ({ name: input.names?.[i] ?? `Player ${i + 1}`, deck })),
    options,
    cards: engineCards(game),
    coverage: coverage(game),
    allowUnsupported: input.allowUnsupported === true,
  });
  return { def, created };
}
