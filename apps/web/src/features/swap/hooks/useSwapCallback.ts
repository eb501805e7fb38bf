import { useCallback, useMemo } from "react";
import type { Address, Hex } from "viem";
import { useConfig, useConnection } from "wagmi";
import { useAppChain, useAppChainConfig, useBlockTimestamp } from "../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../shared/format/index.ts";
import { useUserSettings } from "../../settings/index.ts";
import { useAddTransaction } from "../../transactions/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { SwapDependencyError } from "../model/swapErrors.ts";
import { swapSummary } from "../model/swapSummary.ts";

export interface UseSwapCallbackReturnType {
  /** Sends the trade and resolves with its hash; rejects with a SwapError. Undefined until ready. */
  readonly swap: (() => Promise<Hex>) | undefined;
  /** Why the swap cannot be sent at all (spec 000 section 5: 'Invalid recipient', 'Missing dependencies'). */
  readonly error: SwapDependencyError | undefined;
}

/**
 * The swap of spec 000 section 7: the trade's router calls (with the fee-on-transfer variant for
 * exact input), sent by sendSwap and recorded for Recent Transactions. The deadline counts from the
 * latest block's timestamp.
 */
export function useSwapCallback(
  trade: AnyTrade | null,
  recipient: string | null,
  recipientAddress: Address | null,
): UseSwapCallbackReturnType {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = useConfig();
  const chainId = useAppChain().id;
  const router = useAppChainConfig().contracts.router;
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds, gasPriceWei } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const addTransaction = useAddTransaction();

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
    const { sendSwap } = await import("../actions/sendSwap.ts");
    const hash = await sendSwap(config, {
      chainId,
      account,
      router,
      trade,
      callOptions: {
        slippageBps,
        recipient: recipientAddress,
        deadline: blockTimestamp + BigInt(deadlineSeconds),
      },
      gasPriceWei,
    });
    const summary = swapSummary(trade, recipientAddress, account);
    addTransaction(
      { hash, from: account },
      { summary: t(summary.key, localizeDecimalData(summary.data, locale)) },
    );
    return hash;
  }, [
    account,
    addTransaction,
    blockTimestamp,
    chainId,
    config,
    deadlineSeconds,
    gasPriceWei,
    locale,
    recipientAddress,
    router,
    slippageBps,
    t,
    trade,
  ]);

  return { swap: error ? undefined : swap, error };
}
