import { describe, expect, it } from "vitest";
import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { gasPriceForSpeed } from "./gasPriceForSpeed.ts";

describe("gasPriceForSpeed", () => {
  it("prices standard, fast and instant at 5, 6 and 7 gwei on mainnet", () => {
    expect(gasPriceForSpeed("standard", 56)).toBe(5_000_000_000n);
    expect(gasPriceForSpeed("fast", 56)).toBe(6_000_000_000n);
    expect(gasPriceForSpeed("instant", 56)).toBe(7_000_000_000n);
  });

  it("uses the same presets on the local chain", () => {
    expect(gasPriceForSpeed("fast", LOCAL_CHAIN_ID)).toBe(6_000_000_000n);
  });

  it("pays 10 gwei on the testnet whatever the speed", () => {
    expect(gasPriceForSpeed("standard", 97)).toBe(10_000_000_000n);
    expect(gasPriceForSpeed("instant", 97)).toBe(10_000_000_000n);
  });
});
