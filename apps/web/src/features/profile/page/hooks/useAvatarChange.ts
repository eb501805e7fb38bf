import { useCallback, useState } from "react";
import type { Address } from "viem";
import { LOCAL_COLLECTIBLES } from "@griddle/sdk";
import { useApiUrl } from "../../../../shared/api/index.ts";
import { toTransactionError, useAppChainConfig, writeFailureText } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { collectibleImageUrl, useOwnedCollectibles, type OwnedToken } from "../../../collectibles/index.ts";
import { useCakeBalance } from "../../../tokens/index.ts";
import { useCakeApproval } from "../../hooks/useCakeApproval.ts";
import { useCollectibleApproval, type CollectibleApproval } from "../../hooks/useCollectibleApproval.ts";

export interface AvatarChange {
  readonly tokens: readonly OwnedToken[] | undefined;
  readonly describe: (token: OwnedToken) => { readonly name: string; readonly image: string | undefined };
  readonly chosen: bigint | undefined;
  readonly choose: (tokenId: bigint) => void;
  readonly collectibleApproval: CollectibleApproval;
  readonly approveCollectible: () => void;
  readonly cakeApprovalState: ApprovalState;
  readonly approveCake: () => void;
  readonly insufficientBalance: boolean;
  /** True when the chosen collectible and the CAKE are both approved. */
  readonly ready: boolean;
}

/**
 * Choosing a new picture for 'Change profile picture' or 'Reactivate profile': a collectible from the
 * wallet, its approval for the profile contract, and CAKE for `cost` (numberCakeToUpdate or
 * numberCakeToReactivate), each failed approval toasted.
 */
export function useAvatarChange(account: Address, cost: bigint | undefined): AvatarChange {
  const { t } = useTranslation();
  const { toastError } = useToast();
  const { cake, profile } = useAppChainConfig().contracts;
  const apiUrl = useApiUrl();
  const owned = useOwnedCollectibles(profile?.collection, account);
  const [chosen, choose] = useState<bigint>();
  const collectibleApproval = useCollectibleApproval(profile?.collection, chosen, account, profile?.profile);
  const { approvalState: cakeApprovalState, approve: sendCakeApproval } = useCakeApproval(
    cost,
    profile?.profile,
  );
  const balance = useCakeBalance(cake, account);
  const fail = useCallback(
    (error: unknown) => {
      const text = writeFailureText(toTransactionError(error));
      if (text) toastError(t("Error"), t(text.key, text.data));
    },
    [t, toastError],
  );
  const describe = useCallback(
    (token: OwnedToken) => {
      const collectible = LOCAL_COLLECTIBLES.find(({ bunnyId }) => bunnyId === token.bunnyId);
      return {
        name: collectible?.name ?? `#${token.bunnyId}`,
        image: collectible && collectibleImageUrl(apiUrl, collectible),
      };
    },
    [apiUrl],
  );
  const insufficientBalance = cost !== undefined && balance !== undefined && balance < cost;
  return {
    tokens: owned.tokens,
    describe,
    chosen,
    choose,
    collectibleApproval,
    approveCollectible: useCallback(
      () => void collectibleApproval.approve().catch(fail),
      [collectibleApproval, fail],
    ),
    cakeApprovalState,
    approveCake: useCallback(() => void sendCakeApproval().catch(fail), [sendCakeApproval, fail]),
    insufficientBalance,
    ready:
      chosen !== undefined &&
      collectibleApproval.approved === true &&
      cakeApprovalState === ApprovalState.APPROVED &&
      !insufficientBalance,
  };
}
