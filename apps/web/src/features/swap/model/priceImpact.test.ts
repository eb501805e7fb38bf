import { describe, expect, it } from "vitest";
import { Percent } from "@griddle/sdk";
import { formatPriceImpact } from "./formatPriceImpact.ts";
import { priceImpactConfirmation } from "./priceImpactConfirmation.ts";
import { warningSeverity } from "./warningSeverity.ts";

const bps = (value: bigint) => new Percent(value, 10_000n);

describe("warningSeverity", () => {
  it("grades price impact at 1, 3, 5 and 15 percent", () => {
    expect(warningSeverity(undefined)).toBe(0);
    expect(warningSeverity(bps(99n))).toBe(0);
    expect(warningSeverity(bps(100n))).toBe(1);
    expect(warningSeverity(bps(299n))).toBe(1);
    expect(warningSeverity(bps(300n))).toBe(2);
    expect(warningSeverity(bps(500n))).toBe(3);
    expect(warningSeverity(bps(1_000n))).toBe(3);
    expect(warningSeverity(bps(1_499n))).toBe(3);
    expect(warningSeverity(bps(1_500n))).toBe(4);
    expect(warningSeverity(bps(9_000n))).toBe(4);
  });
});

describe("priceImpactConfirmation", () => {
  it("asks a browser confirm from 10% and a typed confirm from 15%", () => {
    expect(priceImpactConfirmation(undefined)).toBe("none");
    expect(priceImpactConfirmation(bps(999n))).toBe("none");
    expect(priceImpactConfirmation(bps(1_000n))).toBe("confirm");
    expect(priceImpactConfirmation(bps(1_499n))).toBe("confirm");
    expect(priceImpactConfirmation(bps(1_500n))).toBe("typedConfirm");
  });
});

describe("formatPriceImpact", () => {
  it("shows '<0.01%' below one basis point, else two decimals", () => {
    expect(formatPriceImpact(bps(0n))).toBe("<0.01%");
    expect(formatPriceImpact(new Percent(99n, 1_000_000n))).toBe("<0.01%");
    expect(formatPriceImpact(new Percent(-5n, 10_000n))).toBe("<0.01%");
    expect(formatPriceImpact(bps(1n))).toBe("0.01%");
    expect(formatPriceImpact(bps(1_234n))).toBe("12.34%");
    expect(formatPriceImpact(new Percent(12_345n, 1_000_000n))).toBe("1.23%");
  });
});
