/**
 * Kernel behaviour through toy-game positions: trigger ordering, choose-up-to-N, search with
 * fail-to-find and shuffle, durations, last known information, simultaneous destruction, losses.
 */
import { apply, createGame, eventsFor, legalActions, statOf, view, vocabularyFor, type GameState } from '../src/index.js';
import { act, arrange, card, idOf, play, started, types } from './arrange.js';
import { TOY, toySetup } from './toy-game.js';

const reader = (state: GameState) => ({ state, vocab: vocabularyFor(TOY) });
const life = (s: GameState, p: number) => s.players[p]!.counters.life;
const zoneSize = (s: GameState, key: string) => s.zones[key]!.cards.length;

/** Ends the current turn and answers nothing else (TOY 7.1; hands of 5 or less). */
function endTurn(s: GameState): GameState {
  return apply(s, { type: 'endTurn', player: s.decision!.player }).state;
}

describe('TOY 6.1 check timing: pending triggers, one at a time, owner picks the order', () => {
  const base = () => {
    let s = started('order-1');
    const me = s.turn.active;
    s = arrange(s, [[card(me, 3), 'field', me], [card(me, 4), 'field', me], [card(me, 6), 'hand', me]]);
    s.players[me]!.counters.energy = 3;
    return { s, me, opp: 1 - me };
  };

  test('two triggers of one player -> a chooseOption decision over the pending trigger ids', () => {
    const { s, me } = base();
    const r = play(s, card(me, 6));
    const d = r.state.decision!;
    expect(d).toMatchObject({ kind: 'chooseOption', player: me, rule: 'TOY 6.1' });
    expect(d.options).toEqual(r.state.pending.map((t) => t.id));
    expect(d.options).toHaveLength(2);
    expect(d.labels!.sort()).toEqual([`${card(me, 3)}#0`, `${card(me, 4)}#0`]);
    expect(legalActions(r.state)).toHaveLength(2);
  });

  test('the chosen trigger resolves first, then the last one without asking', () => {
    for (const firstPick of [3, 4]) {
      const { s, me, opp } = base();
      const r1 = play(s, card(me, 6));
      const pick = r1.state.pending.find((t) => t.sourceCardId === card(me, firstPick))!;
      const r2 = act(r1.state, { type: 'choose', player: me, option: pick.id });
      const resolved = r2.events.filter((e) => e.type === 'ability').map((e) => e.cardId);
      expect(resolved).toEqual(firstPick === 3 ? [card(me, 3), card(me, 4)] : [card(me, 4), card(me, 3)]);
      expect(life(r2.state, me)).toBe(9); // Drummer: +1
      expect(life(r2.state, opp)).toBe(7); // Spark: 1 damage
      expect(r2.state.pending).toEqual([]);
      expect(r2.state.decision!.kind).toBe('toy.main');
    }
  });
});

describe('choose up to N (Scholar: discard up to 2, then draw that many)', () => {
  const base = () => {
    let s = started('scholar-1');
    const me = s.turn.active;
    s = arrange(s, [[card(me, 1), 'hand', me]]);
    s.players[me]!.counters.energy = 3;
    return { s, me };
  };

  test("'done' is legal at 0 picks (min 0); picking reaches max 2 and completes by itself", () => {
    const { s, me } = base();
    const handBefore = zoneSize(s, `${me}:hand`);
    const r = play(s, card(me, 1));
    const d = r.state.decision!;
    expect(d).toMatchObject({ kind: 'chooseCards', player: me, min: 0, max: 2, picked: [] });
    expect(d.candidates).toHaveLength(handBefore - 1);
    const legal = legalActions(r.state);
    expect(legal.filter((a) => a.type === 'pick')).toHaveLength(handBefore - 1);
    expect(legal).toContainEqual({ type: 'done', player: me });
    const one = act(r.state, { type: 'pick', player: me, card: d.candidates![0]! });
    expect(one.state.decision!.picked).toEqual([d.candidates![0]]);
    expect(legalActions(one.state).filter((a) => a.type === 'pick')).toHaveLength(handBefore - 2);
    const two = act(one.state, { type: 'pick', player: me, card: d.candidates![1]! });
    expect(two.state.decision!.kind).toBe('toy.main'); // completed at max without 'done'
    expect(zoneSize(two.state, `${me}:hand`)).toBe(handBefore - 1); // -1 played, -2 discarded, +2 drawn
    expect(zoneSize(two.state, `${me}:discard`)).toBe(2);
  });

  test("'done' with 0 picks: nothing discarded, nothing drawn", () => {
    const { s, me } = base();
    const handBefore = zoneSize(s, `${me}:hand`);
    const deckBefore = zoneSize(s, `${me}:deck`);
    const r = act(play(s, card(me, 1)).state, { type: 'done', player: me });
    expect(zoneSize(r.state, `${me}:hand`)).toBe(handBefore - 1);
    expect(zoneSize(r.state, `${me}:deck`)).toBe(deckBefore);
    expect(zoneSize(r.state, `${me}:discard`)).toBe(0);
  });
});

describe('search: conditional search may fail to find (SVE 4.1.2.2 / R4U 9.7.4.3 / GBF 8-6-3-5), then shuffle', () => {
  const base = () => {
    let s = started('seeker-1');
    const me = s.turn.active;
    s = arrange(s, [[card(me, 2), 'hand', me]]);
    s.players[me]!.counters.energy = 3;
    return { s, me, opp: 1 - me };
  };

  test('the searcher sees the deck while choosing; the opponent does not', () => {
    const { s, me, opp } = base();
    const r = play(s, card(me, 2));
    const d = r.state.decision!;
    const deck = r.state.zones[`${me}:deck`]!.cards;
    expect(d).toMatchObject({ kind: 'chooseCards', player: me, min: 0, max: 1 });
    const low = deck.filter((id) => (statOf(reader(r.state), id, 'cost') ?? 9) <= 2);
    expect([...d.candidates!].sort()).toEqual([...low].sort());
    expect(view(r.state, me).zones[`${me}:deck`]!.known).toHaveLength(deck.length);
    expect(view(r.state, opp).zones[`${me}:deck`]!.known).toEqual([]);
    expect(legalActions(r.state)).toContainEqual({ type: 'done', player: me });
  });

  test('failing to find: deck unchanged in size, shuffled, reveals gone', () => {
    const { s, me } = base();
    const r1 = play(s, card(me, 2));
    const deckBefore = zoneSize(r1.state, `${me}:deck`);
    const r2 = act(r1.state, { type: 'done', player: me });
    expect(types(r2.events)).toContain('shuffled');
    expect(zoneSize(r2.state, `${me}:deck`)).toBe(deckBefore);
    expect(r2.state.reveals).toEqual([]);
  });

  test('finding: the card goes to hand, revealed to everyone (SVE 5.8.1.2)', () => {
    const { s, me, opp } = base();
    const r1 = play(s, card(me, 2));
    const pick = r1.state.decision!.candidates![0]!;
    const picked = r1.state.cards[pick]!.cardId;
    const r2 = act(r1.state, { type: 'pick', player: me, card: pick });
    const inHand = r2.state.zones[`${me}:hand`]!.cards.map((id) => r2.state.cards[id]!.cardId);
    expect(inHand).toContain(picked);
    const oppView = view(r2.state, opp).zones[`${me}:hand`]!.cards!;
    expect(oppView.filter((c) => !c.hidden).map((c) => (c as { cardId: string }).cardId)).toEqual([picked]);
  });
});

describe('durations, last known information and simultaneous destruction', () => {
  /** Second player's first main decision (turn 2), with the given field arrangement. */
  const turn2 = (seed: string, arrangeFn: (s: GameState, attacker: number, defender: number) => GameState) => {
    let s = started(seed);
    s = endTurn(s);
    const attacker = s.turn.active;
    s = arrangeFn(s, attacker, 1 - attacker);
    return { s, attacker, defender: 1 - attacker };
  };

  test('Brute: +2 attack until end of turn while blocking; the effect ends with the turn', () => {
    const { s, attacker, defender } = turn2('brute-1', (st, a, d) => arrange(st, [[card(a, 16), 'field', a], [card(d, 7), 'field', d]]));
    const atk = idOf(s, card(attacker, 16));
    const r1 = act(s, { type: 'attack', player: attacker, attacker: atk });
    expect(r1.state.decision).toMatchObject({ kind: 'chooseCards', player: defender, rule: 'TOY 5.2', min: 0, max: 1 });
    const brute = idOf(r1.state, card(defender, 7));
    const r2 = act(r1.state, { type: 'pick', player: defender, card: brute });
    expect(statOf(reader(r2.state), brute, 'attack')).toBe(6); // 4 printed + 2
    expect(r2.state.effects).toHaveLength(1);
    expect(r2.state.cards[brute]!.counters.damage).toBe(1); // Miller hit it for 1, defense 2: survives
    expect(r2.state.zones[`${attacker}:field`]!.cards).toEqual([]); // 6 >= 1: destroyed
    const r3 = endTurn(r2.state);
    expect(r3.effects).toEqual([]);
    expect(statOf(reader(r3), brute, 'attack')).toBe(4);
  });

  test('both combatants die in the same check; Martyr still draws after leaving (last known information)', () => {
    const { s, attacker, defender } = turn2('martyr-1', (st, a, d) => arrange(st, [[card(a, 7), 'field', a], [card(d, 5), 'field', d]]));
    const handBefore = zoneSize(s, `${defender}:hand`);
    const r1 = act(s, { type: 'attack', player: attacker, attacker: idOf(s, card(attacker, 7)) });
    const r2 = act(r1.state, { type: 'pick', player: defender, card: idOf(r1.state, card(defender, 5)) });
    const destroyed = r2.events.filter((e) => e.type === 'moved' && e.reason === 'destroy').map((e) => e.cardId);
    expect(destroyed.sort()).toEqual([card(attacker, 7), card(defender, 5)].sort());
    const lastDestroy = r2.events.map((e) => e.type === 'moved' && e.reason === 'destroy').lastIndexOf(true);
    const martyrDraw = r2.events.findIndex((e) => e.type === 'drew' && e.player === defender);
    expect(martyrDraw).toBeGreaterThan(lastDestroy);
    expect(zoneSize(r2.state, `${defender}:hand`)).toBe(handBefore + 1);
    expect(zoneSize(r2.state, `${defender}:discard`)).toBe(1);
    expect(zoneSize(r2.state, `${attacker}:discard`)).toBe(1);
  });

  test('Summoner creates a token (snapshotted in the catalog) and Miller mills 2 with a game effect', () => {
    let s = started('token-1');
    const me = s.turn.active;
    const opp = 1 - me;
    s = arrange(s, [[card(me, 8), 'hand', me], [card(me, 16), 'hand', me]]);
    s.players[me]!.counters.energy = 6;
    const r1 = play(s, card(me, 8));
    const field = r1.state.zones[`${me}:field`]!.cards.map((id) => r1.state.cards[id]!);
    expect(field.map((c) => c.cardId).sort()).toEqual([card(me, 8), 'TOK-SPRITE'].sort());
    expect(field.find((c) => c.cardId === 'TOK-SPRITE')!.token).toBe(true);
    const oppDeck = zoneSize(r1.state, `${opp}:deck`);
    const r2 = play(r1.state, card(me, 16));
    expect(zoneSize(r2.state, `${opp}:deck`)).toBe(oppDeck - 2);
    expect(zoneSize(r2.state, `${opp}:discard`)).toBe(2);
    expect(r2.events.filter((e) => e.type === 'moved' && e.reason === 'mill')).toHaveLength(2);
  });
});

describe('TOY 1.2 losses at the next check; simultaneous losses are a draw', () => {
  test('drawing from an empty deck loses at the next check (not at once)', () => {
    let s = started('deckout-1');
    const first = s.turn.active;
    const second = 1 - first;
    s = arrange(s, s.zones[`${second}:deck`]!.cards.map((id) => [s.cards[id]!.cardId, 'discard', second] as [string, string, number]));
    const r = apply(s, { type: 'endTurn', player: first });
    expect(types(r.events)).toContain('drawFailed');
    expect(r.state.result).toEqual({ winners: [first], losers: [second], draw: false, reason: 'life 0 or deck out', rule: 'TOY 1.2' });
  });

  test('life exactly 0 loses at the next check', () => {
    const s = started('zero-1');
    const first = s.turn.active;
    s.players[first]!.counters.life = 0;
    const r = apply(s, { type: 'endTurn', player: first });
    expect(r.state.result).toEqual({ winners: [1 - first], losers: [first], draw: false, reason: 'life 0 or deck out', rule: 'TOY 1.2' });
  });

  test('both players losing at the same check is a draw', () => {
    const s = started('draw-1');
    s.players[0]!.counters.life = 0;
    s.players[1]!.counters.life = -2;
    const r = apply(s, { type: 'endTurn', player: s.turn.active });
    expect(r.state.result).toEqual({ winners: [], losers: [0, 1], draw: true, reason: 'life 0 or deck out', rule: 'TOY 1.2' });
  });

  test('life 1 does not lose (boundary)', () => {
    const s = started('life-1');
    s.players[1 - s.turn.active]!.counters.life = 1;
    const r = apply(s, { type: 'endTurn', player: s.turn.active });
    expect(r.state.result).toBeNull();
  });
});

describe('TOY 2.2 mulligan: hidden order decision', () => {
  test('order picks complete by themselves at the last item; the deck bottom follows the order; the opponent learns no identity', () => {
    let s = createGame(TOY, toySetup('mull-1')).state;
    const p = s.decision!.player;
    s = apply(s, { type: 'choose', player: p, option: 'mulligan' }).state;
    const d = s.decision!;
    expect(d).toMatchObject({ kind: 'order', player: p, rule: 'TOY 2.2', ordered: [] });
    expect(d.items).toHaveLength(3);
    const cid = (id: string) => s.cards[id]!.cardId;
    const chosen = [d.items![2]!, d.items![0]!, d.items![1]!];
    const r1 = apply(s, { type: 'next', player: p, item: chosen[0]! });
    expect(r1.state.decision).toMatchObject({ kind: 'order', ordered: [chosen[0]] });
    expect(legalActions(r1.state)).toHaveLength(2);
    const r2 = apply(r1.state, { type: 'next', player: p, item: chosen[1]! });
    expect(r2.state.decision!.kind === 'order' && r2.state.decision!.player === p).toBe(false);
    const deck = r2.state.zones[`${p}:deck`]!.cards;
    expect(deck.slice(-3).map((id) => r2.state.cards[id]!.cardId)).toEqual(chosen.map(cid));
    const oppText = JSON.stringify(eventsFor(r2.events, 1 - p));
    for (const id of chosen) expect(oppText.includes(cid(id))).toBe(false);
    expect(JSON.stringify(eventsFor(r2.events, p))).toContain(cid(chosen[0]!));
  });
});
