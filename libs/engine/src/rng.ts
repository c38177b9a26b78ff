/**
 * Seeded cryptographic PRNG: the ChaCha20 keystream (RFC 8439 block function, 20 rounds, all-zero
 * nonce, 32-bit block counter) under a key derived from the seed text. Its whole state is the key and
 * the number of 32-bit words used so far, kept inside the game state (`state.rng`), so a state carries
 * its own future randomness: replays are exact, and clients, who only ever see views, cannot predict
 * shuffles (the RNG state never appears in a view; see view.ts). Unlike the sfc32 generator it replaced
 * (engine 1.x), observing outputs reveals nothing about other outputs, so hidden information (hands,
 * deck order) does not rest on nobody seeing raw output (docs/security.md §6.3).
 *
 * Pure JS (no node: built-ins): identical in Node and in a browser bot; the tests check the keystream
 * against node:crypto's `chacha20` cipher.
 *
 * Every shuffle and random pick in a game must come from here (via ctx helpers), never from
 * Math.random or crypto.
 */
import { sha256After, sha256Hex, sha256Prefix, type Sha256Prefix } from './hash.js';

export interface RngState {
  algo: 'chacha20';
  /** The ChaCha20 key: 64 lower-case hex digits (32 bytes) = SHA-256 of "tcg-rng:v2:<seed>". */
  key: string;
  /** 32-bit words of keystream used so far (word i is little-endian bytes 4i..4i+3). */
  n: number;
}

/** A fresh generator state from any seed (string or number; numbers are used as their decimal text). */
export function seedRng(seed: string | number): RngState {
  return { algo: 'chacha20', key: sha256Hex(`tcg-rng:v2:${String(seed)}`), n: 0 };
}

const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]; // "expand 32-byte k"

/** The key words of the last key used (one game at a time, typically). */
let lastKeyHex = '';
const keyWords = new Uint32Array(8);
/** The last block computed: its key, index and 16 output words. */
let lastBlockKey = '';
let lastBlockIndex = -1;
const blockOut = new Uint32Array(16);
const x = new Uint32Array(16);

function loadKey(hex: string): void {
  if (hex === lastKeyHex) return;
  for (let i = 0; i < 8; i++) {
    // little-endian words of the key bytes
    const b = hex.slice(i * 8, i * 8 + 8);
    keyWords[i] = (parseInt(b.slice(6, 8), 16) << 24) | (parseInt(b.slice(4, 6), 16) << 16) | (parseInt(b.slice(2, 4), 16) << 8) | parseInt(b.slice(0, 2), 16);
  }
  lastKeyHex = hex;
}

function rotl(v: number, c: number): number {
  return (v << c) | (v >>> (32 - c));
}

function quarter(a: number, b: number, c: number, d: number): void {
  x[a] = (x[a]! + x[b]!) | 0; x[d] = rotl(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) | 0; x[b] = rotl(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) | 0; x[d] = rotl(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) | 0; x[b] = rotl(x[b]! ^ x[c]!, 7);
}

/** ChaCha20 block `index` (RFC 8439 §2.3, nonce 0) of `keyHex` into blockOut. */
function block(keyHex: string, index: number): void {
  if (keyHex === lastBlockKey && index === lastBlockIndex) return;
  loadKey(keyHex);
  const init = [SIGMA[0]!, SIGMA[1]!, SIGMA[2]!, SIGMA[3]!, ...keyWords, index >>> 0, 0, 0, 0];
  for (let i = 0; i < 16; i++) x[i] = init[i]!;
  for (let r = 0; r < 10; r++) {
    quarter(0, 4, 8, 12); quarter(1, 5, 9, 13); quarter(2, 6, 10, 14); quarter(3, 7, 11, 15);
    quarter(0, 5, 10, 15); quarter(1, 6, 11, 12); quarter(2, 7, 8, 13); quarter(3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) blockOut[i] = (x[i]! + init[i]!) | 0;
  lastBlockKey = keyHex;
  lastBlockIndex = index;
}

/** Advances the generator (mutates `rng`) and returns a uniform uint32: keystream word `rng.n`. */
export function nextU32(rng: RngState): number {
  const n = rng.n;
  if (n >= 0x100000000 * 16) throw new RangeError('nextU32: keystream exhausted'); // 2^36 words: never in a game
  block(rng.key, Math.floor(n / 16));
  rng.n = n + 1;
  return blockOut[n % 16]! >>> 0;
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling). n must be 1..2^32. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  if (n === 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextU32(rng);
    if (v < limit) return v % n;
  }
}

/** Fisher–Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** The last RNG key's id prefix, its whole SHA-256 blocks hashed (keyedInstanceId). */
const idPrefix: { key: string | null; prefix: Sha256Prefix | null } = { key: null, prefix: null };

/**
 * A fresh card instance id for position `counter` of the id sequence, derived by a keyed hash (never a copy
 * of RNG output, never in counter order): `k` + 8 base-36 digits of SHA-256("tcg-ids:v1:<rng key>:<counter>").
 * The RNG key is secret (never in a view), so a viewer cannot link a fresh id to the counter, hence not to
 * the order in which rekeyZone handed ids out (docs/security.md §6.3).
 */
export function keyedInstanceId(rng: RngState, counter: number): string {
  // the prefix's first block (the key) is hashed once per key: same digest as sha256Hex of the whole string
  if (idPrefix.key !== rng.key) {
    idPrefix.key = rng.key;
    idPrefix.prefix = sha256Prefix(`tcg-ids:v1:${rng.key}:`);
  }
  const h = sha256After(idPrefix.prefix!, String(counter));
  // the first 10 hex digits of the digest: word 0 and the top byte of word 1
  return `k${((h[0]! >>> 0) * 256 + (h[1]! >>> 24)).toString(36).padStart(8, '0')}`;
}

export function isRngState(value: unknown): value is RngState {
  if (value === null || typeof value !== 'object') return false;
  const v = value as { algo?: unknown; key?: unknown; n?: unknown };
  return v.algo === 'chacha20' && typeof v.key === 'string' && /^[0-9a-f]{64}$/.test(v.key) && Number.isSafeInteger(v.n) && (v.n as number) >= 0 && (v.n as number) < 0x100000000 * 16;
}
