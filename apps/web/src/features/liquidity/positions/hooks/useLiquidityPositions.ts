import { useMemo } from "react";
import type { Address } from "viem";
import type { Pair } from "@griddle/sdk";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { PairState, usePairs, useTrackedTokenPairs } from "../../../pairs/index.ts";
import { isAboveDustBalance } from "../model/isAboveDustBalance.ts";
import { toLiquidityTokens } from "../model/toLiquidityTokens.ts";
import { useLiquidityTokenBalances } from "./useLiquidityTokenBalances.ts";

export interface LiquidityPositions {
  /** The pools the account holds more than dust of, in tracked order. */
  readonly pairs: readonly Pair[];
  readonly isLoading: boolean;
}

/**
 * The account's liquidity positions among the tracked pairs: LP balances of every tracked pair in one
 * batch, then reserves of only the pairs it holds.
 */
export function useLiquidityPositions(account: Address | undefined): LiquidityPositions {
  const { contracts, pairInitCodeHash } = useAppChainConfig();
  const trackedPairs = useTrackedTokenPairs();
  const liquidityTokens = useMemo(
    () => toLiquidityTokens(trackedPairs, { factory: contracts.factory, initCodeHash: pairInitCodeHash }),
    [trackedPairs, contracts.factory, pairInitCodeHash],
  );
  const { balances, isLoading: balancesLoading } = useLiquidityTokenBalances(account, liquidityTokens);
  const heldPairs = useMemo(
    () => trackedPairs.filter((_, index) => isAboveDustBalance(balances[index])),
    [trackedPairs, balances],
  );
  const pairResults = usePairs(heldPairs);
  return useMemo(
    () => ({
      pairs: pairResults.flatMap(([state, pair]) => (state === PairState.EXISTS && pair ? [pair] : [])),
      isLoading: balancesLoading || pairResults.some(([state]) => state === PairState.LOADING),
    }),
    [pairResults, balancesLoading],
  );
}
