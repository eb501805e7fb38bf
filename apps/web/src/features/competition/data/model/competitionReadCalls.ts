import type { Address, ContractFunctionParameters } from "viem";
import { griddleTradingCompetitionAbi } from "@griddle/sdk";

/** The competition's phase, published root and rewards table, then the account's entry when given. */
export function competitionReadCalls(
  competition: Address,
  account: Address | undefined,
): readonly ContractFunctionParameters[] {
  const read = { address: competition, abi: griddleTradingCompetitionAbi } as const;
  return [
    { ...read, functionName: "currentStatus" },
    { ...read, functionName: "resultsRoot" },
    { ...read, functionName: "viewRewardTeams" },
    ...(account === undefined ? [] : [{ ...read, functionName: "viewUserStatus", args: [account] }]),
  ];
}
