/**
 * GBF 5-2 game setup, and the first turn's start phase (6-2-5, 6-2-7).
 */
import { apply, createGame, eventsFor, legalActions, view, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { Z } from '../src/constants.js';
import { CARDS, cardIdsIn, customGame, deckWith, EXAMPLE_DECKS, FILLER, newGame, toMain, zoneCards } from './helpers.js';

const DECK_A = EXAMPLE_DECKS.find((d) => d.name === 'GBF sample: 火水 male captains')!;
const DECK_B = EXAMPLE_DECKS.find((d) => d.name === 'GBF sample: 風光闇 female captains')!;

describe('GBF 5-2 game setup', () => {
  test('GBF 5-2-1-3 / 5-2-1-5: each player draws 5 and the first decision is the first player\'s redraw (5-2-1-5-1)', () => {
    const s = newGame(DECK_A, DECK_B, 'setup-1').state;
    for (const p of [0, 1]) expect(zoneCards(s, Z.hand, p)).toHaveLength(5);
    expect(s.decision!.player).toBe(s.turn.first);
    expect(s.decision!.rule).toBe('GBF 5-2-1-5-1');
    expect(s.decision!.kind).toBe('chooseCards');
    expect(s.decision!.max).toBe(5);
  });

  test('GBF 5-2-1-4 / 5-2-1-4-1: the first player is random (both seats occur) and nobody chooses first or second', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = newGame(DECK_A, DECK_B, `first-${i}`).state;
      firsts.add(s.turn.first!);
      expect(legalActions(s).every((a) => a.type === 'pick' || a.type === 'done')).toBe(true); // no first/second choice
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  test('GBF 5-2-1-5-1 / 5-2-1-5-2: the redraw puts the chosen cards on the bottom in the chosen order, draws as many, no shuffle', () => {
    let s = newGame(DECK_A, DECK_B, 'mull-1').state;
    const p = s.decision!.player;
    const hand = [...zoneCards(s, Z.hand, p)];
    const deckBefore = zoneCards(s, Z.deck, p).map((id) => s.cards[id]!.cardId);
    s = apply(s, { type: 'pick', player: p, card: hand[0]! }).state;
    s = apply(s, { type: 'pick', player: p, card: hand[2]! }).state;
    const chosen = [s.cards[hand[2]!]!.cardId, s.cards[hand[0]!]!.cardId];
    s = apply(s, { type: 'done', player: p }).state;
    expect(s.decision!.kind).toBe('order');
    s = apply(s, { type: 'next', player: p, item: hand[2]! }).state; // hand[2] first = highest
    const deck = zoneCards(s, Z.deck, p).map((id) => s.cards[id]!.cardId);
    expect(deck.slice(-2)).toEqual(chosen); // 5-2-1-5-1 bottom, in that order
    expect(zoneCards(s, Z.hand, p)).toHaveLength(5); // 5-2-1-5-2
    expect(deck.slice(0, deck.length - 2 - 0)).toEqual(deckBefore.slice(2)); // the two drawn came off the top, the rest unshuffled
  });

  test('GBF 5-2-1-5: keeping (choosing no card) draws nothing; each player redraws once, the first player first', () => {
    let s = newGame(DECK_A, DECK_B, 'mull-2').state;
    const first = s.turn.first!;
    s = apply(s, { type: 'done', player: first }).state;
    expect(s.decision!.player).toBe(1 - first);
    expect(s.decision!.rule).toBe('GBF 5-2-1-5-1');
  });

  test('GBF 5-2-1-6: the top 5 cards go face down into the armor area, hidden from everyone (3-8-2); 40 cards stay in the deck', () => {
    let s = newGame(DECK_A, DECK_B, 'armor-1').state;
    const first = s.turn.first!;
    s = apply(s, { type: 'done', player: first }).state;
    const topOfDeck = zoneCards(s, Z.deck, 1 - first).slice(0, 5).map((id) => s.cards[id]!.cardId);
    s = apply(s, { type: 'done', player: 1 - first }).state;
    expect(cardIdsIn(s, Z.armor, 1 - first)).toEqual(topOfDeck);
    for (const p of [0, 1]) {
      expect(zoneCards(s, Z.armor, p)).toHaveLength(5);
      expect(zoneCards(s, Z.deck, p)).toHaveLength(40);
      expect(s.zones[`${p}:${Z.armor}`]!.visibility).toBe('hidden');
    }
  });

  test('GBF 5-2-1-7: each player deploys a rank-0 captain of the captain deck, face up and active; only rank-0 captains are offered', () => {
    let s = newGame(DECK_A, DECK_B, 'cap-1').state;
    const first = s.turn.first!;
    s = apply(s, { type: 'done', player: first }).state;
    s = apply(s, { type: 'done', player: 1 - first }).state;
    expect(s.decision!.rule).toBe('GBF 5-2-1-7');
    expect(s.decision!.player).toBe(first); // 1-3-4: the turn player chooses first
    const offered = s.decision!.candidates!.map((id) => s.cards[id]!.cardId);
    expect(offered.every((c) => (s.catalog[c]!.cost ?? -1) === 0)).toBe(true);
    s = toMain(s);
    for (const p of [0, 1]) {
      const cap = zoneCards(s, Z.captain, p);
      expect(cap).toHaveLength(1);
      expect(s.cards[cap[0]!]!.face).toBe('up');
      expect(s.cards[cap[0]!]!.tapped).toBe(false);
      expect(s.catalog[s.cards[cap[0]!]!.cardId]!.cost).toBe(0);
      expect(zoneCards(s, Z.captainDeck, p)).toHaveLength(4);
    }
  });

  test('GBF 5-2-1-8 / 6-2-5 / 6-2-7: the first player\'s first turn draws nothing but places a crystal; then the main phase', () => {
    const s = toMain(customGame([deckWith([]), deckWith([])], 'first-turn').state); // captain 001: no 登場時 draw
    const p = s.turn.first!;
    expect(s.turn.active).toBe(p);
    expect(s.turn.number).toBe(1);
    expect(s.turn.phase).toBe('main');
    expect(zoneCards(s, Z.hand, p)).toHaveLength(5);
    expect(zoneCards(s, Z.crystal, p)).toHaveLength(1);
    expect(zoneCards(s, Z.deck, p)).toHaveLength(39);
  });

  test('GBF 5-1-2-3 / 5-2-1-7: a captain deck without a rank-0 captain cannot be set up (INVALID_SETUP)', () => {
    const bad = deckWith([], ['SAMPLE-GBF-003', 'SAMPLE-GBF-004']);
    expect(() => customGame([bad, deckWith([])], 'bad')).toThrow(/5-1-2-3/);
  });

  test('GBF options: an unknown reading of a named option is refused at setup', () => {
    expect(() => createGame(definition, { seed: 1, players: [{ name: 'a', deck: deckWith([]) }, { name: 'b', deck: deckWith([]) }], cards: CARDS as unknown as CatalogCard[], allowUnsupported: true, options: { gbfRankScope: 'sideways' } })).toThrow(/gbfRankScope/);
  });

  test('GBF 5-2-1-5-1 / 3-1-5-2: the opponent learns neither the returned cards nor their order (the decision and the deck are hidden)', () => {
    let s: GameState = customGame([deckWith([]), deckWith([FILLER])], 'hidden-order').state;
    const p = s.decision!.player;
    s = apply(s, { type: 'pick', player: p, card: zoneCards(s, Z.hand, p)[0]! }).state;
    s = apply(s, { type: 'pick', player: p, card: zoneCards(s, Z.hand, p)[1]! }).state;
    s = apply(s, { type: 'done', player: p }).state;
    expect(s.decision!.kind).toBe('order');
    const theirs = view(s, 1 - p, definition);
    expect(theirs.decision).toEqual({ id: s.decision!.id, player: p, kind: 'order', prompt: s.decision!.prompt, rule: 'GBF 5-2-1-5-1' });
    expect(theirs.legalActions).toBeNull();
    const r = apply(s, legalActions(s)[0]!);
    expect(view(r.state, 1 - p, definition).zones[`${p}:${Z.deck}`]!.cards).toBeNull(); // a count only (3-2-2)
    for (const e of eventsFor(r.events, 1 - p)) expect(e.cardId).toBeUndefined();
  });
});
