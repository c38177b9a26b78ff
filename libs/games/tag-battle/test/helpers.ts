/**
 * Test helpers for the tag-battle engine: the sample catalog (libs/catalog/data) as CardRecords, the
 * example decks as engine deck lists, game creation, position arrangement (tests edit the plain-JSON state
 * through these helpers, then continue through the public API), and drivers that answer decisions.
 */
import { readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import {
  apply, cloneJson, createGame, legalActions, makeCtx, moveCard, randomInt, seedRng, vocabularyFor, zoneKey,
  type Action, type CatalogCard, type GameState, type JsonObject, type SetupInput,
} from '../../../engine/src/index.js';
import { definition, mapping } from '../src/index.js';
import { coverage } from '../src/coverage/registry.js';
import { F, Z } from '../src/constants.js';

const data = (file: string) => new URL(`../../../catalog/data/${file}`, import.meta.url);

export const INPUTS = JSON.parse(readFileSync(data('tag-battle.cards.json'), 'utf8')) as CardInput[];
export const CARDS: CardRecord[] = INPUTS.map((c) => toCardRecord('tag-battle', c, mapping.deriveFlags));
export const BY_ID = new Map(CARDS.map((c) => [c.id, c]));
export const BY_NAME = new Map(CARDS.map((c) => [c.name, c]));

interface DeckEntry {
  id: string;
  count: number;
}
export interface ExampleDeck {
  name: string;
  format: string;
  deck: { main: DeckEntry[]; mainLeader?: string; subLeader?: string };
  legal: boolean;
  playable?: boolean;
}
export const EXAMPLE_DECKS = JSON.parse(readFileSync(data('tag-battle.decks.json'), 'utf8')) as ExampleDeck[];

/** The legal example decks (the ones played by the property test). */
export const PLAYABLE = EXAMPLE_DECKS.filter((d) => d.legal);

const expand = (l: DeckEntry[]) => l.flatMap((e) => Array.from({ length: e.count }, () => e.id));

/** An example deck as engine deck sections. */
export function engineDeck(d: ExampleDeck): Record<string, string[]> {
  const out: Record<string, string[]> = { main: expand(d.deck.main) };
  if (d.deck.mainLeader) out.mainLeader = [d.deck.mainLeader];
  if (d.deck.subLeader) out.subLeader = [d.deck.subLeader];
  return out;
}

export function setupFor(a: ExampleDeck, b: ExampleDeck, seed: string | number, extra: Partial<SetupInput> = {}): SetupInput {
  return {
    seed,
    players: [{ name: 'A', deck: engineDeck(a) }, { name: 'B', deck: engineDeck(b) }],
    cards: CARDS as unknown as CatalogCard[],
    coverage,
    ...extra,
  };
}

export const idByName = (name: string): string => {
  const c = BY_NAME.get(name);
  if (!c) throw new Error(`no sample card named ${name}`);
  return c.id;
};

/** A deck of `size` cards: the given ids first, then filler vanilla characters. */
export function deckOf(ids: string[], size = 20): string[] {
  const filler = idByName('相沢ユウキ');
  return [...ids, ...Array.from({ length: Math.max(0, size - ids.length) }, () => filler)];
}

export interface TestGameSpec {
  /** Leaders by card name: [main, sub] per player. */
  leaders?: [[string, string], [string, string]];
  /** Extra deck cards by name per player. */
  decks?: [string[], string[]];
  options?: JsonObject;
  seed?: string;
}

/**
 * A game with declared leaders (default: 春野ひかり / 秋月しずく vs 黒田ケンジ / 夏目りん); each deck holds the
 * leaders, the given cards and one copy of every sample card; answered up to the first main-phase decision of
 * player 0 (player 0 goes first).
 */
export function testGame(spec: TestGameSpec = {}): GameState {
  const leaders = spec.leaders ?? [['春野ひかり', '秋月しずく'], ['黒田ケンジ', '夏目りん']];
  const deck = (p: 0 | 1) => {
    const l = leaders[p]!.map(idByName);
    // one copy of every sample card as well, so tests can arrange any card with put()
    const all = CARDS.map((c) => c.id);
    const ids = [...l, ...(spec.decks?.[p] ?? []).map(idByName), ...all];
    return { main: deckOf(ids, ids.length + 12), mainLeader: [l[0]!], subLeader: [l[1]!] }; // + 12 vanilla fillers
  };
  // a seed whose first player is A (seat 0), so that A's first main phase is turn 1
  const create = (seed: string) =>
    createGame(definition, {
      seed,
      players: [{ name: 'A', deck: deck(0) }, { name: 'B', deck: deck(1) }],
      cards: CARDS as unknown as CatalogCard[],
      coverage,
      options: spec.options,
    });
  let created = create(spec.seed ?? 'test');
  for (let i = 1; i < 20 && created.state.turn.first !== 0 && created.state.decision?.kind === 'tag.main'; i++) created = create(`${spec.seed ?? 'test'}-${i}`);
  return toFirstMain(created.state, 0);
}

/** Plays setup decisions (mulligan keep) and makes `first` the first player; stops at its first main decision. */
export function toFirstMain(state: GameState, first = 0): GameState {
  let s = state;
  for (let i = 0; i < 50 && s.decision && s.decision.kind !== 'tag.main'; i++) {
    const legal = legalActions(s);
    s = apply(s, legal.find((a) => a.option === 'keep') ?? legal[0]!).state;
  }
  if (s.turn.active !== first) s = passTurn(s);
  return s;
}

export const ctxOf = (state: GameState) => makeCtx(state, definition, vocabularyFor(definition), false);

export function zk(name: string, p: number): string {
  return zoneKey(name, p);
}

/** Instances of a card (by name) in a zone of a player. */
export function find(state: GameState, name: string, zone: string, player: number): string[] {
  const id = idByName(name);
  const key = zone === Z.fieldCard || zone === Z.resolving ? zone : zk(zone, player);
  return (state.zones[key]?.cards ?? []).filter((c) => state.cards[c]!.cardId === id);
}

export function one(state: GameState, name: string, zone: string, player: number): string {
  const l = find(state, name, zone, player);
  if (l.length === 0) throw new Error(`no ${name} in ${zone} of player ${player}`);
  return l[0]!;
}

/** Arranges: moves a card (by name) from player's deck (or creates nothing: it must exist) into a zone. */
export function put(state: GameState, name: string, zone: string, player: number, opts: { tapped?: boolean; area?: 'main' | 'sub'; damage?: number } = {}): { state: GameState; id: string } {
  const s = cloneJson(state);
  const ctx = makeCtx(s, definition, vocabularyFor(definition), false);
  ctx.quiet = true;
  const src = [Z.deck, Z.hand, Z.discard].map((z) => find(s, name, z, player)).find((l) => l.length > 0)?.[0];
  if (!src) throw new Error(`no ${name} left in player ${player}'s deck, hand or discard`);
  const key = zone === Z.fieldCard ? zone : zk(zone, player);
  const id = moveCard(ctx, src, key, { tapped: opts.tapped ?? false, silent: true });
  if (opts.area) s.cards[id]!.flags[F.area] = opts.area;
  if (opts.damage) s.cards[id]!.counters.damage = opts.damage;
  return { state: s, id };
}

/** Edits a cloned state. */
export function edit(state: GameState, fn: (s: GameState) => void): GameState {
  const s = cloneJson(state);
  fn(s);
  return s;
}

export function act(state: GameState, action: Action): GameState {
  return apply(state, action).state;
}

/** Applies the first listed action matching `pred` (throws when none matches). */
export function pick(state: GameState, pred: (a: Action) => boolean, what = 'action'): GameState {
  const a = legalActions(state).find(pred);
  if (!a) throw new Error(`no legal ${what}; decision ${state.decision?.kind} of player ${state.decision?.player}: ${JSON.stringify(legalActions(state)).slice(0, 600)}`);
  return apply(state, a).state;
}

export const isPass = (a: Action) => a.type === 'pass';

/** Passes windows (and answers with `pass`) while the decision is a window of someone. */
export function passWindows(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 20 && s.decision?.kind === 'tag.window'; i++) s = pick(s, isPass, 'pass');
  return s;
}

/** Ends the current main phase (both pass), answers hand adjustment, and stops at the next player's main decision. */
export function passTurn(state: GameState): GameState {
  let s = pick(state, (a) => a.type === 'endPhase', 'endPhase');
  for (let i = 0; i < 50 && !(s.decision?.kind === 'tag.main' && s.turn.active !== state.turn.active) && !s.result; i++) {
    const legal = legalActions(s);
    s = apply(s, legal.find(isPass) ?? legal.find((a) => a.type === 'pick') ?? legal[0]!).state;
  }
  return s;
}

/** Answers every pending payment step with the first listed step. */
export function payFirst(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 20 && s.decision?.kind === 'tag.pay'; i++) s = act(s, legalActions(s)[0]!);
  return s;
}

/** Plays uniformly random legal actions until the game ends or `max` decisions. */
export function playRandom(state: GameState, seed: string, max = 20000): { state: GameState; actions: Action[] } {
  const rng = seedRng(seed);
  let s = state;
  const actions: Action[] = [];
  for (let i = 0; i < max && !s.result; i++) {
    const legal = legalActions(s);
    const a = legal[randomInt(rng, legal.length)]!;
    actions.push(a);
    s = apply(s, a).state;
  }
  return { state: s, actions };
}

/** Arranges a player's hand: the current hand goes back to the deck, then the named cards come from the deck. */
export function withHand(state: GameState, player: number, names: string[]): GameState {
  let s = cloneJson(state);
  const ctx = makeCtx(s, definition, vocabularyFor(definition), false);
  ctx.quiet = true;
  for (const id of [...s.zones[zk(Z.hand, player)]!.cards]) moveCard(ctx, id, zk(Z.deck, player), { position: 'bottom', silent: true });
  for (const n of names) s = put(s, n, Z.hand, player).state;
  return s;
}

/** Puts cards to sleep (true) or wakes them (false) by editing the state. */
export function sleep(state: GameState, ids: string[], asleep = true): GameState {
  return edit(state, (s) => ids.forEach((id) => (s.cards[id]!.tapped = asleep)));
}

/** The characters (ids) of a player on the field. */
export const fieldOf = (s: GameState, p: number): string[] => s.zones[zk(Z.characters, p)]!.cards;

/** The player's leader of a role. */
export const leader = (s: GameState, p: number, role: 'main' | 'sub'): string => fieldOf(s, p).find((id) => s.cards[id]!.flags[F.leader] === role)!;

/** Listed actions of a type (optionally for a card). */
export const listed = (s: GameState, type: string, card?: string): Action[] => legalActions(s).filter((a) => a.type === type && (card === undefined || a.card === card));

/**
 * Declares the first listed action matching `pred`, pays with the first listed steps, answers target choices
 * with `targets` (in order; else the first candidate), and passes the other player's window: the exchange
 * resolves. Stops at the next decision that is not a payment, a target choice or that window.
 */
export function declareAndResolve(state: GameState, pred: (a: Action) => boolean, targets: string[] = []): GameState {
  const me = state.decision!.player;
  let s = pick(state, pred);
  const queue = [...targets];
  for (let i = 0; i < 30 && !s.result; i++) {
    const d = s.decision!;
    if (d.kind === 'tag.pay') s = act(s, legalActions(s)[0]!);
    else if (d.kind === 'chooseCards' && d.player === me && d.rule === 'TB S7-10') {
      const want = queue.shift();
      s = act(s, want ? { type: 'pick', player: me, card: want } : legalActions(s)[0]!);
    } else if (d.kind === 'tag.window' && d.player !== me && (d.data as JsonObject).mode === 'respond') s = pick(s, isPass, 'pass');
    else break;
  }
  return s;
}

export interface BattleSpec {
  /** The challenger's character (A, put on the field) and the challenged one (B). */
  chal: string;
  def: string;
  /** The battle card (put into `cardOwner`'s main field, default A). */
  card: string;
  cardOwner?: number;
  options?: JsonObject;
  chalOpts?: { damage?: number };
  defOpts?: { damage?: number };
  leaders?: [[string, string], [string, string]];
  /** Extra deck cards per player (by name). */
  decks?: [string[], string[]];
}

/** Steps A–F of a battle between two put characters: returns the state at the first decision of step G. */
export function battleAtG(spec: BattleSpec): { s: GameState; chal: string; def: string; card: string } {
  let s = withHand(testGame({ options: spec.options, leaders: spec.leaders, decks: spec.decks }), 1, ['相沢ユウキ', '相沢ユウキ']);
  s = withHand(s, 0, ['相沢ユウキ', '相沢ユウキ']);
  const c = put(s, spec.chal, Z.characters, 0, spec.chalOpts);
  const d = put(c.state, spec.def, Z.characters, 1, spec.defOpts);
  const b = put(d.state, spec.card, Z.battleCards, spec.cardOwner ?? 0, { area: 'main' });
  s = pick(b.state, (a) => a.type === 'declareBattle');
  s = pick(s, isPass, 'step-A response pass');
  s = pick(s, (a) => a.type === 'pick' && a.card === c.id, 'step B');
  s = pick(s, (a) => a.type === 'pick' && a.card === d.id, 'step C');
  if (s.decision?.kind === 'chooseCards') s = pick(s, (a) => a.type === 'pick' && a.card === b.id, 'step D');
  return { s, chal: c.id, def: d.id, card: b.id };
}

/** Passes every window and goes on to I at H, until the battle is over. */
export function finishBattle(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 40 && s.data.battle && !s.result; i++) {
    const legal = legalActions(s);
    s = apply(s, legal.find(isPass) ?? legal.find((a) => a.type === 'choose' && a.option === 'I') ?? legal.find((a) => a.type === 'choose' && a.option === 'yes') ?? legal[0]!).state;
  }
  return s;
}
