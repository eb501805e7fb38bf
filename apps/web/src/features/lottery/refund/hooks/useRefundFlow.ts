import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { griddleLotteryAbi } from "@griddle/sdk";
import {
  toTransactionError,
  useChainReads,
  useSendContractWrite,
  writeFailureText,
} from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import type { LotteryRoundData } from "../../data/useLotteryRounds.ts";
import { buildClaimRefundsCall } from "../../model/lotteryCalls.ts";
import { formatCake } from "../../model/formatCake.ts";

import { buildRefundBatches, type RefundBatch } from "../model/buildRefundBatches.ts";

export interface RefundFlow {
  /** The refunds still to reclaim; undefined while their amounts are read. */
  readonly batches: readonly RefundBatch[] | undefined;
  readonly total: bigint;
  /** The account's tickets in the round already refunded. */
  readonly refundedCount: number;
  readonly reclaim: () => void;
  readonly reclaiming: boolean;
}

/**
 * The account's refunds in the shown round when it was cancelled: each unrefunded ticket's
 * viewRefundForTicketId, read every block, and 'Reclaim' sending claimRefunds batch after batch (at
 * most `maxPerClaim` tickets each) with a toast per batch. A refunded ticket reads as paid at once,
 * so the button goes away as soon as the last batch mines.
 */
export function useRefundFlow(
  lottery: Address | undefined,
  data: LotteryRoundData | undefined,
  maxPerClaim: number | undefined,
): RefundFlow {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const [reclaiming, setReclaiming] = useState(false);
  const round = data?.round;
  const cancelled = round?.status === "cancelled";
  const unrefunded = useMemo(
    () => (cancelled ? (data?.tickets ?? []).filter(({ claimed }) => !claimed) : []),
    [cancelled, data?.tickets],
  );
  const calls = useMemo(
    () =>
      lottery && round
        ? unrefunded.map(({ id }) => ({
            address: lottery,
            abi: griddleLotteryAbi,
            functionName: "viewRefundForTicketId" as const,
            args: [round.lotteryId, id] as const,
          }))
        : [],
    [lottery, round, unrefunded],
  );
  const { data: refunds } = useChainReads(calls, { enabled: calls.length > 0 });

  const batches = useMemo(() => {
    if (!round || !cancelled || maxPerClaim === undefined) return undefined;
    if (calls.length === 0) return [];
    if (refunds === undefined || refunds.length !== calls.length) return undefined;
    const tickets = unrefunded.map(({ id }, index) => ({ id, refund: refunds[index] ?? null }));
    return buildRefundBatches(round.lotteryId, tickets, maxPerClaim);
  }, [round, cancelled, maxPerClaim, calls, refunds, unrefunded]);
  const total = batches?.reduce((sum, { amount }) => sum + amount, 0n) ?? 0n;

  const reclaim = useCallback(() => {
    if (!lottery || batches === undefined) return;
    setReclaiming(true);
    const reclaimAll = async () => {
      for (const batch of batches) {
        const lotteryId = String(batch.lotteryId);
        const summary = t("Reclaim refund of round %lotteryId%", { lotteryId });
        await sendAndWait({
          calls: [buildClaimRefundsCall(lottery, batch.lotteryId, batch.ticketIds)],
          revertAbi: griddleLotteryAbi,
          record: { summary },
          preview: { title: summary },
        });
        toastSuccess(
          t("Refund collected"),
          t("Your CAKE refund for round %lotteryId% has been sent to your wallet: %amount% CAKE", {
            lotteryId,
            amount: formatCake(batch.amount, locale, 4),
          }),
        );
      }
    };
    reclaimAll()
      .catch((error: unknown) => {
        const failure = toTransactionError(error);
        const text = writeFailureText(failure);
        if (text === null) return;
        console.error("Reclaiming a lottery refund failed", failure);
        toastError(t("Error"), t(text.key, text.data));
      })
      .finally(() => setReclaiming(false));
  }, [lottery, batches, sendAndWait, t, toastSuccess, toastError, locale]);

  const refundedCount = cancelled ? (data?.tickets ?? []).length - unrefunded.length : 0;
  return { batches, total, refundedCount, reclaim, reclaiming };
}
