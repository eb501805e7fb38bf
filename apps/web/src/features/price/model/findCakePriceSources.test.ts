import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";
import { createTestManifest } from "../../../shared/chain/createTestManifest.ts";
import { findCakePriceSources } from "./findCakePriceSources.ts";

const address = (digit: string): Address => `0x${digit.repeat(40)}`;
const cake = address("c");
const wbnb = address("b");
const busd = address("d");
const other = address("e");

function manifest(overrides: Partial<DeploymentManifest> = {}): DeploymentManifest {
  return {
    chainId: 31337,
    rpcUrl: "http://127.0.0.1:8545",
    startBlock: 1,
    contracts: {
      wbnb,
      cake,
      factory: address("1"),
      router: address("2"),
      multicall: address("3"),
      feeCollector: address("4"),
    },
    initCodePairHash: `0x${"0".repeat(64)}`,
    tokens: [
      { address: wbnb, symbol: "WBNB", name: "Wrapped BNB", decimals: 18 },
      { address: cake, symbol: "CAKE", name: "PancakeSwap Token", decimals: 18 },
      { address: busd, symbol: "BUSD", name: "Binance USD", decimals: 6 },
    ],
    pairs: [
      { address: address("5"), token0: wbnb, token1: cake },
      { address: address("6"), token0: busd, token1: wbnb },
      { address: address("7"), token0: other, token1: wbnb },
    ],
    blockedAddresses: [],
    notices: { feeOnTransferToken: other, compromisedToken: other },
    staking: createTestManifest().staking,
    ...overrides,
  };
}

describe("findCakePriceSources", () => {
  it("finds both pairs and which side of each holds CAKE and WBNB", () => {
    expect(findCakePriceSources(manifest())).toEqual({
      cakeWbnb: { pair: address("5"), cakeIsToken0: false },
      wbnbBusd: { pair: address("6"), wbnbIsToken0: false },
      cakeDecimals: 18,
      busdDecimals: 6,
    });
  });

  it("matches addresses whatever their letter case", () => {
    const upper = manifest({
      pairs: [
        { address: address("5"), token0: cake.toUpperCase().replace("0X", "0x") as Address, token1: wbnb },
        { address: address("6"), token0: wbnb, token1: busd },
      ],
    });
    expect(findCakePriceSources(upper)).toMatchObject({
      cakeWbnb: { cakeIsToken0: true },
      wbnbBusd: { wbnbIsToken0: true },
    });
  });

  it("is null without a BUSD token", () => {
    expect(
      findCakePriceSources(manifest({ tokens: manifest().tokens.filter((t) => t.symbol !== "BUSD") })),
    ).toBeNull();
  });

  it("is null without a CAKE-WBNB or WBNB-BUSD pair", () => {
    const pairs = manifest().pairs;
    expect(
      findCakePriceSources(manifest({ pairs: pairs.filter((p) => p.address !== address("5")) })),
    ).toBeNull();
    expect(
      findCakePriceSources(manifest({ pairs: pairs.filter((p) => p.address !== address("6")) })),
    ).toBeNull();
  });
});
