import { useCallback } from "react";
import type { Address, TransactionReceipt } from "viem";
import { griddleTradingCompetitionAbi } from "@griddle/sdk";
import { TransactionError, useSendContractWrite } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { buildRegisterCall } from "../model/competitionCalls.ts";

/** Registers the account for its profile's team; rejects with a TransactionError. */
export function useRegister(competition: Address | undefined): () => Promise<TransactionReceipt> {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(async () => {
    if (!competition) throw new TransactionError("unavailable", "No competition on this chain");
    const { receipt } = await sendAndWait({
      calls: [buildRegisterCall(competition)],
      revertAbi: griddleTradingCompetitionAbi,
      record: { summary: t("Register for the Trading Battle") },
    });
    return receipt;
  }, [competition, sendAndWait, t]);
}
