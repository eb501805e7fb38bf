import { useMemo } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig, useBlockTimestamp, type EncodedCall } from "../../../../shared/chain/index.ts";
import { useUserSettings } from "../../../settings/index.ts";
import { buildAddLiquidityCall } from "../model/buildAddLiquidityCall.ts";
import type { AddLiquidityReview } from "../model/toAddLiquidityReview.ts";

/**
 * The router call a deposit sends, with the slippage minimums and a deadline of the latest block's
 * time plus the user's deadline: one place, so the confirm dialog previews exactly what Confirm
 * sends. Undefined until the deposit, the account and the block time are known.
 */
export function useAddLiquidityCall(deposit: AddLiquidityReview | undefined): EncodedCall | undefined {
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const router = useAppChainConfig().contracts.router;
  return useMemo(() => {
    if (!deposit || !account || typeof blockTimestamp !== "bigint") return undefined;
    const { data, value } = buildAddLiquidityCall(deposit.amountA, deposit.amountB, {
      noLiquidity: deposit.noLiquidity,
      slippageBps,
      recipient: account,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
    });
    return { to: router, data, value };
  }, [account, blockTimestamp, deadlineSeconds, deposit, router, slippageBps]);
}
