import { describe, expect, it } from "vitest";
import { describeFarm } from "./describeFarm.ts";
import { CAKE, makeFarm, ONE, WBNB } from "./farmFixtures.ts";

const context = { cakePriceUsd: 2.5, wrappedNative: WBNB.address, explorerUrl: "https://bscscan.com" };
const userData = { allowance: 0n, tokenBalance: 0n, stakedBalance: 2n * ONE, earnings: 4n * ONE };

describe("describeFarm", () => {
  it("values the account's CAKE and links the pair's liquidity page and explorer pages", () => {
    const farm = makeFarm({ userData });
    expect(describeFarm(farm, context)).toEqual({
      addLiquidityHref: `/add/${CAKE.address}/BNB`,
      explorerUrls: {
        contract: `https://bscscan.com/address/${farm.lpAddress}`,
        pairInfo: `https://bscscan.com/token/${farm.lpAddress}`,
      },
      earned: 4n * ONE,
      earnedUsd: 10,
      hasStake: true,
    });
  });

  it("counts nothing earned without the account's data or CAKE's price", () => {
    expect(describeFarm(makeFarm(), context)).toMatchObject({
      earned: undefined,
      earnedUsd: 0,
      hasStake: false,
    });
    expect(describeFarm(makeFarm({ userData }), { ...context, cakePriceUsd: null }).earnedUsd).toBe(0);
  });
});
