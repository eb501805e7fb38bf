import { describe, expect, it } from "vitest";
import { isManualCakePool } from "./isManualCakePool.ts";

describe("isManualCakePool", () => {
  it("is MasterChef's pool 0 only", () => {
    expect(isManualCakePool({ sousId: 0 })).toBe(true);
    expect(isManualCakePool({ sousId: 1 })).toBe(false);
    expect(isManualCakePool({ sousId: 12 })).toBe(false);
  });
});
