import { describe, expect, it } from "vitest";
import { parseStakingSection } from "./parseStakingSection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { farms: _farms, ...staking } = validManifestJson.staking;
const [manualPool, smartChef] = staking.pools;
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
