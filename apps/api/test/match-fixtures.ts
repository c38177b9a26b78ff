/**
 * The kernel's toy game served by the API in tests only: registered with the kernel registry under
 * `toy` (and a copy under `toy-two`, for "state of another game") with its catalog, before the app is
 * created. Production registers nothing of this.
 */
import { canSee, registerGame, unseal, type CatalogCard, type GameState, type Keyring, type Viewer } from '../../../libs/engine/src/index.js';
import { TOY, toyCatalog, toyDeck } from '../../../libs/engine/test/toy-game.js';
import { registerEngineCatalog } from '../../../libs/match/src/index.js';
import { MatchesService } from '../src/matches/matches.service.js';
import type { TestApp } from './harness.js';

/** A card whose text the engine does not implement (no ability data): status `unsupported`. */
export const ODD_CARD: CatalogCard = { id: 'X-ODD', name: 'Oddity', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'Swap the two players\' life totals.', abilities: [] };
/** Tested toy cards (coverage registry): A01 (Scholar) and A06 (Swift) map every sentence, so they count as implemented. */
export const TOY_TESTED = ['A01', 'A06'];

export const TOY_TWO = { ...TOY, slug: 'toy-two', name: 'Toy game, second copy (tests)' };

export function registerToyGames(): void {
  registerGame(TOY);
  registerGame(TOY_TWO);
  registerEngineCatalog('toy', [...toyCatalog(), ODD_CARD], TOY_TESTED);
  registerEngineCatalog('toy-two', toyCatalog());
}

export const toyPlayers = () => [
  { name: 'Ann', deck: toyDeck('A') },
  { name: 'Ben', deck: toyDeck('B') },
];

/** The catalog snapshots `t` has cached (sealed tokens carry only a snapshot's reference): a resolver for `unseal`. */
export function snapshotsOf(t: TestApp, game: string): (ref: string) => GameState['catalog'] | undefined {
  const store = t.app.get(MatchesService).snapshots;
  return (ref) => store.cached(game, ref) as GameState['catalog'] | undefined;
}

/** Opens a token sealed by `t` (its keys in `keyring`), with the snapshot from `t`'s cache. */
export function unsealFrom(t: TestApp, token: string, keyring: Keyring, game: string): GameState {
  return unseal(token, keyring, game, snapshotsOf(t, game));
}

/** mulberry32: a tiny seeded generator for the test players' picks. */
export function picker(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export async function post(t: TestApp, url: string, body: unknown) {
  const res = await t.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

export async function get(t: TestApp, url: string) {
  const res = await t.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

/** Catalog ids of cards `viewer` cannot identify in `state` (hidden zones, others' hands, face-down cards). */
export function hiddenIds(state: GameState, viewer: Viewer, zoneFilter: (zoneName: string, owner: number | null) => boolean = () => true): Set<string> {
  const out = new Set<string>();
  for (const c of Object.values(state.cards)) {
    const z = state.zones[c.zone]!;
    if (zoneFilter(z.name, z.owner) && !canSee(state, viewer, c.id)) out.add(c.cardId);
  }
  return out;
}

/** The ids that occur anywhere in `text` (also inside longer strings such as labels). */
export function containsAny(text: string, ids: Iterable<string>): string[] {
  return [...ids].filter((id) => text.includes(id));
}

/** A toy mid-game position (turn 3, Ann to act) for scenario tests and the fuzzer (docs/scenarios.md). */
export function toyScenario() {
  return {
    seed: 'scn',
    turn: { number: 3, active: 0, phase: 'main' },
    players: [
      { name: 'Ann', counters: { life: 5, energy: 3 }, flags: { turns: 2 }, zones: { hand: ['A01', 'A06'], field: [{ card: 'A03', tapped: true, counters: { damage: 1 }, flags: { enteredTurn: 1 } }, { card: 'A04', ref: 'spark', flags: { enteredTurn: 1 } }], deck: ['A05', 'A07', 'A08'] } },
      { name: 'Ben', counters: { life: 2, energy: 2 }, flags: { turns: 2 }, zones: { hand: ['B01', 'B02'], field: [{ card: 'B05', flags: { enteredTurn: 2 } }], deck: ['B06', 'B07'], discard: ['B08'] } },
    ],
    next: [{ op: 'main' }, { op: 'end' }],
    decision: { player: 0, kind: 'toy.main' },
  };
}

/**
 * Catalog ids this step's events made known to `viewer` by the rules: a card revealed to it, or a card that left a
 * zone the viewer could see (e.g. a follower returned from the field to its owner's hand; its id was public).
 */
export function knownFromEvents(state: GameState, viewer: number, events: Array<Record<string, unknown>> | undefined, into: Set<string>): void {
  for (const e of events ?? []) {
    if (typeof e.cardId !== 'string') continue;
    if (e.type === 'revealed' && Array.isArray(e.to) && e.to.includes(viewer)) into.add(e.cardId);
    const from = typeof e.from === 'string' ? state.zones[e.from] : undefined;
    if (e.type === 'moved' && from && (from.visibility === 'public' || (from.visibility === 'owner' && from.owner === viewer))) into.add(e.cardId);
  }
}

/** One answer of a sealed match route, as the whole-game drivers read it. */
export type MatchAnswer = { status: number; body: any };

/** What a game's whole-game-over-HTTP spec supplies to {@link playSealedGame}. */
export interface SealedGame {
  t: TestApp;
  game: string;
  /** The keyring `t` seals with (STATE_KEYS), to open each token and check the views against the real state. */
  keyring: Keyring;
  players: Array<{ name: string; deck: unknown }>;
  /** Fields sent with creation and replay besides players and seed (format, options, allowUnsupported). */
  body?: Record<string, unknown>;
  seed: string;
  /** Seed of the test players' picks among the decider's legal actions. */
  pickSeed: number;
  maxSteps: number;
  /** Check the views every `checkEvery` steps (1 = every step). */
  checkEvery: number;
  /**
   * The catalog ids the view of seat `viewer` shows and must not (the game's own secrecy rules): `state` is the
   * position the view shows, `prev` the one before the step (null at creation). An empty list = no leak.
   */
  leaks(state: GameState, viewer: number, view: Record<string, any>, prev: GameState | null): string[];
  /** Further per-step checks of a game (hidden zones as counts only, …). */
  onStep?(answer: MatchAnswer, state: GameState, step: number): void;
}

/**
 * Plays a whole sealed match over HTTP with every seat acting only from its own view: at every step only the
 * decider's view lists legal actions, the chosen one is a random pick among them, the views are checked for leaks,
 * and at the end the revealed salt replays the same match to the same state hash (issue 16 commit-reveal).
 * Returns the final answer, the actions played and how many views were checked.
 */
export async function playSealedGame(g: SealedGame): Promise<{ final: any; actions: unknown[]; checked: number }> {
  const body = g.body ?? {};
  let res: MatchAnswer = await post(g.t, `/v1/games/${g.game}/matches`, { players: g.players, seed: g.seed, ...body });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body).slice(0, 800)}`);
  const pick = picker(g.pickSeed);
  const actions: unknown[] = [];
  let checked = 0;
  let prev: GameState | null = null;
  for (let i = 0; i < g.maxSteps && !res.body.status.over; i++) {
    const state = unsealFrom(g.t, res.body.state, g.keyring, g.game);
    if (i % g.checkEvery === 0) {
      for (let p = 0; p < g.players.length; p++) {
        const leaked = g.leaks(state, p, res.body.views[String(p)], prev);
        expect({ step: i, player: p, leaked }).toEqual({ step: i, player: p, leaked: [] });
        checked++;
      }
    }
    g.onStep?.(res, state, i);
    prev = state;
    const decider = res.body.status.decider as number;
    for (let q = 0; q < g.players.length; q++) if (q !== decider) expect(res.body.views[String(q)].legalActions).toBeNull();
    expect(res.body.legalActions ?? null).toBeNull(); // sealed: the top level shows what a spectator may know
    const legal = res.body.views[String(decider)].legalActions as unknown[];
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[pick(legal.length)];
    actions.push(action);
    res = await post(g.t, `/v1/games/${g.game}/matches/step`, { state: res.body.state, action, expectedStateHash: res.body.stateHash, views: 'all' });
    if (res.status !== 200) throw new Error(`step ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  }
  expect(res.body.status.over).toBe(true);
  const replay = await post(g.t, `/v1/games/${g.game}/matches/replay`, { seed: g.seed, players: g.players, actions, ...body, salt: res.body.reveal.salt });
  expect(replay.status).toBe(200);
  expect(replay.body.stateHash).toBe(res.body.stateHash);
  return { final: res.body, actions, checked };
}

/** The ids of `ids` that occur as a JSON string value (`"id"`) in `value`. */
export function mentioned(value: unknown, ids: Iterable<string>): string[] {
  const text = JSON.stringify(value ?? null);
  return [...ids].filter((id) => text.includes(`"${id}"`));
}

/**
 * Catalog ids of cards hidden from `viewer` of which it can see no copy. `owned` decides whose hidden cards count
 * (default: every hidden card, own ones included).
 */
export function unseenIds(state: GameState, viewer: number, counts: (card: GameState['cards'][string]) => boolean = () => true): string[] {
  const hidden = new Set<string>();
  const seen = new Set<string>();
  for (const c of Object.values(state.cards)) {
    if (canSee(state, viewer, c.id)) seen.add(c.cardId);
    else if (counts(c)) hidden.add(c.cardId);
  }
  return [...hidden].filter((id) => !seen.has(id));
}

/**
 * The view of the state (without the step's events) names no card hidden from the seat now; the events name none that
 * was hidden from it both before and after the step (a card milled into the public discard and then returned to a
 * hand was public in between).
 */
export function stateAndEventLeaks(state: GameState, viewer: number, view: Record<string, any>, prev: GameState | null): string[] {
  const { events, ...rest } = view;
  const now = unseenIds(state, viewer);
  const before = prev ? unseenIds(prev, viewer) : now;
  return [...mentioned(rest, now), ...mentioned(events ?? [], now.filter((id) => before.includes(id)))];
}
