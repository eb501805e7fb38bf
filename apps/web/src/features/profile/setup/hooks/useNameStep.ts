import { useCallback, useState } from "react";
import type { Address } from "viem";
import { findUsernameProblem, griddleProfileAbi } from "@griddle/sdk";
import { ApiRequestError } from "../../../../shared/api/index.ts";
import {
  toTransactionError,
  useAppChainConfig,
  useSendContractWrite,
  writeFailureText,
} from "../../../../shared/chain/index.ts";
import { useTranslation, type TranslatableText } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { useCakeBalance } from "../../../tokens/index.ts";
import { useCakeApproval } from "../../hooks/useCakeApproval.ts";
import { buildCreateProfileCall } from "../../model/profileCalls.ts";
import type { CollectibleRef } from "../model/setupStep.ts";
import { UsernameSigningError } from "../model/UsernameSigningError.ts";
import { usernameProblemText } from "../model/usernameProblemText.ts";
import { useRegisterUsername } from "./useRegisterUsername.ts";
import { useUsernameCheck, type UsernameCheckState } from "./useUsernameCheck.ts";

export interface NameStepInput {
  readonly account: Address;
  /** True once the profile exists: the step then only sets the name (nothing is paid again). */
  readonly hasProfile: boolean;
  readonly collectible: CollectibleRef | undefined;
  readonly teamId: number | undefined;
  readonly name: string;
  readonly setName: (name: string) => void;
  /** The register cost in CAKE wei; undefined while read or when it could not be. */
  readonly cost: bigint | undefined;
  /** Called once the name is saved. */
  readonly onDone: () => void;
}

export interface NameStep {
  readonly problem: TranslatableText | undefined;
  readonly check: UsernameCheckState;
  readonly understood: boolean;
  readonly setUnderstood: (understood: boolean) => void;
  readonly insufficientBalance: boolean;
  readonly approvalState: ApprovalState;
  readonly approve: () => void;
  readonly canSubmit: boolean;
  readonly submit: () => void;
  /** What the submission waits on, while it runs. */
  readonly stage: "creating" | "signing" | undefined;
}

/**
 * Step 4, 'Set Your Name': the name against the rules and the API, the understanding box, the CAKE
 * cost and its approval; then createProfile (collectible and team from steps 2 and 3), and the signed
 * name sent to the API. The name is saved last, once the profile exists (the API asks for an active
 * profile): when signing or saving fails after the CAKE is paid, the step stays open with the profile
 * made, and only the name is asked again, so a user who paid is never stuck (PancakeSwap's most
 * reported profile problem).
 */
export function useNameStep(input: NameStepInput): NameStep {
  const { account, hasProfile, collectible, teamId, name, cost, onDone } = input;
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const { cake, profile } = useAppChainConfig().contracts;
  const registerUsername = useRegisterUsername();
  const [understood, setUnderstood] = useState(false);
  const [stage, setStage] = useState<NameStep["stage"]>();
  const balance = useCakeBalance(cake, account);
  const { approvalState, approve: sendApproval } = useCakeApproval(
    hasProfile ? undefined : cost,
    profile?.profile,
  );

  const rule = name === "" ? undefined : findUsernameProblem(name);
  const check = useUsernameCheck(name);
  const insufficientBalance = !hasProfile && cost !== undefined && balance !== undefined && balance < cost;
  const paid = hasProfile || (approvalState === ApprovalState.APPROVED && !insufficientBalance);
  const canSubmit =
    check.status === "valid" &&
    understood &&
    paid &&
    stage === undefined &&
    (hasProfile || (collectible !== undefined && teamId !== undefined));

  const toastWriteFailure = useCallback(
    (error: unknown) => {
      const text = writeFailureText(toTransactionError(error));
      if (text) toastError(t("Error"), t(text.key, text.data));
    },
    [t, toastError],
  );
  const approve = useCallback(
    () => void sendApproval().catch(toastWriteFailure),
    [sendApproval, toastWriteFailure],
  );

  const submit = useCallback(() => {
    if (!canSubmit || !profile) return;
    const run = async () => {
      if (!hasProfile && collectible && teamId !== undefined) {
        setStage("creating");
        try {
          const summary = t("Create your profile");
          await sendAndWait({
            calls: [
              buildCreateProfileCall(profile.profile, teamId, collectible.nftAddress, collectible.tokenId),
            ],
            revertAbi: griddleProfileAbi,
            record: { summary },
            preview: { title: summary },
          });
        } catch (error) {
          toastWriteFailure(error);
          return;
        }
      }
      setStage("signing");
      try {
        await registerUsername(account, name);
      } catch (error) {
        if (error instanceof UsernameSigningError) toastError(t("Error"), t("Unable to sign payload"));
        else if (error instanceof ApiRequestError && error.status !== 0)
          toastError(t("Error"), t("Unable to set username: %reason%", { reason: error.message }));
        else toastError(t("Error"), t("Unable to verify username"));
        console.error("Setting the username failed", error);
        return;
      }
      toastSuccess(t("Profile created!"), t("Welcome, %name%", { name }));
      onDone();
    };
    void run().finally(() => setStage(undefined));
  }, [
    canSubmit,
    profile,
    hasProfile,
    collectible,
    teamId,
    sendAndWait,
    t,
    toastWriteFailure,
    registerUsername,
    account,
    name,
    toastError,
    toastSuccess,
    onDone,
  ]);

  return {
    problem: rule === undefined ? undefined : usernameProblemText(rule),
    check,
    understood,
    setUnderstood,
    insufficientBalance,
    approvalState,
    approve,
    canSubmit,
    submit,
    stage,
  };
}
