import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import { BUSD, CAKE, USDC, WBNB } from "../../../shared/testing/mainnetTokens.ts";
import type { PriceBases } from "./PriceBases.ts";
import { planTokenPrices } from "./planTokenPrices.ts";

// PancakeSwap v2 on BNB Smart Chain: its pair addresses are public facts.
const deployment = {
  factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
  initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
} as const;
const WBNB_BUSD_PAIR = "0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16";
const CAKE_WBNB_PAIR = "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0";

const priced = (token: { address: Address; decimals: number }) => ({
  address: token.address,
  decimals: token.decimals,
});
const bases: PriceBases = { dollar: priced(BUSD), wrappedNative: priced(WBNB), cake: priced(CAKE) };

describe("planTokenPrices", () => {
  it("prices WBNB through BUSD only, and CAKE through BUSD or WBNB", () => {
    const plan = planTokenPrices([], bases, deployment, 56);
    expect(plan.wrappedNativeRoutes).toEqual([{ pair: WBNB_BUSD_PAIR, base: "dollar", tokenIsToken0: true }]);
    expect(plan.cakeRoutes).toHaveLength(2);
    expect(plan.cakeRoutes[0]).toMatchObject({ base: "dollar", tokenIsToken0: true });
    expect(plan.cakeRoutes[1]).toEqual({ pair: CAKE_WBNB_PAIR, base: "wrappedNative", tokenIsToken0: true });
  });

  it("marks the bases themselves, whatever the letter case of the address asked", () => {
    const plan = planTokenPrices(
      [priced(BUSD), { address: WBNB.address.toLowerCase() as Address, decimals: 18 }, priced(CAKE)],
      bases,
      deployment,
      56,
    );
    expect(plan.tokens).toEqual([
      { kind: "base", base: "dollar" },
      { kind: "base", base: "wrappedNative" },
      { kind: "base", base: "cake" },
    ]);
  });

  it("routes any other token through its BUSD, WBNB and CAKE pairs, in that order", () => {
    const plan = planTokenPrices([priced(USDC)], bases, deployment, 56);
    const [usdc] = plan.tokens;
    expect(usdc).toMatchObject({ kind: "pairs", decimals: 6 });
    expect(usdc?.kind === "pairs" && usdc.routes.map((route) => route.base)).toEqual([
      "dollar",
      "wrappedNative",
      "cake",
    ]);
    // USDC (0x8AC7...) sorts after CAKE (0x0E09...) and before WBNB (0xbb4C...) and BUSD (0xe9e7...).
    expect(usdc?.kind === "pairs" && usdc.routes.map((route) => route.tokenIsToken0)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("lists every pair to read once", () => {
    const plan = planTokenPrices([priced(USDC), priced(USDC), priced(CAKE)], bases, deployment, 56);
    // WBNB-BUSD, CAKE-BUSD, CAKE-WBNB, then USDC against each base.
    expect(plan.pairs).toHaveLength(6);
    expect(new Set(plan.pairs).size).toBe(6);
    expect(plan.pairs.slice(0, 3)).toEqual([WBNB_BUSD_PAIR, plan.cakeRoutes[0]?.pair, CAKE_WBNB_PAIR]);
  });
});
