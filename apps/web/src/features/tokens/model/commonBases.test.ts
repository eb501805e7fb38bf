import { describe, expect, it } from "vitest";
import { commonBaseAddresses } from "./commonBases.ts";

const deployed = [
  {
    address: "0x0000000000000000000000000000000000000001",
    symbol: "WBNB",
    name: "Wrapped BNB",
    decimals: 18,
  },
  { address: "0x0000000000000000000000000000000000000002", symbol: "CAKE", name: "CAKE Token", decimals: 18 },
  {
    address: "0x0000000000000000000000000000000000000003",
    symbol: "BUSD",
    name: "Binance USD",
    decimals: 18,
  },
] as const;

describe("commonBaseAddresses", () => {
  it("takes BUSD, CAKE and BTCB from the local deployment, in that order, skipping missing ones", () => {
    expect(commonBaseAddresses(31337, deployed)).toEqual([
      "0x0000000000000000000000000000000000000003",
      "0x0000000000000000000000000000000000000002",
    ]);
  });

  it("uses fixed addresses on the public chains, never the deployment's", () => {
    expect(commonBaseAddresses(56, deployed)).toHaveLength(3);
    expect(commonBaseAddresses(97, deployed)).toHaveLength(2);
    expect(commonBaseAddresses(1, deployed)).toEqual([]);
  });
});
