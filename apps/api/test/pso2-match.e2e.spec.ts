/**
 * PSO2 TCG over HTTP (issue 21): a whole two-player game and a whole co-op raid between the shipped example decks,
 * in sealed mode, every seat acting only from its own view (`views[seat].legalActions`), to the end (PSO2 101; raid:
 * boss defeated, or every party player out). At every step no view holds a catalog id hidden from that seat (hands,
 * deck order, face-down PP cards, the boss deck), and the game replays to the same final hash.
 */
import { readFileSync } from 'node:fs';
import { canSee, generateKey, type GameState } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { picker, post, unsealFrom } from './match-fixtures.js';

const KEY = generateKey();
const GAME = 'pso2';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STATE_KEYS: `k1:${KEY}` });
});
afterAll(async () => {
  await t?.close();
});

const decks = JSON.parse(readFileSync('libs/catalog/data/pso2.decks.json', 'utf8')) as Array<{ name: string; format: string; legal: boolean; deck: unknown }>;
const deckOf = (name: string) => decks.find((d) => d.name.includes(name))!.deck;
const open = (token: string) => unsealFrom(t, token, [{ kid: 'k1', key: KEY }], GAME);

/** Catalog ids of cards hidden from `viewer` with no copy the viewer can see: they must not appear in its view. */
function secretIds(state: GameState, viewer: number): string[] {
  const hidden = new Set<string>();
  const seen = new Set<string>();
  for (const c of Object.values(state.cards)) {
    if (canSee(state, viewer, c.id)) seen.add(c.cardId);
    else hidden.add(c.cardId);
  }
  return [...hidden].filter((id) => !seen.has(id));
}

async function playOut(players: Array<{ name: string; deck: unknown }>, body: Record<string, unknown>, seed: string, pickSeed: number) {
  let res = await post(t, `/v1/games/${GAME}/matches`, { players, seed, ...body });
  expect(res.status).toBe(200);
  expect(res.body.status.unsupportedCards).toEqual([]); // every sample card is implemented: no allowUnsupported
  const pick = picker(pickSeed);
  const actions: unknown[] = [];
  let checked = 0;
  let prev: GameState | null = null;
  for (let i = 0; i < 6000 && !res.body.status.over; i++) {
    const state = open(res.body.state);
    if (i % 3 === 0) {
      for (let p = 0; p < players.length; p++) {
            // the view of the state (without the step's events) names no card hidden from the seat now; the events name
        // none that was hidden from it both before and after the step (a card milled into the public discard and then
        // returned to a hand was public in between)
        const { events, ...rest } = res.body.views[String(p)] as Record<string, unknown>;
        const now = secretIds(state, p);
        const before = prev ? secretIds(prev, p) : now;
        const leaked = [
          ...now.filter((id) => JSON.stringify(rest).includes(`"${id}"`)),
          ...now.filter((id) => before.includes(id) && JSON.stringify(events ?? []).includes(`"${id}"`)),
        ];
        expect({ step: i, player: p, leaked }).toEqual({ step: i, player: p, leaked: [] });
        checked++;
      }
    }
    prev = state;
    const p = res.body.status.decider as number;
    for (let q = 0; q < players.length; q++) if (q !== p) expect(res.body.views[String(q)].legalActions).toBeNull();
    const legal = res.body.views[String(p)].legalActions as unknown[];
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[pick(legal.length)];
    actions.push(action);
    res = await post(t, `/v1/games/${GAME}/matches/step`, { state: res.body.state, action, expectedStateHash: res.body.stateHash, views: 'all' });
    if (res.status !== 200) throw new Error(`step ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  }
  expect(res.body.status.over).toBe(true);
  expect(checked).toBeGreaterThan(20);
  const replay = await post(t, `/v1/games/${GAME}/matches/replay`, { seed, players, actions, ...body, salt: res.body.reveal.salt });
  expect(replay.status).toBe(200);
  expect(replay.body.stateHash).toBe(res.body.stateHash);
  return res.body.status.result as { winners: number[]; losers: number[]; reason: string; rule: string | null };
}

describe('PSO2: a whole game over HTTP in sealed mode', () => {
  it('red Hunter vs blue Ranger: each player acts from its own view only; no view leaks; replay matches (PSO2 101)', async () => {
    const result = await playOut([{ name: 'Red', deck: deckOf('red Hunter') }, { name: 'Blue', deck: deckOf('blue Ranger') }], {}, 'pso2-http-1', 7);
    expect(result.rule).toMatch(/^PSO2 101\.[37]$|^PSO2 101\.6$/);
    expect(result.winners.length).toBe(1);
  }, 300_000);
});

describe('PSO2 協力レイドバトル over HTTP in sealed mode (format "raid")', () => {
  it('two party players and the boss seat: every seat decides from its own view (the boss never decides); the raid ends with a shared result', async () => {
    const players = [
      { name: 'Party A', deck: deckOf('yellow Force') },
      { name: 'Party B', deck: deckOf('blue Ranger') },
      { name: 'Boss', deck: deckOf('raid boss') },
    ];
    const result = await playOut(players, { format: 'raid', options: { raidDifficulty: 'hard' } }, 'pso2-raid-http-1', 3);
    if (result.winners.includes(2)) expect(result.losers.sort()).toEqual([0, 1]);
    else expect(result.winners.sort()).toEqual([0, 1]);
  }, 300_000);

  it('format raid is refused with a boss deck in another seat than the last, and the boss deck is illegal in the standard format', async () => {
    const bad = await post(t, `/v1/games/${GAME}/matches`, { players: [{ deck: deckOf('raid boss') }, { deck: deckOf('red Hunter') }, { deck: deckOf('blue Ranger') }], format: 'raid' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/seat 0 must hold exactly one player card/);
    const std = await post(t, `/v1/games/${GAME}/matches`, { players: [{ deck: deckOf('red Hunter') }, { deck: deckOf('raid boss') }] });
    expect(std.status).toBe(400);
  });
});
