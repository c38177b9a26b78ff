/**
 * The trusted in-place playout path (docs/engine.md §3.1) and the other playout speed-ups give exactly
 * what the public path gives: `applyInPlace` makes the same successor state as `apply` after every
 * step (and the same events when asked), `createGame` with a snapshot cache makes the same states,
 * `playRandomGame` plays the same game as the public loop, and the typed state clone is an exact copy.
 */
import {
  apply, applyInPlace, canonicalJson, cardEvent, cloneJson, cloneState, createGame, EngineError, hasKeyword, hashState, isQuiet, jsonEqual, keywordsOf, legalActions,
  modifiersOf, playRandomGame, randomInt, registerGame, seedRng, snapshotCache, vocabularyFor, zoneKey,
  type Action, type CatalogCard, type GameDefinition, type GameState,
} from '../src/index.js';
import { TOY, toyCatalog, toySetup } from './toy-game.js';
import { deepFreeze } from './reference-impl.js';

/** Plays a seeded random toy game with `apply`, returning each state and each action (index into the list). */
function publicGame(seed: string, maxSteps = 2000) {
  const picker = seedRng(`pick:${seed}`);
  let state = createGame(TOY, toySetup(seed)).state;
  const states: GameState[] = [state];
  const picks: number[] = [];
  const events: unknown[] = [];
  while (!state.result && picks.length < maxSteps) {
    const legal = legalActions(state, TOY);
    const k = randomInt(picker, legal.length);
    const r = apply(state, legal[k]!, TOY);
    picks.push(k);
    events.push(r.events);
    state = r.state;
    states.push(state);
  }
  return { states, picks, events };
}

describe('applyInPlace: the same successor states as apply (trust contract: the action comes from legalActions of that state)', () => {
  test('toy game, 20 seeded games: after every step the in-place state equals the public one (whole JSON and hash)', () => {
    let steps = 0;
    const differ: string[] = [];
    for (let g = 0; g < 20; g++) {
      const seed = `inplace-${g}`;
      const pub = publicGame(seed);
      const s = createGame(TOY, toySetup(seed)).state;
      for (let i = 0; i < pub.picks.length; i++) {
        const legal = legalActions(s, TOY);
        const r = applyInPlace(s, legal[pub.picks[i]!]!, TOY);
        if (r.state !== s || r.events.length !== 0) differ.push(`${seed} step ${i}: not the same object, or events without asking`);
        if (!jsonEqual(s, pub.states[i + 1]!)) differ.push(`${seed} step ${i}: states differ`);
        steps++;
      }
      expect(s.result).not.toBeNull();
      expect(canonicalJson(s)).toBe(canonicalJson(pub.states[pub.states.length - 1]!));
    }
    expect(differ).toEqual([]);
    expect(steps).toBeGreaterThan(400);
  });

  test('with { events: true } it returns exactly the events apply returns (visibility and redaction included)', () => {
    let events = 0;
    for (let g = 0; g < 10; g++) {
      const seed = `events-${g}`;
      const pub = publicGame(seed);
      const s = createGame(TOY, toySetup(seed)).state;
      for (let i = 0; i < pub.picks.length; i++) {
        const r = applyInPlace(s, legalActions(s, TOY)[pub.picks[i]!]!, TOY, { events: true });
        expect(r.events).toEqual(pub.events[i]);
        events += r.events.length;
      }
      expect(canonicalJson(s)).toBe(canonicalJson(pub.states[pub.states.length - 1]!));
    }
    expect(events).toBeGreaterThan(500);
  });

  test('a concession is applied in place like apply does it; the quiet mark is cleared after a step and after a refusal', () => {
    const base = createGame(TOY, toySetup('concede')).state;
    const viaApply = apply(base, { type: 'concede', player: 1 }, TOY).state;
    const s = cloneJson(base);
    applyInPlace(s, { type: 'concede', player: 1 }, TOY);
    expect(canonicalJson(s)).toBe(canonicalJson(viaApply));
    expect(s.result?.winners).toEqual([0]);
    expect(isQuiet(s)).toBe(false);
    // refusals it keeps: game over; no decision; another player's decision
    expect(() => applyInPlace(s, { type: 'concede', player: 0 }, TOY)).toThrow(EngineError);
    expect(isQuiet(s)).toBe(false);
    const t = createGame(TOY, toySetup('other')).state;
    const other = { type: 'pass', player: 1 - t.decision!.player } as Action;
    expect(() => applyInPlace(t, other, TOY)).toThrow(/NOT_YOUR_DECISION|is deciding/);
    // a card event built for the state afterwards carries its real visibility again
    const hidden = t.zones[zoneKey('deck', 0)]!.cards[0]!;
    expect(cardEvent(t, 'x', [hidden], { card: hidden }, null).visibleTo).toEqual([]);
  });

  test('the caller keeps the catalog snapshot object, and a deep-frozen snapshot plays whole games in place', () => {
    for (let g = 0; g < 5; g++) {
      const s = createGame(TOY, toySetup(`frozen-${g}`)).state;
      const catalog = deepFreeze(s.catalog);
      const picker = seedRng(`p-${g}`);
      while (!s.result) applyInPlace(s, legalActions(s, TOY)[randomInt(picker, legalActions(s, TOY).length)]!, TOY);
      expect(s.catalog).toBe(catalog);
    }
  });
});

describe('playRandomGame: createGame + uniformly random legal actions in place', () => {
  test('plays the same game as the public loop with the same seeds (final hash and number of decisions)', () => {
    for (let g = 0; g < 10; g++) {
      const seed = `prg-${g}`;
      const pub = publicGame(seed);
      const r = playRandomGame(TOY, toySetup(seed), `pick:${seed}`);
      expect(r.capped).toBe(false);
      expect(r.decisions).toBe(pub.picks.length);
      expect(hashState(r.state)).toBe(hashState(pub.states[pub.states.length - 1]!));
    }
  });

  test('maxDecisions caps a playout (capped, exactly that many decisions)', () => {
    const r = playRandomGame(TOY, toySetup('cap'), 'cap', { maxDecisions: 7 });
    expect([r.decisions, r.capped, r.state.result]).toEqual([7, true, null]);
    expect(r.state.seq).toBe(7);
  });
});

describe('createGame with a snapshot cache: the same states, the per-card work done once', () => {
  test('the same initial states as without the cache, and later games share the cached facts objects', () => {
    const cache = snapshotCache();
    let first: GameState | null = null;
    for (let g = 0; g < 6; g++) {
      const plain = createGame(TOY, toySetup(`cache-${g}`)).state;
      const cached = createGame(TOY, { ...toySetup(`cache-${g}`), snapshotCache: cache }).state;
      expect(canonicalJson(cached)).toBe(canonicalJson(plain));
      expect(cached.versions.catalog).toBe(plain.versions.catalog);
      if (first) for (const id of Object.keys(first.catalog)) expect(cached.catalog[id]).toBe(first.catalog[id]);
      else first = cached;
    }
    expect(cache.cards.size).toBe(Object.keys(first!.catalog).length);
    expect(cache.hashes.size).toBe(1);
  });

  test('cards with invalid ability data are stripped per game (allowUnsupported) without touching the cached facts', () => {
    const bad: CatalogCard = { ...toyCatalog().find((c) => c.id === 'A01')!, abilities: [{ kind: 'nonsense' }] as never };
    const cards = toyCatalog().map((c) => (c.id === 'A01' ? bad : c));
    const cache = snapshotCache();
    const setup = { ...toySetup('bad'), cards, allowUnsupported: true };
    const plain = createGame(TOY, setup).state;
    const a = createGame(TOY, { ...setup, snapshotCache: cache }).state;
    const b = createGame(TOY, { ...setup, snapshotCache: cache }).state;
    expect(plain.catalog.A01!.abilities).toEqual([]);
    expect(canonicalJson(a)).toBe(canonicalJson(plain));
    expect(canonicalJson(b)).toBe(canonicalJson(plain));
    expect(cache.cards.get('A01')!.facts.abilities).toEqual([{ kind: 'nonsense' }]);
    expect(() => createGame(TOY, { ...setup, allowUnsupported: false, snapshotCache: cache })).toThrow(/INVALID_ABILITIES|invalid ability data/);
  });

  test('a cache given another definition starts over', () => {
    const cache = snapshotCache();
    createGame(TOY, { ...toySetup('d1'), snapshotCache: cache });
    const other: GameDefinition = { ...TOY, slug: 'toy-other' };
    registerGame(other);
    createGame(other, { ...toySetup('d2'), snapshotCache: cache });
    expect(cache.def).toBe(other);
    expect(cache.hashes.size).toBe(1);
  });
});

describe('cloneState (the copy apply works on): exact, with the catalog shared', () => {
  test('equal to cloneJson except the shared catalog, for every state of a game; cards and zones keep their key order', () => {
    const pub = publicGame('clone', 200);
    for (const s of pub.states) {
      const c = cloneState(s);
      expect(c.catalog).toBe(s.catalog);
      expect(jsonEqual(c, s)).toBe(true);
      expect(Object.keys(c.cards)).toEqual(Object.keys(s.cards));
      expect(Object.keys(c.zones)).toEqual(Object.keys(s.zones));
      expect(c.cards).not.toBe(s.cards);
      for (const id of Object.keys(s.cards)) {
        expect(c.cards[id]).not.toBe(s.cards[id]);
        expect(c.cards[id]!.counters).not.toBe(s.cards[id]!.counters);
        expect(c.cards[id]!.flags).not.toBe(s.cards[id]!.flags);
      }
      for (const k of Object.keys(s.zones)) expect(c.zones[k]!.cards).not.toBe(s.zones[k]!.cards);
    }
  });

  test('cards and zones of another shape (extra or missing keys, nested counters) are deep-copied as they are', () => {
    const s = cloneJson(createGame(TOY, toySetup('shape')).state) as GameState;
    const ids = Object.keys(s.cards);
    const extra = s.cards[ids[0]!]! as unknown as Record<string, unknown>;
    extra.note = { deep: [1, { x: 2 }] };
    const missing = s.cards[ids[1]!]! as unknown as Record<string, unknown>;
    delete missing.token;
    (s.cards[ids[2]!]!.counters as unknown as Record<string, unknown>).nested = { a: [1] };
    s.cards[ids[3]!]!.flags = { list: [1, 2], obj: { k: 'v' } };
    const zone = s.zones[zoneKey('hand', 0)]! as unknown as Record<string, unknown>;
    zone.extra = [{ y: 1 }];
    const c = cloneState(s);
    expect(jsonEqual(c, s)).toBe(true);
    expect('token' in c.cards[ids[1]!]!).toBe(false);
    expect((c.cards[ids[0]!] as unknown as Record<string, unknown>).note).not.toBe(extra.note);
    expect((c.cards[ids[2]!]!.counters as unknown as Record<string, unknown>).nested).not.toBe((s.cards[ids[2]!]!.counters as unknown as Record<string, unknown>).nested);
    expect(c.cards[ids[3]!]!.flags.obj).not.toBe(s.cards[ids[3]!]!.flags.obj);
    expect((c.zones[zoneKey('hand', 0)] as unknown as Record<string, unknown>).extra).not.toBe(zone.extra);
  });
});

describe('zoneKey (remembered per name and seat) and the per-record function-zone lists', () => {
  test('the same keys as "<owner>:<name>" / name, for remembered and other seats', () => {
    expect([zoneKey('field', 0), zoneKey('field', 0), zoneKey('field', 7), zoneKey('field', 8), zoneKey('field', -1), zoneKey('shared', null), zoneKey('x', 1.5)])
      .toEqual(['0:field', '0:field', '7:field', '8:field', '-1:field', 'shared', '1.5:x']);
  });

  test('modifiersOf sees an effect added in place between two queries (the cached lists hold zone records, never cards or effects)', () => {
    const s = createGame(TOY, toySetup('zones-in-place')).state;
    const r = { state: s, vocab: vocabularyFor(TOY) };
    const any = Object.keys(s.cards)[0]!;
    const before = modifiersOf(r, any);
    // an effect added in place between two queries is seen at once
    s.effects.push({ id: 'e-test', source: null, sourceCardId: null, controller: 0, targets: [any], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, duration: 'permanent', timestamp: 1 });
    expect(modifiersOf(r, any)).toEqual([...before, { type: 'stat', stat: 'attack', op: 'add', value: 2 }]);
  });
});

describe('hasKeyword without building the keyword set', () => {
  test('equals keywordsOf(...).includes for printed keyword abilities and layered grants / removals (last one wins)', () => {
    const s = createGame(TOY, toySetup('keywords')).state;
    const r = { state: s, vocab: vocabularyFor(TOY) };
    const ids = Object.keys(s.cards);
    const rng = seedRng('kw');
    let t = 1000;
    for (let i = 0; i < 40; i++) {
      const keyword = ['toy.swift', 'ward', 'x'][randomInt(rng, 3)]!;
      const targets = ids.filter(() => randomInt(rng, 3) === 0);
      s.effects.push({ id: `e${i}`, source: null, sourceCardId: null, controller: 0, targets, player: null, modifier: { type: 'keyword', keyword, grant: randomInt(rng, 2) === 0, value: null }, duration: 'permanent', timestamp: t-- });
    }
    let yes = 0;
    let no = 0;
    for (const id of [...ids, 'c-none']) {
      for (const k of ['toy.swift', 'ward', 'x', 'y']) {
        const want = keywordsOf(r, id).includes(k);
        expect([id, k, hasKeyword(r, id, k)]).toEqual([id, k, want]);
        if (want) yes++;
        else no++;
      }
    }
    expect(yes).toBeGreaterThan(20);
    expect(no).toBeGreaterThan(20);
  });
});
