import { describe, expect, it } from "vitest";
import { currentCumulativePrices, type PairAccumulatorState } from "./currentCumulativePrices.ts";

const Q112 = 1n << 112n;
const ether = 10n ** 18n;

/** 2,000 WBNB (token0) against 1,200,000 BUSD: 600 BUSD per WBNB, exactly 600·2^112 as UQ112x112. */
const pair: PairAccumulatorState = {
  price0CumulativeLast: 5n * Q112,
  price1CumulativeLast: 7n,
  reserve0: 2_000n * ether,
  reserve1: 1_200_000n * ether,
  blockTimestampLast: 1_000,
};

describe("currentCumulativePrices", () => {
  it("adds the current reserves' price for every second since the pair's last update", () => {
    expect(currentCumulativePrices(pair, 1_010n)).toEqual({
      // 5·2^112 + 600·2^112·10
      price0Cumulative: 6_005n * Q112,
      // 7 + floor(2^112 / 600)·10 = 7 + 8653828097558046047550827215366·10
      price1Cumulative: 86_538_280_975_580_460_475_508_272_153_667n,
    });
  });

  it("adds nothing in the block of the last update", () => {
    expect(currentCumulativePrices(pair, 1_000n)).toEqual({
      price0Cumulative: pair.price0CumulativeLast,
      price1Cumulative: pair.price1CumulativeLast,
    });
  });

  it("counts seconds across the 32-bit timestamp's wrap, as the pair does", () => {
    const beforeWrap = { ...pair, blockTimestampLast: 2 ** 32 - 4 };
    expect(currentCumulativePrices(beforeWrap, 2n ** 32n + 6n).price0Cumulative).toBe(6_005n * Q112);
  });

  it("adds nothing for a block dated before the pair's last update (a local node's hardhat_mine can)", () => {
    expect(currentCumulativePrices(pair, 999n).price0Cumulative).toBe(5n * Q112);
  });

  it("wraps the sums at 2^256", () => {
    const nearTop = { ...pair, price0CumulativeLast: 2n ** 256n - 600n * Q112 };
    expect(currentCumulativePrices(nearTop, 1_002n).price0Cumulative).toBe(600n * Q112);
  });

  it("adds nothing for a pair without reserves", () => {
    const empty = { ...pair, reserve0: 0n, reserve1: 0n };
    expect(currentCumulativePrices(empty, 1_010n).price0Cumulative).toBe(5n * Q112);
  });
});
