import { describe, expect, it } from "vitest";
import { formatVotingDate } from "./formatVotingDate.ts";

describe("formatVotingDate", () => {
  it("writes the date and time in the locale's words", () => {
    const seconds = new Date(2025, 1, 1, 10, 5).getTime() / 1_000;
    expect(formatVotingDate(seconds, "en-US")).toMatch(/^Feb 1, 2025, 10:05\sAM$/);
    expect(formatVotingDate(seconds, "de-DE")).toBe("01.02.2025, 10:05");
  });
});
