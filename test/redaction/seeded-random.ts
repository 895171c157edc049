/**
 * Seeded random numbers for the randomized equivalence tests: mulberry32, in integer arithmetic
 * (a floating-point LCG loses precision and repeats early), so a failing case can be replayed.
 *
 * @example
 * ```ts
 * const next = seededUint32(7);
 * next() % 10; // the same sequence on every run
 * ```
 */

/** A generator of unsigned 32-bit integers from `seed`. */
export function seededUint32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };
}

/** A generator of numbers in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  const next = seededUint32(seed);
  return () => next() / 4294967296;
}

/** A generator of integers in [0, limit) from `seed` (the limit may change from call to call). */
export function seededBelow(seed: number): (limit: number) => number {
  const next = seededUint32(seed);
  return (limit) => next() % limit;
}
