import { useMemo } from "react";
import type { Address } from "viem";
import { CurrencyAmount } from "@griddle/sdk";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useApproveCallback, type UseApproveCallbackReturnType } from "../../approval/index.ts";
import { useCurrency } from "../../tokens/index.ts";

/** Whether `spender` may take `amount` CAKE (wei) from the account, and the approval that makes it so. */
export function useCakeApproval(
  amount: bigint | undefined,
  spender: Address | undefined,
): UseApproveCallbackReturnType {
  const cake = useCurrency(useAppChainConfig().contracts.cake);
  const amountToApprove = useMemo(
    () => (cake && amount !== undefined ? CurrencyAmount.fromRawAmount(cake, amount) : undefined),
    [cake, amount],
  );
  return useApproveCallback(amountToApprove, spender);
}
