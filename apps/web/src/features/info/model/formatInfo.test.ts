import { describe, expect, it } from "vitest";
import { formatAmount, formatPercent, formatPrice, formatUsd, formatUtcTime } from "./formatInfo.ts";

describe("formatInfo", () => {
  it("formats USD, prices, percentages and UTC times", () => {
    expect(formatUsd(1234.5, "en-US")).toBe("$1,234.50");
    expect(formatUsd(-3.2, "en-US")).toBe("-$3.20");
    expect(formatPrice(0.0012345, "en-US")).toBe("$0.001235");
    expect(formatPrice(612.5, "en-US")).toBe("$612.50");
    expect(formatPercent(1.254, "en-US")).toBe("+1.25%");
    expect(formatPercent(-0.5, "en-US")).toBe("-0.50%");
    expect(formatUtcTime(1_700_000_000)).toBe("2023-11-14 22:13");
    expect(formatAmount(1_234_500_000_000_000_000_000n, 18, "en-US")).toBe("1,234.5");
    expect(formatAmount(66_666_666_666_666_666_666n, 18, "en-US")).toBe("66.666666");
    expect(formatAmount(12_000n, 0, "en-US")).toBe("12,000");
  });
});
