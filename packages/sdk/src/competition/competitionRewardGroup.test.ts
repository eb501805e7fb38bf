import { describe, expect, it } from "vitest";
import { competitionRewardGroup } from "./competitionRewardGroup.ts";

describe("competitionRewardGroup", () => {
  it.each([
    [1, 10, 4],
    [10, 1, 4],
    [11, 1, 3],
    [100, 1, 3],
    [101, 1, 2],
    [500, 1, 2],
    [501, 1, 1],
    [5000, 0.01, 1],
    [1, 0, 0],
    [700, 0, 0],
  ])("rank %i with $%f is group %i", (rank, volume, group) => {
    expect(competitionRewardGroup(rank, volume)).toBe(group);
  });
});
