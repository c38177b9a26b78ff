/**
 * examples/random-bot.mjs against a listening server (with the toy game registered for tests): it plays
 * a whole match from its own views, and says clearly when the server has no engine for a game.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { toyDeck } from '../../../libs/engine/test/toy-game.js';
import { GAME_SLUGS } from '../../../libs/catalog/src/card.js';
import { GAMES } from '../../../libs/games/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { registerToyGames } from './match-fixtures.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  registerToyGames();
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

function bot(args: string[], timeout = 60_000): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['examples/random-bot.mjs', ...args], { env: { ...process.env, BASE_URL: baseUrl }, timeout }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('examples/random-bot.mjs', () => {
  it('plays a sealed toy match to the end from each player\'s own view', async () => {
    const r = await bot(['--game', 'toy', '--deck0', JSON.stringify(toyDeck('A')), '--deck1', JSON.stringify(toyDeck('B')), '--pick-seed', '3', '--seed', 'bot']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^match created: toy, sealed state/);
    expect(r.stdout).toMatch(/#1 turn \d+ \w+: P[01] choose option=(keep|mulligan)/);
    expect(r.stdout).toMatch(/game over after \d+ actions, (winner: player [01]|draw)/);
  });

  it('the same seeds replay the same game (open mode)', async () => {
    const args = ['--game', 'toy', '--deck0', JSON.stringify(toyDeck('A')), '--deck1', JSON.stringify(toyDeck('B')), '--pick-seed', '9', '--seed', 'bot-2', '--open', '--quiet'];
    const a = await bot(args);
    const b = await bot(args);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('plays a sealed granblue-fantasy match to the end with the first playable example deck (GBF engine, issue 12)', async () => {
    const r = await bot(['--game', 'granblue-fantasy', '--pick-seed', '5', '--seed', 'gbf-bot', '--quiet'], 300_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/game over after \d+ actions, (winner: player [01]|draw) \(.*GBF (9-4-1-3|9-4-1-4|1-2-3|1-2-5|11-1-1-1)\)/);
  }, 320_000);

  it('--game pso2 plays a PSO2 match to the end (the first playable example deck for both seats)', async () => {
    const r = await bot(['--game', 'pso2', '--pick-seed', '5', '--seed', 'bot-pso2', '--quiet'], 240_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/game over after \d+ actions, (winner: player [01]|draw)/);
  }, 250_000);

  it('--game pso2 --format raid plays a co-op raid to the end (two party seats and the boss seat)', async () => {
    const r = await bot(['--game', 'pso2', '--format', 'raid', '--pick-seed', '4', '--seed', 'bot-raid', '--quiet'], 240_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/game over after \d+ actions, winner: player (0, 1|2)/);
  }, 250_000);

  it('plays a sealed tag-battle match to the end with the first playable example deck (issue 13)', async () => {
    const r = await bot(['--game', 'tag-battle', '--seed', 'bot-tag', '--pick-seed', '5', '--quiet'], 290_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/game over after \d+ actions, (winner: player [01]|draw)/);
  }, 300_000);

  it('--game rebirth-for-you plays a sealed Re:Birth match to the end (issue 20; the first legal example deck, unimplemented card texts allowed)', async () => {
    const r = await bot(['--game', 'rebirth-for-you', '--allow-unsupported', '--seed', 'bot-r4u', '--pick-seed', '5', '--quiet'], 290_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/game over after \d+ actions, (winner: player [01]|draw) \(.*R4U (10\.6\.2|10\.2\.1\.1|14\.1\.1\.3)\)/);
  }, 300_000);

  // a public game whose module exports no rules engine yet (tag-battle has one since issue 13)
  const noEngine = GAME_SLUGS.find((g) => !Object.values(GAMES[g] as unknown as Record<string, unknown>).some((v) => typeof v === 'object' && v !== null && (v as { slug?: unknown }).slug === g && 'ops' in v));
  (noEngine ? it : it.skip)('says clearly when the server has no rules engine for the game (exit code 2)', async () => {
    const r = await bot(['--game', noEngine!, '--deck', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`the server has no rules engine for ${noEngine} yet \\(501\\): no rules engine for ${noEngine} yet`));
    expect(r.stderr).toMatch(/games with an engine: .*toy/);
  });
});
