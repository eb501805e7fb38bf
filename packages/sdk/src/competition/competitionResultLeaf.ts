import { encodeAbiParameters, keccak256, type Hex } from "viem";
import type { RankedTrader } from "./rankCompetition.ts";

/**
 * A trader's leaf in the results tree, as GriddleTradingCompetition.resultLeaf computes it:
 * OpenZeppelin's standard leaf, keccak256(keccak256(abi.encode(account, teamId, teamRank, rewardGroup))).
 */
export function competitionResultLeaf({
  account,
  teamId,
  teamRank,
  rewardGroup,
}: Pick<RankedTrader, "account" | "teamId" | "teamRank" | "rewardGroup">): Hex {
  const encoded = encodeAbiParameters(
    [{ type: "address" }, { type: "uint256" }, { type: "uint256" }, { type: "uint256" }],
    [account, BigInt(teamId), BigInt(teamRank), BigInt(rewardGroup)],
  );
  return keccak256(keccak256(encoded));
}
