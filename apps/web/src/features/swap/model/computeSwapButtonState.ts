import { ApprovalState } from "../../approval/index.ts";
import type { WrapType } from "./computeWrapType.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import type { WarningSeverity } from "./warningSeverity.ts";

export interface SwapButtonInputs {
  readonly hasAccount: boolean;
  readonly wrapType: WrapType;
  readonly wrapInputError: TranslatableText | undefined;
  /** Both currencies and a positive amount are given. */
  readonly hasInputAndOutput: boolean;
  /** Whether a route was found; undefined while the pools are still being read. */
  readonly hasRoute: boolean | undefined;
  readonly singleHopOnly: boolean;
  readonly inputError: TranslatableText | undefined;
  readonly approvalState: ApprovalState;
  /** An approval was sent from this form (so 'Enabled' is shown once it lands). */
  readonly approvalSubmitted: boolean;
  readonly inputSymbol: string;
  readonly severity: WarningSeverity;
  readonly expertMode: boolean;
  /** The swap cannot be built at all (missing dependencies). */
  readonly swapUnavailable: boolean;
}

export interface ActionButton {
  readonly label: TranslatableText;
  readonly disabled: boolean;
  readonly variant: "primary" | "danger" | "success";
  readonly loading?: boolean;
}

/** What the swap form's button area shows (spec 000 section 4, Swap approval flow and price impact). */
export type SwapButtonState =
  | { readonly kind: "connect" }
  | { readonly kind: "wrap"; readonly button: ActionButton }
  | { readonly kind: "noLiquidity"; readonly suggestMultiHop: boolean }
  | { readonly kind: "approveThenSwap"; readonly approve: ActionButton; readonly swap: ActionButton }
  | { readonly kind: "swap"; readonly button: ActionButton };

function swapLabel(
  severity: WarningSeverity,
  blocked: boolean,
  blockedText: "Price Impact High" | "Price Impact Too High",
): TranslatableText {
  if (blocked) return { key: blockedText };
  return { key: severity > 2 ? "Swap Anyway" : "Swap" };
}

export function computeSwapButtonState(inputs: SwapButtonInputs): SwapButtonState {
  if (!inputs.hasAccount) return { kind: "connect" };
  if (inputs.wrapType !== "NOT_APPLICABLE") {
    const label = inputs.wrapInputError ?? { key: inputs.wrapType === "WRAP" ? "Wrap" : "Unwrap" };
    return {
      kind: "wrap",
      button: { label, disabled: inputs.wrapInputError !== undefined, variant: "primary" },
    };
  }
  if (inputs.hasInputAndOutput && inputs.hasRoute === false) {
    return { kind: "noLiquidity", suggestMultiHop: inputs.singleHopOnly };
  }
  // Above severity 3 only expert mode may swap at all.
  const blocked = inputs.severity > 3 && !inputs.expertMode;
  const { approvalState, approvalSubmitted } = inputs;
  const showApproveFlow =
    inputs.inputError === undefined &&
    !blocked &&
    (approvalState === ApprovalState.NOT_APPROVED ||
      approvalState === ApprovalState.PENDING ||
      (approvalSubmitted && approvalState === ApprovalState.APPROVED));
  if (showApproveFlow) {
    const approved = approvalState === ApprovalState.APPROVED;
    return {
      kind: "approveThenSwap",
      approve: {
        label:
          approvalState === ApprovalState.PENDING
            ? { key: "Enabling" }
            : approved
              ? { key: "Enabled" }
              : { key: "Enable %asset%", data: { asset: inputs.inputSymbol } },
        disabled: approvalState !== ApprovalState.NOT_APPROVED,
        variant: approved ? "success" : "primary",
        loading: approvalState === ApprovalState.PENDING,
      },
      swap: {
        label: swapLabel(inputs.severity, blocked, "Price Impact High"),
        disabled: !approved || inputs.swapUnavailable,
        variant: inputs.severity > 2 ? "danger" : "primary",
      },
    };
  }
  const valid = inputs.inputError === undefined;
  return {
    kind: "swap",
    button: {
      label: inputs.inputError ?? swapLabel(inputs.severity, blocked, "Price Impact Too High"),
      disabled: !valid || blocked || inputs.swapUnavailable,
      variant: valid && inputs.severity > 2 && !inputs.swapUnavailable ? "danger" : "primary",
    },
  };
}
