/**
 * The kernel's hot paths give the same answers as their straightforward versions
 * (reference-impl.ts): the static-ability / watcher / activated-ability scans that look only at zones
 * where an ability of that kind can function, the one-card selector check, the legality check that
 * does not list every action, canonical JSON, the TextEncoder-based hash, the shared (never cloned)
 * catalog snapshot, and the validation / sentence caches of createGame.
 */
import fc from 'fast-check';
import {
  activatableAbilities, addEffect, answerOf, apply, ask, canonicalJson, cardStatus, cloneJson, coverageFrom, createGame, currentWatchers,
  EngineError, fnv1a64, hashAndCanonical, hashCanonical, hashJson, legalActions, makeCtx, matchesSelector, modifiersOf, moveCards, push,
  randomInt, registerGame, sameAction, seedRng, setTapped, sortedZoneKeys, tryApply, validateAbilities, validateAbilitiesCached, vocabularyFor,
  type Action, type CatalogCard, type GameDefinition, type GameState, type Selector,
} from '../src/index.js';
import { playRandom } from './helpers.js';
import { TOY, toySetup } from './toy-game.js';
import {
  deepFreeze, refActivatable, refCanonicalJson, refCurrentWatchers, refFnv1a64, refIsListed, refMatchesSelector, refModifiersOf,
} from './reference-impl.js';

// ---------------------------------------------------------------- a game with abilities in many zones

const unit = (i: number): CatalogCard => ({
  id: `U${i}`, name: `Unit ${i}`, type: i % 4 === 3 ? 'spell' : 'unit', traits: i % 2 ? ['odd'] : [], cost: i % 4, attack: i % 5, defense: 1 + (i % 3), text: '',
});
const plus = (stat: string, value: number) => ({ type: 'stat', stat, op: 'add', value });

/** Static, triggered and activated abilities that function on the field (default) or only in listed zones. */
const FP_CARDS: CatalogCard[] = [
  ...Array.from({ length: 12 }, (_, i) => unit(i)),
  { id: 'ST-FIELD', name: 'Banner', type: 'unit', cost: 1, attack: 0, defense: 3, text: 'a.', abilities: [{ kind: 'static', source: [0], modifier: plus('attack', 1), affects: { side: 'you', other: true } }] },
  { id: 'ST-HAND', name: 'Whisper', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'a.', abilities: [{ kind: 'static', source: [0], zones: ['hand'], modifier: plus('defense', 1), affects: { zone: 'field', side: 'you' } }] },
  {
    id: 'ST-GRAVE', name: 'Ghost', type: 'unit', cost: 2, attack: 1, defense: 1, text: 'a.',
    abilities: [{ kind: 'static', source: [0], zones: ['discard', 'limbo'], modifier: plus('cost', 1), affects: { zone: ['hand', 'field'], side: 'opponent', filter: { trait: 'odd' } } }],
  },
  {
    id: 'ST-COND', name: 'Crowd', type: 'unit', cost: 2, attack: 2, defense: 2, text: 'a.',
    abilities: [{
      kind: 'static', source: [0], condition: { type: 'count', selector: { zone: 'field', side: 'you' }, compare: { gte: 3 } },
      modifier: { type: 'keyword', keyword: 'ward', grant: true, value: null }, affects: { ref: 'self' },
    }],
  },
  { id: 'ST-FLAG', name: 'Marker', type: 'unit', cost: 0, attack: 0, defense: 1, text: 'a.', abilities: [{ kind: 'static', source: [0], zones: ['limbo', 'field'], modifier: { type: 'flag', flag: 'marked', value: true }, affects: { zone: 'field', side: 'any', filter: { type: 'unit' } } }] },
  { id: 'TR-HAND', name: 'Echo', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'a.', abilities: [{ kind: 'triggered', source: [0], zones: ['hand'], trigger: { on: 'onEnter' }, effect: { type: 'draw', amount: 1 } }] },
  { id: 'TR-FIELD', name: 'Herald', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'a.', abilities: [{ kind: 'triggered', source: [0], trigger: { on: 'onLeave' }, effect: { type: 'draw', amount: 1 } }] },
  {
    id: 'AC-GRAVE', name: 'Lich', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'a. b.',
    abilities: [
      { kind: 'activated', source: [0], zones: ['discard'], cost: [{ type: 'pay', counter: 'energy', amount: 1 }], effect: { type: 'draw', amount: 1 } },
      { kind: 'activated', source: [1], timing: 'quick', cost: [{ type: 'tapSelf' }], effect: { type: 'draw', amount: 1 } },
    ],
  },
];

const FP: GameDefinition = {
  slug: 'fastpath',
  name: 'Fast path fixture',
  versions: { rules: 'fastpath-1' },
  players: { min: 2, max: 2 },
  zones: [
    { name: 'deck', visibility: 'hidden', ordered: true },
    { name: 'hand', visibility: 'owner' },
    { name: 'field', visibility: 'public', abilities: true },
    { name: 'discard', visibility: 'public' },
    { name: 'limbo', visibility: 'public', shared: true },
  ],
  roles: { deck: 'deck', hand: 'hand', discard: 'discard', field: 'field', life: 'life' },
  deckSections: [{ name: 'main', zone: 'deck', min: null, max: null, copies: null }],
  vocabulary: { keywords: { ward: { description: 'test keyword' } } },
  setup({ state, ctx }) {
    for (const p of state.players) p.counters = { life: 10, energy: 2 };
    push(ctx, { op: 'wait' });
  },
  ops: {
    wait(ctx, f) {
      if (!answerOf(f)) ask(ctx, f, { player: 0, kind: 'fp.wait', prompt: 'pass' });
      else push(ctx, { op: 'wait' });
    },
  },
  decisions: {
    'fp.wait': {
      legal: (state) => {
        fpLegalCalls++;
        return fpLegal(state);
      },
      legalOfType: (state, _d, type) => fpLegal(state).filter((a) => a.type === type),
    },
  },
};

let fpLegalCalls = 0;
/** The wait decision: pass, or note one of the first three field cards (two action types, one keyed by card). */
function fpLegal(state: GameState): Action[] {
  return [...state.zones['0:field']!.cards.slice(0, 3).map((card) => ({ type: 'note', player: 0, card })), { type: 'pass', player: 0 }];
}
registerGame(FP);

const ALL = FP_CARDS.map((c) => c.id);

function fpGame(seed: string): GameState {
  return createGame(FP, { seed, players: [{ name: 'a', deck: ALL }, { name: 'b', deck: ALL }], cards: FP_CARDS, allowUnsupported: true }).state;
}

/** Scatters every card over the zones at random (silent moves), taps some, adds effects. */
function scattered(seed: string): GameState {
  const base = fpGame(seed);
  const ctx = makeCtx(base, FP, vocabularyFor(FP));
  const rng = seedRng(`scatter:${seed}`);
  const zones = Object.keys(ctx.state.zones);
  for (const id of Object.keys(base.cards)) {
    if (!ctx.state.cards[id]) continue;
    moveCards(ctx, [id], zones[randomInt(rng, zones.length)]!, { silent: true, face: randomInt(rng, 4) === 0 ? 'down' : 'up' });
  }
  const ids = Object.keys(ctx.state.cards);
  setTapped(ctx, ids.filter(() => randomInt(rng, 3) === 0), true);
  for (let i = 0; i < 3; i++) {
    addEffect(ctx, {
      source: null, sourceCardId: null, controller: 0, player: null, duration: 'untilEndOfTurn',
      targets: ids.filter(() => randomInt(rng, 4) === 0), modifier: plus(['attack', 'defense', 'cost'][i]!, i + 1) as never,
    });
  }
  ctx.state.usage = {};
  return ctx.state;
}

const SELECTORS: Selector[] = [
  {}, { side: 'you' }, { side: 'opponent', other: true }, { zone: 'hand' }, { zone: ['discard', 'limbo'], side: 'you' },
  { zone: 'field', filter: { trait: 'odd' } }, { zone: ['deck', 'hand', 'field'], filter: { type: 'unit', attack: { gte: 2 } } },
  { ref: 'self' }, { ref: 'self', filter: { type: 'spell' } }, { zone: 'limbo' }, { zone: 'nowhere' }, { zone: 'field', filter: { keyword: 'ward' } },
];

describe('static / triggered / activated scans look only where abilities can function, with the same answers', () => {
  test('the fixture cards are valid (none was emptied by allowUnsupported)', () => {
    const s = fpGame('valid');
    for (const c of FP_CARDS) expect([c.id, s.catalog[c.id]!.abilities.length]).toEqual([c.id, (c.abilities as unknown[] | undefined)?.length ?? 0]);
  });

  test('modifiersOf, currentWatchers, activatableAbilities and matchesSelector equal the references on scattered states', () => {
    let statics = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const s = scattered(`fp-${seed}`);
        const r = { state: s, vocab: vocabularyFor(FP) };
        const ctx = makeCtx(s, FP, r.vocab, false);
        const ids = [...Object.keys(s.cards), 'c-none'];
        for (const id of ids) {
          const mods = modifiersOf(r, id);
          statics += mods.length;
          expect([id, mods]).toEqual([id, refModifiersOf(r, id)]);
        }
        expect(currentWatchers(s)).toEqual(refCurrentWatchers(s));
        for (const p of [0, 1]) for (const timing of ['main', 'quick']) expect(activatableAbilities(ctx, p, timing)).toEqual(refActivatable(ctx, p, timing));
        for (const sel of SELECTORS) {
          for (const source of [Object.keys(s.cards)[0]!, null]) {
            const env = { controller: seed % 2, source, sourceCardId: null, scope: null, event: null };
            for (const id of ids) expect([sel, id, matchesSelector(r, sel, id, env)]).toEqual([sel, id, refMatchesSelector(r, sel, id, env)]);
          }
        }
      }),
      { seed: 0xfa57, numRuns: 25 },
    );
    expect(statics).toBeGreaterThan(100); // the states did exercise static abilities and effects
  });

  test('a static ability listing `zones` functions only there (hand) and not on the field', () => {
    const s = scattered('zones');
    const ctx = makeCtx(s, FP, vocabularyFor(FP));
    const whisper = Object.values(ctx.state.cards).find((c) => c.cardId === 'ST-HAND' && c.owner === 0)!.id;
    const target = Object.values(ctx.state.cards).find((c) => c.cardId === 'U1' && c.owner === 0)!.id;
    const [w] = moveCards(ctx, [whisper], '0:hand', { silent: true });
    const [t] = moveCards(ctx, [target], '0:field', { silent: true });
    // remove every other static source so the count is exact
    for (const c of Object.values(ctx.state.cards)) {
      if (c.id !== w && c.cardId.startsWith('ST-') && ['0:hand', '0:field', '1:field', '0:discard', '1:discard', 'limbo'].includes(c.zone)) moveCards(ctx, [c.id], `${c.owner}:deck`, { silent: true });
    }
    ctx.state.effects = [];
    const r = { state: ctx.state, vocab: ctx.vocab };
    expect(modifiersOf(r, t!)).toEqual([plus('defense', 1)]);
    moveCards(ctx, [w!], '0:field', { silent: true });
    expect(modifiersOf(r, t!)).toEqual([]);
  });
});

describe('the catalog snapshot is shared, never cloned or written', () => {
  test('every apply returns a state holding the same catalog object; a deep-frozen catalog plays whole games unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        let state = createGame(TOY, toySetup(`frozen-${seed}`)).state;
        const catalog = deepFreeze(state.catalog);
        const before = canonicalJson(catalog);
        const picker = seedRng(`frozen-pick-${seed}`);
        let steps = 0;
        while (!state.result && steps < 2000) {
          const legal = legalActions(state);
          const next = apply(state, legal[randomInt(picker, legal.length)]!).state;
          expect(next.catalog).toBe(catalog);
          state = next;
          steps++;
        }
        expect(state.result).not.toBeNull();
        expect(steps).toBeGreaterThan(10);
        expect(canonicalJson(catalog)).toBe(before);
      }),
      { seed: 0xca7, numRuns: 10 },
    );
  });

  test('apply still leaves its input untouched (everything but the catalog is a private copy)', () => {
    const g = playRandom('untouched', 'untouched', 60);
    for (const s of g.steps) {
      const before = canonicalJson(s.before);
      apply(s.before, s.action);
      expect(canonicalJson(s.before)).toBe(before);
      expect(s.after.cards).not.toBe(s.before.cards);
      expect(s.after.zones).not.toBe(s.before.zones);
    }
  });

  test('cloneJson(state) gives a state with its own catalog (tests may edit that copy)', () => {
    const s = createGame(TOY, toySetup('own')).state;
    const copy = cloneJson(s);
    expect(copy.catalog).not.toBe(s.catalog);
    expect(copy.catalog).toEqual(s.catalog);
  });
});

describe('legality without listing everything: the same answer as "canonically equal to a listed action"', () => {
  /** Variants of a listed action: the action itself, re-keyed, with extras, other values, other types. */
  function variants(a: Action, state: GameState): unknown[] {
    const someCard = Object.keys(state.cards)[0]!;
    const out: unknown[] = [a, Object.fromEntries(Object.entries(a).reverse()), { ...a, extra: 1 }, { ...a, type: 'pick' }, { ...a, type: 'done' }, { ...a, type: 'next' }, { ...a, type: 'choose' }];
    for (const k of ['card', 'item', 'option']) {
      out.push({ ...a, [k]: someCard }, { ...a, [k]: 1 }, { ...a, [k]: ['x'] }, { ...a, [k]: { id: someCard } }, { ...a, [k]: null });
    }
    if (typeof a.option === 'number') out.push({ ...a, option: -0 }, { ...a, option: a.option + 1 }, { ...a, option: String(a.option) });
    const { type, player } = a;
    out.push({ type, player }, { type: 'done', player }, { type: 'pick', player, card: 'c-none' });
    // every card the decision names, already picked / ordered or not, plus a few others
    const d = state.decision!;
    for (const id of new Set([...(d.candidates ?? []), ...(d.picked ?? []), ...(d.items ?? []), ...(d.ordered ?? []), ...Object.keys(state.cards).slice(0, 3)])) {
      out.push({ type: 'pick', player, card: id }, { type: 'next', player, item: id }, { type: 'pick', player: 1 - player, card: id });
    }
    return out;
  }

  test('apply accepts exactly the actions canonically equal to a listed one (kernel and game decision kinds)', () => {
    const kinds = new Set<string>();
    let accepted = 0;
    let refused = 0;
    for (const seed of [1, 2, 3]) {
      const g = playRandom(`legal-${seed}`, `legal-${seed}`, 120);
      for (const s of g.steps) {
        kinds.add(s.before.decision!.kind);
        const legal = legalActions(s.before);
        for (const v of legal.flatMap((a) => variants(a, s.before))) {
          const listed = refIsListed(s.before, v);
          const r = tryApply(s.before, v);
          if (r.ok) accepted++;
          else {
            refused++;
            if (listed) throw new Error(`refused a listed action ${JSON.stringify(v)}: ${r.error.code}`);
            if (r.error.code === 'ILLEGAL_ACTION') expect(r.error.reason).toContain(`not one of the ${legal.length} legal answers`);
          }
          if (r.ok !== listed) throw new Error(`${JSON.stringify(v)}: accepted=${r.ok}, listed=${listed} (${s.before.decision!.kind})`);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['chooseCards', 'chooseOption', 'order', 'toy.main']);
    expect(accepted).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(2000);
  });

  test('a game kind with legalOfType: apply does not build the full list for a legal action, and accepts exactly the listed ones', () => {
    const base = fpGame('of-type');
    const ctx = makeCtx(base, FP, vocabularyFor(FP));
    moveCards(ctx, Object.keys(ctx.state.cards).slice(0, 5), '0:field', { silent: true });
    const s = ctx.state;
    const legal = legalActions(s);
    expect(legal.map((a) => a.type)).toEqual(['note', 'note', 'note', 'pass']);
    const calls = fpLegalCalls;
    for (const a of legal) expect(tryApply(s, a).ok).toBe(true);
    expect(fpLegalCalls).toBe(calls); // only legalOfType was asked
    const fifth = s.zones['0:field']!.cards[4]!;
    for (const v of [...legal.flatMap((a) => variants(a, s)), { type: 'note', player: 0, card: fifth }]) {
      expect([v, tryApply(s, v).ok]).toEqual([v, refIsListed(s, v)]);
    }
    const refused = tryApply(s, { type: 'note', player: 0, card: fifth });
    expect(refused.ok === false && refused.error.reason).toBe('not one of the 4 legal answers to "pass"');
  });

  test('an illegal pick is refused with the rule of the decision and the count of listed answers', () => {
    const g = playRandom('pick-refusal', 'pick-refusal', 400);
    const at = g.steps.find((s) => s.before.decision!.kind === 'chooseCards')!.before;
    const d = at.decision!;
    const legal = legalActions(at);
    const outsider = Object.keys(at.cards).find((id) => !(d.candidates ?? []).includes(id))!;
    try {
      apply(at, { type: 'pick', player: d.player, card: outsider });
      throw new Error('expected a refusal');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('ILLEGAL_ACTION');
      expect((e as EngineError).rule).toBe(d.rule);
      expect((e as EngineError).reason).toBe(`not one of the ${legal.length} legal answers to "${d.prompt}"`);
    }
    // a listed pick with one more key is not canonically equal: refused too
    const pick = legal.find((a) => a.type === 'pick')!;
    expect(sameAction(pick, { ...pick, card: pick.card, note: null })).toBe(false);
    expect(tryApply(at, { ...pick, note: null }).ok).toBe(false);
    expect(tryApply(at, { card: pick.card, player: pick.player, type: 'pick' }).ok).toBe(true);
  });
});

describe('canonical JSON and the state hash', () => {
  test('canonicalJson equals the reference serializer on any JSON value (sorted or not, -0, escapes)', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('"', '\\', '\u2028', '\ud800', 'a\u0000b', 'é', '😀', '__proto__', 'constructor'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(-0), fc.string(), fc.array(tie('value'), { maxLength: 5 }), fc.dictionary(key, tie('value'), { maxKeys: 6 })),
    })).value;
    fc.assert(fc.property(json, (v) => canonicalJson(v) === refCanonicalJson(v)), { seed: 0xc0de, numRuns: 500 });
    // objects whose keys are already sorted (as after JSON.parse of canonical JSON) and not
    const sorted = JSON.parse(canonicalJson({ b: [2, { d: 1, c: -0 }], a: 'x' }));
    expect(Object.keys(sorted)).toEqual(['a', 'b']);
    expect(canonicalJson(sorted)).toBe('{"a":"x","b":[2,{"c":0,"d":1}]}');
    expect(canonicalJson({ b: 1, a: 2, B: 3, á: 4, '10': 5, '9': 6 })).toBe(refCanonicalJson({ b: 1, a: 2, B: 3, á: 4, '10': 5, '9': 6 }));
  });

  test('canonicalJson still refuses what is not plain JSON', () => {
    for (const bad of [{ a: undefined }, { a: NaN }, [1, , 2], { a: new Date(0) }, { a: () => 1 }, { a: Infinity }, Object.create({ x: 1 })]) {
      if (Object.getPrototypeOf(bad) !== Object.prototype && !Array.isArray(bad)) {
        expect(() => canonicalJson(bad)).toThrow(TypeError);
        continue;
      }
      expect(() => canonicalJson(bad)).toThrow(/canonicalJson: not plain JSON/);
    }
    expect(canonicalJson(Object.create(null))).toBe('{}');
  });

  test('states serialize exactly as with the reference serializer; hashAndCanonical = (hashJson, canonicalJson)', () => {
    const g = playRandom('canon', 'canon', 80);
    for (const s of [g.initial, ...g.steps.map((x) => x.after)]) {
      const c = canonicalJson(s);
      expect(c).toBe(refCanonicalJson(s));
      expect(canonicalJson(JSON.parse(c))).toBe(c);
      expect(hashAndCanonical(s)).toEqual({ hash: hashJson(s), canonical: c });
      expect(hashCanonical(c)).toBe(hashJson(s));
    }
  });

  test('fnv1a64 hashes the same UTF-8 bytes as the old encoder: lone surrogates as U+FFFD, long strings, buffer reuse', () => {
    expect(fnv1a64('\ud800')).toBe(fnv1a64('\ufffd'));
    expect(fnv1a64('a\udc00b')).toBe(fnv1a64('a\ufffdb'));
    expect(fnv1a64('\ud83d\ude00')).not.toBe(fnv1a64('\ufffd\ufffd'));
    const rng = seedRng('long');
    const alphabet = ['a', 'é', 'カ', '😀', '\ud800', '\udc00', '"', '\u0000'];
    const long = Array.from({ length: 120_000 }, () => alphabet[randomInt(rng, alphabet.length)]).join(''); // > 64 KiB of UTF-8
    const huge = 'x'.repeat(400_000) + long; // over the 1 MiB reuse bound (UTF-16 units × 3)
    for (const s of [long, 'short after long', huge, 'é', long.slice(0, 5000), '']) expect(fnv1a64(s)).toBe(refFnv1a64(s));
  });
});

describe('createGame caches (validation per ability data, sentences per text)', () => {
  test('validateAbilitiesCached answers as validateAbilities, for valid and invalid data, and hands out copies', () => {
    const vocab = vocabularyFor(TOY);
    const lists: unknown[] = [
      [], [{ kind: 'keyword', keyword: 'toy.swift' }], [{ kind: 'triggered', trigger: { on: 'nope' }, effect: { type: 'draw', amount: 1 } }],
      [{ kind: 'static', modifier: plus('attack', 1), affects: { side: 'you' }, zones: ['nowhere'] }], 'not a list', [{ kind: 'static', modifier: { type: 'stat' } }],
    ];
    for (let round = 0; round < 2; round++) {
      for (const l of lists) expect(validateAbilitiesCached(l, vocab)).toEqual(validateAbilities(l, vocab));
    }
    const invalid = lists[2]!;
    const first = validateAbilitiesCached(invalid, vocab);
    expect(first.length).toBeGreaterThan(0);
    first[0]!.message = 'changed';
    first.push({ path: '/x', keyword: 'x', message: 'x' });
    expect(validateAbilitiesCached(invalid, vocab)).toEqual(validateAbilities(invalid, vocab));
    // not plain JSON: validated as it is, uncached ({a: undefined} must not share the answer of {})
    const withUndefined = [{ kind: 'keyword', keyword: 'toy.swift', value: undefined }];
    expect(validateAbilitiesCached(withUndefined, vocab)).toEqual(validateAbilities(withUndefined, vocab));
    expect(validateAbilities(withUndefined, vocab).length).toBeGreaterThan(0);
  });

  test('createGame refuses invalid ability data again on a second game with the same cards', () => {
    const cards = FP_CARDS.map((c) => (c.id === 'U1' ? { ...c, text: 'x.', abilities: [{ kind: 'triggered', trigger: { on: 'nope' }, effect: { type: 'draw', amount: 1 }, source: [0] }] } : c));
    for (let i = 0; i < 2; i++) {
      expect(() => createGame(FP, { seed: i, players: [{ name: 'a', deck: ['U1'] }, { name: 'b', deck: ['U2'] }], cards })).toThrow(expect.objectContaining({ code: 'INVALID_ABILITIES' }));
    }
  });

  test('cardStatus hands out its own sentence list (the cache is not shared with callers)', () => {
    const card = { id: 'X', text: 'One. Two (a. b.). Three!' };
    const a = cardStatus(card, [{ source: [0] }], coverageFrom([]));
    expect(a.sentences).toEqual(['One.', 'Two (a. b.).', 'Three!']);
    a.sentences.push('mutated');
    a.sentences[0] = 'changed';
    expect(cardStatus(card, [{ source: [0] }], coverageFrom([])).sentences).toEqual(['One.', 'Two (a. b.).', 'Three!']);
  });
});

describe('sortedZoneKeys', () => {
  test('is Object.keys(zones).sort() for states of different games in any order', () => {
    const states = [createGame(TOY, toySetup('z1')).state, fpGame('z2'), createGame(TOY, toySetup('z3')).state, fpGame('z4')];
    const odd = cloneJson(states[0]!);
    odd.zones = Object.fromEntries(Object.entries(odd.zones).reverse());
    for (const s of [...states, odd, ...states.reverse()]) expect([...sortedZoneKeys(s)]).toEqual(Object.keys(s.zones).sort());
    const extra = cloneJson(states[0]!);
    (extra.zones as Record<string, unknown>)['0:aaa'] = { ...extra.zones['0:hand']!, name: 'aaa', cards: [] };
    expect([...sortedZoneKeys(extra)]).toEqual(Object.keys(extra.zones).sort());
  });
});

