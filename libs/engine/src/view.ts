/**
 * Per-player views (boardgame.io's playerView, OpenSpiel's information state). A view is built
 * from scratch (never by deleting from the state), so nothing is shown unless it was chosen:
 * - cards the viewer cannot see become `{ id, hidden: true, face, tapped, counters, attachedTo }`;
 *   ordered zones the viewer cannot look at (decks, armor) show only a count plus the cards that
 *   were revealed to the viewer (`known`, with their positions);
 * - catalog facts are included only for card identities the viewer can see;
 * - the RNG state, the work stack, ability scopes, `secret` and other players' decision details
 *   never appear;
 * - legal actions are included only when the decision is the viewer's.
 */
import type { Json, JsonObject } from './json.js';
import { cloneJson } from './json.js';
import type { Action } from './actions.js';
import type { CardFacts, CardInstance, GameResult, GameState, PlayerState, TurnState, Versions, Viewer } from './state.js';
import type { GameDefinition } from './definition.js';
import type { Decision } from './decision.js';
import { canSee, showsIds, sortedZoneKeys } from './zones.js';
import { getGame } from './registry.js';
import { legalActions } from './engine.js';
import { grantedMap, grantedView, type GrantedAbility } from './abilities/granted.js';
import { vocabularyFor, type Reader } from './abilities/vocabulary.js';
import { currentFor } from './current.js';
import { labelActions, type LabelledAction } from './labels.js';
import { derivedScope } from './derived.js';


export type CardView =
  | {
      id: string;
      hidden: false;
      cardId: string;
      owner: number;
      controller: number;
      face: string;
      tapped: boolean;
      counters: Record<string, number>;
      flags: JsonObject;
      attachedTo: string | null;
      token: boolean;
      /** Abilities granted by other cards or effects (abilities/granted.ts); present only when there are some. */
      granted?: JsonObject[];
      /** Current values as the rules see them now (current.ts; the game's `view.current` hook); absent when the game gives none. */
      current?: JsonObject;
      /** The engine does not fully implement this card (status unsupported or partial; set by the match answer, libs/match response.ts). */
      incomplete?: true;
    }
  | ({ id: string; hidden: true; face: string; tapped: boolean; counters: Record<string, number>; attachedTo: string | null } & JsonObject);

export interface ZoneView {
  key: string;
  name: string;
  owner: number | null;
  visibility: string;
  ordered: boolean;
  count: number;
  /** Cards in order (placeholders for hidden ones), or null when only the count is shown. */
  cards: CardView[] | null;
  /** For count-only zones: cards the viewer knows, with their index from the top. */
  known: Array<{ index: number; card: CardView }> | null;
}

export interface PlayerView {
  game: string;
  format: number;
  versions: Versions;
  viewer: Viewer;
  seq: number;
  turn: TurnState;
  players: PlayerState[];
  zones: Record<string, ZoneView>;
  catalog: Record<string, CardFacts>;
  effects: JsonObject[];
  pending: JsonObject[];
  decision: JsonObject | null;
  /** The viewer's legal actions, each with its `label` (labels.ts), or null when the decision is not the viewer's. */
  legalActions: LabelledAction[] | null;
  /** Actions always accepted and not listed (concession). */
  alwaysAllowed: string[];
  result: GameResult | null;
  options: JsonObject;
  data: Json;
}

function cardView(state: GameState, card: CardInstance, viewer: Viewer, def: GameDefinition, granted: ReadonlyMap<string, GrantedAbility[]> = new Map(), reader?: Reader): CardView {
  if (canSee(state, viewer, card.id)) {
    const g = granted.has(card.id) ? { granted: grantedView(state, granted, card.id, viewer) } : {}; // abilities/granted.ts
    const current = reader ? currentFor(def, reader, card.id, viewer) : null; // current.ts
    return {
      ...g,
      ...(current ? { current } : {}),
      id: card.id,
      hidden: false,
      cardId: card.cardId,
      owner: card.owner,
      controller: card.controller,
      face: card.face,
      tapped: card.tapped,
      counters: { ...card.counters },
      flags: cloneJson(card.flags),
      attachedTo: card.attachedTo,
      token: card.token,
    };
  }
  const extra = def.view?.hiddenCardFacts?.(state, card, viewer) ?? {};
  return { ...extra, id: card.id, hidden: true, face: card.face, tapped: card.tapped, counters: { ...card.counters }, attachedTo: card.attachedTo };
}

function decisionView(d: Decision, viewer: Viewer): JsonObject {
  if (viewer === d.player) return cloneJson(d) as unknown as JsonObject;
  return { id: d.id, player: d.player, kind: d.kind, prompt: d.prompt, rule: d.rule };
}

export function view(state: GameState, viewer: Viewer, def?: GameDefinition): PlayerView {
  return derivedScope(state, () => viewOf(state, viewer, def)); // current values from the derived layer (derived.ts)
}

function viewOf(state: GameState, viewer: Viewer, def?: GameDefinition): PlayerView {
  const d = def ?? getGame(state.game);
  const reader: Reader = { state, vocab: vocabularyFor(d) };
  const granted = grantedMap(reader);
  const visibleIds = new Set<string>();
  const zones: Record<string, ZoneView> = {};
  for (const key of sortedZoneKeys(state)) {
    const z = state.zones[key]!;
    const base = { key, name: z.name, owner: z.owner, visibility: z.visibility, ordered: z.ordered, count: z.cards.length };
    if (showsIds(z, viewer)) {
      const cards = z.cards.map((id) => cardView(state, state.cards[id]!, viewer, d, granted, reader));
      cards.forEach((c) => !c.hidden && visibleIds.add(c.id));
      zones[key] = { ...base, cards, known: null };
    } else {
      const known: Array<{ index: number; card: CardView }> = [];
      z.cards.forEach((id, index) => {
        if (canSee(state, viewer, id)) {
          known.push({ index, card: cardView(state, state.cards[id]!, viewer, d, granted, reader) });
          visibleIds.add(id);
        }
      });
      zones[key] = { ...base, cards: null, known };
    }
  }
  const catalog: Record<string, CardFacts> = {};
  for (const id of [...visibleIds].sort()) {
    const cardId = state.cards[id]!.cardId;
    catalog[cardId] = state.catalog[cardId]!;
  }
  const effects: JsonObject[] = state.effects
    .filter((e) => e.targets === null || e.targets.every((t) => visibleIds.has(t)))
    .map((e) => ({
      id: e.id,
      source: e.source !== null && visibleIds.has(e.source) ? e.source : null,
      sourceCardId: e.source !== null && visibleIds.has(e.source) ? e.sourceCardId : null,
      controller: e.controller,
      targets: e.targets,
      player: e.player,
      modifier: e.modifier as unknown as JsonObject,
      duration: e.duration as Json,
      timestamp: e.timestamp,
    }));
  const pending: JsonObject[] = state.pending.map((t): JsonObject =>
    (t.source !== null && visibleIds.has(t.source)) || viewer === t.controller
      ? { id: t.id, controller: t.controller, source: t.source, cardId: t.sourceCardId, ability: t.ability, ...(t.grant ? { grant: t.grant.key } : {}) }
      : { id: t.id, controller: t.controller, hidden: true },
  );
  const decision = state.decision;
  const mine = decision !== null && decision.player === viewer && !state.result;
  let out: PlayerView = {
    game: state.game,
    format: state.format,
    versions: { ...state.versions },
    viewer,
    seq: state.seq,
    turn: { ...state.turn },
    players: cloneJson(state.players),
    zones,
    // the snapshot's own records, not copies: snapshots are immutable (docs/engine.md §1.1), and copying
    // the facts of every visible card was about 2 % of a sealed step (bench/profile-notes.md, round 6)
    catalog,
    effects,
    pending,
    decision: decision ? decisionView(decision, viewer) : null,
    legalActions: mine ? labelActions(state, legalActions(state, d), viewer, d) : null,
    alwaysAllowed: viewer !== 'spectator' && !state.result && !state.players[viewer]?.lost ? ['concede'] : [],
    result: state.result ? cloneJson(state.result) : null,
    options: cloneJson(state.options),
    data: d.view?.data ? d.view.data(state, viewer) : cloneJson(state.data),
  };
  if (d.view?.transform) out = d.view.transform(out, state, viewer);
  return out;
}
