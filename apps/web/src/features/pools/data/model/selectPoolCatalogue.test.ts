import { describe, expect, it } from "vitest";
import { createTestManifest } from "../../../../shared/chain/createTestManifest.ts";
import { selectPoolCatalogue } from "./selectPoolCatalogue.ts";

describe("selectPoolCatalogue", () => {
  it("reads the local deployment's pools, whose contracts count their stakes", () => {
    const catalogue = selectPoolCatalogue(31337, createTestManifest());
    expect(catalogue.totalStakedSource).toBe("stakeCounter");
    expect(catalogue.pools.map((pool) => pool.sousId)).toEqual([0]);
  });

  it("carries PancakeSwap's published pools on BNB Smart Chain, read by token balance", () => {
    const { pools, totalStakedSource } = selectPoolCatalogue(56, null);
    expect(totalStakedSource).toBe("tokenBalance");
    const sousIds = pools.map((pool) => pool.sousId);
    expect(sousIds[0]).toBe(0);
    expect(sousIds).toEqual([...sousIds].sort((a, b) => a - b));
    expect(pools[0]).toMatchObject({
      contractAddress: "0x73feaa1eE314F8c655E354234017bE2193C9E24E",
      stakingToken: { address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", symbol: "CAKE" },
      tokenPerBlock: 10n * 10n ** 18n,
      sortOrder: 1,
    });
    expect(pools.slice(1).every((pool) => pool.sortOrder === 999)).toBe(true);
  });

  it("marks the published BNB pool as native staking and scales rewards by the token's decimals", () => {
    const { pools } = selectPoolCatalogue(56, null);
    const bnb = pools.find((pool) => pool.sousId === 20);
    expect(bnb).toMatchObject({
      contractAddress: "0x555Ea72d7347E82C614C16f005fA91cAf06DCB5a",
      stakingToken: { address: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", symbol: "BNB" },
      poolCategory: "Binance",
      isNativeStaking: true,
      tokenPerBlock: 5n * 10n ** 17n,
    });
    // sousId 142 stakes DOGE, which has 8 decimals, for 0.01388 CAKE a block.
    const doge = pools.find((pool) => pool.sousId === 142);
    expect(doge?.stakingToken).toMatchObject({ symbol: "DOGE", decimals: 8 });
    expect(doge?.tokenPerBlock).toBe(13_880_000_000_000_000n);
    expect(pools.filter((pool) => pool.isNativeStaking)).toHaveLength(1);
  });

  it("has the manual CAKE pool on the testnet, and no pools elsewhere", () => {
    expect(selectPoolCatalogue(97, null).pools.map((pool) => pool.sousId)).toEqual([0]);
    expect(selectPoolCatalogue(1, null).pools).toEqual([]);
  });
});
