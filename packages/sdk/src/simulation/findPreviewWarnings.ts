import { isAddressEqual, type Address } from "viem";
import { BASIS_POINTS_DENOMINATOR } from "../amm/constants.ts";
import type { RevertDescription, SimulatedOutcome, TransferFee } from "./SimulatedOutcome.ts";

/** What the page promised the user receives: the quote, and the minimum the transaction enforces. */
export interface ReceiveExpectation {
  /** A token, or "native" for BNB. */
  readonly token: Address | "native";
  readonly quoted: bigint;
  readonly minimum: bigint;
  readonly slippageBps: number;
}

export type PreviewWarning =
  | { readonly kind: "reverts"; readonly revert: RevertDescription }
  | {
      readonly kind: "belowMinimum";
      readonly token: Address | "native";
      readonly received: bigint;
      readonly minimum: bigint;
    }
  | {
      readonly kind: "beyondSlippage";
      readonly token: Address | "native";
      readonly received: bigint;
      readonly quoted: bigint;
      readonly slippageBps: number;
    }
  | { readonly kind: "transferFee"; readonly fee: TransferFee }
  | { readonly kind: "unlimitedApproval"; readonly token: Address; readonly spender: Address };

/** How much of `token` the outcome credits the user (BNB without the gas). */
export function receivedAmount(outcome: SimulatedOutcome, token: Address | "native"): bigint {
  if (outcome.status !== "success") return 0n;
  if (token === "native") return outcome.nativeChange;
  return outcome.tokenChanges.find((change) => isAddressEqual(change.token, token))?.amount ?? 0n;
}

/**
 * Where the simulated outcome departs from what the page promised, most severe first: a revert; a
 * receive below the enforced minimum; one further from the quote than the slippage (in either
 * direction: a much better fill also means the page's numbers were wrong); a transfer fee; an
 * unlimited approval.
 */
export function findPreviewWarnings(
  outcome: SimulatedOutcome,
  expectation?: ReceiveExpectation,
): PreviewWarning[] {
  if (outcome.status === "reverted") return [{ kind: "reverts", revert: outcome.revert }];
  const warnings: PreviewWarning[] = [];
  if (expectation !== undefined) {
    const received = receivedAmount(outcome, expectation.token);
    const gap = received > expectation.quoted ? received - expectation.quoted : expectation.quoted - received;
    if (received < expectation.minimum) {
      warnings.push({
        kind: "belowMinimum",
        token: expectation.token,
        received,
        minimum: expectation.minimum,
      });
    } else if (gap * BASIS_POINTS_DENOMINATOR > expectation.quoted * BigInt(expectation.slippageBps)) {
      warnings.push({
        kind: "beyondSlippage",
        token: expectation.token,
        received,
        quoted: expectation.quoted,
        slippageBps: expectation.slippageBps,
      });
    }
  }
  for (const fee of outcome.transferFees) warnings.push({ kind: "transferFee", fee });
  for (const approval of outcome.approvals) {
    if (approval.kind === "allowance" && approval.unlimited) {
      warnings.push({ kind: "unlimitedApproval", token: approval.token, spender: approval.spender });
    }
  }
  return warnings;
}
