/** `price` moved by `bps` basis points (signed), rounded toward zero. */
export function movePrice(price: bigint, bps: number): bigint {
  return (price * BigInt(10_000 + bps)) / 10_000n;
}
