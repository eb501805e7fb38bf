import { CompetitionStatus } from "@griddle/sdk";
import { describe, expect, it } from "vitest";
import { parseCompetitionReads } from "./parseCompetitionReads.ts";

const root = `0x${"ab".repeat(32)}`;
const row = (top: bigint) => ({
  userCampaignId: [1n, 2n, 3n, 4n, 5n],
  cakeRewards: [0n, 1n, 2n, 3n, top],
  pointUsers: [10n, 20n, 30n, 40n, 50n],
});

describe("parseCompetitionReads", () => {
  it("reads the phase, the root, the rewards by rank and the account's entry", () => {
    expect(parseCompetitionReads([3, root, [row(9n), row(8n)], [true, false, 2n, 0n, 0n]])).toEqual({
      status: CompetitionStatus.Claiming,
      resultsRoot: root,
      rewards: [
        { cake: [0n, 1n, 2n, 3n, 9n], points: [10n, 20n, 30n, 40n, 50n] },
        { cake: [0n, 1n, 2n, 3n, 8n], points: [10n, 20n, 30n, 40n, 50n] },
      ],
      user: { hasRegistered: true, hasClaimed: false, teamId: 2 },
    });
  });

  it("leaves out what failed", () => {
    expect(parseCompetitionReads([null, null, null])).toEqual({
      status: undefined,
      resultsRoot: undefined,
      rewards: undefined,
      user: undefined,
    });
  });
});
