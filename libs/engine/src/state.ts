/**
 * The game state: one plain-JSON object that holds everything needed to continue a game.
 * No classes, Maps or undefined anywhere (null instead), so it clones with JSON, hashes canonically
 * and is byte-identical for identical inputs. See docs/engine.md for the meaning of each part.
 */
import type { Json, JsonObject } from './json.js';
import type { RngState } from './rng.js';
import type { Ability, Duration, Modifier } from './abilities/types.js';
import type { GrantRef } from './abilities/granted.js';
import type { Decision } from './decision.js';

export const ENGINE_VERSION = '2.0.0'; // 2.0.0: ChaCha20 RNG and keyed instance ids (issue 16): replays of 1.x games differ
/** Version of the state layout itself (bumped on incompatible changes of this file). */
export const STATE_FORMAT = 1;

/** Players are seats 0..n-1. */
export type PlayerIndex = number;
/** Who a view/event is for. A spectator knows only what is public. */
export type Viewer = PlayerIndex | 'spectator';

export interface Versions {
  /** ENGINE_VERSION of the kernel that created the state. */
  engine: string;
  /** The game's rules version (e.g. `sve-1.26.1`). */
  rules: string;
  /** Catalog stamp: given at setup, or the hash of the card snapshot. */
  catalog: string;
}

export interface PlayerState {
  index: PlayerIndex;
  name: string;
  /** Resources and scores: life, PP, EP, energy... (game-defined names). Public. */
  counters: Record<string, number>;
  /** Per-player public flags (e.g. `mulliganDone`, `drewFromEmptyDeck`). */
  flags: Record<string, Json>;
  /** True once the player has lost / left the game. */
  lost: boolean;
}

/**
 * Visibility of a zone's cards:
 * - `public`: everyone sees face-up cards (face-down cards follow `faceDown`);
 * - `owner`: the zone's owner sees the cards, others see placeholders (unordered) or a count (ordered);
 * - `hidden`: nobody sees the cards (decks, armor); views show only the count.
 */
export type ZoneVisibility = 'public' | 'owner' | 'hidden';
/** Who may look at a face-down card in a public zone. */
export type FaceDownVisibility = 'all' | 'controller' | 'none';

export interface ZoneState {
  name: string;
  /** Owning player, or null for a shared zone (e.g. SVE's resolution zone). */
  owner: PlayerIndex | null;
  visibility: ZoneVisibility;
  /** Ordered zones are stacks: index 0 is the TOP. Non-owners never learn their order. */
  ordered: boolean;
  faceDown: FaceDownVisibility;
  /** Abilities of cards in this zone function here (e.g. the field). */
  abilities: boolean;
  cards: string[];
}

export type Face = 'up' | 'down';

export interface CardInstance {
  /** Opaque instance id (`c17`). A card that changes zone gets a fresh id (new object). */
  id: string;
  /** Catalog id (printed card number) – the hidden identity. */
  cardId: string;
  owner: PlayerIndex;
  /** The player in control (SVE/R4U/GBF "master"). */
  controller: PlayerIndex;
  zone: string;
  face: Face;
  /** Engaged / rested / OFF / asleep (true) versus standing / active / ON / awake (false). */
  tapped: boolean;
  /** Damage, +1/+1, chips... any named counters. */
  counters: Record<string, number>;
  /** Game-specific per-object state (enteredTurn, evolved, partnerized...). */
  flags: Record<string, Json>;
  /** Host instance id for attached cards (souls, equipment, level cards, evolve links), or null. */
  attachedTo: string | null;
  /** Clock value when the card entered its zone (timestamp order, SVE 10.9.1.6.1 and kin). */
  timestamp: number;
  token: boolean;
}

/** Engine-facing facts of a catalog card, snapshotted into the state at setup. */
export interface CardFacts {
  id: string;
  name: string;
  type: string;
  subtypes: string[];
  traits: string[];
  classOrColor: string | null;
  cost: number | null;
  attack: number | null;
  defense: number | null;
  keywords: string[];
  abilities: Ability[];
  /** Game-specific printed facts (rank, element, stats...). */
  extra: JsonObject;
  token: boolean;
}

export interface ContinuousEffect {
  id: string;
  /** Instance that created it (null for rules). */
  source: string | null;
  sourceCardId: string | null;
  controller: PlayerIndex;
  /** Locked set of affected instances (null when it affects a player). */
  targets: string[] | null;
  /** Affected player when the modifier is a player modifier. */
  player: PlayerIndex | null;
  modifier: Modifier;
  duration: Duration;
  timestamp: number;
}

/** An automatic ability waiting to be played (standby / pending / 待機状態). */
export interface PendingTrigger {
  id: string;
  controller: PlayerIndex;
  /** Source instance id when it triggered (it may have left since: the trigger still resolves). */
  source: string | null;
  sourceCardId: string;
  /** Index of the ability in the source card's facts. */
  ability: number;
  /** The triggering event (without visibility data). */
  event: JsonObject;
  timestamp: number;
  /** A granted ability (abilities/granted.ts; `ability` is then -1): where it came from and its data. Absent otherwise. */
  grant?: GrantRef;
}

/** A unit of pending work: an op name plus JSON arguments. The stack top is the LAST element. */
export type Frame = { op: string; answer?: Json } & { [key: string]: Json };

export interface TurnState {
  /** 0 before the first turn starts. */
  number: number;
  active: PlayerIndex;
  phase: string;
  step: string | null;
  /** First player, null until decided. */
  first: PlayerIndex | null;
}

export interface Reveal {
  card: string;
  to: PlayerIndex[];
}

export interface GameResult {
  winners: PlayerIndex[];
  losers: PlayerIndex[];
  draw: boolean;
  reason: string;
  rule: string | null;
}

export interface GameState {
  format: number;
  game: string;
  versions: Versions;
  options: JsonObject;
  /** PRNG state. Never appears in a view. */
  rng: RngState;
  /** Number of actions applied so far. */
  seq: number;
  nextId: number;
  /** Monotonic clock for timestamps. */
  clock: number;
  players: PlayerState[];
  zones: Record<string, ZoneState>;
  cards: Record<string, CardInstance>;
  catalog: Record<string, CardFacts>;
  effects: ContinuousEffect[];
  pending: PendingTrigger[];
  decision: Decision | null;
  /** Continuations (work stack). Never appears in a view. */
  stack: Frame[];
  /** Variables of abilities being resolved (X, chosen cards...), keyed by scope id. */
  scopes: Record<string, JsonObject>;
  /** Per-turn use counts of abilities (`<instance>#<ability>` -> n). Cleared at turn start. */
  usage: Record<string, number>;
  turn: TurnState;
  /** Cards revealed to specific players while they stay in their zone. */
  reveals: Reveal[];
  result: GameResult | null;
  /** Public game-specific data (battle context, attack context...). */
  data: JsonObject;
  /** Game-specific data no player may see (never in a view). */
  secret: JsonObject;
}

const zoneKeys = new Map<string, string[]>();
const ZONE_KEYS_MAX = 1000;

/**
 * The key of a zone in `state.zones`: `"<owner>:<name>"`, or `name` for a shared zone. Keys of seats
 * 0..7 are remembered per name, so every lookup uses the same (internalised) string instead of building
 * a fresh one each time: zone lookups run in every rule and ability query.
 */
export function zoneKey(name: string, owner: PlayerIndex | null): string {
  if (owner === null) return name;
  if (owner >= 0 && owner < 8 && Number.isInteger(owner)) {
    let keys = zoneKeys.get(name);
    if (keys === undefined) {
      if (zoneKeys.size >= ZONE_KEYS_MAX) return `${owner}:${name}`;
      keys = [];
      zoneKeys.set(name, keys);
    }
    return (keys[owner] ??= `${owner}:${name}`);
  }
  return `${owner}:${name}`;
}


export function newId(state: GameState, prefix = 'c'): string {
  state.nextId += 1;
  return `${prefix}${state.nextId}`;
}

export function tick(state: GameState): number {
  state.clock += 1;
  return state.clock;
}

export function opponentsOf(state: GameState, player: PlayerIndex): PlayerIndex[] {
  return state.players.filter((p) => p.index !== player && !p.lost && isOpponent(state, player, p.index)).map((p) => p.index);
}

/**
 * Whether seat `other` is an opponent of seat `me`: every other seat, unless the game lists `me`'s current
 * opponents in the public player flag `opponents` (an array of seats: team play with more than two seats, e.g.
 * the PSO2 co-op raid, where the party members are not each other's opponents and the boss faces one target
 * player at a time). Read by the `opponent` player reference and the `side: 'opponent'` selectors.
 */
export function isOpponent(state: GameState, me: PlayerIndex, other: PlayerIndex): boolean {
  if (me === other) return false;
  const list = state.players[me]?.flags.opponents;
  return Array.isArray(list) ? list.includes(other) : true;
}

/**
 * Whether seat `other` is on `me`'s side: `me` itself or one of its team mates, listed by the game in the public
 * player flag `allies` (an array of seats; none = no team mates). Read by the `side: 'ally'` selectors (R4U 13.5.4
 * 味方: the master or the master's team mates; 13.5.3 自分 = `side: 'you'` stays the master only).
 */
export function isAlly(state: GameState, me: PlayerIndex, other: PlayerIndex): boolean {
  if (me === other) return true;
  const list = state.players[me]?.flags.allies;
  return Array.isArray(list) && list.includes(other);
}

/** Players in the order "active player first, then clockwise" (the TP-first rule of every game). */
export function playersFromActive(state: GameState): PlayerIndex[] {
  const n = state.players.length;
  const out: PlayerIndex[] = [];
  for (let i = 0; i < n; i++) out.push((state.turn.active + i) % n);
  return out;
}
