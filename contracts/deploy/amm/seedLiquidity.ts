import { encodeFunctionData, maxUint256, type Address } from "viem";
import { BEP20TokenArtifact, GriddleRouterArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployedContracts } from "./deployContracts.ts";
import type { LocalPairDefinition } from "./localPairs.ts";
import type { LocalTokenDefinition, LocalTokenSymbol } from "./localTokens.ts";
import { requireToken } from "./requireToken.ts";
import { tokenAmountForUsd } from "./tokenAmountForUsd.ts";

/**
 * A pool that exists already takes amounts at its own price, which may differ from the list's by its
 * rounding: at most this many basis points less of either side is accepted.
 */
const PRICE_TOLERANCE_BPS = 50n;

function atLeast(amount: bigint): bigint {
  return (amount * (10_000n - PRICE_TOLERANCE_BPS)) / 10_000n;
}

/**
 * Adds liquidity to every pool through the router at the list's dollar prices, creating the pools
 * that do not exist yet, from the sender's tokens and BNB (the WBNB side is sent as BNB). The LP tokens
 * go to the sender.
 */
export async function seedLiquidity(
  sender: TransactionSender,
  contracts: DeployedContracts,
  tokenList: readonly LocalTokenDefinition[],
  pairs: readonly LocalPairDefinition[],
): Promise<void> {
  const definitions = new Map(tokenList.map((token) => [token.symbol, token]));
  const amountOf = (symbol: LocalTokenSymbol, usd: bigint): bigint => {
    const token = definitions.get(symbol);
    if (token === undefined) throw new Error(`${symbol} is not in the token list`);
    return tokenAmountForUsd(usd, token.usdPrice, token.decimals);
  };

  const approved = new Set<LocalTokenSymbol>();
  for (const { tokenA, tokenB } of pairs) {
    for (const symbol of [tokenA, tokenB]) {
      if (symbol === "WBNB" || approved.has(symbol)) continue;
      approved.add(symbol);
      await sender.send({
        step: `approve the router for ${symbol}`,
        to: requireToken(contracts, symbol),
        data: encodeFunctionData({
          abi: BEP20TokenArtifact.abi,
          functionName: "approve",
          args: [contracts.router, maxUint256],
        }),
      });
    }
  }

  const provider: Address = sender.deployer;
  for (const { tokenA, tokenB, usdPerSide } of pairs) {
    const step = `add ${tokenA}-${tokenB} liquidity from ${provider}`;
    if (tokenA === "WBNB" || tokenB === "WBNB") {
      const token = tokenA === "WBNB" ? tokenB : tokenA;
      const amountToken = amountOf(token, usdPerSide);
      await sender.send({
        step,
        to: contracts.router,
        value: amountOf("WBNB", usdPerSide),
        data: encodeFunctionData({
          abi: GriddleRouterArtifact.abi,
          functionName: "addLiquidityETH",
          args: [
            requireToken(contracts, token),
            amountToken,
            atLeast(amountToken),
            atLeast(amountOf("WBNB", usdPerSide)),
            provider,
            maxUint256,
          ],
        }),
      });
    } else {
      const amountA = amountOf(tokenA, usdPerSide);
      const amountB = amountOf(tokenB, usdPerSide);
      await sender.send({
        step,
        to: contracts.router,
        data: encodeFunctionData({
          abi: GriddleRouterArtifact.abi,
          functionName: "addLiquidity",
          args: [
            requireToken(contracts, tokenA),
            requireToken(contracts, tokenB),
            amountA,
            amountB,
            atLeast(amountA),
            atLeast(amountB),
            provider,
            maxUint256,
          ],
        }),
      });
    }
  }
  await sender.confirm();
}
