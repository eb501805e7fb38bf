import { describe, expect, it } from "vitest";
import { filterPoolItems } from "./filterPoolItems.ts";
import { buildPoolListItems } from "./PoolListItem.ts";
import { AXS, DOGE, makeManualCakePool, makePool, makeVault, ONE, TWT } from "./poolFixtures.ts";

const staked = { allowance: 0n, stakingTokenBalance: 0n, stakedBalance: ONE, pendingReward: 0n };
const items = buildPoolListItems(
  [
    makeManualCakePool(),
    makePool({ sousId: 1, earningToken: AXS, userData: staked }),
    makePool({ sousId: 2, earningToken: TWT }),
    makePool({ sousId: 3, earningToken: DOGE, isFinished: true, userData: staked }),
    makePool({ sousId: 4, earningToken: AXS, isFinished: true }),
  ],
  makeVault(),
);
const keys = (filter: Parameters<typeof filterPoolItems>[1]) =>
  filterPoolItems(items, filter).map((item) => item.key);

describe("filterPoolItems", () => {
  it("shows the vault and the pools that have not ended on the Live tab", () => {
    expect(keys({ tab: "live", stakedOnly: false, query: "" })).toEqual([
      "vault",
      "pool-0",
      "pool-1",
      "pool-2",
    ]);
  });

  it("shows only ended pools, never the vault, on the Finished tab", () => {
    expect(keys({ tab: "finished", stakedOnly: false, query: "" })).toEqual(["pool-3", "pool-4"]);
  });

  it("keeps only entries the account has a stake in when staked-only is on", () => {
    expect(keys({ tab: "live", stakedOnly: true, query: "" })).toEqual(["pool-1"]);
    expect(keys({ tab: "finished", stakedOnly: true, query: "" })).toEqual(["pool-3"]);
  });

  it("counts vault shares as a stake", () => {
    const withShares = buildPoolListItems(
      [makeManualCakePool()],
      makeVault({
        userData: {
          userShares: 1n,
          cakeAtLastUserAction: 0n,
          lastDepositedTime: 0,
          lastUserActionTime: 0,
          allowance: 0n,
          cakeBalance: 0n,
        },
      }),
    );
    expect(
      filterPoolItems(withShares, { tab: "live", stakedOnly: true, query: "" }).map((i) => i.key),
    ).toEqual(["vault"]);
  });

  it("searches the earning token's symbol, ignoring case and surrounding spaces", () => {
    expect(keys({ tab: "live", stakedOnly: false, query: " axs " })).toEqual(["pool-1"]);
    expect(keys({ tab: "live", stakedOnly: false, query: "Ca" })).toEqual(["vault", "pool-0"]);
    expect(keys({ tab: "finished", stakedOnly: false, query: "x" })).toEqual(["pool-4"]);
    expect(keys({ tab: "live", stakedOnly: false, query: "cake stake" })).toEqual([]);
  });
});
