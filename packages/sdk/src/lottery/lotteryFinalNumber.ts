import { encodeAbiParameters, hexToBigInt, keccak256, type Hex } from "viem";

const SMALLEST_NUMBER = 1_000_000n;
const NUMBERS = 1_000_000n;

/**
 * A round's final number as GriddleLottery draws it: 1,000,000 + keccak256(abi.encode(seed,
 * blockHash, lotteryId)) mod 10^6, where `blockHash` is the hash of the block after the close block.
 * Anyone can check a draw with it once the seed is revealed.
 */
export function lotteryFinalNumber(seed: Hex, blockHash: Hex, lotteryId: bigint): number {
  const mixed = hexToBigInt(
    keccak256(
      encodeAbiParameters(
        [{ type: "bytes32" }, { type: "bytes32" }, { type: "uint256" }],
        [seed, blockHash, lotteryId],
      ),
    ),
  );
  return Number(SMALLEST_NUMBER + (mixed % NUMBERS));
}
