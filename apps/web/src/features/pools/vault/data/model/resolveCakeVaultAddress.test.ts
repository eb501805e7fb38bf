import { describe, expect, it } from "vitest";
import { createTestManifest } from "../../../../../shared/chain/createTestManifest.ts";
import { resolveCakeVaultAddress } from "./resolveCakeVaultAddress.ts";

describe("resolveCakeVaultAddress", () => {
  it("takes the local vault from the deployment", () => {
    const manifest = createTestManifest();
    expect(resolveCakeVaultAddress(31337, manifest)).toBe(manifest.staking.cakeVault);
  });

  it("knows PancakeSwap's vault on BNB Smart Chain, and none on the testnet", () => {
    expect(resolveCakeVaultAddress(56, null)).toBe("0xa80240Eb5d7E05d3F250cF000eEc0891d00b51CC");
    expect(resolveCakeVaultAddress(97, null)).toBeNull();
  });
});
