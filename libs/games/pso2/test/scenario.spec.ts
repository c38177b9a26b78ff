/**
 * PSO2 scenario vocabulary (setup/scenario.ts; docs/scenarios.md): damage on a character (214.3) lowers its remaining
 * HP and counts as damage received in its row (213.3.1), rows (403.1.4; defaults 202.2 / 205.3), equipment attached to
 * its host (205.4.2), starting counters (enteredThisTurn 0; the raid boss's printed life), the default continuation (the
 * active player's main phase with the action right, 504 / 103.6.1.1), lethal damage KO'd by the rule processing (213.3),
 * and unknown words refused with their paths.
 */
import { view, type CatalogCard, type JsonObject } from '../../../engine/src/index.js';
import { buildScenario, ScenarioError, type ScenarioInput } from '../../../match/src/index.js';
import { definition } from '../src/index.js';
import { CARDS } from './helpers.js';

const cards = CARDS as unknown as CatalogCard[];
const P = (n: string) => `SAMPLE-PSO2-${n}`;

const base = (): ScenarioInput => ({
  turn: { number: 3, active: 0, phase: 'main', first: 0 },
  players: [
    { zones: { player: [P('001')], deck: [P('012'), P('012'), P('012')], hand: [P('012')], pp: [P('012'), P('012')],
      field: [{ card: P('013'), ref: 'sword', damage: 2 }, { card: P('061'), attachedTo: 'sword' }, { card: P('012'), tapped: true, row: 'back' }] } },
    { zones: { player: [P('002')], deck: [P('010'), P('010')], field: [{ card: P('011'), damage: 1 }] } },
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

describe('PSO2 scenarios (docs/scenarios.md)', () => {
  test('PSO2 214.3 / 213.3.1 / 403.1.4 / 205.4.2: damage, rows and equipment map onto the state; the main phase action right waits', () => {
    const { state } = buildScenario(definition, base(), { cards, allowUnsupported: true });
    expect(state.decision).toMatchObject({ player: 0, kind: 'pso2.priority' });
    expect(state.players.map((p) => p.counters)).toEqual([{ enteredThisTurn: 0 }, { enteredThisTurn: 0 }]);
    const v = view(state, 0, definition);
    const [kyle, sword, plain] = v.zones['0:field']!.cards!;
    expect(kyle!.current).toMatchObject({ hp: 6, damage: 2, remainingHp: 4, row: 'front', canAttack: true });
    expect(kyle!.counters).toMatchObject({ damage: 2, damageFront: 2 });
    expect(sword!.attachedTo).toBe(kyle!.id);
    expect(plain!.current).toMatchObject({ row: 'back', canAttack: false }); // OFF (202.2: put onto the field this turn)
    expect(v.zones['1:field']!.cards![0]!.current).toMatchObject({ hp: 5, damage: 1, remainingHp: 4 });
    expect((v.zones['0:player']!.cards![0]!.current as JsonObject).hp).toBe(3); // 201.3: the deck is the player's HP
    expect(v.legalActions!.filter((a) => a.type === 'attack').map((a) => a.label.en).sort()).toEqual(['Attack: カイル', 'Attack: レイジ']);
  });

  test('PSO2 213.3: damage at the HP KOs the character at the first rule processing', () => {
    const s = base();
    (s.players[1]!.zones!.field![0] as Record<string, unknown>).damage = 5;
    const { state } = buildScenario(definition, s, { cards, allowUnsupported: true });
    expect(state.zones['1:field']!.cards).toEqual([]);
    expect(state.zones['1:discard']!.cards.map((id) => state.cards[id]!.cardId)).toEqual([P('011')]);
  });

  test('協力レイドバトル: the boss seat gets its printed life unless the description says otherwise', () => {
    const s: ScenarioInput = {
      options: { format: 'raid' },
      turn: { number: 2, active: 1, phase: 'main', first: 0 },
      players: [
        { zones: { player: [P('001')], deck: [P('012')] } },
        { zones: { player: [P('002')], deck: [P('010')] } },
        { counters: {}, zones: { player: [P('B01')], deck: [P('B02')] } },
      ],
    };
    const { state } = buildScenario(definition, s, { cards, allowUnsupported: true });
    expect(state.players[2]!.counters.life).toBe(30);
    expect(state.data).toMatchObject({ mode: 'raid', boss: 2, party: [0, 1] });
    expect(state.decision).toMatchObject({ player: 1, kind: 'pso2.priority' });
    s.players[2]!.counters = { life: 7 };
    expect(buildScenario(definition, s, { cards, allowUnsupported: true }).state.players[2]!.counters.life).toBe(7);
    s.players[0]!.counters = { life: 7 };
    expect(problems(s)).toEqual([{ path: 'scenario', message: expect.stringContaining('only the raid boss seat') }]);
  });

  test('unknown fields, counters and flags are refused, each named; damage only on field characters', () => {
    const s = base() as any;
    s.players[0].counters = { hp: 3 };
    s.players[0].flags = { face: 'first' };
    s.players[1].zones.field[0].sinceTurnStart = false;
    s.players[1].zones.field[0].flags = { row: 'back' };
    s.players[0].zones.hand = [{ card: P('012'), damage: 1 }];
    expect(problems(s).map((p) => p.path).sort()).toEqual([
      'scenario.players[0].counters.hp',
      'scenario.players[0].flags.face',
      'scenario.players[0].zones.hand[0].damage',
      'scenario.players[1].zones.field[0].flags.row',
      'scenario.players[1].zones.field[0].sinceTurnStart',
    ]);
  });
});
