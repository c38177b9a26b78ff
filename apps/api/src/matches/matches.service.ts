/**
 * The match API (REST and GraphQL share this service): create, step, view, scenario, replay, the
 * ability-language schema and card coverage. Stateless: the state travels with every request, sealed
 * (an authenticated, encrypted token) or open (plain JSON, trusted self-play). docs/match-api.md.
 * Sealed tokens carry the game's catalog snapshot by reference; the snapshots live in the database
 * (catalog-snapshots.ts), cached per instance.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { GAME_SLUGS, isGameSlug, type CardRecord, type GameSlug } from '../../../../libs/catalog/src/card.js';
import {
  ABILITY_SCHEMA, abilitySchema, apply, snapshotCache, type SnapshotCache, compactByRef, hashCanonical, cardEngineReport, keyedStateHash, keyedStateHashMatches, type CardEngineReport, assertStateHeader, cardStatus, checkState, createGame, ENGINE_VERSION, factsOf, generateKey, hashState,
  hasGame, isEngineError, listGames, openToken, peekToken, replay, SEAL_FORMAT, seal, view, vocabularyFor, withCatalog,
  type CatalogCard, type CoverageRegistry, type EngineError, type GameDefinition, type GameEvent, type GameState, type JsonObject, type Keyring,
  type PlayerView, type Viewer,
} from '../../../../libs/engine/src/index.js';
import {
  buildMatchResponse, buildScenario, checkEngineDeck, deckPlayability, type DeckPlayability, commitmentOf, randomnessCommitment, recordCommitment, coverageOf, DeckShapeError, engineCatalog, engineDeckList, normalizeEngineDeck, ScenarioError,
  unsupportedInState, type MatchResponse, type NormalizedDeck, type StateMode, type UnsupportedCard, type ViewsSelection,
} from '../../../../libs/match/src/index.js';
import { GAMES } from '../../../../libs/games/index.js';
import { engineDefinition } from '../../../../libs/games/engines.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ProblemError, problems } from '../common/problem.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { parseStateKeys } from '../config/state-keys.js';
import { DecksService } from '../decks/decks.service.js';
import type { CreateMatchBody, MatchPlayerBody, ReplayMatchBody, ScenarioMatchBody, StepMatchBody, ViewMatchBody } from './matches.dto.js';
import type { CoverageDto, StatusCountsDto } from './matches.models.js';
import { knownMatchGames } from './match-game.pipe.js';
import { CatalogSnapshotStore } from './catalog-snapshots.js';
import { MatchLedger, type LedgerPosition } from './match-ledger.js';

/** Most cards a scenario may place. */
export const SCENARIO_MAX_CARDS = 2000;

/** Cards whose status one chunk of the coverage computation computes before yielding to the event loop (docs/security.md). */
export const COVERAGE_CHUNK = 50;

/** One coverage computation per game: its cache key (catalog version, card count, rules, registry) and the (in-flight or settled) answer. */
type CoverageEntry = { key: string; def: GameDefinition; promise: Promise<CoverageDto> };

/** Lets the event loop run pending I/O (other requests) before continuing. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type Loaded = { state: GameState; mode: StateMode };

@Injectable()
export class MatchesService {
  private readonly logger = new Logger('Matches');
  readonly keyring: Keyring;
  /** Catalog snapshots of sealed states: the database, and an LRU of CATALOG_SNAPSHOT_CACHE entries. */
  readonly snapshots: CatalogSnapshotStore;
  /** The match ledger (MATCH_LEDGER=database), else null: stateless. */
  readonly ledger: MatchLedger | null;
  private readonly coverageCache = new Map<string, CoverageEntry>();
  /** Coverage work of this instance: computations started and chunks run (tests prove sharing and interleaving with it). */
  readonly coverageStats = { computations: 0, chunks: 0 };
  /** Cards per chunk of the coverage computation (COVERAGE_CHUNK; tests may lower it). */
  coverageChunkSize = COVERAGE_CHUNK;
  private readonly unsupportedCache = new Map<string, UnsupportedCard[]>();
  private readonly playabilityCaches = new Map<string, { version: number; def: GameDefinition; cache: SnapshotCache }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly decks: DecksService,
  ) {
    this.snapshots = new CatalogSnapshotStore({ client: () => catalog.client(), capacity: config.catalogSnapshotCache });
    this.ledger = config.matchLedger === 'database' ? new MatchLedger(() => catalog.client()) : null;
    if (config.stateKeys !== undefined) {
      const parsed = parseStateKeys(config.stateKeys);
      if (parsed.problems.length > 0) throw new Error(`STATE_KEYS: ${parsed.problems.join('; ')}`); // loadConfig refuses these first
      this.keyring = parsed.keys;
    } else {
      const kid = `dev-${randomBytes(4).toString('hex')}`;
      this.keyring = [{ kid, key: generateKey() }];
      this.logger.warn(
        `STATE_KEYS is not set: sealing match states with a key generated at start (kid ${kid}). States sealed by this process cannot be opened by another instance or after a restart. Set STATE_KEYS="kid:base64key" (32 random bytes) in production.`,
      );
    }
  }

  // ---------------------------------------------------------------- games, cards, coverage registries

  /** The rules engine of a game: a definition registered with the kernel, or exported by the game's module (then registered). */
  engine(game: string): GameDefinition | null {
    return engineDefinition(game, (message) => this.logger.error(message)); // libs/games/engines.ts
  }

  requireEngine(game: string): GameDefinition {
    const def = this.engine(game);
    if (!def) {
      const withEngine = knownMatchGames().filter((g) => this.engine(g) !== null);
      throw new ProblemError(501, 'no-engine', 'No rules engine', `no rules engine for ${game} yet: its catalog and deck legality are served, matches are not.`, { game, gamesWithEngine: withEngine });
    }
    return def;
  }

  private lookup(game: string): (id: string) => CatalogCard | null {
    if (isGameSlug(game)) {
      const cards = this.catalog.cards(game);
      return (id) => (cards.get(id) as unknown as CatalogCard | undefined) ?? null;
    }
    const extra = engineCatalog(game);
    const map = new Map((extra?.cards ?? []).map((c) => [c.id, c]));
    return (id) => map.get(id) ?? null;
  }

  private allCards(game: string): CatalogCard[] {
    if (isGameSlug(game)) return [...this.catalog.cards(game).values()] as unknown as CatalogCard[];
    return [...(engineCatalog(game)?.cards ?? [])];
  }

  private catalogVersion(game: string): number {
    return isGameSlug(game) ? this.catalog.catalogVersion(game) : 0;
  }

  /** A game module's registry is fixed at build time: read once per game (it was re-listed on every deck validation). */
  private readonly moduleCoverages = new Map<string, { coverage: CoverageRegistry; source: 'export' | 'registered' | 'none'; size: number | null }>();

  /** The tested-card registry: the game module's `coverage` export, or a registered engine catalog's. */
  coverage(game: string): { coverage: CoverageRegistry; source: 'export' | 'registered' | 'none'; size: number | null } {
    if (isGameSlug(game)) {
      const known = this.moduleCoverages.get(game);
      if (known) return known;
      const mod = GAMES[game] as unknown as Record<string, unknown>;
      const found = coverageOf(mod.coverage);
      if (found.size === null && typeof mod.coveredIds === 'function') {
        const ids = (mod.coveredIds as () => unknown)();
        if (Array.isArray(ids)) found.size = ids.length;
      }
      this.moduleCoverages.set(game, found);
      return found;
    }
    const extra = engineCatalog(game);
    if (extra) return { coverage: extra.coverage, source: 'registered', size: null };
    return coverageOf(undefined);
  }

  // ---------------------------------------------------------------- states in and out

  /** Seals by reference; `payload`: compactByRef(state) when the caller has it (the match answer hashes it too). */
  private seal(state: GameState, payload?: string): string {
    return seal(state, this.keyring, { catalogRef: true, payload });
  }

  private requireOpenAllowed(): void {
    if (!this.config.allowOpenState) {
      throw new ProblemError(403, 'open-state-disabled', 'Open states are disabled', 'This server does not accept or return open (plain JSON) states: ALLOW_OPEN_STATE=false. Use sealed states (the default).');
    }
  }

  private mode(requested: StateMode | undefined): StateMode {
    const mode = requested ?? 'sealed';
    if (mode === 'open') this.requireOpenAllowed();
    return mode;
  }

  /**
   * Reads a submitted state (token or open JSON) for `game`, refusing anything not safe to run.
   * `hash()` is the state's public hash: for a sealed state the keyed hash (HMAC with the newest sealing key,
   * from the token's payload without serializing again), for an open state the plain hash; `hashMatches(h)`
   * checks a client's `expectedStateHash` (a keyed hash under any key of the ring: rotation).
   */
  async loadState(game: string, input: unknown): Promise<Loaded & { def: GameDefinition; hash: () => string; hashMatches: (h: string) => boolean; plainHash: () => string }> {
    if (typeof input === 'string') {
      let head;
      try {
        head = peekToken(input);
      } catch (e) {
        throw this.engineProblem(e, 'token');
      }
      if (head.game !== game) throw new ProblemError(400, 'wrong-game', 'State of another game', `this state token holds a ${head.game} game, not ${game}`, { code: 'TOKEN_WRONG_GAME', stateGame: head.game });
      const def = this.requireEngine(game);
      let opened;
      try {
        opened = openToken(input, this.keyring, game);
        assertStateHeader(opened.state, def);
      } catch (e) {
        throw this.engineProblem(e, 'token');
      }
      const ref = opened.catalogRef;
      if (ref !== null) {
        // authenticated above: the reference was written by a server with our keys
        const catalog = this.snapshots.cached(game, ref) ?? (await this.snapshots.resolve(game, ref));
        if (!catalog) throw unknownSnapshot(ref);
        withCatalog(opened, catalog as GameState['catalog']);
      }
      const state = opened.state as GameState;
      // the keyed hash covers the zoned by-reference payload (token format 4: the token's own text, not
      // serialized again); a format-2 or format-3 token's payload is the canonical JSON or the compact payload,
      // and the hash an older server gave for it (over that text) still matches
      const format2 = ref !== null && opened.header.format === 2;
      const older = ref !== null && opened.header.format !== SEAL_FORMAT;
      const payload = (): string => (ref !== null && !older ? opened.payload : compactByRef(state));
      return {
        state, mode: 'sealed', def,
        hash: () => keyedStateHash(payload(), this.keyring),
        hashMatches: (h) => keyedStateHashMatches(payload(), this.keyring, h) || (older && keyedStateHashMatches(opened.payload, this.keyring, h)),
        plainHash: () => (format2 ? hashCanonical(opened.payload) : hashState(state)),
      };
    }
    this.requireOpenAllowed();
    const raw = input as Record<string, unknown>;
    if (typeof raw.game === 'string' && raw.game !== game) {
      throw new ProblemError(400, 'wrong-game', 'State of another game', `this state is a ${raw.game.slice(0, 64)} game, not ${game}`, { code: 'WRONG_GAME', stateGame: raw.game.slice(0, 64) });
    }
    const def = this.requireEngine(game);
    try {
      assertStateHeader(raw, def);
    } catch (e) {
      throw this.engineProblem(e, 'state');
    }
    let errors: string[];
    try {
      errors = checkState(raw as unknown as GameState, def);
    } catch (e) {
      errors = [`the state is not shaped like a ${game} state (${e instanceof Error ? e.message.slice(0, 200) : 'unreadable'})`];
    }
    if (errors.length > 0) {
      throw new ProblemError(400, 'invalid-state', 'Invalid open state', `the open state breaks ${errors.length} invariant(s): ${errors.slice(0, 3).join('; ')}`, { code: 'MALFORMED_STATE', errors: errors.slice(0, 50).map((message) => ({ path: 'state', message })) });
    }
    const state = raw as unknown as GameState;
    return { state, mode: 'open', def, hash: () => hashState(state), hashMatches: (h) => h === hashState(state), plainHash: () => hashState(state) };
  }

  /**
   * The match answer. Sealed: the state's catalog snapshot is stored first (once per snapshot and
   * instance), so any instance on this database can open the token.
   */
  private async respond(def: GameDefinition, state: GameState, events: readonly GameEvent[], mode: StateMode, opts: { seed?: string | number; views?: ViewsSelection } = {}): Promise<MatchResponse> {
    if (mode === 'sealed') await this.snapshots.store(def.slug, state.catalog);
    const views = this.viewsSelection(state, opts.views);
    return buildMatchResponse(def, state, events, { mode, payload: compactByRef, seal: (s, payload) => this.seal(s, payload), hash: (payload) => keyedStateHash(payload, this.keyring), unsupported: this.unsupported(def, state), seed: opts.seed, views });
  }

  /** The `views` request option, checked against the state's seats. */
  private viewsSelection(state: GameState, views: unknown): ViewsSelection | undefined {
    if (views === 'all' || views === 'decider' || views === 'none') return views;
    if (!Array.isArray(views)) return undefined; // absent or null (as in GraphQL): the default, all seats
    const seats = views as number[];
    const bad = seats.filter((p) => !state.players[p]);
    if (bad.length > 0) {
      throw problems.validation(`views: seat ${bad.join(', ')} does not exist (seats 0..${state.players.length - 1})`, [{ path: 'views', message: 'no such seat' }]);
    }
    return seats;
  }

  /**
   * Unsupported cards of a state's snapshot, cached by the snapshot's stamp (the hash of the card facts,
   * fixed for the whole game) and the catalog version (card texts).
   */
  private unsupported(def: GameDefinition, state: GameState) {
    const key = `${def.slug}|${state.versions.catalog}|${this.catalogVersion(def.slug)}|${Object.keys(state.catalog).length}`;
    const hit = this.unsupportedCache.get(key);
    if (hit) return hit;
    const list = unsupportedInState(def, state, this.lookup(def.slug), this.coverage(def.slug).coverage);
    if (this.unsupportedCache.size >= 1000) this.unsupportedCache.delete(this.unsupportedCache.keys().next().value!);
    this.unsupportedCache.set(key, list);
    return list;
  }

  // ---------------------------------------------------------------- decks and setup

  private deckLists(game: string, def: GameDefinition, players: MatchPlayerBody[], format: string | undefined): Array<Record<string, string[]>> {
    const verdicts = players.map((p, i) => this.verdict(game, def, p.deck, format, i));
    const illegal = verdicts.map((v, player) => ({ player, ...v })).filter((v) => !v.legal);
    if (illegal.length > 0) {
      const errors = illegal.flatMap((v) => v.errors.map((e) => ({ path: `players[${v.player}].deck${e.section ? `.${e.section}` : ''}`, message: e.message, code: e.code, rule: e.rule, ...(e.cards ? { cards: e.cards } : {}) })));
      throw problems.unprocessable('illegal-deck', 'Illegal deck', `${illegal.length === 1 ? `player ${illegal[0]!.player}'s deck is` : 'the decks of players ' + illegal.map((v) => v.player).join(' and ') + ' are'} not legal${format ? ` in format ${format}` : ''}: ${errors.slice(0, 3).map((e) => `${e.code} (${e.rule}): ${e.message}`).join('; ')}`, {
        errors,
        players: illegal.map((v) => ({ player: v.player, format: v.format, errors: v.errors, warnings: v.warnings })),
      });
    }
    return verdicts.map((v, i) => {
      const { list, unknownSections } = engineDeckList(def, v.deck);
      if (unknownSections.length > 0) {
        throw problems.unprocessable('deck-section-unsupported', 'Deck section not playable', `player ${i}: the ${game} engine has no deck section ${unknownSections.join(', ')} (engine sections: ${def.deckSections.map((s) => s.name).join(', ')})`, { player: i, sections: unknownSections });
      }
      return list;
    });
  }

  private verdict(game: string, def: GameDefinition, deck: unknown, format: string | undefined, player: number) {
    if (isGameSlug(game)) {
      let v;
      try {
        v = this.decks.validate(game, { deck, format });
      } catch (e) {
        // a malformed deck: the same 400 as POST .../decks/validate, with paths under players[i]
        if (e instanceof ProblemError && Array.isArray(e.extensions.errors)) {
          const errors = (e.extensions.errors as Array<{ path?: string }>).map((x) => ({ ...x, path: `players[${player}].${x.path ?? 'deck'}` }));
          throw new ProblemError(e.status, e.slug, e.title, `player ${player}: ${e.message}`, { ...e.extensions, errors });
        }
        throw e;
      }
      if (!v.legal) return { legal: false, format: v.format, errors: v.errors, warnings: v.warnings, deck: v.deck as NormalizedDeck };
      // legal for the format, but can the engine set it up? (section sizes the engine supports)
      const engine = checkEngineDeck(def, v.deck as NormalizedDeck, this.lookup(game)).errors.filter((x) => x.code === 'SECTION_SIZE');
      if (engine.length > 0) {
        throw problems.unprocessable('deck-not-playable', 'Deck not playable by the engine', `player ${player}: the deck is legal in format ${v.format}, but the ${game} engine cannot set it up: ${engine.map((x) => x.message).join(' ')}`, { player, errors: engine.map((x) => ({ path: `players[${player}].deck.${x.section}`, message: x.message, code: x.code })) });
      }
      return { legal: true, format: v.format, errors: v.errors, warnings: v.warnings, deck: v.deck as NormalizedDeck };
    }
    if (format !== undefined) throw problems.badRequest(`${game} has no deck formats (its decks are checked against the engine's deck sections); leave "format" out.`, { errors: [{ path: 'format', message: 'no formats' }] });
    let normalized: NormalizedDeck;
    try {
      normalized = normalizeEngineDeck(def, deck, `players[${player}].deck`);
    } catch (e) {
      if (e instanceof DeckShapeError) throw new ProblemError(400, 'malformed-deck', 'Malformed deck request', e.message, { errors: [{ path: e.path, message: e.message }] });
      throw e;
    }
    return checkEngineDeck(def, normalized, this.lookup(game));
  }

  /**
   * The deck format also selects the engine's rules when the game has an engine option `format` (SVE 付録B
   * B-1 sealed: optional leader card, 「突進の付与」): `format: "sealed"` alone is enough. An explicit
   * `options.format` that names another format is a contradiction (400).
   */
  private withFormatOption(def: GameDefinition, options: JsonObject | undefined, format: string | undefined): JsonObject | undefined {
    if (format === undefined || !Object.prototype.hasOwnProperty.call(def.options?.defaults ?? {}, 'format')) return options;
    const given = options?.format;
    if (given !== undefined && given !== format) {
      throw problems.validation(`options.format "${String(given).slice(0, 40)}" contradicts the deck format "${format}"; leave options.format out (the deck format sets it)`, [{ path: 'options.format', message: `must equal format ("${format}") or be left out` }]);
    }
    return { ...(options ?? {}), format };
  }

  private checkOptions(def: GameDefinition, options: Record<string, unknown> | undefined): JsonObject | undefined {
    if (options === undefined) return undefined;
    const defaults = def.options?.defaults ?? {};
    const errors: Array<{ path: string; message: string }> = [];
    for (const [key, value] of Object.entries(options)) {
      if (!Object.prototype.hasOwnProperty.call(defaults, key)) {
        errors.push({ path: `options.${key.slice(0, 40)}`, message: `${def.slug} has no option "${key.slice(0, 40)}" (options: ${Object.keys(defaults).join(', ') || 'none'})` });
        continue;
      }
      const d = defaults[key];
      const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
      if (d !== null && kind(d) !== kind(value)) errors.push({ path: `options.${key}`, message: `option "${key}" must be a ${kind(d)}` });
    }
    if (errors.length > 0) throw problems.validation(errors.map((e) => e.message).join('; '), errors);
    return options as JsonObject;
  }

  // ---------------------------------------------------------------- the endpoints

  async create(game: string, body: CreateMatchBody): Promise<MatchResponse> {
    const mode = this.mode(body.stateMode);
    const def = this.requireEngine(game);
    const options = this.withFormatOption(def, this.checkOptions(def, body.options), body.format);
    const decks = this.deckLists(game, def, body.players, body.format);
    const seed = body.seed ?? randomBytes(24).toString('base64url');
    const cov = this.coverage(game);
    let created;
    try {
      created = createGame(def, {
        seed,
        players: body.players.map((p, i) => ({ name: p.name ?? `Player ${i + 1}`, deck: decks[i]! })),
        options,
        cards: this.lookup(game),
        coverage: cov.coverage,
        allowUnsupported: body.allowUnsupported === true,
      });
    } catch (e) {
      throw this.engineProblem(e, 'setup');
    }
    // Sealed: never return the seed (docs/security.md §6.1); commit to it with a server salt, revealed when the game is over.
    if (mode === 'sealed') {
      const salt = randomBytes(16).toString('base64url');
      recordCommitment(created.state, seed, salt);
      // MATCH_LEDGER=database: the match's first position (docs/security.md §6.4)
      await this.ledger?.record({ match: randomnessCommitment(seed, salt), game, hash: hashState(created.state), seq: created.state.seq });
    }
    return this.respond(def, created.state, created.events, mode, { seed: mode === 'open' ? seed : undefined, views: body.views });
  }

  async step(game: string, body: StepMatchBody): Promise<MatchResponse> {
    const { state, mode, def, hash, hashMatches, plainHash } = await this.loadState(game, body.state);
    if (body.expectedStateHash !== undefined) {
      if (!hashMatches(body.expectedStateHash)) {
        const actual = hash();
        throw problems.conflict('state-hash-mismatch', 'State changed', `the state's hash is ${actual}, not the expected ${body.expectedStateHash}: the match moved on since you decided (or you sent another state).`, { expected: body.expectedStateHash, actual });
      }
    }
    // MATCH_LEDGER=database: the position this step starts from (before apply, which may work in place)
    const commit = this.ledger && mode === 'sealed' ? commitmentOf(state) : null;
    const from: LedgerPosition | null = commit ? { match: randomnessCommitment(commit.seed, commit.salt), game, hash: plainHash(), seq: state.seq } : null;
    let result;
    try {
      // a sealed state was just decoded from the token and is ours (thrown away after the answer): no
      // copy; refusals still leave it unchanged (docs/engine.md §3.2). An open state may be shared by
      // the request (e.g. one GraphQL variable given to two steps): it is copied as usual.
      result = apply(state, body.action, def, { owned: mode === 'sealed' });
    } catch (e) {
      throw this.engineProblem(e, mode === 'open' ? 'open-apply' : 'apply');
    }
    // the ledger moves only if `from` is still the match's latest position (compare-and-set): else 409 stale-state
    if (from) await this.ledger!.advance(from, { ...from, hash: hashState(result.state), seq: result.state.seq });
    try {
      return await this.respond(def, result.state, result.events, mode, { views: body.views });
    } catch (e) {
      throw this.engineProblem(e, mode === 'open' ? 'open-apply' : 'apply');
    }
  }

  async view(game: string, body: ViewMatchBody): Promise<PlayerView & { stateHash: string }> {
    const { state, mode, def, hash } = await this.loadState(game, body.state);
    const viewer = body.player as Viewer;
    if (viewer !== 'spectator' && !state.players[viewer]) {
      throw problems.validation(`player must be a seat 0..${state.players.length - 1} or "spectator"`, [{ path: 'player', message: 'no such seat' }]);
    }
    try {
      return { ...view(state, viewer, def), stateHash: hash() };
    } catch (e) {
      throw this.engineProblem(e, mode === 'open' ? 'open-apply' : 'apply');
    }
  }

  async scenario(game: string, body: ScenarioMatchBody): Promise<MatchResponse> {
    const mode = this.mode(body.stateMode);
    const def = this.requireEngine(game);
    let built;
    try {
      built = buildScenario(def, body.scenario, {
        cards: this.lookup(game),
        coverage: this.coverage(game).coverage,
        allowUnsupported: body.allowUnsupported === true,
        maxCards: SCENARIO_MAX_CARDS,
      });
    } catch (e) {
      if (e instanceof ScenarioError) {
        throw new ProblemError(400, 'invalid-scenario', 'Invalid scenario', `the scenario is not a valid ${game} position: ${e.message}`, { errors: e.problems.slice(0, 100) });
      }
      throw this.engineProblem(e, 'scenario');
    }
    return this.respond(def, built.state, built.events, mode, { views: body.views });
  }

  async replay(game: string, body: ReplayMatchBody): Promise<MatchResponse> {
    const limit = this.config.matchMaxReplayActions;
    if (body.actions.length > limit) {
      throw new ProblemError(400, 'too-many-actions', 'Too many actions', `a replay may carry at most ${limit} actions (MATCH_MAX_REPLAY_ACTIONS); this one has ${body.actions.length}.`, { limit, count: body.actions.length, errors: [{ path: 'actions', message: `at most ${limit} actions` }] });
    }
    const mode = this.mode(body.stateMode);
    const def = this.requireEngine(game);
    const options = this.withFormatOption(def, this.checkOptions(def, body.options), body.format);
    const decks = this.deckLists(game, def, body.players, body.format);
    let r;
    try {
      r = replay(def, {
        seed: body.seed,
        players: body.players.map((p, i) => ({ name: p.name ?? `Player ${i + 1}`, deck: decks[i]! })),
        options,
        cards: this.lookup(game),
        coverage: this.coverage(game).coverage,
        allowUnsupported: body.allowUnsupported === true,
        actions: body.actions,
        upTo: body.upTo,
      });
    } catch (e) {
      throw this.engineProblem(e, 'setup');
    }
    // the revealed salt rebuilds the match's commitment record, so the replayed state is the played one (same stateHash)
    if (body.salt !== undefined) recordCommitment(r.state, body.seed, body.salt);
    const out = await this.respond(def, r.state, r.events[r.events.length - 1] ?? [], mode, { seed: mode === 'open' ? body.seed : undefined, views: body.views });
    out.applied = r.applied;
    return out;
  }

  /** What the game's engine makes of a catalog card (kernel card-report.ts), or null when the game has no engine. */
  cardReport(game: string, card: CatalogCard | CardRecord): CardEngineReport | null {
    const def = this.engine(game);
    return def ? cardEngineReport(def, card as CatalogCard, this.coverage(game).coverage) : null;
  }

  abilitySchema(game: string | undefined): Record<string, unknown> {
    if (game === undefined) return ABILITY_SCHEMA as Record<string, unknown>;
    if (!isGameSlug(game) && !hasGame(game)) throw problems.unknownGame(game.slice(0, 100), knownMatchGames());
    const def = this.requireEngine(game);
    return abilitySchema(vocabularyFor(def), def.slug) as Record<string, unknown>;
  }

  /**
   * The `playable` verdict of a deck (issue #17; POST …/decks/validate, decks/examples): would POST …/matches accept
   * it? libs/match deckPlayability: the checks of match creation in its order, the kernel's own setup card walk last.
   */
  playability(game: string, deck: NormalizedDeck, legal: boolean): DeckPlayability {
    const def = this.engine(game);
    return deckPlayability({ game, def, deck, legal, cards: this.lookup(game), coverage: this.coverage(game).coverage, snapshotCache: def ? this.playabilityCache(game, def) : undefined });
  }

  /** The kernel's memo of per-card setup work for playability verdicts, one per game and catalog version (its contract: same data per id). */
  private playabilityCache(game: string, def: GameDefinition): SnapshotCache {
    const version = this.catalogVersion(game);
    const hit = this.playabilityCaches.get(game);
    if (hit && hit.version === version && hit.def === def) return hit.cache;
    const cache = snapshotCache();
    this.playabilityCaches.set(game, { version, def, cache });
    return cache;
  }

  /**
   * Card status counts of a game, computed once per game and catalog version: a catalog import (here or,
   * after the next version check, on another instance) moves the version, so the next call recomputes.
   * The computation runs in chunks of `coverageChunkSize` cards and yields to the event loop between them,
   * so other requests are served meanwhile; concurrent calls share the one in-flight computation. A failed
   * computation is forgotten (the next call retries).
   */
  async gameCoverage(game: string): Promise<CoverageDto> {
    const def = this.requireEngine(game);
    const cov = this.coverage(game);
    const version = this.catalogVersion(game);
    const cards = this.allCards(game);
    const key = `${version}|${cards.length}|${def.versions.rules}|${cov.source}|${cov.size}`;
    const cached = this.coverageCache.get(game);
    if (cached && cached.key === key && cached.def === def) return cached.promise;
    const entry: CoverageEntry = { key, def, promise: this.computeCoverage(game, def, cov, version, cards) };
    this.coverageCache.set(game, entry);
    entry.promise.catch(() => {
      if (this.coverageCache.get(game) === entry) this.coverageCache.delete(game);
    });
    return entry.promise;
  }

  /**
   * Warms the coverage of every game with an engine, one after the other, in the background (COVERAGE_WARM;
   * main.ts calls it once the server listens, so start-up does not wait for it). Resolves when done; never rejects.
   */
  async warmCoverage(): Promise<void> {
    if (!this.config.coverageWarm) return;
    await yieldToEventLoop();
    for (const game of this.gamesWithEngine()) {
      const started = Date.now();
      try {
        const c = await this.gameCoverage(game);
        this.logger.log(`coverage of ${game} warmed: ${c.byStatus.total} cards in ${Date.now() - started} ms`);
      } catch (e) {
        this.logger.warn(`coverage of ${game} could not be warmed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  private async computeCoverage(
    game: string, def: GameDefinition, cov: ReturnType<MatchesService['coverage']>, version: number, cards: readonly CatalogCard[],
  ): Promise<CoverageDto> {
    this.coverageStats.computations += 1;
    const vocab = vocabularyFor(def);
    const empty = (): StatusCountsDto => ({ total: 0, implemented: 0, partial: 0, unsupported: 0, vanilla: 0 });
    const byStatus = empty();
    const bySet: Record<string, StatusCountsDto> = {};
    const chunk = Math.max(1, Math.floor(this.coverageChunkSize));
    for (let start = 0; start < cards.length; start += chunk) {
      if (start > 0) await yieldToEventLoop();
      this.coverageStats.chunks += 1;
      for (const card of cards.slice(start, start + chunk)) {
        // the abilities the engine plays: the definition's catalog mapping (toFacts) of the catalog card
        let abilities: unknown;
        try {
          abilities = factsOf(def, card).abilities;
        } catch {
          abilities = null;
        }
        const status = cardStatus(card, abilities, cov.coverage, { vocab }).status;
        const set = (card as { set?: string | null }).set ?? '(no set)';
        const s = (bySet[set] ??= empty());
        byStatus.total += 1;
        byStatus[status] += 1;
        s.total += 1;
        s[status] += 1;
      }
    }
    const sorted: Record<string, StatusCountsDto> = {};
    for (const k of Object.keys(bySet).sort()) sorted[k] = bySet[k]!;
    const value: CoverageDto = {
      game,
      rules: def.versions.rules,
      engine: ENGINE_VERSION,
      catalogVersion: version,
      coverageSource: cov.source,
      tested: cov.size,
      byStatus,
      bySet: sorted,
    };
    return value;
  }

  /** Slugs with a rules engine right now (public games first). */
  gamesWithEngine(): string[] {
    return [...GAME_SLUGS.filter((g) => this.engine(g) !== null), ...listGames().map((d) => d.slug).filter((s) => !isGameSlug(s))];
  }

  // ---------------------------------------------------------------- errors

  /**
   * Kernel refusals as problem documents. `context` says what the client sent: a token, an open state,
   * an action on a sealed (trusted) state, an action on an open state, a setup or a scenario.
   * Kernel faults on sealed states are bugs (500); on client-made open states they are the state's fault (422).
   */
  /**
   * Engine failures as problem documents. A rules failure on a state (a kernel fault, or any exception) is a 422
   * "state rejected", never a 500: open states come from clients, and sealed ones may come from client-described
   * scenarios (POST .../scenario seals what the client described). On a sealed state it is logged as an error,
   * since it can also be an engine bug.
   */
  private engineProblem(e: unknown, context: 'token' | 'state' | 'apply' | 'open-apply' | 'setup' | 'scenario'): unknown {
    if (e instanceof ProblemError) return e; // already an answer (a 503 from the snapshot store, a 400 about the request)
    const onState = context === 'open-apply' || context === 'state' || context === 'apply';
    if (!isEngineError(e)) {
      if (onState) {
        const message = `${context === 'apply' ? 'sealed' : 'open'} state rejected by a rules failure: ${e instanceof Error ? e.message : String(e)}`;
        if (context === 'apply') this.logger.error(message);
        else this.logger.warn(message);
        return new ProblemError(422, 'state-rejected', 'State rejected', 'the rules could not run on this state (it is inconsistent with the game\'s rules, e.g. a scenario position the rules cannot continue); no change was made.', { code: 'MALFORMED_STATE' });
      }
      return e;
    }
    const err = e as EngineError;
    const ext = { code: err.code, reason: err.reason, rule: err.rule ?? undefined, details: err.details ?? undefined };
    switch (err.code) {
      case 'MALFORMED_ACTION':
        return new ProblemError(400, 'malformed-action', 'Malformed action', err.reason, { ...ext, errors: [{ path: 'action', message: err.reason, code: err.code }] });
      case 'ILLEGAL_ACTION':
      case 'NOT_YOUR_DECISION':
      case 'GAME_OVER':
        return new ProblemError(422, 'illegal-action', 'Illegal action', `${err.code}: ${err.reason}${err.rule ? ` (${err.rule})` : ''}. The state is unchanged.`, ext);
      case 'TOKEN_VERSION':
        if ((err.details as { previous?: unknown } | null)?.previous === true) {
          // a token of an older format (e.g. format 1, which carried the catalog snapshot inline): a version mismatch, not garbage
          return new ProblemError(409, 'state-version-mismatch', 'Incompatible state version', `${err.reason}: this server cannot continue that state (start a new match, or replay its actions).`, { code: err.code, tokenFormat: (err.details as { format?: unknown }).format, server: { engine: ENGINE_VERSION, tokenFormat: SEAL_FORMAT } });
        }
        return new ProblemError(400, 'invalid-state-token', 'Invalid state token', `${err.reason}. Send back the state exactly as the server returned it.`, { code: err.code });
      case 'TOKEN_MALFORMED':
      case 'TOKEN_TRUNCATED':
        return new ProblemError(400, 'invalid-state-token', 'Invalid state token', `${err.reason}. Send back the state exactly as the server returned it.`, { code: err.code });
      case 'TOKEN_CATALOG_UNKNOWN':
        return unknownSnapshot(String((err.details as { catalogRef?: unknown } | null)?.catalogRef ?? 'unknown'));
      case 'TOKEN_WRONG_GAME':
      case 'WRONG_GAME':
        return new ProblemError(400, 'wrong-game', 'State of another game', err.reason, { code: err.code });
      case 'TOKEN_UNKNOWN_KEY':
      case 'TOKEN_TAMPERED':
        return new ProblemError(401, 'state-token-rejected', 'State token rejected', `${err.reason}. The token was altered, or sealed by a server with other keys (STATE_KEYS).`, { code: err.code });
      case 'VERSION_MISMATCH':
        return new ProblemError(409, 'state-version-mismatch', 'Incompatible state version', `${err.reason}: this server cannot continue that state (start a new match, or replay its actions).`, { ...ext, server: { engine: ENGINE_VERSION } });
      case 'MALFORMED_STATE':
        return new ProblemError(context === 'apply' ? 422 : 400, 'invalid-state', 'Invalid state', err.reason, ext);
      case 'INVALID_SETUP':
        return problems.validation(err.reason, [{ path: 'players', message: err.reason, code: err.code }]);
      case 'UNKNOWN_CARD':
        return context === 'scenario'
          ? new ProblemError(400, 'invalid-scenario', 'Invalid scenario', `the scenario names a card that is not in the catalog: ${err.reason}`, { ...ext, errors: [{ path: 'scenario', message: err.reason, code: err.code }] })
          : problems.unprocessable('unknown-card', 'Unknown card', err.reason, ext);
      case 'UNSUPPORTED_CARDS': {
        const cards = ((err.details as { cards?: unknown } | null)?.cards ?? []) as Array<{ id: string; name: string; text: string; status?: string; unread?: Array<{ index: number; text: string }> }>;
        const what = (c: (typeof cards)[number]) => `${c.id} (${c.name}${c.status ? `, ${c.status}` : ''}${c.unread && c.unread.length > 0 ? `: unread ${c.unread.map((u) => `「${u.text}」`).join(' ')}` : c.status === 'partial' ? ': not tested' : ''})`;
        return problems.unprocessable('unsupported-cards', 'Unsupported cards', `${cards.length} card(s) are not fully implemented by the engine: ${cards.slice(0, 10).map(what).join(', ')}${cards.length > 10 ? ', …' : ''}. Pass allowUnsupported: true to play them with their unread text ignored.`, { code: err.code, cards });
      }
      case 'INVALID_ABILITIES':
        return problems.unprocessable('invalid-ability-data', 'Invalid ability data', `${err.reason}; pass allowUnsupported: true to play the card without its abilities.`, ext);
      case 'REPLAY_DIVERGED':
        return problems.unprocessable('replay-diverged', 'Replay diverged', err.reason, ext);
      case 'UNKNOWN_GAME':
        return new ProblemError(501, 'no-engine', 'No rules engine', err.reason, { code: err.code });
      default:
        if (onState) {
          // kernel faults (ENGINE_STALLED, ENGINE_LOOP, UNKNOWN_OP...): the state cannot be continued
          if (context === 'apply') this.logger.error(`sealed state rejected by a kernel fault: ${err.code}: ${err.reason}`);
          return new ProblemError(422, 'state-rejected', 'State rejected', `the rules could not run on this state: ${err.code}: ${err.reason}. No change was made.`, ext);
        }
        return e; // faults during setup (INVALID_DEFINITION, BAD_KEY...) are server bugs: 500
    }
  }
}

/** A sealed state whose catalog snapshot no instance stored in this database (or that was deleted): 409, never a 500. */
function unknownSnapshot(ref: string): ProblemError {
  return new ProblemError(
    409,
    'unknown-catalog-snapshot',
    'Unknown catalog snapshot',
    `this state refers to catalog snapshot ${ref}, which this server's database does not hold (deleted, or the token was sealed by a server on another database): the game cannot continue here; start a new match, or replay its actions.`,
    { code: 'TOKEN_CATALOG_UNKNOWN', catalogRef: ref },
  );
}
