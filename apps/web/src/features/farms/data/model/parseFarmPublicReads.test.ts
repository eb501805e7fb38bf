import { describe, expect, it } from "vitest";
import { parseFarmPublicReads } from "./parseFarmPublicReads.ts";
import { CAKE_BNB_LP } from "./farmTestFixtures.ts";

const poolInfo = [CAKE_BNB_LP, 4000n, 10n, 0n];

describe("parseFarmPublicReads", () => {
  it("reads the LP amounts, the pair's balances and the allocation points", () => {
    expect(parseFarmPublicReads([40n, 100n, 1000n, 50n, poolInfo])).toEqual({
      lpStaked: 40n,
      lpTotalSupply: 100n,
      tokenBalanceLp: 1000n,
      quoteTokenBalanceLp: 50n,
      allocPoint: 4000n,
    });
  });

  it("gives null when any read did not answer", () => {
    expect(parseFarmPublicReads([40n, 100n, 1000n, 50n, null])).toBeNull();
    expect(parseFarmPublicReads([40n, null, 1000n, 50n, poolInfo])).toBeNull();
    expect(parseFarmPublicReads([])).toBeNull();
  });
});
