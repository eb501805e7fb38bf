import { useMemo } from "react";
import { useConnection } from "wagmi";
import type { CurrencyAmount, Pair, Token } from "@griddle/sdk";
import { useTotalSupply } from "../../../pairs/index.ts";
import { computePositionAmounts, type PositionAmounts } from "../model/computePositionAmounts.ts";
import { useLiquidityTokenBalances } from "./useLiquidityTokenBalances.ts";

export interface Position extends PositionAmounts {
  /** The connected account's LP tokens of the pair; undefined without an account or while loading. */
  readonly balance: CurrencyAmount<Token> | undefined;
}

/** The connected account's position in a pair: LP balance, share of the pool and pooled amounts. */
export function usePosition(pair: Pair): Position {
  const { address: account } = useConnection();
  const liquidityTokens = useMemo(() => [pair.liquidityToken], [pair.liquidityToken]);
  const {
    balances: [balance],
  } = useLiquidityTokenBalances(account, liquidityTokens);
  const totalSupply = useTotalSupply(pair.liquidityToken);
  return useMemo(
    () => ({ balance, ...computePositionAmounts(pair, balance, totalSupply) }),
    [pair, balance, totalSupply],
  );
}
