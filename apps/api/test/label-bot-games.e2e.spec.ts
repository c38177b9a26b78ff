/**
 * Issue 15 over HTTP for Granblue Fantasy, PSO2 (standard and raid) and tag-battle (label-bot.e2e.spec.ts does SVE; the
 * scenario table also has Re:Birth for you):
 *  - a bot plays whole games in sealed mode choosing its actions only by their labels and the `current` values of the
 *    cards its labels name in its own view — never reading `state` (a sealed token it passes back untouched). Each game's
 *    bot has a rule stated in the game's words (GBF: attack the target with the lowest current HP, 7-2-1-3-1; PSO2: target
 *    the opposing character with the lowest remaining HP, 506.3.1; tag-battle: challenge with the character with the most
 *    current HP, S8 B), and the test checks the rule was followed at every such choice;
 *  - at every step, no label names a card hidden from the deciding viewer;
 *  - a scenario with damage and an unknown field per game: the damage shows in `current`, the unknown field is a 400
 *    naming it.
 */
import { readFileSync } from 'node:fs';
import { generateKey } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { post } from './match-fixtures.js';

const KEY = generateKey();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decksOf = (game: string) => JSON.parse(readFileSync(`libs/catalog/data/${game}.decks.json`, 'utf8')) as Array<{ name: string; deck: any; legal: boolean }>;
const deckOf = (game: string, part: string) => decksOf(game).find((d) => d.legal && d.name.includes(part))!.deck;

type Cur = Record<string, any>;
interface Card { id: string; hidden: boolean; controller?: number; current?: Cur }
interface Ref { role: string; id: string; hidden: boolean; name?: string; owner: number | null }
interface LabelledAction { type: string; label: { en: string; ja: string; cards: Ref[] }; [k: string]: unknown }
interface View { viewer: number; zones: Record<string, { name: string; cards: Card[] | null; known: Array<{ card: Card }> | null }>; decision: { kind: string; prompt?: string } | null; legalActions: LabelledAction[] | null }

function cardsOf(view: View): Map<string, Card> {
  const out = new Map<string, Card>();
  for (const z of Object.values(view.zones)) {
    for (const c of z.cards ?? []) out.set(c.id, c);
    for (const k of z.known ?? []) out.set(k.card.id, k.card);
  }
  return out;
}

/** What a bot decides from one view: the action, and whether it was a choice its rule governs (and if the rule held). */
interface Choice { action: LabelledAction; ruled?: boolean; kept?: boolean }
type Bot = (view: View) => Choice;

const byLabel = (legal: LabelledAction[], en: string) => legal.find((a) => a.label.en === en);
const starts = (legal: LabelledAction[], prefix: string) => legal.filter((a) => a.label.en.startsWith(prefix));
const refOf = (a: LabelledAction, role: string) => a.label.cards.find((c) => c.role === role);
/** Kernel kinds: `Done choosing` when allowed (keep the hand, stop picking), else the first answer. */
const kernelDefault = (legal: LabelledAction[]) => byLabel(legal, 'Done choosing') ?? legal[0]!;

/** GBF: deploy the crew member with the highest current ATK; attack the target with the lowest current HP (7-2-1-3-1) with the strongest attacker; follow up; never a counter step. */
const gbfBot: Bot = (view) => {
  const legal = view.legalActions!;
  const cards = cardsOf(view);
  const cur = (a: LabelledAction, role: string) => cards.get(refOf(a, role)!.id)!.current!;
  const kind = view.decision?.kind;
  if (kind === 'gbf.main') {
    const deploys = starts(legal, 'Deploy: ');
    if (deploys.length > 0) return { action: deploys.sort((a, b) => cur(b, 'card').atk - cur(a, 'card').atk)[0]! };
    return { action: starts(legal, 'Limit break: ')[0] ?? byLabel(legal, 'End main phase (go to the battle phase)')! };
  }
  if (kind === 'gbf.attack') {
    const attacks = starts(legal, 'Attack: ');
    if (attacks.length > 0) {
      const lowest = Math.min(...attacks.map((a) => cur(a, 'target').hp as number));
      const action = attacks.sort((a, b) => cur(a, 'target').hp - cur(b, 'target').hp || cur(b, 'attacker').atk - cur(a, 'attacker').atk)[0]!;
      expect(cur(action, 'attacker').canAttack).toBe(true);
      return { action, ruled: true, kept: cur(action, 'target').hp === lowest };
    }
    return { action: starts(legal, 'Follow-up attack: ')[0] ?? byLabel(legal, 'End attack step (no more attacks now)')! };
  }
  if (kind === 'gbf.counter') return { action: byLabel(legal, 'End counter step')! };
  return { action: legal.find((a) => a.label.en === 'Choose: no counter step') ?? kernelDefault(legal) };
};

/** PSO2: put the cheapest hand card into PP and draw; play the most expensive playable card; attack with the strongest attacker; target the opposing character with the lowest remaining HP (the player card only when no character is offered). */
const pso2Bot: Bot = (view) => {
  const legal = view.legalActions!;
  const cards = cardsOf(view);
  const card = (a: LabelledAction, role: string) => cards.get(refOf(a, role)!.id)!;
  if (view.decision?.kind === 'pso2.priority') {
    const plays = starts(legal, 'Play: ').filter((a) => card(a, 'card').current?.canPlay === true);
    if (plays.length > 0) return { action: plays.sort((a, b) => (card(b, 'card').current!.cost ?? 0) - (card(a, 'card').current!.cost ?? 0))[0]! };
    const attacks = starts(legal, 'Attack: ');
    if (attacks.length > 0) return { action: attacks.sort((a, b) => card(b, 'attacker').current!.attack - card(a, 'attacker').current!.attack)[0]! };
    return { action: byLabel(legal, 'End main phase (go to the end phase)') ?? byLabel(legal, 'Pass')! };
  }
  if (view.decision?.prompt === 'Choose the attack target') {
    const picks = starts(legal, 'Pick: ');
    const chars = picks.filter((a) => typeof card(a, 'card').current?.remainingHp === 'number');
    if (chars.length === 0) return { action: picks[0]! };
    const lowest = Math.min(...chars.map((a) => card(a, 'card').current!.remainingHp as number));
    const action = chars.sort((a, b) => card(a, 'card').current!.remainingHp - card(b, 'card').current!.remainingHp)[0]!;
    return { action, ruled: true, kept: card(action, 'card').current!.remainingHp === lowest };
  }
  // 503.1.1: a card into PP each turn (the cheapest one in hand), then draw (503.1.2)
  if (view.decision?.prompt?.startsWith('PP phase: put')) return { action: starts(legal, 'Pick: ').sort((a, b) => (card(a, 'card').current!.cost ?? 0) - (card(b, 'card').current!.cost ?? 0))[0] ?? kernelDefault(legal) };
  return { action: legal.find((a) => a.label.en === 'Choose: draw 1') ?? kernelDefault(legal) };
};

/** Tag-battle: call characters and place battle cards; challenge to a battle with the character with the most current HP (S8 B); pass in windows. */
const tagBot: Bot = (view) => {
  const legal = view.legalActions!;
  const cards = cardsOf(view);
  const card = (a: LabelledAction, role: string) => cards.get(refOf(a, role)!.id)!;
  const kind = view.decision?.kind;
  if (kind === 'tag.main') {
    const action = starts(legal, 'Call: ')[0] ?? starts(legal, 'Battle card: ')[0] ?? byLabel(legal, 'Challenge to a battle') ?? byLabel(legal, 'End main phase')!;
    if (action.type === 'declareBattle') expect([...cards.values()].some((c) => c.controller === view.viewer && c.current?.canChallenge === true)).toBe(true);
    return { action };
  }
  if (kind === 'tag.window') return { action: byLabel(legal, 'Pass')! };
  if (kind === 'tag.pay') return { action: starts(legal, 'Pay: put ')[0] ?? legal[0]! };
  if (view.decision?.prompt?.startsWith('Battle step B')) {
    const picks = starts(legal, 'Pick: ');
    const most = Math.max(...picks.map((a) => card(a, 'card').current!.remainingHp as number));
    const action = picks.sort((a, b) => card(b, 'card').current!.remainingHp - card(a, 'card').current!.remainingHp)[0]!;
    return { action, ruled: true, kept: card(action, 'card').current!.remainingHp === most };
  }
  return { action: legal.find((a) => a.label.en === 'Choose: I') ?? kernelDefault(legal) };
};

async function playGame(game: string, body: Record<string, unknown>, bot: Bot, maxSteps: number) {
  let res = await post(t, `/v1/games/${game}/matches`, { ...body, views: 'decider' });
  expect([res.status, res.body.detail]).toEqual([200, undefined]);
  let steps = 0;
  let ruled = 0;
  let kept = 0;
  const chosen: Record<string, number> = {};
  for (; steps < maxSteps && !res.body.status.over; steps++) {
    const seat = res.body.status.decider as number;
    const view = res.body.views[String(seat)] as View;
    expect(Object.keys(res.body.views)).toEqual([String(seat)]);
    // labels name only cards the viewer sees (their ids are in the view, not hidden)
    const visible = cardsOf(view);
    for (const l of view.legalActions!) for (const c of l.label.cards) expect(c.hidden || visible.get(c.id)?.hidden === false).toBe(true);
    const choice = bot(view);
    chosen[choice.action.type] = (chosen[choice.action.type] ?? 0) + 1;
    if (choice.ruled) {
      ruled++;
      if (choice.kept) kept++;
    }
    expect(typeof res.body.state).toBe('string'); // a sealed token: nothing the bot could read
    const { label: _label, ...bare } = choice.action;
    res = await post(t, `/v1/games/${game}/matches/step`, { state: res.body.state, action: steps % 2 === 0 ? choice.action : bare, views: 'decider' });
    expect([res.status, res.body.detail]).toEqual([200, undefined]);
  }
  return { status: res.body.status, steps, ruled, kept, chosen };
}

describe('bots that read only labels and current values play whole games (sealed), one per game with an engine', () => {
  it('Granblue Fantasy: the game ends with a result of GBF 9-4-1 / 1-2; every attack targets the lowest current HP (7-2-1-3-1)', async () => {
    const players = [
      { name: 'Fire-Water', deck: deckOf('granblue-fantasy', '火水 male captains') },
      { name: 'Wind-Light-Dark', deck: deckOf('granblue-fantasy', '風光闇 female captains') },
    ];
    const g = await playGame('granblue-fantasy', { players, seed: 'gbf-label-bot' }, gbfBot, 4000);
    expect(g.status.over).toBe(true);
    expect(g.status.result.rule).toMatch(/^GBF (9-4-1-3|9-4-1-4|1-2-3|1-2-5|11-1-1-1)$/);
    expect(g.ruled).toBeGreaterThan(5);
    expect(g.kept).toBe(g.ruled);
  }, 300_000);

  it('PSO2 standard: the game ends (PSO2 101.3 deck out); every attack target is the opposing character with the lowest remaining HP (506.3.1)', async () => {
    const players = [{ name: 'Red', deck: deckOf('pso2', 'red Hunter') }, { name: 'Blue', deck: deckOf('pso2', 'blue Ranger') }];
    const g = await playGame('pso2', { players, seed: 'pso2-label-bot' }, pso2Bot, 4000);
    expect(g.status.over).toBe(true);
    expect(g.status.result.rule).toMatch(/^PSO2 /);
    expect(g.chosen.attack).toBeGreaterThan(5);
    expect(g.chosen.play).toBeGreaterThan(5);
    expect(g.ruled).toBeGreaterThan(0); // a target choice is asked only when there are two or more (506.3.1)
    expect(g.kept).toBe(g.ruled);
  }, 300_000);

  it('PSO2 協力レイドバトル: two bot party seats against the engine-played boss; the raid ends with a shared result', async () => {
    const players = [
      { name: 'Party A', deck: deckOf('pso2', 'yellow Force') },
      { name: 'Party B', deck: deckOf('pso2', 'blue Ranger') },
      { name: 'Boss', deck: deckOf('pso2', 'raid boss') },
    ];
    const g = await playGame('pso2', { players, seed: 'pso2-raid-label-bot', format: 'raid' }, pso2Bot, 4000);
    expect(g.status.over).toBe(true);
    expect(g.chosen.attack).toBeGreaterThan(3);
    expect(g.kept).toBe(g.ruled);
  }, 300_000);

  it('tag-battle: the game ends (TB C-6 / C-7 / D-6); every challenger is the character with the most current HP (S8 B)', async () => {
    const players = [{ name: 'Kotomi', deck: deckOf('tag-battle', '料理') }, { name: 'Hikari', deck: deckOf('tag-battle', 'ひかり / しずく') }];
    const g = await playGame('tag-battle', { players, seed: 'tag-label-bot', options: { D23_responseWindows: 'whenPlayable' } }, tagBot, 4000);
    expect(g.status.over).toBe(true);
    expect(g.status.result.rule).toMatch(/^TB /);
    expect(g.chosen.declareBattle).toBeGreaterThan(1);
    expect(g.ruled).toBeGreaterThan(1);
    expect(g.kept).toBe(g.ruled);
  }, 300_000);
});

describe('scenarios over HTTP per game: damage in the game\'s words shows in current values; an unknown field is a 400 naming it', () => {
  const G = (n: string) => `SAMPLE-GBF-${n}`;
  const P = (n: string) => `SAMPLE-PSO2-${n}`;
  const T = (n: string) => `SAMPLE-TAG-${n}`;
  const cases: Array<{ game: string; scenario: () => any; at: [string, number]; want: Cur; start: (view: any) => void; unknown: (s: any) => void; path: string }> = [
    {
      game: 'granblue-fantasy',
      scenario: () => ({
        turn: { number: 3, active: 0, phase: 'main', first: 0 },
        options: { gbfDamage: 'accumulate-turn' },
        players: [
          { zones: { captain: [G('001')], deck: [G('012')], armor: [G('012')], crystal: [G('012'), G('012'), G('012'), G('012')], crew: [{ card: G('011'), levelCards: [G('010')], chips: { 'HP+2': 1 } }] } },
          { zones: { captain: [G('003')], deck: [G('012')], armor: [G('012')], crew: [{ card: G('012'), damage: 2 }] } },
        ],
      }),
      at: ['1:crew', 0],
      want: { damage: 2, hp: 5, atk: 3, canAttack: false },
      // no player counters in GBF (resources are cards); the rules' per-player data at its setup values (no job change / limit break yet)
      start: (view) => {
        expect(view.players.map((p: { counters: unknown }) => p.counters)).toEqual([{}, {}]);
        expect(view.data.gbf).toMatchObject({ battle: null, lastJobChange: [0, 0], lastLimitBreak: [0, 0] });
      },
      unknown: (s) => { s.players[1].zones.crew[0].damgae = 1; },
      path: 'scenario.players[1].zones.crew[0].damgae',
    },
    {
      game: 'pso2',
      scenario: () => ({
        turn: { number: 3, active: 0, phase: 'main', first: 0 },
        players: [
          { zones: { player: [P('001')], deck: [P('012'), P('012')], pp: [P('012'), P('012')], field: [{ card: P('013'), ref: 'kyle', damage: 2 }, { card: P('061'), attachedTo: 'kyle' }] } },
          { zones: { player: [P('002')], deck: [P('010')], field: [{ card: P('011'), damage: 1 }] } },
        ],
      }),
      at: ['1:field', 0],
      want: { hp: 5, damage: 1, remainingHp: 4, row: 'front' },
      start: (view) => expect(view.players.map((p: { counters: unknown }) => p.counters)).toEqual([{ enteredThisTurn: 0 }, { enteredThisTurn: 0 }]),
      unknown: (s) => { s.players[0].counters = { hp: 20 }; },
      path: 'scenario.players[0].counters.hp',
    },
    {
      game: 'tag-battle',
      scenario: () => ({
        turn: { number: 4, active: 0, phase: 'main', first: 1 },
        players: [
          { zones: { deck: [T('004')], characters: [{ card: T('001'), leader: 'main' }, { card: T('003'), leader: 'sub', damage: 1 }], battleCards: [{ card: T('030') }] } },
          { zones: { deck: [T('004')], characters: [{ card: T('005'), leader: 'main', damage: 2 }, { card: T('006'), leader: 'sub' }] } },
        ],
      }),
      at: ['1:characters', 0],
      want: { hp: 5, damage: 2, remainingHp: 3, leader: 'main' },
      start: (view) => expect(view.players.map((p: { flags: unknown }) => p.flags)).toEqual([{ pool: [], koCount: 0, subFieldFallen: false }, { pool: [], koCount: 0, subFieldFallen: false }]),
      unknown: (s) => { s.players[1].zones.characters[0].sinceTurnStart = false; },
      path: 'scenario.players[1].zones.characters[0].sinceTurnStart',
    },
    {
      game: 'rebirth-for-you',
      scenario: () => ({
        turn: { number: 3, active: 0, phase: 'main', first: 0 },
        players: [
          { zones: { deck: ['AL/001T-006'], hand: ['HP/001T-P01'], entry: ['AL/001T-010'], members: [{ card: 'AL/001T-006', slot: 1 }], energy: ['HP/001T-P02'] } },
          { zones: { deck: ['AL/001T-006'], entry: [{ card: 'AL/001T-006', damage: 3 }], members: ['AL/001T-007'] } },
        ],
      }),
      at: ['1:entry', 0],
      want: { attack: 2, defense: 5, damage: 3 }, // R4U 4.4.4: retired at damage ≥ DEF (10.3.6)
      start: (view) => expect(view.players.map((p: { counters: unknown }) => p.counters)).toEqual([{ memberSlots: 3, turnsTaken: 2 }, { memberSlots: 3, turnsTaken: 1 }]),
      unknown: (s) => { s.players[1].zones.entry[0].rested = true; },
      path: 'scenario.players[1].zones.entry[0].rested',
    },
  ];

  it.each(cases.map((c) => [c.game, c]))('%s: the damaged card\'s current values; unspecified counters at the game\'s starting values', async (_game, c) => {
    const r = await post(t, `/v1/games/${c.game}/matches/scenario`, { scenario: c.scenario() });
    expect([r.status, r.body.detail]).toEqual([200, undefined]);
    const view = r.body.views['0'] as View;
    expect(view.zones[c.at[0]]!.cards![c.at[1]]!.current).toMatchObject(c.want);
    expect(view.legalActions!.length).toBeGreaterThan(0);
    c.start(view);
  });

  it.each(cases.map((c) => [c.game, c]))('%s: an unknown field is a 400 invalid-scenario naming it', async (_game, c) => {
    const s = c.scenario();
    c.unknown(s);
    const r = await post(t, `/v1/games/${c.game}/matches/scenario`, { scenario: s });
    expect(r.status).toBe(400);
    expect(r.body.type).toBe('https://tcg-rules.dev/problems/invalid-scenario');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual([c.path]);
  });
});

describe('GraphQL: typed seat views (MatchResponse.seatViews) carry the same current values and labels as the JSON views', () => {
  it.each([['pso2'], ['tag-battle'], ['granblue-fantasy']])('%s scenario: every card\'s typed current values and every labelled action equal the JSON view\'s', async (game) => {
    const scenario = {
      'granblue-fantasy': {
        turn: { number: 3, active: 0, phase: 'main', first: 0 }, options: { gbfDamage: 'accumulate-turn' },
        players: [
          { zones: { captain: ['SAMPLE-GBF-001'], deck: ['SAMPLE-GBF-012'], armor: ['SAMPLE-GBF-012'], crystal: ['SAMPLE-GBF-012', 'SAMPLE-GBF-012', 'SAMPLE-GBF-012'], hand: ['SAMPLE-GBF-036'], crew: [{ card: 'SAMPLE-GBF-011', levelCards: ['SAMPLE-GBF-010'], chips: { 'HP+2': 1 } }] } },
          { zones: { captain: ['SAMPLE-GBF-003'], deck: ['SAMPLE-GBF-012'], armor: ['SAMPLE-GBF-012'], crew: [{ card: 'SAMPLE-GBF-012', damage: 2 }] } },
        ],
      },
      pso2: {
        turn: { number: 3, active: 0, phase: 'main', first: 0 },
        players: [
          { zones: { player: ['SAMPLE-PSO2-001'], deck: ['SAMPLE-PSO2-012'], hand: ['SAMPLE-PSO2-010'], pp: ['SAMPLE-PSO2-012', 'SAMPLE-PSO2-012'], field: [{ card: 'SAMPLE-PSO2-013', damage: 2 }] } },
          { zones: { player: ['SAMPLE-PSO2-002'], deck: ['SAMPLE-PSO2-010'], field: [{ card: 'SAMPLE-PSO2-011', damage: 1 }] } },
        ],
      },
      'tag-battle': {
        turn: { number: 4, active: 0, phase: 'main', first: 1 },
        players: [
          { zones: { deck: ['SAMPLE-TAG-004'], hand: ['SAMPLE-TAG-007'], characters: [{ card: 'SAMPLE-TAG-001', leader: 'main' }, { card: 'SAMPLE-TAG-003', leader: 'sub', damage: 1 }], battleCards: [{ card: 'SAMPLE-TAG-030' }] } },
          { zones: { deck: ['SAMPLE-TAG-004'], characters: [{ card: 'SAMPLE-TAG-005', leader: 'main', damage: 2 }, { card: 'SAMPLE-TAG-006', leader: 'sub' }] } },
        ],
      },
    }[game];
    const fields = 'cost attack defense damage keywords type restrictions hp atk rank levelCards chips canAttack canDeploy remainingHp row frozen canPlay stats leader canChallenge area usedThisTurn choosable canGenerateCost';
    const query = `query($g: String!, $s: JSON!) { scenarioMatch(game: $g, scenario: $s) { views seatViews { seat zones { key name count cards { id hidden cardId current { ${fields} } } } legalActions { type player action label { en ja cards { role id zone owner hidden cardId name } } } } } }`;
    const res = await t.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { g: game, s: scenario } }, headers: { 'content-type': 'application/json' } });
    const body = JSON.parse(res.body);
    expect(body.errors).toBeUndefined();
    const { views, seatViews } = body.data.scenarioMatch;
    expect(seatViews.map((v: { seat: string }) => v.seat)).toEqual(Object.keys(views));
    let compared = 0;
    for (const sv of seatViews) {
      const json = views[sv.seat] as View;
      for (const z of sv.zones) {
        for (const c of z.cards ?? []) {
          const want = json.zones[z.key]!.cards!.find((x) => x.id === c.id)!;
          if (!want.current) {
            expect(c.current).toBeNull();
            continue;
          }
          for (const k of fields.split(' ')) expect([c.id, k, c.current[k] ?? null]).toEqual([c.id, k, want.current[k] ?? null]);
          compared++;
        }
      }
      expect(sv.legalActions === null).toBe(json.legalActions === null);
      (sv.legalActions ?? []).forEach((a: { action: Record<string, unknown>; label: unknown }, i: number) => {
        const { label, ...bare } = json.legalActions![i]!;
        expect(a.action).toEqual(bare);
        expect(a.label).toEqual({ ...label, cards: label.cards.map((c: Ref) => ({ cardId: null, name: null, ...c })) });
      });
    }
    expect(compared).toBeGreaterThan(3);
  });
});
