import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { bunnySpecialPredictionAbi } from "@griddle/sdk";
import { useSendContractWrite } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { buildClaimCollectibleCall } from "../../model/collectibleCalls.ts";
import type { CollectibleClaim } from "../model/CollectibleClaim.ts";

export type ClaimCollectible = (claim: CollectibleClaim, name: string) => Promise<TransactionReceipt>;

/**
 * Claims a collectible from its claim contract (mintNFT), listed in Recent Transactions; resolves once
 * mined, rejects with a TransactionError (an ineligible claim is refused before it is sent).
 */
export function useClaimCollectible(): ClaimCollectible {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  return useCallback(
    async (claim, name) => {
      const summary = t("Claim %name%", { name });
      const { receipt } = await sendAndWait({
        calls: [buildClaimCollectibleCall(claim.kind, claim.contract)],
        revertAbi: bunnySpecialPredictionAbi,
        record: { summary },
        preview: { title: summary },
      });
      return receipt;
    },
    [sendAndWait, t],
  );
}
