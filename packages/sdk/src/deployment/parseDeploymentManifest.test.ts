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
  staking: {
    masterChef: address(10),
    syrup: address(11),
    cakeVault: address(12),
    smartChefFactory: address(13),
    pools: [
      {
        sousId: 0,
        address: address(10),
        stakingToken: address(2),
        earningToken: address(2),
        tokenPerBlock: "40000000000000000000",
        startBlock: 300,
        endBlock: null,
        stakingLimit: "0",
        poolCategory: "Core",
        sortOrder: 1,
      },
      {
        sousId: 1,
        address: address(14),
        stakingToken: address(2),
        earningToken: address(1),
        tokenPerBlock: "1000",
        startBlock: 310,
        endBlock: 500,
        stakingLimit: "100000000000000000000",
        poolCategory: "Community",
        sortOrder: 999,
      },
    ],
  },
};

const withPool = (index: number, changes: Record<string, unknown>) => ({
  ...valid,
  staking: {
    ...valid.staking,
    pools: valid.staking.pools.map((pool, at) => (at === index ? { ...pool, ...changes } : pool)),
  },
});

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
    ["no staking section", { ...valid, staking: undefined }, "staking is missing"],
    [
      "a bad vault address",
      { ...valid, staking: { ...valid.staking, cakeVault: "0x12" } },
      "staking.cakeVault",
    ],
    ["no pools", { ...valid, staking: { ...valid.staking, pools: [] } }, "staking.pools is empty"],
    [
      "a catalogue without the manual CAKE pool first",
      { ...valid, staking: { ...valid.staking, pools: valid.staking.pools.slice(1) } },
      "staking.pools[0] is not the manual CAKE pool",
    ],
    ["a repeated sousId", withPool(1, { sousId: 0 }), "staking.pools[1].sousId"],
    ["a bad pool address", withPool(1, { address: "0x1" }), "staking.pools[1].address"],
    ["a bad earning token", withPool(1, { earningToken: 7 }), "staking.pools[1].earningToken"],
    [
      "a reward per block that is not an integer string",
      withPool(1, { tokenPerBlock: "1.5" }),
      "staking.pools[1].tokenPerBlock",
    ],
    ["a negative limit", withPool(1, { stakingLimit: "-1" }), "staking.pools[1].stakingLimit"],
    ["a fractional start block", withPool(1, { startBlock: 1.5 }), "staking.pools[1].startBlock"],
    ["an end before the start", withPool(1, { endBlock: 310 }), "staking.pools[1].endBlock"],
    ["an unknown category", withPool(1, { poolCategory: "Partner" }), "staking.pools[1].poolCategory"],
    ["a missing sort order", withPool(1, { sortOrder: undefined }), "staking.pools[1].sortOrder"],
  ])("rejects %s, naming the field", (_case, manifest, detail) => {
    expect(() => parseDeploymentManifest(manifest)).toThrow(InvalidDeploymentManifestError);
    expect(() => parseDeploymentManifest(manifest)).toThrow(detail);
  });
});
