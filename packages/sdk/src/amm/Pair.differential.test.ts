import { CurrencyAmount as PancakeCurrencyAmount } from "@pancakeswap/sdk";
import { describe, expect, it } from "vitest";
import { createRandom } from "../testing/createRandom.ts";
import { DIFFERENTIAL_TIMEOUT_MS } from "../testing/differentialTimeout.ts";
import { PANCAKE_DEPLOYMENT, TEST_CHAIN_ID } from "../testing/generateMarket.ts";
import { randomAddress } from "../testing/randomAddress.ts";
import { toPancakeAmount, toPancakePair } from "../testing/toPancake.ts";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { Pair } from "./Pair.ts";
import { Rounding } from "./Rounding.ts";
import { Token } from "./Token.ts";

const random = createRandom(31337);
const DECIMALS = [6, 8, 9, 18] as const;

// A pool of tokens rather than fresh ones per pair: the published SDK copies its whole pair-address cache
// for every new pair, which grows quadratically over thousands of distinct pairs.
const tokens = Array.from(
  { length: 40 },
  (_, i) => new Token(TEST_CHAIN_ID, randomAddress(random), random.pick(DECIMALS), `T${i}`, `Token ${i}`),
);

/** A pair of two random tokens with reserves of 1 to 33 digits (up to uint112). */
function randomPair(): Pair {
  const tokenA = random.pick(tokens);
  let tokenB = random.pick(tokens);
  while (tokenB.equals(tokenA)) tokenB = random.pick(tokens);
  return new Pair(
    CurrencyAmount.fromRawAmount(tokenA, random.logUniform(1, 33)),
    CurrencyAmount.fromRawAmount(tokenB, random.logUniform(1, 33)),
    Pair.getAddress(tokenA, tokenB, PANCAKE_DEPLOYMENT),
  );
}

/** The outcome of a call as data: the raw amount and the pair's reserves after it, or the error's name. */
function outcome(
  call: () => [{ quotient: bigint }, { reserve0: { quotient: bigint }; reserve1: { quotient: bigint } }],
) {
  try {
    const [amount, after] = call();
    return { amount: amount.quotient, reserve0: after.reserve0.quotient, reserve1: after.reserve1.quotient };
  } catch (error) {
    return { error: (error as Error).name };
  }
}

describe("Pair against @pancakeswap/sdk", () => {
  it(
    "computes the same pair address, prices and swap amounts for 4000 random pairs and amounts",
    () => {
      const errors = new Map<string, number>();
      for (let i = 0; i < 4000; i++) {
        const pair = randomPair();
        const theirs = toPancakePair(pair);
        expect(pair.address).toBe(theirs.liquidityToken.address);
        expect(pair.token0.address).toBe(theirs.token0.address);
        expect(`${pair.token0Price.numerator}/${pair.token0Price.denominator}`).toBe(
          `${theirs.token0Price.numerator}/${theirs.token0Price.denominator}`,
        );
        for (const rounding of [Rounding.ROUND_DOWN, Rounding.ROUND_HALF_UP, Rounding.ROUND_UP]) {
          expect(pair.token1Price.toFixed(4, rounding)).toBe(
            theirs.token1Price.toFixed(4, undefined, rounding),
          );
        }
        // Not ROUND_UP: the published SDK truncates to one extra digit first, so 1.0000001 rounds up to 1.00000
        // there (see formatSignificant.test.ts).
        for (const rounding of [Rounding.ROUND_DOWN, Rounding.ROUND_HALF_UP]) {
          expect(pair.token1Price.toSignificant(6, rounding)).toBe(
            theirs.token1Price.toSignificant(6, undefined, rounding),
          );
        }

        const token = random.next() < 0.5 ? pair.token0 : pair.token1;
        const amount = CurrencyAmount.fromRawAmount(token, random.logUniform(1, 35));
        const ours = [
          outcome(() => pair.getOutputAmount(amount)),
          outcome(() => pair.getInputAmount(amount)),
        ];
        expect(ours).toEqual([
          outcome(() => theirs.getOutputAmount(toPancakeAmount(amount))),
          outcome(() => theirs.getInputAmount(toPancakeAmount(amount))),
        ]);
        for (const { error } of ours)
          if (error !== undefined) errors.set(error, (errors.get(error) ?? 0) + 1);
      }
      // Both failure modes occur, and far from always.
      expect(errors.get("InsufficientInputAmountError")).toBeGreaterThan(100);
      expect(errors.get("InsufficientReservesError")).toBeGreaterThan(100);
      expect([...errors.values()].reduce((sum, count) => sum + count, 0)).toBeLessThan(4000);
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );

  it(
    "mints and values liquidity the same (protocol fee off) for 2000 random deposits",
    () => {
      for (let i = 0; i < 2000; i++) {
        const pair = randomPair();
        const theirs = toPancakePair(pair);
        const supplyRaw = random.next() < 0.2 ? 0n : random.logUniform(4, 30);
        const totalSupply = CurrencyAmount.fromRawAmount(pair.liquidityToken, supplyRaw);
        const theirSupply = PancakeCurrencyAmount.fromRawAmount(theirs.liquidityToken, supplyRaw);
        const amount0 = CurrencyAmount.fromRawAmount(pair.token0, random.logUniform(1, 30));
        const amount1 = CurrencyAmount.fromRawAmount(pair.token1, random.logUniform(1, 30));
        const minted = (call: () => { quotient: bigint }) => {
          try {
            return call().quotient;
          } catch (error) {
            return (error as Error).name;
          }
        };
        expect(minted(() => pair.getLiquidityMinted(totalSupply, amount1, amount0))).toBe(
          minted(() =>
            theirs.getLiquidityMinted(theirSupply, toPancakeAmount(amount1), toPancakeAmount(amount0)),
          ),
        );
        if (supplyRaw === 0n) continue;
        const liquidity = CurrencyAmount.fromRawAmount(pair.liquidityToken, random.below(supplyRaw + 1n));
        const theirLiquidity = PancakeCurrencyAmount.fromRawAmount(theirs.liquidityToken, liquidity.quotient);
        for (const token of [pair.token0, pair.token1]) {
          expect(pair.getLiquidityValue(token, totalSupply, liquidity).quotient).toBe(
            theirs.getLiquidityValue(
              toPancakeAmount(CurrencyAmount.fromRawAmount(token, 0n)).currency,
              theirSupply,
              theirLiquidity,
            ).quotient,
          );
        }
      }
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );
});
