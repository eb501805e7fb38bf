import { useCallback } from "react";
import type { Address, Hex, TransactionReceipt } from "viem";
import { griddleTradingCompetitionAbi } from "@griddle/sdk";
import { TransactionError, useSendContractWrite } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { buildClaimRewardCall } from "../model/competitionCalls.ts";

export type ClaimReward = (claim: {
  readonly teamRank: number;
  readonly rewardGroup: number;
  readonly proof: readonly Hex[];
}) => Promise<TransactionReceipt>;

/** Claims the account's reward with its proof; rejects with a TransactionError. */
export function useClaimReward(competition: Address | undefined): ClaimReward {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (claim) => {
      if (!competition) throw new TransactionError("unavailable", "No competition on this chain");
      const { receipt } = await sendAndWait({
        calls: [buildClaimRewardCall(competition, claim)],
        revertAbi: griddleTradingCompetitionAbi,
        record: { summary: t("Claim your Trading Battle reward") },
      });
      return receipt;
    },
    [competition, sendAndWait, t],
  );
}
