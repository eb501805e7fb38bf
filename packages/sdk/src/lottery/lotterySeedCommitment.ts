import { encodeAbiParameters, keccak256, type Hex } from "viem";

/** What the operator commits to when it opens a round: keccak256(abi.encode(seed)), as GriddleLottery checks it. */
export function lotterySeedCommitment(seed: Hex): Hex {
  return keccak256(encodeAbiParameters([{ type: "bytes32" }], [seed]));
}
