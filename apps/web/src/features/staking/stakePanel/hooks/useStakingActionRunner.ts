import { useCallback, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { STAKING_FAILURE_TOAST, stakingSuccessToast, type StakingSuccess } from "../model/stakingToasts.ts";

export interface StakingActionRunner {
  /** A write started here is still running: its button reads 'Confirming'. */
  readonly isPending: boolean;
  /**
   * Runs `write` and announces the outcome: the success toast once it is mined, otherwise the spec's
   * one Error toast, for a rejection in the wallet too (any failure, spec 000 section 8). Resolves
   * whether it succeeded, so a modal closes only then and keeps what the user typed otherwise.
   */
  readonly run: (write: () => Promise<unknown>, success: StakingSuccess) => Promise<boolean>;
}

/**
 * The feedback side of the panels' writes: the write hooks only send and throw typed errors, and this
 * is the one place that turns their outcome into the pools' and farms' toasts.
 */
export function useStakingActionRunner(): StakingActionRunner {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const [isPending, setIsPending] = useState(false);

  const run = useCallback(
    async (write: () => Promise<unknown>, success: StakingSuccess) => {
      setIsPending(true);
      try {
        await write();
        const toast = stakingSuccessToast(success);
        toastSuccess(t(toast.title.key, toast.title.data), t(toast.description.key, toast.description.data));
        return true;
      } catch (error) {
        console.error(error);
        const { title, description } = STAKING_FAILURE_TOAST;
        toastError(t(title.key, title.data), t(description.key, description.data));
        return false;
      } finally {
        setIsPending(false);
      }
    },
    [t, toastError, toastSuccess],
  );

  return { isPending, run };
}
