import { describe, expect, it } from "vitest";
import { proposalState } from "./proposalState.ts";

describe("proposalState", () => {
  it("is pending before start, active from start to end inclusive, closed after", () => {
    const proposal = { start: 100, end: 200 };
    expect([99, 100, 200, 201].map((now) => proposalState(proposal, now))).toEqual([
      "pending",
      "active",
      "active",
      "closed",
    ]);
  });
});
