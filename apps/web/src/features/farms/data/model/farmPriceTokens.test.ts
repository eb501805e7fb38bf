import { describe, expect, it } from "vitest";
import { farmPriceTokens } from "./farmPriceTokens.ts";
import { cake, cakeBnbFarm, usdtBusdFarm, wbnb, busd } from "./farmTestFixtures.ts";

describe("farmPriceTokens", () => {
  it("prices CAKE first, then each quote token once", () => {
    const community = { ...usdtBusdFarm, pid: 3, quoteToken: cake };
    const second = { ...cakeBnbFarm, pid: 4 };
    expect(farmPriceTokens([cakeBnbFarm, usdtBusdFarm, community, second], cake.address)).toEqual([
      { address: cake.address, decimals: 18 },
      { address: wbnb.address, decimals: 18 },
      { address: busd.address, decimals: 18 },
    ]);
  });
});
