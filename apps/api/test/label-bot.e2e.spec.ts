/**
 * Issue 15 over HTTP, the match side: a bot plays whole Shadowverse Evolve games choosing its actions only
 * by their labels and the current values in its own view (attack the target with the lowest current health,
 * play the most expensive card it can, evolve when it can), never reading `state` (sealed tokens it passes
 * back untouched); labels never name a card hidden from the viewer; SVE scenarios speak the game's words
 * (damage, since turn start, evolved) and refuse unknown ones.
 */
import { readFileSync } from 'node:fs';
import { generateKey } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { post } from './match-fixtures.js';

const KEY = generateKey();
const GAME = 'shadowverse-evolve';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decks = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.decks.json', 'utf8')) as Array<{ name: string; deck: any }>;
const deckOf = (set: string) => decks.find((d) => d.name.includes(set))!.deck;

interface Card { id: string; hidden: boolean; controller?: number; current?: Record<string, any> }
interface LabelledAction { type: string; label: { en: string; ja: string; cards: Array<{ role: string; id: string; hidden: boolean; name?: string; owner: number | null }> }; [k: string]: unknown }
interface View { viewer: number; zones: Record<string, { name: string; cards: Card[] | null; known: Array<{ card: Card }> | null }>; decision: { kind: string } | null; legalActions: LabelledAction[] | null }

/** Every card the view shows, by instance id. */
function cardsOf(view: View): Map<string, Card> {
  const out = new Map<string, Card>();
  for (const z of Object.values(view.zones)) {
    for (const c of z.cards ?? []) out.set(c.id, c);
    for (const k of z.known ?? []) out.set(k.card.id, k.card);
  }
  return out;
}

/**
 * The bot: reads only its view — the labels of its legal actions and the `current` values of the cards the
 * labels name. Main phase: play the most expensive playable card, else evolve, else attack the target with
 * the lowest current health (the leader's health is its player's), else end the main phase. Quick windows:
 * pass. Other decisions (mulligan, picks, orders): the first listed answer.
 */
function decide(view: View): LabelledAction {
  const legal = view.legalActions!;
  const cards = cardsOf(view);
  const cur = (a: LabelledAction, role: string) => cards.get(a.label.cards.find((c) => c.role === role)!.id)!.current!;
  const byLabel = (en: string) => legal.find((a) => a.label.en === en);
  if (view.decision?.kind === 'sve.quick') return byLabel('Pass')!;
  if (view.decision?.kind !== 'sve.main') return legal[0]!;
  const plays = legal.filter((a) => a.label.en.startsWith('Play: ') && !a.label.en.includes('play option'));
  if (plays.length > 0) return plays.sort((a, b) => cur(b, 'card').playCost - cur(a, 'card').playCost)[0]!;
  const evolve = legal.find((a) => a.label.en.startsWith('Evolve: '));
  if (evolve) return evolve;
  const attacks = legal.filter((a) => a.label.en.startsWith('Attack: '));
  if (attacks.length > 0) return attacks.sort((a, b) => cur(a, 'target').health - cur(b, 'target').health || cur(b, 'attacker').attack - cur(a, 'attacker').attack)[0]!;
  return byLabel('End main phase')!;
}

async function playGame(a: string, b: string, seed: string, keepLabels: boolean) {
  let res = await post(t, `/v1/games/${GAME}/matches`, { players: [{ name: a, deck: deckOf(a) }, { name: b, deck: deckOf(b) }], seed, views: 'decider' });
  expect(res.status).toBe(200);
  let steps = 0;
  let attacks = 0;
  let lowestChosen = 0;
  for (; steps < 3000 && !res.body.status.over; steps++) {
    const seat = res.body.status.decider as number;
    const view = res.body.views[String(seat)] as View;
    expect(Object.keys(res.body.views)).toEqual([String(seat)]);
    // labels name only cards the viewer sees (their ids are in the view, not hidden)
    const visible = cardsOf(view);
    for (const l of view.legalActions!) for (const c of l.label.cards) expect(c.hidden || visible.get(c.id)?.hidden === false).toBe(true);
    const action = decide(view);
    if (action.type === 'attack') {
      attacks++;
      const healths = view.legalActions!.filter((x) => x.type === 'attack').map((x) => visible.get(x.label.cards[1]!.id)!.current!.health as number);
      if ((visible.get(action.label.cards[1]!.id)!.current!.health as number) === Math.min(...healths)) lowestChosen++;
    }
    const { label, ...bare } = action;
    expect(typeof res.body.state).toBe('string'); // a sealed token: nothing the bot could read
    res = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action: keepLabels ? action : bare, views: 'decider' });
    expect([res.status, res.body.detail]).toEqual([200, undefined]);
    void label;
  }
  return { status: res.body.status, steps, attacks, lowestChosen };
}

describe('a bot that reads only labels and current values plays whole SVE games (sealed)', () => {
  it('SD02 (Royal) vs SD01 (Elf), labels sent back: the game ends with a winner by leader health or deck-out (SVE 11.2)', async () => {
    const g = await playGame('SD02', 'SD01', 'label-bot-1', true);
    expect(g.status.over).toBe(true);
    expect(g.status.result).toMatchObject({ winners: [0], reason: 'leader health 0 or less', rule: 'SVE 11.2.1' });
    expect(g.attacks).toBeGreaterThan(5);
    expect(g.lowestChosen).toBe(g.attacks);
  });

  it('SD04 (Dragon) vs SD03 (Witch), labels stripped before sending: the game ends too', async () => {
    const g = await playGame('SD04', 'SD03', 'label-bot-2', false);
    expect(g.status.over).toBe(true);
    expect(g.attacks).toBeGreaterThan(5);
  });
});

describe('SVE scenarios over HTTP: the game\'s words, defaults, and unknown fields', () => {
  const example = () => ({
    turn: { number: 5, active: 0, phase: 'main', first: 0 },
    players: [
      { counters: { pp: 3, maxPp: 3 },
        zones: { leader: ['SD02-LD01'], hand: ['SD02-007'], deck: ['SD02-002', 'SD02-019'],
          field: [{ card: 'SD02-017', evolved: 'SD02-018' }, { card: 'SD02-019', sinceTurnStart: false }] as unknown[] } },
      { counters: { health: 6 },
        zones: { leader: ['SD01-LD01'], deck: ['SD01-002'], field: [{ card: 'SD02-008', tapped: true, damage: 2 }] as unknown[] } },
    ],
  });

  it('damage lowers the follower\'s current health; unspecified counters are the starting values; an engaged Ward must be attacked', async () => {
    const r = await post(t, `/v1/games/${GAME}/matches/scenario`, { scenario: example() });
    expect([r.status, r.body.detail]).toEqual([200, undefined]);
    const view = r.body.views['0'] as View;
    const ward = view.zones['1:field']!.cards![0]!;
    expect(ward.current).toMatchObject({ health: 1, damage: 2, keywords: ['sve.ward'] });
    expect(r.body.status.summary.players).toEqual([
      expect.objectContaining({ health: 20, pp: 3, maxPp: 3, ep: 0, sep: 1, turns: 3 }),
      expect.objectContaining({ health: 6, pp: 0, ep: 3, sep: 1, turns: 2 }),
    ]);
    const [goblin, fighter] = view.zones['0:field']!.cards!;
    expect(goblin!.current).toMatchObject({ evolved: true, attack: 4, health: 4, sinceTurnStart: true, canAttack: true });
    expect(fighter!.current).toMatchObject({ sinceTurnStart: false, canAttack: false });
    expect(view.legalActions!.filter((a) => a.type === 'attack').map((a) => a.label.en)).toEqual(['Attack: ゴブリン → 歴戦のランサー']);
  });

  it('an unknown field, counter or flag is a 400 naming each', async () => {
    const bad = example();
    (bad.players[1]!.zones.field[0] as Record<string, unknown>).damgae = 1;
    (bad.players[0]! as Record<string, any>).counters.life = 5;
    (bad.players[0]!.zones.field[1] as Record<string, unknown>).flags = { since: 0 };
    const r = await post(t, `/v1/games/${GAME}/matches/scenario`, { scenario: bad });
    expect(r.status).toBe(400);
    expect(r.body.type).toBe('https://tcg-rules.dev/problems/invalid-scenario');
    expect(r.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'scenario.players[0].counters.life',
      'scenario.players[0].zones.field[1].flags.since',
      'scenario.players[1].zones.field[0].damgae',
    ]);
    expect(r.body.detail).toContain('damgae');
  });
});
