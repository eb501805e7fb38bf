import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { getAddress, pad, parseEther, parseUnits, toHex, type Address } from "viem";
import { planTradingHistory, type TradedPair } from "../../../deploy/farms/planTradingHistory.ts";

const addressOf = (n: number): Address => getAddress(pad(toHex(n), { size: 20 }));

/** CAKE-BNB at 240 CAKE a BNB, BUSD-BNB at 600 BUSD a BNB, DOGE-BUSD with 8-decimal DOGE at $0.15. */
const pairs: readonly TradedPair[] = [
  {
    token: addressOf(1),
    quote: addressOf(2),
    reserveToken: parseEther("2400000"),
    reserveQuote: parseEther("10000"),
    budget: parseEther("50"),
  },
  {
    token: addressOf(3),
    quote: addressOf(2),
    reserveToken: parseEther("6000000"),
    reserveQuote: parseEther("10000"),
    budget: parseEther("80"),
  },
  {
    token: addressOf(4),
    quote: addressOf(3),
    reserveToken: parseUnits("4000000", 8),
    reserveQuote: parseEther("600000"),
    budget: parseEther("5000"),
  },
];

/** The pairs' reserves after running `swaps` through them, computed from the swaps' own amounts. */
function reservesAfter(swaps: ReturnType<typeof planTradingHistory>) {
  const reserves = pairs.map((pair) => ({ token: pair.reserveToken, quote: pair.reserveQuote }));
  for (const swap of swaps) {
    const reserve = reserves[swap.pairIndex];
    assert.ok(reserve);
    const buying = swap.tokenIn === pairs[swap.pairIndex]?.quote;
    reserve.quote += buying ? swap.amountIn : -swap.amountOut;
    reserve.token += buying ? -swap.amountOut : swap.amountIn;
  }
  return reserves;
}

describe("planTradingHistory", () => {
  const swaps = planTradingHistory(pairs, 300);

  it("plans the swaps as round trips through the pairs in turn: buy, then sell what was bought", () => {
    assert.equal(swaps.length, 300);
    for (let trip = 0; trip < 150; trip++) {
      const buy = swaps[2 * trip];
      const sell = swaps[2 * trip + 1];
      assert.ok(buy && sell);
      const pair = pairs[trip % pairs.length];
      assert.ok(pair);
      assert.deepEqual(
        [buy.pairIndex, buy.tokenIn, buy.tokenOut, sell.pairIndex, sell.tokenIn, sell.tokenOut],
        [trip % pairs.length, pair.quote, pair.token, trip % pairs.length, pair.token, pair.quote],
      );
      assert.equal(sell.amountIn, buy.amountOut, `trip ${trip} sells what it bought`);
      assert.ok(sell.amountOut < buy.amountIn, `trip ${trip} pays two fees`);
    }
  });

  it("prices each swap by the pair's formula with its 0.25% fee, at the reserves the earlier swaps left", () => {
    // The first trip through the CAKE-BNB pair, by hand: 35% of 50 BNB, then back.
    const [buy, sell] = swaps;
    assert.ok(buy && sell);
    assert.equal(buy.amountIn, parseEther("17.5"));
    const bought =
      (parseEther("17.5") * 9975n * parseEther("2400000")) /
      (parseEther("10000") * 10_000n + parseEther("17.5") * 9975n);
    assert.equal(buy.amountOut, bought);
    const reserveQuote = parseEther("10017.5");
    const reserveToken = parseEther("2400000") - bought;
    assert.equal(sell.amountOut, (bought * 9975n * reserveQuote) / (reserveToken * 10_000n + bought * 9975n));
  });

  it("varies the sizes, never putting in more than 80% of a pair's budget", () => {
    for (const [index, pair] of pairs.entries()) {
      const buys = swaps.filter((swap) => swap.pairIndex === index && swap.tokenIn === pair.quote);
      assert.ok(buys.every((swap) => swap.amountIn * 100n <= pair.budget * 80n));
      assert.ok(new Set(buys.map((swap) => swap.amountIn)).size >= 5, `pair ${index} trades in varied sizes`);
    }
  });

  it("leaves every pair within 0.1% of its starting price after 50 round trips, richer by its fees", () => {
    for (const [index, after] of reservesAfter(swaps).entries()) {
      const pair = pairs[index];
      assert.ok(pair);
      assert.equal(after.token, pair.reserveToken, `pair ${index} gets its tokens back`);
      assert.ok(after.quote > pair.reserveQuote);
      const drift = Number(after.quote - pair.reserveQuote) / Number(pair.reserveQuote);
      assert.ok(drift < 0.001, `pair ${index} drifts ${drift * 100}%`);
    }
  });

  it("refuses an odd swap count, swaps without pairs, and a budget too small to buy anything", () => {
    assert.throws(() => planTradingHistory(pairs, 301), RangeError);
    assert.throws(() => planTradingHistory([], 2), RangeError);
    assert.deepEqual(planTradingHistory([], 0), []);
    const [first] = pairs;
    assert.ok(first);
    assert.throws(() => planTradingHistory([{ ...first, budget: 1n }], 2), RangeError);
  });
});
