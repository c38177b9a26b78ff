/**
 * Pure-JS 64-bit FNV-1a over the UTF-8 bytes of a string, and the state hash built on it.
 *
 * Why FNV-1a: it is tiny, has no dependency, runs identically in Node and in a browser bot, and is
 * deterministic across platforms. It is an *identity* hash (replay checks, caching, equality of
 * states), not a security primitive: integrity of client-held states is the sealed codec's job
 * (AES-256-GCM). The 64-bit product is computed on four 16-bit limbs so no BigInt is needed.
 */
import { canonicalJson } from './json.js';

/**
 * UTF-8 bytes of a string. `TextEncoder` (native in Node and in browsers) writes lone surrogates as
 * U+FFFD, exactly as the hand-written encoder this replaced did; it is much faster than building a
 * JS array one byte at a time. Strings up to 1 MiB of UTF-8 are encoded into one reused buffer.
 */
const ENCODER = new TextEncoder();
const REUSE_MAX = 1 << 20;
let scratch = new Uint8Array(64 * 1024);

function utf8(s: string): { bytes: Uint8Array; length: number } {
  const worst = s.length * 3; // UTF-8 bytes per UTF-16 code unit: at most 3
  if (worst > REUSE_MAX) {
    const bytes = ENCODER.encode(s);
    return { bytes, length: bytes.length };
  }
  if (scratch.length < worst) scratch = new Uint8Array(Math.max(worst, scratch.length * 2));
  return { bytes: scratch, length: ENCODER.encodeInto(s, scratch).written };
}

const OFFSET = [0xcbf2, 0x9ce4, 0x8422, 0x2325]; // 0xcbf29ce484222325, high limb first
// prime 0x100000001b3 = 2^40 + 0x1b3

export function fnv1a64(input: string): string {
  let h0 = OFFSET[0]!, h1 = OFFSET[1]!, h2 = OFFSET[2]!, h3 = OFFSET[3]!; // h0 = most significant 16 bits
  const { bytes, length } = utf8(input);
  for (let i = 0; i < length; i++) {
    h3 ^= bytes[i]!;
    // multiply (h0,h1,h2,h3) by the prime 2^40 + 0x1b3 modulo 2^64:
    // h * 0x1b3 on every limb, plus (h << 40), of which only the low 24 bits of h survive:
    // h3 lands in bits 40..55 and the low byte of h2 in bits 56..63.
    const t3 = h3 * 0x1b3;
    const t2 = h2 * 0x1b3;
    const t1 = h1 * 0x1b3 + ((h3 << 8) & 0xffff);
    const t0 = h0 * 0x1b3 + (h3 >>> 8) + ((h2 & 0xff) << 8);
    const r3 = t3 & 0xffff;
    const s2 = t2 + (t3 >>> 16);
    const r2 = s2 & 0xffff;
    const s1 = t1 + (s2 >>> 16);
    const r1 = s1 & 0xffff;
    const r0 = (t0 + (s1 >>> 16)) & 0xffff;
    h0 = r0;
    h1 = r1;
    h2 = r2;
    h3 = r3;
  }
  return hex16(h0) + hex16(h1) + hex16(h2) + hex16(h3);
}

function hex16(n: number): string {
  return n.toString(16).padStart(4, '0');
}

/** Hash of any JSON value via its canonical serialization. */
export function hashJson(value: unknown): string {
  return hashCanonical(canonicalJson(value));
}

/** The hash `hashJson` gives for a value whose canonical JSON (`canonicalJson(value)`) is `canonical`. */
export function hashCanonical(canonical: string): string {
  return `fnv1a64:${fnv1a64(canonical)}`;
}

/**
 * A value's canonical JSON and its hash from one serialization: for callers that need both, e.g.
 * the match answer hashes the state and seals it (`seal(state, keyring, canonical)`).
 */
export function hashAndCanonical(value: unknown): { hash: string; canonical: string } {
  const canonical = canonicalJson(value);
  return { hash: hashCanonical(canonical), canonical };
}

// ------------------------------------------------------------------------------------------------
// SHA-256 (pure JS), for content references of catalog snapshots
// ------------------------------------------------------------------------------------------------

const K256 = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const W256 = new Int32Array(64);

function sha256Blocks(h: Int32Array, bytes: Uint8Array, from: number, to: number): void {
  const w = W256;
  for (let off = from; off < to; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + i * 4;
      w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!, b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h[0]!, b = h[1]!, c = h[2]!, d = h[3]!, e = h[4]!, f = h[5]!, g = h[6]!, hh = h[7]!;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K256[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
    h[5] = (h[5]! + f) | 0;
    h[6] = (h[6]! + g) | 0;
    h[7] = (h[7]! + hh) | 0;
  }
}

/**
 * SHA-256 of the UTF-8 bytes of a string, as 64 lower-case hex digits. Pure JS (same UTF-8 as
 * `fnv1a64`: lone surrogates as U+FFFD), so a browser bot computes the same catalog references and
 * state hashes as the server; tested against node:crypto.
 */
export function sha256Hex(input: string): string {
  const p = sha256Prefix(input);
  return sha256Finish(p.h, p.rest, 0, p.rest.length, p.length);
}

const IV256 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** Pads and hashes the last `to - from` bytes of a message of `length` bytes into `h`; the hex digest. */
function sha256Finish(h: Int32Array, bytes: Uint8Array, from: number, to: number, length: number): string {
  const rest = to - from;
  const tail = new Uint8Array(rest < 56 ? 64 : 128);
  tail.set(bytes.subarray(from, to));
  tail[rest] = 0x80;
  writeBitLength(tail, tail.length, length);
  sha256Blocks(h, tail, 0, tail.length);
  return hexDigest(h);
}

/** The message length in bits, big-endian 64-bit, in the last 8 bytes before `end` (SHA-256 padding). */
function writeBitLength(buf: Uint8Array, end: number, length: number): void {
  const bits = length * 8;
  const hi = Math.floor(bits / 0x100000000);
  buf[end - 8] = hi >>> 24;
  buf[end - 7] = (hi >>> 16) & 0xff;
  buf[end - 6] = (hi >>> 8) & 0xff;
  buf[end - 5] = hi & 0xff;
  buf[end - 4] = (bits >>> 24) & 0xff;
  buf[end - 3] = (bits >>> 16) & 0xff;
  buf[end - 2] = (bits >>> 8) & 0xff;
  buf[end - 1] = bits & 0xff;
}

function hexDigest(h: Int32Array): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += (h[i]! >>> 0).toString(16).padStart(8, '0');
  return out;
}

/** SHA-256 state after the whole 64-byte blocks of a fixed prefix, and the prefix bytes left over. */
export interface Sha256Prefix {
  readonly h: Int32Array;
  readonly rest: Uint8Array;
  readonly length: number;
}

/** Hashes the whole blocks of `prefix` once, for many `sha256After(prefix, suffix)` calls. */
export function sha256Prefix(prefix: string): Sha256Prefix {
  const { bytes, length } = utf8(prefix);
  const h = new Int32Array(IV256);
  const full = length - (length % 64);
  sha256Blocks(h, bytes, 0, full);
  return { h, rest: bytes.slice(full, length), length };
}

const AFTER_H = new Int32Array(8);
let afterBuf = new Uint8Array(256);

/**
 * The eight digest words of `sha256(prefix + suffix)` (big-endian words as signed 32-bit integers), in a
 * buffer reused by the next call: read it before hashing again.
 */
export function sha256After(p: Sha256Prefix, suffix: string): Int32Array {
  const worst = p.rest.length + suffix.length * 3 + 72;
  if (afterBuf.length < worst) afterBuf = new Uint8Array(worst * 2);
  const buf = afterBuf;
  buf.set(p.rest);
  const n = p.rest.length + ENCODER.encodeInto(suffix, buf.subarray(p.rest.length)).written;
  const total = p.length + n - p.rest.length;
  const padded = n + 9 <= 64 ? 64 : Math.ceil((n + 9) / 64) * 64;
  buf.fill(0, n, padded);
  buf[n] = 0x80;
  writeBitLength(buf, padded, total);
  AFTER_H.set(p.h);
  sha256Blocks(AFTER_H, buf, 0, padded);
  return AFTER_H;
}

// ------------------------------------------------------------------------------------------------
// Catalog snapshots by reference, and the state hash
// ------------------------------------------------------------------------------------------------

/** A catalog snapshot reference: `sha256:<64 hex digits>` of the snapshot's canonical JSON. */
export const CATALOG_REF_RE = /^sha256:[0-9a-f]{64}$/;

const refs = new WeakMap<object, string>();

/**
 * The content reference of a catalog snapshot (`state.catalog`): `sha256:<64 hex>` of its canonical
 * JSON. A string is taken to be a reference already and returned as it is. Remembered per snapshot
 * object: snapshots are immutable (docs/engine.md §1.1; the same contract as the ability index), so a
 * game pays for it once, not once per step. Never edit a snapshot in place after using it.
 */
export function catalogRef(catalog: unknown): string {
  if (typeof catalog === 'string') return catalog;
  if (catalog === null || typeof catalog !== 'object') return `sha256:${sha256Hex(canonicalJson(catalog))}`;
  let ref = refs.get(catalog);
  if (ref === undefined) {
    ref = `sha256:${sha256Hex(canonicalJson(catalog))}`;
    refs.set(catalog, ref);
  }
  return ref;
}

/**
 * The canonical JSON of a state with its catalog snapshot replaced by the snapshot's reference
 * (`catalogRef`): what a by-reference sealed token holds and what the state hash is computed over. A
 * state whose `catalog` is already a reference gives the same text. A value that is not a state
 * object is serialized as it is.
 */
export function canonicalByRef(state: unknown): string {
  if (state === null || typeof state !== 'object' || Array.isArray(state) || !('catalog' in state)) return canonicalJson(state);
  const catalog = (state as { catalog: unknown }).catalog;
  if (catalog === null || (typeof catalog !== 'object' && typeof catalog !== 'string')) return canonicalJson(state);
  return canonicalJson({ ...(state as object), catalog: catalogRef(catalog) });
}

/** `canonicalByRef(state)` and its hash (= `hashState(state)`) from one serialization: the match answer hashes and seals it. */
export function hashAndCanonicalByRef(state: unknown): { hash: string; canonical: string } {
  const canonical = canonicalByRef(state);
  return { hash: hashCanonical(canonical), canonical };
}

/**
 * The state hash used by replays and clients: `fnv1a64:<16 hex digits>` of the canonical JSON of the
 * state with its catalog snapshot replaced by the snapshot's reference (`canonicalByRef`). The
 * reference is a SHA-256 of the snapshot, so this identifies the state exactly as the hash of the full
 * JSON would, at half the work (the snapshot is hashed once per game); a state whose `catalog` is
 * already a reference (a by-reference sealed payload) has the same hash as the full state.
 */
export function hashState(state: unknown): string {
  return hashCanonical(canonicalByRef(state));
}
