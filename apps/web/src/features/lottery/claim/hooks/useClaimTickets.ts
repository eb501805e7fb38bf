import { useCallback } from "react";
import type { Address, TransactionReceipt } from "viem";
import { griddleLotteryAbi } from "@griddle/sdk";
import { TransactionError, useSendContractWrite } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { buildClaimTicketsCall } from "../../model/lotteryCalls.ts";
import type { ClaimBatch } from "../model/buildClaimBatches.ts";

export type ClaimTickets = (batch: ClaimBatch) => Promise<TransactionReceipt>;

/** Claims one batch of winning tickets (one claimTickets transaction); rejects with a TransactionError. */
export function useClaimTickets(lottery: Address | undefined): ClaimTickets {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (batch) => {
      if (!lottery) throw new TransactionError("unavailable", "No lottery on this chain");
      const summary = t("Collect prizes of round %lotteryId%", { lotteryId: String(batch.lotteryId) });
      const { receipt } = await sendAndWait({
        calls: [buildClaimTicketsCall(lottery, batch.lotteryId, batch.tickets)],
        revertAbi: griddleLotteryAbi,
        record: { summary },
        preview: { title: summary },
      });
      return receipt;
    },
    [lottery, sendAndWait, t],
  );
}
