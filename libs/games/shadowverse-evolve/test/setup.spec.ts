/**
 * SVE 6.2 (before the game): leader, shuffle, the random player's first/second choice, 4-card hands,
 * one mulligan each in order (hand to the bottom in the chosen order, draw 4, no shuffle), PP/max PP 0,
 * EP 0 / 3, SEP 1, leader health 20, then the first player's first turn (no draw, 7.2.4.1).
 */
import { apply, eventsFor, getGame, hasGame, legalActions, view, zoneKey, type GameState } from '../../../engine/src/index.js';
import { definition, register } from '../src/index.js';
import { counters, newGame, starterDeck, zoneCards } from './engine-helpers.js';

const first = (s: GameState) => apply(s, { type: 'choose', player: s.decision!.player, option: 'first' }).state;

describe('SVE 6.2.1 setup', () => {
  test('register() is idempotent and the definition is in the kernel registry', () => {
    expect(hasGame('shadowverse-evolve')).toBe(true);
    expect(register()).toBe(getGame('shadowverse-evolve'));
    expect(register()).toBe(definition);
  });

  test('SVE 6.2.1.2/6.2.1.4/6.2.1.5: leader in the leader area, 40-card deck shuffled, evolve deck face down', () => {
    const { state, events } = newGame('SD01', 'SD02', 'setup-1');
    for (const p of [0, 1]) {
      expect(zoneCards(state, 'leader', p).map((id) => state.cards[id]!.cardId)).toEqual([starterDeck(p === 0 ? 'SD01' : 'SD02').leader[0]]);
      expect(zoneCards(state, 'deck', p)).toHaveLength(40);
      expect(zoneCards(state, 'hand', p)).toHaveLength(0);
      const evo = zoneCards(state, 'evolveDeck', p);
      expect(evo).toHaveLength(10);
      expect(evo.every((id) => state.cards[id]!.face === 'down')).toBe(true);
    }
    expect(events.filter((e) => e.type === 'shuffled').map((e) => e.zone)).toEqual(['0:deck', '1:deck']);
    // the order differs from the list order (shuffled) — deterministic for this seed
    const listed = starterDeck('SD01').main;
    expect(zoneCards(state, 'deck', 0).map((id) => state.cards[id]!.cardId)).not.toEqual(listed);
  });

  test('SVE 6.2.1.6: a randomly picked player chooses first or second', () => {
    const pickers = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const { state } = newGame('SD01', 'SD02', `pick-${i}`);
      expect(state.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 6.2.1.6', options: ['first', 'second'] });
      pickers.add(state.decision!.player);
    }
    expect([...pickers].sort()).toEqual([0, 1]);
    const { state } = newGame('SD01', 'SD02', 'pick-0');
    const chooser = state.decision!.player;
    const second = apply(state, { type: 'choose', player: chooser, option: 'second' }).state;
    expect(second.turn.first).toBe(1 - chooser);
  });

  test('SVE 6.2.1.7/6.2.1.8: 4-card hands; the first player decides the mulligan first', () => {
    const s = first(newGame('SD01', 'SD02', 'mull-1').state);
    const f = s.turn.first!;
    for (const p of [0, 1]) {
      expect(zoneCards(s, 'hand', p)).toHaveLength(4);
      expect(zoneCards(s, 'deck', p)).toHaveLength(36);
    }
    expect(s.decision).toMatchObject({ player: f, kind: 'chooseOption', rule: 'SVE 6.2.1.8', options: ['keep', 'mulligan'] });
    const kept = apply(s, { type: 'choose', player: f, option: 'keep' }).state;
    expect(kept.decision).toMatchObject({ player: 1 - f, rule: 'SVE 6.2.1.8' });
  });

  test('SVE 6.2.1.8: mulligan puts the hand on the bottom in the chosen order (first = highest) and draws 4, no shuffle', () => {
    let s = first(newGame('SD01', 'SD02', 'mull-2').state);
    const p = s.turn.first!;
    const hand = [...zoneCards(s, 'hand', p)];
    const handIds = hand.map((id) => s.cards[id]!.cardId);
    const deckBefore = zoneCards(s, 'deck', p).map((id) => s.cards[id]!.cardId);
    s = apply(s, { type: 'choose', player: p, option: 'mulligan' }).state;
    expect(s.decision).toMatchObject({ kind: 'order', player: p, items: hand });
    const order = [hand[2]!, hand[0]!, hand[3]!, hand[1]!];
    for (const item of order.slice(0, 3)) s = apply(s, { type: 'next', player: p, item }).state;
    const newHand = zoneCards(s, 'hand', p).map((id) => s.cards[id]!.cardId);
    expect(newHand).toEqual(deckBefore.slice(0, 4));
    const deck = zoneCards(s, 'deck', p).map((id) => s.cards[id]!.cardId);
    expect(deck).toHaveLength(36);
    expect(deck.slice(-4)).toEqual([handIds[2], handIds[0], handIds[3], handIds[1]]);
    expect(deck.slice(0, 32)).toEqual(deckBefore.slice(4));
    expect(s.decision).toMatchObject({ player: 1 - p, rule: 'SVE 6.2.1.8' });
  });

  test('SVE 4.1.5.1: the opponent never learns the mulligan order (count-only deck view, redacted events)', () => {
    let s = first(newGame('SD01', 'SD02', 'mull-3').state);
    const p = s.turn.first!;
    s = apply(s, { type: 'choose', player: p, option: 'mulligan' }).state;
    const hand = zoneCards(s, 'hand', p);
    let events: ReturnType<typeof apply>['events'] = [];
    for (const item of hand.slice(0, 3)) {
      const r = apply(s, { type: 'next', player: p, item });
      s = r.state;
      events = r.events;
    }
    const opp = view(s, 1 - p);
    expect(opp.zones[zoneKey('deck', p)]!.cards).toBeNull();
    expect(opp.zones[zoneKey('deck', p)]!.count).toBe(36);
    const seen = eventsFor(events, 1 - p).filter((e) => e.type === 'moved');
    expect(seen.length).toBeGreaterThan(0);
    for (const e of seen) expect(e.cardId).toBeUndefined();
    expect(JSON.stringify(eventsFor(events, 1 - p))).not.toContain('"cardId":"SD0');
  });

  test('SVE 6.2.1.9–6.2.1.12, 6.2.1.14, 7.2.1–7.2.4.1: counters, first turn without a draw', () => {
    let s = first(newGame('SD01', 'SD02', 'begin-1').state);
    const f = s.turn.first!;
    s = apply(s, { type: 'choose', player: f, option: 'keep' }).state;
    s = apply(s, { type: 'choose', player: 1 - f, option: 'keep' }).state;
    expect(s.decision).toMatchObject({ kind: 'sve.main', player: f, rule: 'SVE 7.3.3' });
    expect(s.turn).toMatchObject({ number: 1, active: f, phase: 'main', first: f });
    expect(counters(s, f)).toMatchObject({ pp: 1, maxPp: 1, ep: 0, sep: 1, health: 20, turns: 1, handLimit: 7, fieldLimit: 5, exLimit: 5 });
    expect(counters(s, 1 - f)).toMatchObject({ pp: 0, maxPp: 0, ep: 3, sep: 1, health: 20, turns: 0 });
    expect(zoneCards(s, 'hand', f)).toHaveLength(4); // 7.2.4.1: no draw
    expect(legalActions(s).some((a) => a.type === 'endMain')).toBe(true);
  });
});
