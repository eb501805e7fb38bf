/** Floor of the square root of a non-negative bigint (Newton's method), as the pair contract's Math.sqrt. */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError("square root of a negative number");
  if (value < 2n) return value;
  let current = value;
  let next = (value >> 1n) + 1n;
  while (next < current) {
    current = next;
    next = (value / next + next) >> 1n;
  }
  return current;
}
