import { describe, expect, it } from "vitest";
import { InvalidDeploymentManifestError } from "./InvalidDeploymentManifestError.ts";
import { parseDeploymentManifest } from "./parseDeploymentManifest.ts";

const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

const valid = {
  chainId: 31337,
  rpcUrl: "http://127.0.0.1:8545",
  startBlock: 1,
  contracts: {
    wbnb: address(1),
    cake: address(2),
    factory: address(3),
    router: address(4),
    multicall: address(5),
    feeCollector: address(6),
  },
  initCodePairHash: `0x${"ab".repeat(32)}`,
  tokens: [{ address: address(1), symbol: "WBNB", name: "Wrapped BNB", decimals: 18 }],
  pairs: [{ address: address(9), token0: address(1), token1: address(2) }],
  blockedAddresses: [address(19)],
  notices: { feeOnTransferToken: address(7), compromisedToken: address(8) },
};

describe("parseDeploymentManifest", () => {
  it("accepts a complete manifest as it is", () => {
    expect(parseDeploymentManifest(structuredClone(valid))).toEqual(valid);
  });

  it.each([
    ["not an object", null, "manifest is not an object"],
    ["a bad chain id", { ...valid, chainId: 0 }, "chainId is not a positive integer"],
    ["a bad RPC URL", { ...valid, rpcUrl: "localhost" }, "rpcUrl is not a URL"],
    [
      "a missing contract",
      { ...valid, contracts: { ...valid.contracts, router: "0x12" } },
      "contracts.router",
    ],
    ["a short init code hash", { ...valid, initCodePairHash: "0xab" }, "initCodePairHash"],
    ["no tokens", { ...valid, tokens: [] }, "tokens is empty"],
    [
      "a token with absurd decimals",
      { ...valid, tokens: [{ ...valid.tokens[0], decimals: 300 }] },
      "tokens[0].decimals is out of range",
    ],
    ["a bad pair", { ...valid, pairs: [{ ...valid.pairs[0], token1: "x" }] }, "pairs[0].token1"],
    ["a bad blocked address", { ...valid, blockedAddresses: ["0x1"] }, "blockedAddresses[0]"],
    ["no notices", { ...valid, notices: undefined }, "notices is missing"],
  ])("rejects %s, naming the field", (_case, manifest, detail) => {
    expect(() => parseDeploymentManifest(manifest)).toThrow(InvalidDeploymentManifestError);
    expect(() => parseDeploymentManifest(manifest)).toThrow(detail);
  });
});
