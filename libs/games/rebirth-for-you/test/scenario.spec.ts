/**
 * Re:Birth for you scenario vocabulary (setup/scenario.ts; docs/scenarios.md): damage of a character (4.4.4) shown in
 * `current` and retiring it at DEF after more damage (8.4, 10.3.6), member slots (4.5.3), rested supporters (8.2.4),
 * the setup values of the player counters (memberSlots 4.5.3.1, turnsTaken 13.3.1) and of `state.data`, the default
 * continuation (the main phase, 7.4.1), and unknown words refused with their paths.
 */
import { view } from '../../../engine/src/index.js';
import { buildScenario, ScenarioError, type ScenarioInput } from '../../../match/src/index.js';
import { definition } from '../src/index.js';
import { act, CARDS, legal } from './engine-helpers.js';

const cards = CARDS;
const SHEFFIELD = 'AL/001T-006'; // cost 1, ATK 2, DEF 5
const NAGATO = 'AL/001T-010'; // cost 5, ATK 5, DEF 9
const EDINBURGH = 'AL/001T-007'; // ATK 2, DEF 4, Blocker
const P = ['HP/001T-P01', 'HP/001T-P02', 'HP/001T-P03'];

const base = (): ScenarioInput => ({
  turn: { number: 3, active: 0, phase: 'main', first: 0 },
  players: [
    { zones: { deck: [SHEFFIELD, SHEFFIELD], hand: [P[0]!],
      entry: [{ card: NAGATO, attacks: 0 }],
      members: [{ card: SHEFFIELD, slot: 2 }, { card: EDINBURGH, tapped: true }],
      energy: [P[1]!, P[2]!] } },
    { counters: { memberSlots: 3 },
      zones: { deck: [NAGATO], entry: [{ card: SHEFFIELD, damage: 3 }], members: [EDINBURGH], energy: [P[0]!] } },
  ],
});

const problems = (s: unknown) => {
  try {
    buildScenario(definition, s, { cards });
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    throw e;
  }
  throw new Error('expected a ScenarioError');
};

describe('Re:Birth for you scenarios (docs/scenarios.md)', () => {
  test('R4U 4.4.4 / 4.5.3 / 13.3.1 / 7.4.1: damage, slots and rested members map onto the state; counters default; the main phase waits', () => {
    const { state } = buildScenario(definition, base(), { cards });
    expect(state.decision).toMatchObject({ player: 0, kind: 'r4u.main' });
    expect(state.players.map((p) => p.counters)).toEqual([{ memberSlots: 3, turnsTaken: 2 }, { memberSlots: 3, turnsTaken: 1 }]);
    expect(state.data).toMatchObject({ mode: 'duel', order: [0, 1], turnPlayers: [0], attack: null, firstStartStep: true });
    const v = view(state, 0, definition);
    expect(v.zones['1:entry']!.cards![0]!.current).toMatchObject({ attack: 2, defense: 5, damage: 3 });
    expect(v.zones['0:entry']!.cards![0]!.current).toMatchObject({ attack: 5, defense: 9, damage: 0 });
    const [sheffield, edinburgh] = v.zones['0:members']!.cards!;
    expect(sheffield!.current).toMatchObject({ slot: 2 });
    expect(edinburgh).toMatchObject({ tapped: true, current: { slot: 0 } });
    expect(v.zones['1:members']!.cards![0]!.current).toMatchObject({ slot: 0 });
  });

  test('R4U 8.4 / 10.3.6: the damaged Entry character takes more damage from an attack and retires at its DEF', () => {
    let s = buildScenario(definition, base(), { cards }).state;
    s = act(s, legal(s).find((a) => a.type === 'toAttack')!);
    const attack = legal(s).find((a) => a.type === 'attack' && a.partner === false);
    expect(attack).toBeDefined(); // only the standing member may support (8.2.4.1)
    s = act(s, attack!);
    while (s.decision && s.decision.kind !== 'r4u.startStep') s = act(s, legal(s).find((a) => a.type === 'pass' || a.type === 'noBlock') ?? legal(s)[0]!);
    const retired = s.zones['1:retire']!.cards.map((id) => s.cards[id]!.cardId);
    expect(retired).toEqual([SHEFFIELD]); // 3 + 5 ≥ 5
  });

  test('R4U 8.2.4: attacks declared this turn (「N回目のアタック」) are recorded per Entry character and in total', () => {
    const s = base();
    (s.players[0]!.zones!.entry![0] as Record<string, unknown>).attacks = 2;
    const { state } = buildScenario(definition, s, { cards });
    const entry = state.zones['0:entry']!.cards[0]!;
    expect(state.data).toMatchObject({ attacksThisTurn: 2, attacksBy: { [entry]: 2 } });
  });

  test('R4U 10.3.6: damage at the DEF retires the character at the first check timing', () => {
    const s = base();
    (s.players[1]!.zones!.entry![0] as Record<string, unknown>).damage = 5;
    const { state } = buildScenario(definition, s, { cards });
    expect(state.zones['1:retire']!.cards.map((id) => state.cards[id]!.cardId)).toEqual([SHEFFIELD]);
  });

  test('R4U 4.4.4 / 4.5.3: unknown fields, counters and flags are refused, each named; slots and the Entry are checked', () => {
    const s = base() as any;
    s.players[0].counters = { life: 3 };
    s.players[0].flags = { attacked: true };
    s.players[0].zones.entry[0].hp = 2;
    s.players[1].zones.members = [{ card: EDINBURGH, flags: { rested: true } }];
    expect(problems(s).map((p) => p.path).sort()).toEqual([
      'scenario.players[0].counters.life',
      'scenario.players[0].flags.attacked',
      'scenario.players[0].zones.entry[0].hp',
      'scenario.players[1].zones.members[0].flags.rested',
    ]);
    const t = base() as any;
    t.players[0].zones.members = [{ card: SHEFFIELD, slot: 1 }, { card: EDINBURGH, slot: 1 }];
    t.players[1].zones.entry.push(NAGATO);
    expect(problems(t).map((p) => p.message)).toEqual([
      expect.stringContaining('one character per member slot'),
      expect.stringContaining('at most one card in the Entry'),
    ]);
    const u = base() as any;
    u.players[0].zones.entry = [{ card: P[0], damage: 1 }]; // a partner is no character
    expect(problems(u)).toEqual([{ path: 'scenario.players[0].zones.entry[0].damage', message: expect.stringContaining('4.4.4') }]);
  });
});
