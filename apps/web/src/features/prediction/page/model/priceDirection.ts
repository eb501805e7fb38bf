/** How a price moved: up (the Bull side wins), down (Bear) or not at all. */
export type PriceDirection = "up" | "down" | "flat";

/** The direction from `from` (a round's lock price) to `to` (its close, or the live price). */
export function priceDirection(from: bigint, to: bigint): PriceDirection {
  if (to > from) return "up";
  if (to < from) return "down";
  return "flat";
}
