#!/usr/bin/env node
/**
 * Load soak: starts the built server (dist/apps/api/src/main.js; run `npm run build` first, `npm run soak`
 * does) on a free 127.0.0.1 port with a throwaway SQLite database, drives mixed traffic with autocannon at
 * high concurrency, and reports errors, latency percentiles and the server's memory (RSS) before and after.
 * Exits 1 when anything failed: connection errors, timeouts, 5xx, or any status a scenario did not expect
 * (expected 4xx, from the deliberately bad requests in the mix, are counted separately and are fine).
 *
 *   node scripts/soak.mjs                 # 60 s, 64 connections
 *   SOAK_SECONDS=20 SOAK_CONNECTIONS=128 node scripts/soak.mjs
 *
 * Environment: SOAK_SECONDS (60), SOAK_CONNECTIONS (64), SOAK_PIPELINING (1), SOAK_DATABASE_URL (unset =
 * a temp SQLite file; a postgresql:// URL soaks against PostgreSQL), SOAK_JSON (write the summary there),
 * SOAK_SCENARIOS (comma-separated parts of scenario names: run only those, e.g. "search" to profile one kind).
 *
 * Scenarios are a weighted table (SCENARIOS below): deck validations of the real example decks
 * (libs/catalog/data/*.decks.json), card searches, card gets, GraphQL validateDeck, and a few expected 4xx;
 * MATCH_SCENARIOS drive the match API with Shadowverse Evolve (the production server registers no toy game;
 * most SVE cards are not implemented yet, so matches are created with allowUnsupported): each connection
 * plays on from a sealed mid-game position (prepared before the soak) with random legal actions of the
 * decider's own view, plus views, new matches, and expected 401/422 (tampered tokens, illegal actions).
 * SOAK_MATCHES=0 leaves them out.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(ROOT, 'dist/apps/api/src/main.js');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
const PIPELINING = Number(process.env.SOAK_PIPELINING ?? 1);
const GAMES = ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle'];

function fail(message) {
  console.error(`soak: ${message}`);
  process.exit(2);
}

if (!existsSync(MAIN)) fail(`${MAIN} is missing: run \`npm run build\` first (\`npm run soak\` does).`);
for (const [name, v] of [['SOAK_SECONDS', SECONDS], ['SOAK_CONNECTIONS', CONNECTIONS], ['SOAK_PIPELINING', PIPELINING]]) {
  if (!Number.isInteger(v) || v < 1) fail(`${name} must be a positive integer`);
}

// ------------------------------------------------------------------------------------------------------
// Traffic: real decks and cards from the shipped catalogs
// ------------------------------------------------------------------------------------------------------

const data = (file) => JSON.parse(readFileSync(join(ROOT, 'libs/catalog/data', file), 'utf8'));
const decks = GAMES.flatMap((game) => data(`${game}.decks.json`).map((d) => ({ game, format: d.format ?? undefined, deck: d.deck })));
const cards = GAMES.flatMap((game) => data(`${game}.cards.json`).map((c) => ({ game, id: c.id, name: c.name })));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const json = () => ({ 'content-type': 'application/json' });
const ASOF = '2026-11-21';

/**
 * name, weight, build() -> { method, path, headers?, body? }, expect: statuses that count as success.
 * `expected4xx: true` marks deliberately bad requests (their 4xx are counted apart from errors).
 */
const SCENARIOS = [
  {
    name: 'validate deck (REST)',
    weight: 40,
    expect: [200],
    build: () => {
      const d = pick(decks);
      return { method: 'POST', path: `/v1/games/${d.game}/decks/validate`, headers: json(), body: JSON.stringify({ deck: d.deck, format: d.format, asOf: ASOF }) };
    },
  },
  {
    name: 'search cards',
    weight: 25,
    expect: [200],
    build: () => {
      const c = pick(cards);
      const q = Array.from(c.name).slice(0, 2).join('');
      return { method: 'GET', path: `/v1/games/${c.game}/cards?q=${encodeURIComponent(q)}&limit=20` };
    },
  },
  {
    name: 'get card',
    weight: 25,
    expect: [200],
    build: () => {
      const c = pick(cards);
      return { method: 'GET', path: `/v1/games/${c.game}/cards/${encodeURIComponent(c.id)}` };
    },
  },
  {
    name: 'validate deck (GraphQL)',
    weight: 5,
    expect: [200],
    build: () => {
      const d = pick(decks);
      const query = 'query($g: String!, $d: JSON!, $f: String) { validateDeck(game: $g, deck: $d, format: $f, asOf: "2026-11-21") { legal errors { code rule } } }';
      return { method: 'POST', path: '/graphql', headers: json(), body: JSON.stringify({ query, variables: { g: d.game, d: d.deck, f: d.format ?? null } }) };
    },
  },
  { name: 'unknown card (404)', weight: 2, expect: [404], expected4xx: true, build: () => ({ method: 'GET', path: `/v1/games/${pick(GAMES)}/cards/NOPE-${Math.floor(Math.random() * 1e6)}` }) },
  { name: 'malformed deck (400)', weight: 2, expect: [400], expected4xx: true, build: () => ({ method: 'POST', path: `/v1/games/${pick(GAMES)}/decks/validate`, headers: json(), body: JSON.stringify({ deck: { main: [{ id: 'X', count: -1 }] } }) }) },
  { name: 'bad search limit (400)', weight: 1, expect: [400], expected4xx: true, build: () => ({ method: 'GET', path: `/v1/games/${pick(GAMES)}/cards?limit=1000` }) },
];

/**
 * Match API (Shadowverse Evolve, allowUnsupported). `matchPool` holds sealed mid-game positions prepared
 * before the soak (prepareMatches). "match step" plays games on: it takes a live position (`live`: the
 * positions the last steps reached; autocannon clears a connection's `context` before every request, so
 * games live here rather than per connection), applies a random legal action of the decider's own view and
 * puts the position it reached back (onResponse); finished or refused games end, and a step with no live
 * position starts again from a pool position. build(context) / onResponse(status, body, context) are per
 * scenario.
 */
const SVE = 'shadowverse-evolve';
const sveDecks = data(`${SVE}.decks.json`).filter((d) => /starter-card deck/.test(d.name)).map((d) => d.deck);
const matchPool = [];
const live = [];
const position = (body) => {
  const decider = body.status.decider;
  return decider === null ? null : { state: body.state, hash: body.stateHash, decider, legal: body.views[String(decider)].legalActions };
};
const matchStats = { steps: 0, gamesFinished: 0, restarts: 0, unreadable: 0, lastError: null };
const MATCH_SCENARIOS = [
  {
    name: 'match step (SVE)',
    weight: 9,
    expect: [200],
    build: () => {
      let m = live.pop();
      if (!m) {
        m = pick(matchPool);
        matchStats.restarts++;
      }
      const action = pick(m.legal);
      return { method: 'POST', path: `/v1/games/${SVE}/matches/step`, headers: json(), body: JSON.stringify({ state: m.state, action, expectedStateHash: m.hash }) };
    },
    onResponse: (status, body) => {
      if (status !== 200) return;
      matchStats.steps++;
      const next = position(JSON.parse(body));
      if (!next) matchStats.gamesFinished++;
      else if (live.length < 1024) live.push(next);
    },
  },
  {
    name: 'match view (SVE)',
    weight: 2,
    expect: [200],
    build: () => ({ method: 'POST', path: `/v1/games/${SVE}/matches/view`, headers: json(), body: JSON.stringify({ state: pick(matchPool).state, player: pick([0, 1, 'spectator']) }) }),
  },
  {
    name: 'match create (SVE)',
    weight: 1,
    expect: [200],
    build: () => ({ method: 'POST', path: `/v1/games/${SVE}/matches`, headers: json(), body: JSON.stringify({ players: [{ deck: pick(sveDecks) }, { deck: pick(sveDecks) }], allowUnsupported: true }) }),
  },
  {
    name: 'tampered token (401)',
    weight: 1,
    expect: [401],
    expected4xx: true,
    build: () => {
      const m = pick(matchPool);
      const i = 100 + Math.floor(Math.random() * (m.state.length - 200)); // past the header (key id, game): the ciphertext
      const state = m.state.slice(0, i) + (m.state[i] === 'A' ? 'B' : 'A') + m.state.slice(i + 1);
      return { method: 'POST', path: `/v1/games/${SVE}/matches/step`, headers: json(), body: JSON.stringify({ state, action: m.legal[0] }) };
    },
  },
  {
    name: 'illegal action (422)',
    weight: 1,
    expect: [422],
    expected4xx: true,
    build: () => {
      const m = pick(matchPool);
      return { method: 'POST', path: `/v1/games/${SVE}/matches/step`, headers: json(), body: JSON.stringify({ state: m.state, action: { type: 'soak-not-listed', player: m.decider } }) };
    },
  },
];

/** Sealed mid-game positions to start from: 8 matches, each played 6 to 27 random legal steps. */
async function prepareMatches(base) {
  const call = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: json(), body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  for (let i = 0; i < 8; i++) {
    let r = await call(`/v1/games/${SVE}/matches`, { players: [{ deck: sveDecks[i % sveDecks.length] }, { deck: sveDecks[(i + 1) % sveDecks.length] }], allowUnsupported: true });
    if (r.status === 501) return `${SVE} has no rules engine on this server (501)`;
    if (r.status !== 200) throw new Error(`match setup answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    for (let k = 0; k < 6 + 3 * i && !r.body.status.over; k++) {
      const p = position(r.body);
      r = await call(`/v1/games/${SVE}/matches/step`, { state: p.state, action: pick(p.legal) });
      if (r.status !== 200) throw new Error(`match setup step answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    }
    const p = position(r.body);
    if (p) matchPool.push(p);
  }
  return matchPool.length > 0 ? null : 'no mid-game position could be prepared';
}

// SOAK_SCENARIOS="search,get card": only the scenarios whose name contains one of these (to profile one kind)
const ONLY = (process.env.SOAK_SCENARIOS ?? '').split(',').map((x) => x.trim()).filter(Boolean);
const WITH_MATCHES = process.env.SOAK_MATCHES !== '0';
let ALL = [...SCENARIOS, ...(WITH_MATCHES ? MATCH_SCENARIOS : [])].filter((s) => s.weight > 0 && (ONLY.length === 0 || ONLY.some((o) => s.name.includes(o))));
if (ALL.length === 0) fail(`no scenario matches SOAK_SCENARIOS=${process.env.SOAK_SCENARIOS}`);
let TOTAL_WEIGHT = ALL.reduce((n, s) => n + s.weight, 0);
function chooseScenario() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const s of ALL) if ((r -= s.weight) < 0) return s;
  return ALL[ALL.length - 1];
}
function dropMatchScenarios(why) {
  console.log(`soak: match scenarios left out: ${why}`);
  ALL = ALL.filter((s) => !MATCH_SCENARIOS.includes(s));
  if (ALL.length === 0) fail('no scenario left');
  TOTAL_WEIGHT = ALL.reduce((n, s) => n + s.weight, 0);
}

// ------------------------------------------------------------------------------------------------------
// Server
// ------------------------------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

function rssKiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    if (m) return Number(m[1]);
  } catch {
    /* not Linux */
  }
  return undefined;
}
/** The q-quantile (0..1) of a list of numbers (0 when empty). */
function pct(list, q) {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? sorted[0];
}
const mib = (kib) => (kib === undefined ? 'n/a' : `${(kib / 1024).toFixed(1)} MiB`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitReady(base, child, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/ready`);
      if (res.status === 200) return Date.now() - start;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`the server was not ready after ${timeoutMs} ms`);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'tcg-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RATE_LIMIT: '0', SQLITE_FILE: join(dir, 'catalog.db') };
  delete env.DATABASE_URL;
  delete env.ADMIN_TOKEN;
  if (process.env.SOAK_DATABASE_URL) env.DATABASE_URL = process.env.SOAK_DATABASE_URL;
  let stderr = '';
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (b) => {
    stderr = (stderr + b.toString()).slice(-20_000);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));

  try {
    console.log(`soak: starting ${MAIN} on ${base} (${env.DATABASE_URL ? 'DATABASE_URL' : `SQLite ${env.SQLITE_FILE}`})`);
    const startMs = await waitReady(base, child, 180_000);
    if (ALL.some((s) => MATCH_SCENARIOS.includes(s))) {
      const skipped = await prepareMatches(base);
      if (skipped) dropMatchScenarios(skipped);
      else console.log(`soak: ${matchPool.length} sealed ${SVE} mid-game positions prepared`);
    }
    // warm up (JIT, caches, connection pool) for 2 s at low concurrency, then measure the baseline
    await autocannon({ url: base, connections: 4, duration: 2, requests: [{ setupRequest: (req, context) => ({ ...req, ...chooseScenario().build(context ?? {}) }) }] });
    Object.assign(matchStats, { steps: 0, gamesFinished: 0, restarts: 0, unreadable: 0, lastError: null });
    live.length = 0;
    await sleep(500);
    const rssBefore = rssKiB(child.pid);
    console.log(`soak: ready after ${startMs} ms; RSS ${mib(rssBefore)}; ${SECONDS} s at ${CONNECTIONS} connections (pipelining ${PIPELINING}); ${decks.length} decks, ${cards.length} cards`);

    const tally = new Map(ALL.map((s) => [s.name, { sent: 0, ok: 0, expected4xx: 0, unexpected: new Map(), ms: [] }]));
    let rssPeak = rssBefore ?? 0;
    const sampler = setInterval(() => {
      const r = rssKiB(child.pid);
      if (r !== undefined && r > rssPeak) rssPeak = r;
    }, 1000);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      duration: SECONDS,
      timeout: 10,
      requests: [
        {
          setupRequest: (req, context) => {
            const s = chooseScenario();
            context.scenario = s.name;
            context.sentAt = performance.now();
            tally.get(s.name).sent++;
            return { ...req, ...s.build(context) };
          },
          onResponse: (status, body, context) => {
            const s = ALL.find((x) => x.name === context.scenario);
            const t = tally.get(context.scenario);
            if (!s || !t) return;
            if (context.sentAt !== undefined) t.ms.push(performance.now() - context.sentAt);
            if (s.onResponse) {
              try {
                s.onResponse(status, body, context);
              } catch (e) {
                // an unreadable answer: counted here (and through its status below)
                matchStats.unreadable++;
                matchStats.lastError = String(e?.message ?? e).slice(0, 200);
              }
            }
            if (s.expect.includes(status)) {
              if (s.expected4xx) t.expected4xx++;
              else t.ok++;
            } else {
              t.unexpected.set(status, (t.unexpected.get(status) ?? 0) + 1);
            }
          },
        },
      ],
    });
    clearInterval(sampler);
    await sleep(2000); // let the server settle before the "after" reading
    const rssAfter = rssKiB(child.pid);
    const ready = await fetch(`${base}/ready`).then((r) => r.status).catch(() => 0);

    const unexpected = [...tally.values()].reduce((n, t) => n + [...t.unexpected.values()].reduce((a, b) => a + b, 0), 0);
    const expected4xx = [...tally.values()].reduce((n, t) => n + t.expected4xx, 0);
    const errors = result.errors + result.timeouts + result['5xx'] + unexpected;
    const summary = {
      seconds: SECONDS,
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
      non2xx: result.non2xx,
      expected4xx,
      unexpectedStatuses: unexpected,
      connectionErrors: result.errors,
      timeouts: result.timeouts,
      serverErrors5xx: result['5xx'],
      errors,
      rssMiB: { before: rssBefore && +(rssBefore / 1024).toFixed(1), peak: rssPeak && +(rssPeak / 1024).toFixed(1), after: rssAfter && +(rssAfter / 1024).toFixed(1) },
      readyAfter: ready,
      matches: WITH_MATCHES ? { ...matchStats, pool: matchPool.length } : null,
      scenarios: Object.fromEntries([...tally].map(([name, t]) => [name, { sent: t.sent, ok: t.ok, expected4xx: t.expected4xx, unexpected: Object.fromEntries(t.unexpected), latencyMs: { p50: Math.round(pct(t.ms, 0.5)), p99: Math.round(pct(t.ms, 0.99)), max: Math.round(pct(t.ms, 1)) } }])),
    };
    console.log('\nscenario                      sent       ok   exp4xx  unexpected   p50 ms   p99 ms   max ms');
    for (const [name, t] of tally) {
      const bad = [...t.unexpected].map(([s, n]) => `${s}x${n}`).join(' ') || '0';
      const [p50, p99, max] = [pct(t.ms, 0.5), pct(t.ms, 0.99), pct(t.ms, 1)].map((x) => String(Math.round(x)).padStart(8));
      console.log(`${name.padEnd(28)} ${String(t.sent).padStart(6)} ${String(t.ok).padStart(8)} ${String(t.expected4xx).padStart(8)}  ${bad.padEnd(10)} ${p50} ${p99} ${max}`);
    }
    console.log(`\nrequests ${summary.requests} (${summary.requestsPerSecond}/s); latency p50 ${summary.latencyMs.p50} ms, p90 ${summary.latencyMs.p90} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms`);
    console.log(`status codes ${JSON.stringify(summary.statusCodes)}; non-2xx ${summary.non2xx} (expected 4xx ${expected4xx})`);
    console.log(`errors ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}, unexpected statuses ${unexpected})`);
    console.log(`server RSS before ${mib(rssBefore)}, peak ${mib(rssPeak)}, after ${mib(rssAfter)}; /ready after the soak: ${ready}`);
    if (matchPool.length) console.log(`matches: ${matchStats.steps} steps applied, ${matchStats.gamesFinished} games played to the end, ${matchStats.restarts} games (re)started from ${matchPool.length} prepared positions${matchStats.unreadable ? `; ${matchStats.unreadable} unreadable answers (${matchStats.lastError})` : ''}`);
    if (process.env.SOAK_JSON) writeFileSync(process.env.SOAK_JSON, JSON.stringify(summary, null, 2) + '\n');
    const ok = errors === 0 && matchStats.unreadable === 0 && ready === 200 && child.exitCode === null;
    console.log(ok ? 'soak: OK' : 'soak: FAILED');
    if (!ok && stderr) console.error(`server stderr (last lines):\n${stderr.split('\n').slice(-30).join('\n')}`);
    return ok ? 0 : 1;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`soak: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
