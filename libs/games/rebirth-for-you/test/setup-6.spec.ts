/** R4U 6.2 setup: starting Entry card, opening hands, partners, the first player, the second player's partner. */
import { canSee, legalActions } from '../../../engine/src/index.js';
import { act, definition, ids, legal, newGame, TEST_DECK, toFirstMain, Z, zone } from './engine-helpers.js';

describe('R4U 6.2 setup', () => {
  test('R4U 6.2.1.2: the starting Entry card is chosen among the cost ≤ 2 cards of the main deck, face down, known only to its owner', () => {
    let s = newGame([TEST_DECK, TEST_DECK], 3);
    expect(s.decision?.kind).toBe('chooseOption');
    expect(s.decision?.rule).toBe('R4U 6.2.1.2');
    const options = (s.decision as unknown as { options: string[] }).options;
    const costs = options.map((o) => s.catalog[o]!.cost!);
    expect(Math.max(...costs)).toBeLessThanOrEqual(2); // at the limit (2) and never one over (3)
    expect(costs).toContain(2);
    const expected = [...new Set(TEST_DECK.main.filter((id) => s.catalog[id]!.cost !== null && s.catalog[id]!.cost! <= 2))].sort();
    expect([...options].sort()).toEqual(expected);
    const p = s.decision!.player;
    s = act(s, legal(s).find((a) => a.option === 'HP/001T-004')!);
    const entry = zone(s, Z.entry, p);
    expect(entry).toHaveLength(1);
    expect(s.cards[entry[0]!]!.face).toBe('down');
    expect(canSee(s, p, entry[0]!)).toBe(true);
    expect(canSee(s, 1 - p, entry[0]!)).toBe(false);
  });

  test('R4U 6.2.1.5 / 6.2.1.6 / 7.2.1.2: 3 deck cards + 3 partners in hand; the second player puts 1 partner face up into energy; the first player draws on turn 1', () => {
    const s = toFirstMain(newGame([TEST_DECK, TEST_DECK], 5));
    const first = s.turn.first!;
    const second = 1 - first;
    expect(s.turn.number).toBe(1);
    expect(s.turn.active).toBe(first);
    // first player: 3 + 3 partners + 1 draw (7.2.1.2); nothing placed in the energy phase by this test
    expect(zone(s, Z.hand, first)).toHaveLength(7);
    expect(zone(s, Z.deck, first)).toHaveLength(50 - 1 - 3 - 1);
    // second player: 6 - 1 partner into energy (6.2.1.6)
    expect(zone(s, Z.hand, second)).toHaveLength(5);
    expect(zone(s, Z.energy, second)).toHaveLength(1);
    const e = s.cards[zone(s, Z.energy, second)[0]!]!;
    expect(s.catalog[e.cardId]!.type).toBe('partner');
    expect(e.face).toBe('up');
    expect(zone(s, Z.energy, first)).toHaveLength(0);
    expect(zone(s, Z.deck, second)).toHaveLength(50 - 1 - 3);
  });

  test('R4U 6.2.1.4 / 6.2.1.4.1: the first player is random (both seats over seeds) and nobody chooses it', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 16; seed++) {
      const s = toFirstMain(newGame([TEST_DECK, TEST_DECK], seed));
      firsts.add(s.turn.first!);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
    const s = newGame([TEST_DECK, TEST_DECK], 1);
    expect(legalActions(s, definition).every((a) => a.type !== 'chooseFirst')).toBe(true);
  });

  test('R4U 6.2.1.7 (option r4uStartingEntryReveal): "gameStart" turns both starting cards face up before the first check timing; "never" leaves them face down and recovery retires them as 0 DEF (4.3.3.3.1.1, 10.3.6)', () => {
    const up = toFirstMain(newGame([TEST_DECK, TEST_DECK], 7));
    for (const p of [0, 1]) {
      expect(zone(up, Z.entry, p)).toHaveLength(1);
      expect(up.cards[zone(up, Z.entry, p)[0]!]!.face).toBe('up');
      expect(zone(up, Z.retire, p)).toHaveLength(0);
    }
    const never = toFirstMain(newGame([TEST_DECK, TEST_DECK], 7, { r4uStartingEntryReveal: 'never' }));
    for (const p of [0, 1]) {
      expect(zone(never, Z.retire, p)).toHaveLength(1); // retired at the first check timing
      expect(zone(never, Z.entry, p)).toHaveLength(1); // and the Entry process put the deck's top card there (10.5.1.3)
    }
    expect(ids(never, Z.retire, 0)[0]).toBeDefined();
  });

  test('R4U 6.2 / digest R.6 #1: there is no mulligan decision', () => {
    let s = newGame([TEST_DECK, TEST_DECK], 9);
    for (let i = 0; i < 10 && s.turn.number === 0; i++) {
      expect(s.decision?.prompt ?? '').not.toMatch(/mulligan/i);
      s = act(s, legal(s)[0]!);
    }
  });
});
