import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { toTransactionError, writeFailureText } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { useLotteryRounds } from "../../data/useLotteryRounds.ts";
import { formatCake } from "../../model/formatCake.ts";

import { buildClaimBatches, type ClaimBatch, type RoundWithTickets } from "../model/buildClaimBatches.ts";
import { checkedRoundIds } from "../model/checkedRoundIds.ts";
import { useClaimTickets } from "./useClaimTickets.ts";

export interface CheckNowFlow {
  readonly checked: boolean;
  readonly check: () => void;
  /** The claims still to make; undefined while the rounds are read. */
  readonly batches: readonly ClaimBatch[] | undefined;
  readonly total: bigint;
  readonly claim: () => void;
  readonly claiming: boolean;
}

/**
 * 'Check now': reads the account's tickets in the finished rounds, finds the unclaimed winners and
 * claims them batch after batch (at most `maxPerClaim` tickets each), with a toast per batch. The
 * rounds are read every block, so a mined claim drops out of the list at once.
 */
export function useCheckNowFlow(
  lottery: Address | undefined,
  latestFinished: bigint | undefined,
  account: Address | undefined,
  maxPerClaim: number | undefined,
): CheckNowFlow {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toastSuccess, toastError } = useToast();
  const claimTickets = useClaimTickets(lottery);
  const [checked, setChecked] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const ids = useMemo(() => (checked ? checkedRoundIds(latestFinished) : []), [checked, latestFinished]);
  const { rounds } = useLotteryRounds(lottery, ids, checked ? account : undefined);

  const batches = useMemo(() => {
    if (!checked || rounds === undefined || maxPerClaim === undefined) return undefined;
    const withTickets = rounds.flatMap(({ round, tickets }): RoundWithTickets[] =>
      round === null || tickets === undefined ? [] : [{ round, tickets }],
    );
    return buildClaimBatches(withTickets, maxPerClaim);
  }, [checked, rounds, maxPerClaim]);
  const total = batches?.reduce((sum, { amount }) => sum + amount, 0n) ?? 0n;

  const claim = useCallback(() => {
    if (batches === undefined) return;
    setClaiming(true);
    const claimAll = async () => {
      for (const batch of batches) {
        await claimTickets(batch);
        toastSuccess(
          t("Prizes Collected!"),
          t("Your CAKE prizes for round %lotteryId% have been sent to your wallet: %amount% CAKE", {
            lotteryId: String(batch.lotteryId),
            amount: formatCake(batch.amount, locale, 4),
          }),
        );
      }
    };
    claimAll()
      .catch((error: unknown) => {
        const failure = toTransactionError(error);
        const text = writeFailureText(failure);
        if (text === null) return;
        console.error("Claiming lottery prizes failed", failure);
        toastError(t("Error"), t(text.key, text.data));
      })
      .finally(() => setClaiming(false));
  }, [batches, claimTickets, locale, t, toastError, toastSuccess]);

  return { checked, check: useCallback(() => setChecked(true), []), batches, total, claim, claiming };
}
