/**
 * Plain-JSON helpers. Engine state, actions, events and views are plain JSON values:
 * no classes, Maps, functions, `undefined`, NaN or Infinity (null is used instead of undefined).
 */
export type JsonPrimitive = string | number | boolean | null;
export type Json = JsonPrimitive | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Returns the JSON path of the first non-JSON value inside `value`, or null when it is plain JSON. */
export function findNonJson(value: unknown, path = ''): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : path || '/';
    case 'object':
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return `${path}/${i}`;
          const bad = findNonJson(value[i], `${path}/${i}`);
          if (bad !== null) return bad;
        }
        return null;
      }
      if (!isPlainObject(value)) return path || '/';
      for (const key of Object.keys(value)) {
        const bad = findNonJson(value[key], `${path}/${escapePointer(key)}`);
        if (bad !== null) return bad;
      }
      return null;
    default:
      return path || '/';
  }
}

export function isJson(value: unknown): value is Json {
  return findNonJson(value) === null;
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Deep clone of a plain JSON value (faster than structuredClone for small trees, and checks nothing). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * Canonical JSON: object keys sorted by UTF-16 code unit order, no whitespace, -0 written as 0.
 * Throws on values that are not plain JSON, so a state that would not round-trip is caught early.
 */
export function canonicalJson(value: unknown): string {
  try {
    return write(value);
  } catch (e) {
    const at = findNonJson(value);
    throw new TypeError(`canonicalJson: not plain JSON at ${at ?? '?'}${e instanceof Error ? ` (${e.message})` : ''}`);
  }
}

/** `JSON.stringify(key) + ':'` per object key seen (keys repeat across every state); bounded. */
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_MAX = 10_000;

function quotedKey(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = JSON.stringify(key) + ':';
    if (quotedKeys.size < QUOTED_KEYS_MAX) quotedKeys.set(key, q);
  }
  return q;
}

function write(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('non-finite number');
      return value === 0 ? '0' : String(value); // -0 is written as 0
    case 'object': {
      if (Array.isArray(value)) {
        const n = value.length;
        if (n === 0) return '[]';
        let out = '[' + write(value[0]);
        for (let i = 1; i < n; i++) out += ',' + write(value[i]);
        return out + ']';
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw new TypeError('not a plain object');
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj);
      const n = keys.length;
      if (n === 0) return '{}';
      // objects parsed from canonical JSON (unsealed states) already have their keys in order
      for (let i = 1; i < n; i++) {
        if (keys[i - 1]! > keys[i]!) {
          keys.sort();
          break;
        }
      }
      let out = '{';
      for (let i = 0; i < n; i++) {
        const key = keys[i]!;
        const v = obj[key];
        if (v === undefined) throw new TypeError('undefined value');
        if (i > 0) out += ',';
        out += quotedKey(key) + write(v);
      }
      return out + '}';
    }
    default:
      throw new TypeError(typeof value);
  }
}

/** Structural equality of two JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}
