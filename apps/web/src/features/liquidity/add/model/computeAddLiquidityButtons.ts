import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import type { MintField } from "./MintField.ts";

export interface ApproveButton {
  readonly field: MintField;
  readonly label: TranslatableText;
  /** An approval of this token is in flight: the button waits with a spinner. */
  readonly pending: boolean;
}

export interface AddLiquidityButtons {
  /** One button per token that still needs its approval, shown only for a valid deposit. */
  readonly approvals: readonly ApproveButton[];
  readonly supply: {
    readonly label: TranslatableText;
    readonly disabled: boolean;
    /** Danger colour: an error although both amounts are entered (spec 000 section 5). */
    readonly danger: boolean;
  };
}

export interface AddLiquidityButtonInputs {
  readonly inputError: TranslatableText | undefined;
  readonly bothAmountsEntered: boolean;
  readonly approvals: Readonly<Record<MintField, ApprovalState>>;
  readonly symbols: Readonly<Record<MintField, string>>;
}

const needsApproval = (state: ApprovalState) =>
  state === ApprovalState.NOT_APPROVED || state === ApprovalState.PENDING;

/**
 * The add-liquidity buttons (spec 000 section 4, Per-token approval): an approve button for each token
 * not yet approved, then 'Supply', enabled only when both tokens are approved and nothing is wrong.
 */
export function computeAddLiquidityButtons({
  inputError,
  bothAmountsEntered,
  approvals,
  symbols,
}: AddLiquidityButtonInputs): AddLiquidityButtons {
  const fields = ["CURRENCY_A", "CURRENCY_B"] as const;
  const approveButtons =
    inputError === undefined
      ? fields
          .filter((field) => needsApproval(approvals[field]))
          .map((field): ApproveButton => {
            const pending = approvals[field] === ApprovalState.PENDING;
            return {
              field,
              pending,
              label: {
                key: pending ? "Enabling %asset%" : "Enable %asset%",
                data: { asset: symbols[field] },
              },
            };
          })
      : [];
  const allApproved = fields.every((field) => approvals[field] === ApprovalState.APPROVED);
  return {
    approvals: approveButtons,
    supply: {
      label: inputError ?? { key: "Supply" },
      disabled: inputError !== undefined || !allApproved,
      danger: inputError !== undefined && bothAmountsEntered,
    },
  };
}
