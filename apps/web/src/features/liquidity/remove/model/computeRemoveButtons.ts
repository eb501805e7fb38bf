import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { ApprovalState } from "../../../approval/index.ts";

export interface RemoveButtons {
  readonly approve: {
    readonly label: TranslatableText;
    readonly disabled: boolean;
    /** The wallet is signing the permit, or an approval transaction is in flight. */
    readonly loading: boolean;
    /** The router may take the LP tokens: approved on chain or by a signed permit. */
    readonly done: boolean;
  };
  readonly remove: {
    readonly label: TranslatableText;
    readonly disabled: boolean;
    /** Danger colour: an error although both amounts are known. */
    readonly danger: boolean;
  };
}

export interface RemoveButtonInputs {
  readonly inputError: TranslatableText | undefined;
  readonly bothAmountsEntered: boolean;
  /** The router's on-chain allowance for the LP tokens being removed. */
  readonly approvalState: ApprovalState;
  readonly signed: boolean;
  readonly signing: boolean;
}

/** The remove form's two buttons: 'Approve' (a permit, or on chain) and 'Remove' once approved. */
export function computeRemoveButtons({
  inputError,
  bothAmountsEntered,
  approvalState,
  signed,
  signing,
}: RemoveButtonInputs): RemoveButtons {
  const done = signed || approvalState === ApprovalState.APPROVED;
  const loading = !done && (signing || approvalState === ApprovalState.PENDING);
  return {
    approve: {
      label: { key: done ? "Approved" : loading ? "Approving" : "Approve" },
      disabled: done || loading || approvalState !== ApprovalState.NOT_APPROVED,
      loading,
      done,
    },
    remove: {
      label: inputError ?? { key: "Remove" },
      disabled: inputError !== undefined || !done,
      danger: inputError !== undefined && bothAmountsEntered,
    },
  };
}
