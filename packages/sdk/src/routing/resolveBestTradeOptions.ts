import type { BestTradeOptions } from "./BestTradeOptions.ts";
import { InvalidBestTradeOptionsError } from "./InvalidBestTradeOptionsError.ts";

/** The options with their defaults (3 results, 3 hops), rejecting limits that would find nothing. */
export function resolveBestTradeOptions({ maxNumResults = 3, maxHops = 3 }: BestTradeOptions = {}): {
  maxNumResults: number;
  maxHops: number;
} {
  if (!Number.isInteger(maxNumResults) || maxNumResults < 1) {
    throw new InvalidBestTradeOptionsError("maxNumResults", maxNumResults);
  }
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new InvalidBestTradeOptionsError("maxHops", maxHops);
  return { maxNumResults, maxHops };
}
