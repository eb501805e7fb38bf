import { encodePacked, keccak256, type Address, type Hex } from "viem";

/**
 * PancakeSwap's votes carry a verificationHash beside their power, which /verify checks. Here it
 * binds an address, a block and a total in wei, so a client that kept it can show that the hub
 * counted this power at this block; anyone can compute it, so it proves nothing on its own: /verify
 * reads the chain again.
 */
export function verificationHash(address: Address, block: bigint, totalWei: bigint): Hex {
  return keccak256(encodePacked(["address", "uint256", "uint256"], [address, block, totalWei]));
}
