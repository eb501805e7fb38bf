/**
 * `npm run bench:sdk`: bestTradeExactIn and bestTradeExactOut (3 hops, 3 results) of our SDK against the
 * published PancakeSwap SDK (same 0.25% fee, so every result must be identical) and the Uniswap V2 SDK
 * (0.3% fee, JSBI: timing only) on the same seeded markets of 30, 100 and 300 pairs.
 *
 * "ours" passes the same pair list on every call, as the swap screen does while the user types, so the
 * pair graph is built once; "ours cold" passes a new list every call and rebuilds it. Ours and Pancake
 * run in alternating rounds, and each column is the median round, so a busy machine slows both alike.
 */
import { Trade as PancakeTrade } from "@pancakeswap/sdk";
import { CurrencyAmount, Trade, type Pair, type Token } from "../src/index.ts";
import { createRandom, type Random } from "../src/testing/createRandom.ts";
import { generateMarket, type Market } from "../src/testing/generateMarket.ts";
import { toPancakeAmount, toPancakeCurrency, toPancakePair } from "../src/testing/toPancake.ts";
import { toUniswapAmount, toUniswapPair, toUniswapToken, UniswapTrade } from "../src/testing/toUniswap.ts";

const SIZES = [30, 100, 300];
const QUERIES = 20;
const OPTIONS = { maxHops: 3, maxNumResults: 3 };
const TARGET_RATIO = 10;
/** Least time spent timing ours and Pancake together per size and direction. */
const ROUNDS_BUDGET_MS = 2000;
/** Least time spent timing the Uniswap SDK, which is only shown for scale. */
const UNISWAP_BUDGET_MS = 1000;

type Direction = "ExactIn" | "ExactOut";

interface Query {
  readonly amount: CurrencyAmount<Token>;
  readonly other: Token;
}

/** Trades between two random tokens worth $10 to $10k. */
function generateQueries(random: Random, market: Market): Query[] {
  const queries: Query[] = [];
  while (queries.length < QUERIES) {
    const token = random.pick(market.tokens);
    const other = random.pick(market.tokens);
    if (token.equals(other)) continue;
    const whole = 10 ** (1 + random.next() * 3) / (market.usdPrice.get(token.address) as number);
    const raw = (BigInt(Math.max(1, Math.floor(whole * 1e6))) * 10n ** BigInt(token.decimals)) / 1_000_000n;
    queries.push({ amount: CurrencyAmount.fromRawAmount(token, raw), other });
  }
  return queries;
}

interface Comparable {
  readonly route: { readonly pairs: readonly unknown[] };
  readonly inputAmount: { readonly quotient: bigint };
  readonly outputAmount: { readonly quotient: bigint };
  readonly priceImpact: { readonly numerator: bigint; readonly denominator: bigint };
}

/** Every result's route (pair addresses), amounts and exact price impact, in order. */
function describe(trades: readonly Comparable[], pairAddress: (pair: never) => string): string {
  return trades
    .map(
      ({ route, inputAmount, outputAmount, priceImpact }) =>
        `${route.pairs.map((pair) => pairAddress(pair as never)).join(">")} ` +
        `${inputAmount.quotient}->${outputAmount.quotient} ${priceImpact.numerator}/${priceImpact.denominator}`,
    )
    .join(" | ");
}

/**
 * Milliseconds per call of each runner: after a warm-up pass, alternating rounds over all queries until the
 * budget is spent, and the median round, so a burst of load from other processes does not skew a column.
 */
function timeInRounds(
  queries: readonly Query[],
  runners: readonly ((query: Query) => unknown)[],
  budgetMs: number,
): number[] {
  for (const run of runners) for (const query of queries) run(query);
  const rounds: number[][] = runners.map(() => []);
  const started = performance.now();
  while ((rounds[0] as number[]).length < 5 || performance.now() - started < budgetMs) {
    runners.forEach((run, index) => {
      const roundStarted = performance.now();
      for (const query of queries) run(query);
      (rounds[index] as number[]).push((performance.now() - roundStarted) / queries.length);
    });
  }
  return rounds.map((times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number);
}

function runBench(direction: Direction, size: number) {
  const random = createRandom(size);
  const market = generateMarket(random, size);
  const queries = generateQueries(random, market);
  const pancakePairs = market.pairs.map(toPancakePair);
  const uniswapPairs = market.pairs.map(toUniswapPair);
  const exactIn = direction === "ExactIn";

  const ours = (pairs: readonly Pair[]) => (query: Query) =>
    exactIn
      ? Trade.bestTradeExactIn(pairs, query.amount, query.other, OPTIONS)
      : Trade.bestTradeExactOut(pairs, query.other, query.amount, OPTIONS);
  const oursWarm = ours(market.pairs);
  const oursCold = (query: Query) => ours([...market.pairs])(query);
  const pancake = (query: Query) =>
    exactIn
      ? PancakeTrade.bestTradeExactIn(
          pancakePairs,
          toPancakeAmount(query.amount),
          toPancakeCurrency(query.other),
          OPTIONS,
        )
      : PancakeTrade.bestTradeExactOut(
          pancakePairs,
          toPancakeCurrency(query.other),
          toPancakeAmount(query.amount),
          OPTIONS,
        );
  const uniswap = (query: Query) =>
    exactIn
      ? UniswapTrade.bestTradeExactIn(
          uniswapPairs,
          toUniswapAmount(query.amount),
          toUniswapToken(query.other),
          OPTIONS,
        )
      : UniswapTrade.bestTradeExactOut(
          uniswapPairs,
          toUniswapToken(query.other),
          toUniswapAmount(query.amount),
          OPTIONS,
        );

  const matching = queries.filter(
    (query) =>
      describe(oursWarm(query), (pair: Pair) => pair.address) ===
        describe(
          pancake(query),
          (pair: { liquidityToken: { address: string } }) => pair.liquidityToken.address,
        ) &&
      describe(oursCold(query), (pair: Pair) => pair.address) ===
        describe(oursWarm(query), (pair: Pair) => pair.address),
  ).length;
  const routed = queries.filter((query) => oursWarm(query).length > 0).length;
  const [warmMs, coldMs, pancakeMs] = timeInRounds(
    queries,
    [oursWarm, oursCold, pancake],
    ROUNDS_BUDGET_MS,
  ) as [number, number, number];
  const [uniswapMs] = timeInRounds(queries, [uniswap], UNISWAP_BUDGET_MS) as [number];
  return { size, warmMs, coldMs, pancakeMs, uniswapMs, matching, routed, same: matching === queries.length };
}

const ms = (value: number) => (value < 1 ? value.toFixed(3) : value.toFixed(1)).padStart(8);
const ratio = (value: number) => `${value.toFixed(1)}x`.padStart(7);
let allSame = true;
let minimumRatio = Infinity;
let minimumColdRatio = Infinity;

for (const direction of ["ExactIn", "ExactOut"] as const) {
  console.log(
    `\nbestTrade${direction}, maxHops 3, maxNumResults 3, ${QUERIES} queries per market (ms per call)`,
  );
  console.log(
    "pairs |  ours ms | ours cold ms | pancake ms | uniswap ms | pancake/ours | pancake/ours cold | same best result",
  );
  for (const size of SIZES) {
    const result = runBench(direction, size);
    allSame &&= result.same;
    minimumRatio = Math.min(minimumRatio, result.pancakeMs / result.warmMs);
    minimumColdRatio = Math.min(minimumColdRatio, result.pancakeMs / result.coldMs);
    console.log(
      `${String(size).padStart(5)} | ${ms(result.warmMs)} | ${ms(result.coldMs).padStart(12)} | ` +
        `${ms(result.pancakeMs).padStart(10)} | ${ms(result.uniswapMs).padStart(10)} | ` +
        `${ratio(result.pancakeMs / result.warmMs).padStart(12)} | ${ratio(result.pancakeMs / result.coldMs).padStart(17)} | ` +
        `${result.same ? "yes" : "no"} (${result.matching}/${QUERIES} identical, ${result.routed} with a route)`,
    );
  }
}

const holds = (minimum: number) => (allSame && minimum >= TARGET_RATIO ? "yes" : "no");
console.log(
  `\n${TARGET_RATIO}x target (at least ${TARGET_RATIO}x faster than @pancakeswap/sdk at every size, identical results): ` +
    `${holds(minimumRatio)} (lowest ${minimumRatio.toFixed(1)}x); ` +
    `rebuilding the pair graph on every call: ${holds(minimumColdRatio)} (lowest ${minimumColdRatio.toFixed(1)}x)` +
    `${allSame ? "" : "; results differ from @pancakeswap/sdk"}`,
);
