import { useCallback, useState } from "react";
import { griddleProfileAbi } from "@griddle/sdk";
import {
  toTransactionError,
  useAppChainConfig,
  useSendContractWrite,
  writeFailureText,
  type ContractCall,
} from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import {
  buildPauseProfileCall,
  buildReactivateProfileCall,
  buildUpdateProfileCall,
} from "../../model/profileCalls.ts";

export type ProfileAction = "update" | "pause" | "reactivate";

export interface ProfileActions {
  /** The action whose transaction is out. */
  readonly pending: ProfileAction | undefined;
  /** Each resolves true once mined, false when it failed (with a toast) or was refused. */
  readonly update: (tokenId: bigint) => Promise<boolean>;
  readonly pause: () => Promise<boolean>;
  readonly reactivate: (tokenId: bigint) => Promise<boolean>;
}

/**
 * The profile's own actions (spec 001 section 7): a new picture (updateProfile), pause (the picture
 * goes back to the wallet) and reactivate, each with its toasts. The approvals they need (the
 * collectible, and CAKE for the update and reactivate costs) are the caller's to ask first.
 */
export function useProfileActions(): ProfileActions {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const contracts = useAppChainConfig().contracts.profile;
  const [pending, setPending] = useState<ProfileAction>();

  const run = useCallback(
    async (
      action: ProfileAction,
      call: ContractCall<typeof griddleProfileAbi>,
      summary: string,
      success: string,
    ): Promise<boolean> => {
      setPending(action);
      try {
        await sendAndWait({
          calls: [call],
          revertAbi: griddleProfileAbi,
          record: { summary },
          preview: { title: summary },
        });
        toastSuccess(success);
        return true;
      } catch (error) {
        const text = writeFailureText(toTransactionError(error));
        if (text) toastError(t("Error"), t(text.key, text.data));
        return false;
      } finally {
        setPending(undefined);
      }
    },
    [sendAndWait, toastSuccess, toastError, t],
  );

  return {
    pending,
    update: useCallback(
      async (tokenId: bigint) =>
        contracts !== undefined &&
        run(
          "update",
          buildUpdateProfileCall(contracts.profile, contracts.collection, tokenId),
          t("Change your profile picture"),
          t("Profile picture changed!"),
        ),
      [contracts, run, t],
    ),
    pause: useCallback(
      async () =>
        contracts !== undefined &&
        run("pause", buildPauseProfileCall(contracts.profile), t("Pause your profile"), t("Profile paused!")),
      [contracts, run, t],
    ),
    reactivate: useCallback(
      async (tokenId: bigint) =>
        contracts !== undefined &&
        run(
          "reactivate",
          buildReactivateProfileCall(contracts.profile, contracts.collection, tokenId),
          t("Reactivate your profile"),
          t("Profile reactivated!"),
        ),
      [contracts, run, t],
    ),
  };
}
