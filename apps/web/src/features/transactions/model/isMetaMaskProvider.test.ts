import { describe, expect, it } from "vitest";
import { isMetaMaskProvider } from "./isMetaMaskProvider.ts";

describe("isMetaMaskProvider", () => {
  it("recognises a provider that sets isMetaMask", () => {
    expect(isMetaMaskProvider({ isMetaMask: true, request: () => undefined })).toBe(true);
  });

  it("rejects a missing provider or one that is not MetaMask", () => {
    expect(isMetaMaskProvider(undefined)).toBe(false);
    expect(isMetaMaskProvider(null)).toBe(false);
    expect(isMetaMaskProvider({ isGriddleTestWallet: true })).toBe(false);
    expect(isMetaMaskProvider({ isMetaMask: "yes" })).toBe(false);
  });
});
