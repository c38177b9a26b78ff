/** Statistics of `tcg simulate`: win rates with Wilson score intervals, lengths. */

/** Wilson score interval of k successes in n trials at 95 % (z = 1.959964): [low, high] in 0..1. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summary(values: readonly number[]): { mean: number; median: number; min: number; max: number } {
  if (values.length === 0) return { mean: 0, median: 0, min: 0, max: 0 };
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return { mean: s.reduce((a, b) => a + b, 0) / s.length, median: s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2, min: s[0]!, max: s[s.length - 1]! };
}

export const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
