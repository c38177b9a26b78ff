/**
 * Test helpers for the SVE engine: the real catalog (libs/catalog/data) as CardRecords, the six
 * starter-card example decks, game creation, and position arrangement (tests may edit the plain-JSON
 * state, then continue through the public API).
 */
import { readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import {
  apply, cloneJson, createCard, createGame, hasKeyword, legalActions, makeCtx, moveCards, push, randomInt, run, seedRng, statOf, vocabularyFor, withoutLabel, zoneKey,
  type Action, type CatalogCard, type GameState, type JsonObject, type SetupInput,
} from '../../../engine/src/index.js';
import { definition, mapping } from '../src/index.js';
import { coverage } from '../src/coverage/registry.js';

const data = (file: string) => new URL(`../../../catalog/data/${file}`, import.meta.url);

export const INPUTS = JSON.parse(readFileSync(data('shadowverse-evolve.cards.json'), 'utf8')) as CardInput[];
export const CARDS: CardRecord[] = INPUTS.map((c) => toCardRecord('shadowverse-evolve', c, mapping.deriveFlags));
export const BY_ID = new Map(CARDS.map((c) => [c.id, c]));

interface DeckEntry {
  id: string;
  count: number;
}
interface ExampleDeck {
  name: string;
  format: string;
  deck: { leader: string | DeckEntry[]; main: DeckEntry[]; evolve: DeckEntry[] };
  legal: boolean;
}
export const EXAMPLE_DECKS = JSON.parse(readFileSync(data('shadowverse-evolve.decks.json'), 'utf8')) as ExampleDeck[];

export const STARTERS = ['SD01', 'SD02', 'SD03', 'SD04', 'SD05', 'SD06'] as const;
export type Starter = (typeof STARTERS)[number];

const expand = (l: DeckEntry[]) => l.flatMap((e) => Array.from({ length: e.count }, () => e.id));

/** The example deck built from a starter set, as engine deck sections. */
export function starterDeck(set: Starter): { leader: string[]; main: string[]; evolve: string[] } {
  const d = EXAMPLE_DECKS.find((x) => x.legal && x.name.startsWith(`SVE ${set} `));
  if (!d) throw new Error(`no example deck for ${set}`);
  const leader = typeof d.deck.leader === 'string' ? [d.deck.leader] : expand(d.deck.leader);
  return { leader, main: expand(d.deck.main), evolve: expand(d.deck.evolve) };
}

/** Every card id of the six starter decks (leader, main, evolve). */
export function starterCardIds(): string[] {
  return [...new Set(STARTERS.flatMap((s) => Object.values(starterDeck(s)).flat()))].sort();
}

export function setupFor(a: Starter, b: Starter, seed: string | number, extra: Partial<SetupInput> = {}): SetupInput {
  return {
    seed,
    players: [{ name: a, deck: starterDeck(a) }, { name: b, deck: starterDeck(b) }],
    cards: CARDS as unknown as CatalogCard[],
    coverage,
    ...extra,
  };
}

export function newGame(a: Starter, b: Starter, seed: string | number, extra: Partial<SetupInput> = {}) {
  return createGame(definition, setupFor(a, b, seed, extra));
}

/** Answers setup decisions: player 0 (or the chooser) goes first; both keep. Returns the first main decision state. */
export function started(a: Starter = 'SD02', b: Starter = 'SD02', seed: string | number = 'start', extra: Partial<SetupInput> = {}): GameState {
  return toMain(newGame(a, b, seed, extra).state);
}

export const ctxOf = (state: GameState) => makeCtx(state, definition, vocabularyFor(definition));

export function idsOf(state: GameState, cardId: string): string[] {
  return Object.values(state.cards).filter((c) => c.cardId === cardId).map((c) => c.id).sort();
}

/** Finds an instance of a catalog card (prefers the given zone). */
export function idOf(state: GameState, cardId: string, zone?: string): string {
  const c = Object.values(state.cards).find((x) => x.cardId === cardId && (zone === undefined || state.zones[x.zone]!.name === zone));
  if (!c) throw new Error(`no instance of ${cardId}${zone ? ` in ${zone}` : ''}`);
  return c.id;
}

/**
 * Moves cards (by catalog id, any instance not already moved) silently into zones, e.g.
 * [['SD02-007', 'field', 0]]; field cards count as there since turn 0 unless flags say otherwise.
 * Returns the new state and the new instance ids in order.
 */
export function arrange(state: GameState, moves: Array<[string, string, number, JsonObject?]>): { state: GameState; ids: string[] } {
  const ctx = ctxOf(state);
  const ids: string[] = [];
  for (const [cid, zone, owner, flags] of moves) {
    const from = Object.values(ctx.state.cards).find((c) => c.cardId === cid && c.owner === owner && !ids.includes(c.id) && ctx.state.zones[c.zone]!.name !== zone && ['deck', 'hand', 'evolveDeck', 'cemetery'].includes(ctx.state.zones[c.zone]!.name));
    if (!from) {
      const there = Object.values(ctx.state.cards).find((c) => c.cardId === cid && c.owner === owner && !ids.includes(c.id) && c.zone === zoneKey(zone, owner) && zone === 'hand');
      if (there) {
        ids.push(there.id); // the only copy was drawn into the hand already
        continue;
      }
      throw new Error(`no free instance of ${cid}`);
    }
    const [id] = moveCards(ctx, [from.id], zoneKey(zone, owner), { silent: true, position: 'top' });
    if (zone === 'field') Object.assign(ctx.state.cards[id!]!.flags, { since: 0 }, flags ?? {});
    else Object.assign(ctx.state.cards[id!]!.flags, flags ?? {});
    ids.push(id!);
  }
  return { state: ctx.state, ids };
}

export function act(state: GameState, action: Action) {
  return apply(state, action);
}

/** Applies an action by type and parameters; fails with the legal list when it is not listed. */
export function must(state: GameState, action: Action) {
  const legal = legalActions(state);
  const key = JSON.stringify(withoutLabel(action)); // a view's action carries its label (kernel labels.ts); apply ignores it
  if (!legal.some((a) => JSON.stringify(a) === key)) {
    throw new Error(`not legal: ${key}\nlegal: ${legal.map((a) => JSON.stringify(a)).join('\n')}`);
  }
  return apply(state, action);
}

/** Plays random legal actions (deterministic picker); returns the end state and the actions. */
export function playRandom(state: GameState, pickSeed: string, maxSteps: number) {
  const picker = seedRng(`picker:${pickSeed}`);
  const actions: Action[] = [];
  let s = state;
  for (let i = 0; i < maxSteps && !s.result; i++) {
    const legal = legalActions(s);
    const a = legal[randomInt(picker, legal.length)]!;
    actions.push(a);
    s = apply(s, a).state;
  }
  return { state: s, actions };
}

export const counters = (s: GameState, p: number) => s.players[p]!.counters;
export const zoneCards = (s: GameState, name: string, p: number) => s.zones[zoneKey(name, p)]!.cards;

/** A default answer to any decision (end main, pass, keep Ward standing, first options, minimal picks). */
export function defaultAnswer(s: GameState): Action {
  const d = s.decision!;
  const legal = legalActions(s);
  const pick = (pred: (a: Action) => boolean) => legal.find(pred) ?? legal[0]!;
  switch (d.kind) {
    case 'sve.main':
      return pick((a) => a.type === 'endMain');
    case 'sve.quick':
      return pick((a) => a.type === 'pass');
    case 'chooseCards':
      return pick((a) => a.type === 'done');
    case 'chooseOption':
      if (d.rule === 'SVE 12.8.2') return pick((a) => a.option === 'stand');
      if (d.rule === 'SVE 6.2.1.8') return pick((a) => a.option === 'keep');
      return legal[0]!;
    default:
      return legal[0]!;
  }
}

/** Answers with defaults until `until(state)` holds (or the game ends); at most `max` steps. */
export function advance(s: GameState, until: (s: GameState) => boolean, max = 200): GameState {
  let cur = s;
  for (let i = 0; i < max && !cur.result && !until(cur); i++) cur = apply(cur, defaultAnswer(cur)).state;
  if (!cur.result && !until(cur)) throw new Error(`advance: condition not reached; decision ${JSON.stringify(cur.decision)}`);
  return cur;
}

/** Ends the current turn with default answers; returns the next turn's first main decision. */
export function nextTurn(s: GameState): GameState {
  const n = s.turn.number;
  return advance(s, (x) => x.turn.number === n + 1 && x.decision?.kind === 'sve.main');
}

export const readerFor = (state: GameState) => ({ state, vocab: vocabularyFor(definition) });

export const leaderId = (s: GameState, p: number): string => s.zones[zoneKey('leader', p)]!.cards[0]!;

export interface SceneOptions {
  me?: Starter;
  opp?: Starter;
  seed?: string;
  hand?: string[];
  field?: string[];
  ex?: string[];
  cemetery?: string[];
  oppHand?: string[];
  oppField?: string[];
  /** Opponent field cards engaged (by index in oppField). */
  oppEngaged?: number[];
  oppCemetery?: string[];
  /** Tokens created for [catalog id, zone, player]. */
  tokens?: Array<[string, string, number]>;
  pp?: number;
  oppPp?: number;
  /** Extra cards for player 0's evolve deck (catalog ids outside the starter decks). */
  evolve?: string[];
}

/**
 * Player 0's main phase of turn 1 (player 0 first, both kept) with the given cards moved into place;
 * `pp` sets player 0's PP and max PP. Returns the state and the instance ids per key.
 */
/** A started game whose decks hold extra catalog cards (main: replacing the last main-deck cards; evolve: added). */
export function startedWith(a: Starter, b: Starter, seed: string, extra: { main?: string[]; evolve?: string[]; oppMain?: string[]; oppEvolve?: string[] }): GameState {
  const input = setupFor(a, b, seed);
  const patch = (p: number, main: string[] = [], evolve: string[] = []) => {
    const d = input.players[p]!.deck as { leader: string[]; main: string[]; evolve: string[] };
    input.players[p]!.deck = { leader: d.leader, main: [...d.main.slice(0, 40 - main.length), ...main], evolve: [...d.evolve.slice(0, Math.max(0, 10 - evolve.length)), ...evolve] };
  };
  patch(0, extra.main, extra.evolve);
  patch(1, extra.oppMain, extra.oppEvolve);
  return toMain(createGame(definition, { ...input, allowUnsupported: true }).state);
}

export function scene(o: SceneOptions): { s: GameState; ids: Record<string, string[]> } {
  const mine = new Set(Object.values(starterDeck(o.me ?? 'SD02')).flat());
  const theirs = new Set(Object.values(starterDeck(o.opp ?? o.me ?? 'SD02')).flat());
  const extras = [...(o.hand ?? []), ...(o.field ?? []), ...(o.ex ?? []), ...(o.cemetery ?? [])].filter((id) => !mine.has(id));
  const oppExtras = [...(o.oppHand ?? []), ...(o.oppField ?? []), ...(o.oppCemetery ?? [])].filter((id) => !theirs.has(id));
  const evolveExtras = o.evolve ?? [];
  let s = extras.length + oppExtras.length + evolveExtras.length > 0
    ? startedWith(o.me ?? 'SD02', o.opp ?? o.me ?? 'SD02', o.seed ?? 'scene', { main: extras, evolve: evolveExtras, oppMain: oppExtras })
    : started(o.me ?? 'SD02', o.opp ?? o.me ?? 'SD02', o.seed ?? 'scene');
  const ids: Record<string, string[]> = {};
  const put = (key: string, list: string[] | undefined, zone: string, player: number) => {
    if (!list || list.length === 0) return;
    const r = arrange(s, list.map((c) => [c, zone, player] as [string, string, number]));
    s = r.state;
    ids[key] = r.ids;
  };
  put('hand', o.hand, 'hand', 0);
  put('field', o.field, 'field', 0);
  put('ex', o.ex, 'exArea', 0);
  put('cemetery', o.cemetery, 'cemetery', 0);
  put('oppHand', o.oppHand, 'hand', 1);
  put('oppField', o.oppField, 'field', 1);
  put('oppCemetery', o.oppCemetery, 'cemetery', 1);
  for (const i of o.oppEngaged ?? []) s.cards[ids.oppField![i]!]!.tapped = true;
  if (o.tokens) {
    const ctx = ctxOf(s);
    ids.tokens = o.tokens.map(([cardId, zone, player]) => {
      const id = createCard(ctx, { cardId, owner: player, zone: zoneKey(zone, player), token: true, silent: true });
      if (zone === 'field') ctx.state.cards[id]!.flags.since = 0;
      return id;
    });
    s = ctx.state;
  }
  if (o.pp !== undefined) Object.assign(s.players[0]!.counters, { pp: o.pp, maxPp: Math.min(10, Math.max(o.pp, s.players[0]!.counters.maxPp!)) });
  if (o.oppPp !== undefined) Object.assign(s.players[1]!.counters, { pp: o.oppPp, maxPp: Math.min(10, o.oppPp) });
  return { s, ids };
}

export const names = (s: GameState, zone: string, p: number): string[] => zoneCards(s, zone, p).map((id) => s.cards[id]!.cardId);
export const stats = (s: GameState, id: string): [number | null, number | null] => [statOf(readerFor(s), id, 'attack'), statOf(readerFor(s), id, 'defense')];
export const kw = (s: GameState, id: string, keyword: string): boolean => hasKeyword(readerFor(s), id, keyword);

/**
 * A title deck (6.1.1.5.2): the leader, then 3 copies of each listed card, then 3 copies of other main-deck
 * cards of the leader's title (and class or neutral, so the class basis holds too) until 40.
 */
export function titleDeck(leader: string, include: string[] = [], evolve: string[] = []): { leader: string[]; main: string[]; evolve: string[] } {
  const lc = BY_ID.get(leader)!;
  const title = (lc.title ?? '').normalize('NFKC');
  const ok = (c: CardRecord) => (c.title ?? '').normalize('NFKC') === title && (c.classOrColor === lc.classOrColor || c.classOrColor === 'ニュートラル')
    && ['フォロワー', 'スペル', 'アミュレット'].includes(c.type) && !c.flags.token && !c.flags.evolve && !c.flags.advance && !c.flags.leader && typeof c.extra.same_facts_as !== 'string';
  const main: string[] = [];
  for (const id of include) main.push(id, id, id);
  for (const c of CARDS) {
    if (main.length >= 40) break;
    if (ok(c) && !include.includes(c.id)) main.push(c.id, c.id, c.id);
  }
  return { leader: [leader], main: main.slice(0, 40), evolve };
}

/** A game between a title deck (player 0) and a starter deck; setup decisions are left to the caller. */
export function titleGame(deck: { leader: string[]; main: string[]; evolve: string[] }, opp: Starter = 'SD02', seed = 'title', options: JsonObject = {}) {
  return createGame(definition, { seed, players: [{ name: 'title', deck }, { name: opp, deck: starterDeck(opp) }], cards: CARDS as unknown as CatalogCard[], coverage, allowUnsupported: true, options });
}

/** Answers the remaining setup decisions (player 0 first, both keep) up to the first main-phase decision. */
export function toMain(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 20 && s.decision && s.decision.kind !== 'sve.main'; i++) {
    const d = s.decision;
    if (d.rule === 'SVE 6.2.1.6') s = apply(s, { type: 'choose', player: d.player, option: d.player === 0 ? 'first' : 'second' }).state;
    else if (d.rule === 'SVE 6.2.1.8') s = apply(s, { type: 'choose', player: d.player, option: 'keep' }).state;
    else break;
  }
  return s;
}

/** A copy of `s` whose catalog gives `cardId` one more ability (the snapshot is immutable: copy it first). */
export function withAbility(s0: GameState, cardId: string, ability: JsonObject): GameState {
  const s = cloneJson(s0);
  const facts = s.catalog[cardId]!;
  s.catalog = { ...s.catalog, [cardId]: { ...facts, abilities: [...facts.abilities, ability as never] } };
  return s;
}
/** Runs a check timing (SVE 10.5.2) on `s` (mutated) and returns it. */
export function checkTiming(s: GameState): GameState {
  const ctx = ctxOf(s);
  ctx.state.decision = null;
  push(ctx, { op: '$check' });
  run(ctx);
  return ctx.state;
}
