import { describe, expect, it } from "vitest";
import { buildAddLiquidityHref } from "./buildAddLiquidityHref.ts";
import { BUSD, CAKE, DOGE, WBNB } from "./farmFixtures.ts";

describe("buildAddLiquidityHref", () => {
  it("adds liquidity to the farm's pair, token first, quote second", () => {
    expect(buildAddLiquidityHref({ token: DOGE, quoteToken: CAKE }, WBNB.address)).toBe(
      `/add/${DOGE.address}/${CAKE.address}`,
    );
  });

  it("names the wrapped native coin BNB, on either side and whatever its address's case", () => {
    expect(buildAddLiquidityHref({ token: CAKE, quoteToken: WBNB }, WBNB.address)).toBe(
      `/add/${CAKE.address}/BNB`,
    );
    expect(
      buildAddLiquidityHref({ token: WBNB, quoteToken: BUSD }, WBNB.address.toLowerCase() as `0x${string}`),
    ).toBe(`/add/BNB/${BUSD.address}`);
  });
});
