import { describe, expect, it } from "vitest";
import { parseUnits } from "viem";
import { computeCakePriceUsd } from "./computeCakePriceUsd.ts";
import type { CakePriceSources } from "./findCakePriceSources.ts";

const sources: CakePriceSources = {
  cakeWbnb: { pair: "0x0000000000000000000000000000000000000001", cakeIsToken0: true },
  wbnbBusd: { pair: "0x0000000000000000000000000000000000000002", wbnbIsToken0: true },
  cakeDecimals: 18,
  busdDecimals: 18,
};

const units = (value: string, decimals = 18) => parseUnits(value, decimals);

describe("computeCakePriceUsd", () => {
  it("multiplies CAKE's price in WBNB by WBNB's price in BUSD", () => {
    // 1 CAKE = 0.05 WBNB; 1 WBNB = 300 BUSD; so 1 CAKE = 15 BUSD.
    const price = computeCakePriceUsd(sources, [units("1000"), units("50")], [units("10"), units("3000")]);
    expect(price).toBeCloseTo(15, 12);
  });

  it("reads each pair in its own token order", () => {
    const flipped: CakePriceSources = {
      ...sources,
      cakeWbnb: { ...sources.cakeWbnb, cakeIsToken0: false },
      wbnbBusd: { ...sources.wbnbBusd, wbnbIsToken0: false },
    };
    const price = computeCakePriceUsd(flipped, [units("50"), units("1000")], [units("3000"), units("10")]);
    expect(price).toBeCloseTo(15, 12);
  });

  it("accounts for CAKE and BUSD having different decimals", () => {
    const sixDecimalDollar: CakePriceSources = { ...sources, busdDecimals: 6 };
    const price = computeCakePriceUsd(
      sixDecimalDollar,
      [units("1000"), units("50")],
      [units("10"), units("3000", 6)],
    );
    expect(price).toBeCloseTo(15, 12);
  });

  it("keeps sub-cent prices", () => {
    const price = computeCakePriceUsd(sources, [units("1000000"), units("1")], [units("1"), units("2.5")]);
    expect(price).toBeCloseTo(0.0000025, 15);
  });

  it("has no price while a pool is empty", () => {
    expect(computeCakePriceUsd(sources, [0n, 0n], [units("10"), units("3000")])).toBeNull();
    expect(computeCakePriceUsd(sources, [units("1000"), units("50")], [units("10"), 0n])).toBeNull();
  });
});
