import { describe, expect, it } from "vitest";
import { computeBnbPriceUsd } from "./computeBnbPriceUsd.ts";

describe("computeBnbPriceUsd", () => {
  it("divides the BUSD reserve by the WBNB reserve", () => {
    // The local seed: $1.2M a side at $600 a BNB.
    expect(computeBnbPriceUsd(2000, 1_200_000)).toBe(600);
    expect(computeBnbPriceUsd(4, 1250)).toBe(312.5);
  });

  it("is 0 while the pair holds no WBNB", () => {
    expect(computeBnbPriceUsd(0, 0)).toBe(0);
    expect(computeBnbPriceUsd(0, 100)).toBe(0);
  });
});
