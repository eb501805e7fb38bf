import { encodeFunctionData, isAddressEqual, maxUint256, type Address, type PublicClient } from "viem";
import { BEP20TokenArtifact, GriddlePairArtifact, GriddleRouterArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import { planTradingHistory, type TradedPair } from "./planTradingHistory.ts";

/** A pair to trade: its address and sides, and the quote tokens the trader holds for it. */
export interface PairToTrade {
  readonly pair: Address;
  readonly token: Address;
  readonly quote: Address;
  readonly budget: bigint;
}

export interface SeedTradingHistoryParameters {
  readonly publicClient: PublicClient;
  /** Holds every pair's budget in its quote token, WBNB's as BNB, and enough of the rest for gas. */
  readonly trader: TransactionSender;
  readonly router: Address;
  readonly wbnb: Address;
  readonly pairs: readonly PairToTrade[];
  readonly swapCount: number;
  /** Ends the current block (with automining off), so that the swaps spread over many blocks. */
  readonly mineBlock: () => Promise<void>;
}

/** Swaps sent between two mineBlock calls: a block holds about this many. */
const SWAPS_PER_BLOCK = 10;

/**
 * Gives the pairs a trading history for the indexer's volumes: planTradingHistory's round trips from
 * their current reserves, sent back to back from one trader, WBNB traded as BNB, about SWAPS_PER_BLOCK
 * to a block. Each swap demands exactly its planned output, so a plan that no longer matches the chain
 * fails loudly. Nothing else may trade these pairs until the swaps are confirmed.
 */
export async function seedTradingHistory({
  publicClient,
  trader,
  router,
  wbnb,
  pairs,
  swapCount,
  mineBlock,
}: SeedTradingHistoryParameters): Promise<void> {
  const traded = await Promise.all(
    pairs.map(async ({ pair, token, quote, budget }): Promise<TradedPair> => {
      const [token0, [reserve0, reserve1]] = await Promise.all([
        publicClient.readContract({ address: pair, abi: GriddlePairArtifact.abi, functionName: "token0" }),
        publicClient.readContract({
          address: pair,
          abi: GriddlePairArtifact.abi,
          functionName: "getReserves",
        }),
      ]);
      const tokenIsToken0 = isAddressEqual(token0, token);
      return {
        token,
        quote,
        reserveToken: tokenIsToken0 ? reserve0 : reserve1,
        reserveQuote: tokenIsToken0 ? reserve1 : reserve0,
        budget,
      };
    }),
  );
  const swaps = planTradingHistory(traded, swapCount);

  const sold = new Set<Address>();
  for (const { token, quote } of pairs) {
    for (const erc20 of [token, quote]) {
      if (isAddressEqual(erc20, wbnb) || sold.has(erc20)) continue;
      sold.add(erc20);
      await trader.send({
        step: `approve the router for ${erc20} from the trader`,
        to: erc20,
        data: encodeFunctionData({
          abi: BEP20TokenArtifact.abi,
          functionName: "approve",
          args: [router, maxUint256],
        }),
      });
    }
  }

  const to = trader.deployer;
  for (const [index, { tokenIn, tokenOut, amountIn, amountOut }] of swaps.entries()) {
    const path = [tokenIn, tokenOut];
    const step = `trading-history swap ${index + 1} of ${tokenIn} for ${tokenOut}`;
    if (isAddressEqual(tokenIn, wbnb)) {
      await trader.send({
        step,
        to: router,
        value: amountIn,
        data: encodeFunctionData({
          abi: GriddleRouterArtifact.abi,
          functionName: "swapExactETHForTokens",
          args: [amountOut, path, to, maxUint256],
        }),
      });
    } else {
      await trader.send({
        step,
        to: router,
        data: encodeFunctionData({
          abi: GriddleRouterArtifact.abi,
          functionName: isAddressEqual(tokenOut, wbnb) ? "swapExactTokensForETH" : "swapExactTokensForTokens",
          args: [amountIn, amountOut, path, to, maxUint256],
        }),
      });
    }
    if ((index + 1) % SWAPS_PER_BLOCK === 0) await mineBlock();
  }
  await trader.confirm();
}
