#!/usr/bin/env node
/**
 * A longer fuzz run: apps/api/test/fuzz.e2e.spec.ts with more cases per target and, by default, a fresh
 * seed each time (printed, so a failure can be replayed with --seed).
 *
 *   node scripts/fuzz.mjs                       # 2000 cases per target (~40,000 in all), random seed
 *   node scripts/fuzz.mjs --runs 500 --seed 42  # or FUZZ_RUNS=500 FUZZ_SEED=42 node scripts/fuzz.mjs
 *
 * Other arguments go to jest (e.g. -t validate to fuzz matching targets only).
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const rest = [];
let runs = process.env.FUZZ_RUNS ?? '2000';
let seed = process.env.FUZZ_SEED ?? String(Date.now() % 2_147_483_647);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = args[++i];
  else if (args[i] === '--seed') seed = args[++i];
  else rest.push(args[i]);
}
if (!/^\d+$/.test(runs ?? '') || Number(runs) < 1) {
  console.error('fuzz: --runs must be a positive integer');
  process.exit(2);
}
if (!/^-?\d+$/.test(seed ?? '')) {
  console.error('fuzz: --seed must be an integer');
  process.exit(2);
}
console.log(`fuzz: FUZZ_RUNS=${runs} FUZZ_SEED=${seed} (replay with: node scripts/fuzz.mjs --runs ${runs} --seed ${seed})`);
const child = spawn(
  process.execPath,
  ['--experimental-vm-modules', join(ROOT, 'node_modules/jest/bin/jest.js'), 'apps/api/test/fuzz.e2e.spec.ts', '--runInBand', ...rest],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
