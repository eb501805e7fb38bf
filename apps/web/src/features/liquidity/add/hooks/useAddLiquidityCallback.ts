import { useCallback } from "react";
import type { Hex } from "viem";
import { useSendContractWrite } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../../shared/format/index.ts";
import { addLiquiditySummary } from "../model/addLiquidityTexts.ts";
import type { AddLiquidityReview } from "../model/toAddLiquidityReview.ts";
import { useAddLiquidityCall } from "./useAddLiquidityCall.ts";

/**
 * The deposit of spec 000 section 4 (Supply flow): addLiquidity or addLiquidityETH with the slippage
 * minimums and a deadline of the latest block's time plus the user's deadline. Undefined until the
 * deposit, the account and the block time are known. With `reviewInDialog` the confirm dialog shows
 * the preview; without it (expert mode) nothing comes between the button and the wallet.
 */
export function useAddLiquidityCallback(
  deposit: AddLiquidityReview | undefined,
  reviewInDialog: boolean,
): (() => Promise<Hex>) | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  const call = useAddLiquidityCall(deposit);
  const { send } = useSendContractWrite();

  const addLiquidity = useCallback(async () => {
    if (!deposit || !call) throw new TypeError("useAddLiquidityCallback called before it was ready");
    const text = addLiquiditySummary(deposit.amountA, deposit.amountB);
    const summary = t(text.key, localizeDecimalData(text.data, locale));
    const { hash } = await send({
      calls: [call],
      record: { summary },
      preview: reviewInDialog ? { shownBy: "dialog" } : { skippedBy: "expertMode" },
    });
    return hash;
  }, [call, deposit, locale, reviewInDialog, send, t]);
  return call ? addLiquidity : undefined;
}
