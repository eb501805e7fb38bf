import { describe, expect, it } from "vitest";
import { computeTwapAnswer, type PriceObservation } from "./computeTwapAnswer.ts";
import { currentCumulativePrices } from "./currentCumulativePrices.ts";

const Q112 = 1n << 112n;
const ether = 10n ** 18n;

const observation = (
  timestamp: bigint,
  price0Cumulative: bigint,
  price1Cumulative = 0n,
): PriceObservation => ({
  blockNumber: timestamp / 3n,
  timestamp,
  cumulative: { price0Cumulative, price1Cumulative },
});

const bnbUsd = { baseIsToken0: true, baseDecimals: 18, quoteDecimals: 18, answerDecimals: 8 } as const;

describe("computeTwapAnswer", () => {
  it("averages over time: 10 s at 600 then 50 s at 610 is 608.33333333 with 8 decimals", () => {
    const older = observation(1_000n, 123n * Q112);
    const newer = observation(1_060n, (123n + 600n * 10n + 610n * 50n) * Q112);
    // (6,000 + 30,500) / 60 = 608.333…, rounded down at the 8th decimal.
    expect(computeTwapAnswer({ ...bnbUsd, older, newer })).toBe(60_833_333_333n);
  });

  it("prices token1 with price1 when the base is token1", () => {
    const older = observation(1_000n, 0n, 0n);
    const newer = observation(1_030n, 1n, 500n * 30n * Q112);
    expect(computeTwapAnswer({ ...bnbUsd, baseIsToken0: false, older, newer })).toBe(50_000_000_000n);
  });

  it("takes the accumulator's growth modulo 2^256 when it wrapped in between", () => {
    const older = observation(1_000n, 2n ** 256n - 300n * Q112);
    const newer = observation(1_001n, 300n * Q112);
    expect(computeTwapAnswer({ ...bnbUsd, older, newer })).toBe(60_000_000_000n);
  });

  it("scales by the tokens' decimals: a 6-decimal quote token", () => {
    // 600 quote per base as UQ112x112 of raw units: floor(600e6·2^112 / 1e18) per second.
    const rawPrice = (600_000_000n * Q112) / ether;
    const older = observation(1_000n, 0n);
    const newer = observation(1_010n, rawPrice * 10n);
    // floor(rawPrice·10^20 / 2^112): the raw price was rounded down, so one unit short of 600.
    expect(computeTwapAnswer({ ...bnbUsd, quoteDecimals: 6, older, newer })).toBe(59_999_999_999n);
  });

  it("is not moved by a trade in the newest block, however large", () => {
    const pairAt1000 = {
      price0CumulativeLast: 0n,
      price1CumulativeLast: 0n,
      reserve0: 2_000n * ether,
      reserve1: 1_200_000n * ether,
      blockTimestampLast: 1_000,
    };
    // At 1060 a swap doubles the price: the pair adds 60 s of the old price, then stores the new reserves.
    const pairAfterSwap = {
      price0CumulativeLast: 600n * 60n * Q112,
      price1CumulativeLast: 0n,
      reserve0: 1_000n * ether,
      reserve1: 2_400_000n * ether,
      blockTimestampLast: 1_060,
    };
    const older = {
      blockNumber: 1n,
      timestamp: 1_000n,
      cumulative: currentCumulativePrices(pairAt1000, 1_000n),
    };
    const newer = {
      blockNumber: 21n,
      timestamp: 1_060n,
      cumulative: currentCumulativePrices(pairAfterSwap, 1_060n),
    };
    expect(computeTwapAnswer({ ...bnbUsd, older, newer })).toBe(60_000_000_000n);
    // Three seconds later the new price has stood for 3 of 63 seconds: (600·60 + 2400·3) / 63.
    const later = {
      blockNumber: 22n,
      timestamp: 1_063n,
      cumulative: currentCumulativePrices(pairAfterSwap, 1_063n),
    };
    expect(computeTwapAnswer({ ...bnbUsd, older, newer: later })).toBe(68_571_428_571n);
  });

  it("refuses two observations with no time between them", () => {
    const at = observation(1_000n, 5n * Q112);
    expect(() => computeTwapAnswer({ ...bnbUsd, older: at, newer: at })).toThrow(RangeError);
  });
});
