/** A closed round's winning side: Bull above the lock price, Bear below, House for a tie. */
export type RoundPosition = "Bull" | "Bear" | "House";

/**
 * The side the close price moved to from the lock price. A tie is House, as in PancakeSwap's
 * subgraph, although here the house keeps nothing: the game refunds every bet of a tie.
 */
export function winningPosition(lockPrice: bigint, closePrice: bigint): RoundPosition {
  if (closePrice > lockPrice) return "Bull";
  if (closePrice < lockPrice) return "Bear";
  return "House";
}
