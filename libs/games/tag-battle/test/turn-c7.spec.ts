/**
 * TB turn structure (digest §4.3): C-7 wake-up / draw / main, D-9 end (S7-8 expiries, C-9 pools), S10 hand
 * limit (S10-1…S10-4, D-30), C-7 / D-17 drawing from an empty deck, C-6 the sub field falls.
 */
import { legalActions, type GameState } from '../../../engine/src/index.js';
import { DAMAGE, P, Z } from '../src/constants.js';
import { poolOf, readerOf, stat } from '../src/state.js';
import { declareAndResolve, edit, find, leader, listed, one, passTurn, pick, put, sleep, testGame, withHand, zk } from './helpers.js';

const A = 0;
const B = 1;
const handOf = (s: GameState, p: number) => s.zones[zk(Z.hand, p)]!.cards;

/** Empties a player's deck down to `n` cards (the rest go to the discard pile). */
function deckLeft(state: GameState, p: number, n: number): GameState {
  return edit(state, (s) => {
    const deck = s.zones[zk(Z.deck, p)]!;
    const gone = deck.cards.slice(n);
    deck.cards = deck.cards.slice(0, n);
    for (const id of gone) {
      s.cards[id]!.zone = zk(Z.discard, p);
      s.zones[zk(Z.discard, p)]!.cards.push(id);
    }
  });
}

describe('TB C-7 the turn', () => {
  it('TB C-7 (1): at the wake-up phase the turn player\'s sleeping characters wake; the other player\'s stay asleep', () => {
    let s = testGame();
    s = sleep(s, [leader(s, A, 'main'), leader(s, B, 'main')]);
    s = passTurn(s);
    expect(s.turn.active).toBe(B);
    expect(s.cards[leader(s, B, 'main')]!.tapped).toBe(false);
    expect(s.cards[leader(s, A, 'main')]!.tapped).toBe(true);
  });

  it('TB C-7 (2): the draw phase draws 1 for a standing sub field, then 1 (2 in all); 1 once the sub field has fallen', () => {
    let s = testGame();
    const before = handOf(s, B).length;
    s = passTurn(s);
    expect(handOf(s, B)).toHaveLength(before + 2);
    // B's sub leader leaves: the sub field falls (C-6), A's next draw phase draws… A's sub field is intact: 2
    let t = edit(s, (x) => (x.cards[leader(x, A, 'sub')]!.counters[DAMAGE] = 10));
    t = declareAndResolve(t, (a) => a.type === 'discardFromHand');
    expect(t.players[A]!.flags[P.subFieldFallen]).toBe(true);
    const handA = handOf(t, A).length;
    t = passTurn(t);
    expect(handOf(t, A)).toHaveLength(handA + 1);
  });

  it('TB C-7: drawing from an empty deck loses at once — with 2 cards left both draws happen, with 1 left the second draw loses', () => {
    const two = passTurn(deckLeft(testGame(), B, 2));
    expect(two.result).toBeNull();
    const one_ = passTurn(deckLeft(testGame(), B, 1));
    expect(one_.result).toMatchObject({ winners: [A], losers: [B], rule: 'TB C-7' });
  });

  it('TB D-9, S7-8, C-9: at the end of the turn "until end of turn" changes revert and the cost pool empties', () => {
    let s = withHand(testGame({ decks: [['熱血指導'], []] }), A, ['熱血指導', '相沢ユウキ']);
    s = put(s, '冬木かえで', Z.characters, A).state; // 根 source for 熱血指導 (根, cost 1)
    const kaede = one(s, '冬木かえで', Z.characters, A);
    s = declareAndResolve(s, (a) => a.type === 'playInstant', [kaede]);
    expect(stat(readerOf(s), kaede, '根')).toBe(7);
    s = declareAndResolve(s, (a) => a.type === 'generateCost' && a.card === leader(s, A, 'main'));
    expect(poolOf(s, A)).toHaveLength(1);
    s = passTurn(s);
    expect(stat(readerOf(s), kaede, '根')).toBe(5);
    expect(poolOf(s, A)).toEqual([]);
  });
});

describe('TB §10 discarding from hand', () => {
  it('TB S10-1, S10-2: at the hand adjustment a hand of 7 is kept; 8 must discard 1 (the player chooses)', () => {
    const at = (n: number) => {
      let s = testGame();
      s = withHand(s, A, Array.from({ length: n }, () => '相沢ユウキ'));
      return pick(s, (a) => a.type === 'endPhase');
    };
    const seven = pick(at(7), (a) => a.type === 'pass');
    expect(seven.turn.active).toBe(B); // no adjustment decision
    const eight = pick(at(8), (a) => a.type === 'pass');
    expect(eight.decision).toMatchObject({ kind: 'chooseCards', player: A, rule: 'TB S10-2', min: 1, max: 1 });
    const done = pick(eight, (a) => a.type === 'pick');
    expect(handOf(done, A)).toHaveLength(7);
  });

  it('TB S10-1: the limit is an option (S10_handLimit); D-30: only the turn player adjusts', () => {
    let s = testGame({ options: { S10_handLimit: 5 } });
    s = withHand(s, A, Array.from({ length: 6 }, () => '相沢ユウキ'));
    s = withHand(s, B, Array.from({ length: 9 }, () => '相沢ユウキ'));
    s = pick(pick(s, (a) => a.type === 'endPhase'), (a) => a.type === 'pass');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: A, min: 1 });
    s = pick(s, (a) => a.type === 'pick');
    expect(handOf(s, B).length).toBeGreaterThan(5); // B keeps its 9 (+2 drawn): not its adjustment
  });

  it('TB S10-3: in your main phase any card may be discarded from hand (no window: D-23 (4))', () => {
    let s = withHand(testGame({ decks: [['料理', 'エプロン'], []] }), A, ['料理', 'エプロン']);
    expect(listed(s, 'discardFromHand')).toHaveLength(2);
    s = pick(s, (a) => a.type === 'discardFromHand' && a.card === one(s, '料理', Z.hand, A));
    expect(s.decision).toMatchObject({ player: A, kind: 'tag.main' });
    expect(find(s, '料理', Z.discard, A)).toHaveLength(1);
    // not in the opponent's turn
    const t = pick(s, (a) => a.type === 'endPhase');
    expect(legalActions(t).some((a) => a.type === 'discardFromHand')).toBe(false);
  });

  it('TB S10-4, C-12: each character card in hand can become 1 cost point (discarded); other cards cannot', () => {
    const s = withHand(testGame({ decks: [['料理', '夏目りん＆橘ナオト'], []] }), A, ['料理', '相沢ユウキ', '夏目りん＆橘ナオト']);
    const gen = listed(s, 'generateCost').map((a) => s.cards[a.card as string]!).filter((c) => c.zone === zk(Z.hand, A)).map((c) => s.catalog[c.cardId]!.name);
    expect(gen.sort()).toEqual(['夏目りん＆橘ナオト', '相沢ユウキ'].sort());
    const after = declareAndResolve(s, (a) => a.type === 'generateCost' && a.card === one(s, '相沢ユウキ', Z.hand, A));
    expect(poolOf(after, A)).toEqual([{ attrs: [] }]);
  });
});

describe('TB costs (C-9…C-13, D-14)', () => {
  it('TB C-9, C-10, D-14: points generated in advance wait in the pool with their attribute and pay colourless icons (エプロン 感 from a 感 point)', () => {
    let s = withHand(testGame({ decks: [['エプロン'], []] }), A, ['エプロン']);
    s = declareAndResolve(s, (a) => a.type === 'generateCost' && a.card === leader(s, A, 'main')); // ひかり (感) → 1 感 point
    expect(poolOf(s, A)).toEqual([{ attrs: ['感'] }]);
    s = sleep(s, [leader(s, A, 'sub')]);
    expect(listed(s, 'equipItem').length).toBeGreaterThan(0); // paid by the pool point alone
    s = declareAndResolve(s, (a) => a.type === 'equipItem' && a.host === leader(s, A, 'main'));
    expect(poolOf(s, A)).toEqual([]);
    expect(find(s, 'エプロン', Z.equipment, A)).toHaveLength(1);
  });

  it('TB D-14: with D14_poolPointsKeepAttribute false a pooled point has no attribute (it cannot pay エプロン under D-13 "all")', () => {
    let s = withHand(testGame({ decks: [['エプロン'], []], options: { D14_poolPointsKeepAttribute: false } }), A, ['エプロン']);
    s = declareAndResolve(s, (a) => a.type === 'generateCost' && a.card === leader(s, A, 'main'));
    expect(poolOf(s, A)).toEqual([{ attrs: [] }]);
    expect(listed(sleep(s, [leader(s, A, 'sub')]), 'equipItem')).toEqual([]);
  });

  it('TB C-9, C-10: points beyond the cost go to the pool (森川こはる yields 2 for a cost of 1)', () => {
    let s = withHand(testGame({ decks: [['作戦会議'], []] }), A, ['作戦会議']);
    const koharu = put(s, '森川こはる', Z.characters, A);
    s = sleep(koharu.state, [leader(s, A, 'main'), leader(s, A, 'sub')]);
    s = declareAndResolve(s, (a) => a.type === 'playInstant');
    expect(s.cards[koharu.id]!.tapped).toBe(true);
    expect(poolOf(s, A)).toEqual([{ attrs: ['根'] }]);
  });

  it('TB C-13: a payment lists only steps that leave the rest payable (参考書 賢 2: しずく and a 賢 pool point, not a 感 one)', () => {
    let s = withHand(testGame({ decks: [['参考書'], []] }), A, ['参考書']);
    s = edit(s, (x) => (x.players[A]!.flags[P.pool] = [{ attrs: ['賢'] }, { attrs: ['感'] }]));
    s = pick(s, (a) => a.type === 'equipItem' && a.host === leader(s, A, 'main'));
    expect(s.decision?.kind).toBe('tag.pay');
    const steps = legalActions(s);
    expect(steps).toEqual(expect.arrayContaining([{ type: 'paySleep', player: A, card: leader(s, A, 'sub') }, { type: 'payPool', player: A, attrs: '賢' }]));
    expect(steps).not.toContainEqual({ type: 'payPool', player: A, attrs: '感' });
    expect(steps).not.toContainEqual(expect.objectContaining({ type: 'paySleep', card: leader(s, A, 'main') })); // ひかり is 感
  });
});
