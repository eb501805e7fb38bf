import { describe, expect, it } from "vitest";
import { parsePoolPublicReads } from "./parsePoolPublicReads.ts";
import { dogePool, manualPool } from "./poolTestFixtures.ts";

const CAKE = 10n ** 18n;
const poolInfo = (allocPoint: bigint) => [manualPool.contractAddress, allocPoint, 120n, 0n] as const;

describe("parsePoolPublicReads", () => {
  it("gives the manual CAKE pool its share of MasterChef's emission and no end", () => {
    // 40 CAKE a block, pool 0 holding 1,000 of 4,000 allocation points: 10 CAKE a block.
    expect(
      parsePoolPublicReads(manualPool, [100n, 5000n * CAKE, poolInfo(1000n), 4000n, 40n * CAKE]),
    ).toEqual({
      startBlock: 100,
      endBlock: null,
      totalStaked: 5000n * CAKE,
      stakingLimit: 0n,
      tokenPerBlock: 10n * CAKE,
    });
  });

  it("gives the manual CAKE pool nothing while no allocation points exist", () => {
    expect(parsePoolPublicReads(manualPool, [1n, 0n, poolInfo(0n), 0n, 40n * CAKE])?.tokenPerBlock).toBe(0n);
  });

  it("falls back to the catalogue's reward when the emission did not read", () => {
    expect(parsePoolPublicReads(manualPool, [1n, 0n, null, 4000n, 40n * CAKE])?.tokenPerBlock).toBe(
      manualPool.tokenPerBlock,
    );
  });

  it("reads a SmartChef's schedule, stake, limit and reward", () => {
    expect(parsePoolPublicReads(dogePool, [100n, 300n, 750n * CAKE, 100n * CAKE, 15n * 10n ** 8n])).toEqual({
      startBlock: 100,
      endBlock: 300,
      totalStaked: 750n * CAKE,
      stakingLimit: 100n * CAKE,
      tokenPerBlock: 15n * 10n ** 8n,
    });
  });

  it("treats a missing poolLimitPerUser as no limit and a missing reward as the catalogue's", () => {
    expect(parsePoolPublicReads(dogePool, [100n, 300n, 0n, null, null])).toMatchObject({
      stakingLimit: 0n,
      tokenPerBlock: dogePool.tokenPerBlock,
    });
  });

  it("cannot place a pool whose start, end or total stake did not read", () => {
    expect(parsePoolPublicReads(manualPool, [null, 0n, poolInfo(1n), 1n, 1n])).toBeNull();
    expect(parsePoolPublicReads(manualPool, [1n, null, poolInfo(1n), 1n, 1n])).toBeNull();
    expect(parsePoolPublicReads(dogePool, [100n, null, 0n, 0n, 1n])).toBeNull();
    expect(parsePoolPublicReads(dogePool, [100n, 300n, null, 0n, 1n])).toBeNull();
    expect(parsePoolPublicReads(dogePool, [])).toBeNull();
  });
});
