import { describe, expect, it } from "vitest";
import { Percent } from "@griddle/sdk";
import { formatPoolShare, formatPoolSharePrecise } from "./formatPoolShare.ts";

describe("formatPoolShare", () => {
  it("shows 2 decimals", () => {
    expect(formatPoolShare(new Percent(1n, 40n))).toBe("2.50%");
    expect(formatPoolShare(new Percent(1n, 1n))).toBe("100.00%");
  });

  it("shows '<0.01%' when the share rounds to 0.00", () => {
    expect(formatPoolShare(new Percent(4n, 100_000n))).toBe("<0.01%");
    expect(formatPoolShare(new Percent(0n, 1n))).toBe("<0.01%");
  });

  it("keeps a share that rounds up to 0.01", () => {
    expect(formatPoolShare(new Percent(5n, 100_000n))).toBe("0.01%");
  });
});

describe("formatPoolSharePrecise", () => {
  it("shows 6 decimals", () => {
    expect(formatPoolSharePrecise(new Percent(1n, 3n))).toBe("33.333333%");
    expect(formatPoolSharePrecise(new Percent(4n, 100_000n))).toBe("0.004000%");
  });
});
