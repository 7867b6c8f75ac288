/**
 * Seeded PRNG (mulberry32). Its 32-bit state lives in SimState, so snapshots replay exactly.
 */
export interface RngHolder {
  rng: number;
}

/** A float in [0, 1); advances holder.rng. */
export function nextRandom(h: RngHolder): number {
  h.rng = (h.rng + 0x6d2b79f5) >>> 0;
  let t = h.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A generator of floats in [0, 1) with its own state, started from `seed` as is (the same sequence nextRandom gives). */
export function prng(seed: number): () => number {
  const h: RngHolder = { rng: seed >>> 0 };
  return () => nextRandom(h);
}

/** An integer in [0, n). */
export function nextInt(h: RngHolder, n: number): number {
  return Math.floor(nextRandom(h) * n);
}

/** Initial rng state of a seed (any integer). */
export function seedState(seed: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
}
