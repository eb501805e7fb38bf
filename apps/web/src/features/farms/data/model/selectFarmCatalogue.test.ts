import { describe, expect, it } from "vitest";
import { isAddress } from "viem";
import { createTestManifest } from "../../../../shared/chain/createTestManifest.ts";
import { selectFarmCatalogue } from "./selectFarmCatalogue.ts";

describe("selectFarmCatalogue", () => {
  it("takes the local deployment's MasterChef and farms", () => {
    const manifest = createTestManifest();
    const { masterChef, farms } = selectFarmCatalogue(31337, manifest);
    expect(masterChef).toBe(manifest.staking.masterChef);
    expect(farms.map((farm) => [farm.pid, farm.lpSymbol, farm.isCommunity])).toEqual([
      [1, "CAKE-BNB LP", false],
      [2, "USDT-CAKE LP", true],
    ]);
  });

  it("lists PancakeSwap's farms on BNB Smart Chain, CAKE-BNB (251) and BUSD-BNB (252) first", () => {
    const { masterChef, farms } = selectFarmCatalogue(56, null);
    expect(masterChef).toBe("0x73feaa1eE314F8c655E354234017bE2193C9E24E");
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

  it("has PancakeSwap's testnet MasterChef and no farms on 97, and nothing elsewhere", () => {
    expect(selectFarmCatalogue(97, null)).toEqual({
      masterChef: "0x1d32c2945C8FDCBc7156c553B7cEa4325a17f4f9",
      farms: [],
    });
    expect(selectFarmCatalogue(1, null)).toEqual({ masterChef: undefined, farms: [] });
  });
});
