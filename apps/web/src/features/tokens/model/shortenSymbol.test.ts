import { describe, expect, it } from "vitest";
import { shortenSymbol } from "./shortenSymbol.ts";

describe("shortenSymbol", () => {
  it("keeps symbols of up to 20 characters", () => {
    expect(shortenSymbol("CAKE")).toBe("CAKE");
    expect(shortenSymbol("A".repeat(20))).toBe("A".repeat(20));
  });

  it("cuts longer ones to 20 characters with an ellipsis", () => {
    const shortened = shortenSymbol("B".repeat(21));
    expect(shortened).toBe(`${"B".repeat(17)}...`);
    expect(shortened).toHaveLength(20);
  });
});
