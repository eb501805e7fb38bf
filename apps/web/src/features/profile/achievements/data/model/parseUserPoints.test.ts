import { describe, expect, it } from "vitest";
import { parseUserPoints } from "./parseUserPoints.ts";

describe("parseUserPoints", () => {
  it("reads each grant's campaign and points", () => {
    expect(
      parseUserPoints({ points: { items: [{ id: "0xa-1-0xb", campaignId: "200001", points: "100" }] } }),
    ).toEqual([{ id: "0xa-1-0xb", campaignId: 200_001n, points: 100n }]);
    expect(parseUserPoints({ points: { items: [] } })).toEqual([]);
  });

  it("refuses another shape", () => {
    for (const data of [null, {}, { points: {} }, { points: { items: [{ campaignId: "1" }] } }])
      expect(() => parseUserPoints(data)).toThrow("another shape");
  });
});
