/**
 * Valid-ish match API requests for the fuzzer (./targets.ts: REST_ROUTES and GRAPHQL_OPS use these).
 *
 * `prepareMatchFuzz` plays real matches through the app once (the kernel's toy game, registered as `toy`,
 * and Shadowverse Evolve with allowUnsupported when its engine is registered) and keeps sealed tokens,
 * open states and legal actions. `matchBody(route, game, variant)` then answers one of several starting
 * bodies per route, which the fuzzer sends as they are or mutated: valid bodies, actions that are not in
 * legalActions, garbage / oversized / tampered / other-game tokens, and open states with broken invariants
 * (bad zone references, duplicated card instances, negative counters, wrong versions, prototype-named
 * keys, broken RNG, decisions without continuation...). Body keys are ordered small-first so the generic
 * mutations (which walk the first 300 paths) reach the action and the flags, not only the state.
 */
import { generateKey } from '../../../../libs/engine/src/index.js';
import { toyDeck } from '../../../../libs/engine/test/toy-game.js';
import { toyScenario } from '../match-fixtures.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Inject = (opts: { method: 'POST' | 'GET'; url: string; payload?: string; headers?: Record<string, string> }) => Promise<{ statusCode: number; body: string }>;

export const SVE = 'shadowverse-evolve';
/** The fuzz app's sealing key (fuzz.e2e.spec.ts passes it as STATE_KEYS). */
export const FUZZ_STATE_KEYS = `fuzz:${generateKey()}`;
/** Valid `:game` values of the match routes, weighted by repetition (the toy game most of the time). */
export const MATCH_GAMES = ['toy', 'toy', 'toy', 'toy', 'toy', 'toy', 'toy-two', SVE, SVE, 'pso2'] as const;

export type MatchRoute = 'create' | 'step' | 'view' | 'scenario' | 'replay';

interface Played {
  players: Json;
  seed: string;
  actions: Json[];
  /** Sealed: a mid-game token, its hash, the decider and its legal actions. */
  token: string;
  hash: string;
  decider: number;
  legal: Json[];
  finished: string | null;
  /** Open: the same position as plain JSON. */
  open: { [k: string]: Json };
  openLegal: Json[];
  /** An instance id the decider cannot see (opponent's hand or a deck). */
  hiddenCard: string;
  scenario: Json;
}

const prepared: { toy?: Played; sve?: Played } = {};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

async function call(inject: Inject, url: string, body: unknown): Promise<any> {
  const res = await inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  if (res.statusCode !== 200) throw new Error(`fuzz setup: ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body);
}

function pickHidden(open: any, seat: number): string {
  const hiddenZones = Object.values(open.zones as Record<string, any>).filter((z) => z.owner !== seat || z.visibility === 'hidden');
  for (const name of ['hand', 'deck']) {
    const z = hiddenZones.find((x) => x.name === name && x.cards.length > 0);
    if (z) return z.cards[0];
  }
  return 'c1';
}

async function play(inject: Inject, game: string, players: Json, steps: number, extra: Record<string, Json>, scenario: Json): Promise<Played> {
  const seed = `fuzz-${game}`;
  const url = `/v1/games/${game}/matches`;
  let sealed = await call(inject, url, { players, seed, ...extra });
  const actions: Json[] = [];
  // deterministic play: always the last listed action after the first few (ends turns, so games move on)
  for (let i = 0; i < steps && !sealed.status.over; i++) {
    const legal = sealed.views[String(sealed.status.decider)].legalActions as Json[];
    const action = legal[i % 3 === 0 ? 0 : legal.length - 1]!;
    actions.push(action);
    sealed = await call(inject, `${url}/step`, { state: sealed.state, action });
  }
  const open = await call(inject, `${url}/replay`, { seed, players, actions, stateMode: 'open', ...extra });
  let finished: string | null = null;
  if (!sealed.status.over) {
    const conceded = await call(inject, `${url}/step`, { state: sealed.state, action: { type: 'concede', player: 0 } });
    finished = conceded.state;
  }
  const decider = sealed.status.decider as number;
  return {
    players,
    seed,
    actions,
    token: sealed.state,
    hash: sealed.stateHash,
    decider,
    legal: sealed.views[String(decider)].legalActions,
    finished,
    open: open.state,
    openLegal: open.legalActions,
    hiddenCard: pickHidden(open.state, decider),
    scenario,
  };
}

const TOY_SCENARIO = toyScenario() as unknown as Json;

/** Plays the seed matches once per app (toy always; Shadowverse Evolve when its engine answers). */
export async function prepareMatchFuzz(inject: Inject, sveDecks: Json[]): Promise<{ toy: boolean; sve: boolean }> {
  prepared.toy = await play(inject, 'toy', [{ name: 'Ann', deck: toyDeck('A') }, { name: 'Ben', deck: toyDeck('B') }], 14, {}, TOY_SCENARIO);
  const probe = await inject({ method: 'POST', url: `/v1/games/${SVE}/matches`, payload: JSON.stringify({ players: [{ deck: sveDecks[0] }, { deck: sveDecks[1] }], seed: 'probe', allowUnsupported: true }), headers: { 'content-type': 'application/json' } });
  if (probe.statusCode === 200) {
    const st = JSON.parse(probe.body);
    const leader = Object.values((await call(inject, `/v1/games/${SVE}/matches/view`, { state: st.state, player: 0 })).zones as Record<string, any>).find((z) => z.name === 'leader')?.cards?.[0]?.cardId ?? null;
    const scenario: Json = { players: [{ zones: { leader: leader ? [leader] : [] } }, { zones: { leader: leader ? [leader] : [] } }] };
    prepared.sve = await play(inject, SVE, [{ name: 'Ann', deck: sveDecks[0]! }, { name: 'Ben', deck: sveDecks[1]! }], 10, { allowUnsupported: true }, scenario);
  }
  return { toy: true, sve: prepared.sve !== undefined };
}

// ---------------------------------------------------------------------------------------------------------
// Broken open states and bad tokens
// ---------------------------------------------------------------------------------------------------------

type StateEdit = (s: any, p: Played) => void;

const firstCard = (s: any, zoneName: string): string | undefined => (Object.values(s.zones) as any[]).find((z) => z.name === zoneName && z.cards.length > 0)?.cards[0];

/** Open-state edits that break an invariant (or try to smuggle something in). */
export const STATE_EDITS: Array<[string, StateEdit]> = [
  ['card in an unknown zone', (s) => { const id = firstCard(s, 'hand') ?? Object.keys(s.cards)[0]; s.cards[id].zone = '7:nowhere'; }],
  ['zone removed', (s) => { delete s.zones[Object.keys(s.zones).find((k) => s.zones[k].cards.length > 0)!]; }],
  ['instance duplicated in two zones', (s) => { const id = firstCard(s, 'hand')!; (Object.values(s.zones) as any[]).find((z) => z.name === 'deck').cards.push(id); }],
  ['instance listed twice in one zone', (s) => { const z = (Object.values(s.zones) as any[]).find((x) => x.cards.length > 0); z.cards.push(z.cards[0]); }],
  ['unknown instance listed', (s) => { (Object.values(s.zones) as any[])[0].cards.push('c999999'); }],
  ['inherited-name instance ids', (s) => { const z = (Object.values(s.zones) as any[])[0]; z.cards.push('toString', 'constructor', 'hasOwnProperty', '__defineGetter__'); }],
  ['a card keyed "constructor"', (s) => { const id = firstCard(s, 'hand')!; const c = s.cards[id]; delete s.cards[id]; s.cards.constructor = { ...c, id: 'constructor' }; for (const z of Object.values(s.zones) as any[]) z.cards = z.cards.map((x: string) => (x === id ? 'constructor' : x)); }],
  ['negative counters', (s) => { s.players[0].counters.life = -5; for (const k of Object.keys(s.players[1].counters)) s.players[1].counters[k] = -1e9; const id = Object.keys(s.cards)[0]!; s.cards[id].counters = { damage: -3 }; }],
  ['huge numbers', (s) => { s.seq = 1e308; s.nextId = 2 ** 53 + 2; s.clock = -1; s.turn.number = Number.MAX_SAFE_INTEGER; }],
  ['engine version 9', (s) => { s.versions.engine = '9.0.0'; }],
  ['old rules version', (s) => { s.versions.rules = 'toy-0'; }],
  ['versions missing', (s) => { delete s.versions; }],
  ['format 99', (s) => { s.format = 99; }],
  ['another game', (s) => { s.game = 'toy-two'; }],
  ['no decision while not over', (s) => { s.decision = null; }],
  ['decision for seat 5', (s) => { if (s.decision) s.decision.player = 5; }],
  ['decision for seat "length"', (s) => { if (s.decision) s.decision.player = 'length'; }],
  ['decision kind unknown', (s) => { if (s.decision) s.decision.kind = 'nope.kind'; }],
  ['stack emptied', (s) => { s.stack = []; }],
  ['unknown op on the stack', (s) => { s.stack.unshift({ op: 'nope', answer: null }); s.stack.push({ op: 'alsoNope', answer: null }); }],
  ['continuation already answered', (s) => { const top = s.stack[s.stack.length - 1]; if (top) top.answer = { option: 'keep' }; }],
  ['rng broken', (s) => { s.rng = { algo: 'chacha20', key: 'zz', n: -1 } as never; }],
  ['rng of another algorithm', (s) => { s.rng = { algo: 'xorshift', s: [1, 2, 3, 4] }; }],
  ['three players', (s) => { s.players.push({ ...s.players[1], index: 2 }); }],
  ['no players', (s) => { s.players = []; }],
  ['player null', (s) => { s.players[1] = null; }],
  ['card of an unknown catalog id', (s) => { const id = Object.keys(s.cards)[0]!; s.cards[id].cardId = 'NOPE-1'; }],
  ['catalog snapshot emptied', (s) => { s.catalog = {}; }],
  ['card attached to itself / owner 7', (s) => { const id = Object.keys(s.cards)[0]!; s.cards[id].attachedTo = id; s.cards[id].owner = 7; s.cards[id].controller = -1; }],
  ['reveal to seat 9 of a missing card', (s) => { s.reveals.push({ card: 'c424242', to: [9] }, { card: Object.keys(s.cards)[0], to: [9, 'x'] }); }],
  ['effect targeting nothing', (s) => { s.effects.push({ id: 'e1', source: 'nope', sourceCardId: 'NOPE', controller: 3, targets: ['nope'], player: null, modifier: { stat: 'attack', add: 'x' }, duration: 'forever', timestamp: -1 }); }],
  ['pending trigger of a missing card', (s) => { s.pending.push({ id: 't1', controller: 4, source: 'nope', sourceCardId: 'NOPE', ability: 99 }); }],
  ['result and decision together', (s) => { s.result = { winners: [0], losers: [1], draw: false, reason: 'x', rule: null }; }],
  ['result of unknown seats', (s) => { s.result = { winners: [5], losers: ['x'], draw: 'maybe', reason: 1, rule: 2 }; s.decision = null; }],
  ['turn of seat 3', (s) => { s.turn.active = 3; s.turn.phase = { x: 1 }; s.turn.first = -1; }],
  ['deep data', (s) => { s.data = JSON.parse(`${'{"a":'.repeat(58)}1${'}'.repeat(58)}`); }],
  ['big secret', (s) => { s.secret = { blob: 'x'.repeat(200_000) }; }],
  ['zones not an object', (s) => { s.zones = 'zones'; }],
  ['cards an array', (s) => { s.cards = [s.cards]; }],
  ['hand cards null', (s) => { const z = (Object.values(s.zones) as any[]).find((x) => x.name === 'hand'); z.cards = null; }],
  ['zone visibility all', (s) => { for (const z of Object.values(s.zones) as any[]) z.visibility = 'all'; }],
];

/** Sealed-token variants: the real one, then refused ones. */
function tokenVariant(p: Played, v: number, others: Played[]): Json {
  const t = p.token;
  const variants: Array<() => Json> = [
    () => t,
    () => t,
    () => t.slice(0, Math.floor(t.length / 2)),
    () => `${t.slice(0, 40)}${t[40] === 'A' ? 'B' : 'A'}${t.slice(41)}`,
    () => `${t}AAAA`,
    () => t.toUpperCase(),
    () => 'VENHUwEB',
    () => 'x'.repeat(300_000),
    () => 'A'.repeat(1_200_000), // over the body limit
    () => `${t}.${t}`,
    () => others.find((o) => o !== p)?.token ?? t, // another game's token
    () => p.finished ?? t,
  ];
  return variants[v % variants.length]!();
}

// ---------------------------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------------------------

function played(game: string): Played | undefined {
  return game === SVE ? (prepared.sve ?? prepared.toy) : prepared.toy;
}

/** One of several starting bodies for a match route (`variant` chooses; the fuzzer mutates it further). */
export function matchBody(route: MatchRoute, game: string, variant: number): Json {
  const p = played(game);
  if (!p) return {};
  const all = [prepared.toy, prepared.sve].filter((x): x is Played => x !== undefined);
  const illegal: Json[] = [
    { type: 'play', player: p.decider, card: p.hiddenCard },
    { type: 'play', player: p.decider, card: 'c999999' },
    { ...(p.legal[0] as { [k: string]: Json }), player: 1 - p.decider },
    { ...(p.legal[0] as { [k: string]: Json }), extra: true },
    { type: 'choose', player: p.decider, option: { nested: ['x'] } },
    { type: 'concede', player: 1e300 },
    { type: 'x'.repeat(65), player: 0 },
    { type: 'endTurn', player: -0 },
  ];
  switch (route) {
    case 'create': {
      const list: Json[] = [
        { seed: 'fuzz', players: p.players },
        { seed: 'fuzz', stateMode: 'open', players: p.players },
        { allowUnsupported: true, seed: 7, players: p.players },
        { players: p.players },
        { seed: 'x'.repeat(200), options: {}, players: p.players },
        { seed: 1e308, players: [(p.players as Json[])[0]!] },
        { stateMode: 'sealed', players: [...(p.players as Json[]), ...(p.players as Json[])] },
      ];
      return list[variant % list.length]!;
    }
    case 'step': {
      const n = variant % (4 + illegal.length + STATE_EDITS.length + 12);
      if (n === 0) return { action: p.legal[0]!, expectedStateHash: p.hash, state: p.token };
      if (n === 1) return { action: p.legal[p.legal.length - 1]!, state: p.token };
      if (n === 2) return { action: p.openLegal[0]!, expectedStateHash: p.hash, state: clone(p.open) };
      if (n === 3) return { action: p.legal[0]!, expectedStateHash: 'fnv1a64:0000000000000000', state: p.token };
      if (n < 4 + illegal.length) return { action: illegal[n - 4]!, state: n % 2 ? p.token : clone(p.open) };
      const e = n - 4 - illegal.length;
      if (e < STATE_EDITS.length) {
        const s = clone(p.open);
        STATE_EDITS[e]![1](s, p);
        return { action: p.openLegal[0]!, state: s };
      }
      return { action: p.legal[0]!, state: tokenVariant(p, e - STATE_EDITS.length, all) };
    }
    case 'view': {
      const players: Json[] = [0, 1, 'spectator', 2, -1, '0', null, 1.5];
      const who = players[variant % players.length]!;
      const n = Math.floor(variant / players.length) % (2 + STATE_EDITS.length + 12);
      if (n === 0) return { player: who, state: p.token };
      if (n === 1) return { player: who, state: clone(p.open) };
      const e = n - 2;
      if (e < STATE_EDITS.length) {
        const s = clone(p.open);
        STATE_EDITS[e]![1](s, p);
        return { player: who, state: s };
      }
      return { player: who, state: tokenVariant(p, e - STATE_EDITS.length, all) };
    }
    case 'scenario': {
      const s = p.scenario as { [k: string]: Json };
      const list: Json[] = [
        { scenario: s },
        { stateMode: 'open', scenario: s },
        { allowUnsupported: true, scenario: { ...s, seed: 5 } },
        { scenario: { ...s, players: [{ zones: { deck: Array.from({ length: 2001 }, () => (game === SVE ? 'x' : 'A01')) } }, {}] } },
        { scenario: { ...s, next: [{ op: 'main' }, { op: 'turn', player: 7 }] } },
        { scenario: { ...s, next: [{ op: '$check' }, { op: 'nope' }], decision: { player: 9 } } },
        { scenario: { ...s, players: [{ zones: { hand: [{ card: 'A01', attachedTo: 'me', ref: 'me' }] } }, { zones: { graveyard: ['B01'] } }] } },
        { scenario: { ...s, data: { x: 1 }, secret: { y: 2 }, options: { nope: 1 } } },
      ];
      return list[variant % list.length]!;
    }
    case 'replay': {
      const list: Json[] = [
        { seed: p.seed, actions: p.actions, players: p.players, ...(p === prepared.sve ? { allowUnsupported: true } : {}) },
        { upTo: 3, seed: p.seed, actions: p.actions, players: p.players, stateMode: 'open', ...(p === prepared.sve ? { allowUnsupported: true } : {}) },
        { upTo: 1e9, seed: p.seed, actions: [...p.actions, { type: 'nope', player: 0 }], players: p.players },
        { seed: 'other', actions: p.actions, players: p.players },
        { seed: p.seed, actions: Array.from({ length: 10_001 }, () => ({ type: 'noop', player: 0 })), players: p.players },
        { seed: p.seed, actions: [illegal[0]!, ...p.actions], players: p.players },
      ];
      return list[variant % list.length]!;
    }
  }
}

/** GraphQL variables of the match operations, from the same starting bodies. */
export function matchVariables(route: MatchRoute, game: string, variant: number): { [k: string]: Json } {
  const b = matchBody(route, game, variant) as { [k: string]: Json };
  return { game, ...b };
}

/** For the scenario → step chain: a valid scenario body of `game` (toy) to mutate. */
export function scenarioSeed(): Json {
  return clone(TOY_SCENARIO);
}
