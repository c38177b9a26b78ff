/**
 * SVE positions from scenario descriptions (setup/scenario.ts; docs/scenarios.md): the SVE words map onto
 * the SVE state (damage 5.14.1, controlled since the start of the turn 8.4.2.1, evolved 5.16 / 12.2.4.2),
 * unspecified counters get the starting values (6.2.1.9–6.2.1.12), and unknown words are refused by name.
 */
import { legalActions, statOf, view, zoneKey, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import { buildScenario, ScenarioError, type ScenarioInput } from '../../../match/src/index.js';
import { definition } from '../src/index.js';
import { CARDS, readerFor } from './engine-helpers.js';
import { coverage } from '../src/coverage/registry.js';

const build = (scenario: unknown) => buildScenario(definition, scenario, { cards: CARDS as unknown as CatalogCard[], coverage, allowUnsupported: true }).state;
const field = (s: GameState, p: number) => s.zones[zoneKey('field', p)]!.cards;
const problems = (scenario: unknown): Array<{ path: string; message: string }> => {
  try {
    build(scenario);
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    throw e;
  }
  throw new Error('the scenario was accepted');
};

const base = (mine: unknown[] = [], theirs: unknown[] = []): ScenarioInput => ({
  turn: { number: 5, active: 0, phase: 'main', first: 0 },
  players: [
    { zones: { leader: ['SD02-LD01'], field: mine as never, deck: ['SD02-002', 'SD02-002'], evolveDeck: [] } },
    { zones: { leader: ['SD02-LD01'], field: theirs as never, deck: ['SD02-002', 'SD02-002'] } },
  ],
});

describe('SVE scenario vocabulary', () => {
  test('SVE 6.2.1.9-6.2.1.12: unspecified counters are the starting values; turns (3.3) follow the turn cursor; the default continuation is the main phase', () => {
    const s = build(base());
    expect(s.players[0]!.counters).toEqual({ pp: 0, maxPp: 0, ep: 0, sep: 1, health: 20, turns: 3, handLimit: 7, fieldLimit: 5, exLimit: 5 });
    expect(s.players[1]!.counters).toMatchObject({ ep: 3, sep: 1, health: 20, turns: 2 });
    expect(s.decision).toMatchObject({ player: 0, kind: 'sve.main' });
    const given = build({ ...base(), players: [{ ...base().players[0]!, counters: { pp: 4, maxPp: 5, health: 7 } }, base().players[1]!] });
    expect(given.players[0]!.counters).toMatchObject({ pp: 4, maxPp: 5, health: 7, ep: 0 });
  });

  test('SVE 5.14.1: damage (a card field, or counters.damage) lowers current health; it is not a counter; damage >= health destroys at the check (11.3.1)', () => {
    const s = build(base([{ card: 'SD02-019', damage: 1 }, { card: 'SD02-019', counters: { damage: 2 } }], [{ card: 'SD02-007', damage: 2 }]));
    const [a, b] = field(s, 0);
    expect(statOf(readerFor(s), a!, 'defense')).toBe(2);
    expect(statOf(readerFor(s), b!, 'defense')).toBe(1);
    expect(s.cards[b!]!.counters).toEqual({});
    expect(field(s, 1)).toEqual([]); // ニンジャエッグ 2/2 with 2 damage was destroyed at the first check timing
    const v = view(s, 1, definition).zones[zoneKey('field', 0)]!.cards!;
    expect(v.map((c) => (c.current as Record<string, unknown>).damage)).toEqual([1, 2]);
  });

  test('SVE 8.4.2.1: field cards count as controlled since the start of the turn unless sinceTurnStart is false', () => {
    const s = build(base([{ card: 'SD02-019' }, { card: 'SD02-019', sinceTurnStart: false }]));
    const [old, fresh] = field(s, 0);
    const attackers = legalActions(s).filter((a) => a.type === 'attack').map((a) => a.attacker);
    expect(attackers).toContain(old);
    expect(attackers).not.toContain(fresh);
  });

  test('SVE 5.16 / 12.2.4.2: evolved links the evolve card and gives its information; superEvolved adds +1/+1', () => {
    const s = build(base([{ card: 'SD02-017', evolved: 'SD02-018' }, { card: 'SD02-017', evolved: 'SD02-018', superEvolved: true }]));
    const [a, b] = field(s, 0);
    expect(s.cards[a!]!.cardId).toBe('SD02-018');
    expect([statOf(readerFor(s), a!, 'attack'), statOf(readerFor(s), a!, 'defense')]).toEqual([4, 4]);
    expect([statOf(readerFor(s), b!, 'attack'), statOf(readerFor(s), b!, 'defense')]).toEqual([5, 5]);
    const links = s.zones[zoneKey('evolveArea', 0)]!.cards.map((id) => s.cards[id]!);
    expect(links.map((l) => [l.cardId, l.attachedTo])).toEqual([['SD02-018', a], ['SD02-018', b]]);
    const cur = view(s, 0, definition).zones[zoneKey('field', 0)]!.cards!.map((c) => c.current as Record<string, unknown>);
    expect(cur.map((c) => [c.evolved, c.superEvolved])).toEqual([[true, false], [true, true]]);
  });

  test('unknown words are refused by name: card fields, card and player counters, flags; values are typed', () => {
    expect(problems(base([{ card: 'SD02-019', damgae: 1 }]))[0]).toMatchObject({ path: 'scenario.players[0].zones.field[0].damgae', message: expect.stringContaining('unknown field') });
    expect(problems(base([{ card: 'SD02-019', counters: { dmg: 1 } }]))[0]).toMatchObject({ path: 'scenario.players[0].zones.field[0].counters.dmg', message: expect.stringContaining('unknown shadowverse-evolve card counter "dmg" (known: stack, damage)') });
    expect(problems(base([{ card: 'SD02-019', flags: { since: 0 } }]))[0]).toMatchObject({ path: 'scenario.players[0].zones.field[0].flags.since' });
    expect(problems(base([{ card: 'SD02-019', damage: -1 }]))[0]).toMatchObject({ path: 'scenario.players[0].zones.field[0].damage', message: 'must be >= 0' });
    const p = base();
    p.players[0] = { ...p.players[0]!, counters: { life: 5 }, flags: { evolved: true } };
    expect(problems(p).map((x) => x.path)).toEqual(['scenario.players[0].counters.life', 'scenario.players[0].flags.evolved']);
    expect(problems(base([{ card: 'SD02-019', evolved: 'SD02-002' }]))[0]).toMatchObject({ path: 'scenario.players[0].zones.field[0].evolved', message: expect.stringContaining('not an evolve card') });
    const hand = base();
    hand.players[0]!.zones!.hand = [{ card: 'SD02-019', damage: 1 }];
    expect(problems(hand)[0]).toMatchObject({ path: 'scenario.players[0].zones.hand[0].damage', message: expect.stringContaining('only for cards in field') });
  });
});
