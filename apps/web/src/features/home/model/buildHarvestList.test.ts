import { describe, expect, it } from "vitest";
import { buildHarvestList } from "./buildHarvestList.ts";

const ONE = 10n ** 18n;

function farm(pid: number, earnings: bigint | null) {
  return { pid, userData: earnings === null ? undefined : { earnings } };
}

describe("buildHarvestList", () => {
  it("lists the farms with pending CAKE in order and adds the manual pool's pending CAKE", () => {
    const list = buildHarvestList(
      [farm(1, 2n * ONE), farm(2, 0n), farm(3, null), farm(4, ONE / 2n)],
      3n * ONE,
    );
    expect(list.farms.map((entry) => entry.pid)).toEqual([1, 4]);
    expect(list.includesManualPool).toBe(true);
    expect(list.count).toBe(3);
    expect(list.cakeToHarvest).toBe(2n * ONE + ONE / 2n + 3n * ONE);
  });

  it("leaves the manual pool out when it has nothing pending or is not read yet", () => {
    for (const pending of [0n, undefined]) {
      const list = buildHarvestList([farm(7, 1n)], pending);
      expect(list.includesManualPool).toBe(false);
      expect(list.count).toBe(1);
      expect(list.cakeToHarvest).toBe(1n);
    }
  });

  it("harvests the manual pool alone when no farm has earnings", () => {
    const list = buildHarvestList([farm(1, 0n)], 5n);
    expect(list.farms).toEqual([]);
    expect(list.count).toBe(1);
    expect(list.cakeToHarvest).toBe(5n);
  });

  it("has nothing to harvest without earnings anywhere", () => {
    expect(buildHarvestList([farm(1, 0n), farm(2, null)], 0n)).toEqual({
      farms: [],
      includesManualPool: false,
      count: 0,
      cakeToHarvest: 0n,
    });
  });
});
