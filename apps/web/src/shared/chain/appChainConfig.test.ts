import { describe, expect, it } from "vitest";
import { resolveAppChainConfig } from "./appChainConfig.ts";
import { createTestManifest } from "./createTestManifest.ts";

describe("resolveAppChainConfig", () => {
  it("describes the local chain from its deployment, multicall included so reads are batched", () => {
    const manifest = createTestManifest({ rpcUrl: "http://127.0.0.1:8599" });
    const config = resolveAppChainConfig(31337, manifest);

    expect(config.chain.id).toBe(31337);
    expect(config.chain.name).toBe("Griddle Local");
    expect(config.chain.nativeCurrency).toEqual({ name: "BNB", symbol: "BNB", decimals: 18 });
    expect(config.chain.contracts?.multicall3?.address).toBe(manifest.contracts.multicall);
    expect(config.rpcUrls).toEqual(["http://127.0.0.1:8599"]);
    expect(config.webSocketUrl).toBe("ws://127.0.0.1:8599/");
    expect(config.contracts.router).toBe(manifest.contracts.router);
    expect(config.tokens.map((token) => token.symbol)).toEqual(["WBNB", "CAKE", "USDT"]);
    expect(config.blockedAddresses).toEqual(manifest.blockedAddresses);
    expect(config.pollingInterval).toBe(3000);
  });

  it("takes the pair init code hash and the swap notices' tokens from the local deployment", () => {
    const manifest = createTestManifest();
    const config = resolveAppChainConfig(31337, manifest);

    expect(config.pairInitCodeHash).toBe(manifest.initCodePairHash);
    expect(config.swapNotices).toEqual(manifest.notices);
  });

  it("uses PancakeSwap's pair init code hashes and notice tokens on the public chains", () => {
    expect(resolveAppChainConfig(56, null).pairInitCodeHash).toBe(
      "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
    );
    expect(resolveAppChainConfig(97, null).pairInitCodeHash).toBe(
      "0xd0d4c4cd0848c93cb4fd1f498d7013ee6bfb25783ea21593d5834f5d250ece66",
    );
    expect(resolveAppChainConfig(56, null).swapNotices).toEqual({
      feeOnTransferToken: "0x8076C74C5e3F5852037F31Ff0093Eeb8c8ADd8D3",
      compromisedToken: "0x96058f8C3e16576D9BD68766f3836d9A33158f89",
    });
  });

  it("refuses the local chain without a manifest", () => {
    expect(() => resolveAppChainConfig(31337, null)).toThrow("needs its deployment manifest");
  });

  it("uses three public RPC nodes, BscScan and the shared Multicall3 on BNB Smart Chain", () => {
    const config = resolveAppChainConfig(56, null);

    expect(config.chain.id).toBe(56);
    expect(config.rpcUrls).toHaveLength(3);
    expect(config.chain.blockExplorers?.default.url).toBe("https://bscscan.com");
    expect(config.chain.contracts?.multicall3?.address).toBe("0xcA11bde05977b3631167028862bE2a173976CA11");
    expect(config.contracts.wbnb).toBe("0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c");
    expect(config.webSocketUrl).toBeUndefined();
    expect(config.blockedAddresses).toHaveLength(3);
  });

  it("has its own addresses and explorer on the testnet", () => {
    const config = resolveAppChainConfig(97, null);

    expect(config.chain.blockExplorers?.default.url).toBe("https://testnet.bscscan.com");
    expect(config.contracts.router).toBe("0xD99D1c33F9fC3444f8101754aBC46c52416550D1");
    expect(config.tokens.map((token) => token.address)).toEqual([
      config.contracts.wbnb,
      config.contracts.cake,
    ]);
  });

  it("knows every contract of the local chain from its deployment", () => {
    const manifest = createTestManifest();
    const { contracts } = resolveAppChainConfig(31337, manifest);

    expect(contracts.masterChef).toBe(manifest.staking.masterChef);
    expect(contracts.cakeVault).toBe(manifest.staking.cakeVault);
    expect(contracts.cake).toBe(manifest.contracts.cake);
    expect(contracts.prediction).toEqual({
      game: manifest.prediction.contract,
      priceFeed: manifest.prediction.priceFeed,
    });
  });

  it("has no prediction game on BNB Smart Chain, whose block-based game reads rounds differently", () => {
    expect(resolveAppChainConfig(56, null).contracts.prediction).toBeUndefined();
  });

  it("knows PancakeSwap's MasterChef v1 and auto CAKE vault on BNB Smart Chain", () => {
    expect(resolveAppChainConfig(56, null).contracts).toMatchObject({
      masterChef: "0x73feaa1eE314F8c655E354234017bE2193C9E24E",
      cakeVault: "0xa80240Eb5d7E05d3F250cF000eEc0891d00b51CC",
    });
  });

  it("knows PancakeSwap's testnet MasterChef, and no auto CAKE vault or prediction game there", () => {
    const { contracts } = resolveAppChainConfig(97, null);

    expect(contracts.masterChef).toBe("0x1d32c2945C8FDCBc7156c553B7cEa4325a17f4f9");
    expect(contracts.cakeVault).toBeUndefined();
    expect(contracts.prediction).toBeUndefined();
  });
});
