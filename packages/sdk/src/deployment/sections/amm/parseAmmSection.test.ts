import { describe, expect, it } from "vitest";
import { parseAmmSection } from "./parseAmmSection.ts";

const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const amm = {
  contracts: {
    wbnb: address(1),
    cake: address(2),
    factory: address(3),
    router: address(4),
    multicall: address(5),
    feeCollector: address(6),
  },
  initCodePairHash: `0x${"ab".repeat(32)}`,
  pairs: [{ address: address(9), token0: address(1), token1: address(2) }],
};

describe("parseAmmSection", () => {
  it("reads the contracts, the init code hash and the pairs, and nothing else", () => {
    expect(parseAmmSection({ ...amm, chainId: 1 })).toEqual(amm);
    expect(parseAmmSection({ ...amm, pairs: [] }).pairs).toEqual([]);
  });

  it.each([
    [{ ...amm, contracts: undefined }, "contracts is missing"],
    [
      { ...amm, contracts: { ...amm.contracts, feeCollector: "0x6" } },
      "contracts.feeCollector is not an address",
    ],
    [{ ...amm, initCodePairHash: "0xab" }, "initCodePairHash is not a 32-byte hash"],
    [{ ...amm, pairs: undefined }, "pairs is missing"],
    [{ ...amm, pairs: [null] }, "pairs[0] is not an object"],
    [{ ...amm, pairs: [{ ...amm.pairs[0], token0: "x" }] }, "pairs[0].token0 is not an address"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseAmmSection(manifest)).toThrow(message);
  });
});
