#!/usr/bin/env node
/**
 * `npm start` / `npm run start:prod`: runs the built server with a V8 heap cap (docs/security.md §7).
 * HEAP_MAX_MB (default 768) sets --max-old-space-size; 0 leaves Node's default (which lets the heap grow
 * to about 1 GiB or more under hostile traffic before collecting hard). An explicit --max-old-space-size
 * in NODE_OPTIONS wins over the default. Signals are forwarded; the exit code is the server's.
 */
import { spawn } from 'node:child_process';

const DEFAULT_MB = 768;
const raw = process.env.HEAP_MAX_MB ?? String(DEFAULT_MB);
const mb = Number(raw);
if (!Number.isInteger(mb) || mb < 0 || (mb > 0 && mb < 256) || mb > 65536) {
  console.error(`HEAP_MAX_MB must be 0 (Node's default) or a whole number of MiB from 256 to 65536, got "${raw}"`);
  process.exit(2);
}
const fromEnv = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '');
const flags = mb > 0 && !fromEnv ? [`--max-old-space-size=${mb}`] : [];
const entry = process.env.START_ENTRY ?? 'dist/apps/api/src/main.js'; // (tests point it elsewhere)
const child = spawn(process.execPath, [...flags, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
