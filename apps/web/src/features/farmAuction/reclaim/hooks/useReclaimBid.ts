import { useCallback, useState } from "react";
import type { Address } from "viem";
import { farmAuctionAbi } from "@griddle/sdk";
import {
  toTransactionError,
  useSendContractWrite,
  writeFailureText,
} from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { buildReclaimCall } from "../../model/farmAuctionCalls.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { ReclaimableBid } from "../../model/reclaimableBids.ts";

export interface ReclaimBid {
  readonly reclaim: (bid: ReclaimableBid) => void;
  /** The auction whose bid is being reclaimed, if any. */
  readonly reclaiming: bigint | undefined;
}

/** 'Reclaim' for a bid that did not win: claimAuction(id), with its toasts; the bid leaves the list once mined. */
export function useReclaimBid(farmAuction: Address | undefined): ReclaimBid {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const [reclaiming, setReclaiming] = useState<bigint>();

  const reclaim = useCallback(
    ({ auctionId, amount }: ReclaimableBid) => {
      if (!farmAuction) return;
      setReclaiming(auctionId);
      const shown = formatCake(amount, locale);
      sendAndWait({
        calls: [buildReclaimCall(farmAuction, auctionId)],
        revertAbi: farmAuctionAbi,
        record: {
          summary: t("Reclaim %amount% CAKE from auction %auctionId%", {
            amount: shown,
            auctionId: String(auctionId),
          }),
        },
      })
        .then(() =>
          toastSuccess(t("Bid reclaimed"), t("%amount% CAKE is back in your wallet", { amount: shown })),
        )
        .catch((error: unknown) => {
          const failure = toTransactionError(error);
          const message = writeFailureText(failure);
          if (message === null) return;
          console.error("Reclaiming a farm auction bid failed", failure);
          toastError(t("Error"), t(message.key, message.data));
        })
        .finally(() => setReclaiming(undefined));
    },
    [farmAuction, locale, sendAndWait, t, toastError, toastSuccess],
  );

  return { reclaim, reclaiming };
}
