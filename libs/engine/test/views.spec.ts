/**
 * Hidden information: views and events never carry what a viewer may not know.
 */
import fc from 'fast-check';
import { eventsFor, keyedInstanceId, legalActions, nextU32, seedRng, view, withoutLabel, type GameState, type PlayerView, type Viewer } from '../src/index.js';
import { playRandom } from './helpers.js';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

function revealedTo(state: GameState, id: string, viewer: Viewer): boolean {
  const r = state.reveals.find((x) => x.card === id);
  if (!r) return false;
  return viewer === 'spectator' ? state.players.every((p) => r.to.includes(p.index)) : r.to.includes(viewer);
}

/** Catalog ids of cards `viewer` may not know: every deck card and other players' hands, unless revealed. */
function hiddenCatalogIds(state: GameState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  for (const c of Object.values(state.cards)) {
    const z = state.zones[c.zone]!;
    const hidden = z.name === 'deck' || (z.name === 'hand' && z.owner !== viewer);
    if (hidden && !revealedTo(state, c.id, viewer)) out.add(c.cardId);
  }
  return out;
}

function idsIn(text: string): string[] {
  return text.match(/"c\d+"/g)?.map((s) => s.slice(1, -1)) ?? [];
}

describe('views (toy game)', () => {
  test('views never contain the catalog ids of cards hidden from the viewer, nor the RNG or internals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const g = playRandom(`view-${seed}`);
        for (const st of [g.initial, ...g.steps.map((s) => s.after)]) {
          for (const viewer of VIEWERS) {
            const v = view(st, viewer);
            const text = JSON.stringify(v);
            for (const id of hiddenCatalogIds(st, viewer)) expect(text.includes(`"${id}"`)).toBe(false);
            for (const key of ['"rng"', '"stack"', '"secret"', '"scopes"', '"usage"', '"reveals"']) expect(text.includes(key)).toBe(false);
            // no RNG output: neither the key nor any keystream word used so far (or the next ones)
            expect(text.includes(st.rng.key)).toBe(false);
            const r = { ...st.rng, n: 0 };
            for (let i = 0; i < st.rng.n + 16; i++) {
              const w = String(nextU32(r));
              if (w.length >= 5) expect(text.includes(w)).toBe(false);
            }
          }
        }
      }),
      { seed: 99, numRuns: 6 },
    );
  });

  test('events are redacted: no viewer learns a card hidden from them before and after the action', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const g = playRandom(`events-${seed}`);
        let checked = 0;
        for (const s of g.steps) {
          for (const viewer of VIEWERS) {
            const before = hiddenCatalogIds(s.before, viewer);
            const after = hiddenCatalogIds(s.after, viewer);
            const text = JSON.stringify(eventsFor(s.events, viewer));
            // a card the transition revealed to the viewer (e.g. a search of its own deck, then a shuffle) is known to it
            const revealedNow = new Set(s.events.filter((e) => e.type === 'revealed' && viewer !== 'spectator' && (e.to as number[] | undefined)?.includes(viewer)).map((e) => e.cardId as string));
            for (const id of before) {
              if (!after.has(id) || revealedNow.has(id)) continue;
              expect(text.includes(`"${id}"`)).toBe(false);
              checked++;
            }
          }
        }
        expect(checked).toBeGreaterThan(100);
      }),
      { seed: 5, numRuns: 6 },
    );
  });

  test('legal actions and decision details are shown only to the deciding player', () => {
    const g = playRandom('decider-1');
    for (const s of g.steps) {
      const st = s.before;
      const d = st.decision!;
      for (const viewer of VIEWERS) {
        const v: PlayerView = view(st, viewer);
        if (viewer === d.player) {
          expect(v.legalActions!.map((a) => withoutLabel(a))).toEqual(legalActions(st)); // each labelled (labels.ts)
          expect(v.decision).toMatchObject({ id: d.id, kind: d.kind, player: d.player });
        } else {
          expect(v.legalActions).toBeNull();
          expect(Object.keys(v.decision!).sort()).toEqual(['id', 'kind', 'player', 'prompt', 'rule']);
        }
      }
    }
  });

  test('decks show a count only; opponent hands show id placeholders; own hand shows cards', () => {
    const g = playRandom('zones-1');
    const st = g.steps[10]!.before;
    const v0 = view(st, 0);
    for (const key of ['0:deck', '1:deck']) {
      expect(v0.zones[key]!.cards).toBeNull();
      expect(v0.zones[key]!.count).toBe(st.zones[key]!.cards.length);
      expect(v0.zones[key]!.known).toEqual([]);
    }
    const opp = v0.zones['1:hand']!;
    expect(opp.count).toBe(st.zones['1:hand']!.cards.length);
    expect(opp.cards!.every((c) => c.hidden === true && !('cardId' in c))).toBe(true);
    expect(opp.cards!.map((c) => c.id)).toEqual(st.zones['1:hand']!.cards);
    const own = v0.zones['0:hand']!;
    expect(own.cards!.every((c) => c.hidden === false && 'cardId' in c)).toBe(true);
    const spectator = view(st, 'spectator');
    expect(spectator.zones['0:hand']!.cards!.every((c) => c.hidden)).toBe(true);
    expect(spectator.alwaysAllowed).toEqual([]);
    expect(v0.alwaysAllowed).toEqual(['concede']);
  });

  test('deck order cannot be tracked: no id a viewer ever saw is the id of a card now hidden in a deck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const g = playRandom(`track-${seed}`);
        const seen = new Map<Viewer, Set<string>>(VIEWERS.map((v) => [v, new Set<string>()]));
        const states = [g.initial, ...g.steps.map((s) => s.after)];
        states.forEach((st, i) => {
          for (const viewer of VIEWERS) {
            const mine = seen.get(viewer)!;
            idsIn(JSON.stringify(view(st, viewer))).forEach((id) => mine.add(id));
            const evs = i === 0 ? g.setupEvents : g.steps[i - 1]!.events;
            idsIn(JSON.stringify(eventsFor(evs, viewer))).forEach((id) => mine.add(id));
            for (const key of ['0:deck', '1:deck']) {
              for (const id of st.zones[key]!.cards) {
                if (revealedTo(st, id, viewer)) continue;
                expect(mine.has(id)).toBe(false);
              }
            }
          }
        });
      }),
      { seed: 3, numRuns: 5 },
    );
  });
});

/** Every instance id a view shows (zones' cards and known cards, decisions, actions, effects): anything shaped like an id. */
function idsShown(v: PlayerView): Set<string> {
  return new Set(JSON.stringify(v).match(/"(?:c\d+|k[0-9a-z]{8})"/g)?.map((s) => s.slice(1, -1)) ?? []);
}

describe('views expose no RNG output (issue 16: engine 2.x ChaCha20 + keyed instance ids)', () => {
  let totalShuffles = 0;
  test('property: after every shuffle or setup rekey, the zone\'s ids are fresh (unlinkable to any id a viewer saw before), keyed (not a counter, not keystream) and derivable only with the state\'s secret key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const g = playRandom(`unlink-${seed}`, seed, 400);
        const seen = new Set<string>(); // every id any viewer was shown so far
        const show = (st: GameState) => {
          for (const viewer of VIEWERS) for (const id of idsShown(view(st, viewer))) seen.add(id);
        };
        // setup rekeyed and shuffled the decks: their ids are keyed ids (cards drawn since got counter ids: the public order of the draws)
        for (const key of ['0:deck', '1:deck']) {
          const z = g.initial.zones[key]!;
          for (const id of z.cards) expect(id).toMatch(/^k[0-9a-z]{8}$/);
          expect(new Set(z.cards).size).toBe(z.cards.length);
        }
        show(g.initial);
        let shuffles = 0;
        for (const s of g.steps) {
          for (const e of s.events) {
            if (e.type !== 'shuffled') continue;
            const zone = s.after.zones[e.zone as string]!;
            if (zone.visibility === 'public') continue;
            shuffles++;
            for (const id of zone.cards) {
              // fresh: no viewer was ever shown this id before the shuffle (so a card cannot be followed through it)
              expect(seen.has(id)).toBe(false);
              expect(id).toMatch(/^k[0-9a-z]{8}$/);
            }
            // keyed: the ids are keyedInstanceId(rng key, counter) for counters up to nextId; with any other key none matches
            const mine = new Set(Array.from({ length: s.after.nextId }, (_, i) => keyedInstanceId(s.after.rng, i + 1)));
            const other = new Set(Array.from({ length: s.after.nextId }, (_, i) => keyedInstanceId(seedRng(`other-${seed}`), i + 1)));
            for (const id of zone.cards) {
              expect(mine.has(id)).toBe(true);
              expect(other.has(id)).toBe(false);
            }
          }
          show(s.after);
        }
        totalShuffles += shuffles;
      }),
      { seed: 16, numRuns: 6 },
    );
    expect(totalShuffles).toBeGreaterThan(0); // the games did shuffle (toy search: "then shuffle")
  });

  test('the same decks under two seeds get different hidden ids at every position (ids are not a function of the deck list or the position)', () => {
    const a = playRandom('ids-a').initial;
    const b = playRandom('ids-b').initial;
    for (const key of ['0:deck', '1:deck']) {
      const ia = a.zones[key]!.cards;
      const ib = b.zones[key]!.cards;
      expect(ia.filter((id, i) => ib[i] === id)).toEqual([]);
    }
  });
});
