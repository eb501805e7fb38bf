import { describe, expect, it } from "vitest";
import { parseStakingSection } from "./parseStakingSection.ts";

const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const manualPool = {
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
};
const smartChef = {
  ...manualPool,
  sousId: 1,
  address: address(14),
  earningToken: address(1),
  tokenPerBlock: "1000",
  endBlock: 500,
  poolCategory: "Community",
  sortOrder: 999,
};
const staking = {
  masterChef: address(10),
  syrup: address(11),
  cakeVault: address(12),
  smartChefFactory: address(13),
  pools: [manualPool, smartChef],
};
const withPools = (...pools: object[]) => ({ staking: { ...staking, pools } });

describe("parseStakingSection", () => {
  it("reads the staking contracts and the pool catalogue, leaving the farms to their section", () => {
    expect(parseStakingSection({ staking: { ...staking, farms: [] } })).toEqual({ staking });
  });

  it.each([
    [{}, "staking is missing"],
    [{ staking: { ...staking, syrup: "0x11" } }, "staking.syrup is not an address"],
    [withPools(), "staking.pools is empty"],
    [withPools(smartChef), "staking.pools[0] is not the manual CAKE pool (sousId 0)"],
    [withPools(manualPool, { ...smartChef, sousId: 0 }), "staking.pools[1].sousId is not a sousId above"],
    [
      withPools(manualPool, { ...smartChef, stakingLimit: "1e18" }),
      "staking.pools[1].stakingLimit is not a decimal",
    ],
    [
      withPools(manualPool, { ...smartChef, tokenPerBlock: "01" }),
      "staking.pools[1].tokenPerBlock is not a decimal",
    ],
    [
      withPools(manualPool, { ...smartChef, endBlock: 300 }),
      "staking.pools[1].endBlock is neither null nor after",
    ],
    [
      withPools(manualPool, { ...smartChef, poolCategory: "Partner" }),
      "staking.pools[1].poolCategory is not a pool",
    ],
    [
      withPools(manualPool, { ...smartChef, sortOrder: "999" }),
      "staking.pools[1].sortOrder is not an integer",
    ],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseStakingSection(manifest)).toThrow(message);
  });
});
