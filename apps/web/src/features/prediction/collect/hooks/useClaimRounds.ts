import { useCallback } from "react";
import type { Address, TransactionReceipt } from "viem";
import { useConnection } from "wagmi";
import { griddlePredictionAbi } from "@griddle/sdk";
import { TransactionError, useSendContractWrite } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { buildClaimCall } from "../../model/predictionCalls.ts";
import { claimedAmount } from "../model/claimedAmount.ts";

export interface ClaimedRounds {
  readonly receipt: TransactionReceipt;
  /** What arrived in the wallet, in wei, from the receipt's Claim events. */
  readonly amount: bigint;
}

/**
 * Claims rounds of the game from the connected account, listed in Recent Transactions; resolves once
 * mined with what was paid, or rejects with a TransactionError (a claim that would revert, such as a
 * round another tab collected first, is refused before it is sent).
 */
export function useClaimRounds(game: Address): (epochs: readonly bigint[]) => Promise<ClaimedRounds> {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (epochs) => {
      if (!account) throw new TransactionError("unavailable", "Missing dependencies");
      const summary = t("Collect round %epoch%", { epoch: epochs.join(", ") });
      const { receipt } = await sendAndWait({
        calls: [buildClaimCall(game, epochs)],
        revertAbi: griddlePredictionAbi,
        record: { summary },
        preview: { title: summary },
      });
      return { receipt, amount: claimedAmount(receipt.logs, game, account) };
    },
    [account, game, sendAndWait, t],
  );
}
