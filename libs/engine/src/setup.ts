/**
 * Game creation: validates the setup input, snapshots the catalog, builds players and zones, puts
 * every deck section's cards into its zone (list order, top first), then hands over to the game's
 * `setup` and runs until the first decision.
 */
import type { JsonObject } from './json.js';
import { cloneJson } from './json.js';
import { EngineError } from './errors.js';
import { hashJson } from './hash.js';
import { seedRng } from './rng.js';
import type { CardFacts, GameState, ZoneState } from './state.js';
import { ENGINE_VERSION, STATE_FORMAT, zoneKey } from './state.js';
import type { CatalogCard, DeckList, GameDefinition, SetupInput } from './definition.js';
import { factsOf, lookupFrom, tokenRefs } from './catalog.js';
import { validateAbilitiesCached } from './abilities/validate.js';
import { vocabularyFor } from './abilities/vocabulary.js';
import { cardStatus, coverageFrom, incompleteCard, isComplete, type CardStatusReport, type IncompleteCard } from './status.js';
import { makeCtx } from './context.js';
import { createCard, rekeyZone } from './moves.js';

function sectionsOf(def: GameDefinition, deck: DeckList, player: number): Record<string, readonly string[]> {
  if (Array.isArray(deck)) {
    const first = def.deckSections[0];
    if (!first) throw new EngineError('INVALID_DEFINITION', `${def.slug} has no deck sections`);
    return { [first.name]: deck as readonly string[] };
  }
  const rec = deck as Readonly<Record<string, readonly string[]>>;
  for (const name of Object.keys(rec)) {
    if (!def.deckSections.some((s) => s.name === name)) {
      throw new EngineError('INVALID_SETUP', `player ${player}: unknown deck section '${name}'`, null, { sections: def.deckSections.map((s) => s.name) });
    }
    if (!Array.isArray(rec[name]) || !rec[name]!.every((x) => typeof x === 'string')) {
      throw new EngineError('INVALID_SETUP', `player ${player}: deck section '${name}' must be a list of card ids`);
    }
  }
  return rec;
}

/**
 * Opt-in memo of createGame's per-card work — the game's `toFacts`, the ability-data validation, the
 * card status, the token references — and of the snapshot's hash, for callers that create many games
 * from one card source (bots, simulations, benchmarks: `SetupInput.snapshotCache`, made by
 * `snapshotCache()`). Contract: while a cache is in use, the card source returns the same data for an
 * id. A cache serves one definition (given another, it starts over). Facts objects are then shared by
 * the snapshots of several games, which is safe because snapshots are immutable (docs/engine.md §1.1).
 * The states created are the same as without the cache.
 */
export interface SnapshotCache {
  def: GameDefinition | null;
  cards: Map<string, CardWork>;
  /** Snapshot hash by its card ids (and whether unsupported cards were stripped). */
  hashes: Map<string, string>;
}

export interface CardWork {
  card: { name: string; text: string };
  facts: CardFacts;
  errors: readonly unknown[];
  tokens: string[];
  /** The coverage registry `status` was computed with. */
  statusFor: unknown;
  status: CardStatusReport | null;
}

export function snapshotCache(): SnapshotCache {
  return { def: null, cards: new Map(), hashes: new Map() };
}

function cardWork(def: GameDefinition, vocab: ReturnType<typeof vocabularyFor>, lookup: (id: string) => CatalogCard | null, id: string, cache: SnapshotCache | null): CardWork {
  const card = lookup(id);
  if (!card) throw new EngineError('UNKNOWN_CARD', `card ${id} is not in the catalog`, null, { card: id });
  const facts = factsOf(def, card);
  const errors = validateAbilitiesCached(facts.abilities, vocab);
  const work: CardWork = { card: { name: card.name, text: card.text ?? '' }, facts, errors, tokens: tokenRefs(facts.abilities), statusFor: undefined, status: null };
  cache?.cards.set(id, work);
  return work;
}

function snapshotHash(cache: SnapshotCache | null, catalog: Record<string, CardFacts>, stripped: boolean, hash: () => string): string {
  if (!cache) return hash();
  const key = `${stripped ? 1 : 0}:${Object.keys(catalog).sort().join('\n')}`;
  let h = cache.hashes.get(key);
  if (h === undefined) {
    h = hash();
    cache.hashes.set(key, h);
  }
  return h;
}

/** The registry of a setup without one (one object: a snapshot cache keeps card statuses per registry). */
const NO_COVERAGE = coverageFrom([]);

/**
 * The catalog snapshot of a game: every card of the decks plus the tokens their abilities can create, each with
 * its facts, and the cards that are not complete (status.ts isComplete; issue #18). `refuse`: a card with invalid
 * ability data throws INVALID_ABILITIES; `allow` (allowUnsupported) and `report` play it without its abilities
 * (so it is then incomplete), `report` also listing it in `invalid`. The one walk behind createGame's refusal and
 * deckSupport's answer, so the two never disagree.
 */
function snapshotCatalog(
  def: GameDefinition,
  decks: ReadonlyArray<Record<string, readonly string[]>>,
  input: Pick<SetupInput, 'cards' | 'coverage' | 'snapshotCache'>,
  mode: 'refuse' | 'allow' | 'report',
): { catalog: Record<string, CardFacts>; incomplete: IncompleteCard[]; invalid: string[] } {
  const vocab = vocabularyFor(def);
  const lookup = lookupFrom(input.cards);
  const catalog: Record<string, CardFacts> = {};
  const incomplete: IncompleteCard[] = [];
  const invalid: string[] = [];
  const coverage = input.coverage ?? NO_COVERAGE;
  // issue #18: every card that is not complete (unsupported, or partial: a sentence not mapped — or untested, for a
  // game whose tested-card registry is authoritative, catalog.requireTested) is refused unless allowUnsupported
  const requireTested = def.catalog?.requireTested === true;
  const queue = [...new Set(decks.flatMap((d) => Object.values(d).flat())), ...(def.catalog?.tokens ?? [])];
  const cache = input.snapshotCache ?? null;
  if (cache && cache.def !== def) {
    cache.def = def;
    cache.cards.clear();
    cache.hashes.clear();
  }
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (catalog[id]) continue;
    const work = cache?.cards.get(id) ?? cardWork(def, vocab, lookup, id, cache);
    const { card, errors } = work;
    let facts = work.facts;
    if (errors.length > 0) {
      if (mode === 'refuse') {
        throw new EngineError('INVALID_ABILITIES', `card ${id} has invalid ability data`, null, { card: id, errors: errors.slice(0, 10) as unknown as JsonObject[] });
      }
      if (mode === 'report') invalid.push(id);
      facts = { ...facts, abilities: [] }; // (a copy: with a snapshot cache, facts are shared by games)
    }
    if (work.statusFor !== coverage || facts !== work.facts) {
      work.statusFor = coverage;
      work.status = cardStatus({ id, text: card.text }, facts.abilities, coverage);
    }
    if (!isComplete(work.status!, requireTested)) incomplete.push(incompleteCard({ id, name: card.name, text: card.text }, work.status!));
    catalog[id] = facts;
    queue.push(...(facts === work.facts ? work.tokens : tokenRefs(facts.abilities)));
  }
  return { catalog, incomplete, invalid };
}

/** What deckSupport answers: whether createGame would accept these decks' cards without allowUnsupported. */
export interface DeckSupport {
  /** True when no card (deck cards and the tokens their abilities create) is incomplete or has invalid ability data. */
  complete: boolean;
  /** The incomplete cards, exactly as createGame's UNSUPPORTED_CARDS refusal names them (invalid ones included, read without their abilities). */
  incomplete: IncompleteCard[];
  /** Cards whose ability data is invalid (createGame refuses them with INVALID_ABILITIES). */
  invalid: string[];
}

/**
 * Whether createGame would refuse these decks for their cards (issue #17: the `playable` verdict of deck
 * validation): the same catalog walk as createGame (snapshotCatalog), without building a game. Unknown deck sections
 * throw INVALID_SETUP, an unknown card UNKNOWN_CARD, as createGame does.
 */
export function deckSupport(def: GameDefinition, input: Pick<SetupInput, 'cards' | 'coverage' | 'snapshotCache'> & { decks: readonly DeckList[] }): DeckSupport {
  const decks = input.decks.map((d, i) => sectionsOf(def, d, i));
  const { incomplete, invalid } = snapshotCatalog(def, decks, input, 'report');
  return { complete: incomplete.length === 0 && invalid.length === 0, incomplete, invalid };
}

export function buildInitialState(def: GameDefinition, input: SetupInput): GameState {
  const n = input.players?.length ?? 0;
  if (!Array.isArray(input.players) || n < def.players.min || n > def.players.max) {
    throw new EngineError('INVALID_SETUP', `${def.slug} needs ${def.players.min}..${def.players.max} players, got ${n}`);
  }
  if (typeof input.seed !== 'string' && !(typeof input.seed === 'number' && Number.isFinite(input.seed))) {
    throw new EngineError('INVALID_SETUP', 'seed must be a string or a finite number');
  }
  const vocab = vocabularyFor(def);
  const decks = input.players.map((p, i) => sectionsOf(def, p.deck, i));
  const cache = input.snapshotCache ?? null;
  const { catalog, incomplete } = snapshotCatalog(def, decks, input, input.allowUnsupported === true ? 'allow' : 'refuse');
  if (incomplete.length > 0 && input.allowUnsupported !== true) {
    throw new EngineError('UNSUPPORTED_CARDS', `${incomplete.length} card(s) have text the engine does not fully implement (unsupported or partial); pass allowUnsupported: true to play them, their unread text ignored`, null, { cards: incomplete });
  }
  const zones: Record<string, ZoneState> = {};
  for (const spec of def.zones) {
    const owners = spec.shared ? [null] : input.players.map((_, i) => i);
    for (const owner of owners) {
      zones[zoneKey(spec.name, owner)] = {
        name: spec.name,
        owner,
        visibility: spec.visibility,
        ordered: spec.ordered === true,
        faceDown: spec.faceDown ?? 'none',
        abilities: spec.abilities === true,
        cards: [],
      };
    }
  }
  const options: JsonObject = { ...cloneJson(def.options?.defaults ?? {}), ...cloneJson(input.options ?? {}) };
  const state: GameState = {
    format: STATE_FORMAT,
    game: def.slug,
    versions: { engine: ENGINE_VERSION, rules: def.versions.rules, catalog: input.catalogVersion ?? snapshotHash(cache, catalog, input.allowUnsupported === true, () => hashJson(catalog)) },
    options,
    rng: seedRng(input.seed),
    seq: 0,
    nextId: 0,
    clock: 0,
    players: input.players.map((p, i) => ({ index: i, name: String(p.name ?? `Player ${i + 1}`), counters: {}, flags: {}, lost: false })),
    zones,
    cards: {},
    catalog,
    effects: [],
    pending: [],
    decision: null,
    stack: [],
    scopes: {},
    usage: {},
    turn: { number: 0, active: 0, phase: 'setup', step: null, first: null },
    reveals: [],
    result: null,
    data: {},
    secret: {},
  };
  const ctx = makeCtx(state, def, vocab, false);
  decks.forEach((deck, player) => {
    for (const section of def.deckSections) {
      const ids = deck[section.name] ?? [];
      const key = zoneKey(section.zone, player);
      if (!state.zones[key]) throw new EngineError('INVALID_DEFINITION', `deck section ${section.name} names unknown zone ${section.zone}`);
      for (const cardId of ids) createCard(ctx, { cardId, owner: player, zone: key, face: section.face, position: 'bottom', silent: true });
    }
  });
  // ids must not mirror deck lists: hidden zones get fresh ids in random order
  for (const key of Object.keys(state.zones).sort()) if (state.zones[key]!.visibility !== 'public') rekeyZone(state, key);
  return state;
}
