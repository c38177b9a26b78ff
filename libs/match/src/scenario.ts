/**
 * Scenarios: build a game position from a declarative description (docs/scenarios.md) instead of
 * playing up to it. The generic part lives here (game-independent, kernel style: plain data in, a
 * plain-JSON state out); a game definition may customise it through an optional `scenario` property
 * (`ScenarioHooks`, read by duck typing because the kernel's GameDefinition has no such hook).
 *
 * Steps:
 *  1. validate the description's shape (paths in every message);
 *  2. let the kernel build the base state (`buildInitialState`): players, zones, the catalog snapshot
 *     of every card named (with the kernel's unknown-card, ability-data and unsupported-card checks),
 *     version stamps, options; then empty every zone;
 *  3. create the cards where the description puts them (counters, flags, face, tapped, controller);
 *     cards of non-public zones get fresh ids in random order (ids never mirror the listed order);
 *     then attachments and reveals (by `ref`);
 *  4. players' counters/flags, turn cursor, public `data`, game `secret`;
 *  5. the game's `scenario.prepare` hook, if any;
 *  6. schedule `next` (ops, first runs first; default: the game's `scenario.next(state)`) and run the
 *     kernel until a decision is pending or the game is over;
 *  7. validate like any open state: `checkState` (kernel invariants + the game's `validateState`),
 *     and the expected decider (`decision.player` / `decision.kind`) when given.
 */
import {
  buildInitialState, checkState, findNonJson, isEngineError, makeCtx, push, rekeyZone, run, seedRng, validateJson, vocabularyFor, zoneKey,
  type CardSource, type CoverageRegistry, type Ctx, type Face, type Frame, type GameDefinition, type GameEvent, type GameState, type Json, type JsonObject,
  type JsonSchema,
} from '../../engine/src/core.js';

export interface ScenarioCardObject {
  /** Catalog id of the card. */
  card: string;
  /** The game's own words (its scenario vocabulary `card` fields), e.g. SVE `damage`, `sinceTurnStart`, `evolved`. */
  [word: string]: Json | undefined;
  /** Name used by `attachedTo` of another card (unique within the scenario). */
  ref?: string;
  face?: Face;
  tapped?: boolean;
  counters?: Record<string, number>;
  flags?: JsonObject;
  /** `ref` of the host card (souls, evolve links, equipment...). */
  attachedTo?: string;
  /** Seat in control (default: the zone's owner). */
  controller?: number;
  /** Seats the card is revealed to (until it leaves its zone), or 'all'. */
  revealedTo?: number[] | 'all';
  /** Token instance (default: the catalog's token flag). */
  token?: boolean;
}

/** A card in a zone: its catalog id, or an object with its state. Index 0 of an ordered zone is the top. */
export type ScenarioCard = string | ScenarioCardObject;

export interface ScenarioPlayer {
  name?: string;
  counters?: Record<string, number>;
  flags?: JsonObject;
  lost?: boolean;
  /** Zone name -> cards (zones not named are empty). */
  zones?: Record<string, ScenarioCard[]>;
}

export interface ScenarioInput {
  /** Seed of the RNG for everything random after the position (default 'scenario'). */
  seed?: string | number;
  options?: JsonObject;
  players: ScenarioPlayer[];
  /** Shared zones (owner null), e.g. a resolution zone. */
  shared?: Record<string, ScenarioCard[]>;
  turn?: { number?: number; active?: number; phase?: string; step?: string | null; first?: number | null };
  /** Public game data (`state.data`). */
  data?: JsonObject;
  /** Secret game data (`state.secret`, never in a view). */
  secret?: JsonObject;
  /** Work to run from this position, first frame first (e.g. `[{"op":"main"},{"op":"end"}]`). */
  next?: Frame[];
  /** Whose decision the position must end on (checked after `next` ran). */
  decision?: { player?: number; kind?: string } | null;
}

/** One word of a game's scenario vocabulary: what it means, and the JSON Schema its value must match. */
export interface ScenarioField {
  description: string;
  /** JSON Schema fragment of the value (checked with the kernel's validator). */
  schema: JsonSchema;
}

/** A word on a card (a card field, a card counter or a card flag) and how it maps onto the state. */
export interface ScenarioCardField extends ScenarioField {
  /** Zone names where the word may be used (default: any zone). */
  zones?: string[];
  /** Value used when a card in `zones` does not give one (default: none). */
  default?: Json;
  /**
   * Maps the value onto the state once every card, attachment, player and the turn are in place (e.g. SVE
   * damage = a permanent health decrease, not a counter). Without `apply`, a card counter / flag is stored
   * as is and a card field is only checked (another field's `apply` reads it from `spec`). An Error thrown
   * here is a 400 naming the card.
   */
  apply?(ctx: Ctx, card: string, value: Json, spec: ScenarioCardObject): void;
  /** Catalog ids the value names (put into the game's catalog snapshot, e.g. the evolve card of SVE `evolved`). */
  cards?(value: Json): string[];
}

/**
 * A game's scenario vocabulary (docs/scenarios.md "Game vocabulary"): the words a description may use
 * and how each maps onto the game's state. When a table is declared, any other name in it is a 400
 * naming it; when it is not, names are free (stored as given).
 */
export interface ScenarioVocabulary {
  /** Player counters (resources). Unspecified ones get `defaults`. */
  playerCounters?: Record<string, ScenarioField>;
  /** Starting value of each player counter for a seat (the game's setup values), given the turn cursor. */
  defaults?(state: GameState, seat: number): Record<string, number>;
  /** Per-player flags; with `apply`, mapped (e.g. "already evolved this turn") instead of stored. */
  playerFlags?: Record<string, ScenarioField & { apply?(ctx: Ctx, seat: number, value: Json): void }>;
  /** Counters on cards (`counters: {...}`); with `apply`, mapped instead of stored (SVE `damage`). */
  cardCounters?: Record<string, ScenarioCardField>;
  /** Flags on cards (`flags: {...}`). */
  cardFlags?: Record<string, ScenarioCardField>;
  /** The game's own fields of a card object (`{"card": "X", "damage": 2, "sinceTurnStart": false}`). */
  card?: Record<string, ScenarioCardField>;
}

/** Optional per-game customisation, as a `scenario` property on the game definition object. */
export interface ScenarioHooks {
  /** Frames that continue play when the scenario gives no `next` (e.g. "the main phase of the active player"). */
  next?(state: GameState): Frame[];
  /** Completes a position before `next` runs (derived counters, default flags...). */
  prepare?(ctx: Ctx, scenario: ScenarioInput): void;
  /** Extra checks of the description; messages of problems. */
  validate?(scenario: ScenarioInput): string[];
  /** The words of the game's positions and how they map onto its state (see ScenarioVocabulary). */
  vocabulary?: ScenarioVocabulary;
}

export interface ScenarioProblem {
  path: string;
  message: string;
}

/** The description is not a valid position (400): every problem found, with its path. */
export class ScenarioError extends Error {
  constructor(readonly problems: ScenarioProblem[]) {
    super(problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join('; '));
    this.name = 'ScenarioError';
  }
}

export interface ScenarioOptions {
  cards: CardSource;
  coverage?: CoverageRegistry;
  allowUnsupported?: boolean;
  catalogVersion?: string;
  /** Most cards a scenario may place (default 2000). */
  maxCards?: number;
}

export interface ScenarioResult {
  state: GameState;
  /** Events of running `next` up to the first decision. */
  events: GameEvent[];
}

export function scenarioHooksOf(def: GameDefinition): ScenarioHooks | null {
  const hooks = (def as GameDefinition & { scenario?: unknown }).scenario;
  return hooks && typeof hooks === 'object' ? (hooks as ScenarioHooks) : null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown, n: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n;
const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const PLAYER_KEYS = new Set(['name', 'counters', 'flags', 'lost', 'zones']);
const TOP_KEYS = new Set(['seed', 'options', 'players', 'shared', 'turn', 'data', 'secret', 'next', 'decision']);
const CARD_KEYS = new Set(['card', 'ref', 'face', 'tapped', 'counters', 'flags', 'attachedTo', 'controller', 'revealedTo', 'token']);
const TURN_KEYS = new Set(['number', 'active', 'phase', 'step', 'first']);

/**
 * The description as plain JSON data: own enumerable properties only (a JSON round trip), so nothing
 * inherited or injected through a prototype is ever read; null when it is not JSON at all.
 */
function asJson(input: unknown): unknown {
  try {
    const text = JSON.stringify(input);
    return text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Shape checks of a scenario description (no catalog, no rules); the problems found. */
export function checkScenarioShape(def: GameDefinition, raw: unknown, maxCards = 2000): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  const bad = (path: string, message: string) => out.push({ path, message });
  if (!isObj(raw)) return [{ path: 'scenario', message: 'must be an object' }];
  const nonJson = findNonJson(raw);
  if (nonJson !== null) return [{ path: `scenario${nonJson}`, message: 'not plain JSON' }];
  const input = asJson(raw);
  if (!isObj(input)) return [{ path: 'scenario', message: 'must be a JSON object' }];
  for (const k of Object.keys(input)) if (!TOP_KEYS.has(k)) bad(`scenario.${k}`, `unknown field (fields: ${[...TOP_KEYS].join(', ')})`);
  const s = input as Partial<ScenarioInput> & Record<string, unknown>;
  if (s.seed !== undefined && !(typeof s.seed === 'string' && s.seed.length <= 200) && !(typeof s.seed === 'number' && Number.isFinite(s.seed))) bad('scenario.seed', 'must be a string (at most 200 characters) or a finite number');
  for (const k of ['options', 'data', 'secret'] as const) if (s[k] !== undefined && !isObj(s[k])) bad(`scenario.${k}`, 'must be an object');
  if (!Array.isArray(s.players)) {
    bad('scenario.players', 'must be a list of players');
    return out;
  }
  const n = s.players.length;
  if (n < def.players.min || n > def.players.max) bad('scenario.players', `${def.slug} needs ${def.players.min}..${def.players.max} players, got ${n}`);
  const perPlayer = def.zones.filter((z) => !z.shared).map((z) => z.name);
  const shared = def.zones.filter((z) => z.shared).map((z) => z.name);
  const refs = new Map<string, string>();
  const attach: Array<{ path: string; ref: string }> = [];
  let total = 0;
  const vocab = scenarioHooksOf(def)?.vocabulary;
  const cardWords = vocab?.card ?? {};
  const cardKeys = [...CARD_KEYS, ...Object.keys(cardWords)];
  const checkCards = (path: string, list: unknown, zone: string) => {
    if (!Array.isArray(list)) {
      bad(path, 'must be a list of cards');
      return;
    }
    list.forEach((c, i) => {
      const at = `${path}[${i}]`;
      total += 1;
      if (typeof c === 'string') {
        if (!isName(c)) bad(at, 'must be a catalog card id (1-64 characters)');
        return;
      }
      if (!isObj(c)) {
        bad(at, 'must be a card id or an object with "card"');
        return;
      }
      for (const k of Object.keys(c)) {
        const word = Object.prototype.hasOwnProperty.call(cardWords, k) ? cardWords[k]! : null;
        if (!CARD_KEYS.has(k) && !word) bad(`${at}.${k}`, `unknown field (fields: ${cardKeys.join(', ')})`);
        else if (word) checkWord(`${at}.${k}`, word, c[k], zone, bad);
      }
      if (!isName(c.card)) bad(`${at}.card`, 'must be a catalog card id (1-64 characters)');
      if (c.ref !== undefined) {
        if (!isName(c.ref)) bad(`${at}.ref`, 'must be a name (1-64 characters)');
        else if (refs.has(c.ref)) bad(`${at}.ref`, `"${c.ref}" is already used at ${refs.get(c.ref)}`);
        else refs.set(c.ref, at);
      }
      if (c.face !== undefined && c.face !== 'up' && c.face !== 'down') bad(`${at}.face`, 'must be "up" or "down"');
      if (c.tapped !== undefined && typeof c.tapped !== 'boolean') bad(`${at}.tapped`, 'must be true or false');
      if (c.token !== undefined && typeof c.token !== 'boolean') bad(`${at}.token`, 'must be true or false');
      if (c.counters !== undefined) checkCounters(`${at}.counters`, c.counters, bad, vocab?.cardCounters, `${def.slug} card counter`, zone);
      if (c.flags !== undefined && !isObj(c.flags)) bad(`${at}.flags`, 'must be an object');
      else if (c.flags !== undefined && vocab?.cardFlags) checkNames(`${at}.flags`, c.flags as Record<string, unknown>, vocab.cardFlags, `${def.slug} card flag`, bad, zone);
      if (c.controller !== undefined && !isSeat(c.controller, n)) bad(`${at}.controller`, `must be a seat 0..${n - 1}`);
      if (c.attachedTo !== undefined) {
        if (!isName(c.attachedTo)) bad(`${at}.attachedTo`, 'must be the ref of another card');
        else attach.push({ path: `${at}.attachedTo`, ref: c.attachedTo });
      }
      if (c.revealedTo !== undefined && c.revealedTo !== 'all' && !(Array.isArray(c.revealedTo) && c.revealedTo.every((p) => isSeat(p, n)))) {
        bad(`${at}.revealedTo`, `must be "all" or a list of seats 0..${n - 1}`);
      }
    });
  };
  s.players.forEach((p, i) => {
    const at = `scenario.players[${i}]`;
    if (!isObj(p)) {
      bad(at, 'must be an object');
      return;
    }
    for (const k of Object.keys(p)) if (!PLAYER_KEYS.has(k)) bad(`${at}.${k}`, `unknown field (fields: ${[...PLAYER_KEYS].join(', ')})`);
    if (p.name !== undefined && !(typeof p.name === 'string' && p.name.length <= 100)) bad(`${at}.name`, 'must be a string (at most 100 characters)');
    if (p.counters !== undefined) checkCounters(`${at}.counters`, p.counters, bad, vocab?.playerCounters, `${def.slug} player counter`, null);
    if (p.flags !== undefined && !isObj(p.flags)) bad(`${at}.flags`, 'must be an object');
    else if (p.flags !== undefined && vocab?.playerFlags) checkNames(`${at}.flags`, p.flags as Record<string, unknown>, vocab.playerFlags, `${def.slug} player flag`, bad, null);
    if (p.lost !== undefined && typeof p.lost !== 'boolean') bad(`${at}.lost`, 'must be true or false');
    if (p.zones !== undefined) {
      if (!isObj(p.zones)) bad(`${at}.zones`, 'must be an object of zone name -> cards');
      else {
        for (const [zone, list] of Object.entries(p.zones)) {
          if (!perPlayer.includes(zone)) bad(`${at}.zones.${zone.slice(0, 40)}`, shared.includes(zone) ? 'is a shared zone: put it under scenario.shared' : `unknown zone (zones of ${def.slug}: ${perPlayer.join(', ')})`);
          else checkCards(`${at}.zones.${zone}`, list, zone);
        }
      }
    }
  });
  if (s.shared !== undefined) {
    if (!isObj(s.shared)) bad('scenario.shared', 'must be an object of zone name -> cards');
    else {
      for (const [zone, list] of Object.entries(s.shared)) {
        if (!shared.includes(zone)) bad(`scenario.shared.${zone.slice(0, 40)}`, `not a shared zone of ${def.slug} (shared zones: ${shared.join(', ') || 'none'})`);
        else checkCards(`scenario.shared.${zone}`, list, zone);
      }
    }
  }
  for (const a of attach) if (!refs.has(a.ref)) bad(a.path, `no card has ref "${a.ref}"`);
  if (total > maxCards) bad('scenario', `places ${total} cards; at most ${maxCards}`);
  if (s.turn !== undefined) {
    if (!isObj(s.turn)) bad('scenario.turn', 'must be an object');
    else {
      const t = s.turn as Record<string, unknown>;
      for (const k of Object.keys(t)) if (!TURN_KEYS.has(k)) bad(`scenario.turn.${k}`, `unknown field (fields: ${[...TURN_KEYS].join(', ')})`);
      if (t.number !== undefined && !(typeof t.number === 'number' && Number.isInteger(t.number) && t.number >= 0 && t.number <= 100000)) bad('scenario.turn.number', 'must be an integer from 0 to 100000');
      if (t.active !== undefined && !isSeat(t.active, n)) bad('scenario.turn.active', `must be a seat 0..${n - 1}`);
      if (t.first !== undefined && t.first !== null && !isSeat(t.first, n)) bad('scenario.turn.first', `must be a seat 0..${n - 1} or null`);
      if (t.phase !== undefined && !isName(t.phase)) bad('scenario.turn.phase', 'must be a name (1-64 characters)');
      if (t.step !== undefined && t.step !== null && !isName(t.step)) bad('scenario.turn.step', 'must be a name (1-64 characters) or null');
    }
  }
  if (s.next !== undefined) {
    if (!Array.isArray(s.next) || s.next.length > 100) bad('scenario.next', 'must be a list of at most 100 frames');
    else {
      s.next.forEach((f, i) => {
        if (!isObj(f) || !isName(f.op)) bad(`scenario.next[${i}]`, 'must be an object with "op" (the name of an op of the game, or a kernel op such as "$check")');
        else if (f.op.startsWith('$') ? false : !Object.prototype.hasOwnProperty.call(def.ops, f.op)) bad(`scenario.next[${i}].op`, `${def.slug} has no op "${f.op}" (ops: ${Object.keys(def.ops).sort().join(', ')})`);
        else if ('answer' in f) bad(`scenario.next[${i}].answer`, 'frames of a scenario start unanswered');
      });
    }
  }
  if (s.decision !== undefined && s.decision !== null) {
    if (!isObj(s.decision)) bad('scenario.decision', 'must be an object {player, kind}');
    else {
      if (s.decision.player !== undefined && !isSeat(s.decision.player, n)) bad('scenario.decision.player', `must be a seat 0..${n - 1}`);
      if (s.decision.kind !== undefined && !isName(s.decision.kind)) bad('scenario.decision.kind', 'must be a decision kind name');
    }
  }
  return out;
}

function checkCounters(path: string, v: unknown, bad: (p: string, m: string) => void, words?: Record<string, ScenarioField | ScenarioCardField>, what = 'counter', zone: string | null = null): void {
  if (!isObj(v)) {
    bad(path, 'must be an object of name -> number');
    return;
  }
  for (const [k, x] of Object.entries(v)) if (typeof x !== 'number' || !Number.isFinite(x)) bad(`${path}.${k}`, 'must be a finite number');
  if (words) checkNames(path, v, words, what, bad, zone);
}

/** Names of a declared vocabulary table: unknown ones are refused (naming them), values checked against their schema. */
function checkNames(path: string, v: Record<string, unknown>, words: Record<string, ScenarioField | ScenarioCardField>, what: string, bad: (p: string, m: string) => void, zone: string | null): void {
  const known = Object.keys(words);
  for (const [k, x] of Object.entries(v)) {
    const at = `${path}.${k.slice(0, 40)}`;
    if (!Object.prototype.hasOwnProperty.call(words, k)) bad(at, `unknown ${what} "${k.slice(0, 40)}" (known: ${known.join(', ') || 'none'})`);
    else checkWord(at, words[k]!, x, zone, bad);
  }
}

/** A value of a vocabulary word: its schema, and the zones it may be used in. */
function checkWord(path: string, word: ScenarioField | ScenarioCardField, value: unknown, zone: string | null, bad: (p: string, m: string) => void): void {
  for (const e of validateJson(word.schema, value).slice(0, 3)) bad(`${path}${e.path.replace(/\//g, '.')}`, e.message);
  const zones = (word as ScenarioCardField).zones;
  if (zones && zone !== null && !zones.includes(zone)) bad(path, `only for cards in ${zones.join(', ')} (this card is in ${zone})`);
}

interface Placed {
  key: string;
  index: number;
  spec: ScenarioCardObject;
  /** Where the description put it (for messages). */
  path: string;
}

/** Every word of the vocabulary that applies to a card: card fields, counters and flags, with the table they come from. */
function cardWordsOf(vocab: ScenarioVocabulary | undefined): Array<{ name: string; word: ScenarioCardField; from: 'card' | 'counters' | 'flags' }> {
  if (!vocab) return [];
  const out: Array<{ name: string; word: ScenarioCardField; from: 'card' | 'counters' | 'flags' }> = [];
  for (const [name, word] of Object.entries(vocab.card ?? {})) out.push({ name, word, from: 'card' });
  for (const [name, word] of Object.entries(vocab.cardCounters ?? {})) out.push({ name, word, from: 'counters' });
  for (const [name, word] of Object.entries(vocab.cardFlags ?? {})) out.push({ name, word, from: 'flags' });
  return out;
}

/** The value of a word on a card spec (card field, counter or flag), or its default for the card's zone, or undefined. */
function wordValue(spec: ScenarioCardObject, w: { name: string; word: ScenarioCardField; from: 'card' | 'counters' | 'flags' }, zone: string): Json | undefined {
  const given = w.from === 'card' ? spec[w.name] : w.from === 'counters' ? spec.counters?.[w.name] : (spec.flags as JsonObject | undefined)?.[w.name];
  if (given !== undefined) return given as Json;
  if (w.word.default !== undefined && (!w.word.zones || w.word.zones.includes(zone))) return w.word.default;
  return undefined;
}

/** Builds the position; throws ScenarioError (400) or the kernel's EngineError (unknown/unsupported cards...). */
export function buildScenario(def: GameDefinition, raw: unknown, opts: ScenarioOptions): ScenarioResult {
  const hooks = scenarioHooksOf(def);
  const input = isObj(raw) && findNonJson(raw) === null ? asJson(raw) : raw;
  const problems = checkScenarioShape(def, input, opts.maxCards ?? 2000);
  if (problems.length === 0 && hooks?.validate) problems.push(...hooks.validate(input as ScenarioInput).map((message) => ({ path: 'scenario', message })));
  if (problems.length > 0) throw new ScenarioError(problems);
  const sc = input as ScenarioInput;
  const seed = sc.seed ?? 'scenario';
  const n = sc.players.length;
  const obj = (c: ScenarioCard): ScenarioCardObject => (typeof c === 'string' ? { card: c } : c);
  // every placement, in order: players' zones (spec order), then shared zones
  const placements: Array<{ key: string; zone: string; path: string; owner: number | null; cards: ScenarioCardObject[] }> = [];
  sc.players.forEach((p, i) => {
    for (const z of def.zones) if (!z.shared && p.zones?.[z.name]) placements.push({ key: zoneKey(z.name, i), zone: z.name, path: `scenario.players[${i}].zones.${z.name}`, owner: i, cards: p.zones[z.name]!.map(obj) });
  });
  for (const z of def.zones) if (z.shared && sc.shared?.[z.name]) placements.push({ key: zoneKey(z.name, null), zone: z.name, path: `scenario.shared.${z.name}`, owner: null, cards: sc.shared[z.name]!.map(obj) });
  const words = cardWordsOf(hooks?.vocabulary);
  const mapped = (from: 'counters' | 'flags') => new Set(words.filter((w) => w.from === from && w.word.apply).map((w) => w.name));
  const mappedCounters = mapped('counters');
  const mappedFlags = mapped('flags');
  // 2. the kernel's base state: the snapshot covers every card named (checked like a deck), also by vocabulary words (e.g. SVE `evolved`)
  const first = def.deckSections[0]!.name;
  const wordCards = (c: ScenarioCardObject, zone: string) => words.flatMap((w) => {
    const v = w.word.cards ? wordValue(c, w, zone) : undefined;
    return v === undefined ? [] : w.word.cards!(v);
  });
  const named = (i: number) => placements.filter((p) => (p.owner ?? 0) === i).flatMap((p) => p.cards.flatMap((c) => [c.card, ...wordCards(c, p.zone)]));
  const state = buildInitialState(def, {
    seed,
    players: sc.players.map((p, i) => ({ name: p.name ?? `Player ${i + 1}`, deck: { [first]: named(i) } })),
    options: sc.options,
    cards: opts.cards,
    coverage: opts.coverage,
    allowUnsupported: opts.allowUnsupported,
    catalogVersion: opts.catalogVersion,
  });
  state.cards = {};
  for (const z of Object.values(state.zones)) z.cards = [];
  state.nextId = 0;
  state.clock = 0;
  state.rng = seedRng(seed);
  const ctx = makeCtx(state, def, vocabularyFor(def), false);
  // 3. cards
  const placed: Placed[] = [];
  for (const p of placements) {
    const zone = state.zones[p.key]!;
    p.cards.forEach((spec, index) => {
      const owner = p.owner ?? spec.controller ?? 0;
      state.nextId += 1;
      const real = `c${state.nextId}`;
      state.clock += 1;
      state.cards[real] = {
        id: real,
        cardId: spec.card,
        owner,
        controller: spec.controller ?? zone.owner ?? owner,
        zone: p.key,
        face: spec.face ?? (zone.visibility === 'public' ? 'up' : 'down'),
        tapped: spec.tapped ?? false,
        counters: Object.fromEntries(Object.entries(spec.counters ?? {}).filter(([k]) => !mappedCounters.has(k))), // mapped words are applied below
        flags: Object.fromEntries(Object.entries(spec.flags ?? {}).filter(([k]) => !mappedFlags.has(k))),
        attachedTo: null,
        timestamp: state.clock,
        token: spec.token ?? state.catalog[spec.card]?.token ?? false,
      };
      zone.cards.push(real);
      placed.push({ key: p.key, index, spec, path: `${p.path}[${index}]` });
    });
  }
  for (const key of Object.keys(state.zones).sort()) if (state.zones[key]!.visibility !== 'public') rekeyZone(state, key);
  const idOf = (p: Placed) => state.zones[p.key]!.cards[p.index]!;
  const byRef = new Map(placed.filter((p) => p.spec.ref !== undefined).map((p) => [p.spec.ref!, p]));
  for (const p of placed) {
    const id = idOf(p);
    if (p.spec.attachedTo !== undefined) {
      const host = byRef.get(p.spec.attachedTo)!;
      if (host === p) throw new ScenarioError([{ path: `card ${p.spec.card}`, message: 'cannot be attached to itself' }]);
      state.cards[id]!.attachedTo = idOf(host);
    }
    if (p.spec.revealedTo !== undefined) {
      const to = p.spec.revealedTo === 'all' ? state.players.map((x) => x.index) : [...new Set(p.spec.revealedTo)].sort((a, b) => a - b);
      state.reveals.push({ card: id, to });
    }
  }
  // 4. turn, players (unspecified counters: the game's starting values), data
  const t = sc.turn ?? {};
  state.turn = {
    number: t.number ?? 1,
    active: t.active ?? 0,
    phase: t.phase ?? 'main',
    step: t.step ?? null,
    first: t.first === undefined ? (t.active ?? 0) : t.first,
  };
  const vocab = hooks?.vocabulary;
  const playerFlagWords = vocab?.playerFlags ?? {};
  sc.players.forEach((p, i) => {
    const me = state.players[i]!;
    me.counters = { ...(vocab?.defaults?.(state, i) ?? {}), ...(p.counters ?? {}) };
    me.flags = Object.fromEntries(Object.entries(p.flags ?? {}).filter(([k]) => !playerFlagWords[k]?.apply));
    me.lost = p.lost ?? false;
  });
  state.data = { ...(sc.data ?? {}) };
  state.secret = { ...(sc.secret ?? {}) };
  // 4b. the game's words, mapped onto the state (players' flags, then every card in placement order)
  const mapping = (path: string, fn: () => void) => {
    try {
      fn();
    } catch (e) {
      if (e instanceof ScenarioError) throw e;
      throw new ScenarioError([{ path, message: isEngineError(e) ? `${e.code}: ${e.reason}` : e instanceof Error ? e.message.slice(0, 300) : String(e) }]);
    }
  };
  sc.players.forEach((p, i) => {
    for (const [k, v] of Object.entries(p.flags ?? {})) {
      const apply = playerFlagWords[k]?.apply;
      if (apply) mapping(`scenario.players[${i}].flags.${k}`, () => apply(ctx, i, v as Json));
    }
  });
  const placedIds = placed.map(idOf); // before any word moves cards (an evolve moves the evolve card it creates)
  placed.forEach((p, n) => {
    const zone = state.zones[p.key]!.name;
    const id = placedIds[n]!;
    for (const w of words) {
      if (!w.word.apply) continue;
      const value = wordValue(p.spec, w, zone);
      if (value === undefined) continue;
      mapping(`${p.path}${w.from === 'card' ? '' : `.${w.from}`}.${w.name}`, () => w.word.apply!(ctx, id, value, p.spec));
    }
  });
  // 5-6. the game's completion, then run to the first decision
  hooks?.prepare?.(ctx, sc);
  const next = sc.next ?? hooks?.next?.(ctx.state) ?? null;
  if (next === null || next.length === 0) {
    throw new ScenarioError([{ path: 'scenario.next', message: `${def.slug} has no default continuation: say which ops run from this position (e.g. [{"op":"main"}])` }]);
  }
  push(ctx, ...next.map((f) => ({ ...f }) as Frame));
  try {
    run(ctx);
  } catch (e) {
    if (isEngineError(e)) throw new ScenarioError([{ path: 'scenario.next', message: `the rules could not continue from this position: ${e.code}: ${e.reason}` }]);
    throw new ScenarioError([{ path: 'scenario', message: `the rules of ${def.slug} failed on this position (${e instanceof Error ? e.message.slice(0, 200) : String(e)})` }]);
  }
  // 7. validated like any open state
  const errors = checkState(ctx.state, def);
  if (errors.length > 0) throw new ScenarioError(errors.slice(0, 20).map((message) => ({ path: 'state', message })));
  const want = sc.decision;
  if (want && (want.player !== undefined || want.kind !== undefined)) {
    const d = ctx.state.decision;
    if (!d) throw new ScenarioError([{ path: 'scenario.decision', message: `the game ended (${ctx.state.result?.reason ?? 'over'}) instead of waiting for a decision` }]);
    if (want.player !== undefined && d.player !== want.player) throw new ScenarioError([{ path: 'scenario.decision.player', message: `the position waits for player ${d.player} (${d.kind}: ${d.prompt}), not player ${want.player}` }]);
    if (want.kind !== undefined && d.kind !== want.kind) throw new ScenarioError([{ path: 'scenario.decision.kind', message: `the position waits for a ${d.kind} decision, not ${want.kind}` }]);
  }
  return { state: ctx.state, events: ctx.events };
}
