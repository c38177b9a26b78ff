/**
 * Kernel units: hash, RNG, canonical JSON, decisions, registry, zone visibility, check-loop guard,
 * kernel faults.
 */
import { createCipheriv, createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  answerOf, ask, canonicalJson, canSee, createGame, EngineError, eventsFor, fnv1a64, getGame, hashJson, jsonEqual, kernelLegalActions,
  makeCtx, moveCards, normaliseSpec, vocabularyFor, push, randomInt, registerGame, reveal, seedRng, nextU32, isRngState, shuffleInPlace, unregisterGame, validateDefinition,
  view, zoneKey, type CatalogCard, type GameDefinition, type GameEvent, type GameState,
} from '../src/index.js';
import { TOY } from './toy-game.js';

function refBigInt(s: string): string {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(s)) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

describe('hash (pure-JS FNV-1a 64)', () => {
  test('known vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
  test('equals a BigInt reference for any string (UTF-8, astral planes, lone surrogates)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => fnv1a64(s) === refBigInt(s)), { seed: 1, numRuns: 200 });
  });
  test('hashJson ignores key order', () => {
    expect(hashJson({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashJson({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
  });
});

describe('canonical JSON', () => {
  test('sorted keys, no spaces, -0 as 0', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x', -0], c: { z: 1, y: 2 } })).toBe('{"a":[true,null,"x",0],"b":1,"c":{"y":2,"z":1}}');
  });
  test('refuses values that are not plain JSON, naming the path', () => {
    expect(() => canonicalJson({ a: { b: undefined } })).toThrow('/a/b');
    expect(() => canonicalJson({ a: [1, NaN] })).toThrow('/a/1');
    expect(() => canonicalJson({ a: new Map() })).toThrow('/a');
  });
  test('jsonEqual is structural', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
  });
});

describe('RNG (ChaCha20, engine 2.x)', () => {
  test('same seed, same sequence; state is the key (64 hex) and the words used', () => {
    const a = seedRng('s');
    const b = seedRng('s');
    const xs = Array.from({ length: 5 }, () => nextU32(a));
    expect(Array.from({ length: 5 }, () => nextU32(b))).toEqual(xs);
    expect(a).toEqual({ algo: 'chacha20', key: expect.stringMatching(/^[0-9a-f]{64}$/), n: 5 });
    expect(xs.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff)).toBe(true);
    expect(nextU32(seedRng('t'))).not.toBe(xs[0]);
    expect(seedRng(12)).toEqual(seedRng('12'));
  });
  test('the keystream is ChaCha20 (RFC 8439): equal to node:crypto chacha20 with nonce 0, across block boundaries and for any position', () => {
    for (const seed of ['s', 'game-42', 12, 'カード']) {
      const r = seedRng(seed);
      const words = Array.from({ length: 70 }, () => nextU32(r)); // 4 blocks and a bit
      const stream = createCipheriv('chacha20', Buffer.from(r.key, 'hex'), Buffer.alloc(16)).update(Buffer.alloc(70 * 4));
      expect(words).toEqual(Array.from({ length: 70 }, (_, i) => stream.readUInt32LE(i * 4)));
      // resuming from a state in the middle gives the same words
      const mid = { ...r, n: 33 };
      expect(nextU32(mid)).toBe(words[33]);
    }
    // RFC 8439 §2.3.2 test vector (key 00..1f, block counter 1, nonce 000000090000004a00000000): checked through node:crypto above;
    // key derivation: SHA-256 of "tcg-rng:v2:<seed>"
    expect(seedRng('s').key).toBe(createHash('sha256').update('tcg-rng:v2:s').digest('hex'));
  });
  test('isRngState accepts the ChaCha20 state and refuses the old sfc32 one and broken ones', () => {
    expect(isRngState(seedRng('x'))).toBe(true);
    expect(isRngState({ algo: 'sfc32', s: [1, 2, 3, 4] })).toBe(false);
    expect(isRngState({ algo: 'chacha20', key: 'ab', n: 0 })).toBe(false);
    expect(isRngState({ ...seedRng('x'), n: -1 })).toBe(false);
    expect(isRngState({ ...seedRng('x'), n: 1.5 })).toBe(false);
  });
  test('randomInt stays in [0, n) at the bounds and is roughly uniform', () => {
    const r = seedRng('u');
    expect(randomInt(r, 1)).toBe(0);
    expect(() => randomInt(r, 0)).toThrow(RangeError);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[randomInt(r, 6)]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    for (const c of counts) expect(c).toBeLessThan(1150);
  });
  test('shuffle is a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.string(), (xs, seed) => {
        const out = shuffleInPlace(seedRng(seed), [...xs]);
        expect([...out].sort((a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
      }),
      { seed: 2, numRuns: 100 },
    );
  });
});

describe('kernel decisions', () => {
  test('chooseCards clamps to the candidates and answers forced choices itself', () => {
    expect(normaliseSpec({ player: 0, kind: 'chooseCards', prompt: 'p', candidates: [], min: 2, max: 2 }, 1)).toEqual({ auto: { cards: [] } });
    expect(normaliseSpec({ player: 0, kind: 'chooseCards', prompt: 'p', candidates: ['a', 'b'], min: 3, max: 3 }, 1)).toEqual({ auto: { cards: ['a', 'b'] } });
    const d = normaliseSpec({ player: 1, kind: 'chooseCards', prompt: 'p', candidates: ['a', 'b', 'c'], min: 1, max: 9 }, 7);
    expect(d).toEqual({ decision: { id: 7, player: 1, kind: 'chooseCards', prompt: 'p', rule: null, data: {}, candidates: ['a', 'b', 'c'], min: 1, max: 3, picked: [] } });
  });
  test("'done' appears exactly when the minimum is reached (boundary)", () => {
    const base = { id: 1, player: 0, kind: 'chooseCards', prompt: 'p', rule: null, data: {}, candidates: ['a', 'b', 'c'], min: 2, max: 3 };
    expect(kernelLegalActions({ ...base, picked: ['a'] }).some((a) => a.type === 'done')).toBe(false);
    expect(kernelLegalActions({ ...base, picked: ['a', 'b'] })).toEqual([{ type: 'pick', player: 0, card: 'c' }, { type: 'done', player: 0 }]);
  });
  test('order with one item is automatic; chooseOption lists every option', () => {
    expect(normaliseSpec({ player: 0, kind: 'order', prompt: 'p', items: ['x'] }, 1)).toEqual({ auto: { order: ['x'] } });
    const d = normaliseSpec({ player: 0, kind: 'chooseOption', prompt: 'p', options: ['yes', 'no', 3] }, 1);
    expect('decision' in d && kernelLegalActions(d.decision)).toEqual([
      { type: 'choose', player: 0, option: 'yes' }, { type: 'choose', player: 0, option: 'no' }, { type: 'choose', player: 0, option: 3 },
    ]);
  });
});

describe('events', () => {
  test('eventsFor gives the full event, the redacted form, or nothing', () => {
    const events: GameEvent[] = [
      { type: 'a', x: 1, visibleTo: 'all', redacted: null },
      { type: 'moved', cardId: 'SECRET', visibleTo: [0], redacted: { type: 'moved', count: 1 } },
      { type: 'peek', cardId: 'SECRET', visibleTo: [1], redacted: null },
    ];
    expect(eventsFor(events, 0)).toEqual([{ type: 'a', x: 1 }, { type: 'moved', cardId: 'SECRET' }]);
    expect(eventsFor(events, 1)).toEqual([{ type: 'a', x: 1 }, { type: 'moved', count: 1 }, { type: 'peek', cardId: 'SECRET' }]);
    expect(eventsFor(events, 'spectator')).toEqual([{ type: 'a', x: 1 }, { type: 'moved', count: 1 }]);
  });
});

// A minimal game with every visibility kind, for zone tests and kernel faults.
const MINI_CARDS: CatalogCard[] = Array.from({ length: 12 }, (_, i) => ({ id: `M${i}`, name: `Mini ${i}`, type: 'unit', text: '' }));
const MINI: GameDefinition = {
  slug: 'mini',
  name: 'Mini',
  versions: { rules: 'mini-1' },
  players: { min: 2, max: 2 },
  zones: [
    { name: 'deck', visibility: 'hidden', ordered: true },
    { name: 'hand', visibility: 'owner' },
    { name: 'field', visibility: 'public', abilities: true },
    { name: 'discard', visibility: 'public' },
    { name: 'pp', visibility: 'public', faceDown: 'none' },
    { name: 'energy', visibility: 'public', faceDown: 'controller' },
    { name: 'gauge', visibility: 'public', faceDown: 'all' },
    { name: 'captain', visibility: 'owner', ordered: true },
  ],
  roles: { deck: 'deck', hand: 'hand', discard: 'discard', field: 'field' },
  deckSections: [{ name: 'main', zone: 'deck', min: null, max: null, copies: null }],
  setup({ ctx, state }) {
    const top = () => state.zones['0:deck']!.cards[0]!;
    moveCards(ctx, [top()], '0:field');
    moveCards(ctx, [top()], '0:hand');
    moveCards(ctx, [top()], '0:pp', { face: 'down', tapped: true });
    moveCards(ctx, [top()], '0:energy', { face: 'down' });
    moveCards(ctx, [top()], '0:gauge', { face: 'down' });
    moveCards(ctx, [top()], '0:captain', { face: 'down' });
    moveCards(ctx, [top()], '0:captain', { face: 'up', position: 'bottom' });
    push(ctx, { op: 'wait' });
  },
  ops: {
    wait(ctx, f) {
      if (!answerOf(f)) ask(ctx, f, { player: 0, kind: 'chooseOption', prompt: 'wait', options: ['go', 'stay'] });
      else push(ctx, { op: 'wait' });
    },
  },
};
const miniSetup = { seed: 'm', players: [{ name: 'a', deck: MINI_CARDS.slice(0, 10).map((c) => c.id) }, { name: 'b', deck: ['M10', 'M11'] }], cards: MINI_CARDS };

describe('zone visibility (every kind)', () => {
  const s: GameState = createGame(MINI, miniSetup).state;
  const only = (zone: string) => s.zones[zone]!.cards[0]!;
  const seeing = (id: string) => [0, 1, 'spectator'].map((v) => canSee(s, v as 0, id));

  test('public face up: everyone; face down: per zone rule (none / controller / all)', () => {
    expect(seeing(only('0:field'))).toEqual([true, true, true]);
    expect(seeing(only('0:pp'))).toEqual([false, false, false]);
    expect(seeing(only('0:energy'))).toEqual([true, false, false]);
    expect(seeing(only('0:gauge'))).toEqual([true, true, true]);
  });
  test('owner zones: the owner; a face-up card there is public; decks: nobody', () => {
    expect(seeing(only('0:hand'))).toEqual([true, false, false]);
    const [down, up] = s.zones['0:captain']!.cards;
    expect(seeing(down!)).toEqual([true, false, false]);
    expect(seeing(up!)).toEqual([true, true, true]);
    expect(seeing(s.zones['0:deck']!.cards[0]!)).toEqual([false, false, false]);
  });
  test('views: placeholders keep public physical state; ordered zones the viewer cannot look at show count + known', () => {
    const v1 = view(s, 1, MINI);
    expect(v1.zones['0:pp']!.cards).toEqual([{ id: only('0:pp'), hidden: true, face: 'down', tapped: true, counters: {}, attachedTo: null }]);
    expect(v1.zones['0:captain']!.cards).toBeNull();
    expect(v1.zones['0:captain']!.known!.map((k) => k.index)).toEqual([1]);
    expect(view(s, 0, MINI).zones['0:captain']!.cards).toHaveLength(2);
    expect(Object.keys(v1.catalog).length).toBe(3); // field, gauge, face-up captain
  });
  test('a reveal shows a deck card to that player only, with its position', () => {
    const ctx = makeCtx(s, MINI, vocabularyFor(MINI));
    const second = ctx.state.zones['0:deck']!.cards[1]!;
    reveal(ctx, [second], [1]);
    expect(canSee(ctx.state, 1, second)).toBe(true);
    expect(canSee(ctx.state, 0, second)).toBe(false);
    expect(view(ctx.state, 1, MINI).zones['0:deck']!.known!.map((k) => [k.index, k.card.id])).toEqual([[1, second]]);
    expect(view(ctx.state, 0, MINI).zones['0:deck']!.known).toEqual([]);
  });
});

describe('registry and definitions', () => {
  test('register / get / duplicate / unknown', () => {
    expect(registerGame(TOY)).toBe(TOY);
    expect(registerGame(TOY)).toBe(TOY); // same object: no-op
    expect(getGame('toy')).toBe(TOY);
    expect(() => registerGame({ ...TOY })).toThrow(expect.objectContaining({ code: 'DUPLICATE_GAME' }));
    expect(() => getGame('nope')).toThrow(expect.objectContaining({ code: 'UNKNOWN_GAME' }));
  });
  test('invalid definitions are refused with every problem listed', () => {
    const bad = { ...MINI, slug: 'Bad Slug', roles: { ...MINI.roles, discard: 'grave' }, ops: { $x: () => undefined } } as GameDefinition;
    expect(validateDefinition(bad)).toEqual([
      "slug 'Bad Slug' must be kebab-case",
      "role discard names unknown zone 'grave'",
      "op '$x': names starting with $ are reserved for the kernel",
    ]);
    expect(() => registerGame(bad)).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
    const clash = { ...MINI, slug: 'clash', vocabulary: { effects: { draw: TOY.vocabulary!.effects!['toy.mill']! } } };
    expect(validateDefinition(clash)[0]).toMatch(/kernel name/);
  });
  test('registerGame of a second game and removal', () => {
    registerGame(MINI);
    expect(getGame('mini')).toBe(MINI);
    expect(unregisterGame('mini')).toBe(true);
    expect(() => getGame('mini')).toThrow(EngineError);
  });
});

describe('kernel guards', () => {
  test('a check timing that never settles ends the game as a draw citing the loop rule', () => {
    const LOOP: GameDefinition = {
      ...MINI,
      slug: 'loop',
      citations: { loop: 'MINI 9' },
      limits: { checkPasses: 50 },
      ruleProcessing: () => true,
      setup: ({ ctx }) => push(ctx, { op: '$check' }),
    };
    const s = createGame(LOOP, miniSetup).state;
    expect(s.result).toEqual({ winners: [], losers: [], draw: true, reason: 'infinite loop', rule: 'MINI 9' });
  });
  test('a game that leaves no work and no decision is a definition fault (ENGINE_STALLED)', () => {
    expect(() => createGame({ ...MINI, slug: 'stall', setup: () => undefined }, miniSetup)).toThrow(expect.objectContaining({ code: 'ENGINE_STALLED' }));
  });
  test('unknown ops and runaway rules are faults (UNKNOWN_OP, ENGINE_LOOP)', () => {
    expect(() => createGame({ ...MINI, slug: 'unk', setup: ({ ctx }) => push(ctx, { op: 'nope' }) }, miniSetup)).toThrow(expect.objectContaining({ code: 'UNKNOWN_OP' }));
    const spin: GameDefinition = { ...MINI, slug: 'spin', limits: { stepsPerApply: 100 }, ops: { spin: (ctx) => push(ctx, { op: 'spin' }) }, setup: ({ ctx }) => push(ctx, { op: 'spin' }) };
    expect(() => createGame(spin, miniSetup)).toThrow(expect.objectContaining({ code: 'ENGINE_LOOP' }));
  });
  test('setup input is checked: player count, unknown cards, unknown deck sections', () => {
    expect(() => createGame(MINI, { ...miniSetup, players: [miniSetup.players[0]!] })).toThrow(expect.objectContaining({ code: 'INVALID_SETUP' }));
    expect(() => createGame(MINI, { ...miniSetup, players: [{ name: 'a', deck: ['ZZ'] }, { name: 'b', deck: [] }] })).toThrow(expect.objectContaining({ code: 'UNKNOWN_CARD' }));
    expect(() => createGame(MINI, { ...miniSetup, players: [{ name: 'a', deck: { side: ['M1'] } }, { name: 'b', deck: [] }] })).toThrow(expect.objectContaining({ code: 'INVALID_SETUP' }));
  });
  test('zone keys', () => {
    expect(zoneKey('hand', 1)).toBe('1:hand');
    expect(zoneKey('resolution', null)).toBe('resolution');
  });
});

describe('kernel boundaries', () => {
  test('only the sealed codec uses node: built-ins; nothing imports Nest, Prisma or HTTP libraries', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join, relative } = await import('node:path');
    const root = join(process.cwd(), 'libs/engine/src');
    const files: string[] = [];
    const walk = (dir: string) => readdirSync(dir).forEach((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : files.push(join(dir, f))));
    walk(root);
    const imports = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => [relative(root, f), m[1]!] as const));
    expect(imports.filter(([, m]) => m.startsWith('node:')).map(([f]) => f).sort()).toEqual(['codec/sealed.ts', 'codec/sealed.ts', 'codec/state-hash.ts']);
    expect(imports.filter(([, m]) => !m.startsWith('.') && !m.startsWith('node:'))).toEqual([]);
    expect(files.length).toBeGreaterThan(25);
  });

  test('gameStatus is public: who is deciding what, never the choices', async () => {
    const { gameStatus } = await import('../src/index.js');
    const s = createGame(MINI, miniSetup).state;
    expect(gameStatus(s, MINI)).toEqual({
      game: 'mini', seq: 0, over: false, result: null, turn: s.turn,
      waitingFor: { player: 0, kind: 'chooseOption', prompt: 'wait', rule: null }, summary: {},
    });
  });
});

describe('view customisation', () => {
  test('public facts of hidden cards (e.g. R4U 4.10.4 "is a partner") appear on placeholders only as declared', () => {
    const PARTNERS: GameDefinition = {
      ...MINI,
      slug: 'partners',
      view: { hiddenCardFacts: (state, card) => ({ partner: state.catalog[card.cardId]!.id === 'M1' }) },
    };
    const s = createGame(PARTNERS, miniSetup).state;
    const hand = view(s, 1, PARTNERS).zones['0:hand']!.cards!;
    expect(hand).toHaveLength(1);
    expect(hand[0]).toMatchObject({ hidden: true, partner: s.cards[s.zones['0:hand']!.cards[0]!]!.cardId === 'M1' });
    expect(Object.keys(hand[0]!).sort()).toEqual(['attachedTo', 'counters', 'face', 'hidden', 'id', 'partner', 'tapped']);
  });
});
