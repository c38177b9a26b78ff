/**
 * GBF scenario vocabulary (setup/scenario.ts; docs/scenarios.md): level cards under a crew member (10-4-3-3-1: +2 HP
 * and +2 ATK each), chips (10-16-4-1), damage kept under option gbfDamage 'accumulate-turn' (9-2-1) and refused under the
 * default reading, "already job-changed this turn" (10-3-2), the default continuation (the main phase free timing,
 * 6-3-1-2), and unknown words refused with their paths.
 */
import { legalActions, view, type CatalogCard } from '../../../engine/src/index.js';
import { buildScenario, ScenarioError, type ScenarioInput } from '../../../match/src/index.js';
import { definition } from '../src/index.js';
import { CARDS } from './helpers.js';

const cards = CARDS as unknown as CatalogCard[];
const CAPTAIN = 'SAMPLE-GBF-003'; // 団長[蒼穹の剣士](男)
const RUFA1 = 'SAMPLE-GBF-010'; // ルーファ[焔の見習い] rank 1, 2/3
const RUFA3 = 'SAMPLE-GBF-011'; // ルーファ[焔の剣姫] rank 3, 4/5
const GALON = 'SAMPLE-GBF-012';

const base = (): ScenarioInput => ({
  turn: { number: 3, active: 0, phase: 'main', first: 0 },
  options: { gbfDamage: 'accumulate-turn' },
  players: [
    { flags: { jobChangedThisTurn: true },
      zones: { captain: ['SAMPLE-GBF-001'], captainDeck: [CAPTAIN], crystal: [GALON, GALON, GALON, GALON], deck: [GALON, GALON], armor: [GALON],
        crew: [{ card: RUFA3, levelCards: [RUFA1], chips: { 'HP+2': 1 } }] } },
    { zones: { captain: [CAPTAIN], deck: [GALON], armor: [GALON], crew: [{ card: GALON, damage: 2 }] } },
  ],
});

const problems = (s: unknown) => {
  try {
    buildScenario(definition, s, { cards, allowUnsupported: true });
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    throw e;
  }
  throw new Error('expected a ScenarioError');
};

describe('GBF scenarios (docs/scenarios.md)', () => {
  test('GBF 10-4-3-3-1 / 10-16-4-1 / 9-2-1 / 10-3-2: level cards, chips and damage map onto the state; the main phase free timing waits', () => {
    const { state } = buildScenario(definition, base(), { cards, allowUnsupported: true });
    expect(state.decision).toMatchObject({ player: 0, kind: 'gbf.main' });
    const v = view(state, 0, definition);
    const rufa = v.zones['0:crew']!.cards![0]!;
    expect(rufa.current).toMatchObject({ hp: 5 + 2 + 2, atk: 4 + 2, levelCards: 1, limitBroken: true, chips: { 'HP+2': 1 }, restrictions: ['cannotLeaveCrewArea'] });
    expect(v.zones['0:level']!.cards).toHaveLength(1);
    const galon = v.zones['1:crew']!.cards![0]!;
    expect(galon.current).toMatchObject({ damage: 2 });
    expect(legalActions(state).some((a) => a.type === 'jobChange')).toBe(false); // 10-3-2: already job-changed this turn
    expect(state.data.gbf).toMatchObject({ battle: null, lastLimitBreak: [0, 0] });
  });

  test('GBF 9-2-1: damage under the default reading (gbfDamage per-event) is refused: damage does not stay on a card', () => {
    const s = base();
    delete s.options;
    expect(problems(s)).toEqual([expect.objectContaining({ path: 'scenario.players[1].zones.crew[0].damage', message: expect.stringContaining('9-2-1') })]);
  });

  test('GBF 9-2-1-3-5: damage at the HP is refused (the crew member would have been defeated); 10-4-3-1 level cards bear the name', () => {
    const s = base();
    (s.players[1]!.zones!.crew![0] as Record<string, unknown>).damage = 5;
    expect(problems(s)[0]).toMatchObject({ path: 'scenario.players[1].zones.crew[0].damage' });
    const t = base();
    (t.players[0]!.zones!.crew![0] as Record<string, unknown>).levelCards = [GALON];
    expect(problems(t)[0]).toMatchObject({ path: 'scenario.players[0].zones.crew[0].levelCards', message: expect.stringContaining('10-4-3-1') });
  });

  test('unknown fields, counters and flags are refused, each named; a position needs its captain (10-2-1-1)', () => {
    const s = base() as any;
    s.players[0].counters = { crystals: 3 };
    s.players[0].flags.turns = 2;
    s.players[1].zones.crew[0].sinceTurnStart = true;
    s.players[1].zones.crew[0].counters = { 'chip:HP+1': 1 };
    s.players[1].zones.captain = [];
    expect(problems(s).map((p) => p.path).sort()).toEqual([
      'scenario.players[0].counters.crystals',
      'scenario.players[0].flags.turns',
      'scenario.players[1].zones.crew[0].counters.chip:HP+1',
      'scenario.players[1].zones.crew[0].sinceTurnStart',
    ]);
    const t = base();
    t.players[1]!.zones!.captain = [];
    expect(problems(t)).toEqual([{ path: 'scenario', message: expect.stringContaining('10-2-1-1') }]);
  });
});
