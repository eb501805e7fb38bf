import { describe, expect, it } from "vitest";
import { BUSD, DOGE, makeFarm, ONE } from "./farmFixtures.ts";
import { filterFarms, hasFarmStake, type FarmFilter } from "./filterFarms.ts";

const staked = { allowance: 0n, tokenBalance: 0n, stakedBalance: ONE, earnings: 0n };
const farms = [
  makeFarm({ pid: 1, lpSymbol: "CAKE-BNB LP", userData: staked }),
  makeFarm({ pid: 2, lpSymbol: "BUSD-BNB LP", token: BUSD }),
  makeFarm({ pid: 3, lpSymbol: "DOGE-CAKE LP", token: DOGE, isCommunity: true, userData: staked }),
  makeFarm({ pid: 4, lpSymbol: "DOGE-BNB LP", token: DOGE, isFinished: true, allocPoint: 0 }),
  makeFarm({ pid: 5, lpSymbol: "BUSD-CAKE LP", isCommunity: true, isFinished: true, userData: staked }),
];
const pids = (filter: Partial<FarmFilter>) =>
  filterFarms(farms, { tab: "live", stakedOnly: false, type: "all", query: "", ...filter }).map(
    (farm) => farm.pid,
  );

describe("filterFarms", () => {
  it("shows farms that still earn on the Live tab and ended ones on the Finished tab", () => {
    expect(pids({ tab: "live" })).toEqual([1, 2, 3]);
    expect(pids({ tab: "finished" })).toEqual([4, 5]);
  });

  it("keeps only farms the account has LP staked in when staked-only is on", () => {
    expect(pids({ stakedOnly: true })).toEqual([1, 3]);
    expect(pids({ tab: "finished", stakedOnly: true })).toEqual([5]);
  });

  it("keeps core or community farms only when filtered so", () => {
    expect(pids({ type: "core" })).toEqual([1, 2]);
    expect(pids({ type: "community" })).toEqual([3]);
    expect(pids({ tab: "finished", type: "community" })).toEqual([5]);
  });

  it("searches the LP symbol, ignoring case and surrounding spaces", () => {
    expect(pids({ query: " doge " })).toEqual([3]);
    expect(pids({ query: "bnb" })).toEqual([1, 2]);
    expect(pids({ query: "cake-bnb lp" })).toEqual([1]);
    expect(pids({ query: "sushi" })).toEqual([]);
  });

  it("combines every filter", () => {
    expect(pids({ stakedOnly: true, type: "core", query: "cake" })).toEqual([1]);
  });
});

describe("hasFarmStake", () => {
  it("needs LP staked, not just in the wallet", () => {
    expect(hasFarmStake(makeFarm({ userData: staked }))).toBe(true);
    expect(hasFarmStake(makeFarm({ userData: { ...staked, stakedBalance: 0n, tokenBalance: ONE } }))).toBe(
      false,
    );
    expect(hasFarmStake(makeFarm({ userData: undefined }))).toBe(false);
  });
});
