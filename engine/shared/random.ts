/**
 * A small seeded random generator (mulberry32): reproducible random games for property tests,
 * benchmarks, the puzzle generator and the bot. Not for anything that needs real randomness.
 */
export type Random = () => number; // uniform in [0, 1)

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}
