/**
 * PSO2 TCG over HTTP (issue 21): a whole two-player game and a whole co-op raid between the shipped example decks,
 * in sealed mode, every seat acting only from its own view (`views[seat].legalActions`), to the end (PSO2 101; raid:
 * boss defeated, or every party player out). At every step no view holds a catalog id hidden from that seat (hands,
 * deck order, face-down PP cards, the boss deck), and the game replays to the same final hash.
 */
import { readFileSync } from 'node:fs';
import { generateKey } from '../../../libs/engine/src/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { playSealedGame, post, stateAndEventLeaks } from './match-fixtures.js';

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
async function playOut(players: Array<{ name: string; deck: unknown }>, body: Record<string, unknown>, seed: string, pickSeed: number) {
  const { final, checked } = await playSealedGame({ t, game: GAME, keyring: [{ kid: 'k1', key: KEY }], players, body, seed, pickSeed, maxSteps: 6000, checkEvery: 3, leaks: stateAndEventLeaks });
  expect(final.status.unsupportedCards).toEqual([]); // every sample card is implemented: no allowUnsupported
  expect(checked).toBeGreaterThan(20);
  return final.status.result as { winners: number[]; losers: number[]; reason: string; rule: string | null };
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
