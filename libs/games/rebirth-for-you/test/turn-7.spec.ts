/** R4U 7: standby, energy phase limits, main-phase actions (play, replace, move to member, Re-birth and its draw), end phase. */
import type { GameState } from '../../../engine/src/index.js';
import { act, anyIn, find, legal, newGame, pickNothing, place, playUntil, TEST_DECK, toFirstMain, toMainOfTurn, VANILLA_REBIRTH, Z, zone } from './engine-helpers.js';

const game = (seed = 11) => toFirstMain(newGame([TEST_DECK, TEST_DECK], seed));

/** Gives player p `n` standing energy cards (face-down non-partners from their deck). */
function withEnergy(s0: GameState, p: number, n: number): GameState {
  let s = s0;
  for (let i = 0; i < n; i++) s = place(s, anyIn(s, p, Z.deck, (c) => s.catalog[c]!.type === 'character'), Z.energy, p);
  return s;
}

describe('R4U 7 turn', () => {
  test('R4U 7.2.1.1: the turn player stands every card they master in Entry, members and energy', () => {
    let s = game();
    const a = s.turn.active;
    const b = 1 - a;
    s = place(s, anyIn(s, b, Z.deck, (c) => c === 'HP/001T-003'), Z.members, b, { slot: 0, tapped: true });
    s = place(s, anyIn(s, b, Z.deck, (c) => c === 'HP/001T-006'), Z.energy, b, { tapped: true });
    s.cards[zone(s, Z.entry, b)[0]!]!.tapped = true;
    s = toMainOfTurn(s, 2);
    expect(s.turn.active).toBe(b);
    for (const z of [Z.entry, Z.members, Z.energy]) for (const id of zone(s, z, b)) expect(s.cards[id]!.tapped).toBe(false);
  });

  test('R4U 7.3.2: the energy phase places at most 1 partner (face up) and at most 1 other card (face down)', () => {
    let s = toMainOfTurn(game(), 1);
    s = playUntil(act(s, legal(s).find((x) => x.type === 'toAttack')!), (x) => x.turn.number === 2 && x.decision?.kind === 'chooseCards', pickNothing);
    const p = s.turn.active;
    expect(s.decision?.rule).toBe('R4U 7.3.2.1');
    const d = s.decision as unknown as { candidates: string[]; max: number; min: number };
    expect(d.max).toBe(1);
    expect(d.min).toBe(0);
    expect(d.candidates.every((id) => s.catalog[s.cards[id]!.cardId]!.type === 'partner')).toBe(true);
    s = act(s, legal(s).find((x) => x.type === 'pick')!); // the 1 allowed partner: the pick completes it (no second pick)
    expect(s.decision?.rule).toBe('R4U 7.3.2.2');
    const d2 = s.decision as unknown as { candidates: string[]; max: number };
    expect(d2.max).toBe(1);
    expect(d2.candidates.every((id) => s.catalog[s.cards[id]!.cardId]!.type !== 'partner')).toBe(true);
    const before = zone(s, Z.energy, p).length;
    s = act(s, legal(s).find((x) => x.type === 'pick')!);
    expect(zone(s, Z.energy, p).length).toBe(before + 2);
    const faces = zone(s, Z.energy, p).map((id) => [s.catalog[s.cards[id]!.cardId]!.type, s.cards[id]!.face]);
    for (const [t, f] of faces) expect(f).toBe(t === 'partner' ? 'up' : 'down');
  });

  test('R4U 7.4.2.1 (option r4uPlayCost energy): a character is playable iff its cost can be paid with standing energy (at the limit and one over)', () => {
    let s = game();
    const p = s.turn.active;
    s = withEnergy(s, p, 3);
    s = place(s, find(s, p, 'HP/001T-003', Z.deck), Z.hand, p); // cost 3
    s = place(s, find(s, p, 'HP/002T-005', Z.deck), Z.hand, p); // cost 4
    const l = legal(s);
    const playable = new Set(l.filter((a) => a.type === 'playCharacter').map((a) => s.cards[a.card as string]!.cardId));
    expect(playable.has('HP/001T-003')).toBe(true);
    expect(playable.has('HP/002T-005')).toBe(false);
    const free = legal({ ...s, options: { ...s.options, r4uPlayCost: 'free' } }).filter((a) => a.type === 'playCharacter').map((a) => s.cards[a.card as string]!.cardId);
    expect(free).toContain('HP/002T-005');
  });

  test('R4U 7.4.2.1 / 4.5.3.3: playing onto an occupied member slot puts the previous member into the waiting room (not the retire area); energy is rested to pay', () => {
    let s = game();
    const p = s.turn.active;
    s = withEnergy(s, p, 3);
    const old = find(s, p, 'HP/001T-006', Z.deck);
    s = place(s, old, Z.members, p, { slot: 1 });
    const card = find(s, p, 'HP/001T-003', Z.deck);
    s = place(s, card, Z.hand, p);
    s = act(s, legal(s).find((a) => a.type === 'playCharacter' && a.card === card && a.to === 'member' && a.slot === 1)!);
    s = playUntil(s, (x) => x.decision?.kind === 'r4u.main', pickNothing);
    const m = zone(s, Z.members, p).map((id) => [s.cards[id]!.cardId, s.cards[id]!.flags.slot]);
    expect(m).toEqual([['HP/001T-003', 1]]);
    expect(zone(s, Z.waitingRoom, p).map((id) => s.cards[id]!.cardId)).toContain('HP/001T-006');
    expect(zone(s, Z.retire, p)).toHaveLength(0);
    expect(zone(s, Z.energy, p).filter((id) => s.cards[id]!.tapped)).toHaveLength(3);
  });

  test('R4U 7.4.2.1 / 10.3.3: a character played onto an occupied Entry replaces it; the old one goes to the waiting room at the check timing', () => {
    let s = game();
    const p = s.turn.active;
    s = withEnergy(s, p, 1);
    const oldEntry = s.cards[zone(s, Z.entry, p)[0]!]!.cardId;
    const card = find(s, p, 'HP/001T-006', Z.deck);
    s = place(s, card, Z.hand, p);
    s = act(s, legal(s).find((a) => a.type === 'playCharacter' && a.card === card && a.to === 'entry')!);
    s = playUntil(s, (x) => x.decision?.kind === 'r4u.main', pickNothing);
    expect(zone(s, Z.entry, p).map((id) => s.cards[id]!.cardId)).toEqual(['HP/001T-006']);
    expect(zone(s, Z.waitingRoom, p).map((id) => s.cards[id]!.cardId)).toContain(oldEntry);
  });

  test('R4U 7.4.2.2 / 10.5.1.3: with an empty slot, paying energy equal to the Entry character\'s cost moves it to the slot; the Entry process refills the Entry from the deck', () => {
    let s = game();
    const p = s.turn.active;
    const entry = zone(s, Z.entry, p)[0]!;
    const cost = s.catalog[s.cards[entry]!.cardId]!.cost!;
    s = withEnergy(s, p, cost - 1 < 0 ? 0 : cost - 1);
    expect(legal(s).some((a) => a.type === 'moveToMember')).toBe(cost === 0); // one energy short
    s = withEnergy(s, p, 1);
    const moves = legal(s).filter((a) => a.type === 'moveToMember');
    expect(moves.map((a) => a.slot)).toEqual([0, 1, 2]);
    const deckTop = s.cards[zone(s, Z.deck, p)[0]!]!.cardId;
    s = act(s, moves[2]!);
    s = playUntil(s, (x) => x.decision?.kind === 'r4u.main', pickNothing);
    expect(zone(s, Z.members, p).map((id) => s.cards[id]!.flags.slot)).toEqual([2]);
    expect(zone(s, Z.entry, p)).toHaveLength(1);
    const nowEntry = s.cards[zone(s, Z.entry, p)[0]!]!.cardId;
    expect(nowEntry === deckTop || s.catalog[deckTop]!.type === 'rebirth').toBe(true);
  });

  test('R4U 7.4.2.4: setting a Re-birth card from hand draws 1; no per-turn limit', () => {
    let s = game();
    const p = s.turn.active;
    for (const id of Object.values(s.cards).filter((c) => c.owner === p && c.cardId === VANILLA_REBIRTH).map((c) => c.id)) s = place(s, id, Z.hand, p);
    for (let i = 0; i < 2; i++) {
      const hand = zone(s, Z.hand, p).length;
      s = act(s, legal(s).find((a) => a.type === 'setRebirth')!);
      s = playUntil(s, (x) => x.decision?.kind === 'r4u.main', pickNothing);
      expect(zone(s, Z.hand, p)).toHaveLength(hand); // -1 set, +1 drawn
      expect(zone(s, Z.rebirth, p)).toHaveLength(i + 1);
    }
  });

  test('R4U 7.6.3 / 7.6.5: at the end phase every Entry character\'s damage becomes 0, and only the turn player\'s Re-birth area is emptied', () => {
    let s = game();
    const a = s.turn.active;
    const b = 1 - a;
    s = place(s, find(s, a, VANILLA_REBIRTH, Z.deck), Z.rebirth, a);
    s = place(s, find(s, b, VANILLA_REBIRTH, Z.deck), Z.rebirth, b);
    s.cards[zone(s, Z.entry, a)[0]!]!.counters.damage = 1;
    s.cards[zone(s, Z.entry, b)[0]!]!.counters.damage = 1;
    s = toMainOfTurn(s, 2);
    expect(zone(s, Z.rebirth, a)).toHaveLength(0);
    expect(zone(s, Z.rebirth, b)).toHaveLength(1);
    expect(zone(s, Z.waitingRoom, a).map((id) => s.cards[id]!.cardId)).toContain(VANILLA_REBIRTH);
    for (const p of [a, b]) expect(s.cards[zone(s, Z.entry, p)[0]!]!.counters.damage ?? 0).toBe(0);
  });
});
