/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time per function, self time per area
 * (kernel, a game, the API, a package, Node internals, GC), and inclusive time of named functions.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './util.mjs';

function shortUrl(url) {
  if (!url) return '';
  let path = url;
  if (url.startsWith('file://')) {
    try {
      path = relative(ROOT, fileURLToPath(url));
    } catch {
      /* keep */
    }
  }
  return path;
}

export function areaOf(url, fn) {
  if (!url) {
    if (fn === '(garbage collector)') return 'GC';
    if (fn === '(idle)') return 'idle';
    if (fn === '(program)') return 'V8/native (program)';
    return fn?.startsWith('(') ? fn : 'native / builtins';
  }
  if (url.startsWith('node:')) return 'Node internals';
  const p = shortUrl(url);
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p);
  if (nm) return nm[1];
  const m = /^(?:dist\/)?libs\/games\/([^/]+)/.exec(p);
  if (m) return `game: ${m[1]}`;
  const lib = /^(?:dist\/)?libs\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(p);
  if (lib) return lib[1] === 'engine' && lib[2] ? `libs/engine/${lib[2]}` : `libs/${lib[1]}`;
  if (/^(?:dist\/)?apps\/api/.test(p)) return 'apps/api';
  if (/toy-game/.test(p)) return 'toy game';
  if (/^bench\//.test(p)) return 'bench harness';
  return p;
}

/**
 * @param file a .cpuprofile path
 * @param inclusiveNames function names ("name" or "name@path-fragment") whose inclusive time to report (recursion counted once)
 */
export function summarizeProfile(file, { top = 15, inclusiveNames = [] } = {}) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < prof.samples.length; i++) {
    const id = prof.samples[i];
    const dt = prof.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + Math.max(0, dt));
  }
  let total = 0;
  for (const v of self.values()) total += v;
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** Native frames (no script URL) are charged to the nearest JS caller's area: "native ← <area>". */
  const jsCaller = (id) => {
    let p = parent.get(id);
    while (p !== undefined) {
      const n = nodes.get(p);
      if (n.callFrame.url) return n;
      p = parent.get(p);
    }
    return null;
  };
  let idle = 0;
  const byFn = new Map();
  const byArea = new Map();
  for (const [id, us] of self) {
    const n = nodes.get(id);
    const cf = n.callFrame;
    const name = cf.functionName || '(anonymous)';
    if (name === '(idle)') idle += us;
    let area = areaOf(cf.url, name);
    let where = `${shortUrl(cf.url)}${cf.url ? `:${cf.lineNumber + 1}` : ''}`;
    let key = `${name}\u0000${cf.url}\u0000${cf.lineNumber}`;
    if (!cf.url && !['(garbage collector)', '(idle)', '(program)', '(root)'].includes(name)) {
      const caller = jsCaller(id);
      if (caller && caller.callFrame.url === 'node:inspector') {
        // the profiler's own session call (samples taken while the inspector dispatches): not the app's work
        idle += us;
        continue;
      }
      if (caller) {
        const ccf = caller.callFrame;
        area = `native ← ${areaOf(ccf.url, ccf.functionName)}`;
        where = `native, called from ${ccf.functionName || '(anonymous)'} (${shortUrl(ccf.url)}:${ccf.lineNumber + 1})`;
        key = `${name}\u0000${ccf.url}\u0000${ccf.lineNumber}\u0000${ccf.functionName}`;
      }
    }
    const e = byFn.get(key) ?? { name, where, area, us: 0 };
    e.us += us;
    byFn.set(key, e);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  const busy = total - idle;
  // inclusive time of named functions: DFS from the root, counting a function once per stack
  // an entry is "name" or "name@path-fragment" (e.g. "apply@engine/src/engine": the kernel's apply, not Function#apply)
  const inclusive = new Map(inclusiveNames.map((n) => [n, 0]));
  const specs = inclusiveNames.map((entry) => {
    const at = entry.indexOf('@');
    return at > 0 ? { entry, name: entry.slice(0, at), path: entry.slice(at + 1) } : { entry, name: entry, path: null };
  });
  const matchOf = (cf) => specs.find((x) => x.name === cf.functionName && (x.path === null || cf.url.includes(x.path)))?.entry;
  if (specs.length > 0) {
    const root = prof.nodes[0];
    const active = new Map();
    const walk = (n) => {
      const name = matchOf(n.callFrame);
      const hit = name !== undefined;
      const first = hit && !active.get(name);
      if (hit) active.set(name, (active.get(name) ?? 0) + 1);
      let sub = self.get(n.id) ?? 0;
      for (const c of n.children ?? []) sub += walk(nodes.get(c));
      if (hit) active.set(name, active.get(name) - 1);
      if (first) inclusive.set(name, inclusive.get(name) + sub);
      return sub;
    };
    // iterative depth guard: profiles are shallow enough for recursion in practice
    walk(root);
  }
  const pct = (us) => (busy > 0 ? us / busy : 0);
  return {
    file,
    totalMs: total / 1000,
    busyMs: busy / 1000,
    topFunctions: [...byFn.values()].filter((e) => e.name !== '(idle)').sort((a, b) => b.us - a.us).slice(0, top).map((e) => ({ ...e, ms: e.us / 1000, share: pct(e.us) })),
    areas: [...byArea.entries()].filter(([a]) => a !== 'idle').sort((a, b) => b[1] - a[1]).map(([area, us]) => ({ area, ms: us / 1000, share: pct(us) })),
    inclusive: [...inclusive.entries()].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: us / 1000, share: pct(us) })),
  };
}
