/**
 * Narrowing of decoded read results, which arrive as `unknown` (null where the call failed) because
 * one batch mixes many functions.
 */

/** The value when it is a uint, else null. */
export function uintOrNull(value: unknown): bigint | null {
  return typeof value === "bigint" ? value : null;
}

/** The uint at `index` of a multi-value result (userInfo, poolInfo), else null. */
export function uintAt(value: unknown, index: number): bigint | null {
  return Array.isArray(value) ? uintOrNull(value[index]) : null;
}

/** A uint that names a block or a time in seconds, as a number; null when absent or beyond 2^53. */
export function safeNumberOrNull(value: unknown): number | null {
  const uint = uintOrNull(value);
  return uint !== null && uint <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(uint) : null;
}
