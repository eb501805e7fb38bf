import { useMemo } from "react";
import { erc20Abi, type Address } from "viem";
import { CurrencyAmount, type Token } from "@griddle/sdk";
import { useChainReads } from "../../../../shared/chain/index.ts";

export interface LiquidityTokenBalances {
  /** Each LP token's balance in order; undefined while loading and for a pair that does not exist. */
  readonly balances: readonly (CurrencyAmount<Token> | undefined)[];
  readonly isLoading: boolean;
}

/**
 * The account's balance of each LP token, in one batched read per block. Unlike a plain token balance,
 * a failed read is expected here: most tracked pairs were never created, and nothing answers there.
 */
export function useLiquidityTokenBalances(
  account: Address | undefined,
  liquidityTokens: readonly Token[],
): LiquidityTokenBalances {
  const reads = useMemo(
    () =>
      account === undefined
        ? []
        : liquidityTokens.map(
            ({ address }) =>
              ({ address, abi: erc20Abi, functionName: "balanceOf", args: [account] }) as const,
          ),
    [account, liquidityTokens],
  );
  const { data, isLoading } = useChainReads(reads, { enabled: account !== undefined });
  const balances = useMemo(
    () =>
      liquidityTokens.map((token, index) => {
        const raw = data?.[index];
        return typeof raw === "bigint" ? CurrencyAmount.fromRawAmount(token, raw) : undefined;
      }),
    [liquidityTokens, data],
  );
  return { balances, isLoading: account !== undefined && (isLoading || data === undefined) };
}
