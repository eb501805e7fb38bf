/** The magnitude of a bigint (Math.abs takes numbers only). */
export function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}
