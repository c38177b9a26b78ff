/**
 * Engine benchmark, in process, one game, one core (run as a child by bench/run.mjs; prints one JSON
 * object as its last stdout line).
 *
 *   node bench/engine.mjs --game shadowverse-evolve [--seconds 5] [--lat-seconds 5] [--codec-seconds 5]
 *   node bench/engine.mjs --toy [--toy-module FILE]  (the kernel's toy game, compiled against dist)
 *   node bench/engine.mjs --game <slug> --profile-only FILE --seconds 5   (V8 CPU profile of the loop, after warm-up)
 *
 *   node bench/engine.mjs --game <slug> --profile-only FILE --loop inplace   (profile the in-place playout loop)
 *
 * Passes (each time-boxed, games started from fixed seeds, actions picked uniformly at random from
 * legalActions() by a seeded generator):
 *   1. throughput: createGame + random legal actions until the game ends; no timers inside the loop.
 *      Twice: the public `apply` loop (a clone, the legality check and the events on every step), and
 *      the trusted in-place playout loop (`applyInPlace`: mutates the state, no legality re-check, no
 *      events; docs/engine.md §3.1) when the kernel has it, with the kernel's snapshot cache for
 *      createGame (`SetupInput.snapshotCache`: the per-card setup work done once, as a simulation
 *      would). Both play the same games (same seeds, same states).
 *   2. latency: the same loop timing every legalActions() and apply() call (performance.now()),
 *      bucketed by turn number and by board size (cards in zones whose abilities function).
 *   3. codec: the same loop with seal() + unseal() of the state before every decision.
 *   4. sizes: sealed token / canonical JSON / view bytes at the first decision of turns 1, 5 and 10.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs, Samples, summarize } from './lib/util.mjs';
import { loadDist, loadToy, realGame } from './lib/games.mjs';

const args = parseArgs();
const seconds = Number(args.seconds ?? 5);
const latSeconds = Number(args['lat-seconds'] ?? seconds);
const codecSeconds = Number(args['codec-seconds'] ?? seconds);
const maxSteps = Number(args['max-steps'] ?? 5000);
const sizesGames = Number(args['sizes-games'] ?? 20);
const profileOnly = Boolean(args['profile-only']);
const profileLoop = String(args.loop ?? 'apply');

async function load() {
  if (args.toy) return { slug: 'toy', ...(await loadToy(typeof args['toy-module'] === 'string' ? args['toy-module'] : undefined)) };
  const loaded = await loadDist();
  const slug = String(args.game);
  if (!loaded.registered.includes(slug)) throw new Error(`${slug} is not registered (${loaded.status[slug] ?? 'unknown game'})`);
  return { slug, ...(await realGame(loaded, slug)) };
}

const rssAfterLoad = () => process.memoryUsage().rss;

function boardKeysOf(def, state) {
  const board = new Set(def.zones.filter((z) => z.abilities).map((z) => z.name));
  return Object.keys(state.zones).filter((k) => board.has(k.includes(':') ? k.slice(k.indexOf(':') + 1) : k));
}

function boardSize(state, keys) {
  let n = 0;
  for (const k of keys) n += state.zones[k].cards.length;
  return n;
}

function main(g) {
  const { kernel, def } = g;
  const { createGame, legalActions, apply, seedRng, randomInt } = kernel;
  const applyInPlace = typeof kernel.applyInPlace === 'function' ? kernel.applyInPlace : null;
  const out = { game: g.slug, name: def.name, decks: g.decks, notes: [...g.notes], maxSteps };
  const errors = [];

  /**
   * Plays games until `budgetMs` is spent; `hooks` add timing. Returns totals (and the process CPU
   * time it used: on a shared machine, games per CPU-second is steadier than per wall second).
   * `hooks.inPlace`: step with applyInPlace (the state is mutated) instead of apply.
   */
  function loop(label, budgetMs, hooks = {}) {
    let games = 0;
    let capped = 0;
    let failed = 0;
    let decisions = 0;
    let turns = 0;
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const deadline = start + budgetMs;
    let i = 0;
    while (performance.now() < deadline) {
      const seed = `${label}:${i}`;
      const picker = seedRng(`pick:${seed}`);
      let state;
      try {
        const t0 = hooks.create ? performance.now() : 0;
        state = createGame(def, g.setupFor(i, seed, { cache: hooks.inPlace === true })).state;
        if (hooks.create) hooks.create(performance.now() - t0);
      } catch (e) {
        failed++;
        if (errors.length < 5) errors.push(`${label} game ${i} createGame: ${e?.code ?? ''} ${e?.message ?? e}`);
        i++;
        if (failed > 20 && games === 0) break;
        continue;
      }
      const keys = hooks.decision ? boardKeysOf(def, state) : null;
      let steps = 0;
      try {
        while (!state.result && steps < maxSteps) {
          if (hooks.before) state = hooks.before(state);
          let legal;
          if (hooks.decision) {
            const t0 = performance.now();
            legal = legalActions(state, def);
            const t1 = performance.now();
            if (legal.length === 0) throw new Error('no legal action but the game is not over');
            const action = legal[randomInt(picker, legal.length)];
            const turn = state.turn.number;
            const board = boardSize(state, keys);
            const t2 = performance.now();
            state = apply(state, action, def).state;
            const t3 = performance.now();
            hooks.decision(t1 - t0, t3 - t2, turn, board, legal.length);
          } else if (hooks.inPlace) {
            legal = legalActions(state, def);
            if (legal.length === 0) throw new Error('no legal action but the game is not over');
            applyInPlace(state, legal[randomInt(picker, legal.length)], def);
          } else {
            legal = legalActions(state, def);
            if (legal.length === 0) throw new Error('no legal action but the game is not over');
            state = apply(state, legal[randomInt(picker, legal.length)], def).state;
          }
          steps++;
        }
      } catch (e) {
        failed++;
        decisions += steps;
        if (errors.length < 5) errors.push(`${label} game ${i} step ${steps}: ${e?.code ?? ''} ${e?.message ?? e}`);
        i++;
        continue;
      }
      decisions += steps;
      turns += state.turn.number;
      if (state.result) games++;
      else capped++;
      i++;
    }
    const elapsedMs = performance.now() - start;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    return {
      elapsedMs,
      cpuMs,
      games,
      capped,
      failed,
      decisions,
      gamesPerSec: games / (elapsedMs / 1000),
      decisionsPerSec: decisions / (elapsedMs / 1000),
      gamesPerCpuSec: cpuMs > 0 ? games / (cpuMs / 1000) : null,
      decisionsPerGame: games + capped > 0 ? decisions / (games + capped) : null,
      turnsPerGame: games + capped > 0 ? turns / (games + capped) : null,
    };
  }

  if (profileOnly) {
    const inPlace = profileLoop === 'inplace';
    if (inPlace && !applyInPlace) throw new Error('--loop inplace: the kernel exports no applyInPlace');
    loop('warmup', Math.min(1000, seconds * 200), { inPlace });
    return (async () => {
      const { Session } = await import('node:inspector/promises');
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 250 });
      await session.post('Profiler.start');
      out.throughput = loop('profile', seconds * 1000, { inPlace });
      out.profileLoop = inPlace ? 'inplace' : 'apply';
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(String(args['profile-only']), JSON.stringify(profile));
      session.disconnect();
      out.profile = String(args['profile-only']);
      return out;
    })();
  }

  // warm-up (JIT), not reported
  loop('warmup', Math.min(1000, seconds * 200));

  out.throughput = loop('throughput', seconds * 1000);
  // the trusted in-place playout loop: the same games (same labels, so the same seeds)
  if (applyInPlace) {
    loop('warmup', Math.min(1000, seconds * 200), { inPlace: true });
    out.playout = loop('throughput', seconds * 1000, { inPlace: true });
  } else {
    out.notes.push('in-place playout loop skipped: the kernel exports no applyInPlace');
  }

  const legalS = new Samples();
  const applyS = new Samples();
  const createS = new Samples();
  const byTurn = new Map();
  const byBoard = new Map();
  const turnBucket = (t) => (t <= 2 ? '1–2' : t <= 4 ? '3–4' : t <= 6 ? '5–6' : t <= 9 ? '7–9' : t <= 14 ? '10–14' : '15+');
  const boardBucket = (b) => (b <= 1 ? '0–1' : b <= 3 ? '2–3' : b <= 5 ? '4–5' : b <= 7 ? '6–7' : b <= 10 ? '8–10' : '11+');
  const add = (map, key, ms, legalCount) => {
    let e = map.get(key);
    if (!e) map.set(key, (e = { samples: new Samples(1024), legal: 0 }));
    e.samples.push(ms);
    e.legal += legalCount;
  };
  out.latency = loop('latency', latSeconds * 1000, {
    create: (ms) => createS.push(ms),
    decision: (lms, ams, turn, board, n) => {
      legalS.push(lms);
      applyS.push(ams);
      add(byTurn, turnBucket(turn), lms + ams, n);
      add(byBoard, boardBucket(board), lms + ams, n);
    },
  });
  out.latency.legalActions = legalS.summary();
  out.latency.apply = applyS.summary();
  out.latency.createGame = createS.summary();
  const buckets = (map, order) =>
    order.filter((k) => map.has(k)).map((k) => {
      const e = map.get(k);
      const s = e.samples.summary();
      return { bucket: k, decisions: s.count, meanMs: s.mean, p50Ms: s.p50, p99Ms: s.p99, meanLegal: e.legal / s.count };
    });
  out.scaling = {
    byTurn: buckets(byTurn, ['1–2', '3–4', '5–6', '7–9', '10–14', '15+']),
    byBoard: buckets(byBoard, ['0–1', '2–3', '4–5', '6–7', '8–10', '11+']),
  };

  // codec pass: seal + unseal around every decision
  if (typeof kernel.seal === 'function') {
    const keyring = [{ kid: 'bench', key: kernel.generateKey() }];
    // The server's token format: the catalog snapshot by reference (token format 3 since round 6, compact payload; `seal(..., { catalogRef: true })`);
    // the map stands in for the server's snapshot store. A kernel without catalogRef seals the snapshot inline.
    const byRef = typeof kernel.catalogRef === 'function';
    const snapshots = new Map();
    const sealToken = (state) => {
      if (!byRef) return kernel.seal(state, keyring);
      const ref = kernel.catalogRef(state.catalog);
      if (!snapshots.has(ref)) {
        if (snapshots.size >= 64) snapshots.clear();
        snapshots.set(ref, state.catalog);
      }
      return kernel.seal(state, keyring, { catalogRef: true });
    };
    const unsealToken = (token) => (byRef ? kernel.unseal(token, keyring, def.slug, (ref) => snapshots.get(ref)) : kernel.unseal(token, keyring, def.slug));
    const sealS = new Samples();
    const unsealS = new Samples();
    const tokenBytes = new Samples();
    out.codec = loop('codec', codecSeconds * 1000, {
      before: (state) => {
        const t0 = performance.now();
        const token = sealToken(state);
        const t1 = performance.now();
        const back = unsealToken(token);
        const t2 = performance.now();
        sealS.push(t1 - t0);
        unsealS.push(t2 - t1);
        tokenBytes.push(token.length);
        return back;
      },
    });
    out.codec.seal = sealS.summary();
    out.codec.unseal = unsealS.summary();
    out.codec.tokenBytes = tokenBytes.summary();
    out.codec.catalog = byRef ? 'by reference' : 'inline';
    const plainPerDecision = 1 / out.throughput.decisionsPerSec;
    const codecPerDecision = 1 / out.codec.decisionsPerSec;
    out.codec.share = (codecPerDecision - plainPerDecision) / codecPerDecision;

    // sizes at the first decision of turns 1, 5, 10
    const at = { 1: { token: [], json: [], view: [] }, 5: { token: [], json: [], view: [] }, 10: { token: [], json: [], view: [] } };
    let finished = 0;
    const sizeStart = performance.now();
    for (let i = 0; i < sizesGames && performance.now() - sizeStart < Math.max(2000, codecSeconds * 1000); i++) {
      const seed = `sizes:${i}`;
      const picker = seedRng(`pick:${seed}`);
      let state;
      try {
        state = createGame(def, g.setupFor(i, seed)).state;
        const seen = new Set();
        let steps = 0;
        while (!state.result && steps++ < maxSteps) {
          const t = state.turn.number;
          if (at[t] && !seen.has(t)) {
            seen.add(t);
            at[t].token.push(sealToken(state).length);
            at[t].json.push(Buffer.byteLength(kernel.canonicalJson(state)));
            if (state.decision) at[t].view.push(Buffer.byteLength(JSON.stringify(kernel.view(state, state.decision.player, def))));
          }
          const legal = legalActions(state, def);
          state = apply(state, legal[randomInt(picker, legal.length)], def).state;
        }
        finished++;
      } catch (e) {
        if (errors.length < 5) errors.push(`sizes game ${i}: ${e?.code ?? ''} ${e?.message ?? e}`);
      }
    }
    out.sizes = { games: finished, turns: {} };
    for (const [t, v] of Object.entries(at)) {
      out.sizes.turns[t] = { reached: v.token.length, token: summarize(v.token), json: summarize(v.json), view: summarize(v.view) };
    }
  } else {
    out.notes.push('codec pass skipped: the kernel exports no seal()');
  }
  out.errors = errors;
  return out;
}

if (args.list) {
  // which games have an engine in the build (status per slug), for bench/run.mjs
  try {
    const loaded = await loadDist();
    process.stdout.write(`${JSON.stringify({ registered: loaded.registered, status: loaded.status })}\n`);
  } catch (e) {
    process.stdout.write(`${JSON.stringify({ registered: [], status: {}, error: e instanceof Error ? e.message : String(e) })}\n`);
  }
  process.exit(0);
}

try {
  const g = await load();
  const rssLoaded = rssAfterLoad();
  const result = await main(g);
  result.rssAfterLoadBytes = rssLoaded;
  result.peakRssBytes = process.resourceUsage().maxRSS * 1024;
  result.node = process.version;
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (e) {
  process.stdout.write(`${JSON.stringify({ game: args.toy ? 'toy' : args.game, skipped: true, reason: e instanceof Error ? e.message : String(e), stack: e instanceof Error ? e.stack : null })}\n`);
  process.exitCode = 1;
}
