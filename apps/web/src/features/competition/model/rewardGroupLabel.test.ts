import { describe, expect, it } from "vitest";
import { rewardGroupLabel } from "./rewardGroupLabel.ts";

describe("rewardGroupLabel", () => {
  it.each([
    [4, { key: "Top %rank%", data: { rank: "10" } }],
    [3, { key: "Top %rank%", data: { rank: "100" } }],
    [2, { key: "Top %rank%", data: { rank: "500" } }],
    [1, { key: "#%rank% and below", data: { rank: "501" } }],
    [0, { key: "No volume" }],
  ])("labels group %i", (group, label) => {
    expect(rewardGroupLabel(group)).toEqual(label);
  });
});
