/**
 * Trial-deck cards played by the engine the way a game does (the compiled text through the definition's catalog
 * mapping): printed numbers, costs at the price and one short (R4U 9.5.2.2, 5.14.1.1), 【ターン1】 (9.2.2), the full
 * set of targets offered, condition keywords at their level and one below (11.7.2), zone icons (9.4.4) and
 * Re-birth abilities only in the Re-birth area (9.4.5.1).
 */
import { statOf, vocabularyFor, type GameState } from '../../../../engine/src/index.js';
import { TEST_CHARS, act, deckOf, definition, ids, legal, newGame, place, toFirstMain, zone, Z } from '../engine-helpers.js';

const PARTNERS = ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03'];
const reader = (s: GameState) => ({ state: s, vocab: vocabularyFor(definition) });
const stat = (s: GameState, id: string, st: 'attack' | 'defense') => statOf(reader(s), id, st);

/** A game at the first main phase with `extra` in both decks; returns the state and the player to act. */
function game(extra: string[]): { s: GameState; p: number } {
  const deck = deckOf([...extra, ...TEST_CHARS.slice(0, 12 - extra.length)], PARTNERS);
  const s = toFirstMain(newGame([deck, deck], 7));
  return { s, p: s.decision!.player as number };
}
const inDeck = (s: GameState, p: number, cardId: string, n = 0) => Object.values(s.cards).filter((c) => c.owner === p && c.cardId === cardId && s.zones[c.zone]!.name === Z.deck)[n]!.id;
/** `n` standing energy cards from the top of the deck (face down, 4.6.2). */
function energy(s0: GameState, p: number, n: number): GameState {
  let s = s0;
  for (const id of zone(s0, Z.deck, p).slice(-n)) s = place(s, id, Z.energy, p);
  return s;
}
const activations = (s: GameState, card: string) => legal(s).filter((a) => a.type === 'activate' && a.card === card);

describe('AL/001T-008 【起】【メンバー】【ターン1】：［エネ③］あなたは自分の手札からキャラを1枚選び、メンバーに置く。', () => {
  const setup = (n: number) => {
    const { s, p } = game(['AL/001T-008']);
    const card = inDeck(s, p, 'AL/001T-008');
    return { s: energy(place(s, card, Z.members, p, { slot: 0 }), p, n), p, card };
  };

  test('R4U 5.14.1.1 / 9.5.2.2: with 2 standing energy (one short of ［エネ③］) it cannot be played', () => {
    const { s, card } = setup(2);
    expect(activations(s, card)).toEqual([]);
  });

  test('R4U 9.4.4: 【メンバー】 — in the Entry area it cannot be played', () => {
    const { s: s0, p, card } = setup(3);
    const s = place(s0, card, Z.entry, p);
    expect(activations(s, card)).toEqual([]);
  });

  test('with 3 it is played: 3 energy rested, every character in hand offered (no partner), the pick goes to a member slot; 9.2.2 once per turn', () => {
    const { s, p, card } = setup(3);
    expect(activations(s, card)).toHaveLength(1);
    let cur = act(s, activations(s, card)[0]!);
    expect(zone(cur, Z.energy, p).filter((id) => cur.cards[id]!.tapped)).toHaveLength(3);
    const d = cur.decision as unknown as { kind: string; candidates: string[]; min: number; max: number };
    expect(d.kind).toBe('chooseCards');
    const handChars = zone(cur, Z.hand, p).filter((id) => cur.catalog[cur.cards[id]!.cardId]!.type === 'character');
    expect([...d.candidates].sort()).toEqual([...handChars].sort());
    expect([d.min, d.max]).toEqual([1, 1]);
    const picked = d.candidates.find((id) => cur.cards[id]!.cardId !== 'AL/001T-008')!;
    const pickedCard = cur.cards[picked]!.cardId;
    cur = act(cur, legal(cur).find((a) => a.type === 'pick' && a.card === picked)!);
    cur = act(cur, legal(cur).find((a) => a.type === 'choose' && a.option === 1)!); // an empty slot
    expect(ids(cur, Z.members, p).sort()).toEqual(['AL/001T-008', pickedCard].sort());
    cur = energy(cur, p, 3); // enough energy again: the limit, not the cost, refuses it
    expect(activations(cur, card)).toEqual([]);
  });
});

describe('TOP/001T-007 【起】【エントリー】：［エネ②］このターン中、このキャラを+2/±0。', () => {
  test('R4U 5.17.1: ATK +2, DEF unchanged, for the turn; one short of ［エネ②］ refused', () => {
    const { s: s0, p } = game(['TOP/001T-007']);
    const card = Object.values(s0.cards).find((c) => c.owner === p && c.cardId === 'TOP/001T-007')!.id;
    const s1 = place(s0, card, Z.entry, p);
    expect(activations(energy(s1, p, 1), card)).toEqual([]);
    const s = energy(s1, p, 2);
    const [atk, def] = [stat(s, card, 'attack'), stat(s, card, 'defense')];
    expect([atk, def]).toEqual([3, 7]);
    const after = act(s, activations(s, card)[0]!);
    expect([stat(after, card, 'attack'), stat(after, card, 'defense')]).toEqual([5, 7]);
    // no ターン1: with 2 more standing energy it may be played again (+4 in all)
    const again = energy(after, p, 2);
    expect(activations(again, card)).toHaveLength(1);
    const twice = act(again, activations(again, card)[0]!);
    expect(stat(twice, card, 'attack')).toBe(7);
  });
});

describe('BKRM/001T-012 【永】【メンバー】【本領発揮Lv3】：あなたのエントリーを±0/+1。', () => {
  test('R4U 11.7.2: members + retired = 3 gives the Entry DEF +1; 2 (one below) gives nothing; 9.4.4: from the waiting room (not 【メンバー】) nothing', () => {
    const { s: s0, p } = game(['BKRM/001T-012']);
    const bk = inDeck(s0, p, 'BKRM/001T-012');
    const entry = zone(s0, Z.deck, p).find((id) => s0.catalog[s0.cards[id]!.cardId]!.type === 'character' && s0.cards[id]!.cardId !== 'BKRM/001T-012')!;
    let s = place(place(s0, entry, Z.entry, p), bk, Z.members, p, { slot: 0 });
    const base = stat(s0, entry, 'defense')!;
    const others = zone(s, Z.deck, p).filter((id) => s.catalog[s.cards[id]!.cardId]!.type === 'character').slice(0, 2);
    s = place(s, others[0]!, Z.retire, p); // members 1 + retire 1 = 2
    expect(stat(s, entry, 'defense')).toBe(base);
    s = place(s, others[1]!, Z.members, p, { slot: 1 }); // 3
    expect(stat(s, entry, 'defense')).toBe(base + 1);
    expect(stat(s, entry, 'attack')).toBe(stat(s0, entry, 'attack'));
    const gone = place(s, bk, Z.waitingRoom, p);
    expect(stat(gone, entry, 'defense')).toBe(base);
  });
});

describe('AL/001T-016 (Re-birth) 【永】：あなたのエントリーを+1/+1。', () => {
  test('R4U 9.4.5.1: +1/+1 while set in the Re-birth area; nothing from the waiting room', () => {
    const { s: s0, p } = game(['AL/001T-016']);
    const rb = inDeck(s0, p, 'AL/001T-016');
    const entry = zone(s0, Z.deck, p).find((id) => s0.catalog[s0.cards[id]!.cardId]!.type === 'character')!;
    const s1 = place(s0, entry, Z.entry, p);
    const [a, d] = [stat(s1, entry, 'attack')!, stat(s1, entry, 'defense')!];
    const away = place(s1, rb, Z.waitingRoom, p);
    expect([stat(away, entry, 'attack'), stat(away, entry, 'defense')]).toEqual([a, d]);
    const set = place(s1, rb, Z.rebirth, p);
    expect([stat(set, entry, 'attack'), stat(set, entry, 'defense')]).toEqual([a + 1, d + 1]);
  });
});
