/**
 * Tag-battle scenario vocabulary (setup/scenario.ts; docs/scenarios.md): leaders (C-6), damage counters lowering current
 * HP (S8-3) and KO at 0 (S8-4), battle-card areas (S4-2) and used battle cards (sleeping, D-10), equipment attached to its
 * host (S3-6), the setup values of the player flags (pool C-9, koCount D-6, subFieldFallen C-6), the default
 * continuation (the main-phase window, C-7 (3)), and unknown words refused with their paths.
 */
import { view, type CatalogCard } from '../../../engine/src/index.js';
import { buildScenario, ScenarioError, type ScenarioInput } from '../../../match/src/index.js';
import { definition } from '../src/index.js';
import { CARDS } from './helpers.js';

const cards = CARDS as unknown as CatalogCard[];
const T = (n: string) => `SAMPLE-TAG-${n}`;

const base = (): ScenarioInput => ({
  turn: { number: 4, active: 0, phase: 'main', first: 1 },
  players: [
    { zones: { deck: [T('004'), T('004')], hand: [T('007')],
      characters: [{ card: T('001'), leader: 'main', ref: 'hikari' }, { card: T('003'), leader: 'sub', damage: 1 }],
      equipment: [{ card: T('040'), attachedTo: 'hikari' }],
      battleCards: [{ card: T('030') }, { card: T('031'), area: 'sub', tapped: true }] } },
    { flags: { koCount: 2 },
      zones: { deck: [T('004')], characters: [{ card: T('005'), leader: 'main', damage: 2 }, { card: T('006'), leader: 'sub' }] } },
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

describe('tag-battle scenarios (docs/scenarios.md)', () => {
  test('TB C-6 / S8-3 / S4-2 / D-10 / S3-6: leaders, damage, areas, used battle cards and equipment map onto the state; the main window waits', () => {
    const { state } = buildScenario(definition, base(), { cards, allowUnsupported: true });
    expect(state.decision).toMatchObject({ player: 0, kind: 'tag.main' });
    expect(state.players.map((p) => p.flags)).toEqual([
      { pool: [], koCount: 0, subFieldFallen: false },
      { koCount: 2, pool: [], subFieldFallen: false },
    ]);
    const v = view(state, 0, definition);
    const [hikari, shizuku] = v.zones['0:characters']!.cards!;
    expect(hikari!.current).toMatchObject({ leader: 'main', damage: 0, canChallenge: true });
    expect(shizuku!.current).toMatchObject({ leader: 'sub', hp: 3, damage: 1, remainingHp: 2 });
    expect(v.zones['0:equipment']!.cards![0]!.attachedTo).toBe(hikari!.id);
    const [cooking, sprint] = v.zones['0:battleCards']!.cards!;
    expect(cooking!.current).toMatchObject({ area: 'main', usedThisTurn: false, choosable: true });
    expect(sprint!.current).toMatchObject({ area: 'sub', usedThisTurn: true, choosable: false });
    expect(v.zones['1:characters']!.cards![0]!.current).toMatchObject({ hp: 5, damage: 2, remainingHp: 3 });
    expect(v.legalActions!.find((a) => a.type === 'declareBattle')!.label).toMatchObject({ en: 'Challenge to a battle', ja: 'バトルを挑む' });
  });

  test('TB S8-4: damage at the HP KOs the character at the first check (a main leader: its player loses, C-6)', () => {
    const s = base();
    (s.players[1]!.zones!.characters![0] as Record<string, unknown>).damage = 5;
    const { state } = buildScenario(definition, s, { cards, allowUnsupported: true });
    expect(state.result).toMatchObject({ winners: [0], rule: 'TB C-6' });
  });

  test('unknown fields, counters and flags are refused, each named; every player needs one main leader (C-6)', () => {
    const s = base() as any;
    s.players[0].counters = { life: 3 };
    s.players[0].flags = { turns: 2 };
    s.players[0].zones.characters[1].hp = 2;
    s.players[0].zones.battleCards[0].flags = { used: true };
    expect(problems(s).map((p) => p.path).sort()).toEqual([
      'scenario.players[0].counters.life',
      'scenario.players[0].flags.turns',
      'scenario.players[0].zones.battleCards[0].flags.used',
      'scenario.players[0].zones.characters[1].hp',
    ]);
    const t = base();
    delete (t.players[1]!.zones!.characters![0] as Record<string, unknown>).leader;
    expect(problems(t)).toEqual([{ path: 'scenario', message: expect.stringContaining('TB C-6') }]);
    const u = base();
    (u.players[1]!.zones!.characters![0] as Record<string, unknown>).card = T('020'); // a tag (S2-10: never a leader)
    expect(problems(u)).toEqual([{ path: 'scenario.players[1].zones.characters[0].leader', message: expect.stringContaining('S2-10') }]);
  });
});
