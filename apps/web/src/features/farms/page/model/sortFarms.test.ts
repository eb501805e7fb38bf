import { describe, expect, it } from "vitest";
import { makeFarm, ONE } from "./farmFixtures.ts";
import { sortFarms } from "./sortFarms.ts";

const earning = (earnings: bigint) => ({ allowance: 0n, tokenBalance: 0n, stakedBalance: ONE, earnings });
const farms = [
  makeFarm({ pid: 1, totalApr: 80, allocPoint: 4_000, liquidityUsd: 5_000, userData: earning(2n * ONE) }),
  makeFarm({ pid: 2, totalApr: null, allocPoint: 100, liquidityUsd: null, userData: undefined }),
  makeFarm({ pid: 3, totalApr: 150, allocPoint: 1_000, liquidityUsd: 90_000, userData: earning(ONE) }),
  makeFarm({ pid: 4, totalApr: 80, allocPoint: 4_000, liquidityUsd: 100, userData: earning(5n * ONE) }),
];
const pids = (option: Parameters<typeof sortFarms>[1]) => sortFarms(farms, option).map((farm) => farm.pid);

describe("sortFarms", () => {
  it("keeps the catalogue's order for Hot", () => {
    expect(pids("hot")).toEqual([1, 2, 3, 4]);
  });

  it("sorts by APR with LP rewards, unknown APRs last and ties in catalogue order", () => {
    expect(pids("apr")).toEqual([3, 1, 4, 2]);
  });

  it("sorts by multiplier (allocation points)", () => {
    expect(pids("multiplier")).toEqual([1, 4, 3, 2]);
  });

  it("sorts by the CAKE the account earned, farms without its data counting as nothing", () => {
    expect(pids("earned")).toEqual([4, 1, 3, 2]);
  });

  it("sorts by liquidity in dollars, unknown liquidity last", () => {
    expect(pids("liquidity")).toEqual([3, 1, 4, 2]);
  });

  it("leaves its input untouched", () => {
    sortFarms(farms, "apr");
    expect(farms.map((farm) => farm.pid)).toEqual([1, 2, 3, 4]);
  });
});
