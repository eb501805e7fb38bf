import { describe, expect, it } from "vitest";
import { formatDrawCountdown } from "./formatDrawCountdown.ts";

describe("formatDrawCountdown", () => {
  it("shows hours, minutes and seconds within a day, days beyond", () => {
    expect(formatDrawCountdown(3_723)).toBe("1h 02m 03s");
    expect(formatDrawCountdown(90_000)).toBe("1d 01h 00m");
  });

  it("stops at zero", () => {
    expect(formatDrawCountdown(-5)).toBe("0h 00m 00s");
  });
});
