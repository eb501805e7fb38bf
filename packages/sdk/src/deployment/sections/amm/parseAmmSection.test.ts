import { describe, expect, it } from "vitest";
import { parseAmmSection } from "./parseAmmSection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { contracts, initCodePairHash, pairs } = validManifestJson;
const amm = { contracts, initCodePairHash, pairs };

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
