/**
 * GET /v1/games/{game}/coverage (and GraphQL gameCoverage) off the request path's critical section
 * (docs/security.md §6): the card statuses are computed in chunks that yield to the event loop, so a cheap
 * route answers while a cold computation runs; concurrent requests share one computation per game and
 * catalog version; the answer equals the one-pass synchronous count; COVERAGE_WARM warms it in the background.
 */
import { cardStatus, coverageFrom, factsOf, vocabularyFor, type CatalogCard, type CoverageRegistry, type GameDefinition } from '../../../libs/engine/src/index.js';
import { toyCatalog } from '../../../libs/engine/test/toy-game.js';
import { GAMES } from '../../../libs/games/index.js';
import { registerEngineCatalog } from '../../../libs/match/src/index.js';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { loadConfig } from '../src/config/config.js';
import { COVERAGE_CHUNK, MatchesService } from '../src/matches/matches.service.js';
import { createTestApp, type TestApp } from './harness.js';
import { ODD_CARD, registerToyGames, TOY_TESTED } from './match-fixtures.js';

type Counts = { total: number; implemented: number; partial: number; unsupported: number; vanilla: number };

/** The former synchronous computation, in one pass: the reference the chunked answer must equal. */
function syncCounts(def: GameDefinition, cards: readonly CatalogCard[], registry: CoverageRegistry): { byStatus: Counts; bySet: Record<string, Counts> } {
  const vocab = vocabularyFor(def);
  const empty = (): Counts => ({ total: 0, implemented: 0, partial: 0, unsupported: 0, vanilla: 0 });
  const byStatus = empty();
  const bySet: Record<string, Counts> = {};
  for (const card of cards) {
    let abilities: unknown;
    try {
      abilities = factsOf(def, card).abilities;
    } catch {
      abilities = null;
    }
    const status = cardStatus(card, abilities, registry, { vocab }).status;
    const s = (bySet[(card as { set?: string | null }).set ?? '(no set)'] ??= empty());
    byStatus.total += 1;
    byStatus[status] += 1;
    s.total += 1;
    s[status] += 1;
  }
  const sorted: Record<string, Counts> = {};
  for (const k of Object.keys(bySet).sort()) sorted[k] = bySet[k]!;
  return { byStatus, bySet: sorted };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const inject = async (t: TestApp, url: string) => {
  const res = await t.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const gql = async (t: TestApp, game: string) => {
  const res = await t.inject({
    method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' },
    payload: { query: 'query($g: String!) { gameCoverage(game: $g) { game rules engine catalogVersion coverageSource tested byStatus { total implemented partial unsupported vanilla } } }', variables: { g: game } },
  });
  return JSON.parse(res.body);
};

/**
 * Starts a cold coverage request, waits until its computation has run its first chunk, then asks GET /health:
 * health must answer while the coverage computation is still going (chunks left, answer not sent).
 */
async function healthDuringColdCoverage(t: TestApp, url: string) {
  const stats = t.app.get(MatchesService).coverageStats;
  const before = { ...stats };
  let coverageDone = false;
  const coverage = inject(t, url).then((r) => {
    coverageDone = true;
    return r;
  });
  while (stats.chunks === before.chunks) await nextTurn(); // the computation has started (one chunk ran)
  const health = await inject(t, '/health');
  const chunksWhenHealthAnswered = stats.chunks - before.chunks;
  const doneWhenHealthAnswered = coverageDone;
  const answer = await coverage;
  return { health, answer, chunksWhenHealthAnswered, doneWhenHealthAnswered, computations: stats.computations - before.computations, chunks: stats.chunks - before.chunks };
}

describe('coverage on the toy game: chunked, shared, equal to the synchronous count (docs/security.md §6)', () => {
  let t: TestApp;
  let svc: MatchesService;
  beforeAll(async () => {
    registerToyGames();
    t = await createTestApp({});
    svc = t.app.get(MatchesService);
  });
  afterAll(async () => {
    await t?.close();
  });
  /** The toy catalog as the fixtures register it (35 cards); registering one card fewer changes the cache key (it counts the cards). */
  const toyCards = (): CatalogCard[] => [...toyCatalog(), ODD_CARD];

  it('the default chunk is 50 cards and warming is off under NODE_ENV=test, on otherwise (COVERAGE_WARM)', () => {
    expect(COVERAGE_CHUNK).toBe(50);
    expect(svc.coverageChunkSize).toBe(50);
    expect(t.config.coverageWarm).toBe(false);
    expect(loadConfig({}).coverageWarm).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', COVERAGE_WARM: 'true' }).coverageWarm).toBe(true);
    expect(loadConfig({ COVERAGE_WARM: 'false' }).coverageWarm).toBe(false);
    expect(() => loadConfig({ COVERAGE_WARM: 'maybe' })).toThrow(/COVERAGE_WARM="maybe" must be true or false/);
  });

  it('a cheap route (GET /health) answers while a cold computation runs; the answer equals the synchronous count', async () => {
    svc.coverageChunkSize = 1; // 35 cards: 35 chunks
    try {
      const r = await healthDuringColdCoverage(t, '/v1/games/toy/coverage');
      expect(r.health).toEqual({ status: 200, body: { status: 'ok' } });
      expect(r.doneWhenHealthAnswered).toBe(false);
      expect(r.chunksWhenHealthAnswered).toBeGreaterThanOrEqual(1);
      expect(r.chunksWhenHealthAnswered).toBeLessThan(35);
      expect({ computations: r.computations, chunks: r.chunks }).toEqual({ computations: 1, chunks: 35 });
      const counts = { total: 35, implemented: 2, partial: 30, unsupported: 1, vanilla: 2 };
      expect(r.answer).toEqual({ status: 200, body: { game: 'toy', rules: 'toy-1', engine: '2.0.0', catalogVersion: 0, coverageSource: 'registered', tested: null, byStatus: counts, bySet: { '(no set)': counts } } });
      expect(syncCounts(svc.requireEngine('toy'), toyCards(), coverageFrom(TOY_TESTED))).toEqual({ byStatus: counts, bySet: { '(no set)': counts } });
    } finally {
      svc.coverageChunkSize = COVERAGE_CHUNK;
    }
  });

  it('concurrent REST and GraphQL requests share one computation; later ones are cached', async () => {
    registerEngineCatalog('toy', toyCards().slice(1), TOY_TESTED); // 34 cards: a new key, so a cold computation
    svc.coverageChunkSize = 4; // 34 cards: 8 full chunks and one of 2
    try {
      const before = { ...svc.coverageStats };
      const [a, b, g] = await Promise.all([inject(t, '/v1/games/toy/coverage'), inject(t, '/v1/games/toy/coverage'), gql(t, 'toy')]);
      expect({ computations: svc.coverageStats.computations - before.computations, chunks: svc.coverageStats.chunks - before.chunks }).toEqual({ computations: 1, chunks: 9 });
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(g.errors).toBeUndefined();
      const { bySet: _bySet, ...rest } = a.body;
      expect(g.data.gameCoverage).toEqual(rest);
      const ref = syncCounts(svc.requireEngine('toy'), toyCards().slice(1), coverageFrom(TOY_TESTED));
      expect({ byStatus: a.body.byStatus, bySet: a.body.bySet }).toEqual(ref);
      expect(a.body.byStatus.total).toBe(34);
      // cached: no computation, no chunk
      const cached = { ...svc.coverageStats };
      expect((await inject(t, '/v1/games/toy/coverage')).body).toEqual(a.body);
      expect(svc.coverageStats).toEqual(cached);
    } finally {
      registerEngineCatalog('toy', toyCards(), TOY_TESTED);
      svc.coverageChunkSize = COVERAGE_CHUNK;
    }
  });

  it('chunk boundaries: 35 cards are 1 chunk of 35, 2 chunks of 34, 1 chunk of 36', async () => {
    const chunksFor = async (size: number, cards: CatalogCard[]) => {
      registerEngineCatalog('toy', cards, TOY_TESTED);
      svc.coverageChunkSize = size;
      const before = svc.coverageStats.chunks;
      const r = await inject(t, '/v1/games/toy/coverage');
      expect(r.body.byStatus).toEqual(syncCounts(svc.requireEngine('toy'), cards, coverageFrom(TOY_TESTED)).byStatus);
      return svc.coverageStats.chunks - before;
    };
    try {
      // each call changes the card count (the cache key), so each is cold
      expect(await chunksFor(35, toyCards())).toBe(1);
      expect(await chunksFor(34, toyCards().slice(1))).toBe(1); // 34 cards, chunk 34
      expect(await chunksFor(34, toyCards())).toBe(2); // 35 cards, chunk 34: one over
      expect(await chunksFor(36, toyCards().slice(1))).toBe(1);
      expect(await chunksFor(36, toyCards())).toBe(1);
    } finally {
      registerEngineCatalog('toy', toyCards(), TOY_TESTED);
      svc.coverageChunkSize = COVERAGE_CHUNK;
    }
  });

  it('warmCoverage() does nothing when COVERAGE_WARM is off', async () => {
    const before = { ...svc.coverageStats };
    await svc.warmCoverage();
    expect(svc.coverageStats).toEqual(before);
  });
});

describe('coverage of Shadowverse Evolve (the real catalog): cold, concurrent, then warm', () => {
  const GAME = 'shadowverse-evolve';
  let t: TestApp;
  let svc: MatchesService;
  beforeAll(async () => {
    t = await createTestApp({ COVERAGE_WARM: 'true' });
    svc = t.app.get(MatchesService);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health answers during the cold computation; REST and GraphQL share it; counts equal the synchronous pass', async () => {
    const cards = [...t.app.get(CatalogService).cards(GAME).values()] as unknown as CatalogCard[];
    const expectedChunks = Math.ceil(cards.length / COVERAGE_CHUNK);
    expect(expectedChunks).toBeGreaterThan(2);
    const graphql = gql(t, GAME); // joins the same computation
    const r = await healthDuringColdCoverage(t, `/v1/games/${GAME}/coverage`);
    const g = await graphql;
    expect(r.health.status).toBe(200);
    expect(r.doneWhenHealthAnswered).toBe(false);
    expect(r.chunksWhenHealthAnswered).toBeLessThan(expectedChunks);
    expect({ computations: r.computations, chunks: r.chunks }).toEqual({ computations: 1, chunks: expectedChunks });
    expect(r.answer.status).toBe(200);
    const mod = GAMES[GAME] as unknown as { coverage: CoverageRegistry; coveredIds(): string[] };
    const ref = syncCounts(svc.requireEngine(GAME), cards, mod.coverage);
    expect({ byStatus: r.answer.body.byStatus, bySet: r.answer.body.bySet }).toEqual(ref);
    expect(r.answer.body).toMatchObject({ game: GAME, coverageSource: 'export', tested: mod.coveredIds().length, catalogVersion: t.app.get(CatalogService).catalogVersion(GAME) });
    expect(r.answer.body.byStatus.total).toBe(cards.length);
    expect(g.errors).toBeUndefined();
    expect(g.data.gameCoverage.byStatus).toEqual(r.answer.body.byStatus);
   }, 240_000); // two passes over ≈ 6,500 cards (the chunked one and the synchronous reference) on a shared machine

  it('COVERAGE_WARM=true: warmCoverage() computes the games not yet cached, once; requests then compute nothing', async () => {
    registerToyGames();
    const before = { ...svc.coverageStats };
    await svc.warmCoverage();
    const warmed = svc.coverageStats.computations - before.computations;
    expect(warmed).toBe(svc.gamesWithEngine().length - 1); // every game but SVE (cached by the test before)
    const after = { ...svc.coverageStats };
    for (const game of svc.gamesWithEngine()) expect((await inject(t, `/v1/games/${game}/coverage`)).status).toBe(200);
    expect(svc.coverageStats).toEqual(after);
  });
});
