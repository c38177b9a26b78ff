/**
 * R4U 13 multiplayer formats on the same engine: turn order (13.6.2, 13.7.2, 13.5.7 team turns), priority order
 * (13.2), the attack restriction (13.3.1) and each format's targets (13.6.6, 13.7.6, 13.8.5, 13.9.5, 13.10.5), who
 * may block (13.6.6.1, 13.8.5.1), 相手 / 味方 (13.5.4, 13.5.5, 13.7.4: `players[p].flags.opponents`), leaving
 * players (13.4) and each format's end (13.6.3, 13.7.3, 13.8.3, 13.9.3, 13.10.3); and title rule 12.2.1.7.
 */
import type { CatalogCard, GameState } from '../../../engine/src/index.js';
import { apply, createGame, isOpponent } from '../../../engine/src/index.js';
import { act, anyIn, cardsWith, DECKS, definition, legal, newGame, pickNothing, place, playUntil, TEST_DECK, toMainOfTurn, Z, zone } from './engine-helpers.js';
import { attackTargets, blockers, facing } from '../src/multiplayer/formats.js';

const start = (format: string, n: number, seed = 51, options = {}) => newGame(Array.from({ length: n }, (_, i) => DECKS[i % 2]!), seed, { format, ...options });
const data = (s: GameState) => s.data as unknown as { order: number[]; teams: number[][]; turnPlayers: number[]; teamPoints: number[] };
/** Plays plainly to the main phase of turn n (answers setup and energy with nothing). */
const main = (s: GameState, n: number) => toMainOfTurn(s, n);

describe('R4U 13 multiplayer', () => {
  test('R4U 13.1 / 1.1.1: seat counts per format are enforced', () => {
    expect(() => start('standard', 3)).toThrow(/R4U 1\.1\.1|2 players/);
    expect(() => start('rumble', 2)).toThrow(/13\.6\.1/);
    expect(() => start('double-team', 3)).toThrow(/two teams of 2/);
    expect(() => start('triple-team', 4)).toThrow(/two teams of 3/);
    expect(start('blackjack', 6).players).toHaveLength(6);
  });

  test('R4U 13.6.2 / 13.2.1 Rumble: turns follow the seat order from the random first player; triggers and choices go in that order', () => {
    let s = start('rumble', 4, 52);
    const first = playUntil(s, (x) => x.turn.number >= 1, pickNothing).turn.first!;
    const order = data(playUntil(s, (x) => x.turn.number >= 1, pickNothing)).order;
    expect(order).toEqual([0, 1, 2, 3].map((i) => (first + i) % 4));
    const seen: number[] = [];
    s = playUntil(s, (x) => x.turn.number > 4, (x, l) => {
      if (x.decision?.kind === 'r4u.main' && seen[seen.length - 1] !== x.turn.active) seen.push(x.turn.active);
      return x.decision?.kind === 'r4u.main' ? l.find((a) => a.type === 'toAttack')! : pickNothing(x, l);
    });
    expect(seen).toEqual(order);
  });

  test('R4U 13.3.1 / 13.6.6 Rumble: attack any other player who has had a turn; never one who has not', () => {
    const s = main(start('rumble', 3, 53), 2);
    const p = s.turn.active;
    const order = data(s).order;
    const notYet = order[2]!; // the third seat in turn order has not played yet
    expect(attackTargets(s, p)).not.toContain(notYet);
    expect(attackTargets(s, p)).toEqual([order[0]!]);
    const later = main(s, 4);
    expect(attackTargets(later, later.turn.active).sort()).toEqual(order.filter((q) => q !== later.turn.active).sort());
  });

  test('R4U 13.7.4 / 13.7.6 Circle: 相手 are the two neighbours in turn order; the attack goes to the next player only', () => {
    const s = main(start('circle', 4, 54), 4);
    const order = data(s).order;
    const p = s.turn.active;
    const i = order.indexOf(p);
    const prev = order[(i + 3) % 4]!;
    const next = order[(i + 1) % 4]!;
    const across = order[(i + 2) % 4]!;
    expect(isOpponent(s, p, prev)).toBe(true);
    expect(isOpponent(s, p, next)).toBe(true);
    expect(isOpponent(s, p, across)).toBe(false);
    expect(attackTargets(s, p)).toEqual([next]);
  });

  test('R4U 13.4 / 13.7.7 Circle: a player who leaves has their cards removed; their seat leaves the turn order when the turn ends', () => {
    let s = main(start('circle', 4, 55), 2);
    const order = data(s).order;
    const gone = order[3]!;
    s = apply(s, { type: 'concede', player: gone }, definition).state;
    expect(s.result).toBeNull();
    expect(Object.values(s.cards).filter((c) => c.owner === gone).every((c) => s.zones[c.zone]!.name === Z.excluded)).toBe(true);
    expect(data(s).order).toContain(gone); // until the turn ends (13.7.7)
    s = main(s, 3);
    expect(data(s).order).not.toContain(gone);
    const p = order[0]!;
    expect(isOpponent(s, p, order[2]!)).toBe(true); // new neighbours
  });

  test('R4U 13.6.3 Rumble one-out (option r4uOneOut): when a player leaves, the one player alone with the fewest retired cards wins', () => {
    let s = main(start('rumble', 3, 56, { r4uOneOut: true }), 2);
    const [a, b, c] = data(s).order;
    s = place(s, anyIn(s, b!, Z.deck), Z.retire, b!);
    s = apply(s, { type: 'concede', player: c! }, definition).state;
    expect(s.result?.winners).toEqual([a]);
    expect(s.result?.rule).toBe('R4U 13.6.3.1');
  });

  test('R4U 13.5.7 / 13.8.4 Double Team: team turns (both players of the turn team stand and draw), facing targets (13.8.5), team mates may block (13.8.5.1)', () => {
    let s = start('double-team', 4, 57);
    s = main(s, 1);
    const team = data(s).teams.find((t) => t.includes(s.turn.active))!;
    expect(data(s).turnPlayers.sort()).toEqual([...team].sort());
    for (const p of team) expect(zone(s, Z.deck, p)).toHaveLength(50 - 1 - 3 - 1); // each drew 1 (13.5.7.2.1)
    expect(facing(s, 0)).toBe(3);
    expect(facing(s, 1)).toBe(2);
    s = main(s, 2);
    const p = s.turn.active;
    expect(attackTargets(s, p)).toEqual([facing(s, p)]);
    const target = facing(s, p)!;
    const mate = data(s).teams.find((t) => t.includes(target))!.find((q) => q !== target)!;
    expect(blockers(s, target)).toEqual([target, mate]);
    // the team-turn hand-over (13.5.7.2.3): a team mate may act instead
    expect(legal(s).some((a) => a.type === 'handOver')).toBe(true);
  });

  test('R4U 13.8.3 Double Team: one player leaving loses the game for their team', () => {
    let s = main(start('double-team', 4, 58), 2);
    s = apply(s, { type: 'concede', player: 2 }, definition).state;
    expect(s.result?.winners.sort()).toEqual([0, 1]);
    expect(s.result?.rule).toBe('R4U 13.8.3');
  });

  test('R4U 13.9.3 Triple Team: a player leaving gives the facing player\'s team a point and the facing player leaves too; 2 points win', () => {
    let s = main(start('triple-team', 6, 59), 2);
    s = apply(s, { type: 'concede', player: 0 }, definition).state; // faces 5
    expect(data(s).teamPoints).toEqual([0, 1]);
    expect(s.players[5]!.lost).toBe(true);
    expect(s.result).toBeNull();
    s = apply(s, { type: 'concede', player: 1 }, definition).state; // faces 4
    expect(s.result?.winners.sort()).toEqual([3, 4, 5]);
    expect(s.result?.rule).toBe('R4U 13.9.3.2');
  });

  test('R4U 13.10.3 Double Seven: a team loses at 14 retired cards in total; one player at 7 alone does not lose (13.10.3.2)', () => {
    let s = main(start('double-seven', 4, 60), 2);
    for (let i = 0; i < 7; i++) s = place(s, anyIn(s, 0, Z.deck), Z.retire, 0);
    let turn = 2;
    const runCheck = (x: GameState) => main(x, ++turn); // every phase has check timings
    s = runCheck(s);
    expect(s.result).toBeNull();
    for (let i = 0; i < 6; i++) s = place(s, anyIn(s, 1, Z.deck), Z.retire, 1);
    s = runCheck(s);
    expect(s.result).toBeNull(); // 13 < 14
    s = place(s, anyIn(s, 1, Z.deck), Z.retire, 1);
    s = runCheck(s);
    expect(s.result?.losers.sort()).toEqual([0, 1]);
    expect(s.result?.rule).toBe('R4U 13.10.3.1');
  });

  test('R4U 13.10 Blackjack: two teams of 3, facing seats (13.10.2.1: centre faces centre)', () => {
    const s = start('blackjack', 6, 61);
    const x = main(s, 1);
    expect(facing(x, 1)).toBe(4);
    expect(facing(x, 0)).toBe(5);
    expect(data(x).teams).toEqual([[0, 1, 2], [3, 4, 5]]);
  });
});

describe('R4U 12.2 しかのこのこのここしたんたん', () => {
  const shika = (n: number, name: string): CatalogCard => ({ id: `SYN-SHIKA-${n}`, name, type: 'シカキャラ', cost: 1, attack: 1, defense: 1, text: '', extra: { type_code: 'シカ CH' } });
  const SHIKA = ['シカ', '共鳴 シカ', 'シカコレ シカ', '激動 シカ', 'ツノださん'].map((n, i) => shika(i + 1, n));
  test('R4U 12.2.1.7 / 12.2.1.8: at the end phase the Shika members return to the シカ山 (shuffled)', () => {
    const cards = cardsWith(SHIKA);
    const g = createGame(definition, { seed: 62, players: [0, 1].map((i) => ({ name: `P${i}`, deck: { main: TEST_DECK.main, partner: TEST_DECK.partner, shika: SHIKA.map((c) => c.id) } })), cards, allowUnsupported: true });
    let s = toMainOfTurn(g.state, 1);
    const p = s.turn.active;
    expect(zone(s, Z.shikaPile, p)).toHaveLength(5);
    s = place(s, zone(s, Z.shikaPile, p)[0]!, Z.members, p, { slot: 0 });
    s = toMainOfTurn(s, 2);
    expect(zone(s, Z.members, p)).toHaveLength(0);
    expect(zone(s, Z.shikaPile, p)).toHaveLength(5);
  });
});
