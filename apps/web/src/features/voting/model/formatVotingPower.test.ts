import { describe, expect, it } from "vitest";
import { formatVotingPower } from "./formatVotingPower.ts";

describe("formatVotingPower", () => {
  it("groups thousands and keeps at most 3 decimals", () => {
    expect(formatVotingPower(1234.56789, "en-US")).toBe("1,234.568");
    expect(formatVotingPower(0, "en-US")).toBe("0");
    expect(formatVotingPower(1234.5, "de-DE")).toBe("1.234,5");
  });
});
