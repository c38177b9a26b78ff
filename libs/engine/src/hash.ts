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

/** The state hash used by replays and clients: `fnv1a64:<16 hex digits>` of the canonical JSON. */
export function hashState(state: unknown): string {
  return hashJson(state);
}
