import { describe, expect, it } from "vitest";
import { isAddress } from "viem";
import { createTestManifest } from "../../../../shared/chain/createTestManifest.ts";
import { selectFarmCatalogue } from "./selectFarmCatalogue.ts";

describe("selectFarmCatalogue", () => {
  it("takes the local deployment's farms", () => {
    const farms = selectFarmCatalogue(31337, createTestManifest());
    expect(farms.map((farm) => [farm.pid, farm.lpSymbol, farm.isCommunity])).toEqual([
      [1, "CAKE-BNB LP", false],
      [2, "USDT-CAKE LP", true],
    ]);
  });

  it("lists PancakeSwap's farms on BNB Smart Chain, CAKE-BNB (251) and BUSD-BNB (252) first", () => {
    const farms = selectFarmCatalogue(56, null);
    expect(farms.slice(0, 2)).toMatchObject([
      { pid: 251, lpSymbol: "CAKE-BNB LP", lpAddress: "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0" },
      { pid: 252, lpSymbol: "BUSD-BNB LP", lpAddress: "0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16" },
    ]);
    expect(new Set(farms.map((farm) => farm.pid)).size).toBe(farms.length);
    for (const farm of farms) {
      expect(isAddress(farm.lpAddress, { strict: true })).toBe(true);
      expect(farm.lpSymbol).toBe(`${farm.token.symbol}-${farm.quoteToken.symbol.replace("WBNB", "BNB")} LP`);
    }
  });

  it("has no farms on the testnet, nor elsewhere", () => {
    expect(selectFarmCatalogue(97, null)).toEqual([]);
    expect(selectFarmCatalogue(1, null)).toEqual([]);
  });
});
