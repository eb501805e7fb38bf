import { describe, expect, it } from "vitest";
import { CAKE, CAKE_WBNB, WBNB } from "../../model/liquidityTestFixtures.ts";
import { toLiquidityTokens } from "./toLiquidityTokens.ts";

// PancakeSwap v2 on BNB Smart Chain, where CAKE_WBNB's address comes from.
const PANCAKE_MAINNET = {
  factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
  initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
} as const;

describe("toLiquidityTokens", () => {
  it("gives each pair's LP token, equal to the SDK pair's whatever the token order", () => {
    const [forward, backward] = toLiquidityTokens(
      [
        [CAKE, WBNB],
        [WBNB, CAKE],
      ],
      PANCAKE_MAINNET,
    );
    expect(forward?.equals(CAKE_WBNB.liquidityToken)).toBe(true);
    expect(backward?.equals(CAKE_WBNB.liquidityToken)).toBe(true);
    expect(forward?.decimals).toBe(18);
  });
});
