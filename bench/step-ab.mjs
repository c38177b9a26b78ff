/**
 * A/B of the sealed SVE step between builds, in the same minutes: one child process per build (two Nest
 * apps cannot share a process: GraphQL type names are global), each running the production app
 * (`createApp` from `<root>/dist`) in process (`app.inject`, no sockets), on the same seeded position
 * (SD01 vs SD02, seed `bench-shadowverse-evolve-0`, random legal actions until turn 5, then the next one).
 * The parent runs interleaved batches (the order alternates every round) and reports server CPU per step
 * (`process.cpuUsage` of the child over the batch) and the median of the per-round paired ratios, which is
 * what survives a loaded machine.
 *
 *   node bench/step-ab.mjs <root A> <root B> [--rounds 16] [--batch 15] [--turn 5]
 *
 * A root is a directory holding `dist/` (a build), e.g. a copy of an older build with `node_modules`,
 * `libs`, `prisma`, `scripts`, `package.json` symlinked from this repository. The first root migrates and
 * seeds a temporary SQLite file; list the current worktree first. Env: AB_VIEWS=decider|none|all (the
 * step's `views` option), AB_VALIDATE=1 (also POST .../decks/validate, 5 per step).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/util.mjs';

const argv = process.argv.slice(2);
const opt = (k, d) => {
  const i = argv.indexOf(`--${k}`);
  return i >= 0 ? Number(argv[i + 1]) : d;
};
const roots = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')).map((r) => resolve(r));
const ROUNDS = opt('rounds', 16);
const BATCH = opt('batch', 15);
const TURN = opt('turn', 5);
const GAME = 'shadowverse-evolve';
const STEP = `/v1/games/${GAME}/matches/step`;
const VALIDATE = `/v1/games/${GAME}/decks/validate`;
const med = (x) => [...x].sort((p, q) => p - q)[x.length >> 1];

if (!process.env.AB_CHILD) {
  if (roots.length === 0) throw new Error('usage: node bench/step-ab.mjs <root A> <root B> [--rounds N] [--batch N]');
  const db = join(mkdtempSync(join(tmpdir(), 'step-ab-')), 'catalog.db');
  const keys = `ab:${randomBytes(32).toString('base64')}`;
  const kids = [];
  for (const [i, root] of roots.entries()) {
    const child = fork(process.argv[1], argv, { cwd: ROOT, env: { ...process.env, AB_CHILD: root, SQLITE_FILE: db, SEED_CATALOG: i === 0 ? 'true' : 'false', STATE_KEYS: keys } });
    let fail = null;
    child.once('exit', (code) => fail?.(new Error(`${root}: child exited ${code}`)));
    const next = () => new Promise((res, rej) => {
      fail = rej;
      child.once('message', res);
    });
    const info = await next();
    console.log(`${root}: ${info.line}`);
    kids.push({ root, ask: (m) => (child.send(m), next()), child, cpu: [], wall: [], vcpu: [] });
  }
  for (const k of kids) await k.ask({ n: BATCH }); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    for (const k of r % 2 ? [...kids].reverse() : kids) {
      const s = await k.ask({ n: BATCH });
      k.cpu.push(s.cpu);
      k.wall.push(s.wall);
      if (s.vcpu !== undefined) k.vcpu.push(s.vcpu);
    }
  }
  for (const k of kids) {
    console.log(`${k.root}: step server CPU median ${med(k.cpu).toFixed(3)} ms (rounds: ${k.cpu.map((x) => x.toFixed(2)).join(' ')}), wall ${med(k.wall).toFixed(3)} ms${k.vcpu.length ? `; validate CPU median ${(med(k.vcpu) * 1000).toFixed(0)} µs` : ''}`);
  }
  for (const k of kids.slice(1)) {
    const a = kids[0];
    console.log(`${k.root} / ${a.root}: step CPU ratio of medians ${(med(k.cpu) / med(a.cpu)).toFixed(3)}, median of paired ratios ${med(k.cpu.map((x, i) => x / a.cpu[i])).toFixed(3)}${k.vcpu.length ? `; validate paired ${med(k.vcpu.map((x, i) => x / a.vcpu[i])).toFixed(3)}` : ''}`);
  }
  for (const k of kids) k.child.kill();
  process.exit(0);
}

// ---- child: one build
const root = process.env.AB_CHILD;
Object.assign(process.env, { DATABASE_URL: '', LOG_LEVEL: 'silent', RATE_LIMIT: '0', NODE_ENV: 'production', CATALOG_REFRESH_MS: '0', ALLOW_OPEN_STATE: 'true', COVERAGE_WARM: 'false' });
const { createApp } = await import(pathToFileURL(join(root, 'dist/apps/api/src/bootstrap.js')).href);
const { loadConfig } = await import(pathToFileURL(join(root, 'dist/apps/api/src/config/config.js')).href);
const app = await createApp(loadConfig());
await app.getHttpAdapter().getInstance().ready();
const post = (url, payload) => app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const json = async (url, body) => JSON.parse((await post(url, JSON.stringify(body))).body);

const decks = JSON.parse(readFileSync(join(ROOT, 'libs/catalog/data', `${GAME}.decks.json`), 'utf8')).filter((d) => d.legal !== false && /\bSD0[1-6]\b/.test(d.name));
let a = 1000;
const pick = (n) => {
  a ^= a << 13;
  a ^= a >>> 17;
  a ^= a << 5;
  return (a >>> 0) % n;
};
let m = await json(`/v1/games/${GAME}/matches`, { players: [{ name: 'A', deck: decks[0].deck }, { name: 'B', deck: decks[1].deck }], seed: `bench-${GAME}-0`, format: 'standard' });
let action;
for (let i = 0; i < 5000; i++) {
  const legal = m.views[String(m.status.decider)].legalActions;
  action = legal[pick(legal.length)];
  if (m.status.turn >= TURN) break;
  m = await json(STEP, { state: m.state, action });
}
const stepBody = JSON.stringify({ state: m.state, action, ...(process.env.AB_VIEWS ? { views: process.env.AB_VIEWS } : {}) });
const validateBody = JSON.stringify({ format: decks[0].format ?? 'standard', deck: decks[0].deck });
const check = await post(STEP, stepBody);
if (check.statusCode !== 200) throw new Error(`step answered ${check.statusCode}: ${check.body.slice(0, 300)}`);

async function batch(url, body, n) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const r = await post(url, body);
    if (r.statusCode !== 200) throw new Error(`${url} answered ${r.statusCode}`);
  }
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000 / n, wall: Number(process.hrtime.bigint() - t0) / 1e6 / n };
}
process.send({ line: `turn ${m.status.turn}, action ${action.type}, token ${m.state.length} B, answer ${check.body.length} B` });
process.on('message', async ({ n }) => {
  const s = await batch(STEP, stepBody, n);
  if (process.env.AB_VALIDATE) s.vcpu = (await batch(VALIDATE, validateBody, n * 5)).cpu;
  process.send(s);
});
