import { describe, expect, it } from "vitest";
import { latestFinishedRoundId } from "./latestFinishedRoundId.ts";

describe("latestFinishedRoundId", () => {
  it("is the round before a live round still selling or drawing", () => {
    expect(latestFinishedRoundId(5n, "open")).toBe(4n);
    expect(latestFinishedRoundId(5n, "close")).toBe(4n);
  });

  it("is the live round once drawn or cancelled", () => {
    expect(latestFinishedRoundId(5n, "claimable")).toBe(5n);
    expect(latestFinishedRoundId(5n, "cancelled")).toBe(5n);
  });

  it("is none before a round has finished", () => {
    expect(latestFinishedRoundId(1n, "open")).toBeUndefined();
    expect(latestFinishedRoundId(0n, "pending")).toBeUndefined();
  });
});
