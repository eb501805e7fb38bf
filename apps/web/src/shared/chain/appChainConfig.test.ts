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
});
