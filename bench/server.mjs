/**
 * The benchmark's server: the production Nest + Fastify app from the build (createApp from
 * dist/apps/api/src/bootstrap.js) plus ONE extra route that exists only here, the baseline
 *
 *   POST /__bench/noop   -> {"ok":true}   (a plain Fastify route on the same instance: no Nest pipes)
 *
 * Configuration comes from the environment exactly as for `node dist/apps/api/src/main.js`
 * (PORT, HOST, SQLITE_FILE, LOG_LEVEL, RATE_LIMIT, STATE_KEYS, SEED_CATALOG, ...).
 *
 *   node bench/server.mjs                 one process
 *   node bench/server.mjs --workers 2     node:cluster, N workers sharing PORT (round-robin by the primary)
 *
 * Started by bench/run.mjs with an IPC channel: sends {type:'ready', pids} when listening. Messages
 * (single-process mode): {type:'mem'} -> process.memoryUsage(); {type:'profile-start'} /
 * {type:'profile-stop', file} -> a V8 CPU profile (.cpuprofile) of the time in between;
 * {type:'exit'} closes the app(s) and exits 0.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, ROOT } from './lib/util.mjs';

export const BASELINE_PATH = '/__bench/noop';

const args = parseArgs();
const workers = Number(args.workers ?? 0);

const send = (msg) => (process.send ? process.send(msg) : console.log(JSON.stringify(msg)));

async function startApp() {
  const bootstrapFile = join(ROOT, 'dist', 'apps', 'api', 'src', 'bootstrap.js');
  if (!existsSync(bootstrapFile)) throw new Error(`no build at ${bootstrapFile}: run \`npm run build\` first`);
  // Fastify refuses new routes once the app is ready, and createApp() returns a ready app: add the
  // baseline route the moment createApp() first asks the adapter for its Fastify instance.
  const platform = await import('@nestjs/platform-fastify');
  const Adapter = platform.FastifyAdapter ?? platform.default?.FastifyAdapter;
  const original = Adapter.prototype.getInstance;
  Adapter.prototype.getInstance = function patchedGetInstance() {
    const instance = original.call(this);
    if (!this.__benchRoute) {
      this.__benchRoute = true;
      instance.post(BASELINE_PATH, async () => ({ ok: true }));
    }
    return instance;
  };
  // optional: the kernel's toy game as an extra engine-only game (compiled by bench/run.mjs against
  // the built kernel), so the match routes can be measured even before a real game has an engine
  if (process.env.BENCH_TOY_MODULE) {
    const toy = await import(pathToFileURL(process.env.BENCH_TOY_MODULE).href);
    const kernel = await import(pathToFileURL(join(ROOT, 'dist', 'libs', 'engine', 'src', 'index.js')).href);
    if (!kernel.hasGame(toy.TOY.slug)) kernel.registerGame(toy.TOY);
    const matchLib = join(ROOT, 'dist', 'libs', 'match', 'src', 'index.js');
    if (existsSync(matchLib)) {
      const match = await import(pathToFileURL(matchLib).href);
      const cards = toy.toyCatalog();
      match.registerEngineCatalog?.(toy.TOY.slug, cards, cards.map((c) => c.id));
    }
  }
  const { createApp } = await import(pathToFileURL(bootstrapFile).href);
  const { loadConfig } = await import(pathToFileURL(join(ROOT, 'dist', 'apps', 'api', 'src', 'config', 'config.js')).href);
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

if (workers > 0 && cluster.isPrimary) {
  const pids = [];
  let listening = 0;
  for (let i = 0; i < workers; i++) {
    const w = cluster.fork(process.env);
    pids.push(w.process.pid);
    w.on('message', (m) => {
      if (m?.type === 'listening') {
        listening++;
        if (listening === workers) send({ type: 'ready', pids, primary: process.pid });
      } else if (m?.type === 'failed') {
        send(m);
      }
    });
  }
  cluster.on('exit', (w, code) => {
    if (code !== 0 && !shuttingDown) send({ type: 'failed', error: `worker ${w.process.pid} exited with ${code}` });
  });
  let shuttingDown = false;
  process.on('message', (m) => {
    if (m?.type !== 'exit') return;
    shuttingDown = true;
    for (const w of Object.values(cluster.workers)) w.send({ type: 'exit' });
    let left = workers;
    cluster.on('exit', () => --left === 0 && process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
} else {
  try {
    const app = await startApp();
    if (cluster.isWorker) process.send({ type: 'listening' });
    else send({ type: 'ready', pids: [process.pid], primary: process.pid });
    let session = null;
    process.on('message', async (m) => {
      if (m?.type === 'mem') {
        // with node --expose-gc and {gc:true}: collect first (live heap, for leak checks)
        if (m.gc && typeof globalThis.gc === 'function') globalThis.gc();
        process.send({ type: 'mem', id: m.id, ...process.memoryUsage() });
      } else if (m?.type === 'profile-start') {
        // CPU profile of the load period only (no start-up), same format as node --cpu-prof
        const { Session } = await import('node:inspector/promises');
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: Number(m.intervalUs ?? 250) });
        await session.post('Profiler.start');
        process.send({ type: 'profile-started', id: m.id });
      } else if (m?.type === 'profile-stop') {
        const { profile } = await session.post('Profiler.stop');
        const { writeFileSync } = await import('node:fs');
        writeFileSync(m.file, JSON.stringify(profile));
        session.disconnect();
        session = null;
        process.send({ type: 'profile-written', id: m.id, file: m.file });
      } else if (m?.type === 'exit') {
        try {
          await app.close();
        } finally {
          process.exit(0);
        }
      }
    });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    if (cluster.isWorker) process.send({ type: 'failed', error });
    else send({ type: 'failed', error });
    process.exit(1);
  }
}
