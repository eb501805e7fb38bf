import { describe, expect, it } from "vitest";
import { proposalTimeLabel } from "./proposalTimeLabel.ts";

describe("proposalTimeLabel", () => {
  it("says when a pending proposal starts, and when an open or closed one ends", () => {
    expect(proposalTimeLabel({ state: "pending", start: 10, end: 20 })).toEqual({
      key: "Starts %date%",
      seconds: 10,
    });
    expect(proposalTimeLabel({ state: "active", start: 10, end: 20 })).toEqual({
      key: "Ends %date%",
      seconds: 20,
    });
    expect(proposalTimeLabel({ state: "closed", start: 10, end: 20 })).toEqual({
      key: "Ended %date%",
      seconds: 20,
    });
  });
});
