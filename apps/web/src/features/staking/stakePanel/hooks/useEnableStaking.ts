import { useCallback, useState } from "react";
import type { StakingSuccess } from "../model/stakingToasts.ts";
import { useStakingActionRunner } from "./useStakingActionRunner.ts";

export interface EnableStaking {
  /** Sends the approval and toasts its outcome. */
  readonly enable: () => void;
  /**
   * The approval is being sent, or was mined and its allowance is not read yet: Enable stays off
   * until the next block's reads replace it.
   */
  readonly isEnabling: boolean;
  /** The approval is being sent: its button spins. */
  readonly isPending: boolean;
}

/** The 'Enable' write of a pool's, the vault's or a farm's stake panel. */
export function useEnableStaking(approve: () => Promise<unknown>, success: StakingSuccess): EnableStaking {
  const approval = useStakingActionRunner();
  const [approved, setApproved] = useState(false);
  const { run } = approval;
  const enable = useCallback(() => {
    void run(approve, success).then((succeeded) => {
      if (succeeded) setApproved(true);
    });
  }, [run, approve, success]);
  return { enable, isEnabling: approval.isPending || approved, isPending: approval.isPending };
}
