/**
 * HTTP side of the benchmark: starting the bench server (bench/server.mjs) as a child with an IPC
 * channel, preparing the SQLite catalog once, load runs with autocannon (as a library, in this
 * process: the client shares the machine with the server), and a tiny JSON client.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_DIR, ROOT, Samples, rssOf, sleep } from './util.mjs';

export const BASELINE_PATH = '/__bench/noop';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** STATE_KEYS value shared by every bench server (tokens sealed by one worker open in another). */
export function stateKeys() {
  return `bench:${randomBytes(32).toString('base64')}`;
}

/**
 * Starts bench/server.mjs. Resolves { port, pids, primary, stop(), child } once it listens.
 * `nodeArgs` e.g. ['--cpu-prof', '--cpu-prof-dir', dir].
 */
export function startServer({ env, workers = 0, nodeArgs = [], timeoutMs = 120_000, toyModule } = {}) {
  return new Promise((resolve, reject) => {
    const args = [...nodeArgs, join(BENCH_DIR, 'server.mjs')];
    if (workers > 0) args.push('--workers', String(workers));
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env, ...(toyModule ? { BENCH_TOY_MODULE: toyModule } : {}) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-20_000)));
    child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-20_000)));
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms\n${stderr.slice(-2000)}`));
    }, timeoutMs);
    const exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal })));
    child.on('message', (m) => {
      if (settled) return;
      if (m?.type === 'ready') {
        settled = true;
        clearTimeout(timer);
        resolve({
          child,
          pids: m.pids,
          primary: m.primary,
          env,
          extra: m.extra ?? {},
          rss: () => m.pids.map((pid) => rssOf(pid) ?? 0).reduce((a, b) => a + b, 0),
          rssEach: () => m.pids.map((pid) => rssOf(pid)),
          /** Sends an IPC request and waits for the answer of type `reply`. */
          ask(msg, reply, timeout = 30_000) {
            const id = Math.random().toString(36).slice(2);
            return new Promise((res, rej) => {
              const t = setTimeout(() => {
                child.off('message', on);
                rej(new Error(`no ${reply} from the server`));
              }, timeout);
              const on = (x) => {
                if (x?.type === reply && x.id === id) {
                  clearTimeout(t);
                  child.off('message', on);
                  res(x);
                }
              };
              child.on('message', on);
              child.send({ ...msg, id });
            });
          },
          async stop() {
            if (child.exitCode !== null || child.signalCode !== null) return exited;
            try {
              child.send({ type: 'exit' });
            } catch {
              /* channel closed */
            }
            const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
            const r = await exited;
            clearTimeout(t);
            return r;
          },
        });
      } else if (m?.type === 'failed') {
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`server failed to start: ${m.error}\n${stderr.slice(-2000)}`));
      }
    });
    child.on('exit', (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening\n${(stderr || stdout).slice(-3000)}`));
    });
  });
}

/** Base environment of a bench server. */
export function serverEnv({ port, sqliteFile, keys, seed = false }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    NODE_ENV: 'production',
    SEED_CATALOG: seed ? 'true' : 'false',
    CATALOG_REFRESH_MS: '0',
    STATE_KEYS: keys,
    ALLOW_OPEN_STATE: 'true',
  };
}

/** One JSON request; resolves { status, bytes, json, text }. */
export async function request(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  const text = buf.toString('utf8');
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, bytes: buf.length, json, text };
}

/** Waits for GET /health to answer 200 (the catalog loaded). */
export async function waitHealthy(base, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    try {
      const r = await request(base, 'GET', '/ready');
      if (r.status === 200) return;
      last = `${r.status} ${r.text.slice(0, 200)}`;
    } catch (e) {
      last = e.message;
    }
    await sleep(200);
  }
  throw new Error(`server not ready: ${last}`);
}

/**
 * A load run. Returns req/s (completed requests / duration), latency percentiles (ms), errors
 * (connection errors + timeouts + non-2xx), bytes/s. `warmupSeconds` runs first and is discarded.
 */
export async function load({ url, method = 'GET', body, connections = 64, seconds = 10, warmupSeconds = 2, onSample }) {
  const opts = {
    url,
    method,
    connections,
    pipelining: 1,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    timeout: 10,
  };
  if (warmupSeconds > 0) await autocannon({ ...opts, duration: warmupSeconds });
  const sampler = onSample ? setInterval(onSample, 1000) : null;
  // autocannon's histogram has 1 ms resolution: keep every response time (hrtime, ms) instead
  const times = new Samples(1 << 16);
  let r;
  try {
    const instance = autocannon({ ...opts, duration: seconds });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    r = await instance;
  } finally {
    if (sampler) clearInterval(sampler);
  }
  const lat = times.summary();
  const completed = r.totalCompletedRequests ?? r.requests.total;
  const errors = (r.errors ?? 0) + (r.timeouts ?? 0) + (r.non2xx ?? 0);
  return {
    connections,
    seconds: r.duration,
    requests: completed,
    reqPerSec: completed / r.duration,
    latency: { mean: lat.mean, p50: lat.p50, p90: lat.p90, p99: lat.p99, max: lat.max },
    errors,
    non2xx: r.non2xx ?? 0,
    timeouts: r.timeouts ?? 0,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count ?? v])),
    bytesPerSec: r.throughput?.average ?? null,
  };
}
