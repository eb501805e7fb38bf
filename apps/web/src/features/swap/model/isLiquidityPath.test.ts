import { describe, expect, it } from "vitest";
import { isLiquidityPath } from "./isLiquidityPath.ts";

describe("isLiquidityPath", () => {
  it("marks the liquidity pages", () => {
    for (const path of ["/pool", "/liquidity", "/find", "/add/BNB", "/create/BNB/0x1", "/remove/0x1/0x2"]) {
      expect(isLiquidityPath(path)).toBe(true);
    }
  });

  it("leaves the swap pages to the Swap tab", () => {
    for (const path of ["/swap", "/send", "/"]) expect(isLiquidityPath(path)).toBe(false);
  });
});
