import { describe, expect, it } from "vitest";
import type { PointCampaign } from "@griddle/sdk";
import { achievementsFromPoints } from "./achievementsFromPoints.ts";

const campaigns: PointCampaign[] = [
  { campaignId: 1n, type: "participation", title: "A", description: "a", badge: "a.svg", points: 100 },
  { campaignId: 2n, type: "teambattle", title: "B", description: "b", badge: "b.svg", points: 50 },
];

describe("achievementsFromPoints", () => {
  it("gives one badge per known campaign granted, in the catalogue's order, with its points", () => {
    const achievements = achievementsFromPoints(
      [
        { id: "x", campaignId: 2n, points: 50n },
        { id: "y", campaignId: 1n, points: 100n },
        { id: "z", campaignId: 2n, points: 10n },
      ],
      campaigns,
    );
    expect(achievements.map(({ id, points }) => [id, points])).toEqual([
      [1n, 100n],
      [2n, 60n],
    ]);
    expect(achievements[1]).toMatchObject({ type: "teambattle", title: "B", badge: "b.svg" });
  });

  it("drops points of campaigns the product does not know", () => {
    expect(achievementsFromPoints([{ id: "x", campaignId: 9n, points: 5n }], campaigns)).toEqual([]);
  });
});
