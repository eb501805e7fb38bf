import { describe, expect, it } from "vitest";
import { Percent } from "@griddle/sdk";
import { formatDepositShare } from "./formatDepositShare.ts";

describe("formatDepositShare", () => {
  it("is 100 for a new pool", () => {
    expect(formatDepositShare(true, undefined)).toBe("100");
  });

  it("shows two decimals, and '<0.01' below one basis point", () => {
    expect(formatDepositShare(false, new Percent(1n, 3n))).toBe("33.33");
    expect(formatDepositShare(false, new Percent(1n, 10_000n))).toBe("0.01");
    expect(formatDepositShare(false, new Percent(99n, 1_000_000n))).toBe("<0.01");
  });

  it("is 0 without an amount", () => {
    expect(formatDepositShare(false, undefined)).toBe("0");
  });
});
