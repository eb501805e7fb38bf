import { useCallback } from "react";
import type { Hex } from "viem";
import { useConnection } from "wagmi";
import {
  useAppChainConfig,
  useBlockTimestamp,
  useSendContractWrite,
} from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../../shared/format/index.ts";
import { useUserSettings } from "../../../settings/index.ts";
import { addLiquiditySummary } from "../model/addLiquidityTexts.ts";
import { buildAddLiquidityCall } from "../model/buildAddLiquidityCall.ts";
import type { AddLiquidityReview } from "../model/toAddLiquidityReview.ts";

/**
 * The deposit of spec 000 section 4 (Supply flow): addLiquidity or addLiquidityETH with the slippage
 * minimums and a deadline of the latest block's time plus the user's deadline. Undefined until the
 * deposit, the account and the block time are known.
 */
export function useAddLiquidityCallback(
  deposit: AddLiquidityReview | undefined,
): (() => Promise<Hex>) | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const router = useAppChainConfig().contracts.router;
  const { send } = useSendContractWrite();

  const ready = deposit && account && typeof blockTimestamp === "bigint";
  const addLiquidity = useCallback(async () => {
    if (!deposit || !account || typeof blockTimestamp !== "bigint") {
      throw new TypeError("useAddLiquidityCallback called before it was ready");
    }
    const { amountA, amountB, noLiquidity } = deposit;
    const call = buildAddLiquidityCall(amountA, amountB, {
      noLiquidity,
      slippageBps,
      recipient: account,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
    });
    const summary = addLiquiditySummary(amountA, amountB);
    const record = { summary: t(summary.key, localizeDecimalData(summary.data, locale)) };
    const { hash } = await send({ calls: [{ ...call, to: router }], record });
    return hash;
  }, [account, blockTimestamp, deadlineSeconds, deposit, locale, router, send, slippageBps, t]);
  return ready ? addLiquidity : undefined;
}
