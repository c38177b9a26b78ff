/**
 * The contract every game library implements. Registering a definition (registry.ts) is all a game
 * needs to do; the kernel has no game-specific code.
 */
import type { Json, JsonObject } from './json.js';
import type { Action } from './actions.js';
import type { Ctx } from './context.js';
import type { Decision, DecisionSpec } from './decision.js';
import type {
  CardFacts, CardInstance, Face, FaceDownVisibility, GameState, PlayerIndex, Viewer, ZoneVisibility,
} from './state.js';
import type { AbilityEnv, VocabularyExtension } from './abilities/vocabulary.js';
import type { OpHandler } from './abilities/interpreter.js';
import type { DamageTarget } from './primitives.js';
import type { PlayerView } from './view.js';
import type { CoverageRegistry } from './status.js';
import type { SnapshotCache } from './setup.js';
import type { Reader } from './abilities/vocabulary.js';
import type { ActionText } from './labels.js';

export interface ZoneSpec {
  /** Zone name, e.g. `deck`, `hand`, `field`, `evolveDeck`, `armor`. */
  name: string;
  /** One zone shared by all players (owner null), e.g. SVE's resolution zone. Default: one per player. */
  shared?: boolean;
  visibility: ZoneVisibility;
  /** Stack order matters (index 0 = top). Default false. */
  ordered?: boolean;
  /** Who may look at face-down cards here (public zones). Default 'none'. */
  faceDown?: FaceDownVisibility;
  /** Abilities of cards here function (triggers, statics, activated). Default false. */
  abilities?: boolean;
  description?: string;
}

/** A section of a deck list (shared with deck legality). */
export interface DeckSectionSpec {
  /** `main`, `evolve`, `partners`, `captain`... */
  name: string;
  /** Zone the section's cards start in. */
  zone: string;
  /** Card count bounds (null = unbounded). */
  min: number | null;
  max: number | null;
  /** Copies per card name (null = no limit). */
  copies: number | null;
  /** Face of the cards when put into the zone at setup (default: by the zone's visibility). */
  face?: Face;
  /** Section may be omitted (SVE evolve deck, 6.2.1.1.1). */
  optional?: boolean;
  description?: string;
}

/**
 * Zone names the kernel's generic verbs use: draw (deck -> hand), discard and destroy
 * (-> discard), tokens and default selectors (field), damage to players (counter `life`).
 */
export interface Roles {
  deck: string;
  hand: string;
  discard: string;
  field: string;
  /** Player counter lowered by damage in the default damage rule (default `life`). */
  life?: string;
}

/** The shape of a catalog card the kernel reads (structurally a subset of the catalog's CardRecord). */
export interface CatalogCard {
  id: string;
  name: string;
  type: string;
  subtypes?: string[];
  traits?: string[];
  classOrColor?: string | null;
  cost?: number | null;
  attack?: number | null;
  defense?: number | null;
  keywords?: string[];
  text?: string;
  flags?: { token?: boolean } & Record<string, unknown>;
  extra?: Record<string, unknown>;
  abilities?: unknown;
}

export type CardSource =
  | ReadonlyArray<CatalogCard>
  | Readonly<Record<string, CatalogCard>>
  | ((id: string) => CatalogCard | null | undefined);

/** Section name -> card ids, or a plain list (the first section). */
export type DeckList = Readonly<Record<string, readonly string[]>> | readonly string[];

export interface PlayerSetup {
  name: string;
  deck: DeckList;
}

export interface SetupInput {
  seed: string | number;
  players: PlayerSetup[];
  options?: JsonObject;
  cards: CardSource;
  /** Catalog version stamp; default: the hash of the card snapshot. */
  catalogVersion?: string;
  /** Tested card ids (for card status); default: none. */
  coverage?: CoverageRegistry;
  /** Allow cards whose status is `unsupported` (their text is not implemented). */
  allowUnsupported?: boolean;
  /** Opt-in memo of the per-card setup work across games from one card source (setup.ts `snapshotCache()`). */
  snapshotCache?: SnapshotCache;
}

export interface SetupContext {
  seed: string;
  players: PlayerSetup[];
  options: JsonObject;
  /** Catalog facts lookup (the snapshot taken for this game). */
  cards: (id: string) => CardFacts | null;
  /** The kernel-built initial state: players, zones, deck cards in their section zones (list order,
   * top first, unshuffled), RNG seeded, turn 0. Mutate it through `ctx`. */
  state: GameState;
  ctx: Ctx;
}

/** A game decision kind: the game lists every legal answer; the kernel accepts exactly those. */
export interface DecisionKindSpec {
  legal(state: GameState, decision: Decision): Action[];
  /**
   * Optional, for kinds whose full list is costly (a main phase): the listed answers of one action
   * `type`, i.e. exactly `legal(state, decision).filter((a) => a.type === type)` (any order). `apply`
   * then checks a submitted action against these only; the rule stays "legal iff canonically equal to
   * a listed action". A game that provides it should test the equality on random states.
   */
  legalOfType?(state: GameState, decision: Decision, type: string): Action[];
}

export interface GameHooks {
  /** Replaces the default damage rule; returns the damage actually dealt (0 = no damage event). */
  dealDamage?(ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null): number;
  /** Replaces the default heal rule; returns the amount healed. */
  heal?(ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null): number;
  /** Replaces "destroy" (default: to owner's discard); returns the new id or null. */
  destroy?(ctx: Ctx, card: string, env: AbilityEnv | null): string | null;
  /** A draw found the deck empty (SVE 5.10.1.1 flags a loss; R4U refreshes; tag-battle loses). */
  drawFromEmpty?(ctx: Ctx, player: PlayerIndex): void;
  /** After every (non-silent) move batch, e.g. R4U 10.2 refresh the moment a deck is empty. `from`: each card's previous zone key. */
  afterMove?(ctx: Ctx, moved: { cards: string[]; prev: string[]; from?: string[]; to: string; reason: string | null }): void;
  /**
   * Players have just left the game (`lose`: a loss condition or a concession) and the game goes on (more than
   * one player is left, e.g. a PSO2 raid party member drops out): the game removes what they leave behind and
   * re-routes a decision still pending for one of them.
   */
  playerLeft?(ctx: Ctx, players: PlayerIndex[]): void;
  /**
   * Who actually decides what the rules ask of `spec.player` (default: that player). E.g. the PSO2 raid boss is
   * played by the engine and the party chooses for it (協力レイドバトル 特別なルール).
   */
  decider?(ctx: Ctx, spec: DecisionSpec): PlayerIndex;
}

export interface ViewCustomization {
  /** Public facts of a hidden card (R4U 4.10.4: whether a hand card is a partner is public). */
  hiddenCardFacts?(state: GameState, card: CardInstance, viewer: Viewer): JsonObject | null;
  /** Public game data shown in views (default: `state.data`). */
  data?(state: GameState, viewer: Viewer): Json;
  /** Last word on a view (must not add hidden information). */
  transform?(view: PlayerView, state: GameState, viewer: Viewer): PlayerView;
  /**
   * `current` of a card the viewer can see (current.ts, docs/engine.md §1.7.1): the game's current values
   * (stats, damage, keywords, restrictions, facts such as "can attack"), read through the kernel's derived
   * values (`statOf`, `keywordsOf`, the game's own legality functions). Default: `currentValues(r, id)`.
   * Null leaves `current` out for that card. Must add only what `viewer` may know.
   */
  current?(r: Reader, id: string, viewer: Viewer): JsonObject | null;
}

export interface GameDefinition {
  slug: string;
  name: string;
  versions: { rules: string };
  players: { min: number; max: number };
  zones: ZoneSpec[];
  roles: Roles;
  deckSections: DeckSectionSpec[];
  /**
   * Maps a catalog card to engine facts (default: field by field, abilities as given). `compiles`: toFacts
   * compiles the card text into abilities when the card has no ability data of its own; a card's own
   * `abilities` (an array) always take precedence (card-report.ts, docs/engine.md §1.13.1). `requireTested`: the
   * game's tested-card registry is authoritative, so a card whose every sentence is mapped but that no test covers
   * (status `partial`) is refused at setup like any incomplete card (status.ts isComplete, issue #18); without it
   * only cards with a sentence not mapped are refused.
   */
  catalog?: { toFacts?(card: CatalogCard): CardFacts; tokens?: string[]; compiles?: boolean; requireTested?: boolean };
  /** Option defaults (merged under the options given at setup) and their documentation. */
  options?: { defaults: JsonObject; describe?: Record<string, string> };
  /** Builds the opening: shuffles, draws, first player, then schedules the first ops. */
  setup(ctx: SetupContext): GameState | void;
  /** The rules as ops (turn structure, phases, moves). Names must not start with `$`. */
  ops: Record<string, OpHandler>;
  /** Game decision kinds (e.g. the main-phase free timing) and their legal answers. */
  decisions?: Record<string, DecisionKindSpec>;
  /** One pass of rule processing at a check timing; true when it did something. */
  ruleProcessing?(ctx: Ctx): boolean;
  /** Keywords, triggers, effects, costs, conditions this game adds to the ability language. */
  vocabulary?: VocabularyExtension;
  hooks?: GameHooks;
  view?: ViewCustomization;
  /** Extra invariants for open (client-held) states; messages of violations. */
  validateState?(state: GameState): string[];
  /** Game status summary for clients (score, phase names...). */
  status?(state: GameState): JsonObject;
  /**
   * The text of a legal action's label for `viewer` (labels.ts, docs/engine.md §1.4.1): `{en, ja}`, naming
   * only cards the viewer can see (`visibleName` / `cardWord`); null = the kernel's generic text. The
   * kernel adds the referred cards (`label.cards`) itself.
   */
  describeAction?(state: GameState, action: Action, viewer: Viewer): ActionText | null;
  /** Rule numbers for kernel-run procedures, cited in decisions and results. */
  citations?: { triggerOrder?: string; concede?: string; loop?: string };
  limits?: { checkPasses?: number; stepsPerApply?: number };
}
