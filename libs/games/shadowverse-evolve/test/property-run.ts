/**
 * Property test runner (fast-check, fixed seed, bounded), shared by property-1…4.spec.ts (one shard each,
 * so jest runs them on parallel workers): random games between the real starter-card example decks
 * (SD01–SD08), the sample 'Sample Constructed Royal' and the BP18 example deck with uniformly random legal actions. Every game ends (win/loss/draw) within the turn cap, no
 * exception escapes, every state passes the kernel invariants, the number of (non-token) cards is
 * conserved across zones, views leak no hidden catalog id, and replaying the actions reproduces the
 * final hash; at sampled states every listed action applies; and a game resumed from its canonical JSON (what a
 * sealed token carries) plays exactly like the uninterrupted game (same hash after every step of the checked games).
 * SVE_PROPERTY_GAMES sets the total number of games over the four shards (default 500; `.ci/run` uses 1,000:
 * SVE_PROPERTY_GAMES=4000 npm test -- libs/games/shadowverse-evolve/test/property for a longer soak run).
 * All starter cards are implemented, so games are created WITHOUT allowUnsupported.
 */
import fc from 'fast-check';
import {
  apply, canonicalJson, canSee, checkState, createGame, hashState, legalActions, randomInt, replay, seedRng, view,
  type Action, type GameState, type SetupInput, type Viewer,
} from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { EXAMPLE_DECKS, setupFor, starterDeck, STARTERS, type Starter } from './engine-helpers.js';

export const SHARDS = 4;
const TOTAL = Number(process.env.SVE_PROPERTY_GAMES ?? 500);
const TURN_CAP = 100; // deck-out guarantees an end well before: 36 draws each after the opening hand
/**
 * The real decks played: the six starter-card example decks, SD07 and SD08, the community sample
 * 'SVE sample: Sample Constructed Royal' and the newest set's example deck 'SVE BP18 ロイヤル deck (透京)' (issue #17;
 * every card implemented).
 */
const SAMPLES = ['SVE sample: Sample Constructed Royal', 'SVE BP18 ロイヤル deck (透京)'] as const;
const DECKS: string[] = [...STARTERS, 'SD07', 'SD08', ...SAMPLES];
const expand = (l: string | Array<{ id: string; count: number }>) => (typeof l === 'string' ? [l] : l.flatMap((e) => Array.from({ length: e.count }, () => e.id)));
/** A starter set's example deck, or the example deck of that exact name. */
function deckOf(name: string): { leader: string[]; main: string[]; evolve: string[] } {
  if (!(SAMPLES as readonly string[]).includes(name)) return starterDeck(name as Starter);
  const d = EXAMPLE_DECKS.find((x) => x.legal && x.name === name);
  if (!d) throw new Error(`no legal example deck ${name}`);
  return { leader: expand(d.deck.leader), main: expand(d.deck.main), evolve: expand(d.deck.evolve) };
}
const deckSize = (d: string) => Object.values(deckOf(d)).flat().length;
/** The setup of a game between two of DECKS (setupFor with each player's deck replaced by its DECKS entry). */
function setupOf(a: string, b: string, seed: string, extra: Partial<SetupInput>): SetupInput {
  const setup = setupFor('SD01', 'SD01', seed, extra);
  return { ...setup, players: [{ name: a, deck: deckOf(a) }, { name: b, deck: deckOf(b) }] };
}
/** Every RESUME_EVERY-th game is also played from canonical-JSON round trips of its states. */
const RESUME_EVERY = Number(process.env.SVE_PROPERTY_RESUME_EVERY ?? 10);

/** Catalog ids a viewer may know: cards it can see, and the base cards of visible evolved cards. */
function allowedIds(s: GameState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  for (const c of Object.values(s.cards)) {
    if (!canSee(s, viewer, c.id)) continue;
    out.add(c.cardId);
    for (const k of ['baseCardId', 'base']) if (typeof c.flags[k] === 'string') out.add(c.flags[k] as string);
  }
  return out;
}

function leaks(s: GameState, viewer: Viewer): string[] {
  const allowed = allowedIds(s, viewer);
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (s.catalog[v] && !allowed.has(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (s.catalog[k] && !allowed.has(k)) found.add(k);
        walk(x);
      }
    }
  };
  const v = JSON.parse(JSON.stringify(view(s, viewer, definition))) as Record<string, unknown>;
  // the facts of visible cards are public (their ability data names the tokens they make): check the
  // snapshot's keys, and every other part of the view in full
  for (const k of Object.keys(v.catalog as object)) if (!allowed.has(k)) found.add(k);
  walk({ ...v, catalog: null });
  return [...found];
}

function nonTokenCount(s: GameState, p: number): number {
  return Object.values(s.cards).filter((c) => c.owner === p && !c.token).length;
}

function playOne(seed: number, a: number, b: number, resume: boolean) {
  const deckA = DECKS[a]!;
  const deckB = DECKS[b]!;
  const sizes = [deckSize(deckA), deckSize(deckB)];
  // half the games skip quick windows where passing is the only answer (option quickWindows)
  const options = { quickWindows: seed % 2 === 0 ? 'always' : 'whenPlayable' };
  const created = createGame(definition, setupOf(deckA, deckB, `prop-${seed}`, { options }));
  const picker = seedRng(`picker-${seed}`);
  let s = created.state;
  const actions: Action[] = [];
  let step = 0;
  while (!s.result && s.turn.number <= TURN_CAP && step < 5000) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randomInt(picker, legal.length)]!;
    // determinism across a sealed round trip: the same action applied to the state parsed back from its
    // canonical JSON (sorted keys, as a token carries it) gives the same successor
    const resumed = resume ? apply(JSON.parse(canonicalJson(s)) as GameState, action).state : null;
    s = apply(s, action).state;
    if (resumed) expect(hashState(resumed)).toBe(hashState(s));
    actions.push(action);
    step++;
    for (const p of [0, 1]) expect(nonTokenCount(s, p)).toBe(sizes[p]);
    if (step % 29 === 0 && !s.result) {
      // every listed action applies as-is (the decision protocol's guarantee), without touching the input
      const before = hashState(s);
      for (const a of legalActions(s)) expect(() => apply(s, a)).not.toThrow();
      expect(hashState(s)).toBe(before);
    }
    if (step % 17 === 0 || s.result) {
      expect(checkState(s, definition)).toEqual([]);
      for (const v of [0, 1, 'spectator'] as Viewer[]) expect(leaks(s, v)).toEqual([]);
    }
  }
  return { s, actions, setup: setupOf(deckA, deckB, `prop-${seed}`, { options }) };
}

/** Runs shard `shard` (0-based) of the property test: its share of TOTAL games, seeds drawn per shard. */
export function propertyShard(shard: number): void {
  const games = Math.floor(TOTAL / SHARDS) + (shard < TOTAL % SHARDS ? 1 : 0);
  describe(`SVE random games between real starter decks (property, shard ${shard + 1}/${SHARDS})`, () => {
    test(`SVE 1.2 / 11 / 4.1.5: ${games} random games end within ${TURN_CAP} turns, conserve cards, leak nothing, replay and resume to the same hash`, () => {
      const results = { wins: 0, draws: 0, turns: 0 };
      let n = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: DECKS.length - 1 }), fc.integer({ min: 0, max: DECKS.length - 1 }), (seed, a, b) => {
          const { s, actions, setup } = playOne(seed, a, b, n++ % RESUME_EVERY === 0);
          expect(s.result).not.toBeNull();
          expect(s.turn.number).toBeLessThanOrEqual(TURN_CAP);
          if (s.result!.draw) results.draws++;
          else results.wins++;
          results.turns += s.turn.number;
          expect(replay(definition, { ...setup, actions }).hash).toBe(hashState(s));
        }),
        { seed: 0x5e7e + shard, numRuns: games },
      );
      expect(results.wins + results.draws).toBe(games);
    }, 1_800_000);
  });
}
