/**
 * Pure-JS 64-bit FNV-1a over the UTF-8 bytes of a string, and the state hash built on it.
 *
 * Why FNV-1a: it is tiny, has no dependency, runs identically in Node and in a browser bot, and is
 * deterministic across platforms. It is an *identity* hash (replay checks, caching, equality of
 * states), not a security primitive: integrity of client-held states is the sealed codec's job
 * (AES-256-GCM). The 64-bit product is computed on four 16-bit limbs so no BigInt is needed.
 */
import { canonicalJson } from './json.js';

const OFFSET = [0xcbf2, 0x9ce4, 0x8422, 0x2325]; // 0xcbf29ce484222325, high limb first
// prime 0x100000001b3 = 2^40 + 0x1b3

export function fnv1a64(input: string): string {
  let h0 = OFFSET[0]!, h1 = OFFSET[1]!, h2 = OFFSET[2]!, h3 = OFFSET[3]!; // h0 = most significant 16 bits
  const bytes = utf8(input);
  for (let i = 0; i < bytes.length; i++) {
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

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
function utf8(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else c = 0xfffd;
    } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** Hash of any JSON value via its canonical serialization. */
export function hashJson(value: unknown): string {
  return `fnv1a64:${fnv1a64(canonicalJson(value))}`;
}

/** The state hash used by replays and clients: `fnv1a64:<16 hex digits>` of the canonical JSON. */
export function hashState(state: unknown): string {
  return hashJson(state);
}
