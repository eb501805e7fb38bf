import { describe, expect, it } from "vitest";
import { resolveAppChainConfig } from "../../../shared/chain/appChainConfig.ts";
import { createTestManifest } from "../../../shared/chain/createTestManifest.ts";
import { buildAddChainParameter } from "./buildAddChainParameter.ts";

describe("buildAddChainParameter", () => {
  it("describes BNB Smart Chain with all its RPC nodes and BscScan", () => {
    expect(buildAddChainParameter(resolveAppChainConfig(56, null))).toEqual({
      chainName: "BNB Smart Chain",
      nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
      rpcUrls: [
        "https://bsc-dataseed.bnbchain.org",
        "https://bsc-dataseed1.defibit.io",
        "https://bsc-dataseed1.ninicoin.io",
      ],
      blockExplorerUrls: ["https://bscscan.com"],
    });
  });

  it("describes the local chain without an explorer", () => {
    const manifest = createTestManifest({ rpcUrl: "http://127.0.0.1:8599" });
    expect(buildAddChainParameter(resolveAppChainConfig(31337, manifest))).toEqual({
      chainName: "Griddle Local",
      nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
      rpcUrls: ["http://127.0.0.1:8599"],
    });
  });
});
