import type { Address, Hex } from "viem";
import { griddleTradingCompetitionAbi } from "@griddle/sdk";
import type { ContractCall } from "../../../shared/chain/index.ts";

export type CompetitionRegisterCall = ContractCall<typeof griddleTradingCompetitionAbi, "register">;
export type CompetitionClaimCall = ContractCall<typeof griddleTradingCompetitionAbi, "claimReward">;

/** register(): the team comes from the caller's active profile (spec 001 section 7). */
export function buildRegisterCall(competition: Address): CompetitionRegisterCall {
  return { address: competition, abi: griddleTradingCompetitionAbi, functionName: "register", args: [] };
}

/** claimReward(teamRank, rewardGroup, proof): the caller's leaf of the published ranking, proved. */
export function buildClaimRewardCall(
  competition: Address,
  claim: { readonly teamRank: number; readonly rewardGroup: number; readonly proof: readonly Hex[] },
): CompetitionClaimCall {
  return {
    address: competition,
    abi: griddleTradingCompetitionAbi,
    functionName: "claimReward",
    args: [BigInt(claim.teamRank), BigInt(claim.rewardGroup), [...claim.proof]],
  };
}
