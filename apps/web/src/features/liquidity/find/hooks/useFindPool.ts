import { useEffect, useMemo } from "react";
import { useConnection } from "wagmi";
import type { Currency, Pair } from "@griddle/sdk";
import { usePair, useSavedPairs } from "../../../pairs/index.ts";
import { useLiquidityTokenBalances } from "../../positions/hooks/useLiquidityTokenBalances.ts";
import { FindPoolStatus, findPoolStatus } from "../model/findPoolStatus.ts";

export interface FindPool {
  readonly status: FindPoolStatus;
  readonly pair: Pair | null;
}

/**
 * Looks up the pool of two currencies and the connected account's LP tokens in it. A pool the account
 * holds is saved, so the Liquidity page lists it from then on even when no token list names its tokens.
 */
export function useFindPool(currencyA: Currency | undefined, currencyB: Currency | undefined): FindPool {
  const { address: account } = useConnection();
  const [pairState, pair] = usePair(currencyA, currencyB);
  const liquidityTokens = useMemo(() => (pair ? [pair.liquidityToken] : []), [pair]);
  const {
    balances: [balance],
  } = useLiquidityTokenBalances(account, liquidityTokens);
  const status = findPoolStatus({
    connected: account !== undefined,
    bothSelected: currencyA !== undefined && currencyB !== undefined,
    pairState,
    pair,
    balance,
  });
  const { savePair } = useSavedPairs();
  const token0 = pair?.token0;
  const token1 = pair?.token1;
  useEffect(() => {
    if (status === FindPoolStatus.FOUND && token0 && token1) savePair(token0, token1);
  }, [status, token0, token1, savePair]);
  return { status, pair };
}
