/**
 * libs/match with the kernel's toy game: scenario building (valid positions, every refusal with its
 * path), the match answer per mode (what the top level and each view may show), engine deck checks.
 */
import {
  apply, canonicalByRef, canSee, checkState, coverageFrom, createGame, EngineError, hashState, legalActions, registerGame, type GameState, type JsonObject,
} from '../../engine/src/index.js';
import { TOY, toyCatalog, toyDeck, toySetup } from '../../engine/test/toy-game.js';
import {
  buildMatchResponse, buildScenario, checkEngineDeck, checkScenarioShape, coverageOf, DeckShapeError, engineDeckList, normalizeEngineDeck,
  matchResponseJson, ScenarioError, selectedSeats, unsupportedFor, unsupportedInState, type ScenarioInput,
} from '../src/index.js';

registerGame(TOY);
const cards = toyCatalog();
const lookup = (id: string) => cards.find((c) => c.id === id) ?? null;

const base = (): ScenarioInput => ({
  turn: { number: 3, active: 1, phase: 'main' },
  players: [
    { counters: { life: 6, energy: 1 }, flags: { turns: 2 }, zones: { hand: ['A01', 'A02'], deck: ['A05', 'A06', 'A07'], field: [{ card: 'A08', ref: 'host', flags: { enteredTurn: 1 } }] } },
    { counters: { life: 4, energy: 3 }, flags: { turns: 2 }, zones: { hand: ['B03'], deck: ['B05', 'B06'], field: [{ card: 'B04', tapped: true, counters: { damage: 1 } }, { card: 'B09', attachedTo: 'host', face: 'down' }] } },
  ],
  next: [{ op: 'main' }, { op: 'end' }],
  decision: { player: 1, kind: 'toy.main' },
});

const problemsOf = (s: unknown) => {
  try {
    buildScenario(TOY, s, { cards });
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    throw e;
  }
  throw new Error('expected a ScenarioError');
};

describe('buildScenario (docs/scenarios.md)', () => {
  test('places every card where described, keeps listed order (index 0 = top), runs `next` to the decision', () => {
    const { state } = buildScenario(TOY, base(), { cards });
    expect(checkState(state, TOY)).toEqual([]);
    const ids = (key: string) => state.zones[key]!.cards.map((id) => state.cards[id]!.cardId);
    expect(ids('0:deck')).toEqual(['A05', 'A06', 'A07']);
    expect(ids('1:field')).toEqual(['B04', 'B09']);
    const b09 = Object.values(state.cards).find((c) => c.cardId === 'B09')!;
    const a08 = Object.values(state.cards).find((c) => c.cardId === 'A08')!;
    expect(b09).toMatchObject({ attachedTo: a08.id, face: 'down', owner: 1, controller: 1 });
    expect(Object.values(state.cards).find((c) => c.cardId === 'B04')).toMatchObject({ tapped: true, counters: { damage: 1 } });
    expect(state.decision).toMatchObject({ player: 1, kind: 'toy.main', rule: 'TOY 4.1' });
    expect(state.turn).toEqual({ number: 3, active: 1, phase: 'main', step: null, first: 1 });
    expect(state.versions).toMatchObject({ engine: '2.0.0', rules: 'toy-1' });
    expect(Object.keys(state.catalog).sort()).toEqual(['A01', 'A02', 'A05', 'A06', 'A07', 'A08', 'B03', 'B04', 'B05', 'B06', 'B09', 'TOK-SPRITE']);
  });

  test('the same description gives the same state (and hash); ids of hidden zones do not follow the listed order', () => {
    const a = buildScenario(TOY, base(), { cards }).state;
    const b = buildScenario(TOY, base(), { cards }).state;
    expect(hashState(a)).toBe(hashState(b));
    const c = buildScenario(TOY, { ...base(), seed: 'other' }, { cards }).state;
    expect(hashState(c)).not.toBe(hashState(a));
    const deckIds = a.zones['0:deck']!.cards.map((id) => Number(id.slice(1)));
    const orders = new Set<string>();
    for (const seed of ['s1', 's2', 's3', 's4', 's5', 's6']) {
      const st = buildScenario(TOY, { ...base(), seed }, { cards }).state;
      orders.add(JSON.stringify(st.zones['0:deck']!.cards));
    }
    expect(deckIds).toHaveLength(3);
    expect(orders.size).toBeGreaterThan(1);
  });

  test('play continues from the position with the ordinary rules (TOY 4.1 play, then the Spark trigger)', () => {
    const s = base();
    s.players[1]!.zones!.hand = ['B04'];
    s.players[1]!.zones!.field = [];
    s.players[1]!.zones!.field = [{ card: 'B12', flags: { enteredTurn: 1 } }]; // B12: Spark (12 % 8 = 4)
    const { state } = buildScenario(TOY, s, { cards });
    const hand = state.zones['1:hand']!.cards[0]!;
    const r = apply(state, { type: 'play', player: 1, card: hand });
    // TOY 6.1: two triggers of player 1 (both Sparks) -> player 1 picks the order
    expect(r.state.decision).toMatchObject({ player: 1, kind: 'chooseOption', rule: 'TOY 6.1' });
    expect(r.state.decision!.options).toHaveLength(2);
    const r2 = apply(r.state, { type: 'choose', player: 1, option: r.state.decision!.options![0]! });
    expect(r2.state.players[0]!.counters.life).toBe(6 - 2); // each Spark deals 1
  });

  test('a game over position is allowed when no decision is expected', () => {
    const s = base();
    s.players[0]!.counters!.life = 0;
    s.next = [{ op: '$check' }, { op: 'main' }];
    delete s.decision;
    const { state } = buildScenario(TOY, s, { cards });
    expect(state.result).toMatchObject({ losers: [0], rule: 'TOY 1.2' });
    expect(state.decision).toBeNull();
    s.decision = { player: 1 };
    expect(problemsOf(s)[0]!.message).toMatch(/the game ended/);
  });

  test('every shape problem is reported with its path', () => {
    const bad: any = base();
    bad.extra = 1;
    bad.players[0].zones.graveyard = ['A03'];
    bad.players[0].zones.hand.push(7);
    bad.players[1].counters.life = 'ten';
    bad.players[1].zones.field[0].face = 'sideways';
    bad.players[1].zones.field[1].attachedTo = 'nobody';
    bad.turn.phase = '';
    bad.next = [{ op: 'fly' }];
    expect(checkScenarioShape(TOY, bad).map((p) => p.path)).toEqual([
      'scenario.extra',
      'scenario.players[0].zones.hand[2]',
      'scenario.players[0].zones.graveyard',
      'scenario.players[1].counters.life',
      'scenario.players[1].zones.field[0].face',
      'scenario.players[1].zones.field[1].attachedTo',
      'scenario.turn.phase',
      'scenario.next[0].op',
    ]);
    expect(checkScenarioShape(TOY, base())).toEqual([]);
    expect(checkScenarioShape(TOY, null)).toEqual([{ path: 'scenario', message: 'must be an object' }]);
  });

  test('only own JSON data is read: "__proto__" keys are unknown fields, inherited names are not ops', () => {
    const s: any = JSON.parse(`{"__proto__": {"next": [{"op": "main"}]}, "players": [{"zones": {"__proto__": {"hand": ["A01"]}}}, {}]}`);
    expect(checkScenarioShape(TOY, s).map((p) => p.path)).toEqual(['scenario.__proto__', 'scenario.players[0].zones.__proto__']);
    const inherited = Object.create({ next: [{ op: 'main' }] });
    inherited.players = [{ counters: { life: 1 } }, { counters: { life: 1 } }];
    expect(problemsOf(inherited)).toEqual([{ path: expect.stringMatching(/^scenario/), message: 'not plain JSON' }]);
    expect(checkScenarioShape(TOY, { ...base(), next: [{ op: 'toString' }] })).toEqual([{ path: 'scenario.next[0].op', message: expect.stringMatching(/toy has no op "toString"/) }]);
  });

  test('at most maxCards cards (at the limit and one over)', () => {
    const s = base(); // 11 cards
    expect(checkScenarioShape(TOY, s, 11)).toEqual([]);
    expect(checkScenarioShape(TOY, s, 10)).toEqual([{ path: 'scenario', message: 'places 11 cards; at most 10' }]);
  });

  test('refusals: unknown card (kernel UNKNOWN_CARD), game invariants, wrong decider, no continuation, duplicate ref', () => {
    const unknown = base();
    unknown.players[0]!.zones!.hand!.push('ZZZ');
    expect(() => buildScenario(TOY, unknown, { cards })).toThrow(EngineError);
    const noLife = base();
    delete noLife.players[0]!.counters!.life;
    expect(problemsOf(noLife)).toContainEqual({ path: 'state', message: 'player 0 has no life counter' });
    const wrong = base();
    wrong.decision = { player: 0 };
    expect(problemsOf(wrong)).toEqual([{ path: 'scenario.decision.player', message: 'the position waits for player 1 (toy.main: Play a card, attack, or end your turn), not player 0' }]);
    const kind = base();
    kind.decision = { kind: 'chooseCards' };
    expect(problemsOf(kind)[0]!.message).toBe('the position waits for a toy.main decision, not chooseCards');
    const none = base();
    delete none.next;
    expect(problemsOf(none)[0]!.path).toBe('scenario.next');
    const dup: any = base();
    dup.players[1].zones.field[0].ref = 'host';
    expect(problemsOf(dup)[0]).toEqual({ path: 'scenario.players[1].zones.field[0].ref', message: expect.stringMatching(/already used/) });
    const stall = base();
    stall.next = [{ op: 'phase', name: 'main' }];
    expect(problemsOf(stall)[0]!.message).toMatch(/ENGINE_STALLED/);
  });

  test('unsupported cards need allowUnsupported (kernel UNSUPPORTED_CARDS), like a deck', () => {
    const odd = { id: 'X-ODD', name: 'Oddity', type: 'unit', cost: 1, attack: 1, defense: 1, text: 'Does something odd.', abilities: [] };
    const s = base();
    s.players[0]!.zones!.hand!.push('X-ODD');
    expect(() => buildScenario(TOY, s, { cards: [...cards, odd] })).toThrow(/UNSUPPORTED_CARDS/);
    const { state } = buildScenario(TOY, s, { cards: [...cards, odd], allowUnsupported: true });
    expect(unsupportedInState(TOY, state, (id) => [...cards, odd].find((c) => c.id === id), coverageFrom([]))).toEqual([{ id: 'X-ODD', name: 'Oddity', text: 'Does something odd.', status: 'unsupported', unread: [{ index: 0, text: 'Does something odd.' }] }]);
  });

  test('a definition may customise scenarios through a `scenario` property (default continuation, completion)', () => {
    const custom = { ...TOY, slug: 'toy-scn', scenario: { next: () => [{ op: 'main' }, { op: 'end' }], prepare: (ctx: any) => (ctx.state.data.prepared = true) } };
    const s = base();
    delete s.next;
    const { state } = buildScenario(custom, s, { cards });
    expect(state.decision).toMatchObject({ kind: 'toy.main', player: 1 });
    expect(state.data).toEqual({ prepared: true });
  });
});

describe('buildMatchResponse', () => {
  const created = createGame(TOY, toySetup('resp-1'));
  const seal = (s: GameState) => `sealed:${hashState(s)}`;

  test('matchResponseJson writes exactly JSON.stringify(answer) (views\' card facts from the text cache), for every mode and views selection along a game', () => {
    let st = created.state;
    let events = created.events;
    const answers = [];
    for (let i = 0; i < 40 && st.result === null && st.decision; i++) {
      for (const mode of ['sealed', 'open'] as const) {
        for (const views of [undefined, 'decider', 'none', [1]] as const) answers.push(buildMatchResponse(TOY, st, events, { mode, seal, unsupported: [], views, seed: mode === 'open' ? 'resp-1' : undefined }));
      }
      const next = apply(st, legalActions(st, TOY)[i % legalActions(st, TOY).length]!, TOY);
      st = next.state;
      events = next.events;
    }
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((r) => Object.values(r.views).some((v) => Object.keys(v.catalog).length > 0)).length).toBeGreaterThan(50);
    for (const r of answers) expect(matchResponseJson(r)).toBe(JSON.stringify(r));
    // twice (cache hits), and a value that spells a placeholder-like string stays a plain string
    for (const r of answers.slice(0, 20)) expect(matchResponseJson(r)).toBe(JSON.stringify(r));
    const odd = { ...answers[0]!, game: '\u0000tcg-view-catalog-0' };
    expect(matchResponseJson(odd)).toBe(JSON.stringify(odd));
  });

  test('sealed: the top level shows only what a spectator may know; views carry each seat\'s own events and actions', () => {
    const r = buildMatchResponse(TOY, created.state, created.events, { mode: 'sealed', seal, unsupported: [] });
    const st = created.state;
    expect(r.state).toBe(`sealed:${r.stateHash}`);
    expect(r.legalActions).toBeNull();
    expect(Object.keys(r.decision!).sort()).toEqual(['id', 'kind', 'player', 'prompt', 'rule']);
    const hidden = Object.values(st.cards).filter((c) => !canSee(st, 'spectator', c.id)).map((c) => c.cardId);
    expect(hidden.length).toBe(32);
    const top = JSON.stringify({ ...r, views: null });
    expect(hidden.filter((id) => top.includes(id))).toEqual([]);
    const d = st.decision!.player;
    expect(r.views[String(d)]!.legalActions).toHaveLength(2);
    expect(r.views[String(1 - d)]!.legalActions).toBeNull();
    expect(r.views['0']!.events.filter((e) => e.cardId !== undefined)).toHaveLength(3);
    expect(r.status).toMatchObject({ turn: 0, phase: 'setup', decider: d, over: false, winner: null, seq: 0 });
  });

  test('open: the state, the full decision, every legal action, raw events', () => {
    const r = buildMatchResponse(TOY, created.state, created.events, { mode: 'open', seal, unsupported: [], seed: 'resp-1' });
    expect(r.state).toBe(created.state);
    expect(r.decision).toEqual(created.state.decision as unknown as JsonObject);
    expect(r.legalActions).toHaveLength(2);
    expect(r.events).toHaveLength(created.events.length);
    expect(r.events[0]).toHaveProperty('visibleTo');
    expect(r.seed).toBe('resp-1');
  });

  test('status after a concession: winner, result, reason', () => {
    const after = apply(created.state, { type: 'concede', player: 0 });
    const r = buildMatchResponse(TOY, after.state, after.events, { mode: 'sealed', seal, unsupported: [] });
    expect(r.status).toMatchObject({ over: true, winner: 1, reason: 'concede', decider: null, result: { winners: [1], losers: [0], draw: false, reason: 'concede', rule: 'TOY 1.3' } });
    expect(r.decision).toBeNull();
  });

  test('one serialization for the hash and the seal: the state by catalog reference (hash = hashState)', () => {
    const seen: string[] = [];
    const r = buildMatchResponse(TOY, created.state, created.events, { mode: 'sealed', seal: (s, canonical) => (seen.push(canonical), seal(s)), unsupported: [] });
    expect(seen).toEqual([canonicalByRef(created.state)]);
    expect(seen[0]).toMatch(/"catalog":"sha256:[0-9a-f]{64}"/);
    expect(r.stateHash).toBe(hashState(created.state));
  });

  test('views: all (default), the decider, none, or listed seats; the rest of the answer does not change', () => {
    const st = created.state;
    const d = st.decision!.player;
    const all = buildMatchResponse(TOY, st, created.events, { mode: 'sealed', seal, unsupported: [] });
    const pick = (views: Parameters<typeof selectedSeats>[1]) => buildMatchResponse(TOY, st, created.events, { mode: 'sealed', seal, unsupported: [], views });
    expect(Object.keys(all.views)).toEqual(['0', '1']);
    expect(pick('all').views).toEqual(all.views);
    expect(pick('decider').views).toEqual({ [String(d)]: all.views[String(d)] });
    expect(pick('none').views).toEqual({});
    expect(pick([1 - d]).views).toEqual({ [String(1 - d)]: all.views[String(1 - d)] });
    expect(pick([0, 1, 5]).views).toEqual(all.views); // seats that do not exist are left out
    const { views: _v, ...rest } = pick('none');
    const { views: _w, ...restAll } = all;
    expect(rest).toEqual(restAll);
    const over = apply(st, { type: 'concede', player: 0 }).state;
    expect(selectedSeats(over, 'decider')).toEqual([]);
    expect(selectedSeats(over, undefined)).toEqual([0, 1]);
  });

  test('unsupported cards per reader: own deck and visible cards only', () => {
    const list = [{ id: 'A05', name: 'x', text: 't', status: 'unsupported', unread: [{ index: 0, text: 't' }] }, { id: 'B05', name: 'y', text: 't', status: 'partial', unread: [] }];
    expect(unsupportedFor(created.state, list, 0).map((u) => u.id)).toEqual(['A05']);
    expect(unsupportedFor(created.state, list, 1).map((u) => u.id)).toEqual(['B05']);
    expect(unsupportedFor(created.state, list, 'spectator')).toEqual([]);
  });
});

describe('engine deck checks (games without deck rules)', () => {
  test('normalizes ids, {id,count} entries and sections; malformed decks throw with a path', () => {
    expect(normalizeEngineDeck(TOY, ['A01', 'A01', 'A02'])).toEqual({ main: [{ id: 'A01', count: 2 }, { id: 'A02', count: 1 }] });
    expect(normalizeEngineDeck(TOY, { main: [{ id: 'A03', count: 3 }, 'A03'] })).toEqual({ main: [{ id: 'A03', count: 4 }] });
    expect(() => normalizeEngineDeck(TOY, { side: ['A01'] })).toThrow(DeckShapeError);
    expect(() => normalizeEngineDeck(TOY, { main: [{ id: 'A01', count: 0 }] })).toThrow(/count must be an integer from 1 to 100/);
    expect(() => normalizeEngineDeck(TOY, 5)).toThrow(/must be a list of card ids or an object of sections/);
  });

  test('TOY main section: 10 and 30 cards are legal, 9 and 31 are SECTION_SIZE', () => {
    const deck = (n: number) => normalizeEngineDeck(TOY, Array.from({ length: n }, (_, i) => toyDeck('A')[i % 16]!));
    expect(checkEngineDeck(TOY, deck(10), lookup).legal).toBe(true);
    expect(checkEngineDeck(TOY, deck(30), lookup).legal).toBe(true);
    expect(checkEngineDeck(TOY, deck(9), lookup).errors).toEqual([expect.objectContaining({ code: 'SECTION_SIZE', section: 'main' })]);
    expect(checkEngineDeck(TOY, deck(31), lookup).errors.map((e) => e.code)).toEqual(['SECTION_SIZE']);
    const withToken = normalizeEngineDeck(TOY, [...toyDeck('A'), 'TOK-SPRITE', 'NOPE']);
    expect(checkEngineDeck(TOY, withToken, lookup).errors.map((e) => e.code)).toEqual(['UNKNOWN_CARD', 'FORBIDDEN_IN_SECTION']);
  });

  test('copies per card name when the section limits them', () => {
    const limited = { ...TOY, slug: 'toy-copies', deckSections: [{ ...TOY.deckSections[0]!, copies: 3 }] };
    const four = normalizeEngineDeck(limited, [...toyDeck('A').slice(0, 12), 'A01', 'A01', 'A01']);
    expect(checkEngineDeck(limited, four, lookup).errors).toEqual([expect.objectContaining({ code: 'COPY_LIMIT', cards: ['A01'] })]);
  });

  test('engineDeckList expands counts and reports non-empty sections the engine lacks', () => {
    expect(engineDeckList(TOY, { main: [{ id: 'A01', count: 2 }], evolve: [] })).toEqual({ list: { main: ['A01', 'A01'] }, unknownSections: [] });
    expect(engineDeckList(TOY, { main: [], leader: [{ id: 'L', count: 1 }] }).unknownSections).toEqual(['leader']);
  });

  test('coverageOf reads a Set, an array or a registry; anything else is empty', () => {
    expect(coverageOf(new Set(['a'])).coverage.has('a')).toBe(true);
    expect(coverageOf(['a', 'a', 'b'])).toMatchObject({ source: 'export', size: 2 });
    expect(coverageOf({ has: (id: string) => id === 'z' }).coverage.has('z')).toBe(true);
    expect(coverageOf(undefined)).toMatchObject({ source: 'none', size: 0 });
  });
});
