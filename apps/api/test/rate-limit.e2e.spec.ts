/**
 * Rate limiting (RATE_LIMIT per RATE_LIMIT_WINDOW_MS per client): N requests pass, request N+1 is a 429
 * problem document with Retry-After; counted per X-Client-Key, else per IP; /health and /ready exempt;
 * GraphQL and unknown routes count; a slot frees when the window slides; spoofed X-Forwarded-For does not
 * help unless TRUST_PROXY is set. Off (0) by default in tests.
 */
import { SlidingWindowStorage } from '../src/common/rate-limit.js';
import { createTestApp, type TestApp } from './harness.js';

const LIMIT = 5;
const WINDOW_MS = 2000;

let t: TestApp;
/** IP only (no client key header), behind a trusted proxy. */
let proxied: TestApp;
/** Test default: no rate limit. */
let off: TestApp;

beforeAll(async () => {
  [t, proxied, off] = await Promise.all([
    createTestApp({ RATE_LIMIT: String(LIMIT), RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) }),
    createTestApp({ RATE_LIMIT: '3', RATE_LIMIT_WINDOW_MS: '60000', RATE_LIMIT_KEY_HEADER: '', TRUST_PROXY: 'true' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close(), off?.close()]);
});

type Res = { statusCode: number; headers: Record<string, unknown>; body: string };
const get = (app: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) }) as Promise<Res>;
let keySeq = 0;
const freshKey = () => `test-client-${++keySeq}-${Date.now()}`;

function expect429(res: Res) {
  expect(res.statusCode).toBe(429);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  const p = JSON.parse(res.body);
  expect(p).toMatchObject({ type: 'https://tcg-rules.dev/problems/rate-limited', title: 'Too Many Requests', status: 429 });
  expect(p.detail).toMatch(/at most \d+ requests per \d+ s/);
  return p;
}

describe('rate limiting per client key', () => {
  it(`${LIMIT} requests pass with X-RateLimit headers counting down; request ${LIMIT + 1} is a 429 problem with Retry-After`, async () => {
    const key = freshKey();
    for (let i = 1; i <= LIMIT; i++) {
      const res = await get(t, '/v1/games', { 'x-client-key': key });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i));
    }
    const p = expect429(await get(t, '/v1/games', { 'x-client-key': key }));
    expect(p.limit).toBe(LIMIT);
    // refused requests are not counted, and every route shares the one budget
    expect429(await get(t, '/v1/games/pso2/formats', { 'x-client-key': key }));
  });

  it('GraphQL requests and unknown routes count (one HTTP request = one hit); GraphQL gets a real HTTP 429', async () => {
    const key = freshKey();
    const gql = () => t.inject({ method: 'POST', url: '/graphql', payload: { query: '{ gameList { slug } }' }, headers: { 'content-type': 'application/json', 'x-client-key': key } }) as Promise<Res>;
    expect((await gql()).statusCode).toBe(200);
    expect((await get(t, '/nope', { 'x-client-key': key })).statusCode).toBe(404);
    for (let i = 0; i < LIMIT - 2; i++) expect((await gql()).statusCode).toBe(200);
    expect429(await gql());
  });

  it('clients are counted apart: another key, and no key (the IP), each have their own budget', async () => {
    const a = freshKey();
    for (let i = 0; i < LIMIT; i++) await get(t, '/v1/games', { 'x-client-key': a });
    expect429(await get(t, '/v1/games', { 'x-client-key': a }));
    expect((await get(t, '/v1/games', { 'x-client-key': freshKey() })).statusCode).toBe(200);
    const ip = '10.9.8.7';
    for (let i = 0; i < LIMIT; i++) expect((await get(t, '/v1/games', {}, ip)).statusCode).toBe(200);
    expect429(await get(t, '/v1/games', {}, ip));
    // a malformed key (spaces, or over 128 characters) is ignored: the request counts against the IP
    expect429(await get(t, '/v1/games', { 'x-client-key': 'has spaces in it' }, ip));
    expect429(await get(t, '/v1/games', { 'x-client-key': 'k'.repeat(129) }, ip));
    // without TRUST_PROXY a forged X-Forwarded-For changes nothing
    expect429(await get(t, '/v1/games', { 'x-forwarded-for': '203.0.113.9' }, ip));
  });

  it('/health and /ready are never limited and do not use the budget', async () => {
    const key = freshKey();
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await get(t, '/health', { 'x-client-key': key })).statusCode).toBe(200);
      expect((await get(t, '/ready', { 'x-client-key': key })).statusCode).toBe(200);
    }
    expect((await get(t, '/health', { 'x-client-key': key })).headers['x-ratelimit-limit']).toBeUndefined();
    for (let i = 0; i < LIMIT; i++) expect((await get(t, '/v1/games', { 'x-client-key': key })).statusCode).toBe(200);
    expect429(await get(t, '/v1/games', { 'x-client-key': key }));
    expect((await get(t, '/health', { 'x-client-key': key })).statusCode).toBe(200);
    expect((await get(t, '/ready', { 'x-client-key': key })).statusCode).toBe(200);
  });

  it('the window slides: after Retry-After seconds the client is served again', async () => {
    const key = freshKey();
    for (let i = 0; i < LIMIT; i++) await get(t, '/v1/games', { 'x-client-key': key });
    const refused = await get(t, '/v1/games', { 'x-client-key': key });
    expect429(refused);
    await new Promise((r) => setTimeout(r, Number(refused.headers['retry-after']) * 1000 + 50));
    expect((await get(t, '/v1/games', { 'x-client-key': key })).statusCode).toBe(200);
  });
});

describe('IP-only limiting behind a trusted proxy (RATE_LIMIT_KEY_HEADER empty, TRUST_PROXY=true)', () => {
  it('rotating client keys does not escape the limit; the X-Forwarded-For client address is the key', async () => {
    for (let i = 0; i < 3; i++) expect((await get(proxied, '/v1/games', { 'x-client-key': freshKey(), 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(200);
    const res = await get(proxied, '/v1/games', { 'x-client-key': freshKey(), 'x-forwarded-for': '198.51.100.1' });
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body).detail).toContain('IP address');
    expect((await get(proxied, '/v1/games', { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT=0 (the test default)', () => {
  it('never limits and sends no rate-limit headers', async () => {
    expect(off.config.rateLimit).toBe(0);
    for (let i = 0; i < 50; i++) {
      const res = await get(off, '/v1/games/pso2', { 'x-client-key': 'same' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('SlidingWindowStorage (the in-memory ThrottlerStorage)', () => {
  it('limit 3 per 1000 ms: 3 hits pass, the 4th waits for the oldest to leave the window', async () => {
    let now = 10_000;
    const s = new SlidingWindowStorage(() => now);
    const hit = () => s.increment('k', 1000, 3, 0, 'default');
    for (const at of [10_000, 10_100, 10_200]) {
      now = at;
      expect((await hit()).isBlocked).toBe(false);
    }
    now = 10_300;
    expect(await hit()).toMatchObject({ isBlocked: true, totalHits: 4, timeToBlockExpire: 1 }); // 10_000 leaves at 11_000
    now = 10_999;
    expect((await hit()).isBlocked).toBe(true);
    now = 11_000;
    expect(await hit()).toMatchObject({ isBlocked: false, totalHits: 3 });
    now = 11_050;
    expect((await hit()).isBlocked).toBe(true);
    expect(s.size).toBe(1);
    s.close();
    expect(s.size).toBe(0);
  });
});
