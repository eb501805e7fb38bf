import { describe, expect, it } from "vitest";
import { formatCake, formatCakeUsd } from "./formatCake.ts";

describe("formatCake", () => {
  it("shows CAKE with 2 decimals, rounded down, and its dollar value", () => {
    expect(formatCake(1_234_567n * 10n ** 15n, "en-US")).toBe("1,234.56");
    expect(formatCakeUsd(2n * 10n ** 18n, 1.5, "en-US")).toBe("~$3.00");
    expect(formatCakeUsd(2n * 10n ** 18n, null, "en-US")).toBeNull();
  });
});
