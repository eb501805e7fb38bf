import { describe, expect, it } from "vitest";
import { parseTeamActivity } from "./parseTeamActivity.ts";

const MEMBER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";

describe("parseTeamActivity", () => {
  it("reads the team's grants and its members by points", () => {
    expect(
      parseTeamActivity({
        teamPoints: { items: [{ id: "0xab-3", campaignId: "300001", points: "500" }] },
        profileUsers: { items: [{ id: MEMBER, points: "150" }] },
      }),
    ).toEqual({
      grants: [{ id: "0xab-3", campaignId: 300_001n, points: 500n }],
      members: [{ account: MEMBER, points: 150n }],
    });
  });

  it("refuses another shape", () => {
    for (const data of [
      null,
      {},
      { teamPoints: { items: [] } },
      { teamPoints: { items: [] }, profileUsers: { items: [{ id: "x" }] } },
    ])
      expect(() => parseTeamActivity(data)).toThrow("another shape");
  });
});
