/**
 * The match answer (MatchResponse) built from a state and the events of the last transition.
 * Pure: sealing is passed in as a function. docs/match-api.md describes every field.
 *
 * Two modes:
 * - `open` (trusted self-play): `state` is the plain state; the top level carries the full decision,
 *   every legal action and the raw events (with `visibleTo` / `redacted`).
 * - `sealed` (default): `state` is an opaque token; the top level shows exactly what a spectator may
 *   know: the public part of the decision ({id, player, kind, prompt, rule}), `legalActions: null`,
 *   the spectator's events, the public status. Each seat's own view (with its legal actions and its
 *   events) is in `views[seat]`.
 *
 * `views` (both modes) picks which seats' views are built: all (default), the decider's only, none, or
 * a list of seats. Views are most of the work and of the bytes of an answer.
 */
import {
  canonicalByRef, canonicalJson, canSee, cardStatus, derivedScope, eventsFor, gameStatus, hashCanonical, hashState, incompleteCard, isComplete, sha256Hex, labelActions, legalActions, view, vocabularyFor,
  type CardView, type LabelledAction, type CatalogCard, type CoverageRegistry, type GameDefinition, type GameEvent, type GameResult, type GameState,
  type JsonObject, type PlayerView, type Versions, type Viewer,
} from '../../engine/src/core.js';

export type StateMode = 'sealed' | 'open';

/** A card of the game the engine does not fully implement (kernel status.ts IncompleteCard, issue #18). */
export interface UnsupportedCard {
  id: string;
  name: string;
  text: string;
  /** `unsupported` (nothing of its text read) or `partial` (a sentence not mapped, or not tested). */
  status: string;
  /** The sentences of its text no ability implements (ignored in play). */
  unread: Array<{ index: number; text: string }>;
}

export interface MatchStatus {
  /** Turn number (0 before the first turn). */
  turn: number;
  phase: string;
  step: string | null;
  activePlayer: number;
  /** Seat that must decide now (null when the game is over). */
  decider: number | null;
  over: boolean;
  /** The single winner, or null (game not over, a draw, or several winners). */
  winner: number | null;
  result: GameResult | null;
  /** Why the game ended (null while it runs). */
  reason: string | null;
  /** Actions applied so far. */
  seq: number;
  /** Cards of the game the engine does not fully implement (unsupported or partial: admitted with allowUnsupported, their unread text ignored), for the whole game, as far as the reader may know them. */
  unsupportedCards: UnsupportedCard[];
  /** The game's own public summary (definition.status). */
  summary: JsonObject;
}

export type MatchView = PlayerView & { events: JsonObject[]; unsupportedCards: UnsupportedCard[] };

export interface MatchResponse {
  game: string;
  mode: StateMode;
  /** Sealed: the opaque token. Open: the plain state. */
  state: string | GameState;
  stateHash: string;
  versions: Versions;
  status: MatchStatus;
  /** Open: the full pending decision. Sealed: its public part only. */
  decision: JsonObject | null;
  /** Open: every legal action, labelled for the decider. Sealed: null (see views[decider].legalActions). */
  legalActions: LabelledAction[] | null;
  /** Open: the raw events. Sealed: the spectator's events. */
  events: JsonObject[];
  /** Per seat (the seats the request selected, default all): that seat's view, its events and the unsupported cards it knows of. */
  views: Record<string, MatchView>;
  /** Open mode only: the seed (the state is plain anyway). Never in sealed mode (docs/security.md §6.1). */
  seed?: string | number;
  /** Sealed matches created by the server: the commitment to the match's randomness, `sha256:<64 hex>` of {salt, seed} (randomnessCommitment). */
  commitment?: string;
  /** Once the game is over: the seed and salt behind `commitment`, so anyone can check it and re-run the game with `/replay`. */
  reveal?: RandomnessReveal;
  /** Replay only: number of actions applied. */
  applied?: number;
}

/** What a finished sealed match reveals: its seed and the server's salt; `commitment` = randomnessCommitment(seed, salt). */
export interface RandomnessReveal {
  seed: string | number;
  salt: string;
  commitment: string;
}

/**
 * Where a sealed match keeps its seed and salt until the game is over: `state.secret[COMMIT_SECRET]`
 * (`secret` never appears in a view, and the token is encrypted). docs/security.md §6.1.
 */
export const COMMIT_SECRET = 'tcg.commit';

/**
 * The commitment to a match's randomness published at creation: `sha256:` + SHA-256 (hex) of the canonical
 * JSON `{"salt":…,"seed":…}`. The salt (server-drawn, 16 random bytes) makes it impossible to test a guessed
 * seed against the commitment; once revealed, anyone recomputes it (sha256Hex is pure JS: browser bots too).
 */
export function randomnessCommitment(seed: string | number, salt: string): string {
  return `sha256:${sha256Hex(canonicalJson({ salt, seed }))}`;
}

/** Records seed and salt in the state's secret data (create; replay when the caller gives the revealed salt). */
export function recordCommitment(state: GameState, seed: string | number, salt: string): void {
  state.secret = { ...state.secret, [COMMIT_SECRET]: { seed, salt } };
}

/** The state's commitment record, if it has a well-formed one. */
export function commitmentOf(state: GameState): { seed: string | number; salt: string } | null {
  const rec = (state.secret as Record<string, unknown> | undefined)?.[COMMIT_SECRET] as { seed?: unknown; salt?: unknown } | undefined;
  if (!rec || typeof rec !== 'object' || typeof rec.salt !== 'string') return null;
  if (typeof rec.seed !== 'string' && typeof rec.seed !== 'number') return null;
  return { seed: rec.seed, salt: rec.salt };
}

/**
 * Catalog ids of the state's snapshot that are not complete (kernel isComplete: unsupported or partial), with their
 * status and unread sentences (text from `lookup`, abilities from the snapshot). The snapshot is fixed at setup, so
 * the list holds for the whole game.
 */
export function unsupportedInState(def: GameDefinition, state: GameState, lookup: (id: string) => CatalogCard | null | undefined, coverage: CoverageRegistry, requireTested = def.catalog?.requireTested === true): UnsupportedCard[] {
  const vocab = vocabularyFor(def);
  const out: UnsupportedCard[] = [];
  for (const id of Object.keys(state.catalog).sort()) {
    const card = lookup(id);
    if (!card) continue;
    const report = cardStatus({ id, text: card.text ?? '' }, state.catalog[id]!.abilities, coverage, { vocab });
    if (!isComplete(report, requireTested)) out.push(incompleteCard({ id, name: card.name, text: card.text ?? '' }, report));
  }
  return out;
}

/** Marks the visible cards of a view whose catalog card is incomplete (`incomplete: true`; listed in the view's unsupportedCards). */
function markIncomplete<V extends PlayerView>(v: V, list: readonly UnsupportedCard[]): V {
  if (list.length === 0) return v;
  const ids = new Set(list.map((u) => u.id));
  const mark = (c: CardView): CardView => (c.hidden === false && ids.has(c.cardId) ? { ...c, incomplete: true as const } : c);
  const zones: PlayerView['zones'] = {};
  for (const [k, z] of Object.entries(v.zones)) zones[k] = { ...z, cards: z.cards ? z.cards.map(mark) : null, known: z.known ? z.known.map((x) => ({ ...x, card: mark(x.card) })) : null };
  return { ...v, zones };
}

/** The unsupported cards a viewer may know of: cards it owns (its own deck) or can currently see. */
export function unsupportedFor(state: GameState, list: readonly UnsupportedCard[], viewer: Viewer): UnsupportedCard[] {
  if (list.length === 0) return [];
  const known = new Set<string>();
  for (const c of Object.values(state.cards)) {
    if ((viewer !== 'spectator' && c.owner === viewer) || canSee(state, viewer, c.id)) known.add(c.cardId);
  }
  return list.filter((u) => known.has(u.id));
}

export function matchStatus(def: GameDefinition, state: GameState, unsupported: UnsupportedCard[]): MatchStatus {
  const g = gameStatus(state, def);
  const r = state.result;
  return {
    turn: state.turn.number,
    phase: state.turn.phase,
    step: state.turn.step,
    activePlayer: state.turn.active,
    decider: g.waitingFor?.player ?? null,
    over: g.over,
    winner: r && !r.draw && r.winners.length === 1 ? r.winners[0]! : null,
    result: r ? { ...r, winners: [...r.winners], losers: [...r.losers] } : null,
    reason: r?.reason ?? null,
    seq: state.seq,
    unsupportedCards: unsupported,
    summary: g.summary,
  };
}

/** Which seats' views an answer carries: every seat, the seat that decides now, none, or the listed seats. */
export type ViewsSelection = 'all' | 'decider' | 'none' | readonly number[];

/** The seats whose views `views` selects in `state` (seats that do not exist are left out). */
export function selectedSeats(state: GameState, views: ViewsSelection | undefined): number[] {
  const seats = state.players.map((p) => p.index);
  if (views === undefined || views === 'all') return seats;
  if (views === 'none') return [];
  if (views === 'decider') return state.decision ? [state.decision.player] : [];
  return seats.filter((s) => views.includes(s));
}

export interface ResponseOptions {
  mode: StateMode;
  /**
   * Seals a state (sealed mode). `payload` is the text to seal, already computed for the hash:
   * `opts.payload(state)` when given (the server: the compact by-reference payload, codec/compact.ts),
   * else `canonicalByRef(state)` (the state with its catalog snapshot replaced by the snapshot's reference).
   */
  seal: (state: GameState, payload: string) => string;
  /** Sealed mode: the payload to seal and to give `hash` (default `canonicalByRef`). */
  payload?: (state: GameState) => string;
  /** Which seats' views to build (default: all). */
  views?: ViewsSelection;
  /** Every unsupported card of the state (see unsupportedInState). */
  unsupported: UnsupportedCard[];
  /** Shown only in open mode (a sealed answer never carries the seed; see `reveal`). */
  seed?: string | number;
  /**
   * The public state hash of a sealed state from its sealed payload (the server's keyed hash,
   * docs/security.md §6.2). Default: the plain hash (hashState).
   */
  hash?: (payload: string) => string;
}

export function buildMatchResponse(def: GameDefinition, state: GameState, events: readonly GameEvent[], opts: ResponseOptions): MatchResponse {
  const open = opts.mode === 'open';
  const views: Record<string, MatchView> = {};
  // one read scope for every view (kernel derived.ts): the seats' views share each card's derived values and the
  // game's remembered facts (SVE: the legal listing's "may be played" answers the decider's `current.canPlay`)
  derivedScope(state, () => {
    for (const seat of selectedSeats(state, opts.views)) {
      const known = unsupportedFor(state, opts.unsupported, seat);
      views[String(seat)] = { ...markIncomplete(view(state, seat, def), known), events: eventsFor(events, seat), unsupportedCards: known };
    }
  });
  const d = state.decision;
  // one serialization for the hash and the seal; a sealed answer with a keyed hash never needs the
  // plain FNV hash (about 7 % of a sealed step's CPU in the round-6 profile, bench/profile-notes.md)
  const custom = !open && opts.payload !== undefined;
  const text = custom ? opts.payload!(state) : canonicalByRef(state);
  const hash = !open && opts.hash ? opts.hash(text) : custom ? hashState(state) : hashCanonical(text);
  const out: MatchResponse = {
    game: state.game,
    mode: opts.mode,
    state: open ? state : opts.seal(state, text),
    stateHash: hash,
    versions: { ...state.versions },
    status: matchStatus(def, state, open ? opts.unsupported : unsupportedFor(state, opts.unsupported, 'spectator')),
    decision: d === null ? null : open ? (JSON.parse(JSON.stringify(d)) as JsonObject) : { id: d.id, player: d.player, kind: d.kind, prompt: d.prompt, rule: d.rule },
    legalActions: open ? (d === null ? [] : labelActions(state, legalActions(state, def), d.player, def)) : null,
    events: open ? events.map((e) => ({ ...e }) as JsonObject) : eventsFor(events, 'spectator'),
    views,
  };
  if (open && opts.seed !== undefined) out.seed = opts.seed;
  const commit = commitmentOf(state);
  if (commit) {
    out.commitment = randomnessCommitment(commit.seed, commit.salt);
    if (state.result !== null) out.reveal = { seed: commit.seed, salt: commit.salt, commitment: out.commitment };
  }
  return out;
}

/**
 * The JSON text of a match answer, the same text as `JSON.stringify(answer)`, with the card facts of every view's
 * `catalog` written from a per-object text cache. Facts are the catalog snapshot's own objects (view.ts shares
 * them; snapshots are immutable, docs/engine.md §1.1), repeated in both seats' views and in every answer of a game:
 * about 14.6 KB of a 44 KB SVE turn-5 answer and 29 % of its `JSON.stringify` (bench/profile-notes.md round 8).
 * Each view's catalog is swapped for a placeholder string (a per-process random nonce, so no value of the answer can
 * spell it), the answer is stringified once, and the placeholders are replaced by the catalogs' texts.
 */
export function matchResponseJson(answer: MatchResponse): string {
  const seats = Object.keys(answer.views);
  if (seats.length === 0) return JSON.stringify(answer);
  const views: Record<string, unknown> = {};
  const texts: string[] = [];
  for (const seat of seats) {
    const v = answer.views[seat]!;
    if (v.catalog === null || typeof v.catalog !== 'object') {
      views[seat] = v;
      continue;
    }
    views[seat] = { ...v, catalog: `${PLACEHOLDER}${texts.length}` };
    texts.push(catalogJson(v.catalog as Record<string, unknown>));
  }
  let text = JSON.stringify({ ...answer, views });
  for (let i = texts.length - 1; i >= 0; i--) {
    const mark = JSON.stringify(`${PLACEHOLDER}${i}`);
    const at = text.lastIndexOf(mark);
    if (at < 0) return JSON.stringify(answer); // cannot happen: every placeholder was written once
    text = text.slice(0, at) + texts[i]! + text.slice(at + mark.length);
  }
  return text;
}

/** Placeholder prefix for the view catalogs (matchResponseJson): a NUL and 128 random bits, fixed per process. */
const PLACEHOLDER = `\u0000tcg-view-catalog-${Array.from({ length: 4 }, () => Math.floor(Math.random() * 2 ** 32).toString(16).padStart(8, '0')).join('')}-`;

/** JSON text per card-facts object (snapshots are immutable; a WeakMap lets a dropped snapshot's texts go). */
const factsText = new WeakMap<object, string>();

function catalogJson(catalog: Record<string, unknown>): string {
  let out = '{';
  let first = true;
  for (const id of Object.keys(catalog)) {
    const facts = catalog[id];
    let t: string | undefined;
    if (facts !== null && typeof facts === 'object') {
      t = factsText.get(facts);
      if (t === undefined) {
        t = JSON.stringify(facts);
        factsText.set(facts, t);
      }
    } else {
      t = JSON.stringify(facts);
      if (t === undefined) continue; // as JSON.stringify drops an undefined member
    }
    out += (first ? '' : ',') + JSON.stringify(id) + ':' + t;
    first = false;
  }
  return out + '}';
}
