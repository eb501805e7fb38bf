import { describe, expect, it } from "vitest";
import { computeReserveUsd } from "./computeReserveUsd.ts";

describe("computeReserveUsd", () => {
  it("adds both sides when both have a price", () => {
    // 1000 WBNB at $600 and 610,000 BUSD at $1.
    expect(computeReserveUsd({ reserve: 1000, priceUsd: 600 }, { reserve: 610_000, priceUsd: 1 })).toBe(
      1_210_000,
    );
  });

  it("doubles the priced side when the other has no price", () => {
    expect(computeReserveUsd({ reserve: 5_000_000, priceUsd: 0 }, { reserve: 250, priceUsd: 600 })).toBe(
      300_000,
    );
    expect(computeReserveUsd({ reserve: 250, priceUsd: 600 }, { reserve: 5_000_000, priceUsd: 0 })).toBe(
      300_000,
    );
  });

  it("is 0 when neither side has a price", () => {
    expect(computeReserveUsd({ reserve: 10, priceUsd: 0 }, { reserve: 20, priceUsd: 0 })).toBe(0);
  });
});
