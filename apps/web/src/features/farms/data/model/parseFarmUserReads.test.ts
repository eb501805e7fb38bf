import { describe, expect, it } from "vitest";
import { maxUint256 } from "viem";
import { parseFarmUserReads } from "./parseFarmUserReads.ts";

describe("parseFarmUserReads", () => {
  it("reads allowance, wallet LP, staked LP and pending CAKE", () => {
    expect(parseFarmUserReads([maxUint256, 7n, [5n, 3n], 11n])).toEqual({
      allowance: maxUint256,
      tokenBalance: 7n,
      stakedBalance: 5n,
      earnings: 11n,
    });
  });

  it("stays undefined while any part is missing, so the position shows as loading", () => {
    expect(parseFarmUserReads([0n, 7n, null, 11n])).toBeUndefined();
    expect(parseFarmUserReads([0n, 7n, [5n, 3n], null])).toBeUndefined();
  });
});
