import { useCallback, useMemo } from "react";
import type { Address, Hex } from "viem";
import { useConnection } from "wagmi";
import {
  isUserRejection,
  useAppChainConfig,
  useBlockTimestamp,
  useSendContractWrite,
} from "../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../shared/format/index.ts";
import { useUserSettings } from "../../settings/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { SwapDependencyError } from "../model/SwapDependencyError.ts";
import { swapSummary } from "../model/swapSummary.ts";

export interface UseSwapCallbackReturnType {
  /**
   * Sends the trade and resolves with its hash; rejects with a SwapDependencyError or a
   * TransactionError (swapErrorText says them). Undefined until ready.
   */
  readonly swap: (() => Promise<Hex>) | undefined;
  /** Why the swap cannot be sent at all (spec 000 section 5: 'Invalid recipient', 'Missing dependencies'). */
  readonly error: SwapDependencyError | undefined;
}

/**
 * The swap of spec 000 section 7: the trade's router calls (with the fee-on-transfer variant for
 * exact input) each gas-estimated in turn, the first that estimates sent with a 10% margin, and when
 * none does a static call names the revert reason; recorded for Recent Transactions. The deadline
 * counts from the latest block's timestamp.
 */
export function useSwapCallback(
  trade: AnyTrade | null,
  recipient: string | null,
  recipientAddress: Address | null,
): UseSwapCallbackReturnType {
  const { t } = useTranslation();
  const locale = useLocale();
  const router = useAppChainConfig().contracts.router;
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds, expertMode } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const { send } = useSendContractWrite();

  const ready = trade !== null && account !== undefined && typeof blockTimestamp === "bigint";
  const errorReason = !ready
    ? "Missing dependencies"
    : recipient !== null && recipientAddress === null
      ? "Invalid recipient"
      : undefined;
  const error = useMemo(() => errorReason && new SwapDependencyError(errorReason), [errorReason]);

  const swap = useCallback(async (): Promise<Hex> => {
    if (!trade || !account || typeof blockTimestamp !== "bigint")
      throw new SwapDependencyError("Missing dependencies");
    if (!recipientAddress) throw new SwapDependencyError("Invalid recipient");
    // Loaded on the first click only: the router ABI and the call encoding are not needed to show the page.
    const [{ buildSwapCalls }, { routerSwapAbi }] = await Promise.all([
      import("../model/buildSwapCalls.ts"),
      import("../abis/routerSwapAbi.ts"),
    ]);
    const calls = buildSwapCalls(trade, {
      slippageBps,
      recipient: recipientAddress,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
    }).map((call) => ({ ...call, to: router }));
    const summary = swapSummary(trade, recipientAddress, account);
    try {
      const { hash } = await send({
        calls,
        revertAbi: routerSwapAbi,
        record: { summary: t(summary.key, localizeDecimalData(summary.data, locale)) },
        // Confirm Swap shows the preview of these same router calls (useSwapPreview).
        preview: expertMode ? { skippedBy: "expertMode" } : { shownBy: "dialog" },
      });
      return hash;
    } catch (failure) {
      if (!isUserRejection(failure)) console.error("Swap failed", failure);
      throw failure;
    }
  }, [
    account,
    blockTimestamp,
    expertMode,
    deadlineSeconds,
    locale,
    recipientAddress,
    router,
    send,
    slippageBps,
    t,
    trade,
  ]);

  return { swap: error ? undefined : swap, error };
}
