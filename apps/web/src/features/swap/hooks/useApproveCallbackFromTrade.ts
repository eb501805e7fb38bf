import { useMemo } from "react";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useApproveCallback, type UseApproveCallbackReturnType } from "../../approval/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { computeSlippageAdjustedAmounts } from "../model/computeSlippageAdjustedAmounts.ts";

/** The router's allowance for the most this trade may take at the user's slippage, and its approval. */
export function useApproveCallbackFromTrade(
  trade: AnyTrade | null,
  slippageBps: number,
): UseApproveCallbackReturnType {
  const router = useAppChainConfig().contracts.router;
  const amountToApprove = useMemo(
    () => (trade ? computeSlippageAdjustedAmounts(trade, slippageBps).maximumAmountIn : undefined),
    [trade, slippageBps],
  );
  return useApproveCallback(amountToApprove, router);
}
