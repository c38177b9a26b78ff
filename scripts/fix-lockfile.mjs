#!/usr/bin/env node
/**
 * The npm registry reachable from this project's machines lags behind for some platform-specific binaries
 * (e.g. @swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc at the version the parent asks for).
 * `npm install` then leaves those optional dependencies out of package-lock.json, and `npm ci` refuses the
 * lock ("Missing: … from lock file"). This adds the missing optional platform entries back, each marked with
 * the os/cpu it is for, so `npm ci` skips them on other platforms and fetches them (by version) on theirs.
 * Run after every `npm install` that changes the lock:  node scripts/fix-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : path + '/';
    const nested = `${base}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[top]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // only platform binaries are filled in
    const version = String(spec).replace(/^[\^~=]/, '');
    pkgs[top] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`${file}: ${added} optional platform entr${added === 1 ? 'y' : 'ies'} added`);
