import { encodeAbiParameters, keccak256, type Hex } from "viem";

/**
 * Round `lotteryId`'s seed, keccak256(abi.encode(secret, lotteryId)): derived, not stored, so an
 * operator that restarts can still reveal the seed it committed to, and each round's seed differs.
 */
export function lotterySeed(secret: string, lotteryId: bigint): Hex {
  return keccak256(encodeAbiParameters([{ type: "string" }, { type: "uint256" }], [secret, lotteryId]));
}
