/**
 * The engine-played card cases of Re:Birth for you (test/cases/*.ts, run by cases.spec.ts), like Shadowverse
 * Evolve's test/cases: a case puts the REAL card (its printed text compiled by the engine's catalog mapping) into a
 * game state and plays it the way a game does — from hand (9.7.2), as an activated ability (7.4.2.3), by the Entry
 * process (Spark 11.3.2), by an attack and its support (8.2.4) — and asserts the printed numbers, the condition at
 * and one below its threshold, a cost one short refused (5.14.1.1 / 9.5.2.2) and the complete set of choices offered.
 *
 * API (conventions: `me` is the turn player, `op` the other; helpers return a new state):
 *   covers(ids, title, run)      registers a case; `ids` are the catalog ids it plays (every id sharing kind and
 *                                text with one of them counts as covered: the compiler gives them the same data)
 *   scene({ me, op, turn })      a game at `me`'s main phase (turn 2 by default: attacks allowed, 8.2.3.1) with
 *                                exactly the listed cards: entry, members (by slot), hand, energy (count of standing
 *                                face-down fillers, or { standing, rested }), waitingRoom, retire, rebirth, deckTop
 *                                (index 0 = the top); partners are put into the energy area rested unless
 *                                `partners: 'standing' | 'hand'`. Returns { s, me, op, id } where id(side, cardId, n)
 *                                is the n-th instance placed for that catalog id.
 *   activations(s, card) / activate(s, card, i)   the legal 【起】 actions of an instance / play one
 *   playChar(s, card, to)        plays a character from hand onto 'entry' or a member slot (9.7.2), then settles
 *   spark(s, p, cardId, o?)      empties `me`'s Entry and puts that card on top of the deck, then runs a check
 *                                timing: the Entry process (10.5) puts it onto the Entry and its Spark triggers
 *                                (`{ stopAtCounter: true }`: stops at the counter window 9.7.3 of its Spark)
 *   attack(s, supporter, o)      from the main phase: to the attack phase, declare the attack (8.2.4) with that
 *                                member supporting; stops at the first decision after the declaration
 *   runCheck(s)                  a check timing (9.6.2) now, then on to the next decision
 *   decision(s) / offered(s)     the pending decision (kind, player, candidates sorted, min, max, options)
 *   pick(s, ...cards) / choose(s, option) / done(s)   answer it
 *   settle(s, answer?)           answers plainly (pass, done, the first option) until `me`'s main phase is back
 *   stat(s, card) → [ATK, DEF]   current values (the one place that computes them, via statOf)
 *   cardIds(s, zone, p)          catalog ids in a zone (sorted)
 */
import {
  apply, legalActions, makeCtx, push, run, statOf, view, vocabularyFor, zoneKey, type Action, type GameState, type JsonObject,
} from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { definition, newGame, pickNothing, playUntil, toFirstMain, toMainOfTurn, TEST_CHARS, VANILLA_REBIRTH, type EngineDeck } from '../engine-helpers.js';
import { CARDS } from '../cards/catalog.js';

export interface CardCase { ids: string[]; title: string; run: () => void }
export const CARD_CASES: CardCase[] = [];
/** Registers an engine-played case covering `ids` (catalog ids). */
export const covers = (ids: string[], title: string, run: () => void): void => void CARD_CASES.push({ ids, title, run });

const PARTNERS = ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03'];
const KNOWN = new Set(CARDS.map((c) => c.id));

export interface Side {
  entry?: string | null;
  members?: Array<string | null>;
  hand?: string[];
  /** Standing face-down energy (fillers), or standing and rested counts. */
  energy?: number | { standing: number; rested: number };
  waitingRoom?: string[];
  retire?: string[];
  rebirth?: string[];
  /** Index 0 is the top of the deck. */
  deckTop?: string[];
  partners?: 'rested' | 'standing' | 'hand';
}
export interface SceneOptions { me?: Side; op?: Side; turn?: 1 | 2; seed?: number; options?: JsonObject }
export interface Scene { s: GameState; me: number; op: number; id: (side: 'me' | 'op', cardId: string, n?: number) => string }

/** Filler characters: keyword-only trial characters (【のびしろ】 / 【ブロッカー】), 4 each. */
export const FILLER = TEST_CHARS;
const FILLER_ENTRY = 'HP/001T-006';

function wanted(side: Side): string[] {
  return [
    ...(side.entry ? [side.entry] : []), ...(side.members ?? []).filter((x): x is string => !!x), ...(side.hand ?? []),
    ...(side.waitingRoom ?? []), ...(side.retire ?? []), ...(side.rebirth ?? []), ...(side.deckTop ?? []),
  ];
}

/** A deck holding every card either side lists (the setup decides who is the turn player), then fillers. */
function deckFor(sides: Side[]): EngineDeck {
  const count = new Map<string, number>();
  for (const side of sides) {
    const n = new Map<string, number>();
    for (const id of wanted({ entry: FILLER_ENTRY, ...side })) n.set(id, (n.get(id) ?? 0) + 1);
    for (const [id, k] of n) count.set(id, Math.max(count.get(id) ?? 0, k));
  }
  const want = [...count].flatMap(([id, k]) => Array.from({ length: k }, () => id));
  for (const id of want) if (!KNOWN.has(id)) throw new Error(`scene: unknown card ${id}`);
  const main = [...want];
  for (let i = 0; main.length < 48; i++) main.push(FILLER[Math.floor(i / 4) % FILLER.length]!);
  main.push(VANILLA_REBIRTH, VANILLA_REBIRTH);
  return { main, partner: PARTNERS };
}

/** Moves an instance into a zone in place (a test position, not a rules move). Index 0 of a zone is its top. */
function moveIn(s: GameState, id: string, zoneName: string, p: number, o: { slot?: number; tapped?: boolean; bottom?: boolean } = {}): void {
  const c = s.cards[id]!;
  const from = s.zones[c.zone]!;
  from.cards = from.cards.filter((x) => x !== id);
  const key = zoneKey(zoneName, p);
  if (o.bottom) s.zones[key]!.cards.push(id);
  else s.zones[key]!.cards.unshift(id);
  c.zone = key;
  c.owner = p;
  c.controller = p;
  const partner = s.catalog[c.cardId]!.type === 'partner';
  c.face = zoneName === Z.energy && !partner ? 'down' : s.zones[key]!.visibility === 'public' ? 'up' : 'down';
  c.tapped = o.tapped ?? false;
  c.flags = o.slot !== undefined ? { slot: o.slot } : {};
  c.counters = {};
  c.attachedTo = null;
  c.timestamp = ++s.clock;
}

const BOARD = [Z.hand, Z.entry, Z.members, Z.energy, Z.waitingRoom, Z.retire, Z.rebirth, Z.memory, Z.soul];

function arrangeSide(s: GameState, p: number, side: Side, placed: Map<string, string[]>): void {
  const deckKey = zoneKey(Z.deck, p);
  // everything back into the deck (partners aside), then the listed cards taken out of it
  for (const z of BOARD) for (const id of [...s.zones[zoneKey(z, p)]!.cards]) {
    if (s.catalog[s.cards[id]!.cardId]!.type === 'partner') moveIn(s, id, Z.hand, p);
    else moveIn(s, id, Z.deck, p, { bottom: true });
  }
  const used = new Set<string>();
  const take = (cardId: string): string => {
    const id = s.zones[deckKey]!.cards.find((x) => !used.has(x) && s.cards[x]!.cardId === cardId);
    if (!id) throw new Error(`scene: no ${cardId} left in player ${p}'s deck`);
    used.add(id);
    (placed.get(cardId) ?? placed.set(cardId, []).get(cardId)!).push(id);
    return id;
  };
  const filler = (): string => {
    const want = new Set(wanted(side));
    const id = s.zones[deckKey]!.cards.find((x) => !used.has(x) && !want.has(s.cards[x]!.cardId) && s.cards[x]!.cardId !== VANILLA_REBIRTH);
    if (!id) throw new Error('scene: no filler left');
    used.add(id);
    return id;
  };
  const entry = side.entry === undefined ? FILLER_ENTRY : side.entry;
  if (entry) moveIn(s, take(entry), Z.entry, p);
  (side.members ?? []).forEach((m, slot) => m && moveIn(s, take(m), Z.members, p, { slot }));
  for (const h of side.hand ?? []) moveIn(s, take(h), Z.hand, p, { bottom: true });
  for (const w of side.waitingRoom ?? []) moveIn(s, take(w), Z.waitingRoom, p, { bottom: true });
  for (const r of side.retire ?? []) moveIn(s, take(r), Z.retire, p, { bottom: true });
  for (const r of side.rebirth ?? []) moveIn(s, take(r), Z.rebirth, p);
  const e = side.energy ?? 0;
  const [standing, rested] = typeof e === 'number' ? [e, 0] : [e.standing, e.rested];
  for (let i = 0; i < standing + rested; i++) moveIn(s, filler(), Z.energy, p, { tapped: i >= standing });
  const partners = s.zones[zoneKey(Z.hand, p)]!.cards.filter((id) => s.catalog[s.cards[id]!.cardId]!.type === 'partner');
  if (side.partners !== 'hand') for (const id of partners) moveIn(s, id, Z.energy, p, { tapped: side.partners !== 'standing', bottom: true });
  // the deck: listed top cards first, every other card below in a fixed order
  const top = (side.deckTop ?? []).map(take);
  const rest = s.zones[deckKey]!.cards.filter((x) => !top.includes(x));
  s.zones[deckKey]!.cards = [...top, ...rest];
}

/** A game at the turn player's main phase with exactly the listed cards (see the file header). */
export function scene(o: SceneOptions = {}): Scene {
  const meSide = o.me ?? {};
  const opSide = o.op ?? {};
  // the turn player of turn 2 is the second player; both decks hold both sides' cards so either may be `me`
  const deck = deckFor([meSide, opSide]);
  // every question asked, even one with nothing to choose (a block step is then visible: an attack can be looked at)
  const g0 = newGame([deck, deck], o.seed ?? 5, { r4uAskWhen: 'always', ...(o.options ?? {}) });
  const g = (o.turn ?? 2) === 1 ? toFirstMain(g0) : toMainOfTurn(toFirstMain(g0), 2);
  const me = g.turn.active;
  const op = 1 - me;
  const s = JSON.parse(JSON.stringify(g)) as GameState;
  const placed = { me: new Map<string, string[]>(), op: new Map<string, string[]>() };
  arrangeSide(s, me, meSide, placed.me);
  arrangeSide(s, op, opSide, placed.op);
  return {
    s, me, op,
    id: (side, cardId, n = 0) => {
      const x = placed[side].get(cardId)?.[n];
      if (!x) throw new Error(`scene: ${side} placed no ${cardId} #${n}`);
      return x;
    },
  };
}
// ---- reading ----
export const legal = (s: GameState): Action[] => legalActions(s, definition);
export const act = (s: GameState, a: Action): GameState => apply(s, a, definition).state;
export const stat = (s: GameState, card: string): [number, number] => {
  const r = { state: s, vocab: vocabularyFor(definition) };
  return [statOf(r, card, 'attack')!, statOf(r, card, 'defense')!];
};
/** The printed [ATK, DEF] of a catalog card. */
export const printed = (s: GameState, cardId: string): [number, number] => [s.catalog[cardId]!.attack as number, s.catalog[cardId]!.defense as number];
/** n copies of a catalog card (default: a filler character), for zones filled to a count. */
export const copies = (n: number, cardId = 'HP/001T-006'): string[] => Array.from({ length: n }, () => cardId);
/** The instance in `p`'s Entry. */
export const entryCard = (s: GameState, p: number): string => s.zones[zoneKey(Z.entry, p)]!.cards[0]!;
/** The hand cards of `owner` that `viewer` sees in its own view (the kernel's view: revealed cards only, R4U 5.10.1). */
export const knownHand = (s: GameState, viewer: number, owner: number): string[] => {
  const z = view(s, viewer, definition).zones[zoneKey(Z.hand, owner)]!;
  return (z.cards ? z.cards.filter((c) => !c.hidden).map((c) => c.id) : (z.known ?? []).map((k) => k.card.id)).sort();
};
export const cardIds = (s: GameState, zoneName: string, p: number): string[] => s.zones[zoneKey(zoneName, p)]!.cards.map((id) => s.cards[id]!.cardId).sort();
export const inZone = (s: GameState, zoneName: string, p: number): string[] => [...s.zones[zoneKey(zoneName, p)]!.cards];
export const zoneOf = (s: GameState, id: string): string | null => (s.cards[id] ? s.zones[s.cards[id]!.zone]!.name : null);
export const standingEnergyCount = (s: GameState, p: number) => inZone(s, Z.energy, p).filter((id) => !s.cards[id]!.tapped).length;
export interface DecisionView { kind: string; player: number; candidates: string[]; min?: number; max?: number; options?: string[]; rule?: string }
export function decision(s: GameState): DecisionView | null {
  const d = s.decision;
  if (!d) return null;
  return { kind: d.kind, player: d.player as number, candidates: [...(d.candidates ?? [])].sort(), min: d.min, max: d.max, options: (d.options ?? undefined) as string[] | undefined, rule: d.rule ?? undefined };
}
/** The cards the pending chooseCards decision offers (sorted ids). */
export const offered = (s: GameState): string[] => {
  if (s.decision?.kind !== 'chooseCards') throw new Error(`no card choice pending: ${JSON.stringify(decision(s))}`);
  return [...(s.decision.candidates ?? [])].sort();
};

// ---- acting ----
const must = (s: GameState, pred: (a: Action) => boolean, what: string): Action => {
  const a = legal(s).find(pred);
  if (!a) throw new Error(`${what} not offered; decision ${JSON.stringify(decision(s))}; legal ${JSON.stringify(legal(s)).slice(0, 600)}`);
  return a;
};
export const pick = (s: GameState, ...cards: string[]): GameState => {
  let x = s;
  for (const c of cards) x = act(x, must(x, (a) => a.type === 'pick' && a.card === c, `pick ${c}`));
  return x;
};
export const done = (s: GameState): GameState => act(s, must(s, (a) => a.type === 'done', 'done'));
export const choose = (s: GameState, option: string | number): GameState => act(s, must(s, (a) => a.type === 'choose' && a.option === option, `option ${option}`));
export const pass = (s: GameState): GameState => act(s, must(s, (a) => a.type === 'pass', 'pass'));
export const activations = (s: GameState, card: string): Action[] => legal(s).filter((a) => a.type === 'activate' && a.card === card);
/** Plays 【起】 #i of `card`: pays (the energy payment 5.14.1 answered with the first standing cards), passes the counter windows (9.7.3). */
export const activate = (s: GameState, card: string, i = 0): GameState => {
  const a = activations(s, card)[i];
  if (!a) throw new Error(`no activation #${i} of ${card}: ${JSON.stringify(legal(s)).slice(0, 600)}`);
  return payAndPass(act(s, a));
};
/** Answers an energy payment (R4U 5.14.1: the first standing cards listed) and passes counter windows. */
export const payAndPass = (s0: GameState): GameState => {
  let s = s0;
  for (let i = 0; i < 10 && s.decision; i++) {
    const d = s.decision;
    if (d.kind === 'r4u.counter') s = pass(s);
    else if (d.kind === 'chooseCards' && d.rule === 'R4U 5.14.1') {
      s = pick(s, ...(d.candidates ?? []).slice(0, d.min ?? 0));
      if (s.decision?.kind === 'chooseCards' && s.decision.rule === 'R4U 5.14.1') s = done(s);
    } else break;
  }
  return s;
};
export const plays = (s: GameState, card: string): Action[] => legal(s).filter((a) => a.type === 'playCharacter' && a.card === card);
/** Plays a character from hand onto the Entry or member slot `to` (9.7.2); the opponent's counter window passed. */
export const playChar = (s: GameState, card: string, to: 'entry' | number): GameState => {
  const a = must(s, (x) => x.type === 'playCharacter' && x.card === card && (to === 'entry' ? x.to === 'entry' : x.to === 'member' && x.slot === to), `play ${card} to ${to}`);
  return payAndPass(act(s, a));
};
/** Passes the counter windows (9.7.3) of any player. */
export const passCounters = (s: GameState): GameState => {
  let x = s;
  for (let i = 0; i < 10 && x.decision?.kind === 'r4u.counter'; i++) x = pass(x);
  return x;
};
/** A check timing now (9.6.2), then on to the next decision (the counter windows 9.7.3 passed unless `stopAtCounter`). */
export function runCheck(s0: GameState, o: { stopAtCounter?: boolean } = {}): GameState {
  const ctx = makeCtx(s0, definition, vocabularyFor(definition));
  ctx.state.decision = null;
  push(ctx, { op: '$check' });
  run(ctx);
  return o.stopAtCounter ? ctx.state : passCounters(ctx.state);
}
/** `me`'s Entry emptied (to the waiting room) with `cardId` on top of the deck, then a check timing: the Entry process (10.5) puts it onto the Entry and its Spark (11.3.2) triggers. Stops at the first decision. */
export function spark(s0: GameState, p: number, cardId: string, o: { stopAtCounter?: boolean } = {}): GameState {
  const s = JSON.parse(JSON.stringify(s0)) as GameState;
  for (const id of [...s.zones[zoneKey(Z.entry, p)]!.cards]) moveIn(s, id, Z.waitingRoom, p);
  const deck = s.zones[zoneKey(Z.deck, p)]!.cards;
  const id = [...deck].reverse().find((x) => s.cards[x]!.cardId === cardId) ?? Object.values(s.cards).find((c) => c.owner === p && c.cardId === cardId && !['entry', 'members', 'energy'].includes(s.zones[c.zone]!.name))?.id;
  if (!id) throw new Error(`spark: no free ${cardId} of player ${p}`);
  moveIn(s, id, Z.deck, p);
  return runCheck(s, o);
}
/** From the main phase: to the attack phase (7.4.2.5), then the attack (8.2.4) supported by `supporter`; stops at the first decision after it. */
export function attack(s0: GameState, supporter: string, o: { target?: number; partner?: boolean } = {}): GameState {
  let s = s0;
  if (s.decision?.kind === 'r4u.main') s = act(s, must(s, (a) => a.type === 'toAttack', 'toAttack'));
  s = playUntil(s, (x) => x.decision?.kind === 'r4u.startStep', pickNothing, 50);
  const p = s.decision!.player as number;
  const target = o.target ?? 1 - p;
  return passCounters(act(s, must(s, (a) => a.type === 'attack' && a.supporter === supporter && a.target === target && a.partner === (o.partner ?? false), `attack with ${supporter}`)));
}
/** Plays on (no more attacks) to the main phase of the next turn: this turn's end phase (7.6) has run. */
export const toNextTurn = (x: GameState): GameState => {
  const n = x.turn.number;
  return playUntil(x, (y) => y.turn.number === n + 1 && y.decision?.kind === 'r4u.main', (y, l) => (y.decision?.kind === 'r4u.startStep' || y.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'endAttacks' || a.type === 'toAttack')! : pickNothing(y, l)));
};
/** Answers plainly (pass, done, the first option / card) until the turn player's main phase or start step is back (or a decision of kind `stopAt`); `answer` may answer first (returning its input state stops). */
export function settle(s0: GameState, answer: (s: GameState) => GameState | null = () => null, stopAt?: string): GameState {
  let s = s0;
  for (let i = 0; i < 60 && s.decision && !['r4u.main', 'r4u.startStep', stopAt].includes(s.decision.kind) && !s.result; i++) {
    const a = answer(s);
    if (a === s) return s;
    s = a ?? act(s, pickNothing(s, legal(s)));
  }
  return s;
}
