/**
 * Test helpers for the GBF engine: the shipped sample catalog (libs/catalog/data) as CardRecords, the example decks,
 * game creation, driving decisions, and arranging positions (tests may edit the plain-JSON state, then continue
 * through the public API). Cards are found by catalog id and zone, never by instance id.
 */
import { readFileSync } from 'node:fs';
import type { CardInput, CardRecord } from '../../../catalog/src/card.js';
import { toCardRecord } from '../../../catalog/src/normalize.js';
import {
  apply, cloneJson, createGame, legalActions, makeCtx, moveCards, randomInt, seedRng, vocabularyFor, zoneKey,
  type Action, type CatalogCard, type Ctx, type GameState, type JsonObject, type SetupInput,
} from '../../../engine/src/index.js';
import { definition, mapping } from '../src/index.js';
import { coverage } from '../src/coverage/registry.js';
import { Z } from '../src/constants.js';

const data = (file: string) => new URL(`../../../catalog/data/${file}`, import.meta.url);

export const INPUTS = JSON.parse(readFileSync(data('granblue-fantasy.cards.json'), 'utf8')) as CardInput[];
export const CARDS: CardRecord[] = INPUTS.map((c) => toCardRecord('granblue-fantasy', c, mapping.deriveFlags));
export const BY_ID = new Map(CARDS.map((c) => [c.id, c]));

interface DeckEntry {
  id: string;
  count: number;
}
export interface ExampleDeck {
  name: string;
  format: string;
  deck: { captain: DeckEntry[]; main: DeckEntry[] };
  legal: boolean;
  playable?: boolean;
}
export const EXAMPLE_DECKS = JSON.parse(readFileSync(data('granblue-fantasy.decks.json'), 'utf8')) as ExampleDeck[];
/** The example decks marked playable (legal under 5-1, every card implemented). */
export const PLAYABLE = EXAMPLE_DECKS.filter((d) => d.legal && d.playable === true);

const expand = (l: DeckEntry[]) => l.flatMap((e) => Array.from({ length: e.count }, () => e.id));

export function engineDeck(d: ExampleDeck): { captain: string[]; main: string[] } {
  return { captain: expand(d.deck.captain), main: expand(d.deck.main) };
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

export function newGame(a: ExampleDeck, b: ExampleDeck, seed: string | number, extra: Partial<SetupInput> = {}) {
  return createGame(definition, setupFor(a, b, seed, extra));
}

/** Custom decks from card ids (captain deck, then the main deck as [id, count] pairs). */
export function customDeck(captain: string[], main: Array<[string, number]>): { captain: string[]; main: string[] } {
  return { captain, main: main.flatMap(([id, n]) => Array.from({ length: n }, () => id)) };
}

export function customGame(decks: Array<{ captain: string[]; main: string[] }>, seed: string | number = 'custom', extra: Partial<SetupInput> = {}) {
  return createGame(definition, {
    seed, players: decks.map((deck, i) => ({ name: `P${i}`, deck })), cards: CARDS as unknown as CatalogCard[], coverage, allowUnsupported: true, ...extra,
  });
}

export const ctxOf = (state: GameState): Ctx => makeCtx(state, definition, vocabularyFor(definition));

export function idOf(state: GameState, cardId: string, zone?: string, owner?: number): string {
  const c = Object.values(state.cards).find((x) => x.cardId === cardId && (zone === undefined || state.zones[x.zone]!.name === zone) && (owner === undefined || x.owner === owner));
  if (!c) throw new Error(`no instance of ${cardId}${zone ? ` in ${zone}` : ''}`);
  return c.id;
}

export const zoneCards = (s: GameState, name: string, p: number): string[] => s.zones[zoneKey(name, p)]!.cards;
export const cardIdsIn = (s: GameState, name: string, p: number): string[] => zoneCards(s, name, p).map((id) => s.cards[id]!.cardId);

/** Applies an action; fails with the legal list when it is not listed. */
export function must(state: GameState, action: Action): GameState {
  const legal = legalActions(state);
  const key = JSON.stringify(action);
  if (!legal.some((a) => JSON.stringify(a) === key)) throw new Error(`not legal: ${key}\nlegal: ${legal.map((a) => JSON.stringify(a)).join('\n')}`);
  return apply(state, action).state;
}

/** The first legal action matching a partial shape. */
export function find(state: GameState, partial: JsonObject): Action | undefined {
  return legalActions(state).find((a) => Object.entries(partial).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v)));
}

/** Applies the first legal action matching `partial`; fails when none matches. */
export function take(state: GameState, partial: JsonObject): GameState {
  const a = find(state, partial);
  if (!a) throw new Error(`no legal action like ${JSON.stringify(partial)} (decision ${state.decision?.kind} ${state.decision?.prompt})\nlegal: ${legalActions(state).map((x) => JSON.stringify(x)).join('\n')}`);
  return apply(state, a).state;
}

/** Answers the setup decisions: nobody redraws; each player takes the first rank-0 captain offered. Returns the first free timing. */
export function toMain(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 20 && s.decision && !s.decision.kind.startsWith('gbf.'); i++) {
    const d = s.decision;
    if (d.rule === 'GBF 5-2-1-5-1') s = apply(s, { type: 'done', player: d.player }).state;
    else s = apply(s, legalActions(s)[0]!).state;
  }
  return s;
}

/** Passes free timings and answers other decisions with the first legal action until `until` holds. */
export function advance(state: GameState, until: (s: GameState) => boolean, max = 500): GameState {
  let s = state;
  for (let i = 0; i < max && !s.result && !until(s); i++) {
    const legal = legalActions(s);
    const pass = legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'choose' && (a.option === 'pass' || a.option === 'no' || a.option === 'decline' || a.option === 'hand')) ?? legal.find((a) => a.type === 'done') ?? legal[0]!;
    s = apply(s, pass).state;
  }
  return s;
}

/** Plays random legal actions (deterministic picker). */
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

/**
 * Moves cards (by catalog id, an instance of `owner` not already moved, from deck/hand/armor/gauge/crystal) silently into
 * zones: [[cardId, zone, owner, {tapped?, face?}]]. Returns the new state and the new instance ids in order.
 */
export function arrange(state: GameState, moves: Array<[string, string, number, JsonObject?]>): { state: GameState; ids: string[] } {
  const ctx = ctxOf(cloneJson(state));
  const ids: string[] = [];
  for (const [cid, zone, owner, opts] of moves) {
    const from = Object.values(ctx.state.cards).find((c) => c.cardId === cid && c.owner === owner && !ids.includes(c.id) && (ctx.state.zones[c.zone]!.name !== zone || zone === Z.deck) && [Z.deck, Z.hand, Z.armor, Z.ougi, Z.crystal, Z.captainDeck].includes(ctx.state.zones[c.zone]!.name as never));
    if (!from) {
      // the card is already where it should go (e.g. drawn into the hand): use that copy
      const there = Object.values(ctx.state.cards).find((c) => c.cardId === cid && c.owner === owner && !ids.includes(c.id) && ctx.state.zones[c.zone]!.name === zone);
      if (!there) throw new Error(`no free instance of ${cid} for player ${owner}`);
      ids.push(there.id);
      continue;
    }
    const face = (opts?.face as 'up' | 'down' | undefined) ?? (zone === Z.armor || zone === Z.deck || zone === Z.level ? 'down' : 'up');
    const [id] = moveCards(ctx, [from.id], zoneKey(zone, owner), { silent: true, position: 'top', face, tapped: opts?.tapped === true });
    ids.push(id!);
  }
  return { state: ctx.state, ids };
}

/** Sets how many cards (of any identity) a zone keeps: the rest go to the bottom of the deck (silently). */
export function trimZone(state: GameState, zone: string, owner: number, keep: number): GameState {
  const ctx = ctxOf(cloneJson(state));
  const extra = ctx.state.zones[zoneKey(zone, owner)]!.cards.slice(keep);
  if (extra.length > 0) moveCards(ctx, extra, zoneKey(Z.deck, owner), { silent: true, position: 'bottom', face: 'down' });
  return ctx.state;
}

/** The default test captain deck (all 男): 001 rank 0, 003 rank 1 (icon 火), 004 rank 2, 005 rank 3. */
export const TEST_CAPTAINS = ['SAMPLE-GBF-001', 'SAMPLE-GBF-003', 'SAMPLE-GBF-004', 'SAMPLE-GBF-005'];
/** Filler crew: マルス[流浪の傭兵], vanilla, no attribute, rank 2, ATK 3 / HP 4. */
export const FILLER = 'SAMPLE-GBF-036';

/** A deck of the given main cards (ids, repeated as listed) filled to `size` with FILLER. */
export function deckWith(main: string[], captain: string[] = TEST_CAPTAINS, size = 50): { captain: string[]; main: string[] } {
  return { captain, main: [...main, ...Array.from({ length: Math.max(0, size - main.length) }, () => FILLER)] };
}

/**
 * A game between two test decks where player 0 goes first, advanced to player 0's first main-phase free timing
 * (turn 1: no draw, one crystal placed, 6-2-5 / 6-2-7). Seeds are tried in order until player 0 is the first player.
 */
export function scenario(d0: { captain: string[]; main: string[] }, d1: { captain: string[]; main: string[] }, options: JsonObject = {}, extra: Partial<SetupInput> = {}): GameState {
  for (let i = 0; i < 50; i++) {
    const g = customGame([d0, d1], `scn-${i}`, { options, ...extra }).state;
    if (g.turn.first === 0) return toMain(g);
  }
  throw new Error('no seed makes player 0 first');
}

/** Edits a copy of the state (tests arrange positions on the plain JSON, then continue through the public API). */
export function edit(state: GameState, fn: (s: GameState, ctx: Ctx) => void): GameState {
  const ctx = ctxOf(cloneJson(state));
  fn(ctx.state, ctx);
  return ctx.state;
}

/** Puts `n` cards of `cardId` (from `owner`'s deck) into the crystal area (`tapped`: rested). */
export function crystals(state: GameState, owner: number, cardId: string, n: number, tapped = false): GameState {
  return arrange(state, Array.from({ length: n }, () => [cardId, Z.crystal, owner, { tapped }] as [string, string, number, JsonObject])).state;
}

/** Attaches a level card (a catalog card from `owner`'s deck) under crew instance `host` (3-6-3-1, 10-4-3-3). */
export function levelUnder(state: GameState, owner: number, cardId: string, host: string): GameState {
  const r = arrange(state, [[cardId, Z.level, owner, { face: 'down' }]]);
  return edit(r.state, (s) => {
    s.cards[r.ids[0]!]!.attachedTo = host;
  });
}

/** The ids of a player's cards of `cardId` in a zone. */
export function idsIn(state: GameState, zone: string, owner: number, cardId?: string): string[] {
  return zoneCards(state, zone, owner).filter((id) => cardId === undefined || state.cards[id]!.cardId === cardId);
}

/** Answers pending decisions of kernel kinds with the first legal answer until a free timing (or `until`) comes. */
export function settle(state: GameState, until: (s: GameState) => boolean = (s) => !!s.decision && s.decision.kind.startsWith('gbf.')): GameState {
  let s = state;
  for (let i = 0; i < 200 && !s.result && !until(s); i++) s = apply(s, legalActions(s)[0]!).state;
  return s;
}

/** Leaves exactly `n` cards in `owner`'s deck: the others go (face up) to the crystal area of nobody's concern — the gauge of `owner`. */
export function deckSize(state: GameState, owner: number, n: number): GameState {
  return edit(state, (s, ctx) => {
    const extra = s.zones[zoneKey(Z.deck, owner)]!.cards.slice(n);
    if (extra.length > 0) moveCards(ctx, extra, zoneKey(Z.ougi, owner), { silent: true, face: 'up' });
  });
}

/** Passes (main → attack step → no counter step → burst …) until `until` holds. */
export const passUntil = advance;

/** A test-only crew card (not in the catalog): rank, ATK / HP, attribute, text and ability data. */
export function testCrew(id: string, o: { rank?: number; atk?: number; hp?: number; attr?: string | null; text?: string; abilities?: unknown[]; kind?: '団員' | '召喚石' | '団長'; name?: string }): CatalogCard {
  return {
    id, name: o.name ?? `テスト[${id}]`, type: o.kind ?? '団員', classOrColor: o.attr ?? null, attack: o.atk ?? 1, defense: o.hp ?? 1,
    text: o.text ?? '', extra: { rank: o.rank ?? 0 }, abilities: o.abilities ?? [], traits: [],
  } as CatalogCard;
}

/** The catalog plus test-only cards, as a SetupInput `cards` source. */
export function withCards(...extra: CatalogCard[]): { cards: CatalogCard[] } {
  return { cards: [...(CARDS as unknown as CatalogCard[]), ...extra] };
}

/** Replaces `owner`'s armor by the given catalog cards (top first), taken from the deck (or hand); the old armor goes to the deck bottom. */
export function armorOf(state: GameState, owner: number, cardIds: string[]): GameState {
  let s = edit(state, (x, ctx) => {
    const old = [...x.zones[zoneKey(Z.armor, owner)]!.cards];
    if (old.length > 0) moveCards(ctx, old, zoneKey(Z.deck, owner), { silent: true, position: 'bottom', face: 'down' });
  });
  for (const c of [...cardIds].reverse()) s = arrange(s, [[c, Z.armor, owner, { face: 'down' }]]).state;
  return s;
}

/** Adds a continuous effect (test arrangement) changing a stat of a card for the turn. */
export function boost(state: GameState, card: string, stat: string, value: number, op: 'add' | 'set' = 'add'): GameState {
  return edit(state, (x) => {
    x.effects.push({ id: `e-test-${x.effects.length}-${x.clock}`, source: null, sourceCardId: null, controller: x.cards[card]!.controller, targets: [card], player: null, modifier: { type: 'stat', stat, op, value }, duration: 'untilEndOfTurn', timestamp: ++x.clock });
  });
}

/** One player's arranged position for `board`. */
export interface Side {
  /** The present captain (catalog id; put into the captain deck and swapped in after setup). */
  captain?: string;
  /** The captain deck (default TEST_CAPTAINS); it needs a rank-0 captain, the first one offered is deployed. */
  captains?: string[];
  crew?: string[];
  hand?: string[];
  /** Active crystals (catalog ids: their attributes pay element icons). */
  crystals?: string[];
  rested?: string[];
  /** Face-up / face-down ougi-gauge cards. */
  gauge?: string[];
  gaugeDown?: string[];
  /** Cards on top of the deck, top first. */
  deckTop?: string[];
  armor?: string[];
}

function cardsOf(side: Side): string[] {
  return [...(side.crew ?? []), ...(side.hand ?? []), ...(side.crystals ?? []), ...(side.rested ?? []), ...(side.gauge ?? []), ...(side.gaugeDown ?? []), ...(side.deckTop ?? []), ...(side.armor ?? [])];
}

/**
 * Player 0's main phase of turn 1 with both sides arranged exactly (crystals replace the one placed on turn 1). The decks
 * hold the listed cards (plus fillers); options and extra setup input as for `scenario`.
 */
export function board(p0: Side, p1: Side = {}, options: JsonObject = {}, extra: Partial<SetupInput> = {}): GameState {
  const captains = (side: Side) => {
    const base = side.captains ?? TEST_CAPTAINS;
    return side.captain && !base.includes(side.captain) ? [...base, side.captain] : base;
  };
  let s = scenario(deckWith(cardsOf(p0), captains(p0)), deckWith(cardsOf(p1), captains(p1)), options, extra);
  s = edit(s, (x, ctx) => {
    const c = [...x.zones[zoneKey(Z.crystal, 0)]!.cards];
    moveCards(ctx, c, zoneKey(Z.deck, 0), { silent: true, position: 'bottom', face: 'down' });
  });
  for (const [p, side] of [[0, p0], [1, p1]] as const) {
    if (side.captain && side.captain !== 'SAMPLE-GBF-001') {
      s = edit(s, (x) => {
        const present = idsIn(x, Z.captain, p)[0]!;
        const other = idsIn(x, Z.captainDeck, p, side.captain)[0]!;
        x.cards[other]!.cardId = x.cards[present]!.cardId;
        x.cards[present]!.cardId = side.captain!;
      });
    }
    if (side.armor) s = armorOf(s, p, side.armor);
    const moves: Array<[string, string, number, JsonObject?]> = [
      ...(side.crew ?? []).map((c) => [c, Z.crew, p] as [string, string, number]),
      ...(side.hand ?? []).map((c) => [c, Z.hand, p] as [string, string, number]),
      ...(side.crystals ?? []).map((c) => [c, Z.crystal, p] as [string, string, number]),
      ...(side.rested ?? []).map((c) => [c, Z.crystal, p, { tapped: true }] as [string, string, number, JsonObject]),
      ...(side.gauge ?? []).map((c) => [c, Z.ougi, p] as [string, string, number]),
      ...(side.gaugeDown ?? []).map((c) => [c, Z.ougi, p, { face: 'down' }] as [string, string, number, JsonObject]),
      ...[...(side.deckTop ?? [])].reverse().map((c) => [c, Z.deck, p] as [string, string, number]),
    ];
    s = arrange(s, moves).state;
  }
  return s;
}

/** Ids of a player's cards of a catalog id anywhere. */
export const one = (s: GameState, zone: string, p: number, cardId: string): string => {
  const id = idsIn(s, zone, p, cardId)[0];
  if (!id) throw new Error(`no ${cardId} in ${zone} of ${p}`);
  return id;
};

/** At a checkpoint choice among pending effects, the pending ougi (2-6: like a pending automatic effect). */
export function chooseOugi(s: GameState): GameState {
  if (s.decision?.rule !== 'GBF 8-5-1-2') return s;
  const pending = (s.decision.data.pending as Array<{ id: string; cardId: string; ability: number }>).find((p) => (s.catalog[p.cardId]!.abilities[p.ability]!.trigger as { on?: string } | undefined)?.on === 'gbf.ougi');
  return pending ? apply(s, { type: 'choose', player: s.decision.player, option: pending.id }).state : s;
}

/** P0 attacks with `attacker` (from the main phase: passes to the attack step first). */
export function attackWith(s: GameState, attacker: string, target?: string): GameState {
  if (s.decision?.kind === 'gbf.main') s = take(s, { type: 'pass' });
  return take(s, { type: 'attack', attacker, ...(target ? { target } : {}) });
}
