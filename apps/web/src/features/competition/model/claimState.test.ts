import { CompetitionStatus, type RankedTrader } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { claimState, type ClaimStateInput } from "./claimState.ts";

const root = `0x${"ab".repeat(32)}` as const;
const proof = [`0x${"cd".repeat(32)}`] as const;
const trader: RankedTrader = {
  account: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
  teamId: 1,
  teamRank: 2,
  rankInTeam: 1,
  volumeUsd: 1500,
  rewardGroup: 4,
};
const ready: ClaimStateInput = {
  status: CompetitionStatus.Claiming,
  user: { hasRegistered: true, hasClaimed: false, teamId: 1 },
  chainRoot: root,
  recomputed: { root, trader, proof },
};

describe("claimState", () => {
  it("claims with the recomputed rank, group and proof when the roots match", () => {
    expect(claimState(ready)).toEqual({ kind: "can-claim", teamRank: 2, rewardGroup: 4, proof });
  });

  it.each<[Partial<ClaimStateInput>, string]>([
    [{ status: CompetitionStatus.Close }, "not-claiming"],
    [{ user: undefined }, "checking"],
    [{ recomputed: undefined }, "checking"],
    [{ user: { hasRegistered: false, hasClaimed: false, teamId: 0 } }, "not-registered"],
    [{ user: { hasRegistered: true, hasClaimed: true, teamId: 1 } }, "claimed"],
    [{ chainRoot: `0x${"ee".repeat(32)}` }, "root-mismatch"],
    [{ recomputed: { root, trader: undefined, proof: null } }, "root-mismatch"],
  ])("%o gives %s", (change, kind) => {
    expect(claimState({ ...ready, ...change }).kind).toBe(kind);
  });
});
