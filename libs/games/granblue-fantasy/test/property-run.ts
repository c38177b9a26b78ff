/**
 * Property test runner, shared by property-1…4.spec.ts (one shard each, so jest can run them on parallel workers):
 * random-seeded games between the legal example decks (libs/catalog/data/granblue-fantasy.decks.json) with uniformly
 * random legal actions, created WITHOUT allowUnsupported (every card of those decks is implemented). Every game ends
 * (win / loss / draw) within the turn cap; no exception escapes; every sampled state passes the kernel invariants and
 * the GBF ones (definition.validateState); each player's cards are conserved across zones; views leak nothing (each
 * seat's view and the spectator's name only catalog ids the viewer may see: captain deck, hands, deck order and the
 * face-down armor stay hidden); replaying the seed + actions reproduces the final hash (the kernel's `replay` for every
 * 5th game, an in-place replay for the others); games are stepped with the owned apply (every check, no copy); at sampled states every listed
 * action applies; every RESUME_EVERY-th game is also stepped from canonical-JSON round trips (what a sealed token
 * carries) with the same hashes. Options vary per game (each named option's non-default reading is played too).
 * GBF_PROPERTY_GAMES sets the total over the four shards (default 500); e.g. GBF_PROPERTY_GAMES=4000 for a long run.
 */
import fc from 'fast-check';
import {
  apply, applyInPlace, canonicalJson, canSee, checkState, createGame, hashState, legalActions, randomInt, replay, seedRng, view, zoneKey,
  type Action, type GameState, type JsonObject, type Viewer,
} from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { ENGINE_OPTION_CHOICES } from '../src/options.js';
import { Z } from '../src/constants.js';
import { EXAMPLE_DECKS, setupFor, newGame, type ExampleDeck } from './helpers.js';
import { viewLeaks } from '../../../engine/test/view-leaks.js';

export const SHARDS = 4;
const TOTAL = Number(process.env.GBF_PROPERTY_GAMES ?? 500);
/** Deck-out ends every game well before: a player uses 3 cards of a 40-card deck per turn (6-2-5, 6-2-7). */
const TURN_CAP = 100;
const RESUME_EVERY = Number(process.env.GBF_PROPERTY_RESUME_EVERY ?? 50);
const DECKS: ExampleDeck[] = EXAMPLE_DECKS.filter((d) => d.legal);

/** What a view shows that its viewer may not know: hidden catalog ids (the shared check), and hidden zones showing cards. */
export function leaks(s: GameState, viewer: Viewer): string[] {
  const found = new Set<string>(viewLeaks(s, viewer, definition));
  const v = JSON.parse(JSON.stringify(view(s, viewer, definition))) as Record<string, unknown>;
  // hidden zones show a count and what was revealed to the viewer only (3-2-2 deck, 3-8-2 armor, 3-3-3 hand, 3-5-3 captain deck)
  const zones = v.zones as Record<string, { cards: unknown[] | null; known: Array<{ card: { hidden: boolean } }> | null }>;
  for (const p of [0, 1]) {
    for (const z of [Z.deck, Z.armor]) if (zones[zoneKey(z, p)]!.cards !== null) found.add(`${z} of ${p} shows its cards`);
    if (viewer !== p) {
      if (zones[zoneKey(Z.captainDeck, p)]!.cards !== null) found.add(`captain deck of ${p} shows its order`);
      for (const c of (zones[zoneKey(Z.hand, p)]!.cards ?? []) as Array<{ id: string; hidden: boolean }>) if (!c.hidden && !canSee(s, viewer, c.id)) found.add(`hand of ${p} shows a card`);
    }
  }
  return [...found];
}

const count = (s: GameState, p: number) => Object.values(s.cards).filter((c) => c.owner === p).length;

/** A different reading of the ambiguous rules per game (the defaults in half the games). */
export function optionsFor(seed: number): JsonObject {
  if (seed % 2 === 0) return {};
  const out: JsonObject = {};
  let bits = seed >>> 1;
  for (const [key, choices] of Object.entries(ENGINE_OPTION_CHOICES)) {
    out[key] = choices[bits % choices.length]!;
    bits = Math.floor(bits / choices.length) ^ (seed >>> 7);
  }
  return out;
}

function playOne(seed: number, a: number, b: number, resume: boolean) {
  const options = optionsFor(seed);
  const setup = setupFor(DECKS[a]!, DECKS[b]!, `prop-${seed}`, { options });
  const sizes = [0, 1].map((p) => setup.players[p]!.deck as { captain: string[]; main: string[] }).map((d) => d.captain.length + d.main.length);
  let s = newGame(DECKS[a]!, DECKS[b]!, `prop-${seed}`, { options }).state;
  const picker = seedRng(`picker-${seed}`);
  const actions: Action[] = [];
  let step = 0;
  while (!s.result && s.turn.number <= TURN_CAP && step < 20_000) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randomInt(picker, legal.length)]!;
    const resumed = resume ? apply(JSON.parse(canonicalJson(s)) as GameState, action).state : null;
    s = apply(s, action, definition, { owned: true }).state; // every check of apply, without the copy (kernel §3.2)
    if (resumed) expect(hashState(resumed)).toBe(hashState(s));
    actions.push(action);
    step++;
    if (step % 7 === 0 || s.result) for (const p of [0, 1]) expect(count(s, p)).toBe(sizes[p]);
    if (step % 97 === 0 && !s.result) {
      const before = hashState(s);
      for (const x of legalActions(s)) expect(() => apply(s, x)).not.toThrow();
      expect(hashState(s)).toBe(before);
    }
    if (step % 53 === 0 || s.result) {
      expect(checkState(s, definition)).toEqual([]);
      // 10-6-1-3: every reveal period is over when a player gets free timing (activations from hand, costs, effects)
      if (s.decision?.kind.startsWith('gbf.')) expect(s.reveals).toEqual([]);
      for (const v of [0, 1, 'spectator'] as Viewer[]) expect(leaks(s, v)).toEqual([]);
    }
  }
  return { s, actions, setup };
}

/** Runs shard `shard` (0-based): its share of TOTAL games. */
export function propertyShard(shard: number): void {
  const games = Math.floor(TOTAL / SHARDS) + (shard < TOTAL % SHARDS ? 1 : 0);
  describe(`GBF random games between the example decks (property, shard ${shard + 1}/${SHARDS})`, () => {
    test(`GBF 1-2 / 9-4-1 / 3-1-2 / 3-8-2: ${games} random games end within ${TURN_CAP} turns, conserve cards, leak nothing, replay and resume to the same hash`, () => {
      const results = { wins: 0, draws: 0, turns: 0, byRule: {} as Record<string, number> };
      let n = 0;
      fc.assert(
        // unbiased: fast-check's default bias draws small and extreme values often, which would replay the same games
        fc.property(fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })), fc.noBias(fc.integer({ min: 0, max: DECKS.length - 1 })), fc.noBias(fc.integer({ min: 0, max: DECKS.length - 1 })), (seed, a, b) => {
          const { s, actions, setup } = playOne(seed, a, b, n++ % RESUME_EVERY === 0);
          expect(s.result).not.toBeNull();
          expect(s.turn.number).toBeLessThanOrEqual(TURN_CAP);
          if (s.result!.draw) results.draws++;
          else results.wins++;
          results.byRule[s.result!.rule ?? 'none'] = (results.byRule[s.result!.rule ?? 'none'] ?? 0) + 1;
          results.turns += s.turn.number;
          // the seed + actions reproduce the game: the kernel's replay (public apply) for every 5th game, an owned-apply replay for the others
          if (n % 5 === 1) expect(replay(definition, { ...setup, actions }).hash).toBe(hashState(s));
          else {
            const r = createGame(definition, setup).state;
            for (const x of actions) applyInPlace(r, x, definition); // the trusted in-place step (the same successor states: inplace-playout.spec.ts)
            expect(hashState(r)).toBe(hashState(s));
          }
        }),
        { seed: 0x6bf + shard, numRuns: games },
      );
      expect(results.wins + results.draws).toBe(games);
      if (process.env.GBF_PROPERTY_REPORT) process.stdout.write(`shard ${shard + 1}: ${JSON.stringify(results)}\n`);
    }, 1_800_000);
  });
}
