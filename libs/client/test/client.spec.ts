/**
 * The typed client (libs/client): its generated types are in sync with openapi/openapi.json, and a whole match
 * runs through it against a started server (examples/random-bot.ts), with problem documents thrown as
 * TcgProblemError.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../apps/api/test/harness.js';
import { createTcgClient, TcgProblemError, unwrap, type ActionOf, type GameSlug } from '../src/index.js';
import { playRandomMatch } from '../../../examples/random-bot.js';

describe('libs/client/src/openapi.ts', () => {
  it('is what openapi-typescript generates from openapi/openapi.json (run `npm run client:types` when this fails)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcg-client-'));
    try {
      const out = join(dir, 'openapi.ts');
      await new Promise<void>((resolve, reject) =>
        execFile(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi/openapi.json', '--default-non-nullable', 'false', '-o', out], { timeout: 120_000 }, (e) => (e ? reject(e) : resolve())),
      );
      expect(readFileSync('libs/client/src/openapi.ts', 'utf8')).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 130_000);
});

describe('the typed client against a started server', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('plays a Shadowverse Evolve match to its end from each seat\'s own view (examples/random-bot.ts)', async () => {
    let x = 7;
    const pick = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    const run = await playRandomMatch(baseUrl, 'shadowverse-evolve', { seed: 'client-test', pick });
    expect(run.over).toBe(true);
    expect(run.steps).toBeGreaterThan(20);
    expect(run.reason).toMatch(/./);
    expect(run.lines[0]).toMatch(/^T\d+ P[01] /);
  }, 300_000);

  it('types answers per game: a created PSO2 match lists PSO2 actions by type', async () => {
    const tcg = createTcgClient({ baseUrl });
    const path = { params: { path: { game: 'pso2' as GameSlug } } };
    const examples = unwrap(await tcg.GET('/v1/games/{game}/decks/examples', path));
    const deck = examples.find((d) => d.playable && d.format === 'standard')!.deck;
    const m = unwrap(await tcg.POST('/v1/games/{game}/matches', { ...path, body: { players: [{ deck: deck as never }, { deck: deck as never }], seed: 'typed', stateMode: 'open' } }));
    expect(m.game).toBe('pso2');
    if (m.game !== 'pso2') throw new Error('narrowing');
    const actions: ActionOf<'pso2'>[] = m.legalActions ?? [];
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect(typeof a.type).toBe('string');
    expect(m.decision?.kind).toEqual(expect.any(String));
  }, 120_000);

  it('a 4xx answer is a problem document, thrown as TcgProblemError', async () => {
    const tcg = createTcgClient({ baseUrl });
    const r = await tcg.GET('/v1/games/{game}/cards/{id}', { params: { path: { game: 'pso2', id: 'NOPE-1' } } });
    expect(r.response.status).toBe(404);
    expect(r.error).toMatchObject({ status: 404, title: expect.any(String), detail: expect.stringContaining('NOPE-1') });
    expect(() => unwrap(r)).toThrow(TcgProblemError);
    try {
      unwrap(r);
    } catch (e) {
      expect((e as TcgProblemError).code).toBe('not-found');
    }
  });
});
