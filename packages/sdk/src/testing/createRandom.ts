/** A seeded pseudo-random source (mulberry32), so a failing differential case reproduces from its seed. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A bigint with a uniformly random number of decimal digits from `minDigits` to `maxDigits`. */
  logUniform(minDigits: number, maxDigits: number): bigint;
  /** A bigint in [0, max). */
  below(max: bigint): bigint;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const below = (max: bigint): bigint => {
    let value = 0n;
    for (let bits = 0n; 1n << bits < max; bits += 32n) value = (value << 32n) | BigInt(int(2 ** 32));
    return value % max;
  };
  return {
    next,
    int,
    below,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    logUniform: (minDigits, maxDigits) => {
      const digits = minDigits + int(maxDigits - minDigits + 1);
      const low = 10n ** BigInt(digits - 1);
      return low + below(low * 9n);
    },
  };
}
