import { describe, expect, it } from "vitest";
import { formatRoiPercentage, formatRoiTokens, formatRoiUsd } from "./roiDisplay.ts";

describe("formatRoiUsd", () => {
  it("shows 2 decimals up to 1,000,000", () => {
    expect(formatRoiUsd(0, "en-US")).toBe("0.00");
    expect(formatRoiUsd(1234.5, "en-US")).toBe("1,234.50");
    expect(formatRoiUsd(1_000_000, "en-US")).toBe("1,000,000.00");
  });

  it("shows no decimals above 1,000,000", () => {
    expect(formatRoiUsd(1_000_000.4, "en-US")).toBe("1,000,000");
    expect(formatRoiUsd(2_500_000.75, "en-US")).toBe("2,500,001");
  });
});

describe("formatRoiTokens", () => {
  it("shows the rounded token amount without padding", () => {
    expect(formatRoiTokens(440.251, 3, "en-US")).toBe("440.251");
    expect(formatRoiTokens(0.5, 3, "en-US")).toBe("0.5");
    expect(formatRoiTokens(12345.67891, 5, "en-US")).toBe("12,345.67891");
  });
});

describe("formatRoiPercentage", () => {
  it("always shows 2 decimals", () => {
    expect(formatRoiPercentage(44.0251, "en-US")).toBe("44.03");
    expect(formatRoiPercentage(0, "en-US")).toBe("0.00");
    expect(formatRoiPercentage(1234, "en-US")).toBe("1,234.00");
  });
});

describe("in other locales", () => {
  it("uses the locale's separators with Latin digits", () => {
    expect(formatRoiUsd(1234.5, "de-DE")).toBe("1.234,50");
    expect(formatRoiTokens(12345.67891, 5, "hi-IN")).toBe("12,345.67891");
    expect(formatRoiPercentage(1234, "ar-SA")).toBe("1,234.00");
  });
});
