#!/usr/bin/env node
/**
 * Benchmark harness (issue 6). Measures whatever exists in the build when it runs and says what it
 * skipped and why; regenerates docs/benchmarks.md.
 *
 *   npm run build && node bench/run.mjs            full run  -> docs/benchmarks.md
 *   node bench/run.mjs --quick                     CI smoke test (< 2 min) -> $TMPDIR/benchmarks.quick.md
 *   options: --out FILE (where to write the report), --json FILE (raw results), --from-json FILE (re-render only),
 *            --keep-profiles [DIR] (keep the .cpuprofile files; default bench/profiles),
 *            --note "text" (added to the report header, e.g. "machine under load from parallel work"),
 *            --skip engine,http,cluster,memory,profile (sections to leave out)
 *
 * Sections: 1 engine in process (per registered game + the kernel's toy game), 2 HTTP (autocannon,
 * same machine), 3 sizes, 4 scaling (time per decision by turn / board size, 1 vs 2 worker
 * processes, memory over a load run), 5 CPU profile of the hottest path. See bench/README.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { compileToy, benchDecks } from './lib/games.mjs';
import { freePort, load, request, serverEnv, startServer, stateKeys, waitHealthy, BASELINE_PATH } from './lib/http.mjs';
import { summarizeProfile } from './lib/profile.mjs';
import {
  BENCH_DIR, ROOT, fmtBytes, fmtInt, fmtMs, fmtNum, fmtPct, lastJson, machineInfo, parseArgs, runNode, sleep, table, verdict,
} from './lib/util.mjs';

const args = parseArgs();
const quick = Boolean(args.quick);
const skip = new Set(String(args.skip ?? '').split(',').filter(Boolean));
const startedAt = Date.now();

/** Durations (seconds) per mode. */
const T = quick
  ? { engine: 1, engineLat: 1, engineCodec: 1, sizesGames: 6, profileEngine: 2, warm: 0.5, http: 1.5, connections: 64, memory: 10, cluster: 1.5, profileHttp: 2, midTurn: 5 }
  : { engine: 10, engineLat: 8, engineCodec: 6, sizesGames: 30, profileEngine: 6, warm: 3, http: 10, connections: 64, memory: 60, cluster: 10, profileHttp: 8, midTurn: 5 };

const TARGETS = {
  sveGamesPerSec: 1000,
  stepRatio: 0.25,
  stepP99Ms: 10,
  validateRatio: 0.5,
  midGameTokenBytes: 8 * 1024,
  memoryDrift: 0.1,
};

const SVE = 'shadowverse-evolve';
const log = (...m) => console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(1)}s]`, ...m);
const results = { quick, targets: TARGETS, durations: T, skipped: [], notes: [], engine: [], http: null, profile: {} };
/** The results the report is rendered from (this run's, or --from-json). */
let reportOf = results;
const skipped = (section, what, why) => {
  results.skipped.push({ section, what, why });
  log(`SKIPPED ${section} / ${what}: ${why}`);
};

// --from-json FILE: only re-render the report from the raw results of an earlier run (--json FILE)
if (args['from-json']) {
  const saved = JSON.parse(readFileSync(String(args['from-json']), 'utf8'));
  reportOf = saved;
  const outFile = args.out ? String(args.out) : saved.quick ? join(os.tmpdir(), 'benchmarks.quick.md') : join(ROOT, 'docs', 'benchmarks.md');
  writeFileSync(outFile, render(saved));
  log(`re-rendered ${relative(process.cwd(), outFile) || outFile} from ${args['from-json']}`);
  process.exit(0);
}

const work = mkdtempSync(join(os.tmpdir(), 'tcg-bench-'));
const machineStart = machineInfo();
results.machine = machineStart;

/** --keep-profiles DIR: copy a .cpuprofile there (open it in Chrome DevTools > Performance, or speedscope). */
function keepProfile(file, name) {
  const dir = String(args['keep-profiles'] === true ? join(ROOT, 'bench', 'profiles') : args['keep-profiles']);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.cpuprofile`), readFileSync(file));
}

// ---------------------------------------------------------------- preconditions

if (!existsSync(join(ROOT, 'dist', 'libs', 'engine', 'src', 'index.js'))) {
  console.error('bench: no build found (dist/). Run `npm run build` first (npm run bench does).');
  process.exit(2);
}

let toyModule = null;
try {
  toyModule = await compileToy(work);
} catch (e) {
  skipped('engine', 'toy game (kernel baseline)', `could not compile libs/engine/test/toy-game.ts: ${e.message}`);
}

// ---------------------------------------------------------------- 1. engine in process

async function engineChild(extraArgs, nodeArgs = []) {
  const r = await runNode([...nodeArgs, join(BENCH_DIR, 'engine.mjs'), ...extraArgs], { timeoutMs: 15 * 60_000 });
  const json = lastJson(r.stdout);
  if (!json) return { skipped: true, reason: `engine child exited ${r.code ?? r.signal} without a result: ${r.stderr.slice(-800)}` };
  return json;
}

let gameList = { registered: [], status: {} };
let hottest = null;
if (!skip.has('engine')) {
  gameList = await engineChild(['--list']);
  results.games = gameList;
  for (const slug of ['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle']) {
    if (!gameList.registered.includes(slug)) skipped('engine', slug, gameList.status?.[slug] ?? gameList.error ?? 'not registered');
  }
  const timing = ['--seconds', T.engine, '--lat-seconds', T.engineLat, '--codec-seconds', T.engineCodec, '--sizes-games', T.sizesGames].map(String);
  const runs = [];
  if (toyModule) runs.push({ label: 'toy', args: ['--toy', '--toy-module', toyModule] });
  for (const slug of gameList.registered) runs.push({ label: slug, args: ['--game', slug] });
  for (const r of runs) {
    log(`engine: ${r.label}`);
    const res = await engineChild([...r.args, ...timing]);
    if (res.skipped) skipped('engine', r.label, res.reason);
    else results.engine.push(res);
  }
  if (gameList.registered.includes(SVE) && results.engine.some((e) => e.game === SVE)) hottest = { label: SVE, args: ['--game', SVE] };
  else if (toyModule && results.engine.some((e) => e.game === 'toy')) hottest = { label: 'toy', args: ['--toy', '--toy-module', toyModule] };
} else {
  skipped('engine', 'all', '--skip engine');
}

// ---------------------------------------------------------------- 5a. profile of the engine loop

/** Profiles of the engine loop: the public `apply` loop, and the in-place playout loop (the target's). */
async function profileEngine() {
  if (!hottest) return skipped('profile', 'engine loop', 'no engine benchmark ran');
  const dir = join(work, 'prof-engine');
  mkdirSync(dir, { recursive: true });
  const inPlace = results.engine.find((e) => e.game === hottest.label)?.playout !== undefined;
  for (const loop of inPlace ? ['apply', 'inplace'] : ['apply']) {
    log(`profile: engine loop (${hottest.label}, ${loop})`);
    const file = join(dir, `engine-${loop}.cpuprofile`);
    const res = await engineChild([...hottest.args, '--profile-only', file, '--seconds', String(T.profileEngine), '--loop', loop]);
    if (!existsSync(file)) {
      skipped('profile', `engine loop (${loop})`, `no profile written (${res.reason ?? 'unknown'})`);
      continue;
    }
    if (args['keep-profiles']) keepProfile(file, `engine-${hottest.label}-${loop}`);
    results.profile[loop === 'apply' ? 'engine' : 'engineInPlace'] = {
      game: hottest.label,
      loop,
      seconds: T.profileEngine,
      throughput: res.throughput,
      ...summarizeProfile(file, {
        top: 15,
        inclusiveNames: ['createGame', 'buildInitialState', 'validateAbilities', 'hashJson', 'legalActions', 'apply@engine/src/engine', 'applyInPlace', 'makeCtx', 'cloneJson', 'cloneState', 'run@engine/src/engine', 'ruleProcessing', 'collectTriggers', 'statOf', 'modifiersOf', 'moveCards', 'view@engine/src/view'],
      }),
    };
  }
}
if (!skip.has('profile') && !skip.has('engine')) await profileEngine();

// ---------------------------------------------------------------- 2-4. HTTP

/** Deterministic picker for random legal actions over HTTP. */
function picker(seed) {
  let a = seed >>> 0 || 1;
  return (n) => {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    return (a >>> 0) % n;
  };
}

function sveDeck(i) {
  const decks = benchDecks(SVE, 'standard');
  return decks[i % decks.length];
}

/**
 * Plays a match over HTTP with random legal actions until turn >= minTurn; returns the sealed token,
 * a legal action for it, and the sizes seen. Skips (returns {skipped}) when the match API or the
 * game's engine is missing.
 */
async function midGame(base, game, players, { minTurn, format, notes }) {
  let allowUnsupported = false;
  for (let attempt = 0; attempt < 8; attempt++) {
    const body = { players, seed: `bench-${game}-${attempt}`, ...(format ? { format } : {}), ...(allowUnsupported ? { allowUnsupported: true } : {}) };
    let r = await request(base, 'POST', `/v1/games/${game}/matches`, body);
    if (r.status === 422 && /unsupported-cards/.test(r.json?.type ?? '')) {
      allowUnsupported = true;
      notes.push(`${game}: match creation refused unsupported cards (${r.json?.cards?.length ?? '?'} listed); matches created with allowUnsupported: true`);
      r = await request(base, 'POST', `/v1/games/${game}/matches`, { ...body, allowUnsupported: true });
    }
    if (r.status === 404 && !r.json?.type) return { skipped: `POST /v1/games/${game}/matches is not a route in this build (404)` };
    if (r.status === 501) return { skipped: `no rules engine for ${game} in the server (501: ${r.json?.detail ?? ''})` };
    if (r.status !== 200) return { skipped: `POST /v1/games/${game}/matches answered ${r.status}: ${(r.json?.detail ?? r.text).slice(0, 300)}` };
    let m = r.json;
    const pick = picker(1000 + attempt);
    const tokens = {};
    let steps = 0;
    const stepBytes = [];
    while (!m.status.over && steps < 5000) {
      const t = m.status.turn;
      if (!tokens[t] && typeof m.state === 'string') tokens[t] = m.state.length;
      const decider = m.status.decider;
      const legal = m.views?.[String(decider)]?.legalActions ?? m.legalActions;
      if (!Array.isArray(legal) || legal.length === 0) return { skipped: `the ${game} match answer has no legalActions for the decider (seat ${decider})` };
      const action = legal[pick(legal.length)];
      if (t >= minTurn) {
        const check = await request(base, 'POST', `/v1/games/${game}/matches/step`, { state: m.state, action });
        if (check.status !== 200) return { skipped: `step answered ${check.status}: ${(check.json?.detail ?? check.text).slice(0, 300)}` };
        return { token: m.state, action, turn: t, steps, tokens, stepResponseBytes: check.bytes, stepBytesMedian: stepBytes.sort((a, b) => a - b)[stepBytes.length >> 1] ?? null, allowUnsupported };
      }
      const s = await request(base, 'POST', `/v1/games/${game}/matches/step`, { state: m.state, action });
      if (s.status !== 200) return { skipped: `POST /v1/games/${game}/matches/step answered ${s.status}: ${(s.json?.detail ?? s.text).slice(0, 300)}` };
      stepBytes.push(s.bytes);
      m = s.json;
      steps++;
    }
  }
  return { skipped: `no ${game} match reached turn ${minTurn} in 8 random games` };
}

async function http() {
  const sqliteFile = join(work, 'catalog.db');
  const keys = stateKeys();
  const port = await freePort();
  const env = serverEnv({ port, sqliteFile, keys });
  const base = `http://127.0.0.1:${port}`;
  const out = { routes: [], notes: [], sizes: {}, cluster: [], memory: null };
  results.http = out;

  // the first server seeds the empty database (once); the cluster servers then start with SEED_CATALOG=false
  log('http: starting the bench server (seeding the SQLite catalog once)');
  const t0 = Date.now();
  let srv;
  try {
    srv = await startServer({ env: { ...env, SEED_CATALOG: 'true' }, toyModule, timeoutMs: 300_000, nodeArgs: ['--expose-gc'] });
    await waitHealthy(base);
  } catch (e) {
    skipped('http', 'all HTTP measurements', `the server did not start: ${e.message.split('\n')[0]}`);
    return;
  }
  out.seedSeconds = (Date.now() - t0) / 1000;
  out.idleRssBytes = srv.rss();

  // discover the match API
  const openapi = await request(base, 'GET', '/docs/openapi.json');
  const paths = Object.keys(openapi.json?.paths ?? {});
  const hasStep = paths.some((p) => /\/matches\/step$/.test(p));
  out.matchApi = hasStep;

  // request bodies
  const deck = sveDeck(0);
  const validateBody = { format: deck.format, deck: deck.deck };
  const v = await request(base, 'POST', `/v1/games/${SVE}/decks/validate`, validateBody);
  const cards = Object.entries(deck.deck).filter(([k]) => k !== 'leader').reduce((n, [, l]) => n + (Array.isArray(l) ? l.reduce((a, e) => a + e.count, 0) : 1), 0);
  out.validate = { deck: deck.name, cards, status: v.status, legal: v.json?.legal ?? null, responseBytes: v.bytes, requestBytes: Buffer.byteLength(JSON.stringify(validateBody)) };
  const q = 'コッコロ';
  const searchPath = `/v1/games/${SVE}/cards?q=${encodeURIComponent(q)}&limit=20`;
  const s = await request(base, 'GET', searchPath);
  out.search = { q, status: s.status, items: s.json?.items?.length ?? null, total: s.json?.total ?? null, responseBytes: s.bytes };

  // step positions (sealed, mid-game) for SVE and the toy game
  const steps = [];
  if (!hasStep) {
    skipped('http', 'POST .../matches/step', 'the match API is not in this build (no /matches/step in /docs/openapi.json)');
  } else {
    const sve = await midGame(base, SVE, [{ name: 'A', deck: sveDeck(0).deck }, { name: 'B', deck: sveDeck(1).deck }], { minTurn: T.midTurn, format: 'standard', notes: out.notes });
    if (sve.skipped) skipped('http', `step ${SVE}`, sve.skipped);
    else steps.push({ game: SVE, ...sve });
    if (toyModule) {
      const toy = await midGame(base, 'toy', [{ name: 'A', deck: Array.from({ length: 16 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`) }, { name: 'B', deck: Array.from({ length: 16 }, (_, i) => `B${String(i + 1).padStart(2, '0')}`) }], { minTurn: T.midTurn, notes: out.notes });
      if (toy.skipped) skipped('http', 'step toy', toy.skipped);
      else steps.push({ game: 'toy', ...toy });
    }
  }
  out.steps = steps.map(({ token, ...rest }) => ({ ...rest, tokenBytes: token.length }));

  const scenarios = [
    { id: 'baseline', label: `POST ${BASELINE_PATH} (trivial route, bench only)`, method: 'POST', path: BASELINE_PATH, body: { ping: 1 } },
    { id: 'validate', label: `POST /v1/games/${SVE}/decks/validate (${cards}-card deck ${deck.name.replace(/ starter-card deck.*/, '')})`, method: 'POST', path: `/v1/games/${SVE}/decks/validate`, body: validateBody },
    ...steps.map((st) => ({ id: `step:${st.game}`, label: `POST /v1/games/${st.game}/matches/step (sealed, turn ${st.turn})${st.game === 'toy' ? ' — toy game, kernel baseline' : ''}`, method: 'POST', path: `/v1/games/${st.game}/matches/step`, body: { state: st.token, action: st.action } })),
    { id: 'search', label: `GET /v1/games/${SVE}/cards?q=${q}&limit=20`, method: 'GET', path: searchPath },
  ];
  for (const sc of scenarios) {
    log(`http: ${sc.id}`);
    const r = await load({ url: base + sc.path, method: sc.method, body: sc.body, connections: T.connections, seconds: T.http, warmupSeconds: T.warm });
    out.routes.push({ ...sc, body: undefined, requestBytes: sc.body ? Buffer.byteLength(JSON.stringify(sc.body)) : 0, ...r });
  }
  // one connection: latency without queueing
  for (const sc of scenarios) {
    const r = await load({ url: base + sc.path, method: sc.method, body: sc.body, connections: 1, seconds: quick ? 0.75 : T.http / 2, warmupSeconds: quick ? 0.25 : 1 });
    out.routes.push({ ...sc, id: `${sc.id}@1`, body: undefined, requestBytes: sc.body ? Buffer.byteLength(JSON.stringify(sc.body)) : 0, ...r });
  }

  // memory over a load run (step if available, else validate)
  if (!skip.has('memory')) {
    const sc = scenarios.find((x) => x.id === `step:${SVE}`) ?? scenarios.find((x) => x.id === 'step:toy') ?? scenarios.find((x) => x.id === 'validate');
    log(`http: memory over ${T.memory}s of ${sc.id}`);
    const heap = async () => (await srv.ask({ type: 'mem' }, 'mem').catch(() => null))?.heapUsed ?? null;
    const live = async () => (await srv.ask({ type: 'mem', gc: true }, 'mem').catch(() => null))?.heapUsed ?? null;
    const liveBefore = await live();
    const before = srv.rss();
    const heapBefore = await heap();
    const samples = [];
    const heaps = [];
    const r = await load({
      url: base + sc.path, method: sc.method, body: sc.body, connections: T.connections, seconds: T.memory, warmupSeconds: 0,
      onSample: () => {
        samples.push(srv.rss());
        heap().then((h) => h !== null && heaps.push(h));
      },
    });
    await sleep(1000);
    const after = srv.rss();
    const heapAfter = await heap();
    const liveAfter = await live();
    // leak check on medians of windows (RSS moves with GC): 10–30 % of the run vs the last 20 %
    const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? null;
    const win = (xs, from, to) => xs.slice(Math.floor(xs.length * from), Math.max(Math.floor(xs.length * from) + 1, Math.ceil(xs.length * to)));
    const early = med(win(samples, 0.1, 0.3)) ?? before;
    const last = med(win(samples, 0.8, 1)) ?? after;
    out.memory = {
      route: sc.label, seconds: T.memory, before, after, peak: Math.max(before, after, ...samples), min: Math.min(...samples), early, last,
      drift: (last - early) / early, afterVsBefore: (after - before) / before, samples, heapBefore, heapAfter,
      heapEarly: med(win(heaps, 0.1, 0.3)), heapLast: med(win(heaps, 0.8, 1)), liveBefore, liveAfter, reqPerSec: r.reqPerSec, errors: r.errors, load: r,
    };
  }

  // server CPU profiles (V8 sampling profiler over the load period only) of validate and of the step
  if (!skip.has('profile')) {
    const profiled = [scenarios.find((x) => x.id === 'validate'), scenarios.find((x) => x.id === `step:${SVE}`) ?? scenarios.find((x) => x.id === 'step:toy'), scenarios.find((x) => x.id === 'search')].filter(Boolean);
    results.profile.http = [];
    for (const sc of profiled) {
      log(`profile: server under ${sc.id}`);
      const file = join(work, `server-${sc.id.replace(/[^a-z0-9-]+/gi, '_')}.cpuprofile`);
      try {
        await srv.ask({ type: 'profile-start' }, 'profile-started');
        const r = await load({ url: base + sc.path, method: sc.method, body: sc.body, connections: T.connections, seconds: T.profileHttp, warmupSeconds: 0 });
        await srv.ask({ type: 'profile-stop', file }, 'profile-written', 120_000);
        if (args['keep-profiles']) keepProfile(file, `server-${sc.id.replace(/[^a-z0-9-]+/gi, '_')}`);
        results.profile.http.push({
          route: sc.label,
          seconds: T.profileHttp,
          reqPerSec: r.reqPerSec,
          ...summarizeProfile(file, {
            top: 20,
            inclusiveNames: [
              'validate@decks/decks.service', 'validateDeck', 'parseDeckInput', 'step@matches/matches.service', 'loadState', 'unseal', 'seal@codec/sealed', 'apply@engine/src/engine',
              'legalActions', 'view@engine/src/view', 'hashState', 'canonicalJson', 'unsupportedInState', 'cardStatus', 'buildMatchResponse', 'eventsFor',
              'transform@pipes/validation.pipe', 'serialize@fastify', 'deflateRawSync', 'inflateRawSync', 'search@catalog/src/repository', 'findMany', 'count', 'rowToRecord',
            ],
          }),
        });
      } catch (e) {
        skipped('profile', `server (${sc.id})`, e.message.split('\n')[0]);
      }
    }
  }
  await srv.stop();

  // 1 vs 2 worker processes (node:cluster sharing one port)
  if (!skip.has('cluster')) {
    const routes = scenarios.filter((x) => x.id === 'validate' || x.id === `step:${SVE}` || (x.id === 'step:toy' && !steps.some((st) => st.game === SVE)));
    for (const workers of [1, 2]) {
      log(`cluster: ${workers} worker(s)`);
      let c;
      try {
        c = await startServer({ env, toyModule, workers });
        await waitHealthy(base);
      } catch (e) {
        skipped('scaling', `cluster with ${workers} workers`, e.message.split('\n')[0]);
        continue;
      }
      for (const sc of routes) {
        const r = await load({ url: base + sc.path, method: sc.method, body: sc.body, connections: T.connections, seconds: T.cluster, warmupSeconds: T.warm });
        out.cluster.push({ workers, id: sc.id, label: sc.label, ...r, rssBytes: c.rss() });
      }
      await c.stop();
    }
  }
}

if (!skip.has('http')) {
  try {
    await http();
  } catch (e) {
    skipped('http', 'HTTP section (aborted)', e.stack ?? e.message);
  }
} else skipped('http', 'all', '--skip http');

// ---------------------------------------------------------------- report

results.machineEnd = { loadavg: os.loadavg() };
results.elapsedSeconds = (Date.now() - startedAt) / 1000;
const busyThreshold = Math.max(0.5, machineStart.cores * 0.25);
const looksBusy = machineStart.loadavg[0] > busyThreshold;
if (args.note) results.notes.push(String(args.note));
if (looksBusy && !args.note) results.notes.push(`load average ${machineStart.loadavg.map((x) => x.toFixed(2)).join(' / ')} at start on ${machineStart.cores} cores: the machine was not idle (other work running); treat the numbers as pessimistic`);

const md = render(results);
const outFile = args.out ? String(args.out) : quick ? join(os.tmpdir(), 'benchmarks.quick.md') : join(ROOT, 'docs', 'benchmarks.md');
writeFileSync(outFile, md);
if (args.json) writeFileSync(String(args.json), JSON.stringify(results, null, 2));
rmSync(work, { recursive: true, force: true });
log(`wrote ${relative(process.cwd(), outFile) || outFile} in ${results.elapsedSeconds.toFixed(1)} s; skipped: ${results.skipped.length}`);

// ================================================================ rendering

function render(r) {
  const T = r.durations;
  const m = r.machine;
  const L = [];
  const P = (s = '') => L.push(s);
  const eng = (slug) => r.engine.find((e) => e.game === slug);
  const route = (id) => r.http?.routes.find((x) => x.id === id);
  const base = route('baseline');
  const ratio = (x) => (x && base ? x.reqPerSec / base.reqPerSec : null);

  P('# Benchmarks');
  P();
  P(`Generated by \`npm run bench\` (\`bench/run.mjs\`); do not edit by hand: re-run it. Mode: **${r.quick ? 'quick (CI smoke test: durations too short for the numbers to mean much)' : 'full'}**.`);
  P();
  P(table(['', ''], [
    ['date', m.date],
    ['git commit', `${m.commit}${m.dirty ? ' (with uncommitted changes)' : ''}`],
    ['CPU', m.cpuModel],
    ['cores', `${m.cores} logical (available parallelism ${m.availableParallelism})`],
    ['memory', `${fmtBytes(m.memoryBytes)} total, ${fmtBytes(m.freeMemoryBytes)} free at start`],
    ['OS', m.platform],
    ['Node', `${m.node} (V8 ${m.v8})`],
    ['load average (1/5/15 min)', `start ${m.loadavg.map((x) => x.toFixed(2)).join(' / ')}, end ${r.machineEnd.loadavg.map((x) => x.toFixed(2)).join(' / ')}`],
    ['run time', `${fmtNum(r.elapsedSeconds)} s`],
  ], ['l', 'l']));
  P();
  for (const n of r.notes) P(`> **Note:** ${n}`);
  if (r.notes.length) P();
  P('The HTTP client (autocannon, used as a library) runs **on the same machine** as the server and competes with it for the same cores; the server is the production Nest + Fastify app from the build (`createApp`), embedded SQLite catalog, `LOG_LEVEL=silent`, `RATE_LIMIT=0`, `NODE_ENV=production`, sealed states with a fixed `STATE_KEYS`.');
  P();

  // ---- targets
  P('## Targets');
  P();
  const sve = eng(SVE);
  const stepRow = route(`step:${SVE}`);
  const toyStep = route('step:toy');
  const val = route('validate');
  const sveSizes = sve?.sizes?.turns?.['5'];
  const rows = [];
  // the playout target is measured on the trusted in-place loop (applyInPlace, what a simulation uses);
  // the public apply loop (clone + legality check + events per step) is named next to it
  const sveLoop = sve ? sve.playout ?? sve.throughput : null;
  const publicNote = sve?.playout ? ` (in-place loop; public \`apply\` loop: ${fmtNum(sve.throughput.gamesPerSec)} games/s)` : sve ? ' (public `apply` loop; no in-place loop in this build)' : '';
  rows.push(['SVE random playouts ≥ 1,000 complete games/s/core', '≥ 1,000 games/s', sve ? `${fmtNum(sveLoop.gamesPerSec)} games/s${publicNote}` : 'skipped', sve ? verdict(sveLoop.gamesPerSec, TARGETS.sveGamesPerSec, 'min') : `skipped: ${whySkipped('engine', SVE)}`]);
  for (const [label, st] of [[`SVE step`, stepRow], ['toy step (kernel baseline, not the target game)', stepRow ? null : toyStep]]) {
    if (!st && label.startsWith('toy')) continue;
    rows.push([`${label} ≥ 25 % of baseline req/s at ${T.connections} connections`, '≥ 25 %', st ? fmtPct(ratio(st)) : 'skipped', st ? verdict(ratio(st), TARGETS.stepRatio, 'min') : `skipped: ${whySkipped('http', `step ${SVE}`)}`]);
    rows.push([`${label} p99 ≤ 10 ms at ${T.connections} connections`, '≤ 10 ms', st ? fmtMs(st.latency.p99) : 'skipped', st ? verdict(st.latency.p99, TARGETS.stepP99Ms, 'max') : 'skipped']);
  }
  rows.push(['validate ≥ 50 % of baseline req/s', '≥ 50 %', val ? fmtPct(ratio(val)) : 'skipped', val ? verdict(ratio(val), TARGETS.validateRatio, 'min') : 'skipped']);
  rows.push(['sealed mid-game (turn 5) SVE state ≤ 8 KB', '≤ 8,192 B', sveSizes?.reached ? `${fmtInt(sveSizes.token.p50)} B median, ${fmtInt(sveSizes.token.max)} B max` : 'skipped', sveSizes?.reached ? verdict(sveSizes.token.max, TARGETS.midGameTokenBytes, 'max') : `skipped: ${whySkipped('engine', SVE)}`]);
  const mem = r.http?.memory;
  rows.push([`memory flat (±10 %) over a ${T.memory} s load run`, '±10 %', mem ? `${fmtPct(mem.drift)} (RSS median, 10–30 % of the run → last 20 %)` : 'skipped', mem ? (Math.abs(mem.drift) <= TARGETS.memoryDrift ? 'met' : `**NOT met**: ${fmtNum(Math.abs(mem.drift) * 100)} % drift`) : 'skipped']);
  P(table(['target', 'limit', 'measured', 'verdict'], rows, ['l', 'r', 'r', 'l']));
  P();

  // ---- skipped
  P('## What was skipped and why');
  P();
  if (r.skipped.length === 0) P('Nothing.');
  else P(table(['section', 'what', 'why'], r.skipped.map((s) => [s.section, s.what, s.why.split('\n')[0].slice(0, 400)]), ['l', 'l', 'l']));
  P();

  // ---- 1. engine
  P('## 1. Engine, in process (one core)');
  P();
  P('Complete games with uniformly random legal actions (`legalActions()` then a random element, seeded), `createGame()` included, one process, one thread, measured twice on the same games: the **public `apply` loop** (`apply()` of the action: a private copy of the state, the legality check and every event with its visibility, as the HTTP step does) and the **in-place playout loop** (`applyInPlace()`, docs/engine.md §3.1: the state is mutated, no legality re-check, no events; `createGame()` with the kernel\'s `snapshotCache`, so the per-card setup work is done once, as a bot or simulation would). Both reach the same states. Throughput comes from passes without timers (games per CPU-second in brackets: steadier on a shared machine); the per-call percentiles from a third pass that times every `apply()`. The toy game (libs/engine/test/toy-game.ts, 16-card decks) is the kernel baseline, compiled on the fly against the built kernel.');
  P();
  if (r.engine.length === 0) P('_No engine benchmark ran (see above)._');
  else {
    const perCpu = (t) => (typeof t?.gamesPerCpuSec === 'number' ? ` (${fmtNum(t.gamesPerCpuSec)}/CPU-s)` : '');
    P(table(
      ['game', 'public apply loop: games/s', 'decisions/s', 'in-place playout loop: games/s', 'decisions/s', 'decisions/game', 'turns/game', 'legalActions p50 / p99', 'apply p50 / p99', 'createGame p50', 'peak RSS'],
      r.engine.map((e) => [
        e.game,
        `${fmtNum(e.throughput.gamesPerSec)}${perCpu(e.throughput)}`,
        fmtInt(e.throughput.decisionsPerSec),
        e.playout ? `${fmtNum(e.playout.gamesPerSec)}${perCpu(e.playout)}` : '—',
        e.playout ? fmtInt(e.playout.decisionsPerSec) : '—',
        fmtNum(e.throughput.decisionsPerGame),
        fmtNum(e.throughput.turnsPerGame),
        `${fmtMs(e.latency.legalActions.p50)} / ${fmtMs(e.latency.legalActions.p99)}`,
        `${fmtMs(e.latency.apply.p50)} / ${fmtMs(e.latency.apply.p99)}`,
        fmtMs(e.latency.createGame.p50),
        fmtBytes(e.peakRssBytes),
      ]),
    ));
    P();
    P('Same loop through the sealed codec (`seal()` + `unseal()` of the state before every decision, as the HTTP step does):');
    P();
    P(table(
      ['game', 'games/s with codec', 'codec share of a decision', 'seal p50 / p99', 'unseal p50 / p99', 'token p50'],
      r.engine.filter((e) => e.codec).map((e) => [e.game, fmtNum(e.codec.gamesPerSec), fmtPct(e.codec.share), `${fmtMs(e.codec.seal.p50)} / ${fmtMs(e.codec.seal.p99)}`, `${fmtMs(e.codec.unseal.p50)} / ${fmtMs(e.codec.unseal.p99)}`, `${fmtInt(e.codec.tokenBytes.p50)} B`]),
    ));
    P();
    for (const e of r.engine) {
      const extra = [...(e.notes ?? []), ...(e.throughput.capped ? [`${e.throughput.capped} game(s) stopped at ${e.maxSteps} decisions without a result`] : []), ...(e.errors?.length ? [`errors: ${e.errors.join(' | ')}`] : [])];
      if (extra.length) P(`- **${e.game}**: ${extra.join('; ')}`);
    }
    P();
  }

  // ---- 2. HTTP
  P('## 2. HTTP (autocannon, same machine)');
  P();
  if (!r.http || r.http.routes.length === 0) P('_Skipped (see above)._');
  else {
    P(`${T.connections} connections, pipelining 1, ${T.http} s per route after ${T.warm} s of warm-up; one server process, autocannon timeout 10 s. Ratios are to the baseline measured in the same run with the same number of connections. Latency percentiles come from every response time (autocannon's own histogram has 1 ms steps). The one-connection rows show the latency of a request without queueing.`);
    P();
    P(table(
      ['route', 'connections', 'req/s', 'vs baseline', 'p50', 'p99', 'errors', 'request / response bytes', 'target'],
      r.http.routes.map((x) => {
        const id = x.id.replace(/@1$/, '');
        const target = id === 'validate' && x.connections > 1 ? `≥ 50 %: ${verdict(ratio(x), TARGETS.validateRatio, 'min')}` : id.startsWith('step:') && x.connections > 1 ? `≥ 25 %, p99 ≤ 10 ms: ${verdict(ratio(x), TARGETS.stepRatio, 'min')}; ${verdict(x.latency.p99, TARGETS.stepP99Ms, 'max')}` : '';
        const respBytes = id === 'validate' ? r.http.validate?.responseBytes : id === 'search' ? r.http.search?.responseBytes : id.startsWith('step:') ? r.http.steps?.find((s) => `step:${s.game}` === id)?.stepResponseBytes : 11;
        const b1 = route('baseline@1');
        const rel = x.id.endsWith('@1') ? (b1 ? x.reqPerSec / b1.reqPerSec : null) : ratio(x);
        return [x.label, x.connections, fmtInt(x.reqPerSec), x.id.startsWith('baseline') ? '1' : fmtPct(rel), fmtMs(x.latency.p50), fmtMs(x.latency.p99), errCell(x), `${fmtBytes(x.requestBytes ?? 0)} / ${fmtBytes(respBytes)}`, target];
      }),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ));
    P();
    const v = r.http.validate;
    if (v) P(`- validate: deck "${v.deck}" (${v.cards} cards in main + evolve, leader apart), answered ${v.status}, legal = ${v.legal}.`);
    const s = r.http.search;
    if (s) P(`- search: q=${s.q} answered ${s.status} with ${s.items} item(s) of ${s.total}.`);
    for (const st of r.http.steps ?? []) P(`- step ${st.game}: position after ${st.steps} random steps over HTTP (turn ${st.turn}), sealed token ${fmtInt(st.tokenBytes)} B, action \`${JSON.stringify(st.action)}\`; the same state + action is sent on every request.`);
    for (const n of r.http.notes) P(`- ${n}`);
    P(`- start-up of the first server, seeding the empty SQLite catalog: ${fmtNum(r.http.seedSeconds)} s; the cluster servers then start on the same file with \`SEED_CATALOG=false\`.`);
    P();
  }

  // ---- 3. sizes
  P('## 3. Sizes');
  P();
  const sized = r.engine.filter((e) => e.sizes);
  if (sized.length === 0) P('_No engine ran (see above)._');
  else {
    P(`At the first decision of turns 1, 5 and 10 of random games (${sized.map((e) => `${e.game}: ${e.sizes.games} games`).join(', ')}): the sealed token (base64url of AES-GCM over deflate-raw of the payload: since token format 3 the compact form of the canonical JSON, docs/engine.md §1.12), the canonical JSON, and the deciding player\'s view (JSON).`);
    P();
    const rowsS = [];
    for (const e of sized) {
      for (const t of ['1', '5', '10']) {
        const z = e.sizes.turns[t];
        if (!z?.reached) {
          rowsS.push([e.game, t, '0 games reached it', '–', '–', '–']);
          continue;
        }
        rowsS.push([e.game, t, String(z.reached), `${fmtInt(z.token.p50)} / ${fmtInt(z.token.max)} B`, `${fmtInt(z.json.p50)} B`, `${fmtInt(z.view.p50)} B`]);
      }
    }
    P(table(['game', 'turn', 'games', 'sealed token median / max', 'canonical JSON median', 'view median'], rowsS));
    P();
    if (!sve) P(`SVE: skipped (${whySkipped('engine', SVE)}); the target (sealed mid-game SVE state ≤ 8 KB) is not measured.`);
    for (const st of r.http?.steps ?? []) P(`- ${st.game} step response (HTTP body, both seats' views + sealed token): ${fmtInt(st.stepResponseBytes)} B at turn ${st.turn}; median over the steps played to get there: ${fmtInt(st.stepBytesMedian)} B.`);
    P();
  }

  // ---- 4. scaling
  P('## 4. Scaling');
  P();
  P('### Engine time per decision (legalActions + apply) by turn number and by board size');
  P();
  P('Board size = cards in zones whose abilities function (the fields), both players together. "legal" = mean number of legal actions listed.');
  P();
  for (const e of r.engine) {
    P(`**${e.game}**`);
    P();
    const a = e.scaling.byTurn;
    const b = e.scaling.byBoard;
    const n = Math.max(a.length, b.length);
    const rowsT = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = b[i];
      rowsT.push([x?.bucket ?? '', x ? fmtInt(x.decisions) : '', x ? fmtMs(x.meanMs) : '', x ? fmtMs(x.p99Ms) : '', x ? fmtNum(x.meanLegal) : '', y?.bucket ?? '', y ? fmtInt(y.decisions) : '', y ? fmtMs(y.meanMs) : '', y ? fmtMs(y.p99Ms) : '', y ? fmtNum(y.meanLegal) : '']);
    }
    P(table(['turn', 'decisions', 'mean', 'p99', 'legal', 'board', 'decisions', 'mean', 'p99', 'legal'], rowsT));
    P();
  }
  P('### HTTP with 1 vs 2 worker processes');
  P();
  if (!r.http?.cluster?.length) P('_Skipped (see above)._');
  else {
    P(`\`node:cluster\`, workers sharing one port (the primary distributes connections round-robin), ${T.connections} connections, ${T.cluster} s per run, the same prepared SQLite file. The client shares the ${m.cores} cores with the workers, so 2 workers cannot double the throughput here.`);
    P();
    const ids = [...new Set(r.http.cluster.map((c) => c.id))];
    P(table(['route', 'workers', 'req/s', 'speed-up', 'p50', 'p99', 'errors', 'RSS (workers)'], ids.flatMap((id) => {
      const one = r.http.cluster.find((c) => c.id === id && c.workers === 1);
      return r.http.cluster.filter((c) => c.id === id).map((c) => [c.label, c.workers, fmtInt(c.reqPerSec), one ? `×${fmtNum(c.reqPerSec / one.reqPerSec)}` : '–', fmtMs(c.latency.p50), fmtMs(c.latency.p99), errCell(c), fmtBytes(c.rssBytes)]);
    })));
    P();
  }
  P('### Memory over a load run');
  P();
  if (!mem) P('_Skipped (see above)._');
  else {
    P(`${mem.route}, ${T.connections} connections for ${mem.seconds} s (${fmtInt(mem.reqPerSec)} req/s, p99 ${fmtMs(mem.load?.latency?.p99)}, errors ${mem.load ? errCell(mem.load) : fmtInt(mem.errors)}); server RSS (from /proc) and V8 heap used (asked over IPC) sampled every second. The verdict uses the RSS medians of the early and late windows, since RSS moves with every GC.`);
    P();
    P(table(['', 'before (warm, idle)', 'early (10–30 % of the run, median)', 'late (last 20 %, median)', 'peak', '1 s after', 'drift early → late', 'after vs before'], [
      ['RSS', fmtBytes(mem.before), fmtBytes(mem.early), fmtBytes(mem.last), fmtBytes(mem.peak), fmtBytes(mem.after), fmtPct(mem.drift), fmtPct(mem.afterVsBefore)],
      ['V8 heap used', fmtBytes(mem.heapBefore), fmtBytes(mem.heapEarly), fmtBytes(mem.heapLast), '', fmtBytes(mem.heapAfter), mem.heapEarly ? fmtPct((mem.heapLast - mem.heapEarly) / mem.heapEarly) : '–', mem.heapBefore ? fmtPct((mem.heapAfter - mem.heapBefore) / mem.heapBefore) : '–'],
      ['live heap (after a full GC)', fmtBytes(mem.liveBefore), '', '', '', fmtBytes(mem.liveAfter), '', mem.liveBefore ? fmtPct((mem.liveAfter - mem.liveBefore) / mem.liveBefore) : '–'],
    ]));
    P();
  }

  // ---- 5. profile
  P('## 5. Profile');
  P();
  const notesFile = join(BENCH_DIR, 'profile-notes.md');
  const profiles = [
    ...(r.profile.engine ? [{ ...r.profile.engine, title: `Engine loop: ${r.profile.engine.game} random playouts, public \`apply\` loop, ${r.profile.engine.seconds} s after warm-up` }] : []),
    ...(r.profile.engineInPlace ? [{ ...r.profile.engineInPlace, title: `Engine loop: ${r.profile.engineInPlace.game} random playouts, in-place playout loop (\`applyInPlace\`), ${r.profile.engineInPlace.seconds} s after warm-up` }] : []),
    ...(r.profile.http ?? []).map((p) => ({ ...p, title: `Server under load: ${p.route}, ${T.connections} connections, ${p.seconds} s (${fmtInt(p.reqPerSec)} req/s while profiled)` })),
  ];
  if (profiles.length) P('V8 sampling CPU profiles (the `.cpuprofile` format of `node --cpu-prof`, taken with the inspector over the measured period only, no start-up). `--keep-profiles DIR` keeps the files.');
  P();
  for (const p of profiles) {
    P(`### ${p.title}`);
    P();
    P(`Busy time ${fmtNum(p.busyMs)} ms. Self time by area:`);
    P();
    P(table(['area', 'self time', 'share'], p.areas.slice(0, 12).map((a) => [a.area, `${fmtNum(a.ms)} ms`, fmtPct(a.share)])));
    P();
    P('Hottest functions (self time):');
    P();
    P(table(['function', 'where', 'self', 'share'], p.topFunctions.map((f) => [f.name, f.where, `${fmtNum(f.ms)} ms`, fmtPct(f.share)]), ['l', 'l', 'r', 'r']));
    P();
    if (p.inclusive.length) {
      P('Inclusive time of selected functions (share of busy time; nested calls overlap):');
      P();
      P(table(['function', 'inclusive', 'share'], p.inclusive.map((f) => [f.name, `${fmtNum(f.ms)} ms`, fmtPct(f.share)])));
      P();
    }
  }
  if (profiles.length === 0) P('_No profile was taken (see above)._\n');
  if (existsSync(notesFile)) {
    P('### Findings');
    P();
    P(readFileSync(notesFile, 'utf8').trim());
    P();
  }
  P('## How to run');
  P();
  P('```sh\nnpm run bench              # build, full run (~6 min), rewrites docs/benchmarks.md\nnpm run bench -- --quick   # CI smoke test (< 2 min), writes $TMPDIR/benchmarks.quick.md\nnode bench/run.mjs --note "quiet machine" --json /tmp/bench.json   # after npm run build; raw results too\nnode bench/run.mjs --from-json /tmp/bench.json                     # re-render this file only (e.g. after editing bench/profile-notes.md)\n```');
  P();
  P('Scripts: `bench/run.mjs` (orchestrator, this report), `bench/engine.mjs` (engine loop, one game per child process), `bench/server.mjs` (the production app plus the baseline route, optionally under `node:cluster`), `bench/lib/` (helpers). Nothing is added to the production app.');
  P();
  return L.join('\n');
}

function errCell(x) {
  if (!x.errors) return '0';
  const parts = [x.non2xx ? `${fmtInt(x.non2xx)} non-2xx${x.statusCodes ? ` (${Object.entries(x.statusCodes).filter(([c]) => !c.startsWith('2')).map(([c, n]) => `${c}: ${n}`).join(', ')})` : ''}` : '', x.timeouts ? `${fmtInt(x.timeouts)} timeouts` : ''].filter(Boolean);
  const other = x.errors - (x.non2xx ?? 0) - (x.timeouts ?? 0);
  if (other > 0) parts.push(`${fmtInt(other)} connection errors`);
  return `${fmtInt(x.errors)}: ${parts.join(', ')}`;
}

function whySkipped(section, what) {
  const s = reportOf.skipped.find((x) => x.section === section && x.what === what);
  return s ? s.why.split('\n')[0] : 'not measured';
}
