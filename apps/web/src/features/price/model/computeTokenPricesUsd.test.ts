import { describe, expect, it } from "vitest";
import { parseUnits, type Address } from "viem";
import type { PriceBases } from "./PriceBases.ts";
import { computeTokenPricesUsd, type PairReserves } from "./computeTokenPricesUsd.ts";
import type { TokenPricePlan, TokenPriceRoutes } from "./planTokenPrices.ts";

const address = (digit: string): Address => `0x${digit.repeat(40)}`;
const bases: PriceBases = {
  dollar: { address: address("d"), decimals: 18 },
  wrappedNative: { address: address("b"), decimals: 18 },
  cake: { address: address("c"), decimals: 18 },
};
const WBNB_BUSD = address("1");
const CAKE_BUSD = address("2");
const CAKE_WBNB = address("3");
const X_BUSD = address("4");
const X_WBNB = address("5");
const X_CAKE = address("6");

/** A token with 8 decimals priced through all three bases; it sorts first in every pair. */
const tokenX: TokenPriceRoutes = {
  kind: "pairs",
  decimals: 8,
  routes: [
    { pair: X_BUSD, base: "dollar", tokenIsToken0: true },
    { pair: X_WBNB, base: "wrappedNative", tokenIsToken0: true },
    { pair: X_CAKE, base: "cake", tokenIsToken0: true },
  ],
};

const plan: TokenPricePlan = {
  bases,
  pairs: [WBNB_BUSD, CAKE_BUSD, CAKE_WBNB, X_BUSD, X_WBNB, X_CAKE],
  wrappedNativeRoutes: [{ pair: WBNB_BUSD, base: "dollar", tokenIsToken0: true }],
  cakeRoutes: [
    { pair: CAKE_BUSD, base: "dollar", tokenIsToken0: true },
    { pair: CAKE_WBNB, base: "wrappedNative", tokenIsToken0: true },
  ],
  tokens: [
    { kind: "base", base: "dollar" },
    { kind: "base", base: "wrappedNative" },
    { kind: "base", base: "cake" },
    tokenX,
  ],
};

const units = (value: string, decimals = 18) => parseUnits(value, decimals);
type Reserves = Partial<Record<Address, PairReserves>>;
const inPlanOrder = (reserves: Reserves) => plan.pairs.map((pair) => reserves[pair] ?? null);

// 1 WBNB = 300 BUSD; 1 CAKE = 0.05 WBNB = 15 BUSD.
const market: Reserves = {
  [WBNB_BUSD]: [units("10"), units("3000")],
  [CAKE_WBNB]: [units("1000"), units("50")],
};

describe("computeTokenPricesUsd", () => {
  it("prices BUSD at $1, WBNB in BUSD and CAKE through WBNB", () => {
    const [busd, wbnb, cake] = computeTokenPricesUsd(plan, inPlanOrder(market));
    expect(busd).toBe(1);
    expect(wbnb).toBeCloseTo(300, 12);
    expect(cake).toBeCloseTo(15, 12);
  });

  it("prices a token through its WBNB pair, scaled by both tokens' decimals", () => {
    // 1,000,000 X (8 decimals) against 2 WBNB: 0.000002 WBNB = $0.0006 each.
    const prices = computeTokenPricesUsd(
      plan,
      inPlanOrder({ ...market, [X_WBNB]: [units("1000000", 8), units("2")] }),
    );
    expect(prices[3]).toBeCloseTo(0.0006, 15);
  });

  it("prices a token paired only with CAKE through CAKE's price", () => {
    // 12,500 X against 1,000 CAKE: 0.08 CAKE = $1.20 each.
    const prices = computeTokenPricesUsd(
      plan,
      inPlanOrder({ ...market, [X_CAKE]: [units("12500", 8), units("1000")] }),
    );
    expect(prices[3]).toBeCloseTo(1.2, 12);
  });

  it("takes the pair whose base side holds the most dollars", () => {
    // X-BUSD: 100 X for 10 BUSD ($0.10, $10 deep); X-WBNB: 1,000 X for 1 WBNB ($0.30, $300 deep).
    const prices = computeTokenPricesUsd(
      plan,
      inPlanOrder({
        ...market,
        [X_BUSD]: [units("100", 8), units("10")],
        [X_WBNB]: [units("1000", 8), units("1")],
      }),
    );
    expect(prices[3]).toBeCloseTo(0.3, 12);
  });

  it("prefers CAKE's BUSD pair when it is deeper than the WBNB route", () => {
    // CAKE-BUSD: 100,000 CAKE for 1,600,000 BUSD ($16, $1.6M deep) beats CAKE-WBNB ($15, $15k deep).
    const prices = computeTokenPricesUsd(
      plan,
      inPlanOrder({ ...market, [CAKE_BUSD]: [units("100000"), units("1600000")] }),
    );
    expect(prices[2]).toBeCloseTo(16, 12);
  });

  it("reads reserves in the pair's own token order", () => {
    const flipped: TokenPricePlan = {
      ...plan,
      wrappedNativeRoutes: [{ pair: WBNB_BUSD, base: "dollar", tokenIsToken0: false }],
    };
    const [, wbnb] = computeTokenPricesUsd(
      flipped,
      plan.pairs.map((pair) => (pair === WBNB_BUSD ? ([units("3000"), units("10")] as const) : null)),
    );
    expect(wbnb).toBeCloseTo(300, 12);
  });

  it("has no price without a pair, with an empty pair, or without its base's price", () => {
    expect(computeTokenPricesUsd(plan, inPlanOrder(market))[3]).toBeNull();
    expect(computeTokenPricesUsd(plan, inPlanOrder({ ...market, [X_WBNB]: [0n, 0n] }))[3]).toBeNull();
    // Without WBNB-BUSD, neither WBNB nor anything routed through it has a price.
    const withoutBnbPrice = computeTokenPricesUsd(
      plan,
      inPlanOrder({ [CAKE_WBNB]: [units("1000"), units("50")], [X_WBNB]: [units("1", 8), units("1")] }),
    );
    expect(withoutBnbPrice).toEqual([1, null, null, null]);
  });

  it("keeps sub-cent prices", () => {
    // 1,000,000 X (8 decimals) for 2.5 BUSD: $0.0000025 each.
    const prices = computeTokenPricesUsd(
      plan,
      inPlanOrder({ ...market, [X_BUSD]: [units("1000000", 8), units("2.5")] }),
    );
    expect(prices[3]).toBeCloseTo(0.0000025, 18);
  });
});
