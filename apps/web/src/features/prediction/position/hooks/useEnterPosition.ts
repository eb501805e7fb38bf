import { useCallback } from "react";
import type { Address, TransactionReceipt } from "viem";
import { griddlePredictionAbi } from "@griddle/sdk";
import { useSendContractWrite } from "../../../../shared/chain/index.ts";
import { formatExactBnbAmount } from "../../page/model/predictionFigures.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { buildBetCall } from "../../model/predictionCalls.ts";
import type { Position } from "../../model/PredictionRound.ts";

export type EnterPosition = (
  epoch: bigint,
  position: Position,
  amount: bigint,
) => Promise<TransactionReceipt>;

/**
 * Bets `amount` wei on `position` in round `epoch` from the connected account, listed in Recent
 * Transactions; resolves with the receipt once mined, or rejects with a TransactionError (a bet the
 * game would refuse, such as one after the lock, is refused before it is sent).
 */
export function useEnterPosition(game: Address): EnterPosition {
  const { t } = useTranslation();
  const locale = useLocale();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (epoch, position, amount) => {
      const data = {
        amount: formatExactBnbAmount(amount, locale),
        epoch: String(epoch),
      };
      const summary =
        position === "Bull"
          ? t("Enter UP with %amount% BNB in round %epoch%", data)
          : t("Enter DOWN with %amount% BNB in round %epoch%", data);
      const { receipt } = await sendAndWait({
        calls: [buildBetCall(game, position, epoch, amount)],
        revertAbi: griddlePredictionAbi,
        record: { summary },
        preview: { title: summary },
      });
      return receipt;
    },
    [game, locale, sendAndWait, t],
  );
}
