import { useCallback } from "react";
import type { Address, TransactionReceipt } from "viem";
import { griddleLotteryAbi } from "@griddle/sdk";
import { useSendContractWrite } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { buildBuyTicketsCall } from "../../model/lotteryCalls.ts";

export type BuyTickets = (lotteryId: bigint, numbers: readonly number[]) => Promise<TransactionReceipt>;

/**
 * Buys one ticket per number in round `lotteryId` from the connected account, listed in Recent
 * Transactions; resolves with the receipt once mined, or rejects with a TransactionError (a purchase
 * the lottery would refuse, such as one after sales closed, is refused before it is sent).
 */
export function useBuyTickets(lottery: Address): BuyTickets {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (lotteryId, numbers) => {
      const summary = t("Buy %count% tickets in round %lotteryId%", {
        count: String(numbers.length),
        lotteryId: String(lotteryId),
      });
      const { receipt } = await sendAndWait({
        calls: [buildBuyTicketsCall(lottery, lotteryId, numbers)],
        revertAbi: griddleLotteryAbi,
        record: { summary },
        preview: { title: summary },
      });
      return receipt;
    },
    [lottery, sendAndWait, t],
  );
}
