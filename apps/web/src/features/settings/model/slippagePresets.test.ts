import { describe, expect, it } from "vitest";
import { formatSlippagePlaceholder, formatSlippagePreset, SLIPPAGE_PRESETS_BPS } from "./slippagePresets.ts";

describe("slippage presets", () => {
  it("label the spec's presets 0.1%, 0.5% and 1.0%", () => {
    expect(SLIPPAGE_PRESETS_BPS.map(formatSlippagePreset)).toEqual(["0.1%", "0.5%", "1.0%"]);
  });

  it("show the kept value with two decimals in the custom field's placeholder", () => {
    expect(formatSlippagePlaceholder(50)).toBe("0.50");
    expect(formatSlippagePlaceholder(7)).toBe("0.07");
    expect(formatSlippagePlaceholder(4999)).toBe("49.99");
  });
});
