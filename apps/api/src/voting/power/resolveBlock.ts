import { ApiError } from "../../http/ApiError.ts";

/**
 * The block a power read is for: `requested` (a whole number, from a query string or JSON), or the
 * latest when absent. A block ahead of the chain has no state to read yet.
 */
export function resolveBlock(requested: unknown, latest: bigint): bigint {
  if (requested === undefined || requested === null || requested === "") return latest;
  const block = typeof requested === "string" && /^\d+$/.test(requested) ? Number(requested) : requested;
  if (typeof block !== "number" || !Number.isSafeInteger(block) || block < 0) {
    throw new ApiError(400, "block must be a block number: a whole number from 0.");
  }
  if (BigInt(block) > latest)
    throw new ApiError(400, `block ${block} is ahead of the chain: the latest block is ${latest}.`);
  return BigInt(block);
}
