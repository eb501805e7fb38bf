import { describe, expect, it } from "vitest";
import { InvalidDeploymentManifestError } from "./InvalidDeploymentManifestError.ts";
import { parseDeploymentManifest } from "./parseDeploymentManifest.ts";
import { validManifestJson as valid } from "./validManifestJson.ts";

const withPool = (index: number, changes: Record<string, unknown>) => ({
  ...valid,
  staking: {
    ...valid.staking,
    pools: valid.staking.pools.map((pool, at) => (at === index ? { ...pool, ...changes } : pool)),
  },
});

const withFarm = (index: number, changes: Record<string, unknown>) => ({
  ...valid,
  staking: {
    ...valid.staking,
    farms: valid.staking.farms.map((farm, at) => (at === index ? { ...farm, ...changes } : farm)),
  },
});

describe("parseDeploymentManifest", () => {
  it("accepts a complete manifest as it is", () => {
    expect(parseDeploymentManifest(structuredClone(valid))).toEqual(valid);
  });

  it("accepts a deployment without farms, and the stack's services with the indexer's URL", () => {
    const withoutFarms = { ...valid, staking: { ...valid.staking, farms: [] } };
    expect(parseDeploymentManifest(structuredClone(withoutFarms))).toEqual(withoutFarms);
    const withIndexer = { ...valid, services: { indexerGraphqlUrl: "http://127.0.0.1:42069/graphql" } };
    expect(parseDeploymentManifest(structuredClone(withIndexer)).services?.indexerGraphqlUrl).toBe(
      "http://127.0.0.1:42069/graphql",
    );
    expect(parseDeploymentManifest({ ...valid, services: {} }).services).toEqual({});
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
    [
      "no farm list",
      { ...valid, staking: { ...valid.staking, farms: undefined } },
      "staking.farms is missing",
    ],
    ["a farm at pid 0, the manual CAKE pool's", withFarm(0, { pid: 0 }), "staking.farms[0].pid"],
    ["farms out of pid order", withFarm(1, { pid: 1 }), "staking.farms[1].pid"],
    ["a farm without an LP symbol", withFarm(0, { lpSymbol: "" }), "staking.farms[0].lpSymbol"],
    ["a bad LP address", withFarm(0, { lpAddress: "0x9" }), "staking.farms[0].lpAddress"],
    ["a bad quote token", withFarm(1, { quoteToken: null }), "staking.farms[1].quoteToken"],
    ["negative allocation points", withFarm(0, { allocPoint: -1 }), "staking.farms[0].allocPoint"],
    [
      "a community flag that is not a boolean",
      withFarm(1, { isCommunity: "yes" }),
      "staking.farms[1].isCommunity",
    ],
    ["services that are not an object", { ...valid, services: "indexer" }, "services is not an object"],
    [
      "an indexer URL that is not a URL",
      { ...valid, services: { indexerGraphqlUrl: "graphql" } },
      "services.indexerGraphqlUrl is not a URL",
    ],
  ])("rejects %s, naming the field", (_case, manifest, detail) => {
    expect(() => parseDeploymentManifest(manifest)).toThrow(InvalidDeploymentManifestError);
    expect(() => parseDeploymentManifest(manifest)).toThrow(detail);
  });
});
