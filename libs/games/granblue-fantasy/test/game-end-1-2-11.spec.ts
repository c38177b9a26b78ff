/**
 * GBF 1-2 winning, losing, drawing and concession; 11-1 infinite loops.
 */
import { apply, EngineError, legalActions } from '../../../engine/src/index.js';
import { Z } from '../src/constants.js';
import { board, deckSize, edit, find, scenario, deckWith, take, testCrew, withCards, one } from './helpers.js';

const TIO = 'SAMPLE-GBF-030';

describe('GBF 1-2 game end', () => {
  test('GBF 1-2-4 / 1-2-4-1: a player may concede at any time, also during the opponent\'s decision, and loses at once (no checkpoint)', () => {
    const s = board({});
    expect(s.decision!.player).toBe(0);
    const r = apply(s, { type: 'concede', player: 1 });
    expect(r.state.result).toMatchObject({ winners: [0], losers: [1], reason: 'concede', rule: 'GBF 1-2-4' });
  });

  test('GBF 1-2-1 / 9-4-1-4: the player whose opponent lost and who did not lose wins', () => {
    let s = deckSize(scenario(deckWith([]), deckWith([])), 1, 0);
    s = take(s, { type: 'pass' });
    expect(s.result).toMatchObject({ winners: [0], losers: [1], draw: false });
  });

  test('GBF 1-2-3: both players meet a defeat condition at the same time — a draw (decks empty at one checkpoint)', () => {
    let s = deckSize(deckSize(scenario(deckWith([]), deckWith([])), 0, 0), 1, 0);
    s = take(s, { type: 'pass' });
    expect(s.result).toMatchObject({ draw: true, winners: [] });
  });

  test('GBF 1-2-5: an effect that makes a player lose ends the game at once, without a checkpoint (黄泉の門)', () => {
    let s = board({ hand: ['SAMPLE-GBF-072'] }, { armor: [] });
    s = edit(s, (x) => { for (const a of [...x.zones['1:armor']!.cards]) { x.zones['1:armor']!.cards = []; x.zones['1:deck']!.cards.push(a); x.cards[a]!.zone = '1:deck'; } });
    const r = apply(s, find(s, { type: 'summon' })!);
    expect(r.state.result).toMatchObject({ winners: [0], losers: [1], reason: 'card effect', rule: 'GBF 1-2-5' });
    expect(r.state.decision).toBeNull();
  });

  test('GBF 1-2: after the game ends every action is refused (GAME_OVER)', () => {
    const s = apply(board({}), { type: 'concede', player: 0 }).state;
    expect(legalActions(s)).toEqual([]);
    expect(() => apply(s, { type: 'pass', player: 0 })).toThrow(EngineError);
  });
});

describe('GBF 11-1 infinite loops', () => {
  // two cards that deal damage to each other whenever they take damage: a loop nobody can stop (mandatory automatic effects)
  const ECHO = testCrew('T-ECHO', {
    rank: 0, atk: 1, hp: 99,
    text: '【自動効果】テスト:このカードがダメージを受けた時、相手の団員1枚を選ぶ。それに1ダメージを与える。',
    abilities: [{ kind: 'triggered', trigger: { on: 'onDamaged' }, effect: { type: 'damage', target: { zone: 'crew', side: 'opponent', count: 1 }, amount: 1 }, source: [0] }],
  });

  test('GBF 11-1-1-1: a loop neither player can stop ends the game in a draw', () => {
    let s = board({ crew: ['T-ECHO'] }, { crew: ['T-ECHO'] }, {}, withCards(ECHO));
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'attack', attacker: one(s, Z.crew, 0, 'T-ECHO') });
    s = take(s, { type: 'pass' });
    const r = apply(s, { type: 'choose', player: 1, option: 'pass' });
    expect(r.state.result).toMatchObject({ draw: true, rule: 'GBF 11-1-1-1' });
  });

  test('GBF 11-1-1-2: the counter-step cycle (one player can stop it) is cut: the same position does not offer the counter step again', () => {
    let s = board({ crew: [TIO] });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'choose', option: 'counter' });
    s = take(s, { type: 'pass' });
    s = take(s, { type: 'pass' });
    expect(s.decision?.rule).not.toBe('GBF 7-2-1-4');
    expect(s.turn.phase === 'burst' || s.turn.active === 1).toBe(true);
  });
});
