/**
 * Card movement primitives: move, draw, shuffle, create, reveal, tap. They keep zones, instances,
 * reveals and continuous effects consistent and emit correctly redacted events.
 *
 * New-object rule: a card that changes zone gets a fresh opaque instance id, loses its counters,
 * flags and attachments, and effects that pointed at it stop applying (SVE 4.1.4, R4U 4.1.4,
 * GBF 3-1-4 / 8-9-2). Games keep the id for the moves their rules exempt (`keepId`, e.g. SVE field to
 * field, 5.16.2 evolve). Fresh ids also mean a card drawn from a shuffled deck cannot be linked to an
 * id seen earlier, so hidden identities and deck order cannot be reconstructed from ids.
 */
import type { JsonObject } from './json.js';
import type { CardInstance, Face, GameState, PlayerIndex, Viewer, ZoneState } from './state.js';
import { newId, tick, zoneKey } from './state.js';
import { EngineError } from './errors.js';
import { allViewers, canSee, getCard, getZone, showsIds } from './zones.js';
import type { EventVisibility, GameEvent } from './events.js';
import { eventPayload, isQuiet } from './events.js';
import { emit, emitAll, type Ctx } from './context.js';
import { keyedInstanceId, randomInt, shuffleInPlace } from './rng.js';
import type { Watcher } from './triggers.js';
import { purgeEffectsOf } from './effects.js';
import { hasLostAbilities } from './abilities/loss.js';
import { grantedTriggersOf } from './abilities/granted.js';
import { openMoveBatch } from './move-batch.js';

export interface MoveOptions {
  /** For ordered zones: 'top' (default), 'bottom', or an index from the top (clamped: SVE 4.1.3.1). */
  position?: 'top' | 'bottom' | number;
  face?: Face;
  tapped?: boolean;
  /** Keep the instance id, counters, flags and effects (moves the rules do not treat as new objects). */
  keepId?: boolean;
  controller?: PlayerIndex;
  /** Why it moved: 'draw', 'destroy', 'discard', 'play', 'search', 'mill'... (used by triggers). */
  reason?: string;
  /** Player who caused the move, if any. */
  by?: PlayerIndex | null;
  /** No events (setup bookkeeping). */
  silent?: boolean;
}

export interface Audience {
  visibleTo: EventVisibility;
  others: Viewer[];
}

/** Splits viewers into those who know (full event) and the others (redacted event). */
export function audience(state: GameState, knows: (v: Viewer) => boolean): Audience {
  const viewers = allViewers(state);
  const full = viewers.filter(knows);
  if (full.length === viewers.length) return { visibleTo: 'all', others: [] };
  return {
    visibleTo: full.filter((v): v is number => v !== 'spectator'),
    others: viewers.filter((v) => !knows(v)),
  };
}

/**
 * Event about cards: full for viewers who can see all of them, redacted for the others. (For a state
 * stepped quietly, `isQuiet`, the event is not recorded: the visibility is not computed.)
 */
export function cardEvent(state: GameState, type: string, ids: string[], payload: JsonObject, redacted: JsonObject | null): GameEvent {
  if (isQuiet(state)) return { ...payload, type, visibleTo: 'all', redacted: null };
  const a = audience(state, (v) => ids.every((id) => canSee(state, v, id)));
  return { ...payload, type, visibleTo: a.visibleTo, redacted: a.visibleTo === 'all' ? null : redacted };
}

function watcherOf(state: GameState, card: CardInstance): Watcher | null {
  const zone = state.zones[card.zone];
  if (!zone || !zone.abilities) return null;
  const w: Watcher = { id: card.id, cardId: card.cardId, controller: card.controller, owner: card.owner, zone: zone.name };
  if (hasLostAbilities(state, card.id)) w.lost = true; // last known information: it had no abilities (abilities/loss.ts)
  return w;
}

/**
 * The cards attached to one of `hosts`, in canonical id order. Found through the zones' card
 * lists (every card is in exactly one zone, validate-state.ts): `Object.keys` of the large `cards`
 * record, a slow dictionary object in V8, cost more than the rest of a move.
 */
function attachedToAny(state: GameState, hosts: ReadonlySet<string>): CardInstance[] {
  let found: CardInstance[] | null = null;
  for (const key in state.zones) {
    for (const id of state.zones[key]!.cards) {
      const c = state.cards[id];
      if (c !== undefined && c.attachedTo !== null && hosts.has(c.attachedTo)) (found ??= []).push(c);
    }
  }
  if (found === null) return [];
  if (found.length === 1) return found;
  // canonical order (instance ids compared as strings, like the canonical JSON's keys): the key order of
  // `state.cards` differs between a state built in memory and the same state parsed back from a token
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Moves cards at the same moment; returns their new instance ids (same order as `ids`). */
export function moveCards(ctx: Ctx, ids: readonly string[], to: string, opts: MoveOptions = {}): string[] {
  const state = ctx.state;
  const dest = getZone(state, to);
  const unique = [...new Set(ids)];
  const quiet = ctx.quiet === true;
  const viewers = quiet ? [] : allViewers(state);
  const before = unique.map((id) => {
    const card = getCard(state, id);
    const zone = getZone(state, card.zone);
    return { card: { ...card }, zone, knew: quiet ? viewers : viewers.filter((v) => canSee(state, v, id)) };
  });
  const lki: Watcher[] = [];
  const grants = grantedTriggersOf(ctx, unique); // granted automatic abilities, as last known information (abilities/granted.ts)
  for (const b of before) {
    const w = watcherOf(state, b.card);
    if (w && grants?.has(b.card.id)) w.grants = grants.get(b.card.id)!;
    if (w) lki.push(w);
  }
  // take the cards out
  for (const b of before) {
    b.zone.cards = b.zone.cards.filter((c) => c !== b.card.id);
    delete state.cards[b.card.id];
  }
  const newIds: string[] = [];
  for (const b of before) {
    const old = b.card;
    const keep = opts.keepId === true;
    const id = keep ? old.id : newId(state);
    const card: CardInstance = {
      id,
      cardId: old.cardId,
      owner: old.owner,
      controller: opts.controller ?? (keep ? old.controller : dest.owner ?? old.owner),
      zone: to,
      face: opts.face ?? (keep ? old.face : defaultFace(dest.visibility)),
      tapped: opts.tapped ?? (keep ? old.tapped : false),
      counters: keep ? old.counters : {},
      flags: keep ? old.flags : {},
      attachedTo: keep ? old.attachedTo : null,
      timestamp: tick(state),
      token: old.token,
    };
    state.cards[id] = card;
    newIds.push(id);
  }
  insert(dest.cards, newIds, dest.ordered ? opts.position ?? 'top' : 'bottom');
  // consequences of leaving: reveals end, attachments drop, effects stop (unless the id is kept)
  const gone = new Set(before.map((b) => b.card.id));
  state.reveals = state.reveals.filter((r) => !gone.has(r.card));
  const detachEvents: GameEvent[] = [];
  if (opts.keepId !== true) {
    for (const c of attachedToAny(state, gone)) {
      const host = c.attachedTo!;
      c.attachedTo = null;
      detachEvents.push(quiet ? { card: c.id, from: host, type: 'detached', visibleTo: 'all', redacted: null } : cardEvent(state, 'detached', [c.id], { card: c.id, from: host }, { card: c.id, from: host }));
    }
    purgeEffectsOf(state, gone);
  }
  if (opts.silent) return newIds;
  const moved = before.map((b, i) => (quiet ? quietMovedEvent(state, b, newIds[i]!, to, opts) : movedEvent(state, b, newIds[i]!, to, opts)));
  const events = [...moved.map((m) => m.event), ...detachEvents];
  const internal = [...moved.map((m) => m.internal), ...detachEvents.map((e) => eventPayload(e))];
  const after = { cards: newIds, prev: before.map((b) => b.card.id), from: before.map((b) => b.card.zone), to, reason: opts.reason ?? null };
  const batch = openMoveBatch(ctx);
  if (batch !== undefined) {
    // inside moveTogether (move-batch.ts): one event batch with the other moves of the same moment (SVE 10.7.4.2)
    batch.events.push(...events);
    batch.lki.push(...lki);
    batch.internal.push(...internal);
    batch.after.push(after);
    return newIds;
  }
  emitAll(ctx, events, lki, internal);
  ctx.def.hooks?.afterMove?.(ctx, after);
  return newIds;
}

export function moveCard(ctx: Ctx, id: string, to: string, opts: MoveOptions = {}): string {
  return moveCards(ctx, [id], to, opts)[0]!;
}

function defaultFace(visibility: string): Face {
  return visibility === 'public' ? 'up' : 'down';
}

function insert(list: string[], ids: string[], position: 'top' | 'bottom' | number): void {
  if (position === 'bottom') list.push(...ids);
  else if (position === 'top') list.unshift(...ids);
  else list.splice(Math.max(0, Math.min(position, list.length)), 0, ...ids);
}

/**
 * The `moved` event. Full form for viewers who knew the card before or know it after; ids are left
 * out wherever a viewer's zone view shows no ids (decks), so events never pin a position in a
 * hidden ordered zone. Returns the published event and the complete payload triggers match on.
 */
function movedEvent(
  state: GameState,
  b: { card: CardInstance; zone: ZoneState; knew: Viewer[] },
  id: string,
  to: string,
  opts: MoveOptions,
): { event: GameEvent; internal: JsonObject } {
  const card = state.cards[id]!;
  const dest = state.zones[to]!;
  const a = audience(state, (v) => b.knew.includes(v) || canSee(state, v, id));
  const fullViewers: Viewer[] = a.visibleTo === 'all' ? allViewers(state) : a.visibleTo;
  const internal: JsonObject = {
    type: 'moved',
    card: id,
    prev: b.card.id,
    cardId: card.cardId,
    from: b.card.zone,
    to,
    owner: card.owner,
    controller: card.controller,
    prevController: b.card.controller,
    reason: opts.reason ?? null,
    by: opts.by ?? null,
  };
  const full: JsonObject = {
    ...internal,
    card: fullViewers.every((v) => showsIds(dest, v)) ? id : null,
    prev: fullViewers.every((v) => showsIds(b.zone, v)) ? b.card.id : null,
  };
  let redacted: JsonObject | null = null;
  if (a.visibleTo !== 'all') {
    redacted = {
      type: 'moved',
      card: a.others.every((v) => showsIds(dest, v)) ? id : null,
      prev: a.others.every((v) => showsIds(b.zone, v)) ? b.card.id : null,
      from: b.card.zone,
      to,
      owner: card.owner,
      reason: opts.reason ?? null,
      by: opts.by ?? null,
    };
  }
  return { event: { ...full, type: 'moved', visibleTo: a.visibleTo, redacted }, internal };
}

/** The `moved` event of a quiet step: only the complete payload triggers match on (nothing is recorded). */
function quietMovedEvent(state: GameState, b: { card: CardInstance }, id: string, to: string, opts: MoveOptions): { event: GameEvent; internal: JsonObject } {
  const card = state.cards[id]!;
  const reason = opts.reason ?? null;
  const by = opts.by ?? null;
  const prev = b.card;
  const internal: JsonObject = {
    type: 'moved', card: id, prev: prev.id, cardId: card.cardId, from: prev.zone, to,
    owner: card.owner, controller: card.controller, prevController: prev.controller, reason, by,
  };
  // (two literals: a spread of `internal` cost more than the rest of the event)
  const event: GameEvent = {
    type: 'moved', card: id, prev: prev.id, cardId: card.cardId, from: prev.zone, to,
    owner: card.owner, controller: card.controller, prevController: prev.controller, reason, by, visibleTo: 'all', redacted: null,
  };
  return { event, internal };
}

/** Draws `n` cards one at a time (SVE 5.10.2, GBF 4-8-3); returns the new hand ids. */
export function draw(ctx: Ctx, player: PlayerIndex, n: number, reason = 'draw'): string[] {
  const { deck, hand } = ctx.def.roles;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let pile = getZone(ctx.state, zoneKey(deck, player)).cards;
    if (pile.length === 0) {
      ctx.def.hooks?.drawFromEmpty?.(ctx, player);
      pile = getZone(ctx.state, zoneKey(deck, player)).cards;
      if (pile.length === 0) {
        emit(ctx, { type: 'drawFailed', player, visibleTo: 'all', redacted: null });
        break;
      }
    }
    const id = moveCard(ctx, pile[0]!, zoneKey(hand, player), { reason, by: player });
    out.push(id);
    emit(ctx, cardEvent(ctx.state, 'drew', [id], { player, card: id, count: 1 }, { player, count: 1 }));
  }
  return out;
}

/**
 * Shuffles a zone with the state's RNG. Cards of a non-public zone also get fresh ids assigned in a
 * random order, and reveals of them end, so nothing seen before the shuffle points into the new
 * order. A 0- or 1-card zone still counts as shuffled (SVE 5.9.1.1, R4U 5.8.1.2).
 */
export function shuffle(ctx: Ctx, key: string): void {
  const state = ctx.state;
  const zone = getZone(state, key);
  if (zone.visibility !== 'public') rekeyZone(state, key);
  shuffleInPlace(state.rng, zone.cards);
  emit(ctx, { type: 'shuffled', zone: key, count: zone.cards.length, visibleTo: 'all', redacted: null });
}

/**
 * Gives every card of a zone a fresh id (order of the zone unchanged). Reveals and effects on the old ids
 * end. Used by shuffles and at setup, so ids never mirror a deck list or an order someone saw. The fresh
 * ids are keyed hashes of the id counter (rng.ts keyedInstanceId), handed out in zone order: not RNG output
 * and not a readable counter, so a viewer can neither link them to the old ids nor learn anything of the
 * generator from them (docs/security.md §6.3). Engine 1.x handed out counter ids in RNG order, which
 * showed raw sfc32 output.
 */
export function rekeyZone(state: GameState, key: string): void {
  const zone = getZone(state, key);
  if (zone.cards.length === 0) return;
  const gone = new Set(zone.cards);
  const map = new Map<string, string>();
  zone.cards = zone.cards.map((old) => {
    const card = state.cards[old]!;
    delete state.cards[old];
    let id: string;
    do {
      state.nextId += 1;
      id = keyedInstanceId(state.rng, state.nextId);
    } while (state.cards[id] !== undefined || gone.has(id)); // a 41-bit collision: skip to the next counter
    map.set(old, id);
    state.cards[id] = { ...card, id };
    return id;
  });
  for (const c of attachedToAny(state, gone)) c.attachedTo = map.get(c.attachedTo!)!;
  state.reveals = state.reveals.filter((r) => !gone.has(r.card));
  purgeEffectsOf(state, gone);
}

/** Uniform random pick of `count` distinct items (SVE 5.19.1 and kin). */
export function randomPick<T>(ctx: Ctx, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(randomInt(ctx.state.rng, pool.length), 1)[0]!);
  return out;
}

export interface CreateOptions {
  cardId: string;
  owner: PlayerIndex;
  zone: string;
  face?: Face;
  tapped?: boolean;
  token?: boolean;
  position?: 'top' | 'bottom' | number;
  silent?: boolean;
}

/** Creates a card instance (tokens, setup). The catalog snapshot must hold the card. */
export function createCard(ctx: Ctx, o: CreateOptions): string {
  const state = ctx.state;
  if (!state.catalog[o.cardId]) throw new EngineError('UNKNOWN_CARD', `card ${o.cardId} is not in the game's catalog snapshot`);
  const zone = getZone(state, o.zone);
  const id = newId(state);
  state.cards[id] = {
    id,
    cardId: o.cardId,
    owner: o.owner,
    controller: zone.owner ?? o.owner,
    zone: o.zone,
    face: o.face ?? defaultFace(zone.visibility),
    tapped: o.tapped ?? false,
    counters: {},
    flags: {},
    attachedTo: null,
    timestamp: tick(state),
    token: o.token ?? state.catalog[o.cardId]!.token,
  };
  insert(zone.cards, [id], zone.ordered ? o.position ?? 'top' : 'bottom');
  if (!o.silent) {
    const ev = cardEvent(state, 'moved', [id], {
      card: id, prev: null, cardId: o.cardId, from: null, to: o.zone, owner: o.owner,
      controller: state.cards[id]!.controller, prevController: null, reason: 'create', by: null,
    }, { type: 'moved', card: id, prev: null, from: null, to: o.zone, owner: o.owner, reason: 'create', by: null });
    emit(ctx, ev);
  }
  return id;
}

/** Reveals cards to players (all players with 'all') until they leave their zone (or `conceal`). */
export function reveal(ctx: Ctx, ids: readonly string[], to: readonly PlayerIndex[] | 'all'): void {
  const state = ctx.state;
  const targets = to === 'all' ? state.players.map((p) => p.index) : [...to];
  for (const id of ids) {
    getCard(state, id);
    const r = state.reveals.find((x) => x.card === id);
    if (r) r.to = [...new Set([...r.to, ...targets])].sort((a, b) => a - b);
    else state.reveals.push({ card: id, to: [...new Set(targets)].sort((a, b) => a - b) });
  }
  for (const id of ids) {
    const card = state.cards[id]!;
    emit(ctx, cardEvent(state, 'revealed', [id], { card: id, cardId: card.cardId, zone: card.zone, to: targets }, { card: null, zone: card.zone, to: targets }));
  }
}

/** Ends reveals of cards (to everyone, or to the given players). */
export function conceal(ctx: Ctx, ids: readonly string[], from?: readonly PlayerIndex[]): void {
  const set = new Set(ids);
  ctx.state.reveals = ctx.state.reveals
    .map((r) => (set.has(r.card) ? { ...r, to: from ? r.to.filter((p) => !from.includes(p)) : [] } : r))
    .filter((r) => r.to.length > 0);
}

/**
 * Taps (engages / rests / OFF / sleep) or untaps cards. A card already in that state is skipped
 * (SVE 1.3.2.1, GBF 1-3-2-1, PSO2 103.2.1.2); returns the cards that changed.
 */
export function setTapped(ctx: Ctx, ids: readonly string[], tapped: boolean, reason: string | null = null): string[] {
  const changed: string[] = [];
  for (const id of ids) {
    const card = getCard(ctx.state, id);
    if (card.tapped === tapped) continue;
    card.tapped = tapped;
    changed.push(id);
  }
  for (const id of changed) {
    emit(ctx, cardEvent(ctx.state, tapped ? 'tapped' : 'untapped', [id], { card: id, reason }, null));
  }
  return changed;
}
