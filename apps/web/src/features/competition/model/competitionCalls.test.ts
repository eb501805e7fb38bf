import { griddleTradingCompetitionAbi } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { buildClaimRewardCall, buildRegisterCall } from "./competitionCalls.ts";

const competition = "0x9A676e781A523b5d0C0e43731313A708CB607508";

describe("competition calls", () => {
  it("registers without arguments", () => {
    expect(buildRegisterCall(competition)).toEqual({
      address: competition,
      abi: griddleTradingCompetitionAbi,
      functionName: "register",
      args: [],
    });
  });

  it("claims with the team rank, the reward group and the proof", () => {
    const proof = [`0x${"11".repeat(32)}`, `0x${"22".repeat(32)}`] as const;
    expect(buildClaimRewardCall(competition, { teamRank: 2, rewardGroup: 4, proof })).toMatchObject({
      functionName: "claimReward",
      args: [2n, 4n, [...proof]],
    });
  });
});
