import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import type { DeployedFarm } from "@griddle/sdk";
import { createTestManifest } from "../../../../shared/chain/createTestManifest.ts";
import { toLocalFarmCatalogue } from "./toLocalFarmCatalogue.ts";
import { UnknownFarmTokenError } from "./UnknownFarmTokenError.ts";

const base = createTestManifest();
const { wbnb, cake } = base.contracts;
const usdt: Address = "0x0165878A594ca255338adfa4d48449f69242Eb8F";

function manifestWith(farms: readonly DeployedFarm[]) {
  return createTestManifest({ staking: { ...base.staking, farms } });
}

const farms: readonly DeployedFarm[] = [
  {
    pid: 1,
    lpSymbol: "CAKE-BNB LP",
    lpAddress: "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853",
    token: cake.toLowerCase() as Address,
    quoteToken: wbnb,
    allocPoint: 4000,
    isCommunity: false,
  },
  {
    pid: 2,
    lpSymbol: "USDT-CAKE LP",
    lpAddress: "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318",
    token: usdt,
    quoteToken: cake,
    allocPoint: 0,
    isCommunity: true,
  },
];

describe("toLocalFarmCatalogue", () => {
  it("lists the deployment's farms in its order, with the tokens' symbols and decimals from its token list", () => {
    expect(toLocalFarmCatalogue(manifestWith(farms))).toEqual([
      {
        pid: 1,
        lpSymbol: "CAKE-BNB LP",
        lpAddress: "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853",
        token: { address: cake, symbol: "CAKE", decimals: 18, projectLink: "https://pancakeswap.finance/" },
        quoteToken: { address: wbnb, symbol: "WBNB", decimals: 18, projectLink: "https://www.binance.com/" },
        isCommunity: false,
      },
      {
        pid: 2,
        lpSymbol: "USDT-CAKE LP",
        lpAddress: "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318",
        token: { address: usdt, symbol: "USDT", decimals: 6, projectLink: "https://tether.to/" },
        quoteToken: {
          address: cake,
          symbol: "CAKE",
          decimals: 18,
          projectLink: "https://pancakeswap.finance/",
        },
        isCommunity: true,
      },
    ]);
  });

  it("has no farms for a deployment without them", () => {
    expect(toLocalFarmCatalogue(manifestWith([]))).toEqual([]);
  });

  it("rejects a farm whose token the deployment does not list", () => {
    const stranger: Address = "0x1111111111111111111111111111111111111111";
    const [first] = farms;
    if (!first) throw new Error("fixture");
    expect(() => toLocalFarmCatalogue(manifestWith([{ ...first, token: stranger }]))).toThrow(
      UnknownFarmTokenError,
    );
  });
});
