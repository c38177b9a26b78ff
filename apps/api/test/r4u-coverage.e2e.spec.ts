/**
 * Re:Birth card coverage over HTTP (issue #20): GET /v1/games/rebirth-for-you/coverage answers the kernel's card
 * statuses of the whole catalog through the engine's catalog mapping (the compiled card text) and the tested-card
 * registry of the card cases; a single card reports its compiled abilities and unread sentences.
 */
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { bodyLimitBytes: 1_048_576 });
});
afterAll(async () => {
  await t?.close();
});

describe('R4U coverage route', () => {
  it('GET /v1/games/rebirth-for-you/coverage: every record counted, implemented cards from the card cases', async () => {
    const res = await t.inject({ method: 'GET', url: '/v1/games/rebirth-for-you/coverage' });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body.game).toBe('rebirth-for-you');
    expect(body.coverageSource).toBe('export');
    expect(body.byStatus.total).toBe(5891);
    expect(body.byStatus.vanilla).toBe(880);
    expect(body.byStatus.implemented).toBeGreaterThan(500);
    expect(body.byStatus.implemented + body.byStatus.partial + body.byStatus.unsupported + body.byStatus.vanilla).toBe(5891);
  });

  it('GET …/cards/{id}: a trial-deck Spark card reports its compiled ability (11.3) and no unread sentence', async () => {
    const res = await t.inject({ method: 'GET', url: `/v1/games/rebirth-for-you/cards/${encodeURIComponent('AL/001T-005')}` });
    expect(res.statusCode).toBe(200);
    const engine = JSON.parse(res.body).engine;
    expect(engine.abilitySource).toBe('compiled');
    expect(engine.unread).toEqual([]);
    expect(JSON.stringify(engine.abilities)).toContain('"r4u.spark"');
    expect(JSON.stringify(engine.abilities)).toContain('"r4u.fullPower"');
  });
});
