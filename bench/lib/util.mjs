/**
 * Small helpers shared by the benchmark scripts: argument parsing, sample statistics, machine facts,
 * Markdown formatting, child processes. Plain Node ESM, no dependencies.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const ROOT = dirname(BENCH_DIR);

/** `--flag`, `--key value`, `--key=value` -> object (repeated keys: last wins). */
export function parseArgs(argv = process.argv.slice(2)) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      out._.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) out[a.slice(2)] = argv[++i];
    else out[a.slice(2)] = true;
  }
  return out;
}

/** A growable Float64Array of samples (milliseconds). */
export class Samples {
  constructor(capacity = 1 << 14) {
    this.data = new Float64Array(capacity);
    this.length = 0;
  }
  push(v) {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  summary() {
    return summarize(this.data.subarray(0, this.length));
  }
}

/** count, mean, p50, p90, p99, max of numeric samples (nearest-rank percentiles). */
export function summarize(values) {
  const n = values.length;
  if (n === 0) return { count: 0, mean: null, p50: null, p90: null, p99: null, max: null };
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i];
  const at = (p) => sorted[Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1))];
  return { count: n, mean: sum / n, p50: at(50), p90: at(90), p99: at(99), max: sorted[n - 1] };
}

export function median(values) {
  return summarize(values).p50;
}

/** Machine facts for the report header. */
export function machineInfo() {
  const cpus = os.cpus();
  let commit = 'unknown';
  let dirty = false;
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  } catch {
    /* not a git checkout */
  }
  return {
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    availableParallelism: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
    memoryBytes: os.totalmem(),
    freeMemoryBytes: os.freemem(),
    platform: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    v8: process.versions.v8,
    commit,
    dirty,
    date: new Date().toISOString(),
    loadavg: os.loadavg(),
  };
}

/** Resident set size of a process in bytes (Linux /proc, else `ps`); null when unknown. */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+)\s*kB/.exec(status);
    if (m) return Number(m[1]) * 1024;
  } catch {
    /* not Linux, or gone */
  }
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out ? Number(out) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs a Node script as a child process; resolves with its stdout/stderr and exit code.
 * `timeoutMs` kills it (SIGKILL, by pid) when exceeded.
 */
export function runNode(args, { env = {}, timeoutMs = 600_000, cwd = ROOT, onStderr } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      onStderr?.(String(d));
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}

/** The last line of `text` that parses as a JSON object (children print their result last). */
export function lastJson(text) {
  const lines = text.trim().split('\n').reverse();
  for (const line of lines) {
    const t = line.trim();
    if (!t.startsWith('{')) continue;
    try {
      return JSON.parse(t);
    } catch {
      /* keep looking */
    }
  }
  return null;
}

export function resolveTsx() {
  const candidates = [join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs'), join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')];
  for (const c of candidates) if (existsSync(c)) return c;
  return existsSync(join(ROOT, 'node_modules', 'tsx')) ? 'tsx' : null;
}

// ---------- formatting ----------

export function fmtInt(n) {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return Math.round(n).toLocaleString('en-US');
}

/** Significant-digit formatting for rates and times. */
export function fmtNum(n, digits = 3) {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  if (n === 0) return '0';
  const abs = Math.abs(n);
  if (abs >= 1000) return fmtInt(n);
  return Number(n.toPrecision(digits)).toString();
}

/** Milliseconds, shown in µs below 1 ms. */
export function fmtMs(ms) {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '–';
  if (ms < 1) return `${fmtNum(ms * 1000)} µs`;
  return `${fmtNum(ms)} ms`;
}

export function fmtBytes(b) {
  if (b === null || b === undefined || Number.isNaN(b)) return '–';
  if (b < 1024) return `${b} B`;
  if (b < 1024 * 1024) return `${fmtNum(b / 1024)} KiB`;
  if (b < 1024 ** 3) return `${fmtNum(b / 1024 / 1024)} MiB`;
  return `${fmtNum(b / 1024 ** 3)} GiB`;
}

export function fmtPct(x) {
  if (x === null || x === undefined || Number.isNaN(x)) return '–';
  return `${fmtNum(x * 100)} %`;
}

/** A Markdown table; cells are strings (pipes escaped). */
export function table(headers, rows, align) {
  const esc = (s) => String(s ?? '–').replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const al = align ?? headers.map((_, i) => (i === 0 ? 'l' : 'r'));
  const sep = al.map((a) => (a === 'r' ? '---:' : a === 'c' ? ':---:' : '---'));
  return [`| ${headers.map(esc).join(' | ')} |`, `| ${sep.join(' | ')} |`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}

/**
 * "met" / "NOT met (x% below)" for a measured value against a target.
 * kind: 'min' (measured must be >= target) or 'max' (measured must be <= target).
 */
export function verdict(measured, target, kind) {
  if (measured === null || measured === undefined || Number.isNaN(measured)) return 'not measured';
  if (kind === 'min') {
    if (measured >= target) return `met (×${fmtNum(measured / target)} of target)`;
    return `**NOT met**: ${fmtNum((1 - measured / target) * 100)} % short (×${fmtNum(target / measured)} needed)`;
  }
  if (measured <= target) return `met (${fmtNum((measured / target) * 100)} % of limit)`;
  return `**NOT met**: ${fmtNum((measured / target - 1) * 100)} % over`;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
