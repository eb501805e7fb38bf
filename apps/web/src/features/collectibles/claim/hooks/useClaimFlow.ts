import { useCallback, useState } from "react";
import { toTransactionError } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import type { CollectibleClaim } from "../model/CollectibleClaim.ts";
import { useClaimCollectible } from "./useClaimCollectible.ts";

export interface ClaimFlow {
  readonly claim: (claim: CollectibleClaim, name: string) => void;
  /** The contract being claimed from, while its transaction is out. */
  readonly claiming: CollectibleClaim["contract"] | undefined;
}

/**
 * A claim button's action: mintNFT on the claim contract, then 'Collectible claimed!'; 'Unable to
 * claim NFT (please try again)' when it fails (spec 001 section 8), nothing when refused in the wallet.
 * The claims are read every block, so the button turns to 'Claimed' once it mines.
 */
export function useClaimFlow(): ClaimFlow {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const claimCollectible = useClaimCollectible();
  const [claiming, setClaiming] = useState<ClaimFlow["claiming"]>();
  const claim = useCallback(
    (target: CollectibleClaim, name: string) => {
      setClaiming(target.contract);
      claimCollectible(target, name)
        .then(() => toastSuccess(t("Collectible claimed!"), name))
        .catch((error: unknown) => {
          const failure = toTransactionError(error);
          if (failure.kind === "rejected") return;
          console.error("Claiming a collectible failed", failure);
          toastError(t("Error"), t("Unable to claim NFT (please try again)"));
        })
        .finally(() => setClaiming(undefined));
    },
    [claimCollectible, t, toastSuccess, toastError],
  );
  return { claim, claiming };
}
