import { describe, expect, it } from "vitest";
import { createTestManifest } from "../../../shared/chain/createTestManifest.ts";
import { resolvePriceBases } from "./resolvePriceBases.ts";

const manifest = createTestManifest({
  tokens: [
    ...createTestManifest().tokens,
    {
      address: "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6",
      symbol: "BUSD",
      name: "Binance USD",
      decimals: 6,
    },
  ],
});
const localContracts = manifest.contracts;

describe("resolvePriceBases", () => {
  it("takes the local bases and their decimals from the deployment", () => {
    expect(resolvePriceBases(31337, localContracts, manifest)).toEqual({
      dollar: { address: "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6", decimals: 6 },
      wrappedNative: { address: localContracts.wbnb, decimals: 18 },
      cake: { address: localContracts.cake, decimals: 18 },
    });
  });

  it("has no local bases without BUSD in the deployment", () => {
    expect(resolvePriceBases(31337, localContracts, createTestManifest())).toBeNull();
  });

  it("uses BUSD of BNB Smart Chain and its testnet", () => {
    const contracts = {
      wbnb: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
      cake: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
    } as const;
    expect(resolvePriceBases(56, contracts, null)).toEqual({
      dollar: { address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", decimals: 18 },
      wrappedNative: { address: contracts.wbnb, decimals: 18 },
      cake: { address: contracts.cake, decimals: 18 },
    });
    expect(resolvePriceBases(97, contracts, null)?.dollar.address).toBe(
      "0xeD24FC36d5Ee211Ea25A80239Fb8C4Cfd80f12Ee",
    );
  });

  it("knows no bases on another chain without a deployment", () => {
    expect(resolvePriceBases(1, localContracts, null)).toBeNull();
  });
});
