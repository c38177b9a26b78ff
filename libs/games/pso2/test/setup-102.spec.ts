/**
 * PSO2 102 (game setup) and 101 (players, winning and losing).
 */
import { apply, legalActions, view } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PRIORITY } from '../src/constants.js';
import { newGame } from './helpers.js';
import { arrange, choose, deck, edit, endPhase, hp, pass, pay, pick, play, quiet, start, toMain, who, zone, thinDeck } from './position.js';

const decks = () => [deck([], { size: 30 }), deck([], { size: 30, player: '002' })];

describe('PSO2 102 game setup', () => {
  test('PSO2 102.1: the first player is chosen at random (both seats go first for some seed)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) firsts.add(newGame(decks(), `first-${i}`).state.turn.first!);
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  test('PSO2 102.2 / 102.4 / 102.5: shuffled decks; 5 cards each; the second player puts 1 card face down into PP (deck N-5 vs N-6)', () => {
    const s = newGame(decks(), 'setup').state;
    const first = s.turn.first!;
    const second = 1 - first;
    expect(zone(s, 'hand', first)).toHaveLength(5);
    expect(zone(s, 'hand', second)).toHaveLength(5);
    expect(hp(s, first)).toBe(25);
    expect(hp(s, second)).toBe(24);
    expect(zone(s, 'pp', first)).toHaveLength(0);
    const [ppCard] = zone(s, 'pp', second);
    expect(s.cards[ppCard!]).toMatchObject({ face: 'down', tapped: false }); // option pso2FaceDownPpState 'on'
  });

  test('PSO2 102.3 / 102.3.1: player and mag cards face up in place; the player card shows the face of its turn order', () => {
    const s = newGame([deck([], { mag: '006' }), deck()], 'faces').state;
    const first = s.turn.first!;
    expect(s.players[first]!.flags.face).toBe('first');
    expect(s.players[1 - first]!.flags.face).toBe('second');
    for (const p of [0, 1]) expect(s.cards[zone(s, 'player', p)[0]!]!.face).toBe('up');
    expect(zone(s, 'mag', 0)).toHaveLength(1);
    expect(zone(s, 'mag', 1)).toHaveLength(0);
  });

  test('PSO2 102.5 option pso2FaceDownPpState off: the face-down PP card starts OFF (and goes to the deck bottom: 404.5)', () => {
    const s = newGame(decks(), 'ppoff', { options: { pso2FaceDownPpState: 'off' } }).state;
    const second = 1 - s.turn.first!;
    expect(zone(s, 'pp', second)).toHaveLength(0);
    expect(hp(s, second)).toBe(25);
  });

  test('PSO2 102 / §14.25: no mulligan — the first decision is the first player\'s PP phase (503.1.1)', () => {
    const s = newGame(decks(), 'nomull').state;
    expect(s.decision).toMatchObject({ player: s.turn.first, kind: 'chooseCards', rule: 'PSO2 503.1.1' });
    expect(s.turn).toMatchObject({ number: 1, phase: 'pp' });
  });

  test('PSO2 101.2 / raid: the standard game needs exactly 2 seats; 3 seats need format raid', () => {
    expect(() => newGame([deck(), deck(), deck()], 'three')).toThrow(/2 players/);
  });
});

describe('PSO2 101 winning and losing', () => {
  test('PSO2 101.3 / 201.3: a player whose deck reaches 0 loses (at 1 card: not yet)', () => {
    let s = start();
    s = thinDeck(s, 1, 1); // the second player keeps exactly 1 card in the deck
    expect(hp(s, 1)).toBe(1);
    s = endPhase(s);
    s = toMain(s); // player 1 draws its last card in the draw phase
    expect(s.result).toMatchObject({ winners: [0], losers: [1], reason: 'deck out', rule: 'PSO2 101.3' });
  });

  test('PSO2 101.7: both decks at 0 at once: the turn player loses', () => {
    let s = start();
    s = thinDeck(thinDeck(s, 0), 1);
    s = endPhase(s); // the next rule processing (103.6.1.3) sees both decks at 0
    expect(s.result).toMatchObject({ losers: [0], winners: [1], rule: 'PSO2 101.7' });
  });

  test('PSO2 101.6 / 101.4: a player may concede at any time and loses; the game ends at once', () => {
    const s = start();
    const r = apply(s, { type: 'concede', player: 1 }, definition).state;
    expect(r.result).toMatchObject({ winners: [0], losers: [1], reason: 'concede', rule: 'PSO2 101.6' });
    expect(legalActions(r, definition)).toEqual([]);
  });

  test('PSO2 101.3 (only when no effect is resolving) / §14.20: a deck emptied and refilled within one effect does not lose', () => {
    // 緊急補給: draw 2, then 回復2 — with 1 card in the deck the draws empty it, 回復 puts 2 cards back before the check
    let s = start({ p0: deck(['085', '085']) });
    const r = arrange(s, [{ card: '085', zone: 'hand', owner: 0 }, { card: '085', zone: 'pp', owner: 0 }]);
    s = thinDeck(r.s, 0, 1);
    expect(hp(s, 0)).toBe(1);
    s = pay(play(s, 0, r.ids[0]!));
    s = pass(pass(s)); // both pass: it resolves
    expect(s.decision!.rule).toBe('PSO2 302.9'); // mid-resolution: the deck is at 0, no loss yet
    expect(hp(s, 0)).toBe(0);
    expect(s.result).toBeNull();
    s = choose(s, 'deck');
    s = pick(s, zone(s, 'discard', 0).slice(0, 2));
    expect(hp(s, 0)).toBe(2);
    expect(s.result).toBeNull();
  });

  test('PSO2 101.3: the same draw without the refill loses when processing ends', () => {
    let s = start({ p0: deck(['044', '044']) });
    const r = arrange(s, [{ card: '044', zone: 'hand', owner: 0 }, { card: '044', zone: 'pp', owner: 0 }]);
    s = thinDeck(r.s, 0, 1);
    s = pass(pass(pay(play(s, 0, r.ids[0]!))));
    expect(s.result).toMatchObject({ losers: [0], rule: 'PSO2 101.3' });
  });
});

describe('PSO2 view basics', () => {
  test('PSO2 400.3 / 402.2.1: hand counts are public, hand cards only for their owner', () => {
    const s = start();
    const v1 = view(s, 1, definition);
    expect(v1.zones['0:hand']!.count).toBe(5);
    expect(v1.zones['0:hand']!.cards!.every((c) => c.hidden)).toBe(true);
    expect(view(s, 0, definition).zones['0:hand']!.cards!.every((c) => !c.hidden)).toBe(true);
    expect(who(s)).toBe(0);
    expect(s.decision!.kind).toBe(PRIORITY);
    void pass; void pick; void quiet;
  });
});
