import { describe, expect, it } from "vitest";
import { formatCountdown } from "./formatCountdown.ts";

describe("formatCountdown", () => {
  it("shows minutes and seconds, padded", () => {
    expect(formatCountdown(297)).toBe("04:57");
    expect(formatCountdown(0)).toBe("00:00");
  });

  it("adds the hours from an hour on", () => {
    expect(formatCountdown(3723)).toBe("1:02:03");
  });

  it("never counts below zero", () => {
    expect(formatCountdown(-3)).toBe("00:00");
  });
});
