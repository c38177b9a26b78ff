/**
 * Position helpers for the PSO2 rule specs: small test decks from the sample catalog, a game started at a chosen
 * player's main phase, position arrangement (tests edit the plain-JSON state through kernel moves, then continue
 * through the public API), and drivers for the decisions (play, pay, target, pass, resolve).
 */
import {
  apply, cloneJson, dealDamage, legalActions, makeCtx, moveCards, vocabularyFor, zoneKey,
  type Action, type Ctx, type GameState, type JsonObject,
} from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PRIORITY } from '../src/constants.js';
import { pd } from '../src/state.js';
import { newGame } from './helpers.js';

export const id = (n: string): string => (n.startsWith('SAMPLE-') ? n : `SAMPLE-PSO2-${n}`);

/** A test deck: player card, optional mag, the given cards (sample numbers), topped up with vanilla fillers. */
export function deck(cards: string[] = [], o: { player?: string; mag?: string | null; size?: number; filler?: string } = {}): Record<string, string[]> {
  const size = o.size ?? 30;
  const main = cards.map(id);
  while (main.length < size) main.push(id(o.filler ?? '037')); // ノア: a vanilla 2/4 character
  return { player: [id(o.player ?? '005')], ...(o.mag ? { mag: [id(o.mag)] } : {}), main };
}

export interface StartOptions {
  p0?: Record<string, string[]>;
  p1?: Record<string, string[]>;
  /** More seats (raid party members, then the boss deck last). */
  more?: Array<Record<string, string[]>>;
  options?: JsonObject;
  /** Which seat must go first (duel): seeds are tried until it does. Default 0. */
  first?: number;
  seed?: string;
}

/** A new game, at the first player's first main phase (PP phase skipped, nothing played). */
export function start(o: StartOptions = {}): GameState {
  const decks = [o.p0 ?? deck(), o.p1 ?? deck(), ...(o.more ?? [])];
  const raid = o.options?.format === 'raid';
  for (let i = 0; i < 200; i++) {
    const s = newGame(decks, `${o.seed ?? 'pos'}-${i}`, { options: o.options ?? {} }).state;
    if (!raid && s.turn.first !== (o.first ?? 0)) continue;
    return toMain(s);
  }
  throw new Error('no seed gives that first player');
}

/** Answers decisions with "nothing" (no PP card, no draw, pass, the fewest picks) until a main-phase decision with an empty zone. */
export function toMain(s: GameState, player?: number): GameState {
  for (let i = 0; i < 500; i++) {
    if (s.result) return s;
    const d = s.decision!;
    if (d.kind === PRIORITY && s.turn.phase === 'main' && pd(s).zone.length === 0 && pd(s).battle === null && d.player === s.turn.active && (player === undefined || d.player === player)) return s;
    s = apply(s, quiet(s), definition).state;
  }
  throw new Error('toMain: no main phase reached');
}

/** The "do nothing" answer: pass, end the phase, no pick, 'no'. */
export function quiet(s: GameState): Action {
  const legal = legalActions(s, definition);
  const d = s.decision!;
  const find = (pred: (a: Action) => boolean) => legal.find(pred);
  if (d.kind === PRIORITY) return find((a) => a.type === 'pass') ?? find((a) => a.type === 'endPhase') ?? legal[0]!;
  if (d.kind === 'chooseCards') return find((a) => a.type === 'done') ?? legal[0]!;
  if (d.kind === 'chooseOption') return find((a) => a.option === 'no') ?? legal[0]!;
  return legal[0]!;
}

export const ctxOf = (s: GameState): Ctx => makeCtx(s, definition, vocabularyFor(definition));

/** Instances of a catalog card (any seat unless `owner`), optionally in one zone. */
export function idsOf(s: GameState, cardId: string, zone?: string, owner?: number): string[] {
  return Object.values(s.cards)
    .filter((c) => c.cardId === id(cardId) && (zone === undefined || s.zones[c.zone]!.name === zone) && (owner === undefined || c.owner === owner))
    .map((c) => c.id)
    .sort();
}

export function idOf(s: GameState, cardId: string, zone?: string, owner?: number): string {
  const x = idsOf(s, cardId, zone, owner)[0];
  if (!x) throw new Error(`no ${cardId}${zone ? ` in ${zone}` : ''}`);
  return x;
}

export interface Placement {
  card: string;
  zone: string;
  owner: number;
  tapped?: boolean;
  row?: 'front' | 'back';
  face?: 'up' | 'down';
  counters?: Record<string, number>;
  attachTo?: number; // index into the returned ids of an earlier placement
}

/**
 * Moves one instance per placement (taken from the owner's deck, else hand/discard) into a zone, silently; field
 * cards get a row (default front). Returns the new state and the ids in order.
 */
export function arrange(s: GameState, placements: Placement[]): { s: GameState; ids: string[] } {
  const ctx = ctxOf(s);
  const ids: string[] = [];
  for (const pl of placements) {
    const st = ctx.state;
    const from = ['deck', 'hand', 'discard', 'pp'].flatMap((z) => st.zones[zoneKey(z, pl.owner)]!.cards).find((x) => st.cards[x]!.cardId === id(pl.card) && !ids.includes(x) && st.zones[st.cards[x]!.zone]!.name !== pl.zone);
    if (!from) throw new Error(`arrange: no free ${pl.card} of seat ${pl.owner}`);
    const [nid] = moveCards(ctx, [from], zoneKey(pl.zone, pl.owner), { silent: true, position: 'top', tapped: pl.tapped ?? false, face: pl.face });
    const c = st.cards[nid!]!;
    if (pl.zone === 'field') c.flags.row = pl.row ?? 'front';
    if (pl.counters) Object.assign(c.counters, pl.counters);
    if (pl.attachTo !== undefined) {
      const host = ids[pl.attachTo]!;
      c.attachedTo = host;
      if (c.zone !== st.cards[host]!.zone) {
        // equipment sits in its host's zone (205.4.2)
        st.zones[c.zone]!.cards = st.zones[c.zone]!.cards.filter((x) => x !== nid);
        c.zone = st.cards[host]!.zone;
        st.zones[c.zone]!.cards.push(nid!);
      }
    }
    ids.push(nid!);
  }
  return { s: ctx.state, ids };
}

/** Edits a copy of the state (counters, flags, deck contents…). */
export function edit(s: GameState, fn: (s: GameState) => void): GameState {
  const c = cloneJson(s);
  fn(c);
  return c;
}

export function isLegal(s: GameState, action: Action): boolean {
  const key = JSON.stringify(action);
  return legalActions(s, definition).some((a) => JSON.stringify(a) === key);
}

/** Applies a listed action (fails with the legal list otherwise). */
export function must(s: GameState, action: Action): GameState {
  if (!isLegal(s, action)) throw new Error(`not legal: ${JSON.stringify(action)}\nlegal:\n${legalActions(s, definition).map((a) => JSON.stringify(a)).join('\n')}\ndecision: ${JSON.stringify(s.decision)}`);
  return apply(s, action, definition).state;
}

export const who = (s: GameState): number => s.decision!.player;

/** Picks cards of a chooseCards decision (then `done` when still needed). */
export function pick(s: GameState, cards: string[]): GameState {
  if (s.decision?.kind !== 'chooseCards') return s; // a forced choice was made by itself (decision.ts normaliseSpec)
  let t = s;
  const d0 = t.decision!.id;
  for (const c of cards) t = must(t, { type: 'pick', player: who(t), card: c });
  if (t.decision && t.decision.id === d0 && t.decision.kind === 'chooseCards') t = must(t, { type: 'done', player: who(t) });
  return t;
}

/** Declared targets (406.2.3), unless the choice was forced and made by itself. */
export function target(s: GameState, cards: string[]): GameState {
  const r = s.decision?.rule;
  if (s.decision?.kind !== 'chooseCards' || (r !== 'PSO2 406.2.3' && r !== 'PSO2 406.2.5' && r !== 'PSO2 506.3.1')) return s;
  return pick(s, cards);
}

export function choose(s: GameState, option: unknown): GameState {
  return must(s, { type: 'choose', player: who(s), option } as Action);
}

/** PP payment: turn the first N ON PP cards OFF (or the given ones). */
export function pay(s: GameState, cards?: string[]): GameState {
  const d = s.decision!;
  if (d.kind !== 'chooseCards' || d.rule !== 'PSO2 209.1.1') return s;
  return pick(s, cards ?? d.candidates!.slice(0, d.min));
}

export function play(s: GameState, player: number, card: string): GameState {
  return must(s, { type: 'play', player, card });
}

export function activate(s: GameState, player: number, card: string, ability: number): GameState {
  return must(s, { type: 'activate', player, card, ability });
}

export function pass(s: GameState): GameState {
  return must(s, { type: 'pass', player: who(s) });
}

/** Everyone holding the action right passes until the resolution zone is empty (no other decision in between). */
export function resolveAll(s: GameState): GameState {
  let t = s;
  for (let i = 0; i < 100 && pd(t).zone.length > 0; i++) {
    if (t.decision?.kind !== PRIORITY) return t;
    t = pass(t);
  }
  return t;
}

/** Passes the action right while it is asked (e.g. through battle steps) until another kind of decision or `until`. */
export function passWhile(s: GameState, until: (s: GameState) => boolean = () => false): GameState {
  let t = s;
  for (let i = 0; i < 200 && !t.result && !until(t); i++) {
    if (t.decision?.kind !== PRIORITY) return t;
    const legal = legalActions(t, definition);
    if (!legal.some((a) => a.type === 'pass')) return t;
    t = pass(t);
  }
  return t;
}

export function endPhase(s: GameState): GameState {
  return must(s, { type: 'endPhase', player: who(s) });
}

export const zone = (s: GameState, name: string, p: number | null) => s.zones[p === null ? name : zoneKey(name, p)]!.cards;
export const cardIdsIn = (s: GameState, name: string, p: number | null) => zone(s, name, p).map((x) => s.cards[x]!.cardId);
export const hp = (s: GameState, p: number) => zone(s, 'deck', p).length;
export const kinds = (s: GameState) => legalActions(s, definition).map((a) => a.type);

export { legalActions, definition };

/** Deals damage through the rules' damage hook (as an effect would), outside any decision. */
export function hit(s: GameState, target: { card: string } | { player: number }, amount: number): GameState {
  const ctx = ctxOf(s);
  dealDamage(ctx, target, amount, null);
  return ctx.state;
}

/** Runs a rule helper on a copy of the state (kernel primitives: destroy, moves…). */
export function withCtx(s: GameState, fn: (ctx: Ctx) => void): GameState {
  const ctx = ctxOf(s);
  fn(ctx);
  return ctx.state;
}

/** Puts a card of `owner` on top of its deck (taken from its deck, hand, discard or PP). */
export function onTop(s: GameState, card: string, owner: number): GameState {
  const a = arrange(s, [{ card, zone: 'discard', owner }]);
  return arrange(a.s, [{ card, zone: 'deck', owner, face: 'down' }]).s;
}

/** Leaves only the top `keep` cards in a player's deck: the rest go to the discard face up (HP = keep, 201.3). */
export function thinDeck(s: GameState, player: number, keep = 0): GameState {
  return edit(s, (x) => {
    const moved = x.zones[`${player}:deck`]!.cards.splice(keep);
    x.zones[`${player}:discard`]!.cards.push(...moved);
    for (const c of moved) Object.assign(x.cards[c]!, { zone: `${player}:discard`, face: 'up' });
  });
}
