/**
 * Seeded PRNG (sfc32, "Small Fast Counting" generator by Chris Doty-Humphrey, public domain).
 * Its whole state is four uint32 numbers kept inside the game state (`state.rng`), so a state
 * carries its own future randomness: replays are exact and clients, who only ever see views, cannot
 * predict shuffles (the RNG state never appears in a view; see view.ts).
 *
 * Every shuffle and random pick in a game must come from here (via ctx helpers), never from
 * Math.random or crypto.
 */
export interface RngState {
  algo: 'sfc32';
  /** [a, b, c, d] as unsigned 32-bit integers. */
  s: [number, number, number, number];
}

/** Hash a seed string into 128 bits (cyrb128, public domain), used only to initialise sfc32. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator state from any seed (string or number; numbers are used as their decimal text). */
export function seedRng(seed: string | number): RngState {
  const rng: RngState = { algo: 'sfc32', s: cyrb128(`tcg-rng:${String(seed)}`) };
  for (let i = 0; i < 15; i++) nextU32(rng); // warm-up, as recommended for sfc32
  return rng;
}

/** Advances the generator (mutates `rng`) and returns a uniform uint32. */
export function nextU32(rng: RngState): number {
  let [a, b, c, d] = rng.s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng.s = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling). n must be 1..2^32. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  if (n === 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextU32(rng);
    if (x < limit) return x % n;
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

export function isRngState(value: unknown): value is RngState {
  if (value === null || typeof value !== 'object') return false;
  const v = value as { algo?: unknown; s?: unknown };
  return (
    v.algo === 'sfc32' &&
    Array.isArray(v.s) &&
    v.s.length === 4 &&
    v.s.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff)
  );
}
